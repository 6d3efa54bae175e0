import { describe, expect, test } from 'vitest';
import {
	boardFacts,
	createBoard,
	createRandom,
	cutSquares,
	neighbors,
	parseSquare,
	squareName,
	type Board,
	type Square,
} from '../../src/lib/index.ts';

/** Builds a board with holes given by name. */
function holed(rows: number, cols: number, names: string[]): Board {
	const plain = createBoard(rows, cols);
	return createBoard(rows, cols, { holes: names.map((n) => parseSquare(plain, n)) });
}

/** Counts the pieces of the board without `removed`, by a plain flood fill (the oracle for cut squares). */
function piecesWithout(board: Board, removed: Square): number {
	const seen = new Uint8Array(board.size);
	let count = 0;
	for (let s = 0; s < board.size; s++) {
		if (board.holes?.[s] === 1 || s === removed || seen[s] === 1) continue;
		count++;
		const stack = [s];
		seen[s] = 1;
		while (stack.length > 0) {
			for (const next of neighbors(board, stack.pop() as Square)) {
				if (next !== removed && seen[next] === 0) {
					seen[next] = 1;
					stack.push(next);
				}
			}
		}
	}
	return count;
}

describe('boardFacts(board)', () => {
	test.each([
		// [board, holes, kinds of facts, open ruled out by, closed ruled out by]
		['8×8 mutilated', 8, 8, ['a1', 'h8'], ['colour'], 'colour', 'colour'],
		['8×8 without a1', 8, 8, ['a1'], ['colour'], null, 'colour'],
		['8×8 without c2', 8, 8, ['c2'], ['colour', 'one-leap', 'cut'], null, 'colour'],
		['3×3', 3, 3, [], ['colour', 'no-leap'], 'no-leap', 'colour'],
		[
			'5×10 two rooms',
			5,
			10,
			['e1', 'e2', 'e4', 'e5', 'f1', 'f2', 'f3', 'f4', 'f5'],
			['colour', 'cut'],
			null,
			'colour',
		],
		['4×5 without b4, c4', 4, 5, ['b4', 'c4'], ['colour'], null, null],
		['8×8', 8, 8, [], ['colour'], null, null],
	] as const)('%s', (_name, rows, cols, holes, kinds, openBy, closedBy) => {
		const facts = boardFacts(holed(rows, cols, [...holes]));
		expect(facts.facts.map((f) => f.kind)).toEqual(kinds);
		expect(facts.openProof?.kind ?? null).toBe(openBy);
		expect(facts.closedProof?.kind ?? null).toBe(closedBy);
	});

	test('the colour fact counts the squares of each colour', () => {
		const facts = boardFacts(holed(8, 8, ['a1', 'h8']));
		expect([facts.dark, facts.light]).toEqual([30, 32]);
		expect(facts.facts[0]?.text).toContain('30 dark squares and 32 light squares');
	});

	test('a cut square is named, with the sizes of the two pieces', () => {
		const board = holed(5, 10, ['e1', 'e2', 'e4', 'e5', 'f1', 'f2', 'f3', 'f4', 'f5']);
		const cut = boardFacts(board).facts.find((f) => f.kind === 'cut');
		expect(cut?.squares.map((s) => squareName(board, s))).toEqual(['e3']);
		expect(cut?.text).toContain('(20 squares, 20 squares)');
		expect(cut?.open).toBe('forces');
	});

	test('a square splitting the board into three pieces rules out every tour', () => {
		// Found by a seeded random search over 4×5 boards with holes.
		const board = holed(4, 5, ['d4', 'a3', 'd3', 'a2', 'e2', 'a1', 'b1']);
		const fact = boardFacts(board).facts.find((f) => f.kind === 'cut' && f.open === 'rules-out');
		expect(fact?.squares.map((s) => squareName(board, s))).toEqual(['c2']);
		expect(piecesWithout(board, parseSquare(board, 'c2'))).toBe(3);
		expect(fact?.text).toContain('3 pieces (10 squares, 1 square, 1 square)');
	});

	test('three squares with one leap rule out every tour', () => {
		// Without c2, b3 the corner a1 is cut off; use a board where three corners have one leap.
		const board = holed(8, 8, ['c2', 'f2', 'c7']);
		const fact = boardFacts(board).facts.find((f) => f.kind === 'one-leap');
		expect(fact?.squares.map((s) => squareName(board, s))).toEqual(['a8', 'a1', 'h1']);
		expect(fact?.open).toBe('rules-out');
	});
});

describe('cutSquares(board)', () => {
	test('agree with removing each square and counting the pieces, on 200 random holed boards', () => {
		const random = createRandom(7);
		for (let k = 0; k < 200; k++) {
			const rows = 3 + Math.floor(random() * 6);
			const cols = 3 + Math.floor(random() * 6);
			const holes = Array.from({ length: rows * cols }, (_, s) => s).filter(() => random() < 0.25);
			const board = createBoard(rows, cols, { holes });
			const expected: Square[] = [];
			const whole = piecesWithout(board, -1);
			for (let s = 0; s < board.size; s++) {
				if (board.holes?.[s] === 1) continue;
				// A square that is a piece by itself leaves one piece fewer; that is no cut.
				if (piecesWithout(board, s) > whole) expected.push(s);
			}
			expect(cutSquares(board)).toEqual(expected);
		}
	});
});
