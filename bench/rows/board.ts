import { createBoard, degreeHistogram, edgeCount, neighbors } from '../../src/lib/index.ts';
import type { BenchRow } from './types.ts';

/** Sums the neighbour lists of every square: the cost of walking the whole knight's graph. */
function sweepNeighbors(rows: number, cols: number): number {
	const board = createBoard(rows, cols);
	let total = 0;
	for (let square = 0; square < board.size; square++) total += neighbors(board, square).length;
	return total;
}

export const boardRows: BenchRow[] = [
	{ name: 'createBoard 4000×4000', run: () => createBoard(4000, 4000), repeats: 21 },
	{
		name: 'neighbors of every square, 1000×1000',
		run: () => sweepNeighbors(1000, 1000),
		repeats: 7,
	},
	{ name: 'edgeCount 1000×1000', run: () => edgeCount(createBoard(1000, 1000)), repeats: 7 },
	{
		name: 'degreeHistogram 16×16 (widget redraw)',
		run: () => degreeHistogram(createBoard(16, 16)),
		repeats: 201,
	},
];
