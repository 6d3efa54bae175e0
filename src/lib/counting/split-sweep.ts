/**
 * Counting closed tours by meeting in the middle: the board is cut across
 * its sweep, each side is swept towards the cut on its own (frontier.ts), and
 * the two sides' states are joined. McKay counted the 8×8 tours by joining
 * the path systems of two halves (TR-CS-97-03, 1997); this is the same idea
 * on top of the frontier sweep.
 *
 * Why it pays: a frontier sweep's layers grow with the number of columns
 * behind them (7×8 closed: 240 thousand states after four columns, 10.7
 * million after six), so two sweeps of half the board are far cheaper than
 * one of the whole, and the join turns out to touch few pairs.
 *
 * The cut. With the board swept along columns and the cut before column a, a
 * knight's edge either stays on one side or crosses it; a crossing edge
 * joins column a − 2 to a (it goes to the left side), a − 1 to a + 1 (to the
 * right side), or a − 1 to a. Those last edges go left when they lead towards
 * the middle row and right when they lead away from it (fewer states than
 * down or outwards: 3.3 million a side on 7×8 against 4.2 million). Each side
 * then ends with a frontier over the same squares (those that have edges on
 * both sides: columns a − 1 and a), and a mirror image of the board across
 * the cut swaps the sides, so on a board symmetric about its middle one sweep
 * serves both. For any leaper the rule is the same: a crossing edge goes to
 * the side it reaches deeper into, and on a tie as the knight's edges from
 * a − 1 to a do.
 *
 * The two edges that stay as far from the middle row at both ends (on 7
 * rows, between rows 2 and 4, counting from 0) are given to neither side: the
 * join tries each choice of them (`absorb`). So each side is its own mirror
 * image from top to bottom as well, and its sweep keeps a state and its image
 * as one (frontier.ts's mirror), which halves it: 7×8 sweeps 1.4 million
 * states at the end instead of 3.3 million.
 *
 * The join. Every tour splits uniquely into its left edges and its right
 * edges. Each side is a set of paths (no cycle may close on one side) that
 * covers its squares, those of the frontier F excepted, with two edges each;
 * on F the two sides' degrees add up to two, and the path ends on F (the
 * squares of degree one on both sides) are paired by the left paths and by
 * the right paths. The union is one cycle exactly when the two pairings,
 * followed in turn, visit every path end before returning. So the count is
 * Σ count(L) × count(R) over pairs of states with complementary degrees
 * whose pairings form one cycle; states are grouped by their degrees, so a
 * right state meets only the left states of its group.
 */
import type { Board, Square } from '../board.ts';
import { createBoard } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import { finish } from '../solvers/types.ts';
import {
	layOutGraph,
	reflectAcross,
	sideSweepSteps,
	type Layout,
	type SideCaps,
	type SideKeys,
	type SideStates,
} from './frontier.ts';
import {
	addKey,
	bitCount,
	complement,
	emptyKeySet,
	endsOf,
	hasKey,
	keySet,
	ternary,
} from './cut-keys.ts';
import { HelperQueue, sideBuffers, type CountHelper } from './helper.ts';
import { middleEntries } from './middle-line.ts';
import {
	joinStretch,
	SharedJoin,
	type JoinSides,
	type JoinTally,
	type SlowJoin,
} from './join-stretch.ts';
import { closesOne, ExactSum, PairingJoin, partnerIn, type Pairings } from './pairing-join.ts';
import {
	CLASS_SWEEP_SHARE,
	type CountProgress,
	type SavedSide,
	type SplitCheckpoint,
} from './types.ts';

/** Widest cut the join packs: two bits of degree a square in one 32-bit key. */
const MAX_CUT = 16;

/** Cell codes of frontier.ts: no edge, and two edges; the others label path ends. */
const EMPTY = 0;
const FULL = 1;

/**
 * One side's states, read into the join's form: numbering the path ends on the cut (the squares of
 * degree one) 0, 1, … in cut order, each state's pairing of them, packed (pairing-join.ts), and
 * its count.
 */
interface Joinable extends SavedSide {
	size: number;
}

/** How the board is cut: along which axis it is swept, where, and which side each edge takes. */
interface Cut {
	/** Whether the sweep runs along the columns (the board is at least as wide as it is tall). */
	byColumns: boolean;
	/** Lines (columns, or rows) before the cut. */
	at: number;
	/** Number of lines along the sweep. */
	length: number;
	/**
	 * Whether the leaps from column a − 1 to a that stay as far from the middle row give neither
	 * side and are chosen in the join instead (see `edgeSide`), so that both sides are their own
	 * mirror images across the sweep.
	 */
	joins: boolean;
	/**
	 * On a board of odd length: whether the cut is the middle line itself (`at`), which each side
	 * shares with the other (see `middleEntries`).
	 */
	middle: boolean;
}

/** Which part of a split count an edge belongs to. */
const LEFT = 0;
const RIGHT = 1;
const JOIN = 2;
/** Cut at the middle line: an edge that leaps over it, or the apex's to a square on it. */
const MIDDLE = 3;

/** Most edges the join chooses itself: each doubles its lookups. */
const MAX_JOINS = 4;

/** A square's line along the sweep, and its place across it. */
function along(board: Board, cut: Cut, square: Square): number {
	return cut.byColumns ? square % board.cols : Math.floor(square / board.cols);
}

function across(board: Board, cut: Cut, square: Square): number {
	return cut.byColumns ? Math.floor(square / board.cols) : square % board.cols;
}

/** Whether a square lies past the cut's middle line (see `Cut.middle`); the apex never does. */
function isPastMiddle(board: Board, cut: Cut, square: Square): boolean {
	return square < board.size && along(board, cut, square) > cut.at;
}

/** Tells whether the edge u–v belongs to the left side of the cut (see the module's comment). */
function edgeSide(board: Board, cut: Cut, u: Square, v: Square): number {
	let a = along(board, cut, u);
	let b = along(board, cut, v);
	let p = across(board, cut, u);
	let q = across(board, cut, v);
	if (a > b) [a, b, p, q] = [b, a, q, p];
	if (cut.middle) {
		// The left side takes every edge with a square before the middle line and none past it.
		if (b <= cut.at && a < cut.at) return LEFT;
		if (a >= cut.at && b > cut.at) return RIGHT;
		return MIDDLE;
	}
	if (b < cut.at) return LEFT;
	if (a >= cut.at) return RIGHT;
	const deepLeft = cut.at - a;
	const deepRight = b - cut.at + 1;
	if (deepLeft !== deepRight) return deepLeft > deepRight ? LEFT : RIGHT;
	// As deep on both sides: to the left when it leads towards the middle of the board's width.
	// Either way the mirror image leads the other way. As far from the middle at both ends (on 7
	// rows, between rows 2 and 4): to the join, which keeps each side its own mirror image across
	// the sweep; or, when there are too many such edges, to the left when it leads down.
	const middle = ((cut.byColumns ? board.rows : board.cols) - 1) / 2;
	const inward = Math.abs(p - middle) - Math.abs(q - middle);
	if (inward !== 0) return inward > 0 ? LEFT : RIGHT;
	if (cut.joins) return JOIN;
	return q > p ? LEFT : RIGHT;
}

/** Tells whether the edge u–v belongs to the left side of the cut (see `edgeSide`). */
function isLeftEdge(board: Board, cut: Cut, u: Square, v: Square): boolean {
	return edgeSide(board, cut, u, v) === LEFT;
}

/** The edges the join chooses itself (see `edgeSide`), each once, smaller square first. */
function joinEdges(board: Board, cut: Cut): [Square, Square][] {
	const { offsets, adjacency } = graphOf(board);
	const edges: [Square, Square][] = [];
	for (let u = 0; u < board.size; u++) {
		for (let k = offsets[u] ?? 0; k < (offsets[u + 1] ?? 0); k++) {
			const v = adjacency[k] as Square;
			if (u < v && edgeSide(board, cut, u, v) === JOIN) edges.push([u, v]);
		}
	}
	return edges;
}

/**
 * Tells whether a leap crosses the cut straight along the sweep, as deep on both sides: such an
 * edge leads neither down nor up, so no rule can give it to one side on this board and to the
 * other on the mirror image, as the join needs. Leapers with a zero step (the wazir, {0, 1}) have
 * them; the knight does not.
 */
function hasLevelCrossing(board: Board, cut: Cut): boolean {
	const { offsets, adjacency } = graphOf(board);
	for (let u = 0; u < board.size; u++) {
		for (let k = offsets[u] ?? 0; k < (offsets[u + 1] ?? 0); k++) {
			const v = adjacency[k] as Square;
			const a = along(board, cut, u);
			const b = along(board, cut, v);
			if (a < cut.at && b >= cut.at && cut.at - a === b - cut.at + 1) {
				if (across(board, cut, u) === across(board, cut, v)) return true;
			}
		}
	}
	return false;
}

/**
 * The squares an open tour (a Hamiltonian path) of `board` may end on: 1 by square. Every leap of
 * a connected graph whose leaps all change colour, with one square more of one colour than of the
 * other, alternates colours along the path, so both ends are on the larger colour (7×7: the 25
 * squares of the corners' colour). Elsewhere, every square.
 */
