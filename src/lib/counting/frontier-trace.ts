/**
 * A small, readable frontier sweep for teaching: the method of `frontier.ts`
 * without its speed-ups, recording every state it keeps. The squares are
 * swept one at a time (`sweepOrder`); each new square takes none, one or two
 * edges to the squares already swept. Of the past, a state remembers only
 * what the squares still to come can see: for each frontier square (swept,
 * with a neighbour still to come) whether it has no edge yet, both edges, or
 * one — a loose end — and which other loose end its piece of path leads to.
 * Drawings that leave the same state have the same completions, so the sweep
 * keeps one count per state instead of every drawing.
 *
 * Edge sets are counted, so the final count is of undirected cycles (closed)
 * or undirected paths (open), as `countTours` without `start` or `directed`.
 * States are kept as strings and a drawing of each is kept as a witness, so
 * this is for boards of a few dozen squares; `frontierCountSteps` is the fast one.
 */
import { checkBoard, checkBoolean, checkObject, checkWhole } from '../args.ts';
import { isHole, type Board, type Square } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import { sweepOrder } from './frontier.ts';
import type { CountProgress } from './types.ts';

/**
 * What a frontier square holds: 'empty' (no edge yet), 'full' (both edges), a letter 'A', 'B', …
 * (a loose end; the two squares with the same letter are the ends of one piece of path) or
 * 'end' (a loose end whose piece already has its other end fixed as an end of the tour).
 */
export type FrontierCell = 'empty' | 'full' | 'end' | string;

/** An edge of a drawing: a knight's move between two squares. */
export type TraceEdge = readonly [Square, Square];

/** One state kept after a step: what the frontier squares hold, and in how many ways. */
export interface FrontierState {
	/** What each frontier square holds, in the order of `TraceStep.frontier`. */
	cells: readonly FrontierCell[];
	/** The number of partial drawings that leave this state. */
	ways: bigint;
	/** Up to two of those drawings (their edges), the first ones the sweep met. */
	drawings: readonly (readonly TraceEdge[])[];
}

/** The sweep after one more square. */
export interface TraceStep {
	/** The square swept at this step. */
	square: Square;
	/** The squares swept so far, this one included, in sweep order. */
	swept: readonly Square[];
	/** The swept squares that still have a neighbour to come, in sweep order. */
	frontier: readonly Square[];
	/** The states kept, most ways first (ties in order of their cells). */
	states: readonly FrontierState[];
	/** The partial drawings the states stand for: the sum of their ways. */
	drawings: bigint;
	/** Tours completed at this step (only at the last one). */
	completed: bigint;
}

/** The whole sweep. */
export interface FrontierTrace {
	rows: number;
	cols: number;
	closed: boolean;
	/** The squares in the order they are swept. */
	order: readonly Square[];
	steps: readonly TraceStep[];
	/** Cycles (closed) or paths (open), each counted once: equals `countTours(board, { closed })`. */
	count: bigint;
}

/** Options of `traceFrontier`. */
export interface TraceOptions {
	/** Count closed tours (cycles) rather than open ones (paths). */
	closed: boolean;
	/** Keep up to two example drawings per state. Default: true. */
	drawings?: boolean | undefined;
}

/** The largest board `traceFrontier` takes, in squares: states are strings, kept for every step. */
export const MAX_TRACE_SQUARES = 200;

/** A state while the sweep works on it: cells by frontier square, ways, example drawings. */
interface Working {
	cells: Map<Square, FrontierCell>;
	ways: bigint;
	drawings: TraceEdge[][];
}

