import { finish } from '../solvers/types.ts';

/**
 * A hash table from packed frontier states to counts, for the frontier sweep.
 * A state is a fixed number of 32-bit words; each slot holds its count and its
 * state side by side in one buffer, so a lookup touches one stretch of memory:
 * with millions of states the time goes into waiting on memory, not into
 * arithmetic. Counts take one of three layouts, chosen per layer from a bound
 * on the layer's total: 32-bit integers while every count stays below 2^32
 * (12 bytes a slot for a two-word state), doubles while they are exact (16
 * bytes), `bigint`s after. Once a layer is complete its states move to the
 * front of the buffer, so that the sweep reads them densely, front to back.
 * Typed arrays keep a million states from costing a million heap objects, as
 * `Map` keys above 2^31 or strings would.
 */

/** Fill above which the table doubles. */
const MAX_LOAD = 0.8;
/** Fill a table is sized for, so that a layer rarely has to regrow. */
const TARGET_LOAD = 0.6;
/** Smallest capacity, in slots. */
const MIN_CAPACITY = 256;
/** States probed in one run: enough misses to overlap, few enough to stay cached. */
const BATCH = 512;
/** States the sweep hands over at once. */
export const FLUSH = 1 << 10;
/** Counts below this fit the narrow layout. */
export const NARROW_LIMIT = 2 ** 32;
/**
 * Which 32-bit half of a double holds its sign and exponent (1 on little-endian machines): a
 * count of at least one makes that half nonzero, so it alone tells a filled slot from an empty one.
 */
const HIGH_HALF = new Int32Array(new Float64Array([1]).buffer)[1] === 0 ? 0 : 1;

/** How counts are stored: 32-bit integers, doubles, or `bigint`s beside the table. */
export type CountLayout = 'narrow' | 'wide' | 'big';

/**
 * Some of a dense table's states, copied out as plain arrays that another thread can take (see
 * helper.ts): `size` slots of the table's own form (`stride` 32-bit units each, the state at
 * `stateAt`), with the counts in `bigs` in the `big` layout.
 */
export interface DenseStates {
	words: number;
	layout: CountLayout;
	size: number;
	ints: Int32Array;
	bigs: bigint[] | null;
}

/** Packed states and their counts: a hash table while a layer is built, then dense. */
/** The last salt handed out (see `StateTable.salt`): every table and layer gets a new one. */
let salts = 0;

export class StateTable {
	/** 32-bit words per state. */
	readonly words: number;
	/** Number of states. */
	size = 0;
	/** Number of slots. */
	capacity = 0;
	/**
	 * The sum of the counts while they are numbers: a bound for choosing the next layout. A double
	 * from the start (−0), as it soon outgrows small integers (see `Sweep.wins`).
	 */
	total = -0;
	/** Counts in the `big` layout, by slot (the narrow count field then only marks a filled slot). */
	bigs: bigint[] | null = null;
	/** Whether counts are doubles (two units at the slot's start) rather than 32-bit integers (one). */
	wide = false;
	/** Slot size in 32-bit units: the count, the state, and in the wide layout padding to 8 bytes. */
	stride = 0;
	/** Where a slot's state starts, in 32-bit units from the slot's start (after the count). */
	stateAt = 1;
	/**
	 * The table as 32-bit integers (states at `slot * stride + stateAt`). A count of zero marks
	 * an empty slot, as every state that is stored has a count of at least one.
	 */
	ints = new Int32Array(0);
	/** The same memory as doubles, for the wide layout: counts at `slot * stride / 2`. */
	doubles = new Float64Array(0);
	/** The memory behind the views; kept between layers and reused when big enough. */
	private buffer = new ArrayBuffer(0);
	/** Maps a 32-bit hash to a home slot: capacity / 2^32, so the capacity need not be a power of two. */
	private scale = 0;
	/** Hashes of a batch of states, so the probing pass does not hash again. */
	private hashes = new Int32Array(0);
	/**
	 * Mixed into the hash, and changed at every `clear`: a layer is read in the order of its own
	 * table, and with the same hash in the next table its successors would arrive sorted by home
	 * slot, piling up in long runs (a sweep whose layers shrink met runs of 50 thousand slots).
	 */
	private salt = 0;
	/** Sink for the touching pass, so the engine cannot drop its loads. */
	touched = 0;

