/**
 * Tours as data: verifying one (with the first problem, precisely), a compact
 * text code for links and submissions, and algebraic notation (`a1 b3 c5 …`).
 */
import {
	colOf,
	isHole,
	isOnBoard,
	parseSquare,
	rowOf,
	squareName,
	type Board,
	type Square,
} from './board.ts';

/** The verdict on a tour: fine, or the first thing wrong with it. */
export type TourCheck = { ok: true } | { ok: false; error: string; index?: number };

/** Options for `verifyTour`. */
export interface VerifyOptions {
	/** Require the last square to be a leap from the first. Default: false. */
	closed?: boolean;
}

/** Tells whether two squares are one leap apart on this board (holes not considered). */
export function isLeap(board: Board, from: Square, to: Square): boolean {
	const dr = Math.abs(rowOf(board, from) - rowOf(board, to));
	const dc = Math.abs(colOf(board, from) - colOf(board, to));
	const [a, b] = board.leaper;
	return (dr === a && dc === b) || (dr === b && dc === a);
}

/** Counts the squares a tour must visit: all but the holes. */
export function squaresToVisit(board: Board): number {
	return board.size - board.holeCount;
}

/**
 * Checks that `tour` visits every square that is not a hole exactly once by
 * legal leaps (and returns to the start when `closed`). The error names the
 * first problem; `index` is the position (0-based) where it shows.
 */
