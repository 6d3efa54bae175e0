/**
 * Counting Hamiltonian cycles and paths of a leaper's graph by a frontier
 * (transfer-matrix, "broken profile") dynamic program, the method Knuth and
 * Elkies used for 3×2n closed tours (OEIS A070030) and the A175881 author for
 * 6×n: sweep the squares one at a time along the board's longer side and
 * remember, for the squares already swept that still have unswept neighbours
 * (the frontier), only what the future can see — which of them have 0, 1 or 2
 * tour edges and which loose ends are joined by a path fragment behind the
 * frontier. Everything else about the past is forgotten, so the work grows
 * with the number of such states rather than with the number of tours.
 *
 * Each edge is chosen when its later square is swept, so an edge set (a cycle,
 * or a path with its two ends) is built exactly once: the counts are of
 * undirected cycles and paths.
 *
 * Most of the speed comes from not keeping states that cannot finish. Degrees
 * alone rule out most of them: a square that will see fewer new edges than it
 * lacks must be a path end, and so must a square still to come that has fewer
 * than two neighbours left to take edges from (a lacking frontier cell or a
 * square to come), while a path has only two ends; on a board whose leaps
 * change colour the degrees on each colour must balance too. These rules are
 * tallied per cell and added up (see `cellDegree`), so that a candidate is
 * judged before its fragments are relabelled and packed. On 6×6 open paths
 * the "lonely" squares near the far edge alone halve the states.
 */
import type { Board, Square } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import { finish } from '../solvers/types.ts';
import { buffersOf, type HelperQueue } from './helper.ts';
import {
	FLUSH,
	NARROW_LIMIT,
	paced,
	StateTable,
	type CountLayout,
	type DenseStates,
} from './state-table.ts';
import type { CountProgress } from './types.ts';

// Cell codes of a frontier square: no tour edge yet, two (done), one with the
// fragment's other end already a tour end ("dangling"), or one with the other
// end a loose end elsewhere on the frontier, marked by the same label ≥ 3.
const EMPTY = 0;
const FULL = 1;
const DANGLING = 2;
const FIRST_LABEL = 3;
/**
 * A label no canonical state uses, for the fragment a step creates: a state holds at most
 * MAX_FRONTIER_WIDTH − 1 cells, so at most 12 fragments, labelled 3 to 14.
 */
const FRESH = 15;
/**
 * Edges a cell still lacks, by code: EMPTY 2, FULL 0, any other 1. A lookup replaces two
 * data-dependent branches in the inner loops.
 */
const NEEDS = Uint8Array.from({ length: FRESH + 1 }, (_, code) =>
	code === EMPTY ? 2 : code === FULL ? 0 : 1,
);

/** What the sweep does at one square: which frontier cells it touches and which leave. */
interface Step {
	/** Frontier positions (before the step) of the square's earlier neighbours. */
	back: Int32Array;
	/** Positions (after adding the square at the end) of the cells that leave the frontier. */
	leaving: Int32Array;
	/** Positions (after adding the square) of the cells that stay, in order. */
	keep: Int32Array;
	/** Position (after adding the square) of the start square while it is on the frontier, else −1. */
	startAt: number;
	/** Whether the start square leaves the frontier at this step. */
	startLeaves: boolean;
	/**
	 * Degree tallies (see `cellDegree`) by earlier neighbour a and cell code c, at `a * 16 + c`:
	 * what the cell makes of a candidate that does not join it.
	 */
	backAlone: Int32Array;
	/** What joining the neighbour adds to that (at least 3 × DEGREE_BAD for a full cell). */
	backJoined: Int32Array;
	/** What a neighbour left alone adds to the colour difference, by `a * 16 + c`. */
	backColour: Int32Array;
	/**
	 * For each entry of `back`, what joining it adds to the colour difference: +1 on a light
	 * square and −1 on a dark one (0: colours do not alternate, or the cell leaves).
	 */
	backSign: Int32Array;
	/** The new square's degree tally with none, one or two of its edges chosen. */
	newAlone: Int32Array;
	/** What the new square adds to the colour difference with none, one or two edges chosen. */
	newColour: Int32Array;
	/** Degree tallies of the cells in `leavingRest`, by `r * 16 + c` as `backAlone`. */
	restAlone: Int32Array;
	/**
	 * By position before the step, 1 for a kept cell the step leaves alone (not the start) that
	 * has one neighbour still to come: empty, it is one edge short. Else 0.
	 */
	shortAt: Int32Array;
	/** By position before the step, the colour sign of a kept cell the step leaves alone, else 0. */
	signAt: Int32Array;
	/** 2 × (dark − light squares still to be swept). */
	balance: number;
	/**
	 * The squares still to come (the start aside) with fewer than two neighbours still to come:
	 * for each, the bits of its neighbours on the frontier (by position after adding the square)
	 * in `lonelyMask`, and the number of its neighbours still to come in `lonelyDegree`. Those
	 * next to the new square or to one of its earlier neighbours come first, `lonelyNear` of them:
	 * only they can fare differently from one candidate to another.
	 */
	lonelyMask: Int32Array;
	/** See `lonelyMask`. */
	lonelyDegree: Int32Array;
	/** See `lonelyMask`. */
	lonelyNear: number;
	/** Leaving cells that are neither the new square nor one of its earlier neighbours. */
	leavingRest: Int32Array;
	/** The square's place across the board (its row, when sweeping by columns). */
	phase: number;
	/**
	 * At a column's end on a board symmetric across the sweep, `mirror[j]` is the position (after
	 * adding the square) of the kept cell that reflects kept cell j; a state and its reflection
	 * then have the same future, so only the smaller of the two is kept. Null elsewhere.
	 */
	mirror: Int32Array | null;
	/** The squares of the cells by position, after adding the square. */
	squares: Int32Array;
	/**
	 * For a side sweep with degree caps (see `SideCaps`): by capped square, its position after
	 * adding the square (−1 while it is not on the frontier), and how many edges it can still get
	 * on this side after the step. Null without caps.
	 */
	capAt: Int32Array | null;
	capRoom: Int32Array | null;
	/**
	 * For a side sweep with allowed final degrees (see `SideKeys`): one bit by base-3 code of the
	 * capped squares' degrees now (digit p for square p), set when some allowed code can still be
	 * reached from there with the room each square has left. Null without them.
	 */
	capBits: Uint8Array | null;
	/** With `capBits`: by position after adding the square, 3^p for capped square p, else 0. */
	capUnit: Int32Array | null;
	/** Candidates `capBits` judged at this step, and how many it dropped (see `expand`). */
	keysTried: number;
	keysDropped: number;
}

/**
 * Degree caps for one side of a split sweep: its states end with the degrees of `squares` (cut
 * squares) equal to one of the vectors in `allowed`, and along the way keep only states that can
 * still get there. A split count that sweeps a class of states at a time keeps less in memory.
 */
export interface SideCaps {
	squares: Square[];
	/** Allowed degree vectors (0, 1 or 2 for each of `squares`). */
	allowed: number[][];
}

/** Most squares a side sweep caps. */
const MAX_CUT_CAPS = 16;

