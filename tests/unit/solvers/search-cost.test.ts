import { describe, expect, test } from 'vitest';
import {
	backtrackingSearch,
	createBoard,
	finish,
	parseSquare,
	verifyTour,
} from '../../../src/lib/index.ts';
import {
	STRENGTHS,
	cornerSquare,
	isStrength,
	measure,
	measureBoards,
	measureSearch,
	measureStarts,
	searchSteps,
	strengthOptions,
	type CostProgress,
	type Strength,
} from '../../../src/lib/solvers/search-cost.ts';
import type { TourStep } from '../../../src/lib/solvers/types.ts';

/** Runs a generator to the end, keeping what it yielded. */
function drain<Y, R>(steps: Generator<Y, R, void>): { yielded: Y[]; result: R } {
	const yielded: Y[] = [];
	for (;;) {
		const next = steps.next();
		if (next.done === true) return { yielded, result: next.value };
		yielded.push(next.value);
	}
}

describe('strengthOptions(strength)', () => {
	test.each([
		['textbook', { order: 'fixed', deadEndCut: false }],
		['cut', { order: 'fixed', deadEndCut: true }],
		['warnsdorff', { order: 'warnsdorff', deadEndCut: false }],
		['warnsdorff-cut', { order: 'warnsdorff', deadEndCut: true }],
	] as const)('%s', (strength, options) => {
		expect(strengthOptions(strength)).toEqual(options);
	});

	test('isStrength accepts the four strengths and nothing else', () => {
		expect(STRENGTHS.every(isStrength)).toBe(true);
		expect(['', 'Textbook', 'warnsdorf', 3, null].some(isStrength)).toBe(false);
	});
});

describe('measure(board, start, strength, maxNodes)', () => {
	const board = createBoard(5, 5);

	test.each(STRENGTHS)('%s: the stats of backtrackingSearch with the same options', (strength) => {
		for (const name of ['a1', 'c1', 'b5']) {
			const start = parseSquare(board, name);
			const library = finish(
				backtrackingSearch(board, { start, ...strengthOptions(strength), maxNodes: 1e7 }),
			);
			expect(measure(board, start, strength, 1e7)).toEqual({
				status: library.status,
				nodes: library.stats.nodes,
				backtracks: library.stats.backtracks,
			});
		}
	});

	test('a search that runs out of budget gives up at exactly the budget', () => {
		expect(measure(board, parseSquare(board, 'b5'), 'textbook', 1000)).toMatchObject({
			status: 'gave-up',
			nodes: 1000,
		});
	});

	test.each([0, -1, 1.5, Number.NaN])('a budget of %d is refused with a RangeError', (budget) => {
		expect(() => measure(board, 0, 'textbook', budget)).toThrow(
			/^measure: maxNodes must be a whole number ≥ 1, got /,
		);
	});

	test('measureSearch yields the nodes so far, rising, every 32,768 nodes', () => {
		const { yielded, result } = drain(
			measureSearch(board, parseSquare(board, 'b5'), 'textbook', 1e7),
		);
		expect(result.nodes).toBe(1_829_421);
		expect(yielded).toEqual(Array.from(yielded, (_, i) => (i + 1) * 32_768));
		expect(yielded.length).toBe(Math.floor(1_829_421 / 32_768));
	});
});

describe('searchSteps(board, start, strength, maxNodes)', () => {
	const board = createBoard(5, 5);

	test('textbook: one visit per node, one retreat per backtrack, and the same result', () => {
		const start = parseSquare(board, 'a1');
		const { yielded, result } = drain(searchSteps(board, start, 'textbook', 1e7));
		const count = (kind: TourStep['kind']): number =>
			yielded.filter((step) => step.kind === kind).length;
		expect(count('visit')).toBe(8840);
		expect(count('retreat')).toBe(8815);
		expect(yielded.length).toBe(8840 + 8815);
		expect(result.status).toBe('found');
		if (result.status === 'found') expect(verifyTour(board, result.tour)).toEqual({ ok: true });
	});

	test('Warnsdorff order also yields the candidates it weighs', () => {
		const { yielded } = drain(searchSteps(board, parseSquare(board, 'a1'), 'warnsdorff', 1e7));
		expect(yielded.filter((step) => step.kind === 'candidates').length).toBe(24);
	});

	test('the dead-end cut yields no step for the squares it refuses', () => {
		const { yielded, result } = drain(
			searchSteps(board, parseSquare(board, 'b5'), 'warnsdorff-cut', 1e7),
		);
		const visits = yielded.filter((step) => step.kind === 'visit').length;
		expect(result.status).toBe('impossible');
		expect(result.stats.nodes).toBe(6345);
		expect(visits).toBeLessThan(result.stats.nodes);
		expect(visits).toBe(result.stats.backtracks);
	});
});

describe('measureBoards(sizes, strengths, maxNodes)', () => {
	test('measures from a1 on every board in every strength, boards in the outer loop', () => {
		const sizes = [
			{ rows: 3, cols: 4 },
			{ rows: 5, cols: 5 },
		];
		const strengths: Strength[] = ['textbook', 'warnsdorff'];
		const { yielded, result } = drain(measureBoards(sizes, strengths, 1e6));
		expect(result.map((cost) => [cost.rows, cost.cols, cost.strength])).toEqual([
			[3, 4, 'textbook'],
			[3, 4, 'warnsdorff'],
			[5, 5, 'textbook'],
			[5, 5, 'warnsdorff'],
		]);
		for (const cost of result) {
			const board = createBoard(cost.rows, cost.cols);
			expect(cost).toMatchObject(measure(board, cornerSquare(board), cost.strength, 1e6));
		}
		const fractions = yielded.map((p: CostProgress) => p.fraction);
		expect(fractions.at(-1)).toBe(1);
		expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
		const total = result.reduce((sum, cost) => sum + cost.nodes, 0);
		expect(yielded.at(-1)?.counters.nodes).toBe(total);
	});

	test('cornerSquare is a1, the bottom-left square', () => {
		const board = createBoard(6, 7);
		expect(cornerSquare(board)).toBe(parseSquare(board, 'a1'));
	});
});

describe('measureStarts(board, strength, maxNodes)', () => {
	test('measures every square in order and leaves holes out', () => {
		const board = createBoard(3, 4, { holes: [5] });
		const { result } = drain(measureStarts(board, 'textbook', 1e6));
		expect(result).toHaveLength(12);
		expect(result[5]).toBeNull();
		result.forEach((cost, square) => {
			if (cost !== null) expect(cost).toEqual(measure(board, square, 'textbook', 1e6));
		});
	});
});
