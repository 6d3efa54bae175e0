/**
 * The layout of a heat map, computed without the DOM: square cells sized to
 * the width, colours from a sequential colour-blind-safe scale (viridis or
 * cividis), cell text in black or white whichever contrasts more, the colour
 * legend, row and column labels that fit, and the table.
 */
import { interpolateCividis, interpolateViridis, rgb, scaleLinear, scaleSequential } from 'd3';
import { FONT_SIZE, MIN_FONT_SIZE, linearTicks, textWidth } from './scales.ts';
import type { ChartTableData, HeatMapValues, Margin, Tick } from './types.ts';

/** Which sequential colour scale a heat map uses; both read in colour blindness and in grey. */
export type HeatMapScheme = 'viridis' | 'cividis';

/** Everything the layout depends on besides the values. */
export interface HeatMapOptions {
	/** Width available, in pixels; the grid is centred in it. */
	width: number;
	/** Labels of the rows, top first (e.g. ranks 8…1); missing ones are numbered. */
	rowLabels: readonly string[];
	/** Labels of the columns, left first (e.g. files a…h); missing ones are numbered. */
	colLabels: readonly string[];
	/** Heading of the table's column of row labels, e.g. "Rank". */
	rowTitle: string;
	/** Values at the two ends of the colour scale, or null for the least and greatest value. */
	domain: readonly [number, number] | null;
	scheme: HeatMapScheme;
	/** Whether to write each value in its cell (where it fits). */
	showValues: boolean;
	/** Formats values in cells, the legend and the table. */
	format: (value: number) => string;
	/** Names a cell for screen readers and tooltips, e.g. "e4". */
	cellName: (row: number, col: number) => string;
	/** Largest side of a cell, in pixels. */
	maxCell: number;
}

/** One cell placed on the map. */
export interface PlacedCell {
	key: string;
	row: number;
	col: number;
	x: number;
	y: number;
	/** The value, or null for a cell with no value (drawn hatched). */
	value: number | null;
	fill: string;
	/** Text written in the cell, or null. */
	text: string | null;
	textColour: string;
	/** Accessible name and tooltip: "e4: 12" or "e4: no value". */
	label: string;
}

/** The colour legend: a gradient with ticks. */
export interface ColourLegend {
	width: number;
	stops: { offset: number; colour: string }[];
	ticks: Tick[];
}

/** What HeatMap.svelte draws. */
export interface HeatMapLayout {
	/** True when there is no value to colour. */
	empty: boolean;
	notes: string[];
	rows: number;
	cols: number;
	/** Side of a cell, in pixels. */
	cell: number;
	/** Font size of cell text, in pixels. */
	fontSize: number;
	margin: Margin;
	width: number;
	height: number;
	cells: PlacedCell[];
	rowTicks: Tick[];
	colTicks: Tick[];
	legend: ColourLegend;
	/** Whether some cell has no value (the legend then explains the hatching). */
	hasGaps: boolean;
	table: ChartTableData;
}

