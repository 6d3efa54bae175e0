/**
 * The boards the frontier figure takes, and the message for any other: the
 * figure keeps every state of every step, so it stays with small boards.
 */
import { createBoard, type Board } from '../../../lib/board.ts';

/** The most squares the figure takes (4×5). */
export const MAX_FIGURE_SQUARES = 20;

/** Says what is wrong with a board for the figure, or returns null when it is fine. */
export function figureBoardProblem(rows: number, cols: number): string | null {
	if (rows * cols <= MAX_FIGURE_SQUARES) return null;
	return `The figure keeps every state of every step, so it takes boards of at most ${String(MAX_FIGURE_SQUARES)} squares, such as 4×5; ${String(rows)}×${String(cols)} has ${String(rows * cols)}.`;
}

/** Returns the board, or throws the figure's message when it is too big. */
export function frontierBoard(rows: number, cols: number): Board {
	const problem = figureBoardProblem(rows, cols);
	if (problem !== null) throw new RangeError(problem);
	return createBoard(rows, cols);
}
