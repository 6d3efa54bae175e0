import { describe, expect, test } from 'vitest';
import {
	MAX_NAMES,
	readNames,
	tourTaskKey,
	tourTaskOf,
	worksheetPlan,
} from '../../../src/components/classroom/worksheet-plan.ts';
import {
	createBoard,
	parseSquare,
	studentTask,
	type Assignment,
	type Task,
} from '../../../src/lib/index.ts';

const six = createBoard(6, 6);
const at6 = (name: string): number => parseSquare(six, name);

/** Three tasks: a fixed 5×5 tour, a 6×6 tour whose start varies by student, a question. */
const assignment: Assignment = {
	title: 'Week 3: tours',
	instructions: 'Work in pencil.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: 20 },
		{
			kind: 'tour',
			board: { rows: 6, cols: 6 },
			start: at6('a1'),
			variants: [
				{ start: at6('a1') },
				{ start: at6('b1') },
				{ start: at6('c1') },
				{ start: at6('f6') },
			],
			note: 'Starts vary.',
		},
		{ kind: 'question', question: 'How many squares has a 6×6 board?', answer: '36' },
	],
};

const names = ['Ann Lee', 'Bob', 'Chen Wei', 'Dara', 'Eli', 'Fatima', 'Gus', 'Hana'];

describe('readNames(text)', () => {
	test('one name per line: blank lines skipped, spaces trimmed and collapsed', () => {
		expect(readNames('  Ann   Lee \n\n\tBob\r\nChen Wei\n   \n')).toEqual({
			names: ['Ann Lee', 'Bob', 'Chen Wei'],
			problem: '',
		});
	});

	test('says what it leaves out: lines too long, names past the limit', () => {
		const long = 'x'.repeat(101);
		expect(readNames(`Ann\n${long}`)).toEqual({
			names: ['Ann'],
			problem: '1 line is longer than 100 characters and left out.',
		});
		const many = Array.from({ length: MAX_NAMES + 5 }, (_, i) => `S${String(i)}`);
		const read = readNames(many.join('\n'));
		expect(read.names).toEqual(many.slice(0, MAX_NAMES));
		expect(read.problem).toBe(`Only the first ${String(MAX_NAMES)} names are used (205 given).`);
	});

	test('HTML in a name stays text', () => {
		expect(readNames('<b>Ann</b>').names).toEqual(['<b>Ann</b>']);
	});
});

describe('tourTaskOf(task) / tourTaskKey(task)', () => {
	test('keep only the conditions, in a canonical order, so equal tasks share a key', () => {
		const a = tourTaskOf({
			kind: 'tour',
			board: { rows: 6, cols: 6, holes: [9, 3] },
			constraints: [
				{ move: 9, square: 4 },
				{ move: 2, square: 13 },
			],
			hints: false,
			note: 'x',
		});
		expect(a).toEqual({
			board: { rows: 6, cols: 6, holes: [3, 9] },
			constraints: [
				{ move: 2, square: 13 },
				{ move: 9, square: 4 },
			],
		});
		const b = tourTaskOf({
			kind: 'tour',
			board: { rows: 6, cols: 6, holes: [3, 9] },
			closed: false,
			constraints: [
				{ move: 2, square: 13 },
				{ move: 9, square: 4 },
			],
		});
		expect(tourTaskKey(a)).toBe(tourTaskKey(b));
		expect(tourTaskKey(a)).not.toBe(tourTaskKey({ ...a, closed: true }));
		expect(tourTaskKey(a)).not.toBe(tourTaskKey({ ...a, start: 0 }));
	});
});

describe('worksheetPlan(assignment, names)', () => {
	test('without names: one worksheet for the class, with the tasks as set', () => {
		const plan = worksheetPlan(assignment, []);
		expect(plan.sheets).toHaveLength(1);
		const [sheet] = plan.sheets;
		expect(sheet?.name).toBeNull();
		expect(sheet?.tasks.map((t) => t.kind)).toEqual(['tour', 'tour', 'question']);
		expect(sheet?.tasks[1]).toMatchObject({
			kind: 'tour',
			task: { start: at6('a1') },
			note: 'Starts vary.',
		});
		expect(plan.variesUnnamed).toBe(true);
		expect(plan.toSolve).toHaveLength(2);
		expect(plan.key[2]).toEqual({
			kind: 'question',
			question: 'How many squares has a 6×6 board?',
			answer: '36',
		});
	});

	test("with names: each worksheet holds that student's variant, as the library picks it", () => {
		const plan = worksheetPlan(assignment, names);
		expect(plan.sheets.map((s) => s.name)).toEqual(names);
		expect(plan.variesUnnamed).toBe(false);
		plan.sheets.forEach((sheet, s) => {
			sheet.tasks.forEach((task, i) => {
				const expected = studentTask(assignment, i, names[s] as string) as Task;
				if (expected.kind === 'question') {
					expect(task).toEqual({ kind: 'question', question: expected.question });
				} else if (expected.kind === 'tour') {
					expect(task.kind).toBe('tour');
					if (task.kind === 'tour') expect(task.task).toEqual(tourTaskOf(expected));
				}
			});
		});
	});

	test('the key lists every student under the variant they get, and each board once', () => {
		const plan = worksheetPlan(assignment, names);
		const fixed = plan.key[0];
		expect(fixed?.kind === 'tour' && fixed.varies).toBe(false);
		expect(fixed?.kind === 'tour' && fixed.boards.length).toBe(1);
		const varied = plan.key[1];
		if (varied?.kind !== 'tour') throw new Error('task 2 is a tour');
		expect(varied.varies).toBe(true);
		expect(varied.boards.flatMap((b) => b.students).sort()).toEqual([...names].sort());
		for (const board of varied.boards) {
			for (const name of board.students) {
				expect(board.task).toEqual(tourTaskOf(studentTask(assignment, 1, name) as never));
			}
		}
		// With eight names and four starts, at least two starts occur (the hash spreads names).
		expect(varied.boards.length).toBeGreaterThan(1);
		const keys = plan.toSolve.map((b) => b.key);
		expect(new Set(keys).size).toBe(keys.length);
		expect(keys.length).toBe(1 + varied.boards.length);
	});
});
