/**
 * State of the starts map: Warnsdorff's rule run from every square of a board
 * in the solver worker ('warnsdorff-starts'), shown as a heat map of how far
 * it gets; starts from which no tour can exist at all are left without a
 * value. Picking a start shows that run, and where the rule failed but no
 * proof rules a tour out, a backtracking search in the worker settles it.
 *
 * The page first shows the map drawn when it was built; the interactive map
 * (the chart code and the step player) loads when the reader first reaches
 * for the widget, so a reader who only reads never downloads it.
 */
import type { Component } from 'svelte';
import { createBoard, parseSquare, squareName, type Square } from '../../../lib/board.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import type { TieBreak } from '../../../lib/solvers/warnsdorff.ts';
import type { GridCell } from '../../charts/types.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import type { StartsResult } from './jobs.ts';
import { MAX_SEED, TIE_BREAK_SHORT, readTieBreak } from '../../solver-names.ts';

/** Where the map starts: a result computed when the page was built, and the largest side. */
export interface WarnsdorffStartsSetup {
	initial: StartsResult;
	maxSide: number;
	/** Runs the map; tests pass one over a fake worker. Default: a new runner. */
	runner?: SolverRunner | undefined;
	/** Runs the search for a tour from a picked start. Default: a new runner. */
	searchRunner?: SolverRunner | undefined;
	/** Loads the interactive map; tests pass their own. Default: an `import()` of it. */
	loadPicker?: (() => Promise<Component<{ starts: WarnsdorffStartsState }>>) | undefined;
}

/** Loads the interactive map on demand. */
async function importPicker(): Promise<Component<{ starts: WarnsdorffStartsState }>> {
	return (await import('./WarnsdorffStartsPicker.svelte')).default;
}

/** Positions the search from a picked start may try before it gives up. */
export const SEARCH_BUDGET = 2_000_000;

const number = new Intl.NumberFormat('en-GB');

