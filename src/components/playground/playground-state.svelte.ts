/**
 * The Playground's state: the board and the request the reader sets up, the
 * theory's verdict (computed at once, before any search), and the latest
 * run's result. Searches run in the solver worker through a `SolverRunner`,
 * so the page never freezes; the step-by-step view replays `tourSteps`.
 */
import {
	createBoard,
	isHole,
	parseSquare,
	squareName,
	type Board,
	type Square,
} from '../../lib/board.ts';
import { squareLabel } from '../board/square-label.ts';
import { parseWholeNumber } from '../../lib/input.ts';
import {
	tourVerdict,
	type Algorithm,
	type FindTourOptions,
	type MoveConstraint,
	type TourVerdict,
} from '../../lib/solvers/request.ts';
import { type SolveResult } from '../../lib/solvers/types.ts';
import { type TieBreak } from '../../lib/solvers/warnsdorff.ts';
import { verifyTour } from '../../lib/tour.ts';
import { SolverRunner } from '../runner/solver-runner.svelte.ts';

/** The largest side the Playground accepts. */
export const MAX_PLAYGROUND_SIDE = 2000;
/** The largest side drawn square by square (SVG), where holes can be painted and runs stepped. */
export const MAX_SVG_SIDE = 40;

/** The leapers on offer, by name. */
export const LEAPERS = {
	knight: [1, 2],
	camel: [1, 3],
	zebra: [2, 3],
	giraffe: [1, 4],
} as const satisfies Record<string, readonly [number, number]>;
export type LeaperName = keyof typeof LEAPERS;

/** The largest node budget the Playground accepts. */
export const MAX_NODE_BUDGET = 1e12;

/** Tells whether an algorithm searches within the node budget (the others never use it). */
export function usesNodeBudget(algorithm: Algorithm): boolean {
	return algorithm !== 'warnsdorff' && algorithm !== 'divide-and-conquer';
}

/** What a click on the board does. */
export type ClickAction = 'start' | 'end' | 'hole';

/** Everything the reader sets, as plain data (what a share link carries). */
export interface PlaygroundSettings {
	rows: number;
	cols: number;
	leaper: LeaperName;
	holes: Square[];
	start: Square | null;
	end: Square | null;
	closed: boolean;
	constraints: MoveConstraint[];
	algorithm: Algorithm;
	tieBreak: TieBreak;
	seed: number;
	maxNodes: number;
}

/** The Playground's first state: an 8×8 board, Auto, no conditions. */
export const DEFAULT_SETTINGS: PlaygroundSettings = {
	rows: 8,
	cols: 8,
	leaper: 'knight',
	holes: [],
	start: null,
	end: null,
	closed: false,
	constraints: [],
	algorithm: 'auto',
	tieBreak: 'squirrel-cull',
	seed: 1,
	maxNodes: 10_000_000,
};

/** A finished run as the page shows it. */
export interface RunReport {
	result: SolveResult;
	/** The request it answered (the settings may have changed since). */
	board: Board;
	closed: boolean;
	/** Milliseconds from Solve to the answer, worker round trip included. */
	elapsed: number;
	/** 0 for Solve; 1, 2, … for "Next solution". */
	index: number;
	/** For a found tour: the independent check's verdict. */
	verified: boolean;
	/** Where the tour came from: a run here, a shared link, or this browser's saved state. */
	source: 'run' | 'link' | 'saved';
	/** The algorithm and tie-break that were asked for. */
	algorithm: Algorithm;
	tieBreak: TieBreak;
}

/** Where a tour shown without a run came from. */
export type TourOrigin = 'link' | 'saved';

/** Keeps the first constraint on each move number (links, files and storage may repeat one). */
export function firstPerMove(constraints: readonly MoveConstraint[]): MoveConstraint[] {
	// At most 400 entries arrive (the link's limit), so the quadratic scan costs nothing.
	return constraints.filter((c, i) => constraints.findIndex((d) => d.move === c.move) === i);
}

