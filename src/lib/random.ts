/**
 * Seeded pseudo-random numbers, so every randomized solver is reproducible:
 * the same seed gives the same tour, the same steps, the same statistics.
 * The generator is mulberry32 (Tommy Ettinger's 32-bit mixer): tiny, fast,
 * and good enough for tie-breaks and initial states (not for cryptography).
 */

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** Returns a seeded source of numbers in [0, 1); any finite number is a valid seed. */
export function createRandom(seed: number): Random {
	if (!Number.isFinite(seed))
		throw new RangeError(`A seed must be a finite number; got ${String(seed)}.`);
	let state = Math.trunc(seed) >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Returns a whole number from 0 to `n − 1`. */
export function randomInt(random: Random, n: number): number {
	return Math.floor(random() * n);
}

/** Shuffles an array in place (Fisher–Yates) and returns it. */
export function shuffle<T>(random: Random, items: T[]): T[] {
	for (let i = items.length - 1; i > 0; i--) {
		const j = randomInt(random, i + 1);
		const item = items[i] as T;
		items[i] = items[j] as T;
		items[j] = item;
	}
	return items;
}
