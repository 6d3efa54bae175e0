/**
 * The runs the lesson's text quotes, in one place, so that the page's build
 * and the lesson's tests compute the same numbers: the experiment shown when
 * the page loads, and each misreading's rates over many seeds on 8×8.
 */
import {
	neuralNetworkExperiment,
	type NeuralExperimentRow,
} from '../../../lib/solvers/takefuji-lee.ts';
import type { ExperimentInput } from './experiment-jobs.ts';
import {
	MISREADING_PANELS,
	MISREADING_SWEEPS,
	type MisreadingPanel,
} from './misreading-explain.ts';

/** The seed the misreadings and the join demo start with. */
export const LESSON_SEED = 60;

/** The experiment computed when the page is built (and shown until the reader runs one). */
export const LESSON_EXPERIMENT: ExperimentInput = {
	sides: [6, 8, 10, 12, 14, 16, 18, 20],
	seeds: 200,
	rule: 'working',
	shuffle: 'every-sweep',
};

/** Seeds per misreading in the lesson's comparison on 8×8. */
export const MISREADING_SEEDS = 1000;

/** One misreading's tallies over seeds 0 … 999 on 8×8. */
export interface MisreadingRate {
	panel: MisreadingPanel;
	row: NeuralExperimentRow;
	/** Runs that settled (every square two chosen moves). */
	settled: number;
	/** Runs that froze on something else. */
	stuck: number;
	/** Runs still changing at the sweep limit. */
	limit: number;
}

/** Runs every panel's rule and order for seeds 0 … 999 on 8×8. */
export function misreadingRates(): MisreadingRate[] {
	return MISREADING_PANELS.map((panel) => {
		const [row] = neuralNetworkExperiment({
			sizes: [[8, 8]],
			seeds: MISREADING_SEEDS,
			rule: panel.rule,
			shuffle: panel.shuffle,
			maxIterations: MISREADING_SWEEPS,
		});
		if (row === undefined) throw new Error('no row');
		const settled = row.tours + row.cycles;
		return { panel, row, settled, stuck: row.stuck, limit: row.noConvergence - row.stuck };
	});
}

/** How the no-hysteresis rule fares on 8×8 with a fresh order every sweep, seeds 0 … 999. */
export function singleThresholdFresh(): NeuralExperimentRow {
	const [row] = neuralNetworkExperiment({
		sizes: [[8, 8]],
		seeds: MISREADING_SEEDS,
		rule: 'single-threshold',
		maxIterations: MISREADING_SWEEPS,
	});
	if (row === undefined) throw new Error('no row');
	return row;
}

/** One choice of the oscillation exercise: a misreading, and its 8×8 runs with a fresh order every sweep. */
export interface OscillationChoice {
	label: string;
	settled: number;
	stuck: number;
	limit: number;
}

/**
 * The four misreadings of the rule, each run with a fresh order every sweep
 * (seeds 0 … 999 on 8×8), for the exercise that asks which one oscillates.
 */
export function oscillationChoices(
	rates: readonly MisreadingRate[],
	fresh: NeuralExperimentRow,
): OscillationChoice[] {
	const byId = (id: string): MisreadingRate => {
		const rate = rates.find((r) => r.panel.id === id);
		if (rate === undefined) throw new Error(`no panel ${id}`);
		return rate;
	};
	const choice = (label: string, rate: MisreadingRate): OscillationChoice => ({
		label,
		settled: rate.settled,
		stuck: rate.stuck,
		limit: rate.limit,
	});
	return [
		choice('“+2 − the others”', byId('literal')),
		choice('Neuron counted once', byId('self-once')),
		{
			label: 'No hysteresis',
			settled: fresh.tours + fresh.cycles,
			stuck: fresh.stuck,
			limit: fresh.noConvergence - fresh.stuck,
		},
		choice('All at once', byId('synchronous')),
	];
}
