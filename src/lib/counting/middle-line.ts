/**
 * The middle line of a split count on a board of odd length (split-sweep.ts).
 *
 * A board with an odd number of lines along its sweep (7×7: columns 0 to 6) has no cut with the
 * same number of lines on each side, and the longer side costs far more than the shorter (7×7
 * open, cut between columns 2 and 3: 86 s against 13 s). So the cut is the middle line m itself:
 * the left side takes every edge with a square before m and none past it, the right side the
 * mirror image of that, and the edges left over leap over m (for the knight, from m − 1 to m + 1)
 * or join the apex to a square on m. Both sides are then mirror images of each other, and one
 * sweep serves both on a symmetric board.
 *
 * The left-over edges are few and simple: a square past m that takes some (on m + 1) has its
 * other edges on the right side, so it must take exactly as many as its right state leaves it
 * short of two. This module turns each right state, with each choice of the left-over edges that
 * fits it, into an entry on the left side's cut squares: the degrees there (those before m get
 * their leaps over m, those on m and the apex add theirs to the right state's) and the pairing of
 * the path ends, with the right state's fragments continued along the chosen edges. Entries whose
 * degrees no left state completes are dropped before their pairing is worked out, and equal
 * entries are merged (7×7 open: 87 million choices tried, 47 million kept, 6.5 million distinct).
 * The split count then joins the left states with the entries as it joins two sides.
 */
import type { Square } from '../board.ts';
import { finish } from '../solvers/types.ts';
import { bitCount } from './cut-keys.ts';
import type { SideStates } from './frontier.ts';
import { buffersOf, type HelperQueue } from './helper.ts';
import { FLUSH, paced, StateTable, type DenseStates } from './state-table.ts';
import type { CountProgress, SavedSide } from './types.ts';

/**
 * Cell codes of frontier.ts: no edge, two edges, a fragment that ends the tour (never on a side,
 * which has no tour ends of its own), and the first label of the two ends of a fragment.
 */
const EMPTY = 0;
const FULL = 1;
const DANGLING = 2;
const FIRST_LABEL = 3;

/** States read, keys marked or entries copied between progress reports, less one: under 100 ms. */
const NEWS_EVERY = (1 << 14) - 1;

/**
 * Most states read between progress reports; with a helper, the blocks of states that go to one
 * thread or the other are this long, or a 64th of the states if that is shorter (at least 256).
 */
const BLOCK = NEWS_EVERY + 1;

/** What `middleEntries` needs to know of the board and the cut. */
export interface MiddleLine {
	/** The left side's cut squares in cut order (the apex, if any, as the square past the last). */
	cutSquares: Square[];
	/** The edges neither side takes, as pairs of squares (the apex as above). */
	edges: [Square, Square][];
	/** Whether a square lies past the middle line (never the apex). */
	isPast: (s: Square) => boolean;
}

/**
 * What `Entries` needs to know, as plain data that a helper thread can take (see helper.ts): the
 * right side's cells as the board's squares (their mirror images across the middle line) and
 * whether each lies past the line; the left side's cut squares and the edges over the line (see
 * `MiddleLine`); whether counts are `bigint`s; and the codes allowed (see `Entries.allowed`).
 */
export interface EntriesSpec {
	squares: Square[];
	past: boolean[];
	cutSquares: Square[];
	edges: [Square, Square][];
	big?: boolean;
	allowed?: Uint8Array;
}

/**
 * Builds the entries of the right side's states `side`, whose squares `toBoard` maps to the
 * board's (their mirror images across the middle line), for a join with left states whose degree
 * keys are `leftKeys`. Yields progress as `news` words it. With a `helper`, the helper thread
 * builds the entries of a `share` of the states, which are merged with this thread's.
 */
