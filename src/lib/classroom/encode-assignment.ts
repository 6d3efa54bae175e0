/**
 * Writing assignment codes: version 3, the short form (compact-code.ts documents its layout), and
 * the versions before it for the tests that old links still read. Apart from the reading side so
 * that the pages that only read codes (the student's, the worksheet, the checking page) do not
 * load the compressor.
 */
import { deflateSync } from 'fflate';
import { writeAssignment } from './assignment-code.ts';
import { ByteWriter } from './bytes.ts';
import { checkAssignment } from './checks.ts';
import { CODE_DICTIONARY } from './code-dictionary.ts';
import {
	BANK,
	COUNT,
	DEFLATED,
	EXERCISE_IDS,
	HAS_NOTE,
	HAS_VARIANTS,
	MAX_LAYOUT,
	OWN_FIELDS,
	PREDICT,
	PROGRAM,
	QUESTION,
	RAW,
	TOUR,
} from './compact-code.ts';
import {
	BANK_QUESTIONS,
	PREDICT_TIE_BREAKS,
	questionSource,
	type QuestionSource,
} from './question-kinds.ts';
import {
	VARIANT_END,
	VARIANT_HOLES,
	VARIANT_START,
	writeAssignmentWith,
	writeProgramFields,
	writeSquares,
	writeTourFields,
} from './task-fields.ts';
import { ASSIGNMENT_CODE, ASSIGNMENT_CODE_2, ASSIGNMENT_CODE_3, wrapCode } from './text-codec.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Assignment,
	type ProgramTask,
	type Task,
	type TourVariant,
} from './types.ts';

/** The fields a variant has, as bits. */
function fieldsOf({ start, end, holes }: TourVariant): number {
	return (
		(start === undefined ? 0 : VARIANT_START) |
		(end === undefined ? 0 : VARIANT_END) |
		(holes === undefined ? 0 : VARIANT_HOLES)
	);
}

/** Writes a task's variants: their count, the shared fields byte, each one's fields. */
function writeVariants(out: ByteWriter, variants: readonly TourVariant[]): void {
	out.uint(variants.length);
	const first = fieldsOf(variants[0] ?? {});
	const shared = variants.every((v) => fieldsOf(v) === first);
	out.byte(shared ? first : OWN_FIELDS);
	for (const variant of variants) {
		if (!shared) out.byte(fieldsOf(variant));
		if (variant.start !== undefined) out.uint(variant.start);
		if (variant.end !== undefined) out.uint(variant.end);
		if (variant.holes !== undefined) writeSquares(out, variant.holes);
	}
}

/** Writes a builder's question by the fields it was made from, and its answer. */
function writeSource(out: ByteWriter, source: QuestionSource, answer: string): void {
	switch (source.kind) {
		case 'bank':
			out.byte(BANK);
			out.uint(BANK_QUESTIONS.findIndex((q) => q.id === source.id));
			break;
		case 'predict':
			out.byte(PREDICT);
			out.uint(source.rows);
			out.uint(source.cols);
			out.uint(source.start);
			out.uint(PREDICT_TIE_BREAKS.indexOf(source.tieBreak));
			out.uint(source.move);
			break;
		case 'count':
			out.byte(COUNT);
			out.uint(source.rows);
			out.uint(source.cols);
			out.byte(source.closed ? 1 : 0);
			break;
	}
	out.text(answer);
}

/** Writes a program task's fields, its exercise by number where it can. */
function writeProgram(out: ByteWriter, task: ProgramTask): void {
	const number = EXERCISE_IDS.indexOf(task.exercise) + 1;
	writeProgramFields(out, task, (exercise) => {
		out.uint(number);
		if (number === 0) out.text(exercise);
	});
}

/** Writes one task. */
function writeTask(out: ByteWriter, task: Task): void {
	const note = task.note === undefined ? 0 : HAS_NOTE;
	if (task.kind === 'question') {
		const source = questionSource(task);
		if (source !== null) {
			writeSource(out, source, task.answer);
			return;
		}
		out.byte(QUESTION | note);
		out.text(task.question);
		out.text(task.answer);
	} else if (task.kind === 'program') {
		out.byte(PROGRAM | note);
		writeProgram(out, task);
	} else {
		out.byte(TOUR | note | (task.variants === undefined ? 0 : HAS_VARIANTS));
		writeTourFields(out, task);
		if (task.variants !== undefined) writeVariants(out, task.variants);
	}
	if (task.note !== undefined) out.text(task.note);
}

/**
 * The body of a version 3 code: the layout, deflated with the dictionary when that is shorter.
 * Throws RangeError for an assignment whose layout is over 1,000,000 bytes.
 */
function writeCompactAssignment(fn: string, assignment: Assignment): Uint8Array {
	const layout = writeAssignmentWith(assignment, writeTask);
	if (layout.length > MAX_LAYOUT) {
		throw new RangeError(
			`${fn}: assignment is too big for a code: it takes ${layout.length.toLocaleString('en-US')} bytes, and a code holds at most ${MAX_LAYOUT.toLocaleString('en-US')}.`,
		);
	}
	const deflated = deflateSync(layout, { level: 9, dictionary: CODE_DICTIONARY });
	const out = new ByteWriter();
	if (deflated.length + 4 < layout.length) {
		out.byte(DEFLATED);
		out.uint(deflated.length);
		out.raw(deflated);
	} else {
		out.byte(RAW);
		out.raw(layout);
	}
	return out.bytes();
}

/** Throws RangeError when `code` is longer than a code may be. */
function checkLength(fn: string, code: string): string {
	if (code.length > LIMITS.codeLength) {
		throw new RangeError(
			`${fn}: assignment is too big for a code: it would take ${code.length.toLocaleString('en-US')} characters, and a code has at most ${LIMITS.codeLength.toLocaleString('en-US')}.`,
		);
	}
	return code;
}

/**
 * Writes an assignment as a URL-safe code of version 3 ("KTA3.…", compact-code.ts: a short link);
 * throws TypeError / RangeError naming a bad field.
 */
export function encodeAssignment(assignment: Assignment): string {
	const fn = 'encodeAssignment';
	checkAssignment(fn, assignment);
	return checkLength(fn, wrapCode(ASSIGNMENT_CODE_3, writeCompactAssignment(fn, assignment)));
}

/**
 * The code the site wrote before version 3 ("KTA1.…", or "KTA2.…" with a program task), byte for
 * byte: for tests that old links keep working.
 */
export function legacyAssignmentCode(assignment: Assignment): string {
	const fn = 'legacyAssignmentCode';
	checkAssignment(fn, assignment);
	const programs = assignment.tasks.some((task) => task.kind === 'program');
	return checkLength(
		fn,
		wrapCode(programs ? ASSIGNMENT_CODE_2 : ASSIGNMENT_CODE, writeAssignment(assignment)),
	);
}
