/**
 * Every number that lesson 07's sections "What is counted", "Count it yourself", "The
 * chessboard's numbers", "Tours by start square and by symmetry" state, checked against the
 * library and the published values in tests/fixtures. Numbers the lesson writes out are quoted
 * from its source; numbers it computes when built ({fmt(…)}) are recomputed here the same way
 * and compared with the literature.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	boardSymmetries,
	countTours,
	countToursUpToSymmetry,
	createBoard,
	findTours,
	neighbors,
	squareName,
	type Square,
} from '../../src/lib/index.ts';
import {
	burnsideTable,
	countNow,
	type CountRequest,
} from '../../src/components/lessons/counting-tours/jobs.ts';
import {
	CHESSBOARD,
	KNOWN_COUNTS,
	findKnownCount,
} from '../../src/components/lessons/counting-tours/known-counts.ts';
import { undirectedOpenTours } from '../../src/components/lessons/counting-tours/small-tours.ts';
import { startCounts } from '../../src/components/lessons/counting-tours/start-counts.ts';
import {
	BYTES_PER_STATE,
	CHESSBOARD_WORK,
	chessboardChoices,
	measuredSeconds,
} from '../../src/components/lessons/counting-tours/chessboard-boards.ts';
import { splitNumbers } from '../../src/components/lessons/counting-tours/split-numbers.ts';
import { classGroups } from '../../src/lib/counting/split-sweep.ts';
import tourCounts from '../fixtures/tour-counts.json';
import chessboard from '../fixtures/chessboard-counts.json';

const source = readFileSync('src/content/lessons/07-counting-tours.mdx', 'utf8');
const lesson = source.replace(/\s+/g, ' ');

/** Fails unless the lesson says `quote` (whitespace folded). */
function says(quote: string): void {
	expect(lesson).toContain(quote.replace(/\s+/g, ' '));
}

/** The published value of a count from tests/fixtures/tour-counts.json. */
function published(rows: number, cols: number, closed: boolean, counted: string, start?: number) {
	const row = tourCounts.counts.find(
		(c) =>
			c.rows === rows &&
			c.cols === cols &&
			c.closed === closed &&
			c.counted === counted &&
			(start === undefined || ('start' in c && c.start === start)),
	);
	if (row === undefined) throw new Error(`No fixture row for ${String(rows)}×${String(cols)}.`);
	return BigInt(row.value);
}

/** The 8×8 value named `name` in tests/fixtures/chessboard-counts.json. */
function chess(name: string): bigint {
	const row = chessboard.counts.find((c) => c.name === name);
	if (row === undefined) throw new Error(`No chessboard row ${name}.`);
	return BigInt(row.value);
}

const number = new Intl.NumberFormat('en-GB');
const b34 = createBoard(3, 4);
const b55 = createBoard(5, 5);
const b66 = createBoard(6, 6);