export function pathEnds(board: Board): Uint8Array {
	const { offsets, adjacency } = graphOf(board);
	const ends = new Uint8Array(board.size);
	const colour = new Int8Array(board.size).fill(-1);
	let first = -1;
	for (let s = 0; s < board.size; s++) {
		if (board.holes?.[s] === 1) continue;
		ends[s] = 1;
		if (first < 0) first = s;
	}
	if (first < 0) return ends;
	// Two-colour the squares from the first, breadth first.
	const queue = [first];
	colour[first] = 0;
	// Squares of colour 1 among those reached.
	let ones = 0;
	for (let k = 0; k < queue.length; k++) {
		const u = queue[k] as Square;
		for (let e = offsets[u] ?? 0; e < (offsets[u + 1] ?? 0); e++) {
			const v = adjacency[e] as Square;
			if (colour[v] === colour[u]) return ends;
			if (colour[v] === -1) {
				colour[v] = 1 - (colour[u] as number);
				ones += colour[v] as number;
				queue.push(v);
			}
		}
	}
	const zero = queue.length - ones;
	// Unconnected (no path at all) or balanced (one end of each colour): every square.
	if (queue.length !== ends.reduce((n, e) => n + e, 0) || Math.abs(zero - ones) !== 1) return ends;
	const larger = zero > ones ? 0 : 1;
	for (let s = 0; s < board.size; s++) if (colour[s] !== larger) ends[s] = 0;
	return ends;
}

/** Lays out the left side of `board` cut at `cut`: its squares, its edges, and the squares that stay. */
function leftSide(board: Board, cut: Cut, apex: boolean): Layout {
	const { offsets, adjacency } = graphOf(board);
	// With the apex (open paths, see `splitCountSteps`), one more vertex, joined to every square
	// a path may end on.
	const size = board.size + (apex ? 1 : 0);
	const ends = apex ? pathEnds(board) : null;
	const neighbours = (s: Square): Square[] => {
		if (s === board.size) {
			return Array.from({ length: board.size }, (_, t) => t).filter((t) => ends?.[t] === 1);
		}
		const list = Array.from(adjacency.subarray(offsets[s] ?? 0, offsets[s + 1] ?? 0));
		return ends?.[s] === 1 ? [...list, board.size] : list;
	};
	const isLeft = (s: Square, t: Square): boolean =>
		s === board.size || t === board.size
			? along(board, cut, Math.min(s, t)) < cut.at
			: isLeftEdge(board, cut, s, t);
	const inside: Square[] = [];
	for (let s = 0; s < board.size; s++) {
		if (board.holes?.[s] === 1) continue;
		if (along(board, cut, s) < cut.at || neighbours(s).some((t) => isLeft(s, t))) inside.push(s);
	}
	// Sweep order: along the lines, then across, from top to bottom before the cut; past it, where
	// the squares take only their leaps back to the left, from the edges of the board inwards,
	// which keeps the frontier smallest (7×8: at most 3.5 million states and 14.8 million in all,
	// against 5.9 and 20 million top to bottom). A middle line, whose squares take every leap back
	// to the left, goes top to bottom too (7×7 open: 24 s against 33 s edges inwards). The apex
	// comes first.
	const middle = ((cut.byColumns ? board.rows : board.cols) - 1) / 2;
	const place = (s: Square): number => {
		const p = across(board, cut, s);
		if (along(board, cut, s) < cut.at || cut.middle) return p;
		return -2 * Math.abs(p - middle) + (p > middle ? 1 : 0);
	};
	inside.sort((x, y) => along(board, cut, x) - along(board, cut, y) || place(x) - place(y));
	if (apex) inside.unshift(board.size);
	// The side's own edges only.
	const sideOffsets = new Int32Array(size + 1);
	const sideEdges: number[] = [];
	for (let s = 0; s < size; s++) {
		if (s === board.size || board.holes?.[s] !== 1) {
			for (const t of neighbours(s)) if (isLeft(s, t)) sideEdges.push(t);
		}
		sideOffsets[s + 1] = sideEdges.length;
	}
	const stays = Uint8Array.from(inside, (s) => (neighbours(s).some((t) => !isLeft(s, t)) ? 1 : 0));
	const layout = layOutGraph(inside, size, sideOffsets, Int32Array.from(sideEdges), stays);
	// The side may be its own mirror image across the sweep (top to bottom); the apex is its own.
	{
		const flip = reflectAcross(board);
		let symmetric = true;
		for (let s = 0; s < size && symmetric; s++) {
			if ((board.holes?.[s] ?? 0) !== (board.holes?.[flip(s)] ?? 0)) symmetric = false;
			if (board.holes?.[s] === 1) continue;
			for (const t of neighbours(s)) {
				if (isLeft(s, t) !== isLeft(flip(s), flip(t))) symmetric = false;
			}
		}
		layout.mirrorSymmetric = symmetric;
	}
	return layout;
}

/** The board's mirror image across the cut: line x goes to length − 1 − x. */
function mirrorBoard(board: Board, cut: Cut): { board: Board; image: (s: Square) => Square } {
	const image = (s: Square): Square => {
		// The apex (one past the last square) is its own image.
		if (s === board.size) return s;
		const r = Math.floor(s / board.cols);
		const c = s % board.cols;
		return cut.byColumns
			? r * board.cols + (board.cols - 1 - c)
			: (board.rows - 1 - r) * board.cols + c;
	};
	const holes: Square[] = [];
	for (let s = 0; s < board.size; s++) if (board.holes?.[s] === 1) holes.push(image(s));
	const mirrored = createBoard(board.rows, board.cols, { holes, leaper: board.leaper });
	return { board: mirrored, image };
}

/** Whether the board looks the same in the mirror across the cut. */
function isMirrorSymmetric(board: Board, image: (s: Square) => Square): boolean {
	for (let s = 0; s < board.size; s++) {
		if ((board.holes?.[s] ?? 0) !== (board.holes?.[image(s)] ?? 0)) return false;
	}
	return true;
}

/**
 * A side's states read straight and as their mirror images across the sweep, as one list: a state
 * that is its own image counts once, in full; any other counts half in each form.
 */
function* bothWaysRound(
	straight: Joinable,
	flipped: Joinable,
	news: () => CountProgress,
): Generator<CountProgress, Joinable> {
	const size = straight.size;
	const both = (
		x: Int32Array | Uint32Array,
		y: Int32Array | Uint32Array,
		into: Int32Array | Uint32Array,
	) => {
		into.set(x);
		into.set(y, size);
		return into;
	};
	const keys = both(straight.keys, flipped.keys, new Uint32Array(2 * size)) as Uint32Array;
	const lo = both(straight.lo, flipped.lo, new Int32Array(2 * size)) as Int32Array;
	const hi = both(straight.hi, flipped.hi, new Int32Array(2 * size)) as Int32Array;
	// The flipped forms' counts are the straight forms' (`shareMirrored` reads those only).
	const counts = new Float64Array(2 * size);
	counts.set(straight.counts.subarray(0, size));
	const big = straight.bigCounts;
	const bigCounts = big === null ? null : [...big.slice(0, size), ...big.slice(0, size)];
	const states = { keys, lo, hi, counts, bigCounts, size: 2 * size };
	yield* shareMirrored(states, size, news);
	return states;
}

/**
 * Shares the counts of a side read both ways round (`size` states straight, then the same states
 * flipped, each with its whole count): a state that is its own image keeps its count once, in full;
 * any other gives half to each form.
 */
function* shareMirrored(
	states: Joinable,
	size: number,
	news: () => CountProgress,
): Generator<CountProgress, void> {
	const { keys, lo, hi, counts, bigCounts } = states;
	for (let k = 0; k < size; k++) {
		if ((k & NEWS_EVERY) === NEWS_EVERY) yield news();
		const self = keys[k] === keys[size + k] && lo[k] === lo[size + k] && hi[k] === hi[size + k];
		const count = counts[k] as number;
		counts[k] = self ? count : count / 2;
		counts[size + k] = self ? 0 : count / 2;
		if (bigCounts !== null) {
			const whole = bigCounts[k] as bigint;
			// A bigint has no halves: an odd count too large for a double cannot be shared.
			if (!self && whole % 2n !== 0n) {
				throw new RangeError(
					'This count is too large for the split sweep (a state met both ways round has an odd count past 2^53); count it with the frontier method.',
				);
			}
			bigCounts[k] = self ? whole : whole / 2n;
			bigCounts[size + k] = self ? 0n : whole / 2n;
		}
	}
}

/**
 * A side's states with their cut positions moved: position p becomes `perm[p]`, and the path ends
 * are numbered again in the new order. The right side's states are the left side's seen in the
 * mirror across the cut, so on a symmetric board they are read off the left side's this way.
 */
