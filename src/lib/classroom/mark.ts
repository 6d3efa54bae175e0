/**
 * Marking a submission against its assignment: every tour checked again by
 * the library (board, holes, Start, End, closed, fixed moves) against the
 * student's own variant, every answer compared after normalising, and the
 * reason for each wrong one; then what the work log says. Nothing the
 * student's page said about the work is trusted: a program is marked by a
 * verdict from the caller that ran it again (the library runs no code), and
 * is "not run yet" without one.
 */
import { checkArray, checkObject, plural } from '../args.ts';
import { checkTourTask } from '../tour-task-check.ts';
import { tourTaskVerdict } from '../tour-task.ts';
import { assignmentId } from './assignment-code.ts';
import { checkAssignment, checkSubmission, checkText, checkWholeIn } from './checks.ts';
import { ClassroomCodeError } from './errors.ts';
import { CLASSROOM_LIMITS } from './types.ts';
import type {
	Answer,
	Assignment,
	ProgramTask,
	ProgramVerdict,
	Submission,
	SubmissionMarks,
	Task,
	TaskMark,
	TourAssignmentTask,
} from './types.ts';
import { studentAssignment, type NameRule } from './variants.ts';
import { checkWorkLog, replayWorkLog } from './work-log.ts';

/** Longest stretch of a student's answer quoted back in a reason. */
const QUOTE_LENGTH = 60;

