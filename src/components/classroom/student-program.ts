/**
 * A program task on the student's page, the part loaded with `import()` when one is shown: the
 * code cell's programs (the teacher's starter or the exercise's own; never a solution, so the
 * page imports the starters alone), its board and limits, and the program as the cell has it,
 * for the submission.
 */
import type { ProgramAnswer, ProgramLanguage, ProgramTask } from '../../lib/classroom/types.ts';
import { getExercise } from '../../lib/code/exercises.ts';
import { JS_STARTERS } from '../../lib/code/reference/javascript-starters.ts';
import { PY_STARTERS } from '../../lib/code/reference/python-starters.ts';
import { showcaseBoard, type ShowcaseBoard } from '../code/code-exercise.ts';
import type { CellChange, CellProgram } from '../code/code-cell-state.svelte.ts';
import type { CellEntry } from '../code/code-cell-view.ts';
import {
	browserCodeEnvironment,
	loadCell,
	type CodeStorageEnvironment,
} from '../code/code-storage.ts';
import { DEFAULT_LIMITS, type Limits } from '../../workers/code/code-protocol.ts';

/** What the code cell of a program task is given. */
export interface ProgramCell {
	programs: Partial<Record<ProgramLanguage, CellProgram>>;
	/** The function the exercise's program defines: what the cell shows (code-cell-view.ts). */
	entry: CellEntry;
	board: ShowcaseBoard;
	limits: Limits;
}

/** The starter a student gets in a language: the teacher's own, else the exercise's. */
export function starterFor(task: ProgramTask, language: ProgramLanguage): string {
	const own = task.starters?.[language];
	if (own !== undefined) return own;
	const starters = language === 'python' ? PY_STARTERS : JS_STARTERS;
	return starters[task.exercise] ?? '';
}

/** The cell of a program task: the starters and no solution, so the cell has no "Show solution". */
export function programCell(task: ProgramTask): ProgramCell {
	const programs: ProgramCell['programs'] = {};
	for (const language of task.languages)
		programs[language] = { starter: starterFor(task, language) };
	const exercise = getExercise(task.exercise);
	return {
		programs,
		entry: exercise.entry,
		board: showcaseBoard(exercise),
		limits: { ...DEFAULT_LIMITS, timeMs: task.timeLimit * 1000 },
	};
}

/** The storage key the code cell saves under on a page outside the lessons (CodeCell.svelte). */
export function cellKey(cellId: string): string {
	return `page/${cellId}`;
}

/** The program for the submission from what the cell says changed; null in a language not allowed. */
export function programAnswer(task: ProgramTask, change: CellChange): ProgramAnswer | null {
	if (!task.languages.includes(change.language)) return null;
	const program: ProgramAnswer = { language: change.language, code: change.code };
	if (change.results !== null) {
		const passed = change.results.tests.filter((test) => test.passed).length;
		program.tests = { passed, total: change.results.tests.length };
	}
	return program;
}

/**
 * The program as the cell last saved it (read when the task is shown, in case the page closed
 * before the work took the last change): the language shown, its code, and its last run's tests
 * passed of total; null while the student has not changed the starter in any language.
 */
export function savedProgram(
	task: ProgramTask,
	cellId: string,
	env: CodeStorageEnvironment = browserCodeEnvironment(),
): ProgramAnswer | null {
	const { cell } = loadCell(env, cellKey(cellId));
	if (cell === null) return null;
	const shown =
		cell.language !== null && task.languages.includes(cell.language) ? cell.language : null;
	const language =
		shown ?? task.languages.find((l) => cell.code[l] !== undefined) ?? task.languages[0];
	if (language === undefined) return null;
	const run = cell.runs[language];
	if (cell.code[language] === undefined && run === undefined) return null;
	const code = cell.code[language] ?? starterFor(task, language);
	return programAnswer(task, { language, code, results: run ?? null });
}
