/** Worker jobs for the backtracking lesson's widgets. */
import type { JobRegistry } from './protocol.ts';

export const backtrackingJobs = {} satisfies JobRegistry;
