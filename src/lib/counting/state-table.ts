/**
 * A hash table from packed frontier states to counts, for the frontier sweep.
 * A state is a fixed number of 32-bit words; counts are doubles while they are
 * provably exact and `bigint`s after. Each slot holds its count and its state
 * side by side in one buffer (16 bytes for a two-word state, four to a cache
 * line), so a lookup touches one stretch of memory and the sweep reads the
 * table front to back: with millions of states the time goes into waiting on
 * memory, not into arithmetic. Typed arrays keep a million states from costing
 * a million heap objects, as `Map` keys above 2^31 or strings would.
 */

/** Fill above which the table doubles; linear probing stays short below it. */
const MAX_LOAD = 0.6;
/** Fill a fresh table is sized for, so that a layer rarely has to regrow. */
const TARGET_LOAD = 0.5;
/** Smallest capacity, in slots. */
const MIN_CAPACITY = 1024;
/** Where a slot's state starts, in 32-bit units from the slot's start (after the count). */
export const STATE_AT = 2;
/** States the sweep adds in one batch: enough misses to overlap, few enough to stay cached. */
export const BATCH = 512;

/** Packed states and their counts, in slots 0 .. capacity − 1; see `filled`. */
export class StateTable {
	/** 32-bit words per state. */
	readonly words: number;
	/** Number of states. */
	size = 0;
	/** Number of slots in use: a power of two. */
	capacity: number;
	/** The sum of the double counts: a bound for switching to `bigint`s in time. */
	total = 0;
	/** Counts once they are `bigint`s, by slot (the doubles then only mark filled slots). */
	bigs: bigint[] | null = null;
	/** Slot layout in 32-bit units: count (two units), state words, padding to 8 bytes. */
	readonly stride: number;
	/** The table as 32-bit integers (states at `slot * stride + 2`). */
	ints: Int32Array;
	/**
	 * The same memory as doubles: counts at `slot * stride / 2`. A count of zero marks an empty
	 * slot, as every state that is stored has a count of at least one.
	 */
	doubles: Float64Array;
	/** The memory behind the views; kept between layers and reused when big enough. */
	private buffer: ArrayBuffer;
	/** Raw hashes of a batch of states, so the probing pass does not hash again. */
	private hashes = new Int32Array(BATCH);
	/** Sink for the touching pass, so the engine cannot drop its loads. */
	touched = 0;

	/** Creates an empty table for states of `words` words. */
	constructor(words: number, capacity = MIN_CAPACITY) {
		this.words = words;
		this.stride = 2 * Math.ceil((2 + words) / 2);
		this.capacity = capacity;
		this.buffer = new ArrayBuffer(capacity * this.stride * 4);
		this.ints = new Int32Array(this.buffer);
		this.doubles = new Float64Array(this.buffer);
	}

	/** Tells whether a slot holds a state. */
	filled(slot: number): boolean {
		return this.doubles[(slot * this.stride) >> 1] !== 0;
	}

	/** Empties the table and sizes it for about `expected` states; counts go back to doubles. */
	clear(expected = 0): void {
		let capacity = MIN_CAPACITY;
		while (capacity * TARGET_LOAD < expected) capacity *= 2;
		const units = capacity * this.stride;
		if (this.buffer.byteLength < units * 4) {
			// Drop the old memory before asking for more, so the two are never held at once.
			this.ints = new Int32Array(0);
			this.doubles = new Float64Array(0);
			this.buffer = new ArrayBuffer(units * 4);
		} else {
			new Float64Array(this.buffer, 0, units >> 1).fill(0);
		}
		this.capacity = capacity;
		this.ints = new Int32Array(this.buffer, 0, units);
		this.doubles = new Float64Array(this.buffer, 0, units >> 1);
		this.size = 0;
		this.total = 0;
		this.bigs = null;
	}

	/** Switches the counts to `bigint`s. */
	toBig(): void {
		if (this.bigs !== null) return;
		const bigs = new Array<bigint>(this.capacity);
		for (let slot = 0; slot < this.capacity; slot++) {
			if (this.filled(slot)) bigs[slot] = BigInt(this.doubles[(slot * this.stride) >> 1] as number);
		}
		this.bigs = bigs;
	}

	/** Adds `count` to the state `source[offset ..]` (double counts). */
	add(source: Int32Array, offset: number, count: number): void {
		const at = this.slotOf(source, offset, this.hash(source, offset)) * this.stride;
		this.doubles[at >> 1] = (this.doubles[at >> 1] as number) + count;
		this.total += count;
	}

