/**
 * Move sets of leapers. A leaper (a, b) jumps a squares along one axis and b
 * along the other; the knight is (1, 2). The order of the offsets is fixed and
 * documented because the textbook backtracking search and Warnsdorff's
 * first-in-order tie-break both depend on it.
 */
import { checkWhole, showValue } from './args.ts';

/** A leaper's two step lengths, as `[a, b]`. */
export type Leaper = readonly [number, number];

/** The knight: one square one way, two the other. */
export const KNIGHT: Leaper = [1, 2];

/** A move as a change of row and column; a negative row change goes up the drawn board. */
export interface Offset {
	readonly dr: number;
	readonly dc: number;
}

/** Largest step length accepted for a leaper. */
export const MAX_LEAP = 16;

/** Checks a leaper and returns it in normal form `[min, max]`, or throws a `RangeError`. */
export function normalizeLeaper(leaper: Leaper): Leaper {
	const [a, b] = leaper;
	for (const step of [a, b]) {
		if (!Number.isInteger(step) || step < 0 || step > MAX_LEAP) {
			throw new RangeError(
				`A leaper's steps must be whole numbers from 0 to ${MAX_LEAP}; got (${String(a)}, ${String(b)}).`,
			);
		}
	}
	if (a === 0 && b === 0) {
		throw new RangeError('A leaper must move: (0, 0) stays on its square.');
	}
	return a <= b ? [a, b] : [b, a];
}

/**
 * Lists the distinct moves of a leaper, clockwise from "up b, right a".
 * For the knight: up 2 right 1, up 1 right 2, down 1 right 2, down 2 right 1,
 * down 2 left 1, down 1 left 2, up 1 left 2, up 2 left 1.
 */
export function leaperOffsets(leaper: Leaper): readonly Offset[] {
	if (!Array.isArray(leaper) || leaper.length !== 2) {
		throw new TypeError(
			`leaperOffsets: leaper must be a pair of numbers such as [1, 2], got ${showValue(leaper)}.`,
		);
	}
	checkWhole('leaperOffsets', 'leaper[0]', leaper[0], 0, MAX_LEAP);
	checkWhole('leaperOffsets', 'leaper[1]', leaper[1], 0, MAX_LEAP);
	const [a, b] = normalizeLeaper(leaper);
	const candidates: [number, number][] = [
		[-b, a],
		[-a, b],
		[a, b],
		[b, a],
		[b, -a],
		[a, -b],
		[-a, -b],
		[-b, -a],
	];
	const seen = new Set<string>();
	const offsets: Offset[] = [];
	for (const [dr, dc] of candidates) {
		const key = `${String(dr)},${String(dc)}`;
		if (!seen.has(key)) {
			seen.add(key);
			offsets.push({ dr, dc });
		}
	}
	return offsets;
}
