/** Every tour of a small board, listed for drawing: open tours once each, in a fixed order. */
import { createBoard, squareName, type Square } from '../../../lib/board.ts';
import { findTours } from '../../../lib/solvers/find-tour.ts';

/** Lists the open tours of a rows×cols board once each (from the end with the smaller square). */
export function undirectedOpenTours(rows: number, cols: number): Square[][] {
	const tours: Square[][] = [];
	for (const tour of findTours(createBoard(rows, cols), {})) {
		const first = tour[0] ?? 0;
		const last = tour[tour.length - 1] ?? 0;
		if (first < last) tours.push(Array.from(tour));
	}
	return tours.sort((a, b) => a.join(',').localeCompare(b.join(','), 'en', { numeric: true }));
}

/** Names a tour's squares in order, for a screen reader: "a3, c2, a1, …". */
export function tourNames(rows: number, cols: number, tour: readonly Square[]): string {
	const board = createBoard(rows, cols);
	return tour.map((square) => squareName(board, square)).join(', ');
}
