import { describe, expect, test } from 'vitest';
import {
	createBoard,
	createRandom,
	isHole,
	type Board,
	type Leaper,
} from '../../../src/lib/index.ts';
import { countTours } from '../../../src/lib/counting/count-tours.ts';
import {
	countSymmetricToursBySweep,
	foldBoard,
	symmetricSweepSteps,
} from '../../../src/lib/counting/symmetric-sweep.ts';
import { boardSymmetries, countSymmetricTours } from '../../../src/lib/counting/symmetry.ts';

const WAZIR: Leaper = [0, 1];
const CAMEL: Leaper = [1, 3];
const ZEBRA: Leaper = [2, 3];
const GIRAFFE: Leaper = [1, 4];

/** Tells whether the sweep must apply: g of order two, moving a square, on three squares or more. */
function sweepApplies(board: Board, image: Int32Array): boolean {
	let moves = false;
	let squares = 0;
	for (let s = 0; s < board.size; s++) {
		if (isHole(board, s)) continue;
		squares++;
		if (image[image[s] as number] !== s) return false;
		if (image[s] !== s) moves = true;
	}
	return moves && squares >= 3;
}

/**
 * Checks every non-identity symmetry of the board: the sweep agrees with the search where it
 * applies (and must apply to every involution of these boards) and returns null elsewhere.
 * Returns the symmetric counts, for a look at what was compared.
 */
function expectSweepMatchesSearch(board: Board, closed: boolean): bigint[] {
	return boardSymmetries(board)
		.slice(1)
		.map(({ image }) => {
			const search = countSymmetricTours(board, image, closed);
			const sweep = countSymmetricToursBySweep(board, image, closed);
			if (sweepApplies(board, image)) expect(sweep).toBe(search);
			else expect(sweep).toBeNull();
			return search;
		});
}

/** Counts geometrically distinct tours by Burnside's lemma, the sweep counting the symmetric ones. */
function geometricCount(board: Board, closed: boolean): bigint {
	const symmetries = boardSymmetries(board);
	let sum = countTours(board, { closed });
	for (const { image } of symmetries.slice(1)) {
		// The quarter turns of a square board are not involutions: the search counts those.
		sum +=
			countSymmetricToursBySweep(board, image, closed) ?? countSymmetricTours(board, image, closed);
	}
	const order = BigInt(symmetries.length);
	expect(sum % order).toBe(0n);
	return sum / order;
}

const knightBoards: [number, number][] = [
	...Array.from({ length: 18 }, (_, k): [number, number] => [3, k + 3]),
	...Array.from({ length: 10 }, (_, k): [number, number] => [4, k + 3]),
	...Array.from({ length: 5 }, (_, k): [number, number] => [5, k + 5]),
	[6, 7],
	[6, 8],
	// Taller than wide: the sweep runs down the rows.
	[12, 3],
	[9, 4],
	[7, 5],
];

/** Boards of other leapers: the camel and the zebra tour none of these, the wazir all of them. */
const leaperBoards: { rows: number; cols: number; leaper: Leaper; name: string }[] = [
	{ rows: 4, cols: 8, leaper: CAMEL, name: 'camel' },
	{ rows: 4, cols: 9, leaper: CAMEL, name: 'camel' },
	{ rows: 4, cols: 10, leaper: ZEBRA, name: 'zebra' },
	{ rows: 6, cols: 7, leaper: ZEBRA, name: 'zebra' },
	{ rows: 5, cols: 8, leaper: GIRAFFE, name: 'giraffe' },
	{ rows: 3, cols: 6, leaper: WAZIR, name: 'wazir' },
	{ rows: 3, cols: 7, leaper: WAZIR, name: 'wazir' },
	{ rows: 4, cols: 5, leaper: WAZIR, name: 'wazir' },
	{ rows: 4, cols: 6, leaper: WAZIR, name: 'wazir' },
	{ rows: 4, cols: 7, leaper: WAZIR, name: 'wazir' },
	{ rows: 5, cols: 6, leaper: WAZIR, name: 'wazir' },
];

/** Boards with one orbit of holes under all the board's symmetries, from a seeded source. */
function randomHoleBoards(count: number, seed: number): { board: Board; label: string }[] {
	const random = createRandom(seed);
	const leapers: Leaper[] = [[1, 2], [1, 2], WAZIR, WAZIR, GIRAFFE];
	return Array.from({ length: count }, () => {
		const rows = 3 + Math.floor(random() * 3);
		const cols = rows + 1 + Math.floor(random() * 5);
		const leaper = leapers[Math.floor(random() * leapers.length)] as Leaper;
		const square = Math.floor(random() * rows * cols);
		const holes = boardSymmetries(createBoard(rows, cols)).map(
			({ image }) => image[square] as number,
		);
		const board = createBoard(rows, cols, { leaper, holes });
		const label = `${String(rows)}×${String(cols)} (${leaper.join(',')}) holes ${[...new Set(holes)].sort((a, b) => a - b).join(' ')}`;
		return { board, label };
	});
}

