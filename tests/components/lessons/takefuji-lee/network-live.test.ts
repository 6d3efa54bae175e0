import { flushSync } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import NetworkLive from '../../../../src/components/lessons/takefuji-lee/NetworkLive.svelte';
import { NetworkLiveState } from '../../../../src/components/lessons/takefuji-lee/network-live-state.svelte.ts';
import { NetworkRun } from '../../../../src/components/lessons/takefuji-lee/network-run.svelte.ts';
import {
	countNetwork,
	cycleOfSquares,
	describeEnding,
	moveName,
	movesAt,
	neuronFacts,
	nextOutput,
	nextState,
	stateSums,
} from '../../../../src/components/lessons/takefuji-lee/network-view.ts';
import {
	cyclePath,
	movesPath,
} from '../../../../src/components/lessons/takefuji-lee/network-paths.ts';
import { describeNeuron } from '../../../../src/components/lessons/takefuji-lee/neuron-text.ts';
import { RULE_NAMES } from '../../../../src/components/lessons/takefuji-lee/rule-names.ts';
import type { Scheduler } from '../../../../src/components/player/player.svelte.ts';
import {
	NEURAL_RULES,
	createBoard,
	neuralNetworkEdges,
	neuralNetworkSteps,
	parseSquare,
	runNeuralNetwork,
	squareName,
	type NeuralRule,
	type NeuralStep,
} from '../../../../src/lib/index.ts';

/** A clock that never moves, so a seek finishes in one call; frames never come. */
const still: Scheduler = { frame: () => 0, cancel: () => undefined, now: () => 0 };

describe('rule names', () => {
	test('every rule of the library has a menu label and a summary', () => {
		for (const rule of NEURAL_RULES) {
			expect(RULE_NAMES[rule].label.length).toBeGreaterThan(0);
			expect(RULE_NAMES[rule].summary).toMatch(/\.$/);
		}
	});
});

describe('nextState(rule, u, v, a, b)', () => {
	test.each(['working', 'literal'] as const)(
		'predicts the library under the %s rule wherever no other move at the two squares switched',
		(rule: NeuralRule) => {
			const board = createBoard(6, 6);
			const edges = neuralNetworkEdges(board);
			let checked = 0;
			let before: NeuralStep | null = null;
			for (const after of neuralNetworkSteps(board, { seed: 3, rule, maxIterations: 30 })) {
				if (before !== null) {
					for (let e = 0; e < edges.from.length; e++) {
						const ends = [edges.from[e] as number, edges.to[e] as number];
						const quiet = ends.every((s) =>
							movesAt(edges, s).every((f) => f === e || before?.outputs[f] === after.outputs[f]),
						);
						if (!quiet) continue;
						const facts = neuronFacts(edges, before, e, rule);
						expect(facts.nextU).toBe(after.states[e]);
						expect(facts.nextV).toBe(after.outputs[e]);
						checked++;
					}
				}
				before = after;
			}
			expect(checked).toBeGreaterThan(100);
		},
	);

	test('hysteresis: on above 3, off below 0, unchanged from 0 to 3', () => {
		expect([4, -1, 0, 3].map((u) => nextOutput(u, 0))).toEqual([1, 0, 0, 0]);
		expect([4, -1, 0, 3].map((u) => nextOutput(u, 1))).toEqual([1, 0, 1, 1]);
		expect(nextState('working', 3, 0, 2, 1)).toBe(4);
	});
});

describe('network view helpers', () => {
	test('counters, cycles, sums and move names of the start of a run', () => {
		const board = createBoard(5, 6);
		const start = neuralNetworkSteps(board, { seed: 2 }).next().value as NeuralStep;
		const edges = neuralNetworkEdges(board);
		const on = Array.from(start.outputs).filter((v) => v === 1).length;
		expect(countNetwork(start)).toMatchObject({ sweep: 0, movesOn: on, changed: 0 });
		const degreeSum = Array.from(start.degrees).reduce((a, b) => a + b, 0);
		expect(degreeSum).toBe(2 * on);
		const sums = stateSums(board, edges, start);
		expect(sums.flat()).toEqual(new Array<number>(30).fill(0));
		const a1 = parseSquare(board, 'a1');
		expect(movesAt(edges, a1).map((e) => moveName(board, edges, e, a1))).toEqual([
			'a1–b3',
			'a1–c2',
		]);
		const cycleOf = cycleOfSquares(board, [[0, 13]]);
		expect([cycleOf[0], cycleOf[13], cycleOf[1]]).toEqual([0, 0, -1]);
	});

	test('the ending in words: one tour, N cycles, no convergence', () => {
		const board = createBoard(8, 8);
		expect(describeEnding(runNeuralNetwork(board, { seed: 32 }), board, 0)).toBe(
			'Settled after 19 sweeps into one tour: a single closed cycle through all 64 squares.',
		);
		expect(describeEnding(runNeuralNetwork(board, { seed: 1 }), board, 0)).toMatch(
			/^Settled after 19 sweeps into 2 cycles \(of \d+, \d+ squares\)/,
		);
		const five = createBoard(5, 5);
		expect(describeEnding(runNeuralNetwork(five, { seed: 1 }), five, 2)).toBe(
			'No convergence after 1,000 sweeps: 2 squares still lack exactly two active moves, and the run stops at its limit.',
		);
		const stuck = runNeuralNetwork(board, { seed: 1, rule: 'literal' });
		expect(stuck.ending).toBe('stuck');
		expect(describeEnding(stuck, board, 4)).toMatch(
			/^No convergence after \d+ sweeps: no output can change again/,
		);
	});

	test('a neuron in words, with the sum spelled out', () => {
		const board = createBoard(8, 8);
		const edges = neuralNetworkEdges(board);
		const start = neuralNetworkSteps(board, { seed: 32 }).next().value as NeuralStep;
		const f2 = parseSquare(board, 'f2');
		const e = movesAt(edges, f2).find((m) => moveName(board, edges, m, f2) === 'f2–h1') as number;
		expect(describeNeuron(board, neuronFacts(edges, start, e, 'working', f2))).toBe(
			'f2–h1 is on (V = 1) with U = 0. Active moves at f2: 3, at h1: 2 (this move counted at both). Updated now, it would get U = 0 + 4 − 3 − 2 = −1 and switch off.',
		);
	});
});