/**
 * The final degrees one side of a split sweep may end with, when the other side has been swept
 * already: a state whose degrees on the cut no state of the other side completes can be dropped
 * at once, and so can any state that can no longer reach such degrees.
 */
export interface SideKeys {
	/** The cut squares: the degree on `squares[p]` is digit p of a base-3 code. */
	squares: Square[];
	/** 1 by base-3 code (3^squares.length of them) of the degrees a state may end with. */
	allowed: Uint8Array;
}

/** Candidates a step's `capBits` judges before it is dropped for dropping too few. */
const KEYS_SAMPLE = 1 << 16;

/** A step's `capUnit` when it has none. */
const NO_UNITS = new Int32Array(0);

/** A cell's degree by its code: EMPTY 0, FULL 2, a path end 1. */
const DEGREE_OF = Uint8Array.from({ length: FRESH + 1 }, (_, code) =>
	code === EMPTY ? 0 : code === FULL ? 2 : 1,
);

/** Options of the frontier count. */
export interface FrontierOptions {
	closed: boolean;
	/** Count only paths with this square as one end (open paths only). */
	start?: Square | undefined;
}

/** Lists the squares that are not holes in sweep order: along the longer side, across the shorter. */
export function sweepOrder(board: Board): Square[] {
	const order: Square[] = [];
	const byColumns = board.rows <= board.cols;
	const outer = byColumns ? board.cols : board.rows;
	const inner = byColumns ? board.rows : board.cols;
	for (let a = 0; a < outer; a++) {
		for (let b = 0; b < inner; b++) {
			const square = byColumns ? b * board.cols + a : a * board.cols + b;
			if (board.holes?.[square] !== 1) order.push(square);
		}
	}
	return order;
}

/** The squares in sweep order and, by sweep index, where each stops having neighbours to come. */
export interface Layout {
	order: Square[];
	/** Sweep index by square (−1 for a square the sweep does not visit). */
	index: Int32Array;
	/** last[i]: the step after which square i has no unswept neighbour left (n: it never leaves). */
	last: Int32Array;
	offsets: Int32Array;
	adjacency: Int32Array;
	/**
	 * For one side of a split sweep (split-sweep.ts), 1 by sweep index for the squares that stay
	 * on the frontier to the end, as the other side still gives them edges; null for a whole board.
	 */
	stays: Uint8Array | null;
	/**
	 * For one side of a split sweep: whether its graph is its own mirror image across the sweep
	 * (as `planSweep` reflects), so that states may be merged with their mirror images.
	 */
	mirrorSymmetric?: boolean;
}

/**
 * Lays out a sweep of the graph `offsets`/`adjacency` in `order`: when each square leaves the
 * frontier. Squares in `stays` never leave.
 */
export function layOutGraph(
	order: Square[],
	size: number,
	offsets: Int32Array,
	adjacency: Int32Array,
	stays: Uint8Array | null = null,
): Layout {
	const n = order.length;
	const index = new Int32Array(size).fill(-1);
	order.forEach((square, i) => (index[square] = i));
	const last = new Int32Array(n);
	for (let i = 0; i < n; i++) {
		const square = order[i] as Square;
		let max = i;
		for (let k = offsets[square] ?? 0; k < (offsets[square + 1] ?? 0); k++) {
			max = Math.max(max, index[adjacency[k] as Square] ?? 0);
		}
		last[i] = stays?.[i] === 1 ? n : max;
	}
	return { order, index, last, offsets, adjacency, stays };
}

/** Lays out the sweep of `board`: its order and when each square leaves the frontier. */
function layOut(board: Board): Layout {
	const { offsets, adjacency } = graphOf(board);
	return layOutGraph(sweepOrder(board), board.size, offsets, adjacency);
}

/** Returns the largest frontier (in squares) the sweep of `board` meets: the cost driver. */
export function frontierWidth(board: Board): number {
	const { order, last } = layOut(board);
	// How many squares leave the frontier after each step.
	const leaving = new Int32Array(order.length);
	for (const step of last) leaving[step] = (leaving[step] as number) + 1;
	let live = 0;
	let width = 0;
	for (let i = 0; i < order.length; i++) {
		width = Math.max(width, live + 1);
		live += 1 - (leaving[i] as number);
	}
	return width;
}

/**
 * The reflection that keeps the sweep's direction: across the lines swept (top to bottom when the
 * sweep runs along the columns). States mirrored by it are merged at the end of each line.
 */
export function reflectAcross(board: Board): (s: Square) => Square {
	const byColumns = board.rows <= board.cols;
	return (s) => {
		// A vertex past the board's squares (a split sweep's apex, joined to every square it
		// may end on) is its own image.
		if (s >= board.size) return s;
		const r = Math.floor(s / board.cols);
		const c = s % board.cols;
		return byColumns ? (board.rows - 1 - r) * board.cols + c : r * board.cols + board.cols - 1 - c;
	};
}

