/**
 * Painting the canvas board: reads the theme's colours from CSS and draws one
 * frame. Zoomed out, the picture coloured by move number (one lookup per
 * pixel, canvas-view.ts); zoomed in, the visible squares, the leaps with an
 * end among them, and the move numbers. Nothing here is proportional to the
 * size of the board. Only `readPalette` reads the page; the painter itself
 * touches no DOM, so the PNG export runs it in a worker on an OffscreenCanvas.
 */
import type { Board, Square } from '../../lib/board.ts';
import {
	LINE_MIN_DEVICE_PX,
	MAX_PICTURE_PIXELS,
	OUTLINE_MIN_SQUARE_PX,
	contrastRamp,
	drawLeapLines,
	drawMode,
	moveNumberFontSize,
	moveRamp,
	packColour,
	paintMoveImage,
	pixelRatioFor,
	selectLeaps,
	visibleRange,
	type DrawMode,
	type MovePalette,
	type Size,
	type View,
} from './canvas-view.ts';

/** The colours of one frame, as CSS colours (and packed for the zoomed-out picture). */
export interface Palette {
	readonly light: string;
	readonly dark: string;
	readonly hole: string;
	readonly holeMark: string;
	readonly outline: string;
	readonly path: string;
	readonly number: string;
	/** Drawn around numbers and markers so they stand out on any square. */
	readonly halo: string;
	readonly marker: string;
	readonly highlight: string;
	readonly font: string;
	/** Forced colours: outlines always, at full strength. */
	readonly forced: boolean;
	readonly picture: MovePalette;
}

/** Everything a frame shows. */
export interface Scene {
	readonly board: Board;
	readonly tour: Int32Array | null;
	readonly moveOf: Int32Array | null;
	readonly closed: boolean;
	readonly start: Square | null;
	readonly end: Square | null;
	readonly highlight: readonly Square[];
	readonly view: View;
	readonly size: Size;
	readonly palette: Palette;
}

/** A 2D context on the page's canvas or on an OffscreenCanvas (in a worker). */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

let ramps: { ramp: Uint32Array; lines: Uint32Array } | null = null;

/** Builds a palette; the move ramp is the same in every theme, so it is made once. */
function makePalette(colours: Omit<Palette, 'picture'>): Palette {
	if (ramps === null) {
		const ramp = moveRamp();
		ramps = { ramp, lines: contrastRamp(ramp) };
	}
	const picture: MovePalette = {
		...ramps,
		unvisited: packColour(colours.light),
		hole: packColour(colours.hole),
		holeHatch: packColour(colours.holeMark),
		outside: 0,
	};
	return { ...colours, picture };
}

/** Returns the colours for paper: white squares, grey dark squares, black lines. */
export function printPalette(font: string): Palette {
	return makePalette({
		...{ light: '#ffffff', dark: '#d0d0d0', hole: '#ffffff', holeMark: '#000000' },
		...{ outline: '#000000', path: '#000000', number: '#000000', halo: '#ffffff' },
		...{ marker: '#000000', highlight: '#000000', font, forced: false },
	});
}

/** Returns the colours of the light theme, for pictures that leave the page (slides). */
export function slidePalette(font: string): Palette {
	return makePalette({
		...{ light: '#f1dfc0', dark: '#c59b6d', hole: '#ffffff', holeMark: '#56534d' },
		...{ outline: '#56534d', path: '#1f4f8a', number: '#1a1a1a', halo: '#ffffff' },
		...{ marker: '#111111', highlight: '#c2410c', font, forced: false },
	});
}

/**
 * Reads the theme's colours from the custom properties on `host`; with forced
 * colours on, from the system colours that `probe` is styled with.
 */
