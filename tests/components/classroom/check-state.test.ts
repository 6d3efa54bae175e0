import { describe, expect, test } from 'vitest';
import { DRAFT_KEY } from '../../../src/components/classroom/builder-storage.ts';
import {
	CheckState,
	MAX_FILE_BYTES,
} from '../../../src/components/classroom/check-state.svelte.ts';
import { encodeAssignment } from '../../../src/lib/index.ts';
import { assignment, code, rightTour } from './check-fixtures.ts';

const tour = rightTour();
const link = `https://x.org/classroom/do/#${encodeAssignment(assignment)}`;

describe('CheckState', () => {
	test('Check before an assignment says what to do first, and marks nothing', () => {
		const state = new CheckState();
		state.codesText = code('Ada', tour, '1728');
		state.check();
		expect(state.outcome).toBeNull();
		expect(state.status).toMatch(/paste its link in "Assignment link" first/);
	});

	test('Check with nothing pasted says so', () => {
		const state = new CheckState();
		state.setAssignment(link, 'pasted');
		state.check();
		expect(state.status).toMatch(/nothing to check/);
	});

	test('marks, sums up in one sentence, and sorts the rows', () => {
		const state = new CheckState();
		state.setAssignment(link, 'pasted');
		state.codesText = [code('Ben', tour.slice(0, 4), '1'), code('Ada', tour, '1728'), 'hello'].join(
			'\n',
		);
		state.check();
		expect(state.status).toBe('Marked 2 submissions; 1 entry could not be used (listed below).');
		expect(state.rows.map((r) => r.name)).toEqual(['Ada', 'Ben']);
		state.sortBy('student');
		expect(state.rows.map((r) => r.name)).toEqual(['Ben', 'Ada']);
		expect(state.summary.map((s) => s.right)).toEqual([1, 1]);
		expect(state.problemGroups).toHaveLength(1);
		expect(state.csv().split('\r\n')[1]?.startsWith('Ben,0,')).toBe(true);
	});

	test('a new assignment marks the same codes again; a bad one says why and keeps the codes', () => {
		const state = new CheckState();
		state.setAssignment(link, 'pasted');
		state.codesText = code('Ada', tour, '1728');
		state.check();
		expect(state.rows).toHaveLength(1);
		const other = encodeAssignment({ ...assignment, title: 'Another week' });
		state.setAssignment(other, 'pasted');
		expect(state.rows).toHaveLength(0);
		expect(state.outcome?.problems[0]?.kind).toBe('wrong-assignment');
		state.setAssignment('KTA1.broken', 'pasted');
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

	test("the builder's last assignment is offered, and taken on request", () => {
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
});
