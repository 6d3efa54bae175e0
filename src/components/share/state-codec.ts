/**
 * Widget state as short, versioned, URL-safe text, so a reader can share what
 * a widget shows as a link. A schema names the widget (`pg`), its version and
 * its fields; the text is the name and version, then one token (key + value)
 * per field that differs from its default, joined by dots: `pg1.k1.s1b.e1c.d9ix`.
 * Decoding never throws: a missing, damaged or out-of-range value falls back
 * to its default with a sentence saying what was wrong and what is allowed.
 */
import { createBoard, type Board, type BoardOptions } from '../../lib/board.ts';
import type { Leaper } from '../../lib/leaper.ts';
import { clip } from '../../lib/input.ts';
import { nest, type Field, type FieldContext, type FieldReading } from './state-fields.ts';

export {
	boolField,
	enumField,
	intField,
	listField,
	squareField,
	squareListField,
	tourField,
	type Entry,
	type Field,
	type FieldContext,
	type FieldReading,
	type PartSpec,
} from './state-fields.ts';

/** A schema's fields by name; the order of declaration is the order of reading. */
export type Fields = Record<string, Field<unknown>>;

/** The values a schema's fields hold, by name. */
export type ValuesOf<F extends Fields> = {
	-readonly [K in keyof F]: F[K] extends Field<infer T> ? T : never;
};

/** The board a state describes, for fields that hold squares or tours. */
export interface BoardShape {
	rows: number;
	cols: number;
	holes?: Iterable<number>;
	leaper?: Leaper;
}

/** Options of a schema beyond its fields. */
export interface SchemaOptions<F extends Fields> {
	/** Returns the board the values describe; needed by square and tour fields. Default: none. */
	board?: (values: ValuesOf<F>) => BoardShape;
	/**
	 * Cross-field checks, run right after a field is read from the text: return
	 * a clause in the style of "is d4; it must differ from Start" or null.
	 * Fields are read in the order declared, so a check sees the final values of
	 * the fields declared before it and the defaults of those after it.
	 */
	check?: { [K in keyof F]?: (values: ValuesOf<F>) => string | null };
	/** Turns the tokens of an older version's text (header removed) into this version's. */
	migrate?: (fromVersion: number, tokens: string[]) => string[];
	/** Longest text accepted. Default: 8192 characters. */
	maxLength?: number;
}

/** A widget's state: its id, version, fields and options. */
export interface Schema<F extends Fields> {
	/** Names the widget in the text: lowercase letters, e.g. "pg". */
	readonly id: string;
	/** Version of the text's format, a whole number from 1; bump it when old links would change meaning. */
	readonly version: number;
	readonly fields: F;
	readonly options: SchemaOptions<F>;
}

/** What decoding gives: values that are always valid, and what was wrong with the text. */
export interface Decoded<V> {
	values: V;
	/** One sentence per problem, shown as plain text. Empty when the text was fine. */
	problems: string[];
}

/** Options for `decodeState`. */
export interface DecodeOptions {
	/** Where the text came from, for messages. Default: "the link". */
	from?: string;
}

/** Characters allowed in the encoded text: they survive chat apps, email and address bars. */
const URL_SAFE = /^[A-Za-z0-9._~-]*$/;
/** Problems listed before the rest are summed up in one line. */
const MAX_PROBLEMS = 8;

/** Tells whether text uses only the characters that links carry unchanged. */
export function isUrlSafe(text: string): boolean {
	return URL_SAFE.test(text);
}

