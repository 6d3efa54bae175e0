/**
 * Counting the tours that a board symmetry g of order two maps onto themselves,
 * by a frontier sweep over the board folded by g: the quotient graph has one
 * vertex per orbit of g, and every g-symmetric tour is the lift of one
 * structure on it, so a transfer-matrix count over the quotient (about half the
 * board) counts them without listing them. The idea is the voltage-graph view
 * of lifts (Gross and Tucker, "Topological Graph Theory", 1987, ch. 2) put to
 * work in the frontier sweep of frontier.ts.
 *
 * The quotient. Each orbit is represented by its member that comes first in
 * frontier.ts's sweep order (along the longer side, across the shorter), and the
 * orbits are swept in that order. For the half-turn and the reflection that
 * swaps the ends of the long side, that folds the long side in two: the sweep
 * runs from the board's edge to the fold, where the leaps across it become
 * quotient edges among the last columns. For the reflection that swaps the long
 * edges, it runs the whole length with half as many squares across.
 *
 * A leap u–v between different orbits is a quotient edge [u]–[v] with
 * voltage 0 when it joins the representatives (or their images) and 1 when it
 * joins one representative to the other's image. The leap and its image under g
 * give the same quotient edge, so quotient edge sets and g-invariant leap sets
 * match one to one; two quotient edges may join the same orbits with voltages
 * 0 and 1. A leap s–g(s) becomes a "mark" on the orbit [s]; a leap between two
 * squares g fixes is never in a symmetric tour of three or more squares.
 *
 * With N ≥ 3 squares and g moving some square, g acts on a symmetric tour as
 * follows, and the lift is a bijection in each case:
 * - closed, as the half-turn of the cycle (no square fixed): a Hamiltonian
 *   cycle of the quotient with odd voltage (even would lift to two cycles);
 * - closed, as a reflection of the cycle: a Hamiltonian path of the quotient
 *   whose two ends are "fixed elements", each a square g fixes or an orbit
 *   whose mark is used (g fixes its leap). Every fixed square is such an end,
 *   so three or more fixed squares allow no symmetric cycle;
 * - open, by reversal: a Hamiltonian path of the quotient with one end a fixed
 *   element (the tour's middle square or middle leap) and the other end an orbit
 *   whose mark is not used (the tour's two ends). Two fixed squares: none.
 * Voltages matter only in the first case, since a path lifts to one cycle (its
 * ends closed up through the fixed elements) or one path whatever they are. A
 * path counts once for each way to give its ends those roles: an orbit with a
 * mark may take either, so an open tour's path with marks at both ends counts
 * twice, one for each middle leap. No other factors arise.
 *
 * Two savings. Where the part swept so far is mapped onto itself by a second
 * board symmetry that commutes with g, a state and its mirror image have the
 * same future and are merged, as in frontier.ts. And when every leap changes
 * colour, colours alternate round a cycle, which rules out the half-turn of the
 * cycle unless g keeps colours exactly when N/2 is even.
 */
import { checkBoard, checkBoolean, checkImage } from '../args.ts';
import { isDark, isHole, type Board, type Square } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import type { CountProgress } from './types.ts';

/** How an orbit can end a quotient path: a fixed square, an orbit with a mark, or one without. */
const FIXED = 0;
const MARKED = 1;
const PLAIN = 2;

/** The board folded by a symmetry of order two: its quotient graph, vertices in sweep order. */
export interface Fold {
	/** Number of orbits (quotient vertices). */
	size: number;
	/** Number of squares (not holes). */
	squares: number;
	/** Number of squares the symmetry fixes. */
	fixedSquares: number;
	/** Per orbit: FIXED, MARKED or PLAIN (see above). */
	kinds: Uint8Array;
	/** Quotient edges as [a, b, voltage] with a < b; parallel edges differ in voltage. */
	edges: [number, number, number][];
	/**
	 * A symmetry of the quotient from another board symmetry h that commutes with g, as
	 * `orbit[A]` = h(A), or null: it lets the sweep keep one of each mirror pair of states.
	 */
	mirror: { orbit: Int32Array; flip: Uint8Array } | null;
}

/** Lists the squares that are not holes along the board's longer side, across the shorter. */
function sweepOrder(board: Board): Square[] {
	const order: Square[] = [];
	const byColumns = board.rows <= board.cols;
	const outer = byColumns ? board.cols : board.rows;
	const inner = byColumns ? board.rows : board.cols;
	for (let a = 0; a < outer; a++) {
		for (let b = 0; b < inner; b++) {
			const square = byColumns ? b * board.cols + a : a * board.cols + b;
			if (!isHole(board, square)) order.push(square);
		}
	}
	return order;
}

/**
 * Folds the board by `image`; returns null unless `image` is a symmetry of the leaper's graph of
 * order two that moves some square, on a board of at least three squares.
 */
