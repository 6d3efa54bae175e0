/**
 * The split sweep (split-sweep.ts) counts closed tours by sweeping the board's two halves and
 * joining them. Its counts are checked against published values (tests/fixtures/tour-counts.json,
 * sources there) and against the whole-board frontier sweep and the search, which share none of
 * the join's code, on boards with holes, on other leapers and on boards of either shape.
 */
import { describe, expect, test } from 'vitest';
import { createBoard, createRandom, type Board } from '../../../src/lib/index.ts';
import { countTours, countToursSteps } from '../../../src/lib/counting/count-tours.ts';
import { frontierCountSteps } from '../../../src/lib/counting/frontier.ts';
import {
	canSplit,
	pathEnds,
	splitCountSteps,
	type SplitStats,
} from '../../../src/lib/counting/split-sweep.ts';
import type { CountProgress, SavedSide, SplitCheckpoint } from '../../../src/lib/counting/types.ts';
import { finish } from '../../../src/lib/solvers/types.ts';
import fixture from '../../fixtures/tour-counts.json';

interface Entry {
	rows: number;
	cols: number;
	closed: boolean;
	counted: string;
	value: string;
	source: string;
	tier: string;
}

/** Counts by the split sweep, with its statistics. */
function split(board: Board): { count: bigint; stats: SplitStats } {
	const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
	return { count: finish(splitCountSteps(board, { stats })), stats };
}

/** Counts by the whole-board frontier sweep. */
function whole(board: Board): bigint {
	return finish(frontierCountSteps(board, { closed: true }));
}

/**
 * A `rows`×`cols` board with `pairs` light and `pairs` dark holes at random (seeded): a knight's
 * closed tour alternates colours, so unequal numbers of each would leave nothing to count.
 */
function holed(rows: number, cols: number, pairs: number, seed: number): Board {
	const random = createRandom(seed);
	const holes: number[] = [];
	const colour = (s: number): number => (Math.floor(s / cols) + (s % cols)) % 2;
	while (holes.length < 2 * pairs) {
		const s = Math.floor(random() * rows * cols);
		const same = holes.filter((h) => colour(h) === colour(s)).length;
		if (!holes.includes(s) && same < pairs) holes.push(s);
	}
	return createBoard(rows, cols, { holes });
}

