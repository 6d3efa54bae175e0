/**
 * State of the timing widget: Warnsdorff's rule timed in the solver worker on
 * square boards from 100×100 to 1000×1000 ('warnsdorff-timing'). The chart
 * loads only when the reader measures; until then the page shows the times
 * measured when it was built.
 */
import type { Component } from 'svelte';
import type { TieBreak } from '../../../lib/solvers/warnsdorff.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import type { TimingRow } from './jobs.ts';
import { readTieBreak } from '../../solver-names.ts';
import { TIMING_REPEATS, TIMING_SIDES, msPerMillion } from './warnsdorff-timing.ts';

/** Where the widget starts: times measured when the page was built. */
export interface WarnsdorffTimingSetup {
	initial: readonly TimingRow[];
	tieBreak: TieBreak;
	/** Runs the timing; tests pass one over a fake worker. Default: a new runner. */
	runner?: SolverRunner | undefined;
	/** Loads the chart component; tests pass their own. Default: an `import()` of it. */
	loadChart?: (() => Promise<Component<ChartProps>>) | undefined;
}

/** The props of the timing chart. */
export interface ChartProps {
	rows: readonly TimingRow[];
	tieBreak: TieBreak;
	source: string;
}

/** Loads the chart on demand, so that the page does not carry d3's line code until it is used. */
async function importChart(): Promise<Component<ChartProps>> {
	return (await import('./WarnsdorffTimingChart.svelte')).default;
}

/** The timing widget's state. */
export class WarnsdorffTimingState {
	tieBreak = $state<TieBreak>('squirrel-cull');
	rows = $state.raw<readonly TimingRow[]>([]);
	/** Whether `rows` were measured in this browser (else when the page was built). */
	measuredHere = $state(false);
	/** The tie-break `rows` were measured with. */
	measuredWith = $state<TieBreak>('squirrel-cull');
	/** The chart component, once loaded for the reader's own measurement. */
	chart = $state.raw<Component<ChartProps> | null>(null);
	readonly runner: SolverRunner;
	readonly #loadChart: () => Promise<Component<ChartProps>>;

	/** Milliseconds per million squares: the slope of the fitted line. */
	readonly perMillion = $derived(msPerMillion(this.rows));
	readonly source = $derived(
		this.measuredHere ? 'measured in this browser' : 'measured when this page was built',
	);

	/** Sets up the widget with the build's times; nothing runs yet. */
	constructor(setup: WarnsdorffTimingSetup) {
		this.rows = setup.initial;
		this.tieBreak = setup.tieBreak;
		this.measuredWith = setup.tieBreak;
		this.runner = setup.runner ?? new SolverRunner();
		this.#loadChart = setup.loadChart ?? importChart;
	}

	/** Chooses a tie-break by its name; anything else is ignored. */
	chooseTieBreak = (value: string): void => {
		this.tieBreak = readTieBreak(value) ?? this.tieBreak;
	};

	/** Times the rule on every board in the worker, replacing the chart and table when it is done. */
	measure = async (): Promise<void> => {
		const tieBreak = this.tieBreak;
		// Loaded while the rule runs; without it the table below still shows every time.
		const chart = this.chart === null ? this.#loadChart().catch(() => null) : this.chart;
		const outcome = await this.runner.run('warnsdorff-timing', {
			sides: [...TIMING_SIDES],
			tieBreak,
			repeats: TIMING_REPEATS,
		});
		if (outcome.status !== 'done') return;
		this.chart = await chart;
		this.rows = outcome.value;
		this.measuredHere = true;
		this.measuredWith = tieBreak;
	};
}
