/**
 * State of the tour browser: the open tours of a board from one start, one at a time, in the
 * order the search finds them. Each tour comes from the solver worker ('next-tour', which walks
 * the same search up to the asked-for tour), so Previous and Next are exact in both directions.
 * The first tour is computed when the page is built.
 */
import { createBoard, squareName, type Board, type Square } from '../../../lib/board.ts';
import { parseWholeNumber, type Parsed } from '../../../lib/input.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';

/** Where the browser starts. */
export interface TourBrowserSetup {
	rows: number;
	cols: number;
	start: Square;
	/** How many tours start there (`countTours`). */
	total: number;
	/** The first tour the search finds, computed when the page was built. */
	first: readonly Square[];
	/** Runs the search; tests pass one over a fake worker. Default: a new runner. */
	runner?: SolverRunner | undefined;
}

/** The tour browser's state. */
export class TourBrowserState {
	/** Which tour is shown, from 0. */
	index = $state(0);
	tour = $state.raw<readonly Square[]>([]);
	numberText = $state('1');
	readonly board: Board;
	readonly total: number;
	readonly start: Square;
	readonly runner: SolverRunner;
	#serial = 0;

	/** The typed tour number, checked. */
	get number(): Parsed<number> {
		return parseWholeNumber(this.numberText, 'Tour number', 1, this.total);
	}

	/** Which tour is shown and where it ends. */
	get summary(): string {
		const end = squareName(this.board, this.tour[this.tour.length - 1] ?? 0);
		return `Tour ${String(this.index + 1)} of ${String(this.total)} from ${squareName(this.board, this.start)}: it ends on ${end}.`;
	}

	/** Sets up the browser on the first tour; nothing runs yet. */
	constructor(setup: TourBrowserSetup) {
		this.board = createBoard(setup.rows, setup.cols);
		this.total = setup.total;
		this.start = setup.start;
		this.tour = setup.first;
		this.runner = setup.runner ?? new SolverRunner();
	}

	/** Describes a square for screen readers: its name and its move number. */
	describe = (square: Square): string => {
		const move = this.tour.indexOf(square);
		return `${squareName(this.board, square)}, move ${String(move + 1)}`;
	};

	/** Shows the tour `index` places after (or before) the current one, wrapping round the list. */
	step = (by: number): void => {
		void this.show((this.index + by + this.total) % this.total);
	};

	/** Takes what the reader typed in Tour number, and shows that tour once it is a valid number. */
	typeNumber = (text: string): void => {
		this.numberText = text;
		if (this.number.ok) void this.show(this.number.value - 1);
	};

	/** Fetches tour `index` from the worker and shows it; a newer request wins. */
	async show(index: number): Promise<void> {
		const serial = ++this.#serial;
		const outcome = await this.runner.run('next-tour', {
			board: { rows: this.board.rows, cols: this.board.cols },
			options: { start: this.start },
			index,
		});
		if (serial !== this.#serial || outcome.status !== 'done') return;
		const result = outcome.value;
		if (result.status !== 'found') return;
		this.index = index;
		this.tour = Array.from(result.tour);
		if (!this.number.ok || this.number.value !== index + 1) this.numberText = String(index + 1);
	}
}
