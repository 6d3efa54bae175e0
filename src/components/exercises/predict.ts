/**
 * "Which square next?" exercises: a position of Warnsdorff's rule or of the
 * backtracking search, the square the algorithm takes next, and why a wrong
 * click is wrong. The positions come from the library's own step streams
 * (`warnsdorffSteps`, `backtrackingSearch` with `emit`), so the right answer
 * is by construction what the library does; this module only reads them.
 */
import { checkObject, checkOneOf, checkSquare, checkWhole, plural } from '../../lib/args.ts';
import {
	MAX_SIDE,
	createBoard,
	neighbors,
	squareName,
	type Board,
	type Square,
} from '../../lib/board.ts';
import { backtrackingSearch } from '../../lib/solvers/backtracking.ts';
import { STRENGTHS, strengthOptions, type Strength } from '../../lib/solvers/strength.ts';
import { warnsdorffSteps } from '../../lib/solvers/warnsdorff.ts';

/** The tie-breaks a prediction may use (Squirrel and Cull's tables are too long to predict by hand). */
export const PREDICT_TIE_BREAKS = ['first', 'pohl', 'roth', 'random'] as const;

/** A position of Warnsdorff's rule: the rule's walk after `step` squares. */
export interface PredictWarnsdorff {
	algorithm: 'warnsdorff';
	rows: number;
	cols: number;
	start: Square;
	tieBreak: (typeof PREDICT_TIE_BREAKS)[number];
	/** Seed of the random tie-break. Default: 1, as the library's. */
	seed?: number;
	/** How many squares are already visited (≥ 1; 1 is the start alone). */
	step: number;
}

/** A position of the backtracking search: just after its `afterDeadEnd`-th dead end. */
export interface PredictBacktracking {
	algorithm: 'backtracking';
	rows: number;
	cols: number;
	start: Square;
	/** How the search orders and prunes. Default: 'textbook'. */
	strength?: Strength;
	/**
	 * Which dead end (≥ 1). A dead end is where the search has to take a move back: the first
	 * retreat after a run of moves, as the step player's timeline marks it. The position is the
	 * one after all of that run's retreats, where the search is about to move forward again.
	 */
	afterDeadEnd: number;
}

/** What to predict. */
export type PredictSpec = PredictWarnsdorff | PredictBacktracking;

/** A square the algorithm may go to next, with its onward moves (null where the order ignores them). */
export interface PredictCandidate {
	square: Square;
	onward: number | null;
}

/** The position shown to the student, and the right answer. */
export interface PredictPosition {
	/** The squares visited so far, in order; the last is `current`. */
	path: Square[];
	current: Square;
	/** The square the algorithm visits next. */
	answer: Square;
	/** The free squares a knight's move from `current`, in the order the algorithm considers them. */
	candidates: PredictCandidate[];
	/** Backtracking only: candidates already tried from `current` and taken back, in order. */
	tried?: Square[];
}

/** A position with what the explanations need besides. */
interface Situation extends PredictPosition {
	board: Board;
	/** Backtracking with the dead-end cut: candidates before the answer that the cut refused. */
	refused: Square[];
}

/** Positions the backtracking search may place before a prediction gives up looking for the dead end. */
const MAX_NODES = 1_000_000;

/** Checks the parts both kinds of spec share; returns the board. */
function checkCommon(fn: string, spec: PredictSpec): Board {
	checkObject(fn, 'spec', spec);
	checkOneOf(fn, 'spec.algorithm', spec.algorithm, ['warnsdorff', 'backtracking']);
	checkWhole(fn, 'spec.rows', spec.rows, 1, MAX_SIDE);
	checkWhole(fn, 'spec.cols', spec.cols, 1, MAX_SIDE);
	const board = createBoard(spec.rows, spec.cols);
	checkSquare(fn, 'spec.start', board, spec.start);
	return board;
}

