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
 */
import type { Board, Square } from '../board.ts';
import { graphOf } from '../solvers/backtracking.ts';
import { BATCH, STATE_AT, StateTable } from './state-table.ts';
import type { CountProgress } from './types.ts';

// Cell codes of a frontier square: no tour edge yet, two (done), one with the
// fragment's other end already a tour end ("dangling"), or one with the other
// end a loose end elsewhere on the frontier, marked by the same label ≥ 3.
const EMPTY = 0;
const FULL = 1;
const DANGLING = 2;
const FIRST_LABEL = 3;
/** A label no canonical state uses, for the fragment a step creates. */
const FRESH = 250;
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
	/** Kept cells whose needs this step can change: the new square and its earlier neighbours. */
	check: Int32Array;
	/** For each entry of `check`, how many of its square's neighbours are still to be swept. */
	checkFuture: Int32Array;
	/** The other kept cells (not the start), which stand as they stood a step ago. */
	others: Int32Array;
	/** For each entry of `others`, how many of its square's neighbours are still to be swept. */
	othersFuture: Int32Array;
	/** For each entry of `back`, how many of that square's neighbours come after this one. */
	backFuture: Int32Array;
	/** For each entry of `check`, +1 on a light square and −1 on a dark one (0: colours do not alternate). */
	checkSign: Int32Array;
	/** The kept cells not in `check` (the start included). */
	rest: Int32Array;
	/** Their colour signs, as `checkSign`. */
	restSign: Int32Array;
	/** 2 × (dark − light squares still to be swept). */
	balance: number;
	/**
	 * At a column's end on a board symmetric across the sweep, `mirror[j]` is the kept cell that
	 * reflects kept cell j; a state and its reflection then have the same future, so only the
	 * smaller of the two is kept. Null elsewhere.
	 */
	mirror: Int32Array | null;
}

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

/** Returns the largest frontier (in squares) the sweep of `board` meets: the cost driver. */
export function frontierWidth(board: Board): number {
	return planSweep(board, -1).width;
}

