/**
 * Exact counts of knight's (and other leapers') tours on any board, holes
 * included. Two methods: an exhaustive counting search (search.ts) for small
 * boards, and a frontier dynamic program (frontier.ts) that reaches boards no
 * enumeration can, such as 6×7 closed (1,067,638 tours, OEIS A175881), 6×6 open
 * (6,637,920 directed, A165134) and 3×40 closed (A070030).
 *
 * Conventions (see the research notes §0): a closed tour is counted as a
 * Hamiltonian cycle, once; an open tour as a Hamiltonian path, once, closable
 * paths included; `directed` counts each both ways round. With a start square
 * the count is of sequences that begin there: 2 × cycles for closed tours.
 * A tour on one or two squares is its own reverse, so it is counted once
 * either way.
 */
import {
	checkArray,
	checkBoard,
	checkBoolean,
	checkOneOf,
	checkOptions,
	checkSquare,
	showValue,
} from '../args.ts';
import { isHole, isOnBoard, type Board, type Square } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import { finish } from '../solvers/types.ts';
import { frontierCountSteps, frontierWidth } from './frontier.ts';
import { searchCountSteps } from './search.ts';
import type { CountHelper } from './helper.ts';
import { canSplit, splitCountSteps } from './split-sweep.ts';
import type { CountProgress } from './types.ts';

/**
 * How to count: enumerate tours, sweep a frontier, sweep the board's two halves and join them
 * (closed tours only), or choose by the board.
 */
export type CountMethod = 'search' | 'frontier' | 'split' | 'auto';

/** The counting methods, for checking an argument. */
const METHODS: readonly CountMethod[] = ['search', 'frontier', 'split', 'auto'];

/** Options for `countTours`. */
export interface CountOptions {
	/** Count closed tours (cycles) rather than open ones (paths). */
	closed: boolean;
	/** Count the tours that begin on this square (as sequences). */
	start?: Square | undefined;
	/** Count a tour and its reverse as two. Default: false. Ignored with `start`. */
	directed?: boolean | undefined;
	/** The counting method. Default: 'auto'. */
	method?: CountMethod | undefined;
	/**
	 * A second thread for the split sweep's heaviest parts (helper.ts; in Node,
	 * scripts/count-helper.ts). Default: none, every part in this thread.
	 */
	helper?: CountHelper | undefined;
}

/**
 * Widest frontier (squares) `auto` sweeps. The states grow roughly threefold per frontier square;
 * 6 rows of knight squares make a frontier of 14.
 */
const AUTO_FRONTIER_WIDTH = 16;

/** Widest frontier `auto` counts by the split sweep: 7 rows (7×8 closed in 10 s, 7×7 open in about a minute). */
const AUTO_SPLIT_WIDTH = 16;

/**
 * Picks the method for a board. Measured here: on compact boards up to 6×6 closed and 5×6 open the
 * pruned search wins (6×6 closed 0.06 s against 0.6 s), while on long narrow boards the number of
 * tours explodes and the sweep wins by orders of magnitude (3×16 closed 3 ms against 0.14 s).
 * Tours on boards of 5 rows or more are counted faster by the split sweep: closed ones about twice
 * as fast on 5×10 to 6×10 and 4 to 7 times on 6×8 and 7×8, open ones 2 to 4 times on 6×6 and 5×8
 * (bench/rows/split-sweep.ts); on 3 and 4 rows the two are even. Open tours from a given start
 * stay with the frontier sweep.
 */
export function chooseMethod(
	board: Board,
	method: CountMethod = 'auto',
	closed = false,
): 'search' | 'frontier' | 'split' {
	checkBoard('chooseMethod', board);
	checkOneOf('chooseMethod', 'method', method, METHODS);
	checkBoolean('chooseMethod', 'closed', closed);
	return pickMethod(board, method, closed);
}

/** `chooseMethod` without the argument checks. */
function pickMethod(
	board: Board,
	method: CountMethod,
	closed: boolean,
	hasStart = false,
): 'search' | 'frontier' | 'split' {
	if (method !== 'auto') return method;
	const squares = board.size - board.holeCount;
	const compact = Math.min(board.rows, board.cols) >= 5;
	if (squares <= 20 || (compact && squares <= (closed ? 36 : 30))) return 'search';
	// Open tours from a given start are left to the frontier sweep, which fixes the start.
	if (compact && !hasStart && frontierWidth(board) <= AUTO_SPLIT_WIDTH && canSplit(board, closed)) {
		return 'split';
	}
	return frontierWidth(board) <= AUTO_FRONTIER_WIDTH ? 'frontier' : 'search';
}

/** Throws a `RangeError` unless `start` is a square of the board that is not a hole. */
function checkStart(board: Board, start: Square): void {
	if (!isOnBoard(board, start) || isHole(board, start)) {
		throw new RangeError(
			`The start must be a square of this ${String(board.rows)}×${String(board.cols)} board that is not a hole (0 to ${String(board.size - 1)}); got ${String(start)}.`,
		);
	}
}

