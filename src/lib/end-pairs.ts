/**
 * Every start and every end: for each ordered pair of squares (s, t) of a
 * whole board, whether an open tour runs from s to t. The colour argument
 * settles half the pairs at once; the rest are searched, one pair per class
 * of pairs that the board's symmetries and reversal (a tour from s to t,
 * read backwards, runs from t to s) make equivalent. A search that finds no
 * tour within its budget leaves the pair undecided, never "no".
 *
 * Conrad, Hindrichs, Morsy and Wegener (1994) proved that on n×n boards with
 * n ≥ 6 the colour condition is the only obstacle; 5×5 is the exception.
 */
import { checkBoard, checkOptions, checkWhole } from './args.ts';
import { isDark, squareName, type Board, type Square } from './board.ts';
import { findObstruction } from './theory.ts';
import { solveTour, type Pulse } from './solvers/find-tour.ts';

/** What is known about one ordered pair of squares. */
export const PAIR_STATUSES = ['same', 'tour', 'colour', 'searched', 'undecided'] as const;
/** 'same': start = end; 'tour': one was found; 'colour': colours rule it out; 'searched': an exhaustive search found none; 'undecided': the budget ran out. */
export type PairStatus = (typeof PAIR_STATUSES)[number];

/** The study of one board, as plain data (it crosses from the worker and into a page's HTML). */
export interface EndPairs {
	rows: number;
	cols: number;
	/** `status[s * size + t]`: an index into PAIR_STATUSES. */
	status: number[];
	/** `witness[s * size + t]`: the index in `tours` of the tour it derives from, or −1. */
	witness: number[];
	/** `symmetry[s * size + t]`: the index in `images` of the symmetry that carries the witness to the pair. */
	symmetry: number[];
	/** `reversed[s * size + t]`: 1 when the carried witness must be read backwards. */
	reversed: number[];
	/** One tour per class of equivalent pairs that has one. */
	tours: number[][];
	/** The board's symmetries: `images[k][square]` is where symmetry k takes the square. */
	images: number[][];
	/** Pairs searched (one per class), and positions those searches placed. */
	searches: number;
	nodes: number;
}

/** Options of the study. */
export interface EndPairOptions {
	/** Positions one pair's search may place before the pair is left undecided. Default: 2,000,000. */
	maxNodes?: number;
}

/** A heartbeat of the study: the share of ordered pairs decided, and positions searched so far. */
export interface EndPairProgress {
	kind: 'progress';
	fraction: number;
	nodes: number;
}

/** The largest number of squares the study takes (its work grows with the square of it). */
export const MAX_END_PAIR_SQUARES = 100;

/** Lists where each symmetry of a whole rows×cols board takes each square. */
function symmetryImages(rows: number, cols: number): number[][] {
	const maps: ((r: number, c: number) => [number, number])[] = [
		(r, c) => [r, c],
		(r, c) => [rows - 1 - r, cols - 1 - c],
		(r, c) => [r, cols - 1 - c],
		(r, c) => [rows - 1 - r, c],
	];
	if (rows === cols) {
		maps.push(
			(r, c) => [c, rows - 1 - r],
			(r, c) => [cols - 1 - c, r],
			(r, c) => [c, r],
			(r, c) => [cols - 1 - c, rows - 1 - r],
		);
	}
	return maps.map((map) =>
		Array.from({ length: rows * cols }, (_, s) => {
			const [r, c] = map(Math.floor(s / cols), s % cols);
			return r * cols + c;
		}),
	);
}

/** Checks the board and options of the study. */
function checkStudy(fn: string, board: unknown, options: unknown): void {
	checkBoard(fn, board);
	checkOptions(fn, options);
	const b = board as Board;
	if (b.holeCount > 0 || b.leaper[0] !== 1 || b.leaper[1] !== 2) {
		throw new RangeError(
			`${fn}: board must be a whole board for the knight (no holes, no other leaper).`,
		);
	}
	if (b.size > MAX_END_PAIR_SQUARES || b.size < 2) {
		throw new RangeError(
			`${fn}: board must have from 2 to ${String(MAX_END_PAIR_SQUARES)} squares, got ${String(b.rows)}×${String(b.cols)}.`,
		);
	}
	const maxNodes = (options as EndPairOptions | undefined)?.maxNodes;
	if (maxNodes !== undefined) checkWhole(fn, 'options.maxNodes', maxNodes, 1);
}

/** Studies every ordered pair, yielding progress after each search and while a long one runs. */
export function endPairSteps(
	board: Board,
	options: EndPairOptions = {},
): Generator<EndPairProgress, EndPairs, void> {
	checkStudy('endPairSteps', board, options);
	return study(board, options?.maxNodes ?? 2_000_000);
}

