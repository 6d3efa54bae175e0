import { describe, expect, test } from 'vitest';
import { layoutBarChart, type BarChartOptions } from '../../../src/components/charts/bar-chart.ts';
import {
	contrastText,
	layoutHeatMap,
	type HeatMapOptions,
} from '../../../src/components/charts/heat-map.ts';
import {
	layoutLineChart,
	pointProblem,
	type LineChartOptions,
} from '../../../src/components/charts/line-chart.ts';
import { MIN_FONT_SIZE, formatNumber, textWidth } from '../../../src/components/charts/scales.ts';
import type { LineSeries, Tick } from '../../../src/components/charts/types.ts';

const lineOptions: LineChartOptions = {
	width: 600,
	height: 300,
	xScale: 'linear',
	yScale: 'linear',
	xTitle: 'Board side',
	yTitle: 'Nodes visited',
	yFromZero: true,
	xFormat: formatNumber,
	yFormat: formatNumber,
};

const nodes: LineSeries[] = [
	{
		name: 'Backtracking',
		points: [
			{ x: 5, y: 8_840 },
			{ x: 6, y: 248_169 },
			{ x: 7, y: 3_000_000 },
		],
	},
	{
		name: 'Warnsdorff',
		points: [
			{ x: 7, y: 49 },
			{ x: 5, y: 25 },
			{ x: 6, y: 36 },
		],
	},
];

/** Expects ticks inside the axis and labels that do not overlap. */
function expectReadableTicks(ticks: readonly Tick[], length: number): void {
	for (const tick of ticks) {
		expect(tick.position).toBeGreaterThanOrEqual(-0.001);
		expect(tick.position).toBeLessThanOrEqual(length + 0.001);
	}
	const shown = ticks.filter((t) => t.label !== '');
	for (let i = 1; i < shown.length; i++) {
		const [a, b] = [shown[i - 1] as Tick, shown[i] as Tick];
		const room = (textWidth(a.label) + textWidth(b.label)) / 2;
		expect(Math.abs(b.position - a.position)).toBeGreaterThan(room);
	}
}

describe('pointProblem(point, xScale, yScale)', () => {
	test.each([
		[{ x: 1, y: 1 }, 'log', 'log', null],
		[{ x: 1, y: 0 }, 'linear', 'linear', null],
		[{ x: 1, y: 0 }, 'linear', 'log', 'y-not-positive'],
		[{ x: -1, y: 5 }, 'log', 'linear', 'x-not-positive'],
		[{ x: 1, y: Number.NaN }, 'linear', 'linear', 'not-finite'],
		[{ x: Number.POSITIVE_INFINITY, y: 1 }, 'linear', 'log', 'not-finite'],
	] as const)('%j on %s × %s → %s', (point, xScale, yScale, expected) => {
		expect(pointProblem(point, xScale, yScale)).toBe(expected);
	});
});

