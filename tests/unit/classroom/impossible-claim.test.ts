import { describe, expect, test } from 'vitest';
import {
	assignmentId,
	createBoard,
	decodeSubmission,
	encodeSubmission,
	markSubmission,
	parseSquare,
	tourTaskVerdict,
	type Assignment,
	type Submission,
} from '../../../src/lib/index.ts';

const five = createBoard(5, 5);
/**
 * A trick task and an honest one. Schwenk (1991): no closed tour of a 4×n board, so 4×5 closed is
 * impossible; 5×5 has open tours from a corner (OEIS A165134 counts 304 of them from a1).
 */
const assignment: Assignment = {
	title: 'Trick or not',
	instructions: 'Build the tour, or say that it cannot be done.',
	tasks: [
		{ kind: 'tour', board: { rows: 4, cols: 5 }, closed: true },
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: parseSquare(five, 'a1') },
	],
};

/** A submission claiming both tasks impossible, or handing in `tour` for the second. */
function claims(second: Partial<Submission['answers'][number]>): Submission {
	return {
		name: 'Ada',
		assignment: assignmentId(assignment),
		answers: [
			{ impossible: true, hints: 0, solutionShown: false, seconds: 30 },
			{ hints: 0, solutionShown: false, seconds: 40, ...second },
		],
	};
}

describe('markSubmission(a, s) with a claim that a tour task cannot be done', () => {
	test('right on the trick task, with the proof; wrong on a task that has a tour', () => {
		const marks = markSubmission(assignment, claims({ impossible: true }));
		expect(marks.tasks[0]?.correct).toBe(true);
		expect(marks.tasks[0]?.reason).toMatch(/^Right: no tour exists\. ./);
		expect(marks.tasks[1]).toMatchObject({
			correct: false,
			reason: 'Said to be impossible, but a tour exists.',
		});
		expect(marks.score).toBe(1);
	});

	test('without the claim, the trick task is wrong and a real tour of the other is right', () => {
		const task = assignment.tasks[1];
		if (task?.kind !== 'tour') throw new Error('task 2 is a tour');
		const verdict = tourTaskVerdict(task);
		if (verdict.possible !== true) throw new Error('5×5 has a tour from a1');
		const submission = claims({ tour: verdict.tour });
		const first = submission.answers[0];
		if (first !== undefined) delete first.impossible;
		const marks = markSubmission(assignment, submission);
		expect(marks.tasks.map((mark) => mark.correct)).toEqual([false, true]);
	});
});

describe('encodeSubmission / decodeSubmission with a claim', () => {
	test('the claim survives the round trip, and only a claim made is written', () => {
		const submission = claims({ answer: 'x' });
		const decoded = decodeSubmission(encodeSubmission(submission));
		expect(decoded).toEqual(submission);
		expect(decoded.answers[1]).not.toHaveProperty('impossible');
	});

	test('a claim that is not a boolean is refused', () => {
		const bad = claims({}) as unknown as { answers: Record<string, unknown>[] };
		(bad.answers[0] as Record<string, unknown>)['impossible'] = 'yes';
		expect(() => encodeSubmission(bad as unknown as Submission)).toThrow(/impossible/);
	});
});