function* permuteSide(
	side: Joinable,
	perm: Int32Array,
	news: () => CountProgress,
): Generator<CountProgress, Joinable> {
	const { size } = side;
	const keys = new Uint32Array(size);
	const lo = new Int32Array(size);
	const hi = new Int32Array(size);
	const cells = perm.length;
	// By old end number: its new position, then its new number.
	const moved = new Int32Array(MAX_CUT);
	const number = new Int32Array(MAX_CUT);
	for (let k = 0; k < size; k++) {
		if ((k & NEWS_EVERY) === NEWS_EVERY) yield news();
		const key = side.keys[k] as number;
		let next = 0;
		let ends = 0;
		let endsAt = 0;
		for (let p = 0; p < cells; p++) {
			const degree = (key >>> (2 * p)) & 3;
			const to = perm[p] as number;
			next |= degree << (2 * to);
			if (degree === 1) {
				moved[ends++] = to;
				endsAt |= 1 << to;
			}
		}
		// An end's new number: the ends at lower new positions.
		for (let e = 0; e < ends; e++) {
			number[e] = bitCount(endsAt & ((1 << (moved[e] as number)) - 1));
		}
		const oldLo = side.lo[k] as number;
		const oldHi = side.hi[k] as number;
		let newLo = 0;
		let newHi = 0;
		for (let e = 0; e < ends; e++) {
			const at = number[e] as number;
			const mate = number[partnerIn(oldLo, oldHi, e)] as number;
			if (at < 8) newLo |= mate << (4 * at);
			else newHi |= mate << (4 * (at - 8));
		}
		keys[k] = next >>> 0;
		lo[k] = newLo;
		hi[k] = newHi;
	}
	return { keys, lo, hi, counts: side.counts, bigCounts: side.bigCounts, size };
}

/**
 * Reads a side's states into the join's form: `place[j]` is the cut position of the state's j-th
 * packed cell. With `into`, they go into that list from place `at` on, and it is returned.
 */
function* readSide(
	side: SideStates,
	place: Int32Array,
	news: () => CountProgress,
	into?: { states: Joinable; at: number },
): Generator<CountProgress, Joinable> {
	const { table, stateAt, stride } = side;
	const size = table.size;
	const bigs = table.bigs;
	const states = into?.states ?? {
		keys: new Uint32Array(size),
		lo: new Int32Array(size),
		hi: new Int32Array(size),
		counts: new Float64Array(size),
		bigCounts: bigs === null ? null : new Array<bigint>(size),
		size,
	};
	const { keys, lo, hi, counts, bigCounts } = states;
	const offset = into?.at ?? 0;
	const cells = place.length;
	const ints = table.ints;
	// By cut position, the cell's code.
	const codeAt = new Int32Array(MAX_CUT);
	// By label, the number of its first end met, or −1.
	const firstEnd = new Int32Array(16);
	// Narrow counts are 32-bit integers at the slot's start (see state-table.ts).
	const narrow = !table.wide;
	for (let slot = 0; slot < size; slot++) {
		if ((slot & NEWS_EVERY) === NEWS_EVERY) yield news();
		const base = slot * stride + stateAt;
		for (let j = 0; j < cells; j++) {
			codeAt[place[j] as number] = ((ints[base + (j >> 3)] as number) >>> ((j & 7) * 4)) & 15;
		}
		// Number the ends in cut order and pair them.
		firstEnd.fill(-1);
		let key = 0;
		let index = 0;
		let low = 0;
		let high = 0;
		for (let at = 0; at < cells; at++) {
			const code = codeAt[at] as number;
			if (code === EMPTY) continue;
			if (code === FULL) {
				key |= 2 << (2 * at);
				continue;
			}
			key |= 1 << (2 * at);
			const mate = firstEnd[code] as number;
			if (mate < 0) firstEnd[code] = index;
			else {
				// Ends below 8 in the low word (mate < index).
				if (index < 8) low |= (mate << (4 * index)) | (index << (4 * mate));
				else if (mate < 8) {
					high |= mate << (4 * (index - 8));
					low |= index << (4 * mate);
				} else high |= (mate << (4 * (index - 8))) | (index << (4 * (mate - 8)));
			}
			index++;
		}
		const to = offset + slot;
		keys[to] = key >>> 0;
		lo[to] = low;
		hi[to] = high;
		counts[to] =
			bigs !== null
				? Number(bigs[slot])
				: narrow
					? (ints[slot * stride] as number) >>> 0
					: table.countAt(slot);
		if (bigs !== null && bigCounts !== null) bigCounts[to] = bigs[slot] as bigint;
	}
	return states;
}

/**
 * Reads a side's states straight (cut positions `straight`) and as their mirror images across the
 * sweep (`flipped`) into one list, as `bothWaysRound` makes it, without reading them twice apart.
 */
function* readBothWays(
	side: SideStates,
	straight: Int32Array,
	flipped: Int32Array,
	news: () => CountProgress,
): Generator<CountProgress, Joinable> {
	const size = side.table.size;
	const states: Joinable = {
		keys: new Uint32Array(2 * size),
		lo: new Int32Array(2 * size),
		hi: new Int32Array(2 * size),
		counts: new Float64Array(2 * size),
		bigCounts: side.table.bigs === null ? null : new Array<bigint>(2 * size).fill(0n),
		size: 2 * size,
	};
	yield* readSide(side, straight, news, { states, at: 0 });
	yield* readSide(side, flipped, news, { states, at: size });
	yield* shareMirrored(states, size, news);
	return states;
}

/** The left side's states grouped by their degrees on the cut. */
export interface Groups {
	/** The degree key of each group, increasing. */
	keys: Uint32Array;
	/** States of group g at start[g] .. start[g + 1] − 1 of `order`. */
	start: Int32Array;
	order: Int32Array;
	/** Their pairings, packed, and counts, in the same order. */
	pairings: Pairings;
}

function newPairings(size: number): Pairings {
	return { lo: new Int32Array(size), hi: new Int32Array(size), counts: new Float64Array(size) };
}

/** Groups the first `size` states of `side` (see `groupByKey`): a helper thread's task (helper.ts). */
export function groupSide(side: SavedSide, size: number): Groups {
	return finish(groupByKey({ ...side, size }, () => ({ kind: 'progress', fraction: 0 })));
}

function* groupByKey(side: Joinable, news: () => CountProgress): Generator<CountProgress, Groups> {
	const { order } = yield* sortByKey(side.keys, side.size, news);
	const keys: number[] = [];
	const starts: number[] = [];
	let previous = -1;
	for (let x = 0; x < side.size; x++) {
		if ((x & NEWS_EVERY) === NEWS_EVERY) yield news();
		const key = side.keys[order[x] as number] as number;
		if (key === previous) continue;
		keys.push(key);
		starts.push(x);
		previous = key;
	}
	starts.push(side.size);
	const start = Int32Array.from(starts);
	const pairings = newPairings(side.size);
	for (let x = 0; x < side.size; x++) {
		if ((x & NEWS_EVERY) === NEWS_EVERY) yield news();
		const k = order[x] as number;
		pairings.lo[x] = side.lo[k] as number;
		pairings.hi[x] = side.hi[k] as number;
		pairings.counts[x] = side.counts[k] as number;
	}
	return { keys: Uint32Array.from(keys), start, order, pairings };
}

/**
 * Lists the indices 0 .. size − 1 by their keys, those with equal keys in increasing order: a
 * radix sort, a byte at a time from the lowest.
 */
function* sortByKey(
	keys: Uint32Array,
	size: number,
	news: () => CountProgress,
): Generator<CountProgress, { order: Int32Array; sorted: Uint32Array }> {
	// The keys travel with the indices, so that every pass reads its input in order. Making room
	// for 14 million (7×7 open) takes a while: news between the steps.
	let order = new Int32Array(size);
	yield news();
	let sorted = keys.slice(0, size);
	yield news();
	for (let k = 0; k < size; k++) {
		if ((k & NEWS_EVERY) === NEWS_EVERY) yield news();
		order[k] = k;
	}
	let spareOrder = new Int32Array(size);
	yield news();
	let spareKeys = new Uint32Array(size);
	const tally = new Int32Array(257);
	for (let shift = 0; shift < 32; shift += 8) {
		yield news();
		tally.fill(0);
		for (let x = 0; x < size; x++) {
			if ((x & NEWS_EVERY) === NEWS_EVERY) yield news();
			const digit = ((sorted[x] as number) >>> shift) & 255;
			tally[digit + 1] = (tally[digit + 1] as number) + 1;
		}
		// Every key the same in this byte: nothing moves.
		if (tally.some((count) => count === size)) continue;
		for (let d = 0; d < 256; d++) tally[d + 1] = (tally[d + 1] as number) + (tally[d] as number);
		for (let x = 0; x < size; x++) {
			if ((x & NEWS_EVERY) === NEWS_EVERY) yield news();
			const key = sorted[x] as number;
			const digit = (key >>> shift) & 255;
			const to = tally[digit] as number;
			spareOrder[to] = order[x] as number;
			spareKeys[to] = key;
			tally[digit] = to + 1;
		}
		[order, spareOrder] = [spareOrder, order];
		[sorted, spareKeys] = [spareKeys, sorted];
	}
	return { order, sorted };
}

/**
 * The share of the middle line's entries a helper thread builds, after grouping the left side's
 * states (see `splitCountSteps`).
 */
const HELPER_ENTRIES = 0.35;

/** States read or moved between progress reports, less one: about 30 ms of work. */
const NEWS_EVERY = (1 << 16) - 1;

/** Work (pairings reduced or walked) between progress reports in the join. */
const JOIN_CHUNK = 1 << 18;

/** Stretches of entries a join shared with a helper is cut into (see join-stretch.ts). */
const JOIN_PIECES = 64;

