/**
 * A hash table from packed frontier states to counts, for the frontier sweep.
 * A state is a fixed number of 32-bit words; counts are doubles while they are
 * provably exact and `bigint`s after. Each slot holds its count, a fill mark
 * and its state side by side in one buffer, so a lookup touches one stretch of
 * memory and the sweep reads the table front to back: with millions of states
 * the time goes into waiting on memory, not into arithmetic. Typed arrays keep
 * a million states from costing a million heap objects, as `Map` keys above
 * 2^31 or strings would.
 */

/** Fill above which the table doubles; linear probing stays short below it. */
const MAX_LOAD = 0.6;

/** Packed states and their counts, in slots 0 .. capacity − 1; see `filled`. */
export class StateTable {
	/** 32-bit words per state. */
	readonly words: number;
	/** Number of states. */
	size = 0;
	/** Number of slots. */
	capacity: number;
	/** The sum of the double counts: a bound for switching to `bigint`s in time. */
	total = 0;
	/** Counts once they are `bigint`s, by slot (then the double counts are unused). */
	bigs: bigint[] | null = null;
	/** Slot layout in 32-bit units: count (two units), fill mark, state words. */
	readonly stride: number;
	/** The table as 32-bit integers (fill marks and states). */
	ints: Int32Array;
	/** The same memory as doubles (counts at `slot * stride / 2`). */
	doubles: Float64Array;
	/** A slot is filled when its mark equals this; emptying the table just moves it on. */
	private mark = 1;

	/** Creates an empty table for states of `words` words. */
	constructor(words: number, capacity = 1024) {
		this.words = words;
		this.stride = 2 * Math.ceil((3 + words) / 2);
		this.capacity = capacity;
		const buffer = new ArrayBuffer(capacity * this.stride * 4);
		this.ints = new Int32Array(buffer);
		this.doubles = new Float64Array(buffer);
	}

	/** Tells whether a slot holds a state. */
	filled(slot: number): boolean {
		return this.ints[slot * this.stride + 2] === this.mark;
	}

	/** Empties the table, keeping its memory; counts go back to doubles. */
	clear(): void {
		this.mark++;
		this.size = 0;
		this.total = 0;
		this.bigs = null;
	}

	/** Switches the counts to `bigint`s. */
	toBig(): void {
		if (this.bigs !== null) return;
		const bigs = new Array<bigint>(this.capacity);
		for (let slot = 0; slot < this.capacity; slot++) {
			if (this.filled(slot)) bigs[slot] = BigInt(this.doubles[(slot * this.stride) / 2] as number);
		}
		this.bigs = bigs;
	}

	/** Adds `count` to the state `source[offset ..]` (double counts). */
	add(source: Int32Array, offset: number, count: number): void {
		const at = this.slotOf(source, offset) * this.stride;
		this.doubles[at / 2] = (this.doubles[at / 2] as number) + count;
		this.total += count;
	}

	/** Adds `count` to the state `source[offset ..]` (`bigint` counts). */
	addBig(source: Int32Array, offset: number, count: bigint): void {
		const slot = this.slotOf(source, offset);
		const bigs = this.bigs as bigint[];
		bigs[slot] = (bigs[slot] as bigint) + count;
	}

	/** Hashes the state `source[offset ..]`. */
	private hash(source: Int32Array, offset: number): number {
		let h = 0x811c9dc5;
		for (let w = 0; w < this.words; w++) {
			h = Math.imul(h ^ (source[offset + w] as number), 0x01000193);
			h ^= h >>> 15;
		}
		// MurmurHash3's finalizer: packed states differ in a few bits, and linear probing needs the
		// low bits well mixed.
		h ^= h >>> 16;
		h = Math.imul(h, 0x85ebca6b);
		h ^= h >>> 13;
		h = Math.imul(h, 0xc2b2ae35);
		return h ^ (h >>> 16);
	}

	/** Finds the slot of a state, filling one (count zero) when it is new. */
	private slotOf(source: Int32Array, offset: number): number {
		const { words, stride, ints, mark } = this;
		const mask = this.capacity - 1;
		let slot = this.hash(source, offset) & mask;
		for (;;) {
			const at = slot * stride;
			if (ints[at + 2] !== mark) break;
			let same = true;
			for (let w = 0; w < words; w++) {
				if (ints[at + 3 + w] !== source[offset + w]) {
					same = false;
					break;
				}
			}
			if (same) return slot;
			slot = (slot + 1) & mask;
		}
		const at = slot * stride;
		ints[at + 2] = mark;
		for (let w = 0; w < words; w++) ints[at + 3 + w] = source[offset + w] as number;
		this.doubles[at / 2] = 0;
		if (this.bigs !== null) this.bigs[slot] = 0n;
		this.size++;
		if (this.size > this.capacity * MAX_LOAD) return this.grow(slot);
		return slot;
	}

	/** Doubles the table, re-files every state, and returns the new slot of `follow`. */
	private grow(follow: number): number {
		const { ints, doubles, bigs, stride, capacity, mark } = this;
		this.capacity = capacity * 2;
		const buffer = new ArrayBuffer(this.capacity * stride * 4);
		this.ints = new Int32Array(buffer);
		this.doubles = new Float64Array(buffer);
		this.bigs = bigs === null ? null : new Array<bigint>(this.capacity);
		this.mark = 1;
		const mask = this.capacity - 1;
		let followed = -1;
		for (let old = 0; old < capacity; old++) {
			const from = old * stride;
			if (ints[from + 2] !== mark) continue;
			let slot = this.hash(ints, from + 3) & mask;
			while (this.ints[slot * stride + 2] === 1) slot = (slot + 1) & mask;
			const at = slot * stride;
			this.ints.set(ints.subarray(from + 2, from + 3 + this.words), at + 2);
			this.ints[at + 2] = 1;
			this.doubles[at / 2] = doubles[from / 2] as number;
			if (bigs !== null && this.bigs !== null) this.bigs[slot] = bigs[old] as bigint;
			if (old === follow) followed = slot;
		}
		return followed;
	}
}