describe('layoutLineChart(series, options)', () => {
	test('places one line and one marker per point, in order of x', () => {
		const layout = layoutLineChart(nodes, lineOptions);
		expect(layout.empty).toBe(false);
		expect(layout.lines).toHaveLength(2);
		expect(layout.lines.map((l) => l.points.length)).toEqual([3, 3]);
		const xs = layout.lines[1]?.points.map((p) => p.cx) ?? [];
		expect(xs).toEqual([...xs].sort((a, b) => a - b));
		expect(layout.lines[1]?.points[0]?.title).toBe('Warnsdorff: Board side 5, Nodes visited 25');
	});

	test('on a log scale, y ticks are powers of ten and paths are finite', () => {
		const layout = layoutLineChart(nodes, { ...lineOptions, yScale: 'log' });
		expect(layout.yTicks.map((t) => t.value)).toEqual([10, 100, 1e3, 1e4, 1e5, 1e6, 1e7]);
		expect(layout.yTicks.map((t) => t.label)).toContain('10⁶');
		for (const line of layout.lines) expect(line.path).not.toMatch(/NaN|Infinity/);
	});

	test('on a log scale, zero and negative values are left out with a note, breaking the line', () => {
		const series: LineSeries[] = [
			{
				name: 'Runs',
				points: [
					{ x: 1, y: 10 },
					{ x: 2, y: 0 },
					{ x: 3, y: 100 },
					{ x: 4, y: -5 },
					{ x: 5, y: 1000 },
				],
			},
		];
		const layout = layoutLineChart(series, { ...lineOptions, yScale: 'log' });
		expect(layout.lines[0]?.points).toHaveLength(3);
		expect(layout.lines[0]?.path).not.toMatch(/NaN/);
		expect(layout.lines[0]?.path.match(/M/g)).toHaveLength(3); // three separate pieces
		expect(layout.notes).toEqual([
			'2 points are left out because the value is zero or less: a logarithmic scale has no place for it. The table lists every value.',
		]);
		expect(layout.table.rows.map((r) => r.cells[0])).toEqual(['10', '0', '100', '-5', '1,000']);
	});

	test('points that are not numbers are left out with a note', () => {
		const series = [
			{
				name: 'A',
				points: [
					{ x: 1, y: Number.NaN },
					{ x: 2, y: 3 },
				],
			},
		];
		const layout = layoutLineChart(series, lineOptions);
		expect(layout.notes).toEqual(['1 point is left out because a value is not a number.']);
		expect(layout.lines[0]?.points).toHaveLength(1);
	});

	test.each([
		['no series', []],
		['series without points', [{ name: 'A', points: [] }]],
	])('%s: empty, with no notes', (_, series) => {
		const layout = layoutLineChart(series, lineOptions);
		expect(layout.empty).toBe(true);
		expect(layout.notes).toEqual([]);
	});

	test('only points a log scale cannot show: empty, with the note', () => {
		const series = [{ name: 'A', points: [{ x: 1, y: 0 }] }];
		const layout = layoutLineChart(series, { ...lineOptions, yScale: 'log' });
		expect(layout.empty).toBe(true);
		expect(layout.notes).toHaveLength(1);
	});

	test.each([360, 600, 900])('at %s px, the plot fits and tick labels do not overlap', (width) => {
		const layout = layoutLineChart(nodes, { ...lineOptions, width });
		expect(layout.margin.left + layout.innerWidth + layout.margin.right).toBe(width);
		expectReadableTicks(layout.xTicks, layout.innerWidth);
		expect(layout.xTicks.every((t) => Number.isInteger(t.value))).toBe(true);
	});

	test('the table has a row per x value and a column per series', () => {
		const { table } = layoutLineChart(nodes, lineOptions);
		expect(table.columns).toEqual(['Board side', 'Backtracking', 'Warnsdorff']);
		expect(table.rows).toEqual([
			{ header: '5', cells: ['8,840', '25'] },
			{ header: '6', cells: ['248,169', '36'] },
			{ header: '7', cells: ['3,000,000', '49'] },
		]);
	});
});

const barOptions: BarChartOptions = {
	width: 600,
	height: 300,
	mode: 'grouped',
	xTitle: 'Board',
	yTitle: 'Runs',
	format: formatNumber,
	showValues: false,
};
const categories = ['6×6', '8×8', '10×10'];
const outcomes = [
	{ name: 'Tour', values: [40, 30, 12] },
	{ name: 'Cycles', values: [55, 60, 70] },
	{ name: 'No convergence', values: [5, 10, 18] },
];

