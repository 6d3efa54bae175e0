/**
 * The knight's tour game as a runes class: the board the reader sets up (size,
 * holes, goal), the moves with Undo and Redo, auto-move, the timer, hints and
 * the worker's look-ahead, and the words for the live status line. The rules
 * and the dead-end proofs live in src/lib/game.ts; this class only keeps state.
 */
import { createBoard, isHole, squareName, type Board, type Square } from '../../lib/board.ts';
import { parseWholeNumber } from '../../lib/input.ts';
import { type SolveResult } from '../../lib/solvers/types.ts';
import { squaresToVisit } from '../../lib/tour.ts';
import {
	checkMove,
	describeDeadEnd,
	describeHint,
	describeKnight,
	explainDeadEnd,
	isComplete,
	isOver,
	legalMoves,
	moveNumbers,
	warnsdorffHint,
	type GamePosition,
	type Hint,
} from '../../lib/game.ts';
import type { FindTourInput } from '../../workers/jobs.ts';
import { toBoardSpec } from '../../workers/protocol.ts';
import { SolverRunner, type RunnerOutcome } from '../runner/solver-runner.svelte.ts';
import {
	countHints,
	formatClock,
	lookAheadAnswer,
	readSnapshot,
	tourJson,
	tourReport,
	type GameSnapshot,
} from './game-snapshot.ts';
import { Stopwatch } from './stopwatch.svelte.ts';

/** What the game needs of a solver runner: `SolverRunner`, or a fake in tests. */
export interface LookAheadRunner {
	run(job: 'find-tour', input: FindTourInput): Promise<RunnerOutcome<SolveResult>>;
	cancel(): void;
	destroy?(): void;
}

/** Runs `task` after `ms` milliseconds; returns a function that cancels it. */
export type Schedule = (task: () => void, ms: number) => () => void;

/** How a game starts, and the clock, timers and worker it uses (tests inject their own). */
export interface GameOptions {
	/** Rows and columns at first. Default: 5 × 5. */
	rows?: number;
	cols?: number;
	/** Largest number of rows or columns. Default: 40. */
	maxSide?: number;
	/** Milliseconds now; default `performance.now`. */
	now?: () => number;
	/** Timers for auto-move and the look-ahead's budget; default `setTimeout`. */
	schedule?: Schedule;
	/** Whether the reader asked for reduced motion; default: the media query. */
	reducedMotion?: () => boolean;
	/** Makes the runner for the look-ahead, on first use; default a `SolverRunner`. */
	createRunner?: () => LookAheadRunner;
	/** Pause before an auto-move, in milliseconds. Default: 700. */
	autoMoveDelay?: number;
	/** Time the look-ahead may search, in milliseconds. Default: 1500. */
	lookAheadBudget?: number;
}

/** Positions the look-ahead may search before it gives up, on top of its time budget. */
const LOOK_AHEAD_NODES = 20_000_000;

/** Runs a task with `setTimeout`. */
const timeout: Schedule = (task, ms) => {
	const id = setTimeout(task, ms);
	return () => clearTimeout(id);
};

/** The keys of a key press that matter for shortcuts. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>;

/** Returns the action of a shortcut key: U or Ctrl+Z undo; Ctrl+Y or Ctrl+Shift+Z redo. */
export function shortcut(press: KeyPress): 'undo' | 'redo' | null {
	if (press.altKey || press.metaKey) return null;
	const key = press.key.toLowerCase();
	if (press.ctrlKey) {
		if (key === 'y' || (key === 'z' && press.shiftKey)) return 'redo';
		return key === 'z' ? 'undo' : null;
	}
	return key === 'u' && !press.shiftKey ? 'undo' : null;
}

