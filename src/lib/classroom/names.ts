/**
 * What a student's name looks like, for telling lookalikes apart. Two codes whose names differ only
 * by invisible characters (zero-width spaces and joiners, bidi controls) or by letters of another
 * script drawn the same (Cyrillic "а" for Latin "a") are different students to the variants and the
 * work logs, but the same name to a teacher's eye: the checking page flags them.
 */

/** Characters that draw nothing: zero-width spaces and joiners, bidi marks, embeddings, overrides and isolates, the BOM, soft hyphen. */
const INVISIBLE =
	/\u034f|\u1160|\u17b4|\u17b5|[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** Letters of Cyrillic and Greek drawn like Latin ones (lower case, after NFKC), and what they look like. */
const LOOKALIKES: Record<string, string> = {
	а: 'a',
	в: 'b',
	е: 'e',
	ё: 'e',
	һ: 'h',
	і: 'i',
	ї: 'i',
	ј: 'j',
	к: 'k',
	м: 'm',
	н: 'h',
	о: 'o',
	р: 'p',
	с: 'c',
	ѕ: 's',
	т: 't',
	у: 'y',
	х: 'x',
	ԁ: 'd',
	ԛ: 'q',
	ԝ: 'w',
	ɡ: 'g',
	α: 'a',
	β: 'b',
	ε: 'e',
	η: 'n',
	ι: 'i',
	κ: 'k',
	ν: 'v',
	ο: 'o',
	ρ: 'p',
	τ: 't',
	υ: 'u',
	χ: 'x',
	ζ: 'z',
	μ: 'm',
};

/**
 * The characters of a name that make it look like another: those that draw nothing and the
 * look-alike letters of other scripts, as "U+0430", in order, each once.
 */
export function oddCharacters(name: string): string[] {
	const odd = new Set<string>();
	for (const c of name.normalize('NFKC')) {
		const lower = c.toLowerCase();
		if (visibleName(c) === '' || LOOKALIKES[lower] !== undefined) {
			odd.add(`U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
		}
	}
	return [...odd];
}

/** Removes the characters that draw nothing (bidi controls among them) from a name. */
export function visibleName(name: string): string {
	return name.replace(INVISIBLE, '');
}

/**
 * The name as it looks: NFKC, invisible characters dropped, white space as one space, lower case,
 * and look-alike letters of other scripts as the Latin letter they look like. Names with the same
 * skeleton look the same.
 */
export function nameSkeleton(name: string): string {
	const plain = visibleName(name.normalize('NFKC')).trim().replace(/\s+/g, ' ').toLowerCase();
	return Array.from(plain, (c) => LOOKALIKES[c] ?? c).join('');
}
