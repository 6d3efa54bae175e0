/**
 * The student page's side of its hint worker (student-hint.worker.ts): one worker, started on the
 * first hint, whose newest question wins. The search never runs on the page's main thread.
 */
import type { Square } from '../../lib/board.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';
import { createSolverClient, type SolverClient } from '../../workers/solver-client.ts';
import type { StudentJobs } from './student-hint-jobs.ts';
import type { TourHint } from './student-hint.ts';

/** Finds hints in the worker. */
export interface HintFinder {
	/** The hint for `path` on `task`, or a message when the worker failed (null: a newer hint won). */
	find(
		task: TourTask,
		path: readonly Square[],
	): Promise<TourHint | { kind: 'error'; message: string } | null>;
	/** Stops the worker. */
	destroy(): void;
}

/** Starts a hint finder; its worker starts with the first hint asked for. */
export function createHintFinder(): HintFinder {
	const client: SolverClient<StudentJobs> = createSolverClient<StudentJobs>({
		createWorker: () =>
			new Worker(new URL('./student-hint.worker.ts', import.meta.url), { type: 'module' }),
	});
	return {
		async find(task, path) {
			const outcome = await client.run('student-hint', {
				task: JSON.parse(JSON.stringify(task)) as TourTask,
				path: [...path],
			}).result;
			if (outcome.status === 'done') return outcome.value;
			if (outcome.status === 'error') return { kind: 'error', message: outcome.message };
			return null;
		},
		destroy() {
			client.terminate();
		},
	};
}
