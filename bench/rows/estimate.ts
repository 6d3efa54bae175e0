import { createBoard, estimateTours, traceFrontier } from '../../src/lib/index.ts';
import type { BenchRow } from './types.ts';

/** Lesson 7: the estimate's walks (divide 100,000 by the time for walks a second) and the figure's sweeps. */
export const estimateRows: BenchRow[] = [
	{
		name: 'estimateTours 8×8 open, 100,000 walks (samples/s = 1e8 / ms)',
		run: () => estimateTours(createBoard(8, 8), { samples: 100_000, seed: 1, directed: true }),
		repeats: 5,
	},
	{
		name: 'traceFrontier 3×4 open (the figure, first paint at build)',
		run: () => traceFrontier(createBoard(3, 4), { closed: false }),
		repeats: 21,
	},
	{
		name: 'traceFrontier 4×5 open (the figure, worker)',
		run: () => traceFrontier(createBoard(4, 5), { closed: false }),
		repeats: 5,
	},
	{
		name: 'traceFrontier 3×40 closed, no drawings (lesson build)',
		run: () => traceFrontier(createBoard(3, 40), { closed: true, drawings: false }),
		repeats: 5,
	},
];