/** Defines a schema, or throws a `RangeError` when an id, version or key is malformed. */
export function defineSchema<F extends Fields>(
	id: string,
	version: number,
	fields: F,
	options: SchemaOptions<F> = {},
): Schema<F> {
	if (!/^[a-z]{1,12}$/.test(id))
		throw new RangeError(`Schema id "${id}" must be 1 to 12 lowercase letters.`);
	if (!Number.isInteger(version) || version < 1 || version > 999_999) {
		throw new RangeError(`Schema ${id}: the version must be a whole number from 1 to 999999.`);
	}
	const keys = Object.values(fields).map((field) => field.key);
	for (const [i, key] of keys.entries()) {
		if (!/^[a-z]{1,4}$/.test(key))
			throw new RangeError(`Schema ${id}: key "${key}" must be 1 to 4 lowercase letters.`);
		// Tokens are matched to keys by prefix, so no key may begin another.
		const clash = keys.find((other, j) => j !== i && other.startsWith(key));
		if (clash !== undefined)
			throw new RangeError(`Schema ${id}: key "${key}" begins key "${clash}".`);
	}
	if (options.board === undefined && Object.values(fields).some((field) => field.needsBoard)) {
		throw new RangeError(`Schema ${id}: square and tour fields need a board option.`);
	}
	return { id, version, fields, options };
}

/** Returns a fresh copy of a schema's defaults. */
export function defaultValues<F extends Fields>(schema: Schema<F>): ValuesOf<F> {
	const values: Record<string, unknown> = {};
	for (const [name, field] of Object.entries(schema.fields))
		values[name] = field.copy(field.default);
	return values as ValuesOf<F>;
}

/** Tells whether two sets of values are the same state. */
export function sameState<F extends Fields>(
	schema: Schema<F>,
	a: ValuesOf<F>,
	b: ValuesOf<F>,
): boolean {
	return Object.entries(schema.fields).every(([name, field]) => field.equals(a[name], b[name]));
}

/** Builds the board the values describe, or null when there is none or it is invalid. */
function boardOf<F extends Fields>(schema: Schema<F>, values: ValuesOf<F>): Board | null {
	try {
		const shape = schema.options.board?.(values);
		if (shape === undefined) return null;
		const options: BoardOptions = {};
		if (shape.holes !== undefined) options.holes = shape.holes;
		if (shape.leaper !== undefined) options.leaper = shape.leaper;
		return createBoard(shape.rows, shape.cols, options);
	} catch {
		return null;
	}
}

/** Makes a field context whose board follows the values; call the returned `changed` after editing them. */
function contextFor<F extends Fields>(
	schema: Schema<F>,
	values: ValuesOf<F>,
): { context: FieldContext; changed: () => void } {
	let board: Board | null | undefined;
	return {
		context: { board: () => (board === undefined ? (board = boardOf(schema, values)) : board) },
		changed: () => {
			board = undefined;
		},
	};
}

/**
 * Encodes values as URL-safe text: the schema's id and version, then the
 * fields that differ from their defaults. Throws a `RangeError` only for a
 * value no field can write (a tour with a step that is not a leap).
 */
export function encodeState<F extends Fields>(schema: Schema<F>, values: ValuesOf<F>): string {
	const { context } = contextFor(schema, values);
	const tokens = [`${schema.id}${String(schema.version)}`];
	for (const [name, field] of Object.entries(schema.fields)) {
		const value = values[name];
		if (field.equals(value, field.default)) continue;
		const text = field.write(value, context);
		if (!isUrlSafe(text) || text.includes('.')) {
			throw new RangeError(`${field.label}: the field wrote "${text}", which is not link-safe.`);
		}
		tokens.push(field.key + text);
	}
	return tokens.join('.');
}

/** Reads a field and runs its check, turning anything thrown into a fault. */
function readField<F extends Fields>(
	schema: Schema<F>,
	name: keyof F & string,
	text: string,
	values: ValuesOf<F>,
	context: FieldContext,
): FieldReading<unknown> {
	const field = schema.fields[name] as Field<unknown>;
	try {
		const reading = field.read(text, context);
		if (!reading.ok) return reading;
		const previous = values[name];
		values[name] = reading.value as ValuesOf<F>[typeof name];
		const fault = schema.options.check?.[name]?.(values) ?? null;
		values[name] = previous;
		return fault === null ? reading : { ok: false, fault };
	} catch (error) {
		return {
			ok: false,
			fault: `cannot be read (${nest(error instanceof Error ? error.message : String(error))})`,
		};
	}
}

