/**
 * Counting walks: sequences of squares, each one leap from the one before,
 * where squares may repeat and at most so many entries come from a marked set.
 * A dynamic program carries, for every square and every number of marked
 * entries used so far, how many walks end there; one layer per leap. Counts
 * grow like (average degree)^length, so they are exact `bigint`s; the early
 * layers run in plain doubles while every value is provably below 2^53.
 *
 * The leaper's graph is undirected (every move can be undone, and holes cut
 * out squares, not moves), and the marked count of a walk does not depend on
 * its direction. So the walks that start at a square are, read backwards, the
 * walks that end there: one run from every square gives the count for every
 * start at once.
 */
import {
	checkBoard,
	checkIterable,
	checkSquare as checkSquareArg,
	checkWhole,
	showValue,
} from '../args.ts';
import { isHole, isOnBoard, type Board, type Square } from '../board.ts';

/** Longest walk, in squares, that `countWalks` accepts; the work grows with length × squares. */
export const MAX_WALK_LENGTH = 10_000;

/** A cap on how many entries of a walk may come from a set of squares. */
export interface WalkLimit {
	/** The marked squares (on the board, not holes); repeats in the list are ignored. */
	squares: Iterable<Square>;
	/** How many entries of a walk, counting repeats and the start, may be marked squares. */
	atMost: number;
}

/** Options for `countWalks`. */
export interface WalkOptions {
	/** Number of squares in a walk (leaps + 1), a whole number from 1 to `MAX_WALK_LENGTH`. */
	length: number;
	/** The square every walk starts on; any square that is not a hole when absent. */
	start?: Square | undefined;
	/** At most `atMost` entries from `squares`; no limit when absent. */
	limit?: WalkLimit | undefined;
}

/** Options for the per-start counts: the same as `countWalks` without `start`. */
export type WalkTableOptions = Omit<WalkOptions, 'start'>;

/** One run of the dynamic program, checked and ready. */
interface Plan {
	/** Squares per walk. */
	length: number;
	/** `marked[s] === 1` when square s counts against the limit; `null` when nothing is tracked. */
	marked: Uint8Array | null;
	/** Marked counts tracked: 0 … levels − 1. */
	levels: number;
}

/** Final layer of the program: `counts[s * levels + c]` walks end at s with exactly c marked entries. */
interface Layer {
	counts: readonly bigint[];
	levels: number;
}

/** Describes a board for error messages: "this 4×5 board". */
function boardText(board: Board): string {
	return `this ${String(board.rows)}×${String(board.cols)} board`;
}

/** Throws a `RangeError` unless `square` is a square of the board that is not a hole. */
function checkSquare(board: Board, square: unknown, what: string): asserts square is Square {
	if (typeof square !== 'number' || !isOnBoard(board, square)) {
		throw new RangeError(
			`${what} must be a square from 0 to ${String(board.size - 1)} of ${boardText(board)}; got ${String(square)}.`,
		);
	}
	if (isHole(board, square)) {
		throw new RangeError(`${what} must not be a hole; square ${String(square)} is cut out.`);
	}
}

/** Throws a `RangeError` unless `length` is a whole number of squares from 1 to the maximum. */
function checkLength(length: unknown): asserts length is number {
	if (typeof length !== 'number' || !Number.isInteger(length) || length < 1) {
		throw new RangeError(
			`Walk length must be a whole number of squares from 1 to ${String(MAX_WALK_LENGTH)} (1 = just the start); got ${String(length)}.`,
		);
	}
	if (length > MAX_WALK_LENGTH) {
		throw new RangeError(
			`Walk length must be at most ${String(MAX_WALK_LENGTH)} squares; got ${String(length)}.`,
		);
	}
}

/** Reads and checks the marked squares of a limit into a 0/1 array over the board. */
function readMarked(board: Board, limit: WalkLimit): Uint8Array {
	const atMost: unknown = limit.atMost;
	if (typeof atMost !== 'number' || !Number.isInteger(atMost) || atMost < 0) {
		throw new RangeError(
			`limit.atMost must be a whole number of squares, 0 or more; got ${String(atMost)}.`,
		);
	}
	const marked = new Uint8Array(board.size);
	for (const square of limit.squares) {
		checkSquare(board, square, 'A marked square (limit.squares)');
		marked[square] = 1;
	}
	return marked;
}

/**
 * Checks the options and decides what the program tracks. With `keepLimit`
 * false a limit that cannot bite (atMost ≥ length) is dropped, which saves a
 * factor of `levels`; the table keeps it because it reports the breakdown.
 */