export function foldBoard(board: Board, image: Int32Array): Fold | null {
	if (image.length !== board.size) return null;
	const { offsets, adjacency } = graphOf(board);
	const g = (s: Square): Square => image[s] as Square;
	const isLeap = (a: Square, b: Square): boolean => {
		for (let k = offsets[a] ?? 0; k < (offsets[a + 1] ?? 0); k++)
			if (adjacency[k] === b) return true;
		return false;
	};
	const order = sweepOrder(board);
	for (const s of order) {
		const t = g(s);
		if (!(t >= 0 && t < board.size) || isHole(board, t) || g(t) !== s) return null;
		for (let k = offsets[s] ?? 0; k < (offsets[s + 1] ?? 0); k++) {
			if (!isLeap(t, g(adjacency[k] as Square))) return null;
		}
	}
	const orbitOf = new Int32Array(board.size).fill(-1);
	// side[s] is 1 when s is the image of its orbit's representative.
	const side = new Uint8Array(board.size);
	const kinds: number[] = [];
	let fixedSquares = 0;
	for (const s of order) {
		if ((orbitOf[s] as number) >= 0) continue;
		orbitOf[s] = kinds.length;
		if (g(s) === s) fixedSquares++;
		else {
			orbitOf[g(s)] = kinds.length;
			side[g(s)] = 1;
		}
		kinds.push(g(s) === s ? FIXED : isLeap(s, g(s)) ? MARKED : PLAIN);
	}
	if (order.length < 3 || fixedSquares === order.length) return null;
	const edges: [number, number, number][] = [];
	const seen = new Set<number>();
	for (const u of order) {
		for (let k = offsets[u] ?? 0; k < (offsets[u + 1] ?? 0); k++) {
			const v = adjacency[k] as Square;
			const a = Math.min(orbitOf[u] as number, orbitOf[v] as number);
			const b = Math.max(orbitOf[u] as number, orbitOf[v] as number);
			if (a === b || (kinds[a] === FIXED && kinds[b] === FIXED)) continue;
			// At a fixed square both leaps of the edge's orbit start from the same square: voltage 0.
			const voltage =
				kinds[a] === FIXED || kinds[b] === FIXED ? 0 : (side[u] as number) ^ (side[v] as number);
			const key = (a * kinds.length + b) * 2 + voltage;
			if (seen.has(key)) continue;
			seen.add(key);
			edges.push([a, b, voltage]);
		}
	}
	return {
		size: kinds.length,
		squares: order.length,
		fixedSquares,
		kinds: Uint8Array.from(kinds),
		edges,
		mirror: findMirror(board, image, order, orbitOf, side),
	};
}

/**
 * Finds the board symmetry h (rotation or reflection, h² = 1, hg = gh, other than 1 and g) whose
 * action on the orbits maps the most prefixes of the sweep onto themselves; returns that action
 * and, per orbit A, `flip[A]` = 1 when h takes A's representative to the image of h(A)'s. Edge
 * voltages change by the flips at their ends. Null if no h maps a prefix onto itself.
 */
function findMirror(
	board: Board,
	image: Int32Array,
	order: Square[],
	orbitOf: Int32Array,
	side: Uint8Array,
): { orbit: Int32Array; flip: Uint8Array } | null {
	const { rows, cols } = board;
	const maps: ((r: number, c: number) => number)[] = [
		(r, c) => (rows - 1 - r) * cols + cols - 1 - c,
		(r, c) => r * cols + cols - 1 - c,
		(r, c) => (rows - 1 - r) * cols + c,
	];
	if (rows === cols) {
		maps.push(
			(r, c) => c * cols + r,
			(r, c) => (cols - 1 - c) * cols + rows - 1 - r,
		);
	}
	let best: { orbit: Int32Array; flip: Uint8Array } | null = null;
	let bestScore = 0;
	for (const map of maps) {
		const h = (s: Square): Square => map(Math.floor(s / cols), s % cols);
		const fits = order.every((s) => !isHole(board, h(s)) && h(image[s] as Square) === image[h(s)]);
		if (!fits || order.every((s) => orbitOf[h(s)] === orbitOf[s])) continue;
		const n = orbitOf.reduce((max, orbit) => Math.max(max, orbit + 1), 0);
		const orbit = new Int32Array(n);
		const flip = new Uint8Array(n);
		const seen = new Uint8Array(n);
		for (const s of order) {
			const a = orbitOf[s] as number;
			if (seen[a] === 1) continue;
			// The first member met in sweep order is the representative.
			seen[a] = 1;
			orbit[a] = orbitOf[h(s)] as number;
			flip[a] = side[h(s)] as number;
		}
		let score = 0;
		let reach = 0;
		for (let i = 0; i < n - 1; i++) {
			reach = Math.max(reach, orbit[i] as number);
			if (reach <= i) score++;
		}
		if (score > bestScore) {
			best = { orbit, flip };
			bestScore = score;
		}
	}
	return best;
}

