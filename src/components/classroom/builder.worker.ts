/** The builder's worker: solves tasks, finds variants and computes answers off the main thread. */
import { serveJobs } from '../../workers/serve-jobs.ts';
import { builderJobs } from './builder-jobs.ts';

serveJobs(builderJobs);
