/**
 * The jobs a solver worker can run, by name. A job takes plain data (boards as
 * `BoardSpec`) and is a generator: it yields progress and steps, and returns
 * its result. Adding a library function is one line in `jobs` below.
 */
import { degreeHistogram, edgeCount, type Board, type Square } from '../lib/board.ts';
import { decodeTour, encodeTour, squaresToVisit, verifyTour, type TourCheck } from '../lib/tour.ts';
import { countToursSteps, type CountOptions } from '../lib/counting/count-tours.ts';
import { countWalks, type WalkOptions } from '../lib/counting/count-walks.ts';
import {
	neuralNetworkExperiment,
	neuralNetworkSteps,
	type NeuralExperimentOptions,
	type NeuralNetworkOptions,
	type NeuralNetworkResult,
} from '../lib/solvers/takefuji-lee.ts';
import {
	searchTours,
	solveTour,
	tourSteps,
	type FindTourOptions,
} from '../lib/solvers/find-tour.ts';
import type { SolveResult } from '../lib/solvers/types.ts';
import { atOnce, boardFromSpec } from './job-helpers.ts';
import { lessonJobs } from './lesson-jobs.ts';
import type { BoardSpec, JobEvent, JobRegistry } from './protocol.ts';

export { boardFromSpec } from './job-helpers.ts';

/** Input of the 'verify' job. */
export interface VerifyInput {
	board: BoardSpec;
	tour: ArrayLike<Square>;
	closed?: boolean;
}

/** Input of the 'encode-tour' job. */
export interface EncodeInput {
	board: BoardSpec;
	tour: ArrayLike<Square>;
}

/** Input of the 'decode-tour' job. */
export interface DecodeInput {
	board: BoardSpec;
	code: string;
}

/** What the 'board-stats' job reports about a board's leaper graph. */
export interface BoardStats {
	/** Squares that are not holes. */
	squares: number;
	edges: number;
	/** `histogram[d]` squares have degree d. */
	histogram: number[];
}

/** Input of the 'find-tour' and 'tour-steps' jobs: a board and `findTour`'s options. */
export interface FindTourInput {
	board: BoardSpec;
	options?: FindTourOptions;
}

/** A solver's result with, for a found tour, the independent check of `verifyTour` made in the worker. */
export type CheckedResult = SolveResult & { check?: TourCheck };

/** Checks a found tour move by move (in the worker: on a million squares it takes tens of ms). */
function checked(result: SolveResult, board: Board, closed: boolean): CheckedResult {
	if (result.status !== 'found') return result;
	return { ...result, check: verifyTour(board, result.tour, { closed }) };
}

/** Runs `solveTour`, turning its pulses into progress (positions searched so far). */
function* findTourJob(input: FindTourInput): Generator<JobEvent, CheckedResult, void> {
	const board = boardFromSpec(input.board);
	const options = input.options ?? {};
	const steps = solveTour(board, options);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return checked(next.value, board, options.closed === true);
		yield { kind: 'progress', counters: { nodes: next.value.nodes } };
	}
}

/** Input of the 'next-tour' job: the search of `findTours`, and which of its tours to return. */
export interface NextTourInput extends FindTourInput {
	/** 0 for the first tour the search finds, 1 for the second, … */
	index: number;
}

/** What the 'next-tour' job returns: the index-th tour, or why there is none. */
export type NextTourResult = CheckedResult & { index: number };

/**
 * Runs the search of `findTours` until its `index`-th tour (counting from 0). The search is
 * deterministic, so asking again with index + 1 continues where the reader left off.
 */
