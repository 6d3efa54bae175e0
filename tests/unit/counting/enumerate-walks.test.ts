/** Walks listed one by one, against the dynamic program of countWalks. */
import { describe, expect, test } from 'vitest';
import { createBoard } from '../../../src/lib/board.ts';
import { countWalks, countWalksByStart } from '../../../src/lib/counting/count-walks.ts';
import {
	MAX_ENUMERATED_WALKS,
	countWalksByEnumeration,
	enumerateWalkSteps,
} from '../../../src/lib/counting/enumerate-walks.ts';
import { VOWELS, keySquare, keypadBoard } from '../../../src/lib/counting/keypad.ts';

describe('countWalksByEnumeration(board, options)', () => {
	test.each([1, 2, 3, 4, 5, 6])(
		'3×4 knight, length %i: the same per start as countWalksByStart',
		(length) => {
			const board = createBoard(3, 4);
			const listed = countWalksByEnumeration(board, { length });
			expect(listed.map(BigInt)).toEqual(countWalksByStart(board, { length }));
		},
	);

	test.each([
		[1, 0],
		[3, 0],
		[5, 1],
		[7, 2],
	])('keypad, length %i, at most %i vowels: the same total as countWalks', (length, atMost) => {
		const board = keypadBoard();
		const limit = { squares: VOWELS.map(keySquare), atMost };
		const listed = countWalksByEnumeration(board, { length, limit });
		expect(BigInt(listed.reduce((sum, n) => sum + n, 0))).toBe(
			countWalks(board, { length, limit }),
		);
	});

	test('holes start no walk and are never entered', () => {
		const board = createBoard(3, 3, { holes: [0] });
		const listed = countWalksByEnumeration(board, { length: 2 });
		expect(listed[0]).toBe(0);
		expect(listed.reduce((sum, n) => sum + n, 0)).toBe(Number(countWalks(board, { length: 2 })));
	});

	test(`refuses more than ${String(MAX_ENUMERATED_WALKS)} walks`, () => {
		expect(countWalks(keypadBoard(), { length: 12 })).toBeGreaterThan(BigInt(MAX_ENUMERATED_WALKS));
		expect(() => countWalksByEnumeration(keypadBoard(), { length: 12 })).toThrow(RangeError);
	});
});

describe('enumerateWalkSteps(board, options)', () => {
	test('pulses as it lists, every 65,536 walks', () => {
		const steps = enumerateWalkSteps(keypadBoard(), { length: 9 });
		let pulses = 0;
		for (;;) {
			const next = steps.next();
			if (next.done === true) break;
			pulses++;
			expect(next.value.walks % 65_536).toBe(0);
		}
		expect(pulses).toBe(Math.floor(Number(countWalks(keypadBoard(), { length: 9 })) / 65_536));
	});
});
