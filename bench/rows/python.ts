import { loadPyodide } from 'pyodide';
import { PY_PROGRAMS } from '../../src/lib/code/reference/python.ts';
import { DEFAULT_LIMITS, type Runtime } from '../../src/workers/code/code-protocol.ts';
import { judgeRun } from '../../src/workers/code/judge-run.ts';
import { createPythonRuntime, type LoadPyodide } from '../../src/workers/code/run-python.ts';
import type { BenchRow } from './types.ts';

/** The reference Warnsdorff program of the first code exercise in Python. */
const WARNSDORFF = PY_PROGRAMS['warnsdorff-first']?.solution ?? '';

/** The Python runtime the verified-run row reuses (Pyodide loads in its warm-up). */
let runtime: Runtime | null = null;

/** Runs the Warnsdorff program on its exercise (the walk from a8, from all 64 starts, 5×5) and throws unless every test passes. */
async function verifyWarnsdorff(): Promise<number> {
	runtime ??= createPythonRuntime({
		importLoader: async () => ({ loadPyodide: loadPyodide as LoadPyodide }),
	});
	const hooks = { onLoading: () => {}, onLog: () => {} };
	const request = {
		type: 'run' as const,
		runId: 1,
		language: 'python' as const,
		code: WARNSDORFF,
		exercise: 'warnsdorff-first',
		limits: DEFAULT_LIMITS,
	};
	const outcome = judgeRun(request, await runtime(request, hooks));
	if (outcome.status !== 'done') throw new Error(outcome.error.message);
	const report = outcome.report;
	if (!report.tests.every((t) => t.passed)) throw new Error('the Python Warnsdorff program failed');
	return report.tests.length;
}

export const pythonRows: BenchRow[] = [
	{
		// In Node from node_modules; the browser adds the download of 13.5 MB from the site itself.
		name: 'Python: Pyodide ready (Node, loadPyodide from node_modules)',
		run: async () => (await loadPyodide()).version,
		target: '≤ 5 s in the browser',
		repeats: 3,
	},
	{
		name: 'Python: 8×8 Warnsdorff verified (all 64 starts), Pyodide ready',
		run: verifyWarnsdorff,
		target: '≤ 1 s',
		repeats: 5,
	},
];