export function* middleEntries(
	side: SideStates,
	toBoard: (s: Square) => Square,
	line: MiddleLine,
	leftKeys: Uint32Array,
	news: (fraction: number) => CountProgress,
	helping?: { helper: HelperQueue; share: number },
): Generator<CountProgress, SavedSide> {
	const helper = helping?.helper;
	const squares = side.squares.map(toBoard);
	const { cutSquares, edges, isPast } = line;
	const spec: EntriesSpec = { squares, past: squares.map(isPast), cutSquares, edges };
	const entries = new Entries(side.table, spec);
	yield* paced(entries.makeRoom(NEWS_EVERY + 1), () => news(0));
	yield* entries.allow(leftKeys, () => news(0));
	const size = side.table.size;
	// With a helper, blocks of states spread evenly over the table are the helper's, a `share` of
	// them: states of one kind may lie together in the table (a side swept in two classes, see
	// `runSplit` in frontier.ts), and their entries may cost more or less than others'.
	const block = Math.max(1 << 8, Math.min(BLOCK, Math.ceil(size / 64)));
	const blocks = Math.ceil(size / block);
	const share = helping?.share ?? 0;
	const mine = (b: number): boolean => Math.floor((b + 1) * share) === Math.floor(b * share);
	let done = helper === undefined;
	let task = -1;
	try {
		if (helper !== undefined) {
			const slots: number[] = [];
			for (let b = 0; b < blocks; b++) {
				if (mine(b)) continue;
				for (let k = b * block; k < Math.min(size, (b + 1) * block); k++) slots.push(k);
			}
			const given = yield* paced(
				side.table.copyOutSteps(Int32Array.from(slots), NEWS_EVERY + 1),
				() => news(0),
			);
			const { big, allowed } = entries;
			task = helper.start(
				{ kind: 'entries', spec: { ...spec, big, allowed }, states: given },
				buffersOf(given),
			);
		}
		// Chunks that grow with the states read: until the engine has compiled it, reading a state
		// costs many times more (in Chromium, at first 50 µs a state, then 11 µs at 20 thousand
		// states read, and 3.5 µs once compiled): an eighth of what is read, from 256 to `BLOCK`.
		let read = 0;
		for (let b = 0; b < blocks; b++) {
			if (!mine(b)) continue;
			const from = b * block;
			for (let at = from; at < Math.min(size, from + block);) {
				const chunk = Math.min(BLOCK, (1 << 8) + (read >> 3));
				const to = Math.min(size, from + block, at + chunk);
				entries.read(at, to);
				read += to - at;
				at = to;
				yield news(read / Math.max(1, size));
			}
		}
		if (helper !== undefined) {
			const waiting = (): CountProgress => news(read / Math.max(1, size));
			const { entries: theirs } = yield* helper.wait(task, 'entries', waiting);
			done = true;
			yield* entries.merge(theirs, waiting);
		}
	} finally {
		if (!done) helper?.stop();
	}
	return yield* entries.finish(() => news(1));
}

/** Builds the entries of `states` (the helper thread's share, see `middleEntries`), merged. */
export function entriesPart(spec: EntriesSpec, states: DenseStates): SavedSide {
	const entries = new Entries(StateTable.fromParts(states.words, [states]), spec);
	finish(entries.makeRoom(Infinity));
	entries.read(0, states.size);
	return finish(entries.finish(() => ({ kind: 'progress', fraction: 1 })));
}

