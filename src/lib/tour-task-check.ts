/**
 * Checking a student's tour against a tour task, move by move: what is wrong
 * with a (possibly partial) tour, and whether the next click is legal. Kept
 * apart from the verdict (tour-task.ts), which needs the solvers, so that a
 * page that only checks does not ship them.
 */
import {
	checkArray,
	checkArrayLike,
	checkBoolean,
	checkIterable,
	checkObject,
	checkSquare,
	checkWhole,
	plural,
	showValue,
} from './args.ts';
import { MAX_SIDE, createBoard, squareName, type Board, type Square } from './board.ts';
import { areLeaps } from './solvers/request.ts';
import { squaresToVisit } from './tour.ts';

/** What a student is asked to build: a knight's tour of a board, under conditions. */
export interface TourTask {
	/** The board: its size, and the squares cut out of it. */
	board: { rows: number; cols: number; holes?: readonly Square[] };
	/** The square the tour must start on (move 1). */
	start?: Square;
	/** The square the tour must end on (the last move). */
	end?: Square;
	/** Whether the last square must be a knight's move from the first. Default: false. */
	closed?: boolean;
	/** Squares fixed at move numbers; move 1 is the start. */
	constraints?: readonly { move: number; square: Square }[];
}

/** The verdict on a (possibly partial) tour: right, or the first thing wrong with it. */
export type TourTaskCheck =
	| { status: 'right' }
	| {
			status: 'wrong';
			/** 0-based position in the tour of the first bad move; null when no single move is to blame. */
			index: number | null;
			message: string;
	  };

/** A task read once: its board and the square each fixed move number must have. */
export interface ReadTask {
	board: Board;
	total: number;
	closed: boolean;
	start: Square | undefined;
	end: Square | undefined;
	/** Move number (1 is the start) → the square the task fixes there. */
	fixedAt: Map<number, Square>;
	/** Square → the move number the task fixes it at. */
	moveOf: Map<Square, number>;
}

/** Checks a task's shape (naming `fn` and the field) and reads it; throws for a malformed task. */
export function readTask(fn: string, task: unknown): ReadTask {
	checkObject(fn, 'task', task, 'a tour task { board, start?, end?, closed?, constraints? }');
	const t = task as Partial<TourTask>;
	checkObject(fn, 'task.board', t.board, 'a board { rows, cols, holes? }');
	const { rows, cols, holes } = t.board as Partial<TourTask['board']>;
	checkWhole(fn, 'task.board.rows', rows, 1, MAX_SIDE);
	checkWhole(fn, 'task.board.cols', cols, 1, MAX_SIDE);
	if (holes !== undefined) checkIterable(fn, 'task.board.holes', holes);
	const holeList = holes === undefined ? [] : [...holes];
	holeList.forEach((hole, i) => {
		checkWhole(fn, `task.board.holes[${String(i)}]`, hole, 0, rows * cols - 1);
	});
	const board = createBoard(rows, cols, { holes: holeList });
	const total = squaresToVisit(board);
	if (total === 0) {
		throw new RangeError(`${fn}: task.board has no squares to visit: every square is a hole.`);
	}
	if (t.closed !== undefined) checkBoolean(fn, 'task.closed', t.closed);
	if (t.start !== undefined) checkSquare(fn, 'task.start', board, t.start, true);
	if (t.end !== undefined) checkSquare(fn, 'task.end', board, t.end, true);
	const fixedAt = new Map<number, Square>();
	const moveOf = new Map<Square, number>();
	if (t.constraints !== undefined) {
		checkArray(fn, 'task.constraints', t.constraints, 'an array of { move, square }');
		t.constraints.forEach((c: unknown, i) => {
			const name = `task.constraints[${String(i)}]`;
			checkObject(fn, name, c, 'a fixed move { move, square }');
			const { move, square } = c as Record<string, unknown>;
			checkWhole(fn, `${name}.move`, move, 1, total);
			checkSquare(fn, `${name}.square`, board, square, true);
			// The first constraint on a move or a square wins; a contradictory task fails every tour anyway.
			if (!fixedAt.has(move)) fixedAt.set(move, square);
			if (!moveOf.has(square)) moveOf.set(square, move);
		});
	}
	return {
		board,
		total,
		closed: t.closed === true,
		start: t.start,
		end: t.end,
		fixedAt,
		moveOf,
	};
}

/**
 * Says why `square` cannot be move `i + 1` after `before` (the first i
 * squares, taken as already checked; `seen[s]` is the move number of square s
 * among them, 0 if none), or null when it can. `repeat` writes the message
 * for a square visited before, which differs between a finished tour
 * ("visited twice") and a click ("already visited").
 */
