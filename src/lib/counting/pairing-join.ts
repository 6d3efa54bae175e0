/**
 * The split sweep's join within one group of states (split-sweep.ts): left and right states with
 * the same 2k path ends on the cut, each a pairing of those ends (which end a path leads to) with
 * a count. The group's share of the tours is Σ count(L) × count(R) over the pairs whose pairings,
 * followed in turn, make one cycle through all 2k ends.
 *
 * Comparing every left pairing with every right one costs their product, which on 8 rows runs to
 * millions of millions. Instead one side's pairings are taken a pair of ends at a time, and the
 * other side's pairings are reduced as they go: joining ends a and b of the right side to a left
 * pairing that pairs a with a′ and b with b′ leaves a path from a′ to b′, so the left pairing
 * becomes one on 2k − 2 ends, with a′ paired to b′ (and if a′ is b, a cycle has closed too soon).
 * Many left pairings reduce to the same one, so their counts merge. Right pairings that share
 * their first pairs share the work, as in a trie: they are sorted by their pairs, each pair taken
 * at the lowest end not yet joined, and walked depth first.
 *
 * Pairings are packed four bits an end: ends 0–7 in `lo`, 8–15 in `hi`, nibble e holding the
 * number of the end paired with e.
 */

/** Pairings with counts, packed (see the module's comment); a range of them is one group's side. */
export interface Pairings {
	lo: Int32Array;
	hi: Int32Array;
	counts: Float64Array;
}

/** The end paired with `end` in a packed pairing. */
export function partnerIn(lo: number, hi: number, end: number): number {
	return end < 8 ? (lo >>> (4 * end)) & 15 : (hi >>> (4 * (end - 8))) & 15;
}

/**
 * Tells whether two packed pairings of `ends` ends make one cycle: from end 0, a path of the
 * first, then one of the second, until back at end 0.
 */
export function closesOne(
	llo: number,
	lhi: number,
	rlo: number,
	rhi: number,
	ends: number,
): boolean {
	let e = 0;
	let seen = 0;
	do {
		e = partnerIn(rlo, rhi, partnerIn(llo, lhi, e));
		seen += 2;
	} while (e !== 0);
	return seen === ends;
}

/** Below this many pairs in a group, each pair is simply walked. */
const WALK_BELOW = 64;

/** Largest number of distinct pairings the trie sorts with their index: 15!! is 2,027,025. */
const INDEX_BITS = 21;

/** Largest part of a sum kept in a double: multiples of a quarter are exact below 2^51. */
const SMALL_LIMIT = 2 ** 50;

/**
 * Adds up products exactly: in a double while the sum stays small, the rest in a bigint. Values
 * are whole numbers or halves (a side read both ways round gives each form of a state half its
 * count: split-sweep.ts's `shareMirrored`), so a product is a multiple of a quarter: the bigint
 * counts quarters, and a product too large for a double is made in bigints from the doubled
 * factors.
 */
export class ExactSum {
	/** A multiple of a quarter, at most `SMALL_LIMIT`. */
	private small = 0;
	/** Products of whole numbers too large for `small`, while their sum stays below 2^53. */
	private whole = 0;
	/** The rest, in quarters. */
	private quarters = 0n;

	add(value: number): void {
		if (this.small + value > SMALL_LIMIT) this.flush();
		if (value > SMALL_LIMIT) this.quarters += BigInt(4 * value);
		else this.small += value;
	}

	addProduct(x: number, y: number): void {
		const product = x * y;
		if (product <= SMALL_LIMIT) this.add(product);
		else if (product <= Number.MAX_SAFE_INTEGER && Number.isInteger(x) && Number.isInteger(y)) {
			if (this.whole + product > Number.MAX_SAFE_INTEGER) this.flush();
			this.whole += product;
		} else this.quarters += BigInt(2 * x) * BigInt(2 * y);
	}

	/** Adds a sum given in quarters. */
	addQuarters(quarters: bigint): void {
		this.quarters += quarters;
	}

