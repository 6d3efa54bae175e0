/**
 * The page side of the solver protocol, for widgets. One client owns at most
 * one worker, created on the first run; its newest run wins. Give each widget
 * its own client, so that one widget's run never cancels another's.
 *
 * A run's `result` promise always resolves, never rejects, with an outcome:
 * `done` (the job's value), `cancelled` (with why: the caller cancelled it, a
 * newer run superseded it, or the worker was terminated) or `error` (a
 * message for the reader). Cancelled runs settle at once, without waiting for
 * the worker, and whatever the worker still sends for them is ignored.
 */
import type { TourStep } from '../lib/solvers/types.ts';
import type { Jobs } from './jobs.ts';
import type {
	FromWorker,
	JobInput,
	JobRegistry,
	JobResult,
	Progress,
	ToWorker,
} from './protocol.ts';

/** The part of a `Worker` the client uses; tests pass a fake. */
export interface WorkerLike {
	onmessage: ((event: MessageEvent) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	onmessageerror: ((event: MessageEvent) => void) | null;
	postMessage(message: ToWorker, transfer: Transferable[]): void;
	terminate(): void;
}

/** Why a run stopped without a result. */
export type CancelReason = 'cancelled' | 'superseded' | 'terminated';

/** How a run ended. */
export type RunOutcome<Result> =
	| { status: 'done'; value: Result }
	| { status: 'cancelled'; reason: CancelReason }
	| { status: 'error'; message: string };

/** Callbacks and options of one run. */
export interface RunOptions {
	/** Receives the latest progress, a few times a second at most. */
	onProgress?: (progress: Progress) => void;
	/** Receives the run's steps in order, one batch per worker time slice. */
	onSteps?: (steps: readonly TourStep[]) => void;
	/** Buffers of the input to move rather than copy; the caller can no longer use them. */
	transfer?: Transferable[];
}

/** A run in progress. */
export interface SolverRun<Result> {
	readonly runId: number;
	/** Resolves once with how the run ended; never rejects. */
	readonly result: Promise<RunOutcome<Result>>;
	/** Stops the run; `result` resolves as cancelled unless it has already settled. */
	cancel(): void;
}

/** Runs jobs in a worker, newest run first. */
export interface SolverClient<J extends JobRegistry> {
	/** Starts a job, superseding any run of this client still going. */
	run<Name extends keyof J & string>(
		job: Name,
		input: JobInput<J[Name]>,
		options?: RunOptions,
	): SolverRun<JobResult<J[Name]>>;
	/** Stops the worker at once, even mid-computation; the next run starts a fresh one. */
	terminate(): void;
}

/** Options of `createSolverClient`. */
export interface SolverClientOptions {
	/** Makes the worker; by default the site's solver worker. */
	createWorker?: () => WorkerLike;
}

/** One run as the client tracks it. */
interface Pending {
	readonly runId: number;
	readonly options: RunOptions;
	readonly resolve: (outcome: RunOutcome<unknown>) => void;
}

/** Starts the site's solver worker; bundlers recognise exactly this `new URL(…, import.meta.url)` form. */
function startSolverWorker(): WorkerLike {
	return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
}

/** Tells whether a value looks like a message from the worker. */
function isFromWorker(value: unknown): value is FromWorker {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof (value as { runId?: unknown }).runId === 'number' &&
		typeof (value as { type?: unknown }).type === 'string'
	);
}

/** Creates a client that runs jobs in a worker it creates when first needed. */
export function createSolverClient<J extends JobRegistry = Jobs>(
	options: SolverClientOptions = {},
): SolverClient<J> {
	const createWorker = options.createWorker ?? startSolverWorker;
	let worker: WorkerLike | null = null;
	let current: Pending | null = null;
	let lastRunId = 0;

	/** Ends the current run with an outcome; later messages for it are then ignored. */
	const settle = (outcome: RunOutcome<unknown>): void => {
		const pending = current;
		if (pending === null) return;
		current = null;
		pending.resolve(outcome);
	};

	/** Drops a worker that failed, and fails the run that was using it. */
	const crash = (source: WorkerLike, detail: string): void => {
		if (source !== worker) return;
		worker = null;
		source.terminate();
		const message = 'The solver stopped unexpectedly';
		settle({ status: 'error', message: detail === '' ? `${message}.` : `${message}: ${detail}` });
	};

	/** Passes a worker message to the run it belongs to, if that run is still current. */
	const receive = (source: WorkerLike, data: unknown): void => {
		if (source !== worker || !isFromWorker(data)) return;
		const pending = current;
		if (pending === null || data.runId !== pending.runId) return;
		switch (data.type) {
			case 'progress':
				pending.options.onProgress?.(data.progress);
				break;
			case 'steps':
				pending.options.onSteps?.(data.steps);
				break;
			case 'done':
				settle({ status: 'done', value: data.result });
				break;
			case 'error':
				settle({ status: 'error', message: data.message });
				break;
			case 'cancelled':
				settle({ status: 'cancelled', reason: 'cancelled' });
				break;
		}
	};

	/** Returns the worker, creating and wiring one if there is none. */
	const ensureWorker = (): WorkerLike => {
		if (worker !== null) return worker;
		const created = createWorker();
		created.onmessage = (event) => {
			receive(created, event.data);
		};
		created.onerror = (event) => {
			// A worker that fails to load reports a bare event with no message.
			crash(created, typeof event.message === 'string' ? event.message : '');
		};
		created.onmessageerror = () => {
			crash(created, 'its answer could not be read');
		};
		worker = created;
		return created;
	};

	return {
		/** Starts a run, superseding the one before. */
		run(job, input, runOptions = {}) {
			settle({ status: 'cancelled', reason: 'superseded' });
			lastRunId += 1;
			const runId = lastRunId;
			let resolve: (outcome: RunOutcome<unknown>) => void = () => undefined;
			const result = new Promise<RunOutcome<unknown>>((done) => {
				resolve = done;
			});
			const pending: Pending = { runId, options: runOptions, resolve };
			current = pending;
			try {
				const message: ToWorker = { type: 'start', runId, job, input };
				ensureWorker().postMessage(message, runOptions.transfer ?? []);
			} catch (error) {
				// No worker (unsupported, blocked) or an input that cannot be posted.
				const detail = error instanceof Error ? error.message : String(error);
				settle({ status: 'error', message: `The solver could not start: ${detail}` });
			}
			return {
				runId,
				// The worker's answer is typed by the registry both ends share.
				result: result as Promise<RunOutcome<JobResult<J[typeof job]>>>,
				/** Cancels this run if it is still the current one. */
				cancel() {
					if (current !== pending) return;
					worker?.postMessage({ type: 'cancel', runId }, []);
					settle({ status: 'cancelled', reason: 'cancelled' });
				},
			};
		},
		/** Kills the worker and cancels the current run. */
		terminate() {
			const stopped = worker;
			worker = null;
			stopped?.terminate();
			settle({ status: 'cancelled', reason: 'terminated' });
		},
	};
}
