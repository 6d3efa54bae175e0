/**
 * State of the backtracking lab: the board, the start square and the strength
 * the reader chose, and a step player over the search (`searchSteps`: the
 * widget hydrates on the reader's first touch, so the page carries no solver
 * before then), with the view the player
 * builds read out as the partial tour, counters, the stack and a sentence.
 */
import {
	createBoard,
	parseSquare,
	squareAt,
	squareName,
	type Board,
	type Square,
} from '../../../lib/board.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import { searchSteps } from '../../../lib/solvers/search-cost.ts';
import { STRENGTH_NAMES, type Strength } from '../../../lib/solvers/strength.ts';
import { squaresToVisit } from '../../../lib/tour.ts';
import type { SolveResult, TourStep } from '../../../lib/solvers/types.ts';
import { StepPlayer, readReducedMotion, type Scheduler } from '../../player/player.svelte.ts';
import { RunHistory } from '../../player/run-history.svelte.ts';
import {
	createTourMarker,
	describeTourStep,
	joinSentences,
	tourViewSpec,
	type TourView,
} from '../../player/tour-view.ts';
import { describeLabEnding } from './backtracking-lab-text.ts';
import { onwardBadges, searchStack, type SearchStack } from './backtracking-stack.ts';

/** What the search does when run to the end from the lab's first setup (computed at build time). */
export interface LabPreview {
	status: 'found' | 'impossible' | 'gave-up';
	nodes: number;
	backtracks: number;
}

/** Where the lab starts; tests also pass the stream and a scheduler. */
export interface BacktrackingLabSetup {
	rows: number;
	cols: number;
	/** The start square's name, e.g. "a1". */
	start: string;
	strength: Strength;
	/** Largest number of rows or columns. */
	maxSide: number;
	/** The first setup's outcome, shown until the reader changes something. Default: none. */
	preview?: LabPreview | null | undefined;
	/** The search's step stream. Default: the library's `searchSteps`. */
	steps?: typeof searchSteps | undefined;
	/** Frames and clock of the player. Default: the browser's. */
	scheduler?: Scheduler | undefined;
}

/** A run of the lab to come back to with Undo. */
interface LabRun {
	rows: number;
	cols: number;
	file: number;
	rank: number;
	strength: Strength;
}

/** Smallest number of rows or columns. */
export const MIN_SIDE = 3;

/** Node budget of a search in the lab (the player stops at 5,000,000 steps before it). */
const LAB_MAX_NODES = 10_000_000;

