import { untrack } from 'svelte';
import type { Board, Square } from '../../lib/board.ts';
import { Painter, printPalette, readPalette, type Palette, type Scene } from './canvas-paint.ts';
import {
	cameraOf,
	centreSquare,
	describeBoard,
	describeRange,
	describeSquare,
	fitCamera,
	interpolateCamera,
	inverseTour,
	keyToViewChange,
	moveLegend,
	panView,
	pinchView,
	squareAtPoint,
	viewOf,
	visibleRange,
	zoomAbout,
	zoomPercent,
	type Camera,
	type Point,
	type Size,
	type View,
} from './canvas-view.ts';

/** What the canvas board shows: the component's props. */
export interface CanvasBoardInput {
	board: Board;
	tour: Int32Array | null;
	closed: boolean;
	start: Square | null;
	end: Square | null;
	highlight: readonly Square[];
}

/** How long after the last zoom or pan the live region describes the view. */
const SETTLE_MS = 400;
/** How long the Zoom in, Zoom out and Fit transitions last (none with reduced motion). */
const TRANSITION_MS = 200;

/** Tells whether two views are the same. */
function sameView(a: View, b: View): boolean {
	return a.scale === b.scale && a.x === b.x && a.y === b.y;
}

/** State of a canvas board: the view, the reader's pointers and keys, and the frames it paints. */
export class CanvasBoardState {
	/** The canvas's size in CSS pixels, bound to its box. */
	width = $state(0);
	height = $state(0);
	/** What the live region says once a zoom or pan has ended. */
	status = $state('');
	/** True while a pointer drags the board. */
	dragging = $state(false);

	#input: () => CanvasBoardInput;
	#camera = $state.raw<Camera | null>(null);
	#pointer = $state.raw<Point | null>(null);
	#palette = $state.raw<Palette | null>(null);
	/** Between beforeprint and afterprint: paint in the print colours, whatever repaints. */
	#printing = $state(false);
	#canvas: HTMLCanvasElement | null = null;
	#painter = new Painter();
	#painted: Scene | null = null;
	// Pressed pointers only feed the view, which is state; the map itself renders nothing.
	// eslint-disable-next-line svelte/prefer-svelte-reactivity
	#pressed = new Map<number, Point>();
	#frame = 0;
	#transition = 0;
	#settle: ReturnType<typeof setTimeout> | undefined;

