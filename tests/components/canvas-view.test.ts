import { describe, expect, test } from 'vitest';
import {
	MAX_SQUARE_PX,
	MAX_STROKED_SQUARES,
	NUMBER_MIN_SQUARE_PX,
	PATH_MIN_SQUARE_PX,
	cameraOf,
	centreSquare,
	clampView,
	contrastRamp,
	describeBoard,
	describeRange,
	describeSquare,
	moveLegend,
	drawLeapLines,
	drawMode,
	fitCamera,
	fitScale,
	fitView,
	interpolateCamera,
	inverseTour,
	keyToViewChange,
	maxScale,
	moveNumberFontSize,
	moveRamp,
	packColour,
	packRgba,
	paintMoveImage,
	panView,
	pinchView,
	pixelRatioFor,
	relativeLuminance,
	selectLeaps,
	squareAtPoint,
	viewOf,
	visibleRange,
	zoomAbout,
	type Grid,
	type Size,
	type SquareRange,
	type View,
} from '../../src/components/board/canvas-view.ts';
import {
	createBoard,
	createRandom,
	findTour,
	parseSquare,
	randomInt,
	type Random,
} from '../../src/lib/index.ts';

/** Returns the board point (in squares) under a canvas point. */
function boardPoint(view: View, x: number, y: number): [number, number] {
	return [(x - view.x) / view.scale, (y - view.y) / view.scale];
}

/** Checks the clamping rule: along each axis the board is centred if it fits, else covers the canvas. */
function expectPlaced(view: View, grid: Grid, size: Size): void {
	const axes = [
		[view.x, grid.cols * view.scale, size.width],
		[view.y, grid.rows * view.scale, size.height],
	] as const;
	for (const [offset, length, span] of axes) {
		if (length <= span + 1e-9) expect(offset).toBeCloseTo((span - length) / 2, 9);
		else {
			expect(offset).toBeLessThanOrEqual(1e-9);
			expect(offset + length).toBeGreaterThanOrEqual(span - 1e-9);
		}
	}
	expect(view.scale).toBeGreaterThanOrEqual(fitScale(grid, size) - 1e-12);
	expect(view.scale).toBeLessThanOrEqual(maxScale(grid, size) + 1e-12);
}

/** Returns the bytes r, g, b, a of a packed colour. */
function unpack(packed: number): number[] {
	return [...new Uint8Array(new Uint32Array([packed]).buffer)];
}

describe('fitView(grid, size)', () => {
	test.each([
		{ rows: 8, cols: 8, width: 400, height: 400, scale: 50, x: 0, y: 0 },
		{ rows: 8, cols: 8, width: 400, height: 300, scale: 37.5, x: 50, y: 0 },
		{ rows: 1000, cols: 1000, width: 500, height: 500, scale: 0.5, x: 0, y: 0 },
		{ rows: 1000, cols: 1000, width: 360, height: 360, scale: 0.36, x: 0, y: 0 },
		{ rows: 3, cols: 2000, width: 1000, height: 600, scale: 0.5, x: 0, y: 299.25 },
		{ rows: 2000, cols: 3, width: 600, height: 1000, scale: 0.5, x: 299.25, y: 0 },
	])('$rows×$cols on $width×$height: $scale px a square at ($x, $y)', (c) => {
		const view = fitView(c, c);
		expect(view.scale).toBeCloseTo(c.scale, 12);
		expect(view.x).toBeCloseTo(c.x, 9);
		expect(view.y).toBeCloseTo(c.y, 9);
		expect(visibleRange(view, c, c)).toEqual({
			rowStart: 0,
			rowEnd: c.rows,
			colStart: 0,
			colEnd: c.cols,
		});
	});
});