describe('What is counted', () => {
	test('3×4: no closed tour, 8 open tours (16 directed), 2 from a corner, 3 up to symmetry', () => {
		expect(countTours(b34, { closed: true })).toBe(0n);
		expect(countTours(b34, { closed: false })).toBe(published(3, 4, false, 'undirected'));
		expect(countTours(b34, { closed: false })).toBe(8n);
		expect(countTours(b34, { closed: false, directed: true })).toBe(16n);
		expect(countTours(b34, { closed: false, start: 0 })).toBe(2n);
		expect(countToursUpToSymmetry(b34, { closed: false })).toBe(
			published(3, 4, false, 'geometric'),
		);
	});

	test('the eight drawn tours are eight different paths, and with their reverses every tour there is', () => {
		const tours = undirectedOpenTours(3, 4);
		expect(tours).toHaveLength(8);
		const directed = new Set<string>();
		for (const tour of tours) {
			directed.add(tour.join(','));
			directed.add([...tour].reverse().join(','));
		}
		const all = [...findTours(b34, {})].map((tour) => Array.from(tour).join(','));
		expect(directed).toEqual(new Set(all));
		expect(all).toHaveLength(16);
	});

	test('5×5: no closed tour, 864 undirected and 1,728 directed open tours, 304 from a corner, 112 up to symmetry', () => {
		expect(countTours(b55, { closed: true })).toBe(0n);
		expect(countTours(b55, { closed: false })).toBe(published(5, 5, false, 'undirected'));
		expect(countTours(b55, { closed: false, directed: true })).toBe(
			published(5, 5, false, 'directed'),
		);
		expect(countTours(b55, { closed: false, start: 0 })).toBe(published(5, 5, false, 'start', 0));
		expect(countToursUpToSymmetry(b55, { closed: false })).toBe(112n);
		// Burnside by hand: the identity fixes all 864, the half turn 32, nothing else any.
		expect((864n + 32n) / 8n).toBe(112n);
	});

	test('the tour browser starts on a5 with the first tour the search finds, which ends on c3', () => {
		const first = findTours(b55, { start: 0 }).next().value as Int32Array;
		expect(squareName(b55, first[0] as Square)).toBe('a5');
		expect(squareName(b55, first[24] as Square)).toBe('c3');
		says('Tour number from 1 to {fmt(count55.corner)}');
	});
});

describe('Count it yourself', () => {
	const base: CountRequest = {
		rows: 6,
		cols: 6,
		closed: true,
		directed: false,
		start: null,
		upToSymmetry: false,
	};

	test('the first answer: 9,862 closed tours of 6×6, as published', () => {
		expect(countNow(base).count).toBe(published(6, 6, true, 'undirected').toString());
	});

	test('6×7 closed: 1,067,638 (OEIS A175881)', () => {
		says('count 6×7 closed tours (1,067,638, OEIS A175881)');
		const answer = countNow({ ...base, cols: 7 });
		expect(answer.count).toBe('1067638');
		expect(published(6, 7, true, 'undirected')).toBe(1_067_638n);
	});

	test('6×6 open, directed: 6,637,920 is the published value the counter shows', () => {
		says('6×6 open and Directed (6,637,920)');
		expect(published(6, 6, false, 'directed')).toBe(6_637_920n);
		expect(findKnownCount({ rows: 6, cols: 6, closed: false, counted: 'directed' })?.value).toBe(
			6_637_920n,
		);
	});

	test('3×40 closed has seventeen digits', () => {
		says('3×40 closed, which has seventeen digits');
		const answer = countNow({ ...base, rows: 3, cols: 40 });
		expect(answer.count).toHaveLength(17);
		expect(BigInt(answer.count)).toBe(published(3, 40, true, 'undirected'));
	});

	test('5×5 open from a1: 304; 6×6 closed up to symmetry: 1,245', () => {
		expect(countNow({ ...base, rows: 5, cols: 5, closed: false, start: 'a1' }).count).toBe('304');
		expect(countNow({ ...base, upToSymmetry: true }).count).toBe('1245');
	});

	test('8×8 is refused with a reason', () => {
		says('Ask for 8×8 to see a refusal');
		expect(() => countNow({ ...base, rows: 8, cols: 8 })).toThrow(/would take .*frontier of 8×8/);
	});
});

