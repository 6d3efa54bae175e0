/**
 * Estimating tour counts too large to enumerate, after H. Cancela and
 * E. Mordecki, "On the number of open knight's tours" (arXiv:1507.03642, 2015)
 * and their randomized-Warnsdorff importance sampling: walk at random, choosing
 * each move with a probability that favours squares with few onward moves
 * (Warnsdorff's rule, softened), and score a walk that completes a tour with
 * the product of 1/p over its choices (0 if it gets stuck). Each walk's score
 * has the number of tours as its expectation, so their mean estimates it.
 *
 * The weights here are 1/d² for a square with d onward moves; a square with no
 * onward move is only chosen as the last one (any other choice would score 0,
 * so leaving it out keeps the estimate unbiased and lowers its variance).
 */
import {
	checkBoard,
	checkBoolean,
	checkFinite,
	checkObject,
	checkSquare,
	checkWhole,
} from '../args.ts';
import { isHole, type Board, type Square } from '../board.ts';
import { createRandom } from '../random.ts';
import { graphOf } from '../solvers/graph.ts';

/** Options for `estimateTours`. */
export interface EstimateOptions {
	/** Number of random walks, a whole number ≥ 1. */
	samples: number;
	/** Seed of the random walks. */
	seed: number;
	/** Estimate closed tours (cycles). Default: false. */
	closed?: boolean | undefined;
	/** Estimate the tours that begin on this square (sequences). */
	start?: Square | undefined;
	/** Count a tour and its reverse as two (without `start`). Default: false. */
	directed?: boolean | undefined;
}

/** An estimate in the same convention as `countTours` with the same options. */
export interface TourEstimate {
	estimate: number;
	/** The standard error of the estimate: sample standard deviation / √samples. */
	standardError: number;
	samples: number;
}

/** Estimates the number of tours by Warnsdorff-biased importance sampling; see the module comment. */
export function estimateTours(board: Board, options: EstimateOptions): TourEstimate {
	const draw = prepareWalks('estimateTours', board, options);
	const total = new Tally();
	for (let i = 0; i < options.samples; i++) total.add(draw());
	return total.summary();
}

/** A running estimate, as `estimateToursSteps` reports it after some of the walks. */
export interface EstimateProgress {
	kind: 'progress';
	/** The share of the walks done. */
	fraction: number;
	/** Walks done so far (`samples`), and the estimate and its standard error after them. */
	counters: { samples: number; estimate: number; standardError: number };
}

/** Walks between two reports of `estimateToursSteps`, besides those at 10, 20, 50, 100, 200, … */
export const ESTIMATE_REPORT_EVERY = 4096;

/** Tells whether `n` is 1, 2 or 5 times a power of ten, from 10 on: where a chart wants points. */
export function isEstimateCheckpoint(n: number): boolean {
	checkFinite('isEstimateCheckpoint', 'n', n);
	return Number.isInteger(n) && checkpoint(n);
}

/** `isEstimateCheckpoint` for a whole number, unchecked (it runs after every walk). */
function checkpoint(n: number): boolean {
	if (n < 10) return false;
	let m = n;
	while (m % 10 === 0) m /= 10;
	return m === 1 || m === 2 || m === 5;
}

/**
 * `estimateTours` as a generator: the same walks, in the same order, reporting the estimate so far
 * after 10, 20, 50, 100, … walks and every `ESTIMATE_REPORT_EVERY`; returns what `estimateTours`
 * returns for the same options.
 */
export function* estimateToursSteps(
	board: Board,
	options: EstimateOptions,
): Generator<EstimateProgress, TourEstimate, void> {
	const draw = prepareWalks('estimateToursSteps', board, options);
	const total = new Tally();
	const { samples } = options;
	for (let i = 1; i <= samples; i++) {
		total.add(draw());
		if (i < samples && (i % ESTIMATE_REPORT_EVERY === 0 || checkpoint(i))) {
			const { estimate, standardError } = total.summary();
			yield {
				kind: 'progress',
				fraction: i / samples,
				counters: { samples: i, estimate, standardError },
			};
		}
	}
	return total.summary();
}

/** Sums of scores and of their squares, and the mean and standard error they give. */
class Tally {
	count = 0;
	sum = 0;
	sumSquares = 0;

