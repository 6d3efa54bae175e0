import { describe, expect, test } from 'vitest';
import { createBoard, edgeCount, parseSquare, type Board } from '../../../src/lib/index.ts';
import {
	MAX_WALK_LENGTH,
	countWalks,
	countWalksByStart,
	countWalksTable,
	type WalkLimit,
} from '../../../src/lib/counting/count-walks.ts';
import {
	KEY_LABELS,
	VOWELS,
	countKeypadSequences,
	keyLabel,
	keySquare,
	keypadBoard,
} from '../../../src/lib/counting/keypad.ts';

/** Tells whether t is one leap from s, by comparing coordinates: independent of `neighbors`. */
function isLeapApart(board: Board, s: number, t: number): boolean {
	const dr = Math.abs(Math.floor(s / board.cols) - Math.floor(t / board.cols));
	const dc = Math.abs((s % board.cols) - (t % board.cols));
	const [a, b] = board.leaper;
	return (dr === a && dc === b) || (dr === b && dc === a);
}

/** Lists the squares that are not holes. */
function openSquares(board: Board): number[] {
	return Array.from({ length: board.size }, (_, s) => s).filter((s) => board.holes?.[s] !== 1);
}

/**
 * Enumerates every walk of `length` squares one by one and tallies them:
 * `tally[start][c]` walks begin on `start` and use exactly c marked entries.
 */
function bruteForceTally(board: Board, length: number, marked: Set<number>): number[][] {
	const squares = openSquares(board);
	const tally = Array.from({ length: board.size }, () => new Array<number>(length + 1).fill(0));
	/** Extends a walk that has `left` squares to go, ending on `at` with `used` marked entries. */
	function extend(start: number, at: number, left: number, used: number): void {
		if (left === 0) {
			const row = tally[start] ?? [];
			row[used] = (row[used] ?? 0) + 1;
			return;
		}
		for (const next of squares) {
			if (isLeapApart(board, at, next))
				extend(start, next, left - 1, used + Number(marked.has(next)));
		}
	}
	for (const start of squares) extend(start, start, length - 1, Number(marked.has(start)));
	return tally;
}

/** Adds the walks from `starts` that use at most `atMost` marked entries. */
function sumTally(tally: number[][], starts: number[], atMost: number): bigint {
	let sum = 0;
	for (const start of starts) {
		(tally[start] ?? []).forEach((count, used) => {
			if (used <= atMost) sum += count;
		});
	}
	return BigInt(sum);
}

/** Counts walks by a memoized recursion over (square, squares left, marked used): a second method. */
function recursiveCount(
	board: Board,
	length: number,
	marked: Set<number>,
	atMost: number,
	start: number,
): bigint {
	const memo = new Map<string, bigint>();
	const squares = openSquares(board);
	/** Counts the ways to finish a walk standing on `at` with `left` squares to go and `used` marked. */
	function finish(at: number, left: number, used: number): bigint {
		if (used > atMost) return 0n;
		if (left === 0) return 1n;
		const key = `${String(at)},${String(left)},${String(used)}`;
		const known = memo.get(key);
		if (known !== undefined) return known;
		let ways = 0n;
		for (const next of squares) {
			if (isLeapApart(board, at, next))
				ways += finish(next, left - 1, used + Number(marked.has(next)));
		}
		memo.set(key, ways);
		return ways;
	}
	return finish(start, length - 1, Number(marked.has(start)));
}

const keypad = keypadBoard();
const vowelSquares = VOWELS.map(keySquare);

/** Boards for the brute-force comparison, each with a marked set and a start. */
const boards: { name: string; board: Board; marked: number[]; start: number }[] = [
	{ name: 'plain 3×4', board: createBoard(3, 4), marked: [0, 5, 11], start: 0 },
	{ name: 'keypad 4×5 (vowels)', board: keypad, marked: vowelSquares, start: keySquare('H') },
	{
		name: '4×4 with holes',
		board: createBoard(4, 4, { holes: [5, 10, 15] }),
		marked: [0, 6, 9],
		start: 3,
	},
	{
		name: '5×5 camel (1, 3) with a hole',
		board: createBoard(5, 5, { leaper: [1, 3], holes: [12] }),
		marked: [0, 1, 2, 3, 4],
		start: 7,
	},
	{
		name: '3×3 wazir (0, 1)',
		board: createBoard(3, 3, { leaper: [0, 1] }),
		marked: [4],
		start: 0,
	},
];

const limits = [undefined, 0, 1, 2, 9];

