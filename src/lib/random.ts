/**
 * Seeded pseudo-random numbers, so every randomized solver is reproducible:
 * the same seed gives the same tour, the same steps, the same statistics.
 * The generator is mulberry32 (Tommy Ettinger's 32-bit mixer): tiny, fast,
 * and good enough for tie-breaks and initial states (not for cryptography).
 */

import { checkWhole, showValue } from './args.ts';

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** Returns a seeded source of numbers in [0, 1); any finite number is a valid seed. */
export function createRandom(seed: number): Random {
	if (typeof seed !== 'number') {
		throw new TypeError(`createRandom: seed must be a finite number, got ${showValue(seed)}.`);
	}
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
	checkRandom('randomInt', random);
	checkWhole('randomInt', 'n', n, 1);
	return Math.floor(random() * n);
}

/** Checks that `random` is a source of numbers such as `createRandom` returns. */
function checkRandom(fn: string, random: unknown): void {
	if (typeof random !== 'function') {
		throw new TypeError(
			`${fn}: random must be a function such as createRandom(seed) returns, got ${showValue(random)}.`,
		);
	}
}

/** Shuffles an array in place (Fisher–Yates) and returns it. */
export function shuffle<T>(random: Random, items: T[]): T[] {
	checkRandom('shuffle', random);
	if (!Array.isArray(items)) {
		throw new TypeError(`shuffle: items must be an array, got ${showValue(items)}.`);
	}
	for (let i = items.length - 1; i > 0; i--) {
		// The same draw as randomInt, without its checks inside the loop.
		const j = Math.floor(random() * (i + 1));
		const item = items[i] as T;
		items[i] = items[j] as T;
		items[j] = item;
	}
	return items;
}
