/**
 * How a presented widget is made to fit the screen, free of the DOM so it can
 * be unit-tested: the search for the figure height, the layout and (only
 * when those are not enough) the zoom at which nothing overflows.
 * present-mode.ts measures; this decides.
 */

/** A zoom, a cap on the height of the widget's figures (in the widget's own CSS pixels) and a layout. */
export interface PresentFit {
	zoom: number;
	/** The tallest a board or chart may be; `null` when nothing needs capping. */
	figureHeight: number | null;
	/** Which layout: 0 is the widget's own; higher ones spread it wider (present-mode.ts lists them). */
	layout: number;
}

/** The limits of the search. */
export interface FitLimits {
	/** The zoom that makes text large enough for the room (presentationZoom). */
	zoom: number;
	/** The smallest zoom to fall back on when even small figures do not fit. */
	minZoom: number;
	/** The smallest figure height worth showing, in screen pixels (so a smaller zoom allows a larger cap). */
	minFigure: number;
	/** The figure height above which a cap changes nothing (the tallest figure; 0 when there is none). */
	maxFigure: number;
	/** How many layouts to try, in order of preference (1: only the widget's own). */
	layouts: number;
}

/** Overflow in screen pixels of a layout: positive when something is cut off, zero or less when all fits. */
export type Overflow = (fit: PresentFit) => number;

/** Finds the largest whole number in [low, high] for which `fits` holds, given that it holds at `low`. */
function largest(low: number, high: number, fits: (value: number) => boolean): number {
	while (low < high) {
		const mid = Math.ceil((low + high) / 2);
		if (fits(mid)) low = mid;
		else high = mid - 1;
	}
	return low;
}

/**
 * Chooses the largest figures at the room's zoom that leave nothing cut off,
 * in the widget's own layout if that is enough, else in the first wider one
 * that is. Where even the smallest figures leave the rest too tall, it keeps
 * the largest zoom (in hundredths, down to `minZoom`) at which they fit, in
 * the first layout that gives it, and grows the figures into what is left.
 * Where nothing fits, the smallest of everything in the widget's own layout:
 * the widget then scrolls inside, as before.
 */
export function fitPresentation(overflow: Overflow, limits: FitLimits): PresentFit {
	const { zoom, minZoom } = limits;
	const fits = (fit: PresentFit): boolean => overflow(fit) <= 0;
	if (fits({ zoom, figureHeight: null, layout: 0 })) {
		return { zoom, figureHeight: null, layout: 0 };
	}
	// With no figure to give way, only the layout and the zoom are left to change.
	const maxFigure = Math.round(limits.maxFigure);
	/** The smallest figure cap at zoom `at` (CSS pixels), or null with no figure to give way. */
	const smallest = (at: number): number | null =>
		maxFigure > 0 ? Math.min(Math.ceil(limits.minFigure / at), maxFigure) : null;
	const grow = (at: number, layout: number): PresentFit => {
		const low = smallest(at);
		return {
			zoom: at,
			layout,
			figureHeight:
				low === null
					? null
					: largest(low, maxFigure, (h) => fits({ zoom: at, figureHeight: h, layout })),
		};
	};
	const layouts = Array.from({ length: Math.max(1, limits.layouts) }, (_, i) => i);
	for (const layout of layouts) {
		if (fits({ zoom, figureHeight: smallest(zoom), layout })) return grow(zoom, layout);
	}
	const hundredths = (value: number): number => Math.round(value * 100);
	const low = Math.min(hundredths(minZoom), hundredths(zoom));
	let best: { zoom: number; layout: number } | null = null;
	for (const layout of layouts) {
		const at = (z: number): PresentFit => {
			const scale = z / 100;
			return { zoom: scale, figureHeight: smallest(scale), layout };
		};
		if (!fits(at(low))) continue;
		const z = largest(low, hundredths(zoom), (value) => fits(at(value)));
		if (best === null || z > best.zoom) best = { zoom: z, layout };
	}
	if (best === null) return { zoom: low / 100, figureHeight: smallest(low / 100), layout: 0 };
	return grow(best.zoom / 100, best.layout);
}