export function readPalette(host: Element, probe: Element): Palette {
	const css = getComputedStyle(host);
	const font = css.fontFamily || 'sans-serif';
	if (matchMedia('(forced-colors: active)').matches) {
		const system = getComputedStyle(probe);
		const text = system.color || '#000000';
		const canvas = system.backgroundColor || '#ffffff';
		const highlight = system.borderTopColor || text;
		const gray = system.outlineColor || text;
		// No chequer: every square is Canvas, outlined in GrayText, so the CanvasText path stands out.
		return makePalette({
			...{ light: canvas, dark: canvas, hole: gray, holeMark: canvas },
			...{ outline: gray, path: text, number: text, halo: canvas, marker: text, highlight },
			...{ font, forced: true },
		});
	}
	const read = (name: string, fallback: string): string =>
		css.getPropertyValue(name).trim() || fallback;
	return makePalette({
		light: read('--square-light', '#f1dfc0'),
		dark: read('--square-dark', '#c59b6d'),
		hole: read('--bg', '#ffffff'),
		holeMark: read('--text-muted', '#56534d'),
		outline: read('--text-muted', '#56534d'),
		path: read('--move-line', '#1f4f8a'),
		number: '#1a1a1a',
		halo: '#ffffff',
		marker: '#111111',
		highlight: read('--focus', '#c2410c'),
		font,
		forced: false,
	});
}

/** Paints scenes on one canvas, keeping the pixel buffer of the zoomed-out picture between frames. */
export class Painter {
	#image: ImageData | null = null;
	#pixels = new Uint32Array(0);

	/** Draws a scene at the screen's pixel density; `mode` overrides the choice made from the view (exports draw in bands that must match). */
	paint(
		canvas: HTMLCanvasElement | OffscreenCanvas,
		scene: Scene,
		devicePixelRatio: number,
		mode: DrawMode = drawMode(scene.view, scene.board, scene.size),
	): void {
		const { board, tour, moveOf, view, size } = scene;
		const picture = mode === 'picture';
		// The picture costs a lookup per device pixel, so it gets at most MAX_PICTURE_PIXELS of them;
		// the squares get the same, so that switching between the two never resizes the canvas.
		const ratio = pixelRatioFor(size, devicePixelRatio, MAX_PICTURE_PIXELS);
		const width = Math.round(size.width * ratio);
		const height = Math.round(size.height * ratio);
		if (canvas.width !== width || canvas.height !== height) {
			canvas.width = width;
			canvas.height = height;
		}
		const context = canvas.getContext('2d');
		if (context === null) return;
		if (picture) {
			const image = this.#imageFor(context, width, height);
			const deviceView = { scale: view.scale * ratio, x: view.x * ratio, y: view.y * ratio };
			const target = { pixels: this.#pixels, width, height };
			const colours = scene.palette.picture;
			paintMoveImage(target, deviceView, board, moveOf, tour?.length ?? 0, colours);
			if (tour !== null && moveOf !== null && deviceView.scale >= LINE_MIN_DEVICE_PX) {
				const range = visibleRange(view, board, size, 2);
				const leaps = selectLeaps(tour, moveOf, board.cols, range, scene.closed);
				drawLeapLines(target, deviceView, tour, leaps, board.cols, colours.lines);
			}
			context.putImageData(image, 0, 0);
			context.setTransform(ratio, 0, 0, ratio, 0, 0);
			paintMarkers(context, scene);
			return;
		}
		context.setTransform(ratio, 0, 0, ratio, 0, 0);
		context.clearRect(0, 0, size.width, size.height);
		paintSquares(context, scene);
		paintPath(context, scene);
		paintMarkers(context, scene);
		paintNumbers(context, scene);
	}

	/** Returns an ImageData of the given size, reusing the last one when it fits. */
	#imageFor(context: Context2D, width: number, height: number): ImageData {
		if (this.#image === null || this.#image.width !== width || this.#image.height !== height) {
			this.#image = context.createImageData(width, height);
			this.#pixels = new Uint32Array(this.#image.data.buffer);
		}
		return this.#image;
	}
}

/** Returns the centre of a square on the canvas. */
function centre(view: View, cols: number, square: Square): { x: number; y: number } {
	const row = Math.floor(square / cols);
	return {
		x: view.x + (square - row * cols + 0.5) * view.scale,
		y: view.y + (row + 0.5) * view.scale,
	};
}

