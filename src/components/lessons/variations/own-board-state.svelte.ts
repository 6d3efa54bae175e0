/**
 * The "Your own board" widget's state: a board of 3 to 12 squares a side with
 * holes painted in, what theory says about it at once (`boardFacts`,
 * `tourVerdict`), and a search in the solver worker that finds a tour or
 * proves there is none.
 */
import {
	createBoard,
	isDark,
	isHole,
	parseSquare,
	squareName,
	type Board,
	type Square,
} from '../../../lib/board.ts';
import { boardFacts, type BoardFacts } from '../../../lib/board-facts.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import { tourVerdict } from '../../../lib/solvers/request.ts';
import type { CheckedResult } from '../../../workers/jobs.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';

/** Sides the widget accepts. */
export const MIN_OWN_SIDE = 3;
export const MAX_OWN_SIDE = 12;
/** Positions a search may place before it gives up (undecided). */
export const OWN_BOARD_BUDGET = 50_000_000;

/** A ready-made board: its size and holes by name. */
export interface OwnBoardPreset {
	id: string;
	name: string;
	rows: number;
	cols: number;
	holes: readonly string[];
}

/** The presets, each showing one kind of argument. */
export const OWN_BOARD_PRESETS: readonly OwnBoardPreset[] = [
	{
		id: 'mutilated',
		name: 'Mutilated chessboard (a1 and h8 gone)',
		rows: 8,
		cols: 8,
		holes: ['a1', 'h8'],
	},
	{ id: 'corner', name: 'One corner gone (a1)', rows: 8, cols: 8, holes: ['a1'] },
	{
		id: 'door',
		name: 'Two rooms and a door (e3)',
		rows: 5,
		cols: 10,
		holes: ['e1', 'e2', 'e4', 'e5', 'f1', 'f2', 'f3', 'f4', 'f5'],
	},
	{ id: 'centre', name: 'The centre cut out', rows: 8, cols: 8, holes: ['d4', 'e4', 'd5', 'e5'] },
	{ id: 'searched', name: 'No tour, proved by search', rows: 4, cols: 5, holes: ['b4', 'c4'] },
];

/** A hole by file and rank counted from a1 (0-based), so it stays put when the board is resized. */
interface HoleAt {
	file: number;
	rank: number;
}

/** What the search said, and the set-up it answered. */
interface SearchReport {
	result: CheckedResult;
	setup: string;
	/** Whether theory had left the question to the search (so an impossible result is a search's proof). */
	searched: boolean;
}

/** Creates a hole's position from a square of a board. */
function holeAt(board: Board, square: Square): HoleAt {
	return { file: square % board.cols, rank: board.rows - 1 - Math.floor(square / board.cols) };
}

