/**
 * Text ↔ bytes without `TextEncoder` (not in the library's ES lib). The bytes
 * are WTF-8: UTF-8 that also carries a lone surrogate (as its 3-byte form), so
 * every JavaScript string — even one cut in the middle of an emoji — round
 * trips exactly. Decoding is strict: overlong forms, code points past
 * U+10FFFF, stray continuation bytes and a surrogate pair written as two
 * 3-byte halves are all refused, so each string has exactly one encoding.
 */

/** Appends the WTF-8 bytes of `text` to `out`. */
export function writeUtf8(out: number[], text: string): void {
	for (let i = 0; i < text.length; i++) {
		let c = text.charCodeAt(i);
		if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
			const low = text.charCodeAt(i + 1);
			if (low >= 0xdc00 && low <= 0xdfff) {
				c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
				i++;
			}
		}
		if (c < 0x80) {
			out.push(c);
		} else if (c < 0x800) {
			out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
		} else if (c < 0x10000) {
			out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
		} else {
			out.push(
				0xf0 | (c >> 18),
				0x80 | ((c >> 12) & 0x3f),
				0x80 | ((c >> 6) & 0x3f),
				0x80 | (c & 0x3f),
			);
		}
	}
}

/** Whether `byte` is a continuation byte (10xxxxxx). */
function isContinuation(byte: number | undefined): boolean {
	return byte !== undefined && (byte & 0xc0) === 0x80;
}

/**
 * Reads `bytes[start, end)` as WTF-8; returns the text, or null when the bytes
 * are not the one encoding of any string.
 */
export function readUtf8(bytes: Uint8Array, start: number, end: number): string | null {
	const units: number[] = [];
	let loneHighBefore = false;
	let i = start;
	while (i < end) {
		const b0 = bytes[i] as number;
		let code: number;
		let size: number;
		if (b0 < 0x80) {
			code = b0;
			size = 1;
		} else if (b0 >= 0xc2 && b0 <= 0xdf) {
			code = b0 & 0x1f;
			size = 2;
		} else if (b0 >= 0xe0 && b0 <= 0xef) {
			code = b0 & 0x0f;
			size = 3;
		} else if (b0 >= 0xf0 && b0 <= 0xf4) {
			code = b0 & 0x07;
			size = 4;
		} else {
			return null;
		}
		if (i + size > end) return null;
		for (let k = 1; k < size; k++) {
			const b = bytes[i + k];
			if (!isContinuation(b)) return null;
			code = (code << 6) | ((b as number) & 0x3f);
		}
		// Overlong forms and code points past U+10FFFF.
		if ((size === 3 && code < 0x800) || (size === 4 && (code < 0x10000 || code > 0x10ffff))) {
			return null;
		}
		const isLow = code >= 0xdc00 && code <= 0xdfff;
		// A pair written as two halves would give a second encoding of the same string.
		if (isLow && loneHighBefore) return null;
		loneHighBefore = code >= 0xd800 && code <= 0xdbff;
		if (code >= 0x10000) {
			code -= 0x10000;
			units.push(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff));
		} else {
			units.push(code);
		}
		i += size;
	}
	let text = '';
	// In slices: spreading a huge array into one call can overflow the stack.
	for (let k = 0; k < units.length; k += 4096) {
		text += String.fromCharCode(...units.slice(k, k + 4096));
	}
	return text;
}
