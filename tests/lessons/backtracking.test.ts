/**
 * Every number that lesson 03 states, and every measurement its charts show
 * before the reader measures anything, checked against the library with the
 * options the lesson names. Each claim quotes the lesson's words, so editing a
 * number in the lesson without changing it here (or the other way round)
 * fails the test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	SIZE_BOARDS,
	SIZE_BUDGET,
	SIZE_COSTS,
	START_BOARD,
	START_BUDGET,
	START_COSTS,
	STRENGTH_BOARDS,
	STRENGTH_BUDGET,
	STRENGTH_COSTS,
} from '../../src/components/lessons/backtracking/backtracking-cost-data.ts';
import {
	countTours,
	createBoard,
	isDark,
	neighbors,
	parseSquare,
	squareName,
	type Board,
	type Square,
} from '../../src/lib/index.ts';
import {
	STRENGTHS,
	STRENGTH_NAMES,
	cornerSquare,
	measure,
	type Measurement,
	type Strength,
} from '../../src/lib/solvers/search-cost.ts';

const lesson = readFileSync('src/content/lessons/03-backtracking.mdx', 'utf8').replace(/\s+/g, ' ');

/** Searches already run, by board, start and strength, with the budget they had. */
const memo = new Map<string, { budget: number; result: Measurement }>();

/**
 * Measures the search from a square given by name (or 'corner', the bottom-left square, which
 * boards wider than 26 columns call aa1), reusing an earlier search
 * when it settled the question within this budget too (its outcome cannot
 * depend on the budget then).
 */
function run(rows: number, cols: number, start: string, strength: Strength, budget: number) {
	const key = `${String(rows)}×${String(cols)} ${start} ${strength}`;
	const known = memo.get(key);
	if (known !== undefined) {
		const settled = known.result.status !== 'gave-up' && known.result.nodes <= budget;
		if (settled || known.budget === budget) return known.result;
	}
	const board = createBoard(rows, cols);
	const square = start === 'corner' ? cornerSquare(board) : parseSquare(board, start);
	const result = measure(board, square, strength, budget);
	memo.set(key, { budget, result });
	return result;
}

/** Asserts that the lesson says `quote`. */
function says(quote: string): void {
	expect(lesson).toContain(quote);
}

/** Counts every path a knight can trace from `start` without repeating a square (itself included). */
function countPaths(board: Board, start: Square): number {
	const visited = new Uint8Array(board.size);
	const walk = (square: Square): number => {
		visited[square] = 1;
		let count = 1;
		for (const next of neighbors(board, square)) if (visited[next] === 0) count += walk(next);
		visited[square] = 0;
		return count;
	};
	return walk(start);
}

const board5 = createBoard(5, 5);

describe('the charts’ build-time measurements are the library’s', () => {
	test.each(SIZE_COSTS)('sizes: $rows×$cols, $strength', (cost) => {
		const board = createBoard(cost.rows, cost.cols);
		const start = squareName(board, cornerSquare(board));
		expect(run(cost.rows, cost.cols, start, cost.strength, SIZE_BUDGET)).toEqual({
			status: cost.status,
			nodes: cost.nodes,
			backtracks: cost.backtracks,
		});
	});

	test('sizes: the boards and the strength the chart names', () => {
		expect(SIZE_COSTS.map(({ rows, cols }) => ({ rows, cols }))).toEqual(SIZE_BOARDS);
		expect(SIZE_COSTS.every((cost) => cost.strength === 'textbook')).toBe(true);
	});

	test.each(STRENGTH_COSTS)('strengths: $rows×$cols, $strength', (cost) => {
		expect(run(cost.rows, cost.cols, 'a1', cost.strength, STRENGTH_BUDGET)).toEqual({
			status: cost.status,
			nodes: cost.nodes,
			backtracks: cost.backtracks,
		});
	});

	test('strengths: every strength on every board, boards in order', () => {
		expect(STRENGTH_COSTS.map((c) => `${String(c.rows)}×${String(c.cols)} ${c.strength}`)).toEqual(
			STRENGTH_BOARDS.flatMap(({ rows, cols }) =>
				STRENGTHS.map((s) => `${String(rows)}×${String(cols)} ${s}`),
			),
		);
	});

	test.each(STRENGTHS)('starts: every square of 5×5, %s', (strength) => {
		const board = createBoard(START_BOARD.rows, START_BOARD.cols);
		const costs = START_COSTS[strength];
		expect(costs).toHaveLength(board.size);
		costs.forEach((cost, square) => {
			const name = squareName(board, square);
			expect(run(5, 5, name, strength, START_BUDGET), name).toEqual(cost);
		});
	});
});

