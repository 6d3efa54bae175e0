/** Shared types of the tour counters. */

/** A report from a long count, so a worker can show progress or stop pulling steps. */
export interface CountProgress {
	kind: 'progress';
	/** How much of the work is done, from 0 to 1 (an estimate for searches). */
	fraction: number;
	/** Method-specific figures, e.g. the frontier's number of states or the search's positions. */
	counters?: Record<string, number>;
}
