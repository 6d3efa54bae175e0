/**
 * The page side of running programs: `createCodeRunner` runs one program at a
 * time in the code sandbox (sandbox-frame.ts), each in a fresh worker with a
 * channel of its own, and judges what comes back on the page (judge-run.ts).
 * A run resolves (never rejects) with the report or the program's error, and
 * takes exactly one answer: after it, or on Stop, or KILL_GRACE_MS past the
 * run's own deadline (which the worker normally meets itself), the run's
 * worker is terminated and its channel closed. When a run ends without an
 * answer, the client asks the frame whether it still answers, and replaces it
 * when it does not (a program that exhausted memory can take its frame down).
 */
import {
	KILL_GRACE_MS,
	runMessage,
	type ProgramErrorKind,
	type RunMessage,
	type RunOutcome,
	type RunRequest,
} from './code-protocol.ts';
import { judgeRunInSteps, readSandboxMessage } from './judge-run.ts';
import { SandboxFrame, type Sandbox } from './sandbox-frame.ts';

/** Options of `createCodeRunner`. */
export interface CodeRunnerOptions {
	/** Makes the sandbox (tests pass a fake); the opaque-origin frame by default. */
	createSandbox?: () => Sandbox;
	/** Timers, for tests; the global ones by default. */
	setTimer?: (run: () => void, ms: number) => unknown;
	clearTimer?: (timer: unknown) => void;
	/** How often a run asks the sandbox whether it still answers (ms); 0: never (tests). */
	heartbeatMs?: number;
}

/** Runs programs in the sandbox, one at a time. */
export interface CodeRunner {
	/** Runs a program; a run still going is stopped first. Never rejects. */
	run(request: RunRequest): Promise<RunOutcome>;
	/** Stops the run at once by ending its worker; it resolves as 'stopped'. */
	stop(): void;
	/** Receives loading news (Pyodide) for the current run. */
	onLoading: ((what: string, fraction?: number) => void) | null;
	/** Receives printed lines of the current run, in batches. */
	onLog: ((lines: string[]) => void) | null;
	/** Ends the sandbox for good; later runs fail. */
	dispose(): void;
}

/** One run in flight. */
interface Current {
	request: RunMessage;
	settle: (outcome: RunOutcome) => void;
	timer: unknown;
	port: MessagePort;
	/** Set once its answer is in: the worker is ended and the answer being judged. */
	answered: boolean;
}

/**
 * How long a runtime may load with no news before the run is given up (Pyodide loads in about 4 s
 * here, three times that on a busy machine; the reader can press Stop at any time).
 */
export const LOADING_STALL_MS = 60_000;

/** How long a frame has to answer a heartbeat, or after a run that ended without an answer. */
const ALIVE_MS = 2000;

/**
 * How often a run checks that its sandbox still answers. A program that exhausts memory takes
 * down the frame's process (Chromium gives the frame a process of its own; see
 * docs/code-sandbox.md): the run then ends as crashed within about three seconds, not at its limit.
 */
export const HEARTBEAT_MS = 1000;