/** Draws the visible squares: chequer, holes (crossed out) and, when big enough, outlines. */
function paintSquares(context: Context2D, scene: Scene): void {
	const { board, view, size, palette } = scene;
	const { rowStart, rowEnd, colStart, colEnd } = visibleRange(view, board, size);
	const s = view.scale;
	const left = view.x + colStart * s;
	const top = view.y + rowStart * s;
	const width = (colEnd - colStart) * s;
	const height = (rowEnd - rowStart) * s;
	context.fillStyle = palette.light;
	context.fillRect(left, top, width, height);
	context.beginPath();
	for (let row = rowStart; row < rowEnd; row++) {
		// a1 is dark: a square is dark when its column and its rank from the bottom have the same parity.
		const first = colStart + ((board.rows - 1 - row - colStart) & 1);
		for (let col = first; col < colEnd; col += 2)
			context.rect(view.x + col * s, view.y + row * s, s, s);
	}
	context.fillStyle = palette.dark;
	context.fill();
	if (board.holes !== null) paintHoles(context, scene, board.holes);
	if (s < OUTLINE_MIN_SQUARE_PX && !palette.forced) return;
	context.beginPath();
	for (let col = colStart; col <= colEnd; col++) {
		context.moveTo(view.x + col * s, top);
		context.lineTo(view.x + col * s, top + height);
	}
	for (let row = rowStart; row <= rowEnd; row++) {
		context.moveTo(left, view.y + row * s);
		context.lineTo(left + width, view.y + row * s);
	}
	context.lineWidth = 1;
	context.strokeStyle = palette.outline;
	context.globalAlpha = palette.forced ? 1 : 0.35;
	context.stroke();
	context.globalAlpha = 1;
}

/** Draws the visible holes as background with a cross. */
function paintHoles(context: Context2D, scene: Scene, holes: Uint8Array): void {
	const { board, view, size, palette } = scene;
	const { rowStart, rowEnd, colStart, colEnd } = visibleRange(view, board, size);
	const s = view.scale;
	const fill = new Path2D();
	const cross = new Path2D();
	for (let row = rowStart; row < rowEnd; row++) {
		for (let col = colStart; col < colEnd; col++) {
			if (holes[row * board.cols + col] !== 1) continue;
			const x = view.x + col * s;
			const y = view.y + row * s;
			fill.rect(x, y, s, s);
			cross.moveTo(x + s * 0.25, y + s * 0.25);
			cross.lineTo(x + s * 0.75, y + s * 0.75);
			cross.moveTo(x + s * 0.75, y + s * 0.25);
			cross.lineTo(x + s * 0.25, y + s * 0.75);
		}
	}
	context.fillStyle = palette.hole;
	context.fill(fill);
	context.strokeStyle = palette.holeMark;
	context.lineWidth = Math.max(1, s * 0.06);
	context.stroke(cross);
}

/** Draws the leaps with an end on (or just beyond) the visible squares, as one path. */
function paintPath(context: Context2D, scene: Scene): void {
	const { board, tour, moveOf, view, size, palette } = scene;
	if (tour === null || moveOf === null || tour.length < 2) return;
	// A leap spans at most 2 squares a side, so 2 squares of margin catch those crossing a corner.
	const range = visibleRange(view, board, size, 2);
	const leaps = selectLeaps(tour, moveOf, board.cols, range, scene.closed);
	context.beginPath();
	let previous = -2;
	for (const leap of leaps) {
		const from = centre(view, board.cols, tour[leap] ?? 0);
		const to = centre(view, board.cols, tour[(leap + 1) % tour.length] ?? 0);
		if (leap !== previous + 1) context.moveTo(from.x, from.y);
		context.lineTo(to.x, to.y);
		previous = leap;
	}
	context.lineWidth = Math.min(4, Math.max(1.25, view.scale * 0.07));
	context.lineJoin = 'round';
	context.lineCap = 'round';
	context.strokeStyle = palette.path;
	context.stroke();
}

