/**
 * Jobs the lessons' widgets and the Game add to the solver worker: one spread
 * of each registry. Write a lesson's jobs in `src/components/lessons/<lesson-slug>/jobs.ts` with
 * `boardFromSpec` and `atOnce` from `job-helpers.ts`.
 */
import { gameJobs } from '../components/game/jobs.ts';
import { backtrackingJobs } from '../components/lessons/backtracking/jobs.ts';
import { countingToursJobs } from '../components/lessons/counting-tours/jobs.ts';
import type { JobRegistry } from './protocol.ts';
import { warnsdorffJobs } from '../components/lessons/warnsdorff/jobs.ts';
import { variationsJobs } from '../components/lessons/variations/jobs.ts';
import { takefujiLeeExperimentJobs } from '../components/lessons/takefuji-lee/experiment-jobs.ts';
import { estimateJobs } from '../components/lessons/counting-tours/estimate-jobs.ts';
import { frontierJobs } from '../components/lessons/counting-tours/frontier-jobs.ts';
import { keypadJobs } from '../components/lessons/variations/keypad-jobs.ts';

export const lessonJobs = {
	...backtrackingJobs,
	...warnsdorffJobs,
	...gameJobs,
	...variationsJobs,
	...countingToursJobs,
	...takefujiLeeExperimentJobs,
	...estimateJobs,
	...frontierJobs,
	...keypadJobs,
} satisfies JobRegistry;
