/**
 * Boards: rectangles of squares, optionally with holes, on which one leaper
 * moves. A square is the number `row * cols + col`; row 0 is the top row as
 * drawn (the highest rank) and column 0 is file a, so on 8×8 a8 = 0, h1 = 63.
 */
import {
	checkBoard,
	checkInteger,
	checkIterable,
	checkOptions,
	checkSquare,
	checkString,
	checkWhole,
} from './args.ts';
import { KNIGHT, leaperOffsets, normalizeLeaper, type Leaper, type Offset } from './leaper.ts';
import { quote } from './input.ts';

/** A square of a board: `row * cols + col`. */
export type Square = number;

/** Smallest and largest number of rows or columns a board may have. */
export const MIN_SIDE = 1;
export const MAX_SIDE = 4000;

/** A board: its size, its holes and the leaper that moves on it. */
export interface Board {
	/** Number of rows (ranks). */
	readonly rows: number;
	/** Number of columns (files). */
	readonly cols: number;
	/** Number of squares, holes included: `rows * cols`. */
	readonly size: number;
	/** The leaper in normal form `[min, max]`. */
	readonly leaper: Leaper;
	/** The leaper's moves, in the fixed clockwise order of `leaperOffsets`. */
	readonly offsets: readonly Offset[];
	/** `holes[s] === 1` when square `s` is cut out of the board; `null` when there are none. */
	readonly holes: Uint8Array | null;
	/** Number of holes. */
	readonly holeCount: number;
}

/** Options for `createBoard`. */
export interface BoardOptions {
	/** Squares cut out of the board. */
	holes?: Iterable<Square>;
	/** The piece that moves; the knight `[1, 2]` by default. */
	leaper?: Leaper;
}

/** Throws a `RangeError` unless `value` is a whole number of rows or columns in range. */
function checkSide(what: string, value: number): void {
	if (!Number.isInteger(value) || value < MIN_SIDE || value > MAX_SIDE) {
		throw new RangeError(
			`${what} must be a whole number from ${String(MIN_SIDE)} to ${String(MAX_SIDE)}; got ${String(value)}.`,
		);
	}
}

/** Creates a board of `rows` × `cols` squares, or throws a `RangeError` that says what is allowed. */
export function createBoard(rows: number, cols: number, options: BoardOptions = {}): Board {
	checkSide('Rows', rows);
	checkSide('Columns', cols);
	checkOptions('createBoard', options);
	options ??= {};
	const size = rows * cols;
	if (options.leaper !== undefined && !Array.isArray(options.leaper)) {
		throw new TypeError(
			`createBoard: options.leaper must be a pair of numbers such as [1, 2], got ${options.leaper === null ? 'null' : typeof options.leaper}.`,
		);
	}
	const leaper = normalizeLeaper(options.leaper ?? KNIGHT);
	let holes: Uint8Array | null = null;
	let holeCount = 0;
	if (options.holes !== undefined) {
		checkIterable('createBoard', 'options.holes', options.holes);
		for (const square of options.holes) {
			if (!Number.isInteger(square) || square < 0 || square >= size) {
				throw new RangeError(
					`A hole must be a square from 0 to ${String(size - 1)} of this ${String(rows)}×${String(cols)} board; got ${String(square)}.`,
				);
			}
			holes ??= new Uint8Array(size);
			if (holes[square] === 0) {
				holes[square] = 1;
				holeCount += 1;
			}
		}
	}
	return { rows, cols, size, leaper, offsets: leaperOffsets(leaper), holes, holeCount };
}

/** Returns the row of a square (0 is the top row as drawn). */
export function rowOf(board: Board, square: Square): number {
	checkBoard('rowOf', board);
	checkSquare('rowOf', 'square', board, square);
	return Math.floor(square / board.cols);
}

/** Returns the column of a square (0 is file a). */
export function colOf(board: Board, square: Square): number {
	checkBoard('colOf', board);
	checkSquare('colOf', 'square', board, square);
	return square % board.cols;
}

/** Returns the square at `row`, `col`, or -1 when that is off the board. */
export function squareAt(board: Board, row: number, col: number): Square {
	checkBoard('squareAt', board);
	checkInteger('squareAt', 'row', row);
	checkInteger('squareAt', 'col', col);
	if (row < 0 || row >= board.rows || col < 0 || col >= board.cols) return -1;
	return row * board.cols + col;
}

/** Tells whether `square` is a whole number naming a square of the board (holes included). */
export function isOnBoard(board: Board, square: Square): boolean {
	checkBoard('isOnBoard', board);
	return Number.isInteger(square) && square >= 0 && square < board.size;
}

/** Tells whether `square` is a hole. */
export function isHole(board: Board, square: Square): boolean {
	checkBoard('isHole', board);
	checkSquare('isHole', 'square', board, square);
	return board.holes !== null && board.holes[square] === 1;
}

/**
 * Tells whether a square is dark. a1 is dark, as on a chessboard; a leap with
 * a + b odd (the knight's 1 + 2) always lands on the other colour.
 */