/**
 * The share of the right states whose entries for the join (see `sortedEntries`) a helper builds,
 * on a cut between two lines, after grouping the left side's states: the two threads end about
 * together (7×8 closed: grouping takes about 0.5 s, reading the right side off the left 0.6 s,
 * the entries 1.7 s in all).
 */
const HELPER_JOIN_ENTRIES = 0.5;

/** Fewest right states whose entries are shared with a helper. */
const SHARE_ENTRIES_FROM = 1 << 12;

/** Fewest entries a join shares with a helper: below it, handing stretches over costs more. */
const SHARE_JOIN_FROM = 1 << 12;

/** Work in the join between two checkpoints: some seconds. */
const SAVE_EVERY = JOIN_CHUNK * 64;

/** Counters a split count reports. */
export interface SplitStats {
	/** States each side ended with. */
	leftStates: number;
	rightStates: number;
	/** Pairs of states with degrees that fit on the cut: those a join pair by pair would walk. */
	pairs: number;
	/** Pairings the join reduced or walked (pairing-join.ts), in all. */
	steps: number;
}

/** A split count's plan: the cut, the left side's sweep, and the squares the sides meet on. */
interface SplitPlan {
	cut: Cut;
	left: Layout;
	/** The squares with edges on both sides, by square number: the join's cells. */
	cutSquares: Square[];
	/** The edges the join chooses itself. */
	joins: [Square, Square][];
	/**
	 * With a middle line (`Cut.middle`): the edges neither side takes (see `MIDDLE`), the apex as
	 * the square past the last. Else empty.
	 */
	middle: [Square, Square][];
}

/**
 * Most edges of a middle line that no square past it owns (the apex's, 3 on 7×7): each doubles
 * the entries tried (see `middleEntries`).
 */
const MAX_FREE = 6;

/**
 * Plans a split count of `board`: cut across the middle of its longer side, at the middle line
 * when the board's length is odd (see `middleEntries`), else between the two middle lines. Null
 * when the board is too short to split (fewer than 4 lines), a leap crosses the cut level (see
 * `hasLevelCrossing`), or the sides would meet on more than 16 squares.
 */
function planSplit(board: Board, apex: boolean): SplitPlan | null {
	const byColumns = board.rows <= board.cols;
	const length = byColumns ? board.cols : board.rows;
	if (length < 4) return null;
	if (length % 2 === 1) {
		const cut: Cut = { byColumns, at: (length - 1) / 2, length, joins: false, middle: true };
		const plan = planSides(board, cut, apex, []);
		const past = (s: Square): boolean => isPastMiddle(board, cut, s);
		const free = plan?.middle.filter(([u, v]) => !past(u) && !past(v)).length ?? 0;
		if (plan !== null && free <= MAX_FREE) return plan;
	}
	// The join chooses the tied edges itself when they are few.
	const cut: Cut = { byColumns, at: Math.floor(length / 2), length, joins: true, middle: false };
	if (hasLevelCrossing(board, cut)) return null;
	let joins = joinEdges(board, cut);
	if (joins.length > MAX_JOINS) {
		cut.joins = false;
		joins = [];
	}
	return planSides(board, cut, apex, joins);
}

/** The left side of a split at `cut`, the squares the sides meet on, and the edges neither takes. */
function planSides(
	board: Board,
	cut: Cut,
	apex: boolean,
	joins: [Square, Square][],
): SplitPlan | null {
	const left = leftSide(board, cut, apex);
	const cutSquares = left.order.filter((_, i) => left.stays?.[i] === 1).sort((x, y) => x - y);
	if (cutSquares.length > MAX_CUT) return null;
	const middle: [Square, Square][] = [];
	if (cut.middle) {
		const { offsets, adjacency } = graphOf(board);
		const ends = apex ? pathEnds(board) : null;
		for (let u = 0; u < board.size; u++) {
			if (board.holes?.[u] === 1) continue;
			for (let k = offsets[u] ?? 0; k < (offsets[u + 1] ?? 0); k++) {
				const v = adjacency[k] as Square;
				if (u < v && edgeSide(board, cut, u, v) === MIDDLE) middle.push([u, v]);
			}
			if (ends?.[u] === 1 && along(board, cut, u) === cut.at) middle.push([u, board.size]);
		}
	}
	return { cut, left, cutSquares, joins, middle };
}

/** Tells whether `board`'s closed tours (or open ones) can be counted by a split sweep (see `planSplit`). */
export function canSplit(board: Board, closed = true): boolean {
	return planSplit(board, !closed) !== null;
}

/**
 * Joins the two sides' states: the sum, over a left state l and a right state r whose degrees on
 * the cut add up to two and whose pairings make one cycle, of count(l) × count(r). `joins` are the
 * edges the join chooses itself (as pairs of cut positions): each subset of them is tried with
 * each right state. Within a group of states with the same degrees, pairing-join.ts does the
 * work. Yields progress as `report` words it. `helping` holds the left side's groups when a helper
 * thread made them, and the helper, to share the join with (join-stretch.ts).
 */
function* joinSides(
	leftJoin: Joinable,
	rightJoin: Joinable,
	cells: number,
	joins: readonly (readonly [number, number])[],
	report: (fraction: number) => CountProgress,
	saving: { count: string; every: number; from: SplitCheckpoint['join'] },
	helping: {
		grouped?: Groups | undefined;
		grouping?: number;
		helper?: HelperQueue | undefined;
	} = {},
): Generator<CountProgress, { total: bigint; pairs: number; steps: number }> {
	const { grouped, grouping = -1, helper } = helping;
	const sum = new ExactSum();
	const { count, every, from: resumeAt } = saving;
	const pairs = resumeAt?.pairs ?? 0;
	if (resumeAt !== undefined) sum.addText(resumeAt.sum);
	if (rightJoin.size === 0 || leftJoin.size === 0) return { total: sum.value, pairs, steps: 0 };
	const news = (): CountProgress => report(0);
	// Only the entries whose key some left state has are kept: the left side's keys, as a set
	// (7×7 open: 14 million states, news between stretches of them).
	const leftKeys = grouped === undefined ? emptyKeySet(cells) : keySet(grouped.keys, cells);
	for (let l = 0; grouped === undefined && l < leftJoin.size; l++) {
		if ((l & NEWS_EVERY) === NEWS_EVERY) yield news();
		addKey(leftKeys, leftJoin.keys[l] as number);
	}
	const big = rightJoin.bigCounts !== null;
	// A helper builds the entries of the right side's last states (a copy of them) meanwhile.
	const theirs =
		helper !== undefined && !big && rightJoin.size >= SHARE_ENTRIES_FROM
			? Math.floor(rightJoin.size * HELPER_JOIN_ENTRIES)
			: 0;
	const mine = rightJoin.size - theirs;
	const task =
		theirs === 0 || helper === undefined
			? -1
			: startEntries(helper, rightJoin, mine, { leftKeys, joins, cells });
	let entries = yield* sortedEntries(rightJoin, 0, mine, { leftKeys, joins, cells }, news);
	// Grouped already (at the middle line, by a helper thread while the entries were built), by a
	// helper now, or here.
	const groups =
		grouped ??
		(grouping >= 0 && helper !== undefined
			? (yield* helper.wait(grouping, 'group', news)).groups
			: yield* groupByKey(leftJoin, news));
	const { pairings: left, keys: groupKeys } = groups;
	if (task >= 0 && helper !== undefined) {
		const part = yield* helper.wait(task, 'join-entries', news);
		entries = yield* mergeEntries(entries, part.entries, news);
	}
	const { keys: rightKeys, right, state: rightState, size: useful } = entries;
	// Products of counts are made exactly (see `ExactSum`), and the join's merged counts stay
	// exact in doubles when each side's counts, all together, do: below 2^53 for whole numbers,
	// 2^52 when some are halves (see `shareMirrored`).
	let leftTotal = 0;
	let halves = false;
	for (let l = 0; l < leftJoin.size; l++) {
		const count = leftJoin.counts[l] as number;
		leftTotal += count;
		halves ||= count % 1 !== 0;
	}
	let rightTotal = 0;
	for (let y = 0; y < useful; y++) {
		const count = right.counts[y] as number;
		rightTotal += count;
		halves ||= count % 1 !== 0;
	}
	const exact =
		leftJoin.bigCounts === null &&
		rightJoin.bigCounts === null &&
		Math.max(leftTotal, rightTotal) <= (halves ? 2 ** 52 : Number.MAX_SAFE_INTEGER);
	const joined = new PairingJoin();
	joined.steps = resumeAt?.steps ?? 0;
	const tally: JoinTally = { sum, pairs, joined };
	const sides: JoinSides = { keys: groupKeys, start: groups.start, left, rightKeys, right };
	// Counts too large for doubles are joined pair by pair, in bigints.
	const slow: SlowJoin | undefined = exact
		? undefined
		: (l0, l1, r0, r1, ends) => {
				for (let r = r0; r < r1; r++) {
					// In halves (see `ExactSum`): twice each count, so the product counts quarters.
					let found = 0n;
					for (let l = l0; l < l1; l++) {
						const closes = closesOne(
							left.lo[l] as number,
							left.hi[l] as number,
							right.lo[r] as number,
							right.hi[r] as number,
							ends,
						);
						if (closes) found += twiceCount(leftJoin, groups.order[l] as number);
					}
					sum.addQuarters(
						found *
							(big
								? twiceCount(rightJoin, rightState[r] as number)
								: BigInt(2 * (right.counts[r] as number))),
					);
				}
				return (l1 - l0) * (r1 - r0);
			};
	const from = resumeAt?.at ?? 0;
	// With a helper (and counts that stay in doubles), it joins stretches from the back while this
	// thread joins them from the front. A checkpoint holds this thread's sum only, of the entries
	// before the one reached: on resume, the helper's stretches are joined again.
	const shared =
		helper !== undefined && slow === undefined && useful - from >= SHARE_JOIN_FROM
			? new SharedJoin(helper, sides, from, useful, JOIN_PIECES)
			: undefined;
	const helped = shared?.helped;
	let stretch: { from: number; to: number } | null = shared?.next() ?? { from, to: useful };
	let unsaved = 0;
	// Entries done, by both threads.
	let reached = from;
	const done = (): number => (reached + (helped?.entries ?? 0)) / useful;
	while (stretch !== null) {
		for (const { end, work } of joinStretch(
			sides,
			stretch.from,
			stretch.to,
			tally,
			Math.min(JOIN_CHUNK, every),
			slow,
		)) {
			unsaved += work;
			reached = end;
			const fraction = done();
			if (unsaved >= every) {
				// How far the join has got, to resume from: the entries before `end` are done.
				const join = { at: end, sum: sum.text, pairs: tally.pairs, steps: joined.steps };
				yield { ...report(fraction), checkpoint: { count, join } };
				unsaved = 0;
			} else yield report(fraction);
		}
		stretch = shared?.next() ?? null;
	}
	if (shared !== undefined && helped !== undefined) {
		yield* shared.finish(() => report(done()));
		sum.addQuarters(helped.sum.inQuarters);
		tally.pairs += helped.pairs;
		joined.steps += helped.steps;
	}
	yield report(1);
	return { total: sum.value, pairs: tally.pairs, steps: joined.steps };
}

