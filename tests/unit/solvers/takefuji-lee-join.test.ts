import { describe, expect, test } from 'vitest';
import {
	createBoard,
	isLeap,
	joinCycles,
	runNeuralNetwork,
	verifyTour,
	type Board,
	type Square,
} from '../../../src/lib/index.ts';
import { neuralNetworkExperiment } from '../../../src/lib/solvers/takefuji-lee.ts';
import { expectValidTour } from './helpers.ts';

/** Returns the undirected moves of cycles as sorted "a-b" strings. */
function movesOf(cycles: readonly (readonly Square[])[]): string[] {
	return cycles
		.flatMap((cycle) =>
			cycle.map((s, i) => {
				const t = cycle[(i + 1) % cycle.length] as Square;
				return `${String(Math.min(s, t))}-${String(Math.max(s, t))}`;
			}),
		)
		.sort();
}

/** Settled runs (several cycles) of the working rule on a board, for seeds 0 … n − 1. */
function settled(board: Board, n: number): Square[][][] {
	return Array.from({ length: n }, (_, seed) => runNeuralNetwork(board, { seed }))
		.filter((r) => r.status === 'cycles')
		.map((r) => r.cycles);
}

describe('joinCycles(board, cycles)', () => {
	// Two 4×4 blocks side by side (a 4×8 board) each hold the 8-square ring of its corner squares'
	// … simpler: the 3×3 ring of the knight and a second ring 3 columns over, on 3×6.
	test('one cycle is a tour already: nothing to join', () => {
		const board = createBoard(3, 3);
		const ringOf3 = [0, 5, 6, 1, 8, 3, 2, 7];
		const result = joinCycles(board, [ringOf3]);
		expect(result).toEqual({ status: 'tour', tour: ringOf3, joins: [] });
	});

	test.each([
		['6×6', createBoard(6, 6)],
		['8×8', createBoard(8, 8)],
		['6×8', createBoard(6, 8)],
		['10×10', createBoard(10, 10)],
	])('%s: each swap removes two moves, adds two leaps, and leaves one cycle fewer', (_, board) => {
		for (const cycles of settled(board, 40)) {
			const result = joinCycles(board, cycles);
			let before = cycles;
			for (const join of result.joins) {
				const [[a, b], [c, d]] = join.removed;
				expect(join.added).toEqual([
					[a, c],
					[b, d],
				]);
				for (const [s, t] of join.added) expect(isLeap(board, s, t)).toBe(true);
				expect(join.cycles).toHaveLength(before.length - 1);
				// The moves after = the moves before, less the two taken out, plus the two put in.
				const key = ([s, t]: [Square, Square]): string =>
					`${String(Math.min(s, t))}-${String(Math.max(s, t))}`;
				const expected = movesOf(before).filter((m) => m !== key([a, b]) && m !== key([c, d]));
				expected.push(key([a, c]), key([b, d]));
				expect(movesOf(join.cycles)).toEqual(expected.sort());
				before = join.cycles;
			}
			if (result.status === 'tour') {
				expectValidTour(board, result.tour, { closed: true });
				expect(result.joins).toHaveLength(cycles.length - 1);
			} else {
				expect(result.cycles.length).toBeGreaterThan(1);
			}
		}
	});

	// 4×n has 2-factors but no closed tour (Schwenk), so joining must always get stuck there.
	test('4×6: the cycles can never be joined into a tour', () => {
		const board = createBoard(4, 6);
		const all = settled(board, 40);
		expect(all.length).toBeGreaterThan(0);
		for (const cycles of all) {
			const result = joinCycles(board, cycles);
			expect(result.status).toBe('stuck');
			if (result.status === 'stuck') {
				expect(verifyTour(board, result.cycles[0] ?? [], { closed: true }).ok).toBe(false);
			}
		}
	});

	test('rejects cycles that share a square or make a move that is no leap', () => {
		const board = createBoard(3, 3);
		expect(() =>
			joinCycles(board, [
				[0, 5, 6, 1, 8, 3, 2, 7],
				[0, 5, 6],
			]),
		).toThrow(/two cycles/);
		expect(() => joinCycles(board, [[0, 1, 2]])).toThrow(/no leap/);
	});
});

describe('neuralNetworkExperiment(options).joined', () => {
	// An independent tally: each run by runNeuralNetwork, its cycles by joinCycles.
	test('counts the runs whose cycles join into one tour, seed by seed', () => {
		const board = createBoard(8, 8);
		let joined = 0;
		for (let seed = 0; seed < 60; seed++) {
			const run = runNeuralNetwork(board, { seed });
			if (run.status === 'tour') joined++;
			else if (run.status === 'cycles' && joinCycles(board, run.cycles).status === 'tour') joined++;
		}
		const [row] = neuralNetworkExperiment({ sizes: [[8, 8]], seeds: 60 });
		expect(row?.joined).toBe(joined);
	});
});
