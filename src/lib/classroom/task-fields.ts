/**
 * The fields every version of assignment codes writes alike: a tour task's conditions, board and
 * fixed moves, a list of squares, a program task's languages, time limit and starters. The
 * layouts around them are in assignment-code.ts (versions 1 and 2) and compact-code.ts (3).
 *
 * A tour's conditions byte says which optional fields are present (bits 0 start, 1 end, 2 closed,
 * 4 hints, 6 holes, 7 fixed moves) and the values of closed (bit 3) and hints (bit 5). A
 * program's languages byte has bit 0 for JavaScript and 1 for Python, and bits 2 and 3 when the
 * teacher's own starter follows for each.
 */
import { ByteReader, ByteWriter, malformed } from './bytes.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Assignment,
	type ProgramLanguage,
	type ProgramTask,
	type Task,
	type TourAssignmentTask,
	type TourVariant,
} from './types.ts';

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

/** Writes a list of squares: its length, then each square. */
export function writeSquares(out: ByteWriter, squares: readonly number[]): void {
	out.uint(squares.length);
	for (const square of squares) out.uint(square);
}

/** Reads a list of squares written by `writeSquares` (at most one board's worth). */
export function readSquares(input: ByteReader, what: string, squares: string): number[] {
	const count = input.count(`the number of ${squares} of ${what}`, LIMITS.side * LIMITS.side);
	const list: number[] = [];
	for (let i = 0; i < count; i++)
		list.push(input.uint(`a square of the ${squares} of ${what}`, ANY));
	return list;
}

/** Writes a tour task's flags, board and conditions. */
export function writeTourFields(out: ByteWriter, task: TourAssignmentTask): void {
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

/** Reads a tour task's flags, board and conditions. */
export function readTourFields(input: ByteReader, what: string): TourAssignmentTask {
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
 * Writes a program task's languages, time limit, exercise and the teacher's starters; the
 * exercise by `exercise` when given (version 3 writes a number), else as text.
 */
export function writeProgramFields(
	out: ByteWriter,
	task: ProgramTask,
	exercise: (id: string) => void = (id) => {
		out.text(id);
	},
): void {
	let flags = 0;
	for (const language of task.languages) flags |= LANGUAGE_BITS[language];
	for (const language of LANGUAGES) {
		if (task.starters?.[language] !== undefined) flags |= STARTER_BITS[language];
	}
	out.byte(flags);
	out.uint(task.timeLimit);
	exercise(task.exercise);
	for (const language of LANGUAGES) {
		const starter = task.starters?.[language];
		if (starter !== undefined) out.text(starter);
	}
}

/** Reads a program task's fields written by `writeProgramFields`, its exercise by `exercise`. */
export function readProgramFields(
	input: ByteReader,
	what: string,
	exercise: () => string = () => input.text(`the exercise of ${what}`, 100),
): ProgramTask {
	const flags = input.byte(`the languages of ${what}`);
	if (flags >= 16) malformed(`the languages of ${what} are unknown`);
	const languages = LANGUAGES.filter((language) => flags & LANGUAGE_BITS[language]);
	const timeLimit = input.uint(`the time limit of ${what}`, ANY);
	const task: ProgramTask = { kind: 'program', exercise: exercise(), languages, timeLimit };
	for (const language of LANGUAGES) {
		if (flags & STARTER_BITS[language]) {
			const starter = input.text(`the starter of ${what}`, LIMITS.program);
			task.starters = { ...task.starters, [language]: starter };
		}
	}
	return task;
}

/** A variant's fields byte: bits 0 start, 1 end, 2 holes. */
export const VARIANT_START = 1;
export const VARIANT_END = 2;
export const VARIANT_HOLES = 4;

/** Reads the fields of one variant that `flags` says are there. */
export function readVariantFields(input: ByteReader, flags: number, which: string): TourVariant {
	const variant: TourVariant = {};
	if (flags & VARIANT_START) variant.start = input.uint(`the start of ${which}`, ANY);
	if (flags & VARIANT_END) variant.end = input.uint(`the end of ${which}`, ANY);
	if (flags & VARIANT_HOLES) variant.holes = readSquares(input, which, 'holes');
	return variant;
}

/** An assignment's layout in every version: title, instructions, task count, each task by `write`. */
export function writeAssignmentWith(
	assignment: Assignment,
	write: (out: ByteWriter, task: Task) => void,
): Uint8Array {
	const out = new ByteWriter();
	out.text(assignment.title);
	out.text(assignment.instructions);
	out.uint(assignment.tasks.length);
	for (const task of assignment.tasks) write(out, task);
	return out.bytes();
}