/** What the sweep does at one quotient vertex, as in frontier.ts: the cells it touches and drops. */
interface Step {
	/** Frontier positions (before the step) of the vertex's earlier neighbours, one per edge. */
	backAt: Int32Array;
	/** The voltage of each of those edges (0 when counting paths, where voltages do not matter). */
	backVoltage: Int32Array;
	/** How many parallel edges each stands for (paths merge them: they lift to different tours). */
	backWeight: Int32Array;
	/** For each, how many edges its earlier neighbour has to vertices after this one. */
	backFuture: Int32Array;
	/** Per cell (the new vertex last): edges it may take, 1 for a fixed square, else 2. */
	capacity: Int32Array;
	/** Per cell: how its orbit can end a path (FIXED, MARKED or PLAIN). */
	kinds: Int32Array;
	/** Positions of the cells that leave the frontier after this step. */
	leaving: Int32Array;
	/** Positions of the cells that stay, in order. */
	keep: Int32Array;
	/** For each kept cell, its edges to vertices still to come. */
	future: Int32Array;
	/** Fixed squares still to come: each will end the path. */
	fixedAhead: number;
	/** Orbits with a mark still to come: each may end the path as a fixed element. */
	markedAhead: number;
	/**
	 * When the vertices swept so far are mapped onto themselves by the fold's mirror, `mirror[j]`
	 * is the kept cell that mirrors kept cell j, and `flip[j]` the voltage flip at j (see
	 * `findMirror`); a state and its mirror image have the same future, so only one is kept.
	 */
	mirror: Int32Array | null;
	flip: Int32Array | null;
}

/** Plans the sweep of the quotient's vertices in order; `voltages` keeps parallel edges apart. */
function planSweep(fold: Fold, voltages: boolean): { steps: Step[]; width: number } {
	const n = fold.size;
	// earlier[i]: the edges from vertex i back to vertices before it, as [vertex, voltage, weight].
	const earlier: [number, number, number][][] = Array.from({ length: n }, () => []);
	const ahead = new Int32Array(n);
	const last = Int32Array.from({ length: n }, (_, i) => i);
	for (const [a, b, voltage] of fold.edges) {
		const list = earlier[b] as [number, number, number][];
		const same = voltages ? undefined : list.find((entry) => entry[0] === a);
		if (same === undefined) {
			list.push([a, voltages ? voltage : 0, 1]);
			ahead[a] = (ahead[a] as number) + 1;
		} else same[2]++;
		last[a] = Math.max(last[a] as number, b);
	}
	let fixedAhead = 0;
	let markedAhead = 0;
	for (let i = 0; i < n; i++) {
		if (fold.kinds[i] === FIXED) fixedAhead++;
		if (fold.kinds[i] === MARKED) markedAhead++;
	}
	const steps: Step[] = [];
	let live: number[] = [];
	let width = 0;
	// The largest mirror image of a vertex swept so far.
	let reach = 0;
	for (let i = 0; i < n; i++) {
		const back = earlier[i] as [number, number, number][];
		for (const [j] of back) ahead[j] = (ahead[j] as number) - 1;
		if (fold.kinds[i] === FIXED) fixedAhead--;
		if (fold.kinds[i] === MARKED) markedAhead--;
		const cells = [...live, i];
		const keep: number[] = [];
		const leaving: number[] = [];
		cells.forEach((j, position) => ((last[j] as number) === i ? leaving : keep).push(position));
		const kept = keep.map((position) => cells[position] as number);
		const mirror = fold.mirror;
		if (mirror !== null) reach = Math.max(reach, mirror.orbit[i] as number);
		const mirrored = mirror !== null && reach <= i && i < n - 1;
		steps.push({
			backAt: Int32Array.from(back, ([j]) => live.indexOf(j)),
			backVoltage: Int32Array.from(back, ([, voltage]) => voltage),
			backWeight: Int32Array.from(back, ([, , weight]) => weight),
			backFuture: Int32Array.from(back, ([j]) => ahead[j] as number),
			capacity: Int32Array.from(cells, (j) => (fold.kinds[j] === FIXED ? 1 : 2)),
			kinds: Int32Array.from(cells, (j) => fold.kinds[j] as number),
			leaving: Int32Array.from(leaving),
			keep: Int32Array.from(keep),
			future: Int32Array.from(keep, (position) => ahead[cells[position] as number] as number),
			fixedAhead,
			markedAhead,
			mirror: mirrored
				? Int32Array.from(kept, (j) => kept.indexOf(mirror.orbit[j] as number))
				: null,
			flip: mirrored ? Int32Array.from(kept, (j) => mirror.flip[j] as number) : null,
		});
		live = kept;
		width = Math.max(width, keep.length);
	}
	return { steps, width };
}

// Cell codes: no edge yet; both edges (or a fixed square's one edge, once it has left); one edge,
// with the fragment's other end a path end already left (DANGLING + the end's kind); or one edge,
// the other end elsewhere on the frontier with the same label (from `first`; when voltages
// count, the label's low bit is the fragment's voltage parity, shared by both its ends).
const EMPTY = 0;
const FULL = 1;
const DANGLING = 2;
/** Labels a step gives new fragments start here, above any label a packed state holds. */
const FRESH = 32;
/** Room for labels: a packed state's, then the (at most two) a step adds. */
const RELABEL = FRESH + 8;
/**
 * Widest frontier a packed state holds: four bits a cell in a double below 2^52. The codes fit:
 * at most 6 labels, so 5 + 6 codes for paths and 2 + 2 · 6 for cycles.
 */
