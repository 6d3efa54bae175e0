/**
 * The view a tour search's step stream builds, for the step player: the
 * partial tour, the move number on every square, counters, Warnsdorff's last
 * choice, and a sentence about the last step. Pure TypeScript, no DOM.
 */
import { squareName, type Board, type Square } from '../../lib/board.ts';
import type { Candidate, TourStep } from '../../lib/solvers/types.ts';
import type { StepViewSpec } from './player.svelte.ts';

/** The state of a tour search after some of its steps. */
export interface TourView {
	readonly board: Board;
	/** The partial tour: its first `length` entries are the squares in order. */
	readonly path: Int32Array;
	length: number;
	/** Move number by square (1 is the start); 0 for a square not on the partial tour. */
	readonly order: Int32Array;
	/**
	 * 'visit' steps seen. Equals the search's `stats.nodes` for plain open backtracking; the pruned
	 * search and closed tours also count squares placed and refused at once, which yield no step.
	 */
	nodes: number;
	/** 'retreat' steps seen (squares taken back). */
	backtracks: number;
	/** The last list of candidates Warnsdorff's rule weighed, until the search moves back past it. */
	candidates: readonly Candidate[] | null;
	/** The square the rule chose from `candidates` (null: none). */
	chosen: Square | null;
	/** The square the knight was last stuck on, until it moves again. */
	stuck: Square | null;
	/** The last step applied, or null before the first. */
	last: TourStep | null;
}

/** Returns a view of an empty board. */
export function createTourView(board: Board): TourView {
	return {
		board,
		path: new Int32Array(board.size),
		length: 0,
		order: new Int32Array(board.size),
		nodes: 0,
		backtracks: 0,
		candidates: null,
		chosen: null,
		stuck: null,
		last: null,
	};
}

/** Cuts the partial tour back to `length` squares, clearing their move numbers. */
function truncate(view: TourView, length: number): void {
	for (let i = length; i < view.length; i++) view.order[view.path[i] as Square] = 0;
	view.length = Math.min(view.length, length);
}

/** Applies one step of a tour stream to the view, in place. */
export function applyTourStep(view: TourView, step: TourStep): void {
	view.last = step;
	switch (step.kind) {
		case 'visit':
			// A visit at depth d follows d − 1 squares; anything longer was taken back unannounced.
			truncate(view, step.depth - 1);
			view.path[step.depth - 1] = step.square;
			view.order[step.square] = step.depth;
			view.length = step.depth;
			view.nodes++;
			view.stuck = null;
			return;
		case 'retreat':
			truncate(view, step.depth - 1);
			view.backtracks++;
			view.stuck = null;
			// The list was for a deeper move; the search now tries the next square of an older one.
			view.candidates = null;
			view.chosen = null;
			return;
		case 'candidates':
			view.candidates = step.candidates;
			view.chosen = step.chosen;
			return;
		case 'stuck':
			view.stuck = step.square;
			return;
	}
}

/** The view spec the step player takes for tour streams on `board`. */
export function tourViewSpec(board: Board): StepViewSpec<TourStep, TourView> {
	return { create: () => createTourView(board), apply: applyTourStep };
}

/** Says "1 move" or "3 moves" (or another noun). */
function plural(n: number, noun: string): string {
	return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}

/** Describes the last step in algebraic notation: "Move 12: knight to c3". */
export function describeTourStep(view: TourView): string {
	const step = view.last;
	const name = (square: Square): string => squareName(view.board, square);
	if (step === null) return 'No moves yet.';
	switch (step.kind) {
		case 'visit':
			return step.depth === 1
				? `Move 1: knight starts on ${name(step.square)}`
				: `Move ${String(step.depth)}: knight to ${name(step.square)}`;
		case 'retreat':
			return step.depth === 1
				? `Back from ${name(step.square)}: the board is empty`
				: `Back from ${name(step.square)} to move ${String(step.depth - 1)}`;
		case 'candidates': {
			const list = plural(step.candidates.length, 'candidate');
			if (step.chosen === null) {
				return `Warnsdorff: ${step.candidates.length === 0 ? 'no candidates' : list} from ${name(step.from)}`;
			}
			const chosen = step.candidates.find((c) => c.square === step.chosen);
			const onward = chosen === undefined ? '' : ` with ${plural(chosen.onward, 'onward move')}`;
			return `Warnsdorff: ${list} — chose ${name(step.chosen)}${onward}`;
		}
		case 'stuck':
			return `Stuck on ${name(step.square)} after ${plural(step.depth, 'move')}`;
	}
}

/** Joins two sentences, ending the first with a full stop when it has none; '' parts drop out. */
export function joinSentences(first: string, second: string): string {
	if (second === '') return first;
	if (first === '') return second;
	return `${first}${/[.!?…:]$/.test(first) ? '' : '.'} ${second}`;
}

/**
 * Returns a marker function for tour streams: the first retreat after a run
 * of moves is a 'backtrack', a 'stuck' step a 'dead end'. It remembers the
 * previous step, so give each player its own.
 */
export function createTourMarker(): (step: TourStep) => string | null {
	let retreating = false;
	return (step) => {
		if (step.kind === 'stuck') return 'dead end';
		if (step.kind === 'candidates') return null;
		const first = step.kind === 'retreat' && !retreating;
		retreating = step.kind === 'retreat';
		return first ? 'backtrack' : null;
	};
}
