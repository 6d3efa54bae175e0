import { describe, expect, test } from 'vitest';
import {
	columnLabel,
	numbersColumns,
	squareLabel,
} from '../../src/components/board/square-label.ts';
import { createBoard, parseSquare } from '../../src/lib/index.ts';

describe('squareLabel(board, square)', () => {
	test.each([
		[8, 8, 'd4', 'd4'],
		[26, 26, 'z26', 'z26'],
		// Files in base 26 from aa: bmm = 1·26² + 12·26 + 12 = 1000 (0-based), the 1001st column.
		[1000, 2000, 'bmm1000', 'column 1001, row 1000 (bmm1000)'],
		[40, 40, 'aa1', 'column 1, row 1 (aa1)'],
		[40, 40, 'bn40', 'column 40, row 40 (bn40)'],
		[3, 27, 'ba2', 'column 27, row 2 (ba2)'],
	])('on %i×%i, %s is shown as %j', (rows, cols, name, label) => {
		const board = createBoard(rows, cols);
		expect(squareLabel(board, parseSquare(board, name))).toBe(label);
	});
});

describe('columnLabel(board, col) and numbersColumns(board)', () => {
	test('letters up to 26 columns, numbers from 1 beyond', () => {
		expect(numbersColumns(createBoard(8, 26))).toBe(false);
		expect(numbersColumns(createBoard(8, 27))).toBe(true);
		expect(columnLabel(createBoard(8, 8), 7)).toBe('h');
		expect(columnLabel(createBoard(8, 27), 0)).toBe('1');
		expect(columnLabel(createBoard(8, 27), 26)).toBe('27');
	});
});
