/**
 * Runs a student's JavaScript on an exercise's inputs, synchronously, in the
 * calling thread (the sandbox's worker; Node in tests and benchmarks). The
 * program is instrumented (instrument-js.ts), compiled once with
 * `new Function`, and its entry called once per test input with a fresh API
 * object. Steps are counted and the showcase's first STEP_KEEP kept; the
 * deadline is checked by the loop guards and by visit/unvisit. The result is
 * a `RawRun` of plain data: what came back, never a verdict (the page judges
 * it, judge-run.ts); a failure is in its `error`, with the student's line.
 */
import { createBoardApi } from '../../lib/code/board-api.ts';
import type { EntryInput } from '../../lib/code/checks.ts';
import { getExercise } from '../../lib/code/exercises.ts';
import {
	collectCalls,
	showcaseOf,
	type CallRecord,
	type ShowcaseSteps,
} from '../../lib/code/run-tests.ts';
import { StepLog } from '../../lib/code/step-log.ts';
import type { CodeExercise } from '../../lib/code/types.ts';
import {
	LOG_KEEP,
	ProgramFailure,
	STEP_KEEP,
	type ProgramError,
	type RawRun,
	type RunMessage,
} from './code-protocol.ts';
import { GUARD_NAME, instrumentJs, locateCompileError } from './instrument-js.ts';
import { capText, plainValue } from './plain-value.ts';

/** What the JavaScript runtime needs from its host. */
export interface RunJsOptions {
	/** A clock in ms (performance.now in the worker). */
	now: () => number;
	/** Receives each printed line as it is printed. */
	onLog?: (line: string) => void;
}

/** Ends a run that passed its deadline; thrown by the guards, again and again once passed. */
class DeadlineSignal extends Error {}

/** Ends a run that used up its steps. */
class StepLimitSignal extends Error {}

/** How often (in guard and visit calls) the clock is read. */
const CLOCK_EVERY = 1024;

/**
 * The function constructor, kept at load (a program may replace the global). Code a program builds
 * from strings at run time escapes the loop guards, not the sandbox: the page's hard stop
 * (code-client.ts) still ends it.
 */
const FunctionConstructor = Function;

/** Lines that `new Function` puts before the body (2 in V8 and SpiderMonkey), measured once. */
let headerLines: number | undefined;

const FRAME = /(?:<anonymous>|> Function):(\d+):(\d+)/g;

/** Lists the (line, column) of each frame in code made by `new Function`, innermost first. */
function framesInFunction(stack: string): { line: number; column: number }[] {
	return Array.from(stack.matchAll(FRAME), (m) => ({ line: Number(m[1]), column: Number(m[2]) }));
}

/** Returns how many lines `new Function` adds before the body, measured on this engine. */
function functionHeaderLines(): number {
	if (headerLines === undefined) {
		const probe = new FunctionConstructor('return new Error("probe");') as () => Error;
		headerLines = (framesInFunction(probe().stack ?? '')[0]?.line ?? 3) - 1;
	}
	return headerLines;
}

/** Maps a position in the compiled program to the student's (null inside inserted code). */
type PlaceMap = (line: number, column: number) => { line: number; column: number } | null;

/**
 * Returns the student's line and column where an error was thrown: the
 * innermost frame of their code that is not an inserted guard call.
 */
function userPlace(error: unknown, place: PlaceMap | null): { line?: number; column?: number } {
	if (!(error instanceof Error) || typeof error.stack !== 'string' || place === null) return {};
	for (const frame of framesInFunction(error.stack)) {
		const line = frame.line - functionHeaderLines();
		if (line < 1) continue;
		const mapped = place(line, frame.column);
		if (mapped !== null) return mapped;
	}
	return {};
}

/** Tells whether an error is the engine running out of stack. */
function isStackOverflow(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	return (
		(error instanceof RangeError && /call stack/i.test(error.message)) ||
		/too much recursion/i.test(error.message)
	);
}

/** Formats values for log(...) as one line: text as it is, others as JSON where that works. */
export function formatLogValues(values: readonly unknown[]): string {
	return values
		.map((value) => {
			if (typeof value === 'string') return value;
			if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
			if (value === undefined) return 'undefined';
			try {
				return JSON.stringify(value) ?? String(value);
			} catch {
				return String(value);
			}
		})
		.join(' ');
}

