/**
 * State of the divide-and-conquer figure: a closed tour built from blocks,
 * taken apart into the blocks' own closed tours, and the two-edge swaps that
 * join them replayed one at a time. The geometry (which moves to draw, in
 * which style) is worked out here so the view only draws lines.
 */
import { createBoard, squareName, type Square } from '../../../lib/board.ts';
import { blockPicture, type BlockJoin, type BlockPicture } from '../../../lib/proofs.ts';

/** A board's closed tour from the construction, and how the construction cut its sides. */
export interface BlockTour {
	rows: number;
	cols: number;
	tour: readonly Square[];
	rowPieces: readonly number[];
	colPieces: readonly number[];
}

/** A move to draw: part of a block's tour, put in by a join, or taken out by one. */
export interface DrawnMove {
	key: string;
	from: Square;
	to: Square;
	kind: 'block' | 'added' | 'removed';
	/** The colour (0 to 3) of the block whose tour the move belongs to; -1 for added moves. */
	colour: number;
	/** Whether the move belongs to the join made last. */
	latest: boolean;
}

/** Names block k "A", "B", … */
export function blockLetter(index: number): string {
	return String.fromCharCode(65 + index);
}

/** The divide-and-conquer figure's state. */
export class DivideAndConquerState {
	readonly pictures: readonly BlockPicture[] = [];
	index = $state(0);
	/** How many joins are made (0: the blocks' separate tours). */
	step = $state(0);

	readonly picture: BlockPicture = $derived(this.pictures[this.index] as BlockPicture);
	readonly board = $derived(createBoard(this.picture.rows, this.picture.cols));
	/** Each block's colour, 0 to 3, chosen so that blocks side by side never share one. */
	readonly colours: readonly number[] = $derived.by(() => {
		const tops = distinct(this.picture.blocks.map((b) => b.top));
		const lefts = distinct(this.picture.blocks.map((b) => b.left));
		return this.picture.blocks.map(
			(b) => (tops.indexOf(b.top) % 2) * 2 + (lefts.indexOf(b.left) % 2),
		);
	});
	readonly joins: readonly BlockJoin[] = $derived(this.picture.joins);
	readonly atEnd = $derived(this.step >= this.joins.length);
	readonly moves: readonly DrawnMove[] = $derived.by(() => {
		const done = this.joins.slice(0, this.step);
		// Moves taken out so far, each with whether the latest join took it out.
		const removed: Record<string, boolean> = {};
		done.forEach((join, j) => {
			for (const [a, b] of join.removed) removed[edgeKey(a, b)] = j === this.step - 1;
		});
		const moves: DrawnMove[] = [];
		this.picture.cycles.forEach((cycle, block) => {
			cycle.forEach((from, i) => {
				const to = cycle[(i + 1) % cycle.length] as Square;
				const key = edgeKey(from, to);
				const cut = removed[key];
				const kind = cut === undefined ? 'block' : 'removed';
				const colour = this.colours[block] ?? 0;
				moves.push({ key, from, to, kind, colour, latest: cut === true });
			});
		});
		done.forEach((join, j) => {
			for (const [from, to] of join.added) {
				const latest = j === this.step - 1;
				moves.push({ key: edgeKey(from, to), from, to, kind: 'added', colour: -1, latest });
			}
		});
		return moves;
	});
	readonly status = $derived.by(() => {
		const blocks = this.picture.blocks.length;
		const name = this.name;
		const tours = blocks - this.step;
		const left =
			tours === 1
				? `one closed tour through all ${String(this.picture.rows * this.picture.cols)} squares`
				: `${String(tours)} separate closed tours`;
		if (this.step === 0) {
			return `${String(blocks)} blocks, each with a closed tour of its own: ${left}.`;
		}
		const join = this.joins[this.step - 1] as BlockJoin;
		const [[a1, a2], [b1, b2]] = join.removed;
		const [p, q] = join.blocks.map(blockLetter);
		return `Join ${String(this.step)} of ${String(this.joins.length)}, blocks ${String(p)} and ${String(q)}: out go ${name(a1)}–${name(a2)} (${String(p)}) and ${name(b1)}–${name(b2)} (${String(q)}); in come ${name(a1)}–${name(b1)} and ${name(a2)}–${name(b2)}. Now ${left}.`;
	});

	/** Takes the given tours apart; shows the first board with every join made. */
	constructor(boards: readonly BlockTour[]) {
		this.pictures = boards.map((b) =>
			blockPicture(b.rows, b.cols, b.tour, b.rowPieces, b.colPieces),
		);
		this.step = this.pictures[0]?.joins.length ?? 0;
	}

	/** Names a square of the board shown. */
	name = (square: Square): string => squareName(this.board, square);

	/** Chooses another board, with every join made. */
	choose = (index: number): void => {
		this.index = index;
		this.step = this.joins.length;
	};

	/** Makes one more join. */
	forward = (): void => {
		this.step = Math.min(this.step + 1, this.joins.length);
	};

	/** Undoes the last join. */
	back = (): void => {
		this.step = Math.max(this.step - 1, 0);
	};

	/** Goes back to the separate block tours. */
	reset = (): void => {
		this.step = 0;
	};

	/** Makes every join. */
	skipToEnd = (): void => {
		this.step = this.joins.length;
	};
}

/** Lists the values of an array once each, in order of first appearance. */
function distinct(values: readonly number[]): number[] {
	return values.filter((value, i) => values.indexOf(value) === i);
}

/** Names a move by its two squares, in either direction. */
function edgeKey(a: Square, b: Square): string {
	return a < b ? `${String(a)}-${String(b)}` : `${String(b)}-${String(a)}`;
}
