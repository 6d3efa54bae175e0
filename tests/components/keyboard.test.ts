import { describe, expect, test } from 'vitest';
import { keyToCursor } from '../../src/components/board/keyboard.ts';
import { createBoard, parseSquare, squareName } from '../../src/lib/index.ts';

describe('keyToCursor(board, cursor, key, ctrl)', () => {
	const board = createBoard(8, 8);
	const move = (from: string, key: string, ctrl = false): string | null => {
		const next = keyToCursor(board, parseSquare(board, from), key, ctrl);
		return next === null ? null : squareName(board, next);
	};

	test.each([
		['d4', 'ArrowUp', 'd5'],
		['d4', 'ArrowDown', 'd3'],
		['d4', 'ArrowLeft', 'c4'],
		['d4', 'ArrowRight', 'e4'],
		['d8', 'ArrowUp', 'd8'],
		['a1', 'ArrowDown', 'a1'],
		['a1', 'ArrowLeft', 'a1'],
		['h5', 'ArrowRight', 'h5'],
		['d4', 'Home', 'a4'],
		['d4', 'End', 'h4'],
	])('from %s, %s goes to %s', (from, key, to) => {
		expect(move(from, key)).toBe(to);
	});

	test('Ctrl+Home and Ctrl+End go to the first and last squares', () => {
		expect(move('d4', 'Home', true)).toBe('a8');
		expect(move('d4', 'End', true)).toBe('h1');
	});

	test('other keys leave the cursor alone', () => {
		expect(move('d4', 'x')).toBeNull();
		expect(move('d4', 'Tab')).toBeNull();
	});
});
