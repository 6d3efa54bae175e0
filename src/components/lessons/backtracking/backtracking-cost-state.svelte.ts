/**
 * State of the backtracking lesson's cost widgets. Both start from
 * measurements made when the page was built (their charts rendered with the
 * page) and can measure again in the solver worker, with progress and Cancel:
 * `BoardCostState` searches from a1 on a list of boards in some strengths (a
 * line chart), `StartCostState` from every square of one board (a heat map).
 * The chart components load only when the reader asks for something the
 * page's own chart does not show, so the page does not carry d3 until then.
 */
import type { Component } from 'svelte';
import { SvelteMap } from 'svelte/reactivity';
import { createBoard, parseSquare, squareName, type Board } from '../../../lib/board.ts';
import type { BoardCost, BoardSize, Measurement } from '../../../lib/solvers/search-cost.ts';
import { STRENGTH_NAMES, type Strength } from '../../../lib/solvers/strength.ts';
import type { GridCell } from '../../charts/types.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import { boardName, formatCount, startSentence, startSummary } from './backtracking-cost.ts';

/** Where a chart's numbers come from, before the reader measures. */
const BUILT = 'measured when this page was built';

/** The props of BacktrackingCostChart. */
export interface CostChartProps {
	costs: readonly BoardCost[];
	strengths: readonly Strength[];
	budget: number;
	title: string;
	source: string;
	reference?: boolean;
}

/** The props of BacktrackingStartChart. */
export interface StartChartProps {
	rows: number;
	cols: number;
	strength: Strength;
	budget: number;
	costs: readonly (Measurement | null)[];
	selected?: GridCell | null;
	onselect?: ((row: number, col: number) => void) | undefined;
}

/** Loads the line chart on demand. */
async function importCostChart(): Promise<Component<CostChartProps>> {
	return (await import('./BacktrackingCostChart.svelte')).default;
}

/** Loads the heat map on demand. */
async function importStartChart(): Promise<Component<StartChartProps>> {
	return (await import('./BacktrackingStartChart.svelte')).default;
}

/** Where the boards chart starts: what it measures and what was measured at build time. */
export interface BoardCostSetup {
	boards: readonly BoardSize[];
	strengths: readonly Strength[];
	costs: readonly BoardCost[];
	/** The node budget of each search in `costs`. */
	budget: number;
	/** Runs the jobs; tests pass one over an in-memory worker. Default: a new runner. */
	runner?: SolverRunner | undefined;
	/** Loads the chart component; tests pass their own. Default: an `import()` of it. */
	loadChart?: (() => Promise<Component<CostChartProps>>) | undefined;
}

/** The search from a1 on a list of boards, in some strengths. */
export class BoardCostState {
	readonly boards: readonly BoardSize[] = [];
	readonly strengths: readonly Strength[] = [];
	readonly runner: SolverRunner;
	/** The budget chosen for the next measurement. */
	budget = $state(0);
	/** The measurements shown, and the budget they were made with. */
	costs = $state.raw<readonly BoardCost[]>([]);
	costsBudget = $state(0);
	/** Where the shown measurements were made. */
	source = $state(BUILT);
	/** The chart component, once loaded for the reader's own measurement. */
	chart = $state.raw<Component<CostChartProps> | null>(null);
	/** What the last finished measurement did, for RunStatus. */
	message = $state('');
	readonly #loadChart: () => Promise<Component<CostChartProps>>;

	/** Sets up the chart with the build-time measurements. */
	constructor(setup: BoardCostSetup) {
		this.boards = setup.boards;
		this.strengths = setup.strengths;
		this.costs = setup.costs;
		this.budget = setup.budget;
		this.costsBudget = setup.budget;
		this.runner = setup.runner ?? new SolverRunner();
		this.#loadChart = setup.loadChart ?? importCostChart;
	}

	/** Tells whether a measurement is running. */
	get running(): boolean {
		return this.runner.running;
	}

	/** Tells whether the shown measurements were made in this browser (the page's chart is stale). */
	get live(): boolean {
		return this.source !== BUILT;
	}

