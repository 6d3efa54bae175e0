/**
 * A tour request checked and normalized (Start, End and move constraints as
 * squares fixed by move number), and what theory says about it before any
 * search. Kept apart from the solvers, so a page can show the verdict without
 * loading them.
 */
import {
	checkBoard,
	checkBoolean,
	checkFinite,
	checkOneOf,
	checkOptions,
	checkSquare as checkSquareArg,
	checkWhole,
	showValue,
} from '../args.ts';
import { isHole, isOnBoard, squareName, type Board, type Square } from '../board.ts';
import { KNIGHT } from '../leaper.ts';
import { closedTourExists, findObstruction, openTourExists } from '../theory.ts';
import { squaresToVisit } from '../tour.ts';
import { emptyStats, type SolveResult } from './types.ts';
import type { TieBreak } from './warnsdorff.ts';

/** The algorithms `findTour` can run. */
export type Algorithm =
	'auto' | 'backtracking' | 'warnsdorff' | 'warnsdorff-backtracking' | 'divide-and-conquer';

/** Every algorithm, for checking requests. */
export const ALGORITHMS: readonly Algorithm[] = [
	'auto',
	'backtracking',
	'warnsdorff',
	'warnsdorff-backtracking',
	'divide-and-conquer',
];

/** Every tie-break (as `TIE_BREAKS` in warnsdorff.ts, repeated so that a verdict loads no solver). */
const TIE_BREAK_NAMES: readonly TieBreak[] = ['first', 'random', 'pohl', 'roth', 'squirrel-cull'];

/**
 * Checks the types and ranges of a request's fields, naming `fn` and the field
 * (squares off the board and contradictions are left to `plan`'s own messages).
 */
export function checkRequest(fn: string, board: unknown, options: unknown): void {
	checkBoard(fn, board);
	checkOptions(fn, options);
	const o = (options ?? {}) as Record<string, unknown>;
	for (const field of ['start', 'end'] as const) {
		if (o[field] !== undefined) checkSquareArg(fn, `options.${field}`, board, o[field]);
	}
	if (o['closed'] !== undefined) checkBoolean(fn, 'options.closed', o['closed']);
	if (o['algorithm'] !== undefined) checkOneOf(fn, 'options.algorithm', o['algorithm'], ALGORITHMS);
	if (o['tieBreak'] !== undefined)
		checkOneOf(fn, 'options.tieBreak', o['tieBreak'], TIE_BREAK_NAMES);
	if (o['seed'] !== undefined) checkFinite(fn, 'options.seed', o['seed']);
	if (o['maxNodes'] !== undefined) checkWhole(fn, 'options.maxNodes', o['maxNodes'], 1);
	const constraints = o['constraints'];
	if (constraints === undefined) return;
	if (!Array.isArray(constraints)) {
		throw new TypeError(
			`${fn}: options.constraints must be an array of { move, square }, got ${showValue(constraints)}.`,
		);
	}
	constraints.forEach((c: unknown, i) => {
		const name = `options.constraints[${String(i)}]`;
		if (typeof c !== 'object' || c === null) {
			throw new TypeError(
				`${fn}: ${name} must be an object { move, square }, got ${showValue(c)}.`,
			);
		}
		const { move, square } = c as Record<string, unknown>;
		if (typeof move !== 'number') {
			throw new TypeError(`${fn}: ${name}.move must be a move number, got ${showValue(move)}.`);
		}
		checkSquareArg(fn, `${name}.square`, board, square);
	});
}

/** A square fixed at a move number (move 1 is the start). */
export interface MoveConstraint {
	move: number;
	square: Square;
}

/** What to find and how; every field is optional. */
export interface FindTourOptions {
	start?: Square;
	end?: Square;
	closed?: boolean;
	constraints?: readonly MoveConstraint[];
	algorithm?: Algorithm;
	tieBreak?: TieBreak;
	seed?: number;
	/** Squares the searches may place before giving up. Default: 2,000,000 (auto), 10,000,000 (others). */
	maxNodes?: number;
}

/** A request checked and normalized: the fixed squares by move number. */
export interface Plan {
	closed: boolean;
	fixed: Map<number, Square>;
	start: Square | undefined;
}

/** Returns an `impossible` result. */
export function impossible(
	reason: string,
	squares: Square[] = [],
	stats = emptyStats(),
): SolveResult {
	return { status: 'impossible', reason, stats, squares };
}

/** Checks one square of a request; throws a `RangeError` naming the field. */
function checkSquare(board: Board, what: string, square: Square): void {
	if (!isOnBoard(board, square)) {
		throw new RangeError(
			`${what} must be a square of this ${String(board.rows)}×${String(board.cols)} board (0 to ${String(board.size - 1)}); got ${String(square)}.`,
		);
	}
	if (isHole(board, square)) {
		throw new RangeError(`${what} is ${squareName(board, square)}, which is a hole.`);
	}
}

