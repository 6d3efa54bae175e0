/**
 * The canvas board's maths, with no DOM: where the board sits on the canvas
 * (a view), zooming and panning it, which squares and leaps are visible, the
 * zoomed-out picture coloured by move number, and the words that describe it.
 * A view's lengths are in whatever pixels the caller uses: CSS pixels for
 * interaction, device pixels for the picture.
 */
import { type Board, type Square } from '../../lib/board.ts';
import { columnLabel, numbersColumns, squareLabel } from './square-label.ts';

/** The largest zoom, in pixels per square (unless the whole board already shows bigger). */
export const MAX_SQUARE_PX = 128;
/** Below this many pixels per square the board is drawn as a picture coloured by move number. */
export const PATH_MIN_SQUARE_PX = 8;
/**
 * The most squares drawn as squares with stroked leaps; with more in view the
 * picture is drawn instead. Chromium's software rasterizer (no GPU) strokes
 * a leap in 7–12 µs, so this keeps such a frame near 20 ms.
 */
export const MAX_STROKED_SQUARES = 1500;
/** From this many device pixels per square the picture shows the leaps as 1-pixel lines. */
export const LINE_MIN_DEVICE_PX = 5;
/** From this many device pixels per square those lines are 2 pixels thick. */
export const THICK_LINE_MIN_DEVICE_PX = 12;
/** From this many pixels per square the squares are outlined. */
export const OUTLINE_MIN_SQUARE_PX = 16;
/** From this many pixels per square each square shows its move number (if it fits). */
export const NUMBER_MIN_SQUARE_PX = 28;
/** How much one press of Zoom in or Zoom out zooms. */
export const ZOOM_STEP = 1.5;

/** Where the board sits: a square is `scale` pixels wide and (row 0, col 0) has its corner at (x, y). */
export interface View {
	readonly scale: number;
	readonly x: number;
	readonly y: number;
}

/** A canvas's size in pixels. */
export interface Size {
	readonly width: number;
	readonly height: number;
}

/** A board's shape. */
export interface Grid {
	readonly rows: number;
	readonly cols: number;
}

/** A point on the canvas. */
export interface Point {
	readonly x: number;
	readonly y: number;
}

/** Rows `rowStart` to `rowEnd - 1` and columns `colStart` to `colEnd - 1`. */
export interface SquareRange {
	readonly rowStart: number;
	readonly rowEnd: number;
	readonly colStart: number;
	readonly colEnd: number;
}

/**
 * A view that does not depend on the canvas size: the zoom relative to the
 * whole board fitting, and the board point (in squares) at the canvas centre.
 * It belongs to a board of `rows` × `cols`; on any other board it means "fit".
 */
export interface Camera {
	readonly rows: number;
	readonly cols: number;
	readonly zoom: number;
	readonly centreX: number;
	readonly centreY: number;
}

/** Returns `value` kept between `low` and `high`. */
function clamp(value: number, low: number, high: number): number {
	return Math.min(high, Math.max(low, value));
}

/** Returns the pixels per square at which the whole board just fits. */
export function fitScale(grid: Grid, size: Size): number {
	return Math.min(size.width / grid.cols, size.height / grid.rows);
}

/** Returns the largest pixels per square the reader may zoom to. */
export function maxScale(grid: Grid, size: Size): number {
	return Math.max(fitScale(grid, size), MAX_SQUARE_PX);
}

/** Returns the view that shows the whole board, centred. */
export function fitView(grid: Grid, size: Size): View {
	const scale = fitScale(grid, size);
	return {
		scale,
		x: (size.width - grid.cols * scale) / 2,
		y: (size.height - grid.rows * scale) / 2,
	};
}

/** Places a board of `length` pixels on a canvas `span` wide: centred if it fits, else covering it. */
function clampOffset(offset: number, length: number, span: number): number {
	return length <= span ? (span - length) / 2 : clamp(offset, span - length, 0);
}

