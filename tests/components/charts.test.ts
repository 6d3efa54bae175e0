import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import BarChart from '../../src/components/charts/BarChart.svelte';
import ChartTable from '../../src/components/charts/ChartTable.svelte';
import HeatMap from '../../src/components/charts/HeatMap.svelte';
import LineChart from '../../src/components/charts/LineChart.svelte';
import type { BarSeries, LineSeries } from '../../src/components/charts/types.ts';

/** Counts the elements with this class in server-rendered HTML. */
function countClass(html: string, name: string): number {
	return html.match(new RegExp(`class="${name}[ "]`, 'g'))?.length ?? 0;
}

/** Returns the text inside the first <table> of the HTML, tags removed. */
function tableText(html: string): string {
	const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
	return table.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const nodes: LineSeries[] = [
	{
		name: 'Backtracking',
		points: [
			{ x: 5, y: 8_840 },
			{ x: 6, y: 248_169 },
			{ x: 7, y: 3_012_345 },
		],
	},
	{
		name: 'Warnsdorff',
		points: [
			{ x: 5, y: 25 },
			{ x: 6, y: 36 },
			{ x: 7, y: 49 },
		],
	},
];

describe('LineChart (server-rendered)', () => {
	const props = {
		series: nodes,
		title: 'Nodes visited against board size',
		description: 'Backtracking grows far faster than Warnsdorff.',
		xTitle: 'Board side',
		yTitle: 'Nodes visited',
	};

	test('draws one line per series and one marker per point, with a legend', () => {
		const { body } = render(LineChart, { props });
		expect(countClass(body, 'line')).toBe(2);
		expect(countClass(body, 'marker')).toBe(6);
		expect(body).toContain('Backtracking</li>');
		expect(body).toContain('Warnsdorff</li>');
		expect(body).not.toMatch(/NaN/);
	});

	test('is named by its caption and described, with axis ticks and titles', () => {
		const { body } = render(LineChart, { props });
		const titleId = /<figcaption id="([^"]+)"/.exec(body)?.[1];
		expect(titleId).toBeDefined();
		expect(body).toContain(`role="img" aria-labelledby="${titleId ?? ''}"`);
		expect(body).toMatch(/aria-describedby="[^"]+-description"/);
		expect(body).toContain('Backtracking grows far faster than Warnsdorff.');
		expect(body).toContain('>3,000,000</text>');
		expect(body).toContain('>Board side</text>');
		expect(body).toContain('>Nodes visited</text>');
	});

	test('the table behind the disclosure holds every value', () => {
		const { body } = render(LineChart, { props });
		expect(body).toMatch(/<summary[^>]*>Show the numbers as a table<\/summary>/);
		const text = tableText(body);
		for (const value of ['8,840', '248,169', '3,012,345', '25', '36', '49', 'Board side']) {
			expect(text).toContain(` ${value} `);
		}
	});

	test('a log scale labels powers of ten and explains a zero instead of drawing NaN', () => {
		const series = [
			...nodes,
			{
				name: 'Lucky',
				points: [
					{ x: 5, y: 0 },
					{ x: 6, y: 1 },
				],
			},
		];
		const { body } = render(LineChart, { props: { ...props, series, yScale: 'log' } });
		expect(body).not.toMatch(/NaN|Infinity/);
		expect(body).toContain('>10⁷</text>');
		expect(body).toContain('1 point is left out because the value is zero or less');
		expect(countClass(body, 'marker')).toBe(7);
		expect(tableText(body)).toContain(' 0 ');
	});

	test.each([
		['no series', []],
		['series with no points', [{ name: 'A', points: [] }]],
	])('%s: says "No data yet" and draws no chart', (_, series) => {
		const { body } = render(LineChart, { props: { ...props, series } });
		expect(body).toContain('No data yet');
		expect(body).not.toContain('<svg class="line-chart');
		expect(body).not.toContain('<table');
	});

	test('hides markers when asked', () => {
		const { body } = render(LineChart, { props: { ...props, markers: false } });
		expect(countClass(body, 'marker')).toBe(0);
		expect(countClass(body, 'line')).toBe(2);
	});
});

const categories = ['6×6', '8×8', '10×10', '12×12'];
const outcomes: BarSeries[] = [
	{ name: 'Tour', values: [40, 30, 12, 1_500] },
	{ name: 'Cycles', values: [55, 60, 70, null] },
];

