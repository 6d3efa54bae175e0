/**
 * The worksheet page's worker job: solving a tour task for the answer key (tourTaskVerdict), and
 * checking a tour it finds against the task once more (checkTourTask) in the worker, so that the
 * page loads neither the solvers nor the checker.
 */
import { tourTaskVerdict, type TourTaskVerdict } from '../../lib/tour-task.ts';
import { checkTourTask, type TourTask, type TourTaskCheck } from '../../lib/tour-task-check.ts';
import { atOnce } from '../../workers/job-helpers.ts';

/** What the verdict job needs: the task as a student sees it, and the search's node budget. */
export interface VerdictInput {
	task: TourTask;
	maxNodes: number;
}

/** The verdict, and for a found tour the checker's word on it (null otherwise). */
export interface VerdictResult {
	verdict: TourTaskVerdict;
	check: TourTaskCheck | null;
}

/** Solves a task and checks the tour found. */
export function verdictJob(input: VerdictInput): VerdictResult {
	const verdict = tourTaskVerdict(input.task, input.maxNodes);
	const check = verdict.possible === true ? checkTourTask(input.task, verdict.tour) : null;
	return { verdict, check };
}

/** The jobs of the worksheet page's worker. */
export const worksheetJobs = {
	'tour-task-verdict': atOnce(verdictJob),
};

/** Their type, for the page's client. */
export type WorksheetJobs = typeof worksheetJobs;
