/**
 * State of the four-row proof figure: a knight's path through every square of
 * a 4×n board, stepped move by move, with each square's two labels — outer or
 * inner row (Pósa's colouring), dark or light (the chessboard's) — and the
 * places where a closed tour would break: two inner squares in a row, and the
 * last move home from an outer square to an outer square.
 */
import { createBoard, isDark, squareName, type Board, type Square } from '../../../lib/board.ts';
import { isOuterRow } from '../../../lib/proofs.ts';

/** A path through every square of a 4×n board, n its number of columns. */
export interface FourRowPath {
	cols: number;
	path: readonly Square[];
}

/** One move of the path with its two labels. */
export interface FourRowStep {
	move: number;
	square: Square;
	name: string;
	outer: boolean;
	dark: boolean;
}

/** Says "dark" or "light". */
function shade(dark: boolean): string {
	return dark ? 'dark' : 'light';
}

/** Counts a group of squares by colour: "5 (all dark)", "7 (4 dark, 3 light)" or "none yet". */
function colours(steps: readonly FourRowStep[]): string {
	const dark = steps.filter((step) => step.dark).length;
	const light = steps.length - dark;
	if (steps.length === 0) return 'none yet';
	if (light === 0) return `${String(dark)} (all dark)`;
	if (dark === 0) return `${String(light)} (all light)`;
	return `${String(steps.length)} (${String(dark)} dark, ${String(light)} light)`;
}

/** The four-row proof figure's state. */
export class FourRowProofState {
	readonly paths: readonly FourRowPath[] = [];
	cols = $state(6);
	/** How many squares of the path are shown (0 to 4n). */
	step = $state(0);

	readonly board: Board = $derived(createBoard(4, this.cols));
	readonly path: readonly Square[] = $derived(
		this.paths.find((p) => p.cols === this.cols)?.path ?? [],
	);
	readonly steps: readonly FourRowStep[] = $derived(
		this.path.map((square, i) => ({
			move: i + 1,
			square,
			name: squareName(this.board, square),
			outer: isOuterRow(4, this.cols, square),
			dark: isDark(this.board, square),
		})),
	);
	readonly shown = $derived(this.steps.slice(0, this.step));
	/** The 0-based index of the second of two inner squares in a row, or -1. */
	readonly innerPair = $derived(
		this.steps.findIndex((s, i) => i > 0 && !s.outer && !(this.steps[i - 1] as FourRowStep).outer),
	);
	readonly atEnd = $derived(this.step >= this.path.length);
	/** Squares outlined: the two inner squares in a row once reached, and both ends at the end. */
	readonly highlights = $derived.by(() => {
		const squares: Square[] = [];
		if (this.innerPair > 0 && this.step > this.innerPair) {
			squares.push(this.path[this.innerPair - 1] as Square, this.path[this.innerPair] as Square);
		}
		if (this.atEnd && this.path.length > 0) {
			squares.push(this.path[0] as Square, this.path[this.path.length - 1] as Square);
		}
		return squares;
	});
	/** O or I on the squares not visited yet; visited squares show their move number. */
	readonly marks = $derived.by(() => {
		const visited = Array.from({ length: this.board.size }, () => false);
		for (const s of this.shown) visited[s.square] = true;
		return visited.map((seen, square) =>
			seen ? null : isOuterRow(4, this.cols, square) ? 'O' : 'I',
		);
	});
	readonly tally = $derived(
		`Outer squares visited: ${colours(this.shown.filter((s) => s.outer))}. Inner squares visited: ${colours(this.shown.filter((s) => !s.outer))}.`,
	);
	readonly status = $derived.by(() => {
		const n = this.cols;
		if (this.step === 0) {
			return `No moves yet. The 4×${String(n)} board has ${String(2 * n)} outer squares (O, rows 1 and 4) and ${String(2 * n)} inner ones (I, rows 2 and 3); each group is half dark, half light.`;
		}
		const at = this.steps[this.step - 1] as FourRowStep;
		let text = `Move ${String(at.move)}: ${at.name}, ${at.outer ? 'outer' : 'inner'}, ${shade(at.dark)}.`;
		if (this.step - 1 === this.innerPair) {
			const before = this.steps[this.step - 2] as FourRowStep;
			const after = this.steps.find((x) => x.move > at.move && x.outer);
			const turn =
				after === undefined
					? ''
					: ` From here on the outer squares it visits are ${shade(after.dark)}.`;
			text += ` Two inner squares in a row (${before.name}, then ${at.name}): a path can afford this once, because it has two ends; a closed tour cannot.${turn}`;
		}
		if (this.atEnd) {
			const first = this.steps[0] as FourRowStep;
			text += ` Every square is visited, but the path began on ${first.name} and ends on ${at.name}, both outer: no knight's move joins two outer squares, so it cannot be closed.`;
		}
		return text;
	});

	/** Sets up the figure on the board `cols` wide, with the whole path shown. */
	constructor(paths: readonly FourRowPath[], cols: number) {
		this.paths = paths;
		this.cols = cols;
		this.step = this.path.length;
	}

	/** Chooses another board, showing its whole path. */
	choose = (cols: number): void => {
		this.cols = cols;
		this.step = this.path.length;
	};

	/** Shows one more move. */
	forward = (): void => {
		this.step = Math.min(this.step + 1, this.path.length);
	};

	/** Shows one move fewer. */
	back = (): void => {
		this.step = Math.max(this.step - 1, 0);
	};

	/** Goes back to the empty board. */
	reset = (): void => {
		this.step = 0;
	};

	/** Shows the whole path. */
	skipToEnd = (): void => {
		this.step = this.path.length;
	};

	/** Describes a square for screen readers: "c1, outer, dark, move 7". */
	describe = (square: Square): string => {
		const s = this.steps.find((x) => x.square === square);
		if (s === undefined) return squareName(this.board, square);
		const move = s.move <= this.step ? `, move ${String(s.move)}` : '';
		return `${s.name}, ${s.outer ? 'outer' : 'inner'}, ${shade(s.dark)}${move}`;
	};
}
