/**
 * Worker job for the estimate of the lesson "How many tours?": Cancela and
 * Mordecki's random Warnsdorff walks (`estimateToursSteps`) on a whole board,
 * estimating directed open tours (every Hamiltonian path, both ways round),
 * with the running estimate kept at 10, 20, 50, 100, … walks for the chart.
 */
import {
	estimateToursSteps,
	isEstimateCheckpoint,
	type EstimateProgress,
	type TourEstimate,
} from '../../../lib/counting/estimate.ts';
import { boardFromSpec } from '../../../workers/job-helpers.ts';
import type { JobRegistry } from '../../../workers/protocol.ts';

/** The most walks one run takes: 8×8 runs about 200,000 a second in Node. */
export const MAX_WALKS = 10_000_000;

/** Input of the 'estimate-tours' job. */
export interface EstimateInput {
	rows: number;
	cols: number;
	/** Random walks to run. */
	samples: number;
	seed: number;
}

/** The estimate after some walks. */
export interface EstimatePoint {
	samples: number;
	estimate: number;
	standardError: number;
}

/** The estimate, with the running estimate at 10, 20, 50, … walks and at the end. */
export interface EstimateRun extends TourEstimate {
	rows: number;
	cols: number;
	seed: number;
	points: EstimatePoint[];
}

/** Runs the walks, passing on every report and keeping those at the chart's checkpoints. */
export function* estimateJob(input: EstimateInput): Generator<EstimateProgress, EstimateRun, void> {
	const board = boardFromSpec({ rows: input.rows, cols: input.cols });
	if (!Number.isInteger(input.samples) || input.samples < 1 || input.samples > MAX_WALKS) {
		throw new RangeError(
			`Walks must be a whole number from 1 to ${MAX_WALKS.toLocaleString('en-GB')}.`,
		);
	}
	const points: EstimatePoint[] = [];
	const steps = estimateToursSteps(board, {
		samples: input.samples,
		seed: input.seed,
		directed: true,
	});
	for (;;) {
		const next = steps.next();
		if (next.done === true) {
			const result = next.value;
			points.push({ ...result });
			return { ...result, rows: input.rows, cols: input.cols, seed: input.seed, points };
		}
		if (isEstimateCheckpoint(next.value.counters.samples)) points.push({ ...next.value.counters });
		yield next.value;
	}
}

/** Runs the walks at once (for the page's build and for tests). */
export function estimateRun(input: EstimateInput): EstimateRun {
	const steps = estimateJob(input);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/** The jobs this file adds to the solver worker. */
export const estimateJobs = {
	'estimate-tours': estimateJob,
} satisfies JobRegistry;