export function isDark(board: Board, square: Square): boolean {
	checkBoard('isDark', board);
	checkSquare('isDark', 'square', board, square);
	const rankFromBottom = board.rows - 1 - Math.floor(square / board.cols);
	return ((square % board.cols) + rankFromBottom) % 2 === 0;
}

/** Returns the squares one leap from `square`, holes excluded, in the leaper's move order. */
export function neighbors(board: Board, square: Square): Square[] {
	checkBoard('neighbors', board);
	checkSquare('neighbors', 'square', board, square);
	return leapsFrom(board, square);
}

/** Returns the squares one leap from `square`, unchecked: for loops over squares already known good. */
export function leapsFrom(board: Board, square: Square): Square[] {
	const row = Math.floor(square / board.cols);
	const col = square % board.cols;
	const result: Square[] = [];
	for (const { dr, dc } of board.offsets) {
		const r = row + dr;
		const c = col + dc;
		if (r < 0 || r >= board.rows || c < 0 || c >= board.cols) continue;
		const target = r * board.cols + c;
		if (board.holes !== null && board.holes[target] === 1) continue;
		result.push(target);
	}
	return result;
}

/** Returns the number of leaps from `square` (its degree in the leaper's graph). */
export function degree(board: Board, square: Square): number {
	checkBoard('degree', board);
	checkSquare('degree', 'square', board, square);
	return leapsFrom(board, square).length;
}

/** Counts the edges of the leaper's graph: pairs of squares (not holes) one leap apart. */
export function edgeCount(board: Board): number {
	checkBoard('edgeCount', board);
	let ends = 0;
	for (let square = 0; square < board.size; square++) {
		if (board.holes?.[square] !== 1) ends += leapsFrom(board, square).length;
	}
	return ends / 2;
}

/** Counts how many squares (not holes) have each degree: `result[d]` squares have degree d. */
export function degreeHistogram(board: Board): number[] {
	checkBoard('degreeHistogram', board);
	const histogram = new Array<number>(board.offsets.length + 1).fill(0);
	for (let square = 0; square < board.size; square++) {
		if (board.holes?.[square] === 1) continue;
		const d = leapsFrom(board, square).length;
		histogram[d] = (histogram[d] ?? 0) + 1;
	}
	return histogram;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Returns how many letters name a file: 1 up to 26 columns, 2 up to 676, then 3. */
export function fileNameLength(cols: number): number {
	let length = 1;
	let capacity = LETTERS.length;
	while (capacity < cols) {
		length += 1;
		capacity *= LETTERS.length;
	}
	return length;
}

/** Returns the name of a file (column): `a`…`z`, or `aa`, `ab`, … on boards wider than 26. */
export function fileName(board: Board, col: number): string {
	checkBoard('fileName', board);
	checkWhole('fileName', 'col', col, 0, board.cols - 1);
	let name = '';
	let rest = col;
	for (let i = 0; i < fileNameLength(board.cols); i++) {
		name = LETTERS.charAt(rest % LETTERS.length) + name;
		rest = Math.floor(rest / LETTERS.length);
	}
	return name;
}

/** Returns the rank (1 is the bottom row) of a square. */
export function rankOf(board: Board, square: Square): number {
	checkBoard('rankOf', board);
	checkSquare('rankOf', 'square', board, square);
	return board.rows - Math.floor(square / board.cols);
}

/** Returns a square's algebraic name: file letters then rank, `a1` bottom-left. */
export function squareName(board: Board, square: Square): string {
	checkBoard('squareName', board);
	checkSquare('squareName', 'square', board, square);
	return fileName(board, square % board.cols) + String(rankOf(board, square));
}

/** Describes the names a board accepts, for error messages: "files a–h, ranks 1–8". */
function describeNames(board: Board): string {
	const first = fileName(board, 0);
	const last = fileName(board, board.cols - 1);
	const files = first === last ? `file ${first}` : `files ${first}–${last}`;
	const ranks = board.rows === 1 ? 'rank 1' : `ranks 1–${String(board.rows)}`;
	return `${files}, ${ranks}`;
}

/**
 * Reads an algebraic square name such as `c3` (case and surrounding spaces
 * ignored). Throws a `RangeError` that says which names this board has.
 */
export function parseSquare(board: Board, name: string): Square {
	checkBoard('parseSquare', board);
	checkString('parseSquare', 'name', name);
	const text = name.trim().toLowerCase();
	const width = fileNameLength(board.cols);
	const match = /^([a-z]+)([0-9]+)$/.exec(text);
	const size = `${String(board.rows)}×${String(board.cols)}`;
	if (match === null || match[1]?.length !== width) {
		throw new RangeError(
			`${quote(name)} is not a square name on this ${size} board: write ${String(width)} letter${width === 1 ? '' : 's'} then a number, as in ${squareName(board, squareAt(board, board.rows - 1, 0))} (${describeNames(board)}).`,
		);
	}
	let col = 0;
	for (const letter of match[1]) col = col * LETTERS.length + LETTERS.indexOf(letter);
	const rank = Number(match[2]);
	if (col >= board.cols || rank < 1 || rank > board.rows) {
		throw new RangeError(`${quote(name)} is off this ${size} board (${describeNames(board)}).`);
	}
	return (board.rows - rank) * board.cols + col;
}
