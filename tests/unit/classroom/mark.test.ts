import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	answersMatch,
	assignmentId,
	createBoard,
	decodeSubmission,
	encodeSubmission,
	findTour,
	markSubmission,
	normaliseAnswer,
	parseSquare,
	type Answer,
	type Assignment,
	type FindTourOptions,
	type Square,
	type Task,
	type TaskMark,
} from '../../../src/lib/index.ts';

/** A tour the library finds on a rows×cols board with `options`. */
function tourOf(rows: number, cols: number, options: FindTourOptions = {}): Square[] {
	const result = findTour(createBoard(rows, cols), options);
	if (result.status !== 'found') throw new Error(`no tour: ${result.reason}`);
	return [...result.tour];
}

/** The square called `name` on a rows×cols board. */
function at(rows: number, cols: number, name: string): Square {
	return parseSquare(createBoard(rows, cols), name);
}

/** An answer with a tour. */
function tourAnswer(tour: Square[] | undefined): Answer {
	return tour === undefined
		? { hints: 0, solutionShown: false, seconds: 10 }
		: { tour, hints: 0, solutionShown: false, seconds: 10 };
}

/** An answer with a text. */
function textAnswer(answer: string | undefined): Answer {
	return answer === undefined
		? { hints: 1, solutionShown: false, seconds: 5 }
		: { answer, hints: 1, solutionShown: false, seconds: 5 };
}

/** Marks one task and one answer as a one-task assignment, through a submission code as the teacher gets it. */
function markOne(task: Task, answer: Answer): TaskMark {
	const assignment: Assignment = { title: 'One task', instructions: '', tasks: [task] };
	const code = encodeSubmission({
		name: 'Ann',
		assignment: assignmentId(assignment),
		answers: [answer],
	});
	const marks = markSubmission(assignment, decodeSubmission(code));
	expect(marks.tasks).toHaveLength(1);
	return marks.tasks[0] as TaskMark;
}

const open5 = tourOf(5, 5, { start: 0 });
const closed6 = tourOf(6, 6, { closed: true });
// An open 6×6 tour from a1 to b1: b1 is not a knight's move from a1, so it cannot be closed.
const openNotClosed6 = tourOf(6, 6, { start: at(6, 6, 'a6'), end: at(6, 6, 'b6') });

describe('markSubmission(assignment, submission) for tour tasks', () => {
	test.each<[string, Task, Square[] | undefined, boolean, string]>([
		[
			'a right open tour',
			{ kind: 'tour', board: { rows: 5, cols: 5 }, start: 0 },
			open5,
			true,
			'Right.',
		],
		[
			'a right closed tour',
			{ kind: 'tour', board: { rows: 6, cols: 6 }, closed: true },
			closed6,
			true,
			'Right.',
		],
		[
			'no tour',
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			undefined,
			false,
			'No tour handed in.',
		],
		[
			'an empty tour',
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			[],
			false,
			'No tour handed in.',
		],
		[
			'a closed tour that is not closed',
			{ kind: 'tour', board: { rows: 6, cols: 6 }, closed: true },
			openNotClosed6,
			false,
			"The tour is not closed: b6 is not a knight's move from a6.",
		],
		[
			'a fixed move broken',
			{
				kind: 'tour',
				board: { rows: 5, cols: 5 },
				constraints: [{ move: 2, square: open5[3] as Square }],
			},
			open5,
			false,
			'Move 2 must be on',
		],
		[
			'a hole visited',
			{ kind: 'tour', board: { rows: 5, cols: 5, holes: [open5[6] as Square] } },
			open5,
			false,
			'is a hole',
		],
		[
			'the wrong start',
			{ kind: 'tour', board: { rows: 5, cols: 5 }, start: 24 },
			open5,
			false,
			'The tour must start on e1.',
		],
		[
			'a tour cut short',
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			open5.slice(0, 10),
			false,
			'The tour has 10 of 25 squares.',
		],
		[
			'a square off the board',
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			[0, 7, 40],
			false,
			'Move 3 is 40, which is not a square of this 5×5 board.',
		],
		[
			'a square twice',
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			[0, 7, 0],
			false,
			'visited twice',
		],
		[
			'a move that is no leap',
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			[0, 1],
			false,
			"is not a knight's move",
		],
	])('marks %s', (_, task, tour, correct, reason) => {
		const mark = markOne(task, tourAnswer(tour));
		expect(mark.correct).toBe(correct);
		expect(mark.reason).toContain(reason);
	});

	test('checks a tour handed in for a question as missing, and ignores its text', () => {
		const mark = markOne(
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			{ answer: 'I did it', hints: 0, solutionShown: false, seconds: 1 },
		);
		expect(mark).toEqual({ correct: false, reason: 'No tour handed in.', log: 'absent' });
	});
});

