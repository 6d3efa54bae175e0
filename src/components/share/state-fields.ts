/**
 * The kinds of field a widget's shareable state is made of: whole numbers,
 * switches, choices, squares, sets of squares, lists of records and tours.
 * Each writes its value as a few URL-safe characters and reads them back,
 * saying precisely what is wrong when the text is not something it writes.
 */
import { isHole, squareName, type Board, type Square } from '../../lib/board.ts';
import { quote } from '../../lib/input.ts';
import { decodeTour, encodeTour } from '../../lib/tour.ts';

/** What a field made of some text: a value, or a clause saying what is wrong ("is 0; it must be …"). */
export type FieldReading<T> = { ok: true; value: T } | { ok: false; fault: string };

/** What a field may ask about the rest of the state while it is read or written. */
export interface FieldContext {
	/** Returns the board the state describes, or null when the schema has none or it is invalid. */
	board(): Board | null;
}

/** One entry of a widget's state: how to write it, read it back, compare and describe it. */
export interface Field<T> {
	/** Short key in the encoded text: one to four lowercase letters, unique in the schema. */
	readonly key: string;
	/** The control's visible label, used in messages ("Rows"); list fields take plural nouns. */
	readonly label: string;
	/** The value when the text has none (or a bad one). */
	readonly default: T;
	/** Tells whether reading needs the schema's board (squares, tours). */
	readonly needsBoard: boolean;
	/** Writes a value as characters from A–Z, a–z, 0–9, `-`, `_` and `~` (never a dot). */
	write(value: T, context: FieldContext): string;
	/** Reads text back; never throws. */
	read(text: string, context: FieldContext): FieldReading<T>;
	/** Tells whether two values are the same state. */
	equals(a: T, b: T): boolean;
	/** Describes a value for a message: "8", "on", "d4", "none". */
	show(value: T, context: FieldContext): string;
	/** Returns a copy that can be changed without changing `value`. */
	copy(value: T): T;
}

/** The largest square number of the largest board (4000 × 4000). */
const MAX_SQUARE = 4000 * 4000 - 1;
/** Base-64 digits of the URL-safe alphabet (RFC 4648 §5), as in tour codes. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Seven 5-bit groups hold any number up to 2^35, more than every square or count here. */
const MAX_GROUPS = 7;

/** Writes "1 square" or "3 squares". */
function plural(count: number, one: string, many = `${one}s`): string {
	return `${String(count)} ${count === 1 ? one : many}`;
}

/** Reads a base-36 whole number as written by `Number.toString(36)`, or returns null. */
function readBase36(text: string): number | null {
	if (!/^-?[0-9a-z]{1,11}$/.test(text)) return null;
	const value = parseInt(text, 36);
	if (!Number.isSafeInteger(value)) return null;
	return value === 0 ? 0 : value;
}

/** Writes a whole number ≥ 0 as base-64 digits, five bits each, the sixth bit saying "more follows". */
function writeVarint(value: number): string {
	if (!Number.isSafeInteger(value) || value < 0) {
		throw new RangeError(
			`Only whole numbers from 0 can be written in a list; got ${String(value)}.`,
		);
	}
	let rest = value;
	let out = '';
	do {
		const low = rest % 32;
		rest = Math.floor(rest / 32);
		out += DIGITS.charAt(rest > 0 ? low + 32 : low);
	} while (rest > 0);
	return out;
}

/** Reads `writeVarint`'s numbers back to back; returns a fault clause when the text is damaged. */
function readVarints(text: string): number[] | string {
	const numbers: number[] = [];
	let value = 0;
	let scale = 1;
	let groups = 0;
	for (const char of text) {
		const digit = DIGITS.indexOf(char);
		if (digit < 0) return `has the character ${quote(char)}, which this site never writes`;
		value += (digit % 32) * scale;
		scale *= 32;
		groups += 1;
		if (groups > MAX_GROUPS) return 'has a number far too large';
		if (digit < 32) {
			numbers.push(value);
			value = 0;
			scale = 1;
			groups = 0;
		}
	}
	return groups > 0 ? 'ends in the middle of a number' : numbers;
}

/** Names a square on the board when it is on it, else by number. */
function nameOf(board: Board | null, square: Square): string {
	return board !== null && square >= 0 && square < board.size
		? squareName(board, square)
		: `square ${String(square)}`;
}