/** The working state of `middleEntries`: typed arrays in class fields, for the engine's sake. */
class Entries {
	/** The right side's states. */
	readonly states: StateTable;
	/** The left side's cut squares: local squares 0 .. cells − 1; squares past the line follow. */
	readonly cells: number;
	/** By the side's packed cell, its local square. */
	readonly localOf: Int32Array;
	/** 4^p by local square p: one more edge in a degree key (as a 32-bit integer). */
	readonly unit: Int32Array;
	/**
	 * The squares past the line, one group each: group g is local square cells + g, and its
	 * left-over edges go to the local squares `edgeTo[edgeStart[g] .. edgeStart[g + 1] − 1]`.
	 */
	readonly groups: number;
	readonly edgeStart: Int32Array;
	readonly edgeTo: Int32Array;
	/**
	 * The choices of group g's edges with `need` of them, as bit masks over its edges, at
	 * `choices[choiceStart[3g + need] .. choiceStart[3g + need + 1] − 1]`.
	 */
	readonly choiceStart: Int32Array;
	readonly choices: Int32Array;
	/** The left-over edges no square past the line takes: both ends are left cut squares. */
	readonly freeA: Int32Array;
	readonly freeB: Int32Array;
	/** The free choices that fit the state read, and what each adds to its key (see `listFree`). */
	readonly freeChoice: Int32Array;
	readonly freeDelta: Int32Array;
	readonly freeCode: Int32Array;
	/** Whether some group's edge ends on a free edge's square, so that a free choice may stop fitting. */
	readonly overlap: boolean;
	/**
	 * By local square on the cut, the value of its digit's place in an entry's base-3 code (its
	 * digits in an order of their own: see the constructor), and the codes an entry may have, as a
	 * bitmap: those some left state completes.
	 */
	readonly power: Int32Array;
	readonly allowed: Uint8Array;
	/**
	 * The fragments of the state read with the edges chosen so far: the degrees by local square,
	 * then from `half` on the partners (the other end of a path end's fragment, −1 for none).
	 */
	readonly frag: Int32Array;
	readonly half: number;
	/**
	 * What `join` overwrote, to be put back when a choice is undone: places in `frag` and their
	 * old values, `undoTop` of them; by level of `choose`, how many there were on reaching it.
	 */
	readonly undoAt: Int32Array;
	readonly undoValue: Int32Array;
	undoTop = 0;
	readonly markAt: Int32Array;
	/** By group, the edges its square needs. */
	readonly need: Int32Array;
	/**
	 * By level of `choose`, the degree key and the code (see `power`) on reaching it, and the next
	 * choice to try there.
	 */
	readonly keyAt: Int32Array;
	readonly codeAt: Int32Array;
	readonly choiceAt: Int32Array;
	/**
	 * The groups of the state read with more than one choice, in order: the levels of `choose`,
	 * by which `keyAt`, `codeAt`, `choiceAt` and `markAt` go.
	 */
	readonly branch: Int32Array;
	/** What `take` leaves: the degree key and code after the edges it took. */
	takenKey = 0;
	takenCode = 0;
	/** The state's count, as a number or (once counts outgrow doubles) a bigint. */
	count = -0;
	bigCount = 0n;
	/** By label, the local square of its first end met, while a state is read. */
	readonly firstOf: Int32Array;
	/** Entries waiting to be merged into `table`: degree key, pairing (two words), count. */
	readonly batch = new Int32Array(3 * FLUSH);
	readonly batchCounts = new Float64Array(FLUSH);
	batched = 0;
	readonly table: StateTable;
	readonly big: boolean;

