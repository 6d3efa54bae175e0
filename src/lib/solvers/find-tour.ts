/**
 * `findTour`: one entry point for every solver. It checks the request, answers
 * impossible requests at once from theory (Schwenk; the open-tour list; colour
 * and structure arguments), and otherwise runs the chosen algorithm — or, with
 * `algorithm: 'auto'`, the fastest one that fits: the linear-time construction
 * on plain rectangles, and a pruned Warnsdorff-ordered search with restarts
 * when there are holes, an end square or move constraints.
 */
import { isHole, type Board, type Square } from '../board.ts';
import { createRandom } from '../random.ts';
import { closedTourExists, findObstruction, openTourExists } from '../theory.ts';
import { squaresToVisit } from '../tour.ts';
import { backtrackingSearch, type SearchOptions, type SearchStep } from './backtracking.ts';
import { constructTour } from './divide-and-conquer.ts';
import {
	areLeaps,
	checkRequest,
	impossible,
	isPlainKnightBoard,
	plan,
	type FindTourOptions,
	type Plan,
} from './request.ts';
import { rotateToStart } from './rotation.ts';
import {
	emptyStats,
	finish,
	type SolveResult,
	type SolverStats,
	type StepStream,
} from './types.ts';
import { warnsdorffSteps, warnsdorffTour, type TieBreak } from './warnsdorff.ts';

export {
	tourVerdict,
	type Algorithm,
	type FindTourOptions,
	type MoveConstraint,
	type TourVerdict,
} from './request.ts';

/** Rotates a closed tour so that it starts on `start`. */
function rotate(tour: Int32Array, start: Square): Int32Array {
	const at = tour.indexOf(start);
	if (at <= 0) return tour;
	const rotated = new Int32Array(tour.length);
	rotated.set(tour.subarray(at));
	rotated.set(tour.subarray(0, at), tour.length - at);
	return rotated;
}

/** Statistics for a tour built without search. */
function constructionStats(tour: Int32Array): SolverStats {
	return { nodes: tour.length, backtracks: 0, maxDepth: tour.length };
}

/** A heartbeat of a long solve: positions searched so far. */
export interface Pulse {
	kind: 'pulse';
	nodes: number;
}

/** How often long searches yield a pulse. */
const PULSE = 1 << 16;

/** Runs a search, passing on its pulses and dropping its other steps. */
function* quietly(
	steps: Generator<SearchStep, SolveResult, void>,
): Generator<Pulse, SolveResult, void> {
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		if (next.value.kind === 'pulse') yield next.value;
	}
}

/** Runs the pruned, Warnsdorff-ordered search with restarts: seeded random tie-breaks, growing budgets. */
function* searchWithRestarts(
	board: Board,
	base: SearchOptions,
	maxNodes: number,
	seed: number,
): Generator<Pulse, SolveResult, void> {
	const stats = emptyStats();
	let budget = Math.min(maxNodes, 20_000);
	for (let attempt = 0; ; attempt++) {
		const options: SearchOptions = {
			...base,
			order: 'warnsdorff',
			deadEndCut: true,
			// Each attempt counts on from the last, so the result's message and stats give one total.
			maxNodes: stats.nodes + budget,
			counted: stats.nodes,
		};
		// Odd attempts break ties at random; even ones retry the plain order with a bigger budget.
		if (attempt % 2 === 1) options.random = createRandom(seed + attempt);
		const result = yield* quietly(backtrackingSearch(board, { ...options, pulse: PULSE }));
		stats.nodes = result.stats.nodes;
		stats.backtracks += result.stats.backtracks;
		stats.maxDepth = Math.max(stats.maxDepth, result.stats.maxDepth);
		if (result.status !== 'gave-up') return { ...result, stats };
		if (stats.nodes >= maxNodes) return { ...result, stats };
		budget = Math.min(budget * 2, maxNodes - stats.nodes);
	}
}

/** Finds a tour on plain rectangles by construction, or returns null when construction does not fit. */
function construct(board: Board, plan: Plan): SolveResult | null {
	const onlyStart = plan.fixed.size === 0 || (plan.fixed.size === 1 && plan.start !== undefined);
	if (!isPlainKnightBoard(board) || !onlyStart) return null;
	const closedExists = closedTourExists(board.rows, board.cols).exists;
	if (plan.closed || closedExists) {
		// A closed tour can start anywhere, and is also an open tour from any square.
		const tour = constructTour(board.rows, board.cols, true);
		if (tour === null) return null;
		return {
			status: 'found',
			tour: plan.start === undefined ? tour : rotate(tour, plan.start),
			stats: constructionStats(tour),
		};
	}
	if (plan.start === undefined) {
		const tour = constructTour(board.rows, board.cols, false);
		return tour === null ? null : { status: 'found', tour, stats: constructionStats(tour) };
	}
	return null;
}

/** Finds a tour with the chosen algorithm; see the module comment and DESIGN.md's contract. */
export function findTour(board: Board, options: FindTourOptions = {}): SolveResult {
	return finish(solve(board, options, 'findTour'));
}