describe('BarChart (server-rendered)', () => {
	const props = {
		categories,
		series: outcomes,
		title: 'Outcomes of the neural network by board size',
		xTitle: 'Board',
		yTitle: 'Runs',
	};

	test.each(['grouped', 'stacked'] as const)('%s: one bar per value, skipping nulls', (mode) => {
		const { body } = render(BarChart, { props: { ...props, mode } });
		expect(countClass(body, 'bar')).toBe(7);
		expect(countClass(body, 'hatch')).toBe(3 + 1); // the second series' bars and its legend swatch
		for (const category of categories) expect(body).toContain(`>${category}</text>`);
		expect(body).toContain('>Runs</text>');
		expect(body).not.toMatch(/NaN/);
	});

	test('the table holds every value, a missing one read as "no value", and totals when stacked', () => {
		const { body } = render(BarChart, { props: { ...props, mode: 'stacked' } });
		const text = tableText(body);
		for (const value of ['40', '30', '12', '1,500', '55', '60', '70', 'Total', '95', '82']) {
			expect(text).toContain(` ${value} `);
		}
		expect(text).toContain('no value');
	});

	test('value labels when asked', () => {
		const { body } = render(BarChart, { props: { ...props, showValues: true } });
		expect(body).toContain('>1,500</text>');
		expect(countClass(body, 'value')).toBeGreaterThan(0);
	});

	test('empty data: "No data yet"', () => {
		const { body } = render(BarChart, { props: { ...props, series: [] } });
		expect(body).toContain('No data yet');
		expect(countClass(body, 'bar')).toBe(0);
	});
});

const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const ranks = ['8', '7', '6', '5', '4', '3', '2', '1'];
const stuck = Array.from({ length: 8 }, (_, r) =>
	Array.from({ length: 8 }, (_, c) => (r === 0 && c === 0 ? null : (r * 7 + c * 3) % 11)),
);

describe('HeatMap (server-rendered)', () => {
	const props = {
		values: stuck,
		title: "Where Warnsdorff's rule gets stuck, by start square",
		rowLabels: ranks,
		colLabels: files,
		rowTitle: 'Rank',
		legendTitle: 'Times stuck',
		cellName: (row: number, col: number) => `${files[col] ?? ''}${ranks[row] ?? ''}`,
	};

	test('draws one cell per square, with rank and file labels and a colour legend', () => {
		const { body } = render(HeatMap, { props });
		expect(countClass(body, 'cell')).toBe(64);
		expect(body).toContain('>a</text>');
		expect(body).toContain('>8</text>');
		expect(body).toContain('Times stuck');
		expect(body).toContain('<linearGradient');
		expect(body).toContain('No value');
		expect(body).toContain('role="img"');
		expect(body).not.toContain('role="gridcell"');
	});

	test('cells carry their name and value; a hole reads "no value"', () => {
		const { body } = render(HeatMap, { props });
		expect(body).toContain('<title>a8: no value</title>');
		expect(body).toContain(`<title>h1: ${String((7 * 7 + 7 * 3) % 11)}</title>`);
		const text = tableText(body);
		expect(text).toContain(' Rank a b c d e f g h ');
		expect(text).toContain('no value');
	});

	test('with onselect, the cells are a grid with one tab stop', () => {
		const { body } = render(HeatMap, {
			props: { ...props, onselect: () => {}, selected: { row: 4, col: 4 } },
		});
		expect(body.match(/role="gridcell"/g)).toHaveLength(64);
		expect(body.match(/<g role="gridcell"[^>]*tabindex="0"/g)).toHaveLength(1);
		expect(body.match(/<g role="gridcell"[^>]*tabindex="-1"/g)).toHaveLength(63);
		expect(body).toContain('aria-label="e4: ');
		expect(body.match(/aria-selected="true"/g)).toHaveLength(1);
		expect(body).not.toContain('role="img"');
	});

	test('values are written in cells when asked', () => {
		const { body } = render(HeatMap, { props: { ...props, showValues: true } });
		expect(body).toMatch(/>10<\/text>/);
	});

	test('no values yet: "No data yet"', () => {
		const { body } = render(HeatMap, { props: { ...props, values: [] } });
		expect(body).toContain('No data yet');
		expect(countClass(body, 'cell')).toBe(0);
	});
});

describe('ChartTable (server-rendered)', () => {
	test('row headings, column headings, and "no value" for missing cells', () => {
		const { body } = render(ChartTable, {
			props: {
				caption: 'Counts',
				table: { columns: ['Board', 'Tours'], rows: [{ header: '5×5', cells: [null] }] },
			},
		});
		expect(body).toMatch(/<caption[^>]*>Counts<\/caption>/);
		expect(body).toContain('role="region" aria-label="Counts, table" tabindex="0"');
		expect(body).toMatch(/<th scope="col"[^>]*>Board<\/th>/);
		expect(body).toMatch(/<th scope="row"[^>]*>5×5<\/th>/);
		expect(body).toContain('no value');
	});
});