/** What a side's entries need of the left side: its keys (as a set), and the join's own edges. */
export interface EntrySpec {
	leftKeys: Uint8Array;
	joins: readonly (readonly [number, number])[];
	cells: number;
}

/**
 * Entries of the join, in key order: their keys, their pairings and counts, and, when the counts
 * are bigints, the right state each came from.
 */
export interface SortedEntries {
	keys: Uint32Array;
	right: Pairings;
	state: Int32Array;
	size: number;
}

/**
 * The entries of right states `from` .. `to` − 1 (see `joinSides`), sorted by the key each needs
 * of a left state.
 */
function* sortedEntries(
	rightJoin: Joinable,
	from: number,
	to: number,
	spec: EntrySpec,
	news: () => CountProgress,
): Generator<CountProgress, SortedEntries> {
	// The entries: each right state with each subset of the join's own edges that fits it, taken
	// into its pairing (see `absorb`), and the key it needs of a left state.
	const { leftKeys, joins, cells } = spec;
	const subsets = 1 << joins.length;
	const capacity = (to - from) * subsets;
	const entryKeys = new Uint32Array(capacity);
	// An entry's pairing and count side by side (two words and a double), to be read at one go.
	const records = new ArrayBuffer(16 * capacity);
	const recordWords = new Int32Array(records);
	const recordCounts = new Float64Array(records);
	const big = rightJoin.bigCounts !== null;
	const entryState = new Int32Array(big ? capacity : 0);
	const mate = new Int32Array(MAX_CUT);
	let size = 0;
	for (let r = from; r < to; r++) {
		if ((r & NEWS_EVERY) === NEWS_EVERY) yield news();
		// A state read twice (see `bothWaysRound`) counts once.
		const count = rightJoin.counts[r] as number;
		if (count === 0) continue;
		const key = rightJoin.keys[r] as number;
		for (let x = 0; x < subsets; x++) {
			let degrees = key;
			let fits = true;
			for (let j = 0; j < joins.length && fits; j++) {
				if (((x >> j) & 1) === 0) continue;
				const [u, v] = joins[j] as readonly [number, number];
				const du = ((degrees >>> (2 * u)) & 3) + 1;
				const dv = ((degrees >>> (2 * v)) & 3) + 1;
				fits = du <= 2 && dv <= 2;
				degrees = (degrees & ~(3 << (2 * u)) & ~(3 << (2 * v))) | (du << (2 * u)) | (dv << (2 * v));
			}
			if (!fits) continue;
			// No left state has the degrees this entry needs: nothing to join it with.
			const need = complement(degrees >>> 0, cells);
			if (!hasKey(leftKeys, need)) continue;
			let lo = rightJoin.lo[r] as number;
			let hi = rightJoin.hi[r] as number;
			let ends = endsOf(key);
			if (x !== 0) {
				for (let e = 0; e < ends; e++) mate[e] = partnerIn(lo, hi, e);
				ends = absorb(cells, key, mate, joins, x);
				lo = 0;
				hi = 0;
				for (let e = 0; e < ends; e++) {
					if (e < 8) lo |= (mate[e] as number) << (4 * e);
					else hi |= (mate[e] as number) << (4 * (e - 8));
				}
			}
			// With no end on the cut, the sides share no path, so they cannot make one cycle.
			if (ends <= 0) continue;
			entryKeys[size] = need;
			recordWords[4 * size] = lo;
			recordWords[4 * size + 1] = hi;
			recordCounts[2 * size + 1] = count;
			if (big) entryState[size] = r;
			size++;
		}
	}
	// In key order, so that the groups are met in turn.
	const { order, sorted: rightKeys } = yield* sortByKey(entryKeys, size, news);
	const right = newPairings(size);
	const rightState = new Int32Array(big ? size : 0);
	for (let y = 0; y < size; y++) {
		if ((y & NEWS_EVERY) === NEWS_EVERY) yield news();
		const entry = order[y] as number;
		right.lo[y] = recordWords[4 * entry] as number;
		right.hi[y] = recordWords[4 * entry + 1] as number;
		right.counts[y] = recordCounts[2 * entry + 1] as number;
		if (big) rightState[y] = entryState[entry] as number;
	}
	return { keys: rightKeys, right, state: rightState, size };
}

/** A helper thread's task: the entries of a copy of some right states (see `sortedEntries`). */
export function entriesOfSide(side: SavedSide, spec: EntrySpec): SortedEntries {
	const states = { ...side, size: side.keys.length };
	return finish(
		sortedEntries(states, 0, states.size, spec, () => ({ kind: 'progress', fraction: 0 })),
	);
}

/** Has `helper` build the entries of right states `from` on (copied); returns the task's number. */
function startEntries(helper: HelperQueue, side: Joinable, from: number, spec: EntrySpec): number {
	const copy = copyOf(side, from);
	return helper.start({ kind: 'join-entries', side: copy, spec }, sideBuffers(copy));
}

/** Two runs of entries in key order, merged into one. */
function* mergeEntries(
	a: SortedEntries,
	b: SortedEntries,
	news: () => CountProgress,
): Generator<CountProgress, SortedEntries> {
	const size = a.size + b.size;
	const keys = new Uint32Array(size);
	const right = newPairings(size);
	let i = 0;
	let j = 0;
	for (let y = 0; y < size; y++) {
		if ((y & NEWS_EVERY) === NEWS_EVERY) yield news();
		const fromA = j >= b.size || (i < a.size && (a.keys[i] as number) <= (b.keys[j] as number));
		const run = fromA ? a : b;
		const at = fromA ? i++ : j++;
		keys[y] = run.keys[at] as number;
		right.lo[y] = run.right.lo[at] as number;
		right.hi[y] = run.right.hi[at] as number;
		right.counts[y] = run.right.counts[at] as number;
	}
	return { keys, right, state: new Int32Array(0), size };
}

/**
 * Takes some of the join's own edges (`chosen`, bits of `joins`) into a right state with degree
 * key `key` and pairing `mate` (by the numbers of its path ends in cut order): an edge to a square
 * with no edge yet makes it a path end, an edge to a path end continues its path. Rewrites `mate`
 * for the path ends there are then, and returns their number; −1 when an edge would close a cycle.
 */
function absorb(
	cells: number,
	key: number,
	mate: Int32Array,
	joins: readonly (readonly [number, number])[],
	chosen: number,
): number {
	// The pairing by cut position (−1: not a path end), and the degrees.
	const { partner, degree, ends, number } = ABSORB;
	partner.fill(-1);
	let count = 0;
	for (let at = 0; at < cells; at++) {
		degree[at] = (key >>> (2 * at)) & 3;
		if (degree[at] === 1) ends[count++] = at;
	}
	for (let e = 0; e < count; e++) partner[ends[e] as number] = ends[mate[e] as number] as number;
	for (let j = 0; j < joins.length; j++) {
		if (((chosen >> j) & 1) === 0) continue;
		const [a, b] = joins[j] as readonly [number, number];
		const endA = partner[a] as number;
		const endB = partner[b] as number;
		// The far ends of the paths the edge continues (a square with no edge is its own far end).
		const farA = degree[a] === 1 ? endA : a;
		const farB = degree[b] === 1 ? endB : b;
		if (farA === b) return -1;
		degree[a] = (degree[a] as number) + 1;
		degree[b] = (degree[b] as number) + 1;
		if (degree[a] === 2) partner[a] = -1;
		if (degree[b] === 2) partner[b] = -1;
		partner[farA] = farB;
		partner[farB] = farA;
	}
	count = 0;
	for (let at = 0; at < cells; at++) if (degree[at] === 1) number[at] = count++;
	for (let at = 0; at < cells; at++) {
		if (degree[at] === 1) mate[number[at] as number] = number[partner[at] as number] as number;
	}
	return count;
}