/** Works as `findTour`, yielding a pulse every 65,536 positions so that a worker can stop it. */
export function solveTour(
	board: Board,
	options: FindTourOptions = {},
): Generator<Pulse, SolveResult, void> {
	// Checked before the generator starts, so a bad argument throws at the call.
	checkRequest('solveTour', board, options);
	return solve(board, options, 'solveTour');
}

/** The body of `findTour` and `solveTour`; `fn` names the caller in argument errors. */
function* solve(
	board: Board,
	options: FindTourOptions,
	fn: string,
): Generator<Pulse, SolveResult, void> {
	const checked = plan(board, options, fn);
	options ??= {};
	if ('status' in checked) return checked;
	const { closed, fixed } = checked;
	const algorithm = options.algorithm ?? 'auto';
	const seed = options.seed ?? 1;

	const plain = isPlainKnightBoard(board);
	if (plain) {
		const verdict = closed
			? closedTourExists(board.rows, board.cols)
			: openTourExists(board.rows, board.cols);
		if (!verdict.exists) return impossible(verdict.reason);
	}
	// On a whole rectangle the theorem above has settled the shape; only fixed squares' colours remain.
	const obstruction = findObstruction(board, { closed, fixed, structure: !plain });
	if (obstruction !== null) return impossible(obstruction.reason, obstruction.squares);

	const search: SearchOptions = { closed, fixed };
	switch (algorithm) {
		case 'backtracking':
			return yield* quietly(
				backtrackingSearch(board, {
					...search,
					maxNodes: options.maxNodes ?? 10_000_000,
					pulse: PULSE,
				}),
			);
		case 'warnsdorff-backtracking':
			return yield* quietly(
				backtrackingSearch(board, {
					...search,
					order: 'warnsdorff',
					deadEndCut: true,
					maxNodes: options.maxNodes ?? 10_000_000,
					pulse: PULSE,
				}),
			);
		case 'warnsdorff':
			return runWarnsdorff(board, checked, options);
		case 'divide-and-conquer': {
			const built = construct(board, checked);
			if (built !== null) return built;
			return {
				status: 'gave-up',
				reason:
					'Divide and conquer builds tours of whole rectangles for the knight, from any start when the board has a closed tour; for holes, other leapers, end squares or move constraints, use Auto or a search.',
				stats: emptyStats(),
			};
		}
		case 'auto':
			return yield* auto(board, checked, options, seed);
	}
}

/** Runs Warnsdorff's rule alone: it cannot honour an end square or constraints, and never backtracks. */
function runWarnsdorff(board: Board, checked: Plan, options: FindTourOptions): SolveResult {
	if (checked.fixed.size > (checked.start === undefined ? 0 : 1)) {
		return {
			status: 'gave-up',
			reason:
				"Warnsdorff's rule alone only chooses the next move; it cannot aim for an end square or honour move constraints. Use Auto or a backtracking search.",
			stats: emptyStats(),
		};
	}
	const start = checked.start ?? firstSquare(board);
	const result = warnsdorffTour(board, {
		start,
		...(options.tieBreak === undefined ? {} : { tieBreak: options.tieBreak }),
		...(options.seed === undefined ? {} : { seed: options.seed }),
	});
	if (
		result.status === 'found' &&
		checked.closed &&
		!areLeaps(board, result.tour[0] as Square, result.tour[result.tour.length - 1] as Square)
	) {
		return {
			status: 'gave-up',
			reason:
				"Warnsdorff's rule found a tour, but its last square is not a leap from the first, so it is not closed.",
			stats: result.stats,
			partial: result.tour,
		};
	}
	return result;
}

/** Returns the bottom-left square that is not a hole (the usual start). */
function firstSquare(board: Board): Square {
	for (let row = board.rows - 1; row >= 0; row--) {
		for (let col = 0; col < board.cols; col++) {
			const square = row * board.cols + col;
			if (!isHole(board, square)) return square;
		}
	}
	return 0;
}

/** Picks the fastest method that fits the request. */
function* auto(
	board: Board,
	checked: Plan,
	options: FindTourOptions,
	seed: number,
): Generator<Pulse, SolveResult, void> {
	const built = construct(board, checked);
	if (built !== null) return built;
	const maxNodes = options.maxNodes ?? 2_000_000;
	const total = squaresToVisit(board);
	const onlyStart = checked.fixed.size <= (checked.start === undefined ? 0 : 1);
	if (onlyStart && !checked.closed) {
		const found = openFromStart(board, checked.start ?? firstSquare(board), total, seed);
		if (found !== null) return found;
	}
	const search: SearchOptions = { closed: checked.closed, fixed: checked.fixed };
	return yield* searchWithRestarts(board, search, maxNodes, seed);
}

/**
 * Finds an open tour from `start` without search: Warnsdorff's rule from there
 * (big boards), else any tour of the board — built, or found by Warnsdorff's
 * rule elsewhere — turned by Pósa rotations until it starts there.
 */
