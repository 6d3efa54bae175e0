/**
 * A task made ready: the draft's work and what the site found, put together
 * into the assignment's task (with its question, answer, variants and note),
 * or what still stands in the way, said for the teacher.
 */
import { CLASSROOM_LIMITS, type Task } from '../../lib/classroom/types.ts';
import type { WorkResult } from './builder-jobs.ts';
import {
	bankNote,
	countNote,
	countQuestion,
	predictNote,
	predictQuestion,
} from '../../lib/classroom/question-kinds.ts';
import type { TaskWork } from './builder-read.ts';
import { VARIANT_MIN } from './builder-variants.ts';
import { PROGRAM_LANGUAGE_NAMES } from './program-words.ts';

/** How a task stands, for the line under it. */
export type TaskStatus =
	| { state: 'fix'; text: string }
	/** Nothing typed yet in a field the task needs: no error until "Create assignment". */
	| { state: 'todo'; text: string }
	| { state: 'working'; text: string }
	| { state: 'blocked'; text: string }
	| { state: 'ready'; text: string; trick?: boolean };

/** A task made ready, or why it is not. */
export interface Finished {
	task: Task | null;
	status: TaskStatus;
}

/** Shortens a note to the length a code allows. */
function clipNote(note: string): string {
	const max = CLASSROOM_LIMITS.note;
	return note.length > max ? `${note.slice(0, max - 1)}…` : note;
}

/** Finishes a tour task from the site's verdict (and variants). */
function finishTour(
	work: Extract<TaskWork, { kind: 'tour' }>,
	result: Extract<WorkResult, { kind: 'tour' }>,
): Finished {
	const { verdict, variants, tried } = result;
	if (verdict.possible === 'unknown') {
		return {
			task: null,
			status: {
				state: 'blocked',
				text: `The site could not settle this task yet. ${verdict.explanation} Press Search longer, or change the task.`,
			},
		};
	}
	if (verdict.possible === false) {
		const task: Task = { ...work.task, note: clipNote(`Trick: no tour. ${verdict.explanation}`) };
		return {
			task,
			status: {
				state: 'ready',
				trick: true,
				text: `The site proved that no tour meets these conditions. ${verdict.explanation} You can hand it out as a trick question: a student who answers "There is no such tour" gets it right; to ask students why, add a question after it.`,
			},
		};
	}
	const squares = `The site found a tour of all ${String(verdict.tour.length)} squares`;
	if (variants === null) {
		return { task: { ...work.task }, status: { state: 'ready', text: `${squares}.` } };
	}
	if (variants.length < VARIANT_MIN) {
		return {
			task: null,
			status: {
				state: 'blocked',
				text: `${squares}, but only ${String(variants.length)} of the ${String(tried)} variants tried have a tour the site found, and a pool needs at least ${String(VARIANT_MIN)}. Vary something else, or untick the boxes under Vary by student.`,
			},
		};
	}
	return {
		task: { ...work.task, variants: variants.map((v) => ({ ...v })) },
		status: {
			state: 'ready',
			text: `${squares}, and ${String(variants.length)} variants for the students, each solved by the site.`,
		},
	};
}

/** Finishes a program task from its reference's runs: ready only when every language passes. */
function finishProgram(
	work: Extract<TaskWork, { kind: 'program' }>,
	result: Extract<WorkResult, { kind: 'program' }>,
): Finished {
	const limit = `${String(work.task.timeLimit)} s`;
	const failed = result.checks.find(
		(c) => c.error !== undefined || c.passed < c.total || c.total === 0,
	);
	if (failed !== undefined) {
		const name = PROGRAM_LANGUAGE_NAMES[failed.language];
		const why = failed.error ?? `${String(failed.passed)} of ${String(failed.total)} tests passed`;
		return {
			task: null,
			status: {
				state: 'blocked',
				text: `The exercise's reference solution in ${name} does not pass within ${limit}: ${why}. Raise the time limit, or allow another language.`,
			},
		};
	}
	const runs = result.checks
		.map((c) => `${PROGRAM_LANGUAGE_NAMES[c.language]} (${String(c.ms)} ms)`)
		.join(' and ');
	const total = result.checks[0]?.total ?? 0;
	return {
		task: { ...work.task },
		status: {
			state: 'ready',
			text: `The exercise's reference solution passes all ${String(total)} tests in ${runs}, within the ${limit} limit.`,
		},
	};
}

/** The question a question-like task asks, and its note. */
function questionOf(
	work: Exclude<TaskWork, { kind: 'tour' | 'program' }>,
	bankText: string | null,
) {
	switch (work.kind) {
		case 'predict':
			return { question: predictQuestion(work), note: predictNote(work) };
		case 'count':
			return { question: countQuestion(work), note: countNote(work) };
		case 'bank':
			return { question: bankText ?? '', note: bankNote(work.id) };
		case 'question':
			return { question: work.question, note: undefined };
	}
}

/**
 * Puts a task together from its work and the site's result. `bankText` is the
 * bank question's text (the bank loads on demand; null until it has).
 */
export function finishTask(
	work: TaskWork,
	result: WorkResult | null,
	bankText: string | null,
): Finished {
	if (work.kind === 'question') {
		return {
			task: { kind: 'question', question: work.question, answer: work.answer },
			status: { state: 'ready', text: 'Ready.' },
		};
	}
	if (result === null) {
		return { task: null, status: { state: 'working', text: 'The site is working on it…' } };
	}
	if (work.kind === 'tour') {
		if (result.kind !== 'tour') throw new Error('A tour task needs a tour result.');
		return finishTour(work, result);
	}
	if (work.kind === 'program') {
		if (result.kind !== 'program') throw new Error('A program task needs its reference run.');
		return finishProgram(work, result);
	}
	if (result.kind !== 'answer') throw new Error('A question needs an answer.');
	const { question, note } = questionOf(work, bankText);
	if (question === '') {
		return { task: null, status: { state: 'working', text: 'Loading the question…' } };
	}
	const task: Task = { kind: 'question', question, answer: result.answer };
	if (note !== undefined) task.note = note;
	return { task, status: { state: 'ready', text: `Answer: ${result.answer}` } };
}
