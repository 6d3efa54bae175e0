import { colOf, rowOf, squareAt, type Board, type Square } from '../../lib/board.ts';

/**
 * Returns where a key moves a board's cursor, or null when the key is not a
 * cursor key. Arrows move one square and stop at the edge; Home and End go to
 * the ends of the row, or of the board with Ctrl, as in the ARIA grid pattern.
 */
export function keyToCursor(
	board: Board,
	cursor: Square,
	key: string,
	ctrl = false,
): Square | null {
	const row = rowOf(board, cursor);
	const col = colOf(board, cursor);
	switch (key) {
		case 'ArrowUp':
			return squareAt(board, Math.max(0, row - 1), col);
		case 'ArrowDown':
			return squareAt(board, Math.min(board.rows - 1, row + 1), col);
		case 'ArrowLeft':
			return squareAt(board, row, Math.max(0, col - 1));
		case 'ArrowRight':
			return squareAt(board, row, Math.min(board.cols - 1, col + 1));
		case 'Home':
			return ctrl ? 0 : squareAt(board, row, 0);
		case 'End':
			return ctrl ? board.size - 1 : squareAt(board, row, board.cols - 1);
		default:
			return null;
	}
}
