import { describe, expect, test } from 'vitest';
import {
	closedTourExists,
	colourCounts,
	createBoard,
	findObstruction,
	openTourExists,
	parseSquare,
} from '../../src/lib/index.ts';
import { backtrackingSearch } from '../../src/lib/solvers/backtracking.ts';
import { finish } from '../../src/lib/solvers/types.ts';
import { bruteForcePaths } from './solvers/helpers.ts';

/** Decides by exhaustive search whether a plain board has a tour: the independent check. */
function searchFinds(rows: number, cols: number, closed: boolean): boolean {
	const board = createBoard(rows, cols);
	const result = finish(
		backtrackingSearch(board, { closed, order: 'warnsdorff', deadEndCut: true, maxNodes: 5e7 }),
	);
	expect(result.status).not.toBe('gave-up');
	return result.status === 'found';
}

describe('closedTourExists(rows, cols)', () => {
	test('the four-line reason names rows or columns as the board has them', () => {
		expect(closedTourExists(4, 6).reason).toContain('with 4 rows');
		expect(closedTourExists(6, 4).reason).toContain('with 4 columns');
		expect(closedTourExists(6, 4).reason).toContain('two inner columns');
	});

	// Schwenk (1991): m×n (m ≤ n) has a closed tour unless m, n both odd; m ∈ {1, 2, 4};
	// or m = 3 and n ∈ {4, 6, 8}. Small boards are settled here by exhaustive search instead.
	const small: [number, number][] = [];
	for (let m = 1; m <= 4; m++) for (let n = m; n <= 8; n++) small.push([m, n]);
	small.push([3, 10], [5, 5], [5, 6]);
	test.each(small)('%i×%i agrees with an exhaustive search', (m, n) => {
		const found = searchFinds(m, n, true);
		expect(closedTourExists(m, n).exists).toBe(found);
		expect(closedTourExists(n, m).exists).toBe(found);
	});

	test.each([
		[5, 5, false, 'condition a'],
		[7, 9, false, 'both sides are odd'],
		[2, 10, false, 'condition b'],
		[4, 100, false, "Pósa's argument"],
		[3, 8, false, 'condition c'],
		[3, 10, true, 'none of these holds'],
		[3, 12, true, 'Schwenk (1991)'],
		[6, 6, true, 'Schwenk (1991)'],
		[5, 6, true, 'Schwenk (1991)'],
		[4000, 3999, true, 'Schwenk (1991)'],
	])('%i×%i: %s, and the reason names why', (m, n, exists, words) => {
		const verdict = closedTourExists(m, n);
		expect(verdict.exists).toBe(exists);
		expect(verdict.reason).toContain(words);
	});

	test('rejects bad sizes', () => {
		expect(() => closedTourExists(0, 5)).toThrow(
			/closedTourExists: rows must be a whole number from 1 to 4000/,
		);
		expect(() => closedTourExists(5, 4001)).toThrow(RangeError);
	});
});

describe('openTourExists(rows, cols)', () => {
	// Cull & De Curtins (1978), Conrad et al. (1994): open tours on 1×1, 3×4, 3×n (n ≥ 7),
	// 4×n (n = 3 or n ≥ 5) and m×n with m, n ≥ 5. Small boards: exhaustive search instead.
	const small: [number, number][] = [];
	for (let m = 1; m <= 4; m++) for (let n = m; n <= 7; n++) small.push([m, n]);
	small.push([5, 5]);
	test.each(small)('%i×%i agrees with an exhaustive search', (m, n) => {
		const found = searchFinds(m, n, false);
		expect(openTourExists(m, n).exists).toBe(found);
		expect(openTourExists(n, m).exists).toBe(found);
	});

	test.each([
		[1, 1, true],
		[3, 8, true],
		[3, 1001, true],
		[4, 6, true],
		[2, 4000, false],
		[1, 2, false],
		[5, 7, true],
	])('%i×%i → %s', (m, n, exists) => {
		expect(openTourExists(m, n).exists).toBe(exists);
	});
});

