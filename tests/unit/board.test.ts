import { describe, expect, test } from 'vitest';
import {
	createBoard,
	degreeHistogram,
	edgeCount,
	isDark,
	neighbors,
	parseSquare,
	squareName,
	type Board,
} from '../../src/lib/index.ts';
import knightGraph from '../fixtures/knight-graph.json' with { type: 'json' };

/** Lists knight neighbours by testing every pair of squares: the independent oracle. */
function bruteForceNeighbors(board: Board, square: number): number[] {
	const r = Math.floor(square / board.cols);
	const c = square % board.cols;
	const [a, b] = board.leaper;
	const result: number[] = [];
	for (let t = 0; t < board.size; t++) {
		if (board.holes?.[t] === 1) continue;
		const dr = Math.abs(Math.floor(t / board.cols) - r);
		const dc = Math.abs((t % board.cols) - c);
		if ((dr === a && dc === b) || (dr === b && dc === a)) result.push(t);
	}
	return result;
}

describe('createBoard(rows, cols, options)', () => {
	test.each([
		[1, 1],
		[8, 8],
		[3, 10],
		[4000, 4000],
	])('makes a %i×%i board', (rows, cols) => {
		const board = createBoard(rows, cols);
		expect(board.rows).toBe(rows);
		expect(board.cols).toBe(cols);
		expect(board.size).toBe(rows * cols);
		expect(board.leaper).toEqual([1, 2]);
	});

	test.each([
		[0, 8, /Rows must be a whole number from 1 to 4000; got 0/],
		[8, 4001, /Columns must be a whole number from 1 to 4000; got 4001/],
		[2.5, 8, /Rows .* got 2\.5/],
		[Number.NaN, 8, /Rows .* got NaN/],
		[-3, 8, /Rows .* got -3/],
	])('rejects %s×%s with a RangeError that says what is allowed', (rows, cols, message) => {
		expect(() => createBoard(rows, cols)).toThrow(RangeError);
		expect(() => createBoard(rows, cols)).toThrow(message);
	});

	test('records holes once each and rejects squares off the board', () => {
		const board = createBoard(3, 3, { holes: [4, 4, 0] });
		expect(board.holeCount).toBe(2);
		expect(board.holes?.[4]).toBe(1);
		expect(() => createBoard(3, 3, { holes: [9] })).toThrow(/from 0 to 8 .* got 9/);
	});

	test('normalizes and checks leapers', () => {
		expect(createBoard(5, 5, { leaper: [3, 1] }).leaper).toEqual([1, 3]);
		expect(() => createBoard(5, 5, { leaper: [0, 0] })).toThrow(RangeError);
		expect(() => createBoard(5, 5, { leaper: [1, -2] })).toThrow(/whole numbers from 0 to 16/);
	});
});

describe('neighbors(board, square)', () => {
	test.each([
		[1, 1],
		[2, 3],
		[3, 4],
		[5, 5],
		[8, 8],
		[6, 11],
	])('matches a brute-force search on %i×%i', (rows, cols) => {
		const board = createBoard(rows, cols);
		for (let s = 0; s < board.size; s++) {
			expect(neighbors(board, s).sort((x, y) => x - y)).toEqual(bruteForceNeighbors(board, s));
		}
	});

	test('skips holes and works for other leapers', () => {
		const holes = [7, 12, 20];
		for (const leaper of [
			[1, 2],
			[1, 3],
			[0, 1],
			[2, 2],
			[2, 3],
		] as const) {
			const board = createBoard(6, 7, { holes, leaper });
			for (let s = 0; s < board.size; s++) {
				expect(neighbors(board, s).sort((x, y) => x - y)).toEqual(bruteForceNeighbors(board, s));
			}
		}
	});

	test('lists the knight moves of d4 on 8×8 in clockwise order', () => {
		const board = createBoard(8, 8);
		const names = neighbors(board, parseSquare(board, 'd4')).map((s) => squareName(board, s));
		expect(names).toEqual(['e6', 'f5', 'f3', 'e2', 'c2', 'b3', 'b5', 'c6']);
	});
});

describe('the knight graph', () => {
	test.each(knightGraph.squareEdges.map((edges, i) => [i + 1, edges]))(
		'the %i×%i knight graph has %i edges (OEIS A033996 at n − 2)',
		(n, edges) => {
			expect(edgeCount(createBoard(n, n))).toBe(edges);
		},
	);

	test('rectangles follow 4mn − 6(m + n) + 8 for m, n ≥ 2', () => {
		for (let m = 2; m <= 9; m++) {
			for (let n = 2; n <= 9; n++) {
				expect(edgeCount(createBoard(m, n))).toBe(4 * m * n - 6 * (m + n) + 8);
			}
		}
	});

	test('8×8 degree multiset', () => {
		const histogram = degreeHistogram(createBoard(8, 8));
		const expected = knightGraph.degrees8x8 as Record<string, number>;
		histogram.forEach((count, d) => {
			expect(count).toBe(expected[String(d)] ?? 0);
		});
	});

	test('every knight move changes colour', () => {
		const board = createBoard(7, 9);
		for (let s = 0; s < board.size; s++) {
			for (const t of neighbors(board, s)) expect(isDark(board, t)).not.toBe(isDark(board, s));
		}
	});
});

describe('squareName(board, square) and parseSquare(board, name)', () => {
	test('follow the contract on 8×8: a8 = 0, h1 = 63, a1 is dark', () => {
		const board = createBoard(8, 8);
		expect(squareName(board, 0)).toBe('a8');
		expect(squareName(board, 63)).toBe('h1');
		expect(parseSquare(board, 'a1')).toBe(56);
		expect(parseSquare(board, ' H8 ')).toBe(7);
		expect(isDark(board, parseSquare(board, 'a1'))).toBe(true);
		expect(isDark(board, parseSquare(board, 'h1'))).toBe(false);
	});

	test.each([
		[8, 8],
		[1, 1],
		[3, 26],
		[2, 27],
		[1, 676],
		[1, 677],
		[2, 4000],
	])('round-trip every square of %i×%i', (rows, cols) => {
		const board = createBoard(rows, cols);
		const seen = new Set<string>();
		for (let s = 0; s < board.size; s++) {
			const name = squareName(board, s);
			seen.add(name);
			expect(parseSquare(board, name)).toBe(s);
		}
		expect(seen.size).toBe(board.size);
	});

	test('use two letters past 26 columns and three past 676', () => {
		expect(squareName(createBoard(1, 27), 26)).toBe('ba1');
		expect(squareName(createBoard(1, 27), 0)).toBe('aa1');
		expect(squareName(createBoard(1, 4000), 3999)).toBe('fxv1');
	});

	test.each([
		['i1', /"i1" is off this 8×8 board \(files a–h, ranks 1–8\)/],
		['a9', /off this 8×8 board/],
		['a0', /off this 8×8 board/],
		['', /not a square name .* as in a1/],
		['3c', /not a square name/],
		['aa1', /write 1 letter then a number/],
	])('rejects %j with a message that says which names exist', (name, message) => {
		const board = createBoard(8, 8);
		expect(() => parseSquare(board, name)).toThrow(RangeError);
		expect(() => parseSquare(board, name)).toThrow(message);
	});

	test('squareName rejects a square off the board', () => {
		expect(() => squareName(createBoard(2, 2), 4)).toThrow(/from 0 to 3/);
	});
});
