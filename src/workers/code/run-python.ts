/**
 * The Python runtime of a code cell: Pyodide, loaded once per worker from the site's own files
 * (pyodide-files.ts) and kept. A run starts the limits, compiles the program with its loops
 * guarded (instrument-python.ts), runs its top level, then calls its entry on each test's inputs
 * through the library's `runExerciseTests`, the same checks the JavaScript runtime uses, so both
 * languages get the same verdicts. Inputs and results cross as JSON text (knight-api-py.ts).
 */
import type { PyodideAPI } from 'pyodide';
import { getExercise } from '../../lib/code/exercises.ts';
import { BadResultError, runExerciseTests, type Showcase } from '../../lib/code/run-tests.ts';
import { StepLog } from '../../lib/code/step-log.ts';
import {
	LOG_KEEP,
	ProgramFailure,
	STEP_KEEP,
	type ProgramError,
	type RunHooks,
	type RunMessage,
	type RunReport,
	type Runtime,
	type TestOutcome,
} from './code-protocol.ts';
import { INSTRUMENT_PY } from './instrument-python.ts';
import { KNIGHT_API_PY } from './knight-api-py.ts';
import { pyodideIndexPath } from './pyodide-files.ts';

/** The part of Pyodide's `loadPyodide` options this runtime passes. */
interface LoadOptions {
	indexURL?: string;
	jsglobals?: object;
	stdout?: (line: string) => void;
	stderr?: (line: string) => void;
}

/** Pyodide's loader, as `pyodide.mjs` exports it. */
export type LoadPyodide = (options: LoadOptions) => Promise<PyodideAPI>;

/** Where Pyodide comes from. */
export interface PythonRuntimeOptions {
	/** The folder of Pyodide's files; default: `<base>pyodide/` on this site. */
	indexURL?: string;
	/** Imports Pyodide's loader; default: `pyodide.mjs` from `indexURL` (Node tests pass the package's). */
	importLoader?: () => Promise<{ loadPyodide: LoadPyodide }>;
}

/** A Python function of the harness, called from JavaScript. */
type PyCall = (...args: unknown[]) => unknown;

/** The harness functions a run calls (knight-api-py.ts). */
interface Harness {
	beginRun: PyCall;
	loadProgram: PyCall;
	callEntry: PyCall;
	keptEvents: PyCall;
	logsDropped: PyCall;
}

/** What the harness's `load_program` and `call_entry` return, parsed. */
type CallReply =
	| { ok: true; value?: unknown; visits?: number; unvisits?: number }
	| { ok: false; error: ProgramError; visits?: number; unvisits?: number };

/** Where a printed line goes during the current run (the harness holds one function for all runs). */
let emitLine: (line: string) => void = () => {};

/** Returns the default folder of Pyodide's files: under the site's base path. */
function siteIndexUrl(): string {
	return pyodideIndexPath(import.meta.env.BASE_URL);
}

/** Loads Pyodide and the harness; reports progress through `hooks`. */
async function startPython(options: PythonRuntimeOptions, hooks: RunHooks): Promise<Harness> {
	// An injected loader (Node) finds its own files unless told otherwise.
	const indexURL =
		options.indexURL ?? (options.importLoader === undefined ? siteIndexUrl() : undefined);
	hooks.onLoading('Loading Python', 0);
	const { loadPyodide } = await (options.importLoader?.() ??
		(import(/* @vite-ignore */ `${indexURL ?? ''}pyodide.mjs`) as Promise<{
			loadPyodide: LoadPyodide;
		}>));
	hooks.onLoading('Starting Python', 0.2);
	const pyodide = await loadPyodide({
		...(indexURL === undefined ? {} : { indexURL }),
		// The `js` module is an empty object, not the worker's globals (the import guard refuses it anyway).
		jsglobals: {},
		stdout: (line) => emitLine(line),
		stderr: (line) => emitLine(line),
	});
	hooks.onLoading('Preparing the board API', 0.9);
	const space = pyodide.globals.get('dict')() as { get(name: string): PyCall };
	pyodide.runPython(INSTRUMENT_PY + KNIGHT_API_PY, { globals: space as never });
	hooks.onLoading('Python is ready', 1);
	return {
		beginRun: space.get('begin_run'),
		loadProgram: space.get('load_program'),
		callEntry: space.get('call_entry'),
		keptEvents: space.get('kept_events'),
		logsDropped: space.get('logs_dropped'),
	};
}

