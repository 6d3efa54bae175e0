/**
 * Counts a board's closed tours by class (split-sweep.ts) in the page's worker, keeping the count
 * in IndexedDB (chessboard-store.ts) as it goes: each group's side once swept, and how many groups
 * are joined. Run again after a reload, it resumes from what was saved; the sides are read back
 * only when a join asks for them, so memory holds a few groups at a time, not all.
 */
import { createBoard } from '../../../lib/board.ts';
import { splitCountSteps } from '../../../lib/counting/split-sweep.ts';
import type { CountProgress, SavedSide, SplitCheckpoint } from '../../../lib/counting/types.ts';
import {
	forgetRun,
	freshRun,
	readRun,
	readSide,
	saveRun,
	sideBytes,
	type SavedRun,
} from './chessboard-store.ts';

/** What the page hears while the count runs. */
export interface ChessboardNews {
	/** The library's fraction of the count done (by groups, not by time: see chessboard-estimate.ts). */
	fraction: number;
	/** The group being swept or joined. */
	group: number;
	/** States alive in the group's sweep, or in its left side while joined. */
	states: number;
	/** The record as last saved. */
	run: SavedRun;
	/** Time counted since the last save, in ms (lost if the page closes before the next). */
	unsavedMs: number;
}

/** What a count needs from its surroundings. */
export interface ChessboardRunOptions {
	db: IDBDatabase;
	rows: number;
	cols: number;
	/** Hears the progress, every `newsMs` at most. */
	news: (news: ChessboardNews) => void;
	/** A clock in ms. */
	now: () => number;
	newsMs?: number;
	/** Stops (returning the record saved) after this many saves: a stand-in for a closed tab. */
	stopAfter?: number;
	/**
	 * Lets other work in after each news (the worker's messages: a pause); then, if `stop` says so,
	 * the count stops, returning the record last saved (the piece under way is lost, as on a reload).
	 */
	breathe?: () => Promise<void>;
	stop?: () => boolean;
}

/** The name a board's count is saved under. */
export function boardName(rows: number, cols: number): string {
	return `${String(rows)}×${String(cols)}`;
}

/** What to resume from, as the library takes it, or undefined for a fresh count. */
function resumeFrom(run: SavedRun): SplitCheckpoint | undefined {
	if (run.count === '') return undefined;
	return {
		count: run.count,
		groups: { first: run.swept, sides: [] },
		...(run.joined === null ? {} : { joined: run.joined }),
	};
}

/**
 * Counts `rows`×`cols`'s closed tours, resuming from what `db` holds; returns the record with its
 * result (or, with `stopAfter`, the record last saved). A finished count's sides are deleted.
 */
export async function countChessboard(options: ChessboardRunOptions): Promise<SavedRun> {
	const { db, rows, cols, news, now } = options;
	const newsMs = options.newsMs ?? 100;
	const board = boardName(rows, cols);
	let run = (await readRun(db, board)) ?? freshRun(board);
	if (run.result !== null) return run;
	// The groups the next join asks for, each with the requests it still has to answer: a side is let
	// go at its last, once the count has made its own copy (memory holds a join's groups, no more).
	const loaded = new Map<number, { side: SavedSide; asks: number }>();
	const resume = resumeFrom(run);
	const steps = splitCountSteps(createBoard(rows, cols), {
		byClass: true,
		...(resume === undefined ? {} : { resume }),
		sides: (g) => {
			const entry = loaded.get(g);
			if (entry === undefined) throw new Error(`Group ${String(g)} was asked for unannounced.`);
			if (--entry.asks === 0) loaded.delete(g);
			return entry.side;
		},
	});
	let since = now();
	let lastNews = -Infinity;
	let saves = 0;
	for (;;) {
		let next: IteratorResult<CountProgress, bigint>;
		try {
			next = steps.next();
		} catch (error) {
			// A count saved by an older form of the checkpoints (or of another board) is refused.
			if (!(error instanceof RangeError) || !/another count/.test(error.message)) throw error;
			await forgetRun(db, board);
			throw new Error(
				'The count saved in this browser was made by an earlier version of this page and cannot be resumed, so it has been deleted: count again to start afresh.',
				{ cause: error },
			);
		}
		if (next.done === true) {
			const finished = { ...run, activeMs: run.activeMs + now() - since };
			run = { ...finished, result: String(next.value), bytes: 0 };
			await forgetRun(db, board, run);
			return run;
		}
		const { checkpoint, load, counters, fraction } = next.value;
		if (load !== undefined) {
			loaded.clear();
			for (const g of load) {
				const entry = loaded.get(g);
				if (entry !== undefined) entry.asks++;
				else loaded.set(g, { side: await readSide(db, board, g), asks: 1 });
			}
		}
		if (checkpoint !== undefined) {
			const t = now();
			const side = checkpoint.groups?.sides[0];
			const group = checkpoint.groups?.first ?? 0;
			const sweepMs = [...run.sweepMs];
			const joinMs = [...run.joinMs];
			if (side !== undefined) sweepMs[group] = t - since;
			if (checkpoint.joined !== undefined) joinMs[checkpoint.joined.groups - 1] = t - since;
			run = {
				...run,
				count: checkpoint.count,
				swept: side === undefined ? run.swept : group + 1,
				joined: checkpoint.joined ?? run.joined,
				activeMs: run.activeMs + t - since,
				sweepMs,
				joinMs,
				bytes: run.bytes + (side === undefined ? 0 : sideBytes(side)),
			};
			since = t;
			await saveRun(db, run, side === undefined ? undefined : { group, side });
			if (++saves === options.stopAfter) return run;
		}
		const t = now();
		if (t - lastNews >= newsMs) {
			lastNews = t;
			news({
				fraction,
				group: counters?.['group'] ?? 0,
				states: counters?.['states'] ?? 0,
				run,
				unsavedMs: t - since,
			});
			await options.breathe?.();
			if (options.stop?.() === true) return run;
		}
	}
}