	/** Measures every board again in the worker with the chosen budget. */
	measure = async (): Promise<void> => {
		const budget = this.budget;
		this.message = '';
		// Loaded while the search runs; without it the table still shows the backtracks.
		const chart = this.chart === null ? this.#loadChart().catch(() => null) : this.chart;
		const outcome = await this.runner.run('backtracking-cost-boards', {
			boards: this.boards.map(({ rows, cols }) => ({ rows, cols })),
			strengths: [...this.strengths],
			maxNodes: budget,
		});
		// RunStatus says why a run did not finish; the chart keeps what it showed.
		if (outcome.status !== 'done') return;
		this.chart = await chart;
		this.costs = outcome.value;
		this.costsBudget = budget;
		this.source = 'measured in your browser';
		const seconds = (outcome.elapsed / 1000).toFixed(1);
		const nodes = outcome.value.reduce((sum, cost) => sum + cost.nodes, 0);
		this.message = `Measured ${String(outcome.value.length)} searches, ${formatCount(nodes)} nodes in all, in ${seconds} s.`;
	};

	/** Stops the measurement. */
	cancel = (): void => {
		this.runner.cancel();
	};
}

/** Where the heat map starts. */
export interface StartCostSetup {
	/** The boards the reader may choose. */
	boards: readonly BoardSize[];
	/** The board measured at build time (one of `boards`). */
	board: BoardSize;
	strength: Strength;
	/** Build-time measurements of `board` by strength, each square in order (top row first). */
	costs: Partial<Record<Strength, readonly Measurement[]>>;
	/** The node budget of each search in `costs`. */
	budget: number;
	runner?: SolverRunner | undefined;
	/** Loads the chart component; tests pass their own. Default: an `import()` of it. */
	loadChart?: (() => Promise<Component<StartChartProps>>) | undefined;
}

/** A measurement of every start square of a board. */
export interface StartMap {
	rows: number;
	cols: number;
	strength: Strength;
	budget: number;
	costs: readonly (Measurement | null)[];
}

/** Returns the cache key of a measurement. */
function key(rows: number, cols: number, strength: Strength, budget: number): string {
	return `${boardName(rows, cols)}:${strength}:${String(budget)}`;
}

/** The search from every square of one board: a heat map of nodes by start square. */
export class StartCostState {
	readonly boards: readonly BoardSize[] = [];
	readonly runner: SolverRunner;
	/** The choices for the next measurement. */
	size = $state({ rows: 5, cols: 5 });
	strength = $state<Strength>('textbook');
	budget = $state(0);
	/** The measurement shown. */
	shown = $state.raw<StartMap>({ rows: 5, cols: 5, strength: 'textbook', budget: 0, costs: [] });
	/** Whether `shown` is what the page's own chart shows. */
	initial = $state(true);
	/** The chart component, once loaded. */
	chart = $state.raw<Component<StartChartProps> | null>(null);
	/** Why the chart could not be loaded; empty otherwise. */
	chartError = $state('');
	selected = $state<GridCell | null>(null);
	/** The square typed in the Square box, and what is wrong with it. */
	squareText = $state('');
	squareError = $state<string | null>(null);
	message = $state('');
	readonly #measured = new SvelteMap<string, StartMap>();
	readonly #loadChart: () => Promise<Component<StartChartProps>>;

	readonly board: Board = $derived(createBoard(this.shown.rows, this.shown.cols));
	readonly summary = $derived(startSummary(this.shown.costs, this.shown.rows, this.shown.cols));
	/** Whether the choices differ from what the map shows (a measurement is needed). */
	readonly stale = $derived(
		key(this.size.rows, this.size.cols, this.strength, this.budget) !==
			key(this.shown.rows, this.shown.cols, this.shown.strength, this.shown.budget),
	);
	/** What is missing while the choices differ from the map shown: it must not stand under their name. */
	readonly missing = $derived(
		this.stale
			? `No map of ${boardName(this.size.rows, this.size.cols)} yet with ${STRENGTH_NAMES[this.strength]} and a budget of ${formatCount(this.budget)} nodes: press Measure to search from every square.`
			: '',
	);
	readonly sentence = $derived.by(() => {
		const cell = this.selected;
		if (cell === null) return '';
		const square = cell.row * this.shown.cols + cell.col;
		const cost = this.shown.costs[square] ?? null;
		return startSentence(cost, squareName(this.board, square), this.shown.budget);
	});

