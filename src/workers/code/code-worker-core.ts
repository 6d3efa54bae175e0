/**
 * The code worker's message handling, apart from `self` so that tests can
 * drive it: it checks each request, runs it with the language's runtime (one
 * at a time, in order), seals the scope's dangerous globals around student
 * code, batches printed lines (a post at most every LOG_EVERY_MS, LOG_KEEP
 * lines a run), and answers with `done` or `failed`.
 */
import {
	LOG_KEEP,
	ProgramFailure,
	type FromCodeWorker,
	type RunHooks,
	type RunMessage,
	type RunReport,
	type Runtime,
} from './code-protocol.ts';

/** Printed lines go to the page at most this often. */
export const LOG_EVERY_MS = 100;

/** What the core needs from its worker. */
export interface CodeWorkerCoreOptions {
	/** Posts a message to the page (the worker's own postMessage, kept before sealing). */
	post: (message: FromCodeWorker, transfer: Transferable[]) => void;
	now: () => number;
	/** The JavaScript runtime. */
	javascript: Runtime;
	/** Loads the Python runtime on the first Python run; kept afterwards. */
	loadPython: () => Promise<Runtime>;
	/** Blocks the network, page and storage globals; returns the undo. */
	seal: () => () => void;
	/** The seal for JavaScript runs, which may block more (the function constructors). Default: `seal`. */
	sealJavascript?: () => () => void;
	/** Waits for the next task, so that callbacks queued by student code run while still sealed. */
	nextTask: () => Promise<void>;
}

/** The code worker's handler of page messages. */
export interface CodeWorkerCore {
	/** Handles one message from the page; resolves when its run has been answered. */
	handle(data: unknown): Promise<void>;
}

/** Returns the request in `data`, or null when it is not a well-formed run message. */
function readRequest(data: unknown): RunMessage | null {
	if (typeof data !== 'object' || data === null) return null;
	const m = data as Partial<RunMessage>;
	if (m.type !== 'run' || typeof m.runId !== 'number') return null;
	if (m.language !== 'javascript' && m.language !== 'python') return null;
	if (typeof m.code !== 'string' || typeof m.exercise !== 'string') return null;
	const limits = m.limits;
	if (typeof limits !== 'object' || limits === null) return null;
	if (!(limits.timeMs > 0) || !(limits.steps > 0)) return null;
	return m as RunMessage;
}

/** Creates the core; `handle` each message the worker receives. */
export function createCodeWorkerCore(options: CodeWorkerCoreOptions): CodeWorkerCore {
	let python: Promise<Runtime> | null = null;
	let queue: Promise<void> = Promise.resolve();

	/** Runs one request to its answer. */
	async function run(request: RunMessage): Promise<void> {
		const { runId } = request;
		const logs: string[] = [];
		let dropped = 0;
		let pending: string[] = [];
		let lastPost = options.now();
		const flush = (): void => {
			if (pending.length === 0) return;
			options.post({ type: 'log', runId, lines: pending }, []);
			pending = [];
			lastPost = options.now();
		};
		const hooks: RunHooks = {
			onLoading: (what, fraction) =>
				options.post(
					{ type: 'loading', runId, what, ...(fraction === undefined ? {} : { fraction }) },
					[],
				),
			onLog(line) {
				if (logs.length >= LOG_KEEP) {
					dropped++;
					return;
				}
				logs.push(line);
				pending.push(line);
				if (options.now() - lastPost >= LOG_EVERY_MS) flush();
			},
		};
		/** Puts the core's record of printed lines into a report. */
		const withLogs = <R extends Partial<RunReport>>(report: R): R => ({
			...report,
			logs,
			logsDropped: dropped + (report.logsDropped ?? 0),
		});
		try {
			let report: RunReport;
			if (request.language === 'javascript') {
				const unseal = (options.sealJavascript ?? options.seal)();
				try {
					report = await options.javascript(request, hooks);
				} finally {
					await options.nextTask();
					unseal();
				}
			} else {
				python ??= options.loadPython();
				let runtime: Runtime;
				try {
					runtime = await python;
				} catch (error) {
					python = null;
					throw new ProgramFailure({
						kind: 'runtime-load',
						message: `Python could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
					});
				}
				report = await runtime(request, { ...hooks, seal: options.seal });
			}
			flush();
			const answer = withLogs(report);
			options.post({ type: 'done', runId, report: answer }, [answer.steps.buffer]);
		} catch (error) {
			flush();
			const failure =
				error instanceof ProgramFailure
					? error
					: new ProgramFailure({
							kind: 'exception',
							message: `The runtime failed: ${error instanceof Error ? error.message : String(error)}`,
						});
			options.post(
				{ type: 'failed', runId, error: failure.error, report: withLogs(failure.report ?? {}) },
				[],
			);
		}
	}

	return {
		handle(data) {
			const request = readRequest(data);
			if (request === null) {
				const runId = (data as { runId?: unknown } | null)?.runId;
				options.post(
					{
						type: 'failed',
						runId: typeof runId === 'number' ? runId : -1,
						error: {
							kind: 'runtime-load',
							message: 'The code worker got a message it does not understand.',
						},
					},
					[],
				);
				return Promise.resolve();
			}
			queue = queue.then(() => run(request));
			return queue;
		},
	};
}
