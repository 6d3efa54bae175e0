import { describe, expect, test } from 'vitest';
import {
	chartMargins,
	extentDomain,
	formatNumber,
	formatTicks,
	isPowerOfTen,
	linearTicks,
	logTicks,
	niceLinearDomain,
	niceLogDomain,
	powerLabel,
	textWidth,
	tickCount,
} from '../../../src/components/charts/scales.ts';
import { seriesStyle, STYLE_COUNT } from '../../../src/components/charts/series-style.ts';

describe('formatNumber(value)', () => {
	test.each([
		[0, '0'],
		[-0, '0'],
		[7, '7'],
		[1234567, '1,234,567'],
		[-1500, '-1,500'],
		[2.5, '2.5'],
		[1234.5678, '1,234.57'],
		[0.00125, '0.00125'],
		[Number.NaN, 'not a number'],
		[Number.POSITIVE_INFINITY, 'infinity'],
		[Number.NEGATIVE_INFINITY, 'minus infinity'],
	])('%s → %s', (value, expected) => {
		expect(formatNumber(value)).toBe(expected);
	});

	test.each([
		[1728n, '1,728'],
		[6637920n, '6,637,920'],
		[10n ** 21n, '1,000,000,000,000,000,000,000'],
	])('bigint %s → %s', (value, expected) => {
		expect(formatNumber(value)).toBe(expected);
	});
});

describe('isPowerOfTen(value)', () => {
	test.each([1, 10, 100, 1e15, 0.1, 0.001])('%s is a power of ten', (value) => {
		expect(isPowerOfTen(value)).toBe(true);
	});
	test.each([0, -10, 20, 0.2, Number.NaN, Number.POSITIVE_INFINITY])('%s is not', (value) => {
		expect(isPowerOfTen(value)).toBe(false);
	});
});

describe('powerLabel(value)', () => {
	test.each([
		[1, '10⁰'],
		[1e6, '10⁶'],
		[1e12, '10¹²'],
		[0.001, '10⁻³'],
		[2e6, '2×10⁶'],
		[5e-5, '5×10⁻⁵'],
	])('%s → %s', (value, expected) => {
		expect(powerLabel(value)).toBe(expected);
	});
});

describe('formatTicks(values, scale)', () => {
	test.each([
		[[0, 500000, 1000000], 'linear', ['0', '500,000', '1,000,000']],
		[[0, 0.5, 1], 'linear', ['0', '0.5', '1']],
		[[1, 10, 100, 1000], 'log', ['1', '10', '100', '1,000']],
		[[1, 1e3, 1e6], 'log', ['10⁰', '10³', '10⁶']],
		[[0.001, 0.01, 0.1, 1], 'log', ['10⁻³', '10⁻²', '10⁻¹', '10⁰']],
	] as const)('%j on a %s axis', (values, scale, expected) => {
		expect(formatTicks(values, scale)).toEqual(expected);
	});
});

describe('logTicks(domain, maxTicks)', () => {
	test.each([
		{ domain: [1, 1000], max: 8, expected: [1, 10, 100, 1000] },
		{ domain: [1, 100], max: 8, expected: [1, 2, 5, 10, 20, 50, 100] },
		{ domain: [1, 100], max: 4, expected: [1, 10, 100] },
		{ domain: [1, 1e12], max: 5, expected: [1, 1e3, 1e6, 1e9, 1e12] },
		{ domain: [1, 1e12], max: 13, expected: Array.from({ length: 13 }, (_, e) => 10 ** e) },
		{ domain: [1, 1e7], max: 5, expected: [10, 1e3, 1e5, 1e7] },
		{ domain: [0.001, 1], max: 8, expected: [0.001, 0.01, 0.1, 1] },
		{ domain: [10, 1000], max: 8, expected: [10, 20, 50, 100, 200, 500, 1000] },
		{ domain: [20, 80], max: 8, expected: [20, 30, 40, 50, 60, 70, 80] },
		{ domain: [0, 10], max: 8, expected: [] },
		{ domain: [-5, 10], max: 8, expected: [] },
	] as const)('$domain, at most $max', ({ domain, max, expected }) => {
		expect(logTicks(domain, max)).toEqual(expected);
	});

	test('never gives more ticks than asked when powers of ten alone would fit', () => {
		for (let max = 2; max <= 10; max++) {
			expect(logTicks([1, 1e20], max).length).toBeLessThanOrEqual(max);
		}
	});
});

describe('linearTicks(domain, count, wholeOnly)', () => {
	test.each([
		{ domain: [0, 10], count: 5, whole: false, expected: [0, 2, 4, 6, 8, 10] },
		{ domain: [0, 1], count: 2, whole: false, expected: [0, 0.5, 1] },
		{ domain: [5, 12], count: 20, whole: true, expected: [5, 6, 7, 8, 9, 10, 11, 12] },
		{ domain: [0, 2], count: 10, whole: true, expected: [0, 1, 2] },
	] as const)(
		'$domain, about $count ticks, whole only: $whole',
		({ domain, count, whole, expected }) => {
			expect(linearTicks(domain, count, whole)).toEqual(expected);
		},
	);
});

