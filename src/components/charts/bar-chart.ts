/**
 * The layout of a bar chart, computed without the DOM: band and value scales,
 * grouped or stacked bars (d3's stack with diverging offsets, so negative
 * values stack downwards), value labels that fit, and the table.
 */
import { scaleBand, scaleLinear, stack, stackOffsetDiverging } from 'd3';
import {
	chartMargins,
	FONT_SIZE,
	formatTicks,
	linearTicks,
	niceLinearDomain,
	textWidth,
	tickCount,
} from './scales.ts';
import type { BarMode, BarSeries, ChartTableData, Margin, Tick } from './types.ts';

/** Everything the layout depends on besides the data. */
export interface BarChartOptions {
	/** Width of the whole chart, in pixels. */
	width: number;
	/** Height of the whole chart, in pixels. */
	height: number;
	/** Bars side by side or stacked. */
	mode: BarMode;
	/** Title of the category axis ('' for none). */
	xTitle: string;
	/** Title of the value axis ('' for none). */
	yTitle: string;
	/** Formats values in labels, tooltips and the table. */
	format: (value: number) => string;
	/** Whether to write each value on or above its bar (where it fits). */
	showValues: boolean;
}

/** One bar (or one segment of a stack). */
export interface PlacedBar {
	key: string;
	series: number;
	x: number;
	y: number;
	width: number;
	height: number;
	/** What the bar is, for its tooltip: "8×8, Tour: 12". */
	title: string;
	/** The value written on the bar, or null when it does not fit or values are not shown. */
	label: { text: string; x: number; y: number } | null;
}

/** What BarChart.svelte draws. */
export interface BarChartLayout {
	/** True when there is nothing to draw. */
	empty: boolean;
	/** Sentences about values left out, shown under the chart. */
	notes: string[];
	margin: Margin;
	innerWidth: number;
	innerHeight: number;
	/** Category names at the centres of their bands ('' where they would collide). */
	xTicks: Tick[];
	yTicks: Tick[];
	bars: PlacedBar[];
	table: ChartTableData;
}