	constructor(states: StateTable, spec: EntriesSpec) {
		this.states = states;
		const { cutSquares, edges } = spec;
		const cells = cutSquares.length;
		this.cells = cells;
		const local = new Map<Square, number>();
		cutSquares.forEach((s, p) => local.set(s, p));
		const past: Square[] = [];
		this.localOf = Int32Array.from(spec.squares, (t, j) => {
			if (!local.has(t)) {
				if (spec.past[j] !== true)
					throw new RangeError('A right cut square before the middle line is not on the cut.');
				local.set(t, cells + past.length);
				past.push(t);
			}
			return local.get(t) as number;
		});
		const n = cells + past.length;
		this.unit = Int32Array.from({ length: n }, (_, p) => (p < 16 ? 4 ** p : 0));
		this.groups = past.length;
		const owned: number[][] = past.map(() => []);
		const freeA: number[] = [];
		const freeB: number[] = [];
		for (const [u, v] of edges) {
			const a = local.get(u);
			const b = local.get(v);
			if (a === undefined || b === undefined) {
				throw new RangeError('An edge over the middle line has a square on neither cut.');
			}
			if (a >= cells && b >= cells)
				throw new RangeError('An edge over the middle line is past it.');
			if (a >= cells) (owned[a - cells] as number[]).push(b);
			else if (b >= cells) (owned[b - cells] as number[]).push(a);
			else {
				freeA.push(a);
				freeB.push(b);
			}
		}
		this.freeA = Int32Array.from(freeA);
		this.freeB = Int32Array.from(freeB);
		this.freeChoice = new Int32Array(2 ** freeA.length);
		this.freeDelta = new Int32Array(2 ** freeA.length);
		this.freeCode = new Int32Array(2 ** freeA.length);
		const reached = new Set(owned.flat());
		this.overlap = [...freeA, ...freeB].some((p) => reached.has(p));
		// The base-3 codes of degree keys, with the squares the choices change as the lowest
		// digits: a state's entries then look up one small stretch of the bitmap, in cache.
		const changing = new Set([...reached, ...freeA, ...freeB]);
		const order = Array.from({ length: cells }, (_, p) => p).sort(
			(x, y) => Number(changing.has(y)) - Number(changing.has(x)) || x - y,
		);
		this.power = new Int32Array(n);
		order.forEach((p, rank) => (this.power[p] = 3 ** rank));
		this.allowed = spec.allowed ?? new Uint8Array(Math.ceil(3 ** cells / 8));
		this.edgeStart = new Int32Array(past.length + 1);
		owned.forEach(
			(list, g) => (this.edgeStart[g + 1] = (this.edgeStart[g] as number) + list.length),
		);
		this.edgeTo = Int32Array.from(owned.flat());
		const choiceStart = [0];
		const choices: number[] = [];
		let combinations = 2 ** freeA.length;
		for (const list of owned) {
			let most = 0;
			for (let need = 0; need < 3; need++) {
				let found = 0;
				for (let mask = 0; mask < 1 << list.length; mask++) {
					if (bitCount(mask) !== need) continue;
					choices.push(mask);
					found++;
				}
				choiceStart.push(choices.length);
				most = Math.max(most, found);
			}
			combinations *= most;
		}
		this.choiceStart = Int32Array.from(choiceStart);
		this.choices = Int32Array.from(choices);
		this.half = n;
		this.frag = new Int32Array(2 * n);
		// Six writes an edge at most, and a state takes at most two edges a square.
		this.undoAt = new Int32Array(6 * (edges.length + 1));
		this.undoValue = new Int32Array(6 * (edges.length + 1));
		this.markAt = new Int32Array(past.length + 1);
		this.firstOf = new Int32Array(16);
		this.need = new Int32Array(past.length);
		this.keyAt = new Int32Array(past.length + 1);
		this.branch = new Int32Array(past.length);
		this.codeAt = new Int32Array(past.length + 1);
		this.choiceAt = new Int32Array(past.length + 1);
		// The entries' counts add up to at most the states' total times the choices a state has.
		this.big = spec.big ?? (states.bigs !== null || states.total * combinations * 2 >= 2 ** 53);
		// Sized by `makeRoom`, in steps.
		this.table = new StateTable(3);
	}

	/** Sizes the table of entries for about as many as the states, pausing every `every` units. */
	*makeRoom(every: number): Generator<void, void> {
		yield* this.table.clearSteps(this.states.size, this.big ? 'big' : 'wide', every);
	}

	/**
	 * Marks in `allowed` the codes of the entries that left states with degree keys `keys`
	 * complete: two less the left state's degree on each square, a byte of the key (four squares)
	 * at a time.
	 */
	*allow(keys: Uint32Array, news: () => CountProgress): Generator<CountProgress, void> {
		const { cells, power } = this;
		const byByte = new Int32Array(4 * 256);
		for (let b = 0; b < 4; b++) {
			for (let bits = 0; bits < 256; bits++) {
				let code = 0;
				for (let f = 0; f < 4; f++) {
					const p = 4 * b + f;
					if (p < cells) code += (2 - ((bits >> (2 * f)) & 3)) * (power[p] as number);
				}
				byByte[256 * b + bits] = code;
			}
		}
		const allowed = this.allowed;
		for (let k = 0; k < keys.length; k++) {
			if ((k & NEWS_EVERY) === NEWS_EVERY) yield news();
			const key = keys[k] as number;
			const code =
				(byByte[key & 255] as number) +
				(byByte[256 + ((key >>> 8) & 255)] as number) +
				(byByte[512 + ((key >>> 16) & 255)] as number) +
				(byByte[768 + (key >>> 24)] as number);
			allowed[code >>> 3] = (allowed[code >>> 3] as number) | (1 << (code & 7));
		}
	}

