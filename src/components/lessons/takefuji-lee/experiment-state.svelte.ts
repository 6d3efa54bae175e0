/**
 * State of the network experiment: the set-up the reader types (sides, seeds,
 * rule, update order), the run in the solver worker ('takefuji-lee-
 * experiment') with progress and Cancel, and the rows shown. Until the reader
 * runs it, the rows are the ones computed when the page was built; the chart
 * component loads only with the reader's first run, so the page does not
 * carry d3 until then.
 */
import type { Component } from 'svelte';
import { parseWholeNumber } from '../../../lib/input.ts';
import type {
	NeuralExperimentRow,
	NeuralRule,
	NeuralShuffle,
} from '../../../lib/solvers/takefuji-lee.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import type { ValuesOf } from '../../share/state-codec.ts';
import {
	EXPERIMENT_MAX_SEEDS,
	EXPERIMENT_MAX_SIDE,
	EXPERIMENT_MIN_SIDE,
	type ExperimentInput,
} from './experiment-jobs.ts';
import type { experimentSchema } from './experiment-link.ts';
import { experimentCsv, experimentLines } from './experiment-table.ts';
import { RULE_NAMES } from './rule-names.ts';

/** The props of the chart component. */
export interface ExperimentChartProps {
	rows: readonly NeuralExperimentRow[];
	source: string;
}

/** Where the widget starts. */
export interface ExperimentSetup {
	/** Rows computed when the page was built, and the input they came from. */
	initial: readonly NeuralExperimentRow[];
	input: ExperimentInput;
	/** Runs the experiment; tests pass one over a fake worker. Default: a new runner. */
	runner?: SolverRunner | undefined;
	/** Loads the chart; tests pass their own. Default: an `import()` of it. */
	loadChart?: (() => Promise<Component<ExperimentChartProps>>) | undefined;
}

/** Loads the chart on demand. */
async function importChart(): Promise<Component<ExperimentChartProps>> {
	return (await import('./ExperimentChart.svelte')).default;
}

/** Returns the sides from, to (inclusive) by step. */
export function sidesOf(from: number, to: number, step: number): number[] {
	const sides: number[] = [];
	for (let side = from; side <= to; side += step) sides.push(side);
	return sides;
}

/** Describes an experiment's input in words, for captions and the CSV file. */
export function describeInput(input: ExperimentInput): string {
	const order = input.shuffle === 'once' ? 'one fixed order per run' : 'a fresh order every sweep';
	const sides = input.sides;
	const range =
		sides.length === 1
			? `${String(sides[0])}×${String(sides[0])}`
			: `${String(sides[0])}×${String(sides[0])} to ${String(sides.at(-1))}×${String(sides.at(-1))}`;
	return `${range}, seeds 0 to ${String(input.seeds - 1)} on each board, rule: ${RULE_NAMES[input.rule].label}, ${order}, at most ${(input.maxIterations ?? 1000).toLocaleString('en-GB')} sweeps`;
}

/** The experiment widget's state. */
export class ExperimentState {
	from = $state('');
	to = $state('');
	step = $state('');
	seeds = $state('');
	rule = $state<NeuralRule>('working');
	shuffle = $state<NeuralShuffle>('every-sweep');
	rows = $state.raw<readonly NeuralExperimentRow[]>([]);
	/** The input `rows` came from. */
	ranInput = $state.raw<ExperimentInput>({ sides: [], seeds: 1, rule: 'working', shuffle: 'once' });
	/** Whether `rows` were computed in this browser (else when the page was built). */
	measuredHere = $state(false);
	chart = $state.raw<Component<ExperimentChartProps> | null>(null);
	readonly runner: SolverRunner;
	readonly #loadChart: () => Promise<Component<ExperimentChartProps>>;

	readonly fromParsed = $derived(
		parseWholeNumber(this.from, 'Smallest side', EXPERIMENT_MIN_SIDE, EXPERIMENT_MAX_SIDE),
	);
	readonly toParsed = $derived(
		parseWholeNumber(this.to, 'Largest side', EXPERIMENT_MIN_SIDE, EXPERIMENT_MAX_SIDE),
	);
	readonly stepParsed = $derived(parseWholeNumber(this.step, 'Step', 1, 27));
	readonly seedsParsed = $derived(
		parseWholeNumber(this.seeds, 'Seeds per size', 1, EXPERIMENT_MAX_SEEDS),
	);
	/** The input the boxes describe, or a message saying what is wrong. */
	readonly input = $derived.by((): ExperimentInput | string => {
		const [f, t, s, n] = [this.fromParsed, this.toParsed, this.stepParsed, this.seedsParsed];
		if (!f.ok || !t.ok || !s.ok || !n.ok) return 'Fix the boxes marked above to run.';
		if (t.value < f.value) return 'The largest side must be at least the smallest.';
		const sides = sidesOf(f.value, t.value, s.value);
		return { sides, seeds: n.value, rule: this.rule, shuffle: this.shuffle };
	});
	readonly lines = $derived(experimentLines(this.rows));
	readonly source = $derived(
		this.measuredHere ? 'run in this browser' : 'computed when this page was built',
	);

	/** Sets up the widget with the build's rows; nothing runs yet. */
	constructor(setup: ExperimentSetup) {
		this.rows = setup.initial;
		this.ranInput = setup.input;
		this.fill(setup.input);
		this.runner = setup.runner ?? new SolverRunner();
		this.#loadChart = setup.loadChart ?? importChart;
	}

	/** Fills the boxes from an input. */
	fill(input: ExperimentInput): void {
		const sides = input.sides;
		this.from = String(sides[0] ?? 6);
		this.to = String(sides.at(-1) ?? 20);
		this.step = String(sides.length > 1 ? (sides[1] as number) - (sides[0] as number) : 1);
		this.seeds = String(input.seeds);
		this.rule = input.rule;
		this.shuffle = input.shuffle;
	}

	/** The set-up as link values. */
	values(): ValuesOf<typeof experimentSchema.fields> {
		const number = (text: string, fallback: number): number => {
			const n = Number(text);
			return Number.isInteger(n) ? n : fallback;
		};
		return {
			from: number(this.from, 6),
			to: number(this.to, 20),
			step: number(this.step, 2),
			seeds: number(this.seeds, 200),
			rule: this.rule,
			shuffle: this.shuffle,
		};
	}

	/** Takes the set-up from link values. */
	restore(values: ValuesOf<typeof experimentSchema.fields>): void {
		this.from = String(values.from);
		this.to = String(values.to);
		this.step = String(values.step);
		this.seeds = String(values.seeds);
		this.rule = values.rule;
		this.shuffle = values.shuffle;
	}

	/** Runs the experiment in the worker, replacing the chart and table when it is done. */
	run = async (): Promise<void> => {
		const input = this.input;
		if (typeof input === 'string') return;
		const chart = this.chart === null ? this.#loadChart().catch(() => null) : this.chart;
		const outcome = await this.runner.run('takefuji-lee-experiment', input);
		if (outcome.status !== 'done') return;
		this.chart = await chart;
		this.rows = outcome.value;
		this.ranInput = input;
		this.measuredHere = true;
	};

	/** Returns the rows shown as a CSV file. */
	csv(): string {
		return experimentCsv(this.lines, `Takefuji–Lee network, ${describeInput(this.ranInput)}`);
	}
}
