import { describe, expect, test } from 'vitest';
import {
	backtrackingSearch,
	createBoard,
	createRandom,
	type Board,
} from '../../../src/lib/index.ts';
import {
	countTours,
	countToursByStart,
	countToursSteps,
	type CountOptions,
} from '../../../src/lib/counting/count-tours.ts';
import { estimateTours } from '../../../src/lib/counting/estimate.ts';
import {
	boardSymmetries,
	countSymmetricTours,
	countToursUpToSymmetry,
} from '../../../src/lib/counting/symmetry.ts';
import fixture from '../../fixtures/tour-counts.json';
import { bruteForcePaths } from '../solvers/helpers.ts';

interface Entry {
	rows: number;
	cols: number;
	closed: boolean;
	counted: 'undirected' | 'directed' | 'start' | 'geometric';
	value: string;
	source: string;
	tier: 'test' | 'bench' | 'reference';
	start?: number;
}

const entries = (fixture.counts as Entry[]).filter((entry) => entry.tier === 'test');

/** Counts both ways and checks the two methods agree before returning the count. */
function bothMethods(board: Board, options: CountOptions): bigint {
	const search = countTours(board, { ...options, method: 'search' });
	expect(countTours(board, { ...options, method: 'frontier' })).toBe(search);
	return search;
}

/** Returns `count` random holes of a board (distinct squares) from a seeded source. */
function randomHoles(rows: number, cols: number, count: number, seed: number): number[] {
	const random = createRandom(seed);
	const holes = new Set<number>();
	while (holes.size < count) holes.add(Math.floor(random() * rows * cols));
	return [...holes];
}

/** Lists every tour's edge set once, as sorted "a-b" strings, by the backtracking search. */
function tourEdgeSets(board: Board, closed: boolean): string[][] {
	const seen = new Map<string, string[]>();
	for (const step of backtrackingSearch(board, {
		closed,
		all: true,
		deadEndCut: true,
		maxNodes: 1e9,
	})) {
		if (step.kind !== 'found') continue;
		const tour = Array.from(step.tour);
		const pairs = tour.slice(1).map((s, i) => [tour[i] as number, s]);
		if (closed) pairs.push([tour[tour.length - 1] as number, tour[0] as number]);
		const edges = pairs.map(([a, b]) => `${String(Math.min(a!, b!))}-${String(Math.max(a!, b!))}`);
		edges.sort();
		seen.set(edges.join(' '), edges);
	}
	return [...seen.values()];
}