	/** Reads states `from` .. `to` − 1 of the side and files their entries. */
	read(from: number, to: number): void {
		const { cells, localOf, firstOf, need, groups, unit, power } = this;
		const frag = this.frag;
		const n = this.half;
		const table = this.states;
		const { ints, bigs, stateAt, stride } = table;
		for (let slot = from; slot < to; slot++) {
			const base = slot * stride + stateAt;
			frag.fill(0, 0, n);
			frag.fill(-1, n, 2 * n);
			firstOf.fill(-1);
			for (let j = 0; j < localOf.length; j++) {
				const code = ((ints[base + (j >> 3)] as number) >>> ((j & 7) * 4)) & 15;
				const at = localOf[j] as number;
				frag[at] = code === EMPTY ? 0 : code === FULL ? 2 : 1;
				if (code === DANGLING) throw new RangeError('A side has a path end of its own.');
				if (code < FIRST_LABEL) continue;
				const mate = firstOf[code] as number;
				if (mate < 0) firstOf[code] = at;
				else {
					frag[n + at] = mate;
					frag[n + mate] = at;
				}
			}
			// A square past the line takes exactly the edges its right state leaves it short of.
			let fits = true;
			for (let g = 0; g < groups; g++) {
				const short = 2 - (frag[cells + g] as number);
				need[g] = short;
				const edges = (this.edgeStart[g + 1] as number) - (this.edgeStart[g] as number);
				if (short > edges) fits = false;
			}
			if (!fits) continue;
			if (bigs !== null) this.bigCount = bigs[slot] as bigint;
			else this.count = table.countAt(slot);
			let key = 0;
			let code = 0;
			for (let p = 0; p < cells; p++) {
				key = (key + (frag[p] as number) * (unit[p] as number)) | 0;
				code += (frag[p] as number) * (power[p] as number);
			}
			this.choose(key, code);
		}
	}

	/**
	 * Tries every choice of the left-over edges for the state read, from degree key `key` (two bits
	 * a left cut square, as a 32-bit integer) and code `code` (see `power`), and keeps the entries
	 * that fit. A group with one choice (its square needs none of its edges, or all) takes it at
	 * once; the others are chosen depth first, then the free edges.
	 */
	choose(key: number, code: number): void {
		const { choiceStart, choices, need, keyAt, codeAt, choiceAt, markAt, branch } = this;
		const { allowed, freeChoice, freeDelta, freeCode, overlap, groups } = this;
		this.undoTop = 0;
		let forcedKey = key;
		let forcedCode = code;
		let branching = 0;
		for (let g = 0; g < groups; g++) {
			const at = 3 * g + (need[g] as number);
			const first = choiceStart[at] as number;
			if ((choiceStart[at + 1] as number) - first > 1) {
				branch[branching++] = g;
				continue;
			}
			if (!this.take(g, choices[first] as number, forcedKey, forcedCode)) return;
			forcedKey = this.takenKey;
			forcedCode = this.takenCode;
		}
		const freeCount = this.listFree(forcedKey);
		keyAt[0] = forcedKey;
		codeAt[0] = forcedCode;
		markAt[0] = this.undoTop;
		let i = 0;
		if (branching > 0)
			choiceAt[0] = choiceStart[
				3 * (branch[0] as number) + (need[branch[0] as number] as number)
			] as number;
		for (;;) {
			if (i === branching) {
				const reached = keyAt[i] as number;
				const coded = codeAt[i] as number;
				for (let k = 0; k < freeCount; k++) {
					const x = freeChoice[k] as number;
					const entry = coded + (freeCode[k] as number);
					if ((((allowed[entry >>> 3] as number) >>> (entry & 7)) & 1) === 0) continue;
					// Where a group's edges reach the free edges' squares, check their degrees again.
					if (overlap && !this.fitsFree(reached, x)) continue;
					this.accept((reached + (freeDelta[k] as number)) | 0, x);
				}
				// Back to the last group with a choice left.
				if (i === 0) return;
				i--;
			}
			const g = branch[i] as number;
			const c = choiceAt[i] as number;
			if (c === (choiceStart[3 * g + (need[g] as number) + 1] as number)) {
				if (i === 0) return;
				i--;
				continue;
			}
			choiceAt[i] = c + 1;
			// Back to the fragments before this group's edges.
			this.undo(markAt[i] as number);
			if (!this.take(g, choices[c] as number, keyAt[i] as number, codeAt[i] as number)) continue;
			i++;
			keyAt[i] = this.takenKey;
			codeAt[i] = this.takenCode;
			markAt[i] = this.undoTop;
			if (i < branching) {
				const h = branch[i] as number;
				choiceAt[i] = choiceStart[3 * h + (need[h] as number)] as number;
			}
		}
	}