const MAX_WIDTH = 13;
/** A verdict of `feasible`'s table: the cell cannot be finished (above any sum of 13 others). */
const DEAD = 1 << 24;
/** 2^32: a packed state is `high * WORD + low`, two 32-bit words. */
const WORD = 2 ** 32;

/** What the quotient structure is: a cycle of odd voltage, or a path whose ends suit closed or open tours. */
type Shape = 'cycle' | 'closed path' | 'open path';

/** The frontier sweep over the quotient; `expand` lists the successors of one packed state. */
class QuotientSweep {
	readonly steps: Step[];
	readonly cycle: boolean;
	/** The first label code. */
	readonly first: number;
	/** 1 when a label's low bit is its fragment's parity (labels then go up in steps of 2), else 0. */
	readonly shift: number;
	/** Ways to give a finished path's two ends their roles, by their kinds (3 × 3). */
	readonly endings: Int32Array;
	/** Whether an orbit of each kind may end a path at all. */
	readonly mayEnd: Uint8Array;
	/** The path's ends that must be fixed elements, and free ends (open tours' ends). */
	readonly needElements: number;
	readonly needFree: number;
	readonly current: Int32Array;
	readonly work: Int32Array;
	/** New labels by old (first half), and the stamp of the `pack` call that set each. */
	readonly relabel: Int32Array;
	/** Parity flips by label, stamped like `relabel`. */
	readonly flips: Int32Array;
	stamp = 0;
	/** Per step, the table `feasible` sums (see `tabulate`). */
	readonly verdicts: Int32Array[];
	verdict: Int32Array;
	step: Step;
	isLast = false;
	/** Cells in the step at hand (the new vertex last). */
	size = 0;
	fresh = FRESH;
	/** The weight of the tour completed by the candidate at hand, or −1. */
	completed = -1;
	/** Tours completed from the state being expanded (weighted). */
	wins = 0;
	outKeys: number[] = [];
	outWeights: number[] = [];
	outCount = 0;

	/** Sets up the sweep; `width` is the widest frontier between steps. */
	constructor(steps: Step[], width: number, shape: Shape) {
		this.steps = steps;
		this.cycle = shape === 'cycle';
		this.first = this.cycle ? 2 : DANGLING + 3;
		this.shift = this.cycle ? 1 : 0;
		this.needElements = shape === 'open path' ? 1 : 2;
		this.needFree = shape === 'open path' ? 1 : 0;
		// The roles an end of each kind (FIXED, MARKED, PLAIN) can take: a fixed element (a fixed
		// square, or an orbit whose mark is used), or a free end (an orbit whose mark is unused).
		const element = (kind: number): number => (kind === PLAIN ? 0 : 1);
		const free = (kind: number): number => (kind === FIXED ? 0 : 1);
		this.endings = new Int32Array(9);
		this.mayEnd = new Uint8Array(3);
		for (let t = 0; t < 3; t++) {
			for (let u = 0; u < 3; u++) {
				const ways =
					shape === 'open path'
						? element(t) * free(u) + free(t) * element(u)
						: element(t) * element(u);
				this.endings[t * 3 + u] = ways;
				if (ways > 0) this.mayEnd[t] = 1;
			}
		}
		this.current = new Int32Array(width + 1);
		this.work = new Int32Array(width + 1);
		this.relabel = new Int32Array(2 * RELABEL);
		this.flips = new Int32Array(2 * RELABEL);
		this.step = steps[0] as Step;
		this.verdicts = steps.map((step) => this.tabulate(step));
		this.verdict = this.verdicts[0] as Int32Array;
	}

	/**
	 * Tabulates what each kept cell, by its code, tells `feasible` (see there): for kept cell j
	 * and code c (every label as `first`), entry 16j + c packs the cell's count of known ends, of
	 * those without a mark, of those that are fixed elements and of orbits with marks that may yet
	 * end the path (six bits each), or DEAD when the cell cannot be finished. A sum of lookups
	 * replaces a branchy loop.
	 */
	private tabulate(step: Step): Int32Array {
		const table = new Int32Array(16 * step.keep.length);
		for (let j = 0; j < step.keep.length; j++) {
			const at = step.keep[j] as number;
			const kind = step.kinds[at] as number;
			const future = step.future[j] as number;
			for (let code = 0; code < 16; code++) {
				const missing = code === EMPTY ? 2 : code === FULL ? 0 : 1;
				let ends = 0;
				let plain = 0;
				let elements = 0;
				let candidates = 0;
				let dead = false;
				if (this.cycle) dead = missing > future;
				else {
					// A finished end at the fragment's far side.
					if (code >= DANGLING && code < this.first) {
						ends++;
						if (code === DANGLING + PLAIN) plain++;
						else elements++;
					}
					if (kind === FIXED) {
						dead = code === EMPTY && future === 0;
						ends++;
						elements++;
					} else if (missing - future >= 2) dead = true;
					else if (missing - future === 1) {
						ends++;
						if (kind === PLAIN) plain++;
						else elements++;
					} else if (kind === MARKED && missing > 0) candidates++;
				}
				table[16 * j + code] = dead
					? DEAD
					: ends + (plain << 6) + (elements << 12) + (candidates << 18);
			}
		}
		return table;
	}

