/**
 * Every number and verdict that lesson 05 states, checked against the
 * library. Each claim quotes the lesson's words, so editing a number in the
 * lesson without changing it here (or the other way round) fails the test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	backtrackingSearch,
	closedTourExists,
	colourCounts,
	constructTour,
	countTours,
	createBoard,
	decodeTour,
	finish,
	isDark,
	neighbors,
	openTourExists,
	parseSquare,
	squareName,
	verifyTour,
	type Board,
	type SolveResult,
	type Square,
} from '../../src/lib/index.ts';
import { blockPicture, isOuterRow } from '../../src/lib/proofs.ts';
import { BLOCK_TOURS } from '../../src/lib/solvers/base-tours.ts';

const source = readFileSync('src/content/lessons/05-schwenk.mdx', 'utf8');
const lesson = source.replace(/\s+/g, ' ');

/** Fails unless the lesson says `quote` (whitespace folded). */
function says(quote: string): void {
	expect(lesson).toContain(quote.replace(/\s+/g, ' '));
}

/** Runs the plain backtracking search for a closed tour of 3×n, as the lesson's widget does. */
function plainSearch(cols: number): SolveResult {
	return finish(backtrackingSearch(createBoard(3, cols), { closed: true }));
}

/** Counts closed tours of rows×cols. */
function closedTours(rows: number, cols: number): number {
	return Number(countTours(createBoard(rows, cols), { closed: true }));
}

/** Lists every open tour of a board (both directions), by exhaustive search. */
function allOpenTours(board: Board): Int32Array[] {
	const tours: Int32Array[] = [];
	const steps = backtrackingSearch(board, { all: true });
	for (let next = steps.next(); next.done !== true; next = steps.next()) {
		if (next.value.kind === 'found') tours.push(next.value.tour);
	}
	return tours;
}

/** The 1-based move numbers of the second squares of inner–inner pairs on a 4-row board. */
function innerPairs(cols: number, path: ArrayLike<Square>): number[] {
	const pairs: number[] = [];
	for (let i = 1; i < path.length; i++) {
		const inner = (s: Square): boolean => !isOuterRow(4, cols, s);
		if (inner(path[i - 1] as Square) && inner(path[i] as Square)) pairs.push(i + 1);
	}
	return pairs;
}

describe("lesson 05, Schwenk's theorem: the statement and the table", () => {
	test('the three conditions decide every board up to 40×40', () => {
		says('(a)** $m$ and $n$ are both odd; or > **(b)** $m$ is 1, 2 or 4; or > **(c)** $m = 3$');
		for (let r = 1; r <= 40; r++) {
			for (let c = 1; c <= 40; c++) {
				const [m, n] = [Math.min(r, c), Math.max(r, c)];
				const ruledOut =
					(m % 2 === 1 && n % 2 === 1) ||
					[1, 2, 4].includes(m) ||
					(m === 3 && [4, 6, 8].includes(n));
				expect(closedTourExists(r, c).exists).toBe(!ruledOut);
			}
		}
	});

	test('the examples of the introduction', () => {
		says(
			'the 8×8 board has closed tours, the 7×9 board (both sides odd) has none, the 4×100 board (four rows) has none',
		);
		expect(closedTourExists(8, 8).exists).toBe(true);
		expect(closedTourExists(7, 9).reason).toContain('condition a');
		expect(closedTourExists(4, 100).reason).toContain('condition b');
	});

	test('3×10 is the first board three rows high with a closed tour, and has 16', () => {
		says(
			'the 3×10 board — the first board three rows high to have one — has exactly {closedTours3x10}',
		);
		expect(source).toContain(
			'export const closedTours3x10 = Number(countTours(createBoard(3, 10), { closed: true }));',
		);
		for (let n = 1; n < 10; n++) expect(closedTourExists(3, n).exists).toBe(false);
		expect(closedTours(3, 10)).toBe(16);
	});

	test('the table starts on 8×8 with a closed tour computed at build time', () => {
		expect(source).toContain('export const tour8x8 = Array.from(constructTour(8, 8, true) ?? []);');
		const tour = constructTour(8, 8, true);
		expect(tour).not.toBeNull();
		expect(verifyTour(createBoard(8, 8), tour as Int32Array, { closed: true })).toEqual({
			ok: true,
		});
	});
});

describe('lesson 05: conditions (a) and (b)', () => {
	test('the 5×5 board has 13 dark squares and 12 light ones', () => {
		says('the 5×5 board has 13 dark squares and 12 light ones');
		expect(colourCounts(createBoard(5, 5))).toEqual({ dark: 13, light: 12 });
	});

	test('on one row no square has a move; on two rows a corner has at most one (a1 only to c2)', () => {
		says('on a board two rows high, a1 can only go to c2');
		for (let n = 1; n <= 12; n++) {
			const one = createBoard(1, n);
			for (let s = 0; s < one.size; s++) expect(neighbors(one, s)).toEqual([]);
			const two = createBoard(2, n);
			const a1 = parseSquare(two, 'a1');
			expect(neighbors(two, a1).length).toBeLessThanOrEqual(1);
		}
		const board = createBoard(2, 8);
		expect(neighbors(board, parseSquare(board, 'a1')).map((s) => squareName(board, s))).toEqual([
			'c2',
		]);
	});
});

