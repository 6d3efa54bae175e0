/** The solver worker: connects the host to the worker's message port. */
import { jobs } from './jobs.ts';
import { serveJobs } from './serve-jobs.ts';

serveJobs(jobs);
