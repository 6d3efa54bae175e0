/** The student page's worker jobs: a hint on a tour task (student-hint.ts). */
import type { Square } from '../../lib/board.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';
import { atOnce } from '../../workers/job-helpers.ts';
import { findHint } from './student-hint.ts';

/** What the hint job needs: the task as the student sees it, and the path so far. */
export interface HintInput {
	task: TourTask;
	path: Square[];
}

/** The jobs of the student page's worker. */
export const studentJobs = {
	'student-hint': atOnce((input: HintInput) => findHint(input.task, input.path)),
};

/** Their type, for the page's client. */
export type StudentJobs = typeof studentJobs;