	/** Creates an empty table for states of `words` words. */
	constructor(words: number) {
		this.words = words;
		this.clear(0, 'narrow');
	}

	/** Empties the table, sizes it for about `expected` states and sets the count layout. */
	clear(expected: number, layout: CountLayout): void {
		finish(this.clearSteps(expected, layout, Infinity));
	}

	/**
	 * Clears as `clear` does, pausing after every `every` 32-bit units it empties: emptying a large
	 * table takes a while (7×7 open: some 400 MB, a tenth of a second or more).
	 */
	*clearSteps(expected: number, layout: CountLayout, every: number): Generator<void, void> {
		this.wide = layout === 'wide';
		this.stateAt = this.wide ? 2 : 1;
		this.stride = this.wide ? 2 * Math.ceil((2 + this.words) / 2) : 1 + this.words;
		this.bigs = layout === 'big' ? [] : null;
		this.size = 0;
		this.total = 0;
		salts = (salts + 0x9e3779b9) | 0;
		this.salt = salts;
		// A fresh buffer comes zeroed, but its memory is only mapped as it is first written: the
		// first states filed would wait for it all at once (on 7×7 open, 200 ms for the first few
		// thousand). So it is written here too, a stretch at a time, as a reused one is cleared.
		this.resize(Math.max(MIN_CAPACITY, Math.ceil(expected / TARGET_LOAD)));
		const ints = this.ints;
		for (let from = 0; from < ints.length; from += every) {
			if (from > 0) yield;
			ints.fill(0, from, Math.min(ints.length, from + every));
		}
	}

	/** Gives the count of the state in slot (once dense, at index) `slot`, while counts are numbers. */
	countAt(slot: number): number {
		const at = slot * this.stride;
		return this.wide ? (this.doubles[at >> 1] as number) : (this.ints[at] as number) >>> 0;
	}

	/** Moves the states to slots 0 .. size − 1, in table order, for reading front to back. */
	compact(): void {
		const steps = this.compactSteps(Infinity);
		while (steps.next().done !== true);
	}

	/**
	 * Compacts as `compact` does, pausing after every `every` slots it looks at, so that a caller
	 * can report progress on a large table (7×7 open: 12 million slots, a third of a second).
	 */
	*compactSteps(every: number): Generator<void, void> {
		const { ints, stride, capacity, bigs } = this;
		const mark = this.markAt();
		let to = 0;
		let left = every;
		for (let from = 0; from < capacity * stride; from += stride) {
			if (--left === 0) {
				yield;
				left = every;
			}
			if (ints[from + mark] === 0) continue;
			for (let unit = 0; unit < stride; unit++) ints[to + unit] = ints[from + unit] as number;
			if (bigs !== null) bigs[to / stride] = bigs[from / stride] as bigint;
			to += stride;
		}
		if (bigs !== null) bigs.length = to / stride;
	}

	/** How this table stores its counts. */
	get layout(): CountLayout {
		return this.bigs !== null ? 'big' : this.wide ? 'wide' : 'narrow';
	}

	/** The states of a dense table as they are, without a copy: views of the table's memory. */
	dense(): DenseStates {
		const { words, layout, size, bigs } = this;
		const ints = this.ints.subarray(0, size * this.stride);
		return { words, layout, size, ints, bigs: bigs === null ? null : bigs.slice(0, size) };
	}

	/** Copies the states in `slots` (of a dense table) out, in that order. */
	copyOut(slots: Int32Array): DenseStates {
		return finish(this.copyOutSteps(slots, Infinity));
	}

	/** Copies out as `copyOut` does, pausing after every `every` states. */
	*copyOutSteps(slots: Int32Array, every: number): Generator<void, DenseStates> {
		const { stride, bigs } = this;
		const ints = new Int32Array(slots.length * stride);
		for (let k = 0, left = every; k < slots.length; k++) {
			if (--left === 0) {
				yield;
				left = every;
			}
			const from = (slots[k] as number) * stride;
			for (let unit = 0; unit < stride; unit++) {
				ints[k * stride + unit] = this.ints[from + unit] as number;
			}
		}
		return {
			words: this.words,
			layout: this.layout,
			size: slots.length,
			ints,
			bigs: bigs === null ? null : Array.from(slots, (slot) => bigs[slot] as bigint),
		};
	}

