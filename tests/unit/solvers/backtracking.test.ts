import { describe, expect, test } from 'vitest';
import {
	backtrackingSearch,
	createBoard,
	createRandom,
	finish,
	parseSquare,
	verifyTour,
	type Board,
	type SearchOptions,
} from '../../../src/lib/index.ts';
import { bruteForcePaths } from './helpers.ts';

/** Counts every tour the search lists. */
function countAll(board: Board, options: SearchOptions): number {
	let n = 0;
	for (const step of backtrackingSearch(board, { maxNodes: 1e9, ...options, all: true })) {
		if (step.kind === 'found') n++;
	}
	return n;
}

const variants: [string, SearchOptions][] = [
	['textbook', {}],
	['Warnsdorff order', { order: 'warnsdorff' }],
	['Warnsdorff order with the dead-end cut', { order: 'warnsdorff', deadEndCut: true }],
	['fixed order with the dead-end cut', { deadEndCut: true }],
];

describe('backtrackingSearch(board, options)', () => {
	// 5×5: 1,728 directed open tours in all (OEIS A165134), 304 from each corner
	// (research notes, exhaustive count). Pruning must not lose a single tour.
	test.each(variants)('%s: 304 open tours of 5×5 from a corner', (_, options) => {
		const board = createBoard(5, 5);
		expect(countAll(board, { ...options, start: parseSquare(board, 'a1') })).toBe(304);
	});

	test.each(variants.slice(2))('%s: 1,728 open tours of 5×5 in all', (_, options) => {
		expect(countAll(createBoard(5, 5), options)).toBe(1728);
	});

	test('6×6 has 9,862 closed tours: 19,724 directed ones from a fixed start (OEIS A001230)', () => {
		const board = createBoard(6, 6);
		const options: SearchOptions = { closed: true, order: 'warnsdorff', deadEndCut: true };
		expect(countAll(board, { ...options, start: 0 })).toBe(2 * 9862);
	});

	test('finds a closed tour of 8×8 at once with the pruned search', () => {
		const board = createBoard(8, 8);
		const result = finish(
			backtrackingSearch(board, { closed: true, order: 'warnsdorff', deadEndCut: true, start: 0 }),
		);
		expect(result.status).toBe('found');
		if (result.status === 'found')
			expect(verifyTour(board, result.tour, { closed: true })).toEqual({ ok: true });
		expect(result.stats.nodes).toBeLessThan(1000);
	});

	test('proves 3×4, 3×6 and 3×8 have no closed tour by exhausting the search', () => {
		for (const cols of [4, 6, 8]) {
			const result = finish(
				backtrackingSearch(createBoard(3, cols), { closed: true, deadEndCut: true }),
			);
			expect(result.status).toBe('impossible');
			if (result.status === 'impossible') expect(result.reason).toMatch(/^Exhaustive search/);
		}
	});

	test('gives up, proving nothing, when the node budget runs out', () => {
		const result = finish(backtrackingSearch(createBoard(8, 8), { start: 0, maxNodes: 1000 }));
		expect(result.status).toBe('gave-up');
		expect(result.stats.nodes).toBe(1000);
		if (result.status === 'gave-up') expect(result.reason).toContain('proves nothing either way');
	});

	test('honours a fixed end and move constraints', () => {
		const board = createBoard(6, 6);
		const fixed = new Map([
			[36, parseSquare(board, 'f5')],
			[11, parseSquare(board, 'c3')],
		]);
		const result = finish(
			backtrackingSearch(board, {
				start: parseSquare(board, 'a1'),
				fixed,
				order: 'warnsdorff',
				deadEndCut: true,
			}),
		);
		expect(result.status).toBe('found');
		if (result.status !== 'found') return;
		expect(verifyTour(board, result.tour)).toEqual({ ok: true });
		expect(result.tour[0]).toBe(parseSquare(board, 'a1'));
		expect(result.tour[10]).toBe(parseSquare(board, 'c3'));
		expect(result.tour[35]).toBe(parseSquare(board, 'f5'));
	});

	test('the step stream replays to the same tour as the tight loop', () => {
		const board = createBoard(5, 5);
		const options: SearchOptions = { start: 12 };
		const path: number[] = [];
		let visits = 0;
		let retreats = 0;
		const steps = backtrackingSearch(board, { ...options, emit: true });
		let next = steps.next();
		while (next.done !== true) {
			const step = next.value;
			if (step.kind === 'visit') {
				expect(step.depth).toBe(path.length + 1);
				path.push(step.square);
				visits++;
			} else if (step.kind === 'retreat') {
				expect(path.pop()).toBe(step.square);
				retreats++;
			}
			next = steps.next();
		}
		const quiet = finish(backtrackingSearch(board, options));
		expect(next.value).toEqual(quiet);
		if (quiet.status === 'found') expect(path).toEqual([...quiet.tour]);
		expect(visits).toBe(quiet.stats.nodes);
		expect(retreats).toBe(quiet.stats.backtracks);
	});

	test('Warnsdorff order yields each choice with its candidates and their onward counts', () => {
		const board = createBoard(6, 6);
		const steps = [...backtrackingSearch(board, { start: 0, order: 'warnsdorff', emit: true })];
		const choice = steps.find((s) => s.kind === 'candidates');
		expect(choice).toMatchObject({ kind: 'candidates', from: 0, depth: 2 });
		if (choice?.kind === 'candidates') {
			const counts = choice.candidates.map((c) => c.onward);
			expect(counts).toEqual([...counts].sort((a, b) => a - b));
			expect(choice.chosen).toBe(choice.candidates[0]?.square);
		}
	});

	test('the same random tie-breaks give the same search', () => {
		const board = createBoard(7, 7);
		const run = (seed: number) =>
			finish(
				backtrackingSearch(board, {
					start: 0,
					order: 'warnsdorff',
					deadEndCut: true,
					random: createRandom(seed),
				}),
			);
		expect(run(3)).toEqual(run(3));
	});

	test('random irregular boards agree with an independent brute force', () => {
		const random = createRandom(2026);
		for (let trial = 0; trial < 40; trial++) {
			const rows = 3 + Math.floor(random() * 2);
			const cols = 4 + Math.floor(random() * 2);
			const holes = new Set<number>();
			const holeCount = Math.floor(random() * 4);
			while (holes.size < holeCount) holes.add(Math.floor(random() * rows * cols));
			const board = createBoard(rows, cols, { holes });
			for (const closed of [false, true]) {
				const expected = bruteForcePaths(board, closed);
				const counted = countAll(board, { closed, order: 'warnsdorff', deadEndCut: true });
				expect(
					counted,
					`${String(rows)}×${String(cols)} holes ${[...holes].join(',')} closed ${String(closed)}`,
				).toBe(expected);
			}
		}
	});
});
