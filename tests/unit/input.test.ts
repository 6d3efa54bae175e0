import { describe, expect, test } from 'vitest';
import { parseWholeNumber } from '../../src/lib/index.ts';

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
