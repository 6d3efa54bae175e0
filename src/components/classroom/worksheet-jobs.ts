/** The worksheet page's worker job: solving a tour task for the answer key (tourTaskVerdict). */
import { tourTaskVerdict, type TourTaskVerdict } from '../../lib/tour-task.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';
import { atOnce } from '../../workers/job-helpers.ts';

/** What the verdict job needs: the task as a student sees it, and the search's node budget. */
export interface VerdictInput {
	task: TourTask;
	maxNodes: number;
}

/** The jobs of the worksheet page's worker. */
export const worksheetJobs = {
	'tour-task-verdict': atOnce((input: VerdictInput): TourTaskVerdict =>
		tourTaskVerdict(input.task, input.maxNodes),
	),
};

/** Their type, for the page's client. */
export type WorksheetJobs = typeof worksheetJobs;