/** State of the knight's tour game. */
export class GameState {
	/** Largest number of rows or columns the reader may choose. */
	readonly maxSide: number = 40;
	rowsText = $state('5');
	colsText = $state('5');
	/** Whether clicks paint holes (only before the first move). */
	painting = $state(false);
	cursor = $state(0);
	/** What the last action said: an illegal click, an auto-move, a restore. */
	message = $state('');
	/** The answer to Hint or "Can I still finish?". */
	advice = $state('');
	hint = $state.raw<Hint | null>(null);
	/** Whether the look-ahead is searching. */
	checking = $state(false);
	hintsUsed = $state(0);
	/** The square auto-move is about to play, or null. */
	autoPending = $state<Square | null>(null);
	#played = $state.raw<readonly Square[]>([]);
	#closed = $state(false);
	#autoMove = $state(false);
	#size = $state({ rows: 5, cols: 5 });
	#holes = $state.raw<readonly Square[]>([]);
	/** Undone moves, the next to redo last. */
	#redo = $state.raw<readonly Square[]>([]);
	#cancelAuto: (() => void) | null = null;
	#check = 0;
	#runner: LookAheadRunner | null = null;
	readonly #watch: Stopwatch;
	readonly #schedule: Schedule;
	readonly #reducedMotion: () => boolean;
	readonly #createRunner: () => LookAheadRunner;
	readonly #autoMoveDelay: number;
	readonly #budget: number;

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, this.maxSide));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, this.maxSide));
	readonly board: Board = $derived(
		createBoard(this.#size.rows, this.#size.cols, { holes: this.#holes }),
	);
	readonly position: GamePosition = $derived({
		board: this.board,
		played: this.played,
		closed: this.#closed,
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
	readonly canUndo = $derived(this.played.length > 0);
	readonly canRedo = $derived(this.#redo.length > 0);
	/** Squares outlined on the board: the hint, or the squares that prove a dead end. */
	readonly highlights = $derived(
		this.hint !== null ? [this.hint.square] : this.started ? (this.deadEnd?.squares ?? []) : [],
	);
	/** Onward counts of the legal moves while a hint is shown. */
	readonly badges: ReadonlyMap<Square, string> = $derived(
		// Built once per hint and never changed, so a plain Map is right here.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		new Map((this.hint?.candidates ?? []).map((c) => [c.square, String(c.onward)] as const)),
	);
	/** The moves so far by name: "a1, b3, c5". */
	readonly tour = $derived(this.played.map((s) => squareName(this.board, s)).join(', '));
	readonly result = $derived(
		this.complete
			? `${this.#closed ? 'Closed tour' : 'Tour'} complete in ${this.time} with ${countHints(this.hintsUsed)} — verified`
			: null,
	);
	readonly status = $derived.by(() => {
		const said = this.message === '' ? '' : `${this.message} `;
		return said + this.#describePosition();
	});

	/** Sets up a game; nothing runs (no timer, no worker) until the reader plays. */
	constructor(options: GameOptions = {}) {
		this.maxSide = options.maxSide ?? 40;
		const rows = options.rows ?? 5;
		const cols = options.cols ?? 5;
		this.rowsText = String(rows);
		this.colsText = String(cols);
		this.#size = { rows, cols };
		this.cursor = (rows - 1) * cols;
		this.#watch = new Stopwatch(options.now ?? (() => performance.now()));
		this.#schedule = options.schedule ?? timeout;
		this.#reducedMotion =
			options.reducedMotion ??
			(() =>
				typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
		this.#createRunner = options.createRunner ?? (() => new SolverRunner());
		this.#autoMoveDelay = options.autoMoveDelay ?? 700;
		this.#budget = options.lookAheadBudget ?? 1500;
	}

	/** The squares played, in order; the knight stands on the last. */
	get played(): readonly Square[] {
		return this.#played;
	}

	/** Tells whether the goal is a closed tour. */
	get closed(): boolean {
		return this.#closed;
	}

	/** Tells whether forced moves play themselves. */
	get autoMove(): boolean {
		return this.#autoMove;
	}

	/** Milliseconds played, as of the last tick: the clock runs from the first move to the end. */
	get elapsed(): number {
		return this.#watch.elapsed;
	}

	/** The time played as m:ss. */
	get time(): string {
		return formatClock(this.#watch.elapsed);
	}

	/** Tells whether the clock is running. */
	get timing(): boolean {
		return this.#watch.running;
	}

	/** Lists the squares Redo would play, next first. */
	get redoMoves(): Square[] {
		return this.#redo.toReversed();
	}

	/** Sets the goal; only before the first move, since it changes what winning means. */
	setClosed(closed: boolean): void {
		if (this.started) {
			this.message = 'The goal is set before the first move: start a New game to change it.';
			return;
		}
		this.#closed = closed;
		this.message = closed ? 'Goal: a closed tour, ending a knight’s move from the start.' : '';
	}

	/** Turns auto-move on or off; turned on, it plays a forced move at once. */
	setAutoMove(on: boolean): void {
		this.#autoMove = on;
		if (on) this.#autoFollow([]);
		else this.#stopAuto();
	}

	/** Turns hole painting on or off; only before the first move. */
	setPainting(on: boolean): void {
		if (on && this.started) {
			this.message = 'Holes are painted before the first move: start a New game to paint.';
			return;
		}
		this.painting = on;
		this.message = '';
	}

	/** Takes what the reader typed in Rows or Columns; a new valid size starts a new game. */
	type(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (!this.rows.ok || !this.cols.ok) return;
		const size = { rows: this.rows.value, cols: this.cols.value };
		if (size.rows === this.#size.rows && size.cols === this.#size.cols) return;
		this.#size = size;
		this.#holes = [];
		this.newGame();
		this.cursor = (size.rows - 1) * size.cols;
	}

	/** Clears the moves, hints and timer; keeps the board, holes and goal. */
	newGame = (): void => {
		this.#stopAll();
		this.#played = [];
		this.#redo = [];
		this.hintsUsed = 0;
		this.#watch.reset();
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
		const name = squareName(this.board, square);
		const hole = isHole(this.board, square);
		this.#holes = hole
			? this.#holes.filter((s) => s !== square)
			: [...this.#holes, square].sort((a, b) => a - b);
		this.message = hole ? `${name} is a square again.` : `${name} is now a hole.`;
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
		this.#move(square);
		this.message = '';
		this.#autoFollow([]);
	}

	/** Takes back the last move. */
	undo = (): void => {
		const last = this.played.at(-1);
		if (last === undefined) {
			this.message = 'Nothing to undo.';
			return;
		}
		this.#stopAll();
		this.#played = this.played.slice(0, -1);
		this.#redo = [...this.#redo, last];
		this.cursor = last;
		this.#syncTimer();
		this.message = `Took back ${squareName(this.board, last)} (move ${String(this.played.length + 1)}).`;
	};

	/** Plays again the last move taken back. */
	redo = (): void => {
		const next = this.#redo.at(-1);
		if (next === undefined) {
			this.message = 'Nothing to redo.';
			return;
		}
		this.#move(next);
		this.cursor = next;
		this.message = `Played ${squareName(this.board, next)} again.`;
	};

	/** Shows Warnsdorff's choice and why. */
	showHint = (): void => {
		const deadEnd = this.deadEnd;
		if (!this.started || this.over) {
			this.advice = this.started
				? 'The game is over: no move to hint at.'
				: 'Choose a start square first.';
			return;
		}
		if (deadEnd !== null) {
			this.advice = `No move can save this position: ${describeDeadEnd(this.position, deadEnd)} Undo to go back.`;
			return;
		}
		const hint = warnsdorffHint(this.position);
		if (hint === null) return;
		this.hint = hint;
		this.hintsUsed += 1;
		this.advice = describeHint(this.position, hint);
	};

	/** Asks the worker whether any tour continues from here, within the time budget. */
	checkFinish = async (): Promise<void> => {
		if (!this.started || this.over) {
			this.advice = this.started ? 'The game is over.' : 'Choose a start square first.';
			return;
		}
		this.hintsUsed += 1;
		const deadEnd = this.deadEnd;
		if (deadEnd !== null) {
			this.advice = `No — ${describeDeadEnd(this.position, deadEnd)}`;
			return;
		}
		this.#cancelCheck();
		const serial = ++this.#check;
		this.checking = true;
		this.advice = 'Searching for a way to finish…';
		this.#runner ??= this.#createRunner();
		const runner = this.#runner;
		const stop = this.#schedule(() => runner.cancel(), this.#budget);
		const outcome = await runner.run('find-tour', {
			board: toBoardSpec(this.board),
			options: {
				constraints: this.played.map((square, i) => ({ move: i + 1, square })),
				closed: this.#closed,
				maxNodes: LOOK_AHEAD_NODES,
			},
		});
		stop();
		if (serial !== this.#check) return;
		this.checking = false;
		this.advice = lookAheadAnswer(outcome);
	};

	/** Advances the clock shown; the view calls it every second while the timer runs. */
	tick = (): void => {
		this.#watch.tick();
	};

	/** Describes a square for screen readers: "c3, move 5, knight", "b5, knight's move". */
	describe = (square: Square): string => {
		const name = squareName(this.board, square);
		if (isHole(this.board, square)) return `${name}, hole`;
		const move = this.numbers[square] ?? 0;
		const parts = [name];
		if (move > 0) parts.push(`move ${String(move)}`);
		if (square === this.knight) parts.push('knight');
		else if (this.moves.includes(square)) parts.push("knight's move");
		else if (move === 0) parts.push('unvisited');
		if (this.hint?.square === square) parts.push('hint');
		return parts.join(', ');
	};

	/** Returns the game as plain data (it reads the clock but writes no state, so effects may call it). */
	snapshot(): GameSnapshot {
		return {
			rows: this.#size.rows,
			cols: this.#size.cols,
			holes: [...this.#holes],
			closed: this.#closed,
			autoMove: this.#autoMove,
			moves: [...this.played],
			redo: this.redoMoves,
			hintsUsed: this.hintsUsed,
			elapsedMs: Math.round(this.#watch.read()),
		};
	}

	/**
	 * Restores a snapshot, checking every field. Returns the problems found
	 * (empty when all is well) and never throws: unreadable data starts a new
	 * 5×5 game; bad holes are left out; moves are kept up to the first bad one.
	 */
	restore(data: unknown): string[] {
		this.#stopAll();
		const { snapshot, problems } = readSnapshot(data, this.maxSide);
		this.rowsText = String(snapshot.rows);
		this.colsText = String(snapshot.cols);
		this.#size = { rows: snapshot.rows, cols: snapshot.cols };
		this.#holes = snapshot.holes;
		this.#closed = snapshot.closed;
		this.#autoMove = snapshot.autoMove;
		this.painting = false;
		this.#played = snapshot.moves;
		this.#redo = snapshot.redo.toReversed();
		this.hintsUsed = snapshot.hintsUsed;
		// The clock resumes with the next move, not while the page was closed.
		this.#watch.reset(snapshot.elapsedMs);
		this.cursor = this.knight ?? (snapshot.rows - 1) * snapshot.cols;
		this.message =
			problems.length === 0 ? '' : `The saved game had problems: ${problems.join(' ')}`;
		return problems;
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
		this.#runner?.destroy?.();
		this.#runner = null;
	}

	/** Plays a legal move: keeps Redo when it replays the next undone move, else clears it. */
	#move(square: Square): void {
		this.#stopAll();
		this.#redo = this.#redo.at(-1) === square ? this.#redo.slice(0, -1) : [];
		this.#played = [...this.played, square];
		this.cursor = square;
		this.#syncTimer();
	}

	/**
	 * Plays forced moves when auto-move is on: after a pause the reader can see,
	 * or at once under reduced motion. It stops as soon as a dead end is proved,
	 * so the reader sees the position where the game was lost.
	 */
	#autoFollow(played: string[]): void {
		const forced = (): Square | null =>
			this.#autoMove && !this.over && this.deadEnd === null && this.moves.length === 1
				? (this.moves[0] ?? null)
				: null;
		let next = forced();
		if (next === null) return;
		if (this.#reducedMotion()) {
			while (next !== null) {
				played.push(squareName(this.board, next));
				this.#move(next);
				next = forced();
			}
			this.message = `Auto-move: ${played.join(', then ')} — each the only move.`;
			return;
		}
		const square = next;
		const name = squareName(this.board, square);
		this.autoPending = square;
		this.message = `Auto-move: ${name} is the only move; playing it…`;
		this.#cancelAuto = this.#schedule(() => {
			this.#cancelAuto = null;
			this.autoPending = null;
			this.#move(square);
			this.message = `Auto-move: ${name}, the only move.`;
			this.#autoFollow([name]);
		}, this.#autoMoveDelay);
	}

	/** Cancels a pending auto-move. */
	#stopAuto(): void {
		this.#cancelAuto?.();
		this.#cancelAuto = null;
		this.autoPending = null;
	}

	/** Drops a look-ahead in progress: its answer would be about another position. */
	#cancelCheck(): void {
		if (!this.checking) return;
		this.#check++;
		this.checking = false;
		this.#runner?.cancel();
	}

	/** Stops pending work and clears the advice, which belonged to the position being left. */
	#stopAll(): void {
		this.#stopAuto();
		this.#cancelCheck();
		this.hint = null;
		this.advice = '';
	}

	/** Runs the timer while a game is in progress: from the first move until it ends. */
	#syncTimer(): void {
		this.#watch.run(this.started && !this.over);
	}

	/** Says where the game stands: the knight and its moves, a proved dead end, or the result. */
	#describePosition(): string {
		if (this.result !== null) return `${this.result}.`;
		if (!this.started) {
			if (this.total === 0) return 'Every square is a hole: paint some back to play.';
			if (this.painting) {
				return 'Paint holes: click, tap or drag across squares to cut them out; untick Paint holes to play.';
			}
			const noTour =
				this.deadEnd === null ? '' : ` Note: ${describeDeadEnd(this.position, this.deadEnd)}`;
			return `Choose a start square for the knight: click or tap it, or move with the arrow keys and press Enter.${noTour}`;
		}
		const deadEnd = this.deadEnd;
		if (this.over && deadEnd !== null) {
			return `${describeDeadEnd(this.position, deadEnd)} Undo to go back, or start a New game.`;
		}
		const where = describeKnight(this.position);
		if (deadEnd === null) return where;
		return `${where} This position cannot be finished: ${describeDeadEnd(this.position, deadEnd)} Undo to go back.`;
	}
}
