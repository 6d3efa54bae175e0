/**
 * A tour as files a reader can keep: algebraic text, JSON, CSV and a
 * standalone SVG drawing. Pure functions (no DOM), so the formats are tested;
 * the page turns the strings into downloads.
 */
import { isDark, isHole, squareName, type Board, type Square } from '../../lib/board.ts';
import { encodeTour, tourToAlgebraic } from '../../lib/tour.ts';
import { withArticle } from '../../lib/words.ts';
import { DEFAULT_PICTURE_PX, pictureLayout, svgRefusal } from './picture-layout.ts';

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
 * Draws the tour as a standalone SVG `size` pixels along its longer side (fixed colours, no
 * stylesheet needed): the board, the path, the start ringed, move numbers while squares are big
 * enough to hold them, and the file and rank coordinates along the edges (every k-th where all
 * would crowd). Boards above MAX_SVG_SIDE are refused with the reason: export them as PNG.
 */
export function tourAsSvg(
	board: Board,
	tour: ArrayLike<Square>,
	info: TourFileInfo,
	size = DEFAULT_PICTURE_PX,
): string {
	const refusal = svgRefusal(board);
	if (refusal !== null) throw new RangeError(refusal);
	const layout = pictureLayout(board, size);
	const { width, height, margin, cell, fontSize } = layout;
	const num = (n: number): string => String(Math.round(n * 100) / 100);
	const cx = (s: Square): number => margin + ((s % board.cols) + 0.5) * cell;
	const cy = (s: Square): number => (Math.floor(s / board.cols) + 0.5) * cell;
	const parts: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(width)} ${String(height)}" width="${String(width)}" height="${String(height)}" font-family="sans-serif">`,
		`<title>${info.closed ? 'Closed knight' : 'Knight'}'s tour of ${withArticle(board.rows)}×${String(board.cols)} board</title>`,
		`<rect width="${String(width)}" height="${String(height)}" fill="#ffffff"/>`,
	];
	for (let s = 0; s < board.size; s++) {
		const fill = isHole(board, s) ? '#ffffff' : isDark(board, s) ? '#c59b6d' : '#f1dfc0';
		parts.push(
			`<rect x="${num(cx(s) - cell / 2)}" y="${num(cy(s) - cell / 2)}" width="${num(cell)}" height="${num(cell)}" fill="${fill}"/>`,
		);
	}
	const points: string[] = [];
	for (let i = 0; i < tour.length; i++) {
		const s = tour[i] as Square;
		points.push(`${num(cx(s))},${num(cy(s))}`);
	}
	if (info.closed && tour.length > 2) points.push(points[0] as string);
	const line = num(Math.min(6, Math.max(1, cell * 0.07)));
	parts.push(
		`<polyline points="${points.join(' ')}" fill="none" stroke="#1f4f8a" stroke-width="${line}" stroke-linejoin="round" stroke-linecap="round"/>`,
	);
	if (tour.length > 0) {
		const first = tour[0] as Square;
		parts.push(
			`<circle cx="${num(cx(first))}" cy="${num(cy(first))}" r="${num(cell * 0.38)}" fill="none" stroke="#000" stroke-width="${num(Math.max(1, cell * 0.07))}"/>`,
		);
	}
	const numberSize = Math.min(cell * 0.38, (cell * 0.85) / (String(tour.length).length * 0.62));
	if (numberSize >= 8) {
		for (let i = 0; i < tour.length; i++) {
			const s = tour[i] as Square;
			parts.push(
				`<text class="number" x="${num(cx(s))}" y="${num(cy(s))}" font-size="${num(numberSize)}" text-anchor="middle" dominant-baseline="central" fill="#000" stroke="#fff" stroke-width="${num(numberSize / 5)}" paint-order="stroke">${String(i + 1)}</text>`,
			);
		}
	}
	const label = (x: number, y: number, text: string): string =>
		`<text class="coordinate" x="${num(x)}" y="${num(y)}" font-size="${String(fontSize)}" text-anchor="middle" dominant-baseline="central" fill="#333">${text}</text>`;
	for (const file of layout.files) parts.push(label(file.at, height - margin / 2, file.text));
	for (const rank of layout.ranks) parts.push(label(margin / 2, rank.at, rank.text));
	parts.push('</svg>', '');
	return parts.join('\n');
}