describe('zoomAbout(view, factor, point, grid, size)', () => {
	const cases = [
		{ rows: 8, cols: 8, size: 400, zoom: 1.5, factor: 1.5, px: 150, py: 220 },
		{ rows: 1000, cols: 1000, size: 800, zoom: 10, factor: 2, px: 123, py: 700 },
		{ rows: 2000, cols: 2000, size: 1000, zoom: 4, factor: 0.6, px: 500, py: 500 },
		{ rows: 3, cols: 2000, size: 900, zoom: 50, factor: 1.7, px: 300, py: 450 },
	];
	test.each(cases)('$rows×$cols: the board point under ($px, $py) stays put', (c) => {
		const size = { width: c.size, height: c.size };
		const centre = { x: c.size / 2, y: c.size / 2 };
		const view = zoomAbout(fitView(c, size), c.zoom, centre, c, size);
		const next = zoomAbout(view, c.factor, { x: c.px, y: c.py }, c, size);
		expect(next.scale).toBeCloseTo(view.scale * c.factor, 9);
		const [bx, by] = boardPoint(view, c.px, c.py);
		const [nx, ny] = boardPoint(next, c.px, c.py);
		expect(nx).toBeCloseTo(bx, 9);
		// On 3×2000 the board is shorter than the canvas, so it stays centred vertically instead.
		if (c.rows * next.scale > c.size) expect(ny).toBeCloseTo(by, 9);
		expectPlaced(next, c, size);
	});

	test('the zoom stops at the whole board and at MAX_SQUARE_PX a square', () => {
		const grid = { rows: 1000, cols: 1000 };
		const size = { width: 500, height: 500 };
		const point = { x: 100, y: 100 };
		expect(zoomAbout(fitView(grid, size), 0.1, point, grid, size)).toEqual(fitView(grid, size));
		expect(zoomAbout(fitView(grid, size), 1e6, point, grid, size).scale).toBe(MAX_SQUARE_PX);
		// A board that already shows squares bigger than the limit cannot zoom in at all.
		const small = { rows: 2, cols: 2 };
		expect(zoomAbout(fitView(small, size), 2, point, small, size)).toEqual(fitView(small, size));
	});
});

describe('clampView / panView / pinchView', () => {
	const random = createRandom(7);
	const grids = [
		{ rows: 8, cols: 8 },
		{ rows: 1000, cols: 1000 },
		{ rows: 3, cols: 2000 },
		{ rows: 50, cols: 7 },
	];
	const size = { width: 360, height: 360 };

	test.each(grids)('$rows×$cols: any pan or pinch leaves the board placed and visible', (grid) => {
		let view = fitView(grid, size);
		for (let i = 0; i < 300; i++) {
			const point = (): { x: number; y: number } => ({
				x: random() * 600 - 120,
				y: random() * 600 - 120,
			});
			const r = random();
			if (r < 0.4) view = zoomAbout(view, 0.3 + random() * 3, point(), grid, size);
			else if (r < 0.8)
				view = panView(view, random() * 4000 - 2000, random() * 4000 - 2000, grid, size);
			else view = pinchView(view, [point(), point()], [point(), point()], grid, size);
			expectPlaced(view, grid, size);
			const range = visibleRange(view, grid, size);
			expect(range.rowEnd).toBeGreaterThan(range.rowStart);
			expect(range.colEnd).toBeGreaterThan(range.colStart);
		}
	});

	test('a wild view is brought back onto the canvas', () => {
		const grid = { rows: 100, cols: 100 };
		const view = clampView({ scale: 20, x: 5000, y: -99999 }, grid, size);
		expect(view).toEqual({ scale: 20, x: 0, y: 360 - 2000 });
	});

	test('pinching two fingers apart zooms about their midpoint, moving with it', () => {
		const grid = { rows: 1000, cols: 1000 };
		const view = zoomAbout(fitView(grid, size), 20, { x: 180, y: 180 }, grid, size);
		const from = [
			{ x: 150, y: 180 },
			{ x: 210, y: 180 },
		] as const;
		const to = [
			{ x: 110, y: 200 },
			{ x: 230, y: 200 },
		] as const;
		const next = pinchView(view, from, to, grid, size);
		expect(next.scale).toBeCloseTo(view.scale * 2, 9);
		const [bx, by] = boardPoint(view, 180, 180);
		const [nx, ny] = boardPoint(next, 170, 200);
		expect(nx).toBeCloseTo(bx, 9);
		expect(ny).toBeCloseTo(by, 9);
	});
});