describe('lesson 05: four rows', () => {
	test('2n outer and 2n inner squares; a1 is dark and a4 light', () => {
		says(
			'call the squares of rows 1 and 4 **outer** and those of rows 2 and 3 **inner**. There are $2n$ of each.',
		);
		says('a1 is dark, a4 is light');
		for (let n = 1; n <= 12; n++) {
			const board = createBoard(4, n);
			let outer = 0;
			for (let s = 0; s < board.size; s++) if (isOuterRow(4, n, s)) outer++;
			expect(outer).toBe(2 * n);
			expect(isDark(board, parseSquare(board, 'a1'))).toBe(true);
			expect(isDark(board, parseSquare(board, 'a4'))).toBe(false);
		}
	});

	test('4×n has open tours for n = 3 and every n ≥ 5, and never a closed one', () => {
		says('Open tours of 4×$n$ boards do exist (for $n = 3$ and every $n \\ge 5$)');
		says('no 4×$n$ board has a closed tour');
		for (let n = 1; n <= 40; n++) {
			expect(openTourExists(4, n).exists).toBe(n === 3 || n >= 5);
			expect(closedTourExists(4, n).exists).toBe(false);
		}
	});

	test('every open tour of 4×5 starts and ends outside, with inner squares in a row only at moves 10 and 11', () => {
		says('its only two inner squares in a row are **moves $2n$ and $2n + 1$**');
		const tours = allOpenTours(createBoard(4, 5));
		expect(tours.length).toBe(2 * 82);
		for (const tour of tours) {
			expect(isOuterRow(4, 5, tour[0] as Square)).toBe(true);
			expect(isOuterRow(4, 5, tour[19] as Square)).toBe(true);
			expect(innerPairs(5, tour)).toEqual([11]);
		}
	});

	test.each([5, 6, 7, 8, 9, 10, 11, 12])(
		'the constructed open tour of 4×%i has its inner pair at moves 2n and 2n + 1',
		(n) => {
			const tour = constructTour(4, n, false) as Int32Array;
			expect(verifyTour(createBoard(4, n), tour)).toEqual({ ok: true });
			expect(innerPairs(n, tour)).toEqual([2 * n + 1]);
		},
	);

	test('the figure steps 4×6 and flips at moves 12 and 13', () => {
		says('see the pattern flip at moves 12 and 13');
		expect(source).toContain('<FourRowProof client:interaction paths={fourRowPaths} cols={6} />');
		expect(innerPairs(6, constructTour(4, 6, false) as Int32Array)).toEqual([13]);
	});
});

describe('lesson 05: three rows', () => {
	test('3×4 by hand: eight squares with two moves force two loops of six', () => {
		says(
			'Eight of its twelve squares have only two moves: the four corners and the four squares of the middle row.',
		);
		says('Those forced moves number twelve');
		const board = createBoard(3, 4);
		const two = [];
		for (let s = 0; s < board.size; s++) if (neighbors(board, s).length === 2) two.push(s);
		expect(two.map((s) => squareName(board, s)).sort()).toEqual(
			['a1', 'a2', 'a3', 'b2', 'c2', 'd1', 'd2', 'd3'].sort(),
		);
		const forced = new Set<string>();
		for (const s of two) for (const t of neighbors(board, s)) forced.add([s, t].sort().join('-'));
		expect(forced.size).toBe(12);
		const loops = [
			['a3', 'c2', 'a1', 'b3', 'd2', 'b1'],
			['d3', 'c1', 'a2', 'c3', 'd1', 'b2'],
		];
		for (const loop of loops) {
			says(`${loop.join(' → ')} → ${String(loop[0])}`);
			loop.forEach((name, i) => {
				const a = parseSquare(board, name);
				const b = parseSquare(board, loop[(i + 1) % loop.length] as string);
				expect(forced.has([a, b].sort().join('-'))).toBe(true);
			});
		}
	});

	test.each([
		[4, 67],
		[6, 2262],
		[8, 87040],
	])('the plain search runs out of paths on 3×%i after %i positions', (cols, positions) => {
		says('it runs out of paths after 67 positions on 3×4, 2,262 on 3×6 and 87,040 on 3×8');
		const result = plainSearch(cols);
		expect(result.status).toBe('impossible');
		expect(result.stats.nodes).toBe(positions);
	});

	test('on 3×10 the same search finds a closed tour after 930,825 positions', () => {
		says('On 3×10 the same search finds a closed tour after 930,825 positions.');
		const result = plainSearch(10);
		expect(result.status).toBe('found');
		expect(result.stats.nodes).toBe(930_825);
	});

	test('16 closed tours on 3×10 and 176 on 3×12', () => {
		says('exactly 16 closed tours on 3×10, and 176 on 3×12');
		says('(16 for 3×10, 176 for 3×12)');
		expect(closedTours(3, 10)).toBe(16);
		expect(closedTours(3, 12)).toBe(176);
	});

	test('3×n has a closed tour exactly when n is even and at least 10', () => {
		says('3×$n$ has a closed tour exactly when $n$ is even and at least 10.');
		for (let n = 1; n <= 80; n++) {
			expect(closedTourExists(3, n).exists).toBe(n % 2 === 0 && n >= 10);
		}
	});

	test('the widget gets the same search the lesson describes', () => {
		expect(source).toContain('finish(backtrackingSearch(board, { closed: true }))');
		expect(source).toContain('export const threeRowResults = [4, 6, 8, 10].map(');
	});
});

