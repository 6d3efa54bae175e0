import { describe, expect, test } from 'vitest';
import { createBoard, type Board } from '../../../src/lib/index.ts';
import {
	NEURAL_RULES,
	SINGLE_THRESHOLD,
	neuralNetworkEdges,
	neuralNetworkSteps,
	runNeuralNetwork,
	type NeuralRule,
	type NeuralStep,
} from '../../../src/lib/solvers/takefuji-lee.ts';
import { RULE_NAMES } from '../../../src/components/lessons/takefuji-lee/rule-names.ts';

// The misreadings of the Takefuji–Lee rule, each checked by single updates worked out by hand
// and by how whole runs end. On 3×3 the knight's moves form one ring of 8 squares round the
// centre, which has no move: every ring square has exactly two neurons.

/** Returns every step of a run. */
function stepsOf(board: Board, seed: number, rule: NeuralRule, maxIterations = 1000): NeuralStep[] {
	const stream = neuralNetworkSteps(board, { seed, rule, maxIterations });
	const steps: NeuralStep[] = [];
	for (let next = stream.next(); next.done !== true; next = stream.next()) steps.push(next.value);
	return steps;
}

/** Returns the first seed from 0 whose random start has exactly these outputs. */
function seedWithStart(board: Board, outputs: readonly number[]): number {
	for (let seed = 0; seed < 100_000; seed++) {
		const first = neuralNetworkSteps(board, { seed }).next().value as NeuralStep;
		if (Array.from(first.outputs).every((v, e) => v === outputs[e])) return seed;
	}
	throw new Error('no seed has that start');
}

const ring = createBoard(3, 3);
const allOn = seedWithStart(ring, [1, 1, 1, 1, 1, 1, 1, 1]);
const allOff = seedWithStart(ring, [0, 0, 0, 0, 0, 0, 0, 0]);

describe('neuralNetworkSteps(board, { rule }): one sweep by hand on the 3×3 ring', () => {
	// All eight moves chosen: each square has degree 2, and every neuron is counted in both sums.
	// working: 4 − 2 − 2 = 0. literal: 2 − (1 + 1) = 0, the neuron itself left out.
	// self-once: 4 − (2 + 2 − 1) = +1, the neuron counted once. All three keep every output.
	test.each([
		['working', 0],
		['literal', 0],
		['self-once', 1],
		['synchronous', 0],
	] as const)('all moves chosen, %s: U becomes %i and nothing switches', (rule, u) => {
		const [, first] = stepsOf(ring, allOn, rule, 1);
		expect(Array.from(first?.states ?? [])).toEqual(Array(8).fill(u));
		expect(first?.changed).toBe(0);
	});

	// Without hysteresis V = 1 needs U ≥ 2; U stays 0, so the first neuron updated switches off.
	test('all moves chosen, single-threshold: U stays 0 < 2, so outputs switch off', () => {
		expect(SINGLE_THRESHOLD).toBe(2);
		const [, first] = stepsOf(ring, allOn, 'single-threshold', 1);
		expect(first?.changed).toBeGreaterThan(0);
	});

	// No move chosen, all updated at once from the same outputs: 4 − 0 − 0 = 4 > 3, all switch on.
	// The literal rule gives 2 − 0 = 2, not above 3: nothing switches.
	test.each([
		['synchronous', 4, 8],
		['literal', 2, 0],
	] as const)('no move chosen, %s: U becomes %i everywhere', (rule, u, on) => {
		const [, first] = stepsOf(ring, allOff, rule, 1);
		expect(Array.from(first?.states ?? [])).toEqual(Array(8).fill(u));
		expect(first?.changed).toBe(on);
	});
});

describe('runNeuralNetwork(board, { rule }): how the misreadings fail on 8×8', () => {
	const board = createBoard(8, 8);
	const { from, to } = neuralNetworkEdges(board);
	const seeds = Array.from({ length: 30 }, (_, i) => i);

	// A silent move whose two squares each have one chosen move gets 2 − 1 − 1 = 0 from the
	// literal rule: between two sweeps that change nothing, its U does not move, so it never fires.
	test('literal: a silent move between two degree-1 squares never switches on', () => {
		for (const seed of seeds) {
			const steps = stepsOf(board, seed, 'literal');
			const [before, last] = steps.slice(-2) as [NeuralStep, NeuralStep];
			let found = 0;
			for (let e = 0; e < from.length; e++) {
				const ends = [last.degrees[from[e] as number], last.degrees[to[e] as number]];
				if (last.outputs[e] === 0 && ends[0] === 1 && ends[1] === 1) {
					found++;
					expect(last.states[e]).toBe(before.states[e]);
				}
			}
			expect(found).toBeGreaterThan(0);
		}
	});

	// self-once: a chosen move at a square of degree 3 whose other end has degree 2 gets
	// 4 − 3 − 2 + 1 = 0, so the extra move is never dropped: the network freezes with degree 3.
	test('self-once: freezes with squares of degree 3', () => {
		for (const seed of seeds) {
			const steps = stepsOf(board, seed, 'self-once');
			const last = steps.at(-1) as NeuralStep;
			expect(last.changed).toBe(0);
			expect(Array.from(last.degrees).some((d) => d === 3)).toBe(true);
			expect(runNeuralNetwork(board, { seed, rule: 'self-once' }).ending).toBe('stuck');
		}
	});

	// With one fixed order and no hysteresis, about half the runs (C notes: 50%) cycle for ever.
	test('single-threshold with a fixed order: many runs never settle; a fresh order settles them', () => {
		const fixed = seeds.map(
			(seed) =>
				runNeuralNetwork(board, {
					seed,
					rule: 'single-threshold',
					shuffle: 'once',
					maxIterations: 500,
				}).ending,
		);
		const limit = fixed.filter((ending) => ending === 'limit').length;
		expect(limit).toBeGreaterThanOrEqual(6);
		expect(limit).toBeLessThanOrEqual(24);
		for (const seed of seeds) {
			expect(runNeuralNetwork(board, { seed, rule: 'single-threshold' }).ending).toBe('two-factor');
		}
	});

	test('the run of a settled single-threshold network is a true fixed point', () => {
		const steps = stepsOf(board, 3, 'single-threshold');
		const last = steps.at(-1) as NeuralStep;
		expect(Array.from(last.degrees).every((d) => d === 2)).toBe(true);
		for (let e = 0; e < from.length; e++) {
			expect(last.outputs[e]).toBe((last.states[e] as number) >= SINGLE_THRESHOLD ? 1 : 0);
		}
	});
});

describe('RULE_NAMES', () => {
	test('names every rule of NEURAL_RULES', () => {
		expect(Object.keys(RULE_NAMES).sort()).toEqual([...NEURAL_RULES].sort());
	});
});
