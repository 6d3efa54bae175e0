/**
 * Bytes ↔ URL-safe text, and the frame every classroom code shares:
 *
 *     KTA1.<base64url of: body · 0–2 zero bytes · CRC-32 (little-endian)>
 *
 * The prefix names the kind (A assignment, S submission) and the version.
 * The zero bytes make the whole a multiple of 3 bytes, so every code's
 * base64url part is a multiple of 4 characters with no spare bits: a lost or
 * added character always breaks that length, and a changed one alters at most
 * 16 bits in a row, which CRC-32 (over the prefix, body and zero bytes)
 * always detects — it catches every burst of up to 32 bits. So every
 * single-character change, deletion or insertion is detected, not just
 * nearly every one.
 */
import { showValue } from '../args.ts';
import { ByteReader, malformed } from './bytes.ts';
import { ClassroomCodeError } from './errors.ts';
import { CLASSROOM_LIMITS } from './types.ts';

/** The 64 characters of base64url (RFC 4648 §5), in value order. */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Character code → value in the alphabet, −1 for other characters. */
const VALUE_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) VALUE_OF[CODE_ALPHABET.charCodeAt(i)] = i;

/** Writes bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
	let text = '';
	for (let i = 0; i < bytes.length; i += 3) {
		const n = bytes.length - i;
		const chunk =
			((bytes[i] as number) << 16) |
			((n > 1 ? (bytes[i + 1] as number) : 0) << 8) |
			(n > 2 ? (bytes[i + 2] as number) : 0);
		const chars = n >= 3 ? 4 : n + 1;
		for (let k = 0; k < chars; k++) text += CODE_ALPHABET[(chunk >> (18 - 6 * k)) & 63];
	}
	return text;
}

/** Reads base64url whose length is a multiple of 4 and whose characters are all in the alphabet. */
function fromBase64Url(text: string): Uint8Array {
	const bytes = new Uint8Array((text.length / 4) * 3);
	for (let i = 0, j = 0; i < text.length; i += 4, j += 3) {
		let chunk = 0;
		for (let k = 0; k < 4; k++) chunk = (chunk << 6) | (VALUE_OF[text.charCodeAt(i + k)] as number);
		bytes[j] = chunk >> 16;
		bytes[j + 1] = chunk >> 8;
		bytes[j + 2] = chunk;
	}
	return bytes;
}

/** The CRC-32 table (IEEE 802.3 polynomial, reflected). */
const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	CRC_TABLE[n] = c >>> 0;
}

/** Feeds bytes into a running CRC-32 register (start with 0xffffffff; the result is `~register`). */
function crcUpdate(register: number, bytes: ArrayLike<number>): number {
	let c = register;
	for (let i = 0; i < bytes.length; i++) {
		c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
	}
	return c >>> 0;
}

/** The ASCII bytes of a short ASCII string. */
function asciiBytes(text: string): number[] {
	return Array.from(text, (c) => c.charCodeAt(0));
}

/** CRC-32 of the ASCII string `prefix` followed by `bytes`. */
export function crc32(prefix: string, bytes: ArrayLike<number>): number {
	return ~crcUpdate(crcUpdate(0xffffffff, asciiBytes(prefix)), bytes) >>> 0;
}

/**
 * FNV-1a 64 of `prefix` and `bytes`, as 8 bytes (big-endian). Kept in two
 * 32-bit halves: the prime is 2⁴⁰ + 0x1b3, so h·prime = h·0x1b3 + (h ≪ 40).
 * Each step (xor a byte, multiply by an odd number) is invertible, so two
 * inputs of one length that differ in one byte always hash differently.
 */
export function fnv1a64(prefix: string, bytes: ArrayLike<number>): Uint8Array {
	let hi = 0xcbf29ce4;
	let lo = 0x84222325;
	const feed = (b: number): void => {
		lo = (lo ^ b) >>> 0;
		const product = lo * 0x1b3; // < 2⁴¹: exact in a double
		const carry = Math.floor(product / 0x100000000);
		hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
		lo = product >>> 0;
	};
	for (const b of asciiBytes(prefix)) feed(b);
	for (let i = 0; i < bytes.length; i++) feed(bytes[i] as number);
	return Uint8Array.of(hi >>> 24, hi >>> 16, hi >>> 8, hi, lo >>> 24, lo >>> 16, lo >>> 8, lo);
}

/** A kind of code: its letter in the prefix, its name in messages, its version. */
export interface CodeKind {
	letter: 'A' | 'S';
	noun: 'assignment' | 'submission';
	version: number;
}