	/**
	 * Takes the edges `mask` of group `g` from degree key `key` and code `code`: false when a
	 * square would have three edges or an edge closes a cycle; else the key and code after them
	 * are left in `takenKey` and `takenCode`.
	 */
	take(g: number, mask: number, key: number, code: number): boolean {
		const { edgeStart, edgeTo, unit, power, cells } = this;
		const first = edgeStart[g] as number;
		const last = edgeStart[g + 1] as number;
		let next = key;
		let nextCode = code;
		for (let e = first; e < last; e++) {
			if (((mask >> (e - first)) & 1) === 0) continue;
			const p = edgeTo[e] as number;
			if (((next >>> (2 * p)) & 3) >= 2) return false;
			next = (next + (unit[p] as number)) | 0;
			nextCode += power[p] as number;
		}
		for (let e = first; e < last; e++) {
			if (((mask >> (e - first)) & 1) === 1 && !this.join(cells + g, edgeTo[e] as number)) {
				return false;
			}
		}
		this.takenKey = next;
		this.takenCode = nextCode;
		return true;
	}

	/**
	 * Lists in `freeChoice` the choices of free edges (bit masks) whose squares' degrees stay at
	 * most two from degree key `key`, with what each adds to the key in `freeDelta`; returns how
	 * many. Built one edge at a time, so that a choice that does not fit is not extended.
	 */
	listFree(key: number): number {
		const { freeA, freeB, freeChoice, freeDelta, freeCode, unit, power } = this;
		freeChoice[0] = 0;
		freeDelta[0] = 0;
		freeCode[0] = 0;
		let count = 1;
		for (let f = 0; f < freeA.length; f++) {
			const a = freeA[f] as number;
			const b = freeB[f] as number;
			const before = count;
			for (let k = 0; k < before; k++) {
				const delta = freeDelta[k] as number;
				const next = (key + delta) | 0;
				if (((next >>> (2 * a)) & 3) >= 2 || ((next >>> (2 * b)) & 3) >= 2) continue;
				freeChoice[count] = (freeChoice[k] as number) | (1 << f);
				freeDelta[count] = (delta + (unit[a] as number) + (unit[b] as number)) | 0;
				freeCode[count] = (freeCode[k] as number) + (power[a] as number) + (power[b] as number);
				count++;
			}
		}
		return count;
	}

	/** Tells whether free edges `x` keep their squares' degrees at most two from degree key `key`. */
	fitsFree(key: number, x: number): boolean {
		const { freeA, freeB, unit } = this;
		let next = key;
		for (let f = 0; f < freeA.length; f++) {
			if (((x >> f) & 1) === 0) continue;
			const a = freeA[f] as number;
			const b = freeB[f] as number;
			if (((next >>> (2 * a)) & 3) >= 2) return false;
			next = (next + (unit[a] as number)) | 0;
			if (((next >>> (2 * b)) & 3) >= 2) return false;
			next = (next + (unit[b] as number)) | 0;
		}
		return true;
	}

	/**
	 * Continues the fragments after the groups' edges along free edges `x` and files the entry
	 * with degree key `key`, unless an edge closes a cycle or no path end is left.
	 */
	accept(key: number, x: number): void {
		const mark = this.undoTop;
		for (let f = 0; f < this.freeA.length; f++) {
			if (((x >> f) & 1) === 1 && !this.join(this.freeA[f] as number, this.freeB[f] as number)) {
				this.undo(mark);
				return;
			}
		}
		this.fileFragments(key);
		this.undo(mark);
	}

	/** Files the entry of the fragments in `frag`, with degree key `key`. */
	fileFragments(key: number): void {
		// The path ends: the squares of degree one, fields 01 of the key. An end's number is the
		// count of ends before it.
		const ends = key & ~(key >>> 1) & 0x55555555;
		// With no path end on the cut the sides share no path, so they cannot make one cycle.
		if (ends === 0) return;
		const frag = this.frag;
		const partners = this.half;
		let lo = 0;
		let hi = 0;
		for (let rest = ends; rest !== 0; rest &= rest - 1) {
			const bit = rest & -rest;
			const p = (31 - Math.clz32(bit)) >> 1;
			const e = bitCount(ends & (bit - 1));
			const mate = bitCount(ends & ((1 << (2 * (frag[partners + p] as number))) - 1));
			if (e < 8) lo |= mate << (4 * e);
			else hi |= mate << (4 * (e - 8));
		}
		this.file(key, lo, hi);
	}