	/**
	 * Makes a dense table of the states of `parts` one after another, which must differ from one
	 * another (each part's states are kept as they are, not merged), in the widest layout among them.
	 */
	static fromParts(words: number, parts: DenseStates[]): StateTable {
		return finish(StateTable.fromPartsSteps(words, parts, Infinity));
	}

	/** Makes a table as `fromParts` does, pausing after every `every` states. */
	static *fromPartsSteps(
		words: number,
		parts: DenseStates[],
		every: number,
	): Generator<void, StateTable> {
		const layouts: CountLayout[] = ['narrow', 'wide', 'big'];
		const layout = layouts[Math.max(0, ...parts.map((part) => layouts.indexOf(part.layout)))];
		const table = new StateTable(words);
		const size = parts.reduce((sum, part) => sum + part.size, 0);
		// Dense from the start, and never a hash table: room for `size` states, no more.
		yield* table.clearSteps(size * TARGET_LOAD, layout as CountLayout, every * 8);
		const { stride, stateAt } = table;
		const bigs = table.bigs;
		let to = 0;
		let total = 0;
		for (const part of parts) {
			// The part's slots are laid out as a table of its layout lays them out.
			const form = new StateTable(words);
			form.clear(0, part.layout);
			const doubles =
				part.layout === 'wide'
					? new Float64Array(part.ints.buffer, part.ints.byteOffset, part.ints.length >> 1)
					: null;
			for (let k = 0, left = every; k < part.size; k++, to++) {
				if (--left === 0) {
					yield;
					left = every;
				}
				const at = k * form.stride;
				for (let w = 0; w < words; w++) {
					table.ints[to * stride + stateAt + w] = part.ints[at + form.stateAt + w] as number;
				}
				const count =
					doubles !== null ? (doubles[at >> 1] as number) : (part.ints[at] as number) >>> 0;
				if (bigs !== null) {
					bigs[to] = part.bigs?.[k] ?? BigInt(count);
					table.ints[to * stride] = 1;
					continue;
				}
				total += count;
				if (table.wide) table.doubles[(to * stride) >> 1] = count;
				else table.ints[to * stride] = count;
			}
		}
		table.size = size;
		table.total = total;
		return table;
	}

	/** Switches the counts of a dense table to `bigint`s. */
	toBig(): void {
		if (this.bigs !== null) return;
		const bigs = new Array<bigint>(this.size);
		for (let k = 0; k < this.size; k++) bigs[k] = BigInt(this.countAt(k));
		this.bigs = bigs;
	}

	/**
	 * Adds `counts[k]` to the state `source[k * words ..]` for k < n (number counts). Within a
	 * run of `BATCH` states, a first pass reads each state's home slot: the reads do not depend on
	 * one another, so their cache misses overlap instead of being waited for one at a time by the
	 * probing pass.
	 */
	addBatch(source: Int32Array, counts: Float64Array, n: number): void {
		if (this.hashes.length < n) this.hashes = new Int32Array(n);
		const { hashes, words } = this;
		for (let k = 0; k < n; k++) hashes[k] = this.hash(source, k * words);
		let total = this.total;
		for (let from = 0; from < n; from += BATCH) {
			const to = Math.min(n, from + BATCH);
			const { ints, stride, scale } = this;
			let sink = 0;
			for (let k = from; k < to; k++) {
				sink ^= ints[((((hashes[k] as number) >>> 0) * scale) | 0) * stride] as number;
			}
			this.touched = sink;
			for (let k = from; k < to; k++) {
				const slot = this.slotOf(source, k * words, hashes[k] as number);
				const count = counts[k] as number;
				// `slotOf` may have regrown the table, so the views are read afresh.
				const at = slot * this.stride;
				if (this.wide) {
					const doubles = this.doubles;
					doubles[at >> 1] = (doubles[at >> 1] as number) + count;
				} else {
					// Below 2^32 the sum survives the store's wrap to a signed 32-bit value.
					const table = this.ints;
					table[at] = ((table[at] as number) >>> 0) + count;
				}
				total += count;
			}
		}
		this.total = total;
	}

	/** Adds `count` to the state `source[offset ..]` (`bigint` counts). */
	addBig(source: Int32Array, offset: number, count: bigint): void {
		const slot = this.slotOf(source, offset, this.hash(source, offset));
		const bigs = this.bigs as bigint[];
		bigs[slot] = (bigs[slot] ?? 0n) + count;
	}