const holeBoards = randomHoleBoards(30, 3);

describe('countSymmetricToursBySweep(board, image, closed)', () => {
	test.each(
		knightBoards.flatMap(([rows, cols]) => [true, false].map((closed) => ({ rows, cols, closed }))),
	)(
		'knight $rows×$cols closed=$closed: agrees with the search for every involution',
		({ rows, cols, closed }) => {
			expectSweepMatchesSearch(createBoard(rows, cols), closed);
		},
	);

	test.each(leaperBoards.flatMap((entry) => [true, false].map((closed) => ({ ...entry, closed }))))(
		'$name $rows×$cols closed=$closed: agrees with the search',
		({ rows, cols, leaper, closed }) => {
			expectSweepMatchesSearch(createBoard(rows, cols, { leaper }), closed);
		},
	);

	test.each(holeBoards)('$label: agrees with the search, closed and open', ({ board }) => {
		expectSweepMatchesSearch(board, true);
		expectSweepMatchesSearch(board, false);
	});

	test('the boards with holes include symmetric tours, closed and open', () => {
		let nonzero = 0;
		for (const { board } of holeBoards) {
			for (const { image } of boardSymmetries(board).slice(1)) {
				if (countSymmetricTours(board, image, true) > 0n) nonzero++;
				if (countSymmetricTours(board, image, false) > 0n) nonzero++;
			}
		}
		expect(nonzero).toBeGreaterThanOrEqual(10);
	});

	test('square boards: agrees with the search for the involutions, null for the quarter turns', () => {
		for (const size of [5, 6]) {
			const board = createBoard(size, size);
			for (const closed of [true, false]) expectSweepMatchesSearch(board, closed);
			const turns = boardSymmetries(board).filter(
				({ name }) => name.startsWith('rotate 9') || name.startsWith('rotate 27'),
			);
			expect(turns).toHaveLength(2);
			for (const { image } of turns)
				expect(countSymmetricToursBySweep(board, image, true)).toBeNull();
		}
	});

	test('the tables compare symmetric tours of every kind, not only zeros', () => {
		// Reflections with fixed squares and with leaps s–g(s) in the tours, and half-turns that
		// turn cycles.
		expect(expectSweepMatchesSearch(createBoard(4, 6, { leaper: WAZIR }), true)).toEqual([
			5n,
			9n,
			9n,
		]);
		expect(expectSweepMatchesSearch(createBoard(4, 6, { leaper: WAZIR }), false)).toEqual([
			0n,
			46n,
			32n,
		]);
		expect(expectSweepMatchesSearch(createBoard(3, 7, { leaper: WAZIR }), false)).toEqual([
			28n,
			0n,
			0n,
		]);
		expect(expectSweepMatchesSearch(createBoard(6, 8), true)).toEqual([5634n, 0n, 0n]);
	});

	test('returns null where the method does not apply', () => {
		const board = createBoard(3, 8);
		const identity = Int32Array.from({ length: board.size }, (_, s) => s);
		expect(countSymmetricToursBySweep(board, identity, true)).toBeNull();
		// Not of order two: a three-cycle of squares.
		const cycle = identity.slice();
		[cycle[0], cycle[1], cycle[2]] = [1, 2, 0];
		expect(countSymmetricToursBySweep(board, cycle, false)).toBeNull();
		// Of order two but not a symmetry of the knight's graph: two squares swapped.
		const swap = identity.slice();
		[swap[0], swap[1]] = [1, 0];
		expect(countSymmetricToursBySweep(board, swap, false)).toBeNull();
		// Fewer than three squares.
		const tiny = createBoard(1, 2, { leaper: WAZIR });
		expect(countSymmetricToursBySweep(tiny, Int32Array.from([1, 0]), false)).toBeNull();
		// A frontier too wide for the packed states: seven knight's rows.
		const wide = createBoard(7, 8);
		const [, rotate] = boardSymmetries(wide);
		expect(countSymmetricToursBySweep(wide, rotate!.image, true)).toBeNull();
	});

	test('symmetricSweepSteps reports progress from 0 to 1 and returns the same count', () => {
		const board = createBoard(3, 16);
		const [, rotate] = boardSymmetries(board);
		const steps = symmetricSweepSteps(board, rotate!.image, true);
		const fractions: number[] = [];
		let next = steps.next();
		for (; next.done !== true; next = steps.next()) fractions.push(next.value.fraction);
		expect(next.value).toBe(countSymmetricTours(board, rotate!.image, true));
		expect(fractions.at(-1)).toBe(1);
		for (let k = 1; k < fractions.length; k++) {
			expect(fractions[k]).toBeGreaterThanOrEqual(fractions[k - 1] as number);
		}
	});
});

