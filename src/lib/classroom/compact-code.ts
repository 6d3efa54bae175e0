/**
 * The body of assignment codes of version 3 ("KTA3."): the short form, so that an eight-task
 * assignment is a link of about 300 characters whose QR code a phone at the back of a room reads.
 *
 *     body     = method · payload
 *     method   0: the payload is the layout below; 1: it is its length in bytes and the layout
 *              compressed with raw DEFLATE (RFC 1951) and the preset dictionary of
 *              code-dictionary.ts, inflating to at most 1,000,000 bytes
 *     layout   = title · instructions · task count · tasks
 *
 * Each task starts with a kind byte: its low 3 bits the kind, bit 3 a note of its own follows
 * (last), bit 4 variants follow (tours).
 *
 *     0 tour          conditions · rows · cols · [holes] · [start] · [end] · [fixed moves]
 *                     · [variants] · [note]      (conditions as in version 1: assignment-code.ts)
 *     1 question      question · answer · [note]
 *     2 bank question bank index · answer        (question and note: question-kinds.ts)
 *     3 prediction    rows · cols · start · tie-break index · move · answer
 *     4 count         rows · cols · closed (0 or 1) · answer
 *     5 program       languages (as version 2) · time limit · exercise · [starters] · [note]
 *
 * The builder's questions (kinds 2 to 4) carry the fields they were made from, not their words,
 * and only when their words are exactly those the library writes for those fields
 * (`questionSource`); anything else is a question of kind 1, word for word. An exercise is its
 * place in `EXERCISE_IDS` plus one, or 0 and its id as text. Variants: their count, then one
 * fields byte for all (bits 0 start, 1 end, 2 holes), or 8 when each variant has its own byte.
 * Numbers are varints, text is length + WTF-8 (bytes.ts). A decoded assignment equals the
 * encoded one field for field, as with the older versions.
 */
import { inflateSync } from 'fflate';
import { ByteReader, malformed } from './bytes.ts';
import { CODE_DICTIONARY } from './code-dictionary.ts';
import {
	BANK_QUESTIONS,
	PREDICT_TIE_BREAKS,
	questionWords,
	type QuestionSource,
} from './question-kinds.ts';
import { readProgramFields, readTourFields, readVariantFields } from './task-fields.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Assignment,
	type ProgramTask,
	type QuestionTask,
	type Task,
	type TourAssignmentTask,
	type TourVariant,
} from './types.ts';

/**
 * The code exercises a program task names by number. FROZEN: append new ids, never reorder; an id
 * not listed travels as text.
 */
export const EXERCISE_IDS: readonly string[] = [
	'backtracking-5x5',
	'backtracking-warnsdorff-5x5',
	'warnsdorff-first',
	'warnsdorff-pohl',
	'warnsdorff-roth',
	'network-sweep',
];

export const TOUR = 0;
export const QUESTION = 1;
export const BANK = 2;
export const PREDICT = 3;
export const COUNT = 4;
export const PROGRAM = 5;
const KIND_BITS = 7;
export const HAS_NOTE = 8;
export const HAS_VARIANTS = 16;

/** In the shared fields byte: each variant writes its own. */
export const OWN_FIELDS = 8;

export const RAW = 0;
export const DEFLATED = 1;

/**
 * The most bytes a layout may take: ten times what a code's 100,000 characters hold uncompressed,
 * and a bound on what a hostile code can make the page inflate.
 */
export const MAX_LAYOUT = 1_000_000;

/** Read bounds for numbers the checks then hold to their real limits (with better messages). */
const ANY = 0x7fffffff;

/** Reads a task's variants written by `writeVariants`. */
function readVariants(input: ByteReader, what: string): TourVariant[] {
	// Variants with no fields take no bytes: the count is bounded by the limit, not by the bytes left.
	const count = input.uint(`the number of variants of ${what}`, LIMITS.variants);
	const shared = input.byte(`the fields of the variants of ${what}`);
	if (shared > OWN_FIELDS) malformed(`the fields of the variants of ${what} are unknown`);
	const variants: TourVariant[] = [];
	for (let i = 0; i < count; i++) {
		const which = `variant ${String(i + 1)} of ${what}`;
		const flags = shared === OWN_FIELDS ? input.byte(`the fields of ${which}`) : shared;
		if (flags >= OWN_FIELDS) malformed(`the fields of ${which} are unknown`);
		variants.push(readVariantFields(input, flags, which));
	}
	return variants;
}