	/** Points the views at `capacity` slots; tells whether that took a fresh buffer. */
	private resize(capacity: number): boolean {
		const units = capacity * this.stride;
		const fresh = this.buffer.byteLength < units * 4;
		if (fresh) {
			// Let go of the old memory first, so that the collector may hand it back.
			this.ints = new Int32Array(0);
			this.doubles = new Float64Array(0);
			this.buffer = new ArrayBuffer(0);
			this.buffer = new ArrayBuffer(units * 4);
		}
		this.capacity = capacity;
		this.scale = capacity / 2 ** 32;
		this.ints = new Int32Array(this.buffer, 0, units);
		this.doubles = new Float64Array(this.buffer, 0, this.wide ? units >> 1 : 0);
		return fresh;
	}

	/** Hashes the state `source[offset ..]`. */
	private hash(source: Int32Array, offset: number): number {
		let h = (source[offset] as number) ^ this.salt;
		for (let w = 1; w < this.words; w++) {
			h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ (source[offset + w] as number);
		}
		// MurmurHash3's finalizer: packed states differ in a few bits, and the home slot is taken
		// from the high bits, which must depend on all of them.
		h ^= h >>> 16;
		h = Math.imul(h, 0x85ebca6b);
		h ^= h >>> 13;
		h = Math.imul(h, 0xc2b2ae35);
		return h ^ (h >>> 16);
	}

	/**
	 * Finds the slot of a state with hash `h`, filling one when it is new: with count zero in the
	 * number layouts (the caller adds at least one), with a marker of one in the `big` layout.
	 */
	private slotOf(source: Int32Array, offset: number, h: number): number {
		const { words, stride, ints, capacity, stateAt } = this;
		const mark = this.markAt();
		let slot = ((h >>> 0) * this.scale) | 0;
		for (;;) {
			const at = slot * stride;
			if (ints[at + mark] === 0) break;
			let same = ints[at + stateAt] === source[offset];
			for (let w = 1; same && w < words; w++) same = ints[at + stateAt + w] === source[offset + w];
			if (same) return slot;
			if (++slot === capacity) slot = 0;
		}
		const at = slot * stride;
		for (let w = 0; w < words; w++) ints[at + stateAt + w] = source[offset + w] as number;
		if (this.bigs !== null) ints[at] = 1;
		this.size++;
		if (this.size > capacity * MAX_LOAD) return this.grow(slot);
		return slot;
	}

	/** Doubles the table, re-files every state, and returns the new slot of `follow`. */
	private grow(follow: number): number {
		const { stride, capacity, stateAt, bigs } = this;
		const mark = this.markAt();
		const old = this.ints;
		// A slot just filled may still have count zero; mark it so it moves with the rest.
		const marked = old[follow * stride + mark] === 0;
		if (marked) old[follow * stride + mark] = -1;
		// A fresh buffer, as the old one is still being read.
		this.buffer = new ArrayBuffer(0);
		this.resize(capacity * 2);
		const ints = this.ints;
		this.bigs = bigs === null ? null : [];
		let followed = -1;
		for (let from = 0; from < capacity; from++) {
			const source = from * stride;
			if (old[source + mark] === 0) continue;
			let slot = ((this.hash(old, source + stateAt) >>> 0) * this.scale) | 0;
			while (ints[slot * stride + mark] !== 0) if (++slot === this.capacity) slot = 0;
			ints.set(old.subarray(source, source + stride), slot * stride);
			if (bigs !== null && this.bigs !== null) this.bigs[slot] = bigs[from] as bigint;
			if (from === follow) followed = slot;
		}
		if (marked) ints[followed * stride + mark] = 0;
		return followed;
	}

	/** Gives the unit of a slot that is zero exactly when the slot is empty. */
	private markAt(): number {
		return this.wide ? HIGH_HALF : 0;
	}
}

/** Runs `steps`, yielding `news()` at each of its pauses; returns what it returns. */
export function* paced<T, N>(steps: Generator<void, T>, news: () => N): Generator<N, T> {
	for (;;) {
		const step = steps.next();
		if (step.done === true) return step.value;
		yield news();
	}
}
