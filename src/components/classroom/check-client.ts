/**
 * Who does the checking: the page's worker (check.worker.ts), so that marking a class's codes —
 * about a second for thirty 10-task homeworks — never freezes the page; or, in tests and where
 * there are no workers, the same job run at once.
 */
import type { Assignment } from '../../lib/classroom/types.ts';
import { createSolverClient, type SolverClient } from '../../workers/solver-client.ts';
import type { CheckJobs } from './check-jobs.ts';
import type { ProgramVerdicts } from './check-marking.ts';
import type { CheckOutcome } from './check-outcome.ts';

/** How a check ended: what it found, why it failed, or null when a newer check replaced it. */
export type CheckResult =
	{ ok: true; outcome: CheckOutcome } | { ok: false; message: string } | null;

/** Checks pasted codes against an assignment; `onProgress` hears how many are done. */
export interface Checker {
	check(
		assignment: Assignment,
		text: string,
		onProgress: (checked: number, total: number) => void,
		verdicts?: ProgramVerdicts,
	): Promise<CheckResult>;
	/** Stops any check going on and the worker. */
	destroy(): void;
}

/** Checks on the calling thread, at once (the marking code loads on the first check). */
export function createLocalChecker(): Checker {
	return {
		async check(assignment, text, _, verdicts = {}) {
			const { checkPasted } = await import('./check-marking.ts');
			return { ok: true, outcome: checkPasted(assignment, text, verdicts) };
		},
		destroy: () => undefined,
	};
}

/** Checks in the page's own worker, newest check first; the worker starts on the first check. */
export function createWorkerChecker(): Checker {
	const client: SolverClient<CheckJobs> = createSolverClient<CheckJobs>({
		createWorker: () =>
			new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }),
	});
	return {
		async check(assignment, text, onProgress, verdicts = {}) {
			const run = client.run(
				'check-codes',
				// A plain copy: the assignment may be reactive state, which cannot be cloned.
				{
					assignment: JSON.parse(JSON.stringify(assignment)) as Assignment,
					text,
					verdicts: JSON.parse(JSON.stringify(verdicts)) as ProgramVerdicts,
				},
				{
					onProgress: (p) => onProgress(p.counters?.['checked'] ?? 0, p.counters?.['total'] ?? 0),
				},
			);
			const outcome = await run.result;
			if (outcome.status === 'done') return { ok: true, outcome: outcome.value };
			if (outcome.status === 'error') return { ok: false, message: outcome.message };
			return null;
		},
		destroy: () => client.terminate(),
	};
}