	/** Moves to step `i`. */
	begin(i: number): void {
		this.step = this.steps[i] as Step;
		this.verdict = this.verdicts[i] as Int32Array;
		this.isLast = i === this.steps.length - 1;
	}

	/** A bound on the successors' total weight per unit of a state's count, for exactness. */
	fanOut(): number {
		let weights = 0;
		for (const w of this.step.backWeight) weights += w;
		return 2 * (1 + weights) ** 2;
	}

	/** Lists the successors of the packed state `key` in `outKeys`/`outWeights`; sets `wins`. */
	expand(key: number): void {
		const { current, step } = this;
		const size = step.capacity.length;
		const low = key >>> 0;
		const high = (key - low) / WORD;
		for (let j = 0; j < size - 1; j++) {
			current[j] = ((j < 8 ? low >>> (4 * j) : high >>> (4 * j - 32)) & 15) >>> 0;
		}
		current[size - 1] = EMPTY;
		this.size = size;
		this.outCount = 0;
		this.wins = 0;
		const { backAt, backFuture, capacity } = step;
		const backs = backAt.length;
		// Earlier neighbours that cannot do without an edge from this vertex (a bit per position):
		// every choice must include them, or `feasible` (or their leaving) would reject it.
		let forced = 0;
		for (let a = 0; a < backs; a++) {
			const at = backAt[a] as number;
			const code = current[at] as number;
			const missing =
				code === EMPTY ? (capacity[at] as number) : code === FULL || capacity[at] === 1 ? 0 : 1;
			const short = missing - (backFuture[a] as number);
			if (short >= (this.cycle || capacity[at] === 1 ? 1 : 2)) forced |= 1 << at;
		}
		if (forced === 0) this.tryEdges(-1, -1, size);
		for (let a = 0; a < backs; a++) {
			const p = backAt[a] as number;
			if (current[p] === FULL) continue;
			if ((forced & ~(1 << p)) === 0) this.tryEdges(a, -1, size);
			if (capacity[size - 1] !== 2) continue;
			for (let b = a + 1; b < backs; b++) {
				const q = backAt[b] as number;
				if (current[q] !== FULL && (forced & ~(1 << p) & ~(1 << q)) === 0)
					this.tryEdges(a, b, size);
			}
		}
	}

	/** Tries joining the new vertex by back edges `a` and `b` (−1: none); records the outcome. */
	private tryEdges(a: number, b: number, size: number): void {
		const { work, step, current } = this;
		for (let j = 0; j < size; j++) work[j] = current[j] as number;
		this.fresh = FRESH;
		this.completed = -1;
		let weight = 1;
		if (a >= 0) {
			if (!this.join(size - 1, step.backAt[a] as number, step.backVoltage[a] as number)) return;
			weight *= step.backWeight[a] as number;
		}
		if (b >= 0) {
			if (!this.join(size - 1, step.backAt[b] as number, step.backVoltage[b] as number)) return;
			weight *= step.backWeight[b] as number;
		}
		const leaving = step.leaving;
		for (let k = 0; k < leaving.length; k++) if (!this.leave(leaving[k] as number)) return;
		if (this.completed >= 0) {
			// The tour closed: it must have taken every vertex, so this is the last step.
			if (!this.isLast) return;
			for (let j = 0; j < size; j++) if (work[j] !== FULL) return;
			this.wins += weight * this.completed;
			return;
		}
		if (this.isLast || !this.feasible()) return;
		this.outKeys[this.outCount] = this.pack();
		this.outWeights[this.outCount] = weight;
		this.outCount++;
	}

	/** The fragment parity carried by a label code (0 when voltages are not counted). */
	private parity(code: number): number {
		return this.cycle ? code & 1 : 0;
	}

	/** Returns the frontier position other than `at` that holds `code`. */
	private partner(code: number, at: number): number {
		const work = this.work;
		for (let j = 0; j < this.size; j++) if (j !== at && work[j] === code) return j;
		return -1;
	}

	/** Adds the edge x–y of the given voltage to `work`; false if that breaks the structure. */
	private join(x: number, y: number, voltage: number): boolean {
		const { work, step } = this;
		const cx = work[x] as number;
		const cy = work[y] as number;
		if (cx === FULL || cy === FULL || this.completed >= 0) return false;
		if ((step.capacity[x] === 1 && cx !== EMPTY) || (step.capacity[y] === 1 && cy !== EMPTY)) {
			return false;
		}
		if (cx === EMPTY && cy === EMPTY) {
			// `first` is even when voltages count, so the parity is the low bit.
			const code = this.first + (this.fresh++ << this.shift) + voltage;
			work[x] = code;
			work[y] = code;
			return true;
		}
		if (cx === EMPTY || cy === EMPTY) {
			// The cell with no edge takes over the other's end of its fragment.
			const to = cx === EMPTY ? x : y;
			const from = cx === EMPTY ? y : x;
			const code = cx === EMPTY ? cy : cx;
			let carried = code;
			if (code >= this.first) {
				carried = code ^ voltage;
				work[this.partner(code, from)] = carried;
			}
			work[to] = carried;
			work[from] = FULL;
			return true;
		}
		work[x] = FULL;
		work[y] = FULL;
		if (cx >= this.first && cy >= this.first) {
			if (cx === cy) {
				// The fragment closes into a cycle: a tour only for an odd cycle when counting cycles.
				if (!this.cycle || ((cx & 1) ^ voltage) !== 1) return false;
				this.completed = 1;
				return true;
			}
			const joined = cx ^ this.parity(cy) ^ voltage;
			const ox = this.partner(cx, x);
			const oy = this.partner(cy, y);
			work[ox] = joined;
			work[oy] = joined;
			return true;
		}
		if (cx >= this.first) work[this.partner(cx, x)] = cy;
		else if (cy >= this.first) work[this.partner(cy, y)] = cx;
		else return this.complete(cx - DANGLING, cy - DANGLING);
		return true;
	}

