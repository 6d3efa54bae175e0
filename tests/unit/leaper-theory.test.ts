/** Components of leapers' graphs, Knuth's connectivity rule, and the smallest connected squares. */
import { describe, expect, test } from 'vitest';
import { createBoard, isDark, type Square } from '../../src/lib/board.ts';
import {
	leaperComponents,
	leaperConnectivity,
	smallestConnectedSquare,
} from '../../src/lib/leaper-theory.ts';
import type { Leaper } from '../../src/lib/leaper.ts';
import fixture from '../fixtures/leapers.json' with { type: 'json' };

/** Counts the squares reachable from square 0 by a breadth-first search written here from scratch. */
function reachableFromFirst(rows: number, cols: number, [a, b]: Leaper): number {
	const steps: [number, number][] = [];
	for (const [dr, dc] of [
		[a, b],
		[b, a],
	] as const) {
		for (const [sr, sc] of [
			[1, 1],
			[-1, 1],
			[1, -1],
			[-1, -1],
		] as const) {
			steps.push([sr * dr, sc * dc]);
		}
	}
	const seen = new Set<number>([0]);
	const queue = [0];
	while (queue.length > 0) {
		const square = queue.shift() as number;
		const [r, c] = [Math.floor(square / cols), square % cols];
		for (const [dr, dc] of steps) {
			const [nr, nc] = [r + dr, c + dc];
			if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || seen.has(nr * cols + nc)) continue;
			seen.add(nr * cols + nc);
			queue.push(nr * cols + nc);
		}
	}
	return seen.size;
}

describe('leaperComponents(board)', () => {
	test('the knight on 3×3 leaves the centre on its own', () => {
		const pieces = leaperComponents(createBoard(3, 3));
		expect(pieces).toHaveLength(2);
		expect(pieces).toContainEqual([4]);
	});

	test('the camel on 8×8 splits into the two colours, 32 squares each', () => {
		const board = createBoard(8, 8, { leaper: [1, 3] });
		const pieces = leaperComponents(board);
		expect(pieces.map((piece) => piece.length)).toEqual([32, 32]);
		for (const piece of pieces) {
			const colours = new Set(piece.map((square: Square) => isDark(board, square)));
			expect(colours.size).toBe(1);
		}
	});

	test('holes are left out, and every square lies in exactly one piece', () => {
		const board = createBoard(5, 5, { holes: [12] });
		const pieces = leaperComponents(board);
		const all = pieces.flat().sort((x, y) => x - y);
		expect(all).toEqual(Array.from({ length: 25 }, (_, s) => s).filter((s) => s !== 12));
	});

	test.each([
		[3, 4, [1, 2]],
		[6, 6, [2, 3]],
		[7, 9, [1, 4]],
		[5, 5, [1, 3]],
	] as const)(
		'%i×%i, %j: the piece of square 0 matches a search written here',
		(rows, cols, leaper) => {
			const pieces = leaperComponents(createBoard(rows, cols, { leaper: [...leaper] }));
			expect(pieces[0]?.length).toBe(reachableFromFirst(rows, cols, leaper));
		},
	);
});

describe('leaperConnectivity(rows, cols, leaper)', () => {
	test("Knuth's rule agrees with the components on every board up to 11×11, leaps up to (5, 6)", () => {
		const disagreements: string[] = [];
		for (let a = 0; a <= 5; a++) {
			for (let b = Math.max(a, 1); b <= 6; b++) {
				for (let rows = 1; rows <= 11; rows++) {
					for (let cols = 1; cols <= 11; cols++) {
						const board = createBoard(rows, cols, { leaper: [a, b] });
						const found = leaperComponents(board).length === 1;
						if (leaperConnectivity(rows, cols, [a, b]).connected !== found) {
							disagreements.push(`(${String(a)}, ${String(b)}) on ${String(rows)}×${String(cols)}`);
						}
					}
				}
			}
		}
		expect(disagreements).toEqual([]);
	});

	test.each([
		[8, 8, [1, 3], 'never changes colour'],
		[8, 8, [2, 4], 'never changes colour'],
		[9, 9, [3, 6], 'multiples of 3'],
		[4, 8, [2, 3], 'at least 5×6'],
		[8, 8, [1, 2], 'can reach every square'],
	] as const)('%i×%i, %j: the reason says "%s"', (rows, cols, leaper, words) => {
		expect(leaperConnectivity(rows, cols, [...leaper]).reason).toContain(words);
	});
});

describe('smallestConnectedSquare(leaper)', () => {
	test.each(fixture.smallestConnectedSquare)('$name: $side', ({ leaper, side }) => {
		expect(smallestConnectedSquare([leaper[0] ?? 0, leaper[1] ?? 0])).toBe(side);
	});
});
