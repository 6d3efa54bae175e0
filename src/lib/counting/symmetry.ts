/**
 * Counting geometrically distinct tours: orbits of tours under the board's
 * rotations and reflections, by Burnside's lemma — the number of orbits is the
 * average, over the symmetries g, of the number of tours g maps onto
 * themselves. The identity fixes every tour (countTours); any other g fixes a
 * tour only if it maps the tour onto itself as a cycle or path, which pins the
 * whole tour down from a stretch of it, so a search over that stretch — about
 * 1/2 (or 1/4) of the board — counts the symmetric tours.
 *
 * How g can act on a tour of N squares:
 * - on a path, only by reversing it (g² fixes every square, so g is an
 *   involution): the path is its middle square (a square g fixes, N odd) or its
 *   middle leap (from s to g(s), N even), and one half grown outward;
 * - on a cycle, as a rotation by N/k places (g of order k, fixing no square):
 *   a stretch of N/k squares, one from each orbit, then g of it, and so on;
 * - on a cycle, as a reflection (g an involution): a half from one fixed square
 *   to the other, or from a fixed square to a leap s–g(s), or between two such
 *   leaps.
 */
import { checkBoard, checkBoolean, checkImage, checkObject, checkOneOf } from '../args.ts';
import { isHole, type Board, type Square } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import { countTours, type CountMethod } from './count-tours.ts';
import { countSymmetricToursBySweep } from './symmetric-sweep.ts';

/** A symmetry of the board as a map of squares: `image[s]` is where s goes. */
export interface BoardSymmetry {
	/** E.g. 'rotate 90°', 'reflect left–right'. */
	name: string;
	image: Int32Array;
}

/** Lists the rotations and reflections of a board that map its holes onto holes (identity first). */
export function boardSymmetries(board: Board): BoardSymmetry[] {
	checkBoard('boardSymmetries', board);
	const { rows, cols } = board;
	const square = rows === cols;
	const maps: [string, (r: number, c: number) => [number, number]][] = [
		['identity', (r, c) => [r, c]],
		['rotate 180°', (r, c) => [rows - 1 - r, cols - 1 - c]],
		['reflect left–right', (r, c) => [r, cols - 1 - c]],
		['reflect top–bottom', (r, c) => [rows - 1 - r, c]],
	];
	if (square) {
		maps.push(
			['rotate 90°', (r, c) => [c, rows - 1 - r]],
			['rotate 270°', (r, c) => [cols - 1 - c, r]],
			['reflect in the main diagonal', (r, c) => [c, r]],
			['reflect in the other diagonal', (r, c) => [cols - 1 - c, rows - 1 - r]],
		);
	}
	const result: BoardSymmetry[] = [];
	for (const [name, map] of maps) {
		const image = new Int32Array(board.size);
		let keepsHoles = true;
		for (let s = 0; s < board.size; s++) {
			const [r, c] = map(Math.floor(s / cols), s % cols);
			image[s] = r * cols + c;
			if (isHole(board, s) !== isHole(board, r * cols + c)) keepsHoles = false;
		}
		if (keepsHoles) result.push({ name, image });
	}
	return result;
}

/** How a walk's squares join up into the tour, for the pruning in `OrbitWalk`. */
interface WalkShape {
	/** The tour is a cycle: every square needs two leaps. */
	closed: boolean;
	/** The first orbit stays an end until the last step closes onto it (g turns the cycle). */
	keepFirst: boolean;
}

/**
 * Counts sequences: one square from each orbit, each a leap from the last, meeting the conditions.
 * The tour is the walk with all its images under g; at any moment it is a few paths whose free ends
 * are the current square's orbit (and the first's, when g turns a cycle), so the pruning of
 * backtracking.ts carries over: a square outside the tour needs two leaps to squares outside it or to
 * those ends, or else must be an end of an open tour — and only one orbit, the last, holds the ends.
 * Both cuts drop only branches with no completion, so the counts stay exact.
 */
class OrbitWalk {
	private readonly used: Uint8Array;
	/** 1 for squares in the tour so far (the fixed target `last` stays out until it is reached). */
	private readonly taken: Uint8Array;
	/** forcedAt[d]: the orbit that must come last (−1 if none yet), with d + 1 squares walked. */
	private forcedAt: Int32Array;
	private readonly members: Square[][];
	private readonly orbitOf: Int32Array;
	private readonly offsets: Int32Array;
	private readonly adjacency: Int32Array;
	private shape: WalkShape = { closed: false, keepFirst: false };
	private firstOrbit = -1;