/** Sweeps `board` square by square and records every state kept after each square. */
export function traceFrontier(board: Board, options: TraceOptions): FrontierTrace {
	const steps = sweep('traceFrontier', board, options);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/** `traceFrontier` as a generator that reports after each square, for a worker. */
export function traceFrontierSteps(
	board: Board,
	options: TraceOptions,
): Generator<CountProgress, FrontierTrace, void> {
	return sweep('traceFrontierSteps', board, options);
}

/** The sweep itself, checking the arguments on behalf of `fn`. */
function* sweep(
	fn: string,
	board: Board,
	options: TraceOptions,
): Generator<CountProgress, FrontierTrace, void> {
	checkBoard(fn, board);
	checkObject(fn, 'options', options, 'an object such as { closed: true }');
	checkBoolean(fn, 'options.closed', options.closed);
	if (options.drawings !== undefined) checkBoolean(fn, 'options.drawings', options.drawings);
	let free = 0;
	for (let s = 0; s < board.size; s++) if (!isHole(board, s)) free++;
	checkWhole(fn, 'the number of squares', free, 0, MAX_TRACE_SQUARES);
	const { closed } = options;
	const keepDrawings = options.drawings !== false;
	const { offsets, adjacency } = graphOf(board);
	const neighbours = (s: Square): Square[] =>
		Array.from(adjacency.subarray(offsets[s] ?? 0, offsets[s + 1] ?? 0));
	const order = sweepOrder(board);
	const index = new Map(order.map((s, i) => [s, i]));
	// When each square leaves the frontier: after its last neighbour is swept.
	const leavesAt = new Map(
		order.map((s, i) => [s, Math.max(i, ...neighbours(s).map((t) => index.get(t) ?? 0))]),
	);
	let states = new Map<string, Working>([['', { cells: new Map(), ways: 1n, drawings: [[]] }]]);
	const steps: TraceStep[] = [];
	let count = 0n;
	for (const [i, square] of order.entries()) {
		const last = i === order.length - 1;
		const earlier = neighbours(square).filter((t) => (index.get(t) ?? Infinity) < i);
		const leaving = order.filter((s, j) => j <= i && leavesAt.get(s) === i);
		const next = new Map<string, Working>();
		let completed = 0n;
		for (const state of states.values()) {
			for (const joined of edgeChoices(earlier, state.cells)) {
				const outcome = extend(state.cells, square, joined, leaving, { closed, last });
				if (outcome === 'dead') continue;
				const drawings = keepDrawings
					? state.drawings.map((d) => [...d, ...joined.map((t): TraceEdge => [t, square])])
					: [];
				if (outcome === 'tour') {
					completed += state.ways;
					continue;
				}
				const frontier = order.filter((s, j) => j <= i && (leavesAt.get(s) ?? 0) > i);
				const key = stateKey(frontier, outcome);
				const found = next.get(key);
				if (found === undefined) {
					next.set(key, { cells: outcome, ways: state.ways, drawings: drawings.slice(0, 2) });
				} else {
					found.ways += state.ways;
					if (found.drawings.length < 2 && drawings.length > 0)
						found.drawings.push(drawings[0] as TraceEdge[]);
				}
			}
		}
		states = next;
		count += completed;
		steps.push(recordStep(order, i, leavesAt, states, completed));
		yield {
			kind: 'progress',
			fraction: (i + 1) / order.length,
			counters: { squares: i + 1, states: states.size },
		};
	}
	if (order.length === 1 && !closed) count = 1n;
	return { rows: board.rows, cols: board.cols, closed, order, steps, count };
}

/** Lists the ways the new square can take edges: to none, one or two of its earlier neighbours. */
function edgeChoices(earlier: Square[], cells: Map<Square, FrontierCell>): Square[][] {
	const open = earlier.filter((t) => cells.get(t) !== 'full');
	const choices: Square[][] = [[]];
	open.forEach((a, x) => {
		choices.push([a]);
		for (const b of open.slice(x + 1)) choices.push([a, b]);
	});
	return choices;
}

/**
 * Adds the new square joined to `joined`, then lets the squares in `leaving` go. Returns the
 * frontier's cells after the step, 'tour' when the step completes a whole tour, or 'dead' when no
 * tour can come of it (a square left with no edge, a third end of a path, a cycle closed early).
 */
function extend(
	before: Map<Square, FrontierCell>,
	square: Square,
	joined: Square[],
	leaving: Square[],
	{ closed, last }: { closed: boolean; last: boolean },
): Map<Square, FrontierCell> | 'tour' | 'dead' {
	const cells = new Map(before);
	let tour = false;
	/** Gives the other loose end with `label` (not at `not`) the cell `to`. */
	const relabel = (label: FrontierCell, not: Square, to: FrontierCell): void => {
		for (const [s, c] of cells) if (s !== not && c === label) cells.set(s, to);
	};
	const fresh = (): string => `#${String(square)}`;
	const [a, b] = joined;
	if (a === undefined) cells.set(square, 'empty');
	else if (b === undefined) {
		const c = cells.get(a) as FrontierCell;
		if (c === 'empty') {
			cells.set(a, fresh());
			cells.set(square, fresh());
		} else {
			cells.set(a, 'full');
			cells.set(square, c);
		}
	} else {
		const ca = cells.get(a) as FrontierCell;
		const cb = cells.get(b) as FrontierCell;
		cells.set(square, 'full');
		cells.set(a, 'full');
		cells.set(b, 'full');
		if (ca === 'empty' && cb === 'empty') {
			cells.set(a, fresh());
			cells.set(b, fresh());
		} else if (ca === 'empty') cells.set(a, cb);
		else if (cb === 'empty') cells.set(b, ca);
		else if (ca === cb) {
			// Both ends of one piece: a cycle (two loose ends) or a whole path (two fixed ends).
			if (!last || (ca === 'end') === closed) return 'dead';
			tour = true;
		} else if (ca === 'end') relabel(cb, b, 'end');
		else if (cb === 'end') relabel(ca, a, 'end');
		else relabel(cb, b, ca);
	}
	for (const s of leaving) {
		const c = cells.get(s) as FrontierCell;
		cells.delete(s);
		if (c === 'full') continue;
		// A square with no edge is never visited; one with one edge is an end of the tour.
		if (c === 'empty' || closed) return 'dead';
		if (c === 'end') {
			if (!last || tour) return 'dead';
			tour = true;
		} else relabel(c, s, 'end');
	}
	const ends = [...cells.values()].filter((c) => c === 'end').length;
	if (ends > 2) return 'dead';
	if (tour) return last && cells.size === 0 ? 'tour' : 'dead';
	return cells;
}

/** Writes a state as a key, naming the pieces A, B, … in frontier order, so equal states match. */
function stateKey(frontier: readonly Square[], cells: Map<Square, FrontierCell>): string {
	return letters(frontier, cells).join(' ');
}

/** Renames the loose ends' labels to letters in frontier order: A for the first piece met, and so on. */
function letters(frontier: readonly Square[], cells: Map<Square, FrontierCell>): FrontierCell[] {
	const names = new Map<string, string>();
	return frontier.map((s) => {
		const c = cells.get(s) as FrontierCell;
		if (c === 'empty' || c === 'full' || c === 'end') return c;
		if (!names.has(c)) names.set(c, String.fromCharCode(65 + names.size));
		return names.get(c) as string;
	});
}

/** Records the states after step `i`, most ways first. */
function recordStep(
	order: readonly Square[],
	i: number,
	leavesAt: Map<Square, number>,
	states: Map<string, Working>,
	completed: bigint,
): TraceStep {
	const swept = order.slice(0, i + 1);
	const frontier = swept.filter((s) => (leavesAt.get(s) ?? 0) > i);
	let drawings = 0n;
	const kept = [...states.values()].map((state): FrontierState => {
		drawings += state.ways;
		return { cells: letters(frontier, state.cells), ways: state.ways, drawings: state.drawings };
	});
	kept.sort((x, y) =>
		x.ways !== y.ways ? (x.ways > y.ways ? -1 : 1) : x.cells.join(' ') < y.cells.join(' ') ? -1 : 1,
	);
	return { square: order[i] as Square, swept, frontier, states: kept, drawings, completed };
}
