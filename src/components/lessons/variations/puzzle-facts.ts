/**
 * What the lesson says about its puzzles, computed from the library when the
 * page is built: each puzzle's completions (an exhaustive search lists them
 * all), its solution, and the positions the Solve button's search takes.
 * Not imported by the widgets, so none of this reaches the browser.
 */
import { createBoard, parseSquare } from '../../../lib/board.ts';
import { findTour, searchTours } from '../../../lib/solvers/find-tour.ts';
import { puzzleConstraints } from './puzzle-check.ts';
import { MOVE_PUZZLES, type MovePuzzle } from './puzzle-data.ts';

/** One puzzle's facts. */
export interface PuzzleFacts {
	name: string;
	givens: number;
	/** Completions found by the exhaustive search (it stops counting at 10). */
	solutions: number;
	/** Whether the search went through every possibility (so `solutions` is exact). */
	exhausted: boolean;
	/** The first completion, as square numbers. */
	tour: number[];
	/** Positions `findTour` searches from the givens alone (what Solve reports on an empty board). */
	positions: number;
}

/** Counts a puzzle's completions by listing them (up to 10) and solves it as Solve does. */
export function puzzleFacts(puzzle: MovePuzzle): PuzzleFacts {
	const board = createBoard(puzzle.rows, puzzle.cols);
	const constraints = puzzleConstraints(board, puzzle);
	const events = searchTours(board, { constraints });
	const tours: number[][] = [];
	let exhausted = false;
	for (;;) {
		const next = events.next();
		if (next.done === true) {
			exhausted = next.value.status !== 'gave-up';
			break;
		}
		if (next.value.kind === 'found') tours.push(Array.from(next.value.tour));
		if (tours.length >= 10) break;
	}
	const solved = findTour(board, { constraints });
	return {
		name: puzzle.name,
		givens: puzzle.givens.length,
		solutions: tours.length,
		exhausted,
		tour: tours[0] ?? [],
		positions: solved.stats.nodes,
	};
}

/** Facts of every puzzle, in the widget's order. */
export function allPuzzleFacts(): PuzzleFacts[] {
	return MOVE_PUZZLES.map(puzzleFacts);
}

/** Returns the move number of the named square in a puzzle's solution (0 when there is none). */
export function solutionMove(puzzle: MovePuzzle, facts: PuzzleFacts, name: string): number {
	const square = parseSquare(createBoard(puzzle.rows, puzzle.cols), name);
	return facts.tour.indexOf(square) + 1;
}