describe('splitCountSteps(board)', () => {
	// The published closed counts the split sweep reaches in a few seconds at most.
	const published = (fixture.counts as Entry[]).filter(
		(entry) =>
			entry.closed &&
			entry.counted === 'undirected' &&
			entry.tier === 'test' &&
			Math.max(entry.rows, entry.cols) >= 4 &&
			canSplit(createBoard(entry.rows, entry.cols)),
	);

	test('reaches the published boards it should', () => {
		const boards = published.map(({ rows, cols }) => `${String(rows)}×${String(cols)}`);
		expect(boards).toEqual(expect.arrayContaining(['6×6', '6×8', '5×8', '5×12', '3×30']));
	});

	test.each(published)('$rows×$cols closed is $value ($source)', (entry) => {
		expect(split(createBoard(entry.rows, entry.cols)).count).toBe(BigInt(entry.value));
	});

	test('a board symmetric about its cut is swept once, and its join merges pairings instead of walking every pair', () => {
		const { count, stats } = split(createBoard(6, 8));
		expect(count).toBe(55_488_142n);
		// One side, a state and its mirror image across the sweep kept as one: 85,101 states. The
		// right side's are read both ways round (170,202). Of the 1,194,606 pairs whose degrees fit
		// on the cut, the join (pairing-join.ts) reduces 657,171 pairings.
		expect(stats.rightStates).toBe(2 * stats.leftStates);
		expect(stats.pairs).toBeLessThan(stats.leftStates * 20);
		expect(stats.steps).toBeLessThan(stats.pairs);
	});

	test('7 rows: the edges tied between the halves are chosen in the join, and agree with the whole board', () => {
		// 5×6 and 5×8 (OEIS A175881, A383661) have tied edges between rows 1 and 3 of the middle
		// columns, as 7×8 has between rows 2 and 4; 5×9 (odd length) splits off centre as well.
		expect(split(createBoard(5, 6)).count).toBe(8n);
		expect(split(createBoard(5, 8)).count).toBe(44_202n);
		const board = holed(5, 9, 1, 7);
		expect(split(board).count).toBe(whole(board));
	});

	test('agrees with the whole-board sweep on boards of odd length, either way round', () => {
		for (const [rows, cols] of [
			[5, 7],
			[7, 5],
			[6, 7],
			[5, 9],
			[4, 9],
			[3, 11],
			[8, 4],
		] as const) {
			const board = createBoard(rows, cols);
			expect(split(board).count, `${String(rows)}×${String(cols)}`).toBe(whole(board));
		}
	});

	test('agrees with the whole-board sweep on 60 boards with random holes', () => {
		let nonzero = 0;
		for (let seed = 1; seed <= 60; seed++) {
			const board = holed(4 + (seed % 3), 5 + (seed % 4), 1 + (seed % 2), seed);
			const count = split(board).count;
			expect(count, `seed ${String(seed)}`).toBe(whole(board));
			if (count > 0n) nonzero++;
		}
		// Enough of them have tours for the agreement to mean something (12 of the 60).
		expect(nonzero).toBeGreaterThan(8);
	});

	test('agrees with the whole-board sweep for other leapers that it can split', () => {
		const cases = [
			[4, 10, [1, 1]],
			[4, 12, [1, 2]],
			[4, 10, [2, 3]],
			[6, 10, [2, 3]],
			[3, 12, [1, 3]],
			[4, 8, [0, 2]],
		] as const;
		for (const [rows, cols, leaper] of cases) {
			const board = createBoard(rows, cols, { leaper: [leaper[0], leaper[1]] });
			expect(canSplit(board), leaper.join(',')).toBe(true);
			expect(split(board).count, `${String(rows)}×${String(cols)}`).toBe(whole(board));
		}
	});

	test('on a board of odd length, cuts at the middle line, where even the wazir can be split', () => {
		// The wazir {0, 1} steps along the middle column, from one square the sides share to
		// another: those steps are chosen with the edges that leap over the line. Hamiltonian
		// cycles of the 4×n grid: 92 on 4×7 and 596 on 4×9 (OEIS A006864).
		const cases = [
			[4, 7, true, 92n],
			[4, 9, true, 596n],
			[6, 7, true, null],
			[5, 7, false, null],
		] as const;
		for (const [rows, cols, closed, published] of cases) {
			const board = createBoard(rows, cols, { leaper: [0, 1] });
			const name = `${String(rows)}×${String(cols)}`;
			expect(canSplit(board, closed), name).toBe(true);
			const count = finish(splitCountSteps(board, { closed }));
			expect(count, name).toBe(finish(frontierCountSteps(board, { closed })));
			expect(count, name).toBeGreaterThan(0n);
			if (published !== null) expect(count, name).toBe(published);
		}
	});

	test('declines leapers that cross the cut level or far, which the frontier method counts', () => {
		// The wazir {0, 1} steps straight across the cut, which no rule can give to one side.
		const wazir = createBoard(5, 8, { leaper: [0, 1] });
		expect(canSplit(wazir)).toBe(false);
		expect(countTours(wazir, { closed: true })).toBe(whole(wazir));
		// The giraffe {1, 4} reaches four columns deep: on 5×12 the halves would meet on more than 16.
		expect(canSplit(createBoard(5, 12, { leaper: [1, 4] }))).toBe(false);
	});

	test('refuses a board too short to cut, with a message', () => {
		expect(canSplit(createBoard(3, 3))).toBe(false);
		expect(() => finish(splitCountSteps(createBoard(3, 3)))).toThrow(/at least 4 squares long/);
	});

	test('reports progress that never goes back and ends at 1', () => {
		const fractions: number[] = [];
		const steps = splitCountSteps(createBoard(6, 7));
		for (;;) {
			const next = steps.next();
			if (next.done === true) {
				expect(next.value).toBe(1_067_638n);
				break;
			}
			fractions.push(next.value.fraction);
		}
		expect(fractions.length).toBeGreaterThan(20);
		for (let k = 1; k < fractions.length; k++) {
			expect(fractions[k]).toBeGreaterThanOrEqual(fractions[k - 1] as number);
		}
		expect(fractions[fractions.length - 1]).toBeLessThanOrEqual(1);
		expect(fractions[fractions.length - 1]).toBeGreaterThan(0.9);
	});
});