/** Precomputes every step of the sweep: which cells each square touches, keeps and drops. */
function planSweep(board: Board, start: Square): { steps: Step[]; width: number } {
	// The reflection that keeps the sweep's direction: across the rows swept in each column.
	const byColumns = board.rows <= board.cols;
	const reflect = (s: Square): Square => {
		const r = Math.floor(s / board.cols);
		const c = s % board.cols;
		return byColumns ? (board.rows - 1 - r) * board.cols + c : r * board.cols + board.cols - 1 - c;
	};
	let symmetric = start < 0;
	for (let s = 0; s < board.size && symmetric; s++) {
		symmetric = (board.holes?.[s] ?? 0) === (board.holes?.[reflect(s)] ?? 0);
	}
	const { offsets, adjacency } = graphOf(board);
	const order = sweepOrder(board);
	const n = order.length;
	const index = new Int32Array(board.size).fill(-1);
	order.forEach((square, i) => (index[square] = i));
	// last[i] is the step after which square i has no unswept neighbour left.
	const last = new Int32Array(n);
	for (let i = 0; i < n; i++) {
		const square = order[i] as Square;
		let max = i;
		for (let k = offsets[square] ?? 0; k < (offsets[square + 1] ?? 0); k++) {
			max = Math.max(max, index[adjacency[k] as Square] ?? 0);
		}
		last[i] = max;
	}
	const steps: Step[] = [];
	let live: number[] = [];
	let width = 0;
	// Every leap changes colour when the leaper's steps add up to an odd number (the knight's 1 + 2).
	const [a, b] = board.leaper;
	const sign = (s: Square): number =>
		(a + b) % 2 === 0 ? 0 : (Math.floor(s / board.cols) + (s % board.cols)) % 2 === 0 ? -1 : 1;
	let balance = 0;
	for (const s of order) balance -= 2 * sign(s);
	const swept = new Set<Square>();
	for (let i = 0; i < n; i++) {
		const square = order[i] as Square;
		const back: number[] = [];
		for (let k = offsets[square] ?? 0; k < (offsets[square + 1] ?? 0); k++) {
			const j = index[adjacency[k] as Square] ?? -1;
			if (j < i) back.push(live.indexOf(j));
		}
		back.sort((a, b) => a - b);
		const cells = [...live, i];
		const leaving: number[] = [];
		const keep: number[] = [];
		cells.forEach((j, position) => ((last[j] ?? 0) === i ? leaving : keep).push(position));
		const startAt = start >= 0 ? cells.indexOf(index[start] ?? -1) : -1;
		/** Counts the neighbours of the square at a frontier position that come after this one. */
		const ahead = (position: number): number => {
			const s = order[cells[position] as number] as Square;
			let count = 0;
			for (let k = offsets[s] ?? 0; k < (offsets[s + 1] ?? 0); k++) {
				if ((index[adjacency[k] as Square] ?? 0) > i) count++;
			}
			return count;
		};
		const changed = new Set([...back, cells.length - 1]);
		const check = keep.filter((position) => changed.has(position));
		const others = keep.filter((position) => !changed.has(position) && position !== startAt);
		const backFuture = back.map(ahead);
		const rest = keep.filter((position) => !changed.has(position));
		const colourAt = (position: number): number => sign(order[cells[position] as number] as Square);
		balance += 2 * sign(square);
		swept.add(square);
		let mirror: Int32Array | null = null;
		if (symmetric && [...swept].every((t) => swept.has(reflect(t)))) {
			const keptSquares = keep.map((position) => order[cells[position] as number] as Square);
			const images = keptSquares.map((t) => keptSquares.indexOf(reflect(t)));
			if (images.every((j) => j >= 0)) mirror = Int32Array.from(images);
		}
		steps.push({
			back: Int32Array.from(back),
			leaving: Int32Array.from(leaving),
			keep: Int32Array.from(keep),
			startAt,
			startLeaves: startAt >= 0 && leaving.includes(startAt),
			check: Int32Array.from(check),
			checkFuture: Int32Array.from(check.map(ahead)),
			others: Int32Array.from(others),
			othersFuture: Int32Array.from(others.map(ahead)),
			backFuture: Int32Array.from(backFuture),
			checkSign: Int32Array.from(check, colourAt),
			rest: Int32Array.from(rest),
			restSign: Int32Array.from(rest, colourAt),
			balance,
			mirror,
		});
		live = keep.map((position) => cells[position] as number);
		width = Math.max(width, cells.length);
	}
	return { steps, width };
}

/** Bits per frontier cell in a packed state; eight cells to a 32-bit word. */
const BITS = 4;
/** Widest frontier the packing holds: labels must stay below 2^BITS. */
export const MAX_FRONTIER_WIDTH = 2 * ((1 << BITS) - FIRST_LABEL);

/**
 * The sweep's working state. A class with typed-array fields rather than a
 * closure over `let`s: the inner loop runs some ten million times on 6×6 open,
 * and V8 keeps class fields in fast slots.
 */
class Sweep {
	readonly closed: boolean;
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
	readonly relabel: Int32Array;
	readonly renamed: Int32Array;
	/** Cells `repoint` changed for the current candidate, so they can be restored. */
	readonly repointed: Int32Array;
	repointCount = 0;
	/** Scratch for a state's mirror image. */
	readonly mirrored: Int32Array;
	targets: Int32Array;
	targetCount = 0;
	/** In double mode, the count of each target, which waits for a batch to be added. */
	targetCounts: Float64Array;
	big = false;
	startGone = false;
	shortOthers = 0;
	/** Whether leaps change colour, so the colour count can cut states (open paths only). */
	readonly colour: boolean;
	/** The colour difference over the cells a step leaves alone, for the state being expanded. */
	colourRest = 0;
	/** Tours completed in the current layer, while counts are doubles (exact: below 2^53). */
	wins = 0;
	/** Tours completed in the current layer, once counts are `bigint`s. */
	bigWins = 0n;

