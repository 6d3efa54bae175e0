/**
 * The data the chart components take. Plain types with no Svelte in them, so a
 * widget's state class or a build-time script can shape data for a chart.
 * Counts that are bigint in the library are converted by the caller (`Number(count)`).
 */

/** How an axis maps numbers to positions: evenly, or by powers of ten. */
export type ScaleType = 'linear' | 'log';

/** One point of a line series. */
export interface Point {
	/** Position along the horizontal axis, e.g. a board size. */
	x: number;
	/** Position along the vertical axis, e.g. nodes visited. */
	y: number;
	/** Lower end of an interval around y (e.g. a 95% confidence interval), drawn as a whisker. Default: none. */
	low?: number;
	/** Upper end of that interval. Default: none. */
	high?: number;
}

/** A named line of points; the points are drawn in order of x. */
export interface LineSeries {
	/** Name shown in the legend and as a column of the table, e.g. "Warnsdorff". */
	name: string;
	/** The points; ones a scale cannot show (zero on a log scale, NaN) are left out with a note. */
	points: readonly Point[];
}

/** A named row of bars: one value per category, null where there is no value. */
export interface BarSeries {
	/** Name shown in the legend and as a column of the table, e.g. "Tour found". */
	name: string;
	/** One value per category, in the order of the categories. */
	values: readonly (number | null)[];
}

/** How a bar chart places the series of one category: side by side, or on top of each other. */
export type BarMode = 'grouped' | 'stacked';

/** Rows of numbers for a heat map, top row first; null marks a cell with no value (a hole). */
export type HeatMapValues = readonly (readonly (number | null)[])[];

/** A row and column of a heat map, counted from the top-left cell. */
export interface GridCell {
	row: number;
	col: number;
}

/** One row of a chart's data table. */
export interface ChartTableRow {
	/** The row's heading (first column). */
	header: string;
	/** One formatted value per remaining column; null where there is no value. */
	cells: readonly (string | null)[];
}

/** The numbers behind a chart as a table: its text alternative. */
export interface ChartTableData {
	/** Column headings; the first heads the column of row headings. */
	columns: readonly string[];
	/** The rows, in order. */
	rows: readonly ChartTableRow[];
}

/** A tick on an axis: its value, its label and its position in pixels along the axis. */
export interface Tick {
	value: number;
	label: string;
	position: number;
}

/** Space around a chart's plot area, in pixels. */
export interface Margin {
	top: number;
	right: number;
	bottom: number;
	left: number;
}

/** Ids ChartFigure hands to the drawing: the title (its accessible name) and the description. */
export interface ChartIds {
	title: string;
	/** Undefined when the chart has no description. */
	description: string | undefined;
}