function openFromStart(
	board: Board,
	start: Square,
	total: number,
	seed: number,
): SolveResult | null {
	const attempts: { tieBreak: TieBreak; seed: number }[] = [
		{ tieBreak: 'roth', seed },
		{ tieBreak: 'squirrel-cull', seed },
		{ tieBreak: 'first', seed },
		...[1, 2, 3, 4, 5].map((k) => ({ tieBreak: 'random' as const, seed: seed + k })),
	];
	if (total > 2_500) {
		for (const attempt of attempts) {
			const result = warnsdorffTour(board, { start, ...attempt });
			if (result.status === 'found') return result;
		}
	}
	let base: Int32Array | null = isPlainKnightBoard(board)
		? constructTour(board.rows, board.cols, false)
		: null;
	for (const attempt of attempts) {
		if (base !== null) break;
		const result = warnsdorffTour(board, { start: firstSquare(board), ...attempt });
		if (result.status === 'found') base = result.tour;
	}
	if (base === null) return null;
	// Rotations wander at random, so a few seeded walks with a moderate budget each beat one long
	// walk; the budget also keeps small boards, where a search settles the question, from spending
	// long on a start that has no tour at all.
	const budget = Math.max(1_000_000, 20 * total);
	let tour: Int32Array | null = null;
	for (let k = 0; k < 3 && tour === null; k++) {
		tour = rotateToStart(board, base, start, createRandom(seed + k), budget);
	}
	if (tour === null) return null;
	return { status: 'found', tour, stats: constructionStats(tour) };
}

/** A tour found by `searchTours`, or a heartbeat of its search. */
export type TourSearchEvent = { kind: 'found'; tour: Int32Array } | Pulse;

/**
 * Lists tours one after another, continuing the search after each, with a
 * pulse every 65,536 positions so that a worker can stop a long search.
 */
export function* searchTours(
	board: Board,
	options: FindTourOptions = {},
): Generator<TourSearchEvent, SolveResult, void> {
	const checked = plan(board, options, 'searchTours');
	options ??= {};
	if ('status' in checked) return checked;
	const obstruction = findObstruction(board, { closed: checked.closed, fixed: checked.fixed });
	if (obstruction !== null) return impossible(obstruction.reason, obstruction.squares);
	const steps: Generator<SearchStep, SolveResult, void> = backtrackingSearch(board, {
		closed: checked.closed,
		fixed: checked.fixed,
		order: 'warnsdorff',
		deadEndCut: true,
		all: true,
		maxNodes: options.maxNodes ?? 10_000_000,
		pulse: PULSE,
	});
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		if (next.value.kind === 'found') yield { kind: 'found', tour: next.value.tour };
		else if (next.value.kind === 'pulse') yield next.value;
	}
}

/** Lists tours one after another, continuing the search after each (a generator of tours). */
export function* findTours(
	board: Board,
	options: FindTourOptions = {},
): Generator<Int32Array, SolveResult, void> {
	const events = searchTours(board, options);
	for (;;) {
		const next = events.next();
		if (next.done === true) return next.value;
		if (next.value.kind === 'found') yield next.value.tour;
	}
}

/**
 * Streams the steps of a solver for animation: every visit and retreat of a
 * search, every choice of Warnsdorff's rule, or the squares of a constructed
 * tour in order. Returns the same result as `findTour` with that algorithm.
 */
export function* tourSteps(board: Board, options: FindTourOptions = {}): StepStream {
	const checked = plan(board, options, 'tourSteps');
	options ??= {};
	if ('status' in checked) return checked;
	const obstruction = findObstruction(board, { closed: checked.closed, fixed: checked.fixed });
	if (obstruction !== null) return impossible(obstruction.reason, obstruction.squares);
	const algorithm = options.algorithm ?? 'auto';
	if (algorithm === 'backtracking' || algorithm === 'warnsdorff-backtracking') {
		const pruned = algorithm === 'warnsdorff-backtracking';
		const steps = backtrackingSearch(board, {
			closed: checked.closed,
			fixed: checked.fixed,
			order: pruned ? 'warnsdorff' : 'fixed',
			deadEndCut: pruned,
			maxNodes: options.maxNodes ?? 10_000_000,
			emit: true,
		});
		for (;;) {
			const next = steps.next();
			if (next.done === true) return next.value;
			if (next.value.kind !== 'found' && next.value.kind !== 'pulse') yield next.value;
		}
	}
	if (algorithm === 'warnsdorff' && checked.fixed.size <= (checked.start === undefined ? 0 : 1)) {
		return yield* warnsdorffSteps(board, {
			start: checked.start ?? firstSquare(board),
			...(options.tieBreak === undefined ? {} : { tieBreak: options.tieBreak }),
			...(options.seed === undefined ? {} : { seed: options.seed }),
		});
	}
	const result = findTour(board, options);
	if (result.status === 'found') {
		for (let i = 0; i < result.tour.length; i++) {
			yield { kind: 'visit', square: result.tour[i] as Square, depth: i + 1 };
		}
	}
	return result;
}
