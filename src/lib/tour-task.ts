/**
 * Tour tasks: "build a knight's tour of this board, from here, through these
 * fixed moves". A task is plain data (a link or an assignment can carry it);
 * this module says what is wrong with a student's (partial) tour, whether the
 * next click is legal, and whether the task can be done at all — theory first
 * (Schwenk, the open-tour list, the board's facts), then a bounded search.
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
import { MAX_SIDE, createBoard, leapsFrom, squareName, type Board, type Square } from './board.ts';
import { boardFacts, type BoardFact } from './board-facts.ts';
import { findTour } from './solvers/find-tour.ts';
import { areLeaps, isPlainKnightBoard, plan, type FindTourOptions } from './solvers/request.ts';
import { closedTourExists, findObstruction, openTourExists } from './theory.ts';
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

/** Why a task cannot be done. */
export type TaskImpossibility =
	/** The colours cannot alternate (odd area for a closed tour, unequal counts, fixed squares' colours). */
	| 'colour'
	/** Schwenk's theorem rules out a closed tour of this rectangle (sides 1, 2 or 4; 3×4, 3×6, 3×8). */
	| 'schwenk'
	/** The list of rectangles with an open tour leaves this one out (1×n, 2×n, 3×3, 3×5, 3×6, 4×4). */
	| 'open-tours'
	/** A square whose removal splits the board. */
	| 'cut-square'
	/** Squares with no leap, or with one leap where the tour cannot end. */
	| 'degree'
	/** The board falls apart into pieces no leap joins. */
	| 'pieces'
	/** The task's own fixed squares contradict each other. */
	| 'fixed'
	/** An exhaustive search found no tour. */
	| 'search';

/** Whether a task can be done: with a tour that does it, with a proof that none can, or unknown. */
export type TourTaskVerdict =
	| { possible: true; tour: Square[]; explanation: string }
	| {
			possible: false;
			reason: TaskImpossibility;
			explanation: string;
			/** The squares the proof names (holes, cut squares, fixed squares), for highlighting. */
			squares: Square[];
	  }
	| { possible: 'unknown'; explanation: string };

/** A task read once: its board and the square each fixed move number must have. */
interface ReadTask {
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
function readTask(fn: string, task: unknown): ReadTask {
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

/** The task's conditions as `findTour` options. */
function taskOptions(task: Partial<TourTask>): FindTourOptions {
	const options: FindTourOptions = {};
	if (task.start !== undefined) options.start = task.start;
	if (task.end !== undefined) options.end = task.end;
	if (task.closed !== undefined) options.closed = task.closed;
	if (task.constraints !== undefined) options.constraints = task.constraints;
	return options;
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

/** Names the kind of proof a board fact gives. */
function factReason(fact: BoardFact): TaskImpossibility {
	switch (fact.kind) {
		case 'colour':
			return 'colour';
		case 'no-leap':
		case 'one-leap':
			return 'degree';
		case 'pieces':
			return 'pieces';
		case 'cut':
			return 'cut-square';
	}
}

/**
 * Says whether the task can be done at all. Theory first: contradictory fixed
 * squares; on a whole rectangle Schwenk's theorem (closed) or the list of
 * boards with open tours; on a board with holes its facts (colour balance,
 * squares with no leap or one, pieces, cut squares); then the colour and end
 * arguments for fixed squares. Only then a search of at most `maxNodes`
 * positions (default: `findTour`'s), whose tour shows the task can be done, whose
 * exhaustion proves it cannot, and whose running out of budget leaves it unknown.
 */
export function tourTaskVerdict(task: TourTask, maxNodes?: number): TourTaskVerdict {
	const fn = 'tourTaskVerdict';
	const read = readTask(fn, task);
	if (maxNodes !== undefined) checkWhole(fn, 'maxNodes', maxNodes, 1);
	const { board, closed } = read;
	const options = taskOptions(task);
	const checked = plan(board, options, fn);
	if ('status' in checked) {
		// plan() only ever answers with an 'impossible' result.
		if (checked.status !== 'impossible') throw new Error('Unexpected request check.');
		return {
			possible: false,
			reason: 'fixed',
			explanation: checked.reason,
			squares: checked.squares ?? [],
		};
	}
	const plain = isPlainKnightBoard(board);
	if (plain) {
		const theorem = closed
			? closedTourExists(board.rows, board.cols)
			: openTourExists(board.rows, board.cols);
		if (!theorem.exists) {
			// Schwenk's condition (a), both sides odd, is the colour argument; (b) and (c) are his own.
			const oddArea = (board.rows * board.cols) % 2 === 1;
			const reason = closed ? (oddArea ? 'colour' : 'schwenk') : 'open-tours';
			return { possible: false, reason, explanation: theorem.reason, squares: [] };
		}
	} else {
		const facts = boardFacts(board);
		const proof = closed ? facts.closedProof : facts.openProof;
		if (proof !== null) {
			return {
				possible: false,
				reason: factReason(proof),
				explanation: proof.text,
				squares: proof.squares,
			};
		}
	}
	const obstruction = findObstruction(board, { closed, fixed: checked.fixed, structure: !plain });
	if (obstruction !== null) {
		// Left after the facts above: squares with one leap that the fixed ends leave no end for, or
		// colours (of the counts, of fixed squares, or Pósa's colouring of a board 4 wide).
		const stranded =
			obstruction.squares.length > 0 &&
			obstruction.squares.every((s) => leapsFrom(board, s).length <= 1);
		return {
			possible: false,
			reason: stranded ? 'degree' : 'colour',
			explanation: obstruction.reason,
			squares: obstruction.squares,
		};
	}
	const result = findTour(board, maxNodes === undefined ? options : { ...options, maxNodes });
	switch (result.status) {
		case 'found':
			return {
				possible: true,
				tour: Array.from(result.tour),
				explanation: `A tour exists: here is one (${plural(result.tour.length, 'square')}).`,
			};
		case 'impossible':
			return { possible: false, reason: 'search', explanation: result.reason, squares: [] };
		case 'gave-up':
			return {
				possible: 'unknown',
				explanation: `No theorem settles this task, and the search ran out of budget: ${result.reason}`,
			};
	}
}