/** Says what is wrong with a square on this board (off it, or a hole), or null when it is fine. */
function squareFault(board: Board | null, square: Square, avoidHoles: boolean): string | null {
	if (board === null) return square <= MAX_SQUARE ? null : `is too large for any board`;
	if (square >= board.size) {
		return `is not on the ${String(board.rows)}×${String(board.cols)} board (squares 0 to ${String(board.size - 1)})`;
	}
	return avoidHoles && isHole(board, square) ? 'is a hole' : null;
}

/** Options shared by every field. */
interface FieldOptions<T> {
	/** Short key in the encoded text: one to four lowercase letters. */
	key: string;
	/** The control's visible label, e.g. "Rows". */
	label: string;
	/** The value when the link has none. */
	default: T;
}

/** A whole number from `min` to `max`, written in base 36 (2000 → "1jk"). */
export function intField(
	options: FieldOptions<number> & { min: number; max: number },
): Field<number> {
	const { min, max } = options;
	const allowed = `it must be a whole number from ${String(min)} to ${String(max)}`;
	if (![min, max, options.default].every(Number.isSafeInteger) || min > max) {
		throw new RangeError(
			`${options.label}: min, max and default must be whole numbers, min ≤ max.`,
		);
	}
	if (options.default < min || options.default > max) {
		throw new RangeError(
			`${options.label}: the default must lie from ${String(min)} to ${String(max)}.`,
		);
	}
	return {
		...options,
		needsBoard: false,
		write: (value) => value.toString(36),
		read(text) {
			const value = readBase36(text);
			if (value === null) return { ok: false, fault: `is ${quote(text)}; ${allowed}` };
			if (value < min || value > max)
				return { ok: false, fault: `is ${String(value)}; ${allowed}` };
			return { ok: true, value };
		},
		equals: (a, b) => a === b,
		show: (value) => String(value),
		copy: (value) => value,
	};
}

/** A switch, written 1 (on) or 0 (off). */
export function boolField(options: FieldOptions<boolean>): Field<boolean> {
	return {
		...options,
		needsBoard: false,
		write: (value) => (value ? '1' : '0'),
		read(text) {
			if (text === '1' || text === '0') return { ok: true, value: text === '1' };
			return { ok: false, fault: `is ${quote(text)}; it must be 1 (on) or 0 (off)` };
		},
		equals: (a, b) => a === b,
		show: (value) => (value ? 'on' : 'off'),
		copy: (value) => value,
	};
}

/**
 * One of a fixed list of choices, written as its position in base 36. Links
 * keep their meaning only while the order does: add choices at the end, and
 * bump the schema's version (with a `migrate`) to reorder or remove one.
 */
export function enumField<const C extends string>(
	choices: readonly C[],
	options: FieldOptions<C>,
): Field<C> {
	if (!choices.includes(options.default)) {
		throw new RangeError(`${options.label}: the default must be one of the choices.`);
	}
	const allowed = `it must be one of choices 0 to ${String(choices.length - 1)} (${choices.join(', ')})`;
	return {
		...options,
		needsBoard: false,
		write: (value) => choices.indexOf(value).toString(36),
		read(text) {
			const index = readBase36(text);
			if (index === null) return { ok: false, fault: `is ${quote(text)}; ${allowed}` };
			const value = choices[index];
			if (value === undefined)
				return { ok: false, fault: `is choice ${String(index)}; ${allowed}` };
			return { ok: true, value };
		},
		equals: (a, b) => a === b,
		show: (value) => value,
		copy: (value) => value,
	};
}

/**
 * A square of the schema's board, or null for none, written as its number in
 * base 36 (null as nothing after the key). On reading it must be on the
 * board and, unless `holesAllowed`, not a hole.
 */
export function squareField(
	options: FieldOptions<Square | null> & { holesAllowed?: boolean },
): Field<Square | null> {
	const avoidHoles = options.holesAllowed !== true;
	return {
		key: options.key,
		label: options.label,
		default: options.default,
		needsBoard: true,
		write: (value) => (value === null ? '' : value.toString(36)),
		read(text, context) {
			if (text === '') return { ok: true, value: null };
			const value = readBase36(text);
			if (value === null || value < 0) {
				return { ok: false, fault: `is ${quote(text)}; it must be a square's number in base 36` };
			}
			const board = context.board();
			const fault = squareFault(board, value, avoidHoles);
			if (fault !== null) return { ok: false, fault: `is ${nameOf(board, value)}, which ${fault}` };
			return { ok: true, value };
		},
		equals: (a, b) => a === b,
		show: (value, context) => (value === null ? 'none' : nameOf(context.board(), value)),
		copy: (value) => value,
	};
}