	/**
	 * Adds `counts[k]` to the state `source[k * words ..]` for k < n (double counts). A
	 * first pass reads each state's home slot: the reads do not depend on one another, so their
	 * cache misses overlap instead of being waited for one at a time by the probing pass.
	 */
	addBatch(source: Int32Array, counts: Float64Array, n: number): void {
		if (this.hashes.length < n) this.hashes = new Int32Array(n);
		const { hashes, words } = this;
		const mask = this.capacity - 1;
		const half = this.stride >> 1;
		const doubles = this.doubles;
		let sink = 0;
		for (let k = 0; k < n; k++) {
			const h = this.hash(source, k * words);
			hashes[k] = h;
			sink += doubles[(h & mask) * half] as number;
		}
		this.touched = sink;
		let total = this.total;
		for (let k = 0; k < n; k++) {
			const slot = this.slotOf(source, k * words, hashes[k] as number);
			// `slotOf` may have regrown the table, so the view is read afresh.
			const d = this.doubles;
			const count = counts[k] as number;
			d[slot * half] = (d[slot * half] as number) + count;
			total += count;
		}
		this.total = total;
	}

	/** Adds `count` to the state `source[offset ..]` (`bigint` counts). */
	addBig(source: Int32Array, offset: number, count: bigint): void {
		const slot = this.slotOf(source, offset, this.hash(source, offset));
		const bigs = this.bigs as bigint[];
		bigs[slot] = (bigs[slot] as bigint) + count;
	}

	/** Hashes the state `source[offset ..]`. */
	private hash(source: Int32Array, offset: number): number {
		let h = source[offset] as number;
		for (let w = 1; w < this.words; w++) {
			h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) ^ (source[offset + w] as number);
		}
		// MurmurHash3's finalizer: packed states differ in a few bits, and linear probing needs the
		// low bits well mixed.
		h ^= h >>> 16;
		h = Math.imul(h, 0x85ebca6b);
		h ^= h >>> 13;
		h = Math.imul(h, 0xc2b2ae35);
		return h ^ (h >>> 16);
	}

	/** Finds the slot of a state with hash `h`, filling one (count zero) when it is new. */
	private slotOf(source: Int32Array, offset: number, h: number): number {
		const { words, stride, ints, doubles } = this;
		const mask = this.capacity - 1;
		let slot = h & mask;
		for (;;) {
			const at = slot * stride;
			if (doubles[at >> 1] === 0) break;
			let same = ints[at + STATE_AT] === source[offset];
			for (let w = 1; same && w < words; w++) same = ints[at + STATE_AT + w] === source[offset + w];
			if (same) return slot;
			slot = (slot + 1) & mask;
		}
		const at = slot * stride;
		for (let w = 0; w < words; w++) ints[at + STATE_AT + w] = source[offset + w] as number;
		// A new state's count starts at zero, and zero marks an empty slot: in `bigint` mode the
		// double only marks the slot, so it is one; in double mode the caller adds at least one.
		if (this.bigs !== null) {
			doubles[at >> 1] = 1;
			this.bigs[slot] = 0n;
		}
		this.size++;
		if (this.size > this.capacity * MAX_LOAD) return this.grow(slot);
		return slot;
	}

	/** Doubles the table, re-files every state, and returns the new slot of `follow`. */
	private grow(follow: number): number {
		const { ints, doubles, bigs, stride, capacity, words } = this;
		// A slot just filled in double mode still has count zero; mark it so it moves with the rest.
		const marked = doubles[(follow * stride) >> 1] === 0;
		if (marked) doubles[(follow * stride) >> 1] = -1;
		this.capacity = capacity * 2;
		this.buffer = new ArrayBuffer(this.capacity * stride * 4);
		this.ints = new Int32Array(this.buffer);
		this.doubles = new Float64Array(this.buffer);
		this.bigs = bigs === null ? null : new Array<bigint>(this.capacity);
		const mask = this.capacity - 1;
		let followed = -1;
		for (let old = 0; old < capacity; old++) {
			const from = old * stride;
			if (doubles[from >> 1] === 0) continue;
			let slot = this.hash(ints, from + STATE_AT) & mask;
			while (this.doubles[(slot * stride) >> 1] !== 0) slot = (slot + 1) & mask;
			const at = slot * stride;
			for (let w = 0; w < words; w++)
				this.ints[at + STATE_AT + w] = ints[from + STATE_AT + w] as number;
			this.doubles[at >> 1] = doubles[from >> 1] as number;
			if (bigs !== null && this.bigs !== null) this.bigs[slot] = bigs[old] as bigint;
			if (old === follow) followed = slot;
		}
		if (marked) this.doubles[(followed * stride) >> 1] = 0;
		return followed;
	}
}