describe('visibleRange(view, grid, size, margin)', () => {
	const grid = { rows: 8, cols: 8 };
	const size = { width: 400, height: 400 };
	const scale = 200;
	test.each([
		['top-left corner', { scale, x: 0, y: 0 }, 0, [0, 2, 0, 2]],
		['bottom-right corner', { scale, x: -1200, y: -1200 }, 0, [6, 8, 6, 8]],
		['half squares at both sides', { scale, x: -100, y: -500 }, 0, [2, 5, 0, 3]],
		['margin clipped at the edge', { scale, x: 0, y: -1200 }, 2, [4, 8, 0, 4]],
		['margin inside the board', { scale, x: -600, y: -600 }, 1, [2, 6, 2, 6]],
	] as const)('%s', (_, view, margin, [rowStart, rowEnd, colStart, colEnd]) => {
		expect(visibleRange(view, grid, size, margin)).toEqual({ rowStart, rowEnd, colStart, colEnd });
	});

	test('squareAtPoint and centreSquare name the squares under points', () => {
		const board = createBoard(8, 8);
		const view = { scale, x: -100, y: -500 };
		expect(squareAtPoint(view, board, { x: 0, y: 0 })).toBe(parseSquare(board, 'a6'));
		expect(squareAtPoint(view, board, { x: 399, y: 399 })).toBe(parseSquare(board, 'c4'));
		expect(squareAtPoint(view, board, { x: -150, y: 10 })).toBe(-1);
		expect(centreSquare(view, board, size)).toBe(parseSquare(board, 'b5'));
	});
});

describe('cameraOf / viewOf / interpolateCamera', () => {
	const grid = { rows: 1000, cols: 1000 };
	const size = { width: 600, height: 600 };
	const view = zoomAbout(fitView(grid, size), 7, { x: 100, y: 500 }, grid, size);

	test('a camera gives back the view it was taken from', () => {
		const back = viewOf(cameraOf(view, grid, size), grid, size);
		expect(back.scale).toBeCloseTo(view.scale, 9);
		expect(back.x).toBeCloseTo(view.x, 9);
		expect(back.y).toBeCloseTo(view.y, 9);
	});

	test('after a resize the zoom and the board point at the centre are kept', () => {
		const camera = cameraOf(view, grid, size);
		const wider = { width: 900, height: 700 };
		const after = viewOf(camera, grid, wider);
		expect(after.scale / fitScale(grid, wider)).toBeCloseTo(7, 9);
		const [bx, by] = boardPoint(view, 300, 300);
		const [nx, ny] = boardPoint(after, 450, 350);
		expect(nx).toBeCloseTo(bx, 9);
		expect(ny).toBeCloseTo(by, 9);
	});

	test('no camera, or one for another board, gives the fitted view', () => {
		expect(viewOf(null, grid, size)).toEqual(fitView(grid, size));
		const other = { rows: 999, cols: 1000 };
		expect(viewOf(cameraOf(view, grid, size), other, size)).toEqual(fitView(other, size));
	});

	test('a transition runs from one camera to the other, zooming at an even pace', () => {
		const a = fitCamera(grid);
		const b = { ...a, zoom: 16, centreX: 100, centreY: 900 };
		expect(interpolateCamera(a, b, 0)).toEqual(a);
		expect(interpolateCamera(a, b, 1)).toEqual(b);
		expect(interpolateCamera(a, b, 0.5)).toEqual({ ...a, zoom: 4, centreX: 300, centreY: 700 });
	});
});

describe('keyToViewChange(key)', () => {
	test.each([
		['ArrowLeft', { kind: 'pan', dx: -1, dy: 0 }],
		['ArrowRight', { kind: 'pan', dx: 1, dy: 0 }],
		['ArrowUp', { kind: 'pan', dx: 0, dy: -1 }],
		['ArrowDown', { kind: 'pan', dx: 0, dy: 1 }],
		['+', { kind: 'zoom', factor: 1.5 }],
		['=', { kind: 'zoom', factor: 1.5 }],
		['-', { kind: 'zoom', factor: 1 / 1.5 }],
		['0', { kind: 'fit' }],
		['a', null],
		['Enter', null],
	])('%s', (key, change) => {
		expect(keyToViewChange(key)).toEqual(change);
	});
});