/** A run's mutable state, shared by the guard, visit, unvisit and log closures. */
interface RunState {
	readonly deadline: number;
	readonly stepLimit: number;
	readonly now: () => number;
	ticks: number;
	steps: number;
	/** Squares on the current board, for checking visit's argument. */
	size: number;
	/** Set once the deadline passes: the line of the loop or call that noticed. */
	expiredAt: number | null;
	/** Set once the steps run out: the line of the visit/unvisit call, when known. */
	stepsOutAt: number | null;
	logs: string[];
	logsDropped: number;
	/** Maps compiled positions to the student's, once compiled. */
	place: PlaceMap | null;
}

/** Throws the deadline signal if the run is out of time (reads the clock every CLOCK_EVERY ticks). */
function tick(state: RunState, line: number | null): void {
	if (state.expiredAt !== null) throw new DeadlineSignal();
	if (++state.ticks % CLOCK_EVERY !== 0) return;
	if (state.now() > state.deadline) {
		state.expiredAt = line ?? userPlace(new Error(), state.place).line ?? 0;
		throw new DeadlineSignal();
	}
}

/** Makes the global-like functions a program calls: the guard, visit, unvisit, log. */
function createHooks(state: RunState, log: StepLog, onLog: ((line: string) => void) | undefined) {
	/** Checks visit/unvisit's argument and the step budget. */
	const step = (name: string, s: unknown): void => {
		if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= state.size) {
			throw new TypeError(
				`${name}(${String(s)}): a square is a whole number from 0 to ${String(state.size - 1)}.`,
			);
		}
		if (state.stepsOutAt !== null) throw new StepLimitSignal();
		if (++state.steps > state.stepLimit) {
			state.stepsOutAt = userPlace(new Error(), state.place).line ?? 0;
			throw new StepLimitSignal();
		}
		tick(state, null);
	};
	return {
		guard: (line: number): void => tick(state, line),
		visit: (s: number): void => {
			step('visit', s);
			log.visit(s);
		},
		unvisit: (s: number): void => {
			step('unvisit', s);
			log.unvisit(s);
		},
		log: (...values: unknown[]): void => {
			if (state.logs.length >= LOG_KEEP) {
				state.logsDropped++;
				return;
			}
			const line = capText(formatLogValues(values));
			state.logs.push(line);
			onLog?.(line);
		},
	};
}

/** What a program meets when it reaches outside its sandbox: the page, storage or the network. */
const OUTSIDE =
	/\b(?:document|window|localStorage|sessionStorage|indexedDB|caches) is not defined|NetworkError|SecurityError|Content Security Policy/;

/** Says why a program cannot reach outside, when its error is that it tried. */
function sandboxHint(text: string): string {
	return OUTSIDE.test(text)
		? ': a program runs in a sandbox with no page, storage or network; it works with what its function is given.'
		: '';
}

/** Turns whatever a run threw into the program error the cell shows. */
function programError(error: unknown, state: RunState): ProgramError {
	if (error instanceof DeadlineSignal || state.expiredAt !== null) {
		const line = state.expiredAt ?? undefined;
		return {
			kind: 'timeout',
			message: `The program ran out of time${line ? ` in the loop or function on line ${String(line)}` : ''}: is there a loop that never ends?`,
			...(line ? { line } : {}),
		};
	}
	if (error instanceof StepLimitSignal || state.stepsOutAt !== null) {
		const line = state.stepsOutAt ?? undefined;
		return {
			kind: 'step-limit',
			message: `The program made more than ${state.stepLimit.toLocaleString('en-US')} visit and unvisit calls, the limit of a run${line ? ` (line ${String(line)})` : ''}.`,
			...(line ? { line } : {}),
		};
	}
	const place = userPlace(error, state.place);
	const at = place.line === undefined ? '' : ` (line ${String(place.line)})`;
	if (isStackOverflow(error)) {
		return {
			kind: 'stack-overflow',
			message: `The program ran out of stack${at}: a function calls itself without end, or too deeply. Check the case where the recursion stops.`,
			...place,
		};
	}
	if (error instanceof Error) {
		const text = `${String(error.name)}: ${String(error.message)}`;
		return { kind: 'exception', message: capText(`${text}${at}${sandboxHint(text)}`), ...place };
	}
	return {
		kind: 'exception',
		message: capText(`The program threw ${formatLogValues([error])}, not an Error.`),
	};
}

