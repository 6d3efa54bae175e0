/**
 * A student's work log played back on the step player: the path the moves, undos and clears leave
 * after each entry, the hints asked for, the solution shown, and a sentence about the entry — with
 * the time it happened. Pure TypeScript, no DOM.
 */
import { squareName, type Board, type Square } from '../../lib/board.ts';
import type { WorkEntry } from '../../lib/classroom/index.ts';
import type { StepViewSpec } from '../player/player.svelte.ts';

/** The board after some entries of a work log. */
export interface ReplayView {
	/** The squares laid so far, in order. */
	path: Square[];
	hints: number;
	undos: number;
	solutionShown: boolean;
	/** The last entry applied, or null before the first. */
	last: WorkEntry | null;
	/** The square the last entry took away (an undo), or null. */
	removed: Square | null;
	/** How many squares the last entry cleared (a clear), or 0. */
	cleared: number;
}

/** Returns the view before any entry. */
export function createReplayView(): ReplayView {
	return {
		path: [],
		hints: 0,
		undos: 0,
		solutionShown: false,
		last: null,
		removed: null,
		cleared: 0,
	};
}

/** Applies one entry to the view, in place. */
export function applyWork(view: ReplayView, entry: WorkEntry): void {
	view.last = entry;
	view.removed = null;
	view.cleared = 0;
	switch (entry.action) {
		case 'move':
			if (entry.square !== undefined) view.path.push(entry.square);
			return;
		case 'undo':
			view.removed = view.path.pop() ?? null;
			view.undos++;
			return;
		case 'clear':
			view.cleared = view.path.length;
			view.path = [];
			return;
		case 'hint':
			view.hints++;
			return;
		case 'solution':
			view.solutionShown = true;
			return;
	}
}

/** The view spec the step player takes for a work log. */
export const replayViewSpec: StepViewSpec<WorkEntry, ReplayView> = {
	create: createReplayView,
	apply: applyWork,
};

/** A fresh stream of a log's entries (the step player replays it for Step back). */
export function* workStream(entries: readonly WorkEntry[]): Generator<WorkEntry, null, void> {
	yield* entries;
	return null;
}

/** Marks hints, the solution and clears on the timeline. */
export function workMarker(entry: WorkEntry): string | null {
	if (entry.action === 'hint') return 'hint';
	if (entry.action === 'solution') return 'solution shown';
	return entry.action === 'clear' ? 'board cleared' : null;
}

/** A time since the task was opened: "0:07", "12:30", "1:02:03". */
export function clock(ms: number): string {
	const total = Math.floor(ms / 1000);
	const h = Math.floor(total / 3600);
	const m = Math.floor((total % 3600) / 60);
	const s = String(total % 60).padStart(2, '0');
	return h > 0 ? `${String(h)}:${String(m).padStart(2, '0')}:${s}` : `${String(m)}:${s}`;
}

/** Describes the last entry: "0:12 — move 5: c3.", "0:40 — undo: took back move 5 (c3)." */
export function describeWork(board: Board, view: ReplayView): string {
	const entry = view.last;
	if (entry === null) return 'The task as the student first saw it.';
	const at = `${clock(entry.ms)} —`;
	const name = (square: Square): string =>
		square < board.size ? squareName(board, square) : `square ${String(square)}`;
	switch (entry.action) {
		case 'move':
			return `${at} move ${String(view.path.length)}: ${name(entry.square ?? 0)}.`;
		case 'undo':
			return view.removed === null
				? `${at} undo, with nothing to take back.`
				: `${at} undo: took back move ${String(view.path.length + 1)} (${name(view.removed)}).`;
		case 'clear':
			return `${at} cleared the board (${String(view.cleared)} squares).`;
		case 'hint':
			return `${at} asked for a hint (hint ${String(view.hints)}).`;
		case 'solution':
			return `${at} showed the solution.`;
	}
}