	/** Adds a sum written by `text`. */
	addText(text: string): void {
		const match = /^(\d+)(?:\.(25|5|75))?$/.exec(text);
		if (match === null) throw new RangeError(`Not a sum: ${text}.`);
		const fraction = { '25': 1n, '5': 2n, '75': 3n }[match[2] ?? ''] ?? 0n;
		this.quarters += 4n * BigInt(match[1] as string) + fraction;
	}

	/** The sum in quarters. */
	get inQuarters(): bigint {
		this.flush();
		return this.quarters;
	}

	/** The sum, exactly, in decimal: a whole number, or one ending in .25, .5 or .75. */
	get text(): string {
		const q = this.inQuarters;
		const whole = q / 4n;
		const rest = Number(q - 4n * whole);
		return String(whole) + ['', '.25', '.5', '.75'][rest];
	}

	/** The sum, which must be a whole number by now. */
	get value(): bigint {
		const q = this.inQuarters;
		if (q % 4n !== 0n) throw new Error(`The sum ${this.text} should be a whole number.`);
		return q / 4n;
	}

	private flush(): void {
		this.quarters += BigInt(4 * this.small) + 4n * BigInt(this.whole);
		this.small = 0;
		this.whole = 0;
	}
}

/** One depth of the walk: the reduced pairings, with a hash table over them. */
interface Level {
	lo: Int32Array;
	hi: Int32Array;
	counts: Float64Array;
	size: number;
	table: Int32Array;
}

function newLevel(capacity: number): Level {
	return {
		lo: new Int32Array(capacity),
		hi: new Int32Array(capacity),
		counts: new Float64Array(capacity),
		size: 0,
		table: new Int32Array(2 ** Math.ceil(Math.log2(2 * capacity))),
	};
}

/** Reusable buffers of the join: levels by depth, grown as needed. */
export class PairingJoin {
	private levels: Level[] = [];
	private codes = new Float64Array(0);
	private trieCodes = new Uint32Array(0);
	private trieCounts = new Float64Array(0);
	private slots = new Int32Array(0);
	private spare = new Float64Array(0);
	/** Pairings merged at some depth of the walk, in all: the join's work. */
	steps = 0;

	private level(depth: number, capacity: number): Level {
		let level = this.levels[depth];
		if (level === undefined || level.lo.length < capacity) {
			level = newLevel(Math.max(capacity, 2 * (level?.lo.length ?? 0), 64));
			this.levels[depth] = level;
		}
		return level;
	}

	/**
	 * Adds to `sum` the group's tours: left pairings `left` from `l0` to `l1` − 1 and right ones
	 * `right` from `r0` to `r1` − 1, all on `ends` ends. Counts must be whole numbers whose sums
	 * over each side stay below 2^53, or halves whose sums stay below 2^52.
	 */
	join(
		left: Pairings,
		l0: number,
		l1: number,
		right: Pairings,
		r0: number,
		r1: number,
		ends: number,
		sum: ExactSum,
	): void {
		if (ends === 0 || l1 <= l0 || r1 <= r0) return;
		if ((l1 - l0) * (r1 - r0) < WALK_BELOW) {
			this.walk(left, l0, l1, right, r0, r1, ends, sum);
			return;
		}
		// The larger side becomes the trie; the smaller is reduced along it.
		if (l1 - l0 > r1 - r0) this.trie(right, r0, r1, left, l0, l1, ends, sum);
		else this.trie(left, l0, l1, right, r0, r1, ends, sum);
	}

	/** Walks every pair: from end 0, a left path then a right one, until back at end 0. */
	private walk(
		left: Pairings,
		l0: number,
		l1: number,
		right: Pairings,
		r0: number,
		r1: number,
		ends: number,
		sum: ExactSum,
	): void {
		for (let r = r0; r < r1; r++) {
			const rlo = right.lo[r] as number;
			const rhi = right.hi[r] as number;
			let found = 0;
			for (let l = l0; l < l1; l++) {
				if (closesOne(left.lo[l] as number, left.hi[l] as number, rlo, rhi, ends)) {
					found += left.counts[l] as number;
				}
			}
			sum.addProduct(found, right.counts[r] as number);
		}
		this.steps += (l1 - l0) * (r1 - r0);
	}

