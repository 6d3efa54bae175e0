/**
 * What is possible, decided without searching.
 *
 * - Closed tours on rectangles: A. J. Schwenk, "Which rectangular chessboards
 *   have a knight's tour?", Mathematics Magazine 64 (1991) 325–332.
 * - Open tours on rectangles: G. Cull and J. De Curtins, "Knight's tour
 *   revisited", Fibonacci Quarterly 16 (1978) 276–285 (every m×n with
 *   m, n ≥ 5). The 4×n boards: IBM Research, "Ponder This", December 2001
 *   (a tour for every n except 1, 2 and 4, with a construction that adds three
 *   columns at a time to 4×3 and 4×5). The 3×n boards: the short ones were
 *   settled by exhaustive search (OEIS A118067 counts their tours), the even
 *   ones from 3×10 on follow from Schwenk's closed tours, and the whole list
 *   (3×4 and 3×n for n ≥ 7) is the one in the rec.puzzles archive's
 *   knight's-tour answer.
 * - Colour and structure arguments for any board (holes, other leapers):
 *   a leap with a + b odd changes colour, so a tour alternates colours; a
 *   square with one neighbour must be an end; a tour needs a connected board.
 */
import { checkBoard, checkBoolean, checkOptions, checkWhole, showValue } from './args.ts';
import {
	MAX_SIDE,
	MIN_SIDE,
	isDark,
	leapsFrom,
	squareName,
	type Board,
	type Square,
} from './board.ts';

/** A verdict of the theory: whether a tour exists, and the theorem or condition that decides it. */
export interface Existence {
	exists: boolean;
	reason: string;
}

/** Checks both sides: whole numbers from 1 to 4000, else an error naming `fn` and the side. */
function checkSides(fn: string, rows: unknown, cols: unknown): void {
	checkWhole(fn, 'rows', rows, MIN_SIDE, MAX_SIDE);
	checkWhole(fn, 'cols', cols, MIN_SIDE, MAX_SIDE);
}

/** Says "5×6". */
function size(rows: number, cols: number): string {
	return `${String(rows)}×${String(cols)}`;
}

/** Decides whether a plain rows×cols board has a closed knight's tour (Schwenk 1991). */
export function closedTourExists(rows: number, cols: number): Existence {
	checkSides('closedTourExists', rows, cols);
	const m = Math.min(rows, cols);
	const n = Math.max(rows, cols);
	const board = size(rows, cols);
	const theorem = 'Schwenk (1991)';
	if (m % 2 === 1 && n % 2 === 1) {
		return {
			exists: false,
			reason: `No closed tour on ${board}: both sides are odd, so it has an odd number of squares (${String(m * n)}), but a closed tour alternates colours and needs an even number (${theorem}, condition a).`,
		};
	}
	if (m === 1 || m === 2) {
		return {
			exists: false,
			reason: `No closed tour on ${board}: with a side of ${String(m)}, some square has fewer than two moves, and a closed tour enters and leaves every square (${theorem}, condition b).`,
		};
	}
	if (m === 4) {
		return {
			exists: false,
			reason: `No closed tour on ${board}: with ${rows === 4 ? '4 rows' : '4 columns'}, a closed tour would have to alternate between the two outer and the two inner ${rows === 4 ? 'rows' : 'columns'} and also between the colours, so it could never reach the outer squares of the other colour (Pósa's argument; ${theorem}, condition b).`,
		};
	}
	if (m === 3 && (n === 4 || n === 6 || n === 8)) {
		return {
			exists: false,
			reason: `No closed tour on ${board}: the boards 3×4, 3×6 and 3×8 have none, as an exhaustive search shows (${theorem}, condition c).`,
		};
	}
	return {
		exists: true,
		reason: `${board} has a closed tour: by ${theorem}, an m×n board with m ≤ n has one unless m and n are both odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8 — and none of these holds.`,
	};
}

/** Decides whether a plain rows×cols board has an open knight's tour (sources at the top of the module). */
export function openTourExists(rows: number, cols: number): Existence {
	checkSides('openTourExists', rows, cols);
	const m = Math.min(rows, cols);
	const n = Math.max(rows, cols);
	const board = size(rows, cols);
	if (m === 1 && n === 1) {
		return { exists: true, reason: 'The 1×1 board is toured by standing on its only square.' };
	}
	if (m === 1) {
		return {
			exists: false,
			reason: `No tour on ${board}: on a board one square wide the knight cannot move at all.`,
		};
	}
	if (m === 2) {
		return {
			exists: false,
			reason: `No tour on ${board}: on a board two squares wide every move goes two columns sideways, so the squares fall apart into separate chains that no path can join.`,
		};
	}
	if (m >= 5) {
		return {
			exists: true,
			reason: `${board} has an open tour: every board with both sides at least 5 has one (Cull & De Curtins 1978).`,
		};
	}
	if (m === 3 && n === 3) {
		return {
			exists: false,
			reason: 'No tour on 3×3: the knight can never reach or leave the centre square.',
		};
	}
	if (m === 3 && (n === 4 || n >= 7)) {
		return {
			exists: true,
			reason: `${board} has an open tour: a 3×n board has one when n is 4 or at least 7; the short ones were settled by exhaustive search (OEIS A118067 counts their tours), the list of all of them is the rec.puzzles archive's.`,
		};
	}
	if (m === 3) {
		return {
			exists: false,
			reason: `No tour on ${board}: 3×5 and 3×6 have none, as an exhaustive search shows (OEIS A118067 counts 0 for both).`,
		};
	}
	if (n === 4) {
		return {
			exists: false,
			reason: 'No tour on 4×4: an exhaustive search finds none (OEIS A165134 counts 0).',
		};
	}
	return {
		exists: true,
		reason: `${board} has an open tour: a 4×n board has one when n is 3 or at least 5 (IBM Research, "Ponder This", December 2001, builds 4×(n + 3) from 4×n).`,
	};
}

