/**
 * How the series of a chart are told apart: by colour (the Okabe–Ito palette,
 * set as CSS variables by ChartFigure so the dark theme can lighten it), and
 * also by dash pattern, marker shape and bar hatching, so they survive
 * black-and-white print, forced colours and colour blindness.
 */
import {
	symbol,
	symbolCircle,
	symbolCross,
	symbolDiamond,
	symbolSquare,
	symbolTriangle,
	symbolWye,
	type SymbolType,
} from 'd3';

/** Number of distinct series styles; later series repeat them. */
export const STYLE_COUNT = 6;

const DASHES = ['none', '7 4', '2 3', '10 3 2 3', '4 4', '12 3 2 3 2 3'];
const SYMBOLS: SymbolType[] = [
	symbolCircle,
	symbolSquare,
	symbolTriangle,
	symbolDiamond,
	symbolCross,
	symbolWye,
];

/** How one series is drawn. */
export interface SeriesStyle {
	/** The series' colour, as a CSS value (a custom property set by ChartFigure). */
	colour: string;
	/** SVG stroke-dasharray of its line ('none' for solid). */
	dash: string;
	/** SVG path of its marker, centred on (0, 0). */
	marker: string;
	/** Which hatching its bars get (0: none); see Hatching.svelte. */
	hatch: number;
}

/** Returns the style of the series at this index. */
export function seriesStyle(index: number): SeriesStyle {
	const i = ((index % STYLE_COUNT) + STYLE_COUNT) % STYLE_COUNT;
	return {
		colour: `var(--chart-${String(i + 1)})`,
		dash: DASHES[i] ?? 'none',
		marker: symbol(SYMBOLS[i] ?? symbolCircle, 56)() ?? '',
		hatch: i,
	};
}