describe("countTours(board, { method: 'split' })", () => {
	test('counts closed tours from a start and both ways round', () => {
		const board = createBoard(5, 6);
		expect(countTours(board, { closed: true, method: 'split' })).toBe(8n);
		expect(countTours(board, { closed: true, method: 'split', directed: true })).toBe(16n);
		expect(countTours(board, { closed: true, method: 'split', start: 7 })).toBe(16n);
	});

	test('is what auto picks for closed tours on boards of 5 rows or more', () => {
		const seen: CountProgress[] = [];
		const steps = countToursSteps(createBoard(6, 8), { closed: true });
		for (;;) {
			const next = steps.next();
			if (next.done === true) {
				expect(next.value).toBe(55_488_142n);
				break;
			}
			seen.push(next.value);
		}
		// The join reports the squares each side swept (the 24 of columns a to d and the 6 of column
		// e, which each take an edge from column c) and the states each side ended with.
		const { stats } = split(createBoard(6, 8));
		expect(seen[seen.length - 1]?.counters).toEqual({ square: 30, states: stats.leftStates });
	});

	test('counts open tours through an apex joined to every square, but not from a given start', () => {
		// Undirected Hamiltonian paths: 5×6 18,784 (OEIS A083386) and 6×6 3,318,960 (half of A165134's
		// 6,637,920 directed), and the whole-board sweep agrees on a holed board.
		expect(countTours(createBoard(5, 6), { closed: false, method: 'split' })).toBe(18_784n);
		expect(countTours(createBoard(6, 6), { closed: false, method: 'split', directed: true })).toBe(
			6_637_920n,
		);
		const board = holed(5, 7, 1, 3);
		expect(finish(splitCountSteps(board, { closed: false }))).toBe(
			finish(frontierCountSteps(board, { closed: false })),
		);
		expect(() =>
			countTours(createBoard(5, 6), { closed: false, method: 'split', start: 0 }),
		).toThrow(/from one square with the frontier method/);
		// With a start, auto leaves open tours to the frontier sweep.
		expect(countTours(createBoard(5, 6), { closed: false, start: 0 })).toBe(
			countTours(createBoard(5, 6), { closed: false, start: 0, method: 'frontier' }),
		);
	});
});

describe('counts past 2^53: a side read both ways round gives each form half a count', () => {
	// Halves of odd counts once broke the join's exact sums: 4×24 open came out 5 tours off, 3×40
	// and 4×28 open threw. The whole-board sweep, which halves nothing, is the independent count.
	test.each([
		[3, 40],
		[4, 24],
		[4, 28],
	])('%i×%i open agrees with the whole-board sweep', (rows, cols) => {
		const board = createBoard(rows, cols);
		const count = finish(splitCountSteps(board, { closed: false }));
		expect(count).toBe(finish(frontierCountSteps(board, { closed: false })));
		expect(count).toBeGreaterThan(2n ** 53n);
	});

	test('a count whose halves a bigint cannot hold is refused with a message, not miscounted', () => {
		expect(() => finish(splitCountSteps(createBoard(3, 60), { closed: false }))).toThrow(
			/too large for the split sweep .* count it with the frontier method/,
		);
	});
});

