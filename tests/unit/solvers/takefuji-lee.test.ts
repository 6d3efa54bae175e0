import { describe, expect, test } from 'vitest';
import {
	createBoard,
	edgeCount,
	finish,
	isHole,
	isLeap,
	squaresToVisit,
	type Board,
	type Square,
} from '../../../src/lib/index.ts';
import { joinCycles } from '../../../src/lib/solvers/join-cycles.ts';
import {
	neuralNetworkEdges,
	neuralNetworkExperiment,
	neuralNetworkSteps,
	runNeuralNetwork,
	type NeuralNetworkOptions,
	type NeuralNetworkResult,
	type NeuralStep,
} from '../../../src/lib/solvers/takefuji-lee.ts';
import { expectValidTour } from './helpers.ts';

// Figures quoted below come from /work/shared/research/algorithms.md §4 ("notes"): a separate C
// simulation of the working rule (10,000 runs on 6×6 and 8×8) and Parberry's Tourney code.

/** Asserts that `cycles` are disjoint cycles of leaps that together visit every square once. */
function expectCover(board: Board, cycles: readonly Square[][]): void {
	const seen = new Set<Square>();
	for (const cycle of cycles) {
		// A cycle of leaps on a bipartite graph has even length, at least 4.
		expect(cycle.length).toBeGreaterThanOrEqual(4);
		cycle.forEach((square, i) => {
			expect(isHole(board, square)).toBe(false);
			expect(seen.has(square)).toBe(false);
			seen.add(square);
			const next = cycle[(i + 1) % cycle.length] as Square;
			expect(isLeap(board, square, next), `${String(square)}→${String(next)}`).toBe(true);
		});
	}
	expect(seen.size).toBe(squaresToVisit(board));
}

/** Asserts what every result promises: a closed tour, a cover by cycles, or nothing. */
function expectValidResult(board: Board, result: NeuralNetworkResult): void {
	if (result.status === 'tour') {
		expect(result.cycles).toHaveLength(1);
		expectValidTour(board, result.cycles[0] as Square[], { closed: true });
	} else if (result.status === 'cycles') {
		expect(result.cycles.length).toBeGreaterThan(1);
		expectCover(board, result.cycles);
	} else {
		expect(result.cycles).toEqual([]);
	}
	expect(result.ending === 'two-factor').toBe(result.status !== 'no-convergence');
}

/** Runs the step stream to the end and returns its steps and result. */
function collect(
	board: Board,
	options: NeuralNetworkOptions,
): { steps: NeuralStep[]; result: NeuralNetworkResult } {
	const stream = neuralNetworkSteps(board, options);
	const steps: NeuralStep[] = [];
	for (;;) {
		const next = stream.next();
		if (next.done === true) return { steps, result: next.value };
		steps.push(next.value);
	}
}

/** Counts the firing neurons at each square, from the outputs alone. */
function degreesOf(board: Board, outputs: Uint8Array): Uint8Array {
	const { from, to } = neuralNetworkEdges(board);
	const degrees = new Uint8Array(board.size);
	outputs.forEach((v, e) => {
		if (v === 1) {
			(degrees[from[e] as number] as number)++;
			(degrees[to[e] as number] as number)++;
		}
	});
	return degrees;
}

/** Returns a set of moves as sorted "a-b" strings, from cycles. */
function movesOfCycles(cycles: readonly Square[][]): string[] {
	const moves = cycles.flatMap((cycle) =>
		cycle.map((s, i) => {
			const t = cycle[(i + 1) % cycle.length] as Square;
			return `${String(Math.min(s, t))}-${String(Math.max(s, t))}`;
		}),
	);
	return moves.sort();
}

/** Returns the firing neurons of a step as sorted "a-b" strings. */
function movesOfOutputs(board: Board, outputs: Uint8Array): string[] {
	const { from, to } = neuralNetworkEdges(board);
	const moves: string[] = [];
	outputs.forEach((v, e) => {
		if (v === 1) moves.push(`${String(from[e])}-${String(to[e])}`);
	});
	return moves.sort();
}

const seeds = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