export function verifyTour(
	board: Board,
	tour: ArrayLike<Square>,
	options: VerifyOptions = {},
): TourCheck {
	const seen = new Int32Array(board.size).fill(-1);
	const name = (s: Square): string => squareName(board, s);
	for (let i = 0; i < tour.length; i++) {
		const square = tour[i] as Square;
		if (!isOnBoard(board, square)) {
			return {
				ok: false,
				index: i,
				error: `Move ${String(i + 1)} is ${String(square)}, which is not a square of this ${String(board.rows)}×${String(board.cols)} board.`,
			};
		}
		if (isHole(board, square)) {
			return {
				ok: false,
				index: i,
				error: `Move ${String(i + 1)} lands on ${name(square)}, which is a hole.`,
			};
		}
		const first = seen[square] ?? -1;
		if (first >= 0) {
			return {
				ok: false,
				index: i,
				error: `Move ${String(i + 1)} returns to ${name(square)}, already visited at move ${String(first + 1)}.`,
			};
		}
		seen[square] = i;
		if (i > 0) {
			const previous = tour[i - 1] as Square;
			if (!isLeap(board, previous, square)) {
				return {
					ok: false,
					index: i,
					error: `Moves ${String(i)} and ${String(i + 1)}: ${name(previous)} to ${name(square)} is not a leap of the (${board.leaper.join(', ')}) leaper.`,
				};
			}
		}
	}
	const needed = squaresToVisit(board);
	if (tour.length !== needed) {
		const missing: string[] = [];
		for (let s = 0; s < board.size && missing.length < 5; s++) {
			if (!isHole(board, s) && (seen[s] ?? -1) < 0) missing.push(name(s));
		}
		const more = needed - tour.length > missing.length ? ', …' : '';
		return {
			ok: false,
			index: tour.length,
			error: `The tour has ${String(tour.length)} squares; this board has ${String(needed)} to visit (missing ${missing.join(', ')}${more}).`,
		};
	}
	if (options.closed === true && needed === 1) {
		return {
			ok: false,
			index: 0,
			error: 'A single square is not a closed tour: there is no leap back to it.',
		};
	}
	if (options.closed === true) {
		const first = tour[0] as Square;
		const last = tour[needed - 1] as Square;
		if (!isLeap(board, last, first)) {
			return {
				ok: false,
				index: needed - 1,
				error: `The tour is not closed: the last square, ${name(last)}, is not a leap from the first, ${name(first)}.`,
			};
		}
	}
	return { ok: true };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Encodes a tour compactly for links and submission codes: the start square
 * and the number of leaps in base 36, then each leap as its index in the
 * board's move order, three bits a leap, packed into URL-safe base-64
 * characters. A tour of 8×8 takes 28 characters.
 */
export function encodeTour(board: Board, tour: ArrayLike<Square>): string {
	if (tour.length === 0) return '';
	let bits = 0;
	let width = 0;
	let body = '';
	for (let i = 1; i < tour.length; i++) {
		const from = tour[i - 1] as Square;
		const to = tour[i] as Square;
		const dr = rowOf(board, to) - rowOf(board, from);
		const dc = colOf(board, to) - colOf(board, from);
		const move = board.offsets.findIndex((o) => o.dr === dr && o.dc === dc);
		if (move < 0) {
			throw new RangeError(
				`Moves ${String(i)} and ${String(i + 1)} are not a leap; only tours made of leaps can be encoded.`,
			);
		}
		bits = ((bits << 3) | move) & 0xfff;
		width += 3;
		if (width >= 6) {
			width -= 6;
			body += ALPHABET.charAt((bits >> width) & 63);
		}
	}
	if (width > 0) body += ALPHABET.charAt((bits << (6 - width)) & 63);
	return `${(tour[0] as Square).toString(36)}.${(tour.length - 1).toString(36)}.${body}`;
}

/** Decodes `encodeTour`'s text for this board; throws a `RangeError` that says what is wrong. */
export function decodeTour(board: Board, code: string): Int32Array {
	const text = code.trim();
	if (text === '') return new Int32Array(0);
	const damaged = 'This tour code is damaged';
	const match = /^([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]*)$/.exec(text);
	if (match === null) {
		throw new RangeError(
			`${damaged}: it should be two groups of letters and digits, each followed by a dot, then the moves.`,
		);
	}
	const start = parseInt(match[1] ?? '', 36);
	const leaps = parseInt(match[2] ?? '', 36);
	const body = match[3] ?? '';
	if (!isOnBoard(board, start)) {
		throw new RangeError(
			`This tour code starts off this ${String(board.rows)}×${String(board.cols)} board; is it for another board?`,
		);
	}
	if (body.length !== Math.ceil((leaps * 3) / 6)) {
		// Each letter holds two moves, the last letter one or two.
		const held =
			body.length === 0 ? '0' : `${String(2 * body.length - 1)} or ${String(2 * body.length)}`;
		throw new RangeError(
			`${damaged}: it promises ${String(leaps)} move${leaps === 1 ? '' : 's'} but its letters hold ${held}.`,
		);
	}
	const tour = new Int32Array(leaps + 1);
	tour[0] = start;
	let square = start;
	for (let i = 1; i <= leaps; i++) {
		const bit = (i - 1) * 3;
		const char = ALPHABET.indexOf(body.charAt(Math.floor(bit / 6)));
		const move = bit % 6 === 0 ? char >> 3 : char & 7;
		const offset = board.offsets[move];
		const row = rowOf(board, square) + (offset?.dr ?? 0);
		const col = colOf(board, square) + (offset?.dc ?? 0);
		if (offset === undefined || row < 0 || row >= board.rows || col < 0 || col >= board.cols) {
			throw new RangeError(`${damaged} at move ${String(i + 1)}: that leap leaves the board.`);
		}
		square = row * board.cols + col;
		tour[i] = square;
	}
	return tour;
}

/** Writes a tour in algebraic notation, squares separated by spaces: `a1 b3 c5 …`. */
export function tourToAlgebraic(board: Board, tour: ArrayLike<Square>): string {
	const names: string[] = [];
	for (let i = 0; i < tour.length; i++) names.push(squareName(board, tour[i] as Square));
	return names.join(' ');
}

/**
 * Reads a tour in algebraic notation: square names separated by spaces,
 * commas, semicolons, dashes or new lines, optionally numbered (`1. a1 2. b3`).
 * Throws a `RangeError` naming the first word that is not a square.
 */
export function parseAlgebraicTour(board: Board, text: string): Int32Array {
	const words = text
		.replace(/[-–—]/g, ' ')
		.split(/[\s,;]+/)
		.filter((w) => w !== '' && !/^\d+[.)]$/.test(w));
	return Int32Array.from(words, (word, i) => {
		try {
			return parseSquare(board, word);
		} catch (error) {
			const why = error instanceof Error ? error.message : String(error);
			throw new RangeError(`Word ${String(i + 1)}: ${why}`, { cause: error });
		}
	});
}