describe('inverseTour(tour, size)', () => {
	test('gives each square its move number and -1 where the tour does not go', () => {
		expect([...(inverseTour([4, 0, 2], 5) ?? [])]).toEqual([1, -1, 2, -1, 0]);
	});

	test.each([
		['a square off the board', [0, 5]],
		['a negative square', [0, -1]],
		['a square twice', [1, 2, 1]],
		['more squares than the board', [0, 1, 2, 3, 4, 0]],
	])('rejects a tour with %s', (_, tour) => {
		expect(inverseTour(tour, 5)).toBeNull();
	});
});

/** Returns a window of the board chosen at random, sometimes reaching past an edge. */
function randomRange(random: Random, rows: number, cols: number): SquareRange {
	const rowStart = randomInt(random, rows);
	const colStart = randomInt(random, cols);
	return {
		rowStart,
		rowEnd: Math.min(rows, rowStart + 1 + randomInt(random, rows)),
		colStart,
		colEnd: Math.min(cols, colStart + 1 + randomInt(random, cols)),
	};
}

/** Lists the leaps with an end in a range by looking at every leap. */
function leapsByScan(
	tour: Int32Array,
	cols: number,
	range: SquareRange,
	closed: boolean,
): number[] {
	const inside = (square: number): boolean => {
		const row = Math.floor(square / cols);
		const col = square % cols;
		return (
			row >= range.rowStart && row < range.rowEnd && col >= range.colStart && col < range.colEnd
		);
	};
	const n = tour.length;
	const leaps: number[] = [];
	const count = closed && n > 2 ? n : n - 1;
	for (let k = 0; k < count; k++) {
		if (inside(tour[k] ?? -1) || inside(tour[(k + 1) % n] ?? -1)) leaps.push(k);
	}
	return leaps;
}

describe('selectLeaps(tour, moveOf, cols, range, closed)', () => {
	const random = createRandom(2024);
	const boards = [
		{ rows: 5, cols: 5, closed: false },
		{ rows: 6, cols: 6, closed: true },
		{ rows: 5, cols: 8, closed: false },
		{ rows: 8, cols: 8, closed: true },
		{ rows: 3, cols: 10, closed: true },
		{ rows: 7, cols: 9, closed: false },
		{ rows: 12, cols: 12, closed: true },
	];
	test.each(boards)(
		'$rows×$cols (closed: $closed): the leaps with an end inside, once each',
		(c) => {
			const board = createBoard(c.rows, c.cols);
			let tours = 0;
			for (let trial = 0; tours < 20 && trial < 200; trial++) {
				// On odd boards a random start may be the minority colour, which has no tour: try another.
				const result = findTour(board, {
					closed: c.closed,
					start: randomInt(random, board.size),
					tieBreak: 'random',
					seed: trial,
				});
				if (result.status !== 'found') continue;
				tours += 1;
				const moveOf = inverseTour(result.tour, board.size);
				if (moveOf === null) throw new Error('findTour gave a tour that does not fit its board');
				for (let window = 0; window < 10; window++) {
					const range = randomRange(random, c.rows, c.cols);
					// Both readings of the same tour: drawn closed, and drawn as an open path.
					for (const closed of c.closed ? [true, false] : [false]) {
						const leaps = selectLeaps(result.tour, moveOf, board.cols, range, closed);
						expect([...leaps]).toEqual(leapsByScan(result.tour, board.cols, range, closed));
					}
				}
			}
			expect(tours).toBe(20);
		},
	);

	test('a partial tour and an empty window', () => {
		const tour = new Int32Array([0, 7, 14]);
		const moveOf = inverseTour(tour, 25);
		if (moveOf === null) throw new Error('unexpected misfit');
		const all = { rowStart: 0, rowEnd: 5, colStart: 0, colEnd: 5 };
		expect([...selectLeaps(tour, moveOf, 5, all, false)]).toEqual([0, 1]);
		expect([...selectLeaps(tour, moveOf, 5, all, true)]).toEqual([0, 1, 2]);
		const none = { rowStart: 3, rowEnd: 3, colStart: 0, colEnd: 5 };
		expect([...selectLeaps(tour, moveOf, 5, none, true)]).toEqual([]);
	});
});

