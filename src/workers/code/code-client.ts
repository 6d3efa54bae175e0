/**
 * The page side of the code worker: `createCodeRunner` owns one worker,
 * started on the first run. A run resolves (never rejects) with the report or
 * the program's error. Stop terminates the worker at once; so does the time
 * limit, as a last resort, KILL_GRACE_MS after the run's own deadline (which
 * the worker normally meets itself). The next run starts a fresh worker;
 * Python is then loaded again.
 */
import {
	DEFAULT_LIMITS,
	KILL_GRACE_MS,
	type FromCodeWorker,
	type Limits,
	type RunOutcome,
	type RunRequest,
	type ToCodeWorker,
} from './code-protocol.ts';

/** The part of a `Worker` the runner uses; tests pass a fake. */
export interface CodeWorkerLike {
	onmessage: ((event: MessageEvent) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
	postMessage(message: ToCodeWorker): void;
	terminate(): void;
}

/** Options of `createCodeRunner`. */
export interface CodeRunnerOptions {
	/** The worker script; the site's code worker by default. */
	workerUrl?: URL | string;
	/** Makes the worker (tests); overrides `workerUrl`. */
	createWorker?: () => CodeWorkerLike;
	/** Timers, for tests; the global ones by default. */
	setTimer?: (run: () => void, ms: number) => unknown;
	clearTimer?: (timer: unknown) => void;
}

/** Runs programs in the code worker, one at a time. */
export interface CodeRunner {
	/** Runs a program; a run still going is stopped first. Never rejects. */
	run(request: RunRequest): Promise<RunOutcome>;
	/** Stops the run at once by ending the worker; it resolves as 'stopped'. */
	stop(): void;
	/** Receives the worker's loading news (Pyodide) for the current run. */
	onLoading: ((what: string, fraction?: number) => void) | null;
	/** Receives printed lines of the current run, in batches. */
	onLog: ((lines: string[]) => void) | null;
	/** Ends the worker for good; later runs fail. */
	dispose(): void;
}

/**
 * Makes the site's code worker. `new Worker(new URL(…, import.meta.url))` is written out whole:
 * only that form makes the bundler build the worker (with `url ?? new URL(…)` it shipped the
 * TypeScript source as a data address, and every run failed to start).
 */
function defaultWorker(url: URL | string | undefined): CodeWorkerLike {
	if (url !== undefined) return new Worker(url, { type: 'module', name: 'code cell' });
	return new Worker(new URL('./code.worker.ts', import.meta.url), {
		type: 'module',
		name: 'code cell',
	});
}

/** One run in flight. */
interface Current {
	runId: number;
	settle: (outcome: RunOutcome) => void;
	timer: unknown;
	limits: Limits;
}

/**
 * How long a runtime may load with no news before the run is given up (Pyodide loads in about 4 s
 * here, three times that on a busy machine; the reader can press Stop at any time).
 */
export const LOADING_STALL_MS = 60_000;

/** Creates a runner; the worker starts with the first run. */
export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
	const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
	const clearTimer =
		options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
	let worker: CodeWorkerLike | null = null;
	let current: Current | null = null;
	let nextId = 1;
	let disposed = false;

	/** Settles the current run, if it is `runId`'s, and forgets it. */
	const finish = (runId: number, outcome: RunOutcome): void => {
		if (current === null || current.runId !== runId) return;
		const { settle, timer } = current;
		current = null;
		clearTimer(timer);
		settle(outcome);
	};

	/** Ends the worker, settling the current run as `kind`. */
	const kill = (kind: 'stopped' | 'timeout', message: string): void => {
		worker?.terminate();
		worker = null;
		if (current !== null) finish(current.runId, { status: 'failed', error: { kind, message } });
	};

	/** Ends the worker because run `runId` passed its time limit and did not stop itself. */
	const expire = (runId: number): void => {
		if (current === null || current.runId !== runId) return;
		const seconds = String(current.limits.timeMs / 1000);
		kill('timeout', `The program ran out of time (${seconds} s) and was stopped.`);
	};

	/** Ends the worker because the runtime of run `runId` stopped loading. */
	const stall = (runId: number): void => {
		if (current === null || current.runId !== runId) return;
		kill(
			'timeout',
			`Python stopped loading: nothing came for ${String(LOADING_STALL_MS / 1000)} s. Run again to retry.`,
		);
	};

	/** Handles a message from the worker. */
	const receive = (data: FromCodeWorker): void => {
		if (current === null || data.runId !== current.runId) return;
		if (data.type === 'loading') {
			// Loading a runtime is not the program's time: while it loads, only a stall ends the run;
			// once it is ready (fraction 1), the program's own limit starts.
			const run = current;
			clearTimer(run.timer);
			const ready = data.fraction !== undefined && data.fraction >= 1;
			run.timer = ready
				? setTimer(() => expire(run.runId), run.limits.timeMs + KILL_GRACE_MS)
				: setTimer(() => stall(run.runId), LOADING_STALL_MS);
			runner.onLoading?.(data.what, data.fraction);
		} else if (data.type === 'log') runner.onLog?.(data.lines);
		else if (data.type === 'done') finish(data.runId, { status: 'done', report: data.report });
		else {
			finish(data.runId, {
				status: 'failed',
				error: data.error,
				...(data.report === undefined ? {} : { report: data.report }),
			});
		}
	};

	/** Returns the worker, starting one if there is none. */
	const ensureWorker = (): CodeWorkerLike => {
		if (worker !== null) return worker;
		const made = options.createWorker?.() ?? defaultWorker(options.workerUrl);
		made.onmessage = (event) => receive(event.data as FromCodeWorker);
		made.onerror = (event) => {
			event.preventDefault?.();
			worker?.terminate();
			worker = null;
			if (current !== null) {
				finish(current.runId, {
					status: 'failed',
					error: {
						kind: 'runtime-load',
						message: `The code worker failed: ${event.message || 'it could not start'}.`,
					},
				});
			}
		};
		worker = made;
		return made;
	};

	const runner: CodeRunner = {
		onLoading: null,
		onLog: null,
		run(request) {
			if (disposed) {
				return Promise.resolve({
					status: 'failed',
					error: { kind: 'stopped', message: 'This code cell has been closed.' },
				});
			}
			if (current !== null) kill('stopped', 'Stopped: a new run started.');
			const limits: Limits = { ...DEFAULT_LIMITS, ...request.limits };
			const runId = nextId++;
			return new Promise<RunOutcome>((settle) => {
				const timer = setTimer(() => expire(runId), limits.timeMs + KILL_GRACE_MS);
				current = { runId, settle, timer, limits };
				ensureWorker().postMessage({
					type: 'run',
					runId,
					language: request.language,
					code: request.code,
					exercise: request.exercise,
					limits,
				});
			});
		},
		stop() {
			kill('stopped', 'Stopped.');
		},
		dispose() {
			disposed = true;
			kill('stopped', 'This code cell has been closed.');
		},
	};
	return runner;
}
