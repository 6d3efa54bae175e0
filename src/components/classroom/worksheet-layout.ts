/**
 * The printed worksheet's geometry and what each square of a task's board shows. The page is laid
 * out for the smaller of A4 and US Letter in each direction (A4's width, Letter's height), so one
 * layout prints whole on either; boards up to 8×8 get squares of 14 mm, enough to write a move
 * number in by hand, and bigger boards shrink to fit the page (never below what fits).
 */
import type { Square } from '../../lib/board.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';

/** The page's margin on every side, in mm (the `@page` rule uses the same number). */
export const PAGE_MARGIN_MM = 14;

/** A4 (210 × 297 mm) and US Letter (215.9 × 279.4 mm): the narrower width and the shorter height. */
export const PAPER_MM = Object.freeze({ width: 210, height: 279.4 });

/** The part of a page a board may use: the page less its margins and room for a task's text. */
export interface PrintArea {
	/** Width available to a board, in mm. */
	widthMm: number;
	/** Height available to a board, in mm (the page's content height less a heading and conditions). */
	heightMm: number;
}

/** Height kept on a board's page for the task's heading and its conditions, in mm. */
const TEXT_ROOM_MM = 55;

/** The printable area of the paper above, less the room for a task's words. */
export const PRINT_AREA: PrintArea = Object.freeze({
	widthMm: PAPER_MM.width - 2 * PAGE_MARGIN_MM,
	heightMm: PAPER_MM.height - 2 * PAGE_MARGIN_MM - TEXT_ROOM_MM,
});

/** Squares never grow past this (a 3×4 board need not fill the page), in mm. */
export const MAX_SQUARE_MM = 14;

/**
 * The board's margin for rank and file names, in squares: Board.svelte draws squares of 40 units
 * and an 18-unit margin on the left and at the bottom.
 */
export const LABEL_MARGIN_SQUARES = 18 / 40;

/** A board's printed size: each square's side and the whole drawing's width and height, in mm. */
export interface BoardPrintSize {
	squareMm: number;
	widthMm: number;
	heightMm: number;
}

/**
 * Sizes a rows × cols board for print: the biggest square up to `MAX_SQUARE_MM` with which the
 * board and its rank and file names fit `area`, rounded down to a tenth of a millimetre.
 */
export function boardPrintSize(
	rows: number,
	cols: number,
	area: PrintArea = PRINT_AREA,
): BoardPrintSize {
	const across = area.widthMm / (cols + LABEL_MARGIN_SQUARES);
	const down = area.heightMm / (rows + LABEL_MARGIN_SQUARES);
	const squareMm = Math.floor(Math.min(MAX_SQUARE_MM, across, down) * 10) / 10;
	return {
		squareMm,
		widthMm: round(squareMm * (cols + LABEL_MARGIN_SQUARES)),
		heightMm: round(squareMm * (rows + LABEL_MARGIN_SQUARES)),
	};
}

/** Rounds a length to a hundredth of a millimetre (what CSS is given). */
function round(mm: number): number {
	return Math.round(mm * 100) / 100;
}

/** What one square of a task's board shows before the student writes in it. */
export interface SquareMarks {
	/** Cut out of the board: shaded, never visited. */
	hole: boolean;
	/** The tour must start here (move 1). */
	start: boolean;
	/** The tour must end here (the last move). */
	end: boolean;
	/** The move number the task fixes on this square, or null. */
	move: number | null;
}

/** Lists, square by square, the marks a task puts on its empty board. */
export function squareMarks(task: TourTask): SquareMarks[] {
	const size = task.board.rows * task.board.cols;
	const holes = new Set(task.board.holes ?? []);
	const moves = new Map((task.constraints ?? []).map((c) => [c.square, c.move]));
	return Array.from({ length: size }, (_, square: Square) => ({
		hole: holes.has(square),
		start: task.start === square,
		end: task.end === square,
		move: moves.get(square) ?? null,
	}));
}

/** The text Board.svelte draws in each square: the fixed move numbers, nothing elsewhere. */
export function boardMarks(marks: readonly SquareMarks[]): (string | null)[] {
	return marks.map((m) => (m.move === null ? null : String(m.move)));
}
