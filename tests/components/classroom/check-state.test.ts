import { describe, expect, test } from 'vitest';
import { DRAFT_KEY } from '../../../src/components/classroom/builder-storage.ts';
import {
	CODES_KEY,
	MAX_PASTE_CHARS,
	CheckState,
	MAX_FILE_BYTES,
} from '../../../src/components/classroom/check-state.svelte.ts';
import type { CheckResult, Checker } from '../../../src/components/classroom/check-client.ts';
import { checkJobs } from '../../../src/components/classroom/check-jobs.ts';
import { checkPasted } from '../../../src/components/classroom/check-marking.ts';
import { encodeAssignment } from '../../../src/lib/index.ts';
import { assignment, code, rightTour } from './check-fixtures.ts';

const tour = rightTour();
const link = `https://x.org/classroom/do/#${encodeAssignment(assignment)}`;

describe('CheckState', () => {
	test('Check before an assignment says what to do first, and marks nothing', async () => {
		const state = new CheckState();
		state.codesText = code('Ada', tour, '1728');
		await state.check();
		expect(state.outcome).toBeNull();
		expect(state.status).toMatch(/paste its link in "Assignment link" first/);
	});

	test('Check with nothing pasted says so', async () => {
		const state = new CheckState();
		state.setAssignment(link, 'pasted');
		await state.check();
		expect(state.status).toMatch(/nothing to check/);
	});

	test('marks, sums up in one sentence, and sorts the rows', async () => {
		const state = new CheckState();
		state.setAssignment(link, 'pasted');
		state.codesText = [code('Ben', tour.slice(0, 4), '1'), code('Ada', tour, '1728'), 'hello'].join(
			'\n',
		);
		await state.check();
		expect(state.status).toBe('Marked 2 submissions; 1 entry could not be used (listed below).');
		expect(state.rows.map((r) => r.name)).toEqual(['Ada', 'Ben']);
		state.sortBy('student');
		expect(state.rows.map((r) => r.name)).toEqual(['Ben', 'Ada']);
		expect(state.summary.map((s) => s.right)).toEqual([1, 1]);
		expect(state.problemGroups).toHaveLength(1);
		expect(state.csv().split('\r\n')[1]?.startsWith('Ben,0,')).toBe(true);
	});

	test('a new assignment marks the same codes again; a bad one says why and keeps the codes', async () => {
		const state = new CheckState();
		state.setAssignment(link, 'pasted');
		state.codesText = code('Ada', tour, '1728');
		await state.check();
		expect(state.rows).toHaveLength(1);
		const other = encodeAssignment({ ...assignment, title: 'Another week' });
		await state.setAssignment(other, 'pasted');
		expect(state.rows).toHaveLength(0);
		expect(state.outcome?.problems[0]?.kind).toBe('wrong-assignment');
		await state.setAssignment('KTA1.broken', 'pasted');
		expect(state.reading.status).toBe('error');
		expect(state.codesText).toBe(code('Ada', tour, '1728'));
	});

	test('files: text files join the box, others are refused with the reason', async () => {
		const state = new CheckState();
		state.codesText = 'first\n\n';
		await state.addFiles([
			new File([code('Ada', tour, '1728')], 'ada.txt', { type: 'text/plain' }),
			new File(['x'], 'photo.png', { type: 'image/png' }),
			new File(['x'.repeat(MAX_FILE_BYTES + 1)], 'huge.txt', { type: 'text/plain' }),
			new File(['Ben: hi'], 'chat.TXT', { type: '' }),
		]);
		expect(state.codesText).toBe(`first\n${code('Ada', tour, '1728')}\nBen: hi`);
		expect(state.fileNote).toBe(
			'Added 2 files to the box (ada.txt, chat.TXT); press Check. photo.png is not a text file (.txt); huge.txt is too big for a file of codes (at most 1 MB).',
		);
	});

	test("the builder's last assignment is offered, and taken on request", async () => {
		const state = new CheckState();
		const saved = JSON.stringify({ version: 1, source: encodeAssignment(assignment) });
		state.readDraft({ getItem: (key) => (key === DRAFT_KEY ? saved : null) });
		expect(state.draft?.assignment).toEqual(assignment);
		expect(state.assignment).toBeNull();
		state.useDraft();
		expect(state.assignment).toEqual(assignment);
		expect(state.source).toBe('draft');
		state.readDraft(null);
		expect(state.draft).toBeNull();
	});

	test('a newer check wins: an older one that answers late is dropped', async () => {
		const waiting: ((result: CheckResult) => void)[] = [];
		const checker: Checker = {
			check: () => new Promise((resolve) => waiting.push(resolve)),
			destroy: () => undefined,
		};
		const state = new CheckState(checker);
		state.setAssignment(link, 'pasted');
		const first = state.check();
		const second = state.check();
		expect(state.checking).toBe(true);
		expect(state.status).toBe('Checking…');
		const outcome = (names: string[]) =>
			checkPasted(assignment, names.map((n) => code(n, tour, '1728')).join('\n'));
		waiting[1]?.({ ok: true, outcome: outcome(['New']) });
		await second;
		waiting[0]?.({ ok: true, outcome: outcome(['Old']) });
		await first;
		expect(state.rows.map((r) => r.name)).toEqual(['New']);
		expect(state.checking).toBe(false);
	});

	test('a worker that fails is said, and the page keeps working', async () => {
		const state = new CheckState({
			check: () => Promise.resolve({ ok: false, message: 'The worker stopped.' }),
			destroy: () => undefined,
		});
		state.setAssignment(link, 'pasted');
		await state.check();
		expect(state.status).toBe('The codes could not be checked: The worker stopped.');
		expect(state.checking).toBe(false);
	});
});