/** Precomputes every step of the sweep: which cells each square touches, keeps and drops. */
function planSweep(
	board: Board,
	start: Square,
	layout: Layout = layOut(board),
): { steps: Step[]; width: number; squares: Square[] } {
	const byColumns = board.rows <= board.cols;
	const reflect = reflectAcross(board);
	// One side of a split sweep is symmetric across the sweep only when it says so (split-sweep.ts).
	let symmetric = start < 0 && (layout.stays === null || layout.mirrorSymmetric === true);
	for (let s = 0; s < board.size && symmetric; s++) {
		symmetric = (board.holes?.[s] ?? 0) === (board.holes?.[reflect(s)] ?? 0);
	}
	const { order, index, last, offsets, adjacency, stays } = layout;
	const n = order.length;
	/**
	 * Counts the neighbours of `square` that come after step `i`; a square that stays to the end
	 * may get its edges from the other side, so it counts as having plenty.
	 */
	const ahead = (square: Square, i: number): number => {
		if (stays?.[index[square] ?? 0] === 1) return 2;
		let count = 0;
		for (let k = offsets[square] ?? 0; k < (offsets[square + 1] ?? 0); k++) {
			if ((index[adjacency[k] as Square] ?? 0) > i) count++;
		}
		return count;
	};
	const lonely = lonelyFrom(layout);
	const steps: Step[] = [];
	let live: number[] = [];
	let width = 0;
	// Every leap changes colour when the leaper's steps add up to an odd number (the knight's 1 + 2).
	const [a, b] = board.leaper;
	const sign = (s: Square): number =>
		(a + b) % 2 === 0 ? 0 : (Math.floor(s / board.cols) + (s % board.cols)) % 2 === 0 ? -1 : 1;
	let balance = 0;
	for (const s of order) balance -= 2 * sign(s);
	const swept = new Uint8Array(board.size);
	// Swept squares whose reflection is swept too: all of them when the swept part is symmetric.
	let mirrored = 0;
	// Frontier position by sweep index, for the step being planned.
	const positionOf = new Int32Array(n).fill(-1);
	for (let i = 0; i < n; i++) {
		const square = order[i] as Square;
		const cells = [...live, i];
		cells.forEach((j, position) => (positionOf[j] = position));
		const back: number[] = [];
		for (let k = offsets[square] ?? 0; k < (offsets[square + 1] ?? 0); k++) {
			const j = index[adjacency[k] as Square] ?? -1;
			if (j < i) back.push(positionOf[j] as number);
		}
		back.sort((a, b) => a - b);
		const squares = cells.map((j) => order[j] as Square);
		const leaving: number[] = [];
		const keep: number[] = [];
		cells.forEach((j, position) => ((last[j] ?? 0) === i ? leaving : keep).push(position));
		const startAt = start >= 0 ? cells.indexOf(index[start] ?? -1) : -1;
		const newPosition = cells.length - 1;
		// By frontier position: whether the cell stays, whether it is an earlier neighbour, how many
		// neighbours it has to come, and its colour sign where its needs still count (it stays).
		const facts: CellFacts = {
			kept: new Uint8Array(cells.length),
			future: Int32Array.from(squares, (s) => ahead(s, i)),
			sign: new Int32Array(cells.length),
			startAt,
			// The last square may close the tour, unless the sweep is only one side of the board.
			isLast: i === n - 1 && stays === null,
		};
		for (const position of keep) {
			facts.kept[position] = 1;
			facts.sign[position] = sign(squares[position] as Square);
		}
		const isBack = new Uint8Array(cells.length);
		for (const position of back) isBack[position] = 1;
		balance += 2 * sign(square);
		swept[square] = 1;
		mirrored += swept[reflect(square)] === 1 ? (reflect(square) === square ? 1 : 2) : 0;
		let mirror: Int32Array | null = null;
		if (symmetric && mirrored === i + 1) {
			const keptSquares = keep.map((position) => squares[position] as Square);
			const images = keptSquares.map((t) => keptSquares.indexOf(reflect(t)));
			if (images.every((j) => j >= 0)) mirror = Int32Array.from(images, (j) => keep[j] as number);
		}
		const leavingRest = leaving.filter(
			(position) => position !== newPosition && isBack[position] === 0,
		);
		const backAlone = degreeTable(facts, back, 0);
		const backJoined = degreeTable(facts, back, 1);
		const backColour = new Int32Array(back.length * 16);
		for (let at = 0; at < backJoined.length; at++) {
			backJoined[at] = (backJoined[at] as number) - (backAlone[at] as number);
			const position = back[at >> 4] as number;
			backColour[at] = -(facts.sign[position] as number) * (NEEDS[at & 15] as number);
		}
		const newAlone = new Int32Array(3);
		const newColour = new Int32Array(3);
		for (let edges = 0; edges < 3; edges++) {
			const leaves = facts.kept[newPosition] === 0;
			const future = facts.future[newPosition] as number;
			const isStart = newPosition === startAt;
			newAlone[edges] = cellDegree(2 - edges, false, leaves, future, isStart, facts.isLast);
			newColour[edges] = -(facts.sign[newPosition] as number) * (2 - edges);
		}
		// The cells the step leaves alone: their shortfalls and colours are summed once per state.
		const shortAt = new Int32Array(live.length);
		const signAt = new Int32Array(live.length);
		for (let position = 0; position < live.length; position++) {
			if (facts.kept[position] === 0 || isBack[position] === 1) continue;
			shortAt[position] = position !== startAt && facts.future[position] === 1 ? 1 : 0;
			signAt[position] = facts.sign[position] as number;
		}
		// Squares to come with fewer than two neighbours to come, those next to a changing cell first.
		let changing = 1 << newPosition;
		for (const position of back) changing |= 1 << position;
		const near: { mask: number[]; degree: number[] } = { mask: [], degree: [] };
		const far: { mask: number[]; degree: number[] } = { mask: [], degree: [] };
		for (let t = i + 1; t < n; t++) {
			if ((lonely[t] as number) > i || order[t] === start) continue;
			const s = order[t] as Square;
			let mask = 0;
			for (let k = offsets[s] ?? 0; k < (offsets[s + 1] ?? 0); k++) {
				const u = index[adjacency[k] as Square] ?? 0;
				if (u <= i) mask |= 1 << (positionOf[u] as number);
			}
			const list = (mask & changing) !== 0 ? near : far;
			list.mask.push(mask);
			list.degree.push(ahead(s, i));
		}
		steps.push({
			backAlone,
			backJoined,
			backColour,
			backSign: Int32Array.from(back, (position) => facts.sign[position] as number),
			newAlone,
			newColour,
			restAlone: degreeTable(facts, leavingRest, 0),
			leavingRest: Int32Array.from(leavingRest),
			phase: byColumns ? Math.floor(square / board.cols) : square % board.cols,
			back: Int32Array.from(back),
			leaving: Int32Array.from(leaving),
			keep: Int32Array.from(keep),
			startAt,
			startLeaves: startAt >= 0 && leaving.includes(startAt),
			shortAt,
			signAt,
			balance,
			lonelyMask: Int32Array.from([...near.mask, ...far.mask]),
			lonelyDegree: Int32Array.from([...near.degree, ...far.degree]),
			lonelyNear: near.mask.length,
			mirror,
			squares: Int32Array.from(squares),
			capAt: null,
			capRoom: null,
			capBits: null,
			capUnit: null,
			keysTried: 0,
			keysDropped: 0,
		});
		live = keep.map((position) => cells[position] as number);
		width = Math.max(width, cells.length);
	}
	return { steps, width, squares: live.map((j) => order[j] as Square) };
}

/** What the planner knows of each frontier position at one step (see `planSweep`). */
interface CellFacts {
	/** 1 where the cell stays on the frontier. */
	kept: Uint8Array;
	/** How many of the cell's neighbours are still to come. */
	future: Int32Array;
	/** +1 on a light square, −1 on a dark one, where colours alternate and the cell stays; else 0. */
	sign: Int32Array;
	/** The start's position, or −1. */
	startAt: number;
	/** Whether this is the last step. */
	isLast: boolean;
}

/**
 * Tabulates `cellDegree` over the codes 0–15 of the cells at `positions`, at `r * 16 + code`,
 * with `joined` (0 or 1) more edges: the cell's needs drop by that much, and a full cell cannot
 * be joined beyond what relief the other cells could bring.
 */
function degreeTable(facts: CellFacts, positions: number[], joined: number): Int32Array {
	const table = new Int32Array(positions.length * 16);
	for (let r = 0; r < positions.length; r++) {
		const position = positions[r] as number;
		const leaves = facts.kept[position] === 0;
		const future = facts.future[position] as number;
		const isStart = position === facts.startAt;
		for (let code = 0; code < 16; code++) {
			const needs = (NEEDS[code] as number) - joined;
			const dangling = joined === 0 && code === DANGLING;
			table[r * 16 + code] =
				needs < 0
					? 4 * DEGREE_BAD
					: cellDegree(needs, dangling, leaves, future, isStart, facts.isLast);
		}
	}
	return table;
}

/**
 * Gives, by sweep index, the first step after which the square has fewer than two neighbours
 * still to come (its second latest neighbour's index; −1 with fewer than two neighbours). From
 * then on it takes its edges mostly from the frontier, and with fewer than two to choose from it
 * must end the path, or cannot be reached at all.
 */
