/**
 * Shapes the measurements of the backtracking lesson's cost charts for the
 * chart components: line series by board, the notes about searches that gave
 * up, the backtracks table, heat-map values by start square, and sentences.
 * Pure TypeScript, no DOM.
 */
import { createBoard, squareName } from '../../../lib/board.ts';
import type { BoardCost, Measurement } from '../../../lib/solvers/search-cost.ts';
import { STRENGTH_NAMES, type Strength } from '../../../lib/solvers/strength.ts';
import type { HeatMapValues, LineSeries } from '../../charts/types.ts';

/** The node budgets a reader may choose for each search. */
export const BUDGETS: readonly number[] = [
	1_000_000, 10_000_000, 50_000_000, 100_000_000, 500_000_000,
];

/** Name of the reference series: a search that never backtracks places one node per square. */
export const REFERENCE_NAME = 'One node per square';

const number = new Intl.NumberFormat('en-GB');
// en-US writes 8.84K and 1.83M, where en-GB's 1.83m could be read as metres.
const compact = new Intl.NumberFormat('en-US', {
	notation: 'compact',
	maximumSignificantDigits: 3,
});

/** Formats a count with thousands separators: 1,829,421. */
export function formatCount(n: number): string {
	return number.format(n);
}

/** Says "1 node" or "8,840 nodes" (or another noun). */
export function plural(n: number, noun: string): string {
	return `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** Formats a count briefly: 41, 8.84K, 1.83M. */
export function compactCount(n: number): string {
	return compact.format(n);
}

/** Names a board size: "5×6". */
export function boardName(rows: number, cols: number): string {
	return `${String(rows)}×${String(cols)}`;
}

/** Returns the nodes of a measurement, or NaN when the search gave up (a gap in a chart). */
function plotted(cost: Measurement): number {
	return cost.status === 'gave-up' ? Number.NaN : cost.nodes;
}

/**
 * Returns one line per strength, x the squares on the board and y the nodes,
 * NaN where the search gave up; and, with `reference`, the line y = x.
 */
export function costSeries(
	costs: readonly BoardCost[],
	strengths: readonly Strength[],
	reference: boolean,
): LineSeries[] {
	const series: LineSeries[] = strengths.map((strength) => ({
		name: STRENGTH_NAMES[strength],
		points: costs
			.filter((cost) => cost.strength === strength)
			.map((cost) => ({ x: cost.rows * cost.cols, y: plotted(cost) })),
	}));
	if (reference) {
		const squares = [...new Set(costs.map((cost) => cost.rows * cost.cols))];
		series.push({ name: REFERENCE_NAME, points: squares.map((x) => ({ x, y: x })) });
	}
	return series;
}

/** Says which searches gave up, by strength, or returns '' when none did. */
export function gaveUpNote(costs: readonly BoardCost[], budget: number): string {
	const parts: string[] = [];
	for (const strength of Object.keys(STRENGTH_NAMES) as Strength[]) {
		const boards = costs
			.filter((cost) => cost.strength === strength && cost.status === 'gave-up')
			.map((cost) => boardName(cost.rows, cost.cols));
		if (boards.length > 0) parts.push(`${STRENGTH_NAMES[strength]} on ${boards.join(', ')}`);
	}
	if (parts.length === 0) return '';
	return `Gaps in the lines: the search gave up after ${formatCount(budget)} nodes (${parts.join('; ')}). A bigger budget may fill them.`;
}

/** One row of the backtracks table: a board and the backtracks of each strength (null: gave up). */
export interface BacktrackRow {
	board: string;
	cells: (string | null)[];
}

/** Lists the backtracks of every strength on every board measured, boards in order of size. */
export function backtrackRows(
	costs: readonly BoardCost[],
	strengths: readonly Strength[],
): BacktrackRow[] {
	const boards = [...new Set(costs.map((cost) => boardName(cost.rows, cost.cols)))];
	return boards.map((board) => ({
		board,
		cells: strengths.map((strength) => {
			const cost = costs.find(
				(c) => c.strength === strength && boardName(c.rows, c.cols) === board,
			);
			if (cost === undefined) return null;
			return cost.status === 'gave-up'
				? `gave up (${formatCount(cost.backtracks)})`
				: formatCount(cost.backtracks);
		}),
	}));
}

/**
 * Returns heat-map rows (top row first) of log10(nodes) by start square, so
 * that a colour step is a factor of ten; null where the search gave up.
 */
export function startValues(
	costs: readonly (Measurement | null)[],
	rows: number,
	cols: number,
): HeatMapValues {
	return Array.from({ length: rows }, (_, row) =>
		Array.from({ length: cols }, (_, col) => {
			const cost = costs[row * cols + col] ?? null;
			return cost === null || cost.status === 'gave-up' ? null : Math.log10(cost.nodes);
		}),
	);
}

/** Formats a heat-map value (a log10) as the count it stands for: 8.84K. */
export function formatLogCount(value: number): string {
	return compactCount(Math.round(10 ** value));
}

/** Describes the search from one start square: "b5: no tour; proved after 1,829,421 nodes…". */
export function startSentence(cost: Measurement | null, name: string, budget: number): string {
	if (cost === null) return `${name}: not measured.`;
	const work = `${plural(cost.nodes, 'node')} and ${plural(cost.backtracks, 'backtrack')}`;
	if (cost.status === 'found') return `From ${name}: a tour after ${work}.`;
	if (cost.status === 'impossible') {
		return `From ${name}: no tour. The search proved it by trying every way on, ${work}.`;
	}
	return `From ${name}: the search gave up after ${formatCount(budget)} nodes without finishing, so this start is undecided.`;
}

/** Sums up a measurement of every start: where tours start, and the cheapest and dearest starts. */
export function startSummary(
	costs: readonly (Measurement | null)[],
	rows: number,
	cols: number,
): string {
	const board = createBoard(rows, cols);
	const measured = costs.flatMap((cost, square) => (cost === null ? [] : [{ cost, square }]));
	if (measured.length === 0) return '';
	const count = (status: Measurement['status']): number =>
		measured.filter(({ cost }) => cost.status === status).length;
	const finished = measured.filter(({ cost }) => cost.status !== 'gave-up');
	const parts = [
		`Tours from ${String(count('found'))} of ${String(measured.length)} squares`,
		`proved impossible from ${String(count('impossible'))}`,
	];
	if (count('gave-up') > 0) parts.push(`undecided from ${String(count('gave-up'))}`);
	const least = finished.reduce<(typeof finished)[number] | null>(
		(best, entry) => (best === null || entry.cost.nodes < best.cost.nodes ? entry : best),
		null,
	);
	const most = finished.reduce<(typeof finished)[number] | null>(
		(worst, entry) => (worst === null || entry.cost.nodes > worst.cost.nodes ? entry : worst),
		null,
	);
	let text = `${parts.join(', ')}.`;
	if (least !== null && most !== null) {
		text += ` Fewest nodes: ${formatCount(least.cost.nodes)} from ${squareName(board, least.square)}; most: ${formatCount(most.cost.nodes)} from ${squareName(board, most.square)}.`;
	}
	const total = measured.reduce((sum, { cost }) => sum + cost.nodes, 0);
	return `${text} All starts together: ${formatCount(total)} nodes.`;
}