describe('movesPath and cyclePath', () => {
	test('one segment per active move, one closed path per cycle', () => {
		const board = createBoard(3, 4);
		const edges = neuralNetworkEdges(board);
		const centre = (s: number) => ({ cx: s % 4, cy: Math.floor(s / 4) });
		const all = movesPath(centre, edges, null);
		expect(all.match(/M/g)?.length).toBe(edges.from.length);
		const outputs = new Uint8Array(edges.from.length);
		outputs[0] = 1;
		const [a, b] = [edges.from[0] as number, edges.to[0] as number];
		expect(movesPath(centre, edges, outputs)).toBe(
			`M${String(a % 4)} ${String(Math.floor(a / 4))}L${String(b % 4)} ${String(Math.floor(b / 4))}`,
		);
		expect(cyclePath(centre, [0, 6, 11])).toBe('M0 0L2 1L3 2Z');
	});
});

describe('NetworkRun', () => {
	test('Step back returns the exact counters of the sweep before; the end tells the outcome', () => {
		const board = createBoard(8, 8);
		const run = new NetworkRun({ board, seed: 32, rule: 'working', at: 'start', scheduler: still });
		expect(run.counters.sweep).toBe(0);
		expect(run.sentence).toMatch(/^The start: every U is 0/);
		run.player.seek(3);
		flushSync();
		const third = { ...run.counters };
		const states = Array.from(run.step.states);
		run.player.step();
		flushSync();
		expect(run.counters.sweep).toBe(4);
		run.player.stepBack();
		flushSync();
		expect(run.counters).toEqual(third);
		expect(Array.from(run.step.states)).toEqual(states);
		run.player.skipToEnd();
		flushSync();
		expect(run.result?.status).toBe('tour');
		expect(run.sentence).toBe(
			'Settled after 19 sweeps into one tour: a single closed cycle through all 64 squares.',
		);
		expect(run.cycleOf?.every((k) => k === 0)).toBe(true);
		run.player.destroy();
	});
});

describe('NetworkLiveState', () => {
	test('bad sizes and seeds get a message and keep the last good setup', () => {
		const live = new NetworkLiveState({ rows: 8, cols: 8, seed: 32, rule: 'working' });
		live.type('rows', '13');
		expect(live.rows.ok ? '' : live.rows.message).toBe(
			'Rows must be a whole number from 3 to 12; 13 is out of range.',
		);
		expect(live.board.rows).toBe(8);
		live.type('rows', '4');
		live.type('cols', '6');
		expect([live.board.rows, live.board.cols]).toEqual([4, 6]);
		live.typeSeed('x');
		expect(live.seed.ok).toBe(false);
		expect(live.seedValue).toBe(32);
		live.chooseRule('nonsense');
		expect(live.rule).toBe('working');
		live.chooseRule('literal');
		expect(live.rule).toBe('literal');
	});
});

describe('NetworkLive (server render)', () => {
	test('the static HTML shows the start: counters, a sentence and the moves of a1', () => {
		const { body } = render(NetworkLive, { props: { rows: 8, cols: 8, seed: 32 } });
		expect(body).toContain('Sweep 0');
		expect(body).toContain('The start: every U is 0');
		expect(body).toContain('a1–b3');
		expect(body).toContain(`aria-label="${squareName(createBoard(8, 8), 56)}: `);
	});

	test('a board that never settles, shown at its end, says so with its degrees and sums', () => {
		const { body } = render(NetworkLive, {
			props: { rows: 5, cols: 5, seed: 1, at: 'end', showDegrees: true },
		});
		expect(body).toContain('No convergence after 1,000 sweeps');
		expect(body).toContain("U added up over each square's moves, sweep 1000");
	});
});