describe('lesson 03, Backtracking: the textbook search', () => {
	test('8,840 nodes and 8,815 backtracks from a1 on 5×5, and 8840 − 8815 = 25', () => {
		says('From a1 on the 5×5 board it places 8,840 nodes and takes back 8,815 of them');
		says('$8840 - 8815 = 25$');
		expect(run(5, 5, 'a1', 'textbook', 1e7)).toEqual({
			status: 'found',
			nodes: 8840,
			backtracks: 8815,
		});
		expect(8840 - 8815).toBe(board5.size);
	});

	test('nodes − backtracks = mn whenever the textbook search finds a tour', () => {
		says('\\text{nodes} - \\text{backtracks} = mn');
		for (const cost of [...SIZE_COSTS, ...STRENGTH_COSTS]) {
			if (cost.status === 'found' && cost.strength === 'textbook') {
				expect(cost.nodes - cost.backtracks).toBe(cost.rows * cost.cols);
			}
		}
	});

	test('exercise: 248,169 nodes on 6×6 from a1, so 248,133 backtracks', () => {
		says('From a1 on the 6×6 board, the textbook search places 248,169 nodes');
		says('248,169 − 36 = 248,133');
		expect(run(6, 6, 'a1', 'textbook', 1e7)).toEqual({
			status: 'found',
			nodes: 248_169,
			backtracks: 248_133,
		});
	});
});

describe('lesson 03: the search tree', () => {
	test('the bound 2·7^(mn−1) is about 3.8 × 10^20 for 5×5, and exceeds the sum it bounds', () => {
		says('< 2 \\cdot 7^{mn-1}');
		says('about $3.8 \\times 10^{20}$ for the 5×5 board');
		const bound = 2 * 7 ** 24;
		expect(Math.round(bound / 1e19) / 10).toBe(3.8);
		const sum = 1 + (8 * (7 ** 24 - 1)) / 6;
		expect(sum).toBeLessThan(bound);
	});

	test('from b5: 1,829,421 nodes, one for each knight path from b5, and no tour', () => {
		says(
			'From b5 on the 5×5 board it places 1,829,421 nodes, one for each path a knight can trace from b5',
		);
		expect(run(5, 5, 'b5', 'textbook', 1e7)).toMatchObject({
			status: 'impossible',
			nodes: 1_829_421,
		});
		expect(countPaths(board5, parseSquare(board5, 'b5'))).toBe(1_829_421);
	});

	test('exercise: b5 is light, and 5×5 has 13 dark squares and 12 light ones', () => {
		says('The 5×5 board has 13 dark squares and 12 light ones');
		const dark = Array.from({ length: 25 }, (_, s) => s).filter((s) => isDark(board5, s));
		expect(dark).toHaveLength(13);
		expect(isDark(board5, parseSquare(board5, 'b5'))).toBe(false);
		expect(isDark(board5, parseSquare(board5, 'a1'))).toBe(true);
		says('it has to try all 1,829,421 paths');
	});
});