/** Sums up the problems past the first few in one line. */
function capProblems(problems: string[], from: string): string[] {
	if (problems.length <= MAX_PROBLEMS) return problems;
	const more = problems.length - MAX_PROBLEMS + 1;
	return [
		...problems.slice(0, MAX_PROBLEMS - 1),
		`There are ${String(more)} more problems with ${from}.`,
	];
}

/**
 * Decodes text made by `encodeState` (of this or, through `migrate`, an
 * earlier version). Never throws: whatever the text, the values are valid,
 * and each problem is a sentence that names the field and what is allowed.
 */
export function decodeState<F extends Fields>(
	schema: Schema<F>,
	text: string,
	options: DecodeOptions = {},
): Decoded<ValuesOf<F>> {
	const from = options.from ?? 'the link';
	const values = defaultValues(schema);
	const fail = (why: string): Decoded<ValuesOf<F>> => ({
		values,
		problems: [`The state in ${from} ${why}, so the defaults are used.`],
	});
	const trimmed = text.trim();
	if (trimmed === '') return { values, problems: [] };
	const maxLength = schema.options.maxLength ?? 8192;
	if (trimmed.length > maxLength) {
		return fail(
			`is ${String(trimmed.length)} characters long; this widget accepts up to ${String(maxLength)}`,
		);
	}
	let tokens = trimmed.split('.');
	const header = tokens.shift() ?? '';
	const current = `"${schema.id}${String(schema.version)}"`;
	const match = /^([a-z]+)(\d{1,6})$/.exec(header);
	if (match === null) {
		return fail(
			`begins "${clip(header)}"; it must begin with a widget name and version, like ${current}`,
		);
	}
	if (match[1] !== schema.id)
		return fail(`is for another widget ("${clip(header)}", not ${current})`);
	const version = Number(match[2]);
	if (version > schema.version) {
		return fail(
			`was made by a newer version of this widget (${String(version)}; this page reads up to ${String(schema.version)})`,
		);
	}
	if (version < schema.version) {
		const older = `was made by an older version of this widget (${String(version)})`;
		if (schema.options.migrate === undefined)
			return fail(`${older}, which this page no longer reads`);
		try {
			tokens = schema.options.migrate(version, tokens);
		} catch (error) {
			return fail(
				`${older} and could not be converted (${nest(error instanceof Error ? error.message : String(error))})`,
			);
		}
	}

	const problems: string[] = [];
	const byKey = new Map<string, string>();
	const fieldEntries = Object.entries(schema.fields) as [keyof F & string, Field<unknown>][];
	for (const token of tokens) {
		if (token === '') continue;
		const field = fieldEntries.find(([, f]) => token.startsWith(f.key))?.[1];
		if (field === undefined) {
			const source = from.charAt(0).toUpperCase() + from.slice(1);
			problems.push(
				`${source} has a setting "${clip(token)}" that this widget does not know; it is ignored.`,
			);
		} else if (byKey.has(field.key)) {
			problems.push(`${field.label} appears more than once in ${from}; the first is used.`);
		} else {
			byKey.set(field.key, token.slice(field.key.length));
		}
	}

	const { context, changed } = contextFor(schema, values);
	for (const [name, field] of fieldEntries) {
		const text = byKey.get(field.key);
		if (text === undefined) continue;
		const reading = readField(schema, name, text, values, context);
		if (reading.ok) {
			values[name] = reading.value as ValuesOf<F>[typeof name];
			changed();
		} else {
			const fallback = field.show(field.default, context);
			problems.push(
				`${field.label} in ${from} ${reading.fault}, so the default (${fallback}) is used.`,
			);
		}
	}
	return { values, problems: capProblems(problems, from) };
}
