/**
 * Moving the start of a Hamiltonian path by Pósa rotations (L. Pósa,
 * "Hamiltonian circuits in random graphs", Discrete Mathematics 14 (1976)):
 * if the last square z of a path v1 … vk … z is a leap from vk, then
 * v1 … vk z … vk+1 is another path through the same squares, now ending on
 * vk+1. Rotating at either end walks the ends around the board; as soon as an
 * end is a leap from a neighbour (on the path) of the wanted start s, one last
 * rotation makes s an end. This turns any tour of a board into one that
 * starts where the reader asked, when a few thousand rotations find it.
 */
import type { Board, Square } from '../board.ts';
import type { Random } from '../random.ts';
import { graphOf } from './graph.ts';

/** Reverses path[from..to] in place and keeps `position` in step. */
function reverse(path: Int32Array, position: Int32Array, from: number, to: number): number {
	let work = 0;
	for (let i = from, j = to; i < j; i++, j--) {
		const a = path[i] as Square;
		const b = path[j] as Square;
		path[i] = b;
		path[j] = a;
		position[b] = i;
		position[a] = j;
		work++;
	}
	return work;
}

/**
 * Returns a copy of `tour` (a Hamiltonian path) rearranged to start on
 * `start`, or null when `maxWork` squares have been moved without success.
 */
export function rotateToStart(
	board: Board,
	tour: Int32Array,
	start: Square,
	random: Random,
	maxWork = 50_000_000,
): Int32Array | null {
	const { offsets, adjacency } = graphOf(board);
	const n = tour.length;
	const path = tour.slice();
	const position = new Int32Array(board.size).fill(-1);
	for (let i = 0; i < n; i++) position[path[i] as Square] = i;
	if (position[start] === -1) return null;
	/** Tells whether two squares are one leap apart. */
	const leap = (a: Square, b: Square): boolean => {
		const end = offsets[a + 1] ?? 0;
		for (let i = offsets[a] ?? 0; i < end; i++) if (adjacency[i] === b) return true;
		return false;
	};
	let work = 0;
	while (work < maxWork) {
		const at = position[start] as number;
		if (at === 0) return path;
		if (at === n - 1) {
			reverse(path, position, 0, n - 1);
			return path;
		}
		// One rotation finishes when the first square is a leap from the one after s
		// (reverse the part up to s), or the last square from the one before s.
		if (leap(path[0] as Square, path[at + 1] as Square)) {
			reverse(path, position, 0, at);
			return path;
		}
		if (leap(path[n - 1] as Square, path[at - 1] as Square)) {
			reverse(path, position, at, n - 1);
			reverse(path, position, 0, n - 1);
			return path;
		}
		// Otherwise rotate at the back end (after reversing the path half the time, so both ends
		// move), preferring a pivot whose successor is a leap from the square before s.
		if (random() < 0.5) work += reverse(path, position, 0, n - 1);
		const last = path[n - 1] as Square;
		const before = path[(position[start] as number) - 1] as Square;
		let pivot = -1;
		let choices = 0;
		const end = offsets[last + 1] ?? 0;
		for (let i = offsets[last] ?? 0; i < end; i++) {
			const j = position[adjacency[i] as Square] as number;
			if (j < 0 || j >= n - 2) continue;
			if (leap(path[j + 1] as Square, before)) {
				pivot = j;
				break;
			}
			// Reservoir sampling: each usable pivot is equally likely.
			choices++;
			if (random() * choices < 1) pivot = j;
		}
		// A dead end at this end: turn the path round and rotate at the other one next time.
		work +=
			pivot < 0 ? reverse(path, position, 0, n - 1) + 1 : reverse(path, position, pivot + 1, n - 1);
	}
	return null;
}
