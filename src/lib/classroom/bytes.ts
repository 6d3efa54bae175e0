/**
 * The compact binary layout under every code: unsigned varints (LEB128, 7
 * bits a byte), strings as a byte length and WTF-8, float64 where a number is
 * not whole. The reader checks as it goes and says which field is wrong; it
 * never allocates by a count it has not checked against the bytes left.
 */
import { ClassroomCodeError } from './errors.ts';
import { readUtf8, writeUtf8 } from './utf8.ts';

/** Bytes a varint may take: 7 carry 49 bits, far more than any field needs. */
const MAX_VARINT_BYTES = 7;

/** Collects bytes. */
export class ByteWriter {
	private readonly out: number[] = [];

	/** Appends one byte (0–255). */
	byte(value: number): void {
		this.out.push(value & 0xff);
	}

	/** Appends a whole number from 0 to 2⁴⁹ − 1 as a varint. */
	uint(value: number): void {
		let rest = value;
		while (rest >= 0x80) {
			this.out.push((rest % 0x80) | 0x80);
			rest = Math.floor(rest / 0x80);
		}
		this.out.push(rest);
	}

	/** Appends a string: its WTF-8 byte length, then the bytes. */
	text(value: string): void {
		const bytes: number[] = [];
		writeUtf8(bytes, value);
		this.uint(bytes.length);
		for (const b of bytes) this.out.push(b);
	}

	/** Appends a number as 8 bytes (IEEE 754, little-endian). */
	float64(value: number): void {
		const view = new DataView(new ArrayBuffer(8));
		view.setFloat64(0, value, true);
		for (let i = 0; i < 8; i++) this.out.push(view.getUint8(i));
	}

	/** Appends raw bytes. */
	raw(bytes: ArrayLike<number>): void {
		for (let i = 0; i < bytes.length; i++) this.out.push((bytes[i] as number) & 0xff);
	}

	/** The bytes written so far. */
	bytes(): Uint8Array {
		return Uint8Array.from(this.out);
	}
}

/** Throws the error for a code whose checksum matched but whose content is malformed. */
export function malformed(detail: string): never {
	throw new ClassroomCodeError(
		`The code is malformed: ${detail}. It was not made by this site, or by a version with a bug.`,
		'content',
	);
}

/** Reads bytes written by a `ByteWriter`, checking every field. */
export class ByteReader {
	/** Where the next byte is read. */
	position = 0;

	private readonly bytes: Uint8Array;
	private readonly end: number;

	/** Reads `bytes[0, end)`. */
	constructor(bytes: Uint8Array, end: number = bytes.length) {
		this.bytes = bytes;
		this.end = end;
	}

	/** Bytes not yet read. */
	get remaining(): number {
		return this.end - this.position;
	}

	/** Reads one byte; `what` names the field in a message. */
	byte(what: string): number {
		if (this.position >= this.end) malformed(`it ends in the middle of ${what}`);
		return this.bytes[this.position++] as number;
	}

	/** Reads a varint from 0 to `max`. */
	uint(what: string, max: number): number {
		let value = 0;
		let scale = 1;
		for (let k = 0; ; k++) {
			if (k === MAX_VARINT_BYTES) malformed(`${what} is far too large`);
			const b = this.byte(what);
			value += (b & 0x7f) * scale;
			scale *= 0x80;
			if (b < 0x80) {
				// A last byte of 0 after others is a second way to write the same number.
				if (b === 0 && k > 0) malformed(`${what} is written with extra bytes`);
				break;
			}
		}
		if (value > max) {
			malformed(
				`${what} is ${value.toLocaleString('en-US')}; at most ${max.toLocaleString('en-US')} is allowed`,
			);
		}
		return value;
	}

	/** Reads a count of items that take at least one byte each: never more than the bytes left. */
	count(what: string, max: number): number {
		const n = this.uint(what, max);
		if (n > this.remaining) malformed(`${what} is ${String(n)}, more than the code holds`);
		return n;
	}

	/** Reads a string of at most `maxUnits` UTF-16 code units. */
	text(what: string, maxUnits: number): string {
		const length = this.uint(`the length of ${what}`, maxUnits * 3);
		if (length > this.remaining) malformed(`it ends in the middle of ${what}`);
		const text = readUtf8(this.bytes, this.position, this.position + length);
		if (text === null) malformed(`${what} is not valid text (UTF-8)`);
		if (text.length > maxUnits) {
			malformed(
				`${what} is ${String(text.length)} characters long; at most ${String(maxUnits)} are allowed`,
			);
		}
		this.position += length;
		return text;
	}

	/** Reads `length` bytes as they are (a view, not a copy). */
	slice(what: string, length: number): Uint8Array {
		if (length > this.remaining) malformed(`it ends in the middle of ${what}`);
		const part = this.bytes.subarray(this.position, this.position + length);
		this.position += length;
		return part;
	}

	/** Reads 8 bytes as a number (IEEE 754, little-endian). */
	float64(what: string): number {
		if (this.remaining < 8) malformed(`it ends in the middle of ${what}`);
		const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.position, 8);
		this.position += 8;
		return view.getFloat64(0, true);
	}
}
