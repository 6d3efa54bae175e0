import { describe, expect, test } from 'vitest';
import { checkPasted } from '../../../src/components/classroom/check-marking.ts';
import type { CheckOutcome } from '../../../src/components/classroom/check-outcome.ts';
import {
	formatSeconds,
	logText,
	logVerdict,
	nextOrder,
	resultColumns,
	resultRows,
	resultsCsv,
	clockSeconds,
	sortRows,
	taskRanges,
	type ResultRow,
	type SortKey,
} from '../../../src/components/classroom/check-table.ts';
import { assignment, code, logOf, rightTour, sq } from './check-fixtures.ts';

const tour = rightTour();

/** Ada right on both, Ben wrong on both, Cy right tour and wrong answer, with hints and time. */
function outcome(): CheckOutcome {
	const text = [
		code('ben', tour.slice(0, 10), '1729', { hints: 3, seconds: 400 }),
		code('Ada', tour, '1728', { seconds: 90, solutionShown: true }),
		code('Cy', tour, 'twelve', { hints: 1, seconds: 3700 }),
	].join('\n');
	return checkPasted(assignment, text);
}

const rows = resultRows(assignment, outcome());

/** The names in a sorted table. */
function names(key: SortKey, direction: 'ascending' | 'descending' = 'ascending'): string[] {
	return sortRows(rows, { key, direction }).map((row) => row.name);
}

describe('resultColumns(assignment)', () => {
	test('student, score, one column per task, hints, solution, time, work log', () => {
		expect(resultColumns(assignment).map((c) => c.label)).toEqual([
			'Student',
			'Score',
			'Task 1',
			'Task 2',
			'Hints',
			'Solution shown',
			'Time',
			'Work log',
		]);
	});
});

describe('resultRows(assignment, outcome)', () => {
	test('one row per submission with totals over the tasks', () => {
		expect(rows.map((r) => [r.name, r.score, r.hints, r.solutions, r.seconds])).toEqual([
			['ben', 0, 3, [], 430],
			['Ada', 2, 0, [1], 120],
			['Cy', 1, 1, [], 3730],
		]);
		expect(rows[0]?.tasks[0]?.reason).toBe('The tour has 10 of 25 squares.');
		expect(rows[2]?.tasks[1]?.answer).toBe('twelve');
		expect(rows[1]?.log).toEqual({ status: 'absent', tasks: [1], missing: [] });
	});

	test('notes a repeated code and a name on two codes', () => {
		const again = checkPasted(
			assignment,
			[code('Ada', tour, '1728'), code('Ada', tour, '1728'), code('ada', tour, '17')].join('\n'),
		);
		const notes = resultRows(assignment, again).map((r) => r.notes);
		expect(notes[0]).toContain('Code pasted 2 times; counted once.');
		expect(notes[0]).toContain('Another code has the same name (2 codes in all).');
		expect(notes[1]).toContain('Another code has the same name (2 codes in all).');
		// All three hand in the same tour: the library says so, and so do the notes.
		expect(notes[1]).toContain('Task 1: the same tour as \u2068Ada\u2069.');
		expect(resultRows(assignment, again).map((r) => r.flagged)).toEqual([true, true]);
		// The compact grid's words for the same notes, in the same order.
		expect(resultRows(assignment, again).map((r) => r.tags)).toEqual([
			['pasted 2×', 'name twice', 'shared: task 1'],
			['name twice', 'shared: task 1'],
		]);
	});

	test('notes shared tours, naming the others', () => {
		const base = outcome();
		const shared: CheckOutcome = {
			...base,
			shared: [{ task: 0, students: [1, 2], how: 'symmetric' }],
		};
		const notes = resultRows(assignment, shared).map((r) => r.notes);
		expect(notes).toEqual([
			[],
			['Task 1: a turned or mirrored copy of \u2068Cy\u2069.'],
			['Task 1: a turned or mirrored copy of \u2068Ada\u2069.'],
		]);
		expect(resultRows(assignment, shared).map((r) => r.flagged)).toEqual([false, true, true]);
		expect(resultRows(assignment, shared).map((r) => r.tags)).toEqual([
			[],
			['shared: task 1'],
			['shared: task 1'],
		]);
	});

	test('a work log makes the task replayable, and its verdict is summed up', () => {
		const log = logOf('Ada', 0, [
			{ action: 'move', square: sq('a1'), ms: 0 },
			{ action: 'move', square: sq('b3'), ms: 900 },
		]);
		const checked = checkPasted(assignment, code('Ada', tour, '1728', { log }));
		const [row] = resultRows(assignment, checked);
		expect(row?.tasks[0]?.replayable).toBe(true);
		// The log leaves two squares, not the tour handed in.
		expect(row?.tasks[0]?.log).toBe('mismatch');
		expect(row?.log).toEqual({ status: 'mismatch', tasks: [1], missing: [] });
		expect(logText(row?.log ?? { status: 'none', tasks: [], missing: [] })).toBe(
			'mismatch (task 1)',
		);
	});
});

