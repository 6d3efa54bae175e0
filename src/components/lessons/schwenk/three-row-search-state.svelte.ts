/**
 * State of the three-row search: the textbook backtracking search for a closed
 * tour of a 3×n board, run live in the solver worker while the board shows the
 * path it is trying, and an exact count of the closed tours ('count-tours').
 */
import { createBoard, squareName, type Board, type Square } from '../../../lib/board.ts';
import type { SolveResult } from '../../../lib/solvers/types.ts';
import { closedTourExists } from '../../../lib/theory.ts';
import { applyTourStep, createTourView } from '../../player/tour-view.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';

/** What the same search found when the page was built, for the table under the widget. */
export interface ThreeRowResult {
	cols: number;
	/** Positions the search placed before it stopped (at the first closed tour, or at the end). */
	positions: number;
	/** Whether it found a closed tour. */
	found: boolean;
	/** The exact number of closed tours of the board. */
	tours: number;
}

/** Where the search starts: the boards offered, the one chosen, and a runner (tests pass one). */
export interface ThreeRowSearchSetup {
	results: readonly ThreeRowResult[];
	cols: number;
	runner?: SolverRunner | undefined;
}

/** What the widget is doing. */
export type SearchPhase = 'idle' | 'searching' | 'counting';

const number = new Intl.NumberFormat('en-GB');

/** Says "1 closed tour" or "16 closed tours". */
function tours(count: number): string {
	return `${number.format(count)} closed tour${count === 1 ? '' : 's'}`;
}

/** The three-row search's state. */
export class ThreeRowSearchState {
	readonly results: readonly ThreeRowResult[];
	readonly runner: SolverRunner;
	cols = $state(8);
	phase = $state<SearchPhase>('idle');
	/** The path the search is on (or the tour it found). */
	path = $state.raw<Square[]>([]);
	/** Whether `path` is a closed tour the search found. */
	found = $state(false);
	/** Positions placed so far in this run (squares the search stepped onto). */
	positions = $state(0);
	/** The sentence about the last finished run. */
	message = $state('');
	readonly board: Board = $derived(createBoard(3, this.cols));
	readonly start = $derived(squareName(this.board, 0));
	readonly running = $derived(this.phase !== 'idle');
	/** Whether the search streams its steps, so that the board follows its path. */
	readonly drawsPath = $derived(!closedTourExists(3, this.cols).exists);
	/** Counts runs, so that a run superseded by a newer one leaves the state alone. */
	#serial = 0;

	/** Sets up the widget with nothing run yet. */
	constructor({ results, cols, runner }: ThreeRowSearchSetup) {
		this.results = results;
		this.cols = cols;
		this.runner = runner ?? new SolverRunner();
	}

	/** Chooses another board, stopping anything that runs. */
	choose = (cols: number): void => {
		if (this.running) this.runner.cancel();
		this.#serial++;
		this.phase = 'idle';
		this.cols = cols;
		this.path = [];
		this.found = false;
		this.positions = 0;
		this.message = '';
	};

	/**
	 * Runs the plain backtracking search for a closed tour from a3. Where it must run out of paths
	 * (3×4, 3×6, 3×8), a few hundred thousand steps at most, the worker streams every step and the
	 * board follows the path. Elsewhere the search finds a tour after about a million positions,
	 * too many steps to send, so the 'find-tour' job runs the same search and reports only its
	 * position count (that job answers ruled-out boards from theory, without searching).
	 */
	async search(): Promise<void> {
		const serial = ++this.#serial;
		const view = createTourView(this.board);
		this.phase = 'searching';
		this.path = [];
		this.found = false;
		this.positions = 0;
		this.message = '';
		const input = {
			board: { rows: 3, cols: this.cols },
			options: { closed: true, algorithm: 'backtracking' as const },
		};
		const outcome = this.drawsPath
			? await this.runner.run('tour-steps', input, {
					onSteps: (steps) => {
						if (serial !== this.#serial) return;
						for (const step of steps) applyTourStep(view, step);
						this.path = Array.from(view.path.subarray(0, view.length));
						this.positions = view.nodes;
					},
				})
			: await this.runner.run('find-tour', input, {
					onProgress: (progress) => {
						if (serial === this.#serial) this.positions = progress.counters?.['nodes'] ?? 0;
					},
				});
		if (serial !== this.#serial) return;
		this.phase = 'idle';
		if (outcome.status !== 'done') {
			this.message =
				outcome.status === 'error'
					? outcome.message
					: `Cancelled after ${number.format(this.positions)} positions: an unfinished search proves nothing.`;
			return;
		}
		this.finishSearch(outcome.value, outcome.elapsed);
	}

	/** Words the end of a search. */
	private finishSearch(result: SolveResult, elapsed: number): void {
		const size = `3×${String(this.cols)}`;
		const positions = number.format(result.stats.nodes);
		const time = `${(elapsed / 1000).toFixed(1)} s`;
		this.positions = result.stats.nodes;
		if (result.status === 'found') {
			this.path = Array.from(result.tour);
			this.found = true;
			this.message = `Found a closed tour of ${size} after ${positions} positions (${time}). The search stops at the first one; Count closed tours finds them all.`;
		} else if (result.status === 'impossible') {
			this.path = [];
			this.message = `No closed tour on ${size}: the search tried every way on from ${this.start}, ${positions} positions in all, and no path through all ${String(3 * this.cols)} squares ends a knight's move from ${this.start} (${time}).`;
		} else {
			this.message = result.reason;
		}
	}

	/** Counts the closed tours of the board exactly, in the worker. */
	async count(): Promise<void> {
		const serial = ++this.#serial;
		this.phase = 'counting';
		this.message = '';
		const outcome = await this.runner.run('count-tours', {
			board: { rows: 3, cols: this.cols },
			options: { closed: true, method: 'search' },
		});
		if (serial !== this.#serial) return;
		this.phase = 'idle';
		if (outcome.status !== 'done') {
			this.message = outcome.status === 'cancelled' ? 'Cancelled.' : outcome.message;
			return;
		}
		const count = Number(outcome.value);
		this.message =
			count === 0
				? `3×${String(this.cols)} has no closed tour: the count is 0.`
				: `3×${String(this.cols)} has exactly ${tours(count)}, each counted once whichever way round it goes.`;
	}

	/** Stops the running search or count. */
	cancel = (): void => {
		this.runner.cancel();
	};

	/** Describes a square for screen readers: "c2, move 5 of the path". */
	describe = (square: Square): string => {
		const move = this.path.indexOf(square);
		const name = squareName(this.board, square);
		return move < 0 ? name : `${name}, move ${String(move + 1)}`;
	};
}