/** Keeps the zoom within limits and the board on the canvas: centred where it fits, else covering it. */
export function clampView(view: View, grid: Grid, size: Size): View {
	const scale = clamp(view.scale, fitScale(grid, size), maxScale(grid, size));
	return {
		scale,
		x: clampOffset(view.x, grid.cols * scale, size.width),
		y: clampOffset(view.y, grid.rows * scale, size.height),
	};
}

/** Zooms by `factor` keeping the board point under `point` where it is (as far as the limits allow). */
export function zoomAbout(view: View, factor: number, point: Point, grid: Grid, size: Size): View {
	const scale = clamp(view.scale * factor, fitScale(grid, size), maxScale(grid, size));
	const k = scale / view.scale;
	return clampView(
		{ scale, x: point.x - (point.x - view.x) * k, y: point.y - (point.y - view.y) * k },
		grid,
		size,
	);
}

/** Moves the board by (dx, dy) pixels, as far as the board allows. */
export function panView(view: View, dx: number, dy: number, grid: Grid, size: Size): View {
	return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, grid, size);
}

/** Returns the midpoint of two points. */
function midpoint(a: Point, b: Point): Point {
	return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Follows two fingers from `from` to `to`: zooms by their spread and pans with their midpoint. */
export function pinchView(
	view: View,
	from: readonly [Point, Point],
	to: readonly [Point, Point],
	grid: Grid,
	size: Size,
): View {
	const before = Math.hypot(from[0].x - from[1].x, from[0].y - from[1].y);
	const after = Math.hypot(to[0].x - to[1].x, to[0].y - to[1].y);
	const scale = clamp(
		view.scale * (before > 0 ? after / before : 1),
		fitScale(grid, size),
		maxScale(grid, size),
	);
	const m0 = midpoint(...from);
	const m1 = midpoint(...to);
	const bx = (m0.x - view.x) / view.scale;
	const by = (m0.y - view.y) / view.scale;
	return clampView({ scale, x: m1.x - bx * scale, y: m1.y - by * scale }, grid, size);
}

/** Returns the camera that fits the whole board. */
export function fitCamera(grid: Grid): Camera {
	return {
		rows: grid.rows,
		cols: grid.cols,
		zoom: 1,
		centreX: grid.cols / 2,
		centreY: grid.rows / 2,
	};
}

/** Describes a view independently of the canvas size, so that it survives a resize. */
export function cameraOf(view: View, grid: Grid, size: Size): Camera {
	return {
		rows: grid.rows,
		cols: grid.cols,
		zoom: view.scale / fitScale(grid, size),
		centreX: (size.width / 2 - view.x) / view.scale,
		centreY: (size.height / 2 - view.y) / view.scale,
	};
}

/** Returns the view a camera gives on a canvas; a camera for another board gives the fitted view. */
export function viewOf(camera: Camera | null, grid: Grid, size: Size): View {
	if (camera === null || camera.rows !== grid.rows || camera.cols !== grid.cols) {
		return fitView(grid, size);
	}
	const scale = camera.zoom * fitScale(grid, size);
	return clampView(
		{
			scale,
			x: size.width / 2 - camera.centreX * scale,
			y: size.height / 2 - camera.centreY * scale,
		},
		grid,
		size,
	);
}

/** Returns the camera a fraction `t` of the way from `a` to `b`, zooming at an even pace. */
export function interpolateCamera(a: Camera, b: Camera, t: number): Camera {
	return {
		rows: b.rows,
		cols: b.cols,
		zoom: a.zoom * (b.zoom / a.zoom) ** t,
		centreX: a.centreX + (b.centreX - a.centreX) * t,
		centreY: a.centreY + (b.centreY - a.centreY) * t,
	};
}

/** Returns the zoom as a percentage of the fitted view. */
export function zoomPercent(view: View, grid: Grid, size: Size): number {
	return Math.round((100 * view.scale) / fitScale(grid, size));
}

/** Returns the squares a view shows (at least partly), widened by `margin` squares, within the board. */
export function visibleRange(view: View, grid: Grid, size: Size, margin = 0): SquareRange {
	return {
		rowStart: clamp(Math.floor(-view.y / view.scale) - margin, 0, grid.rows),
		rowEnd: clamp(Math.ceil((size.height - view.y) / view.scale) + margin, 0, grid.rows),
		colStart: clamp(Math.floor(-view.x / view.scale) - margin, 0, grid.cols),
		colEnd: clamp(Math.ceil((size.width - view.x) / view.scale) + margin, 0, grid.cols),
	};
}

/** Returns the square under a point, or -1 when the point is off the board. */
export function squareAtPoint(view: View, grid: Grid, point: Point): Square {
	const col = Math.floor((point.x - view.x) / view.scale);
	const row = Math.floor((point.y - view.y) / view.scale);
	if (row < 0 || row >= grid.rows || col < 0 || col >= grid.cols) return -1;
	return row * grid.cols + col;
}

/** Returns the square at the centre of the canvas, or the nearest square to it. */
export function centreSquare(view: View, grid: Grid, size: Size): Square {
	const col = Math.floor((size.width / 2 - view.x) / view.scale);
	const row = Math.floor((size.height / 2 - view.y) / view.scale);
	return clamp(row, 0, grid.rows - 1) * grid.cols + clamp(col, 0, grid.cols - 1);
}

/** What a key does to the view: pan one step (dx, dy in -1…1), zoom by a factor, or fit. */
export type ViewKey =
	{ kind: 'pan'; dx: number; dy: number } | { kind: 'zoom'; factor: number } | { kind: 'fit' };

/** Maps a key to a view change: arrows pan, + and − zoom, 0 fits; other keys give null. */
export function keyToViewChange(key: string): ViewKey | null {
	switch (key) {
		case 'ArrowLeft':
			return { kind: 'pan', dx: -1, dy: 0 };
		case 'ArrowRight':
			return { kind: 'pan', dx: 1, dy: 0 };
		case 'ArrowUp':
			return { kind: 'pan', dx: 0, dy: -1 };
		case 'ArrowDown':
			return { kind: 'pan', dx: 0, dy: 1 };
		case '+':
		case '=':
			return { kind: 'zoom', factor: ZOOM_STEP };
		case '-':
		case '_':
		case '−':
			return { kind: 'zoom', factor: 1 / ZOOM_STEP };
		case '0':
			return { kind: 'fit' };
		default:
			return null;
	}
}

/**
 * Returns the move number (0 for the first square) of every square, -1 where
 * the tour does not go, or null when the tour does not fit the board (a
 * square off it, or one visited twice).
 */
export function inverseTour(tour: ArrayLike<number>, size: number): Int32Array | null {
	if (tour.length > size) return null;
	const moveOf = new Int32Array(size).fill(-1);
	for (let move = 0; move < tour.length; move++) {
		const square = tour[move] ?? -1;
		if (!(square >= 0 && square < size) || moveOf[square] !== -1) return null;
		moveOf[square] = move;
	}
	return moveOf;
}

/**
 * Returns, in increasing order, the leaps with at least one end in `range`.
 * Leap k joins `tour[k]` to `tour[k + 1]`; when `closed`, leap `n - 1` joins
 * the last square to the first. The work is proportional to the squares in
 * the range, not to the tour's length.
 */
export function selectLeaps(
	tour: ArrayLike<number>,
	moveOf: Int32Array,
	cols: number,
	range: SquareRange,
	closed: boolean,
): Int32Array {
	const n = tour.length;
	const hasClosingLeap = closed && n > 2;
	const lastLeap = hasClosingLeap ? n - 1 : n - 2;
	const { rowStart, rowEnd, colStart, colEnd } = range;
	const area = Math.max(0, rowEnd - rowStart) * Math.max(0, colEnd - colStart);
	const leaps = new Int32Array(2 * area);
	let count = 0;
	for (let row = rowStart; row < rowEnd; row++) {
		for (let col = colStart; col < colEnd; col++) {
			const move = moveOf[row * cols + col] ?? -1;
			if (move < 0) continue;
			// Leap `move` starts here; leap `move - 1` ends here and is counted here only when its start is outside.
			if (move <= lastLeap) leaps[count++] = move;
			const before = move > 0 ? move - 1 : hasClosingLeap ? n - 1 : -1;
			if (before < 0) continue;
			const from = tour[before] ?? 0;
			const r = Math.floor(from / cols);
			const c = from - r * cols;
			if (r < rowStart || r >= rowEnd || c < colStart || c >= colEnd) leaps[count++] = before;
		}
	}
	return leaps.subarray(0, count).sort();
}

/** True where the platform stores the low byte of a 32-bit number first (every browser in use). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Packs a colour into one number that, written to a Uint32Array over ImageData, gives r, g, b, a. */
export function packRgba(r: number, g: number, b: number, a = 255): number {
	return LITTLE_ENDIAN
		? ((a << 24) | (b << 16) | (g << 8) | r) >>> 0
		: ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

/** Reads a CSS colour as computed styles give it (`rgb()`, `rgba()`) or as hex; else null. */
function parseColour(css: string): [number, number, number, number] | null {
	const text = css.trim().toLowerCase();
	const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
	if (hex !== undefined) {
		const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
		return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as [
			number,
			number,
			number,
			number,
		];
	}
	const parts = /^rgba?\(([^)]*)\)$/
		.exec(text)?.[1]
		?.split(/[\s,/]+/)
		.filter((p) => p !== '');
	if (parts === undefined || parts.length < 3) return null;
	const numbers = parts.map((p) => (p.endsWith('%') ? Number(p.slice(0, -1)) / 100 : Number(p)));
	if (numbers.some((n) => Number.isNaN(n))) return null;
	const [r, g, b, a = 1] = numbers as [number, number, number, number?];
	return [r, g, b, a];
}

/** Packs a CSS colour (hex, rgb(), rgba()); anything unreadable gives `fallback`. */
export function packColour(css: string, fallback = 0): number {
	const colour = parseColour(css);
	if (colour === null) return fallback;
	const byte = (value: number): number => clamp(Math.round(value), 0, 255);
	return packRgba(byte(colour[0]), byte(colour[1]), byte(colour[2]), byte(colour[3] * 255));
}

/**
 * Anchor colours of the cividis colour map (Nuñez, Anderton & Renslow 2018, PLOS ONE 13(7)),
 * at 0, ¼, ½, ¾ and 1: even in lightness and readable with colour-vision deficiency.
 */
const CIVIDIS: readonly (readonly [number, number, number])[] = [
	[0, 32, 77],
	[65, 77, 107],
	[124, 123, 120],
	[188, 175, 111],
	[255, 234, 70],
];

/** Returns the cividis colour at t (0 to 1), interpolated between its anchors, as `rgb()`. */
export function cividis(t: number): string {
	const x = clamp(t, 0, 1) * (CIVIDIS.length - 1);
	const i = Math.min(Math.floor(x), CIVIDIS.length - 2);
	const f = x - i;
	const a = CIVIDIS[i] as readonly [number, number, number];
	const b = CIVIDIS[i + 1] as readonly [number, number, number];
	const mix = (k: 0 | 1 | 2): number => Math.round(a[k] + (b[k] - a[k]) * f);
	return `rgb(${String(mix(0))}, ${String(mix(1))}, ${String(mix(2))})`;
}

/** Returns `steps` packed colours from the start of a tour to its end (cividis). */
export function moveRamp(steps = 1024, interpolate: (t: number) => string = cividis): Uint32Array {
	const ramp = new Uint32Array(steps);
	for (let i = 0; i < steps; i++) ramp[i] = packColour(interpolate(i / Math.max(1, steps - 1)));
	return ramp;
}

/** Colours of the zoomed-out picture, packed with `packRgba`. */
export interface MovePalette {
	/** Colours from the first move to the last. */
	readonly ramp: Uint32Array;
	/** Squares the tour does not visit. */
	readonly unvisited: number;
	/** Holes are hatched with these two colours. */
	readonly hole: number;
	readonly holeHatch: number;
	/** Pixels off the board (0 leaves them transparent). */
	readonly outside: number;
	/** Colours of leaps drawn over the picture, by move like `ramp`, each standing out against it. */
	readonly lines: Uint32Array;
}

/** A picture in packed pixels, row by row (a Uint32Array over ImageData's bytes). */
export interface PixelImage {
	readonly pixels: Uint32Array;
	readonly width: number;
	readonly height: number;
}

/** Returns the first pixel whose centre lies at or after board line `line` (a column or row edge). */
function firstPixelFrom(line: number, offset: number, scale: number): number {
	return Math.max(0, Math.ceil(offset + line * scale - 0.5));
}

/**
 * Paints every pixel with the colour of the square under its centre: the
 * move number's place on the ramp, hatching for holes. The work is one
 * lookup per pixel, whatever the size of the board.
 */
export function paintMoveImage(
	image: PixelImage,
	view: View,
	board: Pick<Board, 'rows' | 'cols' | 'holes'>,
	moveOf: Int32Array | null,
	moveCount: number,
	palette: MovePalette,
): void {
	const { pixels, width, height } = image;
	const { rows, cols, holes } = board;
	const { ramp, unvisited, hole, holeHatch, outside } = palette;
	// Pixels [left, right) × [top, bottom) have their centres on the board.
	const left = Math.min(width, firstPixelFrom(0, view.x, view.scale));
	const right = Math.max(left, Math.min(width, firstPixelFrom(cols, view.x, view.scale)));
	const top = Math.min(height, firstPixelFrom(0, view.y, view.scale));
	const bottom = Math.max(top, Math.min(height, firstPixelFrom(rows, view.y, view.scale)));
	const colAt = new Int32Array(width);
	for (let px = left; px < right; px++) {
		colAt[px] = Math.min(cols - 1, Math.floor((px + 0.5 - view.x) / view.scale));
	}
	pixels.fill(outside, 0, top * width);
	pixels.fill(outside, bottom * width, height * width);
	const toRamp = (ramp.length - 1) / Math.max(1, moveCount - 1);
	let previousRow = -1;
	for (let py = top; py < bottom; py++) {
		const offset = py * width;
		const row = Math.min(rows - 1, Math.floor((py + 0.5 - view.y) / view.scale));
		// Zoomed in, pixel rows repeat: copy the one above (but not over holes, whose hatching slants).
		if (row === previousRow && holes === null) {
			pixels.copyWithin(offset, offset - width, offset);
			continue;
		}
		previousRow = row;
		pixels.fill(outside, offset, offset + left);
		pixels.fill(outside, offset + right, offset + width);
		const base = row * cols;
		// The hot loop: typed-array reads that are in range by construction.
		for (let px = left; px < right; px++) {
			const square = base + (colAt[px] as number);
			const move = moveOf === null ? -1 : (moveOf[square] as number);
			if (move >= 0) pixels[offset + px] = ramp[(move * toRamp + 0.5) | 0] as number;
			else if (holes !== null && holes[square] === 1) {
				pixels[offset + px] = ((px + py) & 3) === 0 ? holeHatch : hole;
			} else pixels[offset + px] = unvisited;
		}
	}
}

/**
 * Draws leaps as 1-pixel lines (Bresenham; 2 pixels once squares reach
 * THICK_LINE_MIN_DEVICE_PX) into a picture, each in the line colour for its
 * move number, clipped to the picture. Far cheaper than the canvas's
 * anti-aliased strokes when thousands of leaps are in view.
 */
export function drawLeapLines(
	image: PixelImage,
	view: View,
	tour: ArrayLike<number>,
	leaps: ArrayLike<number>,
	cols: number,
	lines: Uint32Array,
): void {
	const { pixels, width, height } = image;
	const n = tour.length;
	const toRamp = (lines.length - 1) / Math.max(1, n - 1);
	const half = view.scale / 2;
	const thick = view.scale >= THICK_LINE_MIN_DEVICE_PX;
	for (let i = 0; i < leaps.length; i++) {
		const leap = leaps[i] as number;
		const from = tour[leap] as number;
		const to = tour[(leap + 1) % n] as number;
		const colour = lines[(leap * toRamp + 0.5) | 0] as number;
		const fromRow = Math.floor(from / cols);
		const toRow = Math.floor(to / cols);
		let x = Math.floor(view.x + (from - fromRow * cols) * view.scale + half);
		let y = Math.floor(view.y + fromRow * view.scale + half);
		const x1 = Math.floor(view.x + (to - toRow * cols) * view.scale + half);
		const y1 = Math.floor(view.y + toRow * view.scale + half);
		const dx = Math.abs(x1 - x);
		const dy = -Math.abs(y1 - y);
		const sx = x < x1 ? 1 : -1;
		const sy = y < y1 ? 1 : -1;
		// A thick line doubles each pixel across its run: beside it when steep, below it when flat.
		const extra = !thick ? 0 : dx < -dy ? 1 : width;
		let error = dx + dy;
		for (;;) {
			if (x >= 0 && x < width && y >= 0 && y < height) {
				pixels[y * width + x] = colour;
				if (extra !== 0 && x + 1 < width && y + 1 < height) pixels[y * width + x + extra] = colour;
			}
			if (x === x1 && y === y1) break;
			const twice = 2 * error;
			if (twice >= dy) {
				error += dy;
				x += sx;
			}
			if (twice <= dx) {
				error += dx;
				y += sy;
			}
		}
	}
}

/** Returns, for each colour of a ramp, black or white, whichever stands out more against it. */
export function contrastRamp(ramp: Uint32Array): Uint32Array {
	const black = packRgba(0, 0, 0);
	const white = packRgba(255, 255, 255);
	return ramp.map((colour) => (relativeLuminance(colour) > 0.179 ? black : white));
}

/** Returns the WCAG relative luminance of a packed colour. */
export function relativeLuminance(packed: number): number {
	const [r = 0, g = 0, b = 0] = [...new Uint8Array(new Uint32Array([packed]).buffer)].map(
		(byte) => {
			const c = byte / 255;
			return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		},
	);
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** How the board is drawn at a view: squares and strokes, or the picture (with lines from `lines`). */
export type DrawMode = 'squares' | 'picture';

/** Chooses squares-and-strokes only when squares are big and few enough for the canvas to stroke quickly. */
export function drawMode(view: View, grid: Grid, size: Size): DrawMode {
	if (view.scale < PATH_MIN_SQUARE_PX) return 'picture';
	const { rowStart, rowEnd, colStart, colEnd } = visibleRange(view, grid, size);
	return (rowEnd - rowStart) * (colEnd - colStart) <= MAX_STROKED_SQUARES ? 'squares' : 'picture';
}

/** The most pixels the zoomed-out picture paints per frame (about 7 ms of work). */
export const MAX_PICTURE_PIXELS = 1_500_000;

/** Returns the device pixels per CSS pixel for a canvas: the screen's, or less to keep within `maxPixels`. */
export function pixelRatioFor(size: Size, devicePixelRatio: number, maxPixels = Infinity): number {
	const area = Math.max(1, size.width * size.height);
	return Math.max(0.25, Math.min(devicePixelRatio, Math.sqrt(maxPixels / area)));
}

/** Returns the font size for move numbers at this zoom, or 0 when they would not fit or be legible. */
export function moveNumberFontSize(scale: number, moveCount: number): number {
	if (scale < NUMBER_MIN_SQUARE_PX) return 0;
	const digits = String(Math.max(1, moveCount)).length;
	const size = Math.min(scale * 0.38, (scale * 0.85) / (digits * 0.62));
	return size >= 8 ? size : 0;
}

const NUMBER = new Intl.NumberFormat('en-US');

/** Formats a count with thousands separators: 1,000,000. */
export function formatCount(n: number): string {
	return NUMBER.format(n);
}

/** Summarises a board and its tour for screen readers: "8×8 board, tour of 64 squares from a1 to h8, open". */
export function describeBoard(
	board: Board,
	tour: ArrayLike<number> | null,
	closed: boolean,
): string {
	const holes =
		board.holeCount === 0
			? ''
			: ` with ${formatCount(board.holeCount)} hole${board.holeCount === 1 ? '' : 's'}`;
	const shape = `${String(board.rows)}×${String(board.cols)} board${holes}`;
	const first = tour?.[0];
	const last = tour?.[tour.length - 1];
	if (tour === null || first === undefined || last === undefined) return `${shape}, no tour`;
	const squares = `${formatCount(tour.length)} square${tour.length === 1 ? '' : 's'}`;
	const ends = `from ${squareLabel(board, first)} to ${squareLabel(board, last)}`;
	return `${shape}, tour of ${squares} ${ends}, ${closed ? 'closed' : 'open'}`;
}

/** Describes a square and its place in the tour: "Square b7 — move 1,234". */
export function describeSquare(board: Board, square: Square, moveOf: Int32Array | null): string {
	const name = `Square ${squareLabel(board, square)}`;
	if (board.holes !== null && board.holes[square] === 1) return `${name} — hole`;
	if (moveOf === null) return name;
	const move = moveOf[square] ?? -1;
	return move < 0 ? `${name} — not on the tour` : `${name} — move ${formatCount(move + 1)}`;
}

/** Describes the squares in a range: "files a–h, ranks 1–8 (64 squares)", or "columns …, rows …" when wide. */
export function describeRange(board: Board, range: SquareRange): string {
	const { rowStart, rowEnd, colStart, colEnd } = range;
	if (rowEnd <= rowStart || colEnd <= colStart) return 'no squares';
	const span = (what: string, from: string, to: string): string =>
		from === to ? `${what} ${from}` : `${what}s ${from}–${to}`;
	const [file, rank] = numbersColumns(board) ? ['column', 'row'] : ['file', 'rank'];
	const files = span(file, columnLabel(board, colStart), columnLabel(board, colEnd - 1));
	const ranks = span(rank, String(board.rows - rowEnd + 1), String(board.rows - rowStart));
	const count = (rowEnd - rowStart) * (colEnd - colStart);
	return `${files}, ${ranks} (${formatCount(count)} square${count === 1 ? '' : 's'})`;
}

/** What the colour legend of the zoomed-out picture shows: a CSS gradient, its end labels, and its words. */
export interface MoveLegend {
	readonly gradient: string;
	readonly first: string;
	readonly last: string;
	readonly label: string;
}

/**
 * Describes the move-number colours of a tour of `moveCount` squares: the
 * cividis ramp as a gradient, move 1 at the left end and the last move at the right.
 */
export function moveLegend(moveCount: number, stops = 9): MoveLegend {
	const colours: string[] = [];
	for (let i = 0; i < stops; i++) colours.push(cividis(i / (stops - 1)));
	const middle = formatCount(Math.max(1, Math.round(moveCount / 2)));
	const last = formatCount(moveCount);
	return {
		gradient: `linear-gradient(to right, ${colours.join(', ')})`,
		first: 'Move 1',
		last: `Move ${last}`,
		label: `Colour of each square by its move number: dark blue for move 1, grey near move ${middle}, yellow for move ${last}.`,
	};
}
