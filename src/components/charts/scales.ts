/**
 * Pure helpers the charts share: number and tick formatting, tick values for
 * linear and logarithmic axes, domains, and margins measured from tick labels.
 * d3 does the arithmetic; nothing here touches the DOM.
 */
import { extent, scaleLinear, scaleLog, ticks } from 'd3';
import type { Margin, ScaleType } from './types.ts';

/** Font size of tick labels and titles inside the charts, in pixels. */
export const FONT_SIZE = 12;
/** Smallest font size of any text in a chart, in CSS pixels: legible on a phone held at arm's length. */
export const MIN_FONT_SIZE = 11;
/** Length of a tick mark, in pixels. */
export const TICK_SIZE = 5;
/** Gap between a tick mark and its label, in pixels. */
export const TICK_GAP = 4;

const wholeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const smallFormat = new Intl.NumberFormat('en-GB', { maximumSignificantDigits: 3 });
const SUPERSCRIPTS: Record<string, string> = {
	'-': '⁻',
	'0': '⁰',
	'1': '¹',
	'2': '²',
	'3': '³',
	'4': '⁴',
	'5': '⁵',
	'6': '⁶',
	'7': '⁷',
	'8': '⁸',
	'9': '⁹',
};

/** Formats a number or bigint the en-GB way, with thousands separators: 1,234,567, 2.5 or 0.00125. */
export function formatNumber(value: number | bigint): string {
	if (typeof value === 'bigint') return wholeFormat.format(value);
	if (Number.isNaN(value)) return 'not a number';
	if (!Number.isFinite(value)) return value > 0 ? 'infinity' : 'minus infinity';
	if (value === 0) return '0'; // also -0, which Intl would print as "-0"
	if (Number.isInteger(value)) return wholeFormat.format(value);
	return Math.abs(value) >= 1 ? decimalFormat.format(value) : smallFormat.format(value);
}

/** Says whether a number is a whole power of ten (…, 0.01, 0.1, 1, 10, 100, …). */
export function isPowerOfTen(value: number): boolean {
	if (!(value > 0) || !Number.isFinite(value)) return false;
	const exponent = Math.round(Math.log10(value));
	return Math.abs(value / powerOfTen(exponent) - 1) < 1e-9;
}

/** Returns 10 to a whole power, exactly for negative powers too (10 ** -3 is not quite 0.001). */
function powerOfTen(exponent: number): number {
	return exponent >= 0 ? 10 ** exponent : 1 / 10 ** -exponent;
}

/** Writes a whole number as superscript digits: -12 → "⁻¹²". */
export function superscript(exponent: number): string {
	return [...String(exponent)].map((char) => SUPERSCRIPTS[char] ?? char).join('');
}

/** Writes a number as a power of ten: 1000000 → "10⁶", 2e-5 → "2×10⁻⁵". */
export function powerLabel(value: number): string {
	const exponent = Math.floor(Math.log10(value) + 1e-9);
	const mantissa = Math.round((value / powerOfTen(exponent)) * 100) / 100;
	const power = `10${superscript(exponent)}`;
	return mantissa === 1 ? power : `${formatNumber(mantissa)}×${power}`;
}

/**
 * Labels an axis's ticks. A log axis that reaches a million (or a thousandth)
 * writes every tick as a power of ten, so the labels stay short and alike.
 */
export function formatTicks(values: readonly number[], scale: ScaleType): string[] {
	const asPowers = scale === 'log' && values.some((v) => v >= 1e6 || v <= 1e-3);
	return values.map((v) => (asPowers && v > 0 ? powerLabel(v) : formatNumber(v)));
}

/** Returns about `count` round tick values over a linear domain, only whole ones when asked. */
export function linearTicks(
	domain: readonly [number, number],
	count: number,
	wholeOnly = false,
): number[] {
	const values = ticks(domain[0], domain[1], Math.max(1, count));
	return wholeOnly ? values.filter((v) => Number.isInteger(v)) : values;
}

/**
 * Returns tick values for a log domain: the powers of ten inside it (every
 * second or third one when there are too many), with 2× and 5× added when the
 * domain spans at most two decades and room allows. Thinned powers always
 * include the top one. A domain with no power of ten inside falls back to
 * d3's log ticks.
 */