describe('layoutBarChart(categories, series, options)', () => {
	test('grouped: one bar per value, side by side within each category', () => {
		const layout = layoutBarChart(categories, outcomes, barOptions);
		expect(layout.bars).toHaveLength(9);
		const first = layout.bars.filter((b) => b.key.endsWith(':0'));
		const lefts = first.map((b) => b.x);
		expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
		for (let i = 1; i < first.length; i++) {
			const [a, b] = [first[i - 1], first[i]];
			expect((b?.x ?? 0) >= (a?.x ?? 0) + (a?.width ?? 0)).toBe(true);
		}
	});

	test('stacked: each segment starts where the one below ends, and the stack reaches the total', () => {
		const layout = layoutBarChart(categories, outcomes, { ...barOptions, mode: 'stacked' });
		const stack = layout.bars.filter((b) => b.key.endsWith(':1'));
		expect(stack).toHaveLength(3);
		for (let i = 1; i < stack.length; i++) {
			const [below, above] = [stack[i - 1], stack[i]];
			expect(above?.y ?? 0).toBeCloseTo((below?.y ?? 0) - (above?.height ?? 0), 6);
		}
		const total = stack.reduce((sum, b) => sum + b.height, 0);
		const tick100 = layout.yTicks.find((t) => t.value === 100);
		expect(total).toBeCloseTo(layout.innerHeight - (tick100?.position ?? 0), 6);
		expect(layout.table.columns.at(-1)).toBe('Total');
		expect(layout.table.rows[1]?.cells.at(-1)).toBe('100');
	});

	test('negative values hang below zero', () => {
		const layout = layoutBarChart(['A'], [{ name: 'Change', values: [-20] }], barOptions);
		const zero = layout.yTicks.find((t) => t.value === 0)?.position ?? Number.NaN;
		expect(layout.bars[0]?.y).toBeCloseTo(zero, 6);
		expect(layout.bars[0]?.height).toBeGreaterThan(0);
	});

	test('null values draw no bar; the table shows them as missing', () => {
		const layout = layoutBarChart(['A', 'B'], [{ name: 'S', values: [3, null] }], barOptions);
		expect(layout.bars).toHaveLength(1);
		expect(layout.table.rows[1]?.cells).toEqual([null]);
	});

	test('value labels: above grouped bars, inside stacked segments that fit', () => {
		const grouped = layoutBarChart(categories, outcomes, { ...barOptions, showValues: true });
		const bar = grouped.bars[0];
		expect(bar?.label?.text).toBe('40');
		expect(bar?.label?.y).toBeLessThan(bar?.y ?? 0);
		const stacked = layoutBarChart(categories, outcomes, {
			...barOptions,
			mode: 'stacked',
			showValues: true,
		});
		const tiny = stacked.bars.find((b) => b.height < 14);
		expect(tiny?.label).toBeNull();
	});

	test('bad input: non-numbers and extra values are left out with notes', () => {
		const series = [{ name: 'S', values: [1, Number.NaN, 3, 4] }];
		const layout = layoutBarChart(['A', 'B', 'C'], series, barOptions);
		expect(layout.bars).toHaveLength(2);
		expect(layout.notes).toEqual([
			'1 value is not a number and left out.',
			'"S" has 4 values for 3 categories; the extra values are left out.',
		]);
	});

	test.each([
		['no categories', [], outcomes],
		['no series', categories, []],
		['only nulls', categories, [{ name: 'S', values: [null, null, null] }]],
	])('%s: empty', (_, cats, series) => {
		expect(layoutBarChart(cats, series, barOptions).empty).toBe(true);
	});

	test('at 360 px, category labels that would collide are thinned out', () => {
		const many = Array.from({ length: 16 }, (_, i) => `${String(i + 5)}×${String(i + 5)}`);
		const layout = layoutBarChart(many, [{ name: 'S', values: many.map((_, i) => i) }], {
			...barOptions,
			width: 360,
		});
		expect(layout.xTicks.some((t) => t.label === '')).toBe(true);
		expect(layout.xTicks[0]?.label).toBe('5×5');
		expectReadableTicks(layout.xTicks, layout.innerWidth);
	});
});

const heatOptions: HeatMapOptions = {
	width: 600,
	rowLabels: ['8', '7', '6', '5', '4', '3', '2', '1'],
	colLabels: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
	rowTitle: 'Rank',
	domain: null,
	scheme: 'viridis',
	showValues: true,
	format: formatNumber,
	cellName: (row, col) => `${'abcdefgh'[col] ?? '?'}${String(8 - row)}`,
	maxCell: 48,
};
const board = Array.from({ length: 8 }, (_, r) =>
	Array.from({ length: 8 }, (_, c) => (r === 3 && c === 3 ? null : r * 8 + c)),
);

