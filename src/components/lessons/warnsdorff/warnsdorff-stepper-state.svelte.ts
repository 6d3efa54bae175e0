/**
 * State of the Warnsdorff stepper's controls: the board size, the start, the
 * tie-break and its seed as the reader typed them, each with a message when it
 * is wrong, and the last setup that was right (which the run shows); the runs
 * left behind, so that any reset is one Undo away.
 */
import {
	createBoard,
	parseSquare,
	squareName,
	type Board,
	type Square,
} from '../../../lib/board.ts';
import { parseWholeNumber, type Parsed } from '../../../lib/input.ts';
import type { TieBreak } from '../../../lib/solvers/warnsdorff.ts';
import { RunHistory } from '../../player/run-history.svelte.ts';
import type { WarnsdorffRun } from './warnsdorff-run.svelte.ts';
import { MAX_SEED, TIE_BREAK_NAMES, readTieBreak } from '../../solver-names.ts';

/** A run of the stepper to come back to with Undo. */
interface StepperRun {
	rows: number;
	cols: number;
	start: Square;
	tieBreak: TieBreak;
	seed: number;
}

/** The step a new run shows first: the start and the first choice of the rule. */
const FIRST_STEP = 2;

/** Where the stepper starts. */
export interface WarnsdorffStepperSetup {
	rows: number;
	cols: number;
	/** The start square's name, e.g. "a1". */
	start: string;
	tieBreak: TieBreak;
	seed: number;
	/** Largest number of rows or columns the reader may choose. */
	maxSide: number;
}

/** Reads a square name on a board: the square, or the library's message. */
function readSquare(board: Board, text: string): Parsed<Square> {
	try {
		return { ok: true, value: parseSquare(board, text) };
	} catch (error) {
		return { ok: false, message: error instanceof Error ? error.message : String(error) };
	}
}

/** The stepper's controls and the setup they give. */
export class WarnsdorffStepperState {
	rowsText = $state('');
	colsText = $state('');
	startText = $state('');
	seedText = $state('');
	tieBreak = $state<TieBreak>('first');
	maxSide = 30;
	#size = $state({ rows: 8, cols: 8 });
	#start = $state(0);
	#seed = $state(1);
	/** The runs left behind, for Undo, and the Set start mode. */
	readonly history = new RunHistory<StepperRun>();
	/** The step a new run shows first. */
	at = $state(FIRST_STEP);
	/** Goes up when Undo brings a run back, so that a new run starts even on the same setup. */
	generation = $state(0);
	#run: WarnsdorffRun | null = null;

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, this.maxSide));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, this.maxSide));
	readonly seed = $derived(parseWholeNumber(this.seedText, 'Seed', 0, MAX_SEED));
	readonly board = $derived(createBoard(this.#size.rows, this.#size.cols));
	readonly start = $derived(readSquare(this.board, this.startText));
	/** The square the run starts on: the last one typed right. */
	readonly startSquare = $derived(this.#start);
	readonly seedValue = $derived(this.#seed);

	/** Sets up the controls; throws a `RangeError` when the start is not on the board. */
	constructor(setup: WarnsdorffStepperSetup) {
		this.maxSide = setup.maxSide;
		this.rowsText = String(setup.rows);
		this.colsText = String(setup.cols);
		this.#size = { rows: setup.rows, cols: setup.cols };
		this.#start = parseSquare(createBoard(setup.rows, setup.cols), setup.start);
		this.startText = setup.start;
		this.seedText = String(setup.seed);
		this.#seed = setup.seed;
		this.tieBreak = setup.tieBreak;
	}

	/** Takes what the reader typed in Rows or Columns; a new size keeps the start where it can. */
	type(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (!this.rows.ok || !this.cols.ok) return;
		if (this.rows.value === this.board.rows && this.cols.value === this.board.cols) return;
		this.#change();
		const name = squareName(this.board, this.#start);
		this.#size = { rows: this.rows.value, cols: this.cols.value };
		const kept = readSquare(this.board, this.start.ok ? this.startText : name);
		// A start that falls off the smaller board moves to the bottom-left corner.
		this.#start = kept.ok ? kept.value : (this.board.rows - 1) * this.board.cols;
		this.startText = squareName(this.board, this.#start);
	}

	/** Takes what the reader typed in Start. */
	typeStart = (text: string): void => {
		this.startText = text;
		if (!this.start.ok || this.start.value === this.#start) return;
		this.#change();
		this.#start = this.start.value;
	};

	/** Takes what the reader typed in Seed. */
	typeSeed = (text: string): void => {
		this.seedText = text;
		if (!this.seed.ok || this.seed.value === this.#seed) return;
		this.#change();
		this.#seed = this.seed.value;
	};

	/** Starts the run on a square the reader picked on the board. */
	choose = (square: Square): void => {
		this.history.picking = false;
		if (square === this.#start) return;
		this.#change();
		this.#start = square;
		this.startText = squareName(this.board, square);
	};

	/** Chooses a tie-break by its name; anything else is ignored. */
	chooseTieBreak = (value: string): void => {
		const tieBreak = readTieBreak(value) ?? this.tieBreak;
		if (tieBreak === this.tieBreak) return;
		this.#change();
		this.tieBreak = tieBreak;
	};

	/** Keeps the run shown, so that the stepper can remember its step before it is replaced. */
	attach = (run: WarnsdorffRun): void => {
		this.#run = run;
	};

	/** Remembers the run shown at the step it showed before Reset, for Undo. */
	onreset = (from: number): void => {
		this.#remember(from);
	};

	/** Brings back the run before the last reset, at the step it showed. */
	undo = (): void => {
		const run = this.history.undo();
		if (run === null) return;
		const { setup, step } = run;
		this.#size = { rows: setup.rows, cols: setup.cols };
		this.rowsText = String(setup.rows);
		this.colsText = String(setup.cols);
		this.#start = setup.start;
		this.startText = squareName(this.board, setup.start);
		this.tieBreak = setup.tieBreak;
		this.#seed = setup.seed;
		this.seedText = String(setup.seed);
		this.at = step;
		this.generation++;
	};

	/** Says what Undo brings back: "a1 on 8×8, first in move order, step 5". */
	describeRun = (run: StepperRun, step: number): string => {
		const start = squareName(createBoard(run.rows, run.cols), run.start);
		return `${start} on ${String(run.rows)}×${String(run.cols)}, ${TIE_BREAK_NAMES[run.tieBreak]}, step ${String(step)}`;
	};

	/** Remembers the run shown before its setup changes; the new run starts at the first step. */
	#change(): void {
		this.#remember(this.#run?.player.shown ?? this.at);
		this.at = FIRST_STEP;
	}

	/** Remembers the run shown (its setup and the step) for Undo. */
	#remember(step: number): void {
		const { rows, cols } = this.#size;
		this.history.remember(
			{ rows, cols, start: this.#start, tieBreak: this.tieBreak, seed: this.#seed },
			step,
		);
	}
}