function lonelyFrom({ order, index, offsets, adjacency, stays }: Layout): Int32Array {
	return Int32Array.from(order, (s, i) => {
		// A square that stays to the end is never short of choices: the other side has more.
		if (stays?.[i] === 1) return order.length;
		let latest = -1;
		let second = -1;
		for (let k = offsets[s] ?? 0; k < (offsets[s + 1] ?? 0); k++) {
			const u = index[adjacency[k] as Square] ?? -1;
			if (u > latest) {
				second = latest;
				latest = u;
			} else if (u > second) second = u;
		}
		return second;
	});
}

// A degree tally: what the cells make of a candidate, as counts in 8-bit fields, so that the
// cells' tallies add up. SHORT counts kept cells one edge short (each must become a path end), END
// the leaving cells that become path ends other than the start, START whether the start did, and
// BAD the cells that rule the candidate out.
const DEGREE_SHORT = 1;
const DEGREE_END_SHIFT = 8;
const DEGREE_END = 1 << DEGREE_END_SHIFT;
const DEGREE_START_SHIFT = 16;
const DEGREE_START = 1 << DEGREE_START_SHIFT;
const DEGREE_BAD = 1 << 24;

/**
 * Tallies one cell after a candidate: `needs` is the edges it then lacks (0–2), `dangling`
 * whether its one edge belongs to a fragment that already ends the path, `future` how many of
 * its neighbours are still to be swept. `Sweep.expand` sums these over the cells, so that
 * `Sweep.apply` is left with the labels.
 */
function cellDegree(
	needs: number,
	dangling: boolean,
	leaves: boolean,
	future: number,
	isStart: boolean,
	last: boolean,
): number {
	if (leaves) {
		if (needs === 2) return DEGREE_BAD;
		if (needs === 0) return isStart ? DEGREE_BAD : 0;
		// Leaving with one edge makes a path end; a fragment ending twice is a finished path.
		if (dangling && !last) return DEGREE_BAD;
		return isStart ? DEGREE_START : DEGREE_END;
	}
	const missing = needs - future;
	if (isStart) return needs === 0 || missing > 1 ? DEGREE_BAD : 0;
	return missing > 1 ? DEGREE_BAD : missing === 1 ? DEGREE_SHORT : 0;
}

/** Degree tallies of a square still to come by its number of choices: none, one, two or more. */
const LONELY_TALLY = Int32Array.of(DEGREE_BAD, DEGREE_SHORT, 0, 0);

/**
 * Tallies a square still to come with `degree` (0 or 1) neighbours to come and `reach` the bits
 * of its neighbours on the frontier that still lack edges: with one choice it must end the path,
 * with none it cannot be reached. Branch-free, as the outcome follows no pattern.
 */
function lonelyTally(reach: number, degree: number): number {
	const some = -reach >>> 31;
	const two = -(reach & (reach - 1)) >>> 31;
	return LONELY_TALLY[degree + some + two] as number;
}

/** How much more room than the guessed size the next table gets. */
const GROWTH_MARGIN = 1.1;
/** Layers smaller than this say little about growth, so their ratio is not kept. */
const GROWTH_SAMPLE = 4096;

/** Bits per frontier cell in a packed state; eight cells to a 32-bit word. */
const BITS = 4;
/** Widest frontier the packing holds: labels must stay below 2^BITS. */
export const MAX_FRONTIER_WIDTH = 2 * ((1 << BITS) - FIRST_LABEL);

/**
 * The sweep's working state. A class with typed-array fields rather than a
 * closure over `let`s: the inner loop runs some five million times on 6×6 open,
 * and V8 keeps class fields in fast slots.
 */
class Sweep {
	readonly closed: boolean;
	/** Whether the sweep covers the whole board, so that its last square may finish a tour. */
	readonly whole: boolean;
	readonly hasStart: boolean;
	/** Path ends other than the start: a path has two, one of them the start when one is fixed. */
	readonly endCap: number;
	readonly steps: Step[];
	readonly words: number;
	/** The packed field that holds the ends used, after the widest frontier's cells. */
	readonly endsField: number;
	current: StateTable;
	next: StateTable;
	readonly cells: Int32Array;
	readonly work: Int32Array;
	/** Cells `repoint` changed for the current candidate, so they can be restored. */
	readonly repointed: Int32Array;
	repointCount = 0;
	/** Scratch for a state's mirror image. */
	readonly mirrored: Int32Array;
	targets: Int32Array;
	targetCount = 0;
	/** While counts are numbers, the count of each target, which waits for a batch to be added. */
	targetCounts: Float64Array;
	big = false;
	startGone = false;
	/** For each earlier neighbour of the new square, what joining it adds to the degree tally. */
	readonly joinedDeg: Int32Array;
	/** For each earlier neighbour, its bit when joining it leaves it full (see `lacking` in `expand`). */
	readonly joinedClear: Int32Array;
	/** By phase (see `Step`), how much the last layer swept there grew: the guess for the next. */
	readonly growth: number[] = [];
	/** Whether leaps change colour, so the colour count can cut states (open paths only). */
	readonly colour: boolean;
	/**
	 * Tours completed in the current layer, while counts are numbers (exact: below 2^53). It starts
	 * as −0, a double, so that V8 never has to widen the field from small integers, and drop the
	 * sweep's compiled code, when the first big count arrives.
	 */
	wins = -0;
	/** Tours completed in the current layer, once counts are `bigint`s. */
	bigWins = 0n;
	/** The allowed degree vectors of a side sweep with caps, one after another; else null. */
	caps: Int32Array | null = null;
	readonly capDegree = new Int32Array(MAX_CUT_CAPS);

	/** Sets up a sweep of `steps` over a frontier of at most `width` cells. */
	constructor(steps: Step[], width: number, closed: boolean, hasStart: boolean, whole = true) {
		this.closed = closed;
		this.whole = whole;
		this.hasStart = hasStart;
		this.endCap = closed ? 0 : hasStart ? 1 : 2;
		this.steps = steps;
		this.endsField = width;
		this.words = Math.ceil((width + 1) / 8);
		this.current = new StateTable(this.words);
		this.next = new StateTable(this.words);
		this.cells = new Int32Array(width + 1);
		this.work = new Int32Array(width + 1);
		this.mirrored = new Int32Array(this.words);
		this.repointed = new Int32Array(2 * (width + 1));
		this.colour = !closed && steps.some((step) => step.signAt.some((sign) => sign !== 0));
		this.targets = new Int32Array(2 * FLUSH * this.words);
		this.targetCounts = new Float64Array(2 * FLUSH);
		const most = Math.max(...steps.map((step) => step.back.length));
		this.joinedDeg = new Int32Array(most);
		this.joinedClear = new Int32Array(most);
		this.current.addBatch(new Int32Array(this.words), new Float64Array([1]), 1);
		this.current.compact();
	}

