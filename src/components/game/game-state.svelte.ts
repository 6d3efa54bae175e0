/**
 * The knight's tour game as a runes class: the board the reader sets up (size,
 * holes, goal), the moves, and the words for the live status line. It composes
 * the parts that have their own files: the moves with Undo and Redo
 * (`MoveHistory`), Hint, "Can I still finish?" and the way back on the
 * worker's look-ahead (`GameHelp`), auto-move (`AutoMove`), the timer
 * (`Stopwatch`) and the saved form (`game-snapshot.ts`). The rules, proofs and
 * words live in src/lib/game.ts and src/lib/game-look-ahead.ts.
 */
import { squareName, type Board, type Square } from '../../lib/board.ts';
import { squaresToVisit } from '../../lib/tour.ts';
import {
	checkMove,
	describePosition,
	describeSquare,
	explainDeadEnd,
	isComplete,
	isOver,
	legalMoves,
	moveNumbers,
	type GamePosition,
} from '../../lib/game.ts';
import { AutoMove } from './auto-move.svelte.ts';
import { GameHelp } from './game-help.svelte.ts';
import { restoreGame, snapshotOf } from './game-saving.ts';
import {
	countHints,
	formatClock,
	tourJson,
	tourReport,
	type GameSnapshot,
} from './game-snapshot.ts';
import { prefersReducedMotion, timeout, type GameOptions } from './game-options.ts';
import { GameSetup } from './game-setup.svelte.ts';
import { createSolverRunner } from './look-ahead.svelte.ts';
import { MoveHistory } from './move-history.svelte.ts';
import { Stopwatch } from './stopwatch.svelte.ts';

export type { LookAheadRunner, Schedule } from './look-ahead.svelte.ts';
export { shortcut, type GameOptions, type KeyPress } from './game-options.ts';

/** State of the knight's tour game. */
export class GameState {
	/** Size, holes and goal, set before the first move. */
	readonly setup: GameSetup;
	cursor = $state(0);
	/** What the last action said: an illegal click, an auto-move, a restore, a way back. */
	message = $state('');
	/** The moves, with Undo and Redo. */
	readonly history = new MoveHistory();
	/** Hint, "Can I still finish?" and the way back to a position that can still be won. */
	readonly help: GameHelp;
	readonly auto: AutoMove;
	/** The clock, from the first move to the end. */
	readonly watch: Stopwatch;

	readonly rows = $derived.by(() => this.setup.rows);
	readonly cols = $derived.by(() => this.setup.cols);
	readonly board: Board = $derived.by(() => this.setup.board);
	readonly painting = $derived.by(() => this.setup.painting);
	/** The squares played, in order; the knight stands on the last. */
	readonly played = $derived(this.history.played);
	readonly canUndo = $derived(this.history.canUndo);
	readonly canRedo = $derived(this.history.canRedo);
	/** The squares Redo would play, next first. */
	readonly redoMoves = $derived(this.history.redoMoves);
	/** Whether the goal is a closed tour (set before the first move). */
	readonly closed = $derived.by(() => this.setup.closed);
	readonly position: GamePosition = $derived({
		board: this.board,
		played: this.played,
		closed: this.closed,
	});
	readonly total = $derived(squaresToVisit(this.board));
	readonly knight = $derived(this.played.at(-1) ?? null);
	readonly start = $derived(this.played[0] ?? null);
	readonly moves = $derived(this.painting ? [] : legalMoves(this.position));
	readonly numbers = $derived(moveNumbers(this.position));
	readonly complete = $derived(isComplete(this.position));
	readonly over = $derived(isOver(this.position));
	readonly deadEnd = $derived(this.complete ? null : explainDeadEnd(this.position));
	readonly started = $derived(this.played.length > 0);
	/** Whether no move is forced: the game has ended, or a dead end is proved. */
	readonly settled = $derived(this.over || this.deadEnd !== null);
	/** Whether the game can no longer be won: proved by an argument, or by the look-ahead. */
	readonly lost = $derived.by(
		() => this.started && !this.complete && (this.deadEnd !== null || this.help.searchedLost),
	);
	/** Whether "Undo to the last position that can still be won" applies. */
	readonly canGoBack = $derived(this.lost && this.played.length > 1);
	/** Squares outlined on the board: the hint, or the squares that prove a dead end. */
	readonly highlights = $derived.by(() =>
		this.help.hint !== null
			? [this.help.hint.square]
			: this.started
				? (this.deadEnd?.squares ?? [])
				: [],
	);
	/** The moves so far by name: "a1, b3, c5". */
	readonly tour = $derived(this.played.map((s) => squareName(this.board, s)).join(', '));
	/** Milliseconds played, as of the last tick: the clock runs from the first move to the end. */
	readonly elapsed = $derived.by(() => this.watch.elapsed);
	/** The time played as m:ss. */
	readonly time = $derived(formatClock(this.elapsed));
	readonly timing = $derived.by(() => this.watch.running);
	readonly result = $derived.by(() =>
		this.complete
			? `${this.closed ? 'Closed tour' : 'Tour'} complete in ${this.time} with ${countHints(this.help.hintsUsed)} — verified`
			: null,
	);
	readonly status = $derived.by(() => {
		const said = this.message === '' ? '' : `${this.message} `;
		const context = {
			painting: this.painting,
			result: this.result,
			searchedLost: this.help.searchedLost,
		};
		return said + describePosition(this.position, context);
	});

