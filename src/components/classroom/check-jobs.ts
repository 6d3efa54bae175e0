/**
 * The checking page's worker job: a paste of codes read and marked (check-marking.ts), with
 * progress after each code. Runs in check.worker.ts; the page imports only the types.
 */
import type { Assignment } from '../../lib/classroom/index.ts';
import type { JobRegistry } from '../../workers/protocol.ts';
import { checkPastedSteps, type ProgramVerdicts } from './check-marking.ts';

/** What the page sends: the assignment and the text pasted in "Submission codes". */
export interface CheckInput {
	assignment: Assignment;
	text: string;
	/** The verdicts of the programs the page ran, by code (none before they run). */
	verdicts?: ProgramVerdicts;
}

/** The checking worker's registry. */
export const checkJobs = {
	'check-codes': (input: CheckInput) =>
		checkPastedSteps(input.assignment, input.text, input.verdicts ?? {}),
} satisfies JobRegistry;

export type CheckJobs = typeof checkJobs;