describe('open tours on boards with one colour more (the apex joins only that colour)', () => {
	/** The squares `pathEnds` allows, as a list. */
	const allowed = (board: Board): number[] =>
		Array.from(pathEnds(board).entries())
			.filter(([, end]) => end === 1)
			.map(([s]) => s);

	test('a path ends on the larger colour only when the colours differ by one', () => {
		// 7×7: the 25 squares of the corners' colour (24 of the other).
		const board = createBoard(7, 7);
		const ends = allowed(board);
		expect(ends).toHaveLength(25);
		expect(ends.every((s) => (Math.floor(s / 7) + (s % 7)) % 2 === 0)).toBe(true);
		// Colours balanced (6×6; 7×7 without a corner): every square.
		expect(allowed(createBoard(6, 6))).toHaveLength(36);
		expect(allowed(createBoard(7, 7, { holes: [0] }))).toHaveLength(48);
		// 5×5 without its centre: 12 and 12, so every square but the hole.
		expect(allowed(createBoard(5, 5, { holes: [12] }))).toHaveLength(24);
		// Two squares fewer of the corners' colour: the other colour has one more.
		const other = allowed(createBoard(5, 5, { holes: [0, 4] }));
		expect(other).toHaveLength(12);
		expect(other.every((s) => (Math.floor(s / 5) + (s % 5)) % 2 === 1)).toBe(true);
		// Leaps that keep the colour (the ferz, {1, 1}): no two-colouring, so every square.
		expect(allowed(createBoard(5, 5, { leaper: [1, 1] }))).toHaveLength(25);
	});

	test('counts them as the whole-board sweep does, and as published', () => {
		// 5×5: 1,728 directed open tours (OEIS A165134), 864 undirected.
		expect(finish(splitCountSteps(createBoard(5, 5), { closed: false }))).toBe(864n);
		const boards = [
			createBoard(5, 7),
			createBoard(7, 5),
			createBoard(5, 7, { holes: [0, 1] }),
			createBoard(5, 7, { holes: [2, 16] }),
			createBoard(5, 5, { holes: [12] }),
			createBoard(5, 7, { holes: [3] }),
		];
		for (const board of boards) {
			const name = `${String(board.rows)}×${String(board.cols)} ${board.holes === undefined ? '' : 'holed'}`;
			expect(finish(splitCountSteps(board, { closed: false })), name).toBe(
				finish(frontierCountSteps(board, { closed: false })),
			);
		}
	});
});

describe('sides that differ: the right side is swept only towards states the left completes', () => {
	test('every right state of a 6×6 board with two holes on one side has a left state with the degrees it needs', () => {
		// Holes at a1 and b1 (squares 0 and 1) are on the left of the cut between columns 2 and 3
		// and have no image on the right, so the sides are swept apart. On 6 rows no edges are
		// tied between the halves, so the right side's degrees on the cut (columns 2 and 3: 12
		// squares) must add up with a left state's to two on every square.
		const board = createBoard(6, 6, { holes: [0, 1] });
		const steps = splitCountSteps(board, { saveEvery: 1 });
		let sides: SplitCheckpoint['sides'];
		let next = steps.next();
		for (; next.done !== true; next = steps.next()) sides ??= next.value.checkpoint?.sides;
		expect(next.value).toBe(whole(board));
		expect(next.value).toBeGreaterThan(0n);
		const { left, right } = sides ?? { left: null, right: null };
		expect(left).not.toBeNull();
		expect(right).not.toBeNull();
		const leftKeys = new Set(left?.keys);
		const twos = parseInt('10'.repeat(12), 2);
		const needs = Array.from(right?.keys ?? [], (key) => (twos - key) >>> 0);
		expect(needs.length).toBeGreaterThan(100);
		expect(needs.filter((key) => !leftKeys.has(key))).toEqual([]);
	});

	test('open tours on boards with random holes agree with the whole-board sweep', () => {
		let nonzero = 0;
		for (let seed = 1; seed <= 24; seed++) {
			const cols = seed % 2 === 0 ? 7 : 5;
			const board = holed(5, cols, seed % 3, seed);
			const count = finish(splitCountSteps(board, { closed: false }));
			expect(count, `seed ${String(seed)}`).toBe(
				finish(frontierCountSteps(board, { closed: false })),
			);
			if (count > 0n) nonzero++;
		}
		expect(nonzero).toBeGreaterThan(8);
	});
});