/** Returns black or white, whichever contrasts more with a colour (WCAG relative luminance). */
export function contrastText(colour: string): '#000000' | '#ffffff' {
	const { r, g, b } = rgb(colour);
	const channel = (c: number): number => {
		const s = c / 255;
		return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	};
	const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
	return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** Returns the label at an index, or the index counted from 1 when the caller gave none. */
function labelAt(labels: readonly string[], index: number): string {
	return labels[index] ?? String(index + 1);
}

/** Returns the value of a cell as a finite number, or null. */
function valueAt(values: HeatMapValues, row: number, col: number): number | null {
	const value = values[row]?.[col];
	return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Returns ticks along a row of labels, blanking labels that would overlap. */
function labelTicks(labels: string[], cell: number, across: boolean): Tick[] {
	const need = across ? Math.max(...labels.map((l) => textWidth(l))) + 4 : FONT_SIZE + 2;
	const every = Math.max(1, Math.ceil(need / cell));
	return labels.map((label, i) => ({
		value: i,
		label: i % every === 0 ? label : '',
		position: i * cell + cell / 2,
	}));
}

/** Explains values that are not numbers and rows of different lengths. */
function describeProblems(values: HeatMapValues, cols: number): string[] {
	const notes: string[] = [];
	const bad = values.flat().filter((v) => v !== null && !Number.isFinite(v)).length;
	if (bad > 0) {
		const cells = bad === 1 ? '1 cell holds' : `${String(bad)} cells hold`;
		notes.push(`${cells} something that is not a number; shown as having no value.`);
	}
	if (values.some((row) => row.length !== cols)) {
		notes.push('Some rows are shorter than others; their missing cells show as having no value.');
	}
	return notes;
}

/** Lays out a heat map of these values in the given width. */
export function layoutHeatMap(values: HeatMapValues, options: HeatMapOptions): HeatMapLayout {
	const { format, showValues } = options;
	const rows = values.length;
	const cols = Math.max(0, ...values.map((row) => row.length));
	const rowLabels = Array.from({ length: rows }, (_, r) => labelAt(options.rowLabels, r));
	const colLabels = Array.from({ length: cols }, (_, c) => labelAt(options.colLabels, c));
	const table: ChartTableData = {
		columns: [options.rowTitle, ...colLabels],
		rows: rowLabels.map((header, r) => ({
			header,
			cells: colLabels.map((_, c) => {
				const value = values[r]?.[c];
				return value === null || value === undefined ? null : format(value);
			}),
		})),
	};
	const finite = values.flatMap((row) => row.filter((v): v is number => Number.isFinite(v)));
	const lo = options.domain?.[0] ?? Math.min(...finite);
	const hi = options.domain?.[1] ?? Math.max(...finite);
	const domain: [number, number] = lo < hi ? [lo, hi] : [lo, lo + 1];
	const interpolator = options.scheme === 'cividis' ? interpolateCividis : interpolateViridis;
	const colour = scaleSequential(interpolator).domain(domain).clamp(true);

	const left = Math.ceil(Math.max(0, ...rowLabels.map((l) => textWidth(l)))) + 8;
	const margin = { top: 4, right: 4, bottom: FONT_SIZE + 10, left };
	const room = Math.floor((options.width - left - margin.right) / Math.max(1, cols));
	const cell = Math.max(4, Math.min(options.maxCell, room));
	// Never below MIN_FONT_SIZE: a number that cannot be written that large is left to the table.
	const fontSize = Math.max(MIN_FONT_SIZE, Math.min(13, Math.floor(cell * 0.36)));
	const cells: PlacedCell[] = [];
	for (let row = 0; row < rows; row++) {
		for (let col = 0; col < cols; col++) {
			const value = valueAt(values, row, col);
			const fill = value === null ? 'none' : colour(value);
			const written = value === null ? '' : format(value);
			const fits = showValues && cell >= 20 && textWidth(written, fontSize) <= cell - 2;
			cells.push({
				key: `${String(row)}:${String(col)}`,
				row,
				col,
				x: col * cell,
				y: row * cell,
				value,
				fill,
				text: fits && value !== null ? written : null,
				textColour: value === null ? 'currentColor' : contrastText(fill),
				label: `${options.cellName(row, col)}: ${value === null ? 'no value' : written}`,
			});
		}
	}

	const legendWidth = Math.min(240, Math.max(120, cols * cell));
	const position = scaleLinear().domain(domain).range([0, legendWidth]);
	const tickValues = linearTicks(domain, 4, finite.every(Number.isInteger));
	// The caller's format names the legend's values as it names the cells' (e.g. log₁₀ → nodes).
	const tickLabels = tickValues.map((value) => format(value));
	const notes = describeProblems(values, cols);
	if (showValues && cells.some((c) => c.value !== null && c.text === null)) {
		notes.push('Some cells are too small to hold their numbers; the table has them all.');
	}
	return {
		empty: finite.length === 0,
		notes,
		rows,
		cols,
		cell,
		fontSize,
		margin,
		cells,
		table,
		width: left + cols * cell + margin.right,
		height: margin.top + rows * cell + margin.bottom,
		rowTicks: labelTicks(rowLabels, cell, false),
		colTicks: labelTicks(colLabels, cell, true),
		hasGaps: cells.some((c) => c.value === null),
		legend: {
			width: legendWidth,
			stops: Array.from({ length: 11 }, (_, i) => ({
				offset: i / 10,
				colour: interpolator(i / 10),
			})),
			ticks: tickValues.map((value, i) => ({
				value,
				label: tickLabels[i] ?? '',
				position: position(value),
			})),
		},
	};
}