	/**
	 * Joins `vector`'s pairings (from v0 to v1 − 1) along a trie of `tree`'s (from t0 to t1 − 1).
	 */
	private trie(
		vector: Pairings,
		v0: number,
		v1: number,
		tree: Pairings,
		t0: number,
		t1: number,
		ends: number,
		sum: ExactSum,
	): void {
		const size = this.sortTree(tree, t0, t1, ends);
		const pairs = ends / 2;
		const root = this.level(0, v1 - v0);
		root.lo.set(vector.lo.subarray(v0, v1));
		root.hi.set(vector.hi.subarray(v0, v1));
		root.counts.set(vector.counts.subarray(v0, v1));
		root.size = v1 - v0;
		this.descend(0, 0, size, 0, pairs, sum);
	}

	/**
	 * Sorts `tree`'s pairings from t0 to t1 − 1 by their pairs (a 32-bit code: the partner of the
	 * lowest end not yet paired, then of the next, …, four bits each, first pair highest), merging
	 * equal ones; returns how many distinct ones are left in `trieCodes` and `trieCounts`.
	 */
	private sortTree(tree: Pairings, t0: number, t1: number, ends: number): number {
		const n = t1 - t0;
		// Equal pairings merged through a hash of their codes, then the distinct ones sorted.
		const bits = Math.max(4, Math.ceil(Math.log2(2 * n)));
		if (this.slots.length < 1 << bits) this.slots = new Int32Array(1 << bits);
		if (this.trieCodes.length < n) {
			this.trieCodes = new Uint32Array(n);
			this.trieCounts = new Float64Array(n);
			this.codes = new Float64Array(n);
		}
		const { slots, trieCodes, trieCounts, codes } = this;
		const mask = (1 << bits) - 1;
		slots.fill(-1, 0, 1 << bits);
		let distinct = 0;
		for (let t = t0; t < t1; t++) {
			const lo = tree.lo[t] as number;
			const hi = tree.hi[t] as number;
			let code = 0;
			let done = 0;
			for (let e = 0; e < ends; e++) {
				if ((done >> e) & 1) continue;
				const mate = partnerIn(lo, hi, e);
				code = code * 16 + mate;
				done |= (1 << e) | (1 << mate);
			}
			let slot = Math.imul(code, 0x9e3779b1) >>> (32 - bits);
			for (;;) {
				const at = slots[slot] as number;
				if (at < 0) {
					slots[slot] = distinct;
					trieCodes[distinct] = code;
					trieCounts[distinct] = tree.counts[t] as number;
					distinct++;
					break;
				}
				if (trieCodes[at] === code) {
					trieCounts[at] = (trieCounts[at] as number) + (tree.counts[t] as number);
					break;
				}
				slot = (slot + 1) & mask;
			}
		}
		for (let x = 0; x < distinct; x++) codes[x] = (trieCodes[x] as number) * 2 ** INDEX_BITS + x;
		const sorted = codes.subarray(0, distinct).sort();
		// Codes and counts in sorted order (the index rides below each code); counts go through `spare`.
		if (this.spare.length < distinct) this.spare = new Float64Array(trieCounts.length);
		const counts = this.spare;
		for (let x = 0; x < distinct; x++) {
			const value = sorted[x] as number;
			const index = value % 2 ** INDEX_BITS;
			counts[x] = trieCounts[index] as number;
			trieCodes[x] = (value - index) / 2 ** INDEX_BITS;
		}
		trieCounts.set(counts.subarray(0, distinct));
		return distinct;
	}