// Boards with a 2-factor: squares, a rectangle, a ring round a 2×2 hole, cut corners, and 4×5,
// which has 2-factors but (Schwenk: no closed tour on 4×n) no tour.
const BOARDS: [string, Board][] = [
	['6×6', createBoard(6, 6)],
	['8×8', createBoard(8, 8)],
	['6×8', createBoard(6, 8)],
	['8×8 without d4, e4, d5, e5', createBoard(8, 8, { holes: [27, 28, 35, 36] })],
	['6×6 without its corners', createBoard(6, 6, { holes: [0, 5, 30, 35] })],
	['4×5', createBoard(4, 5)],
];

describe('neuralNetworkEdges(board)', () => {
	test.each([
		[6, 6],
		[8, 8],
		[5, 9],
		[3, 4],
	])('one neuron per move of the %i×%i knight graph (4mn − 6(m + n) + 8)', (m, n) => {
		const board = createBoard(m, n);
		const { from, to, offsets, incident } = neuralNetworkEdges(board);
		expect(from.length).toBe(4 * m * n - 6 * (m + n) + 8);
		expect(from.length).toBe(edgeCount(board));
		from.forEach((a, e) => {
			const b = to[e] as number;
			expect(a).toBeLessThan(b);
			expect(isLeap(board, a, b)).toBe(true);
		});
		// Each square's slice lists exactly the neurons touching it.
		for (let s = 0; s < board.size; s++) {
			const mine = Array.from(incident.subarray(offsets[s], offsets[s + 1]));
			const expected = seeds(from.length).filter((e) => from[e] === s || to[e] === s);
			expect(mine).toEqual(expected);
		}
	});

	test('8×8 has 168 neurons (notes: 168 knight moves)', () => {
		expect(neuralNetworkEdges(createBoard(8, 8)).from.length).toBe(168);
	});

	test('holes take their moves with them', () => {
		const board = createBoard(8, 8, { holes: [27, 28, 35, 36] });
		const { from, to } = neuralNetworkEdges(board);
		expect(from.length).toBe(edgeCount(board));
		for (const s of [...from, ...to]) expect(isHole(board, s)).toBe(false);
	});
});

