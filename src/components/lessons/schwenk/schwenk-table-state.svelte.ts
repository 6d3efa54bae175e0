/**
 * State of the Schwenk table: every board up to a size with its verdict, the
 * board the reader chose, why it has no closed tour (the squares that show it)
 * or a closed tour of it, fetched from the solver worker and kept.
 */
import { SvelteMap } from 'svelte/reactivity';
import { createBoard, squareName, type Board, type Square } from '../../../lib/board.ts';
import { isOuterRow, schwenkClauses, type SchwenkClause } from '../../../lib/proofs.ts';
import { closedTourExists, findObstruction } from '../../../lib/theory.ts';
import { keyToCursor } from '../../board/keyboard.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';

/** One cell of the table: a board size and what the theorem says about it. */
export interface SchwenkCell {
	rows: number;
	cols: number;
	exists: boolean;
	clauses: SchwenkClause[];
	/** What the cell shows: "✓", or "✗" with the conditions, e.g. "✗ a,b". */
	text: string;
	/** What a screen reader hears: "3×4: no closed tour, condition c". */
	label: string;
}

/** Where the table starts: its extent, the chosen board, and optionally a tour of it. */
export interface SchwenkTableSetup {
	maxRows: number;
	maxCols: number;
	rows: number;
	cols: number;
	/** A closed tour of the chosen board, computed when the page was built. */
	tour?: readonly Square[] | undefined;
	/** Runs the 'find-tour' job; tests pass one over an in-memory worker. Default: a new runner. */
	runner?: SolverRunner | undefined;
}

/** Says "3×4". */
function sizeName(rows: number, cols: number): string {
	return `${String(rows)}×${String(cols)}`;
}

/** Describes a board's cell of the table. */
export function schwenkCell(rows: number, cols: number): SchwenkCell {
	const clauses = schwenkClauses(rows, cols);
	const exists = clauses.length === 0;
	const which = clauses.length === 1 ? 'condition' : 'conditions';
	return {
		rows,
		cols,
		exists,
		clauses,
		text: exists ? '✓' : `✗ ${clauses.join(',')}`,
		label: exists
			? `${sizeName(rows, cols)}: closed tour`
			: // The letters in the order the cell shows them ("✗ a,b"), so the visible text is part
				// of the name (WCAG 2.5.3).
				`${sizeName(rows, cols)}: no closed tour, ${which} ${clauses.join(', ')}`,
	};
}

/** The Schwenk table's state. */
export class SchwenkTableState {
	readonly maxRows: number;
	readonly maxCols: number;
	readonly runner: SolverRunner;
	/** The table's cells, a row of cells per number of rows. */
	readonly cells: readonly (readonly SchwenkCell[])[];
	/** The cell that holds the keyboard focus, as an index row-major from 1×1. */
	cursor = $state(0);
	/** Why the last tour could not be fetched; empty otherwise. */
	failure = $state('');
	#chosen = $state({ rows: 8, cols: 8 });
	/** Closed tours fetched so far, by board size, so that going back to a board is instant. */
	readonly #tours = new SvelteMap<string, readonly Square[]>();
	readonly #grid: Board;

