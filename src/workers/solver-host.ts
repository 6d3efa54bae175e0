/**
 * The worker side of the solver protocol, free of `self` so that tests drive
 * it directly. A run pulls its job's generator in time slices: after each
 * slice it posts the slice's steps as one batch, maybe the latest progress,
 * and hands control back to the event loop, so that a 'cancel' or a newer
 * 'start' gets in within one slice. The newest run always wins.
 */
import type { TourStep } from '../lib/solvers/types.ts';
import type { FromWorker, JobEvent, JobRegistry, Progress, ToWorker } from './protocol.ts';

/** What the host needs from its surroundings. */
export interface SolverHostOptions {
	/** Sends a message to the page, moving the buffers in `transfer`. */
	post: (message: FromWorker, transfer: Transferable[]) => void;
	/** The jobs this host can run, by name. */
	jobs: JobRegistry;
	/** Reads a clock in milliseconds (`performance.now` in the worker). */
	now: () => number;
	/** Runs a task once the event loop has handled what is waiting (messages first). */
	schedule: (task: () => void) => void;
	/** How long one slice may run before the host yields, in ms. Default: 12. */
	sliceMs?: number;
	/**
	 * Least time between two progress messages of a run, in ms. Default: 100. A report goes out at
	 * the first slice end after that, and a slice lasts until the job's next event, which a long
	 * count may make wait ~100 ms: so the page hears at least every 250 ms (DESIGN.md).
	 */
	progressIntervalMs?: number;
}

/** The worker-side handler of the protocol. */
export interface SolverHost {
	/** Handles one message from the page; anything that is not a protocol message is ignored. */
	handle(message: unknown): void;
}

/** One run in progress. */
interface Run {
	readonly runId: number;
	readonly events: Generator<JobEvent, unknown, void>;
	/** Steps of the current slice, posted together when it ends. */
	steps: TourStep[];
	/** The latest progress not yet posted. */
	progress: Progress | null;
	lastProgressAt: number;
}

/** Beyond this depth a result is data, not a container of tours. */
const TRANSFER_SEARCH_DEPTH = 4;

/** Collects the buffers behind the typed arrays in a value, so posting moves them instead of copying. */
export function transferablesIn(value: unknown): ArrayBuffer[] {
	const buffers = new Set<ArrayBuffer>();
	/** Looks for buffers in `item` and, while shallow enough, in its fields. */
	const visit = (item: unknown, depth: number): void => {
		if (item instanceof ArrayBuffer) {
			buffers.add(item);
		} else if (ArrayBuffer.isView(item)) {
			// A SharedArrayBuffer is shared, not moved; it cannot be in a transfer list.
			if (item.buffer instanceof ArrayBuffer) buffers.add(item.buffer);
		} else if (typeof item === 'object' && item !== null && depth < TRANSFER_SEARCH_DEPTH) {
			for (const field of Object.values(item)) visit(field, depth + 1);
		}
	};
	visit(value, 0);
	return [...buffers];
}

/** Turns anything a job throws into a sentence for the reader. */
export function describeError(error: unknown): string {
	if (error instanceof Error) return error.message === '' ? error.name : error.message;
	return `The job failed: ${String(error)}`;
}

/** Tells whether a value is a message from the page. */
function isToWorker(value: unknown): value is ToWorker {
	if (typeof value !== 'object' || value === null) return false;
	const message = value as Partial<Record<keyof ToWorker | 'job', unknown>>;
	if (typeof message.runId !== 'number') return false;
	return message.type === 'cancel' || (message.type === 'start' && typeof message.job === 'string');
}

/** Copies a progress event without its `kind`, keeping only the fields it has. */
function progressOf(event: Progress): Progress {
	const progress: Progress = {};
	if (event.fraction !== undefined) progress.fraction = event.fraction;
	if (event.counters !== undefined) progress.counters = event.counters;
	return progress;
}