/** Reads the fields of a builder's question of `kind` (its answer follows). */
function readSource(input: ByteReader, kind: number, what: string): QuestionSource {
	if (kind === BANK) {
		const index = input.uint(`the bank question of ${what}`, ANY);
		const entry = BANK_QUESTIONS[index];
		if (entry === undefined) malformed(`${what} names a bank question this site does not have`);
		return { kind: 'bank', id: entry.id };
	}
	const rows = input.uint(`the rows of ${what}`, LIMITS.side);
	const cols = input.uint(`the columns of ${what}`, LIMITS.side);
	if (rows < 1 || cols < 1) malformed(`the board of ${what} has no squares`);
	if (kind === COUNT) {
		const closed = input.byte(`whether ${what} counts closed tours`);
		if (closed > 1) malformed(`whether ${what} counts closed tours is unknown`);
		return { kind: 'count', rows, cols, closed: closed === 1 };
	}
	const start = input.uint(`the start of ${what}`, rows * cols - 1);
	const tieBreak = PREDICT_TIE_BREAKS[input.uint(`the tie-break of ${what}`, ANY)];
	if (tieBreak === undefined) malformed(`${what} names a tie-break this site does not have`);
	const move = input.uint(`the move of ${what}`, ANY);
	return { kind: 'predict', rows, cols, start, tieBreak, move };
}

/** Reads a program task written by `writeProgram`. */
function readProgram(input: ByteReader, what: string): ProgramTask {
	return readProgramFields(input, what, () => {
		const number = input.uint(`the exercise of ${what}`, ANY);
		if (number === 0) return input.text(`the exercise of ${what}`, 100);
		const id = EXERCISE_IDS[number - 1];
		if (id === undefined) malformed(`${what} names an exercise this site does not have`);
		return id;
	});
}

/** Reads one task (its values are checked afterwards by `checkAssignment`). */
function readTask(input: ByteReader, number: number): Task {
	const what = `task ${String(number)}`;
	const byte = input.byte(`the kind of ${what}`);
	const kind = byte & KIND_BITS;
	const known = kind <= PROGRAM && (byte & ~(KIND_BITS | HAS_NOTE | HAS_VARIANTS)) === 0;
	const sourced = kind === BANK || kind === PREDICT || kind === COUNT;
	if (!known || (byte & HAS_VARIANTS && kind !== TOUR) || (byte & HAS_NOTE && sourced)) {
		malformed(`${what} is of an unknown kind (${String(byte)})`);
	}
	let task: Task;
	if (sourced) {
		const source = readSource(input, kind, what);
		const answer = input.text(`the answer of ${what}`, LIMITS.answer);
		const { question, note } = questionWords(source);
		return { kind: 'question', question, answer, note } satisfies QuestionTask;
	}
	if (kind === QUESTION) {
		const question = input.text(`the question of ${what}`, LIMITS.question);
		const answer = input.text(`the answer of ${what}`, LIMITS.answer);
		task = { kind: 'question', question, answer };
	} else if (kind === PROGRAM) {
		task = readProgram(input, what);
	} else {
		const tour: TourAssignmentTask = readTourFields(input, what);
		if (byte & HAS_VARIANTS) tour.variants = readVariants(input, what);
		task = tour;
	}
	if (byte & HAS_NOTE) task.note = input.text(`the note of ${what}`, LIMITS.note);
	return task;
}

/**
 * Reads a version 3 body; the reader stands at its start and is left at its end, for
 * `finishCode`. Returns the assignment, unchecked: `decodeAssignment` checks its values.
 */
export function readCompactAssignment(input: ByteReader): Assignment {
	const method = input.byte('the method of the code');
	if (method !== RAW && method !== DEFLATED) malformed('the method of the code is unknown');
	let layout = input;
	if (method === DEFLATED) {
		const length = input.uint('the length of the compressed text', ANY);
		layout = new ByteReader(inflateAll(input.slice('the compressed text', length)));
	}
	const title = layout.text('the title', LIMITS.title);
	const instructions = layout.text('the instructions', LIMITS.instructions);
	const count = layout.count('the number of tasks', LIMITS.tasks);
	const tasks: Task[] = [];
	for (let i = 0; i < count; i++) tasks.push(readTask(layout, i + 1));
	if (method === DEFLATED && layout.remaining !== 0) malformed('there are bytes after its end');
	return { title, instructions, tasks };
}

/** Inflates a payload with the dictionary; a payload that is not DEFLATE, or too big, is refused. */
function inflateAll(payload: Uint8Array): Uint8Array {
	let layout: Uint8Array;
	try {
		layout = inflateSync(payload, {
			dictionary: CODE_DICTIONARY,
			out: new Uint8Array(MAX_LAYOUT + 1),
		});
	} catch {
		malformed('its compressed text cannot be read');
	}
	if (layout.length > MAX_LAYOUT) malformed('its compressed text is too big');
	return layout;
}
