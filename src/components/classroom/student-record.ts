/**
 * A student's saved work on one assignment under one name, as stored in local storage: per task
 * the tour so far or the answer typed, hints, time, the work log and when the task was first
 * opened, and the last code handed in. Reading is forgiving and honest: a field that does not
 * fit is dropped and reported, so that the page can keep the damaged text aside before it writes.
 */
import type { Square } from '../../lib/board.ts';
import {
	CLASSROOM_LIMITS,
	type ProgramAnswer,
	type WorkEntry,
	type WorkLog,
} from '../../lib/classroom/types.ts';

/** The version of the saved shape. */
export const RECORD_VERSION = 1;

/** One task's saved work. */
export interface SavedTask {
	/** The task as this student sees it (its variant), as JSON: work for another variant is not put back. */
	variant: string;
	/** The squares of the tour so far (tour tasks). */
	tour: Square[];
	/** The answer as typed (question tasks). */
	answer: string;
	/** Hints taken. */
	hints: number;
	/** Milliseconds the task was open and in use. */
	ms: number;
	/** The work log (tour tasks), or null before the first thing done. */
	log: WorkLog | null;
	/** When the task was first opened (ms since 1970), or null if never. */
	opened: number | null;
	/** The student says the tour task cannot be done (a trick task). Absent: not said. */
	impossible?: boolean;
	/** The program written for a program task, as the code cell last saved it. Absent: none yet. */
	program?: ProgramAnswer;
}

/** The last code handed in, and the work it was made from (to tell whether it is out of date). */
export interface SavedSubmission {
	code: string;
	/** What the work looked like when the code was made (submissionFingerprint). */
	fingerprint: string;
	/** When it was made (ms since 1970). */
	at: number;
}

/** All of one student's work on one assignment. */
export interface SavedWork {
	v: typeof RECORD_VERSION;
	/** The name as typed. */
	name: string;
	tasks: SavedTask[];
	submitted: SavedSubmission | null;
}

/** A blank task. */
export function blankTask(variant: string): SavedTask {
	return { variant, tour: [], answer: '', hints: 0, ms: 0, log: null, opened: null };
}

/** Whether anything was done on a task. */
export function taskTouched(task: SavedTask): boolean {
	return (
		task.tour.length > 0 ||
		task.answer !== '' ||
		task.hints > 0 ||
		task.impossible === true ||
		task.program !== undefined ||
		(task.log !== null && task.log.entries.length > 0)
	);
}

/** What reading a saved record gave: the work, and what had to be dropped from it. */
export interface ReadWork {
	work: SavedWork;
	problems: string[];
}

/** Whether a value is a whole number from 0 to `max`. */
function isWhole(value: unknown, max = Number.MAX_SAFE_INTEGER): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/**
 * Reads a saved log's shape and limits (the library checks its chain when the code is marked): a
 * log over the library's limits (more entries, a later time) is damaged, not one to append to.
 */
function readLog(value: unknown): WorkLog | null | undefined {
	if (value === null) return null;
	if (typeof value !== 'object' || !Array.isArray((value as WorkLog).entries)) return undefined;
	const { entries, digest } = value as { entries: unknown[]; digest: unknown };
	if (typeof digest !== 'string' || !/^[0-9a-f]{16}$/.test(digest)) return undefined;
	if (entries.length > CLASSROOM_LIMITS.logEntries) return undefined;
	const read: WorkEntry[] = [];
	let last = 0;
	for (const entry of entries) {
		if (typeof entry !== 'object' || entry === null) return undefined;
		const { action, square, ms } = entry as Record<string, unknown>;
		if (!isWhole(ms, CLASSROOM_LIMITS.logMs) || ms < last) return undefined;
		last = ms;
		if (action === 'move' && isWhole(square)) read.push({ action, square, ms });
		else if (action === 'undo' || action === 'clear' || action === 'hint' || action === 'solution')
			read.push({ action, ms });
		else return undefined;
	}
	return { entries: read, digest };
}

