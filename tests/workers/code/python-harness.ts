/** Runs Python programs through the real runtime in Node, with Pyodide from node_modules. */
import {
	runMessage,
	type Limits,
	type RunOutcome,
	type Runtime,
} from '../../../src/workers/code/code-protocol.ts';
import { judgeRun } from '../../../src/workers/code/judge-run.ts';
import { createPythonRuntime, type LoadPyodide } from '../../../src/workers/code/run-python.ts';

/** Makes a Python runtime that loads the installed `pyodide` package. */
export function nodePythonRuntime(): Runtime {
	return createPythonRuntime({
		importLoader: async () => (await import('pyodide')) as unknown as { loadPyodide: LoadPyodide },
	});
}

/** What a run printed and reported while loading, besides its outcome. */
export interface PythonRun {
	outcome: RunOutcome;
	logLines: string[];
	loading: { what: string; fraction?: number }[];
}

/** Runs `code` on an exercise and returns how it ended (a failure as an outcome, not a throw). */
export async function runProgram(
	runtime: Runtime,
	code: string,
	exercise: string,
	limits: Partial<Limits> = {},
): Promise<PythonRun> {
	const logLines: string[] = [];
	const loading: PythonRun['loading'] = [];
	const hooks = {
		onLoading: (what: string, fraction?: number) => {
			loading.push(fraction === undefined ? { what } : { what, fraction });
		},
		onLog: (line: string) => {
			logLines.push(line);
		},
	};
	const request = runMessage('python', code, exercise, limits);
	// Judged as the page judges what the sandbox sends.
	const outcome = judgeRun(request, await runtime(request, hooks));
	return { outcome, logLines, loading };
}