/** The widget's state. */
export class OwnBoardState {
	rowsText = $state('8');
	colsText = $state('8');
	closed = $state(false);
	holes = $state.raw<readonly HoleAt[]>([]);
	/** What the last action did, for the status line. */
	notice = $state('');
	readonly runner: SolverRunner;
	#size = $state({ rows: 8, cols: 8 });
	#last = $state.raw<SearchReport | null>(null);

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', MIN_OWN_SIDE, MAX_OWN_SIDE));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', MIN_OWN_SIDE, MAX_OWN_SIDE));
	readonly board: Board = $derived.by(() => {
		const { rows, cols } = this.#size;
		const holes = this.holes
			.filter((h) => h.file < cols && h.rank < rows)
			.map((h) => (rows - 1 - h.rank) * cols + h.file);
		return createBoard(rows, cols, { holes });
	});
	readonly facts: BoardFacts = $derived(boardFacts(this.board));
	/** The theory's verdict for the chosen kind of tour (a fact of `facts` first, then `tourVerdict`). */
	readonly verdict = $derived.by((): { impossible: boolean; text: string } => {
		const kind = this.closed ? 'closed' : 'open';
		const proof = this.closed ? this.facts.closedProof : this.facts.openProof;
		if (proof !== null)
			return { impossible: true, text: `Theory settles it: no ${kind} tour exists.` };
		const verdict = tourVerdict(this.board, { closed: this.closed });
		if (verdict.verdict === 'impossible') return { impossible: true, text: verdict.reason };
		if (verdict.verdict === 'exists') return { impossible: false, text: verdict.reason };
		return {
			impossible: false,
			text: `Theory does not settle whether ${this.closed ? 'a closed' : 'an open'} tour exists: a search must decide.`,
		};
	});
	/** Squares the facts name, outlined on the board. */
	readonly highlights = $derived(
		this.facts.facts.flatMap((f) => f.squares).filter((s, i, all) => all.indexOf(s) === i),
	);
	readonly setupKey = $derived(
		JSON.stringify([this.board.rows, this.board.cols, this.closed, this.holeSquares()]),
	);

	/** Creates the state; tests inject a runner over a fake worker. */
	constructor(runner: SolverRunner = new SolverRunner()) {
		this.runner = runner;
	}

	/** The holes of the board on show, as square numbers in order. */
	holeSquares(): Square[] {
		const squares: Square[] = [];
		for (let s = 0; s < this.board.size; s++) if (isHole(this.board, s)) squares.push(s);
		return squares;
	}

	/** The search's report, when it answered the board on show. */
	get report(): SearchReport | null {
		return this.#last !== null && this.#last.setup === this.setupKey ? this.#last : null;
	}

	/** The tour on show, if the search found one for this board. */
	get tour(): Int32Array | null {
		const result = this.report?.result;
		return result?.status === 'found' && result.check?.ok === true ? result.tour : null;
	}

	/** What the search found, in a sentence, or '' before any search of this board. */
	get outcome(): string {
		const report = this.report;
		if (report === null) return '';
		const { result } = report;
		const kind = this.closed ? 'closed' : 'open';
		const positions = result.stats.nodes.toLocaleString('en-GB');
		if (result.status === 'found') {
			return result.check?.ok === true
				? `Found ${this.closed ? 'a' : 'an'} ${kind} tour of ${String(result.tour.length)} squares, checked move by move.`
				: `The solver returned a tour that fails the check: ${result.check?.ok === false ? result.check.error : ''}`;
		}
		if (result.status === 'impossible') {
			return report.searched
				? `Proved: no ${kind} tour exists (searched ${positions} positions, every possibility).`
				: `No ${kind} tour exists: ${result.reason}`;
		}
		return `Undecided: the search gave up after ${positions} positions without finishing, so this proves nothing either way.`;
	}

	/** Takes a typed size once both fields are valid; holes keep their names where they still fit. */
	resize(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (this.rows.ok && this.cols.ok) this.#size = { rows: this.rows.value, cols: this.cols.value };
	}

	/** Names a square. */
	name = (square: Square): string => squareName(this.board, square);

	/** Describes a square for screen readers: name, colour or hole, leaps, and what the facts say of it. */
	describe = (square: Square): string => {
		const name = this.name(square);
		if (isHole(this.board, square)) return `${name}, hole`;
		const named = this.facts.facts.filter((f) => f.squares.includes(square)).map((f) => f.kind);
		const notes = named.map((kind) =>
			kind === 'cut'
				? 'cut square'
				: kind === 'one-leap'
					? 'one leap only'
					: kind === 'no-leap'
						? 'no leap'
						: 'cut off',
		);
		const at = this.tour?.indexOf(square) ?? -1;
		return [
			name,
			isDark(this.board, square) ? 'dark' : 'light',
			...notes,
			...(at >= 0 ? [`move ${String(at + 1)}`] : []),
		].join(', ');
	};

	/** Cuts a square out of the board, or puts it back (a click, a tap, Enter). */
	toggle = (square: Square): void => {
		this.paint([square], !isHole(this.board, square));
	};

	/** Makes squares holes (`hole` true) or free again, as a painting stroke asks. */
	paint = (squares: readonly Square[], hole: boolean): void => {
		if (squares.length === 0) return;
		const board = this.board;
		const touched = squares.map((s) => holeAt(board, s));
		const same = (a: HoleAt, b: HoleAt): boolean => a.file === b.file && a.rank === b.rank;
		const kept = this.holes.filter((h) => !touched.some((t) => same(h, t)));
		this.holes = hole ? [...kept, ...touched] : kept;
		const names = squares.map(this.name).join(', ');
		this.notice = `${names} ${squares.length === 1 ? (hole ? 'is now a hole' : 'is a square again') : hole ? 'are now holes' : 'are squares again'}.`;
	};

	/** Puts every hole back. */
	clear = (): void => {
		this.holes = [];
		this.notice = 'All holes filled in.';
	};

	/** Sets up a preset board. */
	choose = (id: string): void => {
		const preset = OWN_BOARD_PRESETS.find((p) => p.id === id);
		if (preset === undefined) return;
		this.rowsText = String(preset.rows);
		this.colsText = String(preset.cols);
		this.#size = { rows: preset.rows, cols: preset.cols };
		const plain = createBoard(preset.rows, preset.cols);
		this.holes = preset.holes.map((name) => holeAt(plain, parseSquare(plain, name)));
		this.notice = `${preset.name}: ${String(preset.rows)}×${String(preset.cols)} with ${String(preset.holes.length)} ${preset.holes.length === 1 ? 'hole' : 'holes'}.`;
	};

	/** Finds a tour in the worker, or proves there is none. */
	async solve(): Promise<void> {
		const board = this.board;
		const setup = this.setupKey;
		const searched = !this.verdict.impossible;
		this.notice = '';
		const outcome = await this.runner.run('find-tour', {
			board: { rows: board.rows, cols: board.cols, holes: this.holeSquares() },
			options: { closed: this.closed, maxNodes: OWN_BOARD_BUDGET },
		});
		if (outcome.status !== 'done') return;
		this.#last = { result: outcome.value, setup, searched };
	}
}