/** Follows Warnsdorff's rule to the position after `spec.step` squares. */
function warnsdorffSituation(fn: string, board: Board, spec: PredictWarnsdorff): Situation {
	checkOneOf(fn, 'spec.tieBreak', spec.tieBreak, PREDICT_TIE_BREAKS);
	if (spec.seed !== undefined) checkWhole(fn, 'spec.seed', spec.seed, 0);
	checkWhole(fn, 'spec.step', spec.step, 1, board.size - 1);
	const steps = warnsdorffSteps(board, {
		start: spec.start,
		tieBreak: spec.tieBreak,
		...(spec.seed === undefined ? {} : { seed: spec.seed }),
	});
	const path: Square[] = [];
	for (let next = steps.next(); next.done !== true; next = steps.next()) {
		const step = next.value;
		if (step.kind === 'visit') path.push(step.square);
		if (step.kind !== 'candidates' || path.length !== spec.step) continue;
		if (step.chosen === null) break;
		return {
			board,
			path,
			current: step.from,
			answer: step.chosen,
			candidates: step.candidates.map((c) => ({ square: c.square, onward: c.onward })),
			refused: [],
		};
	}
	throw new RangeError(
		`${fn}: spec.step must be a position where the rule still has a move, but from ${squareName(board, spec.start)} it is stuck after ${plural(path.length, 'square')}; got ${String(spec.step)}.`,
	);
}

/** Runs the backtracking search to just after its `spec.afterDeadEnd`-th dead end. */
function backtrackingSituation(fn: string, board: Board, spec: PredictBacktracking): Situation {
	const strength = spec.strength ?? 'textbook';
	checkOneOf(fn, 'spec.strength', strength, STRENGTHS);
	checkWhole(fn, 'spec.afterDeadEnd', spec.afterDeadEnd, 1);
	const steps = backtrackingSearch(board, {
		start: spec.start,
		...strengthOptions(strength),
		emit: true,
		maxNodes: MAX_NODES,
	});
	const path: Square[] = [];
	// For the square at each place of the path: its candidates in search order, and those tried.
	const candidates: PredictCandidate[][] = [];
	const tried: Square[][] = [];
	let deadEnds = 0;
	let retreating = false;
	let next = steps.next();
	for (; next.done !== true; next = steps.next()) {
		const step = next.value;
		if (step.kind === 'visit') {
			const at = path.length - 1;
			if (deadEnds === spec.afterDeadEnd && at >= 0) {
				const list = candidates[at] ?? [];
				const done = tried[at] ?? [];
				const upTo = list.findIndex((c) => c.square === step.square);
				const refused = list
					.slice(0, Math.max(upTo, 0))
					.map((c) => c.square)
					.filter((s) => !done.includes(s));
				return {
					board,
					path,
					current: path[at] as Square,
					answer: step.square,
					candidates: list,
					tried: done,
					refused,
				};
			}
			tried[at]?.push(step.square);
			path.push(step.square);
			// The fixed order tries the free squares in the leaper's order (`neighbors`); Warnsdorff
			// order replaces this list with the search's own 'candidates' step, which comes next.
			candidates[path.length - 1] = neighbors(board, step.square)
				.filter((s) => !path.includes(s))
				.map((square) => ({ square, onward: null }));
			tried[path.length - 1] = [];
			retreating = false;
		} else if (step.kind === 'candidates') {
			candidates[path.length - 1] = step.candidates.map((c) => ({
				square: c.square,
				onward: c.onward,
			}));
		} else if (step.kind === 'retreat') {
			path.pop();
			if (!retreating) deadEnds++;
			retreating = true;
		}
	}
	const ending =
		next.value.status === 'found'
			? 'finds a tour'
			: next.value.status === 'impossible'
				? 'has tried everything'
				: 'gives up';
	throw new RangeError(
		`${fn}: spec.afterDeadEnd must be a dead end the search reaches and moves on from, but from ${squareName(board, spec.start)} the search (strength '${strength}') ${ending} after ${plural(deadEnds, 'dead end')}; got ${String(spec.afterDeadEnd)}.`,
	);
}

/** Builds the position for a spec, checking it (TypeError or RangeError naming `fn` and the field). */
function situation(fn: string, spec: PredictSpec): Situation {
	const board = checkCommon(fn, spec);
	return spec.algorithm === 'warnsdorff'
		? warnsdorffSituation(fn, board, spec)
		: backtrackingSituation(fn, board, spec);
}

