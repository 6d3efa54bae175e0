/**
 * Messages between a page's code cell and its worker (issue 13's contract).
 * One worker serves both languages; each run carries an id and the page
 * ignores messages for any run but its newest.
 */
import type { TestOutcome } from '../../lib/code/types.ts';

export type { CodeExercise, CodeTestCase, TestOutcome } from '../../lib/code/types.ts';

/** The languages a cell runs. */
export type CodeLanguage = 'javascript' | 'python';

/** What went wrong with a program, as the cell names it. */
export type ProgramErrorKind =
	| 'syntax'
	| 'exception'
	| 'timeout'
	| 'step-limit'
	| 'stack-overflow'
	| 'forbidden'
	| 'no-entry'
	| 'bad-result'
	| 'stopped'
	| 'runtime-load';

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

/** Page → worker. */
export interface RunMessage {
	type: 'run';
	runId: number;
	language: CodeLanguage;
	code: string;
	/** An exercise id from `src/lib/code/exercises.ts`. */
	exercise: string;
	limits: Limits;
}

/** Page → worker. */
export type ToCodeWorker = RunMessage;

/** Worker → page. */
export type FromCodeWorker =
	| { type: 'loading'; runId: number; what: string; fraction?: number }
	| { type: 'log'; runId: number; lines: string[] }
	| { type: 'done'; runId: number; report: RunReport }
	| { type: 'failed'; runId: number; error: ProgramError; report?: Partial<RunReport> };

/** What a runtime gets besides the request: where to report loading and printed lines. */
export interface RunHooks {
	/** Reports progress while a runtime loads (Pyodide), `fraction` from 0 to 1 when known. */
	onLoading(what: string, fraction?: number): void;
	/** Hands over one printed line; the worker core batches, caps and posts them. */
	onLog(line: string): void;
	/**
	 * Blocks the network, page, storage and timer globals (sandbox.ts) until the
	 * returned undo is called: a runtime that loads first (Python) wraps only the
	 * student's code in it. The JavaScript runtime runs wholly sealed.
	 */
	seal?: () => () => void;
}

/** A runtime: runs a request to a report, or throws a `ProgramFailure`. */
export type Runtime = (request: RunMessage, hooks: RunHooks) => Promise<RunReport>;

/** Thrown by a runtime when the program failed; carries the error and what the run got so far. */
export class ProgramFailure extends Error {
	readonly error: ProgramError;
	readonly report: Partial<RunReport> | undefined;

	/** Wraps a program error (and a partial report) as something a runtime can throw. */
	constructor(error: ProgramError, report?: Partial<RunReport>) {
		super(error.message);
		this.name = 'ProgramFailure';
		this.error = error;
		this.report = report;
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
