import { describe, expect, test } from 'vitest';
import { createRandom, randomInt } from '../../../src/lib/index.ts';
import { ByteReader, ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import {
	ASSIGNMENT_CODE,
	CODE_ALPHABET,
	crc32,
	findClassroomCodes,
	fnv1a64,
	toBase64Url,
	unwrapCode,
	wrapCode,
} from '../../../src/lib/classroom/text-codec.ts';
import { readUtf8, writeUtf8 } from '../../../src/lib/classroom/utf8.ts';
import { randomText } from './random-classroom.ts';

/** Hex digits of bytes. */
function hex(bytes: Uint8Array): string {
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('crc32(prefix, bytes) and fnv1a64(prefix, bytes)', () => {
	const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

	test('give the published check values', () => {
		expect(crc32('', ascii('123456789'))).toBe(0xcbf43926);
		expect(crc32('1234', ascii('56789'))).toBe(0xcbf43926);
		expect(hex(fnv1a64('', []))).toBe('cbf29ce484222325');
		expect(hex(fnv1a64('', ascii('a')))).toBe('af63dc4c8601ec8c');
		expect(hex(fnv1a64('foo', ascii('bar')))).toBe('85944171f73967e8');
	});
});

describe('toBase64Url(bytes)', () => {
	test.each([
		['', ''],
		['f', 'Zg'],
		['fo', 'Zm8'],
		['foo', 'Zm9v'],
		['foobar', 'Zm9vYmFy'],
	])('writes %j as %j (RFC 4648, no padding)', (text, expected) => {
		expect(toBase64Url(Uint8Array.from(text, (c) => c.charCodeAt(0)))).toBe(expected);
	});

	test('uses - and _ for 62 and 63', () => {
		expect(toBase64Url(Uint8Array.of(0xfb, 0xff))).toBe('-_8');
		expect(CODE_ALPHABET).toMatch(/^[A-Za-z0-9_-]{64}$/);
	});
});

describe('wrapCode(kind, body) / unwrapCode(kind, text)', () => {
	test.each([0, 1, 2, 3, 4, 5, 10, 100])(
		'frames a body of %i bytes in a multiple of 4 characters',
		(n) => {
			const body = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) % 256);
			const code = wrapCode(ASSIGNMENT_CODE, body);
			expect(code.startsWith('KTA1.')).toBe(true);
			expect((code.length - 5) % 4).toBe(0);
			const reader = unwrapCode(ASSIGNMENT_CODE, `  ${code}\n`);
			const back: number[] = [];
			for (let i = 0; i < n; i++) back.push(reader.byte('a byte'));
			expect(back).toEqual([...body]);
		},
	);
});

describe('writeUtf8(out, text) / readUtf8(bytes, start, end)', () => {
	test('write what TextEncoder writes for well-formed text, and read it back', () => {
		const random = createRandom(7);
		for (let i = 0; i < 300; i++) {
			const text =
				randomText(random, 200).replace(/[\ud800-\udfff]/g, '') +
				String.fromCodePoint(randomInt(random, 0x10ffff));
			const wellFormed = text.replace(
				/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
				'',
			);
			const out: number[] = [];
			writeUtf8(out, wellFormed);
			expect(out).toEqual([...new TextEncoder().encode(wellFormed)]);
			expect(readUtf8(Uint8Array.from(out), 0, out.length)).toBe(wellFormed);
		}
	});

	test.each(['\ud800', '\udfff', 'a\ud83d', '\ude00b', '\udc00\ud800', '😀\ud83d'])(
		'carry the lone surrogates of %j exactly (WTF-8)',
		(text) => {
			const out: number[] = [];
			writeUtf8(out, text);
			expect(readUtf8(Uint8Array.from(out), 0, out.length)).toBe(text);
		},
	);

	test.each([
		['a stray continuation byte', [0x80]],
		['an overlong 2-byte form', [0xc0, 0x80]],
		['an overlong 3-byte form', [0xe0, 0x80, 0x80]],
		['an overlong 4-byte form', [0xf0, 0x80, 0x80, 0x80]],
		['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
		['a sequence cut short', [0xe2, 0x82]],
		['a pair written as two halves', [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]],
		['a byte never used', [0xff]],
	])('refuse %s', (_, bytes) => {
		expect(readUtf8(Uint8Array.from(bytes), 0, bytes.length)).toBeNull();
	});
});

describe('ByteWriter / ByteReader', () => {
	test('round-trip varints up to 2⁴⁹ − 1, text and float64', () => {
		const values = [0, 1, 127, 128, 300, 16383, 16384, 2 ** 31, 2 ** 49 - 1];
		const out = new ByteWriter();
		for (const v of values) out.uint(v);
		out.text('a😀\ud800');
		out.float64(Math.PI);
		const input = new ByteReader(out.bytes());
		for (const v of values) expect(input.uint('a number', 2 ** 49)).toBe(v);
		expect(input.text('a text', 10)).toBe('a😀\ud800');
		expect(input.float64('a number')).toBe(Math.PI);
		expect(input.remaining).toBe(0);
	});

	test.each([
		['a varint written with an extra byte', [0x80, 0x00], 'extra bytes'],
		['a varint of 8 bytes', [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01], 'far too large'],
		['a varint over its limit', [0x0b], 'at most 10'],
		['a varint cut short', [0x80], 'ends in the middle of a number'],
	])('reject %s', (_, bytes, fragment) => {
		expect(() => new ByteReader(Uint8Array.from(bytes)).uint('a number', 10)).toThrow(fragment);
	});
});

describe('findClassroomCodes(text)', () => {
	test('finds every code in a pasted chat message, in order', () => {
		const text = 'Ann: KTS1.abc-_9\nBob sent KTS1.xyz, and the link was https://x.org/#KTA1.AAAA.';
		expect(findClassroomCodes(text)).toEqual(['KTS1.abc-_9', 'KTS1.xyz', 'KTA1.AAAA']);
		expect(findClassroomCodes('no codes here')).toEqual([]);
	});
});
