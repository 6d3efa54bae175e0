/**
 * Messages between a page and the code sandbox (issues 13 and 28). Every run
 * gets a fresh worker inside an opaque-origin frame (sandbox-frame.ts) and a
 * channel of its own; the worker answers with plain data (`RawRun`), and the
 * page judges it. One worker script serves both languages.
 */
import type { CallRecord } from '../../lib/code/run-tests.ts';
import type { TestOutcome } from '../../lib/code/types.ts';

export type { CodeExercise, CodeTestCase, TestOutcome } from '../../lib/code/types.ts';

/** The languages a cell runs. */
export type CodeLanguage = 'javascript' | 'python';

/** Every kind of program error, as the cell names them (a saved run of another kind is dropped). */
export const PROGRAM_ERROR_KINDS = [
	'syntax',
	'exception',
	'timeout',
	'step-limit',
	'stack-overflow',
	'forbidden',
	'no-entry',
	'bad-result',
	'stopped',
	'runtime-load',
	'crashed',
] as const;

/** What went wrong with a program, as the cell names it. */
export type ProgramErrorKind = (typeof PROGRAM_ERROR_KINDS)[number];

/** Whether `kind` is a kind of program error this site knows. */
export function isProgramErrorKind(kind: unknown): kind is ProgramErrorKind {
	return (PROGRAM_ERROR_KINDS as readonly unknown[]).includes(kind);
}

/** A program's failure: its kind, a message for the student, and where in their code. */
export interface ProgramError {
	kind: ProgramErrorKind;
	message: string;
	/** 1-based line in the student's code. */
	line?: number;
	/** 1-based column in the student's code. */
	column?: number;
}

/** Limits of one run. */
export interface Limits {
	/** Wall time for the whole run, in ms. */
	timeMs: number;
	/** Calls of visit plus unvisit allowed over the whole run. */
	steps: number;
}

/** The limits a run gets unless it asks for others. */
export const DEFAULT_LIMITS: Limits = { timeMs: 5000, steps: 20_000_000 };

/** How many visit/unvisit events are kept for the animation; the counts go on past it. */
export const STEP_KEEP = 200_000;

/** How many printed lines a run keeps; later ones are counted as dropped. */
export const LOG_KEEP = 1000;

/** The longest printed line or error message kept whole; the rest is cut, and the cut said. */
export const LINE_CHARS = 10_000;

/** The most characters of printed lines a run keeps in all; later lines are counted as dropped. */
export const LOG_CHARS = 200_000;

/** The host terminates a worker this long after a run's time limit, as a last resort. */
export const KILL_GRACE_MS = 1000;

/** What a finished run hands back. */
export interface RunReport {
	tests: TestOutcome[];
	/** The showcase test's steps: +(s + 1) for visit(s), −(s + 1) for unvisit(s); at most STEP_KEEP. */
	steps: Int32Array;
	/** visit + unvisit calls in the showcase test, kept or not. */
	stepsTotal: number;
	/** visit calls in the showcase test. */
	visits: number;
	/** unvisit calls in the showcase test. */
	unvisits: number;
	/** The showcase test's returned tour, if it returned a list of squares. */
	tour: number[] | null;
	/** Printed lines, at most LOG_KEEP. */
	logs: string[];
	logsDropped: number;
	/** Time the run took in the worker, in ms. */
	ms: number;
}

/** What a run asks the sandbox to do. */
export interface RunMessage {
	type: 'run';
	runId: number;
	language: CodeLanguage;
	code: string;
	/** An exercise id from `src/lib/code/exercises.ts`. */
	exercise: string;
	limits: Limits;
}

/**
 * What a program's run hands back from the sandbox: plain, size-capped data
 * and no verdicts. The page judges it (judge-run.ts) where no student code has
 * run; nothing here is trusted beyond its shape.
 */
export interface RawRun {
	/** Each call of the entry that returned, in the order the exercise lists its inputs. */
	calls: CallRecord[];
	/** The showcase call's steps: +(s + 1) for visit(s), −(s + 1) for unvisit(s); at most STEP_KEEP. */
	steps: Int32Array;
	stepsTotal: number;
	visits: number;
	unvisits: number;
	/** Printed lines, at most LOG_KEEP, each at most LINE_CHARS. */
	logs: string[];
	logsDropped: number;
	/** Time the run took in the sandbox, in ms. */
	ms: number;
	/** The line of the entry function, for a 'bad-result' message. */
	entryLine?: number;
	/** How the program failed, when it did. */
	error?: ProgramError;
}

/** Returns the record of a run that ended before calling anything, with `error` if given. */
export function emptyRun(error?: ProgramError): RawRun {
	return {
		calls: [],
		steps: new Int32Array(0),
		stepsTotal: 0,
		visits: 0,
		unvisits: 0,
		logs: [],
		logsDropped: 0,
		ms: 0,
		...(error === undefined ? {} : { error }),
	};
}

/** Returns the message that runs `code` on `exercise` (run 1, the default limits unless given). */
export function runMessage(
	language: CodeLanguage,
	code: string,
	exercise: string,
	limits: Partial<Limits> = {},
	runId = 1,
): RunMessage {
	return { type: 'run', runId, language, code, exercise, limits: { ...DEFAULT_LIMITS, ...limits } };
}

/** Sandbox → page, on the run's own channel; the page takes exactly one `ran`. */
export type FromSandbox =
	| { type: 'loading'; what: string; fraction?: number }
	| { type: 'log'; lines: string[] }
	| { type: 'ran'; run: RawRun };

/** What a runtime gets besides the request: where to report loading and printed lines. */
export interface RunHooks {
	/** Reports progress while a runtime loads (Pyodide), `fraction` from 0 to 1 when known. */
	onLoading(what: string, fraction?: number): void;
	/** Hands over one printed line; the worker core caps, batches and posts them. */
	onLog(line: string): void;
}

/** A runtime: runs a request in the sandbox to its raw record (a failure is in `error`). */
export type Runtime = (request: RunMessage, hooks: RunHooks) => Promise<RawRun>;

/** Thrown inside a runtime when the program failed; carries the error. */
export class ProgramFailure extends Error {
	readonly error: ProgramError;

	/** Wraps a program error as something a runtime can throw. */
	constructor(error: ProgramError) {
		super(error.message);
		this.name = 'ProgramFailure';
		this.error = error;
	}
}

/** How a run ended, as the client resolves it. */
export type RunOutcome =
	| { status: 'done'; report: RunReport }
	| { status: 'failed'; error: ProgramError; report?: Partial<RunReport> };

/** What the page asks the client to run. */
export interface RunRequest {
	language: CodeLanguage;
	code: string;
	exercise: string;
	/** Defaults to DEFAULT_LIMITS, field by field. */
	limits?: Partial<Limits>;
}
