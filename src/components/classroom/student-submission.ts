/**
 * A student's saved work turned into what is handed in: the library's `Submission`, a fingerprint
 * that tells whether a code handed in earlier is out of date, the downloaded file's name, and what
 * is still missing.
 */
import type { Answer, Submission, Task } from '../../lib/classroom/types.ts';
import type { SavedTask } from './student-record.ts';

/** A code longer than this may be cut short by a chat or a form: the page suggests the file. */
export const LONG_CODE = 2000;

/** One task's answer as it is handed in; `seconds` are whole seconds spent. */
export function answerOf(task: Task, saved: SavedTask, seconds: number): Answer {
	if (task.kind === 'tour') {
		return {
			...(saved.tour.length > 0 ? { tour: [...saved.tour] } : {}),
			hints: saved.hints,
			solutionShown: false,
			seconds,
			...(saved.log !== null && saved.log.entries.length > 0 ? { log: saved.log } : {}),
			...(saved.impossible === true ? { impossible: true } : {}),
		};
	}
	if (task.kind === 'program') {
		const program = saved.program === undefined ? {} : { program: { ...saved.program } };
		return { hints: 0, solutionShown: false, seconds, ...program };
	}
	const answer = saved.answer.trim();
	return { ...(answer === '' ? {} : { answer }), hints: 0, solutionShown: false, seconds };
}

/** The submission of `name` for assignment `id`: one answer per task, in order. */
export function buildSubmission(
	id: string,
	name: string,
	tasks: readonly Task[],
	saved: readonly SavedTask[],
	ms: readonly number[],
): Submission {
	return {
		name: name.trim(),
		assignment: id,
		answers: tasks.map((task, i) =>
			answerOf(task, saved[i] as SavedTask, Math.floor((ms[i] ?? 0) / 1000)),
		),
	};
}

/** What the work says, leaving out time and the log's times: equal fingerprints, same work. */
export function submissionFingerprint(submission: Submission): string {
	return JSON.stringify([
		submission.name,
		submission.answers.map((a) => [
			a.tour ?? [],
			a.answer ?? '',
			a.hints,
			a.impossible === true,
			a.program?.language ?? '',
			a.program?.code ?? '',
		]),
	]);
}

/** A file name from free text: lower-case letters, digits and hyphens, never empty. */
function slug(text: string, fallback: string): string {
	const words = text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40)
		.replace(/-+$/, '');
	return words === '' ? fallback : words;
}

/** The downloaded code's file name: "<assignment>-<student>.txt". */
export function submissionFileName(title: string, name: string): string {
	return `${slug(title, 'assignment')}-${slug(name, 'student')}.txt`;
}

/** What is not done yet, task by task, in plain words (empty when everything is). */
export function missingWork(
	tasks: readonly Task[],
	saved: readonly SavedTask[],
	complete: (index: number) => boolean,
): string[] {
	const missing: string[] = [];
	tasks.forEach((task, i) => {
		const t = saved[i] as SavedTask;
		const label = `Task ${String(i + 1)}`;
		if (task.kind === 'question') {
			if (t.answer.trim() === '') missing.push(`${label} has no answer yet.`);
		} else if (task.kind === 'program') {
			if (t.program === undefined) missing.push(`${label} has no program yet.`);
			else if (t.program.tests === undefined) missing.push(`${label}'s program has not been run.`);
		} else if (t.impossible === true) return;
		else if (t.tour.length === 0) missing.push(`${label} has no tour yet.`);
		else if (!complete(i)) missing.push(`${label}'s tour is not a full tour yet.`);
	});
	return missing;
}
