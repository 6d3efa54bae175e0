/**
 * Jobs the lessons' widgets add to the solver worker, one spread of each
 * lesson's registry. Write a lesson's jobs in `lesson-jobs-<lesson>.ts` with
 * `boardFromSpec` and `atOnce` from `job-helpers.ts`, then spread it here.
 */
import type { JobRegistry } from './protocol.ts';

export const lessonJobs = {} satisfies JobRegistry;