describe('moveRamp / packColour', () => {
	const ramp = moveRamp(64);

	test('lightness rises from the first move to the last, from dark to light', () => {
		const lum = [...ramp].map(relativeLuminance);
		for (let i = 1; i < lum.length; i++) expect(lum[i]).toBeGreaterThanOrEqual(lum[i - 1] ?? 0);
		expect((lum.at(-1) ?? 0) - (lum[0] ?? 0)).toBeGreaterThan(0.6);
	});

	test('colours are packed so that a Uint32Array over ImageData reads r, g, b, a', () => {
		expect(unpack(packRgba(1, 2, 3, 4))).toEqual([1, 2, 3, 4]);
		expect(unpack(packColour('#f1dfc0'))).toEqual([0xf1, 0xdf, 0xc0, 255]);
		expect(unpack(packColour('rgb(10, 20, 30)'))).toEqual([10, 20, 30, 255]);
		expect(packColour('not a colour', 7)).toBe(7);
		expect(unpack(packColour('#fff'))).toEqual([255, 255, 255, 255]);
		expect(unpack(packColour('rgba(0, 0, 0, 0.5)'))).toEqual([0, 0, 0, 128]);
		expect(unpack(packColour('rgb(0 128 255 / 50%)'))).toEqual([0, 128, 255, 128]);
		expect(packColour('rgb(1, 2)', 9)).toBe(9);
	});
});

describe('paintMoveImage(image, view, board, moveOf, moveCount, palette)', () => {
	const ramp = moveRamp(16);
	const palette = { ramp, lines: ramp, unvisited: 11, hole: 12, holeHatch: 13, outside: 0 };

	test('each pixel takes the colour of the square under it; off the board stays clear', () => {
		// 2×3 board, squares 2 px wide, drawn from (1, 1) on an 8×6 image.
		const board = createBoard(2, 3, { holes: [5] });
		const tour = [0, 1, 2, 3, 4];
		const moveOf = inverseTour(tour, board.size);
		const image = { pixels: new Uint32Array(8 * 6).fill(99), width: 8, height: 6 };
		paintMoveImage(image, { scale: 2, x: 1, y: 1 }, board, moveOf, tour.length, palette);
		const at = (x: number, y: number): number => image.pixels[y * 8 + x] ?? -1;
		const colour = (move: number): number => ramp[Math.round((move * 15) / 4)] ?? -1;
		expect([at(0, 0), at(7, 5), at(0, 3), at(7, 2)]).toEqual([0, 0, 0, 0]);
		expect([at(1, 1), at(2, 2)]).toEqual([colour(0), colour(0)]);
		expect([at(3, 1), at(6, 2), at(1, 3), at(4, 4)]).toEqual([
			colour(1),
			colour(2),
			colour(3),
			colour(4),
		]);
		// Square 5 is a hole: hatched.
		expect([at(5, 3), at(6, 3), at(5, 4), at(6, 4)].sort()).toEqual([12, 12, 12, 13]);
	});

	test('with no tour every square is unvisited; zoomed out a pixel samples one square', () => {
		const board = createBoard(100, 100);
		const image = { pixels: new Uint32Array(10 * 10), width: 10, height: 10 };
		paintMoveImage(image, fitView(board, image), board, null, 0, palette);
		expect(new Set(image.pixels)).toEqual(new Set([11]));
	});
});