export const ASSIGNMENT_CODE: CodeKind = { letter: 'A', noun: 'assignment', version: 1 };
export const SUBMISSION_CODE: CodeKind = { letter: 'S', noun: 'submission', version: 1 };

/**
 * Version 2 of each kind: the same layout with programs in it (program tasks, programs handed
 * in). A code without one is still written as version 1, byte for byte as before, so that a site
 * that reads version 1 only reads it too, and says "another version of the site" to the others.
 */
export const ASSIGNMENT_CODE_2: CodeKind = { ...ASSIGNMENT_CODE, version: 2 };
export const SUBMISSION_CODE_2: CodeKind = { ...SUBMISSION_CODE, version: 2 };

/** Version 3 of assignments: the compact form (compact-code.ts), every assignment written today. */
export const ASSIGNMENT_CODE_3: CodeKind = { ...ASSIGNMENT_CODE, version: 3 };

/**
 * Version 3 of submissions: version 2's layout, with the name read by today's rule (see
 * submission-code.ts); written only for names that the old rule reads otherwise.
 */
export const SUBMISSION_CODE_3: CodeKind = { ...SUBMISSION_CODE, version: 3 };

/** The readable prefix of a kind's codes: "KTA1." or "KTS1.". */
export function codePrefix(kind: CodeKind): string {
	return `KT${kind.letter}${String(kind.version)}.`;
}

/** Zero bytes after a body of `length` bytes so that body, zeros and checksum fill whole 3-byte groups. */
function paddingAfter(length: number): number {
	return (3 - ((length + 4) % 3)) % 3;
}

/** Frames a body as a code of `kind`: prefix, base64url of body, zero bytes and CRC-32. */
export function wrapCode(kind: CodeKind, body: Uint8Array): string {
	const prefix = codePrefix(kind);
	const covered = body.length + paddingAfter(body.length);
	const bytes = new Uint8Array(covered + 4);
	bytes.set(body);
	const crc = crc32(prefix, bytes.subarray(0, covered));
	bytes[covered] = crc;
	bytes[covered + 1] = crc >>> 8;
	bytes[covered + 2] = crc >>> 16;
	bytes[covered + 3] = crc >>> 24;
	return prefix + toBase64Url(bytes);
}

/** "an assignment code", "a submission code". */
function aCode(kind: CodeKind): string {
	return `${kind.noun === 'assignment' ? 'an' : 'a'} ${kind.noun} code`;
}

/** "version 1 only", "versions 1 and 2". */
function versionList(versions: readonly number[]): string {
	if (versions.length === 1) return `version ${String(versions[0])} only`;
	return `versions ${versions.slice(0, -1).join(', ')} and ${String(versions.at(-1))}`;
}

/**
 * Checks the prefix of `text` (already trimmed) against the versions read; returns the version
 * found, or throws saying what the text is instead.
 */
function checkPrefix(kind: CodeKind, text: string, versions: readonly number[]): number {
	for (const version of versions) {
		if (text.startsWith(codePrefix({ ...kind, version }))) return version;
	}
	const found = /^KT([AS])(\d{1,6})\./.exec(text);
	if (found !== null && found[1] !== kind.letter) {
		const other = found[1] === 'A' ? 'an assignment code' : 'a submission code';
		throw new ClassroomCodeError(`This is ${other}, not ${aCode(kind)}.`, 'wrong-kind');
	}
	if (found !== null) {
		throw new ClassroomCodeError(
			`This is ${aCode(kind)} of version ${String(Number(found[2]))}; this site reads ${versionList(versions)}, so the code comes from another version of the site.`,
			'version',
		);
	}
	const prefixes = versions.map((version) => codePrefix({ ...kind, version }));
	const within = prefixes.find((prefix) => text.includes(prefix));
	const inside = within === undefined ? '' : ` Paste only the code, from "${within}" to its end.`;
	const quoted = prefixes.map((prefix) => `"${prefix}"`);
	const list =
		quoted.length === 1
			? String(quoted[0])
			: `${quoted.slice(0, -1).join(', ')} or ${String(quoted.at(-1))}`;
	throw new ClassroomCodeError(
		`This is not ${aCode(kind)}: ${aCode(kind)} starts with ${list}.${inside}`,
		'not-a-code',
	);
}

/** The message for a code whose checksum or length shows it was changed. */
const DAMAGED =
	'The code is damaged: a character was changed, lost or added in copying, or the code was cut short. Copy the whole code again.';

/**
 * Reads a code of `kind` back to its body (with the zero bytes after it, which
 * `finishCode` checks). Throws a `ClassroomCodeError` for anything else; text
 * longer than any code is rejected by its length before any other work.
 */
