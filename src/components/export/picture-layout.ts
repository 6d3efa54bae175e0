/**
 * The geometry of an exported picture of a board, with no DOM: its size in
 * pixels, the margin for coordinates, the size of a square, and which files
 * and ranks are labelled (every k-th where all would not fit).
 */
import type { Board } from '../../lib/board.ts';
import { columnLabel } from '../board/square-label.ts';

/** The smallest and largest picture sizes offered, in pixels along the longer side. */
export const MIN_PICTURE_PX = 100;
export const MAX_PICTURE_PX = 4000;
/** The size offered first: sharp on a 1080p projector, small enough to e-mail. */
export const DEFAULT_PICTURE_PX = 1600;
/** The largest side for which an SVG is offered (a bigger one is too heavy to open). */
export const MAX_SVG_SIDE = 200;

/** Label steps tried in turn: every square, then every 2nd, 5th, 10th, … */
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000];

/** One coordinate along an edge: its text and the centre of its file or rank, in pixels. */
export interface EdgeLabel {
	readonly text: string;
	readonly at: number;
}

/** Where everything goes in a picture. */
export interface PictureLayout {
	readonly width: number;
	readonly height: number;
	/** Width of the rank column at the left and height of the file row at the bottom. */
	readonly margin: number;
	/** Side of a square in pixels (fractional). */
	readonly cell: number;
	readonly fontSize: number;
	/** Labels under the board, left to right, and beside it, top to bottom. */
	readonly files: readonly EdgeLabel[];
	readonly ranks: readonly EdgeLabel[];
	/** Every how many files and ranks a label stands. */
	readonly fileStep: number;
	readonly rankStep: number;
}

/** Returns the smallest step whose spacing holds a label `needed` pixels long. */
function labelStep(cell: number, needed: number): number {
	return STEPS.find((step) => step * cell >= needed) ?? (STEPS.at(-1) as number);
}

/** Tells whether the n-th file or rank (from 1) carries a label at this step; 1 does, once it cannot crowd the next. */
function labelled(n: number, step: number): boolean {
	return n % step === 0 || (n === 1 && step >= 5);
}

/** Lays out a picture of `board` whose longer side is `size` pixels, coordinates included. */
export function pictureLayout(board: Board, size: number): PictureLayout {
	const margin = Math.max(16, Math.round(size * 0.03));
	const fontSize = Math.round(margin * 0.6);
	const cell = (size - margin) / Math.max(board.rows, board.cols);
	const width = Math.round(board.cols * cell + margin);
	const height = Math.round(board.rows * cell + margin);
	// Digits and letters of a sans-serif face are about 0.6 em wide; a label wants half an em either side.
	const longest = Math.max(String(board.cols).length, columnLabel(board, board.cols - 1).length);
	const fileStep = labelStep(cell, fontSize * (0.6 * longest + 1));
	const rankStep = labelStep(cell, fontSize * 1.4);
	// On small squares a label is wider than its square: keep it inside the picture, not cut at the edge.
	const inside = (at: number, half: number, low: number, high: number): number =>
		Math.min(Math.max(at, low + half), high - half);
	const files: EdgeLabel[] = [];
	for (let col = 0; col < board.cols; col++) {
		if (!labelled(col + 1, fileStep)) continue;
		const text = columnLabel(board, col);
		const half = fontSize * 0.3 * text.length;
		files.push({ text, at: inside(margin + (col + 0.5) * cell, half, margin, width) });
	}
	const ranks: EdgeLabel[] = [];
	for (let row = 0; row < board.rows; row++) {
		const rank = board.rows - row;
		if (!labelled(rank, rankStep)) continue;
		ranks.push({
			text: String(rank),
			at: inside((row + 0.5) * cell, fontSize / 2, 0, height - margin),
		});
	}
	return { width, height, margin, cell, fontSize, files, ranks, fileStep, rankStep };
}

/** Says why a board gets no SVG, or returns null when it does. */
export function svgRefusal(board: Pick<Board, 'rows' | 'cols'>): string | null {
	if (board.rows <= MAX_SVG_SIDE && board.cols <= MAX_SVG_SIDE) return null;
	return `SVG drawings go up to ${String(MAX_SVG_SIDE)}×${String(MAX_SVG_SIDE)}; this board is ${String(board.rows)}×${String(board.cols)}, so export it as PNG.`;
}