	/** Prepares layer `i`: picks the count layout and sizes the next table, pausing now and then. */
	*begin(i: number): Generator<void, void> {
		const step = this.steps[i] as Step;
		const back = step.back.length;
		const current = this.current;
		// A state has at most 1 + b + b(b−1)/2 successors, so the next layer's total is bounded by
		// this layer's times that: 32-bit counts hold below 2^32, doubles are exact below 2^53 (with
		// room for the tours completed, which are summed apart).
		const fanOut = 1 + back + (back * (back - 1)) / 2;
		const bound = current.total * fanOut;
		const big = this.big || bound * 2 >= 2 ** 53;
		if (big && !this.big) current.toBig();
		// Stored at every layer, so that the engine treats the field as changing from the start.
		this.big = big;
		const layout: CountLayout = this.big ? 'big' : bound < NARROW_LIMIT ? 'narrow' : 'wide';
		// The layer grows as the one a column earlier did at the same place, or, at the start, as
		// much as this one: a fair guess keeps the table from regrowing and from holding memory it
		// does not need.
		const ratio = this.growth[step.phase] ?? 1;
		yield* this.next.clearSteps(current.size * ratio * GROWTH_MARGIN, layout, CLEAR_EVERY);
		this.wins = 0;
		this.bigWins = 0n;
	}

	/** Finishes layer `i`, once the next table is compact (`runLayers`); returns the tours it completed. */
	end(i: number): bigint {
		const step = this.steps[i] as Step;
		const table = this.current;
		if (table.size >= GROWTH_SAMPLE) this.growth[step.phase] = this.next.size / table.size;
		this.current = this.next;
		this.next = table;
		if (step.startLeaves) this.startGone = true;
		return this.bigWins + BigInt(this.wins);
	}

	/** Expands the states `from` to `to` (in table order) of layer `i` into the next layer. */
	expand(i: number, from: number, to: number): void {
		const step = this.steps[i] as Step;
		const before = step.keep.length + step.leaving.length - 1;
		const last = this.whole && i === this.steps.length - 1;
		const { back, leaving, leavingRest, shortAt, signAt, lonelyMask, lonelyDegree } = step;
		const { lonelyNear } = step;
		const newBit = 1 << before;
		const { backAlone, backJoined, backColour, backSign, restAlone } = step;
		// Without colours the colour difference is summed all the same, but never read.
		const balance = this.colour ? step.balance : 0;
		const { cells, work, words, current, next, repointed, joinedDeg, joinedClear } = this;
		const keys = current.ints;
		const { stride, stateAt } = current;
		const endsShift = (this.endsField & 7) * BITS;
		const endsWord = this.endsField >> 3;
		const { endCap, colour, hasStart } = this;
		const k = back.length;
		const { newAlone, newColour } = step;
		const new0 = newAlone[0] as number;
		const new1 = newAlone[1] as number;
		const new2 = newAlone[2] as number;
		const colour0 = newColour[0] as number;
		const colour1 = newColour[1] as number;
		const colour2 = newColour[2] as number;
		const startBits = this.startGone ? DEGREE_START : 0;
		// Allowed final degrees on the cut (`SideKeys`): a candidate's base-3 code of them is the
		// state's, plus one unit for each joined neighbour and the new square's edges, so it is
		// judged before its labels are touched. Early in a side, while the cut squares have room,
		// few candidates fail: where a sample shows that the check drops fewer than one in 32, it
		// costs more than it saves, and stops.
		const bits = step.capBits;
		const capUnit = step.capUnit ?? NO_UNITS;
		const newUnit = capUnit[before] ?? 0;
		let tried = 0;
		let dropped = 0;
		for (let slot = from; slot < to; slot++) {
			const base = slot * stride + stateAt;
			// Degrees decide most candidates before any label is touched: `degree` sums, in the
			// fields of `cellDegree`, what the cells make of a candidate. It starts with the cells no
			// candidate changes and with every earlier neighbour left alone; `joinedDeg[a]` is what
			// joining neighbour a changes. `difference` does the same for the colour count. The rules
			// are tabulated by cell code, as branches on codes would mostly be guessed wrong.
			let short = 0;
			let difference = balance;
			// The cells that still lack edges, as bits by position.
			let lacking = 0;
			for (let j = 0; j < before; j++) {
				const c = ((keys[base + (j >> 3)] as number) >>> ((j & 7) * BITS)) & 15;
				cells[j] = c;
				work[j] = c;
				const needs = NEEDS[c] as number;
				// An empty cell with one neighbour to come must be a path end.
				short += (shortAt[j] as number) & (needs >> 1);
				difference -= (signAt[j] as number) * needs;
				lacking |= (-needs >>> 31) << j;
			}
			cells[before] = EMPTY;
			work[before] = EMPTY;
			let code = 0;
			if (bits !== null) {
				for (let j = 0; j < before; j++) {
					code += (capUnit[j] as number) * (DEGREE_OF[cells[j] as number] as number);
				}
			}
			const ends = ((keys[base + endsWord] as number) >>> endsShift) & 15;
			// Number counts go in batches across states (see `StateTable.addBatch`); bigints per state.
			if (this.big) this.targetCount = 0;
			const first = this.targetCount;
			let wins = 0;
			let degree = ends * DEGREE_END + startBits + short;
			for (let x = lonelyNear; x < lonelyMask.length; x++) {
				degree += lonelyTally(lacking & (lonelyMask[x] as number), lonelyDegree[x] as number);
			}
			for (let r = 0; r < leavingRest.length; r++) {
				degree += restAlone[(r << 4) + (cells[leavingRest[r] as number] as number)] as number;
			}
			for (let a = 0; a < k; a++) {
				const at = (a << 4) + (cells[back[a] as number] as number);
				degree += backAlone[at] as number;
				joinedDeg[a] = backJoined[at] as number;
				// A neighbour one edge short is full once joined.
				joinedClear[a] =
					((NEEDS[cells[back[a] as number] as number] as number) & 1) << (back[a] as number);
				difference += backColour[at] as number;
			}
			for (let a = -1; a < k; a++) {
				const p = a < 0 ? -1 : (back[a] as number);
				// A full neighbour cannot be joined.
				if (p >= 0 && cells[p] === FULL) continue;
				const withP = a < 0 ? degree : degree + (joinedDeg[a] as number);
				const colourP = a < 0 ? difference : difference + (backSign[a] as number);
				const lackingP = a < 0 ? lacking | newBit : lacking & ~(joinedClear[a] as number);
				for (let b = a < 0 ? k : a + 1; b <= k; b++) {
					const q = b < k ? (back[b] as number) : -1;
					// The new square lacks 2 − (edges chosen) edges.
					let d = withP;
					let dc = colourP;
					let lackingPQ = lackingP;
					if (q >= 0) {
						d += (joinedDeg[b] as number) + new2;
						dc += (backSign[b] as number) + colour2;
						lackingPQ &= ~(joinedClear[b] as number);
					} else if (p >= 0) {
						d += new1;
						dc += colour1;
						lackingPQ |= newBit;
					} else {
						d += new0;
						dc += colour0;
					}
					// A square to come with one neighbour to take an edge from must end the path; with
					// none it cannot be reached.
					for (let x = 0; x < lonelyNear; x++) {
						d += lonelyTally(lackingPQ & (lonelyMask[x] as number), lonelyDegree[x] as number);
					}
					// One test for every rule, negative when one fails: too many path ends (ends and
					// cells one short), a cell ruled out, and the colour count off by more than the
					// ends still free.
					const endsAfter = (d >>> DEGREE_END_SHIFT) & 255;
					const free = endCap - endsAfter;
					const startOpen = hasStart && ((d >>> DEGREE_START_SHIFT) & 255) === 0 ? 1 : 0;
					const off = colour ? free + startOpen - (dc < 0 ? -dc : dc) : 0;
					if (((free - (d & 255)) | (DEGREE_BAD - 1 - d) | off) < 0) continue;
					// Two ends of one fragment: a cycle or a finished path, only ever at the last square.
					if (!last && q >= 0 && cells[p] === cells[q] && (cells[p] as number) >= DANGLING)
						continue;
					if (bits !== null) {
						const ours =
							code +
							(q >= 0
								? (capUnit[p] as number) + (capUnit[q] as number) + 2 * newUnit
								: p >= 0
									? (capUnit[p] as number) + newUnit
									: 0);
						tried++;
						if ((((bits[ours >>> 3] as number) >>> (ours & 7)) & 1) === 0) {
							dropped++;
							continue;
						}
					}
					this.repointCount = 0;
					const startEnded = ((d >>> DEGREE_START_SHIFT) & 255) !== 0;
					if (this.apply(step, last, before + 1, endsAfter, startEnded, p, q) === 1) wins++;
					// Undo the candidate's writes rather than copy the whole state for the next one.
					work[before] = EMPTY;
					if (p >= 0) work[p] = cells[p] as number;
					if (q >= 0) work[q] = cells[q] as number;
					for (let r = 0; r < leaving.length; r++) {
						const at = leaving[r] as number;
						work[at] = cells[at] as number;
					}
					for (let r = 0; r < this.repointCount; r++) {
						const at = repointed[r] as number;
						work[at] = cells[at] as number;
					}
				}
			}
			const targets = this.targets;
			if (this.big) {
				const count = (current.bigs as bigint[])[slot] as bigint;
				if (wins > 0) this.bigWins += count * BigInt(wins);
				for (let t = 0; t < this.targetCount; t++) next.addBig(targets, t * words, count);
			} else {
				const count = current.countAt(slot);
				this.wins += count * wins;
				const targetCounts = this.targetCounts;
				for (let t = first; t < this.targetCount; t++) targetCounts[t] = count;
				if (this.targetCount >= FLUSH) {
					next.addBatch(targets, this.targetCounts, this.targetCount);
					this.targetCount = 0;
				}
			}
		}
		if (!this.big && this.targetCount > 0) {
			next.addBatch(this.targets, this.targetCounts, this.targetCount);
			this.targetCount = 0;
		}
		if (bits !== null) {
			step.keysTried += tried;
			step.keysDropped += dropped;
			if (step.keysTried >= KEYS_SAMPLE && step.keysDropped * 32 < step.keysTried) {
				step.capBits = null;
			}
		}
	}