/** Counts undirected cycles (closed) or paths (open; from `start` when given) by one method. */
function* countBy(
	board: Board,
	closed: boolean,
	start: Square | undefined,
	method: CountMethod | undefined,
	helper: CountHelper | undefined,
): Generator<CountProgress, bigint> {
	const options = { closed, start: closed ? undefined : start };
	const chosen = pickMethod(board, method ?? 'auto', closed, !closed && start !== undefined);
	if (chosen === 'split') {
		if (!closed && start !== undefined) {
			throw new RangeError(
				'The split sweep counts open tours only from any start; count the tours from one square with the frontier method.',
			);
		}
		return yield* splitCountSteps(board, { closed, helper });
	}
	return chosen === 'frontier'
		? yield* frontierCountSteps(board, options)
		: yield* searchCountSteps(board, options);
}

/**
 * Counts tours as `countTours` does, yielding progress now and then so a
 * worker can report it or stop; returns the count.
 */
export function* countToursSteps(
	board: Board,
	options: CountOptions,
): Generator<CountProgress, bigint> {
	checkCountOptions('countToursSteps', board, options);
	return yield* countSteps(board, options);
}

/** Checks a board and the options of a count, naming `fn` and the field. */
function checkCountOptions(fn: string, board: unknown, options: unknown): asserts board is Board {
	checkBoard(fn, board);
	if (typeof options !== 'object' || options === null) {
		throw new TypeError(
			`${fn}: options must be an object such as { closed: true }, got ${showValue(options)}.`,
		);
	}
	const o = options as Partial<CountOptions>;
	checkBoolean(fn, 'options.closed', o.closed);
	if (o.directed !== undefined) checkBoolean(fn, 'options.directed', o.directed);
	if (o.start !== undefined) checkSquare(fn, 'options.start', board, o.start, true);
	if (o.method !== undefined) checkOneOf(fn, 'options.method', o.method, METHODS);
	const helper = o.helper as unknown;
	if (
		helper !== undefined &&
		(typeof helper !== 'object' ||
			helper === null ||
			!(['start', 'take', 'stop'] as const).every(
				(name) => typeof (helper as Record<string, unknown>)[name] === 'function',
			))
	) {
		throw new TypeError(
			`${fn}: options.helper must be a CountHelper (with start, take and stop), got ${showValue(helper)}.`,
		);
	}
}

/** `countToursSteps` without the argument checks. */
function* countSteps(board: Board, options: CountOptions): Generator<CountProgress, bigint> {
	const { closed, start } = options;
	if (start !== undefined) checkStart(board, start);
	const squares = board.size - board.holeCount;
	if (closed && squares <= 2) {
		// Two squares a leap apart make one closed tour: there and back, the same both ways round.
		if (squares < 2) return 0n;
		const { adjacency } = graphOf(board);
		return adjacency.length > 0 ? 1n : 0n;
	}
	const count = yield* countBy(board, closed, start, options.method, options.helper);
	if (start !== undefined) return closed ? 2n * count : count;
	return options.directed === true && squares > 1 ? 2n * count : count;
}

/**
 * Counts tours exactly: without `start`, closed → distinct cycles, open →
 * distinct paths (closable ones included), each once, twice with `directed`;
 * with `start`, the tours (sequences) that begin there.
 */
export function countTours(board: Board, options: CountOptions): bigint {
	checkCountOptions('countTours', board, options);
	return finish(countSteps(board, options));
}

/** Options for `countToursByStart`. */
export interface ByStartOptions {
	/** Count closed tours rather than open ones. Default: false. */
	closed?: boolean | undefined;
	/** The counting method. Default: 'auto'. */
	method?: CountMethod | undefined;
	/** Maps of squares that preserve the board's graph (image[s]); squares they match share a count. */
	symmetries?: readonly Int32Array[] | undefined;
}

/**
 * Counts, for every square, the tours (sequences) that begin there; holes get
 * 0. Squares that a symmetry of the board swaps share one count.
 */
export function countToursByStart(board: Board, options: ByStartOptions = {}): bigint[] {
	const fn = 'countToursByStart';
	checkBoard(fn, board);
	checkOptions(fn, options);
	options ??= {};
	if (options.closed !== undefined) checkBoolean(fn, 'options.closed', options.closed);
	if (options.method !== undefined) checkOneOf(fn, 'options.method', options.method, METHODS);
	if (options.symmetries !== undefined) {
		const what = 'an array of square maps (Int32Array), such as boardSymmetries gives';
		checkArray(fn, 'options.symmetries', options.symmetries, what);
		for (const image of options.symmetries) {
			if (!(image instanceof Int32Array) || image.length !== board.size) {
				checkArray(fn, 'options.symmetries', null, what);
			}
		}
	}
	const closed = options.closed === true;
	const counts = new Array<bigint>(board.size).fill(0n);
	const known = new Uint8Array(board.size);
	for (let s = 0; s < board.size; s++) {
		if (known[s] === 1 || isHole(board, s)) continue;
		const count = finish(countSteps(board, { closed, start: s, method: options.method }));
		// A closed tour passes every square, so every start has the same count.
		const images = closed
			? Array.from({ length: board.size }, (_, t) => t)
			: [s, ...(options.symmetries ?? []).map((image) => image[s] as Square)];
		for (const t of images) {
			if (!isHole(board, t)) {
				counts[t] = count;
				known[t] = 1;
			}
		}
	}
	return counts;
}