describe('lesson 03: the work by board and by start square', () => {
	test.each([
		['8,840 nodes on 5×5', 5, 5, 8840],
		['248,169 on 6×6', 6, 6, 248_169],
		['7,151,179 on 7×7', 7, 7, 7_151_179],
		['and 8,250,733 on 8×8', 8, 8, 8_250_733],
		['The 5×6 board, with 30 squares, costs 41,963,273 nodes', 5, 6, 41_963_273],
	])('states "%s"', (quote, rows, cols, nodes) => {
		says(quote);
		expect(run(rows, cols, 'a1', 'textbook', SIZE_BUDGET)).toMatchObject({
			status: 'found',
			nodes,
		});
	});

	test('5×6 costs about five times as much as 8×8', () => {
		says('about five times as much as the 8×8 board with 64');
		const ratio =
			run(5, 6, 'a1', 'textbook', SIZE_BUDGET).nodes /
			run(8, 8, 'a1', 'textbook', SIZE_BUDGET).nodes;
		expect(Math.round(ratio)).toBe(5);
	});

	test('no tour within 10,000,000 nodes on 9×9, 10×10, 11×11 and 12×12', () => {
		says('on 9×9, 10×10, 11×11 and 12×12 the search does not find a tour within 10,000,000 nodes');
		for (const n of [9, 10, 11, 12]) {
			expect(run(n, n, 'a1', 'textbook', 10_000_000).status).toBe('gave-up');
		}
	});

	test('the corners of 5×5 cost 41, 288, 8,840 and 14,009 nodes', () => {
		says('from a5 the search needs 41 nodes, from e5 288, from a1 8,840 and from e1 14,009');
		const nodes = ['a5', 'e5', 'a1', 'e1'].map((s) => run(5, 5, s, 'textbook', 1e7).nodes);
		expect(nodes).toEqual([41, 288, 8840, 14_009]);
	});

	test('no tour from the 12 light squares, proved in 1,028,893 or 1,829,421 nodes', () => {
		says(
			'From the 12 light squares no tour starts, and the search spends 1,028,893 or 1,829,421 nodes proving it',
		);
		const impossible = START_COSTS.textbook.flatMap((cost, s) =>
			cost.status === 'impossible' ? [{ s, nodes: cost.nodes }] : [],
		);
		expect(impossible).toHaveLength(12);
		expect(impossible.every(({ s }) => !isDark(board5, s))).toBe(true);
		expect(new Set(impossible.map((i) => i.nodes))).toEqual(new Set([1_028_893, 1_829_421]));
	});

	test('exercise: only a5 and e5 give a tour within 1,000 nodes', () => {
		says('Only from a5 (41 nodes) and e5 (288 nodes)');
		const quick = START_COSTS.textbook.flatMap((cost, s) =>
			cost.status === 'found' && cost.nodes < 1000 ? [squareName(board5, s)] : [],
		);
		expect(quick).toEqual(['a5', 'e5']);
	});

	test('from some 6×6 squares the textbook search runs out of the map’s budget', () => {
		says('from some of its squares the textbook search runs out of budget');
		expect(run(6, 6, 'a5', 'textbook', START_BUDGET).status).toBe('gave-up');
	});
});

describe('lesson 03: Warnsdorff order and the dead-end cut', () => {
	test('from a1, Warnsdorff order places n² nodes and never backtracks, 5×5 to 63×63', () => {
		says(
			'From the bottom-left corner this order leads straight to a tour, with no backtrack at all',
		);
		says('25 nodes on 5×5, 64 on 8×8, and $n^2$ on every square board from 5×5 to 63×63');
		for (let n = 5; n <= 63; n++) {
			expect(run(n, n, 'corner', 'warnsdorff', 1e6), `${String(n)}×${String(n)}`).toEqual({
				status: 'found',
				nodes: n * n,
				backtracks: 0,
			});
		}
	});

	test('from c1 on 5×5 it needs 1,734 nodes and 1,709 backtracks', () => {
		says('From c1 on 5×5 it needs 1,734 nodes and 1,709 backtracks');
		expect(run(5, 5, 'c1', 'warnsdorff', 1e7)).toEqual({
			status: 'found',
			nodes: 1734,
			backtracks: 1709,
		});
	});

	test('exercise: from b5, Warnsdorff order places exactly as many nodes as the textbook search', () => {
		says('How many does the search with Warnsdorff order place?');
		expect(run(5, 5, 'b5', 'warnsdorff', 1e7)).toEqual(run(5, 5, 'b5', 'textbook', 1e7));
	});

	test('the cut proves b5 hopeless in 6,345 nodes and the centre’s light squares in 43', () => {
		says('down from 1,829,421 nodes to 6,345');
		says('from the four light squares around the centre from 1,028,893 to 43');
		expect(run(5, 5, 'b5', 'cut', 1e7)).toMatchObject({ status: 'impossible', nodes: 6345 });
		for (const name of ['c4', 'b3', 'd3', 'c2']) {
			expect(run(5, 5, name, 'textbook', 1e7).nodes).toBe(1_028_893);
			expect(run(5, 5, name, 'cut', 1e7)).toMatchObject({ status: 'impossible', nodes: 43 });
		}
	});

	test('a refused move costs a node but no backtrack', () => {
		says('so it costs a node but no backtrack');
		// With no tour every square placed is taken back, unless the cut lifted it at once.
		const textbook = run(5, 5, 'b5', 'textbook', 1e7);
		expect(textbook.nodes).toBe(textbook.backtracks);
		const cut = run(5, 5, 'b5', 'cut', 1e7);
		expect(cut).toEqual({ status: 'impossible', nodes: 6345, backtracks: 2701 });
	});

	test('when there is no tour, the order makes no difference, with the cut or without it', () => {
		says('the order makes no difference, with the cut or without it');
		START_COSTS.textbook.forEach((cost, s) => {
			if (cost.status !== 'impossible') return;
			expect(START_COSTS.warnsdorff[s]).toEqual(cost);
			expect(START_COSTS['warnsdorff-cut'][s]).toEqual(START_COSTS.cut[s]);
		});
	});
});