function plan(board: Board, options: WalkTableOptions, keepLimit: boolean): Plan {
	const { length, limit } = options;
	checkLength(length);
	if (limit === undefined) return { length, marked: null, levels: 1 };
	const marked = readMarked(board, limit);
	if (!keepLimit && limit.atMost >= length) return { length, marked: null, levels: 1 };
	return { length, marked, levels: Math.min(limit.atMost, length) + 1 };
}

/** Lists each square's neighbours as compressed rows: `targets[first[s] … first[s + 1])`. */
function adjacency(board: Board): { first: Int32Array; targets: Int32Array; maxDegree: number } {
	const { rows, cols, size, holes } = board;
	const first = new Int32Array(size + 1);
	const targets: number[] = [];
	let maxDegree = 0;
	for (let square = 0; square < size; square++) {
		first[square] = targets.length;
		if (holes !== null && holes[square] === 1) continue;
		const row = Math.floor(square / cols);
		const col = square % cols;
		for (const { dr, dc } of board.offsets) {
			const r = row + dr;
			const c = col + dc;
			if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
			const target = r * cols + c;
			if (holes === null || holes[target] === 0) targets.push(target);
		}
		maxDegree = Math.max(maxDegree, targets.length - (first[square] ?? 0));
	}
	first[size] = targets.length;
	return { first, targets: Int32Array.from(targets), maxDegree };
}

/**
 * Runs the program: starts at `start` (or every square), takes leaps, and
 * returns, for each of `lengths` (ascending), how many walks of that many
 * squares end on each square with each marked count.
 */
function runWalks(
	board: Board,
	{ marked, levels }: Plan,
	lengths: readonly number[],
	start?: Square,
): Layer[] {
	const { size, holes } = board;
	const { first, targets, maxDegree } = adjacency(board);
	const cells = size * levels;
	const markOf = (square: number): number => (marked === null ? 0 : (marked[square] ?? 0));
	const layers: Layer[] = [];
	const longest = lengths.at(-1) ?? 1;

	let small: Float64Array | null = new Float64Array(cells);
	for (let square = 0; square < size; square++) {
		if (start !== undefined ? square !== start : holes !== null && holes[square] === 1) continue;
		const c = markOf(square);
		if (c < levels) small[square * levels + c] = 1;
	}
	let large: bigint[] = [];
	// A layer's values are at most maxDegree × the previous layer's largest, so
	// doubles stay exact while that product is a safe integer.
	let largest = 1;
	for (let length = 1; ; length++) {
		if (lengths.includes(length)) {
			const counts = small !== null ? Array.from(small, (value) => BigInt(value)) : large;
			layers.push({ counts, levels });
		}
		if (length >= longest) return layers;
		if (small !== null && largest * maxDegree > Number.MAX_SAFE_INTEGER) {
			large = Array.from(small, (value) => BigInt(value));
			small = null;
		}
		if (small !== null) {
			const next = new Float64Array(cells);
			largest = 0;
			for (let t = 0; t < size; t++) {
				const shift = markOf(t);
				const from = first[t] ?? 0;
				const to = first[t + 1] ?? 0;
				for (let c = shift; c < levels; c++) {
					let sum = 0;
					for (let j = from; j < to; j++) sum += small[(targets[j] ?? 0) * levels + c - shift] ?? 0;
					next[t * levels + c] = sum;
					if (sum > largest) largest = sum;
				}
			}
			small = next;
		} else {
			const next = new Array<bigint>(cells).fill(0n);
			for (let t = 0; t < size; t++) {
				const shift = markOf(t);
				const from = first[t] ?? 0;
				const to = first[t + 1] ?? 0;
				for (let c = shift; c < levels; c++) {
					let sum = 0n;
					for (let j = from; j < to; j++)
						sum += large[(targets[j] ?? 0) * levels + c - shift] ?? 0n;
					next[t * levels + c] = sum;
				}
			}
			large = next;
		}
	}
}

/** Adds the counts of one square over every marked count. */
function sumSquare(layer: Layer, square: Square): bigint {
	let sum = 0n;
	for (let c = 0; c < layer.levels; c++) sum += layer.counts[square * layer.levels + c] ?? 0n;
	return sum;
}

/**
 * Joins two halves at their shared middle square m: walks `head` (from the
 * starts, ending at m) times walks `tail` (from m onwards), over the pairs of
 * marked counts a + b − mark(m) that stay within the limit.
 */
