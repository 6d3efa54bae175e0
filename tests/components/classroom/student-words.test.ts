import { describe, expect, test } from 'vitest';
import type { Task } from '../../../src/lib/index.ts';
import {
	hintWords,
	taskDifference,
	tourTaskWords,
	variantChange,
} from '../../../src/components/classroom/student-words.ts';
import {
	answerOf,
	submissionFileName,
} from '../../../src/components/classroom/student-submission.ts';
import { blankTask } from '../../../src/components/classroom/student-record.ts';
import { activeTask } from '../../../src/components/classroom/student-timer.ts';

const tour = (fields: Partial<Task & { kind: 'tour' }> = {}): Task => ({
	kind: 'tour',
	board: { rows: 5, cols: 5 },
	...fields,
});

describe('tourTaskWords(task)', () => {
	test.each([
		[tour(), /^Build a knight’s tour of this 5×5 board: visit every square once/],
		[tour({ start: 20, end: 4 }), /It must start on a1 and end on e5\./],
		[tour({ closed: true }), /Build a closed knight’s tour.*Closed: the last square/],
		[tour({ board: { rows: 5, cols: 5, holes: [12] } }), /crossed-out squares are holes/],
		[
			tour({
				constraints: [
					{ move: 9, square: 12 },
					{ move: 2, square: 13 },
				],
			}),
			/Fixed moves \(shown in brackets on the board\): move 2 on d3, move 9 on c3\./,
		],
	])('%j', (task, words) => {
		expect(tourTaskWords(task as Task & { kind: 'tour' })).toMatch(words);
	});
});

describe('variantChange / taskDifference', () => {
	test('say what changed in a tour task between two names, and nothing for the same task', () => {
		expect(taskDifference(tour({ start: 20 }), tour({ start: 0 }))).toBe('starts on a5, not on a1');
		expect(taskDifference(tour({ end: 4 }), tour())).toBe('ends anywhere, not on e5');
		expect(taskDifference(tour(), tour({ board: { rows: 5, cols: 5, holes: [3] } }))).toBe(
			'has other holes',
		);
		expect(taskDifference(tour({ start: 20 }), tour({ start: 20 }))).toBeNull();
		const said = variantChange([tour({ start: 20 })], [tour({ start: 0 })], 'Ana', 'Bob');
		expect(said).toEqual([
			"Task 1 depends on your name, and it changed with it: for “Bob” it starts on a5, not on a1. Your work on “Ana”'s version stays saved under that name.",
		]);
	});
});

describe('hintWords(hint, name, pathLength)', () => {
	const name = (square: number): string => `s${String(square)}`;
	test.each([
		[
			{ kind: 'next', square: 3, move: 4, after: [] },
			3,
			'Hint: try s3 as move 4: a full tour still follows from there.',
		],
		[
			{
				kind: 'next',
				square: 3,
				move: 6,
				after: [
					{ move: 4, square: 9 },
					{ move: 5, square: 12 },
				],
			},
			3,
			'Hint: after move 4 on s9 and move 5 on s12, which the task gives, try s3 as move 6: a full tour still follows from there.',
		],
		[
			{ kind: 'undo', keep: 2, square: 7, move: 3, after: [], explanation: '' },
			5,
			'Hint: your path cannot be finished. Take back the last 3 moves (back to move 2), then try s7 as move 3.',
		],
		[
			{ kind: 'undo', keep: 4, square: 7, move: 5, after: [], explanation: '' },
			5,
			'Hint: your path cannot be finished. Take back the last move (back to move 4), then try s7 as move 5.',
		],
		[
			{
				kind: 'undo',
				keep: 0,
				square: 7,
				move: 2,
				after: [{ move: 1, square: 20 }],
				explanation: '',
			},
			5,
			'Hint: your path cannot be finished from any of its moves. Clear the board, then after move 1 on s20, which the task gives, try s7 as move 2.',
		],
		[{ kind: 'complete' }, 25, 'Your tour is complete: there is nothing left to hint.'],
		[{ kind: 'error', message: 'boom' }, 0, 'The hint could not be found: boom'],
	] as const)('%j', (hint, length, words) => {
		expect(hintWords(hint, name, length)).toBe(words);
	});
});

describe('submission helpers', () => {
	test('the file is named after the assignment and the student, in safe letters', () => {
		expect(submissionFileName('Week 3: Tours!', 'Zoë  Ng')).toBe('week-3-tours-zoe-ng.txt');
		expect(submissionFileName('<script>', '../../')).toBe('script-student.txt');
		expect(submissionFileName('', '')).toBe('assignment-student.txt');
	});

	test('an answer leaves out an empty tour, an empty answer and an empty log', () => {
		expect(answerOf(tour(), blankTask(''), 3)).toEqual({
			hints: 0,
			solutionShown: false,
			seconds: 3,
		});
		const question: Task = { kind: 'question', question: 'q', answer: 'a' };
		expect(answerOf(question, { ...blankTask(''), answer: '  ' }, 0)).toEqual({
			hints: 0,
			solutionShown: false,
			seconds: 0,
		});
	});
});

describe('activeTask(touched, visible)', () => {
	test('the task last used while on screen, else the one most on screen, else none', () => {
		expect(
			activeTask(
				1,
				new Map([
					[0, 300],
					[1, 10],
				]),
			),
		).toBe(1);
		expect(
			activeTask(
				1,
				new Map([
					[0, 300],
					[1, 0],
					[2, 500],
				]),
			),
		).toBe(2);
		expect(activeTask(null, new Map([[0, 0]]))).toBeNull();
	});
});