describe('drawLeapLines(image, view, tour, leaps, cols, lines)', () => {
	const lines = new Uint32Array([5, 6, 7]);

	test('draws a connected line between the centres of the two squares, in its move’s colour', () => {
		// On a 3-column board, leap 0 goes from square 0 (row 0, col 0) to square 7 (row 2, col 1).
		const image = { pixels: new Uint32Array(40 * 40), width: 40, height: 40 };
		drawLeapLines(image, { scale: 10, x: 0, y: 0 }, [0, 7, 2], [0], 3, lines);
		const lit = [...image.pixels.keys()].filter((i) => image.pixels[i] !== 0);
		const points = lit.map((i) => [i % 40, Math.floor(i / 40)] as const);
		expect(new Set(lit.map((i) => image.pixels[i]))).toEqual(new Set([5]));
		expect(points).toContainEqual([5, 5]);
		expect(points).toContainEqual([15, 25]);
		// Steep line: exactly one pixel on each row from one centre to the other, stepping at most 1.
		const rows = points.map(([, y]) => y).sort((a, b) => a - b);
		expect(rows).toEqual(Array.from({ length: 21 }, (_, i) => 5 + i));
		const byRow = [...points].sort((a, b) => a[1] - b[1]);
		for (let i = 1; i < byRow.length; i++) {
			expect(Math.abs((byRow[i]?.[0] ?? 0) - (byRow[i - 1]?.[0] ?? 0))).toBeLessThanOrEqual(1);
		}
	});

	test('clips at the edges of the picture and doubles lines when squares are big', () => {
		const image = { pixels: new Uint32Array(20 * 20), width: 20, height: 20 };
		drawLeapLines(image, { scale: 12, x: -10, y: -10 }, [0, 7, 2], [0, 1], 3, lines);
		const lit = image.pixels.filter((p) => p !== 0).length;
		expect(lit).toBeGreaterThan(20);
		expect(image.pixels.length).toBe(400);
		const thin = { pixels: new Uint32Array(40 * 40), width: 40, height: 40 };
		drawLeapLines(thin, { scale: 10, x: 0, y: 0 }, [0, 7], [0], 3, lines);
		const thick = { pixels: new Uint32Array(48 * 48), width: 48, height: 48 };
		drawLeapLines(thick, { scale: 12, x: 0, y: 0 }, [0, 7], [0], 3, lines);
		expect(thick.pixels.filter((p) => p !== 0).length).toBeGreaterThan(
			1.8 * thin.pixels.filter((p) => p !== 0).length,
		);
	});

	test('contrastRamp gives white lines on dark colours and black on light ones', () => {
		const [dark, light] = contrastRamp(
			new Uint32Array([packColour('#00204c'), packColour('#ffe945')]),
		);
		expect(dark).toBe(packColour('#ffffff'));
		expect(light).toBe(packColour('#000000'));
	});
});

describe('drawMode(view, grid, size)', () => {
	const size = { width: 900, height: 700 };
	test.each([
		['8×8 fitted', { rows: 8, cols: 8 }, 1, 'squares'],
		['30×30 fitted', { rows: 30, cols: 30 }, 1, 'squares'],
		['40×40 fitted (1,600 squares)', { rows: 40, cols: 40 }, 1, 'picture'],
		['2000×2000 fitted', { rows: 2000, cols: 2000 }, 1, 'picture'],
		['2000×2000 at 20 px a square', { rows: 2000, cols: 2000 }, 20 / 0.35, 'picture'],
		['2000×2000 at 30 px a square', { rows: 2000, cols: 2000 }, 30 / 0.35, 'squares'],
	] as const)('%s', (_, grid, zoom, mode) => {
		const view = zoomAbout(fitView(grid, size), zoom, { x: 450, y: 350 }, grid, size);
		expect(drawMode(view, grid, size)).toBe(mode);
	});

	test('squares are drawn only when each is at least PATH_MIN_SQUARE_PX and few enough', () => {
		const grid = { rows: 100, cols: 100 };
		expect(
			drawMode({ scale: PATH_MIN_SQUARE_PX - 0.5, x: 0, y: 0 }, grid, { width: 20, height: 20 }),
		).toBe('picture');
		const side = Math.floor(Math.sqrt(MAX_STROKED_SQUARES));
		const at = (px: number): string =>
			drawMode({ scale: 10, x: 0, y: 0 }, grid, { width: px, height: px });
		expect(at(side * 10)).toBe('squares');
		expect(at((side + 1) * 10)).toBe('picture');
	});
});