describe('niceLinearDomain(values, includeZero)', () => {
	test.each([
		{ values: [3, 97], zero: true, expected: [0, 100] },
		{ values: [12, 988], zero: true, expected: [0, 1000] },
		{ values: [12, 988], zero: false, expected: [0, 1000] },
		{ values: [512, 530], zero: false, expected: [512, 530] },
		{ values: [-3.5, 7], zero: true, expected: [-4, 7] },
		{ values: [5, 5], zero: false, expected: [4, 6] },
		{ values: [5], zero: true, expected: [0, 5] },
		{ values: [0, 0], zero: true, expected: [0, 1] },
		{ values: [], zero: true, expected: [0, 1] },
		{ values: [Number.NaN, 4], zero: true, expected: [0, 4] },
	])('$values, from zero: $zero → $expected', ({ values, zero, expected }) => {
		expect(niceLinearDomain(values, zero)).toEqual(expected);
	});
});

describe('niceLogDomain(values)', () => {
	test.each([
		{ values: [3, 4500], expected: [1, 10000] },
		{ values: [10, 1000], expected: [10, 1000] },
		{ values: [100], expected: [100, 1000] },
		{ values: [0.02, 5], expected: [0.01, 10] },
		{ values: [0, -1, 50], expected: [10, 100] },
		{ values: [0, -1], expected: [1, 10] },
		{ values: [], expected: [1, 10] },
	])('$values → $expected', ({ values, expected }) => {
		expect(niceLogDomain(values)).toEqual(expected);
	});
});

describe('extentDomain(values, scale)', () => {
	test.each([
		{ values: [3, 1, 2], scale: 'linear', expected: [1, 3] },
		{ values: [5], scale: 'linear', expected: [4, 6] },
		{ values: [5], scale: 'log', expected: [2.5, 10] },
		{ values: [], scale: 'linear', expected: [0, 1] },
		{ values: [], scale: 'log', expected: [1, 10] },
	] as const)('$values on a $scale scale → $expected', ({ values, scale, expected }) => {
		expect(extentDomain(values, scale)).toEqual(expected);
	});
});

describe('textWidth(label)', () => {
	test('grows with the label, and separators are narrower than digits', () => {
		expect(textWidth('')).toBe(0);
		expect(textWidth('100')).toBeLessThan(textWidth('1000'));
		expect(textWidth('1,000')).toBeLessThan(textWidth('10000'));
		expect(textWidth('10', 24)).toBe(2 * textWidth('10', 12));
	});
});

describe('chartMargins(options)', () => {
	const base = { yLabels: ['0', '50'], xLabels: ['0', '10'], xTitle: '', yTitle: '' };

	test('the left margin fits the widest vertical tick label', () => {
		const narrow = chartMargins(base);
		const wide = chartMargins({ ...base, yLabels: ['0', '1,000,000'] });
		expect(wide.left).toBeGreaterThan(narrow.left);
		expect(wide.left).toBeGreaterThanOrEqual(textWidth('1,000,000'));
	});

	test('titles add room: the x title below, the y title above', () => {
		const plain = chartMargins(base);
		const titled = chartMargins({ ...base, xTitle: 'Board side', yTitle: 'Nodes' });
		expect(titled.bottom).toBeGreaterThan(plain.bottom);
		expect(titled.top).toBeGreaterThan(plain.top);
	});

	test('the right margin fits half the last x label', () => {
		const long = chartMargins({ ...base, xLabels: ['0', '10,000,000'] });
		expect(long.right).toBeGreaterThanOrEqual(textWidth('10,000,000') / 2);
	});
});

describe('tickCount(length, spacing)', () => {
	test.each([
		[600, 50, 12],
		[100, 50, 2],
		[10, 50, 2],
	])('%s px at one tick per %s px → %s', (length, spacing, expected) => {
		expect(tickCount(length, spacing)).toBe(expected);
	});
});

describe('seriesStyle(index)', () => {
	const styles = Array.from({ length: STYLE_COUNT }, (_, i) => seriesStyle(i));

	test('every style differs in colour, dash, marker and hatching', () => {
		for (const key of ['colour', 'dash', 'marker', 'hatch'] as const) {
			expect(new Set(styles.map((s) => s[key])).size).toBe(STYLE_COUNT);
		}
	});

	test('colours are theme variables, markers are paths', () => {
		expect(seriesStyle(0).colour).toBe('var(--chart-1)');
		expect(seriesStyle(0).marker).toMatch(/^M/);
		expect(seriesStyle(0).hatch).toBe(0);
	});

	test('styles repeat after the last one', () => {
		expect(seriesStyle(STYLE_COUNT)).toEqual(seriesStyle(0));
		expect(seriesStyle(STYLE_COUNT + 2)).toEqual(seriesStyle(2));
	});
});