	/** Adds the edge a–b to the fragments in `frag`, noting what it overwrites; false when it closes a cycle. */
	join(a: number, b: number): boolean {
		const frag = this.frag;
		const partners = this.half;
		const da = frag[a] as number;
		const db = frag[b] as number;
		// The far ends of the fragments the edge continues (a square with no edge is its own).
		const farA = da === 1 ? (frag[partners + a] as number) : a;
		const farB = db === 1 ? (frag[partners + b] as number) : b;
		if (farA === b) return false;
		this.set(a, da + 1);
		this.set(b, db + 1);
		if (da === 1) this.set(partners + a, -1);
		if (db === 1) this.set(partners + b, -1);
		this.set(partners + farA, farB);
		this.set(partners + farB, farA);
		return true;
	}

	/** Writes `value` at `at` in `frag`, noting the old value. */
	set(at: number, value: number): void {
		const top = this.undoTop;
		this.undoAt[top] = at;
		this.undoValue[top] = this.frag[at] as number;
		this.frag[at] = value;
		this.undoTop = top + 1;
	}

	/** Puts back what was overwritten since the undo stack held `mark` entries. */
	undo(mark: number): void {
		const { frag, undoAt, undoValue } = this;
		for (let top = this.undoTop - 1; top >= mark; top--) {
			frag[undoAt[top] as number] = undoValue[top] as number;
		}
		this.undoTop = mark;
	}

	/** Merges an entry into the table, in batches while counts are numbers. */
	file(key: number, lo: number, hi: number): void {
		const at = 3 * this.batched;
		this.batch[at] = key | 0;
		this.batch[at + 1] = lo;
		this.batch[at + 2] = hi;
		if (this.big) {
			this.table.addBig(this.batch, 0, this.bigCount);
			return;
		}
		this.batchCounts[this.batched] = this.count;
		if (++this.batched === FLUSH) this.flush();
	}

	flush(): void {
		this.table.addBatch(this.batch, this.batchCounts, this.batched);
		this.batched = 0;
	}

	/** Merges entries built elsewhere (by the helper thread) into the table, yielding `news()`. */
	*merge(part: SavedSide, news: () => CountProgress): Generator<CountProgress, void> {
		const { keys, lo, hi, counts, bigCounts } = part;
		for (let k = 0; k < keys.length; k++) {
			if ((k & NEWS_EVERY) === NEWS_EVERY) yield news();
			if (this.big) this.bigCount = bigCounts?.[k] ?? BigInt(counts[k] as number);
			else this.count = counts[k] as number;
			this.file((keys[k] as number) | 0, lo[k] as number, hi[k] as number);
		}
	}

	/** The merged entries, as a side the join reads. */
	*finish(news: () => CountProgress): Generator<CountProgress, SavedSide> {
		if (!this.big) this.flush();
		const table = this.table;
		const compacting = table.compactSteps((NEWS_EVERY + 1) * 16);
		while (compacting.next().done !== true) yield news();
		const size = table.size;
		const { ints, stride, stateAt, bigs } = table;
		const side: SavedSide = {
			keys: new Uint32Array(size),
			lo: new Int32Array(size),
			hi: new Int32Array(size),
			counts: new Float64Array(size),
			bigCounts: bigs === null ? null : bigs.slice(0, size),
		};
		for (let k = 0; k < size; k++) {
			if ((k & NEWS_EVERY) === NEWS_EVERY) yield news();
			const base = k * stride + stateAt;
			side.keys[k] = (ints[base] as number) >>> 0;
			side.lo[k] = ints[base + 1] as number;
			side.hi[k] = ints[base + 2] as number;
			side.counts[k] = bigs === null ? table.countAt(k) : Number(bigs[k]);
		}
		return side;
	}
}