describe('layoutHeatMap(values, options)', () => {
	test('one square cell per value, named and coloured', () => {
		const layout = layoutHeatMap(board, heatOptions);
		expect(layout.cells).toHaveLength(64);
		expect(layout.cell).toBeLessThanOrEqual(48);
		expect(layout.cells[0]?.label).toBe('a8: 0');
		expect(layout.cells[0]?.fill).not.toBe(layout.cells[63]?.fill);
		expect(layout.cells[63]?.text).toBe('63');
	});

	test("the legend's ticks use the caller's format, like the cells", () => {
		const layout = layoutHeatMap(board, { ...heatOptions, format: (v) => `10^${String(v)}` });
		expect(layout.legend.ticks.length).toBeGreaterThan(1);
		for (const tick of layout.legend.ticks) expect(tick.label).toBe(`10^${String(tick.value)}`);
	});

	test('a null cell has no value, no text, and the legend explains the hatching', () => {
		const layout = layoutHeatMap(board, heatOptions);
		const hole = layout.cells[3 * 8 + 3];
		expect(hole?.value).toBeNull();
		expect(hole?.text).toBeNull();
		expect(hole?.label).toBe('d5: no value');
		expect(layout.hasGaps).toBe(true);
		expect(layout.table.rows[3]?.cells[3]).toBeNull();
	});

	test.each([360, 600])('at %s px the grid fits', (width) => {
		const layout = layoutHeatMap(board, { ...heatOptions, width });
		expect(layout.width).toBeLessThanOrEqual(width);
		expect(layout.legend.width).toBeLessThanOrEqual(width);
	});

	test.each([120, 200, 300, 360, 600])(
		'at %s px no cell number is smaller than MIN_FONT_SIZE; numbers that cannot be are left to the table',
		(width) => {
			const layout = layoutHeatMap(board, { ...heatOptions, width });
			expect(layout.fontSize).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
			for (const cell of layout.cells.filter((c) => c.text !== null)) {
				expect(textWidth(cell.text ?? '', layout.fontSize)).toBeLessThanOrEqual(layout.cell - 2);
			}
			const dropped = layout.cells.some((c) => c.value !== null && c.text === null);
			expect(layout.notes.some((note) => note.includes('the table has them'))).toBe(dropped);
		},
	);

	test('tiny cells hold no numbers, and a note sends the reader to the table', () => {
		const layout = layoutHeatMap(board, { ...heatOptions, width: 120 });
		expect(layout.cells.every((c) => c.text === null)).toBe(true);
		expect(layout.notes).toEqual([
			'Some cells are too small to hold their numbers; the table has them all.',
		]);
		expect(layoutHeatMap(board, { ...heatOptions, showValues: false, width: 120 }).notes).toEqual(
			[],
		);
	});

	test('the legend runs from the least to the greatest value, or over the given domain', () => {
		const auto = layoutHeatMap(board, heatOptions);
		expect(auto.legend.ticks[0]?.value).toBe(0);
		expect(auto.legend.ticks.at(-1)?.position).toBeLessThanOrEqual(auto.legend.width);
		const fixed = layoutHeatMap(board, { ...heatOptions, domain: [0, 100] });
		expect(fixed.legend.ticks.map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
		expect(fixed.legend.stops).toHaveLength(11);
	});

	test('row labels default to numbers; the table has them as row headings', () => {
		const layout = layoutHeatMap([[1, 2]], { ...heatOptions, rowLabels: [], colLabels: [] });
		expect(layout.table.columns).toEqual(['Rank', '1', '2']);
		expect(layout.table.rows).toEqual([{ header: '1', cells: ['1', '2'] }]);
	});

	test('bad input: ragged rows and non-numbers become cells with no value, with notes', () => {
		const layout = layoutHeatMap(
			[
				[1, 2, 3],
				[4, Number.NaN],
			],
			heatOptions,
		);
		expect(layout.cells).toHaveLength(6);
		expect(layout.cells.filter((c) => c.value === null)).toHaveLength(2);
		expect(layout.notes).toHaveLength(2);
	});

	test.each([
		['no rows', []],
		['empty rows', [[], []]],
		['only nulls', [[null, null]]],
	])('%s: empty', (_, values) => {
		expect(layoutHeatMap(values, heatOptions).empty).toBe(true);
	});
});

describe('contrastText(colour)', () => {
	test.each([
		['#440154', '#ffffff'],
		['#fde725', '#000000'],
		['rgb(0, 0, 0)', '#ffffff'],
		['white', '#000000'],
	])('%s → %s', (colour, expected) => {
		expect(contrastText(colour)).toBe(expected);
	});
});
