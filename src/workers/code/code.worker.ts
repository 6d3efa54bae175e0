/**
 * The sandbox's worker: one program's run, then the page ends it. It lives
 * in an opaque-origin frame (sandbox-frame.ts) whose policy allows no
 * network, so it reaches nothing but the channel the page gave this run.
 * The frame may start it early as a spare, and hand it Pyodide's files to
 * load before a run comes (`prepare`); the first `run` message, with the
 * run's port, is the only one it takes after that. The work is in
 * code-worker-core.ts; this file wires it to the worker's scope.
 */
import { emptyRun } from './code-protocol.ts';
import type { PyodideFiles } from './pyodide-files.ts';
import { readRequest, runInSandbox } from './code-worker-core.ts';
import { runJs } from './run-js.ts';
import { createPythonRuntime } from './run-python.ts';

const now = performance.now.bind(performance);
let files: PyodideFiles | null = null;
let python: ReturnType<typeof createPythonRuntime> | null = null;

/** The Python runtime over the files handed in (made once). */
function pythonRuntime(): ReturnType<typeof createPythonRuntime> {
	python ??= createPythonRuntime({
		files: () => {
			if (files === null) throw new Error('the page handed no Python files to the sandbox');
			return files;
		},
	});
	return python;
}

/** Whether `value` looks like Pyodide's files as the frame hands them in. */
function isFiles(value: unknown): value is PyodideFiles {
	return (
		typeof value === 'object' &&
		value !== null &&
		Object.values(value).every((bytes) => bytes instanceof ArrayBuffer)
	);
}

const ignore = (): void => {};

self.onmessage = (event: MessageEvent<{ type?: unknown; files?: unknown; request?: unknown }>) => {
	const data = event.data;
	if (isFiles(data.files)) files ??= data.files;
	if (data.type === 'prepare' && files !== null) {
		pythonRuntime().prepare({ onLoading: ignore, onLog: ignore }).catch(ignore);
		return;
	}
	const port = event.ports[0];
	if (data.type !== 'run' || port === undefined) return;
	// One run per worker: nothing else is taken from the frame after this.
	self.onmessage = null;
	const post = port.postMessage.bind(port);
	const request = readRequest(data.request);
	if (request === null) {
		const error = {
			kind: 'runtime-load',
			message: 'The sandbox got a run it does not understand.',
		} as const;
		post({ type: 'ran', run: emptyRun(error) });
		return;
	}
	void runInSandbox(request, {
		post: (message, transfer) => post(message, transfer),
		now,
		javascript: (run, hooks) => Promise.resolve(runJs(run, { now, onLog: hooks.onLog })),
		python: () => Promise.resolve(pythonRuntime()),
	});
};