	/** Sets up the map with the build-time measurements. */
	constructor(setup: StartCostSetup) {
		this.boards = setup.boards;
		this.runner = setup.runner ?? new SolverRunner();
		this.#loadChart = setup.loadChart ?? importStartChart;
		const { rows, cols } = setup.board;
		for (const [strength, costs] of Object.entries(setup.costs) as [Strength, Measurement[]][]) {
			const map = { rows, cols, strength, budget: setup.budget, costs };
			this.#measured.set(key(rows, cols, strength, setup.budget), map);
		}
		this.size = { rows, cols };
		this.strength = setup.strength;
		this.budget = setup.budget;
		this.shown = this.#measured.get(key(rows, cols, setup.strength, setup.budget)) ?? this.shown;
	}

	/** Tells whether a measurement is running. */
	get running(): boolean {
		return this.runner.running;
	}

	/** Chooses a board by its name, "5×6"; an already measured choice shows at once. */
	chooseBoard = (name: string): void => {
		const size = this.boards.find(({ rows, cols }) => boardName(rows, cols) === name);
		if (size === undefined) return;
		this.size = { rows: size.rows, cols: size.cols };
		void this.#showChoice();
	};

	/** Chooses a strength; an already measured choice shows at once. */
	chooseStrength = (strength: Strength): void => {
		this.strength = strength;
		void this.#showChoice();
	};

	/** Chooses a budget; an already measured choice shows at once. */
	chooseBudget = (budget: number): void => {
		this.budget = budget;
		void this.#showChoice();
	};

	/** Makes the map live (loads it) when the reader reaches for it, so its squares can be chosen. */
	activate = async (): Promise<void> => {
		await this.#ensureChart();
		if (this.chart !== null) this.initial = false;
	};

	/** Selects a square of the map (a click, or Enter on the live map). */
	select = (row: number, col: number): void => {
		this.selected = { row, col };
		this.squareText = squareName(this.board, row * this.shown.cols + col);
		this.squareError = null;
	};

	/** Takes what the reader typed in Square; a square's name selects it. */
	typeSquare = (text: string): void => {
		this.squareText = text;
		if (text.trim() === '') {
			this.selected = null;
			this.squareError = null;
			return;
		}
		try {
			const square = parseSquare(this.board, text);
			this.selected = { row: Math.floor(square / this.shown.cols), col: square % this.shown.cols };
			this.squareError = null;
		} catch (error) {
			this.squareError = error instanceof Error ? error.message : String(error);
		}
	};

	/** Measures the chosen board, strength and budget in the worker. */
	measure = async (): Promise<void> => {
		const { rows, cols } = this.size;
		const { strength, budget } = this;
		this.message = '';
		const chart = this.#ensureChart();
		const outcome = await this.runner.run('backtracking-cost-starts', {
			board: { rows, cols },
			strength,
			maxNodes: budget,
		});
		if (outcome.status !== 'done') return;
		const map = { rows, cols, strength, budget, costs: outcome.value };
		this.#measured.set(key(rows, cols, strength, budget), map);
		await chart;
		this.#show(map);
		this.message = `Measured in ${(outcome.elapsed / 1000).toFixed(1)} s.`;
	};

	/** Stops the measurement. */
	cancel = (): void => {
		this.runner.cancel();
	};

	/** Loads the chart component once; a failure is reported and the summary still shows. */
	async #ensureChart(): Promise<void> {
		if (this.chart !== null) return;
		try {
			this.chart = await this.#loadChart();
		} catch (error) {
			this.chartError = `The map could not be loaded (${error instanceof Error ? error.message : String(error)}); the sentences below still hold the numbers.`;
		}
	}

	/** Shows the measurement of the current choices, if there is one. */
	async #showChoice(): Promise<void> {
		const { rows, cols } = this.size;
		const map = this.#measured.get(key(rows, cols, this.strength, this.budget));
		if (map === undefined) return;
		await this.#ensureChart();
		// The reader may have chosen again while the chart loaded.
		if (
			this.#measured.get(key(this.size.rows, this.size.cols, this.strength, this.budget)) === map
		) {
			this.#show(map);
		}
	}

	/** Shows a measurement, keeping the selected square when it is still on the board. */
	#show(map: StartMap): void {
		const cell = this.selected;
		if (cell !== null && (cell.row >= map.rows || cell.col >= map.cols)) {
			this.selected = null;
			this.squareText = '';
		}
		this.shown = map;
		this.initial = false;
		// The same square may have another name on a board of another height.
		if (this.selected !== null) this.select(this.selected.row, this.selected.col);
	}
}
