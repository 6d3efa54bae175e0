/**
 * The layout of a line chart, computed without the DOM: scales, ticks, paths,
 * marker positions, the notes about points a scale cannot show, and the table.
 * LineChart.svelte only draws what this returns.
 */
import { line, scaleLinear, scaleLog } from 'd3';
import {
	chartMargins,
	extentDomain,
	formatTicks,
	linearTicks,
	logTicks,
	niceLinearDomain,
	niceLogDomain,
	tickCount,
	textWidth,
} from './scales.ts';
import type { ChartTableData, LineSeries, Margin, Point, ScaleType, Tick } from './types.ts';

/** Everything the layout depends on besides the data. */
export interface LineChartOptions {
	/** Width of the whole chart, in pixels. */
	width: number;
	/** Height of the whole chart, in pixels. */
	height: number;
	/** Scale of the horizontal axis. */
	xScale: ScaleType;
	/** Scale of the vertical axis. */
	yScale: ScaleType;
	/** Title of the horizontal axis ('' for none). */
	xTitle: string;
	/** Title of the vertical axis ('' for none). */
	yTitle: string;
	/** Whether a linear vertical axis starts at zero. */
	yFromZero: boolean;
	/** Formats x values in the table and the point titles. */
	xFormat: (value: number) => string;
	/** Formats y values in the table and the point titles. */
	yFormat: (value: number) => string;
}

/** A point placed on the chart. */
export interface PlacedPoint {
	key: string;
	cx: number;
	cy: number;
	/** What the point is, for its tooltip: "Warnsdorff: Board side 8, Nodes visited 64". */
	title: string;
	/** Vertical pixel positions of the point's interval [high, low], when it has one. */
	whisker?: [number, number];
}

/** A series placed on the chart. */
export interface PlacedLine {
	name: string;
	index: number;
	/** SVG path of the line, broken where a point is left out. */
	path: string;
	points: PlacedPoint[];
}

/** What LineChart.svelte draws. */
export interface LineChartLayout {
	/** True when there is nothing to draw (no series, no points, or none a scale can show). */
	empty: boolean;
	/** Sentences about points left out, shown under the chart. */
	notes: string[];
	margin: Margin;
	innerWidth: number;
	innerHeight: number;
	xTicks: Tick[];
	yTicks: Tick[];
	lines: PlacedLine[];
	table: ChartTableData;
}

type Problem = 'not-finite' | 'x-not-positive' | 'y-not-positive';

/** Says why a point cannot be drawn on these scales, or null when it can. */
export function pointProblem(point: Point, xScale: ScaleType, yScale: ScaleType): Problem | null {
	if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return 'not-finite';
	if (xScale === 'log' && point.x <= 0) return 'x-not-positive';
	if (yScale === 'log' && point.y <= 0) return 'y-not-positive';
	return null;
}

/** Says "1 point" or "3 points". */
function points(count: number): string {
	return count === 1 ? '1 point is' : `${String(count)} points are`;
}

/** Explains the points left out, one sentence per reason. */
function describeProblems(counts: Map<Problem, number>): string[] {
	const notes: string[] = [];
	const notFinite = counts.get('not-finite') ?? 0;
	const xBad = counts.get('x-not-positive') ?? 0;
	const yBad = counts.get('y-not-positive') ?? 0;
	if (yBad > 0) {
		notes.push(
			`${points(yBad)} left out because the value is zero or less: a logarithmic scale has no place for it. The table lists every value.`,
		);
	}
	if (xBad > 0) {
		notes.push(
			`${points(xBad)} left out because x is zero or less: a logarithmic scale has no place for it. The table lists every value.`,
		);
	}
	if (notFinite > 0) notes.push(`${points(notFinite)} left out because a value is not a number.`);
	return notes;
}

/** Orders numbers ascending, with NaN last. */
function byValue(a: number, b: number): number {
	if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
	return Number.isNaN(b) ? -1 : a - b;
}

/** Builds the table: one row per x value, one column per series (values joined when x repeats). */
export function lineTable(
	series: readonly LineSeries[],
	xTitle: string,
	xFormat: (value: number) => string,
	yFormat: (value: number) => string,
): ChartTableData {
	const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort(byValue);
	return {
		columns: [xTitle === '' ? 'x' : xTitle, ...series.map((s) => s.name)],
		rows: xs.map((x) => ({
			header: xFormat(x),
			cells: series.map((s) => {
				const ys = s.points.filter((p) => Object.is(p.x, x) || p.x === x).map((p) => yFormat(p.y));
				return ys.length === 0 ? null : ys.join(', ');
			}),
		})),
	};
}

