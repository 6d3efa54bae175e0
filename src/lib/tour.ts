/**
 * Tours as data: verifying one (with the first problem, precisely), a compact
 * text code for links and submissions, and algebraic notation (`a1 b3 c5 …`).
 */
import {
	checkArrayLike,
	checkBoard,
	checkBoolean,
	checkOptions,
	checkSquare,
	checkString,
} from './args.ts';
import { parseSquare, squareName, type Board, type Square } from './board.ts';

/** Tells whether a square is a hole, unchecked (the loops below pass only squares on the board). */
function holeAt(board: Board, square: Square): boolean {
	return board.holes !== null && board.holes[square] === 1;
}

/** Tells whether two squares of the board are one leap apart, unchecked. */
function leaps(board: Board, from: Square, to: Square): boolean {
	const dr = Math.abs(Math.floor(from / board.cols) - Math.floor(to / board.cols));
	const dc = Math.abs((from % board.cols) - (to % board.cols));
	const [a, b] = board.leaper;
	return (dr === a && dc === b) || (dr === b && dc === a);
}

/** The verdict on a tour: fine, or the first thing wrong with it. */
export type TourCheck = { ok: true } | { ok: false; error: string; index?: number };

/** Options for `verifyTour`. */
export interface VerifyOptions {
	/** Require the last square to be a leap from the first. Default: false. */
	closed?: boolean;
}

/** Tells whether two squares are one leap apart on this board (holes not considered). */
export function isLeap(board: Board, from: Square, to: Square): boolean {
	checkBoard('isLeap', board);
	checkSquare('isLeap', 'from', board, from);
	checkSquare('isLeap', 'to', board, to);
	return leaps(board, from, to);
}

/** Counts the squares a tour must visit: all but the holes. */
export function squaresToVisit(board: Board): number {
	checkBoard('squaresToVisit', board);
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
	checkBoard('verifyTour', board);
	checkArrayLike('verifyTour', 'tour', tour);
	checkOptions('verifyTour', options);
	options ??= {};
	if (options.closed !== undefined) checkBoolean('verifyTour', 'options.closed', options.closed);
	const seen = new Int32Array(board.size).fill(-1);
	const name = (s: Square): string => squareName(board, s);
	for (let i = 0; i < tour.length; i++) {
		const square = tour[i] as Square;
		if (!(Number.isInteger(square) && square >= 0 && square < board.size)) {
			return {
				ok: false,
				index: i,
				error: `Move ${String(i + 1)} is ${String(square)}, which is not a square of this ${String(board.rows)}×${String(board.cols)} board.`,
			};
		}
		if (holeAt(board, square)) {
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
			if (!leaps(board, previous, square)) {
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
			if (!holeAt(board, s) && (seen[s] ?? -1) < 0) missing.push(name(s));
		}
		const more = needed - tour.length > missing.length ? ', …' : '';
		return {
			ok: false,
			index: tour.length,
			error: `The tour has ${String(tour.length)} ${tour.length === 1 ? 'square' : 'squares'}; this board has ${String(needed)} to visit (missing ${missing.join(', ')}${more}).`,
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
		if (!leaps(board, last, first)) {
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
	checkBoard('encodeTour', board);
	checkArrayLike('encodeTour', 'tour', tour);
	if (tour.length === 0) return '';
	// decodeTour reads only squares of the board, so the code must start on one.
	checkSquare('encodeTour', 'tour[0]', board, tour[0]);
	let bits = 0;
	let width = 0;
	let body = '';
	for (let i = 1; i < tour.length; i++) {
		const from = tour[i - 1] as Square;
		const to = tour[i] as Square;
		const dr = Math.floor(to / board.cols) - Math.floor(from / board.cols);
		const dc = (to % board.cols) - (from % board.cols);
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
	checkBoard('decodeTour', board);
	checkString('decodeTour', 'code', code);
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
	if (!(start >= 0 && start < board.size)) {
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
		const row = Math.floor(square / board.cols) + (offset?.dr ?? 0);
		const col = (square % board.cols) + (offset?.dc ?? 0);
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
	checkBoard('tourToAlgebraic', board);
	checkArrayLike('tourToAlgebraic', 'tour', tour);
	const names: string[] = [];
	for (let i = 0; i < tour.length; i++) {
		checkSquare('tourToAlgebraic', `tour[${String(i)}]`, board, tour[i]);
		names.push(squareName(board, tour[i] as Square));
	}
	return names.join(' ');
}

/**
 * Reads a tour in algebraic notation: square names separated by spaces,
 * commas, semicolons, dashes or new lines, optionally numbered (`1. a1 2. b3`).
 * Throws a `RangeError` naming the first word that is not a square.
 */
export function parseAlgebraicTour(board: Board, text: string): Int32Array {
	checkBoard('parseAlgebraicTour', board);
	checkString('parseAlgebraicTour', 'text', text);
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