describe('runNeuralNetwork(board, options)', () => {
	test.each(BOARDS)('every result on %s is a closed tour or a cover by cycles', (_, board) => {
		let tours = 0;
		for (const seed of seeds(40)) {
			const result = runNeuralNetwork(board, { seed });
			expectValidResult(board, result);
			if (result.status === 'tour') tours++;
		}
		if (board.rows === 4) expect(tours).toBe(0);
	});

	test.each(BOARDS.filter(([, board]) => board.rows > 4))('%s yields closed tours', (_, board) => {
		// Every one of these boards gave ≥ 20% tours over 1000 seeds; 0 of 40 would be a bug.
		const tours = seeds(40).filter((seed) => runNeuralNetwork(board, { seed }).status === 'tour');
		expect(tours.length).toBeGreaterThan(0);
	});

	test('4×5 always settles on several cycles: a 2-factor exists, a closed tour does not', () => {
		const board = createBoard(4, 5);
		for (const seed of seeds(50)) {
			expect(runNeuralNetwork(board, { seed }).status).toBe('cycles');
		}
	});

	test('5×5 never converges: its 13 dark and 12 light squares rule out any 2-factor', () => {
		const board = createBoard(5, 5);
		for (const seed of seeds(10)) {
			const result = runNeuralNetwork(board, { seed, maxIterations: 200 });
			expect(result).toMatchObject({ status: 'no-convergence', iterations: 200 });
		}
	});

	test('the same seed gives the same result; other seeds give other results', () => {
		const board = createBoard(8, 8);
		const first = runNeuralNetwork(board, { seed: 7 });
		expect(runNeuralNetwork(board, { seed: 7 })).toEqual(first);
		const others = seeds(5).map((seed) => JSON.stringify(runNeuralNetwork(board, { seed })));
		expect(new Set(others).size).toBe(5);
	});

	test('a 2-factor is a fixed point: the run stops on the first sweep that changes nothing', () => {
		const board = createBoard(6, 6);
		const { steps, result } = collect(board, { seed: 3 });
		const [before, last] = steps.slice(-2) as [NeuralStep, NeuralStep];
		// The sweep before the last reached the 2-factor and changed something; the last changed nothing.
		expect(before.changed).toBeGreaterThan(0);
		expect(before.degrees.every((d) => d === 2)).toBe(true);
		expect(last.changed).toBe(0);
		expect(last.outputs).toEqual(before.outputs);
		expect(result.iterations).toBe(last.sweep);
	});

	// The literal rule adds 2 − Σ V over the *other* neurons at the two squares. A silent move
	// whose squares each already have one chosen move gets 2 − 1 − 1 = 0 and never switches on,
	// while the chosen moves at those path ends get +1 each sweep and never switch off: the
	// network freezes into disjoint paths within a few sweeps (notes: 0 of 2000 runs converge).
	test('the literal rule freezes into paths on 8×8 and never converges', () => {
		const board = createBoard(8, 8);
		const { from, to } = neuralNetworkEdges(board);
		for (const seed of seeds(100)) {
			const { steps, result } = collect(board, { seed, rule: 'literal' });
			expect(result).toMatchObject({ status: 'no-convergence', ending: 'stuck' });
			const { outputs, degrees } = steps.at(-1) as NeuralStep;
			const looseEnds = seeds(from.length).filter(
				(e) =>
					outputs[e] === 0 && degrees[from[e] as number] === 1 && degrees[to[e] as number] === 1,
			);
			expect(looseEnds.length).toBeGreaterThan(0);
		}
	});

	// Updating all neurons at once from the previous outputs, neighbours react to the same
	// shortage together and overshoot: outputs keep flipping (notes: 0.1–0.3% of 8×8 runs settle).
	test('the synchronous rule oscillates on 8×8', () => {
		const board = createBoard(8, 8);
		for (const seed of seeds(40)) {
			const result = runNeuralNetwork(board, { seed, rule: 'synchronous', maxIterations: 300 });
			expect(result).toMatchObject({ status: 'no-convergence', ending: 'limit', iterations: 300 });
		}
		for (const seed of seeds(5)) {
			const { steps } = collect(board, { seed, rule: 'synchronous', maxIterations: 300 });
			for (const step of steps.slice(-20)) expect(step.changed).toBeGreaterThan(0);
		}
	});

	test('the sweep limit ends a run', () => {
		const result = runNeuralNetwork(createBoard(20, 20), { seed: 1, maxIterations: 5 });
		expect(result).toEqual({
			status: 'no-convergence',
			iterations: 5,
			cycles: [],
			ending: 'limit',
		});
	});

	test('a board with no moves freezes at once', () => {
		expect(runNeuralNetwork(createBoard(1, 1), { seed: 0 })).toMatchObject({
			status: 'no-convergence',
			ending: 'stuck',
			iterations: 1,
		});
	});

	test.each([
		[{ seed: 1, maxIterations: 0 }, /options\.maxIterations must be a whole number ≥ 1, got 0/],
		[{ seed: 1, maxIterations: 2.5 }, /got 2.5/],
		[{ seed: Number.NaN }, /seed must be a finite number/],
		[
			{ seed: 1, rule: 'parallel' as 'working' },
			/runNeuralNetwork: options.rule must be one of 'working', 'literal', 'self-once', 'single-threshold', 'synchronous', got "parallel"/,
		],
		[
			{ seed: 1, shuffle: 'never' as 'once' },
			/runNeuralNetwork: options.shuffle must be one of 'every-sweep', 'once', got "never"/,
		],
	])('rejects %j', (options, message) => {
		expect(() => runNeuralNetwork(createBoard(6, 6), options)).toThrow(RangeError);
		expect(() => runNeuralNetwork(createBoard(6, 6), options)).toThrow(message);
	});
});

