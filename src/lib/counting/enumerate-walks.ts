/**
 * Counting walks the slow way, as a check on the dynamic program of
 * count-walks.ts: list every sequence of squares joined by leaps, one by one,
 * and keep those that use at most so many marked squares. Nothing is pruned,
 * so the work is the number of all walks of that length, whatever the limit.
 */
import { checkBoard, checkIterable, checkOptions, checkWhole, showValue } from '../args.ts';
import { leapsFrom, type Board, type Square } from '../board.ts';

/** The most walks `countWalksByEnumeration` will list: beyond this, use `countWalks`. */
export const MAX_ENUMERATED_WALKS = 5_000_000;

/** Options for the enumeration: walks of `length` squares, with an optional cap on marked squares. */
export interface EnumerateOptions {
	/** Squares per walk, from 1 up. */
	length: number;
	/** At most `atMost` entries (repeats counted) from `squares`; no cap when absent. */
	limit?: { squares: Iterable<Square>; atMost: number } | undefined;
}

/** A heartbeat of a long enumeration: walks listed so far. */
export interface EnumeratePulse {
	kind: 'pulse';
	walks: number;
}

/** How often the enumeration yields a pulse, in walks listed. */
const PULSE = 1 << 16;

/** Checks the options and returns the marked squares as a 0/1 array and the cap. */
function readOptions(
	fn: string,
	board: unknown,
	options: unknown,
): { board: Board; length: number; marked: Uint8Array; atMost: number } {
	checkBoard(fn, board);
	checkOptions(fn, options);
	if (options === undefined || options === null) {
		throw new TypeError(
			`${fn}: options must be an object such as { length: 3 }, got ${showValue(options)}.`,
		);
	}
	const o = options as EnumerateOptions;
	checkWhole(fn, 'options.length', o.length, 1, 64);
	const marked = new Uint8Array(board.size);
	let atMost = Infinity;
	if (o.limit !== undefined) {
		if (typeof o.limit !== 'object' || o.limit === null) {
			throw new TypeError(
				`${fn}: options.limit must be an object { squares, atMost } or left out, got ${showValue(o.limit)}.`,
			);
		}
		checkIterable(fn, 'options.limit.squares', o.limit.squares);
		checkWhole(fn, 'options.limit.atMost', o.limit.atMost, 0);
		for (const square of o.limit.squares) {
			checkWhole(fn, 'options.limit.squares[…]', square, 0, board.size - 1);
			marked[square] = 1;
		}
		atMost = o.limit.atMost;
	}
	return { board, length: o.length, marked, atMost };
}

/**
 * Lists every walk of `length` squares and counts, for each start square, those
 * within the limit (`result[s]`, 0 for holes); yields a pulse every 65,536 walks.
 * Throws a `RangeError` when there would be more than `MAX_ENUMERATED_WALKS` walks.
 */
export function* enumerateWalkSteps(
	board: Board,
	options: EnumerateOptions,
): Generator<EnumeratePulse, number[], void> {
	const fn = 'enumerateWalkSteps';
	const { length, marked, atMost } = readOptions(fn, board, options);
	const lists = Array.from({ length: board.size }, (_, s) =>
		board.holes?.[s] === 1 ? [] : leapsFrom(board, s),
	);
	const counts = new Array<number>(board.size).fill(0);
	let listed = 0;
	// An explicit stack of (square, next neighbour to try) keeps deep walks off the call stack.
	const squares = new Int32Array(length);
	const next = new Int32Array(length);
	for (let start = 0; start < board.size; start++) {
		if (board.holes?.[start] === 1) continue;
		squares[0] = start;
		next[0] = 0;
		let used = marked[start] ?? 0;
		let depth = 0;
		for (;;) {
			if (depth === length - 1) {
				listed++;
				if (listed > MAX_ENUMERATED_WALKS) {
					throw new RangeError(
						`${fn}: more than ${MAX_ENUMERATED_WALKS.toLocaleString('en-US')} walks to list; count them with countWalks instead.`,
					);
				}
				if (used <= atMost) counts[start] = (counts[start] ?? 0) + 1;
				if (listed % PULSE === 0) yield { kind: 'pulse', walks: listed };
			} else {
				const list = lists[squares[depth] ?? 0] ?? [];
				const i = next[depth] ?? 0;
				if (i < list.length) {
					next[depth] = i + 1;
					const square = list[i] ?? 0;
					depth++;
					squares[depth] = square;
					next[depth] = 0;
					used += marked[square] ?? 0;
					continue;
				}
			}
			if (depth === 0) break;
			used -= marked[squares[depth] ?? 0] ?? 0;
			depth--;
		}
	}
	return counts;
}

/** Counts walks per start square by listing them all (see `enumerateWalkSteps`); for checks on small cases. */
export function countWalksByEnumeration(board: Board, options: EnumerateOptions): number[] {
	readOptions('countWalksByEnumeration', board, options);
	const steps = enumerateWalkSteps(board, options);
	for (;;) {
		const step = steps.next();
		if (step.done === true) return step.value;
	}
}