describe('foldBoard(board, image)', () => {
	test('3×5 half-turn: one fixed square, orbits of two elsewhere, voltages 0 and 1', () => {
		const board = createBoard(3, 5);
		const [, rotate] = boardSymmetries(board);
		const fold = foldBoard(board, rotate!.image);
		expect(fold).not.toBeNull();
		expect(fold!.squares).toBe(15);
		expect(fold!.size).toBe(8);
		expect(fold!.fixedSquares).toBe(1);
		const voltages = new Set(fold!.edges.map(([, , voltage]) => voltage));
		expect(voltages).toEqual(new Set([0, 1]));
	});
});

describe('Burnside with countSymmetricToursBySweep: geometrically distinct tours', () => {
	test.each([
		[10, 6n],
		[12, 44n],
		[14, 396n],
		[16, 3868n],
		[20, 362_192n],
	])('3×%i closed: %i (OEIS A169769)', (cols, expected) => {
		expect(geometricCount(createBoard(3, cols), true)).toBe(expected);
	});

	test.each([
		[4, 3n],
		[7, 14n],
		[8, 104n],
		[20, 330_719_293n],
	])('3×%i open: %i (OEIS A169777)', (cols, expected) => {
		expect(geometricCount(createBoard(3, cols), false)).toBe(expected);
	});

	test.each([
		[1, 0n],
		[2, 0n],
		[3, 3n],
		[4, 0n],
		[5, 22n],
		[6, 186n],
		[7, 1603n],
		[8, 7772n],
		[9, 47_478n],
		[10, 303_278n],
	])('4×%i open: %i (OEIS A328341)', (cols, expected) => {
		expect(geometricCount(createBoard(4, cols), false)).toBe(expected);
	});
});

/**
 * Knuth's generating function for OEIS A169768 (3×n closed tours up to symmetry that have twofold
 * symmetry): the coefficients of z^10, z^12, …, z^86 above the line and of z^0, z^4, …, z^84
 * below it.
 */
const A169768_NUMERATOR = [
	4, 0, 0, 24, -124, 32, 212, -716, 1248, -336, -5120, 7896, -4928, -3432, 41280, -32616, 22224,
	39888, -140608, 47968, -151680, -143424, 189952, -15552, 413056, 181376, -50432, 78080, -121344,
	44288, -141312, -112640, -337920, -227328, 49152, 98304, 163840, 32768, 65536,
];
const A169768_DENOMINATOR = [
	1, -6, -64, 200, 1000, -3016, -3488, 24256, -23776, -104168, 203408, 184704, -443392, -14336,
	151296, -145920, 263424, -317440, -36864, 966656, -573440, -131072,
];

/** Expands the generating function: A169768(n) for n = 0 … count − 1. */
function a169768(count: number): bigint[] {
	const terms: bigint[] = [];
	for (let n = 0; n < count; n++) {
		const k = (n - 10) / 2;
		let term = BigInt(Number.isInteger(k) && k >= 0 ? (A169768_NUMERATOR[k] ?? 0) : 0);
		A169768_DENOMINATOR.forEach((coefficient, j) => {
			if (j > 0 && 4 * j <= n) term -= BigInt(coefficient) * (terms[n - 4 * j] as bigint);
		});
		terms.push(term);
	}
	return terms;
}

describe('countSymmetricToursBySweep on 3×n closed against OEIS A169768', () => {
	const terms = a169768(201);

	test('the expansion gives the listed terms', () => {
		expect(terms.slice(10, 21)).toEqual([4n, 0n, 0n, 0n, 24n, 0n, 24n, 0n, 276n, 0n, 176n]);
		expect(terms[50]).toBe(21_733_496_960n);
	});

	// A class with twofold symmetry holds two tours, each fixed by one symmetry: the fixed counts
	// add up to twice the term. Past 3×80 or so the counts outgrow doubles.
	test.each([22, 40, 50, 62, 120, 200])('3×%i: the symmetries fix 2 × A169768(n) tours', (cols) => {
		const board = createBoard(3, cols);
		let fixed = 0n;
		for (const { image } of boardSymmetries(board).slice(1)) {
			fixed += countSymmetricToursBySweep(board, image, true) ?? -1n;
		}
		expect(fixed).toBe(2n * (terms[cols] as bigint));
	});
});
