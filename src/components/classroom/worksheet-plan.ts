/**
 * What to print for an assignment: one worksheet per student named (each with that student's
 * variants, through the library's `studentAssignment`), or one for the class when no names are given;
 * and the answer key, whose tour tasks list each distinct board to solve with the students who
 * get it.
 */
import { studentAssignment } from '../../lib/classroom/variants.ts';
import type { Assignment, QuestionTask, Task } from '../../lib/classroom/types.ts';
import { CLASSROOM_LIMITS } from '../../lib/classroom/types.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';
import { describeProgramTask, programOnPaper } from './program-words.ts';

/** The most names one printing takes (a few classes). */
export const MAX_NAMES = 200;

/** The names typed in the "Student names" box, and what was wrong with the text. */
export interface ReadNames {
	names: string[];
	/** A sentence about lines left out (too long, too many), or "" when all were taken. */
	problem: string;
}

/** Reads one name per line: blank lines skipped, spaces trimmed, at most `MAX_NAMES`. */
export function readNames(text: string): ReadNames {
	const lines = text
		.split(/\r?\n/)
		.map((line) => line.trim().replace(/\s+/g, ' '))
		.filter((line) => line !== '');
	const long = lines.filter((line) => line.length > CLASSROOM_LIMITS.name).length;
	const fitting = lines.filter((line) => line.length <= CLASSROOM_LIMITS.name);
	const problems: string[] = [];
	if (long > 0) {
		problems.push(
			`${String(long)} ${long === 1 ? 'line is' : 'lines are'} longer than ${String(CLASSROOM_LIMITS.name)} characters and left out.`,
		);
	}
	if (fitting.length > MAX_NAMES) {
		problems.push(
			`Only the first ${String(MAX_NAMES)} names are used (${String(fitting.length)} given).`,
		);
	}
	return { names: fitting.slice(0, MAX_NAMES), problem: problems.join(' ') };
}

/** The conditions of a tour task only, as the solver and the board take them. */
export function tourTaskOf(task: Task & { kind: 'tour' }): TourTask {
	const plain: TourTask = { board: { rows: task.board.rows, cols: task.board.cols } };
	if (task.board.holes !== undefined && task.board.holes.length > 0) {
		plain.board = { ...plain.board, holes: [...task.board.holes].sort((a, b) => a - b) };
	}
	if (task.start !== undefined) plain.start = task.start;
	if (task.end !== undefined) plain.end = task.end;
	if (task.closed === true) plain.closed = true;
	if (task.constraints !== undefined && task.constraints.length > 0) {
		plain.constraints = [...task.constraints]
			.sort((a, b) => a.move - b.move)
			.map(({ move, square }) => ({ move, square }));
	}
	return plain;
}

/** A key that two tour tasks share exactly when they ask for the same tours. */
export function tourTaskKey(task: TourTask): string {
	return JSON.stringify([
		task.board.rows,
		task.board.cols,
		task.board.holes ?? [],
		task.start ?? null,
		task.end ?? null,
		task.closed === true,
		(task.constraints ?? []).map((c) => [c.move, c.square]),
	]);
}

/** One task on a worksheet, as its student sees it. */
export type SheetTask =
	| { kind: 'tour'; task: TourTask; key: string; note?: string }
	| { kind: 'question'; question: string; note?: string }
	/** A program is written on the assignment's page: the sheet says where, and what is checked. */
	| { kind: 'program'; question: string; where: string; checked: string; note?: string };

/** One student's worksheet (or the class's, with `name` null). */
export interface Sheet {
	name: string | null;
	tasks: SheetTask[];
}

/** A board to solve in the answer key, and the students who get it (none named: everyone). */
export interface KeyBoard {
	task: TourTask;
	key: string;
	students: string[];
}

/** One task of the answer key. */
export type KeyTask =
	| { kind: 'tour'; boards: KeyBoard[]; varies: boolean }
	| { kind: 'question'; question: string; answer: string };

/** Everything to print. */
export interface WorksheetPlan {
	sheets: Sheet[];
	key: KeyTask[];
	/** Every distinct board the key needs solved, in the order they first appear. */
	toSolve: KeyBoard[];
	/** Whether some task varies by student while no names were given. */
	variesUnnamed: boolean;
}

/** A task as a worksheet shows it. */
function sheetTask(task: Task): SheetTask {
	const note = task.note === undefined || task.note === '' ? {} : { note: task.note };
	if (task.kind === 'question') return { kind: 'question', question: task.question, ...note };
	// A program is written on the assignment's page; the sheet says what to write, and where.
	if (task.kind === 'program') {
		return {
			kind: 'program',
			question: describeProgramTask(task),
			...programOnPaper(task),
			...note,
		};
	}
	const plain = tourTaskOf(task);
	return { kind: 'tour', task: plain, key: tourTaskKey(plain), ...note };
}

/** Groups the students by the board each of them gets for one tour task. */
function keyBoards(tasks: readonly SheetTask[], names: readonly string[]): KeyBoard[] {
	const boards = new Map<string, KeyBoard>();
	tasks.forEach((task, i) => {
		if (task.kind !== 'tour') return;
		const board = boards.get(task.key) ?? { task: task.task, key: task.key, students: [] };
		const name = names[i];
		if (name !== undefined) board.students.push(name);
		boards.set(task.key, board);
	});
	return [...boards.values()];
}

/** Plans the worksheets and the answer key of an assignment for these students (none: the class). */
export function worksheetPlan(assignment: Assignment, names: readonly string[]): WorksheetPlan {
	const sheets: Sheet[] =
		names.length === 0
			? [{ name: null, tasks: assignment.tasks.map(sheetTask) }]
			: names.map((name) => ({
					name,
					tasks: studentAssignment(assignment, name).tasks.map(sheetTask),
				}));
	const key: KeyTask[] = assignment.tasks.map((task, i) => {
		if (task.kind === 'question') {
			const { question, answer } = task as QuestionTask;
			return { kind: 'question', question, answer };
		}
		if (task.kind === 'program') {
			const answer = 'Marked by its tests on the checking page.';
			return { kind: 'question', question: describeProgramTask(task), answer };
		}
		const column = sheets.map((sheet) => sheet.tasks[i] as SheetTask);
		return {
			kind: 'tour',
			boards: keyBoards(column, names),
			varies: (task.variants?.length ?? 0) > 0,
		};
	});
	const toSolve = new Map<string, KeyBoard>();
	for (const task of key) {
		if (task.kind === 'tour') for (const board of task.boards) toSolve.set(board.key, board);
	}
	const variesUnnamed =
		names.length === 0 && assignment.tasks.some((t) => t.kind === 'tour' && t.variants);
	return { sheets, key, toSolve: [...toSolve.values()], variesUnnamed };
}