export function logTicks(domain: readonly [number, number], maxTicks = 8): number[] {
	const [lo, hi] = domain;
	if (!(lo > 0) || !(hi >= lo) || !Number.isFinite(hi)) return [];
	const first = Math.ceil(Math.log10(lo) - 1e-9);
	const last = Math.floor(Math.log10(hi) + 1e-9);
	if (last < first) return scaleLog().domain([lo, hi]).ticks(maxTicks);
	const inside = (v: number): boolean => v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9);
	if (last - first <= 2) {
		const dense: number[] = [];
		for (let e = first - 1; e <= last; e++) {
			for (const m of [1, 2, 5]) {
				const v = m * powerOfTen(e);
				if (inside(v)) dense.push(m === 1 ? powerOfTen(e) : Number(v.toPrecision(12)));
			}
		}
		if (dense.length <= maxTicks) return dense;
	}
	const step = Math.max(1, Math.ceil((last - first + 1) / Math.max(1, maxTicks)));
	const powers: number[] = [];
	for (let e = first; e <= last; e++) {
		if ((last - e) % step === 0) powers.push(powerOfTen(e));
	}
	return powers;
}

/** Returns the smallest and largest value, widened when they are equal; [0, 1] when there are none. */
export function extentDomain(
	values: readonly number[],
	scale: ScaleType = 'linear',
): [number, number] {
	const [lo, hi] = extent(values);
	if (lo === undefined || hi === undefined) return scale === 'log' ? [1, 10] : [0, 1];
	if (lo < hi) return [lo, hi];
	return scale === 'log' ? [lo / 2, lo * 2] : [lo - 1, lo + 1];
}

/** Returns a linear domain that covers the values and ends on round numbers, from zero when asked. */
export function niceLinearDomain(values: readonly number[], includeZero = true): [number, number] {
	const [min, max] = extent(values.filter((v) => Number.isFinite(v)));
	if (min === undefined || max === undefined) return [0, 1];
	let lo = includeZero ? Math.min(min, 0) : min;
	let hi = includeZero ? Math.max(max, 0) : max;
	if (lo === hi) [lo, hi] = lo === 0 ? [0, 1] : [lo - 1, hi + 1];
	const [niceLo = lo, niceHi = hi] = scaleLinear().domain([lo, hi]).nice().domain();
	return [niceLo, niceHi];
}

/** Returns a log domain from the power of ten at or below the least value to the one at or above the greatest. */
export function niceLogDomain(values: readonly number[]): [number, number] {
	const positive = values.filter((v) => v > 0 && Number.isFinite(v));
	const [min, max] = extent(positive);
	if (min === undefined || max === undefined) return [1, 10];
	const lo = powerOfTen(Math.floor(Math.log10(min) + 1e-9));
	const hi = powerOfTen(Math.ceil(Math.log10(max) - 1e-9));
	return lo === hi ? [lo, hi * 10] : [lo, hi];
}

/** Estimates the width of a label in pixels (digits and letters ≈ 0.6 em, separators less). */
export function textWidth(label: string, fontSize = FONT_SIZE): number {
	let ems = 0;
	for (const char of label) {
		if (',.:;!|iIl1 '.includes(char)) ems += 0.32;
		else if (/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]/.test(char)) ems += 0.4;
		else if (/[MWmw×]/.test(char)) ems += 0.85;
		else ems += 0.6;
	}
	return ems * fontSize;
}

/** What the margins depend on: the tick labels and the axis titles. */
export interface MarginOptions {
	/** Labels of the vertical axis's ticks. */
	yLabels: readonly string[];
	/** Labels of the horizontal axis's ticks (only the last one's width matters). */
	xLabels: readonly string[];
	/** Title of the horizontal axis ('' for none). */
	xTitle: string;
	/** Title of the vertical axis ('' for none), written above the axis. */
	yTitle: string;
}

/** Returns margins that fit the tick labels and titles, so nothing is cut off at any width. */
export function chartMargins({ yLabels, xLabels, xTitle, yTitle }: MarginOptions): Margin {
	const widest = Math.max(0, ...yLabels.map((label) => textWidth(label)));
	const firstX = textWidth(xLabels[0] ?? '') / 2;
	const lastX = textWidth(xLabels[xLabels.length - 1] ?? '') / 2;
	return {
		top: yTitle === '' ? FONT_SIZE : FONT_SIZE * 2 + 10,
		right: Math.ceil(Math.max(FONT_SIZE, lastX + 2)),
		bottom: TICK_SIZE + TICK_GAP + FONT_SIZE + 4 + (xTitle === '' ? 0 : FONT_SIZE + 12),
		left: Math.ceil(Math.max(widest + TICK_SIZE + TICK_GAP + 2, firstX + 2)),
	};
}

/** Returns how many ticks fit along an axis of this length, one per `spacing` pixels (at least 2). */
export function tickCount(length: number, spacing: number): number {
	return Math.max(2, Math.floor(length / spacing));
}
