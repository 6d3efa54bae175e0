/**
 * The lessons' exercise bank for the assignment builder: questions from
 * lessons 1–8 with a short answer that the library computes (never typed in
 * by hand, so an answer cannot drift from the lesson). The builder lists the
 * questions at once and computes a chosen one's answer in its worker: some of
 * them (counts, searches) take a moment.
 */
import { createBoard, degreeHistogram, edgeCount, parseSquare } from '../../lib/board.ts';
import { countTours } from '../../lib/counting/count-tours.ts';
import { countToursUpToSymmetry } from '../../lib/counting/symmetry.ts';
import { countPairs, endPairs } from '../../lib/end-pairs.ts';
import { knightGraph, oddVertices } from '../../lib/graphs.ts';
import { measure } from '../../lib/solvers/search-cost.ts';
import { warnsdorffTour } from '../../lib/solvers/warnsdorff.ts';
import { closedTourExists } from '../../lib/theory.ts';

/** One question of the bank. */
export interface BankQuestion {
	/** Stable name, stored in the task's note ("bank: edges-8x8"). */
	id: string;
	/** The lesson it comes from, as the menu shows it. */
	lesson: string;
	/** The question as the student reads it. */
	question: string;
	/** Computes the answer with the library, as the student would type it. */
	answer: () => string;
}

/** Shorthand for a whole board's knight graph. */
const board = (rows: number, cols: number) => createBoard(rows, cols);

/** The bank, in lesson order. */
export const BANK: readonly BankQuestion[] = [
	{
		id: 'edges-8x8',
		lesson: "Lesson 1: The knight's move",
		question:
			"How many edges does the knight's graph of the 8×8 board have (pairs of squares a knight's move apart)?",
		answer: () => String(edgeCount(board(8, 8))),
	},
	{
		id: 'eight-moves-8x8',
		lesson: "Lesson 1: The knight's move",
		question: 'On the 8×8 board, from how many squares does a knight have all eight moves?',
		answer: () => String(degreeHistogram(board(8, 8))[8] ?? 0),
	},
	{
		id: 'odd-degree-8x8',
		lesson: "Lesson 2: The knight's graph and Hamiltonian paths",
		question: "How many vertices of odd degree does the knight's graph of the 8×8 board have?",
		answer: () => String(oddVertices(knightGraph(board(8, 8))).length),
	},
	{
		id: 'odd-degree-3x4',
		lesson: "Lesson 2: The knight's graph and Hamiltonian paths",
		question: "How many vertices of odd degree does the knight's graph of the 3×4 board have?",
		answer: () => String(oddVertices(knightGraph(board(3, 4))).length),
	},
	{
		id: 'backtracks-6x6',
		lesson: 'Lesson 3: Backtracking',
		question:
			'From a1 on the 6×6 board, the textbook backtracking search finds its first tour. How many backtracks does it make on the way?',
		answer: () => {
			const b = board(6, 6);
			return String(measure(b, parseSquare(b, 'a1'), 'textbook', 10_000_000).backtracks);
		},
	},
	{
		id: 'warnsdorff-5x5-c1',
		lesson: "Lesson 4: Warnsdorff's rule",
		question:
			"On the 5×5 board, start Warnsdorff's rule on c1 and break ties by the first move in order. How many squares does the knight visit, the start included, before it stops?",
		answer: () => {
			const b = board(5, 5);
			return String(warnsdorffTour(b, { start: parseSquare(b, 'c1') }).stats.nodes);
		},
	},
	{
		id: 'closed-3x10',
		lesson: "Lesson 5: Schwenk's theorem",
		question: "How many closed knight's tours does the 3×10 board have?",
		answer: () => String(countTours(board(3, 10), { closed: true })),
	},
	{
		id: 'smallest-square',
		lesson: "Lesson 5: Schwenk's theorem",
		question: "What is the side of the smallest square board that has a closed knight's tour?",
		answer: () => String([1, 2, 3, 4, 5, 6, 7, 8].find((n) => closedTourExists(n, n).exists)),
	},
	{
		id: 'open-3x4',
		lesson: 'Lesson 7: How many tours?',
		question:
			"How many open knight's tours does the 3×4 board have, counting a tour and its reverse as one?",
		answer: () => String(countTours(board(3, 4), { closed: false })),
	},
	{
		id: 'directed-5x5',
		lesson: 'Lesson 7: How many tours?',
		question:
			"How many open knight's tours does the 5×5 board have, counting a tour and its reverse as two?",
		answer: () => String(countTours(board(5, 5), { closed: false, directed: true })),
	},
	{
		id: 'symmetry-4x5',
		lesson: 'Lesson 7: How many tours?',
		question:
			"How many open knight's tours does the 4×5 board have up to symmetry (tours that a rotation or reflection of the board maps onto each other count as one)?",
		answer: () => String(countToursUpToSymmetry(board(4, 5), { closed: false })),
	},
	{
		id: 'pairs-5x5',
		lesson: 'Lesson 8: Variations',
		question:
			'On the 5×5 board, how many ordered pairs (start, end) of squares are joined by an open tour?',
		answer: () => String(countPairs(endPairs(board(5, 5))).tour),
	},
];

/** Returns the bank question with this id, or undefined. */
export function bankQuestion(id: string): BankQuestion | undefined {
	return BANK.find((entry) => entry.id === id);
}