describe('lesson 03: side by side, and the limits', () => {
	const cost = (n: number, strength: Strength): Measurement =>
		run(n, n, 'a1', strength, STRENGTH_BUDGET);

	test('the chart’s budget and boards', () => {
		says('from a1 on square boards from 5×5 to 12×12, with a budget of 10,000,000 nodes');
		expect(STRENGTH_BUDGET).toBe(10_000_000);
		expect(STRENGTH_BOARDS.map(({ rows }) => rows)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
	});

	test('the textbook search gives up from 9×9 on', () => {
		says('The textbook search gives up from 9×9 on');
		for (let n = 5; n <= 12; n++) expect(cost(n, 'textbook').status === 'gave-up').toBe(n >= 9);
	});

	test('the cut alone finds 10×10 in 125 nodes and gives up on 9×9, 11×11 and 12×12', () => {
		says('it finds a 10×10 tour in 125 nodes and gives up on 9×9, 11×11 and 12×12');
		expect(cost(10, 'cut')).toMatchObject({ status: 'found', nodes: 125 });
		for (const n of [9, 11, 12]) expect(cost(n, 'cut').status).toBe('gave-up');
		for (const n of [5, 6, 7, 8]) expect(cost(n, 'cut').status).toBe('found');
	});

	test('Warnsdorff order, with or without the cut, places one node per square', () => {
		says('Warnsdorff order, with or without the cut, places one node per square on every board');
		for (let n = 5; n <= 12; n++) {
			expect(cost(n, 'warnsdorff').nodes).toBe(n * n);
			expect(cost(n, 'warnsdorff-cut').nodes).toBe(n * n);
		}
	});

	test('exercise: from d4 on 6×6, 577,655, 716, 63 and 47 nodes; the fewest with both', () => {
		says(
			'the textbook search places 577,655 nodes, the dead-end cut alone 716, Warnsdorff order 63, and Warnsdorff order with the cut 47',
		);
		const nodes = STRENGTHS.map((s) => run(6, 6, 'd4', s, 1e7).nodes);
		expect(nodes).toEqual([577_655, 716, 63, 47]);
		expect(STRENGTH_NAMES[STRENGTHS[nodes.indexOf(Math.min(...nodes))] as Strength]).toBe(
			'Warnsdorff order + dead-end cut',
		);
	});

	test('64×64 from the corner: Warnsdorff order goes wrong; stuck after 5,000,000 nodes even with the cut', () => {
		says('On the 64×64 board, from the bottom-left corner, Warnsdorff order makes a wrong turn');
		says('even with the cut the search is still stuck after 5,000,000 nodes');
		says('below move 1,000 lie some three thousand more moves');
		expect(run(64, 64, 'corner', 'warnsdorff-cut', 5_000_000).status).toBe('gave-up');
		// A wrong turn: the order alone has to take squares back.
		expect(run(64, 64, 'corner', 'warnsdorff', 100_000).backtracks).toBeGreaterThan(0);
		expect(64 * 64 - 1000).toBeGreaterThan(3000);
		expect(64 * 64 - 1000).toBeLessThan(3500);
	});
});

describe("lesson 03: the wrong choices' explanations", () => {
	const board5 = createBoard(5, 5);

	test('the corner a1 starts tours of the 5×5 board', () => {
		expect(lesson).toContain('the corner a1 starts tours of the 5×5 board');
		const fromA1 = countTours(board5, { closed: false, start: parseSquare(board5, 'a1') });
		expect(fromA1 > 0n).toBe(true);
	});

	test("b5's three moves are a3, c3 and d4", () => {
		expect(lesson).toContain("b5's three moves (a3, c3 and d4)");
		const moves = neighbors(board5, parseSquare(board5, 'b5')).map((s) => squareName(board5, s));
		expect(moves.sort()).toEqual(['a3', 'c3', 'd4']);
	});
});