/** The Playground's state. */
export class PlaygroundState {
	rowsText = $state('8');
	colsText = $state('8');
	seedText = $state('1');
	maxNodesText = $state('10000000');
	startText = $state('');
	endText = $state('');
	leaper = $state<LeaperName>('knight');
	closed = $state(false);
	algorithm = $state<Algorithm>('auto');
	tieBreak = $state<TieBreak>('squirrel-cull');
	clickAction = $state<ClickAction>('start');
	holes = $state.raw<readonly Square[]>([]);
	constraints = $state.raw<readonly MoveConstraint[]>([]);
	/** The latest finished run and the set-up (`setupKey`) it answered. */
	#last = $state.raw<{ report: RunReport; setup: string } | null>(null);
	/** A message about the last action (a click, a file), for the status line. */
	notice = $state('');
	readonly runner: SolverRunner;
	/** Size of the board as last typed correctly. */
	#size = $state({ rows: 8, cols: 8 });

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, MAX_PLAYGROUND_SIDE));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, MAX_PLAYGROUND_SIDE));
	readonly seed = $derived(parseWholeNumber(this.seedText, 'Seed', 0, 2 ** 32 - 1));
	readonly maxNodes = $derived(
		parseWholeNumber(this.maxNodesText, 'Node budget', 1, MAX_NODE_BUDGET),
	);
	readonly board: Board = $derived.by(() => {
		const { rows, cols } = this.#size;
		const drawn = rows <= MAX_SVG_SIDE && cols <= MAX_SVG_SIDE;
		const holes = drawn ? this.holes.filter((s) => s < rows * cols) : [];
		return createBoard(rows, cols, { holes, leaper: [...LEAPERS[this.leaper]] });
	});
	/** Whether the board is drawn square by square (else on the canvas). */
	readonly drawn = $derived(this.board.rows <= MAX_SVG_SIDE && this.board.cols <= MAX_SVG_SIDE);
	readonly start = $derived(this.#readSquare(this.startText, 'Start'));
	readonly end = $derived(this.#readSquare(this.endText, 'End'));
	/** The request as `findTour` takes it, or null while a field is wrong. */
	readonly request: FindTourOptions | null = $derived.by(() => {
		const { start, end, seed, maxNodes } = this;
		if (!start.ok || !end.ok || !seed.ok || !maxNodes.ok) return null;
		const options: FindTourOptions = {
			closed: this.closed,
			algorithm: this.algorithm,
			tieBreak: this.tieBreak,
			seed: seed.value,
			maxNodes: maxNodes.value,
		};
		if (start.value !== null) options.start = start.value;
		if (end.value !== null) options.end = end.value;
		const constraints = this.constraints.filter((c) => c.square < this.board.size);
		if (constraints.length > 0) options.constraints = constraints;
		return options;
	});
	/** What theory says before any search, or why the request cannot be read. */
	readonly verdict: TourVerdict | { verdict: 'error'; reason: string } = $derived.by(() => {
		if (this.request === null) return { verdict: 'error', reason: 'Fix the fields marked above.' };
		try {
			return tourVerdict(this.board, this.request);
		} catch (error) {
			return { verdict: 'error', reason: error instanceof Error ? error.message : String(error) };
		}
	});

	/**
	 * Everything a result depends on, as one string: the board (size, leaper, holes) and the
	 * request. A result is shown only under the set-up it answered.
	 */
	readonly setupKey: string = $derived.by(() => {
		const { rows, cols, leaper, size } = this.board;
		const holes = this.drawn ? this.holes.filter((s) => s < size).sort((a, b) => a - b) : [];
		return JSON.stringify({ rows, cols, leaper, holes, request: this.request });
	});

	/** The latest result, when it belongs to the set-up on show; null otherwise. */
	get report(): RunReport | null {
		const last = this.#last;
		return last !== null && last.setup === this.setupKey ? last.report : null;
	}

	/** Tells whether a result is hidden because the set-up has changed since it was found. */
	get stale(): boolean {
		return this.#last !== null && this.#last.setup !== this.setupKey;
	}

	/** Tells whether the result on show is a search that ran out of its node budget. */
	get outOfBudget(): boolean {
		const report = this.report;
		return (
			report?.source === 'run' &&
			report.index === 0 &&
			report.result.status === 'gave-up' &&
			usesNodeBudget(report.algorithm) &&
			this.maxNodes.ok &&
			this.maxNodes.value < MAX_NODE_BUDGET &&
			report.result.stats.nodes >= this.maxNodes.value
		);
	}

	/** Creates the state; tests inject a runner over a fake worker. */
	constructor(runner: SolverRunner = new SolverRunner()) {
		this.runner = runner;
	}

	/** Reads a square name typed into Start or End; empty means "anywhere". */
	#readSquare(
		text: string,
		label: string,
	): { ok: true; value: Square | null } | { ok: false; message: string } {
		if (text.trim() === '') return { ok: true, value: null };
		try {
			const square = parseSquare(this.board, text);
			if (isHole(this.board, square))
				return { ok: false, message: `${label}: ${text.trim()} is a hole.` };
			return { ok: true, value: square };
		} catch (error) {
			return {
				ok: false,
				message: `${label}: ${error instanceof Error ? error.message : String(error)}`,
			};
		}
	}

	/** Takes a typed size once both fields are valid; the last good size stays meanwhile. */
	resize(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (this.rows.ok && this.cols.ok) {
			this.#size = { rows: this.rows.value, cols: this.cols.value };
		}
	}

	/** Names a square on the current board. */
	name = (square: Square): string => squareName(this.board, square);

	/** Names a square for people ("column 30, row 2 (ad2)" on boards wider than 26 columns). */
	label = (square: Square): string => squareLabel(this.board, square);

	/** Acts on a clicked square: sets Start or End, or toggles a hole. */
	click = (square: Square): void => {
		const name = this.name(square);
		if (this.clickAction === 'hole') {
			this.toggleHole(square);
			return;
		}
		if (isHole(this.board, square)) {
			this.notice = `${this.label(square)} is a hole; choose another square or paint the hole away.`;
			return;
		}
		if (this.clickAction === 'start') {
			this.startText = this.startText.trim().toLowerCase() === name ? '' : name;
			this.notice =
				this.startText === '' ? 'Start cleared.' : `Start set to ${this.label(square)}.`;
		} else {
			this.endText = this.endText.trim().toLowerCase() === name ? '' : name;
			this.notice = this.endText === '' ? 'End cleared.' : `End set to ${this.label(square)}.`;
		}
	};

	/** Cuts a square out of the board, or puts it back. */
	toggleHole = (square: Square): void => {
		if (!this.drawn) return;
		const had = this.holes.includes(square);
		this.holes = had ? this.holes.filter((s) => s !== square) : [...this.holes, square];
		this.notice = `${this.label(square)} ${had ? 'is a square again' : 'is now a hole'}.`;
	};

	/** Makes squares holes (`hole` true) or free again, as a painting stroke asks. */
	paintHoles = (squares: readonly Square[], hole: boolean): void => {
		if (!this.drawn || squares.length === 0) return;
		const kept = this.holes.filter((s) => !squares.includes(s));
		this.holes = hole ? [...kept, ...squares] : kept;
		const what = hole ? 'now a hole' : 'a square again';
		this.notice =
			squares.length === 1
				? `${this.label(squares[0] as Square)} is ${what}.`
				: `${squares.map(this.label).join('; ')} are ${hole ? 'now holes' : 'squares again'}.`;
	};

	/** Puts every hole back. */
	clearHoles = (): void => {
		this.holes = [];
		this.notice = 'All holes cleared.';
	};

	/** Adds "move k on square" from typed text; returns a problem or null. */
	addConstraint(moveText: string, squareText: string): string | null {
		const total = this.board.size - this.board.holeCount;
		const move = parseWholeNumber(moveText, 'Move', 1, total);
		if (!move.ok) return move.message;
		let square: Square;
		try {
			square = parseSquare(this.board, squareText);
		} catch (error) {
			return error instanceof Error ? error.message : String(error);
		}
		this.constraints = [
			...this.constraints.filter((c) => c.move !== move.value),
			{ move: move.value, square },
		].sort((a, b) => a.move - b.move);
		return null;
	}

	/** Removes the constraint on a move number. */
	removeConstraint(move: number): void {
		this.constraints = this.constraints.filter((c) => c.move !== move);
	}

	/** Finds a tour in the worker (index 0), or the search's next one (index > 0). */
	async solve(index = 0): Promise<void> {
		const request = this.request;
		if (request === null) return;
		const board = this.board;
		const setup = this.setupKey;
		const { algorithm, tieBreak } = this;
		const spec = {
			rows: board.rows,
			cols: board.cols,
			holes: [...this.holes].filter((s) => s < board.size && isHole(board, s)),
			leaper: [...board.leaper] as [number, number],
		};
		this.notice = '';
		const outcome =
			index === 0
				? await this.runner.run('find-tour', { board: spec, options: request })
				: await this.runner.run('next-tour', { board: spec, options: request, index });
		if (outcome.status !== 'done') return;
		const result = outcome.value;
		// The worker has checked the tour with verifyTour, off the main thread.
		const verified = result.status === 'found' && result.check?.ok === true;
		const report: RunReport = {
			result,
			board,
			closed: request.closed === true,
			elapsed: outcome.elapsed,
			index,
			verified,
			source: 'run',
			algorithm,
			tieBreak,
		};
		this.#last = { report, setup };
	}

	/** Doubles the node budget (up to its largest value) and solves again. */
	solveWithMoreBudget(): Promise<void> {
		if (!this.maxNodes.ok) return Promise.resolve();
		this.maxNodesText = String(Math.min(this.maxNodes.value * 2, MAX_NODE_BUDGET));
		return this.solve();
	}

	/** Asks the search for the tour after the one shown. */
	next(): Promise<void> {
		return this.solve((this.report?.index ?? 0) + 1);
	}

	/** Shows a tour from a link or saved state on the current board, checked move by move first. */
	showTour(tour: Int32Array, origin: TourOrigin): void {
		const board = this.board;
		const check = verifyTour(board, tour, { closed: this.closed });
		const stats = { nodes: 0, backtracks: 0, maxDepth: tour.length };
		const where = origin === 'link' ? 'The tour in the link' : 'The saved tour';
		const report: RunReport = {
			result: check.ok
				? { status: 'found', tour, stats }
				: { status: 'gave-up', reason: `${where} is not a tour: ${check.error}`, stats },
			board,
			closed: this.closed,
			elapsed: 0,
			index: 0,
			verified: check.ok,
			source: origin,
			algorithm: this.algorithm,
			tieBreak: this.tieBreak,
		};
		this.#last = { report, setup: this.setupKey };
	}

	/** The tour on show, when it belongs to the board as it is now (what a share link can carry). */
	get shownTour(): Int32Array | null {
		const report = this.report;
		return report?.result.status === 'found' && this.drawn ? report.result.tour : null;
	}

	/** The reader's settings as plain data. */
	settings(): PlaygroundSettings {
		return {
			rows: this.board.rows,
			cols: this.board.cols,
			leaper: this.leaper,
			holes: [...this.holes],
			start: this.start.ok ? this.start.value : null,
			end: this.end.ok ? this.end.value : null,
			closed: this.closed,
			constraints: [...this.constraints],
			algorithm: this.algorithm,
			tieBreak: this.tieBreak,
			seed: this.seed.ok ? this.seed.value : DEFAULT_SETTINGS.seed,
			maxNodes: this.maxNodes.ok ? this.maxNodes.value : DEFAULT_SETTINGS.maxNodes,
		};
	}

	/** Takes settings that have already been validated (from a link or storage). */
	apply(settings: PlaygroundSettings): void {
		this.rowsText = String(settings.rows);
		this.colsText = String(settings.cols);
		this.#size = { rows: settings.rows, cols: settings.cols };
		this.leaper = settings.leaper;
		this.holes = settings.holes;
		const board = this.board;
		this.startText = settings.start === null ? '' : squareName(board, settings.start);
		this.endText = settings.end === null ? '' : squareName(board, settings.end);
		this.closed = settings.closed;
		// Settings come from links and storage: a repeated move must never reach the page.
		this.constraints = firstPerMove(settings.constraints);
		this.algorithm = settings.algorithm;
		this.tieBreak = settings.tieBreak;
		this.seedText = String(settings.seed);
		this.maxNodesText = String(settings.maxNodes);
		this.#last = null;
	}
}