	/**
	 * The walk at `depth` pairs joined (ends `joined`, a bit each), over the trie's pairings from
	 * t0 to t1 − 1 (which share their first `depth` pairs), with the reduced pairings in level
	 * `depth`.
	 */
	private descend(
		depth: number,
		t0: number,
		t1: number,
		joined: number,
		pairs: number,
		sum: ExactSum,
	): void {
		const here = this.levels[depth] as Level;
		const { trieCodes, trieCounts } = this;
		if (depth === pairs - 1) {
			// Two ends are left, paired alike on both sides: every reduced pairing closes the cycle.
			let found = 0;
			for (let x = 0; x < here.size; x++) found += here.counts[x] as number;
			sum.addProduct(found, trieCounts[t0] as number);
			return;
		}
		// The lowest end not yet joined, and where the trie's next pair sits in its code.
		let a = 0;
		while ((joined >> a) & 1) a++;
		const shift = 4 * (pairs - 1 - depth);
		const last = depth === pairs - 2;
		let t = t0;
		while (t < t1) {
			const b = ((trieCodes[t] as number) >>> shift) & 15;
			let end = t + 1;
			while (end < t1 && (((trieCodes[end] as number) >>> shift) & 15) === b) end++;
			this.steps += here.size;
			if (last) {
				// Four ends left: joining a to b closes a cycle too soon exactly when they are
				// paired; otherwise the last pair closes it. Each of these trie leaves is one pairing.
				let found = 0;
				for (let x = 0; x < here.size; x++) {
					if (partnerIn(here.lo[x] as number, here.hi[x] as number, a) !== b) {
						found += here.counts[x] as number;
					}
				}
				sum.addProduct(found, trieCounts[t] as number);
			} else if (this.reduce(here, depth + 1, a, b) > 0) {
				this.descend(depth + 1, t, end, joined | (1 << a) | (1 << b), pairs, sum);
			}
			t = end;
		}
	}

	/**
	 * Fills level `depth` with the pairings of `from` reduced by joining ends a and b (those that
	 * pair a with b close a cycle too soon and drop out), merging equal ones; returns how many.
	 */
	private reduce(from: Level, depth: number, a: number, b: number): number {
		const to = this.level(depth, from.size);
		const bits = Math.max(4, Math.ceil(Math.log2(2 * from.size)));
		const mask = (1 << bits) - 1;
		const { table, lo, hi, counts } = to;
		table.fill(-1, 0, 1 << bits);
		let size = 0;
		// Clearing ends a and b: their nibbles become 0.
		const clearLo = ~((a < 8 ? 15 << (4 * a) : 0) | (b < 8 ? 15 << (4 * b) : 0));
		const clearHi = ~((a >= 8 ? 15 << (4 * (a - 8)) : 0) | (b >= 8 ? 15 << (4 * (b - 8)) : 0));
		for (let x = 0; x < from.size; x++) {
			let xlo = from.lo[x] as number;
			let xhi = from.hi[x] as number;
			const p = partnerIn(xlo, xhi, a);
			if (p === b) continue;
			const q = partnerIn(xlo, xhi, b);
			xlo &= clearLo;
			xhi &= clearHi;
			// p and q, the far ends of the two paths, are now paired.
			if (p < 8) xlo = (xlo & ~(15 << (4 * p))) | (q << (4 * p));
			else xhi = (xhi & ~(15 << (4 * (p - 8)))) | (q << (4 * (p - 8)));
			if (q < 8) xlo = (xlo & ~(15 << (4 * q))) | (p << (4 * q));
			else xhi = (xhi & ~(15 << (4 * (q - 8)))) | (p << (4 * q - 32));
			let slot = (Math.imul(xlo ^ Math.imul(xhi, 0x85ebca77), 0x9e3779b1) >>> (32 - bits)) & mask;
			for (;;) {
				const at = table[slot] as number;
				if (at < 0) {
					table[slot] = size;
					lo[size] = xlo;
					hi[size] = xhi;
					counts[size] = from.counts[x] as number;
					size++;
					break;
				}
				if (lo[at] === xlo && hi[at] === xhi) {
					counts[at] = (counts[at] as number) + (from.counts[x] as number);
					break;
				}
				slot = (slot + 1) & mask;
			}
		}
		to.size = size;
		return size;
	}
}