	/** Sets up a sweep of `steps` over a frontier of at most `width` cells. */
	constructor(steps: Step[], width: number, closed: boolean, hasStart: boolean) {
		this.closed = closed;
		this.hasStart = hasStart;
		this.endCap = closed ? 0 : hasStart ? 1 : 2;
		this.steps = steps;
		this.endsField = width;
		this.words = Math.ceil((width + 1) / 8);
		this.current = new StateTable(this.words);
		this.next = new StateTable(this.words);
		this.cells = new Int32Array(width + 1);
		this.work = new Int32Array(width + 1);
		this.relabel = new Int32Array(FRESH + 1).fill(-1);
		for (let code = 0; code < FIRST_LABEL; code++) this.relabel[code] = code;
		this.renamed = new Int32Array(width + 1);
		this.mirrored = new Int32Array(this.words);
		this.repointed = new Int32Array(2 * (width + 1));
		this.colour = !closed && steps.some((step) => step.restSign.some((sign) => sign !== 0));
		this.targets = new Int32Array(2 * BATCH * this.words);
		this.targetCounts = new Float64Array(2 * BATCH);
		this.current.add(new Int32Array(this.words), 0, 1);
	}

	/** Prepares layer `i`: switches to `bigint` counts before doubles could lose exactness. */
	begin(i: number): void {
		const back = (this.steps[i] as Step).back.length;
		// A state has at most 1 + b + b(b−1)/2 successors, so the next layer's total is bounded by
		// this layer's times that; doubles are exact below 2^53.
		const fanOut = 1 + back + (back * (back - 1)) / 2;
		if (!this.big && this.current.total * fanOut * 2 >= 2 ** 53) {
			this.big = true;
			this.current.toBig();
		}
		// Sized for a layer as big as this one: the big layers of 6×6 change by less than 2×, so the
		// table regrows at most once, and a shrinking layer does not hold twice the memory it needs.
		this.next.clear(this.current.size);
		if (this.big) this.next.toBig();
		this.wins = 0;
		this.bigWins = 0n;
	}

	/** Finishes layer `i`; returns the tours it completed. */
	end(i: number): bigint {
		const table = this.current;
		this.current = this.next;
		this.next = table;
		if ((this.steps[i] as Step).startLeaves) this.startGone = true;
		return this.bigWins + BigInt(this.wins);
	}

