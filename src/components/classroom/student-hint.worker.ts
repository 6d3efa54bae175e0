/** The student page's worker: finds hints off the main thread, as the site's solver worker does. */
import { serveJobs } from '../../workers/serve-jobs.ts';
import { studentJobs } from './student-hint-jobs.ts';

serveJobs(studentJobs);
