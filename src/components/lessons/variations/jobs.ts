/**
 * Worker jobs for the Variations lesson's widgets: the every-start ×
 * every-end study of a whole board. (The holed-board widget runs the
 * registry's own 'find-tour' job.) The page runs `endPairs` itself when it is
 * built, for the matrix's first paint.
 */
import { endPairSteps, type EndPairs } from '../../../lib/end-pairs.ts';
import { boardFromSpec } from '../../../workers/job-helpers.ts';
import type { BoardSpec, JobEvent, JobRegistry } from '../../../workers/protocol.ts';

/** Input of the 'variations-end-pairs' job: a whole board for the knight. */
export interface EndPairsInput {
	board: BoardSpec;
	/** Positions one pair's search may place before the pair is left undecided. */
	maxNodes?: number;
}

/** Runs the study, reporting the share of pairs decided and the positions searched. */
export function* endPairsJob(input: EndPairsInput): Generator<JobEvent, EndPairs, void> {
	const board = boardFromSpec(input.board);
	const steps = endPairSteps(
		board,
		input.maxNodes === undefined ? {} : { maxNodes: input.maxNodes },
	);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		yield {
			kind: 'progress',
			fraction: next.value.fraction,
			counters: { positions: next.value.nodes },
		};
	}
}

export const variationsJobs = {
	'variations-end-pairs': endPairsJob,
} satisfies JobRegistry;
