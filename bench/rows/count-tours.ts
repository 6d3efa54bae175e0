import { createBoard } from '../../src/lib/index.ts';
import {
	countTours,
	countToursByStart,
	type CountOptions,
} from '../../src/lib/counting/count-tours.ts';
import { boardSymmetries, countToursUpToSymmetry } from '../../src/lib/counting/symmetry.ts';
import type { BenchRow } from './types.ts';

/** Counts tours and throws unless the count is the published one, so a wrong fast run cannot pass. */
function checked(
	rows: number,
	cols: number,
	options: CountOptions,
	expected: bigint,
): () => bigint {
	return () => {
		const count = countTours(createBoard(rows, cols), options);
		if (count !== expected) {
			throw new Error(
				`${String(rows)}×${String(cols)}: counted ${String(count)}, expected ${String(expected)}.`,
			);
		}
		return count;
	};
}

export const countToursRows: BenchRow[] = [
	{
		name: 'countTours 5×5 open, directed (1,728; search)',
		run: checked(5, 5, { closed: false, directed: true }, 1728n),
		target: '≤ 50 ms',
	},
	{
		name: 'countTours 6×6 closed (9,862; search)',
		run: checked(6, 6, { closed: true }, 9862n),
		target: '≤ 0.5 s',
		repeats: 5,
	},
	{
		name: 'countTours 6×7 closed (1,067,638; frontier)',
		run: checked(6, 7, { closed: true }, 1_067_638n),
		target: '≤ 10 s',
		repeats: 1,
	},
	{
		name: 'countTours 6×6 open, directed (6,637,920; frontier)',
		run: checked(6, 6, { closed: false, directed: true, method: 'frontier' }, 6_637_920n),
		target: '≤ 10 s',
		repeats: 1,
	},
	{
		name: 'countTours 3×40 closed (11,010,065,269,439,104; frontier)',
		run: checked(3, 40, { closed: true }, 11_010_065_269_439_104n),
		target: '≤ 10 s',
		repeats: 3,
	},
	{
		name: 'countTours 5×5 open from a corner (304; the counting lesson)',
		run: checked(5, 5, { closed: false, start: 0 }, 304n),
		target: '≤ 10 s (browser worker)',
	},
	{
		name: 'countToursUpToSymmetry 6×6 closed (1,245; the counting lesson)',
		run: () => {
			const count = countToursUpToSymmetry(createBoard(6, 6), { closed: true });
			if (count !== 1245n) throw new Error(`6×6 up to symmetry: counted ${String(count)}.`);
			return count;
		},
		target: '≤ 10 s (browser worker)',
		repeats: 5,
	},
	{
		name: 'countToursByStart 6×6 open (the map of the counting lesson, built with the page)',
		run: () => {
			const board = createBoard(6, 6);
			const symmetries = boardSymmetries(board).map(({ image }) => image);
			const counts = countToursByStart(board, { symmetries });
			const total = counts.reduce((sum, count) => sum + count, 0n);
			if (total !== 6_637_920n) throw new Error(`6×6 by start: total ${String(total)}.`);
			return total;
		},
		repeats: 1,
	},
];
