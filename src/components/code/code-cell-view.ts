/**
 * What a code cell shows for its exercise's entry: a `solve(board)` search is
 * counted in steps and backtracks and replayed on the board; a `sweep(net)`
 * reports no steps, so its cell shows the tests (the moves that differ), the
 * time and the printed output, and no board.
 */
import type { CodeExercise } from '../../lib/code/types.ts';
import { counterTexts } from './code-counters.ts';

/** The function an exercise's program defines. */
export type CellEntry = CodeExercise['entry'];

/** The parts of a cell that depend on its entry. */
export interface CellView {
	/** Whether the board under the results replays the program's visit/unvisit steps. */
	board: boolean;
	/** The counters under the tests, in order. */
	counters: readonly ('Steps' | 'Backtracks' | 'Time')[];
}

const VIEWS: Readonly<Record<CellEntry, CellView>> = {
	solve: { board: true, counters: ['Steps', 'Backtracks', 'Time'] },
	sweep: { board: false, counters: ['Time'] },
};

/** Returns what a cell whose program defines `entry` shows. */
export function cellView(entry: CellEntry): CellView {
	return VIEWS[entry];
}

/** Returns the counters a run shows, as "label: value" lines, in the view's order. */
export function runCounters(
	view: CellView,
	run: { visits: number; unvisits: number; ms: number },
): string[] {
	const [steps, backtracks, time] = counterTexts(run.visits, run.unvisits, run.ms);
	const values = { Steps: steps, Backtracks: backtracks, Time: time };
	return view.counters.map((label) => `${label}: ${values[label]}`);
}
