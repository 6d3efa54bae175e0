/** Helpers for the builder's tests: a solver that runs the worker's job in-process. */
import { builderWork, type WorkResult } from '../../../src/components/classroom/builder-jobs.ts';
import type { TaskWork } from '../../../src/components/classroom/builder-read.ts';
import type { BuilderSolver } from '../../../src/components/classroom/builder-solver.ts';
import { BuilderState } from '../../../src/components/classroom/builder-state.svelte.ts';

/** Runs the builder's job to the end, as the worker would; returns its result. */
export function runWork(work: TaskWork): WorkResult {
	const steps = builderWork(work);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/** A solver that does the work in this process, counting the runs it was asked for. */
export function inProcessSolver(): BuilderSolver & { runs: TaskWork[] } {
	const runs: TaskWork[] = [];
	return {
		runs,
		run(work) {
			runs.push(work);
			try {
				return Promise.resolve({ ok: true, value: runWork(work) });
			} catch (error) {
				return Promise.resolve({ ok: false, message: (error as Error).message });
			}
		},
		stop() {},
	};
}

/** A builder state with the in-process solver and no typing delay. */
export function builder(): BuilderState & { solver: ReturnType<typeof inProcessSolver> } {
	const solver = inProcessSolver();
	const state = new BuilderState({ solver, delay: 0 });
	return Object.assign(state, { solver });
}
