import { describe, expect, test } from 'vitest';
import {
	closedTourExists,
	constructTour,
	createBoard,
	isLeap,
	verifyTour,
} from '../../src/lib/index.ts';
import { blockPicture, isOuterRow, schwenkClauses } from '../../src/lib/proofs.ts';

describe('schwenkClauses(rows, cols)', () => {
	test('is empty exactly where closedTourExists says yes, and names its condition first', () => {
		for (let m = 1; m <= 30; m++) {
			for (let n = 1; n <= 30; n++) {
				const clauses = schwenkClauses(m, n);
				const verdict = closedTourExists(m, n);
				expect(clauses.length === 0).toBe(verdict.exists);
				if (!verdict.exists) expect(verdict.reason).toContain(`condition ${String(clauses[0])}`);
			}
		}
	});

	test.each([
		[1, 1, ['a', 'b']],
		[1, 4, ['b']],
		[3, 5, ['a']],
		[4, 3, ['c']],
		[8, 3, ['c']],
		[4, 9, ['b']],
		[3, 10, []],
		[9, 10, []],
	] as const)('%i×%i → %j', (rows, cols, expected) => {
		expect(schwenkClauses(rows, cols)).toEqual(expected);
	});

	test('refuses sizes that are not boards', () => {
		expect(() => schwenkClauses(0, 5)).toThrow(RangeError);
		expect(() => schwenkClauses(3, 2.5)).toThrow(/whole numbers/);
	});
});

describe('isOuterRow(rows, cols, square)', () => {
	test('marks the top and bottom rows of a 4×5 board, 10 squares in all', () => {
		const outer = Array.from({ length: 20 }, (_, s) => isOuterRow(4, 5, s));
		expect(outer.filter(Boolean)).toHaveLength(10);
		expect(outer.slice(0, 5).every(Boolean)).toBe(true);
		expect(outer.slice(5, 15).some(Boolean)).toBe(false);
	});

	test('every knight move on 4×n from an outer square lands on an inner one', () => {
		for (let n = 1; n <= 12; n++) {
			const board = createBoard(4, n);
			for (let a = 0; a < board.size; a++) {
				for (let b = 0; b < board.size; b++) {
					if (isLeap(board, a, b)) expect(isOuterRow(4, n, a) && isOuterRow(4, n, b)).toBe(false);
				}
			}
		}
	});
});

describe('blockPicture(rows, cols, tour, rowPieces, colPieces)', () => {
	test.each([
		[16, 16, [8, 8], [8, 8]],
		[16, 20, [8, 8], [8, 12]],
		[24, 24, [8, 8, 8], [8, 8, 8]],
		[15, 16, [7, 8], [8, 8]],
	])('takes the %i×%i construction apart into closed block tours', (rows, cols, rp, cp) => {
		const tour = constructTour(rows, cols, true);
		if (tour === null) throw new Error('no tour');
		const picture = blockPicture(rows, cols, tour, rp, cp);
		expect(picture.blocks).toHaveLength(rp.length * cp.length);
		expect(picture.joins).toHaveLength(picture.blocks.length - 1);
		picture.blocks.forEach((block, b) => {
			const local = createBoard(block.rows, block.cols);
			const cycle = (picture.cycles[b] ?? []).map(
				(s) => (Math.floor(s / cols) - block.top) * block.cols + ((s % cols) - block.left),
			);
			expect(verifyTour(local, cycle, { closed: true })).toEqual({ ok: true });
		});
		const board = createBoard(rows, cols);
		for (const join of picture.joins) {
			const [p, q] = join.blocks;
			for (const [a, b] of join.removed) {
				expect(isLeap(board, a, b)).toBe(true);
				expect(picture.blockOf[a]).toBe(picture.blockOf[b]);
			}
			for (const [a, b] of join.added) {
				expect(isLeap(board, a, b)).toBe(true);
				expect([picture.blockOf[a], picture.blockOf[b]]).toEqual([p, q]);
			}
		}
	});

	test('lists the joins in the order the blocks are added', () => {
		const tour = constructTour(16, 16, true) as Int32Array;
		const picture = blockPicture(16, 16, tour, [8, 8], [8, 8]);
		expect(picture.joins.map((j) => j.blocks)).toEqual([
			[0, 1],
			[0, 2],
			[2, 3],
		]);
	});

	test('says what is wrong with a tour that is not built from those blocks', () => {
		const tour = constructTour(16, 16, true) as Int32Array;
		expect(() => blockPicture(16, 16, tour, [8, 7], [8, 8])).toThrow(/adding up to 16/);
		expect(() => blockPicture(16, 16, tour, [4, 12], [8, 8])).toThrow(RangeError);
		expect(() => blockPicture(16, 16, tour.slice(1), [8, 8], [8, 8])).toThrow(/256 squares/);
		const scrambled = Int32Array.from(tour);
		[scrambled[0], scrambled[5]] = [scrambled[5] as number, scrambled[0] as number];
		expect(() => blockPicture(16, 16, scrambled, [8, 8], [8, 8])).toThrow(/knight's move/);
	});
});
