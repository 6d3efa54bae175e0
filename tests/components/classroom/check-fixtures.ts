/**
 * An assignment and submissions for the checking page's tests, built with the library: a 5×5
 * tour from a1 (tours found by the library's own solver) and a question whose answer is 1728.
 */
import {
	appendWork,
	assignmentId,
	createBoard,
	encodeSubmission,
	findTour,
	parseSquare,
	startWorkLog,
	type Answer,
	type Assignment,
	type Square,
	type Submission,
	type WorkEntry,
	type WorkLog,
} from '../../../src/lib/index.ts';

export const board5 = createBoard(5, 5);

/** The square called `name` on 5×5. */
export function sq(name: string): Square {
	return parseSquare(board5, name);
}

export const assignment: Assignment = {
	title: 'Week 3: tours',
	instructions: 'Build the tour, then answer.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: sq('a1') },
		{
			kind: 'question',
			question: 'How many open tours does 5×5 have, counted directed?',
			answer: '1728',
		},
	],
};

export const id = assignmentId(assignment);

/** A 5×5 tour from a1, found by the library. */
export function rightTour(): Square[] {
	const result = findTour(board5, { start: sq('a1') });
	if (result.status !== 'found') throw new Error(`5×5 from a1 has a tour: ${result.reason}`);
	return [...result.tour];
}

/** The tour turned upside down (row r → 4 − r): a tour from a5, the same up to a symmetry. */
export function mirrored(tour: readonly Square[]): Square[] {
	return tour.map((s) => (4 - Math.floor(s / 5)) * 5 + (s % 5));
}

/** A log of `entries` for task `index`, chained for `name`. */
export function logOf(name: string, index: number, entries: readonly WorkEntry[]): WorkLog {
	let log = startWorkLog(id, index, name);
	for (const entry of entries) log = appendWork(log, entry);
	return log;
}

/** A submission: a tour for task 1 and an answer for task 2. */
export function submission(
	name: string,
	tour: Square[] | undefined,
	answer: string,
	extra: Partial<Answer> = {},
): Submission {
	const first: Answer = { hints: 0, solutionShown: false, seconds: 120, ...extra };
	if (tour !== undefined) first.tour = tour;
	return {
		name,
		assignment: id,
		answers: [first, { answer, hints: 0, solutionShown: false, seconds: 30 }],
	};
}

/** The code of `submission(...)`. */
export function code(...args: Parameters<typeof submission>): string {
	return encodeSubmission(submission(...args));
}
