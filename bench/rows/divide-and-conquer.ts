import { constructTour } from '../../src/lib/solvers/divide-and-conquer.ts';
import type { BenchRow } from './types.ts';

export const divideAndConquerRows: BenchRow[] = [
	{
		name: 'open tour 1000×1000 (divide and conquer)',
		run: () => constructTour(1000, 1000, false),
		target: '≤ 40 ms',
	},
	{
		name: 'closed tour 1000×1000 (divide and conquer)',
		run: () => constructTour(1000, 1000, true),
	},
	{
		name: 'closed tour 2000×2000 (divide and conquer)',
		run: () => constructTour(2000, 2000, true),
		target: '≤ 200 ms',
		repeats: 7,
	},
	{
		name: 'closed tour 4000×4000 (divide and conquer)',
		run: () => constructTour(4000, 4000, true),
		target: '≤ 1.5 s, ≤ 300 MB',
		repeats: 3,
	},
	{
		name: 'closed tour 3×4000 (divide and conquer, 3-row splices)',
		run: () => constructTour(3, 4000, true),
	},
];