	/** Records a finished path with ends of kinds `t` and `u`; false if no roles suit them. */
	private complete(t: number, u: number): boolean {
		const ways = this.endings[t * 3 + u] as number;
		if (ways === 0 || this.completed >= 0) return false;
		this.completed = ways;
		return true;
	}

	/** Lets the cell at `at` leave the frontier; false if that breaks the structure. */
	private leave(at: number): boolean {
		const work = this.work;
		const code = work[at] as number;
		if (code === FULL) return true;
		if (code === EMPTY || this.cycle) return false;
		// A square leaving with one edge ends the path.
		work[at] = FULL;
		const kind = this.step.kinds[at] as number;
		if (code < this.first) return this.complete(code - DANGLING, kind);
		if (this.mayEnd[kind] === 0) return false;
		work[this.partner(code, at)] = DANGLING + kind;
		return true;
	}

	/**
	 * Tells whether the kept cells can still be finished: each needs edges from the vertices to
	 * come, and a path has just two ends, in roles its kind allows: every fixed square is one, an
	 * orbit without a mark can only be a free end, and fixed elements can only come from fixed
	 * squares and orbits with marks.
	 */
	private feasible(): boolean {
		const { work, step, verdict } = this;
		const keep = step.keep;
		const first = this.first;
		let sum = 0;
		for (let j = 0; j < keep.length; j++) {
			// Every label is alike here; labels of new fragments run past the table's 16 codes.
			const code = work[keep[j] as number] as number;
			sum += verdict[16 * j + (code < first ? code : first)] as number;
		}
		if (sum >= DEAD) return false;
		if (this.cycle) return true;
		const ends = (sum & 63) + step.fixedAhead;
		const plain = (sum >> 6) & 63;
		const elements = ((sum >> 12) & 63) + step.fixedAhead;
		const candidates = ((sum >> 18) & 63) + step.markedAhead;
		return ends <= 2 && plain <= this.needFree && elements + candidates >= this.needElements;
	}

	/** Packs the kept cells of `work`, labels renumbered in order of appearance, four bits each. */
	private pack(): number {
		const { work, step, relabel, first, shift } = this;
		// `relabel[id]` holds a new label only if `relabel[id + RELABEL]` is this call's stamp.
		const stamp = ++this.stamp;
		let low = 0;
		let high = 0;
		let labels = 0;
		const keep = step.keep;
		for (let j = 0; j < keep.length; j++) {
			let code = work[keep[j] as number] as number;
			if (code >= first) {
				const id = (code - first) >> shift;
				if (relabel[id + RELABEL] !== stamp) {
					relabel[id + RELABEL] = stamp;
					relabel[id] = labels++;
				}
				code = first + ((relabel[id] as number) << shift) + (code & shift);
			}
			if (j < 8) low |= code << (4 * j);
			else high |= code << (4 * j - 32);
		}
		const key = high * WORD + (low >>> 0);
		if (step.mirror === null) return key;
		return Math.min(key, this.packMirror(step.mirror, step.flip as Int32Array));
	}

	/** Packs the mirror image of the kept cells of `work` (see `Step.mirror`). */
	private packMirror(mirror: Int32Array, flip: Int32Array): number {
		const { work, step, relabel, first, shift } = this;
		const keep = step.keep;
		// A fragment's parity changes by the flips at both its ends: gather them per label first.
		const flips = this.flips;
		const stamp = ++this.stamp;
		for (let j = 0; j < keep.length; j++) {
			const code = work[keep[j] as number] as number;
			if (code < first) continue;
			const id = (code - first) >> shift;
			if (flips[id + RELABEL] !== stamp) {
				flips[id + RELABEL] = stamp;
				flips[id] = 0;
			}
			flips[id] = (flips[id] as number) ^ (flip[j] as number);
		}
		let low = 0;
		let high = 0;
		let labels = 0;
		for (let j = 0; j < keep.length; j++) {
			let code = work[keep[mirror[j] as number] as number] as number;
			if (code >= first) {
				const id = (code - first) >> shift;
				if (relabel[id + RELABEL] !== stamp) {
					relabel[id + RELABEL] = stamp;
					relabel[id] = labels++;
				}
				code =
					first + ((relabel[id] as number) << shift) + ((code ^ (flips[id] as number)) & shift);
			}
			if (j < 8) low |= code << (4 * j);
			else high |= code << (4 * j - 32);
		}
		return high * WORD + (low >>> 0);
	}
}

