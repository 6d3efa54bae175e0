import { describe, expect, test } from 'vitest';
import { nameSkeleton, oddCharacters, visibleName } from '../../../src/lib/classroom/names.ts';

describe('nameSkeleton(name)', () => {
	// Each pair: a name and a lookalike a student could type (Unicode's confusables, drawn alike).
	test.each([
		['Ada Lovelace', 'Ada\u200b Lovelace'],
		['Ada Lovelace', 'Ad\u0430 Lovelace'],
		['Ada Lovelace', '\u202eAda Lovelace'],
		['Ada Lovelace', '  ADA   lovelace '],
		['Oscar', '\u039fscar'],
		['Ben', 'B\u0435n\u2066'],
	])('%j and %j look the same', (a, b) => {
		expect(nameSkeleton(b)).toBe(nameSkeleton(a));
	});

	test.each([
		['Ada', 'Adam'],
		['Zoë', 'Zoe'],
		['Анна', 'Anna'],
	])('%j and %j do not', (a, b) => {
		expect(nameSkeleton(b)).not.toBe(nameSkeleton(a));
	});

	test('visibleName drops bidi controls and zero-width characters, nothing else', () => {
		expect(visibleName('\u202eA\u200dd\u2069a\ufeff')).toBe('Ada');
		expect(visibleName('Zoë Ng')).toBe('Zoë Ng');
	});

	test('oddCharacters names what makes a name a lookalike, each once', () => {
		expect(oddCharacters('\u202eAd\u0430\u0430')).toEqual(['U+202E', 'U+0430']);
		expect(oddCharacters('Zoë Ng')).toEqual([]);
	});
});