/** Creates a runner; the sandbox is made on the first run. */
export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
	const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
	const clearTimer =
		options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
	const createSandbox = options.createSandbox ?? (() => new SandboxFrame());
	const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
	let sandbox: Sandbox | null = null;
	let current: Current | null = null;
	/** The check, after a run ended without an answer, that its sandbox still lives; the next run waits for it. */
	let checking: Promise<void> = Promise.resolve();
	let nextId = 1;
	let disposed = false;

	/** Ends the current run's worker and closes its channel (once): no more is taken from it. */
	const close = (run: Current): void => {
		if (run.answered) return;
		run.answered = true;
		clearTimer(run.timer);
		run.port.onmessage = null;
		run.port.close();
		sandbox?.end(run.request.runId, disposed ? null : run.request.language);
	};

	/** Settles the current run, if it is `runId`'s, ends its worker, and forgets it. */
	const finish = (runId: number, outcome: RunOutcome, answered = true): void => {
		if (current === null || current.request.runId !== runId) return;
		const run = current;
		const { settle } = run;
		current = null;
		close(run);
		const ended = sandbox;
		if (!answered && ended !== null) {
			checking = ended.alive(ALIVE_MS).then((alive) => {
				if (alive || sandbox !== ended) return;
				ended.dispose();
				sandbox = null;
			});
		}
		settle(outcome);
	};

	/** Ends the current run (or only run `runId`, when given) without its answer, as `kind`. */
	const kill = (kind: ProgramErrorKind, message: string, runId?: number): void => {
		if (current === null || (runId !== undefined && current.request.runId !== runId)) return;
		finish(current.request.runId, { status: 'failed', error: { kind, message } }, false);
	};

	/** Ends run `runId` because it passed its time limit and did not stop itself. */
	const expire = (runId: number): void => {
		if (current === null || current.request.runId !== runId) return;
		const seconds = String(current.request.limits.timeMs / 1000);
		kill('timeout', `The program ran out of time (${seconds} s) and was stopped.`);
	};

	/** Ends run `runId` because its runtime stopped loading. */
	const stall = (runId: number): void => {
		if (current === null || current.request.runId !== runId) return;
		kill(
			'timeout',
			`Python stopped loading: nothing came for ${String(LOADING_STALL_MS / 1000)} s. Run again to retry.`,
		);
	};

	/** Asks the sandbox every `heartbeatMs` whether it lives, while run `runId` lasts. */
	const beat = (runId: number): void => {
		if (heartbeatMs <= 0) return;
		setTimer(() => {
			const watched = sandbox;
			const live = (): boolean =>
				current !== null && current.request.runId === runId && !current.answered;
			if (!live() || watched === null) return;
			void watched.alive(ALIVE_MS).then((alive) => {
				// Once the answer is in, the frame's fate is no longer the run's.
				if (!live()) return;
				if (alive) beat(runId);
				else {
					// Replaced at once, so that the next run never meets the dead frame.
					sandbox = null;
					watched.dispose();
					kill(
						'crashed',
						'The program brought down its sandbox (it may have used too much memory). Nothing else was affected.',
						runId,
					);
				}
			});
		}, heartbeatMs);
	};

	/** Handles a message on run `runId`'s channel: read as untrusted, judged here. */
	const receive = (runId: number, data: unknown): void => {
		if (current === null || current.request.runId !== runId || current.answered) return;
		const message = readSandboxMessage(data);
		if (message === null) {
			kill(
				'exception',
				'The sandbox sent something this page does not accept, so the run was stopped.',
			);
			return;
		}
		if (message.type === 'loading') {
			// Loading a runtime is not the program's time: while it loads, only a stall ends the run;
			// once it is ready (fraction 1), the program's own limit starts.
			const run = current;
			clearTimer(run.timer);
			const ready = message.fraction !== undefined && message.fraction >= 1;
			run.timer = ready
				? setTimer(() => expire(runId), run.request.limits.timeMs + KILL_GRACE_MS)
				: setTimer(() => stall(runId), LOADING_STALL_MS);
			runner.onLoading?.(message.what, message.fraction);
		} else if (message.type === 'log') runner.onLog?.(message.lines);
		else {
			// The one answer: the worker goes at once; the judging lets the page breathe between tests.
			const run = current;
			close(run);
			void judgeRunInSteps(run.request, message.run).then(
				(outcome) => finish(runId, outcome),
				(error: unknown) =>
					finish(runId, {
						status: 'failed',
						error: { kind: 'exception', message: `The run could not be judged: ${String(error)}` },
					}),
			);
		}
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
			const runId = nextId++;
			const message = runMessage(
				request.language,
				request.code,
				request.exercise,
				request.limits,
				runId,
			);
			const { limits } = message;
			return new Promise<RunOutcome>((settle) => {
				// Python's limit starts when it says it is ready; until then only a stall ends the run.
				const timer =
					request.language === 'python'
						? setTimer(() => stall(runId), LOADING_STALL_MS)
						: setTimer(() => expire(runId), limits.timeMs + KILL_GRACE_MS);
				const channel = new MessageChannel();
				channel.port1.onmessage = (event) => receive(runId, event.data);
				current = { request: message, settle, timer, port: channel.port1, answered: false };
				void checking
					.then(() => {
						if (current === null || current.request.runId !== runId) return undefined;
						sandbox ??= createSandbox();
						beat(runId);
						return sandbox.start(message, channel.port2, {
							onLoading: (what, fraction) =>
								receive(runId, {
									type: 'loading',
									what,
									...(fraction === undefined ? {} : { fraction }),
								}),
							onCrash: (why) =>
								kill(
									'crashed',
									`The program stopped its sandbox${why === '' ? '' : ` (${why})`}; nothing else was affected.`,
									runId,
								),
						});
					})
					.catch((error: unknown) => {
						const why = error instanceof Error ? error.message : String(error);
						kill('runtime-load', `The code sandbox could not start: ${why}.`, runId);
					});
			});
		},
		stop() {
			kill('stopped', 'Stopped.');
		},
		dispose() {
			disposed = true;
			kill('stopped', 'This code cell has been closed.');
			sandbox?.dispose();
			sandbox = null;
		},
	};
	return runner;
}