describe('countTours(board, options)', () => {
	test.each(entries.filter((entry) => entry.counted !== 'geometric'))(
		'$rows×$cols closed=$closed $counted start=$start is $value ($source)',
		(entry) => {
			const board = createBoard(entry.rows, entry.cols);
			const count = countTours(board, {
				closed: entry.closed,
				directed: entry.counted === 'directed',
				start: entry.start,
			});
			expect(count).toBe(BigInt(entry.value));
		},
	);

	test('the search and the frontier sweep agree on every board of at most 30 squares', () => {
		for (let rows = 1; rows <= 30; rows++) {
			for (let cols = 1; rows * cols <= 30; cols++) {
				const board = createBoard(rows, cols);
				for (const closed of [false, true]) bothMethods(board, { closed });
			}
		}
	});

	test.each([
		[4, 5],
		[5, 5],
		[4, 6],
		[5, 6],
		[3, 8],
	])(
		'the two methods agree on %i×%i boards with random holes, with and without a start',
		(rows, cols) => {
			for (let seed = 1; seed <= 6; seed++) {
				const holes = randomHoles(rows, cols, 1 + (seed % 3), seed * 7919);
				const board = createBoard(rows, cols, { holes });
				bothMethods(board, { closed: false });
				bothMethods(board, { closed: true });
				const start = [...Array(rows * cols).keys()].find((s) => !holes.includes(s)) as number;
				bothMethods(board, { closed: false, start });
			}
		},
	);

	test('the two methods agree on boards with holes placed symmetrically across the sweep', () => {
		// The sweep keeps one of a state and its mirror image when the board allows it.
		for (const holes of [
			[0, 24],
			[7, 19],
			[2, 3, 26, 27],
		]) {
			const board = createBoard(5, 6, { holes });
			for (const closed of [false, true]) bothMethods(board, { closed });
		}
		bothMethods(createBoard(6, 4, { holes: [1, 2] }), { closed: false });
	});

	test.each([
		[[1, 3], 4, 5],
		[[0, 1], 3, 4],
		[[2, 3], 5, 6],
		[[1, 1], 3, 5],
	] as const)('the two methods agree for the %j leaper on %i×%i', (leaper, rows, cols) => {
		const board = createBoard(rows, cols, { leaper });
		for (const closed of [false, true]) bothMethods(board, { closed });
	});

	test('counts rook-step (0, 1) tours on thin boards as a reader can by hand', () => {
		const wazir = (rows: number, cols: number): Board =>
			createBoard(rows, cols, { leaper: [0, 1] });
		expect(countTours(wazir(1, 7), { closed: false })).toBe(1n);
		expect(countTours(wazir(1, 7), { closed: true })).toBe(0n);
		expect(countTours(wazir(2, 2), { closed: true })).toBe(1n);
		expect(countTours(wazir(2, 9), { closed: true })).toBe(1n);
		// A 2×n ladder: a cycle is the rim; paths from a corner are easy to list for n = 2 (4 squares).
		expect(countTours(wazir(2, 2), { closed: false })).toBe(4n);
	});

	test.each([
		[3, 4],
		[4, 3],
		[3, 5],
		[4, 4],
		[2, 6],
		[3, 6],
	])('agrees with the plain brute force on %i×%i, also with holes', (rows, cols) => {
		const boards = [createBoard(rows, cols)];
		for (let seed = 1; seed <= 4; seed++) {
			boards.push(createBoard(rows, cols, { holes: randomHoles(rows, cols, seed % 3, seed) }));
		}
		for (const board of boards) {
			// The brute force counts open paths from every start (so both directions) and closed
			// tours from the first square (both directions, or once on two squares).
			expect(countTours(board, { closed: false, directed: true })).toBe(
				BigInt(bruteForcePaths(board, false)),
			);
			const first = [...Array(rows * cols).keys()].find((s) => board.holes?.[s] !== 1) ?? 0;
			expect(countTours(board, { closed: true, start: first })).toBe(
				BigInt(bruteForcePaths(board, true)),
			);
		}
	});

	test('a tour on one or two squares is its own reverse', () => {
		const one = createBoard(1, 1);
		expect(countTours(one, { closed: false, directed: true })).toBe(1n);
		expect(countTours(one, { closed: true })).toBe(0n);
		// Squares 0 and 5 of a 2×3 board are a knight move apart.
		const two = createBoard(2, 3, { holes: [1, 2, 3, 4] });
		expect(countTours(two, { closed: false })).toBe(1n);
		expect(countTours(two, { closed: false, directed: true })).toBe(2n);
		expect(countTours(two, { closed: false, start: 0 })).toBe(1n);
		expect(countTours(two, { closed: true })).toBe(1n);
		expect(countTours(two, { closed: true, start: 5 })).toBe(1n);
		expect(countTours(createBoard(2, 2, { holes: [0, 1, 2, 3] }), { closed: false })).toBe(0n);
	});

	test('with a start: closed gives 2 × cycles, open sums to the directed total', () => {
		const board = createBoard(5, 6);
		expect(countTours(board, { closed: true, start: 7 })).toBe(
			2n * countTours(board, { closed: true }),
		);
		const byStart = countToursByStart(board);
		expect(byStart.reduce((a, b) => a + b, 0n)).toBe(
			countTours(board, { closed: false, directed: true }),
		);
	});

	test('rejects a start that is off the board or a hole', () => {
		const board = createBoard(5, 5, { holes: [3] });
		expect(() => countTours(board, { closed: false, start: 3 })).toThrow(RangeError);
		expect(() => countTours(board, { closed: false, start: 25 })).toThrow(/not a hole/);
	});

	test('5×8 closed by the frontier sweep (a count the search takes longer for)', () => {
		expect(countTours(createBoard(5, 8), { closed: true, method: 'frontier' })).toBe(44_202n);
	});
});

describe('countToursSteps(board, options)', () => {
	test.each(['search', 'frontier'] as const)(
		'%s: reports rising progress and returns the count',
		(method) => {
			const steps = countToursSteps(createBoard(4, 7), { closed: false, method });
			const fractions: number[] = [];
			let result = steps.next();
			while (result.done !== true) {
				fractions.push(result.value.fraction);
				result = steps.next();
			}
			expect(result.value).toBe(6378n);
			expect(fractions.length).toBeGreaterThan(5);
			expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
			expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
		},
	);

	test('stops when the caller stops pulling', () => {
		const steps = countToursSteps(createBoard(6, 6), { closed: false, method: 'frontier' });
		steps.next();
		expect(steps.return(0n)).toEqual({ done: true, value: 0n });
	});
});

describe('countToursByStart(board, options)', () => {
	test('5×5 open: the table of the research notes (304 from each corner, 1728 in all)', () => {
		const board = createBoard(5, 5);
		const withSymmetry = countToursByStart(board, {
			symmetries: boardSymmetries(board).map((s) => s.image),
		});
		expect(withSymmetry.map(Number)).toEqual([
			304, 0, 56, 0, 304, 0, 56, 0, 56, 0, 56, 0, 64, 0, 56, 0, 56, 0, 56, 0, 304, 0, 56, 0, 304,
		]);
		expect(countToursByStart(board)).toEqual(withSymmetry);
	});

	test('closed: every square starts 2 × cycles tours; holes start none', () => {
		const board = createBoard(3, 10, { holes: [] });
		expect(new Set(countToursByStart(board, { closed: true }))).toEqual(new Set([32n]));
		const holed = createBoard(5, 6, { holes: [0] });
		expect(countToursByStart(holed, { closed: true })[0]).toBe(0n);
	});
});

