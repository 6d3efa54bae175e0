/**
 * Degree keys of a split count's cut (split-sweep.ts): a state's degrees on the cut squares, two
 * bits a square (0, 1 or 2 edges), packed in a 32-bit word, and sets of them as bitmaps over
 * their base-3 values.
 */

/** The degree key of the states that complete one with key `key` on `cells` squares: 2 − d each. */
export function complement(key: number, cells: number): number {
	// 0 (00) and 2 (10) swap and 1 (01) stays: flip the high bit of each field whose low bit is 0.
	const lows = cells === 16 ? 0x55555555 : (0x55555555 & ((1 << (2 * cells)) - 1)) >>> 0;
	return (key ^ ((~key & lows) << 1)) >>> 0;
}

/**
 * A set of degree keys as a bitmap over their base-3 values (each square's degree is 0, 1 or 2):
 * 3^14 bits is 600 KB, which stays in cache where a hash table of the keys would not.
 */
export function keySet(keys: Uint32Array, cells: number): Uint8Array {
	const set = emptyKeySet(cells);
	for (const key of keys) addKey(set, key);
	return set;
}

/** An empty set of degree keys on `cells` squares (see `keySet`). */
export function emptyKeySet(cells: number): Uint8Array {
	return new Uint8Array(Math.ceil(3 ** cells / 8));
}

/** Puts `key` in `set`. */
export function addKey(set: Uint8Array, key: number): void {
	const at = ternary(key);
	set[at >>> 3] = (set[at >>> 3] as number) | (1 << (at & 7));
}

/** The base-3 value of each 16-bit half of a degree key (eight squares, two bits each), once needed. */
let TERNARY = new Int32Array(0);

export function ternary(key: number): number {
	if (TERNARY.length === 0) {
		TERNARY = Int32Array.from({ length: 1 << 16 }, (_, bits) => {
			let value = 0;
			for (let at = 7; at >= 0; at--) value = 3 * value + ((bits >>> (2 * at)) & 3);
			return value;
		});
	}
	return (TERNARY[key & 0xffff] as number) + 6561 * (TERNARY[key >>> 16] as number);
}

export function hasKey(set: Uint8Array, key: number): boolean {
	const at = ternary(key);
	return (((set[at >>> 3] as number) >>> (at & 7)) & 1) === 1;
}

/** The path ends of a degree key: the squares of degree one (01). */
export function endsOf(key: number): number {
	return bitCount(key & ~(key >>> 1) & 0x55555555);
}

/** The number of bits set in a 32-bit word. */
export function bitCount(word: number): number {
	let ones = word - ((word >>> 1) & 0x55555555);
	ones = (ones & 0x33333333) + ((ones >>> 2) & 0x33333333);
	ones = (ones + (ones >>> 4)) & 0x0f0f0f0f;
	return Math.imul(ones, 0x01010101) >>> 24;
}
