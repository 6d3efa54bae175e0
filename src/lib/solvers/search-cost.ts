/**
 * How much work a depth-first tour search does: the nodes and backtracks of
 * `backtrackingSearch` (see its module comment for what a node is) for one
 * start square, for the bottom-left corner of each board in a list, or for
 * every start square of one board, in the four strengths of `strength.ts`;
 * and the same search as a step stream for animation. The measurements are
 * generators that report progress every few thousand nodes, so a worker can
 * show how far they have got and stop them.
 */
import {
	checkArray,
	checkBoard,
	checkObject,
	checkOneOf,
	checkSquare,
	checkWhole,
} from '../args.ts';
import {
	MAX_SIDE,
	MIN_SIDE,
	createBoard,
	isHole,
	squareAt,
	type Board,
	type Square,
} from '../board.ts';
import { backtrackingSearch } from './backtracking.ts';
import { STRENGTHS, strengthOptions, type Strength } from './strength.ts';
import type { SolveResult, TourStep } from './types.ts';

export {
	STRENGTHS,
	STRENGTH_NAMES,
	isStrength,
	strengthOptions,
	type Strength,
} from './strength.ts';

/** What one search did: how it ended, the squares it placed and the squares it took back. */
export interface Measurement {
	status: 'found' | 'impossible' | 'gave-up';
	nodes: number;
	backtracks: number;
}

/** A measurement of the search from the bottom-left corner of a rows × cols board. */
export interface BoardCost extends Measurement {
	rows: number;
	cols: number;
	strength: Strength;
}

/** A board size. */
export interface BoardSize {
	rows: number;
	cols: number;
}

/** A progress report, shaped as the solver worker's progress events. */
export interface CostProgress {
	kind: 'progress';
	/** Searches finished, as a share of all the searches asked for. */
	fraction: number;
	/** Nodes placed so far, over every search of the measurement. */
	counters: { nodes: number };
}

/** Nodes between two progress reports. */
const PULSE = 1 << 15;

/** Returns the bottom-left square, a1: the corner the lessons start from. */
export function cornerSquare(board: Board): Square {
	checkBoard('cornerSquare', board);
	return squareAt(board, board.rows - 1, 0);
}

/** Checks a strength and a node budget (a whole number ≥ 1), naming `fn` and the argument. */
function checkBudget(fn: string, strength: unknown, maxNodes: unknown): void {
	checkOneOf(fn, 'strength', strength, STRENGTHS);
	checkWhole(fn, 'maxNodes', maxNodes, 1);
}

/** Checks the arguments of a search from one start square. */
function checkSearch(
	fn: string,
	board: unknown,
	start: unknown,
	strength: unknown,
	maxNodes: unknown,
): void {
	checkBoard(fn, board);
	checkSquare(fn, 'start', board, start, true);
	checkBudget(fn, strength, maxNodes);
}

/**
 * Runs the search for an open tour from `start` with a strength and a node
 * budget, yielding the nodes placed so far every 32,768 of them.
 */
export function* measureSearch(
	board: Board,
	start: Square,
	strength: Strength,
	maxNodes: number,
): Generator<number, Measurement, void> {
	checkSearch('measureSearch', board, start, strength, maxNodes);
	return yield* searchCost(board, start, strength, maxNodes);
}

/** `measureSearch` without the argument checks. */
function* searchCost(
	board: Board,
	start: Square,
	strength: Strength,
	maxNodes: number,
): Generator<number, Measurement, void> {
	const steps = backtrackingSearch(board, {
		start,
		...strengthOptions(strength),
		maxNodes,
		pulse: PULSE,
	});
	for (;;) {
		const next = steps.next();
		if (next.done === true) {
			const { status, stats } = next.value;
			return { status, nodes: stats.nodes, backtracks: stats.backtracks };
		}
		if (next.value.kind === 'pulse') yield next.value.nodes;
	}
}

/**
 * Streams the search for an open tour from `start` step by step, for
 * animation: every square placed and taken back, and with Warnsdorff order the
 * candidates it weighed. Squares the dead-end cut refuses yield no step.
 */
export function* searchSteps(
	board: Board,
	start: Square,
	strength: Strength,
	maxNodes: number,
): Generator<TourStep, SolveResult, void> {
	checkSearch('searchSteps', board, start, strength, maxNodes);
	const steps = backtrackingSearch(board, {
		start,
		...strengthOptions(strength),
		maxNodes,
		emit: true,
	});
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		if (next.value.kind !== 'found' && next.value.kind !== 'pulse') yield next.value;
	}
}

/** Runs `measureSearch` to the end. */
export function measure(
	board: Board,
	start: Square,
	strength: Strength,
	maxNodes: number,
): Measurement {
	checkSearch('measure', board, start, strength, maxNodes);
	const steps = searchCost(board, start, strength, maxNodes);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/**
 * Measures the search from the corner a1 of every board, in every strength
 * asked for (boards in the outer loop), each search with its own node budget.
 */
export function* measureBoards(
	sizes: readonly BoardSize[],
	strengths: readonly Strength[],
	maxNodes: number,
): Generator<CostProgress, BoardCost[], void> {
	const fn = 'measureBoards';
	checkArray(fn, 'sizes', sizes, 'an array of sizes such as { rows: 5, cols: 5 }');
	for (const size of sizes) {
		checkObject(fn, 'sizes', size, 'an array of sizes such as { rows: 5, cols: 5 }');
		checkWhole(fn, 'sizes rows', size.rows, MIN_SIDE, MAX_SIDE);
		checkWhole(fn, 'sizes cols', size.cols, MIN_SIDE, MAX_SIDE);
	}
	checkArray(fn, 'strengths', strengths, 'an array of strengths');
	for (const strength of strengths) checkOneOf(fn, 'strengths', strength, STRENGTHS);
	checkWhole(fn, 'maxNodes', maxNodes, 1);
	const boards = sizes.map(({ rows, cols }) => createBoard(rows, cols));
	const total = boards.length * strengths.length;
	const costs: BoardCost[] = [];
	let before = 0;
	for (const board of boards) {
		for (const strength of strengths) {
			const fraction = costs.length / total;
			const steps = searchCost(board, squareAt(board, board.rows - 1, 0), strength, maxNodes);
			let next = steps.next();
			for (; next.done !== true; next = steps.next()) {
				yield { kind: 'progress', fraction, counters: { nodes: before + next.value } };
			}
			before += next.value.nodes;
			costs.push({ rows: board.rows, cols: board.cols, strength, ...next.value });
			yield { kind: 'progress', fraction: costs.length / total, counters: { nodes: before } };
		}
	}
	return costs;
}

/**
 * Measures the search from every square of a board (null for holes), in
 * square order (the top row first), each search with its own node budget.
 */
export function* measureStarts(
	board: Board,
	strength: Strength,
	maxNodes: number,
): Generator<CostProgress, (Measurement | null)[], void> {
	checkBoard('measureStarts', board);
	checkBudget('measureStarts', strength, maxNodes);
	const costs: (Measurement | null)[] = [];
	let before = 0;
	for (let square = 0; square < board.size; square++) {
		if (isHole(board, square)) {
			costs.push(null);
			continue;
		}
		const fraction = square / board.size;
		const steps = searchCost(board, square, strength, maxNodes);
		let next = steps.next();
		for (; next.done !== true; next = steps.next()) {
			yield { kind: 'progress', fraction, counters: { nodes: before + next.value } };
		}
		before += next.value.nodes;
		costs.push(next.value);
		yield { kind: 'progress', fraction: (square + 1) / board.size, counters: { nodes: before } };
	}
	return costs;
}
