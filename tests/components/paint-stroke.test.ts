import { describe, expect, test } from 'vitest';
import {
	PaintStroke,
	squaresAlong,
	type BoardPoint,
} from '../../src/components/board/paint-stroke.ts';
import { createBoard, parseSquare, squareName } from '../../src/lib/index.ts';

const board = createBoard(8, 8);

/** The centre of a named square in square units (x across, y down). */
function centre(name: string): BoardPoint {
	const square = parseSquare(board, name);
	return { x: (square % 8) + 0.5, y: Math.floor(square / 8) + 0.5 };
}

/** Names the squares a segment between two square centres crosses. */
function along(from: string, to: string): string[] {
	return squaresAlong(board, centre(from), centre(to)).map((s) => squareName(board, s));
}

/**
 * An independent oracle: samples the segment at 100,001 evenly spaced points and lists the
 * squares they fall in, in order. It can miss a sliver shorter than 1/100,000 of the segment, so
 * the segments compared against it stay clear of corners.
 */
function sampled(from: BoardPoint, to: BoardPoint): number[] {
	const squares: number[] = [];
	for (let i = 0; i <= 100_000; i++) {
		const t = i / 100_000;
		const x = Math.floor(from.x + (to.x - from.x) * t);
		const y = Math.floor(from.y + (to.y - from.y) * t);
		if (x < 0 || x >= 8 || y < 0 || y >= 8) continue;
		const square = y * 8 + x;
		if (squares.at(-1) !== square) squares.push(square);
	}
	return squares;
}

describe('squaresAlong(grid, from, to)', () => {
	test.each([
		['a1', 'a1', ['a1']],
		['b4', 'g4', ['b4', 'c4', 'd4', 'e4', 'f4', 'g4']],
		['c5', 'c2', ['c5', 'c4', 'c3', 'c2']],
		// From a1's centre to c2's: x = 1 at y = 0.75, y = 1 at x = 1.5, x = 2 at y = 1.25.
		['a1', 'c2', ['a1', 'b1', 'b2', 'c2']],
		// Exactly through corners, the walk steps diagonally.
		['a1', 'd4', ['a1', 'b2', 'c3', 'd4']],
		['h8', 'f6', ['h8', 'g7', 'f6']],
	])('from %s to %s crosses %j', (from, to, expected) => {
		expect(along(from, to)).toEqual(expected);
	});

	test.each([
		[
			{ x: 0.2, y: 7.9 },
			{ x: 7.7, y: 0.35 },
		],
		[
			{ x: 6.9, y: 0.1 },
			{ x: 0.3, y: 5.45 },
		],
		[
			{ x: 3.3, y: 3.6 },
			{ x: 3.9, y: 3.2 },
		],
		[
			{ x: -2.3, y: 1.7 },
			{ x: 10.1, y: 6.2 },
		],
	])('agrees with dense sampling from %j to %j', (from, to) => {
		expect(squaresAlong(board, from, to)).toEqual(sampled(from, to));
	});

	test('leaves out the squares off the board', () => {
		const squares = squaresAlong(board, { x: -3.5, y: 0.5 }, { x: 1.5, y: 0.5 });
		expect(squares.map((s) => squareName(board, s))).toEqual(['a8', 'b8']);
	});
});

describe('PaintStroke', () => {
	const holes = new Set<number>();
	const isHole = (square: number): boolean => holes.has(square);

	test('a pointer stroke pressed on a free square paints, once per square', () => {
		holes.clear();
		const stroke = PaintStroke.fromPointer(64, false);
		expect(stroke.hole).toBe(true);
		expect(stroke.take([1, 2, 3], isHole)).toEqual([1, 2, 3]);
		for (const s of [1, 2, 3]) holes.add(s);
		holes.delete(2);
		// Crossing a square again never changes it twice, even when something else undid it.
		expect(stroke.take([3, 2, 4], isHole)).toEqual([4]);
	});

	test('a pointer stroke pressed on a hole erases and leaves free squares free', () => {
		holes.clear();
		holes.add(10).add(12);
		const stroke = PaintStroke.fromPointer(64, true);
		expect(stroke.hole).toBe(false);
		expect(stroke.take([10, 11, 12, 99, -1], isHole)).toEqual([10, 12]);
	});

	test('a keyboard stroke carries the state of the square it starts from', () => {
		holes.clear();
		expect(PaintStroke.fromKeyboard(64, true).hole).toBe(true);
		expect(PaintStroke.fromKeyboard(64, false).hole).toBe(false);
	});
});