/** Scratch for `absorb`. */
const ABSORB = {
	partner: new Int32Array(MAX_CUT),
	degree: new Int32Array(MAX_CUT),
	ends: new Int32Array(MAX_CUT),
	number: new Int32Array(MAX_CUT),
};

/** Twice the count of state `k`, as a bigint: a whole number even when the count is a half. */
function twiceCount(side: Joinable, k: number): bigint {
	const big = side.bigCounts?.[k];
	return big !== undefined ? 2n * big : BigInt(2 * (side.counts[k] as number));
}

/**
 * Counts the closed tours (undirected Hamiltonian cycles) of `board` by a split sweep, or with
 * `closed: false` its open tours (undirected Hamiltonian paths), yielding progress; returns the
 * count. `stats`, if given, receives the sizes met.
 *
 * Open tours are counted as closed ones of the board with one more vertex, the apex, joined to
 * every square a path may end on (`pathEnds`: on 7×7, the 25 of the corners' colour): a
 * Hamiltonian path and the two edges from its ends to the apex make a Hamiltonian cycle, and every
 * such cycle comes from one path. The apex is swept first by both sides and stays on the cut; its
 * edge to a square goes to the side the square is on (to the left for the squares before the cut),
 * so the mirror image still swaps the sides. It is its own image across the sweep, so each side
 * keeps a state and its image as one, as for closed tours (7×7: 23.4 million states at the end of
 * the longer side instead of 45.3 million, and 4.1 million instead of 9.4 on the shorter).
 */
export function* splitCountSteps(
	board: Board,
	options: {
		closed?: boolean;
		stats?: SplitStats;
		resume?: SplitCheckpoint;
		/** Work in the join between checkpoints (pairings reduced or walked): some seconds' worth. */
		saveEvery?: number;
		/**
		 * Sweep and join a class of states at a time (see `countByClass`), to keep less in memory;
		 * only on boards symmetric both ways and for closed tours (elsewhere the whole sides' count).
		 */
		byClass?: boolean;
		/**
		 * Counting by class: where the groups' sides are kept, so that the count need not hold them
		 * all. The count yields each group's side in a checkpoint and keeps none; the caller keeps them
		 * and hands group `g`'s back from `sides(g)`. Before it asks, the count yields a progress
		 * report whose `load` lists the groups it will ask for before the next such report, in order,
		 * once per request (a group may be listed twice), so that a caller can fetch them (from disk,
		 * from IndexedDB) first and let each go after its last request: the count keeps its own
		 * copies. On resume, `resume.groups.first` groups are swept and kept.
		 */
		sides?: (group: number) => SavedSide;
		/**
		 * A second thread (helper.ts) for the sides' sweeps and the middle line's entries; not used
		 * counting by class.
		 */
		helper?: CountHelper | undefined;
	} = {},
): Generator<CountProgress, bigint> {
	const { stats, helper } = options;
	const apex = options.closed === false;
	const plan = planSplit(board, apex);
	if (plan === null) {
		throw new RangeError(
			'The split sweep needs a board at least 4 squares long, a leaper that never leaps straight along the board, and halves that meet on at most 16 squares; count this one with the frontier method.',
		);
	}
	const { cut, left, cutSquares, joins, middle } = plan;
	const { board: mirrored, image } = mirrorBoard(board, cut);
	// A middle line is its own mirror image; a cut between two lines is the other's.
	const mirrorCut: Cut = cut.middle ? cut : { ...cut, at: cut.length - cut.at };
	const same = mirrorCut.at === cut.at && isMirrorSymmetric(board, image);
	const cutPlace = new Int32Array(board.size + 1).fill(-1);
	cutSquares.forEach((s, at) => (cutPlace[s] = at));
	const count = countName(board, apex, same, cut.middle);
	const { resume } = options;
	const named = options.byClass === true ? `${count} by class` : count;
	if (resume !== undefined && resume.count !== named && resume.count !== count) {
		throw new RangeError(
			`This checkpoint belongs to another count (${resume.count}), not to ${count}.`,
		);
	}
	// Each side's sweep takes about as long as the join, on 6×8 and 7×8; with a middle line, the
	// sweep, the entries and the join take about 45, 15 and 40 per cent (7×7 open).
	const share = cut.middle ? (same ? 0.45 : 0.25) : same ? 0.5 : 0.33;
	const joinFrom = cut.middle ? 0.6 : same ? share : 2 * share;
	// Reading the states into the join's form: news at the fraction reached.
	const newsAt = (fraction: number, states: number) => (): CountProgress => ({
		kind: 'progress',
		fraction,
		counters: { square: left.order.length, states },
	});
	// A side that is its own mirror image across the sweep kept one state of each mirror pair, with
	// both counts. One side's states may stay so: the other side's states are as many as their
	// mirror images, with the same counts, so a state and its image complete alike. The other
	// side's are read both ways round and each gets half the count: the right side's when the
	// sides are alike, the left side's (the shorter) when they are not.
	const reduced = left.mirrorSymmetric === true;
	const flip = reflectAcross(board);
	// Cut positions as the right side reads them: across the cut, and across both mirrors.
	const mirrors = {
		across: Int32Array.from(cutSquares, (s) => cutPlace[image(s)] as number),
		both: Int32Array.from(cutSquares, (s) => cutPlace[image(flip(s))] as number),
	};
	const classes =
		options.byClass === true && same && reduced && !apex && !cut.middle
			? planClasses(cutSquares, image, flip)
			: null;
	if (classes !== null) {
		const joinAt = joins.map(([u, v]) => [cutPlace[u] as number, cutPlace[v] as number] as const);
		const total = yield* countByClass(board, left, classes, cutPlace, mirrors, joinAt, {
			count: `${count} by class`,
			resume,
			stats,
			kept: options.sides,
		});
		return total;
	}
	let saved = resume?.sides;
	// With a helper, the left side's states may be grouped for the join while the entries are built.
	let grouped: Groups | undefined;
	const queue = helper === undefined ? undefined : new HelperQueue(helper);
	let counted = false;
	try {
		const total = yield* sweepAndJoin();
		counted = true;
		return total;
	} finally {
		// Stopped part way (or failed): the helper's tasks are not wanted.
		if (!counted) queue?.stop();
	}
	/** Sweeps the sides (unless saved or swept at the middle line) and joins them. */
	function* sweepAndJoin(): Generator<CountProgress, bigint> {
		if (saved === undefined && cut.middle) {
			({ saved, grouped } = yield* middleSides());
		}
		if (saved === undefined) {
			// The sweep alone: on a cut between two lines (7×8 closed), the sweep's last square that
			// stays to get no more edges does so late, and splitting there gained nothing (10.9 s against
			// 10.1 s).
			const leftStates = yield* scaled(sideSweepSteps(board, left), 0, share);
			const leftNews = newsAt(share, leftStates.table.size);
			let leftJoin = yield* readSide(
				leftStates,
				Int32Array.from(leftStates.squares, (s) => cutPlace[s] as number),
				leftNews,
			);
			let rightJoin: Joinable | null = null;
			if (!same) {
				// The sides differ (holes on one side only): the right side is kept as swept, and the
				// left side is read both ways round.
				if (reduced) {
					const flipped = yield* readSide(
						leftStates,
						Int32Array.from(leftStates.squares, (s) => cutPlace[flip(s)] as number),
						leftNews,
					);
					leftJoin = yield* bothWaysRound(leftJoin, flipped, leftNews);
				}
				// Only the right states that some left state completes are worth sweeping.
				const keys = rightKeys(leftJoin, cutSquares, {
					image,
					joins: joins.map(([u, v]) => [cutPlace[u] as number, cutPlace[v] as number] as const),
				});
				const side = yield* scaled(
					sideSweepSteps(mirrored, leftSide(mirrored, mirrorCut, apex), undefined, keys),
					share,
					2 * share,
				);
				rightJoin = yield* readSide(
					side,
					Int32Array.from(side.squares, (s) => cutPlace[image(s)] as number),
					newsAt(2 * share, side.table.size),
				);
			}
			saved = { left: leftJoin, right: rightJoin };
			yield { ...newsAt(joinFrom, leftJoin.size)(), checkpoint: { count, sides: saved } };
		}
		const leftJoin = joinable(saved.left);
		// A helper groups the left side's states (a copy of them) while this thread reads the right
		// side off them.
		const grouping =
			queue === undefined || grouped !== undefined || leftJoin.bigCounts !== null
				? -1
				: startGrouping(queue, leftJoin);
		let rightJoin: Joinable;
		if (saved.right !== null) rightJoin = joinable(saved.right);
		else {
			// The right side's states are the left side's seen in the mirror across the cut, and, on a
			// side that is its own mirror image across the sweep, in that mirror too.
			const news = newsAt(joinFrom, leftJoin.size);
			const straight = yield* permuteSide(leftJoin, mirrors.across, news);
			rightJoin = !reduced
				? straight
				: yield* bothWaysRound(straight, yield* permuteSide(leftJoin, mirrors.both, news), news);
		}
		const counters = { square: left.order.length, states: leftJoin.size };
		const joinAt = joins.map(([u, v]) => [cutPlace[u] as number, cutPlace[v] as number] as const);
		const joined = yield* joinSides(
			leftJoin,
			rightJoin,
			cutSquares.length,
			joinAt,
			(fraction) => ({
				kind: 'progress',
				fraction: joinFrom + (1 - joinFrom) * fraction,
				counters,
			}),
			{ count, every: options.saveEvery ?? SAVE_EVERY, from: resume?.join },
			{ grouped, grouping, helper: queue },
		);
		const { total, pairs, steps } = joined;
		if (stats !== undefined) {
			stats.leftStates = leftJoin.size;
			stats.rightStates = rightJoin.size;
			stats.pairs = pairs;
			stats.steps = steps;
		}
		return total;
	}
	/** Sweeps and reads the sides of a count at the middle line, yielding a checkpoint of them. */
	function* middleSides(): Generator<
		CountProgress,
		{ saved: SplitCheckpoint['sides']; grouped: Groups | undefined }
	> {
		const leftStates = yield* scaled(
			sideSweepSteps(board, left, undefined, undefined, queue),
			0,
			share,
		);
		const leftNews = newsAt(share, leftStates.table.size);
		const placed = (side: SideStates, map: (s: Square) => Square): Int32Array =>
			Int32Array.from(side.squares, (s) => cutPlace[map(s)] as number);
		// The entries are read off the right side's states as swept, each standing for itself and
		// its mirror image across the sweep when the side keeps them as one: so the left side's
		// states are read both ways round.
		const straight = placed(leftStates, (s) => s);
		const leftJoin = reduced
			? yield* readBothWays(leftStates, straight, placed(leftStates, flip), leftNews)
			: yield* readSide(leftStates, straight, leftNews);
		// The right side is the left side's mirror image across the middle line: on a board that is
		// its own image, the very same states.
		const rightStates = same
			? leftStates
			: yield* scaled(
					sideSweepSteps(
						mirrored,
						leftSide(mirrored, mirrorCut, apex),
						undefined,
						undefined,
						queue,
					),
					share,
					2 * share,
				);
		const entriesFrom = same ? share : 2 * share;
		const past = (s: Square): boolean => isPastMiddle(board, cut, s);
		const size = leftJoin.size;
		const keys =
			queue === undefined ? leftJoin.keys.subarray(0, size) : leftJoin.keys.slice(0, size);
		// The helper groups the left side first (its arrays go to it and come back), then builds its
		// share of the entries: a share that leaves the two threads about even (7×7 open: grouping
		// takes about 8 s, the entries about 30 s of work in all).
		const grouping =
			queue === undefined
				? -1
				: queue.start({ kind: 'group', side: leftJoin, size }, sideBuffers(leftJoin));
		const rightJoin = yield* middleEntries(
			rightStates,
			image,
			{ cutSquares, edges: middle, isPast: past },
			keys,
			(fraction) => newsAt(entriesFrom + (joinFrom - entriesFrom) * fraction, size)(),
			queue === undefined ? undefined : { helper: queue, share: HELPER_ENTRIES },
		);
		let groups: Groups | undefined;
		let leftSaved: Joinable = leftJoin;
		if (queue !== undefined) {
			const result = yield* queue.wait(grouping, 'group', newsAt(joinFrom, size));
			groups = result.groups;
			leftSaved = { ...result.side, size };
		}
		const sides = { left: leftSaved, right: rightJoin };
		yield { ...newsAt(joinFrom, size)(), checkpoint: { count, sides } };
		return { saved: sides, grouped: groups };
	}
}