describe('CheckState: the codes kept in the tab', () => {
	/** A storage in a map. */
	function memory(): Storage & { map: Map<string, string> } {
		const map = new Map<string, string>();
		return {
			map,
			getItem: (k: string) => map.get(k) ?? null,
			setItem: (k: string, v: string) => void map.set(k, v),
			removeItem: (k: string) => void map.delete(k),
		} as unknown as Storage & { map: Map<string, string> };
	}

	test('saved as typed, put back in an empty box, removed when the box is emptied', () => {
		const storage = memory();
		const state = new CheckState();
		state.codesText = 'KTS1.abc';
		state.saveCodes(storage);
		expect(storage.map.get(CODES_KEY)).toBe('KTS1.abc');
		const again = new CheckState();
		expect(again.restoreCodes(storage)).toBe(true);
		expect(again.codesText).toBe('KTS1.abc');
		// A box that already holds text is not overwritten.
		const typed = new CheckState();
		typed.codesText = 'mine';
		expect(typed.restoreCodes(storage)).toBe(false);
		expect(typed.codesText).toBe('mine');
		state.codesText = ' ';
		state.saveCodes(storage);
		expect(storage.map.has(CODES_KEY)).toBe(false);
	});

	test('blocked or full storage is no error', () => {
		const state = new CheckState();
		state.codesText = 'x';
		const broken = {
			getItem: () => {
				throw new Error('blocked');
			},
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
			removeItem: () => undefined,
		};
		expect(() => state.saveCodes(broken)).not.toThrow();
		expect(state.keepNote).toMatch(/could not be kept for a reload/);
		expect(state.restoreCodes(broken)).toBe(false);
		expect(state.restoreCodes(null)).toBe(false);
	});

	test('codes that cannot be kept remove the older ones kept, so a reload never brings those back', () => {
		const storage = memory();
		const state = new CheckState();
		state.codesText = 'KTS1.old';
		state.saveCodes(storage);
		state.codesText = `KTS1.${'a'.repeat(MAX_PASTE_CHARS)}`;
		state.saveCodes(storage);
		expect(storage.map.has(CODES_KEY)).toBe(false);
		expect(state.keepNote).toMatch(/keep a copy of them/);
		const reloaded = new CheckState();
		expect(reloaded.restoreCodes(storage)).toBe(false);
		expect(reloaded.codesText).toBe('');
	});

	test('a paste longer than the page checks at once is refused by its length, before it is read', async () => {
		let read = 0;
		const state = new CheckState({
			check: () => {
				read++;
				return Promise.resolve(null);
			},
			destroy: () => {},
		});
		await state.setAssignment(encodeAssignment(assignment), 'pasted');
		state.codesText = 'x'.repeat(MAX_PASTE_CHARS + 1);
		await state.check();
		expect(read).toBe(0);
		expect(state.status).toMatch(
			/^The codes are 5,000,001 characters long, more than this page checks at once/,
		);
	});
});

describe('checkJobs', () => {
	test("the worker's job reports each code and returns what checkPasted finds", () => {
		const text = [code('Ada', tour, '1728'), 'hello', code('Ben', tour, '1')].join('\n');
		const steps = checkJobs['check-codes']({ assignment, text });
		const progress: unknown[] = [];
		let next = steps.next();
		while (next.done !== true) {
			progress.push(next.value);
			next = steps.next();
		}
		expect(progress).toEqual(
			[1, 2, 3].map((checked) => ({
				kind: 'progress',
				fraction: checked / 3,
				counters: { checked, total: 3 },
			})),
		);
		expect(next.value).toEqual(checkPasted(assignment, text));
	});
});
