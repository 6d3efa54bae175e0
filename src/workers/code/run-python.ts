/**
 * The Python runtime of a code cell, inside the sandbox: Pyodide, started from files the page
 * handed in (the sandbox has no network), or from the package in Node. A run starts the limits,
 * compiles the program with its loops guarded (instrument-python.ts), runs its top level, then
 * calls its entry on each test's inputs through the library's `collectCalls`, as the JavaScript
 * runtime does. Inputs and values cross as JSON text (knight-api-py.ts); the result is a `RawRun`
 * of plain data, judged by the page.
 */
import type { PyodideAPI } from 'pyodide';
import { getExercise } from '../../lib/code/exercises.ts';
import {
	collectCalls,
	showcaseOf,
	type CallRecord,
	type ShowcaseSteps,
} from '../../lib/code/run-tests.ts';
import { StepLog } from '../../lib/code/step-log.ts';
import {
	LOG_KEEP,
	ProgramFailure,
	STEP_KEEP,
	type ProgramError,
	type RawRun,
	type RunHooks,
	type RunMessage,
	type Runtime,
} from './code-protocol.ts';
import { INSTRUMENT_PY } from './instrument-python.ts';
import { KNIGHT_API_PY } from './knight-api-py.ts';
import { plainValue } from './plain-value.ts';
import type { PyodideFiles } from './pyodide-files.ts';

/** The part of Pyodide's `loadPyodide` options this runtime passes. */
interface LoadOptions {
	indexURL?: string;
	lockFileContents?: unknown;
	createPyodideModule?: unknown;
	jsglobals?: object;
	stdout?: (line: string) => void;
	stderr?: (line: string) => void;
}

/** Pyodide's loader, as `pyodide.mjs` exports it. */
export type LoadPyodide = (options: LoadOptions) => Promise<PyodideAPI>;

