/**
 * The every-start × every-end matrix's state: which board (5×5, 6×6, 8×8),
 * the study of its pairs (the first one computed when the page was built, the
 * others in the solver worker), the focused cell, and the pair chosen, with
 * its tour checked move by move.
 */
import { createBoard, isDark, squareName, type Board, type Square } from '../../../lib/board.ts';
import {
	countPairs,
	explainPair,
	pairStatus,
	pairTour,
	type EndPairs,
	type PairStatus,
} from '../../../lib/end-pairs.ts';
import { verifyTour } from '../../../lib/tour.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';

/** The boards on offer (sides). */
export const END_PAIR_SIDES = [5, 6, 8] as const;

/** How a pair's status reads in a cell's name. */
export const STATUS_WORDS: Record<PairStatus, string> = {
	same: 'same square',
	tour: 'tour',
	colour: 'no tour (colours)',
	searched: 'no tour (proved by search)',
	undecided: 'undecided',
};

/** The matrix's state. */
export class EndPairsState {
	side = $state(5);
	/** Rows and columns in dark-first order instead of board order. */
	grouped = $state(false);
	/** The focused cell: row (start) and column (end), as positions in `order`. */
	row = $state(0);
	col = $state(0);
	chosen = $state.raw<{ start: Square; end: Square } | null>(null);
	readonly runner: SolverRunner;
	#studies = $state.raw<Readonly<Record<number, EndPairs>>>({});

	readonly board: Board = $derived(createBoard(this.side, this.side));
	readonly pairs: EndPairs | null = $derived(this.#studies[this.side] ?? null);
	readonly counts = $derived(this.pairs === null ? null : countPairs(this.pairs));
	/** Squares in the order rows and columns show them. */
	readonly order: Square[] = $derived.by(() => {
		const squares = Array.from({ length: this.board.size }, (_, s) => s);
		if (!this.grouped) return squares;
		return [
			...squares.filter((s) => isDark(this.board, s)),
			...squares.filter((s) => !isDark(this.board, s)),
		];
	});
	/** The chosen pair's tour, when it has one, and whether it passed the check. */
	readonly tour = $derived.by((): { squares: Square[]; ok: boolean } | null => {
		if (this.pairs === null || this.chosen === null) return null;
		const squares = pairTour(this.pairs, this.chosen.start, this.chosen.end);
		if (squares === null) return null;
		const ok =
			verifyTour(this.board, squares).ok &&
			squares[0] === this.chosen.start &&
			squares[squares.length - 1] === this.chosen.end;
		return { squares, ok };
	});
	/** What the chosen pair's cell means, in a sentence. */
	readonly explanation = $derived.by(() => {
		if (this.pairs === null || this.chosen === null) return '';
		const text = explainPair(this.board, this.pairs, this.chosen.start, this.chosen.end);
		if (this.tour === null) return text;
		return `${text} ${this.tour.ok ? 'It is shown on the board, checked move by move.' : 'But the tour fails the check.'}`;
	});

	/** Creates the state with the study computed when the page was built. */
	constructor(initial: EndPairs, runner: SolverRunner = new SolverRunner()) {
		this.runner = runner;
		this.side = initial.rows;
		this.#studies = { [initial.rows]: initial };
	}

	/** Names a square of the board. */
	name = (square: Square): string => squareName(this.board, square);

	/** Describes a square of the board beside the matrix: its name and its move in the tour on show. */
	describe = (square: Square): string => {
		const at = this.tour?.squares.indexOf(square) ?? -1;
		return at < 0 ? this.name(square) : `${this.name(square)}, move ${String(at + 1)}`;
	};

	/** The status of a pair, as a word for the cell's class. */
	status = (start: Square, end: Square): PairStatus =>
		this.pairs === null ? 'undecided' : pairStatus(this.pairs, start, end);

	/** Names a cell for screen readers: "from a1 to b3: tour". */
	cellName = (start: Square, end: Square): string =>
		`from ${this.name(start)} to ${this.name(end)}: ${STATUS_WORDS[this.status(start, end)]}`;

	/** Moves the focused cell, staying inside the matrix. */
	moveTo(row: number, col: number): void {
		const last = this.board.size - 1;
		this.row = Math.max(0, Math.min(last, row));
		this.col = Math.max(0, Math.min(last, col));
	}

	/** Chooses the pair of a cell (a click, or Enter on the focused cell). */
	choose = (row: number, col: number): void => {
		this.moveTo(row, col);
		this.chosen = { start: this.order[this.row] as Square, end: this.order[this.col] as Square };
	};

	/** Switches board; a board not yet studied is studied in the worker. */
	async pick(side: number): Promise<void> {
		if (!END_PAIR_SIDES.includes(side as 5)) return;
		this.side = side;
		this.chosen = null;
		this.moveTo(0, 0);
		if (this.#studies[side] !== undefined) return;
		const outcome = await this.runner.run('variations-end-pairs', {
			board: { rows: side, cols: side },
		});
		if (outcome.status !== 'done') return;
		this.#studies = { ...this.#studies, [side]: outcome.value };
	}
}