	/** Expands the states `from` to `to` (in table order) of layer `i` into the next layer. */
	expand(i: number, from: number, to: number): void {
		const step = this.steps[i] as Step;
		const before = step.keep.length + step.leaving.length - 1;
		const last = i === this.steps.length - 1;
		const { back, others, othersFuture, backFuture, rest, restSign, leaving } = step;
		const { cells, work, words, current, next, repointed } = this;
		const keys = current.ints;
		const stride = current.stride;
		const endsShift = (this.endsField & 7) * BITS;
		const endsWord = this.endsField >> 3;
		for (let slot = from; slot < to; slot++) {
			if (!current.filled(slot)) continue;
			const base = slot * stride + STATE_AT;
			for (let j = 0; j < before; j++) {
				cells[j] = ((keys[base + (j >> 3)] as number) >>> ((j & 7) * BITS)) & 15;
			}
			cells[before] = EMPTY;
			for (let j = 0; j <= before; j++) work[j] = cells[j] as number;
			const ends = ((keys[base + endsWord] as number) >>> endsShift) & 15;
			// Double counts go in batches across states (see `StateTable.addBatch`); bigints per state.
			if (this.big) this.targetCount = 0;
			const first = this.targetCount;
			let wins = 0;
			let short = 0;
			for (let k = 0; k < others.length; k++) {
				if (cells[others[k] as number] === EMPTY && othersFuture[k] === 1) short++;
			}
			this.shortOthers = short;
			if (this.colour) {
				let difference = step.balance;
				for (let k = 0; k < rest.length; k++) {
					const c = cells[rest[k] as number] as number;
					difference -= (restSign[k] as number) * (NEEDS[c] as number);
				}
				this.colourRest = difference;
			}
			// A neighbour of the new square that cannot get its edges from the squares still to come
			// must take one from this square (closed), or must when it is two short (open).
			// With every path end placed, an open path's frontier is as strict as a cycle's.
			const tight = this.closed || (!this.hasStart && ends === this.endCap);
			let forced = 0;
			let hopeless = false;
			for (let a = 0; a < back.length; a++) {
				const c = cells[back[a] as number] as number;
				const missing = (NEEDS[c] as number) - (backFuture[a] as number);
				if (missing > 2 || (tight && missing > 1)) hopeless = true;
				else if (missing === 2 || (tight && missing === 1)) forced |= 1 << a;
			}
			for (let a = hopeless ? back.length : -1; a < back.length; a++) {
				const p = a < 0 ? -1 : (back[a] as number);
				if (p >= 0 && cells[p] === FULL) continue;
				for (let b = a < 0 ? back.length : a + 1; b <= back.length; b++) {
					const q = b < back.length ? (back[b] as number) : -1;
					if (q >= 0 && cells[q] === FULL) continue;
					const covered = (a < 0 ? 0 : 1 << a) | (b < back.length ? 1 << b : 0);
					if ((forced & ~covered) !== 0) continue;
					this.repointCount = 0;
					if (this.apply(step, last, before + 1, ends, p, q) === 1) wins++;
					// Undo the candidate's writes rather than copy the whole state for the next one.
					work[before] = EMPTY;
					if (p >= 0) work[p] = cells[p] as number;
					if (q >= 0) work[q] = cells[q] as number;
					for (let k = 0; k < leaving.length; k++) {
						const at = leaving[k] as number;
						work[at] = cells[at] as number;
					}
					for (let k = 0; k < this.repointCount; k++) {
						const at = repointed[k] as number;
						work[at] = cells[at] as number;
					}
				}
			}
			const targets = this.targets;
			if (this.big) {
				const count = (current.bigs as bigint[])[slot] as bigint;
				if (wins > 0) this.bigWins += count * BigInt(wins);
				for (let k = 0; k < this.targetCount; k++) next.addBig(targets, k * words, count);
			} else {
				const count = current.doubles[(slot * stride) / 2] as number;
				this.wins += count * wins;
				const targetCounts = this.targetCounts;
				for (let k = first; k < this.targetCount; k++) targetCounts[k] = count;
				if (this.targetCount >= BATCH) {
					next.addBatch(targets, this.targetCounts, this.targetCount);
					this.targetCount = 0;
				}
			}
		}
		if (!this.big && this.targetCount > 0) {
			next.addBatch(this.targets, this.targetCounts, this.targetCount);
			this.targetCount = 0;
		}
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
		const { targets, work, relabel, renamed } = this;
		const base = this.targetCount * words;
		for (let w = 0; w < words; w++) targets[base + w] = 0;
		let label = FIRST_LABEL;
		let renamedCount = 0;
		const keep = step.keep;
		let word = 0;
		// Branch-free renaming (codes below FIRST_LABEL map to themselves in `relabel`): which cells
		// hold labels, and which labels are new, follow no pattern a branch predictor could learn.
		for (let j = 0; j < keep.length; j++) {
			const code = work[keep[j] as number] as number;
			const seen = relabel[code] as number;
			const fresh = seen >>> 31;
			const mapped = seen + fresh * (label + 1);
			relabel[code] = mapped;
			renamed[renamedCount] = code;
			renamedCount += fresh;
			label += fresh;
			word |= mapped << ((j & 7) * BITS);
			if ((j & 7) === 7) {
				targets[base + (j >> 3)] = word;
				word = 0;
			}
		}
		if ((keep.length & 7) !== 0) targets[base + (keep.length >> 3)] = word;
		const w = base + (this.endsField >> 3);
		targets[w] = (targets[w] as number) | (ends << ((this.endsField & 7) * BITS));
		for (let r = 0; r < renamedCount; r++) relabel[renamed[r] as number] = -1;
		if (step.mirror !== null) this.packSmaller(step.mirror, keep, base, ends);
		this.targetCount++;
	}