/**
 * Packed states and their counts, by open addressing. A count is a number in base 2^32, one
 * double a limb, the top limb up to 2^53; the sweep adds a limb before the top one could pass
 * that. A slot is its state then its limbs, side by side in one array, so that adding to a state
 * touches one stretch of memory; a `Map` with `bigint` counts was ten times slower.
 */
class CountTable {
	/** Number of states. */
	size = 0;
	/** Number of limbs of a count. */
	limbs: number;
	/** Doubles a slot takes: the state (−1 when empty), then the limbs, lowest first. */
	stride: number;
	slots: Float64Array;
	/** Number of slots: a power of two. */
	capacity: number;

	/** Creates an empty table with room for about `expected` states and counts of `limbs` limbs. */
	constructor(expected: number, limbs: number) {
		this.limbs = limbs;
		this.stride = limbs + 1;
		this.capacity = 1024;
		while (this.capacity < 2 * expected) this.capacity *= 2;
		this.slots = new Float64Array(this.capacity * this.stride).fill(-1);
	}

	/** Returns where the slot of state `key` starts, claiming an empty one (count zero) if new. */
	slotOf(key: number): number {
		if (2 * (this.size + 1) > this.capacity) this.grow();
		const { slots, stride } = this;
		const mask = this.capacity - 1;
		// MurmurHash3's finalizer over the state's two words.
		let h = Math.imul((key / WORD) | 0, 0x9e3779b1) ^ (key | 0);
		h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
		h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
		let slot = (h ^ (h >>> 16)) & mask;
		for (;;) {
			const at = slot * stride;
			const held = slots[at] as number;
			if (held === key) return at;
			if (held < 0) {
				slots[at] = key;
				for (let k = 1; k < stride; k++) slots[at + k] = 0;
				this.size++;
				return at;
			}
			slot = (slot + 1) & mask;
		}
	}

	/** Adds `weight` times the count at `from` in `source` (same limbs) to the state `key`. */
	add(key: number, source: Float64Array, from: number, weight: number): void {
		const at = this.slotOf(key) + 1;
		const slots = this.slots;
		const top = this.limbs - 1;
		let carry = 0;
		for (let k = 0; k < top; k++) {
			// Below 2^32 + weight · 2^32 + carry: exact.
			const value = (slots[at + k] as number) + (source[from + 1 + k] as number) * weight + carry;
			carry = Math.floor(value / WORD);
			slots[at + k] = value - carry * WORD;
		}
		slots[at + top] =
			(slots[at + top] as number) + (source[from + 1 + top] as number) * weight + carry;
	}

	/** Returns the sum of the top limbs: what the next layer's top limbs grow from. */
	topSum(): number {
		const { slots, stride } = this;
		let sum = 0;
		for (let at = 0; at < slots.length; at += stride) {
			if ((slots[at] as number) >= 0) sum += slots[at + stride - 1] as number;
		}
		return sum;
	}

	/** Adds a limb, splitting the top one, so counts can grow 2^32 times more. */
	widen(): void {
		const { slots, stride } = this;
		this.limbs++;
		this.stride++;
		this.slots = new Float64Array(this.capacity * this.stride).fill(-1);
		for (let slot = 0; slot < this.capacity; slot++) {
			const from = slot * stride;
			if ((slots[from] as number) < 0) continue;
			const at = slot * this.stride;
			for (let k = 0; k < stride - 1; k++) this.slots[at + k] = slots[from + k] as number;
			const top = slots[from + stride - 1] as number;
			const high = Math.floor(top / WORD);
			this.slots[at + stride - 1] = top - high * WORD;
			this.slots[at + stride] = high;
		}
	}

	/** Returns the count whose slot starts at `at`. */
	countAt(at: number): bigint {
		let count = 0n;
		for (let k = this.limbs; k >= 1; k--) {
			count = (count << 32n) + BigInt(this.slots[at + k] as number);
		}
		return count;
	}

	/** Doubles the capacity and re-files every state. */
	private grow(): void {
		const { slots, stride } = this;
		this.capacity *= 2;
		this.slots = new Float64Array(this.capacity * stride).fill(-1);
		this.size = 0;
		for (let from = 0; from < slots.length; from += stride) {
			if ((slots[from] as number) < 0) continue;
			const at = this.slotOf(slots[from] as number);
			for (let k = 1; k < stride; k++) this.slots[at + k] = slots[from + k] as number;
		}
	}
}

/**
 * States expanded between progress reports: about 15 ms of work on a 6×6 board, so that a worker
 * posting news every 200 ms is never held up by more than a little (the reader hears at least every
 * 250 ms; `npm run bench -- "count job"`).
 */
const CHUNK = 1 << 13;

