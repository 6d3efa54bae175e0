/** Shared checks for the solver tests: invariants rather than copied assertions. */
import { expect } from 'vitest';
import {
	squaresToVisit,
	verifyTour,
	type Board,
	type Square,
	type VerifyOptions,
} from '../../../src/lib/index.ts';

/** Asserts that `tour` is a tour of `board`; on failure the message is verifyTour's. */
export function expectValidTour(
	board: Board,
	tour: ArrayLike<Square>,
	options: VerifyOptions = {},
): void {
	expect(verifyTour(board, tour, options)).toEqual({ ok: true });
}

/** Asserts that `path` is a legal start of a tour: leaps only, no repeats, no holes; only short. */
export function expectValidPartialTour(board: Board, path: ArrayLike<Square>): void {
	const check = verifyTour(board, path);
	if (path.length === squaresToVisit(board)) {
		expect(check).toEqual({ ok: true });
	} else {
		expect(check).toMatchObject({ ok: false, index: path.length, error: /^The tour has/ });
	}
}

/** Writes a path as rows of move numbers, top row first, '-' where it never went (as papers print tours). */
export function moveNumberGrid(board: Board, path: ArrayLike<Square>): string[] {
	const numbers = new Array<string>(board.size).fill('-');
	for (let i = 0; i < path.length; i++) numbers[path[i] as Square] = String(i + 1);
	const rows: string[] = [];
	for (let r = 0; r < board.rows; r++) {
		rows.push(numbers.slice(r * board.cols, (r + 1) * board.cols).join(' '));
	}
	return rows;
}

/** Counts Hamiltonian paths by the plainest recursion there is: the independent oracle. */
export function bruteForcePaths(board: Board, closed: boolean): number {
	const open: number[] = [];
	for (let s = 0; s < board.size; s++) if (board.holes?.[s] !== 1) open.push(s);
	const leap = (a: number, b: number): boolean => {
		const dr = Math.abs(Math.floor(a / board.cols) - Math.floor(b / board.cols));
		const dc = Math.abs((a % board.cols) - (b % board.cols));
		return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
	};
	const used = new Set<number>();
	let count = 0;
	const walk = (at: number, first: number): void => {
		if (used.size === open.length) {
			if (!closed || (open.length > 1 && leap(at, first))) count++;
			return;
		}
		for (const next of open) {
			if (!used.has(next) && leap(at, next)) {
				used.add(next);
				walk(next, first);
				used.delete(next);
			}
		}
	};
	for (const start of closed ? open.slice(0, 1) : open) {
		used.add(start);
		walk(start, start);
		used.delete(start);
	}
	return count;
}