/** Writes each visible square's move number (1 for the first square) when the squares are big enough. */
function paintNumbers(context: Context2D, scene: Scene): void {
	const { board, tour, moveOf, view, size, palette } = scene;
	if (tour === null || moveOf === null) return;
	let fontSize = moveNumberFontSize(view.scale, tour.length);
	if (fontSize === 0) return;
	// Fonts differ in width: shrink until the longest number fits inside its square.
	context.font = `600 ${String(fontSize)}px ${palette.font}`;
	const widest = context.measureText(String(tour.length)).width;
	if (widest > view.scale * 0.8) fontSize *= (view.scale * 0.8) / widest;
	// Whole pixel sizes only: each new size costs the rasterizer a fresh set of glyphs.
	fontSize = Math.floor(fontSize);
	if (fontSize < 8) return;
	const { rowStart, rowEnd, colStart, colEnd } = visibleRange(view, board, size);
	context.font = `600 ${String(fontSize)}px ${palette.font}`;
	context.textAlign = 'center';
	context.textBaseline = 'middle';
	// A plate behind each number keeps it legible over the leaps (stroked text would cost far more).
	const plates = new Path2D();
	const labels: { text: string; x: number; y: number }[] = [];
	const widths = new Map<number, number>();
	for (let row = rowStart; row < rowEnd; row++) {
		for (let col = colStart; col < colEnd; col++) {
			const move = moveOf[row * board.cols + col] ?? -1;
			if (move < 0) continue;
			const text = String(move + 1);
			let width = widths.get(text.length);
			if (width === undefined) {
				width = context.measureText('0'.repeat(text.length)).width + fontSize * 0.4;
				widths.set(text.length, width);
			}
			const x = view.x + (col + 0.5) * view.scale;
			const y = view.y + (row + 0.5) * view.scale;
			plates.rect(x - width / 2, y - fontSize * 0.65, width, fontSize * 1.3);
			labels.push({ text, x, y });
		}
	}
	context.fillStyle = palette.halo;
	context.globalAlpha = palette.forced ? 1 : 0.85;
	context.fill(plates);
	context.globalAlpha = 1;
	context.fillStyle = palette.number;
	for (const { text, x, y } of labels) context.fillText(text, x, y);
}

/** Marks the start (a filled circle), the end (a ring) and highlighted squares (a frame), big enough to find when zoomed out. */
function paintMarkers(context: Context2D, scene: Scene): void {
	const { board, view, size, palette, start, end } = scene;
	const radius = Math.max(5, view.scale * 0.3);
	const onCanvas = (square: Square): boolean => {
		const at = centre(view, board.cols, square);
		return (
			at.x > -2 * radius &&
			at.x < size.width + 2 * radius &&
			at.y > -2 * radius &&
			at.y < size.height + 2 * radius
		);
	};
	const circle = (square: Square): void => {
		const at = centre(view, board.cols, square);
		context.beginPath();
		context.arc(at.x, at.y, radius, 0, 2 * Math.PI);
	};
	context.lineWidth = Math.max(2, radius * 0.35);
	for (const square of scene.highlight) {
		if (square < 0 || square >= board.size || !onCanvas(square)) continue;
		const at = centre(view, board.cols, square);
		const half = Math.max(view.scale / 2, radius);
		context.strokeStyle = palette.highlight;
		context.strokeRect(at.x - half, at.y - half, 2 * half, 2 * half);
	}
	if (end !== null && end >= 0 && end < board.size && onCanvas(end)) {
		circle(end);
		context.strokeStyle = palette.halo;
		context.lineWidth = Math.max(4, radius * 0.7);
		context.stroke();
		context.strokeStyle = palette.marker;
		context.lineWidth = Math.max(2, radius * 0.35);
		context.stroke();
	}
	if (start !== null && start >= 0 && start < board.size && onCanvas(start)) {
		circle(start);
		context.fillStyle = palette.marker;
		context.fill();
		context.strokeStyle = palette.halo;
		context.lineWidth = 2;
		context.stroke();
	}
}
