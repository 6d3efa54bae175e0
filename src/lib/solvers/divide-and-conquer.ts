/**
 * Knight's tours by divide and conquer, in time linear in the number of
 * squares, on every rectangle that has one.
 *
 * The board is cut into blocks whose tours are stored (src/lib/solvers/base-tours.ts,
 * found by scripts/find-base-tours.ts), and neighbouring blocks are joined by
 * the two-edge swap of Schwenk and Parberry: delete a move a1–a2 of one block's
 * cycle and a move b1–b2 of its neighbour's, add the knight moves a1–b1 and
 * a2–b2, and two cycles become one (a path and a cycle become a path). Joining
 * along a spanning tree of the block grid gives one tour.
 *
 * Sources: A. J. Schwenk, "Which rectangular chessboards have a knight's
 * tour?", Mathematics Magazine 64 (1991) 325–332 (which boards have closed
 * tours, and the gluing idea); I. Parberry, "An efficient algorithm for the
 * knight's tour problem", Discrete Applied Mathematics 73 (1997) 251–260
 * (structured base tours joined at their corners); P. Cull and J. De Curtins,
 * "Knight's tour revisited", Fibonacci Quarterly 16 (1978) 276–285 (open tours
 * on every board with both sides at least 5).
 */
import { checkBoolean, checkWhole } from '../args.ts';
import { MAX_SIDE, MIN_SIDE, createBoard } from '../board.ts';
import { decodeTour } from '../tour.ts';
import { BLOCK_TOURS, OPEN_3X8, STRIP3, STRIP4, type Cell } from './base-tours.ts';

/** A stored tour laid out as neighbour lists on its own small board. */
interface Template {
	rows: number;
	cols: number;
	/** The two neighbours of local square k at 2k and 2k + 1; -1 where a path ends. */
	links: Int32Array;
	/** The squares where paths end. */
	ends: number[];
}

/** A template placed on a board `cols` wide: offsets from the block's top-left square. */
interface Placement {
	offset: Int32Array;
	first: Int32Array;
	second: Int32Array;
	/** Offsets of the path ends and of their one neighbour each. */
	ends: Int32Array;
	endNeighbors: Int32Array;
}

/** Writes the neighbours of each square of the given paths (or one cycle) into a template. */
function templateOf(rows: number, cols: number, pieces: Int32Array[], closed: boolean): Template {
	const links = new Int32Array(2 * rows * cols).fill(-1);
	const ends: number[] = [];
	for (const piece of pieces) {
		const n = piece.length;
		for (let i = 0; i < n; i++) {
			const square = piece[i] as number;
			const before = i > 0 ? (piece[i - 1] as number) : closed ? (piece[n - 1] as number) : -1;
			const after = i < n - 1 ? (piece[i + 1] as number) : closed ? (piece[0] as number) : -1;
			links[2 * square] = before;
			links[2 * square + 1] = after;
			if (before < 0 || after < 0) ends.push(square);
		}
	}
	return { rows, cols, links, ends };
}

/** Returns a template reflected in its main diagonal (rows become columns). */
function transposeTemplate(template: Template): Template {
	const { rows, cols } = template;
	const flip = (square: number): number =>
		square < 0 ? -1 : (square % cols) * rows + Math.floor(square / cols);
	const links = new Int32Array(template.links.length);
	for (let square = 0; square < rows * cols; square++) {
		const target = flip(square);
		links[2 * target] = flip(template.links[2 * square] as number);
		links[2 * target + 1] = flip(template.links[2 * square + 1] as number);
	}
	return { rows: cols, cols: rows, links, ends: template.ends.map(flip) };
}

/** Decodes one stored tour (a cycle when `closed`) into a template. */
function decodeTemplate(rows: number, cols: number, code: string, closed: boolean): Template {
	return templateOf(rows, cols, [decodeTour(createBoard(rows, cols), code)], closed);
}

const blockCache = new Map<string, Template>();