/** The starts map's state. */
export class WarnsdorffStartsState {
	rowsText = $state('');
	colsText = $state('');
	seedText = $state('');
	tieBreak = $state<TieBreak>('first');
	result = $state.raw<StartsResult>() as StartsResult;
	/** The start the reader picked, or null. */
	selected = $state<Square | null>(null);
	/** What the search found about a tour from the picked start; '' when no search ran. */
	existence = $state('');
	maxSide = 30;
	/** The interactive map, once loaded. */
	picker = $state.raw<Component<{ starts: WarnsdorffStartsState }> | null>(null);
	/** Why the interactive map could not load; '' when it did or has not been asked for. */
	pickerError = $state('');
	readonly runner: SolverRunner;
	readonly searchRunner: SolverRunner;
	#initial: StartsResult | null = null;
	readonly #loadPicker: () => Promise<Component<{ starts: WarnsdorffStartsState }>>;
	#loading = false;
	/** A start picked on the built map before the interactive one arrived. */
	#pending: Square | null = null;
	#serial = 0;

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, this.maxSide));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, this.maxSide));
	readonly seed = $derived(parseWholeNumber(this.seedText, 'Seed', 0, MAX_SEED));
	readonly board = $derived(createBoard(this.result.rows, this.result.cols));
	readonly proved = $derived(this.result.proofs.filter((p) => p !== null).length);
	readonly summary = $derived(this.#summarize());
	/** Whether the result is still the one the page was built with (its map is already drawn). */
	readonly untouched = $derived(this.result === this.#initial);
	readonly cell: GridCell | null = $derived(
		this.selected === null
			? null
			: {
					row: Math.floor(this.selected / this.result.cols),
					col: this.selected % this.result.cols,
				},
	);
	readonly selection = $derived(this.#describeSelection());

	/** Sets up the map with the result computed at build time; nothing runs yet. */
	constructor(setup: WarnsdorffStartsSetup) {
		this.maxSide = setup.maxSide;
		this.#initial = setup.initial;
		this.#loadPicker = setup.loadPicker ?? importPicker;
		this.result = setup.initial;
		this.rowsText = String(setup.initial.rows);
		this.colsText = String(setup.initial.cols);
		this.seedText = String(setup.initial.seed);
		this.tieBreak = setup.initial.tieBreak;
		this.runner = setup.runner ?? new SolverRunner();
		this.searchRunner = setup.searchRunner ?? new SolverRunner();
	}

	/** Takes what the reader typed in Rows or Columns, and maps the new board once both are right. */
	type(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		void this.map();
	}

	/** Takes what the reader typed in Seed. */
	typeSeed = (text: string): void => {
		this.seedText = text;
		void this.map();
	};

	/** Chooses a tie-break by its name and maps again; anything else is ignored. */
	chooseTieBreak = (value: string): void => {
		const found = readTieBreak(value);
		if (found === null) return;
		this.tieBreak = found;
		void this.map();
	};

	/** Loads the interactive map the first time the reader reaches for the widget. */
	wake = (): void => {
		if (this.picker !== null || this.#loading) return;
		this.#loading = true;
		this.#loadPicker().then(
			(picker) => {
				this.picker = picker;
				const pending = this.#pending;
				this.#pending = null;
				if (pending !== null && this.untouched) {
					this.select(Math.floor(pending / this.result.cols), pending % this.result.cols);
				}
			},
			(error: unknown) => {
				this.#loading = false;
				this.pickerError = `The interactive map could not load (${error instanceof Error ? error.message : String(error)}); the map above still shows the page's result.`;
			},
		);
	};

	/** Takes a tap on the built map (a cell's tooltip reads "e3: 60"), to pick it once the map has loaded. */
	pickOnBuiltMap = (tooltip: string | null | undefined): void => {
		this.wake();
		const name = tooltip?.split(':')[0]?.trim() ?? '';
		try {
			this.#pending = parseSquare(this.board, name);
		} catch {
			// Not a cell (a label, the legend): nothing to pick.
		}
	};

	/** Runs the rule from every start of the board in the worker; a newer request wins. */
	async map(): Promise<void> {
		if (!this.rows.ok || !this.cols.ok || !this.seed.ok) return;
		const serial = ++this.#serial;
		const input = {
			board: { rows: this.rows.value, cols: this.cols.value },
			tieBreak: this.tieBreak,
			seed: this.seed.value,
		};
		const outcome = await this.runner.run('warnsdorff-starts', input);
		if (serial !== this.#serial || outcome.status !== 'done') return;
		this.searchRunner.cancel();
		this.result = outcome.value;
		this.selected = null;
		this.existence = '';
	}

	/** Picks a start from the map; where the rule fails with no proof, looks for a tour from it. */
	select = (row: number, col: number): void => {
		const square = row * this.result.cols + col;
		this.selected = square;
		this.existence = '';
		const failed = (this.result.visited[square] ?? 0) < this.board.size;
		if (failed && this.result.proofs[square] === null && !this.result.closedTour) {
			void this.search(square);
		} else {
			this.searchRunner.cancel();
		}
	};

	/** Runs the backtracking search ordered by the rule from a start, and says what it found. */
	async search(square: Square): Promise<void> {
		const { rows, cols } = this.result;
		const name = squareName(this.board, square);
		const outcome = await this.searchRunner.run('find-tour', {
			board: { rows, cols },
			options: { algorithm: 'warnsdorff-backtracking', start: square, maxNodes: SEARCH_BUDGET },
		});
		if (this.selected !== square) return;
		if (outcome.status !== 'done') {
			this.existence =
				outcome.status === 'cancelled'
					? `The search for a tour from ${name} was cancelled.`
					: outcome.message;
			return;
		}
		const result = outcome.value;
		const positions = number.format(result.stats.nodes);
		if (result.status === 'found') {
			this.existence = `A backtracking search finds a tour from ${name} after ${positions} positions: a tour exists, and the rule missed it.`;
		} else if (result.status === 'impossible') {
			this.existence = `A complete backtracking search (${positions} positions) shows that no tour starts on ${name}.`;
		} else {
			this.existence = `A backtracking search gave up after ${positions} positions, so whether a tour starts on ${name} stays open.`;
		}
	}

	/** Says from how many starts the rule fails, and what the proofs and the board's closed tours add. */
	#summarize(): string {
		const { tours, rows, cols, tieBreak, closedTour } = this.result;
		const size = rows * cols;
		const rule = `Warnsdorff's rule (tie-break: ${TIE_BREAK_SHORT[tieBreak]}) on ${String(rows)}×${String(cols)}`;
		const head = `${rule} fails from ${number.format(size - tours)} of ${number.format(size)} starts and completes a tour from ${number.format(tours)}.`;
		const rest = size - tours - this.proved;
		const proofs =
			this.proved === 0
				? ''
				: ` From ${number.format(this.proved)} of the failing starts no tour can start at all (no value on the map), so no method could succeed there.`;
		if (tours === size) return head;
		if (rest === 0) return `${head}${proofs} Wherever a tour can start, the rule finds one.`;
		const kind = this.proved === 0 ? 'failing start' : 'other failing start';
		const those = rest === 1 ? `that ${kind}` : `the ${number.format(rest)} ${kind}s`;
		const missed = closedTour
			? ` The board has a closed tour, and a closed tour can begin on any square, so from ${those} a tour exists and the rule misses it.`
			: ` Pick ${rest === 1 ? those : `one of ${those}`} to search for a tour from it.`;
		return `${head}${proofs}${missed}`;
	}

	/** Says what happened from the picked start. */
	#describeSelection(): string {
		const square = this.selected;
		if (square === null) return '';
		const name = squareName(this.board, square);
		const visited = this.result.visited[square] ?? 0;
		const size = this.board.size;
		if (visited === size)
			return `From ${name} the rule completes a tour of all ${String(size)} squares.`;
		const stuck = `From ${name} the rule gets stuck after ${String(visited)} of ${String(size)} squares.`;
		const proof = this.result.proofs[square] ?? null;
		if (proof !== null) return `${stuck} No tour can start there: ${proof}`;
		if (this.result.closedTour) {
			return `${stuck} A tour from ${name} exists all the same: the board has a closed tour, and a closed tour can begin on any of its squares.`;
		}
		return this.existence === ''
			? `${stuck} Looking for a tour from ${name}…`
			: `${stuck} ${this.existence}`;
	}
}