	/** Prepares a walk over the orbits given by `orbitOf` (−1 for holes). */
	constructor(board: Board, orbitOf: Int32Array, orbits: number) {
		const { offsets, adjacency } = graphOf(board);
		this.offsets = offsets;
		this.adjacency = adjacency;
		this.orbitOf = orbitOf;
		this.used = new Uint8Array(orbits);
		this.taken = new Uint8Array(board.size);
		this.forcedAt = new Int32Array(orbits + 1);
		this.members = Array.from({ length: orbits }, () => []);
		for (let s = 0; s < board.size; s++) {
			const orbit = orbitOf[s] as number;
			if (orbit >= 0) this.members[orbit]?.push(s);
		}
	}

	/**
	 * Counts walks of `length` squares from `first` through distinct orbits, the last passing
	 * `isLast`; `last` (≥ 0) must be the final square and no earlier one.
	 */
	count(
		first: Square,
		length: number,
		isLast: (s: Square) => boolean,
		shape: WalkShape,
		last = -1,
	): number {
		if (first === last && length > 1) return 0;
		this.shape = shape;
		this.firstOrbit = this.orbitOf[first] as number;
		if (this.forcedAt.length < length + 1) this.forcedAt = new Int32Array(length + 1);
		this.forcedAt[0] = -1;
		this.use(first, 1);
		if (last >= 0) this.used[this.orbitOf[last] as number] = 1;
		let found = 0;
		if (length <= 1 || !this.strandsAny(first)) found = this.extend(first, 1, length, isLast, last);
		this.use(first, 0);
		if (last >= 0) this.used[this.orbitOf[last] as number] = 0;
		return found;
	}

	/** Marks (1) or clears (0) the orbit of `s` as walked. */
	private use(s: Square, mark: 0 | 1): void {
		const orbit = this.orbitOf[s] as number;
		this.used[orbit] = mark;
		for (const t of this.members[orbit] ?? []) this.taken[t] = mark;
	}

	/** Counts the leaps a square outside the tour can still make: to squares outside or to ends. */
	private links(y: Square, at: Square): number {
		const current = this.orbitOf[at] as number;
		const keep = this.shape.keepFirst ? this.firstOrbit : -1;
		let links = 0;
		for (let k = this.offsets[y] ?? 0; k < (this.offsets[y + 1] ?? 0); k++) {
			const t = this.adjacency[k] as Square;
			const orbit = this.orbitOf[t] as number;
			if (this.taken[t] === 0 || orbit === current || orbit === keep) links++;
		}
		return links;
	}

	/** Tells whether `y`, outside the tour, cannot be finished (recording a forced last orbit). */
	private strands(y: Square, at: Square, depth: number): boolean {
		const links = this.links(y, at);
		if (this.shape.closed) return links < 2;
		if (links >= 2) return false;
		if (links === 0) return true;
		const orbit = this.orbitOf[y] as number;
		const known = this.forcedAt[depth] as number;
		if (known >= 0) return known !== orbit;
		this.forcedAt[depth] = orbit;
		return false;
	}