/** Returns the squares sorted, each once. */
function sortedSet(squares: readonly Square[]): Square[] {
	return [...new Set(squares)].sort((a, b) => a - b);
}

/** Lists up to three squares by name, then how many more. */
function showSquares(board: Board | null, squares: readonly Square[]): string {
	if (squares.length === 0) return 'none';
	const names = squares.slice(0, 3).map((s) => nameOf(board, s));
	return squares.length > 3
		? `${names.join(', ')} and ${String(squares.length - 3)} more`
		: names.join(', ');
}

/**
 * A set of squares (say, the holes), read back sorted. Written compactly as
 * runs of consecutive squares: the gap since the last run, doubled, plus one
 * when a run length follows; 30 scattered holes on 40×40 take about 60
 * characters, a 4×4 block of them 12.
 */
export function squareListField(
	options: Omit<FieldOptions<readonly Square[]>, 'default'> & {
		/** Largest number of squares accepted. Default: 10,000. */
		maxItems?: number;
		/** Whether the squares may be holes of the board (false for anything but the holes). Default: false. */
		holesAllowed?: boolean;
	},
): Field<readonly Square[]> {
	const maxItems = options.maxItems ?? 10_000;
	const avoidHoles = options.holesAllowed !== true;
	return {
		key: options.key,
		label: options.label,
		default: [],
		needsBoard: true,
		write(value) {
			const squares = sortedSet(value);
			let out = '';
			let end = 0;
			for (let i = 0; i < squares.length;) {
				const first = squares[i] as Square;
				let length = 1;
				while (squares[i + length] === first + length) length += 1;
				out += writeVarint((first - end) * 2 + (length > 1 ? 1 : 0));
				if (length > 1) out += writeVarint(length - 2);
				end = first + length;
				i += length;
			}
			return out;
		},
		read(text, context) {
			const numbers = readVarints(text);
			if (typeof numbers === 'string')
				return { ok: false, fault: `are damaged: the list ${numbers}` };
			const board = context.board();
			const squares: Square[] = [];
			let end = 0;
			for (let i = 0; i < numbers.length; i++) {
				const code = numbers[i] as number;
				const first = end + Math.floor(code / 2);
				let length = 1;
				if (code % 2 === 1) {
					const more = numbers[++i];
					if (more === undefined)
						return { ok: false, fault: 'are damaged: the last run has no length' };
					length = more + 2;
				}
				if (squares.length + length > maxItems) {
					return {
						ok: false,
						fault: `have more than ${String(maxItems)} squares; at most ${String(maxItems)} are allowed`,
					};
				}
				for (let s = first; s < first + length; s++) {
					const fault = squareFault(board, s, avoidHoles);
					if (fault !== null)
						return { ok: false, fault: `include ${nameOf(board, s)}, which ${fault}` };
					squares.push(s);
				}
				end = first + length;
			}
			return { ok: true, value: squares };
		},
		equals(a, b) {
			const x = sortedSet(a);
			const y = sortedSet(b);
			return x.length === y.length && x.every((s, i) => s === y[i]);
		},
		show: (value, context) => showSquares(context.board(), sortedSet(value)),
		copy: (value) => [...value],
	};
}

/** One part of a list entry: a whole number in a range, or a square of the board. */
export interface PartSpec {
	/** Smallest value. Default: 0. */
	min?: number;
	/** Largest value. Default: 2^32 − 1. */
	max?: number;
	/** Whether the part is a square, which must be on the board and not a hole. Default: false. */
	square?: boolean;
}

/** A list entry: one whole number per part. */
export type Entry<P extends string> = { [K in P]: number };

/**
 * A list of entries made of whole numbers, e.g. `{ move, square }` pairs for
 * constraints; written as base-64 numbers back to back, in part order.
 */
