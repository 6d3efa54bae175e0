/**
 * The messages between a page and its solver worker. Every message carries the
 * `runId` of the run it belongs to, so that the latest run wins: each side
 * drops what belongs to a run it no longer cares about.
 *
 * Only plain data crosses: boards travel as `BoardSpec`, and big tours in
 * results travel as typed arrays whose buffers are transferred, not copied.
 */
import type { Board, Square } from '../lib/board.ts';
import type { TourStep } from '../lib/solvers/types.ts';

/** A board as plain data: what `createBoard` needs to rebuild it in the worker. */
export interface BoardSpec {
	rows: number;
	cols: number;
	/** Squares cut out of the board. */
	holes?: Square[];
	/** The leaper `[a, b]`; the knight `[1, 2]` when absent. */
	leaper?: [number, number];
}

/** How far a run has got: a fraction done, and/or counters such as `nodes`. */
export interface Progress {
	/** Share of the work done, from 0 to 1, when the job can tell. */
	fraction?: number;
	/** Named counts so far (nodes searched, tours counted, …). */
	counters?: Readonly<Record<string, number>>;
}

/** A progress report as a job yields it. */
export interface ProgressEvent extends Progress {
	kind: 'progress';
}

/**
 * What a job yields: progress reports and solver steps. A solver's step stream
 * is already a stream of job events, so a job can `yield*` it unchanged.
 */
export type JobEvent = ProgressEvent | TourStep;

/** A unit of work: yields events while it runs and returns its result. */
export type Job<Input, Result> = (input: Input) => Generator<JobEvent, Result, void>;

/** Job names mapped to jobs; `never` input lets any job's input type fit. */
export type JobRegistry = Readonly<
	Record<string, (input: never) => Generator<JobEvent, unknown, void>>
>;

/** The input type of a job. */
export type JobInput<J> = J extends (input: infer Input) => unknown ? Input : never;

/** The result type of a job. */
export type JobResult<J> = J extends (input: never) => Generator<JobEvent, infer Result, void>
	? Result
	: never;

/** Main → worker: start a job; any run still going is cancelled first. */
export interface StartMessage<Name extends string = string> {
	type: 'start';
	runId: number;
	job: Name;
	input: unknown;
}

/** Main → worker: stop a run. */
export interface CancelMessage {
	type: 'cancel';
	runId: number;
}

/** Every message the page sends to the worker. */
export type ToWorker<Name extends string = string> = StartMessage<Name> | CancelMessage;

/** Worker → main: the latest progress, a few times a second at most. */
export interface ProgressMessage {
	type: 'progress';
	runId: number;
	progress: Progress;
}

/** Worker → main: the steps of one time slice, in order, for animation. */
export interface StepsMessage {
	type: 'steps';
	runId: number;
	steps: TourStep[];
}

/** Worker → main: the job's result; typed arrays in it arrive transferred. */
export interface DoneMessage<Result = unknown> {
	type: 'done';
	runId: number;
	result: Result;
}

/** Worker → main: the job failed; `message` is meant for the reader. */
export interface ErrorMessage {
	type: 'error';
	runId: number;
	message: string;
}

/** Worker → main: the run stopped before it finished. */
export interface CancelledMessage {
	type: 'cancelled';
	runId: number;
}

/** Every message the worker sends to the page. */
export type FromWorker<Result = unknown> =
	ProgressMessage | StepsMessage | DoneMessage<Result> | ErrorMessage | CancelledMessage;

/** Describes a board as plain data that can be posted to a worker. */
export function toBoardSpec(board: Board): BoardSpec {
	const spec: BoardSpec = { rows: board.rows, cols: board.cols };
	if (board.holes !== null) {
		const holes: Square[] = [];
		board.holes.forEach((isHole, square) => {
			if (isHole === 1) holes.push(square);
		});
		spec.holes = holes;
	}
	if (board.leaper[0] !== 1 || board.leaper[1] !== 2) spec.leaper = [...board.leaper];
	return spec;
}