/** Returns a series' value for a category as a finite number, or null. */
function valueAt(series: BarSeries, category: number): number | null {
	const value = series.values[category];
	return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Builds the table: one row per category, one column per series, and a total when stacked. */
export function barTable(
	categories: readonly string[],
	series: readonly BarSeries[],
	options: Pick<BarChartOptions, 'mode' | 'xTitle' | 'format'>,
): ChartTableData {
	const stacked = options.mode === 'stacked';
	return {
		columns: [
			options.xTitle === '' ? 'Category' : options.xTitle,
			...series.map((s) => s.name),
			...(stacked ? ['Total'] : []),
		],
		rows: categories.map((header, c) => {
			const cells = series.map((s) => s.values[c] ?? null);
			const total = series.reduce((sum, s) => sum + (valueAt(s, c) ?? 0), 0);
			return {
				header,
				cells: [
					...cells.map((v) => (v === null ? null : options.format(v))),
					...(stacked ? [options.format(total)] : []),
				],
			};
		}),
	};
}

/** Explains values the chart cannot draw, and series whose length does not match the categories. */
function describeProblems(categories: readonly string[], series: readonly BarSeries[]): string[] {
	const notes: string[] = [];
	const bad = series.flatMap((s) =>
		s.values.filter((v) => typeof v === 'number' && !Number.isFinite(v)),
	).length;
	if (bad > 0) {
		notes.push(
			`${bad === 1 ? '1 value is' : `${String(bad)} values are`} not a number and left out.`,
		);
	}
	for (const s of series) {
		if (s.values.length > categories.length) {
			notes.push(
				`"${s.name}" has ${String(s.values.length)} values for ${String(categories.length)} categories; the extra values are left out.`,
			);
		}
	}
	return notes;
}

/** Lays out a bar chart of these categories and series at the given size. */
export function layoutBarChart(
	categories: readonly string[],
	series: readonly BarSeries[],
	options: BarChartOptions,
): BarChartLayout {
	const { width, height, mode, xTitle, yTitle, format, showValues } = options;
	const table = barTable(categories, series, options);
	const notes = describeProblems(categories, series);
	const values = series.flatMap((s) => categories.map((_, c) => valueAt(s, c)));
	const margin0 = chartMargins({ yLabels: [], xLabels: [], xTitle, yTitle });
	if (values.every((v) => v === null)) {
		const nothing = { innerWidth: 0, innerHeight: 0, xTicks: [], yTicks: [], bars: [] };
		return { empty: true, notes, margin: margin0, table, ...nothing };
	}

	const rows = categories.map((_, c) => series.map((s) => valueAt(s, c) ?? 0));
	const layers = stack<number[], number>()
		.keys(series.map((_, i) => i))
		.value((row, i) => row[i] ?? 0)
		.offset(stackOffsetDiverging)(rows);
	const reach =
		mode === 'stacked'
			? layers.flatMap((layer) => layer.flatMap(([lo, hi]) => [lo, hi]))
			: values.filter((v): v is number => v !== null);

	const innerHeight = Math.max(40, height - margin0.top - margin0.bottom);
	const domain = niceLinearDomain(reach, true);
	const y = scaleLinear().domain(domain).range([innerHeight, 0]);
	const yValues = linearTicks(domain, tickCount(innerHeight, 40), reach.every(Number.isInteger));
	const yLabels = formatTicks(yValues, 'linear');
	const margin = chartMargins({ yLabels, xLabels: [], xTitle, yTitle });
	const innerWidth = Math.max(40, width - margin.left - margin.right);
	const x = scaleBand<number>()
		.domain(categories.map((_, c) => c))
		.range([0, innerWidth])
		.paddingInner(0.2)
		.paddingOuter(0.1);
	const inner = scaleBand<number>()
		.domain(series.map((_, i) => i))
		.range([0, x.bandwidth()])
		.padding(0.08);

	const bars: PlacedBar[] = [];
	series.forEach((s, i) => {
		categories.forEach((category, c) => {
			const value = valueAt(s, c);
			if (value === null) return;
			const [lo, hi] = mode === 'stacked' ? (layers[i]?.[c] ?? [0, value]) : [0, value];
			const left = (x(c) ?? 0) + (mode === 'stacked' ? 0 : (inner(i) ?? 0));
			const barWidth = mode === 'stacked' ? x.bandwidth() : inner.bandwidth();
			const top = y(Math.max(lo, hi));
			const barHeight = Math.abs(y(lo) - y(hi));
			const text = format(value);
			const fits = textWidth(text) <= barWidth + 4;
			let label: PlacedBar['label'] = null;
			if (showValues && fits && mode === 'grouped') {
				const below = value < 0;
				label = { text, x: left + barWidth / 2, y: below ? top + barHeight + 12 : top - 4 };
			} else if (showValues && fits && barHeight >= FONT_SIZE + 2) {
				label = { text, x: left + barWidth / 2, y: top + barHeight / 2 + FONT_SIZE / 3 };
			}
			bars.push({
				key: `${String(i)}:${String(c)}`,
				series: i,
				x: left,
				y: top,
				width: barWidth,
				height: barHeight,
				label,
				title: `${category}, ${s.name}: ${text}`,
			});
		});
	});

	const step = x.step();
	const widest = Math.max(...categories.map((c) => textWidth(c)));
	const every = Math.max(1, Math.ceil((widest + 8) / step));
	return {
		empty: false,
		notes,
		margin,
		innerWidth,
		innerHeight,
		bars,
		table,
		xTicks: categories.map((label, c) => ({
			value: c,
			label: c % every === 0 ? label : '',
			position: (x(c) ?? 0) + x.bandwidth() / 2,
		})),
		yTicks: yValues.map((value, i) => ({ value, label: yLabels[i] ?? '', position: y(value) })),
	};
}
