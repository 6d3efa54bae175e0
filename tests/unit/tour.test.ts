import { describe, expect, test } from 'vitest';
import {
	createBoard,
	decodeTour,
	encodeTour,
	parseAlgebraicTour,
	parseSquare,
	tourToAlgebraic,
	verifyTour,
} from '../../src/lib/index.ts';

// An open tour of 3×4 (3×4 has open tours but no closed one: Schwenk 1991), found by an
// independent 12-line depth-first search in Python, not by this library.
const board34 = createBoard(3, 4);
const tour34 = 'a1 c2 a3 b1 d2 b3 c1 d3 b2 d1 c3 a2';
const board8 = createBoard(8, 8);

describe('verifyTour(board, tour, options)', () => {
	test('accepts an open tour of 3×4', () => {
		const tour = parseAlgebraicTour(board34, tour34);
		expect(verifyTour(board34, tour)).toEqual({ ok: true });
	});

	test('reports a tour that is not closed when closure is asked for', () => {
		const tour = parseAlgebraicTour(board34, tour34);
		const check = verifyTour(board34, tour, { closed: true });
		expect(check).toEqual({
			ok: false,
			index: 11,
			error: 'The tour is not closed: the last square, a2, is not a leap from the first, a1.',
		});
	});

	test.each([
		['a repeated square', 'a1 c2 a1', 2, 'Move 3 returns to a1, already visited at move 1.'],
		[
			'an illegal move',
			'a1 c2 c3',
			2,
			'Moves 2 and 3: c2 to c3 is not a leap of the (1, 2) leaper.',
		],
		[
			'a short tour',
			'a1 c2 a3',
			3,
			'The tour has 3 squares; this board has 12 to visit (missing b3, c3, d3, a2, b2, …).',
		],
	])('names the first problem: %s', (_, text, index, error) => {
		expect(verifyTour(board34, parseAlgebraicTour(board34, text))).toEqual({
			ok: false,
			index,
			error,
		});
	});

	test('rejects squares off the board and holes', () => {
		expect(verifyTour(board34, [0, 99])).toEqual({
			ok: false,
			index: 1,
			error: 'Move 2 is 99, which is not a square of this 3×4 board.',
		});
		const holed = createBoard(3, 4, { holes: [parseSquare(board34, 'c2')] });
		const check = verifyTour(holed, parseAlgebraicTour(holed, tour34));
		expect(check).toEqual({ ok: false, index: 1, error: 'Move 2 lands on c2, which is a hole.' });
	});

	test('a board with holes needs only the other squares', () => {
		const holed = createBoard(3, 3, { holes: [4] });
		// The 3×3 ring without its centre is a closed knight's cycle: a1 c2 a3 b1 c3 a2 c1 b3.
		const ring = parseAlgebraicTour(holed, 'a1 c2 a3 b1 c3 a2 c1 b3');
		expect(verifyTour(holed, ring, { closed: true })).toEqual({ ok: true });
	});

	test('a 1×1 board has an open tour but no closed one (Schwenk 1991: none when a side is 1)', () => {
		expect(verifyTour(createBoard(1, 1), [0])).toEqual({ ok: true });
		expect(verifyTour(createBoard(1, 1), [0], { closed: true })).toMatchObject({
			ok: false,
			index: 0,
		});
	});
});

describe('encodeTour(board, tour) and decodeTour(board, code)', () => {
	test('round-trip tours and partial tours', () => {
		const tour = parseAlgebraicTour(board34, tour34);
		for (let length = 1; length <= tour.length; length++) {
			const part = tour.slice(0, length);
			expect(decodeTour(board34, encodeTour(board34, part))).toEqual(part);
		}
	});

	test('write the start, the number of leaps and three bits a leap', () => {
		// a1 is square 8 on 3×4; 11 leaps in base 36 is "b"; 33 bits fit in 6 characters.
		const code = encodeTour(board34, parseAlgebraicTour(board34, tour34));
		expect(code).toMatch(/^8\.b\.[A-Za-z0-9_-]{6}$/);
	});

	test.each([
		['nonsense', /damaged/],
		['zz.1.A', /starts off this 3×4 board/],
		['0.5.A', /promises 5 moves but its letters hold 1 or 2\./],
		['0.1.AA', /promises 1 move but its letters hold 3 or 4\./],
		['0.2.', /promises 2 moves but its letters hold 0\./],
		['8.1.g', /damaged at move 2: that leap leaves the board/],
	])('rejects the damaged code %j', (code, message) => {
		expect(() => decodeTour(board34, code)).toThrow(RangeError);
		expect(() => decodeTour(board34, code)).toThrow(message);
	});

	test('refuses to encode a sequence that is not made of leaps', () => {
		expect(() => encodeTour(board8, [0, 1])).toThrow(/not a leap/);
	});
});

describe('tourToAlgebraic(board, tour) and parseAlgebraicTour(board, text)', () => {
	test('round-trip', () => {
		const tour = parseAlgebraicTour(board34, tour34);
		expect(tourToAlgebraic(board34, tour)).toBe(tour34);
	});

	test('accept commas, dashes, new lines and move numbers', () => {
		const text = '1. a1, 2. c2\n3. a3 - b1;d2';
		expect(tourToAlgebraic(board34, parseAlgebraicTour(board34, text))).toBe('a1 c2 a3 b1 d2');
	});

	test('name the first word that is not a square', () => {
		expect(() => parseAlgebraicTour(board8, 'a1 b3 q9')).toThrow(
			'Word 3: "q9" is off this 8×8 board (files a–h, ranks 1–8).',
		);
	});
});