function* nextTourJob(input: NextTourInput): Generator<JobEvent, NextTourResult, void> {
	const board = boardFromSpec(input.board);
	const events = searchTours(board, input.options ?? {});
	let found = 0;
	for (;;) {
		const next = events.next();
		if (next.done === true) {
			const result = next.value;
			// With every tour listed, the search ends 'found' (its last tour) or 'impossible' (none).
			if (found === 0 || result.status === 'gave-up') return { ...result, index: input.index };
			const reason = `The search has been through every possibility: this request has exactly ${String(found)} tour${found === 1 ? '' : 's'} (as sequences of moves), and you have seen them all.`;
			return { status: 'impossible', reason, stats: result.stats, index: input.index };
		}
		if (next.value.kind === 'pulse') {
			yield { kind: 'progress', counters: { nodes: next.value.nodes, tours: found } };
			continue;
		}
		if (found === input.index) {
			const tour = next.value.tour;
			const result = {
				status: 'found' as const,
				tour,
				stats: { nodes: 0, backtracks: 0, maxDepth: tour.length },
			};
			return { ...checked(result, board, input.options?.closed === true), index: input.index };
		}
		found++;
	}
}

/** Input of the 'count-walks' job: walks may not be counted in bigint across the boundary. */
export interface CountWalksInput {
	board: BoardSpec;
	length: number;
	start?: Square;
	limit?: { squares: Square[]; atMost: number };
}

/** Counts walks; the count travels as decimal text, since a bigint cannot be structured-cloned everywhere. */
function countWalksJob(input: CountWalksInput): string {
	const options: WalkOptions = { length: input.length };
	if (input.start !== undefined) options.start = input.start;
	if (input.limit !== undefined) options.limit = input.limit;
	return countWalks(boardFromSpec(input.board), options).toString();
}

/** Input of the 'neural-network' job: one seeded run of the Takefuji–Lee network. */
export interface NeuralNetworkInput {
	board: BoardSpec;
	options: NeuralNetworkOptions;
}

/** Runs the network, yielding progress once a sweep (the fraction of the sweep budget used). */
function* neuralNetworkJob(
	input: NeuralNetworkInput,
): Generator<JobEvent, NeuralNetworkResult, void> {
	const limit = input.options.maxIterations ?? 1000;
	const steps = neuralNetworkSteps(boardFromSpec(input.board), input.options);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		yield { kind: 'progress', fraction: Math.min(1, next.value.sweep / limit) };
	}
}

/** Input of the 'neural-experiment' job: many seeds on many boards. */
export type NeuralExperimentInput = NeuralExperimentOptions;

/** Input of the 'count-tours' job. */
export interface CountToursInput {
	board: BoardSpec;
	options: CountOptions;
}

/** Counts tours with progress; the count travels as decimal text (bigints may be far past 2^53). */
function* countToursJob(input: CountToursInput): Generator<JobEvent, string, void> {
	const steps = countToursSteps(boardFromSpec(input.board), input.options);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value.toString();
		yield next.value;
	}
}

/** The registry of the site's jobs. */
export const jobs = {
	...lessonJobs,
	'find-tour': findTourJob,
	'next-tour': nextTourJob,
	'count-walks': atOnce(countWalksJob),
	'count-tours': countToursJob,
	'neural-network': neuralNetworkJob,
	'neural-experiment': atOnce((input: NeuralExperimentInput) => neuralNetworkExperiment(input)),
	'tour-steps': (input: FindTourInput) =>
		tourSteps(boardFromSpec(input.board), input.options ?? {}),
	verify: atOnce((input: VerifyInput): TourCheck =>
		verifyTour(boardFromSpec(input.board), input.tour, { closed: input.closed === true }),
	),
	'encode-tour': atOnce((input: EncodeInput) => encodeTour(boardFromSpec(input.board), input.tour)),
	'decode-tour': atOnce((input: DecodeInput) => decodeTour(boardFromSpec(input.board), input.code)),
	'board-stats': atOnce((input: { board: BoardSpec }): BoardStats => {
		const board = boardFromSpec(input.board);
		return {
			squares: squaresToVisit(board),
			edges: edgeCount(board),
			histogram: degreeHistogram(board),
		};
	}),
} satisfies JobRegistry;

/** The site's jobs. */
export type Jobs = typeof jobs;

/** The name of one of the site's jobs. */
export type JobName = keyof Jobs;
