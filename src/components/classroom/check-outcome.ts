/**
 * What a check of pasted codes found, as plain data that crosses from the checking worker to the
 * page: the marked submissions, what could not be used and why, shared tours and each task's
 * summary; and the light helpers the page needs to show it. Pure TypeScript, no DOM.
 */
import type { ClassroomCodeProblem } from '../../lib/classroom/errors.ts';
import type { Submission, SubmissionMarks } from '../../lib/classroom/types.ts';
import type { TaskSummary } from './check-summary.ts';

/** Longest stretch of pasted text quoted back in a problem. */
const QUOTE = 80;

/** A submission that could be read and marked. */
export interface CheckedSubmission {
	/** Its place among the checked submissions (the order first pasted). */
	index: number;
	/** The code as pasted. */
	code: string;
	/** How many times this exact code was pasted. */
	copies: number;
	submission: Submission;
	marks: SubmissionMarks;
	/** Other submissions (their `index`) with the same student's name and a different code. */
	sameName: number[];
	/** The others whose name looks the same but is not (invisible characters, letters of another script). */
	lookalike: number[];
}

/** Something pasted that could not be used, and why. */
export interface CodeProblem {
	/** The code or line as pasted, shortened to about 80 characters. */
	text: string;
	/** Why it could not be used: the library's message. */
	reason: string;
	/** The library's kind of problem; 'unexpected' for an error that is not a code's. */
	kind: ClassroomCodeProblem | 'unexpected';
	/** The student's name, when the code itself could be read. */
	name?: string;
	/** How many times this exact text was pasted. */
	copies: number;
}

/** Problems with the same reason, in the order first pasted. */
export interface ProblemGroup {
	reason: string;
	problems: CodeProblem[];
}

/** Tours that two or more submissions share on one task. */
export interface SharedTour {
	task: number;
	/** The submissions' `index`. */
	students: number[];
	how: 'identical' | 'symmetric';
}

/** Everything the Check button found. */
export interface CheckOutcome {
	submissions: CheckedSubmission[];
	problems: CodeProblem[];
	shared: SharedTour[];
	/** Why shared tours could not be looked for ('' when they were). */
	sharedError: string;
	/** Codes found beyond the most checked at once (check-marking.ts), not checked. */
	skipped: number;
	/** Each task over the submissions. */
	summary: TaskSummary[];
}

/** Shortens pasted text for a message: at most QUOTE characters, "…" where cut. */
export function quote(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > QUOTE ? `${flat.slice(0, QUOTE - 1)}…` : flat;
}

/** Groups problems by their reason, groups and problems in the order first pasted. */
export function groupProblems(problems: readonly CodeProblem[]): ProblemGroup[] {
	const groups = new Map<string, CodeProblem[]>();
	for (const problem of problems) {
		groups.set(problem.reason, [...(groups.get(problem.reason) ?? []), problem]);
	}
	return [...groups].map(([reason, list]) => ({ reason, problems: list }));
}