describe('splitCountSteps(board, { resume })', () => {
	/** Runs a count to its end, keeping its checkpoints. */
	function checkpoints(
		board: Board,
		options: { closed?: boolean; resume?: SplitCheckpoint } = {},
	): { count: bigint; saved: SplitCheckpoint[] } {
		const saved: SplitCheckpoint[] = [];
		const steps = splitCountSteps(board, { ...options, saveEvery: 1 });
		for (;;) {
			const next = steps.next();
			if (next.done === true) return { count: next.value, saved };
			if (next.value.checkpoint !== undefined) saved.push(next.value.checkpoint);
		}
	}

	// A board symmetric about its cut (one sweep, the right side read off the left), one of odd
	// length (cut at its middle line: the right side saved as the entries built from it) and open
	// tours (the apex).
	test.each([
		{ rows: 6, cols: 8, closed: true, count: 55_488_142n, right: false },
		{ rows: 6, cols: 7, closed: true, count: 1_067_638n, right: true },
		{ rows: 5, cols: 6, closed: false, count: 18_784n, right: false },
	])(
		'$rows×$cols (closed: $closed) resumes from its sides, or from the middle of its join, to $count',
		({ rows, cols, closed, count, right }) => {
			const board = createBoard(rows, cols);
			const first = checkpoints(board, { closed });
			expect(first.count).toBe(count);
			// The sides come once, before the join's progress.
			const sides = first.saved.filter((c) => c.sides !== undefined);
			expect(sides).toHaveLength(1);
			expect(sides[0]?.sides?.right !== null).toBe(right);
			const joins = first.saved.filter((c) => c.join !== undefined);
			expect(joins.length).toBeGreaterThan(2);
			const { sides: saved, count: name } = sides[0] as Required<SplitCheckpoint>;
			// From the sides alone: no sweep, the same count.
			const again = checkpoints(board, { closed, resume: { count: name, sides: saved } });
			expect(again.count).toBe(count);
			expect(again.saved.filter((c) => c.sides !== undefined)).toHaveLength(0);
			// From halfway through the join: fewer checkpoints are left to come.
			const half = joins[Math.floor(joins.length / 2)] as Required<SplitCheckpoint>;
			const rest = checkpoints(board, {
				closed,
				resume: { count: name, sides: saved, join: half.join },
			});
			expect(rest.count).toBe(count);
			expect(rest.saved.length).toBeLessThan(joins.length);
		},
	);

	test('refuses a checkpoint of another count', () => {
		const { saved } = checkpoints(createBoard(6, 6));
		const sides = saved.find((c) => c.sides !== undefined) as SplitCheckpoint;
		expect(sides.count).toBe('6×6 leaper [1,2] closed split v1');
		expect(() => finish(splitCountSteps(createBoard(6, 8), { resume: sides }))).toThrow(
			/belongs to another count \(6×6 leaper \[1,2\] closed split v1\), not to 6×8 leaper/,
		);
		expect(() =>
			finish(splitCountSteps(createBoard(6, 6), { closed: false, resume: sides })),
		).toThrow(/another count/);
	});
});

