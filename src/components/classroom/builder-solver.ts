/**
 * The builder's side of its worker: one task's work at a time, newest first.
 * `stop` ends the worker outright: a tour's verdict is one long call that a
 * cancel message cannot interrupt, and a fresh worker starts in milliseconds.
 */
import { createSolverClient, type SolverClient } from '../../workers/solver-client.ts';
import type { Progress } from '../../workers/protocol.ts';
import type { BuilderJobs, WorkResult } from './builder-jobs.ts';
import type * as ProgramModule from './builder-program.ts';
import type { ReferenceChecker } from './builder-program.ts';
import type { TaskWork } from './builder-read.ts';

/** How a task's work ended: its result, a message for the teacher, or null when it was stopped. */
export type WorkOutcome = { ok: true; value: WorkResult } | { ok: false; message: string } | null;

/** Does the builder's work somewhere (a worker on the page; the job itself in tests). */
export interface BuilderSolver {
	/** Starts the work, superseding any still going. */
	run(work: TaskWork, onProgress: (progress: Progress) => void): Promise<WorkOutcome>;
	/** Stops the work going on, at once. */
	stop(): void;
}

/**
 * The solver the page uses: the builder's own worker, and for a program task the code worker,
 * loaded (with the reference programs) only when the builder has one.
 */
export function createWorkerSolver(): BuilderSolver {
	const client: SolverClient<BuilderJobs> = createSolverClient<BuilderJobs>({
		createWorker: () =>
			new Worker(new URL('./builder.worker.ts', import.meta.url), { type: 'module' }),
	});
	let programs: Promise<typeof ProgramModule> | null = null;
	let references: ReferenceChecker | null = null;
	return {
		async run(work, onProgress) {
			if (work.kind === 'program') {
				const module = await (programs ??= import('./builder-program.ts'));
				references ??= new module.ReferenceChecker();
				return module.checkReference(references, work.task, onProgress);
			}
			const outcome = await client.run('builder-work', work, { onProgress }).result;
			if (outcome.status === 'done') return { ok: true, value: outcome.value };
			if (outcome.status === 'error') return { ok: false, message: outcome.message };
			return null;
		},
		stop() {
			client.terminate();
			references?.stop();
		},
	};
}