/** The backtracking lab's state. */
export class BacktrackingLabState {
	rowsText = $state('');
	colsText = $state('');
	startText = $state('');
	startError = $state<string | null>(null);
	#strength = $state<Strength>('textbook');
	cursor = $state(0);
	readonly maxSide: number = 8;
	#size = $state({ rows: 5, cols: 5 });
	// The start is kept by file and rank, so it stays on c1 when the board grows.
	#file = $state(0);
	#rank = $state(1);
	readonly #steps: typeof searchSteps;
	readonly #initial: { rows: number; cols: number; start: string; strength: Strength };
	readonly #preview: LabPreview | null = null;
	readonly #scheduler: Scheduler | undefined;
	/** The runs left behind, for Undo, and the Set start mode. */
	readonly history = new RunHistory<LabRun>();

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', MIN_SIDE, this.maxSide));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', MIN_SIDE, this.maxSide));
	readonly board: Board = $derived(createBoard(this.#size.rows, this.#size.cols));
	readonly start: Square = $derived(
		squareAt(
			this.board,
			this.board.rows - Math.min(this.#rank, this.board.rows),
			Math.min(this.#file, this.board.cols - 1),
		),
	);
	/**
	 * The player over the current search, replaced when the setup changes (StepPlayer destroys the
	 * old one). The constructor replaces this first one, made before the setup is known; it never plays.
	 */
	player: StepPlayer<TourStep, TourView, SolveResult> = $state.raw(this.#createPlayer());
	readonly path = $derived(
		this.player.read((view) => Array.from(view.path.subarray(0, view.length))),
	);
	/** The square the knight stands on, or null before the first step. */
	readonly knight: Square | null = $derived(this.path.at(-1) ?? null);
	readonly nodes = $derived(this.player.read((view) => view.nodes));
	readonly backtracks = $derived(this.player.read((view) => view.backtracks));
	readonly total = $derived(squaresToVisit(this.board));
	readonly badges = $derived(this.player.read((view) => onwardBadges(view.candidates)));
	readonly stack: SearchStack = $derived(
		this.player.read((view) =>
			searchStack(this.board, view.path, view.length, this.strength, view.last),
		),
	);
	readonly sentence = $derived(this.player.read((view) => describeTourStep(view)));
	readonly ending = $derived(this.#ending());
	/** The sentence about the shown step and, at the run's end, how it ended. */
	readonly text = $derived(joinSentences(this.sentence, this.ending));
	/** What an empty stack means: nothing placed yet, or every move from the start taken back. */
	readonly emptyStack = $derived(
		this.player.read((view) =>
			view.last?.kind === 'retreat'
				? `Empty: the search has taken back every move from ${squareName(this.board, view.last.square)}; nothing is left to try.`
				: 'Empty: the knight has not been placed yet.',
		),
	);
	/** The build-time outcome, while the lab still shows the setup it was computed for. */
	readonly preview = $derived(this.#isInitial() ? this.#preview : null);

	/** Sets up the lab; throws a `RangeError` when the start square is not on the board. */
	constructor(setup: BacktrackingLabSetup) {
		this.maxSide = setup.maxSide;
		this.rowsText = String(setup.rows);
		this.colsText = String(setup.cols);
		this.#size = { rows: setup.rows, cols: setup.cols };
		this.#strength = setup.strength;
		this.#initial = { ...setup };
		this.#preview = setup.preview ?? null;
		this.#scheduler = setup.scheduler;
		this.#steps = setup.steps ?? searchSteps;
		const square = parseSquare(this.board, setup.start);
		this.#file = square % setup.cols;
		this.#rank = setup.rows - Math.floor(square / setup.cols);
		this.startText = squareName(this.board, square);
		this.cursor = square;
		this.player = this.#createPlayer();
	}

	/** The strength of the search. */
	get strength(): Strength {
		return this.#strength;
	}

	/** Chooses the strength of the search; the search starts over. */
	chooseStrength = (strength: Strength): void => {
		if (strength === this.#strength) return;
		this.#remember();
		this.#strength = strength;
		this.player = this.#createPlayer();
	};

	/** Takes what the reader typed in Rows or Columns; the board changes once both are valid. */
	type(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (!this.rows.ok || !this.cols.ok) return;
		if (this.rows.value === this.board.rows && this.cols.value === this.board.cols) return;
		this.#remember();
		this.#size = { rows: this.rows.value, cols: this.cols.value };
		this.player = this.#createPlayer();
		this.startText = squareName(this.board, this.start);
		this.startError = null;
		this.cursor = this.start;
	}

	/** Takes what the reader typed in Start; the search starts there once it names a square. */
	typeStart(text: string): void {
		this.startText = text;
		try {
			this.#moveStart(parseSquare(this.board, text));
			this.startError = null;
		} catch (error) {
			this.startError = error instanceof Error ? error.message : String(error);
		}
	}

	/** Starts the search on a square chosen on the board in Set start mode; the mode ends. */
	place = (square: Square): void => {
		this.history.picking = false;
		this.#moveStart(square);
		this.startText = squareName(this.board, square);
		this.startError = null;
	};

	/** Describes a square for screen readers: "c2, move 3", "d4, to try next", "a1, start". */
	describe = (square: Square): string => {
		const name = squareName(this.board, square);
		const move = this.path.indexOf(square);
		if (move >= 0) return `${name}, move ${String(move + 1)}`;
		if (this.stack.next.includes(square)) return `${name}, to try next`;
		return square === this.start ? `${name}, start` : name;
	};

	/** Moves the start, remembered by file and rank; the search starts over from there. */
	#moveStart(square: Square): void {
		this.cursor = square;
		if (square === this.start) return;
		this.#remember();
		this.#file = square % this.board.cols;
		this.#rank = this.board.rows - Math.floor(square / this.board.cols);
		this.player = this.#createPlayer();
	}

	/** Brings back the run before the last reset, at the step it showed. */
	undo = (): void => {
		const run = this.history.undo();
		if (run === null) return;
		const { setup, step } = run;
		this.#size = { rows: setup.rows, cols: setup.cols };
		this.rowsText = String(setup.rows);
		this.colsText = String(setup.cols);
		this.#file = setup.file;
		this.#rank = setup.rank;
		this.#strength = setup.strength;
		this.startText = squareName(this.board, this.start);
		this.startError = null;
		this.cursor = this.start;
		this.player = this.#createPlayer();
		this.player.seek(step);
	};

	/** Says what Undo brings back: "a1 on 5×5, textbook order, step 3". */
	describeRun = (run: LabRun, step: number): string => {
		const board = createBoard(run.rows, run.cols);
		const start = squareAt(board, run.rows - Math.min(run.rank, run.rows), run.file);
		return `${squareName(board, start)} on ${String(run.rows)}×${String(run.cols)}, ${STRENGTH_NAMES[run.strength]}, step ${String(step)}`;
	};

	/** Remembers the run shown (its setup and step) before it is replaced, for Undo. */
	#remember(step = this.player.shown): void {
		const { rows, cols } = this.#size;
		this.history.remember(
			{ rows, cols, file: this.#file, rank: this.#rank, strength: this.#strength },
			step,
		);
	}

	/** Makes a player over the search the lab is set up for. */
	#createPlayer(): StepPlayer<TourStep, TourView, SolveResult> {
		const steps = this.#steps;
		const { board, start, strength } = this;
		return new StepPlayer<TourStep, TourView, SolveResult>({
			source: () => steps(board, start, strength, LAB_MAX_NODES),
			view: tourViewSpec(board),
			marker: createTourMarker(),
			prefersReducedMotion: readReducedMotion(),
			speed: 10,
			// The run is computed ahead, so the timeline knows its length and where it backtracks.
			lookahead: 4,
			onReset: (from) => this.#remember(from),
			...(this.#scheduler === undefined ? {} : { scheduler: this.#scheduler }),
		});
	}

	/** Tells whether the lab shows the setup it started with. */
	#isInitial(): boolean {
		const first = this.#initial;
		return (
			this.board.rows === first.rows &&
			this.board.cols === first.cols &&
			this.strength === first.strength &&
			squareName(this.board, this.start) === first.start.trim().toLowerCase()
		);
	}

	/** Words how the search ended, or '' while the shown step is not its last. */
	#ending(): string {
		return describeLabEnding(this.player.outcome, {
			start: squareName(this.board, this.start),
			nodes: this.nodes,
			backtracks: this.backtracks,
			total: this.total,
			known: this.player.known,
		});
	}

	/** Names the chosen strength. */
	get strengthName(): string {
		return STRENGTH_NAMES[this.strength];
	}
}