describe('countToursUpToSymmetry(board, options)', () => {
	test.each(entries.filter((entry) => entry.counted === 'geometric'))(
		'$rows×$cols closed=$closed is $value ($source)',
		(entry) => {
			const board = createBoard(entry.rows, entry.cols);
			expect(countToursUpToSymmetry(board, { closed: entry.closed })).toBe(BigInt(entry.value));
		},
	);

	test.each([
		[5, 5, false, []],
		[3, 12, true, []],
		[4, 5, false, []],
		[6, 6, true, [14, 15, 20, 21]],
		[5, 5, false, [12]],
		[4, 6, false, [0, 5, 18, 23]],
		[3, 14, true, []],
		[5, 6, true, []],
		[5, 6, false, []],
		[3, 9, false, []],
		[4, 7, false, []],
	] as const)(
		'%i×%i closed=%s holes=%j: Burnside equals listing the orbits',
		(rows, cols, closed, holes) => {
			const board = createBoard(rows, cols, { holes });
			const symmetries = boardSymmetries(board);
			const orbits = new Set<string>();
			for (const edges of tourEdgeSets(board, closed)) {
				const images = symmetries.map(({ image }) =>
					edges
						.map((edge) => {
							const [a, b] = edge.split('-').map((s) => image[Number(s)] as number) as [
								number,
								number,
							];
							return `${String(Math.min(a, b))}-${String(Math.max(a, b))}`;
						})
						.sort()
						.join(' '),
				);
				orbits.add(images.sort()[0] as string);
			}
			expect(countToursUpToSymmetry(board, { closed })).toBe(BigInt(orbits.size));
		},
	);

	test.each([
		[3, 16, true, [48, 0, 0]],
		[3, 18, true, [276, 276, 0]],
		[3, 20, true, [352, 0, 0]],
		[5, 8, true, [22, 0, 0]],
		[5, 8, false, [2078, 0, 0]],
		[4, 11, false, [1240, 0, 0]],
		[5, 10, true, [1706, 2266, 0]],
		[6, 6, true, [78, 0, 0, 10, 10, 0, 0]],
	] as const)(
		'%i×%i closed=%s: the pruned search finds the symmetric tours the plain search found (%j)',
		(rows, cols, closed, expected) => {
			// Pinned from the earlier search without pruning (3×20 closed took it 6.5 s).
			const board = createBoard(rows, cols);
			const counts = boardSymmetries(board)
				.slice(1)
				.map(({ image }) => Number(countSymmetricTours(board, image, closed)));
			expect(counts).toEqual(expected);
		},
	);

	test('3×24 closed, past the plain search: 3,752 tours fixed by 180° and none by a reflection', () => {
		const board = createBoard(3, 24);
		const [, rotate, leftRight] = boardSymmetries(board);
		expect(countSymmetricTours(board, rotate!.image, true)).toBe(3752n);
		expect(countSymmetricTours(board, leftRight!.image, true)).toBe(0n);
		const all = countTours(board, { closed: true });
		expect(countToursUpToSymmetry(board, { closed: true })).toBe((all + 3752n) / 4n);
	});

	test('6×6 closed: 1,245 geometrically distinct tours (9,862 / 8 rounded up by the symmetric ones)', () => {
		expect(countToursUpToSymmetry(createBoard(6, 6), { closed: true })).toBe(1245n);
	});
});

describe('estimateTours(board, options)', () => {
	test.each([
		[5, 5, false, 1728],
		[6, 6, false, 6_637_920],
		[6, 6, true, 19_724],
	])(
		'%i×%i closed=%s: the exact directed count lies within 4 standard errors',
		(rows, cols, closed, exact) => {
			const result = estimateTours(createBoard(rows, cols), {
				samples: 20_000,
				seed: 2015,
				closed,
				directed: true,
			});
			expect(result.samples).toBe(20_000);
			expect(result.standardError).toBeGreaterThan(0);
			expect(Math.abs(result.estimate - exact)).toBeLessThan(4 * result.standardError);
			expect(result.standardError).toBeLessThan(exact / 10);
		},
	);

	test('from a start: 304 open tours from a 5×5 corner, within 4 standard errors', () => {
		const result = estimateTours(createBoard(5, 5), { samples: 5000, seed: 7, start: 0 });
		expect(Math.abs(result.estimate - 304)).toBeLessThan(4 * result.standardError);
	});

	test('is reproducible from its seed and rejects a bad sample count', () => {
		const board = createBoard(6, 6);
		const a = estimateTours(board, { samples: 500, seed: 3 });
		expect(estimateTours(board, { samples: 500, seed: 3 })).toEqual(a);
		expect(estimateTours(board, { samples: 500, seed: 4 })).not.toEqual(a);
		expect(() => estimateTours(board, { samples: 0, seed: 1 })).toThrow(RangeError);
	});
});
