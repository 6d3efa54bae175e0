/**
 * Square names for people. Up to 26 columns a square is named as in chess
 * (`d4`). Wider boards would need names such as `bmm1000`, which nobody can
 * place on a board, so there a square is "column 1001, row 1000 (bmm1000)":
 * columns counted from 1 at the left, rows from 1 at the bottom (the rank),
 * with the library's algebraic name kept in brackets for typing and links.
 */
import { fileName, squareName, type Board, type Square } from '../../lib/board.ts';

/** The widest board whose files are single letters and whose squares are named as in chess. */
export const MAX_LETTERED_COLUMNS = 26;

/** Tells whether a board numbers its columns instead of naming them with letters. */
export function numbersColumns(board: Pick<Board, 'cols'>): boolean {
	return board.cols > MAX_LETTERED_COLUMNS;
}

/** Labels a column for its edge of the board: `d`, or `1001` on a board wider than 26 columns. */
export function columnLabel(board: Board, col: number): string {
	return numbersColumns(board) ? String(col + 1) : fileName(board, col);
}

/** Names a square for people: `d4`, or "column 1001, row 1000 (bmm1000)" on a wide board. */
export function squareLabel(board: Board, square: Square): string {
	const name = squareName(board, square);
	if (!numbersColumns(board)) return name;
	const col = (square % board.cols) + 1;
	const row = board.rows - Math.floor(square / board.cols);
	return `column ${String(col)}, row ${String(row)} (${name})`;
}