	/** Checks every square outside the tour after the first step (squares may start with few leaps). */
	private strandsAny(first: Square): boolean {
		for (let y = 0; y < this.taken.length; y++) {
			if ((this.orbitOf[y] as number) >= 0 && this.taken[y] === 0 && this.strands(y, first, 0)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Tells whether stepping from `from` to `at` (now walked, as square `depth`) strands a square.
	 * Only neighbours of `from` lose a leap (it stops being an end); by the symmetry, the images of
	 * `from` need no separate check.
	 */
	private strandsAfter(from: Square, at: Square, depth: number): boolean {
		this.forcedAt[depth - 1] = this.forcedAt[depth - 2] as number;
		for (let k = this.offsets[from] ?? 0; k < (this.offsets[from + 1] ?? 0); k++) {
			const y = this.adjacency[k] as Square;
			if (this.taken[y] === 0 && this.strands(y, at, depth - 1)) return true;
		}
		return false;
	}

	/** Counts the ways to finish a walk now at `at` with `depth` squares. */
	private extend(
		at: Square,
		depth: number,
		length: number,
		isLast: (s: Square) => boolean,
		last: number,
	): number {
		if (depth === length) return isLast(at) ? 1 : 0;
		const forced = this.forcedAt[depth - 1] as number;
		let found = 0;
		for (let k = this.offsets[at] ?? 0; k < (this.offsets[at + 1] ?? 0); k++) {
			const next = this.adjacency[k] as Square;
			if (next === last) {
				if (depth + 1 === length) found += isLast(next) ? 1 : 0;
				continue;
			}
			const orbit = this.orbitOf[next] as number;
			if (this.used[orbit] === 1) continue;
			// The orbit holding an end of an open tour can only come last.
			if (orbit === forced && depth + 1 < length) continue;
			this.use(next, 1);
			if (depth + 1 === length || !this.strandsAfter(at, next, depth + 1)) {
				found += this.extend(next, depth + 1, length, isLast, last);
			}
			this.use(next, 0);
		}
		return found;
	}
}

/** Counts the tours (undirected cycles or paths) that the symmetry `g` maps onto themselves. */
export function countSymmetricTours(board: Board, image: Int32Array, closed: boolean): bigint {
	checkBoard('countSymmetricTours', board);
	checkImage('countSymmetricTours', 'image', board, image);
	checkBoolean('countSymmetricTours', 'closed', closed);
	const squares: Square[] = [];
	for (let s = 0; s < board.size; s++) if (!isHole(board, s)) squares.push(s);
	const n = squares.length;
	const { offsets, adjacency } = graphOf(board);
	const isLeap = (a: Square, b: Square): boolean => {
		for (let k = offsets[a] ?? 0; k < (offsets[a + 1] ?? 0); k++)
			if (adjacency[k] === b) return true;
		return false;
	};
	const g = (s: Square): Square => image[s] as Square;
	// Orbits of g on the squares; on a board every orbit has 1 or `order` squares.
	const orbitOf = new Int32Array(board.size).fill(-1);
	let orbits = 0;
	let order = 1;
	const fixed: Square[] = [];
	for (const s of squares) {
		if ((orbitOf[s] as number) >= 0) continue;
		let length = 0;
		for (let t = s; (orbitOf[t] as number) < 0; t = g(t)) {
			orbitOf[t] = orbits;
			length++;
		}
		orbits++;
		if (length === 1) fixed.push(s);
		order = Math.max(order, length);
	}
	if (order === 1) return countTours(board, { closed });
	const free = fixed.length === 0;
	const walk = new OrbitWalk(board, orbitOf, orbits);
	const half = orbits;
	const path = { closed: false, keepFirst: false };
	const cycle = { closed: true, keepFirst: false };
	let total = 0;
	if (!closed) {
		if (order !== 2 || n < 2) return 0n;
		// From the middle outward: a fixed middle square (N odd) or a middle leap s–g(s) (N even).
		if (fixed.length === 1) total = walk.count(fixed[0] as Square, half, () => true, path) / 2;
		else if (fixed.length === 0) {
			for (const s of squares) {
				if (isLeap(s, g(s))) total += walk.count(s, half, () => true, path);
			}
			total /= 2;
		}
		return BigInt(total);
	}
	if (n < 3) return countTours(board, { closed });
	if (free) {
		// g turns the cycle by N/order places: a stretch through every orbit from one square, then g.
		const first = squares[0] as Square;
		const rotations = walk.count(first, half, (s) => isLeap(s, g(first)), {
			closed: true,
			keepFirst: true,
		});
		total += order === 2 ? rotations / 2 : rotations;
	}
	if (order === 2) {
		// g reflects the cycle: halves between two fixed squares, or leaps s–g(s).
		if (fixed.length === 2) {
			const [a, b] = fixed as [Square, Square];
			total += walk.count(a, half, (s) => s === b, cycle, b) / 2;
		} else if (fixed.length === 1) {
			total += walk.count(fixed[0] as Square, half, (s) => isLeap(s, g(s)), cycle) / 2;
		} else if (fixed.length === 0) {
			let halves = 0;
			for (const s of squares) {
				if (isLeap(s, g(s))) halves += walk.count(s, half, (t) => isLeap(t, g(t)), cycle);
			}
			total += halves / 4;
		}
	}
	return BigInt(total);
}

/** Options for `countToursUpToSymmetry`. */
export interface SymmetryCountOptions {
	closed: boolean;
	/** The method for the identity's count (all tours). Default: 'auto'. */
	method?: CountMethod | undefined;
}

/**
 * Counts geometrically distinct tours (undirected): orbits under the board's
 * rotations and reflections that keep its holes in place (8 on a square, 4 on
 * other rectangles), by Burnside's lemma. The tours each symmetry fixes are
 * counted by a frontier sweep over the board folded by the symmetry
 * (symmetric-sweep.ts: 3×40 closed in well under a second) where it applies,
 * else by the pruned search over half the board above (the 90° rotations of
 * square boards, and folded boards too wide for the sweep).
 */
export function countToursUpToSymmetry(board: Board, options: SymmetryCountOptions): bigint {
	const fn = 'countToursUpToSymmetry';
	checkBoard(fn, board);
	checkObject(fn, 'options', options, 'an object such as { closed: true }');
	checkBoolean(fn, 'options.closed', options.closed);
	if (options.method !== undefined) {
		checkOneOf(fn, 'options.method', options.method, ['search', 'frontier', 'split', 'auto']);
	}
	const symmetries = boardSymmetries(board);
	let sum = countTours(board, { closed: options.closed, method: options.method });
	for (const { image } of symmetries.slice(1)) {
		sum +=
			countSymmetricToursBySweep(board, image, options.closed) ??
			countSymmetricTours(board, image, options.closed);
	}
	const size = BigInt(symmetries.length);
	if (sum % size !== 0n) throw new Error('Burnside sum not divisible by the group order.');
	return sum / size;
}
