import { describe, expect, test } from 'vitest';
import { articleFor, withArticle } from '../../src/lib/words.ts';

// English chooses "a" or "an" by the sound that begins the number read aloud, not by its first
// digit (Merriam-Webster, "Is it 'a' or 'an'?"; The Chicago Manual of Style, 17th ed., 5.73):
// "an 8", "an 11", "an 18", "an 80", "an 800", "an 8,000", "an 11,000", but "a 1", "a 100",
// "a 1,100" (one thousand one hundred), "a 110".
describe('articleFor(n)', () => {
	test.each([
		[8, 'an'],
		[11, 'an'],
		[18, 'an'],
		[80, 'an'],
		[83, 'an'],
		[89, 'an'],
		[800, 'an'],
		[899, 'an'],
		[8000, 'an'],
		[11_000, 'an'],
		[18_500, 'an'],
		[80_000, 'an'],
		[800_000, 'an'],
		[8_000_000, 'an'],
		[0, 'a'],
		[1, 'a'],
		[5, 'a'],
		[7, 'a'],
		[10, 'a'],
		[12, 'a'],
		[19, 'a'],
		[28, 'a'],
		[108, 'a'],
		[110, 'a'],
		[118, 'a'],
		[180, 'a'],
		[1100, 'a'],
		[1800, 'a'],
		[2000, 'a'],
		[4000, 'a'],
		[90_000, 'a'],
	])('%i takes "%s"', (n, article) => {
		expect(articleFor(n)).toBe(article);
	});
});

describe('withArticle(n)', () => {
	test('writes the number after its article', () => {
		expect(withArticle(8)).toBe('an 8');
		expect(withArticle(6)).toBe('a 6');
		expect(withArticle(18)).toBe('an 18');
	});
});