describe('moveNumberFontSize(scale, moveCount) and pixelRatioFor(size, dpr, max)', () => {
	test('numbers appear from NUMBER_MIN_SQUARE_PX a square, once they fit', () => {
		expect(moveNumberFontSize(NUMBER_MIN_SQUARE_PX - 1, 64)).toBe(0);
		expect(moveNumberFontSize(NUMBER_MIN_SQUARE_PX, 64)).toBeGreaterThan(8);
		expect(moveNumberFontSize(NUMBER_MIN_SQUARE_PX, 4_000_000)).toBe(0);
		expect(moveNumberFontSize(MAX_SQUARE_PX, 4_000_000)).toBeGreaterThan(8);
	});

	test('the pixel ratio is the screen’s unless that would paint too many pixels', () => {
		expect(pixelRatioFor({ width: 500, height: 500 }, 2)).toBe(2);
		expect(pixelRatioFor({ width: 1000, height: 1000 }, 2, 1_000_000)).toBe(1);
		expect(pixelRatioFor({ width: 1000, height: 1000 }, 1, 4_000_000)).toBe(1);
	});
});

describe('describeBoard / describeSquare / describeRange', () => {
	test('a summary names the board, the tour length and its ends', () => {
		const board = createBoard(8, 8);
		const tour = findTour(board, { start: parseSquare(board, 'a1') });
		if (tour.status !== 'found') throw new Error('no 8×8 tour');
		const last = tour.tour[63] ?? 0;
		expect(describeBoard(board, tour.tour, false)).toMatch(
			/^8×8 board, tour of 64 squares from a1 to [a-h][1-8], open$/,
		);
		expect(describeBoard(board, null, false)).toBe('8×8 board, no tour');
		const moveOf = inverseTour(tour.tour, 64);
		expect(describeSquare(board, last, moveOf)).toMatch(/ — move 64$/);
	});

	test('big numbers get separators; holes are counted and named', () => {
		const board = createBoard(1000, 1000, { holes: [0, 1] });
		const tour = new Int32Array(999_998).map((_, i) => i + 2);
		// aac = 2 and bml = 1·676 + 12·26 + 11 = 999 (0-based columns); atg = 19·26 + 6 = 500.
		expect(describeBoard(board, tour, true)).toBe(
			'1000×1000 board with 2 holes, tour of 999,998 squares from column 3, row 1000 (aac1000) to column 1000, row 1 (bml1), closed',
		);
		expect(describeSquare(board, 0, inverseTour(tour, board.size))).toBe(
			'Square column 1, row 1000 (aaa1000) — hole',
		);
		expect(describeSquare(board, 1500, inverseTour(tour, board.size))).toBe(
			'Square column 501, row 999 (atg999) — move 1,499',
		);
	});

	test('a range names its files, ranks and squares', () => {
		const board = createBoard(8, 8);
		expect(describeRange(board, { rowStart: 0, rowEnd: 8, colStart: 0, colEnd: 8 })).toBe(
			'files a–h, ranks 1–8 (64 squares)',
		);
		expect(describeRange(board, { rowStart: 7, rowEnd: 8, colStart: 3, colEnd: 4 })).toBe(
			'file d, rank 1 (1 square)',
		);
		const wide = createBoard(50, 300);
		expect(describeRange(wide, { rowStart: 0, rowEnd: 10, colStart: 26, colEnd: 40 })).toBe(
			'columns 27–40, rows 41–50 (140 squares)',
		);
	});
});

describe('moveLegend(moveCount)', () => {
	test('runs from cividis at 0 to cividis at 1 and labels both ends', () => {
		const legend = moveLegend(2500, 5);
		// The cividis anchors (Nuñez, Anderton & Renslow 2018) at 0, ¼, ½, ¾ and 1.
		expect(legend.gradient).toBe(
			'linear-gradient(to right, rgb(0, 32, 77), rgb(65, 77, 107), rgb(124, 123, 120), rgb(188, 175, 111), rgb(255, 234, 70))',
		);
		expect([legend.first, legend.last]).toEqual(['Move 1', 'Move 2,500']);
		expect(legend.label).toBe(
			'Colour of each square by its move number: dark blue for move 1, grey near move 1,250, yellow for move 2,500.',
		);
	});
});