export function unwrapCode(kind: CodeKind, input: unknown): ByteReader {
	return unwrapVersions(kind, input, [kind.version]).reader;
}

/** Reads a code of `kind` in any of `versions` (`unwrapCode`); returns its body and its version. */
export function unwrapVersions(
	kind: CodeKind,
	input: unknown,
	versions: readonly number[],
): { reader: ByteReader; version: number } {
	if (typeof input !== 'string') {
		throw new ClassroomCodeError(
			`${kind.noun === 'assignment' ? 'An' : 'A'} ${kind.noun} code is text; got ${showValue(input)}.`,
			'not-a-code',
		);
	}
	const max = CLASSROOM_LIMITS.codeLength;
	if (input.length > max) {
		throw new ClassroomCodeError(
			`This text is ${input.length.toLocaleString('en-US')} characters long: too long for ${aCode(kind)}, which is at most ${max.toLocaleString('en-US')}.`,
			'not-a-code',
		);
	}
	const text = input.trim();
	if (text === '') {
		throw new ClassroomCodeError(`There is no ${kind.noun} code: the text is empty.`, 'not-a-code');
	}
	const version = checkPrefix(kind, text, versions);
	const prefix = codePrefix({ ...kind, version });
	const data = text.slice(prefix.length);
	for (let i = 0; i < data.length; i++) {
		const c = data.charCodeAt(i);
		if (c >= 128 || VALUE_OF[c] === -1) {
			const shown = JSON.stringify(String.fromCodePoint(data.codePointAt(i) ?? c));
			throw new ClassroomCodeError(
				`The code has ${shown} at character ${String(prefix.length + i + 1)}, which cannot be in a code: after "${prefix}" come only letters, digits, "-" and "_".`,
				'damaged',
			);
		}
	}
	// Every code is a multiple of 4 characters after its prefix, and at least the checksum's 8.
	if (data.length % 4 !== 0 || data.length < 8) throw new ClassroomCodeError(DAMAGED, 'damaged');
	const bytes = fromBase64Url(data);
	const covered = bytes.length - 4;
	const stored =
		((bytes[covered] as number) |
			((bytes[covered + 1] as number) << 8) |
			((bytes[covered + 2] as number) << 16) |
			((bytes[covered + 3] as number) << 24)) >>>
		0;
	if (crc32(prefix, bytes.subarray(0, covered)) !== stored) {
		throw new ClassroomCodeError(DAMAGED, 'damaged');
	}
	return { reader: new ByteReader(bytes, covered), version };
}

/**
 * The body of a code of `kind` whose checksum or length is wrong, read as far as its characters
 * go (the last incomplete group of four dropped), or null when the text has no such prefix or a
 * character that cannot be in a code. What it holds may be damaged anywhere: it names, it never
 * marks (`nameInDamagedCode`).
 */
export function damagedBody(
	kind: CodeKind,
	text: string,
	versions: readonly number[],
): ByteReader | null {
	const trimmed = text.trim();
	const version = versions.find((v) => trimmed.startsWith(codePrefix({ ...kind, version: v })));
	if (version === undefined) return null;
	const data = trimmed.slice(codePrefix({ ...kind, version }).length);
	if (data.length > CLASSROOM_LIMITS.codeLength) return null;
	for (let i = 0; i < data.length; i++) {
		const c = data.charCodeAt(i);
		if (c >= 128 || VALUE_OF[c] === -1) return null;
	}
	return new ByteReader(fromBase64Url(data.slice(0, data.length - (data.length % 4))));
}

/** Checks that the body ended where the code's zero bytes begin: nothing more, nothing less. */
export function finishCode(reader: ByteReader): void {
	const expected = paddingAfter(reader.position);
	if (reader.remaining !== expected) malformed('there are bytes after its end');
	for (let i = 0; i < expected; i++) {
		if (reader.byte('its end') !== 0) malformed('there are bytes after its end');
	}
}

/**
 * Finds everything that looks like a classroom code in pasted text (one per
 * line, or scattered through a chat message): each "KTA…" or "KTS…" prefix
 * and the code characters after it, in order. Decoding then says what is
 * wrong with any damaged one.
 */
export function findClassroomCodes(text: string): string[] {
	if (typeof text !== 'string') {
		throw new TypeError(`findClassroomCodes: text must be a string, got ${showValue(text)}.`);
	}
	return text.match(/KT[AS]\d{1,6}\.[A-Za-z0-9_-]*/g) ?? [];
}
