import {
	createBoard,
	degree,
	degreeHistogram,
	edgeCount,
	isDark,
	neighbors,
	parseSquare,
	squareAt,
	squareName,
	type Square,
} from '../../../lib/board.ts';
import { parseWholeNumber } from '../../../lib/input.ts';

/** Where the explorer starts: board size, knight square, and the largest side allowed. */
export interface KnightMovesSetup {
	rows: number;
	cols: number;
	start: string;
	maxSide: number;
}

/** Orders square names by file, then rank (b3 before b5 before c2). */
function byName(a: string, b: string): number {
	return a.localeCompare(b, 'en', { numeric: true });
}

/** Says "1 move" or "3 moves". */
function moves(count: number): string {
	return `${String(count)} move${count === 1 ? '' : 's'}`;
}

/** State of the knight's-moves explorer: the typed size, the board, and the knight. */
export class KnightMovesState {
	rowsText = $state('');
	colsText = $state('');
	showCounts = $state(true);
	cursor = $state(0);
	maxSide = 16;
	#size = $state({ rows: 8, cols: 8 });
	// The knight is kept by file and rank, so it stays on c3 when the board grows.
	#file = $state(0);
	#rank = $state(1);
	/** The squares the knight stood on, while each step was a knight's move; restarts otherwise. */
	trail = $state.raw<Square[]>([]);

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, this.maxSide));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, this.maxSide));
	readonly board = $derived(createBoard(this.#size.rows, this.#size.cols));
	readonly knight = $derived(
		squareAt(
			this.board,
			this.board.rows - Math.min(this.#rank, this.board.rows),
			Math.min(this.#file, this.board.cols - 1),
		),
	);
	readonly moves = $derived(neighbors(this.board, this.knight));
	readonly degrees = $derived(
		Array.from({ length: this.board.size }, (_, square) => degree(this.board, square)),
	);
	readonly marks = $derived(this.degrees.map((d) => (this.showCounts ? String(d) : null)));
	readonly edges = $derived(edgeCount(this.board));
	readonly histogram = $derived(
		degreeHistogram(this.board)
			.map((count, moveCount) => ({ moveCount, count }))
			.filter(({ count }) => count > 0),
	);
	readonly status = $derived.by(() => {
		const names = this.moves.map((s) => squareName(this.board, s)).sort(byName);
		const where = squareName(this.board, this.knight);
		return names.length === 0
			? `Knight on ${where}: no moves.`
			: `Knight on ${where}: ${moves(names.length)}, to ${names.join(', ')}.`;
	});

	/** Sets up the explorer; throws a `RangeError` when the start square is not on the board. */
	constructor({ rows, cols, start, maxSide }: KnightMovesSetup) {
		this.maxSide = maxSide;
		this.rowsText = String(rows);
		this.colsText = String(cols);
		this.#size = { rows, cols };
		const square = parseSquare(createBoard(rows, cols), start);
		this.place(square);
		this.cursor = square;
	}

	/** Takes what the reader typed in Rows or Columns; the board changes once both are valid. */
	type(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (this.rows.ok && this.cols.ok) {
			this.#size = { rows: this.rows.value, cols: this.cols.value };
			this.cursor = this.knight;
			this.trail = [this.knight];
		}
	}

	/** Puts the knight on a square. */
	place = (square: Square): void => {
		const last = this.trail.at(-1);
		// A square a knight's move away extends the trail; any other starts a new one.
		this.trail =
			last !== undefined && this.moves.includes(square) ? [...this.trail, square] : [square];
		this.#file = square % this.board.cols;
		this.#rank = this.board.rows - Math.floor(square / this.board.cols);
	};

	/** Names the trail's squares with their colours: "Trail: c3 (dark) → a2 (light)". */
	readonly trailText = $derived(
		`Trail: ${this.trail
			.map((s) => `${squareName(this.board, s)} (${isDark(this.board, s) ? 'dark' : 'light'})`)
			.join(' → ')}`,
	);

	/** Describes a square for screen readers: "b3, 6 moves, one knight move away". */
	describe = (square: Square): string => {
		const role =
			square === this.knight
				? ', knight'
				: this.moves.includes(square)
					? ', one knight move away'
					: '';
		return `${squareName(this.board, square)}, ${moves(this.degrees[square] ?? 0)}${role}`;
	};
}