describe('lesson 05: joining tours', () => {
	test('a tour of every block from 5×5 to 14×14, closed whenever it has an even number of squares', () => {
		says(
			'keeps a tour of every block from 5×5 to 14×14 (closed whenever the block has an even number of squares)',
		);
		let blocks = 0;
		for (let h = 5; h <= 14; h++) {
			for (let w = h; w <= 14; w++) {
				const code = BLOCK_TOURS[`${String(h)}x${String(w)}`];
				expect(code).toBeDefined();
				const board = createBoard(h, w);
				const tour = decodeTour(board, code as string);
				expect(verifyTour(board, tour, { closed: (h * w) % 2 === 0 })).toEqual({ ok: true });
				blocks++;
			}
		}
		expect(blocks).toBe(Object.keys(BLOCK_TOURS).length);
	});

	test('splicing 3×4 blocks reaches every even length from 10', () => {
		says('so 3×10 leads to 3×14, 3×18, … and 3×12 to 3×16, 3×20, … — every even length from 10');
		for (let n = 10; n <= 60; n += 2) {
			const tour = constructTour(3, n, true) as Int32Array;
			expect(verifyTour(createBoard(3, n), tour, { closed: true })).toEqual({ ok: true });
		}
	});

	test('16×16 is four 8×8 blocks joined by three swaps; 16×20 has blocks of 8×8 and 8×12', () => {
		says('this 16×16 tour is built from four 8×8 blocks, A to D');
		says('make the three swaps one at a time');
		says('Choose 16×20 for blocks of 8×8 and 8×12');
		const square = blockPicture(16, 16, constructTour(16, 16, true) as Int32Array, [8, 8], [8, 8]);
		expect(square.blocks.map((b) => `${String(b.rows)}×${String(b.cols)}`)).toEqual([
			'8×8',
			'8×8',
			'8×8',
			'8×8',
		]);
		expect(square.joins).toHaveLength(3);
		const wide = blockPicture(16, 20, constructTour(16, 20, true) as Int32Array, [8, 8], [8, 12]);
		expect(new Set(wide.blocks.map((b) => `${String(b.rows)}×${String(b.cols)}`))).toEqual(
			new Set(['8×8', '8×12']),
		);
	});

	test('every board the theorem allows, with both sides from 5 to 30, gets a closed tour by construction', () => {
		for (let m = 5; m <= 30; m++) {
			for (let n = m; n <= 30; n++) {
				const tour = constructTour(m, n, true);
				expect(tour !== null).toBe(closedTourExists(m, n).exists);
				if (tour !== null) {
					expect(verifyTour(createBoard(m, n), tour, { closed: true }).ok).toBe(true);
				}
			}
		}
	});
});

describe('lesson 05: exercises', () => {
	test('3×12 has a closed tour: the "Yes" choice is the answer', () => {
		says("Does the 3×12 board have a closed knight's tour? Why?");
		says("'Yes: none of the three conditions holds.',");
		expect(source).toContain(
			'export const answer3x12 = closedTourExists(3, 12).exists ? choices3x12[3] : choices3x12[2];',
		);
		expect(closedTourExists(3, 12).exists).toBe(true);
		says('(there are 176 of them)');
	});

	test('3×10 has 16 closed tours', () => {
		says('answer={closedTours3x10}');
		says('3×10 has exactly 16 closed tours');
		expect(closedTours(3, 10)).toBe(16);
	});

	test('the smallest square board with a closed tour is 6×6', () => {
		expect(source).toContain(
			'export const smallestSquareSide = [1, 2, 3, 4, 5, 6, 7, 8].find((n) => closedTourExists(n, n).exists);',
		);
		says(
			'1×1, 3×3 and 5×5 have both sides odd (a); 2×2 and 4×4 are ruled out by (b). 6×6 is caught by none',
		);
		const first = [1, 2, 3, 4, 5, 6, 7, 8].find((n) => closedTourExists(n, n).exists);
		expect(first).toBe(6);
		for (const n of [1, 3, 5]) expect(closedTourExists(n, n).reason).toContain('condition a');
		for (const n of [2, 4]) expect(closedTourExists(n, n).reason).toContain('condition b');
	});
});