describe('openTourExists(rows, cols) on 3-row and 4-row boards', () => {
	// Directed open tours counted by plain exhaustive recursion (bruteForcePaths, no library
	// solver), checked against OEIS: A118067 for 3×n (n = 1…8: 0, 0, 0, 16, 0, 0, 104, 792)
	// and twice A079137 for 4×n (n = 1…5: 0, 0, 16, 0, 164).
	test.each([
		[3, 1, 0],
		[3, 2, 0],
		[3, 3, 0],
		[3, 4, 16],
		[3, 5, 0],
		[3, 6, 0],
		[3, 7, 104],
		[3, 8, 792],
		[4, 1, 0],
		[4, 2, 0],
		[4, 3, 16],
		[4, 4, 0],
		[4, 5, 164],
	])('%i×%i: an exhaustive search finds %i tours, and the verdict agrees', (m, n, tours) => {
		expect(bruteForcePaths(createBoard(m, n), false)).toBe(tours);
		expect(openTourExists(m, n).exists).toBe(tours > 0);
		expect(openTourExists(n, m).exists).toBe(tours > 0);
	});

	test.each([
		[3, 5],
		[3, 6],
		[3, 8],
		[4, 4],
		[4, 5],
		[5, 4],
		[4, 100],
	])('the reason for %i×%i cites no square-board paper for a rectangle', (m, n) => {
		// Conrad et al. (1994) treat n×n boards only; the thin rectangles were settled otherwise.
		expect(openTourExists(m, n).reason).not.toContain('Conrad');
	});

	test('the reasons name how the thin boards were settled', () => {
		expect(openTourExists(3, 5).reason).toContain('exhaustive search');
		expect(openTourExists(4, 4).reason).toContain('exhaustive search');
		expect(openTourExists(3, 7).reason).toContain('exhaustive search');
		expect(openTourExists(4, 9).reason).toContain('Ponder This');
	});
});

describe('findObstruction(board, request)', () => {
	test('a board in pieces', () => {
		// Cutting out b3 and c2 leaves a1 with no leap at all on 4×5.
		const base = createBoard(4, 5);
		const board = createBoard(4, 5, { holes: [parseSquare(base, 'b3'), parseSquare(base, 'c2')] });
		const found = findObstruction(board);
		expect(found?.reason).toMatch(/^The board falls apart: no sequence of leaps joins a1 to/);
		expect(found?.squares).toEqual([parseSquare(base, 'a1')]);
	});

	test('more than two squares with one leap', () => {
		// With c2 and e2 cut out of 3×7, several squares keep a single leap (a1 → b3, g1 → f3, …).
		const base = createBoard(3, 7);
		const holes = ['c2', 'e2'].map((n) => parseSquare(base, n));
		const board = createBoard(3, 7, { holes });
		const found = findObstruction(board);
		expect(found?.reason).toContain(
			'only one leap each, so a tour must start or end on each of them',
		);
		expect(found?.squares.length).toBeGreaterThan(2);
	});

	test('a closed tour needs equal colour classes', () => {
		const base = createBoard(6, 6);
		const board = createBoard(6, 6, { holes: [parseSquare(base, 'a1')] });
		expect(colourCounts(board)).toEqual({ dark: 17, light: 18 });
		expect(findObstruction(board, { closed: true })?.reason).toBe(
			'The board has 17 dark and 18 light squares; a closed tour alternates colours all the way round, so it needs as many of each.',
		);
		expect(findObstruction(board, { closed: false })).toBeNull();
	});

	test('a start of the minority colour on an odd board', () => {
		const board = createBoard(5, 5);
		const found = findObstruction(board, { fixed: new Map([[1, parseSquare(board, 'b1')]]) });
		expect(found?.reason).toBe(
			'Move 1 cannot be on b1: a tour alternates colours, and the board has 13 dark and 12 light squares: a tour must start and end on a dark square, so move 1 must be on a dark square.',
		);
	});

	test('two fixed squares whose colours disagree', () => {
		const board = createBoard(8, 8);
		const fixed = new Map([
			[1, parseSquare(board, 'a1')],
			[3, parseSquare(board, 'b1')],
		]);
		expect(findObstruction(board, { fixed })?.reason).toContain(
			'Move 3 cannot be on b1: a tour alternates colours, and move 1 is on a1, a dark square',
		);
	});

	test('a leaper that keeps its colour gets no colour argument', () => {
		// The (1, 3) camel never changes colour, so its graph falls apart instead.
		expect(findObstruction(createBoard(8, 8, { leaper: [1, 3] }))?.reason).toMatch(/falls apart/);
	});
});

describe('open tours of 4×n boards start and end on the outer lines', () => {
	test.each([5, 6, 7, 8])(
		'4×%i: an exhaustive search from each inner square finds nothing, and findObstruction says why',
		(n) => {
			for (const [rows, cols] of [
				[4, n],
				[n, 4],
			] as const) {
				const board = createBoard(rows, cols);
				for (let square = 0; square < board.size; square++) {
					const line = rows === 4 ? Math.floor(square / cols) : square % cols;
					const fixed = new Map([[1, square]]);
					const proof = findObstruction(board, { fixed });
					if (line === 0 || line === 3) {
						expect(proof).toBeNull();
						continue;
					}
					expect(proof?.reason).toContain("Pósa's colouring argument");
					const search = finish(
						backtrackingSearch(board, { start: square, deadEndCut: true, maxNodes: 1e8 }),
					);
					expect(search.status).toBe('impossible');
				}
			}
		},
	);
});