/** Reads the harness's kept events (the bytes of an int32 array) into an Int32Array. */
function readEvents(harness: Harness): Int32Array {
	const bytes = harness.keptEvents() as { toJs(): Uint8Array; destroy(): void };
	const view = bytes.toJs();
	bytes.destroy();
	return new Int32Array(view.slice().buffer);
}

/** Whether an error is Pyodide's own fatal failure (after which the interpreter cannot be used). */
function isFatal(error: unknown): boolean {
	return typeof error === 'object' && error !== null && 'pyodide_fatal_error' in error;
}

/** The showcase fields of a report from a step log (a call that failed midway still shows its steps). */
function showcaseOf(log: StepLog): Omit<Showcase, 'tour'> {
	return {
		steps: log.keptEvents(),
		stepsTotal: log.visits + log.unvisits,
		visits: log.visits,
		unvisits: log.unvisits,
	};
}

/**
 * Makes the Python runtime. Pyodide loads on the first run and is kept for the next ones; a load
 * that fails is tried again on the next run.
 */
export function createPythonRuntime(options: PythonRuntimeOptions = {}): Runtime {
	let harness: Promise<Harness> | null = null;

	return async (request: RunMessage, hooks: RunHooks): Promise<RunReport> => {
		const exercise = getExercise(request.exercise);
		harness ??= startPython(options, hooks);
		let py: Harness;
		try {
			py = await harness;
		} catch (error) {
			harness = null;
			const why = error instanceof Error ? error.message : String(error);
			throw new ProgramFailure({ kind: 'runtime-load', message: `Python could not start: ${why}` });
		}

		const begun = performance.now();
		const logs: string[] = [];
		emitLine = (line) => {
			logs.push(line);
			hooks.onLog(line);
		};
		const outcomes: TestOutcome[] = [];
		const log = new StepLog(STEP_KEEP);
		let showcaseFailed = false;
		/** The report so far, for a run that failed. */
		const partial = (): Partial<RunReport> => ({
			tests: outcomes,
			...(showcaseFailed ? showcaseOf(log) : {}),
			logs,
			logsDropped: Number(py.logsDropped()),
			ms: performance.now() - begun,
		});
		// Only the student's code runs sealed: loading Pyodide above needed fetch.
		const unseal = hooks.seal?.() ?? (() => {});
		try {
			py.beginRun(request.limits.timeMs, request.limits.steps, LOG_KEEP, (line: string) =>
				emitLine(line),
			);
			const loaded = JSON.parse(String(py.loadProgram(request.code, exercise.entry))) as CallReply;
			if (!loaded.ok) throw new ProgramFailure(loaded.error);
			const showcase = runExerciseTests(
				exercise,
				(input) => {
					const data = input.kind === 'board' ? input.board : input.net;
					const keep = log.recording ? STEP_KEEP : 0;
					const reply = JSON.parse(
						String(py.callEntry(input.kind, JSON.stringify(data), keep)),
					) as CallReply;
					log.visits = reply.visits ?? 0;
					log.unvisits = reply.unvisits ?? 0;
					if (log.recording) {
						const events = readEvents(py);
						log.events.set(events);
						log.kept = events.length;
					}
					if (!reply.ok) {
						showcaseFailed = log.recording;
						throw new ProgramFailure(reply.error);
					}
					return reply.value;
				},
				log,
				outcomes,
			);
			return {
				tests: outcomes,
				...showcase,
				logs,
				logsDropped: Number(py.logsDropped()),
				ms: performance.now() - begun,
			};
		} catch (error) {
			if (error instanceof ProgramFailure) throw new ProgramFailure(error.error, partial());
			if (error instanceof BadResultError) {
				throw new ProgramFailure({ kind: 'bad-result', message: error.message }, partial());
			}
			if (isFatal(error)) {
				harness = null;
				throw new ProgramFailure({
					kind: 'stack-overflow',
					message:
						'The program overflowed the stack (recursion too deep), and Python stopped; it starts afresh on the next run.',
				});
			}
			throw error;
		} finally {
			unseal();
			emitLine = () => {};
		}
	};
}

/** The Python runtime of the site's code worker: Pyodide from `<base>pyodide/`. */
export const runPython: Runtime = createPythonRuntime();