/**
 * The final degrees on the cut that the right side's states may end with, given the left side's
 * states (see `SideKeys`): those that, with some choice of the join's own edges, add up with a
 * left state's to two on every cut square. The right side is swept on the board's mirror image,
 * so its cut squares are the images of the left's. The left side's states are read both ways
 * round, so the allowed degrees are their own mirror images, as a right side kept with its mirror
 * images needs.
 */
function rightKeys(
	leftJoin: Joinable,
	cutSquares: Square[],
	how: {
		image: (s: Square) => Square;
		joins: readonly (readonly [number, number])[];
	},
): SideKeys {
	const cells = cutSquares.length;
	const size = 3 ** cells;
	const allowed = new Uint8Array(size);
	const seen = new Uint8Array(size);
	const { joins } = how;
	// By subset of the join's edges, the edges it gives each cut position.
	const subsets = 1 << joins.length;
	const extra = new Int32Array(subsets * cells);
	for (let chosen = 0; chosen < subsets; chosen++) {
		joins.forEach(([a, b], j) => {
			if (((chosen >> j) & 1) === 0) return;
			extra[chosen * cells + a] = (extra[chosen * cells + a] as number) + 1;
			extra[chosen * cells + b] = (extra[chosen * cells + b] as number) + 1;
		});
	}
	const mark = (key: number): void => {
		for (let chosen = 0; chosen < subsets; chosen++) {
			let code = 0;
			let unit = 1;
			for (let p = 0; p < cells; p++, unit *= 3) {
				const need = 2 - ((key >>> (2 * p)) & 3) - (extra[chosen * cells + p] as number);
				if (need < 0) break;
				code += need * unit;
			}
			if (unit === size) allowed[code] = 1;
		}
	};
	for (let k = 0; k < leftJoin.size; k++) {
		const key = leftJoin.keys[k] as number;
		const at = ternary(key);
		if (seen[at] === 1) continue;
		seen[at] = 1;
		mark(key);
	}
	return { squares: cutSquares.map(how.image), allowed };
}

/**
 * The classes of a split count by class: the states of a side are sorted by their degrees on a
 * few cut squares `squares` (a square, its images across the cut and across the sweep), which
 * are final once the side is swept. A class and its mirror image across the sweep go together,
 * as the sweep keeps a state and its image as one.
 */
interface Classes {
	squares: Square[];
	/** Each group's degree vectors (a vector and its mirror image). */
	groups: number[][][];
	/** By a degree vector's base-3 code, its group. */
	groupOf: Int32Array;
	/** By place in `squares`: the place of the square's image across the cut, and of its image across both. */
	across: Int32Array;
	both: Int32Array;
	/** By place: the place of the square's image across the sweep. */
	flipped: Int32Array;
}

/**
 * How many groups of classes a count by class of `board`'s closed tours goes through (45 on 6×8
 * and 8×8), or null when it cannot count by class (see `splitCountSteps`'s `byClass`).
 */
export function classGroups(board: Board): number | null {
	const plan = planSplit(board, false);
	if (plan === null) return null;
	const { cut, left, cutSquares } = plan;
	const { image } = mirrorBoard(board, cut);
	const same = cut.length - cut.at === cut.at && isMirrorSymmetric(board, image);
	if (!same || left.mirrorSymmetric !== true) return null;
	return planClasses(cutSquares, image, reflectAcross(board))?.groups.length ?? null;
}

/** A degree vector's base-3 code. */
function vectorCode(v: number[]): number {
	return v.reduce((sum, d, c) => sum + d * 3 ** c, 0);
}

function planClasses(
	cutSquares: Square[],
	image: (s: Square) => Square,
	flip: (s: Square) => Square,
): Classes | null {
	const first = cutSquares[0] as Square;
	const squares = [...new Set([first, image(first), flip(first), image(flip(first))])].sort(
		(x, y) => x - y,
	);
	if (!squares.every((s) => cutSquares.includes(s)) || squares.length > 4) return null;
	const placeOf = (s: Square): number => squares.indexOf(s);
	const across = Int32Array.from(squares, (s) => placeOf(image(s)));
	const both = Int32Array.from(squares, (s) => placeOf(image(flip(s))));
	const flipped = Int32Array.from(squares, (s) => placeOf(flip(s)));
	const k = squares.length;
	const groupOf = new Int32Array(3 ** k).fill(-1);
	const groups: number[][][] = [];
	for (let x = 0; x < 3 ** k; x++) {
		if ((groupOf[x] as number) >= 0) continue;
		const v = Array.from({ length: k }, (_, c) => Math.floor(x / 3 ** c) % 3);
		const w = Array.from(flipped, (c) => v[c] as number);
		groupOf[x] = groups.length;
		groupOf[vectorCode(w)] = groups.length;
		groups.push(vectorCode(w) === x ? [v] : [v, w]);
	}
	return { squares, groups, groupOf, across, both, flipped };
}

/**
 * Counts closed tours a class of states at a time: each group of classes (see `Classes`) is
 * swept on its own, its states capped to end with those degrees (frontier.ts's `SideCaps`), so
 * that no sweep holds more than its class. Then each group's states are joined with the right
 * states, read off the groups whose mirror images complete them. The sum is the same as the
 * whole sides' join: every pair that fits is met once, in its left state's group.
 */