/** Lays out a line chart of these series at the given size. */
export function layoutLineChart(
	series: readonly LineSeries[],
	options: LineChartOptions,
): LineChartLayout {
	const { width, height, xScale, yScale, xTitle, yTitle, xFormat, yFormat } = options;
	const table = lineTable(series, xTitle, xFormat, yFormat);
	const problems = new Map<Problem, number>();
	const sorted = series.map((s) => [...s.points].sort((a, b) => byValue(a.x, b.x)));
	const shown = sorted.map((pts) =>
		pts.filter((p) => {
			const problem = pointProblem(p, xScale, yScale);
			if (problem !== null) problems.set(problem, (problems.get(problem) ?? 0) + 1);
			return problem === null;
		}),
	);
	const notes = describeProblems(problems);
	const all = shown.flat();
	const margin0 = chartMargins({ yLabels: [], xLabels: [], xTitle, yTitle });
	if (all.length === 0) {
		const nothing = { innerWidth: 0, innerHeight: 0, xTicks: [], yTicks: [], lines: [] };
		return { empty: true, notes, margin: margin0, table, ...nothing };
	}
	const xs = all.map((p) => p.x);
	// Intervals count towards the vertical range, so that their whiskers fit.
	const ys = all.flatMap((p) => [p.y, p.low ?? p.y, p.high ?? p.y]);
	const innerHeight = Math.max(40, height - margin0.top - margin0.bottom);
	const yDomain = yScale === 'log' ? niceLogDomain(ys) : niceLinearDomain(ys, options.yFromZero);
	const y = (yScale === 'log' ? scaleLog() : scaleLinear()).domain(yDomain).range([innerHeight, 0]);
	// Powers of ten are few and short, so a log axis can afford them closer together.
	const yCount = tickCount(innerHeight, yScale === 'log' ? 28 : 40);
	const yValues =
		yScale === 'log'
			? logTicks(yDomain, yCount)
			: linearTicks(yDomain, yCount, ys.every(Number.isInteger));
	const yLabels = formatTicks(yValues, yScale);

	const xDomain = extentDomain(xs, xScale);
	const guessX = formatTicks(xDomain, xScale);
	const margin = chartMargins({ yLabels, xLabels: guessX, xTitle, yTitle });
	const innerWidth = Math.max(40, width - margin.left - margin.right);
	const x = (xScale === 'log' ? scaleLog() : scaleLinear()).domain(xDomain).range([0, innerWidth]);
	const widest = Math.max(...guessX.map((label) => textWidth(label)));
	const xCount = tickCount(innerWidth, Math.max(50, widest + 20));
	const xValues =
		xScale === 'log'
			? logTicks(xDomain, xCount)
			: linearTicks(xDomain, xCount, xs.every(Number.isInteger));
	const xLabels = formatTicks(xValues, xScale);

	const path = line<Point>()
		.defined((p) => pointProblem(p, xScale, yScale) === null)
		.x((p) => x(p.x))
		.y((p) => y(p.y));
	const lines = series.map((s, index) => ({
		name: s.name,
		index,
		path: path(sorted[index] ?? []) ?? '',
		points: (shown[index] ?? []).map((p, i) => ({
			key: `${String(i)}:${String(p.x)}`,
			cx: x(p.x),
			cy: y(p.y),
			title: `${s.name}: ${xTitle === '' ? 'x' : xTitle} ${xFormat(p.x)}, ${yTitle === '' ? 'y' : yTitle} ${yFormat(p.y)}${p.low === undefined || p.high === undefined ? '' : ` (interval ${yFormat(p.low)} to ${yFormat(p.high)})`}`,
			...(p.low === undefined || p.high === undefined
				? {}
				: { whisker: [y(p.high), y(p.low)] as [number, number] }),
		})),
	}));
	return {
		empty: false,
		notes,
		margin,
		innerWidth,
		innerHeight,
		lines,
		table,
		xTicks: xValues.map((value, i) => ({ value, label: xLabels[i] ?? '', position: x(value) })),
		yTicks: yValues.map((value, i) => ({ value, label: yLabels[i] ?? '', position: y(value) })),
	};
}
