import { createBoard } from '../../src/lib/index.ts';
import { warnsdorffTour, type TieBreak } from '../../src/lib/solvers/warnsdorff.ts';
import type { BenchRow } from './types.ts';

/** Runs Warnsdorff's rule on m×m from the corner and throws unless it ends as expected. */
function walk(m: number, tieBreak: TieBreak, expected: 'found' | 'gave-up' = 'found'): number {
	const result = warnsdorffTour(createBoard(m, m), { tieBreak });
	if (result.status !== expected) {
		throw new Error(`Warnsdorff ${tieBreak} on ${String(m)}×${String(m)}: ${result.status}`);
	}
	return result.stats.nodes;
}

export const warnsdorffRows: BenchRow[] = [
	{
		name: 'Warnsdorff open tour 1000×1000 (squirrel-cull)',
		run: () => walk(1000, 'squirrel-cull'),
		target: '≤ 40 ms',
	},
	{ name: 'Warnsdorff open tour 1000×1000 (roth)', run: () => walk(1000, 'roth') },
	{ name: 'Warnsdorff open tour 1000×1000 (pohl)', run: () => walk(1000, 'pohl') },
	{
		// Ordering 12345678 alone gets stuck after 801,328 of the 10^6 squares: the cost of that walk.
		name: 'Warnsdorff 1000×1000 (first: stuck at 801,328)',
		run: () => walk(1000, 'first', 'gave-up'),
	},
	{
		name: 'Warnsdorff open tour 100×100 (squirrel-cull)',
		run: () => walk(100, 'squirrel-cull'),
		repeats: 101,
	},
	{ name: 'Warnsdorff open tour 100×100 (roth)', run: () => walk(100, 'roth'), repeats: 101 },
	{
		name: 'Warnsdorff open tour 4000×4000 (squirrel-cull)',
		run: () => walk(4000, 'squirrel-cull'),
		repeats: 3,
	},
];
