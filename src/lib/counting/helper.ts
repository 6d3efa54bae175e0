/**
 * A second thread for the split count's two heaviest parts (split-sweep.ts), on machines that have
 * one: the middle line's sweep, in two classes of states that never meet (`sideSweepSteps`), and
 * the middle line's entries, in two halves of the right side's states (`middleEntries`). The count
 * hands a part to the helper as plain data, does the other part itself, and then waits for the
 * helper's result, still yielding progress, so that a synchronous count can use it.
 *
 * The library stays free of any one thread API: a `CountHelper` is made by the caller (Node's
 * worker_threads in scripts/count-helper.ts), and the helper thread calls `runHelperTask`
 * (helper-task.ts).
 */
import type { Board } from '../board.ts';
import type { Layout } from './frontier.ts';
import type { EntriesSpec } from './middle-line.ts';
import type { DenseStates } from './state-table.ts';
import type { CountProgress, SavedSide } from './types.ts';

/** Work handed to a helper thread. */
export type HelperTask =
	| {
			kind: 'sweep';
			/** The board and side layout of a side sweep (`sideSweepSteps`), and its layers from `from` on. */
			board: Board;
			layout: Layout;
			from: number;
			/** The states of layer `from` the helper sweeps. */
			states: DenseStates;
	  }
	| {
			kind: 'entries';
			spec: EntriesSpec;
			/** The right states whose entries the helper builds. */
			states: DenseStates;
	  };

/** What a helper thread sends back. */
export type HelperResult =
	| { kind: 'sweep'; states: DenseStates }
	| { kind: 'entries'; entries: SavedSide }
	| { kind: 'error'; message: string };

/** Another thread that runs a part of a count, one task at a time. */
export interface CountHelper {
	/** Starts `task` in the other thread; `transfer` lists buffers it may take instead of copying. */
	start(task: HelperTask, transfer: ArrayBuffer[]): void;
	/** Gives the task's result once it is done, waiting at most `ms` for it; else undefined. */
	take(ms: number): HelperResult | undefined;
	/** Ends the task under way, if any (the count was stopped). */
	stop(): void;
}

/** How often a count waiting for its helper reports progress, in ms. */
const WAIT_NEWS = 100;

/**
 * Waits for the helper's result, yielding `news()` every tenth of a second; throws the helper's
 * error, or an error of `kind`'s if the result is of another kind.
 */
export function* awaitHelper<K extends 'sweep' | 'entries'>(
	helper: CountHelper,
	kind: K,
	news: () => CountProgress,
): Generator<CountProgress, Extract<HelperResult, { kind: K }>> {
	for (;;) {
		const result = helper.take(WAIT_NEWS);
		if (result === undefined) {
			yield news();
			continue;
		}
		if (result.kind === 'error') throw new Error(`The helper thread failed: ${result.message}`);
		if (result.kind !== kind)
			throw new Error(`The helper thread sent ${result.kind}, not ${kind}.`);
		return result as Extract<HelperResult, { kind: K }>;
	}
}

/** Every buffer under `states`, for handing them over without a copy. */
export function buffersOf(states: DenseStates): ArrayBuffer[] {
	return [states.ints.buffer as ArrayBuffer];
}
