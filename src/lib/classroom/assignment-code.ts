/**
 * Assignment codes ("KTA3." + base64url) and assignment ids. Every code written today is
 * version 3, the compact form of compact-code.ts. Codes of versions 1 ("KTA1.") and 2 ("KTA2.",
 * with a program task), which the site wrote before, are still read; their body:
 *
 *     title · instructions · task count · tasks
 *     tour task:     kind · conditions · rows · cols · [holes] · [start] · [end] · [constraints]
 *                    · [variants] · [note]
 *     question task: kind · question · answer · [note]
 *     program task:  kind · languages · time limit · exercise · [starters] · [note]
 *     variant:       variant flags · [start] · [end] · [holes]
 *
 * Numbers are varints, text is length + WTF-8 (bytes.ts); the conditions and languages bytes
 * are those of task-fields.ts. The kind byte is 0 (tour), 1 (question) or 8 (program), plus 2
 * when a note follows and 4 when variants do (tours only); a variant's flags byte says which of
 * its fields are present (bits 0 start, 1 end, 2 holes). So a decoded assignment equals the
 * encoded one field for field. The same layout, of the canonical assignment, is hashed for the
 * assignment's id (`assignmentId`), so the id does not depend on the code's version.
 */
import { asCodeError } from './errors.ts';
import { ByteReader, ByteWriter, malformed } from './bytes.ts';
import { checkAssignment } from './checks.ts';
import { readCompactAssignment } from './compact-code.ts';
import {
	ASSIGNMENT_CODE,
	codePrefix,
	finishCode,
	fnv1a64,
	toBase64Url,
	unwrapVersions,
} from './text-codec.ts';
import {
	VARIANT_END,
	VARIANT_HOLES,
	VARIANT_START,
	readProgramFields,
	readTourFields,
	readVariantFields,
	writeAssignmentWith,
	writeProgramFields,
	writeSquares,
	writeTourFields,
} from './task-fields.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Assignment,
	type ProgramTask,
	type Task,
	type TourAssignmentTask,
	type TourVariant,
} from './types.ts';

const TOUR = 0;
const QUESTION = 1;
const PROGRAM = 8;
const HAS_NOTE = 2;
const HAS_VARIANTS = 4;

/** Writes a task's variants: their count, then each one's flags and fields. */
function writeVariants(out: ByteWriter, variants: readonly TourVariant[]): void {
	out.uint(variants.length);
	for (const { start, end, holes } of variants) {
		let flags = 0;
		if (start !== undefined) flags |= VARIANT_START;
		if (end !== undefined) flags |= VARIANT_END;
		if (holes !== undefined) flags |= VARIANT_HOLES;
		out.byte(flags);
		if (start !== undefined) out.uint(start);
		if (end !== undefined) out.uint(end);
		if (holes !== undefined) writeSquares(out, holes);
	}
}

/** Writes one task. */
function writeTask(out: ByteWriter, task: Task): void {
	const noteBit = task.note === undefined ? 0 : HAS_NOTE;
	if (task.kind === 'program') {
		out.byte(PROGRAM | noteBit);
		writeProgramFields(out, task);
		if (task.note !== undefined) out.text(task.note);
		return;
	}
	if (task.kind === 'question') {
		out.byte(QUESTION | noteBit);
		out.text(task.question);
		out.text(task.answer);
		if (task.note !== undefined) out.text(task.note);
		return;
	}
	out.byte(TOUR | noteBit | (task.variants === undefined ? 0 : HAS_VARIANTS));
	writeTourFields(out, task);
	if (task.variants !== undefined) writeVariants(out, task.variants);
	if (task.note !== undefined) out.text(task.note);
}

/** The body of an assignment code of version 1 or 2: every field, in order. */
export function writeAssignment(assignment: Assignment): Uint8Array {
	return writeAssignmentWith(assignment, writeTask);
}

/** Reads a task's variants written by `writeVariants`. */
function readVariants(input: ByteReader, what: string): TourVariant[] {
	const count = input.count(`the number of variants of ${what}`, LIMITS.variants);
	const variants: TourVariant[] = [];
	for (let i = 0; i < count; i++) {
		const which = `variant ${String(i + 1)} of ${what}`;
		const flags = input.byte(`the fields of ${which}`);
		if (flags >= 8) malformed(`the fields of ${which} are unknown`);
		variants.push(readVariantFields(input, flags, which));
	}
	return variants;
}

