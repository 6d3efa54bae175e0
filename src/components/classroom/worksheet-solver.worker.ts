/**
 * The worksheet page's worker: solves the answer key's tour tasks off the main thread. Its own
 * small bundle (the verdict and its solvers only), started the way the site's solver worker is.
 */
import { serveJobs } from '../../workers/serve-jobs.ts';
import { worksheetJobs } from './worksheet-jobs.ts';

serveJobs(worksheetJobs);
