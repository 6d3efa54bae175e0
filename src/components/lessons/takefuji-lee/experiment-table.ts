/**
 * What the network experiment shows, computed from its rows without the DOM:
 * rates with Wilson 95% intervals, the chart's series, the table's rows and
 * the CSV file. Pure TypeScript, so the page's build, the widget and the
 * tests all use the same numbers.
 */
import type { NeuralExperimentRow } from '../../../lib/solvers/takefuji-lee.ts';
import type { LineSeries } from '../../charts/types.ts';

/** z for a two-sided 95% interval: the 97.5th percentile of the standard normal distribution. */
const Z95 = 1.959964;

/**
 * Returns the Wilson score interval [low, high] for k successes in n trials
 * (E. B. Wilson, JASA 22, 1927). Unlike p ± z·√(p(1 − p)/n) it stays inside
 * 0 … 1 and does not shrink to a point when k is 0 or n.
 */
export function wilsonInterval(k: number, n: number, z = Z95): [number, number] {
	if (n <= 0) return [0, 1];
	const p = k / n;
	const z2 = z * z;
	const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
	const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
	return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A rate with its interval, as fractions of 1. */
export interface Rate {
	count: number;
	rate: number;
	low: number;
	high: number;
}

/** One board's results, as the table and the CSV show them. */
export interface ExperimentLine {
	board: string;
	side: number;
	runs: number;
	settled: Rate;
	tour: Rate;
	joined: Rate;
	/** Mean sweeps of the runs that settled; NaN when none did. */
	meanSweeps: number;
	/** Mean number of cycles of the runs that settled; NaN when none did. */
	meanCycles: number;
}

/** Returns k of n as a rate with its Wilson interval. */
function rateOf(count: number, n: number): Rate {
	const [low, high] = wilsonInterval(count, n);
	return { count, rate: n === 0 ? 0 : count / n, low, high };
}

/** Returns the mean number of cycles of the runs that reached a 2-factor (NaN when none did). */
export function meanCycles(row: NeuralExperimentRow): number {
	let runs = 0;
	let cycles = 0;
	row.cycleCounts.forEach((count, k) => {
		runs += count;
		cycles += count * k;
	});
	return runs === 0 ? Number.NaN : cycles / runs;
}

/** Returns the experiment's rows as the table shows them. */
export function experimentLines(rows: readonly NeuralExperimentRow[]): ExperimentLine[] {
	return rows.map((row) => ({
		board: `${String(row.rows)}×${String(row.cols)}`,
		side: row.rows,
		runs: row.runs,
		settled: rateOf(row.tours + row.cycles, row.runs),
		tour: rateOf(row.tours, row.runs),
		joined: rateOf(row.joined, row.runs),
		meanSweeps: row.meanIterations,
		meanCycles: meanCycles(row),
	}));
}

/** Returns the chart's three series in percent, each point with its 95% interval. */
export function experimentSeries(lines: readonly ExperimentLine[]): LineSeries[] {
	const series = (name: string, pick: (line: ExperimentLine) => Rate): LineSeries => ({
		name,
		points: lines.map((line) => {
			const r = pick(line);
			return { x: line.side, y: 100 * r.rate, low: 100 * r.low, high: 100 * r.high };
		}),
	});
	return [
		series('Settled (every square two moves)', (l) => l.settled),
		series('One tour', (l) => l.tour),
		series('Joined into one tour', (l) => l.joined),
	];
}

/** Formats a fraction as a percentage with one decimal: 0.2125 → "21.3". */
export function percent(x: number): string {
	return (100 * x).toFixed(1);
}

/** Formats a mean with one decimal, or "–" when there is none. */
export function mean(x: number): string {
	return Number.isNaN(x) ? '–' : x.toFixed(1);
}

/** Returns the experiment as a CSV file: one line per board, rates in percent, a comment line first. */
export function experimentCsv(lines: readonly ExperimentLine[], setup: string): string {
	const head = [
		'board',
		'runs',
		'settled',
		'settled_pct',
		'settled_low_pct',
		'settled_high_pct',
		'one_tour',
		'one_tour_pct',
		'one_tour_low_pct',
		'one_tour_high_pct',
		'joined',
		'joined_pct',
		'joined_low_pct',
		'joined_high_pct',
		'mean_sweeps',
		'mean_cycles',
	];
	const rate = (r: Rate): string[] => [
		String(r.count),
		percent(r.rate),
		percent(r.low),
		percent(r.high),
	];
	const body = lines.map((l) =>
		[
			l.board,
			String(l.runs),
			...rate(l.settled),
			...rate(l.tour),
			...rate(l.joined),
			Number.isNaN(l.meanSweeps) ? '' : l.meanSweeps.toFixed(2),
			Number.isNaN(l.meanCycles) ? '' : l.meanCycles.toFixed(3),
		].join(','),
	);
	return [`# ${setup.replaceAll('\n', ' ')}`, head.join(','), ...body].join('\n') + '\n';
}
