/**
 * The sandbox worker's one run, apart from `self` so that tests can drive it:
 * it checks the request, runs it with the language's runtime, caps what the
 * program printed (each line at LINE_CHARS, a run at LOG_KEEP lines and
 * LOG_CHARS characters) and posts it in batches, then posts the run's plain
 * record (`ran`) once. It decides no verdict: the page judges the record.
 */
import {
	emptyRun,
	LINE_CHARS,
	LOG_CHARS,
	LOG_KEEP,
	type FromSandbox,
	type RawRun,
	type RunHooks,
	type RunMessage,
	type Runtime,
} from './code-protocol.ts';
import { capText } from './plain-value.ts';

/** Printed lines go to the page at most this often. */
export const LOG_EVERY_MS = 100;

/** What the core needs from its worker. */
export interface CodeWorkerCoreOptions {
	/** Posts a message on the run's channel. */
	post: (message: FromSandbox, transfer: Transferable[]) => void;
	now: () => number;
	/** The JavaScript runtime. */
	javascript: Runtime;
	/** The Python runtime (loaded when first asked for). */
	python: () => Promise<Runtime>;
}

/** Returns the request in `data`, or null when it is not a well-formed run message. */
export function readRequest(data: unknown): RunMessage | null {
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

/** Runs one request and posts its record; resolves when the record has been posted. */
export async function runInSandbox(
	request: RunMessage,
	options: CodeWorkerCoreOptions,
): Promise<void> {
	const logs: string[] = [];
	let chars = 0;
	let dropped = 0;
	let pending: string[] = [];
	let lastPost = options.now();
	const flush = (): void => {
		if (pending.length === 0) return;
		options.post({ type: 'log', lines: pending }, []);
		pending = [];
		lastPost = options.now();
	};
	const hooks: RunHooks = {
		onLoading: (what, fraction) =>
			options.post({ type: 'loading', what, ...(fraction === undefined ? {} : { fraction }) }, []),
		onLog(text) {
			const line = capText(String(text), LINE_CHARS);
			if (logs.length >= LOG_KEEP || chars + line.length > LOG_CHARS) {
				dropped++;
				return;
			}
			chars += line.length;
			logs.push(line);
			pending.push(line);
			if (options.now() - lastPost >= LOG_EVERY_MS) flush();
		},
	};
	let run: RawRun;
	try {
		const runtime = request.language === 'javascript' ? options.javascript : await options.python();
		run = await runtime(request, hooks);
	} catch (error) {
		const why = error instanceof Error ? error.message : String(error);
		run = emptyRun({ kind: 'runtime-load', message: capText(`The runtime failed: ${why}`) });
	}
	flush();
	const answer: RawRun = {
		...run,
		// The core's own record of printed lines, capped, replaces the runtime's.
		logs,
		logsDropped: dropped + run.logsDropped,
		...(run.error === undefined
			? {}
			: { error: { ...run.error, message: capText(String(run.error.message)) } }),
	};
	options.post(
		{ type: 'ran', run: answer },
		answer.steps.byteLength > 0 ? [answer.steps.buffer] : [],
	);
}