/** Compiles the instrumented program and returns its entry function, or throws a ProgramFailure. */
function compile(
	source: string,
	exercise: CodeExercise,
	hooks: ReturnType<typeof createHooks>,
	state: RunState,
): { entry: (arg: unknown) => unknown; entryLine: number | undefined } {
	const prepared = instrumentJs(source, exercise.entry);
	if (!prepared.ok) {
		const { kind, message, line, column } = prepared;
		throw new ProgramFailure({ kind, message, line, column });
	}
	state.place = prepared.place;
	let factory: (...args: unknown[]) => unknown;
	try {
		factory = new FunctionConstructor(
			GUARD_NAME,
			'visit',
			'unvisit',
			'log',
			`${prepared.code}\n;return typeof ${exercise.entry} === "function" ? ${exercise.entry} : undefined;`,
		) as typeof factory;
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		const line = locateCompileError(source, message);
		throw new ProgramFailure({
			kind: 'syntax',
			message: `Syntax error${line === undefined ? '' : ` on line ${String(line)}`}: ${message}.`,
			...(line === undefined ? {} : { line }),
		});
	}
	const entry = factory(hooks.guard, hooks.visit, hooks.unvisit, hooks.log);
	if (typeof entry !== 'function') {
		throw new ProgramFailure({
			kind: 'no-entry',
			message: `The program must define a function ${exercise.entry}(${exercise.entry === 'solve' ? 'board' : 'net'}); none was found.`,
		});
	}
	return { entry: entry as (arg: unknown) => unknown, entryLine: prepared.entryLine };
}

/** Calls the entry on one input with a fresh API object; returns what the checks take. */
function callEntry(entry: (arg: unknown) => unknown, input: EntryInput, state: RunState): unknown {
	if (input.kind === 'board') {
		state.size = input.board.size;
		return entry(createBoardApi(input.board));
	}
	state.size = input.net.size;
	const net = {
		...input.net,
		edges: input.net.edges.map((pair) => [...pair]),
		edgesAt: input.net.edgesAt.map((list) => [...list]),
		U: [...input.net.U],
		V: [...input.net.V],
		order: [...input.net.order],
	};
	entry(net);
	return { U: net.U, V: net.V };
}

/** Returns the showcase fields of a run that recorded none. */
function noSteps(): ShowcaseSteps {
	return { steps: new Int32Array(0), stepsTotal: 0, visits: 0, unvisits: 0 };
}

/** Runs a JavaScript program on its exercise's inputs and returns what came back (never throws). */
export function runJs(request: RunMessage, options: RunJsOptions): RawRun {
	const started = options.now();
	const state: RunState = {
		deadline: started + request.limits.timeMs,
		stepLimit: request.limits.steps,
		now: options.now,
		ticks: 0,
		steps: 0,
		size: 0,
		expiredAt: null,
		stepsOutAt: null,
		logs: [],
		logsDropped: 0,
		place: null,
	};
	const log = new StepLog(STEP_KEEP);
	const calls: CallRecord[] = [];
	const ended = (error?: ProgramError, entryLine?: number): RawRun => ({
		calls,
		// A failed run shows the steps of the call it failed in only when that was the showcase.
		...(log.recording ? showcaseOf(log) : noSteps()),
		logs: state.logs,
		logsDropped: state.logsDropped,
		ms: options.now() - started,
		...(entryLine === undefined ? {} : { entryLine }),
		...(error === undefined ? {} : { error }),
	});
	let exercise: CodeExercise;
	try {
		exercise = getExercise(request.exercise);
	} catch (error) {
		return ended({ kind: 'runtime-load', message: (error as Error).message });
	}
	let entryLine: number | undefined;
	const hooks = createHooks(state, log, options.onLog);
	try {
		const compiled = compile(request.code, exercise, hooks, state);
		entryLine = compiled.entryLine;
		const showcase = collectCalls(
			exercise,
			(input) => callEntry(compiled.entry, input, state),
			log,
			calls,
			plainValue,
		);
		// A program that caught the deadline's signal and returned still ran out of time.
		if (state.expiredAt !== null) throw new DeadlineSignal();
		if (state.stepsOutAt !== null) throw new StepLimitSignal();
		return { ...ended(undefined, entryLine), ...showcase };
	} catch (error) {
		if (error instanceof ProgramFailure) return ended(error.error, entryLine);
		return ended(programError(error, state), entryLine);
	}
}