export function listField<P extends string>(
	options: Omit<FieldOptions<readonly Entry<P>[]>, 'default'> & {
		/** The parts of an entry, in the order they are written. */
		parts: Record<P, PartSpec>;
		/** Largest number of entries accepted. Default: 1,000. */
		maxItems?: number;
	},
): Field<readonly Entry<P>[]> {
	const names = Object.keys(options.parts) as P[];
	const specs = names.map((name) => {
		const spec: PartSpec = options.parts[name];
		return { name, min: spec.min ?? 0, max: spec.max ?? 2 ** 32 - 1, square: spec.square === true };
	});
	const maxItems = options.maxItems ?? 1000;
	return {
		key: options.key,
		label: options.label,
		default: [],
		needsBoard: specs.some((spec) => spec.square),
		write: (value) =>
			value
				.map((entry) => specs.map(({ name, min }) => writeVarint(entry[name] - min)).join(''))
				.join(''),
		read(text, context) {
			const numbers = readVarints(text);
			if (typeof numbers === 'string')
				return { ok: false, fault: `are damaged: the list ${numbers}` };
			if (numbers.length % specs.length !== 0) {
				return { ok: false, fault: 'are damaged: the last entry is cut short' };
			}
			const count = numbers.length / specs.length;
			if (count > maxItems) {
				return {
					ok: false,
					fault: `have ${String(count)} entries; at most ${String(maxItems)} are allowed`,
				};
			}
			const board = context.board();
			const entries: Entry<P>[] = [];
			for (let i = 0; i < count; i++) {
				const entry = {} as Entry<P>;
				for (const [j, { name, min, max, square }] of specs.entries()) {
					const value = (numbers[i * specs.length + j] as number) + min;
					const at = `entry ${String(i + 1)}`;
					if (value > max) {
						return {
							ok: false,
							fault: `have ${name} ${String(value)} in ${at}; ${name} must be a whole number from ${String(min)} to ${String(max)}`,
						};
					}
					const fault = square ? squareFault(board, value, true) : null;
					if (fault !== null) {
						return {
							ok: false,
							fault: `have ${name} ${nameOf(board, value)} in ${at}, which ${fault}`,
						};
					}
					entry[name] = value;
				}
				entries.push(entry);
			}
			return { ok: true, value: entries };
		},
		equals: (a, b) =>
			a.length === b.length &&
			a.every((entry, i) => names.every((name) => entry[name] === b[i]?.[name])),
		show: (value) => (value.length === 0 ? 'none' : plural(value.length, 'entry', 'entries')),
		copy: (value) => value.map((entry) => ({ ...entry })),
	};
}

/** Lowers a sentence's first letter and drops its full stop, to nest it in another. */
export function nest(sentence: string): string {
	return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');
}

/**
 * A tour or a path in progress on the schema's board, or null for none:
 * `encodeTour`'s code (three bits a leap) with its dots written as `~`. On
 * reading, every leap must stay on the board and no square may repeat or be a hole.
 */
export function tourField(
	options: Omit<FieldOptions<Int32Array | null>, 'default'>,
): Field<Int32Array | null> {
	return {
		key: options.key,
		label: options.label,
		default: null,
		needsBoard: true,
		write(value, context) {
			const board = context.board();
			if (value === null) return '';
			if (board === null)
				throw new RangeError(`${options.label}: a tour needs a valid board to be written.`);
			return encodeTour(board, value).replaceAll('.', '~');
		},
		read(text, context) {
			const board = context.board();
			if (board === null) return { ok: false, fault: 'cannot be read without a valid board' };
			let tour: Int32Array;
			try {
				tour = decodeTour(board, text.replaceAll('~', '.'));
			} catch (error) {
				const why = error instanceof Error ? error.message : String(error);
				return { ok: false, fault: `cannot be read (${nest(why)})` };
			}
			const seen = new Set<Square>();
			for (const square of tour) {
				if (isHole(board, square))
					return { ok: false, fault: `lands on ${nameOf(board, square)}, which is a hole` };
				if (seen.has(square)) return { ok: false, fault: `visits ${nameOf(board, square)} twice` };
				seen.add(square);
			}
			return { ok: true, value: tour };
		},
		equals: (a, b) =>
			a === b ||
			(a !== null && b !== null && a.length === b.length && a.every((s, i) => s === b[i])),
		show: (value) => (value === null ? 'none' : plural(value.length, 'square')),
		copy: (value) => (value === null ? null : value.slice()),
	};
}
