/**
 * The board a reader sets up for the Game before the first move: its size
 * (typed, with a message for a bad value), its holes and the goal. Changing
 * any of them mid-game would change what winning means, so each setter says
 * why it refuses once the game has started.
 */
import { createBoard, isHole, squareName, type Board, type Square } from '../../lib/board.ts';
import { parseWholeNumber } from '../../lib/input.ts';
import type { GameSnapshot } from './game-snapshot.ts';

/** Size, holes and goal of the Game's board. */
export class GameSetup {
	/** Largest number of rows or columns the reader may choose. */
	readonly maxSide: number;
	rowsText = $state('5');
	colsText = $state('5');
	/** Whether clicks paint holes (only before the first move). */
	painting = $state(false);
	#closed = $state(false);
	#size = $state({ rows: 5, cols: 5 });
	#holes = $state.raw<readonly Square[]>([]);

	readonly rows = $derived.by(() => parseWholeNumber(this.rowsText, 'Rows', 1, this.maxSide));
	readonly cols = $derived.by(() => parseWholeNumber(this.colsText, 'Columns', 1, this.maxSide));
	readonly board: Board = $derived(
		createBoard(this.#size.rows, this.#size.cols, { holes: this.#holes }),
	);
	/** Whether the goal is a closed tour. */
	readonly closed = $derived(this.#closed);
	/** The holes, in square order. */
	readonly holes = $derived(this.#holes);

	/** Sets up a whole board of `rows` × `cols`, open goal. */
	constructor(rows: number, cols: number, maxSide: number) {
		this.maxSide = maxSide;
		this.rowsText = String(rows);
		this.colsText = String(cols);
		this.#size = { rows, cols };
	}

	/** Sets the goal before the first move; returns what to tell the reader. */
	setClosed(closed: boolean, started: boolean): string {
		if (started) return 'The goal is set before the first move: start a New game to change it.';
		this.#closed = closed;
		return closed ? 'Goal: a closed tour, ending a knight’s move from the start.' : '';
	}

	/** Turns hole painting on or off before the first move; returns what to tell the reader. */
	setPainting(on: boolean, started: boolean): string {
		if (on && started) return 'Holes are painted before the first move: start a New game to paint.';
		this.painting = on;
		return '';
	}

	/** Takes what the reader typed; returns true when it set a new size (and cleared the holes). */
	type(which: 'rows' | 'cols', text: string): boolean {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (!this.rows.ok || !this.cols.ok) return false;
		const size = { rows: this.rows.value, cols: this.cols.value };
		if (size.rows === this.#size.rows && size.cols === this.#size.cols) return false;
		this.#size = size;
		this.#holes = [];
		return true;
	}

	/** Cuts a square out of the board, or puts it back; returns what to tell the reader. */
	toggleHole(square: Square): string {
		const name = squareName(this.board, square);
		const hole = isHole(this.board, square);
		this.#holes = hole
			? this.#holes.filter((s) => s !== square)
			: [...this.#holes, square].sort((a, b) => a - b);
		return hole ? `${name} is a square again.` : `${name} is now a hole.`;
	}

	/** Takes the size, holes and goal of a checked snapshot. */
	load(snapshot: GameSnapshot): void {
		this.rowsText = String(snapshot.rows);
		this.colsText = String(snapshot.cols);
		this.#size = { rows: snapshot.rows, cols: snapshot.cols };
		this.#holes = snapshot.holes;
		this.#closed = snapshot.closed;
		this.painting = false;
	}
}
