/**
 * The pieces of Schwenk's theorem that a lesson draws: which of its three
 * conditions rule a board out, Pósa's outer and inner rows on a board four
 * squares high, and a tour built from blocks taken apart again into the
 * blocks' own closed tours and the two-edge swaps that joined them.
 *
 * A. J. Schwenk, "Which rectangular chessboards have a knight's tour?",
 * Mathematics Magazine 64 (1991) 325–332: an m×n board with m ≤ n has a closed
 * knight's tour unless (a) m and n are both odd; (b) m is 1, 2 or 4; or
 * (c) m = 3 and n is 4, 6 or 8.
 */
import { MAX_SIDE, MIN_SIDE, type Square } from './board.ts';

/** One of the three conditions of Schwenk's theorem: both sides odd, a side 1, 2 or 4, or 3×4, 3×6, 3×8. */
export type SchwenkClause = 'a' | 'b' | 'c';

/** Lists the conditions of Schwenk's theorem that hold for a board (none: it has a closed tour). */
export function schwenkClauses(rows: number, cols: number): SchwenkClause[] {
	for (const side of [rows, cols]) {
		if (!Number.isInteger(side) || side < MIN_SIDE || side > MAX_SIDE) {
			throw new RangeError(
				`Sides must be whole numbers from ${String(MIN_SIDE)} to ${String(MAX_SIDE)}; got ${String(rows)}×${String(cols)}.`,
			);
		}
	}
	const m = Math.min(rows, cols);
	const n = Math.max(rows, cols);
	const clauses: SchwenkClause[] = [];
	if (m % 2 === 1 && n % 2 === 1) clauses.push('a');
	if (m === 1 || m === 2 || m === 4) clauses.push('b');
	if (m === 3 && (n === 4 || n === 6 || n === 8)) clauses.push('c');
	return clauses;
}

/** Tells whether a square of a board four rows high lies on the top or bottom row (Pósa's "outer" squares). */
export function isOuterRow(rows: number, cols: number, square: Square): boolean {
	const row = Math.floor(square / cols);
	return row === 0 || row === rows - 1;
}

/** A rectangle of the board: its top-left square's row and column, and its size. */
export interface Block {
	top: number;
	left: number;
	rows: number;
	cols: number;
}

/** One two-edge swap: a move taken out of each of two closed tours, and two moves put in between them. */
export interface BlockJoin {
	/** The two blocks joined, by index, the earlier block first. */
	blocks: [number, number];
	/** The move taken out of each block's tour, [a1, a2] and [b1, b2]. */
	removed: [[Square, Square], [Square, Square]];
	/** The moves put in, a1–b1 and a2–b2, each from the first block to the second. */
	added: [[Square, Square], [Square, Square]];
}

/** A tour taken apart into its blocks: each block's closed tour and the swaps that joined them. */
export interface BlockPicture {
	rows: number;
	cols: number;
	blocks: Block[];
	/** The block of each square, by index into `blocks`. */
	blockOf: number[];
	/** Each block's own closed tour, in visiting order. */
	cycles: Square[][];
	/** The joins in the order they are made: by the later block, row of blocks by row of blocks. */
	joins: BlockJoin[];
}

/** Cuts a side into pieces of the given lengths, or throws when they do not add up. */
function starts(side: number, pieces: readonly number[], what: string): number[] {
	const total = pieces.reduce((sum, piece) => sum + piece, 0);
	if (total !== side || pieces.some((piece) => !Number.isInteger(piece) || piece < 1)) {
		throw new RangeError(
			`The ${what} pieces ${pieces.join(' + ')} must be whole numbers adding up to ${String(side)}.`,
		);
	}
	let at = 0;
	return pieces.map((piece) => {
		const start = at;
		at += piece;
		return start;
	});
}

/** Tells whether two squares of a board `cols` wide are a knight's move apart. */
function knightApart(cols: number, a: Square, b: Square): boolean {
	const dr = Math.abs(Math.floor(a / cols) - Math.floor(b / cols));
	const dc = Math.abs((a % cols) - (b % cols));
	return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
}