/** Checks the request and gathers the fixed squares, or returns why they contradict each other. */
export function plan(board: Board, options: FindTourOptions, fn = 'findTour'): Plan | SolveResult {
	checkRequest(fn, board, options);
	options ??= {};
	const total = squaresToVisit(board);
	const fixed = new Map<number, Square>();
	const movesOf = new Map<Square, number>();
	const name = (s: Square): string => squareName(board, s);
	const entries: [string, number, Square][] = [];
	if (options.start !== undefined) entries.push(['Start', 1, options.start]);
	if (options.end !== undefined) entries.push(['End', total, options.end]);
	for (const [i, { move, square }] of (options.constraints ?? []).entries()) {
		if (!Number.isInteger(move) || move < 1 || move > total) {
			throw new RangeError(
				`Constraint ${String(i + 1)}: the move number must be a whole number from 1 to ${String(total)}; got ${String(move)}.`,
			);
		}
		entries.push([`Constraint ${String(i + 1)} (move ${String(move)})`, move, square]);
	}
	for (const [what, move, square] of entries) {
		checkSquare(board, what, square);
		const there = fixed.get(move);
		if (there !== undefined && there !== square) {
			return impossible(
				`Move ${String(move)} cannot be on both ${name(there)} and ${name(square)}.`,
				[there, square],
			);
		}
		const when = movesOf.get(square);
		if (when !== undefined && when !== move) {
			return impossible(
				`${name(square)} cannot be both move ${String(when)} and move ${String(move)}: a tour visits each square once.`,
				[square],
			);
		}
		fixed.set(move, square);
		movesOf.set(square, move);
	}
	const closed = options.closed === true;
	if (closed && fixed.size > 0 && total > 1) {
		const start = fixed.get(1);
		const end = fixed.get(total);
		if (start !== undefined && end !== undefined && !areLeaps(board, start, end)) {
			return impossible(
				`A closed tour ends a leap away from its start, but ${name(end)} is not a leap from ${name(start)}.`,
				[start, end],
			);
		}
	}
	return { closed, fixed, start: fixed.get(1) };
}

/** Tells whether two squares are one leap apart. */
export function areLeaps(board: Board, a: Square, b: Square): boolean {
	const dr = Math.abs(Math.floor(a / board.cols) - Math.floor(b / board.cols));
	const dc = Math.abs((a % board.cols) - (b % board.cols));
	const [p, q] = board.leaper;
	return (dr === p && dc === q) || (dr === q && dc === p);
}

/** Tells whether a board is a plain rectangle for the knight (no holes). */
export function isPlainKnightBoard(board: Board): boolean {
	return board.holeCount === 0 && board.leaper[0] === KNIGHT[0] && board.leaper[1] === KNIGHT[1];
}

/** What theory says about a request before any search. */
export type TourVerdict =
	| { verdict: 'impossible'; reason: string; squares: Square[] }
	| { verdict: 'exists'; reason: string }
	| { verdict: 'search'; reason: string };

/**
 * Says at once, without searching, whether a tour can exist: a theorem or a
 * quick proof rules it out, a theorem guarantees it, or only a search can tell.
 * Throws a `RangeError` for a malformed request (a square off the board, …).
 */
export function tourVerdict(board: Board, options: FindTourOptions = {}): TourVerdict {
	const checked = plan(board, options, 'tourVerdict');
	if ('status' in checked) {
		// plan() only ever answers with an 'impossible' result.
		if (checked.status !== 'impossible') throw new Error('Unexpected request check.');
		return { verdict: 'impossible', reason: checked.reason, squares: checked.squares ?? [] };
	}
	const { closed, fixed } = checked;
	const plain = isPlainKnightBoard(board);
	const closedVerdict = plain ? closedTourExists(board.rows, board.cols) : null;
	if (plain) {
		const verdict = closed ? closedVerdict : openTourExists(board.rows, board.cols);
		if (verdict !== null && !verdict.exists) {
			return { verdict: 'impossible', reason: verdict.reason, squares: [] };
		}
	}
	const obstruction = findObstruction(board, { closed, fixed, structure: !plain });
	if (obstruction !== null) {
		return { verdict: 'impossible', reason: obstruction.reason, squares: obstruction.squares };
	}
	if (plain && closedVerdict !== null) {
		const reason = closed ? closedVerdict.reason : openTourExists(board.rows, board.cols).reason;
		if (fixed.size === 0) return { verdict: 'exists', reason };
		if (fixed.size === 1 && checked.start !== undefined && closedVerdict.exists) {
			return {
				verdict: 'exists',
				reason: `${closedVerdict.reason} A closed tour passes through every square, so one starts on ${squareName(board, checked.start)}.`,
			};
		}
	}
	return {
		verdict: 'search',
		reason: 'No theorem or quick argument settles this request; a search will decide.',
	};
}