describe('splitCountSteps(board, { byClass: true })', () => {
	/** Counts by class, with its statistics. */
	function byClass(board: Board): { count: bigint; stats: SplitStats } {
		const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
		return { count: finish(splitCountSteps(board, { stats, byClass: true })), stats };
	}

	// 6×6 and 6×8 (OEIS A001230, A175881), 5×8 (A383661, with edges the join chooses itself), and
	// boards with holes placed symmetrically both ways, against the whole sides' count.
	test.each([
		{ rows: 6, cols: 6, holes: [] as number[] },
		{ rows: 6, cols: 8, holes: [] as number[] },
		{ rows: 5, cols: 8, holes: [] as number[] },
		{ rows: 6, cols: 8, holes: [9, 14, 33, 38] },
		{ rows: 6, cols: 8, holes: [1, 6, 41, 46] },
		{ rows: 5, cols: 10, holes: [0, 9, 40, 49] },
	])(
		'$rows×$cols with holes $holes: the classes split the states exactly and the count agrees',
		({ rows, cols, holes }) => {
			const board = createBoard(rows, cols, { holes });
			const whole = split(board);
			const { count, stats } = byClass(board);
			expect(count).toBe(whole.count);
			// Every state of a side falls in one class: as many in all, and the same pairs fit.
			expect(stats.leftStates).toBe(whole.stats.leftStates);
			expect(stats.pairs).toBe(whole.stats.pairs);
			expect(stats.steps).toBe(whole.stats.steps);
		},
	);

	test('6×8 by class is the published 55,488,142 (OEIS A175881), a group of classes at a time', () => {
		expect(byClass(createBoard(6, 8)).count).toBe(55_488_142n);
		// The progress names the group being swept or joined: 3^4 degree vectors on the four
		// corner squares of the cut, a vector and its mirror image together.
		const groups = new Set<number>();
		const steps = splitCountSteps(createBoard(6, 8), { byClass: true });
		for (let next = steps.next(); next.done !== true; next = steps.next()) {
			const group = next.value.counters?.['group'];
			if (group !== undefined) groups.add(group);
		}
		expect(groups.size).toBe(45);
	});

	/**
	 * Counts by class with the groups' sides kept here, as a page keeps them in IndexedDB: `stopAt`
	 * checkpoints in, the run stops; `kept` asserts that the count asks only for groups it named in
	 * its latest `load`.
	 */
	function keptElsewhere(
		board: Board,
		store: Map<number, SavedSide>,
		resume?: SplitCheckpoint,
		stopAt = Infinity,
	): {
		count: bigint | null;
		last: SplitCheckpoint | undefined;
		asked: number[];
		swept: number;
	} {
		let named: number[] = [];
		const asked: number[] = [];
		const steps = splitCountSteps(board, {
			byClass: true,
			...(resume === undefined ? {} : { resume }),
			sides: (g) => {
				// Each request answers one listing of the group in the latest load, in order.
				if (named[0] !== g) throw new Error(`group ${String(g)} was not next in load`);
				named = named.slice(1);
				asked.push(g);
				const side = store.get(g);
				if (side === undefined) throw new Error(`group ${String(g)} was never kept`);
				return side;
			},
		});
		let last: SplitCheckpoint | undefined;
		let seen = 0;
		let swept = 0;
		for (;;) {
			const next = steps.next();
			if (next.done === true) return { count: next.value, last, asked, swept };
			const { checkpoint, load } = next.value;
			if (load !== undefined) {
				// Every group the last load listed was asked for, as often as listed.
				if (named.length > 0) throw new Error(`groups ${String(named)} were listed, not asked for`);
				named = load;
			}
			if (checkpoint === undefined) continue;
			swept += checkpoint.groups?.sides.length ?? 0;
			checkpoint.groups?.sides.forEach((side, k) => store.set(checkpoint.groups!.first + k, side));
			// What a caller saves: how many groups are kept, and how far the joins have got.
			const joined = checkpoint.joined ?? last?.joined;
			last = {
				count: checkpoint.count,
				groups: { first: store.size, sides: [] },
				...(joined === undefined ? {} : { joined }),
			};
			if (++seen === stopAt) return { count: null, last, asked, swept };
		}
	}

	test('with the sides kept by the caller, 6×8 by class still counts 55,488,142 (OEIS A175881), asking only for the groups it named', () => {
		const store = new Map<number, SavedSide>();
		const { count, asked } = keptElsewhere(createBoard(6, 8), store);
		expect(count).toBe(55_488_142n);
		expect(store.size).toBe(45);
		// Each group is asked for as the left side of its own join, and as a right side of others.
		expect(new Set(asked).size).toBe(45);
	});

	test.each([10, 45, 60])(
		'kept by the caller, a 6×8 count stopped after %i checkpoints resumes and agrees (OEIS A175881)',
		(stopAt) => {
			const board = createBoard(6, 8);
			const store = new Map<number, SavedSide>();
			const first = keptElsewhere(board, store, undefined, stopAt);
			expect(first.count).toBeNull();
			const resume = first.last as SplitCheckpoint;
			if (stopAt <= 45) expect(resume.groups?.first).toBe(stopAt);
			else {
				// Joins that found no left states leave no checkpoint: some of the 15 were empty.
				expect(resume.joined?.groups).toBeGreaterThanOrEqual(15);
				expect(resume.joined?.groups).toBeLessThan(45);
			}
			// Sweeps done are not done again: only the groups not yet swept yield their sides.
			const again = keptElsewhere(board, store, resume);
			expect(again.count).toBe(55_488_142n);
			expect(again.swept).toBe(Math.max(0, 45 - stopAt));
		},
	);

	test('a checkpoint of groups kept elsewhere is refused without a way to read them, and the other way round', () => {
		const count = '6×8 leaper [1,2] closed split v1 by class';
		const board = createBoard(6, 8);
		expect(() =>
			finish(
				splitCountSteps(board, {
					byClass: true,
					resume: { count, groups: { first: 3, sides: [] } },
				}),
			),
		).toThrow(/3 groups were swept and kept elsewhere/);
		const side: SavedSide = {
			keys: new Uint32Array(0),
			lo: new Int32Array(0),
			hi: new Int32Array(0),
			counts: new Float64Array(0),
			bigCounts: null,
		};
		expect(() =>
			finish(
				splitCountSteps(board, {
					byClass: true,
					resume: { count, groups: { first: 0, sides: [side] } },
					sides: () => side,
				}),
			),
		).toThrow(/should hold none/);
	});
});