describe('markSubmission(assignment, submission) for questions', () => {
	const question = (answer: string): Task => ({
		kind: 'question',
		question: 'How many open tours of 5×5, counted directed?',
		answer,
	});

	test.each<[string, string, string | undefined, boolean, string]>([
		['"1,728" for 1728', '1728', '1,728', true, 'Right.'],
		['"1728" for 1,728', '1,728', '1728', true, 'Right.'],
		['"1 728" with spaces around', '1728', '  1 728 ', true, 'Right.'],
		['"12" for 1728', '1728', '12', false, 'The answer 12 is not right.'],
		['"17,28" for 1728', '1728', '17,28', false, 'The answer 17,28 is not right.'],
		['"Closed" for closed', 'closed', '  Closed. ', true, 'Right.'],
		['"a  closed   tour" for "A closed tour"', 'A closed tour', 'a  closed   tour', true, 'Right.'],
		['no answer', '1728', undefined, false, 'No answer handed in.'],
		['a blank answer', '1728', '   ', false, 'No answer handed in.'],
		['HTML as the answer', '1728', '<b>1728</b>', false, 'The answer <b>1728</b> is not right.'],
	])('marks %s', (_, expected, given, correct, reason) => {
		expect(markOne(question(expected), textAnswer(given))).toEqual({
			correct,
			reason,
			log: 'absent',
		});
	});

	test('quotes at most 60 characters of a long wrong answer', () => {
		const mark = markOne(question('1728'), textAnswer('x'.repeat(500)));
		expect(mark.reason).toBe(`The answer ${'x'.repeat(60)}… is not right.`);
	});
});

describe('normaliseAnswer(text) / answersMatch(given, expected)', () => {
	test.each([
		['1,728', '1728'],
		['1 728', '1728'],
		["1'728", '1728'],
		['1_728', '1728'],
		['１７２８', '1728'],
		['+1728.0', '1728'],
		['01728', '1728'],
		['13,267,364,410,532', '13267364410532'],
		['−3', '-3'],
		['  Yes. ', 'yes'],
		['A  Closed\tTour', 'a closed tour'],
		['3,4', '3,4'],
		['1,2345', '1,2345'],
	])('writes %j as %j', (text, expected) => {
		expect(normaliseAnswer(text)).toBe(expected);
	});

	test('compares numbers beyond 2⁵³ digit by digit', () => {
		expect(answersMatch('9,007,199,254,740,993', '9007199254740992')).toBe(false);
		expect(answersMatch('9,007,199,254,740,993', '9007199254740993')).toBe(true);
	});
});

describe('markSubmission(assignment, submission) against the wrong assignment', () => {
	const assignment: Assignment = {
		title: 'Two tasks',
		instructions: '',
		tasks: [
			{ kind: 'tour', board: { rows: 5, cols: 5 } },
			{ kind: 'question', question: 'Q', answer: '1' },
		],
	};
	const answers = [tourAnswer(open5), textAnswer('1')];

	test('scores a right submission', () => {
		const marks = markSubmission(assignment, {
			name: 'A',
			assignment: assignmentId(assignment),
			answers,
		});
		expect(marks).toEqual({
			tasks: [
				{ correct: true, reason: 'Right.', log: 'absent' },
				{ correct: true, reason: 'Right.', log: 'absent' },
			],
			score: 2,
		});
	});

	test('throws for a submission made for another assignment', () => {
		const other = assignmentId({ ...assignment, title: 'Another' });
		const mark = (): unknown =>
			markSubmission(assignment, { name: 'A', assignment: other, answers });
		expect(mark).toThrow(ClassroomCodeError);
		expect(mark).toThrow(
			`This submission is for another assignment: it names assignment "${other}"`,
		);
	});

	test('throws for a submission with another number of answers', () => {
		const mark = (): unknown =>
			markSubmission(assignment, {
				name: 'A',
				assignment: assignmentId(assignment),
				answers: answers.slice(0, 1),
			});
		expect(mark).toThrow(ClassroomCodeError);
		expect(mark).toThrow('This submission has 1 answer, but the assignment has 2 tasks.');
	});

	test('throws TypeError for arguments of the wrong shape', () => {
		expect(() =>
			markSubmission(null as unknown as Assignment, { name: '', assignment: '', answers: [] }),
		).toThrow(TypeError);
		expect(() => markSubmission(assignment, [] as never)).toThrow(
			'markSubmission: submission must be a submission',
		);
	});
});
