/**
 * A tour as files a reader can keep: algebraic text, JSON, CSV and a
 * standalone SVG drawing. Pure functions (no DOM), so the formats are tested;
 * the page turns the strings into downloads.
 */
import { isDark, isHole, squareName, type Board, type Square } from '../../lib/board.ts';
import { encodeTour, tourToAlgebraic } from '../../lib/tour.ts';
import { withArticle } from '../../lib/words.ts';

/** The largest side for which an SVG or PNG drawing is offered (bigger drawings are unusable). */
export const MAX_DRAWING_SIDE = 200;

/** What the files say about the tour besides its squares. */
export interface TourFileInfo {
	closed: boolean;
}

/** Names a file after the board: "knights-tour-8x8-closed.txt". */
export function tourFileName(board: Board, info: TourFileInfo, extension: string): string {
	return `knights-tour-${String(board.rows)}x${String(board.cols)}${info.closed ? '-closed' : ''}.${extension}`;
}

/** Writes the tour as text: a heading line, the squares in algebraic notation, and its code. */
export function tourAsText(board: Board, tour: ArrayLike<Square>, info: TourFileInfo): string {
	const kind = info.closed ? 'Closed tour' : 'Tour';
	const holes = board.holeCount > 0 ? `, ${String(board.holeCount)} holes` : '';
	return [
		`${kind} of ${withArticle(board.rows)}×${String(board.cols)} board${holes} (${String(tour.length)} squares)`,
		tourToAlgebraic(board, tour),
		`Code: ${encodeTour(board, tour)}`,
		'',
	].join('\n');
}

/** Writes the tour as JSON: the board, the squares by name and by number, and its code. */
export function tourAsJson(board: Board, tour: ArrayLike<Square>, info: TourFileInfo): string {
	const holes: string[] = [];
	for (let s = 0; s < board.size; s++) if (isHole(board, s)) holes.push(squareName(board, s));
	const squares: string[] = [];
	for (let i = 0; i < tour.length; i++) squares.push(squareName(board, tour[i] as Square));
	const data = {
		format: 'knights-tour-notebook/tour',
		version: 1,
		rows: board.rows,
		cols: board.cols,
		leaper: [...board.leaper],
		holes,
		closed: info.closed,
		squares,
		code: encodeTour(board, tour),
	};
	return `${JSON.stringify(data, null, '\t')}\n`;
}

/** Writes the tour as CSV: one row per move with its square's name, rank and file numbers. */
export function tourAsCsv(board: Board, tour: ArrayLike<Square>): string {
	const lines = ['move,square,row,column'];
	for (let i = 0; i < tour.length; i++) {
		const square = tour[i] as Square;
		const row = board.rows - Math.floor(square / board.cols);
		lines.push(
			`${String(i + 1)},${squareName(board, square)},${String(row)},${String((square % board.cols) + 1)}`,
		);
	}
	return `${lines.join('\n')}\n`;
}

/**
 * Draws the tour as a standalone SVG (fixed colours, no stylesheet needed): the board, the path,
 * the start ringed, and move numbers while squares are big enough to hold them.
 */
export function tourAsSvg(board: Board, tour: ArrayLike<Square>, info: TourFileInfo): string {
	if (board.rows > MAX_DRAWING_SIDE || board.cols > MAX_DRAWING_SIDE) {
		throw new RangeError(
			`Drawings are offered for boards up to ${String(MAX_DRAWING_SIDE)}×${String(MAX_DRAWING_SIDE)}; export this tour as text, JSON or CSV instead.`,
		);
	}
	const cell = 40;
	const width = board.cols * cell;
	const height = board.rows * cell;
	const centre = (s: Square): string =>
		`${String((s % board.cols) * cell + cell / 2)},${String(Math.floor(s / board.cols) * cell + cell / 2)}`;
	const parts: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(width)} ${String(height)}" width="${String(Math.min(width, 1600))}" font-family="sans-serif">`,
		`<title>${info.closed ? 'Closed knight' : 'Knight'}'s tour of ${withArticle(board.rows)}×${String(board.cols)} board</title>`,
	];
	for (let s = 0; s < board.size; s++) {
		const x = (s % board.cols) * cell;
		const y = Math.floor(s / board.cols) * cell;
		const fill = isHole(board, s) ? '#ffffff' : isDark(board, s) ? '#c59b6d' : '#f1dfc0';
		parts.push(
			`<rect x="${String(x)}" y="${String(y)}" width="${String(cell)}" height="${String(cell)}" fill="${fill}"/>`,
		);
	}
	const points: string[] = [];
	for (let i = 0; i < tour.length; i++) points.push(centre(tour[i] as Square));
	if (info.closed && tour.length > 2) points.push(centre(tour[0] as Square));
	parts.push(
		`<polyline points="${points.join(' ')}" fill="none" stroke="#1f4f8a" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
	);
	if (tour.length > 0) {
		const [x, y] = centre(tour[0] as Square).split(',');
		parts.push(
			`<circle cx="${x ?? ''}" cy="${y ?? ''}" r="15" fill="none" stroke="#000" stroke-width="3"/>`,
		);
	}
	if (board.rows <= 40 && board.cols <= 40) {
		for (let i = 0; i < tour.length; i++) {
			const [x, y] = centre(tour[i] as Square).split(',');
			parts.push(
				`<text x="${x ?? ''}" y="${y ?? ''}" font-size="13" text-anchor="middle" dominant-baseline="central" fill="#000" stroke="#fff" stroke-width="3" paint-order="stroke">${String(i + 1)}</text>`,
			);
		}
	}
	parts.push('</svg>', '');
	return parts.join('\n');
}