/** How many squares (not holes) of each colour a board has. */
export function colourCounts(board: Board): { dark: number; light: number } {
	checkBoard('colourCounts', board);
	// Without holes, a1 is dark and colours alternate, so the dark squares are the larger half.
	if (board.holeCount === 0)
		return { dark: Math.ceil(board.size / 2), light: Math.floor(board.size / 2) };
	let dark = 0;
	let light = 0;
	for (let square = 0; square < board.size; square++) {
		if (board.holes?.[square] === 1) continue;
		// isDark without its argument checks: a1 (bottom-left) is dark.
		if (((square % board.cols) + board.rows - 1 - Math.floor(square / board.cols)) % 2 === 0)
			dark++;
		else light++;
	}
	return { dark, light };
}

/** Tells whether the board's leaper always changes colour (a + b odd, like the knight's 1 + 2). */
export function changesColour(board: Board): boolean {
	checkBoard('changesColour', board);
	return (board.leaper[0] + board.leaper[1]) % 2 === 1;
}

/** A proof that no tour exists, with the squares that show it. */
export interface Obstruction {
	reason: string;
	squares: Square[];
}

/** What a tour is asked to do, for the cheap proofs. */
export interface TourRequest {
	closed?: boolean;
	/** Squares fixed at a move number (1 is the start); the last move number is the end. */
	fixed?: ReadonlyMap<number, Square>;
	/**
	 * Look at the board's shape (pieces, squares with one leap). Default: true. Callers that
	 * know the board is a whole rectangle, where Schwenk's theorem and the open-tour list
	 * decide, skip it and keep only the colour argument for fixed squares.
	 */
	structure?: boolean;
}

/** Lists up to `limit` square names: "a1, b3, c5 and 4 more". */
function listNames(board: Board, squares: readonly Square[], limit = 6): string {
	const names = squares.slice(0, limit).map((s) => squareName(board, s));
	const more = squares.length - names.length;
	return more > 0 ? `${names.join(', ')} and ${String(more)} more` : names.join(', ');
}

/** Finds the squares (not holes) that leaps from `from` reach. */
function reachable(board: Board, from: Square): Uint8Array {
	const seen = new Uint8Array(board.size);
	const stack = [from];
	seen[from] = 1;
	while (stack.length > 0) {
		const square = stack.pop() as Square;
		for (const next of leapsFrom(board, square)) {
			if (seen[next] === 0) {
				seen[next] = 1;
				stack.push(next);
			}
		}
	}
	return seen;
}

/**
 * Looks for a quick proof that no tour exists on any board (holes, any
 * leaper): nothing to visit, a board in pieces, too many squares with one
 * neighbour, colour classes that cannot alternate, or fixed squares of the
 * wrong colour. Returns null when none of these applies (a search must decide).
 */