describe("The chessboard's numbers", () => {
	test('the constants are the published values', () => {
		expect(CHESSBOARD.closed).toBe(chess('closed'));
		expect(CHESSBOARD.closed).toBe(published(8, 8, true, 'undirected'));
		expect(CHESSBOARD.closedDirected).toBe(chess('closedDirected'));
		expect(CHESSBOARD.firstBddCount).toBe(chess('firstBddCount'));
		expect(CHESSBOARD.openDirected).toBe(chess('openDirected'));
		expect(CHESSBOARD.openDirected).toBe(published(8, 8, false, 'directed'));
	});

	test('directed closed tours are twice the undirected ones', () => {
		expect(CHESSBOARD.closedDirected).toBe(2n * CHESSBOARD.closed);
		expect(countTours(b66, { closed: true, directed: true })).toBe(
			2n * countTours(b66, { closed: true }),
		);
	});

	test('the wrong first count is larger than the true one and not a multiple of it', () => {
		expect(CHESSBOARD.firstBddCount).toBeGreaterThan(CHESSBOARD.closed);
		expect(CHESSBOARD.firstBddCount % CHESSBOARD.closed).not.toBe(0n);
	});

	test('open tours: about 1.96 × 10^16 directed, 9,795,914,085,489,952 (about 9.8 × 10^15) undirected', () => {
		says('about $1.96 \\times 10^{16}$ (OEIS A165134)');
		says('about $9.8 \\times 10^{15}$');
		expect(Number(CHESSBOARD.openDirected).toPrecision(3)).toBe('1.96e+16');
		const undirected = CHESSBOARD.openDirected / 2n;
		expect(undirected * 2n).toBe(CHESSBOARD.openDirected);
		expect(undirected).toBe(9_795_914_085_489_952n);
		expect(Number(undirected).toPrecision(2)).toBe('9.8e+15');
	});

	test('closable paths: 128 per closed tour; the rest, 17,893,605,526,431,808, cannot be closed', () => {
		says('removing one of its 64 leaps, run in either of two directions: 128 ×');
		const closable = 128n * CHESSBOARD.closed;
		expect(closable).toBe(1_698_222_644_548_096n);
		// The research notes derive the same figure (network-counting-classroom.md §B).
		expect(CHESSBOARD.openDirected - closable).toBe(17_893_605_526_431_808n);
	});

	test('the rule "2 × squares × closed tours = closable directed paths", checked on 3×10 by listing every path', () => {
		const board = createBoard(3, 10);
		const ends = new Set<string>();
		for (let s = 0; s < board.size; s++) {
			for (const t of neighbors(board, s)) ends.add(`${String(s)}-${String(t)}`);
		}
		let closable = 0n;
		let all = 0n;
		for (const tour of findTours(board, {})) {
			all++;
			if (ends.has(`${String(tour[0])}-${String(tour[tour.length - 1])}`)) closable++;
		}
		expect(all).toBe(2n * published(3, 10, false, 'undirected'));
		expect(closable).toBe(2n * 30n * published(3, 10, true, 'undirected'));
	});

	test('the exercise: 9,862 closed tours of 6×6 make 19,724 directed ones', () => {
		says('so there are 2 × 9,862 = 19,724 directed closed tours');
		expect(countTours(b66, { closed: true })).toBe(9862n);
		expect(countTours(b66, { closed: true, directed: true })).toBe(19_724n);
	});
});