/** Returns the template of an h×w block, 5 ≤ h, w ≤ 14 (a cycle unless both sides are odd). */
function blockTemplate(h: number, w: number): Template {
	const key = `${String(h)}x${String(w)}`;
	let template = blockCache.get(key);
	if (template === undefined) {
		const [small, large] = h <= w ? [h, w] : [w, h];
		const code = BLOCK_TOURS[`${String(small)}x${String(large)}`];
		if (code === undefined) throw new Error(`No base tour for a ${key} block.`);
		template = decodeTemplate(small, large, code, (h * w) % 2 === 0);
		if (h > w) template = transposeTemplate(template);
		blockCache.set(key, template);
	}
	return template;
}

/** Computes where a template's squares and their neighbours fall on a board `cols` wide. */
function placeOn(template: Template, cols: number): Placement {
	const size = template.rows * template.cols;
	const local = (square: number): number =>
		Math.floor(square / template.cols) * cols + (square % template.cols);
	const offset = new Int32Array(size);
	const first = new Int32Array(size);
	const second = new Int32Array(size);
	for (let square = 0; square < size; square++) {
		offset[square] = local(square);
		first[square] = local(template.links[2 * square] as number);
		second[square] = local(template.links[2 * square + 1] as number);
	}
	const ends = Int32Array.from(template.ends, local);
	const endNeighbors = Int32Array.from(template.ends, (square) =>
		local(Math.max(template.links[2 * square] as number, template.links[2 * square + 1] as number)),
	);
	return { offset, first, second, ends, endNeighbors };
}

/**
 * Copies a placed template onto the board at `origin`. Each square keeps the
 * XOR of its two neighbours (a path end: its neighbour XOR -1), so that one
 * Int32Array holds the whole tour and a walk recovers it (next = link ^ previous).
 */
function stamp(links: Int32Array, placement: Placement, origin: number): void {
	const { offset, first, second } = placement;
	for (let k = 0; k < offset.length; k++) {
		links[origin + (offset[k] as number)] =
			(origin + (first[k] as number)) ^ (origin + (second[k] as number));
	}
	const { ends, endNeighbors } = placement;
	for (let i = 0; i < ends.length; i++) {
		links[origin + (ends[i] as number)] = (origin + (endNeighbors[i] as number)) ^ -1;
	}
}

/** Replaces the moves a1–a2 and b1–b2 by a1–b1 and a2–b2 (the two-edge swap). */
function swap(links: Int32Array, a1: number, a2: number, b1: number, b2: number): void {
	links[a1] = (links[a1] as number) ^ a2 ^ b1;
	links[a2] = (links[a2] as number) ^ a1 ^ b2;
	links[b1] = (links[b1] as number) ^ b2 ^ a1;
	links[b2] = (links[b2] as number) ^ b1 ^ a2;
}

/** Joins two path ends u and v by a move. */
function joinEnds(links: Int32Array, u: number, v: number): void {
	links[u] = (links[u] as number) ^ -1 ^ v;
	links[v] = (links[v] as number) ^ -1 ^ u;
}

/** Lists the tour by walking it from `start`, whose neighbour `previous` comes last (or -1 at a path end). */
function walk(links: Int32Array, start: number, previous: number): Int32Array {
	const tour = new Int32Array(links.length);
	let before = previous;
	let square = start;
	for (let i = 0; i < tour.length; i++) {
		tour[i] = square;
		const next = (links[square] as number) ^ before;
		before = square;
		square = next;
	}
	return tour;
}

/** Largest side stored as a single block; longer sides are cut into pieces. */
const MAX_BLOCK = 14;
/** The odd piece of a long odd side. */
const ODD_PIECE = 7;

/**
 * Cuts a side of 5 or more into block sides: itself up to 14, else 8s with one
 * 10, 12 or 14 for the remainder, after a first piece of 7 when the side is
 * odd (so that at most one row and one column of blocks has odd length).
 */
function splitSide(side: number): number[] {
	if (side <= MAX_BLOCK) return [side];
	const pieces: number[] = [];
	let rest = side;
	if (rest % 2 === 1) {
		pieces.push(ODD_PIECE);
		rest -= ODD_PIECE;
	}
	if (rest <= MAX_BLOCK) {
		pieces.push(rest);
		return pieces;
	}
	const eights = Math.floor(rest / 8);
	const remainder = rest % 8;
	for (let i = 0; i < (remainder === 0 ? eights : eights - 1); i++) pieces.push(8);
	if (remainder !== 0) pieces.push(8 + remainder);
	return pieces;
}