describe('neuralNetworkSteps(board, options)', () => {
	test.each([
		['6×6 working', createBoard(6, 6), { seed: 11 }],
		['8×8 working', createBoard(8, 8), { seed: 12 }],
		['8×8 shuffled once', createBoard(8, 8), { seed: 13, shuffle: 'once' as const }],
		['8×8 literal', createBoard(8, 8), { seed: 14, rule: 'literal' as const }],
		[
			'8×8 synchronous',
			createBoard(8, 8),
			{ seed: 15, rule: 'synchronous' as const, maxIterations: 50 },
		],
		['6×8 with holes', createBoard(6, 8, { holes: [0, 47] }), { seed: 16 }],
	])('%s: returns what runNeuralNetwork returns', (_, board, options) => {
		const { steps, result } = collect(board, options);
		expect(result).toEqual(runNeuralNetwork(board, options));
		expect(finish(neuralNetworkSteps(board, options))).toEqual(result);
		expect(steps.map((step) => step.sweep)).toEqual(seeds(result.iterations + 1));
	});

	test('the same seed gives the same steps', () => {
		const board = createBoard(8, 8);
		expect(collect(board, { seed: 5 })).toEqual(collect(board, { seed: 5 }));
	});

	test('each step is consistent: degrees from outputs, changes counted, the end is the result', () => {
		const board = createBoard(8, 8);
		for (const seed of seeds(5)) {
			const { steps, result } = collect(board, { seed });
			expect(steps[0]?.changed).toBe(0);
			expect(Array.from(steps[0]?.states ?? [])).toEqual(new Array(168).fill(0));
			for (let i = 0; i < steps.length; i++) {
				const step = steps[i] as NeuralStep;
				expect(step.degrees).toEqual(degreesOf(board, step.outputs));
				if (i === 0) continue;
				const before = (steps[i - 1] as NeuralStep).outputs;
				// Each neuron is updated once a sweep, so it flips at most once.
				expect(step.outputs.filter((v, e) => v !== before[e]).length).toBe(step.changed);
			}
			const last = steps.at(-1) as NeuralStep;
			expect(Array.from(last.degrees).every((d) => d === 2)).toBe(true);
			expect(movesOfOutputs(board, last.outputs)).toEqual(movesOfCycles(result.cycles));
			// Firing neurons never sit below 0, silent ones never above 3.
			last.outputs.forEach((v, e) => {
				const u = last.states[e] as number;
				expect(v === 1 ? u >= 0 : u <= 3).toBe(true);
			});
		}
	});

	test('the start is U = 0 and fair coins for V', () => {
		// 20 seeds × 168 neurons = 3360 coins: half fire, ± 3σ = ± 3·√(0.25/3360) ≈ ± 2.6%.
		const board = createBoard(8, 8);
		let firing = 0;
		for (const seed of seeds(20)) {
			const start = neuralNetworkSteps(board, { seed }).next().value as NeuralStep;
			expect(start.states.every((u) => u === 0)).toBe(true);
			firing += start.outputs.reduce((sum, v) => sum + v, 0);
		}
		expect(firing / 3360).toBeGreaterThan(0.474);
		expect(firing / 3360).toBeLessThan(0.526);
	});

	test('steps are copies the caller may keep', () => {
		const board = createBoard(6, 6);
		const stream = neuralNetworkSteps(board, { seed: 2 });
		const first = stream.next().value as NeuralStep;
		const saved = first.outputs.slice();
		first.outputs.fill(9);
		const second = stream.next().value as NeuralStep;
		expect(second.outputs.every((v) => v === 0 || v === 1)).toBe(true);
		expect(saved.every((v) => v === 0 || v === 1)).toBe(true);
	});
});

