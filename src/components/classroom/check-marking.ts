/**
 * What the checking page does with pasted text: finds every code in it (one per line or scattered
 * through a chat message), reads and marks each against the assignment, folds repeated codes into
 * one, and lists whatever could not be used — a damaged code, one for another assignment, a line
 * with no code at all — with the library's reason. Nothing here throws for bad input. Pure
 * TypeScript, no DOM.
 */
import {
	ClassroomCodeError,
	decodeSubmission,
	findClassroomCodes,
	findSharedTours,
	markSubmission,
	nameInDamagedCode,
	normaliseStudentName,
	type Assignment,
	type ProgramVerdict,
	type Submission,
	type SubmissionMarks,
} from '../../lib/classroom/index.ts';

/** Verdicts of programs run by the checking page, by submission code, then by task index. */
export type ProgramVerdicts = Readonly<Record<string, readonly (ProgramVerdict | null)[]>>;
import {
	quote,
	type CheckOutcome,
	type CheckedSubmission,
	type CodeProblem,
} from './check-outcome.ts';
import { summariseTasks } from './check-summary.ts';
import { nameSkeleton } from '../../lib/classroom/names.ts';

/** Most codes checked from one paste: a whole school year's classes, and a page that still responds. */
export const MAX_CODES = 1000;

/** A piece of pasted text: a code, or a non-blank line that holds none. */
export interface PastedItem {
	text: string;
	isCode: boolean;
}

/**
 * Splits pasted text into the codes it holds and the non-blank lines that hold none (a chat
 * message's words, or a code that lost its "KTS1." prefix), in the order they come.
 */
export function readPasted(text: string): PastedItem[] {
	const items: PastedItem[] = [];
	for (const line of text.split(/\r\n|\r|\n/)) {
		const codes = findClassroomCodes(line);
		if (codes.length > 0) items.push(...codes.map((code) => ({ text: code, isCode: true })));
		else if (line.trim() !== '') items.push({ text: line.trim(), isCode: false });
	}
	return items;
}

/** The reason an error gives, and its kind; a bug's error is reported too, not thrown. */
function problemOf(error: unknown): Pick<CodeProblem, 'reason' | 'kind'> {
	if (error instanceof ClassroomCodeError) return { reason: error.message, kind: error.problem };
	const detail = error instanceof Error ? error.message : String(error);
	return { reason: `This could not be checked: ${detail}`, kind: 'unexpected' };
}

/** Reads one code and marks it; a problem instead when either fails. */
function checkOne(
	assignment: Assignment,
	item: PastedItem,
	copies: number,
	verdicts: ProgramVerdicts,
): { submission: Submission; marks: SubmissionMarks } | CodeProblem {
	let submission: Submission;
	try {
		// A line with no code still goes through the decoder, for its message.
		submission = decodeSubmission(item.text);
	} catch (error) {
		const problem = problemOf(error);
		// A damaged code still says whose it is where its name can be read: the student to ask again.
		const name = problem.kind === 'damaged' ? nameInDamagedCode(item.text) : null;
		return { text: quote(item.text), copies, ...(name === null ? {} : { name }), ...problem };
	}
	try {
		const programVerdicts = Object.hasOwn(verdicts, item.text) ? verdicts[item.text] : undefined;
		const marks = markSubmission(
			assignment,
			submission,
			programVerdicts === undefined ? {} : { programVerdicts },
		);
		return { submission, marks };
	} catch (error) {
		return { text: quote(item.text), copies, name: submission.name, ...problemOf(error) };
	}
}

/** A progress report: codes and lines checked of those pasted. */
export interface CheckProgress {
	kind: 'progress';
	fraction: number;
	counters: { checked: number; total: number };
}

/**
 * Reads, marks and sorts out everything in `text` against `assignment`, reporting progress after
 * each distinct code or line (a class's codes take a second to mark: this runs in a worker).
 * Never throws for bad text.
 */
export function* checkPastedSteps(
	assignment: Assignment,
	text: string,
	verdicts: ProgramVerdicts = {},
): Generator<CheckProgress, CheckOutcome, void> {
	const counts = new Map<string, { item: PastedItem; copies: number }>();
	for (const item of readPasted(text)) {
		const seen = counts.get(item.text);
		if (seen === undefined) counts.set(item.text, { item, copies: 1 });
		else seen.copies++;
	}
	const submissions: CheckedSubmission[] = [];
	const problems: CodeProblem[] = [];
	const total = counts.size;
	let checked = 0;
	let codes = 0;
	let skipped = 0;
	for (const { item, copies } of counts.values()) {
		checked++;
		if (item.isCode && ++codes > MAX_CODES) {
			skipped++;
			continue;
		}
		const result = checkOne(assignment, item, copies, verdicts);
		if ('reason' in result) problems.push(result);
		else {
			submissions.push({
				index: submissions.length,
				code: item.text,
				copies,
				...result,
				sameName: [],
				lookalike: [],
			});
		}
		yield { kind: 'progress', fraction: checked / total, counters: { checked, total } };
	}
	linkSameNames(submissions);
	const shared = sharedTours(assignment, submissions);
	return {
		submissions,
		problems,
		skipped,
		...shared,
		summary: summariseTasks(assignment, submissions),
	};
}

/** Runs `checkPastedSteps` to the end at once. */
export function checkPasted(
	assignment: Assignment,
	text: string,
	verdicts: ProgramVerdicts = {},
): CheckOutcome {
	const steps = checkPastedSteps(assignment, text, verdicts);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/** Notes, on each submission, the others that carry the same student's name, or one that looks the same. */
function linkSameNames(submissions: CheckedSubmission[]): void {
	const normalisedName = ({ submission }: CheckedSubmission): string =>
		normaliseStudentName(submission.name, submission.nameRule ?? 2);
	const byName = new Map<string, number[]>();
	for (const s of submissions) {
		const key = normalisedName(s);
		byName.set(key, [...(byName.get(key) ?? []), s.index]);
	}
	const bySkeleton = new Map<string, CheckedSubmission[]>();
	for (const s of submissions) {
		const key = nameSkeleton(s.submission.name);
		bySkeleton.set(key, [...(bySkeleton.get(key) ?? []), s]);
	}
	for (const s of submissions) {
		const normalised = normalisedName(s);
		const same = byName.get(normalised) ?? [];
		s.sameName = same.filter((i) => i !== s.index);
		s.lookalike = (bySkeleton.get(nameSkeleton(s.submission.name)) ?? [])
			.filter((other) => normalisedName(other) !== normalised)
			.map((other) => other.index);
	}
}

/**
 * The library's shared tours; if it fails, none and the reason, so that a flag never stops the
 * marks from being shown.
 */
function sharedTours(
	assignment: Assignment,
	submissions: CheckedSubmission[],
): Pick<CheckOutcome, 'shared' | 'sharedError'> {
	if (submissions.length < 2) return { shared: [], sharedError: '' };
	try {
		const list = submissions.map((s) => s.submission);
		return { shared: findSharedTours(assignment, list), sharedError: '' };
	} catch (error) {
		return { shared: [], sharedError: error instanceof Error ? error.message : String(error) };
	}
}
