/** Shared types of the tour counters. */

/** A report from a long count, so a worker can show progress or stop pulling steps. */
export interface CountProgress {
	kind: 'progress';
	/** How much of the work is done, from 0 to 1 (an estimate for searches). */
	fraction: number;
	/** Method-specific figures, e.g. the frontier's number of states or the search's positions. */
	counters?: Record<string, number>;
	/** Now and then, what a long count can resume from (see split-sweep.ts); the caller may keep it. */
	checkpoint?: SplitCheckpoint;
	/**
	 * Counting by class with the groups' sides kept by the caller: the groups whose sides the count
	 * asks for next, in order, once per request (split-sweep.ts, the `sides` option).
	 */
	load?: number[];
}

/**
 * A side of a split count, swept and read (split-sweep.ts): by state, its degrees on the cut (two
 * bits a square), the pairing of its path ends (four bits an end), and its count.
 */
export interface SavedSide {
	keys: Uint32Array;
	lo: Int32Array;
	hi: Int32Array;
	counts: Float64Array;
	/** The counts as `bigint`s when some do not fit in a double exactly; else null. */
	bigCounts: bigint[] | null;
}

/**
 * What a split count can resume from. A count yields its sides once they are swept, then how far
 * its join has got now and then; a caller keeps the sides and the latest join, and passes them back
 * as one checkpoint to resume.
 */
export interface SplitCheckpoint {
	/** Which count it belongs to (board, holes, leaper, closed or open, format); others refuse it. */
	count: string;
	/** Both sides; `right` is null when it is the left side's mirror image. */
	sides?: { left: SavedSide; right: SavedSide | null };
	/** The join's progress: right entries done, and the sum and statistics so far. */
	join?: { at: number; sum: string; pairs: number; steps: number };
	/**
	 * Counting by class (`byClass`): groups' sides from group `first` on. A count yields each
	 * group's side once swept; a caller passes back all it kept, from group 0, or, when it hands
	 * them back one by one (the `sides` option), none, with `first` the number swept.
	 */
	groups?: { first: number; sides: SavedSide[] };
	/** Counting by class: the groups joined so far, and the sum and statistics of their joins. */
	joined?: { groups: number; sum: string; pairs: number; steps: number };
}

/**
 * Counting by class (split-sweep.ts), the share of the progress fraction given to the sweeps (group
 * `g` of `n` is swept from `share · g / n` to `share · (g + 1) / n`); the joins take the rest alike.
 */
export const CLASS_SWEEP_SHARE = 0.6;
