/**
 * A second thread for the heaviest parts of a split count at the middle line (split-sweep.ts), on
 * machines that have one: the side's sweep, in classes of states that never meet
 * (`sideSweepSteps`); grouping the left side's states for the join (`groupSide`); a share of the
 * entries (`middleEntries`); and stretches of the join itself (join-stretch.ts). The count hands a part to the helper as plain data, does the
 * other part itself, and then waits for the helper's result, still yielding progress, so that a
 * synchronous count can use it.
 *
 * The library stays free of any one thread API: a `CountHelper` is made by the caller (Node's
 * worker_threads in scripts/count-helper.ts), and the helper thread calls `runHelperTask`
 * (helper-task.ts).
 */
import type { Board } from '../board.ts';
import type { Layout } from './frontier.ts';
import type { JoinSides } from './join-stretch.ts';
import type { EntriesSpec } from './middle-line.ts';
import type { EntrySpec, Groups, SortedEntries } from './split-sweep.ts';
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
	  }
	| {
			/** The left side's first `size` states, to group by their degrees for the join. */
			kind: 'group';
			side: SavedSide;
			size: number;
	  }
	| {
			/** Right states of a cut between two lines, to make entries of for the join. */
			kind: 'join-entries';
			side: SavedSide;
			spec: EntrySpec;
	  }
	| {
			/** A stretch of the join's entries with their left groups (see `stretchOf`), to join. */
			kind: 'join';
			sides: JoinSides;
	  };

/** What a helper thread sends back. */
export type HelperResult =
	| { kind: 'sweep'; states: DenseStates }
	| { kind: 'entries'; entries: SavedSide }
	| { kind: 'group'; groups: Groups; side: SavedSide }
	| { kind: 'join-entries'; entries: SortedEntries }
	| { kind: 'join'; sum: string; pairs: number; steps: number }
	| { kind: 'error'; message: string };

/**
 * Another thread that runs parts of a count: the tasks one after another in the order they were
 * started, their results given back in that order.
 */
export interface CountHelper {
	/** Starts `task` in the other thread; `transfer` lists buffers it may take instead of copying. */
	start(task: HelperTask, transfer: ArrayBuffer[]): void;
	/** Gives the next task's result once it is done, waiting at most `ms` for it; else undefined. */
	take(ms: number): HelperResult | undefined;
	/** Ends the tasks under way, if any (the count was stopped). */
	stop(): void;
}

/** How often a count waiting for its helper reports progress, in ms. */
const WAIT_NEWS = 100;

/** A count's tasks on its helper, each waited for by the number `start` gave it. */
export class HelperQueue {
	private readonly helper: CountHelper;
	private started = 0;
	private taken = 0;
	/** Results taken while waiting for another task's. */
	private readonly early = new Map<number, HelperResult>();

	constructor(helper: CountHelper) {
		this.helper = helper;
	}

	/** Starts `task` (see `CountHelper.start`); returns its number. */
	start(task: HelperTask, transfer: ArrayBuffer[]): number {
		this.helper.start(task, transfer);
		return this.started++;
	}

	/**
	 * Waits for task `id`'s result, yielding `news()` every tenth of a second; throws the helper's
	 * error, or an error if the result is not of `kind`.
	 */
	*wait<K extends HelperTask['kind']>(
		id: number,
		kind: K,
		news: () => CountProgress,
	): Generator<CountProgress, Extract<HelperResult, { kind: K }>> {
		while (!this.early.has(id)) {
			const result = this.helper.take(WAIT_NEWS);
			if (result === undefined) yield news();
			else this.early.set(this.taken++, result);
		}
		return this.result(id, kind);
	}

	/** Task `id`'s result if it is in, without waiting (see `wait`); else undefined. */
	ready<K extends HelperTask['kind']>(
		id: number,
		kind: K,
	): Extract<HelperResult, { kind: K }> | undefined {
		while (!this.early.has(id)) {
			const result = this.helper.take(0);
			if (result === undefined) return undefined;
			this.early.set(this.taken++, result);
		}
		return this.result(id, kind);
	}

	private result<K extends HelperTask['kind']>(
		id: number,
		kind: K,
	): Extract<HelperResult, { kind: K }> {
		const result = this.early.get(id) as HelperResult;
		this.early.delete(id);
		if (result.kind === 'error') throw new Error(`The helper thread failed: ${result.message}`);
		if (result.kind !== kind)
			throw new Error(`The helper thread sent ${result.kind}, not ${kind}.`);
		return result as Extract<HelperResult, { kind: K }>;
	}

	/** Ends every task under way. */
	stop(): void {
		this.helper.stop();
	}
}

/** Every buffer under `states`, for handing them over without a copy. */
export function buffersOf(states: DenseStates): ArrayBuffer[] {
	return [states.ints.buffer as ArrayBuffer];
}

/** The buffers of a side's arrays, for handing them over without a copy. */
export function sideBuffers(side: SavedSide): ArrayBuffer[] {
	const { keys, lo, hi, counts } = side;
	return [keys, lo, hi, counts].map((array) => array.buffer as ArrayBuffer);
}
