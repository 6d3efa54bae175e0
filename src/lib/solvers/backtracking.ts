/**
 * Depth-first search for tours, in three strengths:
 *
 * - `order: 'fixed'`, no cut — the textbook backtracking search: try the
 *   moves in a fixed order, go back when stuck. Its running time explodes,
 *   which is what the backtracking lesson shows.
 * - `order: 'warnsdorff'` — the same search, trying first the square with the
 *   fewest onward moves (H. C. von Warnsdorf, 1823).
 * - `deadEndCut: true` — refuse a move that would leave an unvisited square
 *   (other than the last) with no onward move, or cut a closed tour off from
 *   its start.
 *
 * One generator serves every use: with `emit` it yields a step per visit and
 * retreat for animation; without, it runs as a tight loop and only yields
 * whole tours when asked for every solution. Exhausting the search proves
 * there is no tour (`impossible`); running out of `maxNodes` does not (`gave-up`).
 */
import {
	checkBoard,
	checkBoolean,
	checkOneOf,
	checkOptions,
	checkSquare,
	checkWhole,
	showValue,
} from '../args.ts';
import { squareName, type Board, type Square } from '../board.ts';
import { graphOf } from './graph.ts';
import { squaresToVisit } from '../tour.ts';
import type { Random } from '../random.ts';
import {
	emptyStats,
	type Candidate,
	type SolveResult,
	type SolverStats,
	type TourStep,
} from './types.ts';

/** How the search orders and prunes. */
export interface SearchOptions {
	/** First square; when absent every square is tried (for closed tours, one suffices). */
	start?: Square;
	/** Require the last square to be a leap from the first. Default: false. */
	closed?: boolean;
	/** Squares fixed at move numbers (1 is the start; the last move number is the end). */
	fixed?: ReadonlyMap<number, Square>;
	/** Try moves in the leaper's fixed order, or fewest onward moves first. Default: 'fixed'. */
	order?: 'fixed' | 'warnsdorff';
	/** Refuse moves that strand a square. Default: false. */
	deadEndCut?: boolean;
	/** Give up after placing this many squares. Default: 10,000,000. */
	maxNodes?: number;
	/** Yield a step per visit and retreat (and candidates, with Warnsdorff order). Default: false. */
	emit?: boolean;
	/** Yield every tour as a `found` step and keep searching. Default: false. */
	all?: boolean;
	/** With Warnsdorff order, break ties between equal onward counts at random from this source. */
	random?: Random;
	/** Yield a `pulse` step every this many positions, so a caller can report progress or stop. */
	pulse?: number;
	/**
	 * Positions already spent by earlier attempts of a restarted search. The count starts there,
	 * so `maxNodes`, pulses, stats and messages all speak of one total. Default: 0.
	 */
	counted?: number;
}

/** A step of the search: a `TourStep`, or a whole tour when searching for all of them. */
export type SearchStep =
	| TourStep
	| { kind: 'found'; tour: Int32Array; stats: SolverStats }
	| { kind: 'pulse'; nodes: number };

export { graphOf } from './graph.ts';

/** Formats a count with thousands separators. */
function count(n: number): string {
	return n.toLocaleString('en-US');
}

/** Checks `backtrackingSearch`'s arguments, naming the field that is wrong. */
function checkSearchOptions(board: unknown, options: unknown): asserts board is Board {
	const fn = 'backtrackingSearch';
	checkBoard(fn, board);
	checkOptions(fn, options);
	const o = (options ?? {}) as SearchOptions;
	if (o.start !== undefined) checkSquare(fn, 'options.start', board, o.start, true);
	for (const flag of ['closed', 'deadEndCut', 'emit', 'all'] as const) {
		if (o[flag] !== undefined) checkBoolean(fn, `options.${flag}`, o[flag]);
	}
	if (o.order !== undefined) checkOneOf(fn, 'options.order', o.order, ['fixed', 'warnsdorff']);
	if (o.maxNodes !== undefined) checkWhole(fn, 'options.maxNodes', o.maxNodes, 1);
	if (o.pulse !== undefined) checkWhole(fn, 'options.pulse', o.pulse, 0);
	if (o.counted !== undefined) checkWhole(fn, 'options.counted', o.counted, 0);
	if (o.random !== undefined && typeof o.random !== 'function') {
		throw new TypeError(
			`${fn}: options.random must be a source made by createRandom, got ${showValue(o.random)}.`,
		);
	}
	if (o.fixed !== undefined) {
		if (!(o.fixed instanceof Map)) {
			throw new TypeError(
				`${fn}: options.fixed must be a Map from move number to square, got ${showValue(o.fixed)}.`,
			);
		}
		const total = squaresToVisit(board);
		for (const [move, square] of o.fixed) {
			checkWhole(fn, 'options.fixed move', move, 1, Math.max(total, 1));
			checkSquare(fn, 'options.fixed square', board, square, true);
		}
	}
}