	/** Sets up a game; nothing runs (no timer, no worker) until the reader plays. */
	constructor(options: GameOptions = {}) {
		const rows = options.rows ?? 5;
		const cols = options.cols ?? 5;
		this.setup = new GameSetup(rows, cols, options.maxSide ?? 40);
		this.cursor = (rows - 1) * cols;
		this.watch = new Stopwatch(options.now ?? (() => performance.now()));
		const schedule = options.schedule ?? timeout;
		this.help = new GameHelp(
			this,
			options.createRunner ?? (() => createSolverRunner()),
			schedule,
			options.lookAheadBudget ?? 10_000,
		);
		this.auto = new AutoMove(
			this,
			schedule,
			options.reducedMotion ?? prefersReducedMotion,
			options.autoMoveDelay ?? 700,
		);
	}

	/** Says something in the status line (the help and auto-move speak through it). */
	say = (message: string): void => {
		this.message = message;
	};

	/** Takes back the last `count` moves as one action, which one Redo brings back. */
	goBack(count: number): void {
		this.#stopAll();
		this.history.undo(count);
		this.#afterJump(this.knight ?? undefined);
	}

	/** Plays a legal move without a reader's checks (auto-move has made them). */
	advance(square: Square): void {
		this.#stopAll();
		this.history.play(square);
		this.cursor = square;
		this.#syncTimer();
	}

	/** Sets the goal; only before the first move, since it changes what winning means. */
	setClosed(closed: boolean): void {
		this.message = this.setup.setClosed(closed, this.started);
	}

	/** Turns auto-move on or off; turned on, it plays a forced move at once. */
	setAutoMove(on: boolean): void {
		this.auto.on = on;
		if (on) this.auto.follow();
		else this.auto.stop();
	}

	/** Turns hole painting on or off; only before the first move. */
	setPainting(on: boolean): void {
		this.message = this.setup.setPainting(on, this.started);
	}

	/** Takes what the reader typed in Rows or Columns; a new valid size starts a new game. */
	type(which: 'rows' | 'cols', text: string): void {
		if (!this.setup.type(which, text)) return;
		this.newGame();
		this.cursor = (this.board.rows - 1) * this.board.cols;
	}

	/** Clears the moves, hints and timer; keeps the board, holes and goal. */
	newGame = (): void => {
		this.#stopAll();
		this.history.reset();
		this.help.hintsUsed = 0;
		this.watch.reset();
		this.message = '';
	};

	/** Acts on a square: paints a hole while painting, else moves the knight there. */
	activate = (square: Square): void => {
		if (this.painting && !this.started) this.toggleHole(square);
		else this.play(square);
	};

	/** Cuts a square out of the board, or puts it back (before the first move). */
	toggleHole = (square: Square): void => {
		if (this.started || square < 0 || square >= this.board.size) return;
		this.message = this.setup.toggleHole(square);
	};

	/** Moves the knight to a square the reader chose, or says why it cannot go there. */
	play(square: Square): void {
		if (this.complete) {
			this.message = 'The tour is complete: Undo to change it, or start a New game.';
			return;
		}
		const problem = checkMove(this.position, square);
		if (problem !== null) {
			this.message = problem;
			return;
		}
		this.advance(square);
		this.message = '';
		this.auto.follow();
	}

	/** Takes back the last move. */
	undo = (): void => {
		if (!this.canUndo) {
			this.message = 'Nothing to undo.';
			return;
		}
		this.#stopAll();
		const [last] = this.history.undo(1);
		this.#afterJump(last);
		this.message = `Took back ${squareName(this.board, last as Square)} (move ${String(this.played.length + 1)}).`;
	};

	/** Plays again the last action taken back: one move, or a whole jump back. */
	redo = (): void => {
		if (!this.canRedo) {
			this.message = 'Nothing to redo.';
			return;
		}
		this.#stopAll();
		const squares = this.history.redo();
		this.#afterJump(squares.at(-1));
		this.message = `Played ${squares.map((s) => squareName(this.board, s)).join(', ')} again.`;
	};

	/** Advances the clock shown; the view calls it every second while the timer runs. */
	tick = (): void => {
		this.watch.tick();
	};

	/** Describes a square for screen readers: "c3, move 5, knight", "b5, knight's move, hint". */
	describe = (square: Square): string =>
		describeSquare(this.position, square, {
			numbers: this.numbers,
			moves: this.moves,
			hint: this.help.hint?.square ?? null,
		});

	/** Returns the game as plain data (it reads the clock but writes no state, so effects may call it). */
	snapshot(): GameSnapshot {
		return snapshotOf(this);
	}

	/** Restores a snapshot, checking every field; returns the problems found (see `restoreGame`). */
	restore(data: unknown): string[] {
		return restoreGame(this, data);
	}

	/** Returns the finished tour as text for a download, or null before it is finished. */
	exportText(): string | null {
		return this.complete ? tourReport(this.board, this.snapshot()) : null;
	}

	/** Returns the finished tour as JSON for a download, or null before it is finished. */
	exportJson(): string | null {
		return this.complete ? tourJson(this.board, this.snapshot()) : null;
	}

	/** Stops timers and the worker for good (when the widget goes away). */
	destroy(): void {
		this.#stopAll();
		this.help.destroy();
	}

	/** Puts the cursor on `square` (the knight's, or the one just left) and syncs the clock. */
	#afterJump(square: Square | undefined): void {
		if (square !== undefined) this.cursor = square;
		this.#syncTimer();
	}

	/** Stops pending work and clears the help's answers, which belonged to the position being left. */
	#stopAll(): void {
		this.auto.stop();
		this.help.clear();
	}

	/** Runs the timer while a game is in progress: from the first move until it ends. */
	#syncTimer(): void {
		this.watch.run(this.started && !this.over);
	}
}