function* countByClass(
	board: Board,
	left: Layout,
	classes: Classes,
	cutPlace: Int32Array,
	mirrors: { across: Int32Array; both: Int32Array },
	joins: readonly (readonly [number, number])[],
	saving: {
		count: string;
		resume: SplitCheckpoint | undefined;
		stats: SplitStats | undefined;
		kept: ((group: number) => SavedSide) | undefined;
	},
): Generator<CountProgress, bigint> {
	const { count, resume, stats, kept } = saving;
	if (resume !== undefined && resume.count !== count) {
		throw new RangeError(
			`This checkpoint belongs to another count (${resume.count}), not to ${count}.`,
		);
	}
	const { squares, groups, groupOf, across, both } = classes;
	const cells = mirrors.across.length;
	// Without a keeper, every group's side stays here; with one, none does.
	const sides: Joinable[] = [];
	const n = groups.length;
	const sweepShare = CLASS_SWEEP_SHARE;
	const first = resume?.groups?.first ?? 0;
	const given = resume?.groups?.sides ?? [];
	if (kept === undefined ? first > 0 : given.length > 0) {
		throw new RangeError(
			kept === undefined
				? `This checkpoint says ${String(first)} groups were swept and kept elsewhere, but the count was given no way to read them.`
				: 'This count reads its groups from where they are kept; the checkpoint should hold none.',
		);
	}
	for (const side of given) sides.push(joinable(side));
	const sideOf = (g: number): Joinable =>
		kept === undefined ? (sides[g] as Joinable) : joinable(kept(g));
	for (let g = first + sides.length; g < n; g++) {
		const caps = { squares, allowed: groups[g] as number[][] };
		const fraction = (sweepShare * (g + 1)) / n;
		const read = yield* sweepGroup(board, left, caps, cutPlace, g, [
			(sweepShare * g) / n,
			fraction,
		]);
		if (kept === undefined) sides.push(read);
		const news: CountProgress = {
			kind: 'progress',
			fraction,
			counters: { group: g, states: read.size },
		};
		yield { ...news, checkpoint: { count, groups: { first: g, sides: [read] } } };
	}
	const done = resume?.joined;
	let total = BigInt(done?.sum ?? 0);
	let pairs = done?.pairs ?? 0;
	let steps = done?.steps ?? 0;
	let leftStates = 0;
	let rightStates = 0;
	for (let g = done?.groups ?? 0; g < n; g++) {
		// The groups whose states, seen across the cut (straight or also across the sweep), have
		// the complementary degrees: a right state's degree on a square is its left state's on the
		// square's image.
		const needed = new Set<number>();
		for (const v of groups[g] as number[][]) {
			const straight = new Array<number>(v.length);
			const turned = new Array<number>(v.length);
			v.forEach((d, c) => {
				straight[across[c] as number] = 2 - d;
				turned[both[c] as number] = 2 - d;
			});
			needed.add(groupOf[vectorCode(straight)] as number);
			needed.add(groupOf[vectorCode(turned)] as number);
		}
		const at = (states: number): CountProgress => ({
			kind: 'progress',
			fraction: sweepShare + ((1 - sweepShare) * g) / n,
			counters: { group: g, states },
		});
		// The group's own side first; the groups that complete it only when it has states.
		if (kept !== undefined) yield { ...at(0), load: [g] };
		const leftJoin = sideOf(g);
		leftStates += leftJoin.size;
		if (leftJoin.size === 0) continue;
		const news = (): CountProgress => at(leftJoin.size);
		if (kept !== undefined) yield { ...news(), load: [...needed] };
		const parts: Joinable[] = [];
		for (const w of needed) {
			const from = sideOf(w);
			if (from.size === 0) continue;
			parts.push(
				yield* bothWaysRound(
					yield* permuteSide(from, mirrors.across, news),
					yield* permuteSide(from, mirrors.both, news),
					news,
				),
			);
		}
		const rightJoin = concatenate(parts);
		// The parts are copied: let them go before the join's own arrays are made.
		parts.length = 0;
		rightStates += rightJoin.size;
		const joined = yield* joinSides(
			leftJoin,
			rightJoin,
			cells,
			joins,
			(fraction) => ({
				kind: 'progress',
				fraction: sweepShare + ((1 - sweepShare) * (g + fraction)) / n,
				counters: { group: g, states: leftJoin.size },
			}),
			{ count: '', every: Infinity, from: undefined },
		);
		total += joined.total;
		pairs += joined.pairs;
		steps += joined.steps;
		const through = { groups: g + 1, sum: String(total), pairs, steps };
		const joinedNews = { ...news(), fraction: sweepShare + ((1 - sweepShare) * (g + 1)) / n };
		yield { ...joinedNews, checkpoint: { count, joined: through } };
	}
	if (stats !== undefined) {
		stats.leftStates = leftStates;
		stats.rightStates = rightStates;
		stats.pairs = pairs;
		stats.steps = steps;
	}
	return total;
}

/**
 * Sweeps group `g`'s side, capped to its classes, and reads it into the join's form, with progress
 * from `span[0]` to `span[1]`. The sweep's table is dropped on return, before the side is saved.
 */
function* sweepGroup(
	board: Board,
	left: Layout,
	caps: SideCaps,
	cutPlace: Int32Array,
	g: number,
	span: [number, number],
): Generator<CountProgress, Joinable> {
	const side = yield* scaled(sideSweepSteps(board, left, caps), span[0], span[1], g);
	const states = side.table.size;
	return yield* readSide(
		side,
		Int32Array.from(side.squares, (s) => cutPlace[s] as number),
		() => ({ kind: 'progress', fraction: span[1], counters: { group: g, states } }),
	);
}

/** Several lists of states as one. */
function concatenate(parts: Joinable[]): Joinable {
	const size = parts.reduce((sum, part) => sum + part.size, 0);
	const out: Joinable = {
		keys: new Uint32Array(size),
		lo: new Int32Array(size),
		hi: new Int32Array(size),
		counts: new Float64Array(size),
		bigCounts: parts.some((part) => part.bigCounts !== null) ? [] : null,
		size,
	};
	let at = 0;
	for (const part of parts) {
		out.keys.set(part.keys, at);
		out.lo.set(part.lo, at);
		out.hi.set(part.hi, at);
		out.counts.set(part.counts, at);
		if (out.bigCounts !== null) {
			for (let k = 0; k < part.size; k++) {
				out.bigCounts.push(part.bigCounts?.[k] ?? BigInt(part.counts[k] as number));
			}
		}
		at += part.size;
	}
	return out;
}

/**
 * Has `helper` group a copy of `side`'s states for the join (see `groupByKey`); returns the task's
 * number. This thread goes on reading the side.
 */
function startGrouping(helper: HelperQueue, side: Joinable): number {
	const copy = copyOf(side, 0);
	return helper.start({ kind: 'group', side: copy, size: side.size }, sideBuffers(copy));
}

/** A copy of `side`'s states from `from` on, for a helper thread (counts that fit in doubles). */
function copyOf(side: Joinable, from: number): SavedSide {
	const to = side.size;
	return {
		keys: side.keys.slice(from, to),
		lo: side.lo.slice(from, to),
		hi: side.hi.slice(from, to),
		counts: side.counts.slice(from, to),
		bigCounts: null,
	};
}

/** A saved side as the join reads it. */
function joinable(side: SavedSide): Joinable {
	return { ...side, size: side.keys.length };
}

/** Version of the checkpoints' form: a checkpoint of another version is refused. */
const CHECKPOINT_FORM = 1;
/**
 * The form of open counts and of counts whose sides differ: 2 since the apex joins only the
 * squares a path may end on (`pathEnds`), each side keeps a state and its mirror image as one, and
 * sides that differ keep the right side as swept and the left both ways round.
 */
const NEWER_FORM = 2;
/** The form of counts cut at a middle line (middle-line.ts): the right side is a set of entries. */
const MIDDLE_FORM = 3;

/** Names a count for its checkpoints: the board, its holes and leaper, and the kind of tour. */
function countName(board: Board, apex: boolean, same: boolean, middle: boolean): string {
	const holes: number[] = [];
	for (let s = 0; s < board.size; s++) if (board.holes?.[s] === 1) holes.push(s);
	const leaper = board.leaper === undefined ? '' : ` leaper ${JSON.stringify(board.leaper)}`;
	const holed = holes.length === 0 ? '' : ` holes ${holes.join(',')}`;
	return `${String(board.rows)}×${String(board.cols)}${holed}${leaper} ${apex ? 'open' : 'closed'} split v${String(middle ? MIDDLE_FORM : apex || !same ? NEWER_FORM : CHECKPOINT_FORM)}`;
}

/** Passes on a sub-count's progress, its fraction mapped into [from, to] (and its group named). */
function* scaled<T>(
	steps: Generator<CountProgress, T>,
	from: number,
	to: number,
	group?: number,
): Generator<CountProgress, T> {
	let done = false;
	try {
		for (;;) {
			const next = steps.next();
			done = next.done === true;
			if (next.done === true) return next.value;
			const news = { ...next.value, fraction: from + (to - from) * next.value.fraction };
			if (group !== undefined) news.counters = { ...news.counters, group };
			yield news;
		}
	} finally {
		// A count stopped here stops `steps` too, so that it can let go of what it holds (a helper).
		if (!done) steps.return(undefined as T);
	}
}