/** Reads a saved program, or undefined when it does not fit. */
export function readProgram(value: unknown): ProgramAnswer | undefined {
	if (typeof value !== 'object' || value === null) return undefined;
	const { language, code, tests } = value as Record<string, unknown>;
	if (language !== 'javascript' && language !== 'python') return undefined;
	if (typeof code !== 'string' || code.length > CLASSROOM_LIMITS.program) return undefined;
	const program: ProgramAnswer = { language, code };
	if (typeof tests === 'object' && tests !== null) {
		const { passed, total } = tests as Record<string, unknown>;
		if (isWhole(total, CLASSROOM_LIMITS.programTests) && isWhole(passed, total)) {
			program.tests = { passed, total };
		}
	}
	return program;
}

/** Reads one task; `variant` is the task as this student sees it now. */
function readTask(value: unknown, variant: string, number: number, problems: string[]): SavedTask {
	const blank = blankTask(variant);
	if (typeof value !== 'object' || value === null) {
		problems.push(`task ${String(number)} could not be read`);
		return blank;
	}
	const t = value as Record<string, unknown>;
	if (t['variant'] !== variant) {
		problems.push(`task ${String(number)} was saved for another version of the task`);
		return blank;
	}
	const tour = Array.isArray(t['tour']) && t['tour'].every((s) => isWhole(s)) ? t['tour'] : null;
	const log = readLog(t['log']);
	const fields = {
		tour: tour === null ? undefined : [...tour],
		answer: typeof t['answer'] === 'string' ? t['answer'] : undefined,
		hints: isWhole(t['hints']) ? t['hints'] : undefined,
		ms: isWhole(t['ms']) ? t['ms'] : undefined,
		log,
		opened: t['opened'] === null || isWhole(t['opened']) ? t['opened'] : undefined,
	};
	const bad = Object.entries(fields).filter(([, v]) => v === undefined);
	if (bad.length > 0) {
		problems.push(`task ${String(number)}: ${bad.map(([k]) => k).join(', ')} could not be read`);
	}
	return {
		variant,
		tour: fields.tour ?? blank.tour,
		answer: fields.answer ?? blank.answer,
		hints: fields.hints ?? blank.hints,
		ms: fields.ms ?? blank.ms,
		log: fields.log ?? blank.log,
		opened: fields.opened ?? blank.opened,
		...(t['impossible'] === true ? { impossible: true } : {}),
		...programField(t['program'], number, problems),
	};
}

/** A saved program as a field of the task ({} when there is none), a problem when it is damaged. */
function programField(value: unknown, number: number, problems: string[]) {
	if (value === undefined) return {};
	const program = readProgram(value);
	if (program === undefined)
		problems.push(`the program of task ${String(number)} could not be read`);
	return program === undefined ? {} : { program };
}

/** Reads a saved submission, or null. */
function readSubmitted(value: unknown): SavedSubmission | null {
	if (typeof value !== 'object' || value === null) return null;
	const { code, fingerprint, at } = value as Record<string, unknown>;
	return typeof code === 'string' && typeof fingerprint === 'string' && isWhole(at)
		? { code, fingerprint, at }
		: null;
}

/**
 * Reads saved text for an assignment whose tasks this student sees as `variants` (one JSON text
 * per task). Never throws: what cannot be read comes back blank, named in `problems`.
 */
export function readSavedWork(text: string, variants: readonly string[]): ReadWork {
	const problems: string[] = [];
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		data = undefined;
	}
	const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
	if (data === undefined || record['v'] !== RECORD_VERSION || !Array.isArray(record['tasks'])) {
		problems.push('the saved work could not be read');
	}
	const saved = Array.isArray(record['tasks']) ? (record['tasks'] as unknown[]) : [];
	if (saved.length > 0 && saved.length !== variants.length) {
		problems.push(`it has ${String(saved.length)} tasks, not ${String(variants.length)}`);
	}
	const tasks = variants.map((variant, i) =>
		i < saved.length && saved.length === variants.length
			? readTask(saved[i], variant, i + 1, problems)
			: blankTask(variant),
	);
	return {
		work: {
			v: RECORD_VERSION,
			name: typeof record['name'] === 'string' ? record['name'] : '',
			tasks,
			submitted: readSubmitted(record['submitted']),
		},
		problems,
	};
}
