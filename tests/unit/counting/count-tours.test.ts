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
import { StateTable, type CountLayout } from '../../../src/lib/counting/state-table.ts';
import type { CountProgress } from '../../../src/lib/counting/types.ts';
import { graphOf } from '../../../src/lib/solvers/backtracking.ts';
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
		expect(() => countTours(board, { closed: false, start: 25 })).toThrow(
			/options\.start must be a square of this 5×5 board/,
		);
	});

	test('5×8 closed by the frontier sweep (a count the search takes longer for)', () => {
		expect(countTours(createBoard(5, 8), { closed: true, method: 'frontier' })).toBe(44_202n);
	});

	test.each([
		// Squares 4 and 24 keep one neighbour each: they must be the two ends.
		[5, 5, [0, 13]],
		[4, 6, [1, 7]],
		[5, 6, [0, 13]],
		[3, 8, [0, 3]],
		// Square 0 keeps no neighbour at all.
		[5, 5, [7, 11]],
	] as const)(
		'the two methods agree on %i×%i with holes %j, where some squares have fewer than two neighbours',
		(rows, cols, holes) => {
			// The sweep cuts states early where a square still to come has too few neighbours left.
			const board = createBoard(rows, cols, { holes: [...holes] });
			const { offsets } = graphOf(board);
			const squares = [...Array(rows * cols).keys()].filter((s) => !holes.includes(s as never));
			const lonely = squares.filter((s) => (offsets[s + 1] ?? 0) - (offsets[s] ?? 0) < 2);
			expect(lonely.length).toBeGreaterThan(0);
			for (const closed of [false, true]) bothMethods(board, { closed });
			for (const start of [squares[0], ...lonely, squares[squares.length - 1]]) {
				bothMethods(board, { closed: false, start });
			}
		},
	);

	// Beyond the test tier, the counts the frontier sweep reaches in well under a second; on 3×40
	// they pass 2^32 (doubles) and then 2^53 (bigints) along the way.
	test.each(
		(fixture.counts as Entry[]).filter(({ rows, cols, closed, counted }) =>
			[
				[3, 40, true],
				[5, 7, false],
				[5, 10, true],
			].some(([r, c, k]) => rows === r && cols === c && closed === k && counted === 'undirected'),
		),
	)('$rows×$cols closed=$closed by the frontier sweep is $value ($source)', (entry) => {
		const board = createBoard(entry.rows, entry.cols);
		expect(countTours(board, { closed: entry.closed, method: 'frontier' })).toBe(
			BigInt(entry.value),
		);
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

	test('frontier: reports at least every 8,192 states of a layer', () => {
		// 6×7 closed has a layer of more than 100,000 states.
		const reports: CountProgress[] = [];
		const steps = countToursSteps(createBoard(6, 7), { closed: true, method: 'frontier' });
		let result = steps.next();
		while (result.done !== true) {
			reports.push(result.value);
			result = steps.next();
		}
		expect(result.value).toBe(1_067_638n);
		// The report closing a step gives the size of the layer the next step expands; the
		// reports in between carry that step's number too.
		const layers = new Map<number, number>();
		const counts = new Map<number, number>();
		for (const { counters } of reports) {
			const square = counters?.['square'] ?? -1;
			if (!layers.has(square)) layers.set(square, counters?.['states'] ?? 0);
			counts.set(square, (counts.get(square) ?? 0) + 1);
		}
		expect(Math.max(...layers.values())).toBeGreaterThan(65_536);
		for (const [square, layer] of layers) {
			expect(counts.get(square)).toBeGreaterThanOrEqual(Math.ceil(layer / 8_192));
		}
	});

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

describe('StateTable.addBatch(source, counts, n)', () => {
	/** Packs states k = 0 .. n − 1 of two words, spread so that they collide in the low bits. */
	function states(n: number): Int32Array {
		const source = new Int32Array(2 * n);
		for (let k = 0; k < n; k++) {
			source[2 * k] = k << 4;
			source[2 * k + 1] = k % 7;
		}
		return source;
	}

	/** Reads a dense table back as a map from "word word" to count. */
	function contents(table: StateTable): Map<string, bigint> {
		const read = new Map<string, bigint>();
		for (let k = 0; k < table.size; k++) {
			const at = k * table.stride + table.stateAt;
			const key = `${String(table.ints[at])} ${String(table.ints[at + 1])}`;
			read.set(key, table.bigs === null ? BigInt(table.countAt(k)) : (table.bigs[k] as bigint));
		}
		return read;
	}

	test.each(['narrow', 'wide'] as const)(
		'%s: sums repeated states through regrowth and compaction',
		(layout: CountLayout) => {
			const table = new StateTable(2);
			// Sized for 10 states, it must regrow several times for 5,000.
			table.clear(10, layout);
			const n = 5000;
			const source = states(n);
			// Counts near the layout's limit: the narrow one wraps to negative 32-bit values.
			const big = layout === 'narrow' ? 2 ** 31 + 5 : 2 ** 40;
			table.addBatch(source, new Float64Array(n).fill(big), n);
			table.addBatch(
				source,
				new Float64Array(n).map((_, k) => k + 1),
				n,
			);
			expect(table.size).toBe(n);
			expect(table.total).toBe(n * big + (n * (n + 1)) / 2);
			table.compact();
			const read = contents(table);
			expect(read.size).toBe(n);
			for (let k = 0; k < n; k++) {
				const key = `${String(k << 4)} ${String(k % 7)}`;
				expect(read.get(key)).toBe(BigInt(big + k + 1));
			}
		},
	);

	test('big: keeps bigint counts by slot through regrowth, then in place once dense', () => {
		const table = new StateTable(2);
		table.clear(10, 'big');
		const n = 3000;
		const source = states(n);
		for (let round = 0; round < 2; round++) {
			for (let k = 0; k < n; k++) table.addBig(source, 2 * k, 2n ** 60n + BigInt(k));
		}
		table.compact();
		expect(table.size).toBe(n);
		const read = contents(table);
		for (let k = 0; k < n; k++) {
			expect(read.get(`${String(k << 4)} ${String(k % 7)}`)).toBe(2n ** 61n + 2n * BigInt(k));
		}
	});

	test('toBig turns a dense table of number counts into bigints', () => {
		const table = new StateTable(2);
		table.clear(100, 'wide');
		table.addBatch(states(3), Float64Array.of(1, 2 ** 52, 3), 3);
		table.compact();
		table.toBig();
		expect(new Set(contents(table).values())).toEqual(new Set([1n, 2n ** 52n, 3n]));
	});
});
