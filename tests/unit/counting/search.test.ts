import { describe, expect, test } from 'vitest';
import { createBoard } from '../../../src/lib/board.ts';
import { PathCounter, searchCountSteps } from '../../../src/lib/counting/search.ts';
import { bruteForcePaths } from '../solvers/helpers.ts';

/** Drains a count generator: its result and how many reports it made. */
function drain(steps: Generator<unknown, bigint>): { count: bigint; reports: number } {
	let reports = 0;
	for (;;) {
		const next = steps.next();
		if (next.done === true) return { count: next.value, reports };
		reports++;
	}
}

describe('PathCounter.split', () => {
	// The pieces of a search must add up to the whole: the tours shorter than the cut are counted
	// by split itself, every longer tour goes on from exactly one piece.
	test.each([
		[3, 4, 0, 1],
		[4, 5, 0, 7],
		[5, 5, 0, 7],
		[5, 5, 12, 1],
		[3, 7, 1, 3],
	])(
		'%i×%i from square %i, second square %i: the pieces add up to the count',
		(rows, cols, start, second) => {
			const board = createBoard(rows, cols);
			const endOk = new Uint8Array(board.size).fill(1);
			endOk[start] = 0;
			const counter = new PathCounter(board);
			const whole = counter.count(start, second, endOk);
			for (const length of [2, 3, 5, 8, board.size - 1]) {
				const { pieces, found } = counter.split(start, second, endOk, length);
				let sum = found;
				for (const piece of pieces) {
					expect(piece.path.slice(0, 2)).toEqual([start, second]);
					expect(piece.path).toHaveLength(length);
					sum += counter.countPiece(piece, endOk);
				}
				expect(sum, `cut at ${String(length)} squares`).toBe(whole);
			}
			// The counter is left clean: counting again gives the same.
			expect(counter.count(start, second, endOk)).toBe(whole);
		},
	);
});

describe('searchCountSteps', () => {
	test('counts every open and closed tour of 3×4, 4×5 and 3×7 as a brute-force walk does', () => {
		for (const [rows, cols] of [
			[3, 4],
			[4, 5],
			[3, 7],
		] as const) {
			const board = createBoard(rows, cols);
			for (const closed of [false, true]) {
				// bruteForcePaths counts directed walks: each undirected path or cycle 2 (cycle: 2n) times.
				const directed = bruteForcePaths(board, closed);
				const undirected = closed ? directed / (2 * board.size) : directed / 2;
				expect(drain(searchCountSteps(board, { closed })).count).toBe(BigInt(undirected));
			}
		}
	});

	test('reports many times within one start and second square (5×5 from a1)', () => {
		// Before the pieces, a count from a1 reported twice (a1 has two moves): on 6×6 the reader
		// waited over a second for news. 304 open tours from a corner of 5×5: OEIS A165134's example
		// (G. Coserea), as in tests/fixtures/tour-counts.json.
		const small = drain(searchCountSteps(createBoard(5, 5), { closed: false, start: 0 }));
		expect(small.count).toBe(304n);
		expect(small.reports).toBeGreaterThan(20);
	});
});