describe('countWalks(board, options) against a brute-force enumeration', () => {
	for (const { name, board, marked, start } of boards) {
		const markedSet = new Set(marked);
		test.each([1, 2, 3, 4, 5, 6])(`${name}, length %i`, (length) => {
			const tally = bruteForceTally(board, length, markedSet);
			const all = openSquares(board);
			for (const atMost of limits) {
				const limit: WalkLimit | undefined =
					atMost === undefined ? undefined : { squares: marked, atMost };
				const bound = atMost ?? length;
				expect(countWalks(board, { length, limit })).toBe(sumTally(tally, all, bound));
				expect(countWalks(board, { length, start, limit })).toBe(sumTally(tally, [start], bound));
				const byStart = countWalksByStart(board, { length, limit });
				expect(byStart).toEqual(
					Array.from({ length: board.size }, (_, s) => sumTally(tally, [s], bound)),
				);
				const table = countWalksTable(board, { length, limit });
				const columns = atMost === undefined ? 1 : Math.min(atMost, length) + 1;
				expect(table).toEqual(
					Array.from({ length: board.size }, (_, s) =>
						atMost === undefined
							? [sumTally(tally, [s], length)]
							: (tally[s] ?? []).slice(0, columns).map(BigInt),
					),
				);
			}
		});
	}
});

describe('countWalks(board, options) closed forms', () => {
	const plain = [
		createBoard(3, 4),
		createBoard(8, 8),
		createBoard(5, 7, { holes: [0, 17, 34] }),
		keypad,
	];
	test.each(plain)('length 1 counts the squares, length 2 twice the edges (%#)', (board) => {
		expect(countWalks(board, { length: 1 })).toBe(BigInt(board.size - board.holeCount));
		expect(countWalks(board, { length: 2 })).toBe(BigInt(2 * edgeCount(board)));
	});

	test('the 8×8 knight has 336 two-square walks (twice its 168 edges)', () => {
		expect(countWalks(createBoard(8, 8), { length: 2 })).toBe(336n);
	});

	test.each([1, 3, 8, 40])('a limit of atMost ≥ length changes nothing (length %i)', (length) => {
		const board = createBoard(6, 6);
		const squares = [0, 7, 14, 21, 28, 35];
		const free = countWalks(board, { length });
		expect(countWalks(board, { length, limit: { squares, atMost: length } })).toBe(free);
		expect(countWalks(board, { length, limit: { squares, atMost: length + 5 } })).toBe(free);
	});

	test.each([1, 2, 7, 90])(
		'atMost 0 with every square marked leaves no walks (length %i)',
		(length) => {
			const limit = { squares: openSquares(keypad), atMost: 0 };
			expect(countWalks(keypad, { length, limit })).toBe(0n);
			expect(countWalks(keypad, { length, start: 0, limit })).toBe(0n);
		},
	);

	test('walks past 2^53 stay exact: the 3×3 knight ring has 8 · 2^(L−1) walks', () => {
		// Without its centre the 3×3 knight's graph is an 8-cycle: every square has two moves.
		const ring = createBoard(3, 3, { holes: [4] });
		for (const length of [53, 54, 55, 200, 1001]) {
			const perStart = 2n ** BigInt(length - 1);
			expect(countWalks(ring, { length })).toBe(8n * perStart);
			expect(countWalks(ring, { length, start: 0 })).toBe(perStart);
			expect(countWalksByStart(ring, { length })[8]).toBe(perStart);
		}
	});

	test.each([60, 61, 150])(
		'long limited walks agree with a memoized recursion (keypad, length %i)',
		(length) => {
			const marked = new Set(vowelSquares);
			const limit = { squares: vowelSquares, atMost: 7 };
			const h = keySquare('H');
			const expected = recursiveCount(keypad, length, marked, 7, h);
			expect(expected).toBeGreaterThan(2n ** 53n);
			expect(countWalks(keypad, { length, start: h, limit })).toBe(expected);
			const byStart = countWalksByStart(keypad, { length, limit });
			expect(byStart[h]).toBe(expected);
			expect(countWalks(keypad, { length, limit })).toBe(byStart.reduce((a, b) => a + b, 0n));
			const row = countWalksTable(keypad, { length, limit })[h] ?? [];
			expect(row).toHaveLength(8);
			expect(row.reduce((a, b) => a + b, 0n)).toBe(expected);
		},
	);
});

describe('countWalks(board, options) rejects bad input', () => {
	const board = createBoard(3, 4, { holes: [5] });
	test.each([
		[{ length: 0 }, /options\.length must be a whole number from 1 to 10000, got 0/],
		[{ length: 2.5 }, /got 2\.5/],
		[{ length: Number.NaN }, /got NaN/],
		[
			{ length: MAX_WALK_LENGTH + 1 },
			/options\.length must be a whole number from 1 to 10000, got 10001/,
		],
		[
			{ length: 3, start: 12 },
			/options\.start must be a square of this 3×4 board \(a whole number from 0 to 11\), got 12/,
		],
		[{ length: 3, start: -1 }, /got -1/],
		[{ length: 3, start: 5 }, /options\.start must be a square that is not a hole, got 5/],
		[{ length: 3, limit: { squares: [0], atMost: -1 } }, /atMost must be a whole number.*got -1/],
		[{ length: 3, limit: { squares: [0], atMost: 1.5 } }, /atMost.*got 1\.5/],
		[
			{ length: 3, limit: { squares: [0], atMost: Number.POSITIVE_INFINITY } },
			/atMost.*got Infinity/,
		],
		[{ length: 3, limit: { squares: [0, 99], atMost: 1 } }, /marked square.*from 0 to 11.*got 99/],
		[{ length: 3, limit: { squares: [5], atMost: 1 } }, /marked square.*must not be a hole/],
	])('%o throws a RangeError', (options, message) => {
		expect(() => countWalks(board, options)).toThrow(RangeError);
		expect(() => countWalks(board, options)).toThrow(message);
	});

	test('the per-start counts check their options too', () => {
		expect(() => countWalksByStart(board, { length: 0 })).toThrow(RangeError);
		expect(() => countWalksTable(board, { length: 3, limit: { squares: [5], atMost: 0 } })).toThrow(
			/must not be a hole/,
		);
	});
});