function joinHalves(board: Board, head: Layer, tail: Layer, marked: Uint8Array | null): bigint {
	const { levels } = head;
	// When the limit is kept, levels − 1 = atMost (it is dropped when atMost ≥ length).
	const atMost = levels - 1;
	let total = 0n;
	const tailAtMost = new Array<bigint>(levels);
	for (let m = 0; m < board.size; m++) {
		let running = 0n;
		for (let b = 0; b < levels; b++) {
			running += tail.counts[m * levels + b] ?? 0n;
			tailAtMost[b] = running;
		}
		const overlap = marked === null ? 0 : (marked[m] ?? 0);
		for (let a = 0; a < levels; a++) {
			const most = Math.min(atMost + overlap - a, levels - 1);
			const walks = head.counts[m * levels + a] ?? 0n;
			if (most >= 0 && walks !== 0n) total += walks * (tailAtMost[most] ?? 0n);
		}
	}
	return total;
}

/** Checks the board and the options every walk count takes, naming `fn` and the field. */
function checkWalkOptions(fn: string, board: unknown, options: unknown): asserts board is Board {
	checkBoard(fn, board);
	if (typeof options !== 'object' || options === null) {
		throw new TypeError(
			`${fn}: options must be an object such as { length: 3 }, got ${showValue(options)}.`,
		);
	}
	const o = options as Partial<WalkOptions>;
	checkWhole(fn, 'options.length', o.length, 1, MAX_WALK_LENGTH);
	const limit: unknown = o.limit;
	if (limit !== undefined) {
		if (typeof limit !== 'object' || limit === null) {
			throw new TypeError(
				`${fn}: options.limit must be an object { squares, atMost } or left out, got ${showValue(limit)}.`,
			);
		}
		checkIterable(fn, 'options.limit.squares', (limit as WalkLimit).squares);
		checkWhole(fn, 'options.limit.atMost', (limit as WalkLimit).atMost, 0);
	}
}

/**
 * Counts walks of `length` squares (length − 1 leaps; squares may repeat,
 * holes never), from `start` or from any square, with at most `limit.atMost`
 * entries from `limit.squares`. Throws a `RangeError` on bad options.
 */
export function countWalks(board: Board, options: WalkOptions): bigint {
	checkWalkOptions('countWalks', board, options);
	if (options.start !== undefined) {
		checkSquareArg('countWalks', 'options.start', board, options.start, true);
	}
	const { start } = options;
	if (start !== undefined) checkSquare(board, start, 'The start square');
	const walkPlan = plan(board, options, false);
	// Meet in the middle: a walk is a head of h squares and a tail of
	// length + 1 − h sharing the middle square. A tail read backwards is a
	// walk from anywhere ending at the middle, so both halves come from runs
	// of about half the length whose numbers have about half the digits:
	// a quarter of the work of the straight run when there is no start.
	const headLength = Math.ceil((walkPlan.length + 1) / 2);
	const tailLength = walkPlan.length + 1 - headLength;
	if (start === undefined) {
		const [tail, head] = runWalks(board, walkPlan, [...new Set([tailLength, headLength])]);
		if (tail === undefined) throw new Error('runWalks returned no layer.');
		return joinHalves(board, head ?? tail, tail, walkPlan.marked);
	}
	const [head] = runWalks(board, walkPlan, [headLength], start);
	const [tail] = runWalks(board, walkPlan, [tailLength]);
	if (head === undefined || tail === undefined) throw new Error('runWalks returned no layer.');
	return joinHalves(board, head, tail, walkPlan.marked);
}

/** Counts the walks that start on each square: `result[s]`, 0n for holes. */
export function countWalksByStart(board: Board, options: WalkTableOptions): bigint[] {
	checkWalkOptions('countWalksByStart', board, options);
	const byStartPlan = plan(board, options, false);
	const [layer] = runWalks(board, byStartPlan, [byStartPlan.length]);
	if (layer === undefined) throw new Error('runWalks returned no layer.');
	return Array.from({ length: board.size }, (_, square) => sumSquare(layer, square));
}

/**
 * Tabulates the walks that start on each square by how many marked entries
 * they use: `result[s][c]` for c = 0 … min(atMost, length). Without a limit
 * nothing is marked and each row has the single column c = 0.
 */
export function countWalksTable(board: Board, options: WalkTableOptions): bigint[][] {
	checkWalkOptions('countWalksTable', board, options);
	const tablePlan = plan(board, options, true);
	const [layer] = runWalks(board, tablePlan, [tablePlan.length]);
	if (layer === undefined) throw new Error('runWalks returned no layer.');
	const { counts, levels } = layer;
	return Array.from({ length: board.size }, (_, square) =>
		counts.slice(square * levels, (square + 1) * levels),
	);
}
