/**
 * A tour task's conditions in words, for the printed worksheet: the board drawn on paper shows
 * the marks, and these sentences say what they mean, so the sheet is complete without the site.
 */
import { createBoard, type Board, type Square } from '../../lib/board.ts';
import { plural } from '../../lib/args.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';
import { articleFor } from '../../lib/words.ts';
import { squareLabel } from '../board/square-label.ts';

/** Holes named one by one in the conditions; more are only counted. */
export const MAX_LISTED_HOLES = 12;

/** Builds the board a task is set on. */
export function taskBoard(task: TourTask): Board {
	return createBoard(task.board.rows, task.board.cols, { holes: task.board.holes ?? [] });
}

/** Joins names as English: "a1", "a1 and b3", "a1, b3 and c5". */
function joined(items: readonly string[]): string {
	if (items.length <= 1) return items.join('');
	return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** Writes a board's size with its article: "a 5×5 board", "an 8×8 board". */
export function sizeWithArticle(rows: number, cols: number): string {
	return `${articleFor(rows)} ${String(rows)}×${String(cols)} board`;
}

/** The squares a tour visits: the board less its holes. */
export function squaresToFill(task: TourTask): number {
	return task.board.rows * task.board.cols - new Set(task.board.holes ?? []).size;
}

/** Says, sentence by sentence, what a tour must do to meet the task. */
export function tourConditions(task: TourTask): string[] {
	const board = taskBoard(task);
	const name = (square: Square): string => squareLabel(board, square);
	const cols = task.board.cols;
	// In the order people list squares: by file, then by rank from the bottom (a1, a2, …, b1).
	const holes = [...new Set(task.board.holes ?? [])].sort(
		(a, b) => (a % cols) - (b % cols) || b - a,
	);
	const total = squaresToFill(task);
	const kind = task.closed === true ? 'a closed knight’s tour' : 'a knight’s tour';
	const lines = [
		`Build ${kind} of ${sizeWithArticle(task.board.rows, task.board.cols)}: visit each of its ${plural(total, 'square')} exactly once, every step a knight’s move.`,
	];
	if (holes.length === 1) {
		lines.push(`The shaded square (${name(holes[0] as Square)}) is a hole: leave it out.`);
	} else if (holes.length > 1) {
		// A long list helps nobody: the shading on the board says it.
		const list = holes.length <= MAX_LISTED_HOLES ? ` (${joined(holes.map(name))})` : '';
		lines.push(`The ${String(holes.length)} shaded squares${list} are holes: leave them out.`);
	}
	if (task.start !== undefined) lines.push(`Start on ${name(task.start)}, marked S.`);
	if (task.end !== undefined) lines.push(`End on ${name(task.end)}, marked E.`);
	if (task.closed === true) {
		lines.push('Closed: the last square must be a knight’s move from the first.');
	}
	const fixed = [...(task.constraints ?? [])].sort((a, b) => a.move - b.move);
	if (fixed.length > 0) {
		const list = joined(fixed.map((c) => `move ${String(c.move)} on ${name(c.square)}`));
		lines.push(`Fixed moves, printed on the board: ${list}.`);
	}
	lines.push(`Write the move numbers 1 to ${String(total)} in the squares, in order.`);
	return lines;
}

/** Describes one square of the empty worksheet board for a screen reader: "c3, start", "d4, hole". */
export function describeWorksheetSquare(task: TourTask, board: Board, square: Square): string {
	const parts = [squareLabel(board, square)];
	if ((task.board.holes ?? []).includes(square)) parts.push('hole');
	if (task.start === square) parts.push('start');
	if (task.end === square) parts.push('end');
	const fixed = (task.constraints ?? []).find((c) => c.square === square);
	if (fixed !== undefined) parts.push(`move ${String(fixed.move)} fixed`);
	if (parts.length === 1) parts.push('empty');
	return parts.join(', ');
}
