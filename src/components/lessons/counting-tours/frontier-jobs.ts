/**
 * Worker job for the frontier figure of the lesson "How many tours?": the
 * readable sweep of `frontier-trace.ts` on a board the reader chooses, which
 * takes up to a second or so on 4×5 open paths.
 */
import { traceFrontierSteps, type FrontierTrace } from '../../../lib/counting/frontier-trace.ts';
import type { CountProgress } from '../../../lib/counting/types.ts';
import { frontierBoard } from './frontier-boards.ts';
import type { JobRegistry } from '../../../workers/protocol.ts';

/** Input of the 'frontier-trace' job: the board's sides and whether tours are closed. */
export interface FrontierTraceInput {
	rows: number;
	cols: number;
	closed: boolean;
}

/** Sweeps the board, reporting after each square. */
export function* frontierTraceJob(
	input: FrontierTraceInput,
): Generator<CountProgress, FrontierTrace, void> {
	return yield* traceFrontierSteps(frontierBoard(input.rows, input.cols), {
		closed: input.closed,
	});
}

/** The jobs this file adds to the solver worker. */
export const frontierJobs = {
	'frontier-trace': frontierTraceJob,
} satisfies JobRegistry;
