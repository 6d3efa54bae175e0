import { describe, expect, test } from 'vitest';
import { parseWholeNumber } from '../../src/lib/index.ts';
import { createBoard, parseSquare } from '../../src/lib/board.ts';
import { clip, quote } from '../../src/lib/input.ts';

describe('parseWholeNumber(text, label, min, max)', () => {
	test.each([
		['8', 8],
		[' 16 ', 16],
		['+3', 3],
		['1', 1],
	])('reads %j as %i', (text, value) => {
		expect(parseWholeNumber(text, 'Rows', 1, 16)).toEqual({ ok: true, value });
	});

	test.each([
		['', 'Rows must be a whole number from 1 to 16; the box is empty.'],
		['abc', 'Rows must be a whole number from 1 to 16; "abc" is not a whole number.'],
		['2.5', 'Rows must be a whole number from 1 to 16; "2.5" is not a whole number.'],
		['1e3', 'Rows must be a whole number from 1 to 16; "1e3" is not a whole number.'],
		['0', 'Rows must be a whole number from 1 to 16; 0 is out of range.'],
		['17', 'Rows must be a whole number from 1 to 16; 17 is out of range.'],
		['-4', 'Rows must be a whole number from 1 to 16; -4 is out of range.'],
	])('rejects %j with a message that says what is allowed', (text, message) => {
		expect(parseWholeNumber(text, 'Rows', 1, 16)).toEqual({ ok: false, message });
	});
});

describe('clip(text, length) and quote(text)', () => {
	test('keeps short text and shortens long text to its first characters and an ellipsis', () => {
		expect(clip('abc')).toBe('abc');
		expect(clip('x'.repeat(24))).toBe('x'.repeat(24));
		expect(clip('x'.repeat(1_000_000))).toBe(`${'x'.repeat(24)}…`);
		expect(quote('y'.repeat(30))).toBe(`"${'y'.repeat(24)}…"`);
	});

	test('shows invisible characters as replacement marks', () => {
		expect(clip('a\u0000b\u200bc')).toBe('a�b�c');
	});
});

describe('long input in messages', () => {
	test.each([
		['letters', 'x'.repeat(1_000_000)],
		['digits', '9'.repeat(1_000_000)],
	])('a megabyte of %s gives a short message that quotes its start', (_kind, text) => {
		const result = parseWholeNumber(text, 'Rows', 1, 16);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.message.length).toBeLessThan(120);
		expect(result.message).toContain(`${text.slice(0, 24)}…`);
	});

	test('parseSquare quotes a long name shortly', () => {
		const board = createBoard(8, 8);
		expect(() => parseSquare(board, 'q'.repeat(1_000_000))).toThrow(
			/^"q{24}…" is not a square name on this 8×8 board/,
		);
		let message = '';
		try {
			parseSquare(board, 'q'.repeat(1_000_000));
		} catch (error) {
			message = (error as Error).message;
		}
		expect(message.length).toBeLessThan(200);
	});
});
