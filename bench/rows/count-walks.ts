import { createBoard } from '../../src/lib/index.ts';
import { countWalks, countWalksByStart } from '../../src/lib/counting/count-walks.ts';
import { countKeypadSequences } from '../../src/lib/counting/keypad.ts';
import type { BenchRow } from './types.ts';

/** Counts 100×100 knight walks with at most two entries on the long diagonal a100–cv1. */
function diagonalWalks(length: number): bigint {
	const board = createBoard(100, 100);
	const diagonal = Array.from({ length: 100 }, (_, i) => i * 101);
	return countWalks(board, { length, limit: { squares: diagonal, atMost: 2 } });
}

/** Runs the keypad puzzle and throws unless it gives the known answer. */
function keypadAnswer(): bigint {
	const { total } = countKeypadSequences();
	if (total !== 1_013_398n) throw new Error(`keypad: ${String(total)}, expected 1013398`);
	return total;
}

export const countWalksRows: BenchRow[] = [
	{ name: 'countKeypadSequences 10 keys, ≤ 2 vowels', run: keypadAnswer, repeats: 201 },
	{
		name: 'countWalksByStart keypad, 100 keys, ≤ 2 vowels',
		run: () =>
			countWalksByStart(createBoard(4, 5, { holes: [15, 19] }), {
				length: 100,
				limit: { squares: [0, 4, 8, 14], atMost: 2 },
			}),
		repeats: 51,
	},
	{
		name: 'countWalks 8×8, length 1000, no limit',
		run: () => countWalks(createBoard(8, 8), { length: 1000 }),
	},
	{
		name: 'countWalks 100×100, length 100, ≤ 2 on a diagonal',
		run: () => diagonalWalks(100),
		repeats: 5,
	},
	{
		// About 3000-bit counts on 30,000 (square, count) states: seconds, so one timed run.
		name: 'countWalks 100×100, length 1000, ≤ 2 on a diagonal',
		run: () => diagonalWalks(1000),
		repeats: 1,
	},
];