describe('Tours by start square and by symmetry', () => {
	test('5×5 by start: the corners start 304 each, the centre 64, the other squares of its colour 56', () => {
		const map = startCounts(5, 5);
		const at = (name: string): string =>
			map.counts[
				Array.from({ length: 25 }, (_, s) => s).find((s) => squareName(b55, s) === name) ?? -1
			] ?? '';
		for (const corner of ['a1', 'a5', 'e1', 'e5']) expect(at(corner)).toBe('304');
		expect(at('c3')).toBe('64');
		expect(at('c5')).toBe('56');
		expect(at('b4')).toBe('56');
		expect(at('b5')).toBe('0');
		for (const s of [0, 2, 12, 1])
			expect(BigInt(map.counts[s] ?? -1)).toBe(published(5, 5, false, 'start', s));
		expect(BigInt(map.total)).toBe(published(5, 5, false, 'directed'));
		says(
			'The four corners a1, a5, e1 and e5 each start 304 open tours of 5×5; the centre c3 starts 64 and the other squares of its colour 56.',
		);
	});

	test('6×6 by start: the corners lead with 524,486; eight squares start the fewest, 49,578', () => {
		const map = startCounts(6, 6);
		const counts = map.counts.map(BigInt);
		// Every directed open tour starts somewhere: the map adds up to the published 6,637,920.
		expect(counts.reduce((a, b) => a + b, 0n)).toBe(published(6, 6, false, 'directed'));
		const top = counts.reduce((a, b) => (b > a ? b : a));
		const low = counts.reduce((a, b) => (b < a ? b : a));
		expect(top).toBe(524_486n);
		expect(low).toBe(49_578n);
		const names = (v: bigint): string[] =>
			counts.flatMap((c, s) => (c === v ? [squareName(b66, s)] : []));
		expect(names(top).sort()).toEqual(['a1', 'a6', 'f1', 'f6']);
		expect(names(low)).toEqual(['c5', 'd5', 'b4', 'e4', 'b3', 'e3', 'c2', 'd2']);
	}, 60_000);

	test('Burnside on 6×6 closed: 9,862 + 78 + 10 + 10 over eight symmetries is 1,245', () => {
		const table = burnsideTable(6, 6, true);
		expect(table.symmetries.map((row) => [row.name, row.fixed])).toEqual([
			['identity', '9862'],
			['rotate 180°', '78'],
			['reflect left–right', '0'],
			['reflect top–bottom', '0'],
			['rotate 90°', '10'],
			['rotate 270°', '10'],
			['reflect in the main diagonal', '0'],
			['reflect in the other diagonal', '0'],
		]);
		expect(table.sum).toBe('9960');
		expect(table.orbits).toBe('1245');
		expect(countToursUpToSymmetry(b66, { closed: true })).toBe(1245n);
		says('the reflections fix none here');
	});

	test('Burnside on 3×4 open, by hand: the half turn fixes 4 of the 8 drawn tours, the reflections none', () => {
		// Independent of the library's symmetric counting: map each drawn tour and compare.
		const tours = undirectedOpenTours(3, 4);
		const same = (a: number[], b: number[]): boolean =>
			a.join(',') === b.join(',') || a.join(',') === [...b].reverse().join(',');
		const fixed = boardSymmetries(b34).map(
			({ image }) =>
				tours.filter((t) =>
					same(
						t,
						t.map((s) => image[s] ?? -1),
					),
				).length,
		);
		expect(fixed).toEqual([8, 4, 0, 0]);
		const table = burnsideTable(3, 4, false);
		expect(table.symmetries.map((row) => Number(row.fixed))).toEqual(fixed);
		expect(table.orbits).toBe('3');
	});

	test('the exercise on 4×5: 82 tours, the half turn fixes 6, the reflections none; 22 up to symmetry', () => {
		const table = burnsideTable(4, 5, false);
		expect(table.symmetries.map((row) => [row.name, row.fixed])).toEqual([
			['identity', '82'],
			['rotate 180°', '6'],
			['reflect left–right', '0'],
			['reflect top–bottom', '0'],
		]);
		expect(BigInt(table.symmetries[0]?.fixed ?? '')).toBe(published(4, 5, false, 'undirected'));
		expect(BigInt(table.orbits)).toBe(published(4, 5, false, 'geometric'));
		expect(boardSymmetries(createBoard(4, 5))).toHaveLength(4);
		says('(82 + 6 + 0 + 0) ÷ 4 = 22 open tours of 4×5 up to symmetry, the value in OEIS A328341.');
		says('and neither reflection maps any');
	});
});

