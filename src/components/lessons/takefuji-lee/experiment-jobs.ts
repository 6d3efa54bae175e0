/**
 * The worker job of the network lesson's experiment: the Takefuji–Lee network
 * run for many seeds on square boards of several sizes, with progress after
 * every run (the worker host posts it at most five times a second) and Cancel
 * between runs. The lesson page runs the same function when it is built.
 */
import { finish } from '../../../lib/solvers/types.ts';
import {
	NEURAL_RULES,
	neuralNetworkExperimentSteps,
	type NeuralExperimentRow,
	type NeuralRule,
	type NeuralShuffle,
} from '../../../lib/solvers/takefuji-lee.ts';
import type { JobEvent, JobRegistry } from '../../../workers/protocol.ts';

/** Smallest and largest side the experiment takes. */
export const EXPERIMENT_MIN_SIDE = 3;
export const EXPERIMENT_MAX_SIDE = 30;
/** Most seeds per size: 30×30 runs take tens of milliseconds each. */
export const EXPERIMENT_MAX_SEEDS = 5000;

/** Input of the 'takefuji-lee-experiment' job. */
export interface ExperimentInput {
	/** Sides of the square boards, each from 3 to 30. */
	sides: number[];
	/** Seeds 0 … seeds − 1 on every board. */
	seeds: number;
	rule: NeuralRule;
	shuffle: NeuralShuffle;
	/** Sweep limit of each run. Default: 1000. */
	maxIterations?: number;
}

/** Throws a message a reader can act on unless the input is one the experiment takes. */
export function checkExperimentInput(input: ExperimentInput): void {
	const { sides, seeds } = input;
	if (!Array.isArray(sides) || sides.length < 1 || sides.length > 28) {
		throw new RangeError('Choose from 1 to 28 board sizes.');
	}
	for (const side of sides) {
		if (!Number.isInteger(side) || side < EXPERIMENT_MIN_SIDE || side > EXPERIMENT_MAX_SIDE) {
			throw new RangeError(
				`A side must be a whole number from ${String(EXPERIMENT_MIN_SIDE)} to ${String(EXPERIMENT_MAX_SIDE)}; got ${String(side)}.`,
			);
		}
	}
	if (!Number.isInteger(seeds) || seeds < 1 || seeds > EXPERIMENT_MAX_SEEDS) {
		throw new RangeError(
			`Seeds must be a whole number from 1 to ${String(EXPERIMENT_MAX_SEEDS)}; got ${String(seeds)}.`,
		);
	}
	if (!NEURAL_RULES.includes(input.rule)) throw new RangeError('Unknown rule.');
}

/** Runs the experiment, yielding the share of runs done and the count after each run. */
export function* experimentJob(
	input: ExperimentInput,
): Generator<JobEvent, NeuralExperimentRow[], void> {
	checkExperimentInput(input);
	const runs = neuralNetworkExperimentSteps({
		sizes: input.sides.map((side) => [side, side] as const),
		seeds: input.seeds,
		rule: input.rule,
		shuffle: input.shuffle,
		...(input.maxIterations === undefined ? {} : { maxIterations: input.maxIterations }),
	});
	for (;;) {
		const next = runs.next();
		if (next.done === true) return next.value;
		const { done, total } = next.value;
		yield { kind: 'progress', fraction: done / total, counters: { runs: done } };
	}
}

/** Runs the experiment at once (for the page's build and the tests). */
export function runExperiment(input: ExperimentInput): NeuralExperimentRow[] {
	return finish(experimentJob(input));
}

export const takefujiLeeExperimentJobs = {
	'takefuji-lee-experiment': experimentJob,
} satisfies JobRegistry;
