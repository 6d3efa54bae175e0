/**
 * A widget's handle on the solver worker: starts jobs, keeps the latest run's
 * progress, status and timing as reactive state, and cancels. One runner owns
 * one worker client, so one widget's run never cancels another's; a new run
 * supersedes the runner's previous one (the latest run wins).
 */
import {
	createSolverClient,
	type RunOptions,
	type SolverClient,
} from '../../workers/solver-client.ts';
import type { Jobs } from '../../workers/jobs.ts';
import type { JobInput, JobResult, Progress } from '../../workers/protocol.ts';

/** Where the runner's latest run stands. */
export type RunnerStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** Options of a runner; tests inject a client and a clock. */
export interface RunnerOptions {
	client?: SolverClient<Jobs>;
	now?: () => number;
}

/** The outcome of `SolverRunner.run`: the job's value, or null when it did not finish. */
export type RunnerOutcome<Result> =
	| { status: 'done'; value: Result; elapsed: number }
	| { status: 'cancelled' | 'error'; message: string; elapsed: number };

/** Runs worker jobs for one widget, newest first. */
export class SolverRunner {
	status = $state<RunnerStatus>('idle');
	/** The latest progress report of the running job (null before the first). */
	progress = $state.raw<Progress | null>(null);
	/** Milliseconds since the run started, updated with each report and at the end. */
	elapsed = $state(0);
	/** Why the last run failed or stopped, for the reader; empty otherwise. */
	message = $state('');
	readonly #client: SolverClient<Jobs>;
	readonly #now: () => number;
	#cancel: (() => void) | null = null;
	#serial = 0;

	/** Creates a runner; its worker starts with the first run. */
	constructor(options: RunnerOptions = {}) {
		this.#client = options.client ?? createSolverClient();
		this.#now = options.now ?? (() => performance.now());
	}

	/** Tells whether a run is going. */
	get running(): boolean {
		return this.status === 'running';
	}

	/** Starts a job, superseding this runner's previous run; resolves with how it ended. */
	async run<Name extends keyof Jobs & string>(
		job: Name,
		input: JobInput<Jobs[Name]>,
		options: RunOptions = {},
	): Promise<RunnerOutcome<JobResult<Jobs[Name]>>> {
		const serial = ++this.#serial;
		const started = this.#now();
		this.status = 'running';
		this.progress = null;
		this.elapsed = 0;
		this.message = '';
		const run = this.#client.run(job, input, {
			...options,
			onProgress: (progress) => {
				if (serial !== this.#serial) return;
				this.progress = progress;
				this.elapsed = this.#now() - started;
				options.onProgress?.(progress);
			},
		});
		this.#cancel = () => {
			run.cancel();
		};
		const outcome = await run.result;
		const elapsed = this.#now() - started;
		if (serial === this.#serial) {
			this.#cancel = null;
			this.elapsed = elapsed;
			this.status = outcome.status;
			this.message =
				outcome.status === 'error'
					? outcome.message
					: outcome.status === 'cancelled'
						? 'Cancelled.'
						: '';
		}
		if (outcome.status === 'done') return { status: 'done', value: outcome.value, elapsed };
		if (outcome.status === 'error') return { status: 'error', message: outcome.message, elapsed };
		return { status: 'cancelled', message: `Run ${outcome.reason}.`, elapsed };
	}

	/** Stops the running job, if any. */
	cancel(): void {
		this.#cancel?.();
	}

	/** Stops the worker for good (when the widget goes away); a later run starts a new one. */
	destroy(): void {
		this.#serial++;
		this.#client.terminate();
	}
}
