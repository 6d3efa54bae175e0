/**
 * The builder's draft in local storage: saved and read back as typed, a damaged draft copied aside
 * with a message (never overwritten unread), hostile fields read as defaults, and the previous
 * draft kept when a link replaces it.
 */
import { describe, expect, test } from 'vitest';
import { newDraft } from '../../../src/components/classroom/builder-drafts.ts';
import {
	DRAFT_KEY,
	emptySnapshot,
	isEmptySnapshot,
	keepPrevious,
	loadDraft,
	loadPrevious,
	saveDraft,
	type BuilderSnapshot,
	type DraftStorage,
} from '../../../src/components/classroom/builder-storage.ts';

/** Local storage as a map. */
function memory(): DraftStorage & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => {
			items.set(key, value);
		},
	};
}

/** A draft with one task of each kind, one field mistyped. */
function sample(): BuilderSnapshot {
	const tour = newDraft('tour');
	if (tour.kind === 'tour') tour.rows = '0';
	return {
		...emptySnapshot(),
		title: 'Week 3',
		tasks: [tour, newDraft('predict'), newDraft('bank'), newDraft('count'), newDraft('question')],
	};
}

describe('loadDraft and saveDraft', () => {
	test('a saved draft reads back as typed', () => {
		const storage = memory();
		expect(loadDraft(storage, 1)).toEqual({ snapshot: null, problem: '' });
		expect(saveDraft(storage, sample())).toBe('');
		expect(loadDraft(storage, 1)).toEqual({ snapshot: sample(), problem: '' });
	});

	test.each([
		['not JSON', '{"version":1,', /^The saved draft could not be read \(.*JSON/],
		['another version', '{"version":7,"tasks":[]}', /\(it has version 7, not 1\)/],
		['no task list', '{"version":1,"tasks":"x"}', /\(it has no list of tasks\)/],
		['not an object', '[1,2]', /\(it is not a saved draft\)/],
	])('a damaged draft (%s) is copied aside and explained', (_, text, message) => {
		const storage = memory();
		storage.setItem(DRAFT_KEY, text);
		const { snapshot, problem } = loadDraft(storage, 1234);
		expect(snapshot).toBeNull();
		expect(problem).toMatch(message);
		expect(problem).toContain('ktn-classroom-builder-damaged-1234');
		expect(storage.items.get('ktn-classroom-builder-damaged-1234')).toBe(text);
	});

	test('hostile fields read as defaults; unknown task kinds are dropped', () => {
		const storage = memory();
		storage.setItem(
			DRAFT_KEY,
			JSON.stringify({
				version: 1,
				title: 42,
				instructions: '<script>alert(1)</script>',
				source: null,
				tasks: [
					{ kind: 'tour', rows: 5, holes: ['a1', 7, null], fixed: [{ move: 'x' }], vary: 'all' },
					{ kind: '__proto__' },
					{ kind: 'predict', tieBreak: 'random' },
					null,
				],
			}),
		);
		const { snapshot } = loadDraft(storage, 1);
		expect(snapshot?.title).toBe('');
		expect(snapshot?.instructions).toBe('<script>alert(1)</script>');
		expect(snapshot?.tasks.map((t) => t.kind)).toEqual(['tour', 'predict']);
		expect(snapshot?.tasks[0]).toMatchObject({
			rows: '5',
			holes: ['a1'],
			fixed: [],
			vary: { start: false, end: false, holes: false },
		});
		expect(snapshot?.tasks[1]).toMatchObject({ tieBreak: 'first' });
	});

	test('without storage nothing is saved, and the builder says so', () => {
		expect(loadDraft(null, 1).problem).toBe(
			'This browser keeps no local storage here: the draft is not saved.',
		);
		expect(saveDraft(null, sample())).toBe('');
	});

	test('a full storage is reported', () => {
		const storage: DraftStorage = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
		};
		expect(saveDraft(storage, sample())).toMatch(/^The draft could not be saved/);
	});
});

describe('the previous draft', () => {
	test('is kept and read back; an empty draft is recognised', () => {
		const storage = memory();
		expect(loadPrevious(storage)).toBeNull();
		expect(keepPrevious(storage, sample())).toBe(true);
		expect(loadPrevious(storage)).toEqual(sample());
		expect(isEmptySnapshot(emptySnapshot())).toBe(true);
		expect(isEmptySnapshot(sample())).toBe(false);
	});
});