/** Runs one sweep to the end, yielding progress; returns the weighted number of structures. */
function* runSweep(
	sweep: QuotientSweep,
	part: number,
	parts: number,
): Generator<CountProgress, bigint> {
	const n = sweep.steps.length;
	let current = new CountTable(1, 1);
	current.slots[current.slotOf(0) + 1] = 1;
	let found = 0n;
	for (let i = 0; i < n; i++) {
		sweep.begin(i);
		// A top limb takes at most fanOut times the sum of this layer's, plus small carries: keep
		// that below 2^53, where doubles stop being exact.
		if (current.topSum() * sweep.fanOut() >= 2 ** 52) current.widen();
		const next = new CountTable(current.size, current.limbs);
		const { slots, stride } = current;
		let seen = 0;
		for (let at = 0; at < slots.length; at += stride) {
			const key = slots[at] as number;
			if (key < 0) continue;
			sweep.expand(key);
			if (sweep.wins > 0) found += current.countAt(at) * BigInt(sweep.wins);
			for (let k = 0; k < sweep.outCount; k++) {
				next.add(sweep.outKeys[k] as number, slots, at, sweep.outWeights[k] as number);
			}
			if (++seen % CHUNK === 0) yield progress(part, parts, i, seen / current.size, n, next.size);
		}
		current = next;
		yield progress(part, parts, i + 1, 0, n, current.size);
	}
	return found;
}

/** Builds a progress report for sweep `part` of `parts`, at step `i` (plus `fraction`) of `n`. */
function progress(
	part: number,
	parts: number,
	i: number,
	fraction: number,
	n: number,
	states: number,
): CountProgress {
	return {
		kind: 'progress',
		fraction: Math.min(1, (part + (i + fraction) / n) / parts),
		counters: { vertex: i, states },
	};
}

/**
 * Tells whether g may turn a tour's cycle of `squares` squares by half its length. When every leap
 * changes colour (a + b odd, as for the knight), colours alternate round the cycle, so such a g
 * keeps every square's colour if half the length is even and changes every one if it is odd.
 */
function mayTurnCycle(board: Board, image: Int32Array, squares: number): boolean {
	const [a, b] = board.leaper;
	if ((a + b) % 2 === 0) return true;
	if (squares % 2 === 1) return false;
	const keeps = (squares / 2) % 2 === 0;
	for (let s = 0; s < board.size; s++) {
		if (isHole(board, s)) continue;
		if ((isDark(board, s) === isDark(board, image[s] as Square)) !== keeps) return false;
	}
	return true;
}

/**
 * Counts the tours that `image` maps onto themselves, as `countSymmetricToursBySweep`, yielding
 * progress every step and every 8,192 states; returns null when the method does not apply.
 */
export function* symmetricSweepSteps(
	board: Board,
	image: Int32Array,
	closed: boolean,
): Generator<CountProgress, bigint | null> {
	checkSweep('symmetricSweepSteps', board, image, closed);
	return yield* sweepSymmetric(board, image, closed);
}

/** Checks the arguments of the symmetric sweep, naming `fn`. */
function checkSweep(fn: string, board: unknown, image: unknown, closed: unknown): void {
	checkBoard(fn, board);
	checkImage(fn, 'image', board, image);
	checkBoolean(fn, 'closed', closed);
}

/** `symmetricSweepSteps` without the argument checks. */
function* sweepSymmetric(
	board: Board,
	image: Int32Array,
	closed: boolean,
): Generator<CountProgress, bigint | null> {
	const fold = foldBoard(board, image);
	if (fold === null) return null;
	// Every fixed square ends the quotient path: two at most, and an open tour has only its middle.
	if (fold.fixedSquares > (closed ? 2 : 1)) return 0n;
	// The path's fixed elements (two when closed, one when open) are fixed squares or marked orbits.
	const elements = fold.kinds.filter((kind) => kind !== PLAIN).length;
	const shapes: Shape[] = [];
	if (elements >= (closed ? 2 : 1)) shapes.push(closed ? 'closed path' : 'open path');
	if (closed && fold.fixedSquares === 0 && mayTurnCycle(board, image, fold.squares)) {
		shapes.push('cycle');
	}
	const sweeps: QuotientSweep[] = [];
	for (const shape of shapes) {
		const { steps, width } = planSweep(fold, shape === 'cycle');
		if (width > MAX_WIDTH) return null;
		const sweep = new QuotientSweep(steps, width, shape);
		sweeps.push(sweep);
	}
	let count = 0n;
	for (const [part, sweep] of sweeps.entries()) {
		count += yield* runSweep(sweep, part, sweeps.length);
	}
	return count;
}

/**
 * Counts the undirected tours (cycles if closed, else paths) that the board symmetry `image` maps
 * onto themselves, by a frontier sweep over the board folded by the symmetry. Returns null when
 * this method does not apply (then the caller uses the search): `image` not of order two, fewer
 * than three squares, or a frontier too wide for the state encoding.
 */
export function countSymmetricToursBySweep(
	board: Board,
	image: Int32Array,
	closed: boolean,
): bigint | null {
	checkSweep('countSymmetricToursBySweep', board, image, closed);
	const steps = sweepSymmetric(board, image, closed);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}
