/**
 * What the timing widget measures and how it draws it: the board sides, the
 * runs per board, and the straight line through the origin that fits the
 * times best (least squares), as chart series. Pure TypeScript.
 */
import type { LineSeries, Point } from '../../charts/types.ts';
import type { TimingRow } from './jobs.ts';

/** The board sides timed: 100×100, 200×200, …, 1000×1000. */
export const TIMING_SIDES: readonly number[] = Array.from({ length: 10 }, (_, i) => 100 * (i + 1));

/** Runs per board; the fastest counts. */
export const TIMING_REPEATS = 3;

/** Returns the slope of the straight line through the origin that fits the points best (least squares). */
export function slopeThroughOrigin(points: readonly Point[]): number {
	let xy = 0;
	let xx = 0;
	for (const { x, y } of points) {
		xy += x * y;
		xx += x * x;
	}
	return xx === 0 ? 0 : xy / xx;
}

/** Returns the timings as points: millions of squares against milliseconds. */
function timingPoints(rows: readonly TimingRow[]): Point[] {
	return rows.map((r) => ({ x: r.squares / 1e6, y: r.ms }));
}

/** Returns the milliseconds per million squares of the best straight line through the origin. */
export function msPerMillion(rows: readonly TimingRow[]): number {
	return slopeThroughOrigin(timingPoints(rows));
}

/** Returns the chart's series: the measured times and the fitted line at the same board sizes. */
export function timingSeries(rows: readonly TimingRow[]): LineSeries[] {
	const slope = msPerMillion(rows);
	return [
		{ name: 'Measured', points: timingPoints(rows) },
		{
			name: 'Straight line through 0',
			points: rows.map((r) => ({ x: r.squares / 1e6, y: (slope * r.squares) / 1e6 })),
		},
	];
}