	/**
	 * Tells whether the candidate in `work` can still end with the capped squares' degrees equal to
	 * one of the allowed vectors: each at least its degree now and at most that plus its room.
	 */
	fitsCaps(step: Step): boolean {
		const caps = this.caps as Int32Array;
		const at = step.capAt as Int32Array;
		const room = step.capRoom as Int32Array;
		const k = at.length;
		const degree = this.capDegree;
		for (let c = 0; c < k; c++) {
			const position = at[c] as number;
			const code = position < 0 ? EMPTY : (this.work[position] as number);
			degree[c] = code === EMPTY ? 0 : code === FULL ? 2 : 1;
		}
		for (let v = 0; v < caps.length; v += k) {
			let fits = true;
			for (let c = 0; c < k && fits; c++) {
				const cap = caps[v + c] as number;
				const d = degree[c] as number;
				fits = d <= cap && cap <= d + (room[c] as number);
			}
			if (fits) return true;
		}
		return false;
	}

	/** Packs the kept cells of `work` and the ends as the next target state. */
	pack(step: Step, ends: number): void {
		const words = this.words;
		if ((this.targetCount + 1) * words > this.targets.length) {
			const grown = new Int32Array(this.targets.length * 2);
			grown.set(this.targets);
			this.targets = grown;
			const counts = new Float64Array(this.targetCounts.length * 2);
			counts.set(this.targetCounts);
			this.targetCounts = counts;
		}
		const targets = this.targets;
		const base = this.targetCount * words;
		this.packCells(step.keep, targets, base, ends);
		if (step.mirror !== null) {
			// Keep the smaller of the state and its mirror image.
			const mirrored = this.mirrored;
			this.packCells(step.mirror, mirrored, 0, ends);
			for (let w = 0; w < words; w++) {
				const a = targets[base + w] as number;
				const b = mirrored[w] as number;
				if (a === b) continue;
				if (b < a) for (let k = 0; k < words; k++) targets[base + k] = mirrored[k] as number;
				break;
			}
		}
		this.targetCount++;
	}

	/**
	 * Packs the cells `work[order[j]]` and the ends into `out[base ..]`, renaming the labels 3, 4, …
	 * in order of first appearance so that equal states pack equally.
	 */
	packCells(order: Int32Array, out: Int32Array, base: number, ends: number): void {
		const work = this.work;
		for (let w = 0; w < this.words; w++) out[base + w] = 0;
		// The renaming lives in registers, a nibble per code in `low` (codes 0–7) and `high` (8–15),
		// and without branches: which cells hold labels, and which labels are new, follow no pattern
		// a branch predictor could learn, and a table in memory would chain every cell to the last.
		let low = 0;
		let high = 0;
		let label = FIRST_LABEL;
		let word = 0;
		const n = order.length;
		for (let j = 0; j < n; j++) {
			const code = work[order[j] as number] as number;
			const shift = (code & 7) << 2;
			const upper = code >> 3;
			const map = low ^ ((low ^ high) & -upper);
			const seen = (map >>> shift) & 15;
			// Codes below FIRST_LABEL are not labels and keep their value.
			const isLabel = (FIRST_LABEL - 1 - code) >>> 31;
			// 1 for a label not met before (a name is never 0).
			const fresh = ((seen - 1) >>> 31) & isLabel;
			const added = (label << shift) & -fresh;
			low |= added & (upper - 1);
			high |= added & -upper;
			const mapped = code + ((seen + fresh * label - code) & -isLabel);
			label += fresh;
			word |= mapped << ((j & 7) * BITS);
			if ((j & 7) === 7) {
				out[base + (j >> 3)] = word;
				word = 0;
			}
		}
		if ((n & 7) !== 0) out[base + (n >> 3)] = word;
		const w = base + (this.endsField >> 3);
		out[w] = (out[w] as number) | (ends << ((this.endsField & 7) * BITS));
	}

	/** Gives the other loose end of the fragment whose end at `from` carried `label` a new code. */
	repoint(label: number, from: number, size: number, code: number): void {
		const work = this.work;
		for (let j = 0; j < size; j++) {
			if (j !== from && work[j] === label) {
				work[j] = code;
				this.repointed[this.repointCount++] = j;
				return;
			}
		}
	}

	/** Tells whether every cell of `work` has its two edges. */
	allFull(size: number): boolean {
		for (let j = 0; j < size; j++) if (this.work[j] !== FULL) return false;
		return true;
	}