/**
 * Tours a board with both sides at least 5. Every block's tour holds its two
 * corner moves at each corner (a block's corner has no other moves inside the
 * block) and the moves (3,0)–(1,1)–(0,3). A block joins its right neighbour by
 * swapping its top-right corner move (0,w−1)–(2,w−2) with the neighbour's
 * (1,1)–(3,0); the first block of a band of rows joins the one below by the
 * transposed swap, its bottom-left corner move against the lower block's
 * (1,1)–(0,3). Odd sides start with the odd piece, so when both sides are odd
 * the one odd×odd block (an open path, with no end on a corner the joins use)
 * is the top-left block, and the tour is a path.
 */
function tourByBlocks(rows: number, cols: number): Int32Array {
	const links = new Int32Array(rows * cols);
	const rowPieces = splitSide(rows);
	const colPieces = splitSide(cols);
	const placements = new Map<string, Placement>();
	let top = 0;
	for (const h of rowPieces) {
		let left = 0;
		for (const w of colPieces) {
			const key = `${String(h)}x${String(w)}`;
			let placement = placements.get(key);
			if (placement === undefined) {
				placement = placeOn(blockTemplate(h, w), cols);
				placements.set(key, placement);
			}
			const origin = top * cols + left;
			stamp(links, placement, origin);
			if (left > 0) {
				const a1 = origin - 1;
				const a2 = origin + 2 * cols - 2;
				swap(links, a1, a2, origin + cols + 1, origin + 3 * cols);
			} else if (top > 0) {
				const u1 = origin - cols;
				const u2 = origin - 2 * cols + 2;
				swap(links, u1, u2, origin + cols + 1, origin + 3);
			}
			left += w;
		}
		top += h;
	}
	const firstBlock = blockTemplate(rowPieces[0] as number, colPieces[0] as number);
	if (firstBlock.ends.length > 0) {
		const end = firstBlock.ends[0] as number;
		const start = Math.floor(end / firstBlock.cols) * cols + (end % firstBlock.cols);
		return walk(links, start, -1);
	}
	// A corner square has only two moves, so a closed tour goes 2·cols+1 → 0 → cols+2.
	return walk(links, 0, 2 * cols + 1);
}

/** Returns the square of a cell of a strip `cols` wide, its column counted from `base`. */
function cellAt(cell: Cell, cols: number, base: number): number {
	return cell[0] * cols + base + cell[1];
}

/**
 * Tours a 3-row strip `cols` wide: a first block (a cycle of width 10 or 12, or
 * a path of width 7 or 9) and then 3×4 paths, each spliced into the move x–y
 * at the right side of the block before. No two-edge swap fits in 3 rows.
 */
function tourOfThreeRows(cols: number, closed: boolean): Int32Array {
	const links = new Int32Array(3 * cols);
	const width = STRIP3.width;
	const firstWidth = closed ? (cols % 4 === 2 ? 10 : 12) : cols % 4 === 3 ? 7 : 9;
	const code = (closed ? STRIP3.cycles : STRIP3.paths)[firstWidth];
	if (code === undefined) throw new Error(`No 3×${String(firstWidth)} base tour.`);
	const first = decodeTemplate(3, firstWidth, code, closed);
	stamp(links, placeOn(first, cols), 0);
	const splice = placeOn(decodeTemplate(3, width, STRIP3.splice, false), cols);
	for (let left = firstWidth; left < cols; left += width) {
		stamp(links, splice, left);
		const x = cellAt(STRIP3.x, cols, left);
		const y = cellAt(STRIP3.y, cols, left);
		const p = cellAt(STRIP3.p, cols, left);
		const q = cellAt(STRIP3.q, cols, left);
		links[x] = (links[x] as number) ^ y ^ p;
		links[y] = (links[y] as number) ^ x ^ q;
		links[p] = (links[p] as number) ^ -1 ^ x;
		links[q] = (links[q] as number) ^ -1 ^ y;
	}
	return closed ? walk(links, 0, 2 * cols + 1) : walk(links, first.ends[0] as number, -1);
}