/** Creates the worker-side host that runs jobs for the page, one run at a time. */
export function createSolverHost(options: SolverHostOptions): SolverHost {
	const { post, jobs, now, schedule } = options;
	const sliceMs = options.sliceMs ?? 12;
	const progressIntervalMs = options.progressIntervalMs ?? 100;
	let current: Run | null = null;
	let latestRunId = -Infinity;

	/** Posts the steps gathered in this slice, if any, as one batch. */
	const flushSteps = (run: Run): void => {
		if (run.steps.length === 0) return;
		post({ type: 'steps', runId: run.runId, steps: run.steps }, []);
		run.steps = [];
	};

	/** Posts the latest progress unless one went out too recently. */
	const flushProgress = (run: Run): void => {
		if (run.progress === null) return;
		const time = now();
		if (time - run.lastProgressAt < progressIntervalMs) return;
		post({ type: 'progress', runId: run.runId, progress: run.progress }, []);
		run.progress = null;
		run.lastProgressAt = time;
	};

	/** Ends a run in error, after the steps that led there. */
	const fail = (run: Run, error: unknown): void => {
		current = null;
		flushSteps(run);
		post({ type: 'error', runId: run.runId, message: describeError(error) }, []);
	};

	/** Sends a finished run's result; the result supersedes any progress still held back. */
	const complete = (run: Run, result: unknown): void => {
		current = null;
		flushSteps(run);
		try {
			post({ type: 'done', runId: run.runId, result }, transferablesIn(result));
		} catch (error) {
			post(
				{
					type: 'error',
					runId: run.runId,
					message: `The result could not be sent: ${describeError(error)}`,
				},
				[],
			);
		}
	};

	/** Pulls events until the slice's time is up, then posts and yields to the event loop. */
	const runSlice = (run: Run): void => {
		// A cancel or a newer start may have come in while this slice waited.
		if (current !== run) return;
		const deadline = now() + sliceMs;
		let next: IteratorResult<JobEvent, unknown>;
		try {
			do {
				next = run.events.next();
				if (next.done === true) break;
				const event = next.value;
				if (event.kind === 'progress') run.progress = progressOf(event);
				else run.steps.push(event);
			} while (now() < deadline);
		} catch (error) {
			fail(run, error);
			return;
		}
		if (next.done === true) {
			complete(run, next.value);
			return;
		}
		flushSteps(run);
		flushProgress(run);
		schedule(() => {
			runSlice(run);
		});
	};

	/** Stops the current run, letting its generator clean up, and says so. */
	const stopCurrent = (): void => {
		const run = current;
		if (run === null) return;
		current = null;
		try {
			run.events.return(undefined);
		} catch {
			// The run is over either way; a failing clean-up must not block the next run.
		}
		post({ type: 'cancelled', runId: run.runId }, []);
	};

	/** Starts a job, cancelling the run before it. */
	const start = (runId: number, name: string, input: unknown): void => {
		if (runId <= latestRunId) return;
		latestRunId = runId;
		stopCurrent();
		const job = Object.hasOwn(jobs, name) ? jobs[name] : undefined;
		if (job === undefined) {
			const known = Object.keys(jobs).join(', ');
			post(
				{ type: 'error', runId, message: `There is no job called "${name}" (known: ${known}).` },
				[],
			);
			return;
		}
		let events: Generator<JobEvent, unknown, void>;
		try {
			// The page's input is trusted to match the job's type: both ends are typed by one registry.
			events = job(input as never);
		} catch (error) {
			post({ type: 'error', runId, message: describeError(error) }, []);
			return;
		}
		const run: Run = { runId, events, steps: [], progress: null, lastProgressAt: -Infinity };
		current = run;
		// The first slice is scheduled too, so a cancel sent right after the start still wins.
		schedule(() => {
			runSlice(run);
		});
	};

	return {
		/** Starts or cancels a run; stale and foreign messages fall through. */
		handle(message) {
			if (!isToWorker(message)) return;
			if (message.type === 'start') start(message.runId, message.job, message.input);
			else if (current?.runId === message.runId) stopCurrent();
		},
	};
}