describe('sortRows(rows, order)', () => {
	test.each<[SortKey, string[]]>([
		['student', ['Ada', 'ben', 'Cy']],
		['score', ['ben', 'Cy', 'Ada']],
		['task-0', ['ben', 'Ada', 'Cy']],
		// Wrong first, then by reason: "The answer 1729 …" before "The answer twelve …".
		['task-1', ['ben', 'Cy', 'Ada']],
		['hints', ['Ada', 'Cy', 'ben']],
		['solution', ['ben', 'Cy', 'Ada']],
		['time', ['Ada', 'ben', 'Cy']],
		['log', ['Ada', 'ben', 'Cy']],
	])('by %s, ascending', (key, expected) => {
		expect(names(key)).toEqual(expected);
	});

	test('descending reverses the column but ties still go by name', () => {
		expect(names('student', 'descending')).toEqual(['Cy', 'ben', 'Ada']);
		expect(names('score', 'descending')).toEqual(['Ada', 'Cy', 'ben']);
		// Ada and Cy both have task 1 right: a tie, by name both ways.
		expect(names('task-0', 'descending')).toEqual(['Ada', 'Cy', 'ben']);
	});

	test('names compare without case, and numbers in names by value', () => {
		const row = (name: string, index: number): ResultRow => ({
			...(rows[0] as ResultRow),
			name,
			index,
		});
		const list = [row('pupil 10', 0), row('Pupil 9', 1), row('pupil 9', 2)];
		expect(sortRows(list, { key: 'student', direction: 'ascending' }).map((r) => r.index)).toEqual([
			1, 2, 0,
		]);
	});

	test('leaves the rows given unchanged', () => {
		const before = rows.map((r) => r.name);
		sortRows(rows, { key: 'time', direction: 'descending' });
		expect(rows.map((r) => r.name)).toEqual(before);
	});
});

describe('nextOrder(order, key)', () => {
	test('a new column sorts ascending; the same column turns round', () => {
		const order = { key: 'student', direction: 'ascending' } as const;
		expect(nextOrder(order, 'time')).toEqual({ key: 'time', direction: 'ascending' });
		expect(nextOrder(order, 'student')).toEqual({ key: 'student', direction: 'descending' });
		expect(nextOrder({ key: 'student', direction: 'descending' }, 'student')).toEqual(order);
	});
});

describe('formatSeconds, logText, logVerdict', () => {
	test.each([
		[0, '0 s'],
		[59.4, '59 s'],
		[60, '1 min 0 s'],
		[3599, '59 min 59 s'],
		[3600, '1 h 0 min'],
		[7384, '2 h 3 min'],
	])('%d seconds is %s', (seconds, text) => {
		expect(formatSeconds(seconds)).toBe(text);
	});

	test('the log in a few words', () => {
		expect(logText({ status: 'none', tasks: [], missing: [] })).toBe('—');
		expect(logText({ status: 'verified', tasks: [1, 3], missing: [] })).toBe('verified');
		expect(logText({ status: 'edited', tasks: [1, 3], missing: [] })).toBe('edited (tasks 1, 3)');
		expect(logText({ status: 'absent', tasks: [1, 2], missing: [] })).toBe('no log');
		// A verified log beside a task without one: both said, as the replay and the CSV say them.
		expect(logText({ status: 'verified', tasks: [1], missing: [3] })).toBe(
			'verified (task 1; no log: task 3)',
		);
		expect(logText({ status: 'edited', tasks: [2], missing: [1, 3] })).toBe(
			'edited (task 2; no log: tasks 1, 3)',
		);
		expect(logVerdict('edited').warn).toBe(true);
		expect(logVerdict('verified').warn).toBe(false);
	});
});

describe('resultsCsv(assignment, rows)', () => {
	test('a header and one line per row in the order given, every task in detail', () => {
		const csv = resultsCsv(assignment, sortRows(rows, { key: 'student', direction: 'ascending' }));
		const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
		expect(lines[0]).toBe(
			'Student,Score (of 2),Task 1,Task 1 reason,Task 1 hints,Task 1 solution shown,Task 1 seconds,Task 1 work log,' +
				'Task 2,Task 2 reason,Task 2 answer,Task 2 hints,Task 2 solution shown,Task 2 seconds,Notes',
		);
		// Ada and Cy hand in the same tour (the notes say so).
		expect(lines[1]).toBe(
			'Ada,2,right,Right.,0,yes,90,no log,right,Right.,1728,0,no,30,Task 1: the same tour as Cy.',
		);
		expect(lines[2]).toBe(
			'ben,0,wrong,The tour has 10 of 25 squares.,3,no,400,no log,wrong,The answer 1729 is not right.,1729,0,no,30,',
		);
		expect(lines[3]?.startsWith('Cy,1,right')).toBe(true);
		expect(lines[4]).toBe('');
	});

	test('a hostile name and answer are quoted and defused', () => {
		const hostile = checkPasted(assignment, code('=HYPERLINK("x"), me', tour, '+1, "2"'));
		const csv = resultsCsv(assignment, resultRows(assignment, hostile));
		const line = csv.split('\r\n')[1] ?? '';
		expect(line.startsWith(`"'=HYPERLINK(""x""), me",1,`)).toBe(true);
		expect(line).toContain(`,"'+1, ""2""",`);
	});
});

describe('taskRanges(tasks)', () => {
	test('runs of three or more become ranges; pairs and single tasks stay listed', () => {
		expect(taskRanges([])).toBe('');
		expect(taskRanges([2])).toBe('2');
		expect(taskRanges([1, 2])).toBe('1, 2');
		expect(taskRanges([1, 2, 3, 4, 5, 6, 7, 8])).toBe('1–8');
		expect(taskRanges([1, 2, 3, 5, 7, 8, 9])).toBe('1–3, 5, 7–9');
		expect(taskRanges([1, 3, 4, 6])).toBe('1, 3, 4, 6');
	});
});

describe('clockSeconds(seconds)', () => {
	test('minutes and seconds, hours when there are any', () => {
		expect(clockSeconds(0)).toBe('0:00');
		expect(clockSeconds(45)).toBe('0:45');
		expect(clockSeconds(725)).toBe('12:05');
		expect(clockSeconds(3599.6)).toBe('1:00:00');
		expect(clockSeconds(3725)).toBe('1:02:05');
		expect(clockSeconds(36_000 + 61)).toBe('10:01:01');
	});
});