/** Walks a set of moves that should form one cycle through `squares`; returns it, or null. */
function cycleThrough(squares: readonly Square[], links: Map<Square, Square[]>): Square[] | null {
	const first = squares[0];
	if (first === undefined) return null;
	if (squares.some((s) => links.get(s)?.length !== 2)) return null;
	const cycle = [first];
	let previous = first;
	let current = (links.get(first) as Square[])[0] as Square;
	while (current !== first) {
		cycle.push(current);
		const [x, y] = links.get(current) as [Square, Square];
		const next = x === previous ? y : x;
		previous = current;
		current = next;
		if (cycle.length > squares.length) return null;
	}
	return cycle.length === squares.length ? cycle : null;
}

/**
 * Takes a closed tour built from blocks apart again: the board cut into rows
 * of blocks `rowPieces` high and columns `colPieces` wide. Moves between two
 * blocks must come in pairs a1–b1, a2–b2 whose ends inside each block are a
 * knight's move apart (a1–a2, b1–b2): those are the moves a two-edge swap took
 * out. Throws when the tour is not built that way.
 */
export function blockPicture(
	rows: number,
	cols: number,
	tour: ArrayLike<Square>,
	rowPieces: readonly number[],
	colPieces: readonly number[],
): BlockPicture {
	if (tour.length !== rows * cols) {
		throw new RangeError(
			`A tour of ${String(rows)}×${String(cols)} has ${String(rows * cols)} squares; got ${String(tour.length)}.`,
		);
	}
	const tops = starts(rows, rowPieces, 'row');
	const lefts = starts(cols, colPieces, 'column');
	const blocks: Block[] = [];
	tops.forEach((top, i) => {
		lefts.forEach((left, j) => {
			blocks.push({ top, left, rows: rowPieces[i] as number, cols: colPieces[j] as number });
		});
	});
	const blockOf = Array.from({ length: rows * cols }, (_, square) => {
		const row = Math.floor(square / cols);
		const col = square % cols;
		return blocks.findIndex(
			(b) => row >= b.top && row < b.top + b.rows && col >= b.left && col < b.left + b.cols,
		);
	});
	const links = new Map<Square, Square[]>();
	const link = (a: Square, b: Square): void => {
		links.set(a, [...(links.get(a) ?? []), b]);
		links.set(b, [...(links.get(b) ?? []), a]);
	};
	const crossing = new Map<string, [Square, Square][]>();
	for (let i = 0; i < tour.length; i++) {
		const a = tour[i] as Square;
		const b = tour[(i + 1) % tour.length] as Square;
		if (!knightApart(cols, a, b)) {
			throw new RangeError(
				`Moves ${String(i + 1)} and ${String(i + 2)} are not a knight's move apart.`,
			);
		}
		const [p, q] = [blockOf[a] as number, blockOf[b] as number];
		if (p === q) link(a, b);
		else {
			const key = `${String(Math.min(p, q))}-${String(Math.max(p, q))}`;
			// Each crossing move is kept from the earlier block to the later one.
			crossing.set(key, [...(crossing.get(key) ?? []), p < q ? [a, b] : [b, a]]);
		}
	}
	const joins: BlockJoin[] = [];
	for (const [key, moves] of crossing) {
		const [first, second] = moves;
		if (moves.length !== 2 || first === undefined || second === undefined) {
			throw new RangeError(
				`Blocks ${key} are joined by ${String(moves.length)} moves, not by one two-edge swap.`,
			);
		}
		const [a1, b1] = first;
		const [a2, b2] = second;
		if (!knightApart(cols, a1, a2) || !knightApart(cols, b1, b2)) {
			throw new RangeError(`The moves between blocks ${key} are not a two-edge swap.`);
		}
		link(a1, a2);
		link(b1, b2);
		const [p, q] = key.split('-').map(Number) as [number, number];
		joins.push({
			blocks: [p, q],
			removed: [
				[a1, a2],
				[b1, b2],
			],
			added: [
				[a1, b1],
				[a2, b2],
			],
		});
	}
	joins.sort((x, y) => x.blocks[1] - y.blocks[1] || x.blocks[0] - y.blocks[0]);
	const cycles = blocks.map((_, index) => {
		const squares = blockOf.flatMap((b, square) => (b === index ? [square] : []));
		const cycle = cycleThrough(squares, links);
		if (cycle === null)
			throw new RangeError(`Block ${String(index)} does not have a closed tour of its own.`);
		return cycle;
	});
	if (joins.length !== blocks.length - 1) {
		throw new RangeError(
			`${String(blocks.length)} blocks need ${String(blocks.length - 1)} joins; found ${String(joins.length)}.`,
		);
	}
	return { rows, cols, blocks, blockOf, cycles, joins };
}
