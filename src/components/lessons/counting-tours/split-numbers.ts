/**
 * The figures lesson 07 quotes for the split sweep ("Two halves, joined"), computed from the
 * library when the page is built: the whole-board sweep's largest layer against the halves'.
 */
import { createBoard } from '../../../lib/board.ts';
import { frontierCountSteps } from '../../../lib/counting/frontier.ts';
import { splitCountSteps, type SplitStats } from '../../../lib/counting/split-sweep.ts';
import { finish } from '../../../lib/solvers/types.ts';

/** What the lesson says about one board. */
export interface SplitNumbers {
	/** Closed tours, by the split sweep. */
	count: bigint;
	/** The most states the whole-board sweep keeps after any square. */
	wholeMax: number;
	/** The closed tours the whole-board sweep counts (the same number, by the other method). */
	wholeCount: bigint;
	/** States each half ends with, the pairs that might fit, and the pairings the join handles. */
	stats: SplitStats;
}

/** Counts the closed tours of `rows`×`cols` both ways and gathers the figures. */
export function splitNumbers(rows: number, cols: number): SplitNumbers {
	const board = createBoard(rows, cols);
	const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
	const count = finish(splitCountSteps(board, { stats }));
	let wholeMax = 0;
	const steps = frontierCountSteps(board, { closed: true });
	for (;;) {
		const next = steps.next();
		if (next.done === true) return { count, wholeMax, wholeCount: next.value, stats };
		wholeMax = Math.max(wholeMax, next.value.counters?.states ?? 0);
	}
}