/** The body of `endPairSteps`. */
function* study(board: Board, maxNodes: number): Generator<EndPairProgress, EndPairs, void> {
	const n = board.size;
	const total = n * n;
	const status = new Array<number>(total).fill(-1);
	const witness = new Array<number>(total).fill(-1);
	const symmetry = new Array<number>(total).fill(0);
	const reversed = new Array<number>(total).fill(0);
	const tours: number[][] = [];
	const images = symmetryImages(board.rows, board.cols);
	const code = (s: PairStatus): number => PAIR_STATUSES.indexOf(s);
	let decided = 0;
	let nodes = 0;
	let searches = 0;
	/** Records a pair's status (and witness) for it, its images and their reverses. */
	const settle = (s: Square, t: Square, what: PairStatus, tour: number): void => {
		images.forEach((image, k) => {
			for (const [a, b, back] of [
				[image[s] as Square, image[t] as Square, 0],
				[image[t] as Square, image[s] as Square, 1],
			] as const) {
				const i = a * n + b;
				if (status[i] !== -1) continue;
				status[i] = code(what);
				witness[i] = tour;
				symmetry[i] = k;
				reversed[i] = back;
				decided++;
			}
		});
	};
	for (let s = 0; s < n; s++) {
		status[s * n + s] = code('same');
		decided++;
	}
	for (let s = 0; s < n; s++) {
		for (let t = s + 1; t < n; t++) {
			if (status[s * n + t] !== -1) continue;
			const fixed = new Map([
				[1, s],
				[n, t],
			]);
			if (findObstruction(board, { fixed, structure: false }) !== null) {
				settle(s, t, 'colour', -1);
				continue;
			}
			searches++;
			const steps = solveTour(board, { start: s, end: t, maxNodes });
			let result = steps.next();
			while (result.done !== true) {
				yield {
					kind: 'progress',
					fraction: decided / total,
					nodes: nodes + (result.value as Pulse).nodes,
				};
				result = steps.next();
			}
			const outcome = result.value;
			nodes += outcome.stats.nodes;
			if (outcome.status === 'found') {
				tours.push(Array.from(outcome.tour));
				settle(s, t, 'tour', tours.length - 1);
			} else {
				settle(s, t, outcome.status === 'impossible' ? 'searched' : 'undecided', -1);
			}
			yield { kind: 'progress', fraction: decided / total, nodes };
		}
	}
	return {
		rows: board.rows,
		cols: board.cols,
		status,
		witness,
		symmetry,
		reversed,
		tours,
		images,
		searches,
		nodes,
	};
}

/** Studies every ordered pair at once (see `endPairSteps`). */
export function endPairs(board: Board, options: EndPairOptions = {}): EndPairs {
	checkStudy('endPairs', board, options);
	const steps = study(board, options?.maxNodes ?? 2_000_000);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/** Reads the status of the pair (start, end) from a study. */
export function pairStatus(pairs: EndPairs, start: Square, end: Square): PairStatus {
	const n = pairs.rows * pairs.cols;
	return PAIR_STATUSES[pairs.status[start * n + end] as number] as PairStatus;
}

/** Returns the study's tour from `start` to `end`, carried by its symmetry (and reversed), or null. */
export function pairTour(pairs: EndPairs, start: Square, end: Square): Square[] | null {
	const n = pairs.rows * pairs.cols;
	const i = start * n + end;
	const w = pairs.witness[i] ?? -1;
	if (w < 0) return null;
	const image = pairs.images[pairs.symmetry[i] as number] as number[];
	const tour = (pairs.tours[w] as number[]).map((s) => image[s] as Square);
	return pairs.reversed[i] === 1 ? tour.reverse() : tour;
}

/** Counts the ordered pairs of each status. */
export function countPairs(pairs: EndPairs): Record<PairStatus, number> {
	const counts = { same: 0, tour: 0, colour: 0, searched: 0, undecided: 0 };
	for (const code of pairs.status) counts[PAIR_STATUSES[code] as PairStatus]++;
	return counts;
}

/** Explains the status of one pair in a sentence. */
export function explainPair(board: Board, pairs: EndPairs, start: Square, end: Square): string {
	const from = squareName(board, start);
	const to = squareName(board, end);
	const colour = (s: Square): string => (isDark(board, s) ? 'dark' : 'light');
	switch (pairStatus(pairs, start, end)) {
		case 'same':
			return `A tour of more than one square cannot start and end on the same square (${from}).`;
		case 'tour':
			return `An open tour runs from ${from} to ${to}.`;
		case 'colour':
			return board.size % 2 === 0
				? `No tour from ${from} to ${to}: both are ${colour(start)}, but a tour of an even number of squares starts and ends on opposite colours.`
				: `No tour from ${from} to ${to}: a tour of an odd number of squares starts and ends on the majority colour (dark), and ${colour(start) === 'light' ? from : to} is light.`;
		case 'searched':
			return `No tour from ${from} to ${to}: the colours allow it, but an exhaustive search tried every possibility.`;
		case 'undecided':
			return `Undecided: the search for a tour from ${from} to ${to} ran out of its budget before it could tell, so this is neither a yes nor a no.`;
	}
}
