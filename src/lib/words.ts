/** Small pieces of English for messages built around numbers. */

/**
 * Returns the indefinite article a number takes when read aloud: "an" before
 * 8, 11, 18, 80–89, 800–899 and those times a power of a thousand (eight,
 * eleven, eighteen, eighty, eight hundred, … begin with a vowel sound), "a"
 * before every other whole number ("a 1", "a 5", "a 100", "a 1100").
 */
export function articleFor(n: number): 'a' | 'an' {
	let lead = Math.floor(Math.abs(n));
	// Read aloud, a number begins with the words of its leading group of three digits.
	while (lead >= 1000) lead = Math.floor(lead / 1000);
	const vowel =
		lead === 8 ||
		lead === 11 ||
		lead === 18 ||
		Math.floor(lead / 10) === 8 ||
		Math.floor(lead / 100) === 8;
	return vowel ? 'an' : 'a';
}

/** Writes a number with its article: "an 8", "a 5". */
export function withArticle(n: number): string {
	return `${articleFor(n)} ${String(n)}`;
}