	/** Adds one walk's score. */
	add(score: number): void {
		this.count++;
		this.sum += score;
		this.sumSquares += score * score;
	}

	/** Returns the estimate after the walks added so far. */
	summary(): TourEstimate {
		const samples = this.count;
		const mean = this.sum / samples;
		const variance =
			samples > 1 ? Math.max(0, (this.sumSquares - samples * mean * mean) / (samples - 1)) : 0;
		return { estimate: mean, standardError: Math.sqrt(variance / samples), samples };
	}
}

/** Checks the arguments and returns a function that runs one walk and returns its scaled score. */
function prepareWalks(fn: string, board: Board, options: EstimateOptions): () => number {
	checkBoard(fn, board);
	checkObject(fn, 'options', options, 'an object such as { samples: 1000, seed: 1 }');
	checkWhole(fn, 'options.samples', options.samples, 1);
	checkFinite(fn, 'options.seed', options.seed);
	if (options.closed !== undefined) checkBoolean(fn, 'options.closed', options.closed);
	if (options.directed !== undefined) checkBoolean(fn, 'options.directed', options.directed);
	if (options.start !== undefined) checkSquare(fn, 'options.start', board, options.start, true);
	const closed = options.closed === true;
	const random = createRandom(options.seed);
	const { offsets, adjacency } = graphOf(board);
	const squares: Square[] = [];
	for (let s = 0; s < board.size; s++) if (!isHole(board, s)) squares.push(s);
	const n = squares.length;
	const visited = new Uint8Array(board.size);
	const onward = new Int8Array(board.size);
	const weights = new Float64Array(8 * 4 + 8);
	const choices = new Int32Array(weights.length);
	const path = new Int32Array(Math.max(n, 1));

	/** Marks a square visited and lowers its neighbours' onward counts. */
	const visit = (s: Square, delta: number): void => {
		visited[s] = delta > 0 ? 0 : 1;
		for (let k = offsets[s] ?? 0; k < (offsets[s + 1] ?? 0); k++) {
			const t = adjacency[k] as Square;
			onward[t] = (onward[t] ?? 0) + delta;
		}
	};

	/** Runs one walk from `start`; returns its score (0 when it gets stuck). */
	const walk = (start: Square): number => {
		let score = 1;
		let at = start;
		let depth = 1;
		path[0] = start;
		visit(start, -1);
		for (; depth < n; depth++) {
			let total = 0;
			let count = 0;
			const lastMove = depth === n - 1;
			for (let k = offsets[at] ?? 0; k < (offsets[at + 1] ?? 0); k++) {
				const t = adjacency[k] as Square;
				if (visited[t] === 1) continue;
				const d = onward[t] ?? 0;
				if (d === 0 && !lastMove) continue;
				const w = d === 0 ? 1 : 1 / (d * d);
				weights[count] = w;
				choices[count++] = t;
				total += w;
			}
			if (count === 0) {
				score = 0;
				break;
			}
			let pick = random() * total;
			let i = 0;
			while (i < count - 1 && pick >= (weights[i] as number)) pick -= weights[i++] as number;
			score *= total / (weights[i] as number);
			at = choices[i] as Square;
			path[depth] = at;
			visit(at, -1);
		}
		if (score > 0 && closed) {
			let back = false;
			for (let k = offsets[at] ?? 0; k < (offsets[at + 1] ?? 0); k++)
				back ||= adjacency[k] === start;
			if (!back || n < 3) score = 0;
		}
		for (let i = 0; i < depth && i < n; i++) visit(path[i] as Square, 1);
		return score;
	};

	for (let s = 0; s < board.size; s++) onward[s] = (offsets[s + 1] ?? 0) - (offsets[s] ?? 0);
	// Scale each score to the quantity countTours reports for these options.
	let scale = 1;
	let pickStart: () => Square;
	if (options.start !== undefined) {
		const start = options.start;
		pickStart = () => start;
	} else if (closed) {
		// Every cycle passes the first square, twice over counting both directions.
		const first = squares[0] as Square;
		pickStart = () => first;
		scale = options.directed === true ? 1 : 0.5;
	} else {
		pickStart = () => squares[Math.floor(random() * n)] as Square;
		scale = n * (options.directed === true ? 1 : 0.5);
	}
	return () => (n === 0 ? 0 : walk(pickStart()) * scale);
}
