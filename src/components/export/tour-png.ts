/**
 * A tour as a PNG for slides, drawn by the canvas board's painter: squares,
 * leaps and move numbers where squares are big enough, else the picture
 * coloured by move number, with coordinates along the edges. It runs in a
 * worker (png.worker.ts) on an OffscreenCanvas: Chromium takes up to a second
 * to set up a big canvas the first time it is drawn, which on the page would
 * freeze it. The board is painted in horizontal bands, so that the painter
 * keeps one canvas pixel per picture pixel.
 */
import type { Board } from '../../lib/board.ts';
import { Painter, slidePalette, type Scene } from '../board/canvas-paint.ts';
import {
	MAX_PICTURE_PIXELS,
	PATH_MIN_SQUARE_PX,
	inverseTour,
	type DrawMode,
} from '../board/canvas-view.ts';
import { pictureLayout } from './picture-layout.ts';

/** Squares stroked per band (about 15 ms of strokes in Chromium's software rasterizer). */
const SQUARES_PER_BAND = 1200;
/** Pixels coloured per band in the picture (a few ms). */
const PIXELS_PER_BAND = 250_000;

/** Draws `tour` on `board` as a PNG `size` pixels along its longer side, on OffscreenCanvases. */
export async function drawTourPng(
	board: Board,
	tour: Int32Array,
	closed: boolean,
	size: number,
): Promise<Blob> {
	const layout = pictureLayout(board, size);
	const { width, height, margin, cell, fontSize } = layout;
	const canvas = new OffscreenCanvas(width, height);
	const context = canvas.getContext('2d');
	if (context === null) throw new Error('This browser cannot draw the picture.');
	const font = 'sans-serif';
	const palette = slidePalette(font);
	const moveOf = inverseTour(tour, board.size);
	const mode: DrawMode = cell >= PATH_MIN_SQUARE_PX ? 'squares' : 'picture';
	// Whole pixel rows per band, few enough that the painter keeps one canvas pixel per picture pixel.
	const bandHeight = Math.max(
		1,
		Math.min(
			Math.floor(MAX_PICTURE_PIXELS / width),
			mode === 'squares'
				? Math.floor(Math.max(1, Math.floor(SQUARES_PER_BAND / board.cols)) * cell)
				: Math.floor(PIXELS_PER_BAND / width),
		),
	);
	const boardHeight = Math.ceil(board.rows * cell);
	const band = new OffscreenCanvas(1, 1);
	const painter = new Painter();
	for (let top = 0; top < boardHeight; top += bandHeight) {
		const rows = Math.min(bandHeight, boardHeight - top);
		// The band sees the whole scene shifted up, so bands join without seams.
		const scene: Scene = {
			...{ board, tour, moveOf, closed, start: tour[0] ?? null, end: null, highlight: [] },
			view: { scale: cell, x: margin, y: -top },
			size: { width, height: rows },
			palette,
		};
		painter.paint(band, scene, 1, mode);
		context.fillStyle = '#ffffff';
		context.fillRect(0, top, width, rows);
		context.drawImage(band, 0, top);
	}
	context.fillStyle = '#ffffff';
	context.fillRect(0, boardHeight, width, height - boardHeight);
	context.fillStyle = '#333333';
	context.font = `${String(fontSize)}px ${font}`;
	context.textAlign = 'center';
	context.textBaseline = 'middle';
	for (const file of layout.files) context.fillText(file.text, file.at, height - margin / 2);
	for (const rank of layout.ranks) context.fillText(rank.text, margin / 2, rank.at);
	return canvas.convertToBlob({ type: 'image/png' });
}