/** Reads one task (its values are checked afterwards by `checkAssignment`). */
function readTask(input: ByteReader, number: number, version: number): Task {
	const what = `task ${String(number)}`;
	const kind = input.byte(`the kind of ${what}`);
	if ((kind & ~HAS_NOTE) === PROGRAM && version >= 2) {
		const task = readProgramFields(input, what);
		if (kind & HAS_NOTE) task.note = input.text(`the note of ${what}`, LIMITS.note);
		return task;
	}
	if ((kind & ~HAS_NOTE) === QUESTION) {
		const question = input.text(`the question of ${what}`, LIMITS.question);
		const answer = input.text(`the answer of ${what}`, LIMITS.answer);
		const task: Task = { kind: 'question', question, answer };
		if (kind & HAS_NOTE) task.note = input.text(`the note of ${what}`, LIMITS.note);
		return task;
	}
	if ((kind & ~(HAS_NOTE | HAS_VARIANTS)) !== TOUR) {
		malformed(`${what} is of an unknown kind (${String(kind)})`);
	}
	const task = readTourFields(input, what);
	if (kind & HAS_VARIANTS) task.variants = readVariants(input, what);
	if (kind & HAS_NOTE) task.note = input.text(`the note of ${what}`, LIMITS.note);
	return task;
}

/**
 * Reads an assignment code of any version; throws a `ClassroomCodeError` saying what is
 * wrong with anything else. Its text fields are data from a link: pages must
 * show them as text, never as HTML.
 */
export function decodeAssignment(text: string): Assignment {
	const { reader: input, version } = unwrapVersions(ASSIGNMENT_CODE, text, [1, 2, 3]);
	let assignment: Assignment;
	if (version === 3) {
		assignment = readCompactAssignment(input);
	} else {
		const title = input.text('the title', LIMITS.title);
		const instructions = input.text('the instructions', LIMITS.instructions);
		const count = input.count('the number of tasks', LIMITS.tasks);
		const tasks: Task[] = [];
		for (let i = 0; i < count; i++) tasks.push(readTask(input, i + 1, version));
		assignment = { title, instructions, tasks };
		if (version === 2 && !tasks.some((task) => task.kind === 'program')) {
			malformed('a version 2 code has no program task');
		}
	}
	finishCode(input);
	try {
		checkAssignment('decodeAssignment', assignment);
	} catch (error) {
		asCodeError('assignment', 'decodeAssignment', error);
	}
	return assignment;
}

/** A variant's canonical form: its holes sorted (an empty list stays: it clears the board's holes). */
function canonicalVariant({ start, end, holes }: TourVariant): TourVariant {
	const variant: TourVariant = {};
	if (start !== undefined) variant.start = start;
	if (end !== undefined) variant.end = end;
	if (holes !== undefined) variant.holes = [...holes].sort((x, y) => x - y);
	return variant;
}

/**
 * The canonical form of a task: holes and fixed moves sorted, empty lists and
 * `closed: false` left out; variants keep their order (it decides who gets which).
 */
function canonicalTask(task: Task): Task {
	if (task.kind === 'program') {
		const { exercise, languages, starters, timeLimit, note } = task;
		const program: ProgramTask = {
			kind: 'program',
			exercise,
			languages: [...languages],
			timeLimit,
		};
		if (starters !== undefined && Object.keys(starters).length > 0)
			program.starters = { ...starters };
		if (note !== undefined) program.note = note;
		return program;
	}
	if (task.kind === 'question') {
		const question: Task = { kind: 'question', question: task.question, answer: task.answer };
		if (task.note !== undefined) question.note = task.note;
		return question;
	}
	const holes = [...(task.board.holes ?? [])].sort((x, y) => x - y);
	const board: TourAssignmentTask['board'] = { rows: task.board.rows, cols: task.board.cols };
	if (holes.length > 0) board.holes = holes;
	const canonical: TourAssignmentTask = { kind: 'tour', board };
	if (task.start !== undefined) canonical.start = task.start;
	if (task.end !== undefined) canonical.end = task.end;
	if (task.closed === true) canonical.closed = true;
	const constraints = (task.constraints ?? [])
		.map(({ move, square }) => ({ move, square }))
		.sort((x, y) => x.move - y.move || x.square - y.square);
	if (constraints.length > 0) canonical.constraints = constraints;
	if (task.hints !== undefined) canonical.hints = task.hints;
	if (task.variants !== undefined) canonical.variants = task.variants.map(canonicalVariant);
	if (task.note !== undefined) canonical.note = task.note;
	return canonical;
}

/**
 * A digest of the assignment (11 URL-safe characters, FNV-1a 64 of its
 * canonical encoding): the same assignment always gets the same id, also after
 * a trip through its code; any change of title, instructions or a task gets
 * another (a note or a variant too). The order of holes and fixed moves, empty
 * lists and `closed: false` do not count as changes.
 */
export function assignmentId(assignment: Assignment): string {
	checkAssignment('assignmentId', assignment);
	const canonical: Assignment = {
		title: assignment.title,
		instructions: assignment.instructions,
		tasks: assignment.tasks.map(canonicalTask),
	};
	return toBase64Url(fnv1a64(`${codePrefix(ASSIGNMENT_CODE)}id`, writeAssignment(canonical)));
}
