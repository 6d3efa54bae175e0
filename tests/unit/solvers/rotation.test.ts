import { describe, expect, test } from 'vitest';
import { constructTour, createBoard, createRandom, verifyTour } from '../../../src/lib/index.ts';
import { rotateToStart } from '../../../src/lib/solvers/rotation.ts';

describe('rotateToStart(board, tour, start, random)', () => {
	test.each([
		[7, 7],
		[5, 51],
		[3, 31],
		[21, 23],
	])('turns a tour of %i×%i into one from each dark square', (rows, cols) => {
		// On a board with both sides odd, tours run between dark (corner-coloured) squares.
		const board = createBoard(rows, cols);
		const base = constructTour(rows, cols, false);
		if (base === null) throw new Error('no base tour');
		const random = createRandom(5);
		for (let start = 0; start < board.size; start += 3) {
			const dark = (Math.floor(start / cols) + (start % cols)) % 2 === 0;
			if (!dark) continue;
			const tour = rotateToStart(board, base, start, random);
			expect(tour?.[0], `start ${String(start)}`).toBe(start);
			if (tour !== null) expect(verifyTour(board, tour)).toEqual({ ok: true });
		}
	});

	test('leaves the input tour untouched and gives up within its budget', () => {
		const board = createBoard(5, 5);
		const base = constructTour(5, 5, false);
		if (base === null) throw new Error('no base tour');
		const copy = base.slice();
		// b1 is light: no tour of 5×5 starts there, so no rotation can make one.
		expect(rotateToStart(board, base, 21, createRandom(1), 10_000)).toBeNull();
		expect(base).toEqual(copy);
	});
});
