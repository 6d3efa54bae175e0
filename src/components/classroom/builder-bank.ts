/**
 * The lessons' exercise bank for the assignment builder: questions from
 * lessons 1–8 (their text in the library's question-kinds.ts) with a short answer
 * that the library computes, never typed in by hand, so that an answer cannot
 * drift from the lesson. Runs in the builder's worker: some answers are
 * counts or searches, and the page need not load the code behind them.
 */
import { createBoard, degreeHistogram, edgeCount, parseSquare } from '../../lib/board.ts';
import { countTours } from '../../lib/counting/count-tours.ts';
import { countToursUpToSymmetry } from '../../lib/counting/symmetry.ts';
import { countPairs, endPairs } from '../../lib/end-pairs.ts';
import { knightGraph, oddVertices } from '../../lib/graphs.ts';
import { measure } from '../../lib/solvers/search-cost.ts';
import { warnsdorffTour } from '../../lib/solvers/warnsdorff.ts';
import { closedTourExists } from '../../lib/theory.ts';
import { BANK_QUESTIONS, type BankQuestionText } from '../../lib/classroom/question-kinds.ts';

/** One question of the bank with its answer. */
export interface BankQuestion extends BankQuestionText {
	/** Computes the answer with the library, as the student would type it. */
	answer: () => string;
}

/** Shorthand for a whole board. */
const board = (rows: number, cols: number) => createBoard(rows, cols);

/** Each question's answer, by id. */
const ANSWERS: Readonly<Record<string, () => string>> = {
	'edges-8x8': () => String(edgeCount(board(8, 8))),
	'eight-moves-8x8': () => String(degreeHistogram(board(8, 8))[8] ?? 0),
	'odd-degree-8x8': () => String(oddVertices(knightGraph(board(8, 8))).length),
	'odd-degree-3x4': () => String(oddVertices(knightGraph(board(3, 4))).length),
	'backtracks-6x6': () => {
		const b = board(6, 6);
		return String(measure(b, parseSquare(b, 'a1'), 'textbook', 10_000_000).backtracks);
	},
	'warnsdorff-5x5-c1': () => {
		const b = board(5, 5);
		return String(warnsdorffTour(b, { start: parseSquare(b, 'c1') }).stats.nodes);
	},
	'closed-3x10': () => String(countTours(board(3, 10), { closed: true })),
	'smallest-square': () =>
		String([1, 2, 3, 4, 5, 6, 7, 8].find((n) => closedTourExists(n, n).exists)),
	'open-3x4': () => String(countTours(board(3, 4), { closed: false })),
	'directed-5x5': () => String(countTours(board(5, 5), { closed: false, directed: true })),
	'symmetry-4x5': () => String(countToursUpToSymmetry(board(4, 5), { closed: false })),
	'pairs-5x5': () => String(countPairs(endPairs(board(5, 5))).tour),
};

/** The bank, in lesson order: every question with its answer. */
export const BANK: readonly BankQuestion[] = BANK_QUESTIONS.map((q) => {
	const answer = ANSWERS[q.id];
	if (answer === undefined) throw new Error(`The bank question ${q.id} has no answer.`);
	return { ...q, answer };
});

/** Returns the bank question with this id, or undefined. */
export function bankQuestion(id: string): BankQuestion | undefined {
	return BANK.find((entry) => entry.id === id);
}
