/**
 * The documented hashes of work logs and variant picks, worked out here with
 * BigInt and TextEncoder instead of the library's code, so the tests can tell
 * whether the library computes what its doc comments say.
 */
import type { WorkEntry } from '../../../src/lib/index.ts';

const PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** FNV-1a 64 of the ASCII `prefix` and `bytes`. */
export function fnv64(prefix: string, bytes: readonly number[]): bigint {
	let h = 0xcbf29ce484222325n;
	for (const b of [...Array.from(prefix, (c) => c.charCodeAt(0)), ...bytes]) {
		h = ((h ^ BigInt(b)) * PRIME) & MASK;
	}
	return h;
}

/** A whole number as a LEB128 varint. */
export function varint(value: number): number[] {
	const out: number[] = [];
	let rest = value;
	while (rest >= 128) {
		out.push((rest % 128) | 128);
		rest = Math.floor(rest / 128);
	}
	out.push(rest);
	return out;
}

/** Text as its UTF-8 byte length (a varint) and bytes. */
export function text(value: string): number[] {
	const bytes = [...new TextEncoder().encode(value)];
	return [...varint(bytes.length), ...bytes];
}

/** A hash as 16 lower-case hex digits. */
export function hex(h: bigint): string {
	return h.toString(16).padStart(16, '0');
}

/** The seed of a log: FNV-1a 64("KTW1.seed", id · index · normalised name). */
export function expectedSeed(id: string, index: number, normalised: string): string {
	return hex(fnv64('KTW1.seed', [...text(id), ...varint(index), ...text(normalised)]));
}

/** The digest after `entry`: FNV-1a 64("KTW1.step", digest · action · square · ms). */
export function expectedStep(digest: string, entry: WorkEntry): string {
	const actions = ['move', 'undo', 'clear', 'hint', 'solution'];
	const bytes = Array.from({ length: 8 }, (_, i) => parseInt(digest.slice(2 * i, 2 * i + 2), 16));
	bytes.push(actions.indexOf(entry.action));
	if (entry.action === 'move') bytes.push(...varint(entry.square ?? -1));
	bytes.push(...varint(entry.ms));
	return hex(fnv64('KTW1.step', bytes));
}

/** MurmurHash3's fmix64, from its reference code. */
function fmix64(k: bigint): bigint {
	let x = k;
	x ^= x >> 33n;
	x = (x * 0xff51afd7ed558ccdn) % (1n << 64n);
	x ^= x >> 33n;
	x = (x * 0xc4ceb9fe1a85ec53n) % (1n << 64n);
	x ^= x >> 33n;
	return x;
}

/** The variant a name gets: fmix64(FNV-1a 64("KTV1", id · index · normalised name)) mod count. */
export function expectedPick(id: string, index: number, normalised: string, count: number): number {
	const h = fnv64('KTV1', [...text(id), ...varint(index), ...text(normalised)]);
	return Number(fmix64(h) % BigInt(count));
}