/** A decimal number written one way only: no sign "+", no leading or trailing zeros. */
function canonicalNumber(text: string): string | null {
	const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
	if (match === null || !/\d/.test(text)) return null;
	const whole = (match[2] ?? '').replace(/^0+/, '') || '0';
	const fraction = (match[3] ?? '').replace(/0+$/, '');
	const sign = match[1] === '-' && (whole !== '0' || fraction !== '') ? '-' : '';
	return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/**
 * An answer as it is compared: Unicode-normalised (NFKC, so full-width digits
 * count), trimmed, lower case, runs of spaces as one, minus signs as "-",
 * without a closing full stop, thousands separators (, space ' ’ _ between
 * groups of three digits) dropped, and a plain number written one way
 * ("1,728" = "1728" = "1728.0"). Numbers are compared as digits, so counts
 * beyond 2⁵³ are compared exactly.
 */
export function normaliseAnswer(text: string): string {
	const t = text
		.normalize('NFKC')
		.trim()
		.toLowerCase()
		.replace(/\s+/g, ' ')
		.replace(/[\u2012\u2013\u2212]/g, '-')
		.replace(/(\d)[, '’_](?=\d{3}(?!\d))/g, '$1')
		.replace(/\.$/, '');
	return canonicalNumber(t) ?? t;
}

/** Whether a student's answer matches the expected one after normalising both. */
export function answersMatch(given: string, expected: string): boolean {
	return normaliseAnswer(given) === normaliseAnswer(expected);
}

/** Whether two lists of squares are equal, square by square. */
function sameSquares(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}

/** What the answer's work log says: absent, edited, or whether it agrees with the answer. */
function logStatus(
	answer: Answer,
	id: string,
	index: number,
	name: string,
	rule: NameRule,
): TaskMark['log'] {
	const { log } = answer;
	if (log === undefined) return 'absent';
	if (checkWorkLog(log, id, index, name, rule) === 'edited') return 'edited';
	const hints = log.entries.filter((entry) => entry.action === 'hint').length;
	const solution = log.entries.some((entry) => entry.action === 'solution');
	const agrees =
		sameSquares(replayWorkLog(log.entries), answer.tour ?? []) &&
		hints === answer.hints &&
		solution === answer.solutionShown;
	return agrees ? 'verified' : 'mismatch';
}

/**
 * Marks a student's claim that a tour task cannot be done: right only when the library proves it
 * (theory, or a search that runs out of squares); a tour found, or no proof within the search's
 * budget, makes the claim wrong, with the reason.
 */
function markClaim(task: TourAssignmentTask): Omit<TaskMark, 'log'> {
	const verdict = tourTaskVerdict(task);
	if (verdict.possible === false) {
		return { correct: true, reason: `Right: no tour exists. ${verdict.explanation}` };
	}
	return verdict.possible === true
		? { correct: false, reason: 'Said to be impossible, but a tour exists.' }
		: {
				correct: false,
				reason: 'Said to be impossible, but the site could not prove that no tour exists.',
			};
}

/** "JavaScript", "Python". */
const LANGUAGE_NAMES = { javascript: 'JavaScript', python: 'Python' } as const;

/** What the student's own page said of the program's last run, for a reason. */
function studentSaid(answer: Answer): string {
	const tests = answer.program?.tests;
	if (tests === undefined) return 'their page never ran it';
	return `their page said ${String(tests.passed)} of ${String(tests.total)}`;
}

/**
 * Marks a program from the verdict of a run by the caller: right only when it ran without an
 * error and passed every test (and had some).
 */
function markProgram(
	task: ProgramTask,
	answer: Answer,
	verdict: ProgramVerdict | undefined,
): Omit<TaskMark, 'log'> {
	const program = answer.program;
	if (program === undefined || program.code.trim() === '') {
		return { correct: false, reason: 'No program handed in.' };
	}
	if (!task.languages.includes(program.language)) {
		const allowed = task.languages.map((language) => LANGUAGE_NAMES[language]).join(' or ');
		return {
			correct: false,
			reason: `Written in ${LANGUAGE_NAMES[program.language]}; this task asks for ${allowed}.`,
		};
	}
	if (verdict === undefined) {
		return { correct: false, pending: true, reason: `Not run yet (${studentSaid(answer)}).` };
	}
	const { passed, total, error } = verdict;
	const tests = `${String(passed)} of ${plural(total, 'test')} passed`;
	if (error !== undefined) {
		return { correct: false, reason: `${error.trim().replace(/\.$/, '')} (${tests}).` };
	}
	if (total > 0 && passed === total) return { correct: true, reason: `Right: ${tests}.` };
	return { correct: false, reason: `${tests[0]?.toUpperCase() ?? ''}${tests.slice(1)}.` };
}

/** How `markSubmission` marks: the verdicts of programs the caller ran. */
export interface MarkOptions {
	/** Per task index, the verdict of a run of that answer's program; absent: not run. */
	programVerdicts?: readonly (ProgramVerdict | null | undefined)[];
}

/** Checks the verdicts a caller supplies: whole counts, passed at most total, an error as text. */
function checkVerdicts(fn: string, verdicts: MarkOptions['programVerdicts']): void {
	checkArray(fn, 'options.programVerdicts', verdicts, 'an array of verdicts');
	verdicts.forEach((verdict, i) => {
		if (verdict === null || verdict === undefined) return;
		const name = `options.programVerdicts[${String(i)}]`;
		checkObject(fn, name, verdict, 'a verdict { passed, total, error? }');
		checkWholeIn(fn, `${name}.total`, verdict.total, 0, CLASSROOM_LIMITS.programTests);
		checkWholeIn(fn, `${name}.passed`, verdict.passed, 0, verdict.total, ' (at most the total)');
		if (verdict.error !== undefined) checkText(fn, `${name}.error`, verdict.error, 2000);
	});
}

/** Marks one task: right or wrong, and why. */
function markTask(
	task: Task,
	answer: Answer,
	verdict: ProgramVerdict | undefined,
): Omit<TaskMark, 'log'> {
	if (task.kind === 'program') return markProgram(task, answer, verdict);
	if (task.kind === 'tour') {
		if (answer.impossible === true) return markClaim(task);
		if (answer.tour === undefined || answer.tour.length === 0) {
			return { correct: false, reason: 'No tour handed in.' };
		}
		const check = checkTourTask(task, answer.tour);
		return check.status === 'right'
			? { correct: true, reason: 'Right.' }
			: { correct: false, reason: check.message };
	}
	const given = (answer.answer ?? '').trim();
	if (given === '') return { correct: false, reason: 'No answer handed in.' };
	if (answersMatch(given, task.answer)) return { correct: true, reason: 'Right.' };
	const quoted = given.length > QUOTE_LENGTH ? `${given.slice(0, QUOTE_LENGTH)}…` : given;
	return { correct: false, reason: `The answer ${quoted} is not right.` };
}

/**
 * Marks each answer of a submission against its task as this student sees it
 * (`studentTask`: their variant, picked by `submission.name`), so a code copied
 * from a classmate and renamed is marked against another variant. Each mark's
 * `log` says what the work log shows; it never changes `correct`. Throws a
 * `ClassroomCodeError` when the submission was made for another assignment
 * (its id is not `assignmentId(assignment)`) or has another number of answers;
 * TypeError / RangeError for arguments of the wrong shape.
 *
 * Program tasks are marked by `options.programVerdicts[i]`, the verdict of a
 * run of answer i's program made by the caller (in the code worker, with the
 * task's time limit); without one the task is "not run yet", never right.
 */
export function markSubmission(
	assignment: Assignment,
	submission: Submission,
	options: MarkOptions = {},
): SubmissionMarks {
	const fn = 'markSubmission';
	checkAssignment(fn, assignment);
	checkSubmission(fn, submission);
	const verdicts = options.programVerdicts ?? [];
	checkVerdicts(fn, verdicts);
	const id = assignmentId(assignment);
	if (submission.assignment !== id) {
		throw new ClassroomCodeError(
			`This submission is for another assignment: it names assignment ${JSON.stringify(submission.assignment)}, and this assignment is ${JSON.stringify(id)}.`,
			'wrong-assignment',
		);
	}
	const { tasks } = assignment;
	const { answers } = submission;
	if (answers.length !== tasks.length) {
		throw new ClassroomCodeError(
			`This submission has ${plural(answers.length, 'answer')}, but the assignment has ${plural(tasks.length, 'task')}.`,
			'wrong-assignment',
		);
	}
	const rule = submission.nameRule ?? 2;
	const own = studentAssignment(assignment, submission.name, rule).tasks;
	const marks = own.map((task, i) => {
		const answer = answers[i] as Answer;
		const mark = markTask(task, answer, verdicts[i] ?? undefined);
		return { ...mark, log: logStatus(answer, id, i, submission.name, rule) };
	});
	return { tasks: marks, score: marks.filter((mark) => mark.correct).length };
}
