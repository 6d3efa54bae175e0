/**
 * How much to enlarge a presented widget, free of the DOM so it can be
 * unit-tested. Loaded with the rest of presentation mode, on first use.
 */

/** The screen a widget is laid out for on the page (CSS pixels); bigger screens enlarge it. */
const DESIGN_SIZE = { width: 900, height: 600 };

/** The largest enlargement: beyond it a board's squares stop gaining and controls look odd. */
const MAX_ZOOM = 2;

/**
 * Chooses the CSS zoom for a widget presented on a `width`×`height` viewport:
 * large on a projector, never smaller than on the page (a small or zoomed-in
 * screen scrolls inside the widget instead of shrinking its type).
 */
export function presentationZoom(width: number, height: number): number {
	const fit = Math.min(width / DESIGN_SIZE.width, height / DESIGN_SIZE.height);
	if (!Number.isFinite(fit)) return 1;
	return Math.round(Math.min(MAX_ZOOM, Math.max(1, fit)) * 100) / 100;
}