/** The position shown to the student and the right answer. */
export function predictPosition(spec: PredictSpec): PredictPosition {
	const { path, current, answer, candidates, tried } = situation('predictPosition', spec);
	return {
		path,
		current,
		answer,
		candidates,
		...(tried === undefined ? {} : { tried }),
	};
}

/** The knight's move order, as the lessons describe it (the library's `leaperOffsets`). */
const MOVE_ORDER = 'the fixed move order (clockwise from two up and one right)';

/** Says "1 onward move" or "3 onward moves". */
function onwardMoves(n: number): string {
	return plural(n, 'onward move');
}

/** Joins words as "a", "a and b", or "a, b and c". */
function listWords(words: readonly string[]): string {
	if (words.length <= 1) return words.join('');
	return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** Pohl's second count for a square: the onward moves of its unvisited neighbours, added up. */
function pohlSum(board: Board, visited: ReadonlySet<Square>, square: Square): number {
	let sum = 0;
	for (const next of neighbors(board, square)) {
		if (!visited.has(next)) sum += neighbors(board, next).filter((s) => !visited.has(s)).length;
	}
	return sum;
}

/** Four times the squared distance from a square's centre to the board's (whole, so ties compare equal). */
function centreDistance4(board: Board, square: Square): number {
	const dr = 2 * Math.floor(square / board.cols) - (board.rows - 1);
	const dc = 2 * (square % board.cols) - (board.cols - 1);
	return dr * dr + dc * dc;
}

/**
 * Explains how the tie-break chose the answer among `tied` (the squares
 * sharing the fewest onward moves, in move order): what it measures for each,
 * and why the answer wins. One sentence, beginning "Of those,".
 */
function explainTie(
	situation: Situation,
	spec: PredictWarnsdorff,
	tied: readonly Square[],
): string {
	const { board, answer } = situation;
	const name = (s: Square): string => squareName(board, s);
	switch (spec.tieBreak) {
		case 'first':
			return `Of those, the "first" tie-break takes the one that comes first in ${MOVE_ORDER}: ${name(answer)}.`;
		case 'random':
			return `Of those, the random tie-break draws one from the seeded random source (seed ${String(spec.seed ?? 1)}), and it drew ${name(answer)}; another seed may draw another.`;
		case 'pohl': {
			const visited = new Set(situation.path);
			const sums = tied.map((s) => pohlSum(board, visited, s));
			const least = Math.min(...sums);
			const best = tied.filter((_, i) => sums[i] === least);
			const listed = tied.map((s, i) => `${name(s)} ${String(sums[i])}`).join(', ');
			const again =
				best.length > 1
					? `; ${listWords(best.map(name))} tie on that too, so the first of them in move order wins`
					: '';
			return `Of those, Pohl's tie-break adds up the onward moves of each one's free neighbours (${listed}) and takes the smallest total${again}: ${name(answer)}.`;
		}
		case 'roth': {
			const far = tied.map((s) => centreDistance4(board, s));
			const most = Math.max(...far);
			const best = tied.filter((_, i) => far[i] === most);
			const listed = tied
				.map((s, i) => `${name(s)} ${(Math.sqrt(far[i] ?? 0) / 2).toFixed(2)}`)
				.join(', ');
			const again =
				best.length > 1
					? `; ${listWords(best.map(name))} are equally far, so the first of them in move order wins`
					: '';
			return `Of those, Roth's tie-break takes the one farthest from the centre of the board (${listed} squares away)${again}: ${name(answer)}.`;
		}
	}
}

/** Explains a wrong click at a Warnsdorff position. */
function explainWarnsdorff(situation: Situation, spec: PredictWarnsdorff, clicked: Square): string {
	const { board, current, answer, candidates } = situation;
	const name = (s: Square): string => squareName(board, s);
	const least = Math.min(...candidates.map((c) => c.onward ?? 0));
	const tied = candidates.filter((c) => c.onward === least).map((c) => c.square);
	const clickedCandidate = candidates.find((c) => c.square === clicked);
	if (clickedCandidate === undefined) {
		const listed = listWords(candidates.map((c) => `${name(c.square)} (${String(c.onward)})`));
		const visitedAt = situation.path.indexOf(clicked);
		const why =
			clicked === current
				? `The knight stands on ${name(current)} and has to move on.`
				: visitedAt >= 0
					? `${name(clicked)} is already visited (move ${String(visitedAt + 1)}), and the knight never returns.`
					: `${name(clicked)} is not a knight's move from ${name(current)}.`;
		return `${why} The free squares a knight's move away, with their onward moves, are ${listed}.`;
	}
	const onward = clickedCandidate.onward ?? 0;
	if (tied.length === 1) {
		return `${name(clicked)} has ${onwardMoves(onward)}, but ${name(answer)} has only ${String(least)}, the fewest, and Warnsdorff's rule takes the square with the fewest onward moves.`;
	}
	const others = tied.filter((s) => s !== clicked);
	const share =
		onward > least
			? `${name(clicked)} has ${onwardMoves(onward)}, but ${listWords(tied.map(name))} have only ${String(least)} each, the fewest, so a tie-break decides.`
			: `${name(clicked)} has ${onwardMoves(least)}, the fewest, but so ${others.length === 1 ? 'does' : 'do'} ${listWords(others.map(name))}: several squares share the smallest count, so a tie-break decides.`;
	return `${share} ${explainTie(situation, spec, tied)}`;
}

/** Describes the order the search tries squares in, for a strength. */
function searchOrder(strength: Strength): string {
	return strength === 'warnsdorff' || strength === 'warnsdorff-cut'
		? `order of fewest onward moves first, ties in ${MOVE_ORDER}`
		: MOVE_ORDER;
}

/** Explains a wrong click at a backtracking position. */
function explainBacktracking(
	situation: Situation,
	spec: PredictBacktracking,
	clicked: Square,
): string {
	const { board, current, answer, candidates, refused } = situation;
	const tried = situation.tried ?? [];
	const name = (s: Square): string => squareName(board, s);
	const label = (c: PredictCandidate): string => {
		const notes = c.onward === null ? [] : [String(c.onward)];
		if (tried.includes(c.square)) notes.push('tried');
		if (refused.includes(c.square)) notes.push('refused');
		return notes.length === 0 ? name(c.square) : `${name(c.square)} (${notes.join(', ')})`;
	};
	const order = `From ${name(current)} it tries the free squares in ${searchOrder(spec.strength ?? 'textbook')}: ${listWords(candidates.map(label))}; so ${name(answer)} comes next.`;
	if (tried.includes(clicked)) {
		return `The search has already tried ${name(clicked)} from ${name(current)} and taken it back, because every way on from there ended in a dead end. ${order}`;
	}
	if (refused.includes(clicked)) {
		return `The dead-end cut refuses ${name(clicked)}: after that move some free square could no longer be entered and left again. ${order}`;
	}
	if (candidates.some((c) => c.square === clicked)) {
		return `The search will try ${name(clicked)} from ${name(current)}, but later. ${order}`;
	}
	const visitedAt = situation.path.indexOf(clicked);
	const why =
		clicked === current
			? `The search has just come back to ${name(current)}, and moves on from there.`
			: visitedAt >= 0
				? `${name(clicked)} is on the path already (move ${String(visitedAt + 1)}), and a tour visits each square once.`
				: `${name(clicked)} is not a knight's move from ${name(current)}, where the search stands after taking moves back.`;
	return `${why} ${order}`;
}

/**
 * Explains a wrong click in one or two sentences: with Warnsdorff's rule by
 * the onward counts (and, for a tie, which tie-break picks the answer and
 * why); with the backtracking search by its order and what it has already
 * tried and taken back. A right click gets null.
 */
export function explainPrediction(spec: PredictSpec, clicked: Square): string | null {
	const fn = 'explainPrediction';
	const found = situation(fn, spec);
	checkSquare(fn, 'clicked', found.board, clicked);
	if (clicked === found.answer) return null;
	return spec.algorithm === 'warnsdorff'
		? explainWarnsdorff(found, spec, clicked)
		: explainBacktracking(found, spec, clicked);
}
