/**
 * Assignment codes ("KTA1." + base64url) and assignment ids. The body:
 *
 *     title · instructions · task count · tasks
 *     tour task:     kind · flags · rows · cols · [holes] · [start] · [end] · [constraints]
 *                    · [variants] · [note]
 *     question task: kind · question · answer · [note]
 *     program task:  kind · languages · time limit · exercise · [starters] · [note]
 *     variant:       variant flags · [start] · [end] · [holes]
 *
 * Numbers are varints, text is length + WTF-8 (bytes.ts). The kind byte is 0
 * (tour), 1 (question) or 8 (program), plus 2 when a note follows and 4 when
 * variants do (tours only). A program's languages byte has bit 0 for
 * JavaScript and 1 for Python, and bits 2 and 3 when the teacher's own
 * starter follows for each: a task with the exercise's starters carries no
 * program text. Codes with a program task are version 2 ("KTA2."), all others
 * version 1 as before, and both are read. The flags byte says which optional fields are present (bits
 * 0 start, 1 end, 2 closed, 4 hints, 6 holes, 7 constraints) and the values
 * of closed (bit 3) and hints (bit 5); a variant's flags byte says which of
 * its fields are present (bits 0 start, 1 end, 2 holes). So a decoded
 * assignment equals the encoded one field for field. A 10-task assignment
 * with holes and fixed moves takes well under 1,000 characters.
 */
import { asCodeError } from './errors.ts';
import { ByteReader, ByteWriter, malformed } from './bytes.ts';
import { checkAssignment } from './checks.ts';
import {
	ASSIGNMENT_CODE,
	ASSIGNMENT_CODE_2,
	codePrefix,
	finishCode,
	fnv1a64,
	toBase64Url,
	unwrapVersions,
	wrapCode,
} from './text-codec.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Assignment,
	type ProgramLanguage,
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
const HAS_START = 1;
const HAS_END = 2;
const HAS_CLOSED = 4;
const CLOSED = 8;
const HAS_HINTS = 16;
const HINTS = 32;
const HAS_HOLES = 64;
const HAS_CONSTRAINTS = 128;

/** Read bounds for numbers the checks then hold to their real limits (with better messages). */
const ANY = 0x7fffffff;

/** A program task's languages byte: each language allowed, then each starter that follows. */
const LANGUAGE_BITS: Record<ProgramLanguage, number> = { javascript: 1, python: 2 };
const STARTER_BITS: Record<ProgramLanguage, number> = { javascript: 4, python: 8 };
const LANGUAGES: readonly ProgramLanguage[] = ['javascript', 'python'];

const VARIANT_START = 1;
const VARIANT_END = 2;
const VARIANT_HOLES = 4;

/** Writes a list of squares: its length, then each square. */
function writeSquares(out: ByteWriter, squares: readonly number[]): void {
	out.uint(squares.length);
	for (const square of squares) out.uint(square);
}

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

