import { createBoard } from '../../src/lib/index.ts';
import { countTours } from '../../src/lib/counting/count-tours.ts';
import { countSymmetricToursBySweep } from '../../src/lib/counting/symmetric-sweep.ts';
import { boardSymmetries } from '../../src/lib/counting/symmetry.ts';
import type { BenchRow } from './types.ts';

/** Formats a list of counts for an error message. */
function list(counts: readonly (bigint | null)[]): string {
	return counts.map(String).join(', ');
}

/**
 * Counts the tours each non-identity symmetry of a `rows`×`cols` board maps onto themselves, by
 * the sweep, and throws unless the counts are `expected` (in `boardSymmetries` order).
 */
function fixedCounts(
	rows: number,
	cols: number,
	closed: boolean,
	expected: readonly bigint[],
): () => bigint[] {
	return () => {
		const board = createBoard(rows, cols);
		const counts = boardSymmetries(board)
			.slice(1)
			.map(({ image }) => countSymmetricToursBySweep(board, image, closed));
		if (counts.length !== expected.length || counts.some((count, k) => count !== expected[k])) {
			throw new Error(
				`${String(rows)}×${String(cols)}: symmetric counts ${list(counts)}, expected ${list(expected)}.`,
			);
		}
		return counts as bigint[];
	};
}

/**
 * Counts geometrically distinct tours by Burnside's lemma — all tours by `countTours`, which must
 * be `all`, plus the symmetric ones by the sweep — and throws unless the sum divides by the
 * group's order and the quotient is `expected`.
 */
function geometric(
	rows: number,
	cols: number,
	closed: boolean,
	all: bigint,
	expected: bigint,
): () => bigint {
	return () => {
		const board = createBoard(rows, cols);
		const symmetries = boardSymmetries(board);
		const identity = countTours(board, { closed });
		if (identity !== all) {
			throw new Error(
				`${String(rows)}×${String(cols)}: ${String(identity)} tours, expected ${String(all)}.`,
			);
		}
		let sum = identity;
		for (const { image } of symmetries.slice(1)) {
			const fixed = countSymmetricToursBySweep(board, image, closed);
			if (fixed === null) throw new Error('The sweep does not apply to this board.');
			sum += fixed;
		}
		const order = BigInt(symmetries.length);
		if (sum % order !== 0n || sum / order !== expected) {
			throw new Error(
				`${String(rows)}×${String(cols)}: Burnside sum ${String(sum)} over ${String(order)}, expected ${String(expected)} distinct tours.`,
			);
		}
		return sum / order;
	};
}

export const symmetricSweepRows: BenchRow[] = [
	{
		// Tours: OEIS A070030; distinct tours: A169769; the half-turn fixes 2 × 16,317,480 (A169768).
		name: 'up to symmetry 3×40 closed (2,752,516,325,518,516; sweep)',
		run: geometric(3, 40, true, 11_010_065_269_439_104n, 2_752_516_325_518_516n),
		target: '≤ 1 s',
		repeats: 3,
	},
	{
		// Tours: countTours; distinct tours: OEIS A328341.
		name: 'up to symmetry 4×25 open (15,022,847,233,751,804; sweep)',
		run: geometric(4, 25, false, 60_091_388_866_839_324n, 15_022_847_233_751_804n),
		target: '≤ 2 s',
		repeats: 3,
	},
	{
		// None: a symmetric open tour's middle is a square the symmetry fixes or a leap from a
		// square to its image, and 4×30 has neither for the knight, so the sweep answers at once.
		name: 'symmetric tours 4×30 open (0, 0, 0; sweep)',
		run: fixedCounts(4, 30, false, [0n, 0n, 0n]),
		target: '≤ 0.1 s',
		repeats: 3,
	},
	{
		name: 'symmetric tours 5×20 open (139,292,296,978, 0, 0; sweep)',
		run: fixedCounts(5, 20, false, [139_292_296_978n, 0n, 0n]),
		target: '≤ 10 s',
		repeats: 1,
	},
];