	/** Replaces the packed state at `base` by its mirror image when that packs smaller. */
	packSmaller(mirror: Int32Array, keep: Int32Array, base: number, ends: number): void {
		const { targets, work, relabel, renamed, mirrored, words } = this;
		mirrored.fill(0);
		let label = FIRST_LABEL;
		let renamedCount = 0;
		for (let j = 0; j < keep.length; j++) {
			let code = work[keep[mirror[j] as number] as number] as number;
			if (code >= FIRST_LABEL) {
				let mapped = relabel[code] as number;
				if (mapped < 0) {
					mapped = label++;
					relabel[code] = mapped;
					renamed[renamedCount++] = code;
				}
				code = mapped;
			}
			mirrored[j >> 3] = (mirrored[j >> 3] as number) | (code << ((j & 7) * BITS));
		}
		const e = this.endsField >> 3;
		mirrored[e] = (mirrored[e] as number) | (ends << ((this.endsField & 7) * BITS));
		for (let r = 0; r < renamedCount; r++) relabel[renamed[r] as number] = -1;
		for (let w = 0; w < words; w++) {
			const a = targets[base + w] as number;
			const b = mirrored[w] as number;
			if (a === b) continue;
			if (b < a) for (let k = 0; k < words; k++) targets[base + k] = mirrored[k] as number;
			return;
		}
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
	 * finished cells leave. Returns −1 (no tour can come of it), 1 (a whole tour was completed) or 0
	 * (a state to keep, now packed into `targets`).
	 */
	apply(step: Step, last: boolean, size: number, ends: number, p: number, q: number): number {
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
		let startEnded = this.startGone;
		const leaving = step.leaving;
		for (let k = 0; k < leaving.length; k++) {
			const at = leaving[k] as number;
			const c = work[at] as number;
			const isStart = at === step.startAt;
			work[at] = FULL;
			if (c === FULL) {
				if (isStart) return -1;
				continue;
			}
			if (c === EMPTY) return -1;
			// A square leaving with one edge is an end of the path.
			if (isStart) startEnded = true;
			else if (++ends > this.endCap) return -1;
			if (c === DANGLING) {
				return last && this.allFull(size) && (!this.hasStart || startEnded) ? 1 : -1;
			}
			this.repoint(c, at, size, DANGLING);
		}
		// A square that will see fewer new edges than it still needs must be a path end (one short),
		// and there are only so many ends: cut such states now rather than when the square leaves.
		// Only the new square and its neighbours changed; `shortOthers` counts the rest.
		let short = this.shortOthers;
		const check = step.check;
		for (let j = 0; j < check.length; j++) {
			const at = check[j] as number;
			const c = work[at] as number;
			const missing = (NEEDS[c] as number) - (step.checkFuture[j] as number);
			if (at === step.startAt) {
				if (c === FULL || missing > 1) return -1;
			} else if (missing > 0) {
				if (missing > 1) return -1;
				short++;
			}
		}
		if (ends + short > this.endCap) return -1;
		// Colours (open paths; closed states met it anyway in every test): the squares still to come
		// take exactly the edges the frontier still needs, so counting degrees on each colour,
		// 2 × (dark − light to come) = (light − dark needs), up to one for each path end still to be
		// placed. Only the changed cells are summed here; `colourRest` holds the others.
		if (this.colour) {
			let difference = this.colourRest;
			const signs = step.checkSign;
			for (let j = 0; j < check.length; j++) {
				const c = work[check[j] as number] as number;
				difference -= (signs[j] as number) * (NEEDS[c] as number);
			}
			const slack = this.endCap - ends + (this.hasStart && !startEnded ? 1 : 0);
			if (difference > slack || -difference > slack) return -1;
		}
		this.pack(step, ends);
		return 0;
	}
}

/** States expanded between progress reports. */
const CHUNK = 1 << 16;

/**
 * Counts undirected Hamiltonian cycles (`closed`) or paths of the board's graph,
 * yielding progress every step and every 65,536 states; returns the count.
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
	let done = 0n;
	for (let i = 0; i < n; i++) {
		sweep.begin(i);
		const states = sweep.current.capacity;
		for (let from = 0; from < states; from += CHUNK) {
			sweep.expand(i, from, Math.min(states, from + CHUNK));
			if (from + CHUNK < states) yield progress(i, from + CHUNK, states, n, sweep.next.size);
		}
		done += sweep.end(i);
		yield progress(i + 1, 0, 1, n, sweep.current.size);
	}
	return done;
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