/** Writes a program task's languages, time limit, exercise and the teacher's starters. */
function writeProgramFields(out: ByteWriter, task: ProgramTask): void {
	let flags = 0;
	for (const language of task.languages) flags |= LANGUAGE_BITS[language];
	for (const language of LANGUAGES) {
		if (task.starters?.[language] !== undefined) flags |= STARTER_BITS[language];
	}
	out.byte(flags);
	out.uint(task.timeLimit);
	out.text(task.exercise);
	for (const language of LANGUAGES) {
		const starter = task.starters?.[language];
		if (starter !== undefined) out.text(starter);
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

/** Writes a tour task's flags, board and conditions. */
function writeTourFields(out: ByteWriter, task: TourAssignmentTask): void {
	const { board, start, end, closed, hints, constraints } = task;
	let flags = 0;
	if (start !== undefined) flags |= HAS_START;
	if (end !== undefined) flags |= HAS_END;
	if (closed !== undefined) flags |= HAS_CLOSED | (closed ? CLOSED : 0);
	if (hints !== undefined) flags |= HAS_HINTS | (hints ? HINTS : 0);
	if (board.holes !== undefined) flags |= HAS_HOLES;
	if (constraints !== undefined) flags |= HAS_CONSTRAINTS;
	out.byte(flags);
	out.uint(board.rows);
	out.uint(board.cols);
	if (board.holes !== undefined) writeSquares(out, board.holes);
	if (start !== undefined) out.uint(start);
	if (end !== undefined) out.uint(end);
	if (constraints !== undefined) {
		out.uint(constraints.length);
		for (const { move, square } of constraints) {
			out.uint(move);
			out.uint(square);
		}
	}
}

/** The body of an assignment code: every field, in order. */
function writeAssignment(assignment: Assignment): Uint8Array {
	const out = new ByteWriter();
	out.text(assignment.title);
	out.text(assignment.instructions);
	out.uint(assignment.tasks.length);
	for (const task of assignment.tasks) writeTask(out, task);
	return out.bytes();
}

/** Reads a list of squares written by `writeSquares` (at most one board's worth). */
function readSquares(input: ByteReader, what: string, squares: string): number[] {
	const count = input.count(`the number of ${squares} of ${what}`, LIMITS.side * LIMITS.side);
	const list: number[] = [];
	for (let i = 0; i < count; i++)
		list.push(input.uint(`a square of the ${squares} of ${what}`, ANY));
	return list;
}

/** Reads a task's variants written by `writeVariants`. */
function readVariants(input: ByteReader, what: string): TourVariant[] {
	const count = input.count(`the number of variants of ${what}`, LIMITS.variants);
	const variants: TourVariant[] = [];
	for (let i = 0; i < count; i++) {
		const which = `variant ${String(i + 1)} of ${what}`;
		const flags = input.byte(`the fields of ${which}`);
		if (flags >= 8) malformed(`the fields of ${which} are unknown`);
		const variant: TourVariant = {};
		if (flags & VARIANT_START) variant.start = input.uint(`the start of ${which}`, ANY);
		if (flags & VARIANT_END) variant.end = input.uint(`the end of ${which}`, ANY);
		if (flags & VARIANT_HOLES) variant.holes = readSquares(input, which, 'holes');
		variants.push(variant);
	}
	return variants;
}

/** Reads a program task's fields written by `writeProgramFields`. */
function readProgramFields(input: ByteReader, what: string): ProgramTask {
	const flags = input.byte(`the languages of ${what}`);
	if (flags >= 16) malformed(`the languages of ${what} are unknown`);
	const languages = LANGUAGES.filter((language) => flags & LANGUAGE_BITS[language]);
	const timeLimit = input.uint(`the time limit of ${what}`, ANY);
	const exercise = input.text(`the exercise of ${what}`, 100);
	const task: ProgramTask = { kind: 'program', exercise, languages, timeLimit };
	for (const language of LANGUAGES) {
		if (flags & STARTER_BITS[language]) {
			const starter = input.text(`the starter of ${what}`, LIMITS.program);
			task.starters = { ...task.starters, [language]: starter };
		}
	}
	return task;
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

/** Reads a tour task's flags, board and conditions. */
function readTourFields(input: ByteReader, what: string): TourAssignmentTask {
	const flags = input.byte(`the conditions of ${what}`);
	if ((flags & CLOSED && !(flags & HAS_CLOSED)) || (flags & HINTS && !(flags & HAS_HINTS))) {
		malformed(`the conditions of ${what} set a value that is not there`);
	}
	const rows = input.uint(`the rows of ${what}`, ANY);
	const cols = input.uint(`the columns of ${what}`, ANY);
	const board: TourAssignmentTask['board'] = { rows, cols };
	if (flags & HAS_HOLES) board.holes = readSquares(input, what, 'holes');
	const task: TourAssignmentTask = { kind: 'tour', board };
	if (flags & HAS_START) task.start = input.uint(`the start of ${what}`, ANY);
	if (flags & HAS_END) task.end = input.uint(`the end of ${what}`, ANY);
	if (flags & HAS_CLOSED) task.closed = (flags & CLOSED) !== 0;
	if (flags & HAS_CONSTRAINTS) {
		const count = input.count(`the number of fixed moves of ${what}`, LIMITS.side * LIMITS.side);
		task.constraints = [];
		for (let i = 0; i < count; i++) {
			const move = input.uint(`a fixed move of ${what}`, ANY);
			const square = input.uint(`a fixed move's square in ${what}`, ANY);
			task.constraints.push({ move, square });
		}
	}
	if (flags & HAS_HINTS) task.hints = (flags & HINTS) !== 0;
	return task;
}

/**
 * Writes an assignment as a URL-safe code ("KTA1.…", or "KTA2.…" with a program task); throws
 * TypeError / RangeError naming a bad field.
 */
export function encodeAssignment(assignment: Assignment): string {
	const fn = 'encodeAssignment';
	checkAssignment(fn, assignment);
	const programs = assignment.tasks.some((task) => task.kind === 'program');
	const code = wrapCode(
		programs ? ASSIGNMENT_CODE_2 : ASSIGNMENT_CODE,
		writeAssignment(assignment),
	);
	if (code.length > LIMITS.codeLength) {
		throw new RangeError(
			`${fn}: assignment is too big for a code: it would take ${code.length.toLocaleString('en-US')} characters, and a code has at most ${LIMITS.codeLength.toLocaleString('en-US')}.`,
		);
	}
	return code;
}

/**
 * Reads an assignment code; throws a `ClassroomCodeError` saying what is
 * wrong with anything else. Its text fields are data from a link: pages must
 * show them as text, never as HTML.
 */
export function decodeAssignment(text: string): Assignment {
	const { reader: input, version } = unwrapVersions(ASSIGNMENT_CODE, text, [1, 2]);
	const title = input.text('the title', LIMITS.title);
	const instructions = input.text('the instructions', LIMITS.instructions);
	const count = input.count('the number of tasks', LIMITS.tasks);
	const tasks: Task[] = [];
	for (let i = 0; i < count; i++) tasks.push(readTask(input, i + 1, version));
	finishCode(input);
	const assignment: Assignment = { title, instructions, tasks };
	if (version === 2 && !tasks.some((task) => task.kind === 'program')) {
		malformed('a version 2 code has no program task');
	}
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