describe('neuralNetworkExperiment(options)', () => {
	test('tallies what runNeuralNetwork gives seed by seed', () => {
		const [row] = neuralNetworkExperiment({ sizes: [[6, 6]], seeds: 60 });
		const board = createBoard(6, 6);
		const results = seeds(60).map((seed) => runNeuralNetwork(board, { seed }));
		const sweeps = results
			.filter((r) => r.status !== 'no-convergence')
			.map((r) => r.iterations)
			.sort((a, b) => a - b);
		const counts: number[] = [0];
		for (const r of results) {
			if (r.status === 'no-convergence') continue;
			while (counts.length <= r.cycles.length) counts.push(0);
			counts[r.cycles.length] = (counts[r.cycles.length] as number) + 1;
		}
		expect(row).toEqual({
			rows: 6,
			cols: 6,
			runs: 60,
			tours: results.filter((r) => r.status === 'tour').length,
			cycles: results.filter((r) => r.status === 'cycles').length,
			joined: results.filter(
				(r) =>
					r.status === 'tour' ||
					(r.status === 'cycles' && joinCycles(board, r.cycles).status === 'tour'),
			).length,
			noConvergence: results.filter((r) => r.status === 'no-convergence').length,
			stuck: results.filter((r) => r.ending === 'stuck').length,
			meanIterations: sweeps.reduce((a, b) => a + b, 0) / sweeps.length,
			medianIterations: ((sweeps[29] as number) + (sweeps[30] as number)) / 2,
			cycleCounts: counts,
		});
	});

	test('a count K means the seeds 0 … K − 1', () => {
		const options = { sizes: [[6, 8]] as [number, number][], maxIterations: 300 };
		expect(neuralNetworkExperiment({ ...options, seeds: 25 })).toEqual(
			neuralNetworkExperiment({ ...options, seeds: seeds(25) }),
		);
	});

	test('rejects a bad number of seeds and bad sizes', () => {
		expect(() => neuralNetworkExperiment({ sizes: [[8, 8]], seeds: 0 })).toThrow(RangeError);
		expect(() => neuralNetworkExperiment({ sizes: [[0, 8]], seeds: 1 })).toThrow(RangeError);
	});

	// Rates over 1000 seeds, checked against the notes' 10,000-run simulation with bands of
	// ± 3 binomial standard deviations for 1000 runs, √(p(1 − p)/1000):
	//   8×8 single tours 22.4% → σ = 1.32% → 18.4%–26.4%;  6×6 single tours 28.1% → σ = 1.42% →
	//   23.8%–32.4%;  8×8 converged with the order fixed per run 96.4% → σ = 0.59% → 94.6%–98.2%.
	// The notes' runs fixed one random order per run, as Parberry's code does; drawing a fresh
	// order every sweep (our default) also breaks the ~4% of limit cycles: 20,000 of 20,000
	// runs on 6×6 and 8×8 settled here, so ≥ 99% leaves room for chance yet catches a change of
	// dynamics. Mean sweeps (notes: 56.7 on 8×8, 31.5 on 6×6; per-run σ ≈ 31 and 20) are checked
	// only loosely, since the order rule shifts them by a few sweeps.
	test('8×8: converged and single-tour rates match the notes', () => {
		const [drawn, once] = [
			neuralNetworkExperiment({ sizes: [[8, 8]], seeds: 1000 }),
			neuralNetworkExperiment({ sizes: [[8, 8]], seeds: 1000, shuffle: 'once' }),
		].map((rows) => rows[0]);
		if (drawn === undefined || once === undefined) throw new Error('missing row');
		expect(drawn.tours + drawn.cycles).toBeGreaterThanOrEqual(990);
		expect(drawn.tours).toBeGreaterThanOrEqual(184);
		expect(drawn.tours).toBeLessThanOrEqual(264);
		expect(drawn.meanIterations).toBeGreaterThan(45);
		expect(drawn.meanIterations).toBeLessThan(65);
		expect(once.tours + once.cycles).toBeGreaterThanOrEqual(946);
		expect(once.tours + once.cycles).toBeLessThanOrEqual(982);
		expect(once.stuck).toBe(0);
		expect(once.tours).toBeGreaterThanOrEqual(184);
		expect(once.tours).toBeLessThanOrEqual(264);
	});

	test('6×6: single-tour rate matches the notes', () => {
		const [row] = neuralNetworkExperiment({ sizes: [[6, 6]], seeds: 1000 });
		expect(row?.tours).toBeGreaterThanOrEqual(238);
		expect(row?.tours).toBeLessThanOrEqual(324);
		expect(row?.meanIterations).toBeGreaterThan(25);
		expect(row?.meanIterations).toBeLessThan(38);
	});
});
