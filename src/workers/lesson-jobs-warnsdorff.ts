/** Worker jobs for the warnsdorff lesson's widgets. */
import type { JobRegistry } from './protocol.ts';

export const warnsdorffJobs = {} satisfies JobRegistry;
