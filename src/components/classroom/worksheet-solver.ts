/**
 * Solving the answer key's boards in the worksheet's worker, one at a time, each within a node
 * budget and a time limit. A tour the worker finds is checked again against the task
 * (checkTourTask, in the worker) before the key shows it; a task the search cannot settle in time
 * is said so, never printed as a guess.
 */
import type { Square } from '../../lib/board.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';
import { createSolverClient, type SolverClient } from '../../workers/solver-client.ts';
import type { VerdictResult, WorksheetJobs } from './worksheet-jobs.ts';

/** What the answer key knows about one board. */
export type Solution =
	| { status: 'solving' }
	| { status: 'found'; tour: Square[] }
	/** Proved impossible: the reason in words. */
	| { status: 'impossible'; message: string }
	/** Neither found nor disproved within the budget or the time. */
	| { status: 'unknown'; message: string }
	| { status: 'error'; message: string };

/** How hard to try on one board. */
export interface SolveLimits {
	/** Positions the search may visit. */
	maxNodes: number;
	/** Milliseconds before the worker is stopped. */
	timeoutMs: number;
}

/** The limits the page starts with; "Try again with more time" multiplies both by ten. */
export const DEFAULT_LIMITS: SolveLimits = Object.freeze({
	maxNodes: 5_000_000,
	timeoutMs: 20_000,
});

/** A client of the worksheet's own worker. */
export type WorksheetClient = SolverClient<WorksheetJobs>;

/** Starts the worksheet's worker; bundlers recognise exactly this `new URL(…, import.meta.url)` form. */
export function createWorksheetClient(): WorksheetClient {
	return createSolverClient<WorksheetJobs>({
		createWorker: () =>
			new Worker(new URL('./worksheet-solver.worker.ts', import.meta.url), { type: 'module' }),
	});
}

/** Turns the worker's verdict into what the key shows: a found tour only if it passed the check. */
export function solutionOf({ verdict, check }: VerdictResult): Solution {
	if (verdict.possible === true) {
		if (check?.status === 'right') return { status: 'found', tour: verdict.tour };
		const why = check === null ? 'it was not checked.' : check.message;
		return { status: 'error', message: `The solver's tour failed the check: ${why}` };
	}
	if (verdict.possible === false) {
		return { status: 'impossible', message: `This task cannot be done. ${verdict.explanation}` };
	}
	return {
		status: 'unknown',
		message: `Not solved: ${verdict.explanation} Try again with more time, or check the task.`,
	};
}

/**
 * Solves one board in the worker. Past `limits.timeoutMs` the worker is stopped (a search cannot
 * be interrupted otherwise) and the board is reported as not solved in the time.
 */
export async function solveBoard(
	client: WorksheetClient,
	task: TourTask,
	limits: SolveLimits,
): Promise<Solution> {
	const run = client.run('tour-task-verdict', { task, maxNodes: limits.maxNodes });
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<'late'>((done) => {
		timer = setTimeout(() => done('late'), limits.timeoutMs);
	});
	const outcome = await Promise.race([run.result, late]);
	clearTimeout(timer);
	if (outcome === 'late') {
		client.terminate();
		const seconds = String(Math.round(limits.timeoutMs / 1000));
		return {
			status: 'unknown',
			message: `Not solved in ${seconds} s: the search is still going on a board this hard. Try again with more time, or check the task.`,
		};
	}
	if (outcome.status === 'done') return solutionOf(outcome.value);
	if (outcome.status === 'error') return { status: 'error', message: outcome.message };
	return { status: 'error', message: 'The solver was stopped before it finished.' };
}