function whyNotAt(
	task: ReadTask,
	before: ArrayLike<Square>,
	seen: Int32Array,
	i: number,
	square: unknown,
	repeat: (name: string, first: number, move: number) => string,
): string | null {
	const { board } = task;
	const move = i + 1;
	if (
		typeof square !== 'number' ||
		!Number.isInteger(square) ||
		square < 0 ||
		square >= board.size
	) {
		return `Move ${String(move)} is ${showValue(square)}, which is not a square of this ${String(board.rows)}×${String(board.cols)} board.`;
	}
	const name = squareName(board, square);
	if (board.holes?.[square] === 1) return `${name} is a hole.`;
	const first = seen[square] ?? 0;
	if (first > 0) return repeat(name, first, move);
	if (i > 0) {
		const previous = before[i - 1] as Square;
		if (!areLeaps(board, previous, square)) {
			return `Move ${String(move)} (${squareName(board, previous)} → ${name}) is not a knight's move.`;
		}
	}
	if (i === 0 && task.start !== undefined && square !== task.start) {
		return `The tour must start on ${squareName(board, task.start)}.`;
	}
	const fixed = task.fixedAt.get(move);
	if (fixed !== undefined && fixed !== square) {
		return `Move ${String(move)} must be on ${squareName(board, fixed)} (the task fixes it).`;
	}
	if (move === task.total && task.end !== undefined && square !== task.end) {
		return `The tour must end on ${squareName(board, task.end)}.`;
	}
	if (task.end !== undefined && square === task.end && move !== task.total) {
		return `${name} is where the tour must end: it must be the last move, move ${String(task.total)}.`;
	}
	const reserved = task.moveOf.get(square);
	if (reserved !== undefined && reserved !== move) {
		return `${name} must be move ${String(reserved)} (the task fixes it), not move ${String(move)}.`;
	}
	return null;
}

/** First thing wrong with a (possibly partial) tour for the task, or that it is right. */
export function checkTourTask(task: TourTask, squares: readonly Square[]): TourTaskCheck {
	const fn = 'checkTourTask';
	const read = readTask(fn, task);
	checkArrayLike(fn, 'squares', squares);
	const { board, total } = read;
	const twice = (name: string, first: number, move: number): string =>
		`${name} is visited twice: at moves ${String(first)} and ${String(move)}.`;
	const seen = new Int32Array(board.size);
	for (let i = 0; i < squares.length; i++) {
		const square = squares[i] as Square;
		const message = whyNotAt(read, squares, seen, i, square, twice);
		if (message !== null) return { status: 'wrong', index: i, message };
		seen[square] = i + 1;
	}
	if (squares.length < total) {
		return {
			status: 'wrong',
			index: null,
			message: `The tour has ${String(squares.length)} of ${plural(total, 'square')}.`,
		};
	}
	if (read.closed) {
		const first = squares[0] as Square;
		const last = squares[total - 1] as Square;
		if (total === 1) {
			return {
				status: 'wrong',
				index: null,
				message: "A single square is not a closed tour: there is no knight's move back to it.",
			};
		}
		if (!areLeaps(board, last, first)) {
			return {
				status: 'wrong',
				index: null,
				message: `The tour is not closed: ${squareName(board, last)} is not a knight's move from ${squareName(board, first)}.`,
			};
		}
	}
	return { status: 'right' };
}

/**
 * Says whether `next` may be the next square after `squares` (the tour so far,
 * taken as already checked): null when it may, else why not — off the board,
 * a hole, already visited, not a knight's move from the last square, the
 * wrong square for a move the task fixes, or the tour is already complete.
 */
export function whyNotNext(
	task: TourTask,
	squares: readonly Square[],
	next: Square,
): string | null {
	const fn = 'whyNotNext';
	const read = readTask(fn, task);
	checkArrayLike(fn, 'squares', squares);
	if (typeof next !== 'number') {
		throw new TypeError(`${fn}: next must be a square number, got ${showValue(next)}.`);
	}
	const seen = new Int32Array(read.board.size);
	for (let i = 0; i < squares.length; i++) {
		checkWhole(fn, `squares[${String(i)}]`, squares[i], 0, read.board.size - 1);
		seen[squares[i] as Square] ||= i + 1;
	}
	if (squares.length >= read.total) {
		return `The tour is complete: all ${plural(read.total, 'square')} are visited.`;
	}
	const already = (name: string, first: number): string =>
		`${name} is already visited, at move ${String(first)}.`;
	return whyNotAt(read, squares, seen, squares.length, next, already);
}