	/**
	 * Joins the new square (the last cell) to the cells at `p` and `q` (−1 for none), then lets the
	 * finished cells leave; `ends` and `startEnded` are the path ends after the step, which the
	 * degree tally has already checked. Returns −1 (no tour can come of it), 1 (a whole tour was
	 * completed) or 0 (a state to keep, now packed into `targets`).
	 */
	apply(
		step: Step,
		last: boolean,
		size: number,
		ends: number,
		startEnded: boolean,
		p: number,
		q: number,
	): number {
		const work = this.work;
		const v = size - 1;
		if (p >= 0 && q < 0) {
			const c = work[p] as number;
			work[p] = c === EMPTY ? FRESH : FULL;
			work[v] = c === EMPTY ? FRESH : c;
		} else if (p >= 0) {
			const cp = work[p] as number;
			const cq = work[q] as number;
			work[v] = FULL;
			work[p] = FULL;
			work[q] = FULL;
			if (cp === EMPTY && cq === EMPTY) {
				work[p] = FRESH;
				work[q] = FRESH;
			} else if (cp === EMPTY) work[p] = cq;
			else if (cq === EMPTY) work[q] = cp;
			else if (cp === cq) {
				// A cycle closed, or a path joined its two ends: only the very last square may do that,
				// when every other square has its edges (and the start, if fixed, is already an end).
				const ends = cp === DANGLING ? !this.hasStart || this.startGone : this.closed;
				return last && ends && this.allFull(size) ? 1 : -1;
			} else if (cp === DANGLING) this.repoint(cq, q, size, DANGLING);
			else if (cq === DANGLING) this.repoint(cp, p, size, DANGLING);
			else this.repoint(cq, q, size, cp);
		}
		const leaving = step.leaving;
		for (let k = 0; k < leaving.length; k++) {
			const at = leaving[k] as number;
			const c = work[at] as number;
			work[at] = FULL;
			// The tally saw to the degrees: a leaving cell is full, or one edge short and a path end.
			if (c === FULL) continue;
			if (c === DANGLING) {
				// Both ends of a fragment are path ends: the path is finished.
				return last && this.allFull(size) && (!this.hasStart || startEnded) ? 1 : -1;
			}
			this.repoint(c, at, size, DANGLING);
		}
		if (this.caps !== null && !this.fitsCaps(step)) return -1;
		this.pack(step, ends);
		return 0;
	}
}

/**
 * States expanded between progress reports: about 15 ms of work on a 6×6 board, so that a worker
 * posting news every 200 ms is never held up by more than a little (the reader hears at least every
 * 250 ms; `npm run bench -- "count job"`).
 */
const CHUNK = 1 << 13;

/** 32-bit units of a reused table emptied between progress reports: 64 MB, some 20 ms. */
const CLEAR_EVERY = 1 << 24;

/**
 * Counts undirected Hamiltonian cycles (`closed`) or paths of the board's graph,
 * yielding progress every step and every 8,192 states; returns the count.
 */
export function* frontierCountSteps(
	board: Board,
	options: FrontierOptions,
): Generator<CountProgress, bigint> {
	const { steps, width } = planSweep(board, options.start ?? -1);
	const n = steps.length;
	if (n <= 1) return n === 1 && !options.closed ? 1n : 0n;
	if (width > MAX_FRONTIER_WIDTH) {
		throw new RangeError(
			`The frontier method holds at most ${String(MAX_FRONTIER_WIDTH)} squares across the board; this board needs ${String(width)}. Count it by search instead.`,
		);
	}
	const sweep = new Sweep(steps, width, options.closed, options.start !== undefined);
	return yield* runLayers(sweep);
}

/**
 * Runs the layers `from` .. `to` − 1 of `sweep` (every layer by default), yielding progress; returns
 * the tours its last square finished.
 */
function* runLayers(
	sweep: Sweep,
	from = 0,
	to = sweep.steps.length,
): Generator<CountProgress, bigint> {
	const n = sweep.steps.length;
	let done = 0n;
	for (let i = from; i < to; i++) {
		const states = sweep.current.size;
		// Sizing the next layer's table can take a while on its own (tens of ms for large layers).
		yield* paced(sweep.begin(i), () => progress(i, 0, states, n, 0));
		yield progress(i, 0, states, n, 0);
		for (let at = 0; at < states; at += CHUNK) {
			sweep.expand(i, at, Math.min(states, at + CHUNK));
			if (at + CHUNK < states) yield progress(i, at + CHUNK, states, n, sweep.next.size);
		}
		// Compacting a large table takes a while too: news every so many slots.
		const compacting = sweep.next.compactSteps(CHUNK * 64);
		while (compacting.next().done !== true) yield progress(i, states, states, n, sweep.next.size);
		done += sweep.end(i);
		yield progress(i + 1, 0, 1, n, sweep.current.size);
	}
	return done;
}

/** What one side of a split sweep ends with: states over the squares that stay, and their counts. */
export interface SideStates {
	/** The squares that stay, in the order of the packed cells (4 bits each, eight to a word). */
	squares: Square[];
	/** The states, dense in slots 0 .. size − 1 (`countAt`, or `bigs` once counts outgrew doubles). */
	table: StateTable;
	/** Where the packed cells start in a slot, and the slot's size, in 32-bit units. */
	stateAt: number;
	stride: number;
}

/**
 * Sweeps one side of a split board (see split-sweep.ts): the squares of `layout.order` with the
 * edges of `layout`'s graph, keeping `layout.stays` on the frontier to the end. No cycle may close
 * and no path may end: closed tours only.
 */
export function* sideSweepSteps(
	board: Board,
	layout: Layout,
	caps?: SideCaps,
	keys?: SideKeys,
	helper?: HelperQueue,
): Generator<CountProgress, SideStates> {
	const { steps, width, squares } = planSweep(board, -1, layout);
	if (width > MAX_FRONTIER_WIDTH) {
		throw new RangeError(
			`The split sweep holds at most ${String(MAX_FRONTIER_WIDTH)} squares on its frontier; this board needs ${String(width)}.`,
		);
	}
	const sweep = new Sweep(steps, width, true, false, false);
	const capped = caps ?? keys;
	if (capped !== undefined) {
		if (capped.squares.length > MAX_CUT_CAPS) throw new RangeError('Too many capped squares.');
		const { index, offsets, adjacency } = layout;
		steps.forEach((step, i) => {
			step.capAt = Int32Array.from(capped.squares, (t) => step.squares.indexOf(t));
			// Edges still to come on this side: to neighbours swept after step i, or to any
			// neighbour while the square itself is still to come.
			step.capRoom = Int32Array.from(capped.squares, (t) => {
				const from = (index[t] ?? -1) > i ? -1 : i;
				let room = 0;
				for (let k = offsets[t] ?? 0; k < (offsets[t + 1] ?? 0); k++) {
					if ((index[adjacency[k] as Square] ?? -1) > from) room++;
				}
				return room;
			});
		});
	}
	if (caps !== undefined) sweep.caps = Int32Array.from(caps.allowed.flat());
	else if (keys !== undefined) {
		reachableKeys(steps, keys);
		for (const step of steps) {
			const unit = new Int32Array(step.squares.length);
			(step.capAt as Int32Array).forEach((position, p) => {
				if (position >= 0) unit[position] = 3 ** p;
			});
			step.capUnit = unit;
		}
	}
	const split = helper !== undefined && capped === undefined ? splitPoint(layout) : null;
	if (helper === undefined || split === null) yield* runLayers(sweep);
	else yield* runSplit(sweep, split, helper, { board, layout });
	const table = sweep.current;
	return { squares, table, stateAt: table.stateAt, stride: table.stride };
}

