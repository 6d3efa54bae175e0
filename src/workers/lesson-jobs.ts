/**
 * Jobs the lessons' widgets add to the solver worker: one spread of each
 * lesson's registry. Write a lesson's jobs in `src/components/lessons/<lesson-slug>/jobs.ts` with
 * `boardFromSpec` and `atOnce` from `job-helpers.ts`.
 */
import { backtrackingJobs } from '../components/lessons/backtracking/jobs.ts';
import type { JobRegistry } from './protocol.ts';
import { warnsdorffJobs } from '../components/lessons/warnsdorff/jobs.ts';

export const lessonJobs = { ...backtrackingJobs, ...warnsdorffJobs } satisfies JobRegistry;
