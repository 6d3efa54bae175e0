/** The checking page's worker: reads and marks a paste of codes off the main thread. */
import { serveJobs } from '../../workers/serve-jobs.ts';
import { checkJobs } from './check-jobs.ts';

serveJobs(checkJobs);