/** Searches for a tour depth-first; see the module comment. Returns the result; yields steps. */
export function* backtrackingSearch(
	board: Board,
	options: SearchOptions = {},
): Generator<SearchStep, SolveResult, void> {
	checkSearchOptions(board, options);
	options ??= {};
	const { offsets, adjacency } = graphOf(board);
	const total = squaresToVisit(board);
	const closed = options.closed === true;
	const warnsdorff = options.order === 'warnsdorff';
	const cut = options.deadEndCut === true;
	const emit = options.emit === true;
	const maxNodes = options.maxNodes ?? 10_000_000;
	const pulse = options.pulse ?? 0;
	const stats = emptyStats();
	stats.nodes = options.counted ?? 0;

	// fixedAt[s] = the move number square s must be visited at, or 0.
	const fixedAt = new Int32Array(board.size);
	const fixedSquare = new Int32Array(total + 2).fill(-1);
	for (const [move, square] of options.fixed ?? []) {
		fixedAt[square] = move;
		fixedSquare[move] = square;
	}
	if (options.start !== undefined) {
		fixedAt[options.start] = 1;
		fixedSquare[1] = options.start;
	}

	const visited = new Uint8Array(board.size);
	const onward = new Int8Array(board.size);
	for (let s = 0; s < board.size; s++) onward[s] = (offsets[s + 1] ?? 0) - (offsets[s] ?? 0);
	const path = new Int32Array(Math.max(total, 1));
	const width = board.offsets.length;
	const candidates = new Int32Array((total + 1) * width);
	const candidateCount = new Int32Array(total + 1);
	const candidateNext = new Int32Array(total + 1);
	const keys = new Float64Array(width);
	const random = options.random;

	// Move 1: the fixed start, or every square (one is enough for a closed tour with nothing fixed).
	let starts: Square[];
	if ((fixedSquare[1] ?? -1) >= 0) starts = [fixedSquare[1] as Square];
	else {
		starts = [];
		for (let s = 0; s < board.size; s++)
			if (board.holes?.[s] !== 1 && fixedAt[s] === 0) starts.push(s);
		if (closed && (options.fixed?.size ?? 0) === 0) starts = starts.slice(0, 1);
	}
	let startIndex = 0;

	/** Marks a square visited at depth d and lowers its neighbours' onward counts. */
	const place = (square: Square, depth: number): void => {
		visited[square] = 1;
		path[depth] = square;
		stats.nodes++;
		if (depth + 1 > stats.maxDepth) stats.maxDepth = depth + 1;
		const end = offsets[square + 1] ?? 0;
		for (let i = offsets[square] ?? 0; i < end; i++) {
			const next = adjacency[i] as Square;
			onward[next] = (onward[next] ?? 0) - 1;
		}
	};

	/** Undoes `place`. */
	const unplace = (square: Square): void => {
		visited[square] = 0;
		const end = offsets[square + 1] ?? 0;
		for (let i = offsets[square] ?? 0; i < end; i++) {
			const next = adjacency[i] as Square;
			onward[next] = (onward[next] ?? 0) + 1;
		}
	};

	// With the cut on, forcedEnd[d] is the square the tour must end on (or −1) once d + 1 squares are
	// placed. In the graph of the unvisited squares plus the current one, a square other than the
	// current one with at most one neighbour there can only be the tour's last square.
	const lastSquare = fixedSquare[total] ?? -1;
	const forcedEnd = new Int32Array(total + 1).fill(-1);

	/** Records that the tour must end on `y`; false when that contradicts what is already known. */
	const mustEnd = (y: Square, depth: number): boolean => {
		const known = forcedEnd[depth] ?? -1;
		if (y === known) return true;
		if (closed && !isNeighbor(path[0] as Square, y)) return false;
		if (fixedAt[y] !== 0 && fixedAt[y] !== total) return false;
		if (lastSquare >= 0) return y === lastSquare;
		if (known >= 0) return false;
		forcedEnd[depth] = y;
		return true;
	};

	/** Tells whether an unvisited square `y` shows the search from `current` is hopeless. */
	const strands = (y: Square, current: Square, depth: number): boolean => {
		const links = (onward[y] ?? 0) + (isNeighbor(current, y) ? 1 : 0);
		return links === 0 || (links === 1 && !mustEnd(y, depth));
	};

	/** Tells whether placing `square` as move `depth + 1` leaves the search hopeless. */
	const hopeless = (square: Square, depth: number): boolean => {
		const remaining = total - depth - 1;
		if (remaining === 0) return closed && (total === 1 || !isNeighbor(path[0] as Square, square));
		if (!cut) return false;
		if ((onward[square] ?? 0) === 0) return true;
		if (closed && (onward[path[0] as Square] ?? 0) === 0) return true;
		forcedEnd[depth] = depth > 0 ? (forcedEnd[depth - 1] ?? -1) : -1;
		if (depth === 0) {
			for (let y = 0; y < board.size; y++) {
				if (
					y !== square &&
					visited[y] === 0 &&
					board.holes?.[y] !== 1 &&
					strands(y, square, depth)
				) {
					return true;
				}
			}
			return false;
		}
		// Moving on from p lowers the links of p's unvisited neighbours only (a neighbour of the new
		// square loses it as unvisited but gains it as the current square).
		const previous = path[depth - 1] as Square;
		const end = offsets[previous + 1] ?? 0;
		for (let i = offsets[previous] ?? 0; i < end; i++) {
			const y = adjacency[i] as Square;
			if (y !== square && visited[y] === 0 && strands(y, square, depth)) return true;
		}
		return false;
	};

	/** Tells whether two squares are one leap apart. */
	const isNeighbor = (a: Square, b: Square): boolean => {
		const end = offsets[a + 1] ?? 0;
		for (let i = offsets[a] ?? 0; i < end; i++) if (adjacency[i] === b) return true;
		return false;
	};

	/** Lists the moves from path[depth − 1] allowed at move depth + 1, in search order. */
	const generate = (depth: number): void => {
		const from = path[depth - 1] as Square;
		const must = fixedSquare[depth + 1] ?? -1;
		const base = depth * width;
		let n = 0;
		const end = offsets[from + 1] ?? 0;
		for (let i = offsets[from] ?? 0; i < end; i++) {
			const next = adjacency[i] as Square;
			if (visited[next] === 1) continue;
			if (must >= 0 ? next !== must : fixedAt[next] !== 0) continue;
			// Insertion keeps the move order among equal keys (a stable sort); a random source adds a
			// random fraction to each key, which shuffles ties and nothing else.
			let j = n;
			if (warnsdorff) {
				const key = (onward[next] ?? 0) + (random === undefined ? 0 : random() * 0.5);
				keys[n] = key;
				while (j > 0 && (keys[j - 1] ?? 0) > key) {
					candidates[base + j] = candidates[base + j - 1] as Square;
					keys[j] = keys[j - 1] ?? 0;
					j--;
				}
				keys[j] = key;
			}
			candidates[base + j] = next;
			n++;
		}
		candidateCount[depth] = n;
		candidateNext[depth] = 0;
	};

	/** Describes the candidates at a depth for the Warnsdorff stepper. */
	const describe = (depth: number, chosen: Square | null): TourStep => {
		const list: Candidate[] = [];
		for (let i = 0; i < (candidateCount[depth] ?? 0); i++) {
			const square = candidates[depth * width + i] as Square;
			list.push({ square, onward: onward[square] ?? 0 });
		}
		return {
			kind: 'candidates',
			from: path[depth - 1] as Square,
			depth: depth + 1,
			candidates: list,
			chosen,
		};
	};

	let found: Int32Array | null = null;
	let depth = 0;
	for (;;) {
		let square: Square;
		if (depth === 0) {
			if (startIndex >= starts.length) break;
			square = starts[startIndex++] as Square;
		} else if ((candidateNext[depth] ?? 0) < (candidateCount[depth] ?? 0)) {
			square = candidates[depth * width + (candidateNext[depth] ?? 0)] as Square;
			candidateNext[depth] = (candidateNext[depth] ?? 0) + 1;
		} else {
			depth--;
			const back = path[depth] as Square;
			unplace(back);
			stats.backtracks++;
			if (emit) yield { kind: 'retreat', square: back, depth: depth + 1 };
			continue;
		}
		if (stats.nodes >= maxNodes) {
			return {
				status: 'gave-up',
				reason: `Gave up after ${count(stats.nodes)} ${stats.nodes === 1 ? 'position' : 'positions'} (the node budget) without finishing the search, so this proves nothing either way.`,
				stats,
				partial: path.slice(0, depth),
			};
		}
		place(square, depth);
		if (pulse > 0 && stats.nodes % pulse === 0) yield { kind: 'pulse', nodes: stats.nodes };
		if (hopeless(square, depth)) {
			unplace(square);
			continue;
		}
		if (emit) yield { kind: 'visit', square, depth: depth + 1 };
		depth++;
		if (depth === total) {
			const tour = path.slice(0, total);
			if (options.all !== true) return { status: 'found', tour, stats };
			found = tour;
			yield { kind: 'found', tour, stats: { ...stats } };
			depth--;
			unplace(square);
			stats.backtracks++;
			if (emit) yield { kind: 'retreat', square, depth: depth + 1 };
			continue;
		}
		generate(depth);
		if (emit && warnsdorff) {
			const first = (candidateCount[depth] ?? 0) > 0 ? (candidates[depth * width] as Square) : null;
			yield describe(depth, first);
		}
	}
	if (found !== null) return { status: 'found', tour: found, stats };
	const from =
		starts.length === 1 ? `from ${squareName(board, starts[0] as Square)}` : 'from every start';
	return {
		status: 'impossible',
		reason: `Exhaustive search: every sequence of moves ${from} was tried (${count(stats.nodes)} positions), and none is a ${closed ? 'closed ' : ''}tour that meets the conditions.`,
		stats,
	};
}