	readonly rows = $derived(this.#chosen.rows);
	readonly cols = $derived(this.#chosen.cols);
	readonly board = $derived(createBoard(this.#chosen.rows, this.#chosen.cols));
	readonly verdict = $derived(closedTourExists(this.#chosen.rows, this.#chosen.cols));
	readonly obstruction = $derived(
		this.verdict.exists ? null : findObstruction(this.board, { closed: true }),
	);
	readonly tour = $derived(this.#tours.get(sizeName(this.rows, this.cols)) ?? null);
	/** The squares that show there is no closed tour (cut off, or with one move). */
	readonly highlights = $derived(this.obstruction?.squares ?? []);
	/** On a board four squares wide, Pósa's labels: O on the two outer lines, I on the two inner ones. */
	readonly marks = $derived.by(() => {
		const { rows, cols } = this.board;
		if (this.verdict.exists || Math.min(rows, cols) !== 4) return [];
		return Array.from({ length: this.board.size }, (_, square) => {
			const outer =
				rows === 4 ? isOuterRow(rows, cols, square) : [0, cols - 1].includes(square % cols);
			return outer ? 'O' : 'I';
		});
	});
	/** A sentence about the picture under the verdict. */
	readonly picture = $derived.by(() => {
		const name = sizeName(this.rows, this.cols);
		if (this.verdict.exists) {
			if (this.tour !== null) {
				return `A closed tour of ${name}: ${String(this.board.size)} moves, the last one back to the start.`;
			}
			return this.failure === '' ? `Finding a closed tour of ${name}…` : this.failure;
		}
		if (this.marks.length > 0) {
			return 'O marks the two outer lines, I the two inner ones: see the four-row proof below.';
		}
		if (this.obstruction === null) return 'No short argument: see the exhaustive search below.';
		return this.obstruction.reason;
	});

	/** Sets up the table; a tour given for the chosen board is shown at once. */
	constructor({ maxRows, maxCols, rows, cols, tour, runner }: SchwenkTableSetup) {
		this.maxRows = maxRows;
		this.maxCols = maxCols;
		this.runner = runner ?? new SolverRunner();
		this.#grid = createBoard(maxRows, maxCols);
		this.cells = Array.from({ length: maxRows }, (_, r) =>
			Array.from({ length: maxCols }, (_, c) => schwenkCell(r + 1, c + 1)),
		);
		this.#chosen = { rows, cols };
		this.cursor = (rows - 1) * maxCols + (cols - 1);
		if (tour !== undefined) this.#tours.set(sizeName(rows, cols), tour);
	}

	/** Tells whether the chosen board is rows×cols. */
	isChosen(rows: number, cols: number): boolean {
		return this.rows === rows && this.cols === cols;
	}

	/** Chooses a board, and fetches a closed tour of it when it has one. */
	choose = (rows: number, cols: number): void => {
		this.#chosen = { rows, cols };
		this.cursor = (rows - 1) * this.maxCols + (cols - 1);
		this.failure = '';
		void this.load();
	};

	/** Fetches a closed tour of the chosen board from the worker, unless there is none or it is known. */
	async load(): Promise<void> {
		const { rows, cols } = this.#chosen;
		const key = sizeName(rows, cols);
		if (!this.verdict.exists || this.#tours.has(key)) return;
		const outcome = await this.runner.run('find-tour', {
			board: { rows, cols },
			options: { closed: true },
		});
		if (outcome.status !== 'done') {
			if (outcome.status === 'error' && this.isChosen(rows, cols)) this.failure = outcome.message;
			return;
		}
		const result = outcome.value;
		if (result.status === 'found' && result.check?.ok !== false) {
			this.#tours.set(key, Array.from(result.tour));
		} else if (this.isChosen(rows, cols)) {
			this.failure = result.status === 'found' ? 'The tour failed its check.' : result.reason;
		}
	}

	/** Returns the cell a key moves the focus to, or null when the key does not move it. */
	moveCursor(key: string, ctrl: boolean): number | null {
		const next = keyToCursor(this.#grid, this.cursor, key, ctrl);
		if (next === null) return null;
		this.cursor = next;
		return next;
	}

	/** Describes a square of the chosen board for screen readers: "c3, move 12". */
	describe = (square: Square): string => {
		const name = squareName(this.board, square);
		const move = this.tour?.indexOf(square) ?? -1;
		const mark = this.marks[square];
		if (move >= 0) return `${name}, move ${String(move + 1)}`;
		if (mark !== undefined) return `${name}, ${mark === 'O' ? 'outer' : 'inner'}`;
		return this.highlights.includes(square) ? `${name}, shows there is no closed tour` : name;
	};
}
