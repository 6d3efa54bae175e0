/** Tours by start square for the lesson's heat maps, computed when the page is built. */
import { createBoard } from '../../../lib/board.ts';
import { countToursByStart } from '../../../lib/counting/count-tours.ts';
import { boardSymmetries } from '../../../lib/counting/symmetry.ts';

/** The open tours that begin on each square of a board. */
export interface StartCounts {
	rows: number;
	cols: number;
	/** By square (row × cols + col), in decimal. */
	counts: string[];
	/** Their sum: every directed open tour once. */
	total: number;
}

/** Counts the open tours from every start of a board; symmetric squares are counted once. */
export function startCounts(rows: number, cols: number): StartCounts {
	const board = createBoard(rows, cols);
	const symmetries = boardSymmetries(board).map(({ image }) => image);
	const counts = countToursByStart(board, { symmetries });
	const total = Number(counts.reduce((sum, count) => sum + count, 0n));
	return { rows, cols, counts: counts.map(String), total };
}