describe('the table of published counts', () => {
	test.each(KNOWN_COUNTS.map((row) => [row] as const))(
		'$rows×$cols matches tests/fixtures/tour-counts.json',
		(row) => {
			const direct = tourCounts.counts.find(
				(c) =>
					c.closed === row.closed &&
					c.counted === row.counted &&
					(('start' in c ? c.start : undefined) ?? null) === (row.start ?? null) &&
					((c.rows === row.rows && c.cols === row.cols) ||
						(c.rows === row.cols && c.cols === row.rows)),
			);
			expect(direct?.value).toBe(row.value);
		},
	);

	test('directed counts are read off undirected ones and the other way round, closed starts off cycles', () => {
		expect(findKnownCount({ rows: 3, cols: 4, closed: false, counted: 'directed' })?.value).toBe(
			16n,
		);
		expect(findKnownCount({ rows: 4, cols: 3, closed: false, counted: 'undirected' })?.value).toBe(
			8n,
		);
		expect(findKnownCount({ rows: 6, cols: 6, closed: false, counted: 'undirected' })?.value).toBe(
			3_318_960n,
		);
		expect(
			findKnownCount({ rows: 6, cols: 6, closed: true, counted: 'start', start: 14 })?.value,
		).toBe(19_724n);
		// The corner of 5×5 seen from any side: e1 is square 24.
		expect(
			findKnownCount({ rows: 5, cols: 5, closed: false, counted: 'start', start: 24 })?.value,
		).toBe(304n);
		expect(findKnownCount({ rows: 7, cols: 9, closed: false, counted: 'directed' })).toBeNull();
		expect(number.format(19_724n)).toBe('19,724');
	});
});

describe("lesson 07, The chessboard's numbers: count the chessboard's tours yourself", () => {
	const choices = chessboardChoices(splitNumbers(6, 8).stats.leftStates);

	test('the page offers 6×8 and 8×8, each with its published count of closed tours', () => {
		says('export const chessboard = chessboardChoices(split68.stats.leftStates);');
		says('<ChessboardCount client:view choices={chessboard} />');
		expect(choices.map((c) => `${String(c.rows)}×${String(c.cols)}`)).toEqual(['6×8', '8×8']);
		// OEIS A175881 (6×8) and McKay 1997, OEIS A001230 (8×8), from the literature fixture.
		const published = (rows: number, cols: number): string | undefined =>
			tourCounts.counts.find(
				(c) => c.rows === rows && c.cols === cols && c.closed && c.counted === 'undirected',
			)?.value;
		expect(choices[0]?.published).toBe(published(6, 8));
		expect(choices[1]?.published).toBe(published(8, 8));
		expect(choices[1]?.published).toBe(String(CHESSBOARD.closed));
	});

	test('both boards go through 45 groups of classes', () => {
		says('which gives {chessboard[1].groups} groups');
		says('The 6×8 board goes through the same {chessboard[0].groups} groups in a few seconds');
		// Degree vectors on four cut squares, 3^4 = 81, a vector with its mirror image: (81 + 9) / 2.
		expect(choices.map((c) => c.groups)).toEqual([45, 45]);
		expect(classGroups(createBoard(8, 8))).toBe(45);
	});

	test('the measured run: its minutes, and the storage its sides take', () => {
		says('The count took {chessboardMinutes} minutes on the computer we measured it on');
		says('it keeps about {chessboardGB} GB in the browser');
		says('export const chessboardMinutes = Math.round(measuredSeconds(CHESSBOARD_WORK) / 60);');
		says('export const chessboardGB = (chessboard[1].bytes / 1e9).toFixed(1);');
		// The run's sweeps and joins add up to its total, written beside them.
		const total = measuredSeconds(CHESSBOARD_WORK);
		const stated = /([\d.]+) s in all/.exec(CHESSBOARD_WORK.measured)?.[1];
		expect(Math.abs(total - Number(stated))).toBeLessThan(1);
		expect(Math.round(total / 60)).toBe(11);
		// The groups' states add up to what a half of 8×8 ends with (the whole sides' count, bench
		// row "split sweep: 8×8 closed"; the slow by-class row checks each group's), 20 bytes each.
		const states = CHESSBOARD_WORK.states.reduce((sum, n) => sum + n, 0);
		expect(states).toBe(45_335_419);
		expect(choices[1]?.bytes).toBe(BYTES_PER_STATE * states);
		expect((choices[1]?.bytes ?? 0) / 1e9).toBeCloseTo(0.9, 1);
		// 6×8's sides: its half's states, 20 bytes each.
		expect(choices[0]?.bytes).toBe(BYTES_PER_STATE * splitNumbers(6, 8).stats.leftStates);
	});
});