	readonly board = $derived.by(() => this.#input().board);
	readonly size: Size = $derived({
		width: Math.max(1, this.width),
		height: Math.max(1, this.height),
	});
	/** Move number by square, built once per tour; null without a tour or when it does not fit the board. */
	readonly moveOf = $derived.by(() => {
		const { tour } = this.#input();
		return tour === null ? null : inverseTour(tour, this.board.size);
	});
	readonly tour = $derived.by(() => (this.moveOf === null ? null : this.#input().tour));
	/** The key to the move-number colours, or null without a tour. */
	readonly legend = $derived(this.tour === null ? null : moveLegend(this.tour.length));
	readonly view = $derived(viewOf(this.#camera, this.board, this.size));
	readonly zoom = $derived(zoomPercent(this.view, this.board, this.size));
	readonly summary = $derived.by(() => {
		const given = this.#input().tour;
		const misfit = given !== null && this.tour === null;
		const text = describeBoard(this.board, this.tour, this.#input().closed);
		return misfit ? `${text} (the tour given does not fit this board)` : text;
	});
	/** The square under the pointer, else at the centre, and its move number. */
	readonly info = $derived.by(() => {
		const under = this.#pointer === null ? -1 : squareAtPoint(this.view, this.board, this.#pointer);
		const square = under >= 0 ? under : centreSquare(this.view, this.board, this.size);
		return describeSquare(this.board, square, this.moveOf);
	});
	readonly #scene: Scene | null = $derived.by(() => {
		const screen = this.#palette;
		if (screen === null) return null;
		const palette = this.#printing ? printPalette(screen.font) : screen;
		const { closed, start, end, highlight } = this.#input();
		const { board, tour, moveOf, view, size } = this;
		return { board, tour, moveOf, closed, start, end, highlight, view, size, palette };
	});

	/** Takes the props through a getter, so that the state follows them. */
	constructor(input: () => CanvasBoardInput) {
		this.#input = input;
		$effect(() => {
			if (this.#scene !== null) this.#requestFrame();
		});
	}

	/** Hooks up the canvas inside `root`: colours, the wheel, printing; undone when it goes. */
	attach = (root: HTMLElement): (() => void) | void => {
		const canvas = root.querySelector('canvas');
		const probe = root.querySelector('.system-colours');
		if (canvas === null || probe === null) return;
		this.#canvas = canvas;
		const readColours = (): void => {
			this.#palette = readPalette(canvas, probe);
		};
		untrack(readColours);
		const wheel = (event: WheelEvent): void => this.#wheel(event);
		// Printing does not wait for an animation frame, so the print colours are painted at once.
		const print = (): void => {
			this.#printing = true;
			this.#paintNow();
		};
		const screen = (): void => {
			this.#printing = false;
		};
		const media = ['(forced-colors: active)', '(prefers-color-scheme: dark)'].map((query) =>
			matchMedia(query),
		);
		const theme = new MutationObserver(readColours);
		theme.observe(document.documentElement, { attributeFilter: ['data-theme', 'class', 'style'] });
		// Wheel listeners must not be passive, or the page would scroll while the board zooms.
		canvas.addEventListener('wheel', wheel, { passive: false });
		addEventListener('beforeprint', print);
		addEventListener('afterprint', screen);
		for (const query of media) query.addEventListener('change', readColours);
		return () => {
			canvas.removeEventListener('wheel', wheel);
			removeEventListener('beforeprint', print);
			removeEventListener('afterprint', screen);
			for (const query of media) query.removeEventListener('change', readColours);
			theme.disconnect();
			cancelAnimationFrame(this.#frame);
			cancelAnimationFrame(this.#transition);
			clearTimeout(this.#settle);
			this.#canvas = null;
		};
	};

	/** Zooms about the centre by `factor` (Zoom in, Zoom out, + and −). */
	zoomBy = (factor: number): void => {
		const centre = { x: this.size.width / 2, y: this.size.height / 2 };
		const next = zoomAbout(this.view, factor, centre, this.board, this.size);
		if (next.scale === this.view.scale) {
			this.status = factor > 1 ? 'Zoomed in as far as it goes.' : 'The whole board is in view.';
			return;
		}
		this.#transitionTo(cameraOf(next, this.board, this.size));
	};

	/** Shows the whole board (Fit, 0). */
	fit = (): void => {
		this.#transitionTo(fitCamera(this.board));
	};

	/** Pans with the arrow keys, zooms with + and −, fits with 0. */
	onkeydown = (event: KeyboardEvent): void => {
		if (event.altKey || event.ctrlKey || event.metaKey) return;
		const change = keyToViewChange(event.key);
		if (change === null) return;
		event.preventDefault();
		if (change.kind === 'fit') this.fit();
		else if (change.kind === 'zoom') this.zoomBy(change.factor);
		else {
			const step = Math.max(this.view.scale, Math.min(this.size.width, this.size.height) / 8);
			const distance = event.shiftKey ? 4 * step : step;
			const { board, size } = this;
			this.#setView(panView(this.view, -change.dx * distance, -change.dy * distance, board, size));
		}
	};

	/** Starts a drag (one pointer) or a pinch (two). */
	onpointerdown = (event: PointerEvent): void => {
		if (event.pointerType === 'mouse' && event.button !== 0) return;
		try {
			this.#canvas?.setPointerCapture(event.pointerId);
		} catch {
			// A pointer that is already gone (or a synthetic one) cannot be captured; the drag still works on the canvas.
		}
		this.#pressed.set(event.pointerId, this.#local(event));
		this.dragging = true;
		this.#stopTransition();
	};

	/** Pans with one pointer, pinches with two, and follows a hovering pointer's square. */
	onpointermove = (event: PointerEvent): void => {
		const point = this.#local(event);
		this.#pointer = point;
		const before = this.#pressed.get(event.pointerId);
		if (before === undefined) return;
		const { board, size } = this;
		if (this.#pressed.size === 1) {
			this.#setView(panView(this.view, point.x - before.x, point.y - before.y, board, size), false);
		} else if (this.#pressed.size === 2) {
			const [a, b] = [...this.#pressed.values()] as [Point, Point];
			const other = a === before ? b : a;
			this.#setView(pinchView(this.view, [before, other], [point, other], board, size), false);
		}
		this.#pressed.set(event.pointerId, point);
	};

	/** Ends a drag or pinch; the live region then describes the view. */
	onpointerup = (event: PointerEvent): void => {
		if (!this.#pressed.delete(event.pointerId)) return;
		if (event.pointerType === 'touch') this.#pointer = null;
		if (this.#pressed.size > 0) return;
		this.dragging = false;
		this.#announceSoon();
	};

	/** Forgets a pointer that leaves the canvas without pressing. */
	onpointerleave = (event: PointerEvent): void => {
		if (!this.#pressed.has(event.pointerId)) this.#pointer = null;
	};

	/** Zooms about the pointer; at a zoom limit the wheel scrolls the page as usual. */
	#wheel(event: WheelEvent): void {
		const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.size.height : 1;
		// Trackpad pinches arrive as wheel events with ctrlKey and small deltas; they never zoom the page.
		const factor = Math.exp(-event.deltaY * unit * (event.ctrlKey ? 0.01 : 0.002));
		const next = zoomAbout(this.view, factor, this.#local(event), this.board, this.size);
		if (sameView(next, this.view) && !event.ctrlKey) return;
		event.preventDefault();
		this.#stopTransition();
		this.#setView(next);
	}

	/** Returns an event's position on the canvas in CSS pixels. */
	#local(event: MouseEvent): Point {
		const box = this.#canvas?.getBoundingClientRect();
		return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
	}

	/** Shows a view now; `announce` describes it once the reader stops. */
	#setView(view: View, announce = true): void {
		this.#camera = cameraOf(view, this.board, this.size);
		if (announce) this.#announceSoon();
	}

	/** Moves to a camera smoothly, or at once when the reader prefers reduced motion. */
	#transitionTo(target: Camera): void {
		this.#stopTransition();
		const current = this.#camera;
		const from = current?.rows === target.rows && current.cols === target.cols ? current : null;
		if (from === null || matchMedia('(prefers-reduced-motion: reduce)').matches) {
			this.#camera = target;
			this.#announceSoon();
			return;
		}
		const began = performance.now();
		const step = (now: number): void => {
			const t = Math.min(1, (now - began) / TRANSITION_MS);
			this.#camera = interpolateCamera(from, target, 1 - (1 - t) ** 3);
			this.#paintNow();
			this.#transition = t < 1 ? requestAnimationFrame(step) : 0;
			if (t === 1) this.#announceSoon();
		};
		this.#transition = requestAnimationFrame(step);
	}

	/** Stops a running transition where it is. */
	#stopTransition(): void {
		cancelAnimationFrame(this.#transition);
		this.#transition = 0;
	}

	/** Describes the view in the live region once zooming and panning have paused. */
	#announceSoon(): void {
		clearTimeout(this.#settle);
		this.#settle = setTimeout(() => {
			const range = visibleRange(this.view, this.board, this.size);
			this.status = `Zoom ${String(this.zoom)}%: ${describeRange(this.board, range)} in view.`;
		}, SETTLE_MS);
	}

	/** Paints in the next animation frame; many changes within a frame give one paint. */
	#requestFrame(): void {
		if (this.#frame !== 0) return;
		this.#frame = requestAnimationFrame(() => {
			this.#frame = 0;
			this.#paintNow();
		});
	}

	/** Paints the current scene now, unless it is already on the canvas. */
	#paintNow(): void {
		const scene = untrack(() => this.#scene);
		if (this.#canvas === null || scene === null || scene === this.#painted) return;
		this.#painted = scene;
		this.#painter.paint(this.#canvas, scene, devicePixelRatio || 1);
	}
}
