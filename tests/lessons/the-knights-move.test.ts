/**
 * Every number that lesson 01 states, checked against the library. Each row
 * quotes the lesson's words, so editing a number in the lesson without
 * changing it here (or the other way round) fails the test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	createBoard,
	degree,
	degreeHistogram,
	edgeCount,
	isDark,
	neighbors,
	parseSquare,
	squareName,
	type Board,
} from '../../src/lib/index.ts';

const lesson = readFileSync('src/content/lessons/01-the-knights-move.mdx', 'utf8').replace(
	/\s+/g,
	' ',
);

/** Counts the dark squares of a board. */
function darkSquares(board: Board): number {
	let count = 0;
	for (let s = 0; s < board.size; s++) if (isDark(board, s)) count++;
	return count;
}

const board8 = createBoard(8, 8);
const histogram8 = degreeHistogram(board8);
const claims: [quote: string, actual: () => number, stated: number][] = [
	['168 − 78 + 8 = 98 pairs', () => edgeCount(createBoard(6, 7)), 98],
	['4 · 42 − 6 · 13 + 8', () => 4 * 42 - 6 * 13 + 8, 98],
	['eight in all', () => degree(board8, parseSquare(board8, 'd4')), 8],
	['a knight in a corner has only two', () => degree(board8, 0), 2],
	['| squares | 4 | 8 | 20 | 16 | 16 |', () => histogram8[2] ?? 0, 4],
	['| squares | 4 | 8 | 20 | 16 | 16 |', () => histogram8[3] ?? 0, 8],
	['| squares | 4 | 8 | 20 | 16 | 16 |', () => histogram8[4] ?? 0, 20],
	['| squares | 4 | 8 | 20 | 16 | 16 |', () => histogram8[6] ?? 0, 16],
	['| squares | 4 | 8 | 20 | 16 | 16 |', () => histogram8[8] ?? 0, 16],
	['\\frac{336}{2}', () => 2 * edgeCount(board8), 336],
	['has 64 vertices and 168 edges', () => board8.size, 64],
	['has 64 vertices and 168 edges', () => edgeCount(board8), 168],
	['256 - 96 + 8 = 168', () => 4 * 8 * 8 - 6 * 16 + 8, edgeCount(board8)],
	['this 3×4 board has 14 edges', () => edgeCount(createBoard(3, 4)), 14],
	['has 13 dark squares and 12 light ones', () => darkSquares(createBoard(5, 5)), 13],
	['has 13 dark squares and 12 light ones', () => 25 - darkSquares(createBoard(5, 5)), 12],
];

describe("lesson 01, The knight's move", () => {
	test.each(claims)('states "%s" (value %#)', (quote, actual, stated) => {
		expect(lesson).toContain(quote);
		expect(actual()).toBe(stated);
	});

	test('the edge formula 4mn − 6(m+n) + 8 holds for every m, n from 2 to 16', () => {
		expect(lesson).toContain('4mn - 6(m+n) + 8');
		for (let m = 2; m <= 16; m++) {
			for (let n = 2; n <= 16; n++) {
				expect(edgeCount(createBoard(m, n))).toBe(4 * m * n - 6 * (m + n) + 8);
			}
		}
	});

	test('Further reading cites A033996 (8 × triangular numbers) for the n×n edge counts, not A033995', () => {
		// A033995 counts bipartite graphs; A033996 is 8·T(k) = 4k(k + 1), k = 0, 1, 2, … (oeis.org/A033996).
		expect(lesson).not.toContain('A033995');
		expect(lesson).toContain('[A033996](https://oeis.org/A033996)');
		expect(lesson).toContain('$8\\,T(n-2) = 4(n-1)(n-2)$');
		/** The k-th triangular number k(k + 1)/2. */
		const triangular = (k: number) => (k * (k + 1)) / 2;
		for (let n = 1; n <= 20; n++) {
			const edges = edgeCount(createBoard(n, n));
			// `+ 0` turns the −0 that n = 1 gives into 0, which toBe tells apart.
			expect(edges).toBe(4 * (n - 1) * (n - 2) + 0);
			expect(edges).toBe(8 * triangular(n - 2) + 0);
		}
	});

	test('a knight move joins exactly the squares whose centres are √5 apart', () => {
		expect(lesson).toContain('$\\sqrt{5}$ apart');
		const board = createBoard(9, 9);
		for (let s = 0; s < board.size; s++) {
			const moves = new Set(neighbors(board, s));
			for (let t = 0; t < board.size; t++) {
				const dr = Math.floor(t / 9) - Math.floor(s / 9);
				const dc = (t % 9) - (s % 9);
				expect(moves.has(t)).toBe(dr * dr + dc * dc === 5);
			}
		}
	});

	test('exercise: from b1 the knight reaches a3, c3 and d2, all dark, and b1 is light', () => {
		expect(lesson).toContain('From b1 the knight reaches a3, c3 and d2');
		const b1 = parseSquare(board8, 'b1');
		const reached = neighbors(board8, b1);
		expect(reached.map((s) => squareName(board8, s)).sort()).toEqual(['a3', 'c3', 'd2']);
		expect(lesson).toContain('All three are dark squares, and b1 is light.');
		expect(isDark(board8, b1)).toBe(false);
		expect(reached.every((s) => isDark(board8, s))).toBe(true);
		expect(lesson).toContain('answer={fromB1}');
		expect(lesson).toContain('answer={edges6x7}');
	});

	test('a1 is dark and b1, a2 are light', () => {
		expect(lesson).toContain('a1 is dark, b1 and a2 are light');
		expect(isDark(board8, parseSquare(board8, 'a1'))).toBe(true);
		expect(isDark(board8, parseSquare(board8, 'b1'))).toBe(false);
		expect(isDark(board8, parseSquare(board8, 'a2'))).toBe(false);
	});

	test('on a board with an odd number of squares the corners hold the larger colour class', () => {
		for (const [m, n] of [
			[5, 5],
			[7, 7],
			[3, 5],
			[9, 7],
		] as const) {
			const board = createBoard(m, n);
			expect(darkSquares(board)).toBe((m * n + 1) / 2);
			expect(isDark(board, 0)).toBe(true);
		}
	});
});