/**
 * Where a side sweep can go on in two classes of states that never meet (see `runSplit`): the
 * first layer from which some square that stays on the frontier gets no more edges, and that
 * square. Null when there is none before the last layer.
 */
function splitPoint(layout: Layout): { from: number; square: Square } | null {
	const { order, index, offsets, adjacency, stays } = layout;
	let best: { from: number; square: Square } | null = null;
	order.forEach((square, i) => {
		if (stays?.[i] !== 1) return;
		let last = i;
		for (let k = offsets[square] ?? 0; k < (offsets[square + 1] ?? 0); k++) {
			last = Math.max(last, index[adjacency[k] as Square] ?? 0);
		}
		if (last + 1 < order.length - 1 && (best === null || last + 1 < best.from)) {
			best = { from: last + 1, square };
		}
	});
	return best;
}

/**
 * Runs a side sweep with a helper thread. From layer `split.from` on, no step touches the cell of
 * `split.square`, so its degree (0, 1 or 2) stays as it is, and states of different degrees there
 * never become one: each class goes on alone. The helper takes the classes nearest to half the
 * states, this thread the rest; the two final tables, whose states differ, are put together.
 */
function* runSplit(
	sweep: Sweep,
	split: { from: number; square: Square },
	helper: HelperQueue,
	where: { board: Board; layout: Layout },
): Generator<CountProgress, void> {
	const n = sweep.steps.length;
	yield* runLayers(sweep, 0, split.from);
	const table = sweep.current;
	const step = sweep.steps[split.from] as Step;
	const position = step.squares.indexOf(split.square);
	if (position < 0 || position >= step.squares.length - 1) {
		throw new RangeError('The split square is not on the frontier.');
	}
	const degrees = new Uint8Array(table.size);
	const sizes = [0, 0, 0];
	const { ints, stride, stateAt } = table;
	for (let slot = 0; slot < table.size; slot++) {
		const code =
			((ints[slot * stride + stateAt + (position >> 3)] as number) >>> ((position & 7) * BITS)) &
			15;
		const degree = DEGREE_OF[code] as number;
		degrees[slot] = degree;
		sizes[degree] = (sizes[degree] as number) + 1;
	}
	// The helper's classes, as bits by degree: the one class or two nearest half the states.
	let theirs = 1;
	for (let set = 1; set < 7; set++) {
		const share = (set: number): number =>
			sizes.reduce((sum, size, d) => sum + (((set >> d) & 1) === 1 ? size : 0), 0);
		if (Math.abs(2 * share(set) - table.size) < Math.abs(2 * share(theirs) - table.size))
			theirs = set;
	}
	const pick = (helps: boolean): Int32Array => {
		const slots: number[] = [];
		for (let slot = 0; slot < table.size; slot++) {
			if ((((theirs >> (degrees[slot] as number)) & 1) === 1) === helps) slots.push(slot);
		}
		return Int32Array.from(slots);
	};
	const before = (): CountProgress => progress(split.from, 0, 1, n, table.size);
	const given = yield* paced(table.copyOutSteps(pick(true), CHUNK * 16), before);
	const kept = yield* paced(table.copyOutSteps(pick(false), CHUNK * 16), before);
	const task = helper.start(
		{ kind: 'sweep', ...where, from: split.from, states: given },
		buffersOf(given),
	);
	let done = false;
	try {
		sweep.current = yield* paced(
			StateTable.fromPartsSteps(sweep.words, [kept], CHUNK * 16),
			before,
		);
		sweep.big = sweep.current.bigs !== null;
		yield* runLayers(sweep, split.from);
		const after = (): CountProgress => progress(n, 0, 1, n, sweep.current.size);
		const { states } = yield* helper.wait(task, 'sweep', after);
		done = true;
		const parts = [sweep.current.dense(), states];
		sweep.current = yield* paced(StateTable.fromPartsSteps(sweep.words, parts, CHUNK * 16), after);
	} finally {
		if (!done) helper.stop();
	}
}

/**
 * Goes on with a side sweep (`sideSweepSteps`, no caps or keys) from layer `from`, whose states are
 * `states`, to its end: the helper thread's part of `runSplit`.
 */
export function continueSweep(
	board: Board,
	layout: Layout,
	from: number,
	states: DenseStates,
): DenseStates {
	const { steps, width } = planSweep(board, -1, layout);
	const sweep = new Sweep(steps, width, true, false, false);
	sweep.current = StateTable.fromParts(sweep.words, [states]);
	sweep.big = sweep.current.bigs !== null;
	finish(runLayers(sweep, from));
	return sweep.current.dense();
}

/**
 * Sets each step's `capBits`: the degrees from which an allowed code can still be reached, as a
 * bitmap over base-3 codes. Reachable with room r on square p means an allowed code up to r more
 * in digit p; room only shrinks as the sweep goes on, so the steps are filled from the last back,
 * widening the set one digit and one unit at a time (a digit never needs more than 2), and steps
 * whose set did not change share one bitmap.
 */
function reachableKeys(steps: Step[], keys: SideKeys): void {
	const k = keys.squares.length;
	const size = 3 ** k;
	if (keys.allowed.length !== size) throw new RangeError('Allowed keys: one entry by base-3 code.');
	const reach = Uint8Array.from(keys.allowed);
	const widened = new Int32Array(k);
	let bits: Uint8Array | null = null;
	for (let i = steps.length - 1; i >= 0; i--) {
		const step = steps[i] as Step;
		const room = step.capRoom as Int32Array;
		let changed = bits === null;
		for (let p = 0; p < k; p++) {
			const want = Math.min(2, room[p] as number);
			for (; (widened[p] as number) < want; widened[p] = (widened[p] as number) + 1) {
				// Digit p one unit wider: d reaches what d + 1 reached (digits 0 and 1 only).
				const unit = 3 ** p;
				for (let base = 0; base < size; base += 3 * unit) {
					for (let d = base; d < base + unit; d++) {
						reach[d] = (reach[d] as number) | (reach[d + unit] as number);
						reach[d + unit] = (reach[d + unit] as number) | (reach[d + 2 * unit] as number);
					}
				}
				changed = true;
			}
		}
		if (changed) {
			bits = new Uint8Array(Math.ceil(size / 8));
			for (let d = 0; d < size; d++)
				if (reach[d] === 1) bits[d >>> 3] = (bits[d >>> 3] as number) | (1 << (d & 7));
		}
		step.capBits = bits;
	}
}

/** Builds a progress report: `i` steps done and `seen` of `total` states of the next. */
function progress(
	i: number,
	seen: number,
	total: number,
	n: number,
	states: number,
): CountProgress {
	return {
		kind: 'progress',
		fraction: Math.min(1, (i + seen / Math.max(total, 1)) / n),
		counters: { square: i, states },
	};
}