/**
 * Tours a 4-row strip `cols` wide (cols ≥ 5): a first path of width 5 to 8
 * with both ends at its right side, then 4×4 blocks, each covered by two
 * paths that carry the two ends on. Every open tour of a 4-row board has both
 * ends on the outer rows and one move between the inner rows (Pósa's
 * colouring), so neither a swap nor a splice can join two 4-row paths.
 */
function tourOfFourRows(cols: number): Int32Array {
	const links = new Int32Array(4 * cols);
	const width = STRIP4.width;
	const firstWidth = 5 + ((cols - 5) % width);
	const code = STRIP4.hairpins[firstWidth];
	if (code === undefined) throw new Error(`No 4×${String(firstWidth)} base path.`);
	stamp(links, placeOn(decodeTemplate(4, firstWidth, code, false), cols), 0);
	const middleBoard = createBoard(4, width);
	const middle = placeOn(
		templateOf(
			4,
			width,
			[...STRIP4.middle].map((piece) => decodeTour(middleBoard, piece)),
			false,
		),
		cols,
	);
	let e1 = cellAt(STRIP4.e1, cols, firstWidth);
	let e2 = cellAt(STRIP4.e2, cols, firstWidth);
	for (let left = firstWidth; left < cols; left += width) {
		stamp(links, middle, left);
		joinEnds(links, e1, cellAt(STRIP4.p1, cols, left));
		joinEnds(links, e2, cellAt(STRIP4.p2, cols, left));
		e1 = cellAt(STRIP4.e1, cols, left + width);
		e2 = cellAt(STRIP4.e2, cols, left + width);
	}
	return walk(links, e1, -1);
}

/** Lists a tour of a rows×cols board as the tour of its transpose (cols×rows), square by square. */
function transposeTour(tour: Int32Array, rows: number, cols: number): Int32Array {
	const result = new Int32Array(tour.length);
	for (let i = 0; i < tour.length; i++) {
		const square = tour[i] as number;
		result[i] = (square % cols) * rows + Math.floor(square / cols);
	}
	return result;
}

/** Tours a board with rows ≤ cols and rows ≤ 4, or returns null when it has no tour of the kind. */
function tourOfThinBoard(rows: number, cols: number, closed: boolean): Int32Array | null {
	if (rows === 1 && cols === 1) return closed ? null : Int32Array.of(0);
	if (rows === 3) {
		if (cols >= 10 && cols % 2 === 0) return tourOfThreeRows(cols, true);
		if (closed) return null;
		if (cols === 4) return decodeTour(createBoard(3, 4), STRIP3.splice);
		if (cols === 8) return decodeTour(createBoard(3, 8), OPEN_3X8);
		if (cols >= 7 && cols % 2 === 1) return tourOfThreeRows(cols, false);
		return null;
	}
	if (rows === 4 && !closed && cols >= 5) return tourOfFourRows(cols);
	return null;
}

/**
 * Builds a knight's tour of the plain rows×cols board (no holes), or returns
 * null when none exists. Closed tours exist exactly where Schwenk allows;
 * open ones (a closed tour may be returned) on 1×1, 3×4, 3×n for n ≥ 7, 4×n
 * for n = 3 and n ≥ 5, and every board with both sides at least 5. Squares are
 * `row * cols + col`. Throws a RangeError unless both sides are whole numbers
 * from 1 to 4000.
 */
export function constructTour(rows: number, cols: number, closed: boolean): Int32Array | null {
	checkWhole('constructTour', 'rows', rows, MIN_SIDE, MAX_SIDE);
	checkWhole('constructTour', 'cols', cols, MIN_SIDE, MAX_SIDE);
	checkBoolean('constructTour', 'closed', closed);
	const short = Math.min(rows, cols);
	const long = Math.max(rows, cols);
	if (short >= 5) {
		if (closed && short % 2 === 1 && long % 2 === 1) return null;
		return tourByBlocks(rows, cols);
	}
	const tour = tourOfThinBoard(short, long, closed);
	if (tour === null || rows <= cols) return tour;
	return transposeTour(tour, short, long);
}