/** Where Pyodide comes from. */
export interface PythonRuntimeOptions {
	/** Pyodide's files as bytes, handed in by the page (the sandbox fetches nothing). */
	files?: () => PyodideFiles;
	/** Imports Pyodide's loader instead (Node tests pass the package's, which finds its own files). */
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

/** The made-up folder Pyodide is told its files are in; `serveFiles` answers for it. */
const VIRTUAL_INDEX = 'https://pyodide.invalid/';

/**
 * Starts Pyodide from handed-in bytes: its two scripts are imported from blob addresses made here,
 * and while it loads, `fetch` answers Pyodide's requests for the wasm and the standard library from
 * the same bytes (the real one is put back after; the sandbox's policy refuses the network anyway).
 */
async function loadFromFiles(files: PyodideFiles, config: LoadOptions): Promise<PyodideAPI> {
	const blobUrl = (bytes: ArrayBuffer, type: string): string =>
		URL.createObjectURL(new Blob([bytes], { type }));
	const script = 'text/javascript';
	const loader = (await import(/* @vite-ignore */ blobUrl(files['pyodide.mjs'], script))) as {
		loadPyodide: LoadPyodide;
	};
	const asm = (await import(/* @vite-ignore */ blobUrl(files['pyodide.asm.mjs'], script))) as {
		default: unknown;
	};
	const served: Record<string, [ArrayBuffer, string]> = {
		[`${VIRTUAL_INDEX}pyodide.asm.wasm`]: [files['pyodide.asm.wasm'], 'application/wasm'],
		[`${VIRTUAL_INDEX}python_stdlib.zip`]: [files['python_stdlib.zip'], 'application/zip'],
	};
	const realFetch = globalThis.fetch;
	globalThis.fetch = (input: RequestInfo | URL) => {
		const url = input instanceof Request ? input.url : String(input);
		const file = served[url];
		if (file === undefined) return Promise.reject(new TypeError(`No such file here: ${url}`));
		return Promise.resolve(new Response(file[0], { headers: { 'Content-Type': file[1] } }));
	};
	try {
		return await loader.loadPyodide({
			...config,
			indexURL: VIRTUAL_INDEX,
			lockFileContents: JSON.parse(new TextDecoder().decode(files['pyodide-lock.json'])),
			createPyodideModule: asm.default,
		});
	} finally {
		globalThis.fetch = realFetch;
	}
}

/** Loads Pyodide and the harness; reports progress through `hooks`. */
async function startPython(options: PythonRuntimeOptions, hooks: RunHooks): Promise<Harness> {
	hooks.onLoading('Starting Python', 0.2);
	const config: LoadOptions = {
		// The `js` module is an empty object, not the worker's globals (the import guard refuses it anyway).
		jsglobals: {},
		stdout: (line) => emitLine(line),
		stderr: (line) => emitLine(line),
	};
	let pyodide: PyodideAPI;
	if (options.importLoader !== undefined) {
		pyodide = await (await options.importLoader()).loadPyodide(config);
	} else if (options.files !== undefined) {
		pyodide = await loadFromFiles(options.files(), config);
	} else {
		throw new Error('no Python files were handed to the sandbox');
	}
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

/** Returns the showcase fields of a run that recorded none. */
function noSteps(): ShowcaseSteps {
	return { steps: new Int32Array(0), stepsTotal: 0, visits: 0, unvisits: 0 };
}

/**
 * Makes the Python runtime. Pyodide loads on the first run (or on `prepare`) and is kept for the
 * worker's life, which in the sandbox is one run; a load that fails is tried again on the next run.
 */
export function createPythonRuntime(options: PythonRuntimeOptions = {}): Runtime & {
	prepare: (hooks: RunHooks) => Promise<unknown>;
} {
	let harness: Promise<Harness> | null = null;
	const prepare = (hooks: RunHooks): Promise<Harness> => {
		harness ??= startPython(options, hooks);
		return harness;
	};

	const run = async (request: RunMessage, hooks: RunHooks): Promise<RawRun> => {
		const begun = performance.now();
		const logs: string[] = [];
		const calls: CallRecord[] = [];
		const log = new StepLog(STEP_KEEP);
		let py: Harness | null = null;
		/** The record of the run so far, ended by `error` if one is given. */
		const ended = (error?: ProgramError): RawRun => ({
			calls,
			...(log.recording ? showcaseOf(log) : noSteps()),
			logs,
			logsDropped: py === null ? 0 : Number(py.logsDropped()),
			ms: performance.now() - begun,
			...(error === undefined ? {} : { error }),
		});
		let exercise;
		try {
			exercise = getExercise(request.exercise);
		} catch (error) {
			return ended({ kind: 'runtime-load', message: (error as Error).message });
		}
		try {
			py = await prepare(hooks);
			// Said on every run, also when a spare loaded Python before the run came: the page's own
			// time limit starts with it.
			hooks.onLoading('Python is ready', 1);
		} catch (error) {
			harness = null;
			const why = error instanceof Error ? error.message : String(error);
			return ended({ kind: 'runtime-load', message: `Python could not start: ${why}` });
		}
		const harnessOf = py;
		emitLine = (line) => {
			logs.push(line);
			hooks.onLog(line);
		};
		try {
			harnessOf.beginRun(request.limits.timeMs, request.limits.steps, LOG_KEEP, (line: string) =>
				emitLine(line),
			);
			const loaded = JSON.parse(
				String(harnessOf.loadProgram(request.code, exercise.entry)),
			) as CallReply;
			if (!loaded.ok) throw new ProgramFailure(loaded.error);
			const showcase = collectCalls(
				exercise,
				(input) => {
					const data = input.kind === 'board' ? input.board : input.net;
					const keep = log.recording ? STEP_KEEP : 0;
					const reply = JSON.parse(
						String(harnessOf.callEntry(input.kind, JSON.stringify(data), keep)),
					) as CallReply;
					log.visits = reply.visits ?? 0;
					log.unvisits = reply.unvisits ?? 0;
					if (log.recording) {
						const events = readEvents(harnessOf);
						log.events.set(events.subarray(0, log.events.length));
						log.kept = Math.min(events.length, log.events.length);
					}
					if (!reply.ok) throw new ProgramFailure(reply.error);
					return reply.value;
				},
				log,
				calls,
				plainValue,
			);
			return { ...ended(), ...showcase };
		} catch (error) {
			if (error instanceof ProgramFailure) return ended(error.error);
			if (isFatal(error)) {
				harness = null;
				const text = error instanceof Error ? error.message : String(error);
				// Python stops for good when the engine runs out of memory or of stack; say which.
				return ended(
					/memory|alloc/i.test(text)
						? {
								kind: 'exception',
								message:
									'The program ran out of memory, and Python stopped; it starts afresh on the next run.',
							}
						: {
								kind: 'stack-overflow',
								message:
									'The program overflowed the stack (recursion too deep), and Python stopped; it starts afresh on the next run.',
							},
				);
			}
			const why = error instanceof Error ? error.message : String(error);
			return ended({ kind: 'exception', message: `The Python runtime failed: ${why}` });
		} finally {
			emitLine = () => {};
		}
	};
	return Object.assign(run, { prepare });
}
