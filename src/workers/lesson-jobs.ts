/**
 * Jobs the lessons' widgets add to the solver worker: one spread of each
 * lesson's registry. Write a lesson's jobs in `lesson-jobs-<lesson>.ts` with
 * `boardFromSpec` and `atOnce` from `job-helpers.ts`.
 */
import { backtrackingJobs } from './lesson-jobs-backtracking.ts';
import type { JobRegistry } from './protocol.ts';
import { warnsdorffJobs } from './lesson-jobs-warnsdorff.ts';

export const lessonJobs = { ...backtrackingJobs, ...warnsdorffJobs } satisfies JobRegistry;
