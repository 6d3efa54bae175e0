/**
 * How the classroom pages name a program task ("Write a program"): the exercise's title, the
 * languages allowed and the time limit, in one sentence of plain text.
 */
import type { ProgramLanguage, ProgramTask } from '../../lib/classroom/types.ts';
import { CODE_EXERCISES } from '../../lib/code/exercises.ts';

/** The names languages go by. */
export const PROGRAM_LANGUAGE_NAMES: Readonly<Record<ProgramLanguage, string>> = {
	javascript: 'JavaScript',
	python: 'Python',
};

/** The title of a code exercise by its id (the id itself for one this site does not know). */
export function exerciseTitle(id: string): string {
	return CODE_EXERCISES.find((exercise) => exercise.id === id)?.title ?? id;
}

/** "JavaScript", "JavaScript or Python". */
export function languageList(languages: readonly ProgramLanguage[]): string {
	return languages.map((language) => PROGRAM_LANGUAGE_NAMES[language]).join(' or ');
}

/** "Write a program: A 5×5 tour by backtracking, in JavaScript or Python (time limit 5 s)." */
export function describeProgramTask(task: ProgramTask): string {
	const own = task.starters === undefined ? '' : " The teacher's own starter program.";
	return `Write a program: ${exerciseTitle(task.exercise)}, in ${languageList(task.languages)} (time limit ${String(task.timeLimit)} s).${own}`;
}

/**
 * What a worksheet prints for a program task: where to do it, and what will be checked. "Do this
 * task on the site: … The checking page runs your program again on the exercise's 3 tests."
 */
export function programOnPaper(task: ProgramTask): { where: string; checked: string } {
	const tests = CODE_EXERCISES.find((exercise) => exercise.id === task.exercise)?.tests.length;
	const count =
		tests === undefined ? "the exercise's tests" : `the exercise's ${String(tests)} tests`;
	return {
		where: `Do this task on the site, not on paper: open the assignment (scan the code at the end of this sheet), write your program in ${languageList(task.languages)} in the task's code box, run it, and press Submit.`,
		checked: `What is checked: your teacher's page runs your program again on ${count}, all within ${String(task.timeLimit)} s; it must pass every one.`,
	};
}