export function findObstruction(board: Board, request: TourRequest = {}): Obstruction | null {
	checkBoard('findObstruction', board);
	checkOptions('findObstruction', request, 'request');
	request ??= {};
	if (request.closed !== undefined)
		checkBoolean('findObstruction', 'request.closed', request.closed);
	if (request.fixed !== undefined && !(request.fixed instanceof Map)) {
		throw new TypeError(
			`findObstruction: request.fixed must be a Map from move numbers to squares, got ${showValue(request.fixed)}.`,
		);
	}
	const closed = request.closed === true;
	const fixed = request.fixed ?? new Map<number, Square>();
	const total = board.size - board.holeCount;
	if (total === 0) {
		return { reason: 'Every square is a hole: there is nothing to tour.', squares: [] };
	}
	if (request.structure === false) {
		return (
			fourLineObstruction(board, total, fixed) ??
			(changesColour(board) ? colourObstruction(board, closed, fixed) : null)
		);
	}
	const open: Square[] = [];
	for (let s = 0; s < board.size; s++) if (board.holes?.[s] !== 1) open.push(s);
	if (closed && total === 1) {
		return {
			reason: 'A single square is not a closed tour: there is no leap back to it.',
			squares: open,
		};
	}
	const first = open[0] as Square;
	const seen = reachable(board, first);
	const cutOff = open.filter((s) => seen[s] === 0);
	if (cutOff.length > 0) {
		const piece = open.filter((s) => seen[s] === 1);
		const smaller = cutOff.length < piece.length ? cutOff : piece;
		return {
			reason: `The board falls apart: no sequence of leaps joins ${listNames(board, smaller)} to the other squares, so no tour can visit them all.`,
			squares: smaller,
		};
	}
	const ends = new Set<Square>();
	for (const [move, square] of fixed) if (move === 1 || move === total) ends.add(square);
	const single = open.filter((s) => leapsFrom(board, s).length === 1);
	if (closed && single.length > 0) {
		return {
			reason: `${listNames(board, single)} ${single.length === 1 ? 'has' : 'have'} only one leap, but a closed tour enters and leaves every square.`,
			squares: single,
		};
	}
	if (total > 1 && single.length > 2) {
		return {
			reason: `${listNames(board, single)} have only one leap each, so a tour must start or end on each of them — but a tour has only two ends.`,
			squares: single,
		};
	}
	if (total > 1) {
		const loose = single.filter((s) => !ends.has(s));
		const freeEnds = 2 - ends.size;
		if (loose.length > freeEnds) {
			return {
				reason: `${listNames(board, loose)} ${loose.length === 1 ? 'has' : 'have'} only one leap, so a tour must start or end there, but the tour's ends are already fixed elsewhere.`,
				squares: loose,
			};
		}
	}
	return (
		fourLineObstruction(board, total, fixed) ??
		(changesColour(board) ? colourObstruction(board, closed, fixed) : null)
	);
}

/**
 * On a whole 4×n board an open tour starts and ends on the two outer lines.
 * Pósa's argument: the 2n outer squares only touch inner ones, and there are
 * 2n inner squares, so no two outer squares are consecutive and at most one
 * pair of inner squares is. If the tour began or ended on an inner square, the
 * outer squares would sit at every other place, all on one colour — but half
 * of them are of each colour.
 */
function fourLineObstruction(
	board: Board,
	total: number,
	fixed: ReadonlyMap<number, Square>,
): Obstruction | null {
	const plain =
		board.holeCount === 0 && board.leaper[0] === 1 && board.leaper[1] === 2 && total > 1;
	if (!plain || (board.rows !== 4 && board.cols !== 4) || (board.rows === 4 && board.cols === 4)) {
		return null;
	}
	const across = board.rows === 4;
	const lines = across ? 'the top and bottom rows' : 'the first and last files';
	for (const move of [1, total]) {
		const square = fixed.get(move);
		if (square === undefined) continue;
		const line = across ? Math.floor(square / board.cols) : square % board.cols;
		if (line === 1 || line === 2) {
			return {
				reason: `A tour of a board 4 squares wide starts and ends on ${lines}, so ${move === 1 ? 'it cannot start' : 'it cannot end'} on ${squareName(board, square)} (Pósa's colouring argument: the outer squares touch only inner ones and must alternate with them).`,
				squares: [square],
			};
		}
	}
	return null;
}

/** Applies the colour argument: a tour alternates colours, so the counts and fixed squares must fit. */
function colourObstruction(
	board: Board,
	closed: boolean,
	fixed: ReadonlyMap<number, Square>,
): Obstruction | null {
	const { dark, light } = colourCounts(board);
	const counts = `${String(dark)} dark and ${String(light)} light squares`;
	if (closed && dark !== light) {
		return {
			reason: `The board has ${counts}; a closed tour alternates colours all the way round, so it needs as many of each.`,
			squares: [],
		};
	}
	if (Math.abs(dark - light) > 1) {
		return {
			reason: `The board has ${counts}; a tour alternates colours, so the two counts can differ by at most one.`,
			squares: [],
		};
	}
	// Which colour move 1 must have: forced when one colour has the extra square.
	let startDark: boolean | null = dark === light ? null : dark > light;
	let witness: [number, Square] | null = null;
	const colourName = (isDarkSquare: boolean): string => (isDarkSquare ? 'dark' : 'light');
	for (const [move, square] of [...fixed].sort((a, b) => a[0] - b[0])) {
		// Move k has the start's colour when k is odd.
		const impliedStartDark = isDark(board, square) === (move % 2 === 1);
		if (startDark === null) {
			startDark = impliedStartDark;
			witness = [move, square];
			continue;
		}
		if (impliedStartDark !== startDark) {
			const name = squareName(board, square);
			const why =
				witness === null
					? `the board has ${counts}: a tour must start and end on a ${colourName(startDark)} square`
					: `move ${String(witness[0])} is on ${squareName(board, witness[1])}, a ${colourName(isDark(board, witness[1]))} square`;
			const squares = witness === null ? [square] : [witness[1], square];
			return {
				reason: `Move ${String(move)} cannot be on ${name}: a tour alternates colours, and ${why}, so move ${String(move)} must be on a ${colourName(isDark(board, square) !== true)} square.`,
				squares,
			};
		}
	}
	return null;
}
