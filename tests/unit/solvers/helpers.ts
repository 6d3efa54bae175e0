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
