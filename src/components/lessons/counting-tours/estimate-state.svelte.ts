/**
 * State of the estimate widget: Cancela and Mordecki's random Warnsdorff
 * walks run in the solver worker on 5×5, 6×6 or 8×8, the running estimate
 * and its 95% interval charted as the walks grow, against the exact count.
 * The walks are seeded, so the same board, walks and seed give the same
 * estimate anywhere (the page's first picture was computed when it was built).
 */
import { parseWholeNumber } from '../../../lib/input.ts';
import type { LineSeries } from '../../charts/types.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import { ESTIMATE_BOARDS, formatCount, type EstimateBoard } from './estimate-boards.ts';
import { MAX_WALKS, type EstimatePoint, type EstimateRun } from './estimate-jobs.ts';

/** How many standard errors either side make the 95% interval (normal approximation). */
export const Z95 = 1.96;

const number = new Intl.NumberFormat('en-GB');

/** The power of ten the chart's counts are given in: 1 below ten million, else 10¹⁵ on 8×8. */
export function chartUnit(exact: number): number {
	return exact < 1e7 ? 1 : 10 ** (Math.floor(Math.log10(exact)) - 1);
}

/**
 * The chart's series, in `chartUnit(exact)`s: the estimate, the two ends of its 95% interval
 * (the lower one no less than 0), and the exact count.
 */
export function estimateSeries(points: readonly EstimatePoint[], exact: number): LineSeries[] {
	const last = points.at(-1)?.samples ?? 10;
	const unit = chartUnit(exact);
	const at = (value: number) => (p: EstimatePoint) => ({ x: p.samples, y: value / unit });
	return [
		{ name: 'Estimate', points: points.map((p) => at(p.estimate)(p)) },
		{
			name: 'Upper end of the 95% interval',
			points: points.map((p) => at(p.estimate + Z95 * p.standardError)(p)),
		},
		{
			name: 'Lower end of the 95% interval',
			points: points.map((p) => at(Math.max(0, p.estimate - Z95 * p.standardError))(p)),
		},
		{ name: 'Exact count', points: [10, Math.max(last, 20)].map((x) => ({ x, y: exact / unit })) },
	];
}

/** The chart's vertical axis title for a board whose exact count is `exact`, with the unit. */
export function estimateAxisTitle(exact: number): string {
	const unit = chartUnit(exact);
	return unit === 1
		? 'Directed open tours'
		: `Directed open tours (× ${formatCount(unit).replace('1.00 × ', '')})`;
}

/** Says what a finished run found, against the exact count. */
export function describeEstimate(run: EstimateRun, board: EstimateBoard): string {
	const exact = Number(board.exact);
	const low = run.estimate - Z95 * run.standardError;
	const high = run.estimate + Z95 * run.standardError;
	const inside = low <= exact && exact <= high;
	const off = ((run.estimate - exact) / exact) * 100;
	return `${number.format(run.samples)} walks on ${String(run.rows)}×${String(run.cols)} (seed ${String(run.seed)}): estimate ${formatCount(run.estimate)}, 95% interval ${formatCount(Math.max(0, low))} to ${formatCount(high)}. The exact count, ${number.format(BigInt(board.exact))} (${board.source}), is ${inside ? 'inside' : 'outside'} it; the estimate is ${Math.abs(off).toFixed(1)}% ${off >= 0 ? 'above' : 'below'} it.`;
}

/** The estimate widget's state. */
export class EstimateState {
	readonly runner: SolverRunner;
	/** Place of the chosen board in ESTIMATE_BOARDS. */
	boardIndex = $state(2);
	walksText = $state('100000');
	seedText = $state('1');
	/** The run shown: the last finished one (at first, the one made when the page was built). */
	run = $state.raw<EstimateRun>() as EstimateRun;
	/** The latest report of the run going on. */
	latest = $state.raw<EstimatePoint | null>(null);
	/**
	 * Points of the run going on for the chart: a report joins them when its walks are at least
	 * twice the last point's, so that the chart, which spreads walks by powers of ten, is redrawn
	 * a few times per run rather than with every report.
	 */
	live = $state.raw<EstimatePoint[]>([]);

	readonly walks = $derived(parseWholeNumber(this.walksText, 'Walks', 1, MAX_WALKS));
	readonly seed = $derived(parseWholeNumber(this.seedText, 'Seed', 0, 2 ** 31 - 1));
	readonly board = $derived(ESTIMATE_BOARDS[this.boardIndex] as EstimateBoard);
	/** The board of the run shown. */
	readonly shownBoard = $derived(
		ESTIMATE_BOARDS.find(
			(b) => b.rows === this.run.rows && b.cols === this.run.cols,
		) as EstimateBoard,
	);
	/** The exact count of the board charted: the one running, else the one shown. */
	readonly chartExact = $derived.by(() =>
		Number((this.runner.running ? this.board : this.shownBoard).exact),
	);
	readonly series = $derived.by(() =>
		estimateSeries(this.runner.running ? this.live : this.run.points, this.chartExact),
	);
	/** The vertical axis's title, with its unit. */
	readonly yTitle = $derived(estimateAxisTitle(this.chartExact));
	/** The board charted, e.g. "8×8". */
	readonly chartBoard = $derived.by(() => {
		const b = this.runner.running ? this.board : this.run;
		return `${String(b.rows)}×${String(b.cols)}`;
	});
	readonly result = $derived(describeEstimate(this.run, this.shownBoard));
	/** The running estimate in words, while walking. */
	readonly progressText = $derived.by(() => {
		const p = this.latest;
		if (p === null) return 'Walking…';
		const share =
			p.estimate > 0 ? ` ± ${((Z95 * p.standardError * 100) / p.estimate).toFixed(1)}%` : '';
		return `Walking… ${number.format(p.samples)} of ${this.walks.ok ? number.format(this.walks.value) : '?'} walks; estimate so far ${formatCount(p.estimate)}${share}.`;
	});

	/** Sets up the widget showing `initial`. */
	constructor(initial: EstimateRun, runner?: SolverRunner) {
		this.runner = runner ?? new SolverRunner();
		this.run = initial;
		const index = ESTIMATE_BOARDS.findIndex(
			(b) => b.rows === initial.rows && b.cols === initial.cols,
		);
		this.boardIndex = Math.max(0, index);
		this.walksText = String(initial.samples);
		this.seedText = String(initial.seed);
	}

	/** Chooses a board by its place in the list. */
	chooseBoard = (index: number): void => {
		this.boardIndex = index;
	};

	/** Runs the walks in the worker; the chart follows the reports. */
	estimate = async (): Promise<void> => {
		if (!this.walks.ok || !this.seed.ok) return;
		const input = {
			rows: this.board.rows,
			cols: this.board.cols,
			samples: this.walks.value,
			seed: this.seed.value,
		};
		this.live = [];
		this.latest = null;
		const outcome = await this.runner.run('estimate-tours', input, {
			onProgress: (progress) => {
				const c = progress.counters ?? {};
				const point = {
					samples: c['samples'] ?? 0,
					estimate: c['estimate'] ?? 0,
					standardError: c['standardError'] ?? 0,
				};
				this.latest = point;
				if (point.samples >= 2 * (this.live.at(-1)?.samples ?? 0))
					this.live = [...this.live, point];
			},
		});
		if (outcome.status === 'done') this.run = outcome.value;
	};

	/** Stops the walks. */
	cancel = (): void => {
		this.runner.cancel();
	};
}