describe('keypadBoard(), keyLabel(square), keySquare(label)', () => {
	test('is a 4×5 knight board without its bottom corners', () => {
		expect(keypad.rows).toBe(4);
		expect(keypad.cols).toBe(5);
		expect(keypad.leaper).toEqual([1, 2]);
		expect(
			Array.from(keypad.holes ?? [], (h, s) => (h === 1 ? s : -1)).filter((s) => s >= 0),
		).toEqual([parseSquare(keypad, 'a1'), parseSquare(keypad, 'e1')]);
	});

	test('labels rows A–E, F–J, K–O, then 1 2 3 under the middle', () => {
		expect(KEY_LABELS.join('')).toBe('ABCDEFGHIJKLMNO123');
		expect(keyLabel(0)).toBe('A');
		expect(keyLabel(parseSquare(keypad, 'e2'))).toBe('O');
		expect(keyLabel(parseSquare(keypad, 'b1'))).toBe('1');
		expect(keyLabel(parseSquare(keypad, 'd1'))).toBe('3');
		for (const label of KEY_LABELS) expect(keyLabel(keySquare(label))).toBe(label);
		expect(keySquare(' h ')).toBe(7);
		expect(VOWELS).toEqual(['A', 'E', 'I', 'O']);
	});

	test.each([15, 19, 20, -1, 0.5])('keyLabel(%s) throws: not a key', (square) => {
		expect(() => keyLabel(square)).toThrow(/is not a key: keys are squares 0–14 and 16–18/);
	});

	test.each(['', ' ', 'P', '0', 'AB'])('keySquare(%j) throws and lists the keys', (label) => {
		expect(() => keySquare(label)).toThrow(/is not a key: the keys are A B C/);
	});
});

describe('countKeypadSequences(options)', () => {
	const vowels = new Set(vowelSquares);

	test.each([1, 2, 3, 4, 5, 6, 7])('agrees with a brute force for %i keys', (length) => {
		const tally = bruteForceTally(keypad, length, vowels);
		for (const maxVowels of [0, 1, 2, 3]) {
			const { total, byKey } = countKeypadSequences({ length, maxVowels });
			expect(total).toBe(sumTally(tally, openSquares(keypad), maxVowels));
			for (const label of KEY_LABELS) {
				expect(byKey.get(label)).toBe(sumTally(tally, [keySquare(label)], maxVowels));
			}
		}
	});

	test('10 keys, at most two vowels: 1,013,398 sequences, checked by a memoized recursion', () => {
		const { total, byKey } = countKeypadSequences();
		expect([...byKey.keys()]).toEqual(KEY_LABELS);
		let sum = 0n;
		for (const label of KEY_LABELS) {
			const expected = recursiveCount(keypad, 10, vowels, 2, keySquare(label));
			expect(byKey.get(label)).toBe(expected);
			sum += expected;
		}
		expect(total).toBe(sum);
		expect(total).toBe(1_013_398n);
		expect(byKey.get('H')).toBe(90_089n);
		expect(byKey.get('A')).toBe(30_004n);
	});

	test('10 keys by matrix powers in plain numbers over (key, vowels used)', () => {
		// A second, array-based method: 18 keys × 3 vowel counts, every value a safe integer.
		const keys = KEY_LABELS.map(keySquare);
		let layer: number[][] = keys.map((s) =>
			[0, 1, 2].map((used) => (Number(vowels.has(s)) === used ? 1 : 0)),
		);
		for (let step = 1; step < 10; step++) {
			layer = keys.map((t) =>
				[0, 1, 2].map((used) => {
					const before = used - Number(vowels.has(t));
					let sum = 0;
					keys.forEach((s, i) => {
						if (before >= 0 && isLeapApart(keypad, s, t)) sum += layer[i]?.[before] ?? 0;
					});
					expect(Number.isSafeInteger(sum)).toBe(true);
					return sum;
				}),
			);
		}
		// Read backwards, walks ending on a key are the walks starting there.
		const total = layer.flat().reduce((a, b) => a + b, 0);
		expect(Number.isSafeInteger(total)).toBe(true);
		expect(BigInt(total)).toBe(countKeypadSequences().total);
	});

	test('defaults to 10 keys and two vowels', () => {
		expect(countKeypadSequences({}).total).toBe(
			countKeypadSequences({ length: 10, maxVowels: 2 }).total,
		);
	});
});
