/**
 * Sentences that explain one choice of Warnsdorff's rule: the candidates with
 * their onward-move counts, the fewest, and how a tie was broken — Pohl's
 * second count or Roth's distance from the centre worked out for the tied
 * squares, so the reader can check the rule's arithmetic. Pure TypeScript.
 */
import { neighbors, squareName, type Board, type Square } from '../../../lib/board.ts';
import type { TieBreak } from '../../../lib/solvers/warnsdorff.ts';
import type { Candidate } from '../../../lib/solvers/types.ts';

/** One 'candidates' step of a run, and which squares were visited before it. */
export interface Choice {
	board: Board;
	from: Square;
	candidates: readonly Candidate[];
	chosen: Square | null;
	/** Tells whether a square is already on the path. */
	visited: (square: Square) => boolean;
}

/** Says "1 onward move" or "3 onward moves". */
function onward(n: number): string {
	return `${String(n)} onward move${n === 1 ? '' : 's'}`;
}

/** Joins names as "a", "a and b", or "a, b and c". */
export function listWords(words: readonly string[]): string {
	if (words.length <= 1) return words.join('');
	return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** Returns the tied candidates: those with the fewest onward moves, in the rule's list order. */
export function tiedCandidates(candidates: readonly Candidate[]): Candidate[] {
	const least = Math.min(...candidates.map((c) => c.onward));
	return candidates.filter((c) => c.onward === least);
}

/** Returns the badges that show each candidate's onward count on the board. */
export function onwardBadges(candidates: readonly Candidate[]): ReadonlyMap<Square, string> {
	return new Map(candidates.map((c) => [c.square, String(c.onward)]));
}

/** Returns Pohl's second count for a square: the onward moves of its unvisited neighbours, added up. */
export function pohlSum(choice: Choice, square: Square): number {
	const { board, visited } = choice;
	let sum = 0;
	for (const next of neighbors(board, square)) {
		if (visited(next)) continue;
		sum += neighbors(board, next).filter((s) => !visited(s)).length;
	}
	return sum;
}

/** Returns the distance in squares from a square's centre to the board's centre (Roth's measure). */
export function centreDistance(board: Board, square: Square): number {
	const dr = Math.floor(square / board.cols) - (board.rows - 1) / 2;
	const dc = (square % board.cols) - (board.cols - 1) / 2;
	return Math.hypot(dr, dc);
}

/**
 * Returns the square a deterministic tie-break picks from the tied squares, or
 * null for 'random'. Residual ties go to the first in the rule's list order,
 * which is the move order (the library's default `residualTies`).
 */
export function predictChoice(choice: Choice, tieBreak: TieBreak): Square | null {
	const tied = tiedCandidates(choice.candidates).map((c) => c.square);
	if (tied.length === 0) return null;
	if (tied.length === 1) return tied[0] as Square;
	if (tieBreak === 'random') return null;
	if (tieBreak === 'pohl') {
		const sums = tied.map((s) => pohlSum(choice, s));
		return tied[sums.indexOf(Math.min(...sums))] as Square;
	}
	if (tieBreak === 'roth') {
		// Squared doubled coordinates are whole numbers, so equal distances compare equal.
		const far = tied.map((s) => {
			const dr = 2 * Math.floor(s / choice.board.cols) - (choice.board.rows - 1);
			const dc = 2 * (s % choice.board.cols) - (choice.board.cols - 1);
			return dr * dr + dc * dc;
		});
		return tied[far.indexOf(Math.max(...far))] as Square;
	}
	return tied[0] as Square;
}

/** Explains how a tie-break settled a tie between `tied`, ending with the square it chose. */
function explainTie(choice: Choice, tieBreak: TieBreak, tied: readonly Square[]): string {
	const name = (s: Square): string => squareName(choice.board, s);
	const chosen = choice.chosen === null ? '' : name(choice.chosen);
	switch (tieBreak) {
		case 'first':
			return `The first tie-break takes the first of them in the fixed move order (clockwise from two up and one right): ${chosen}.`;
		case 'random':
			return `The random tie-break draws one of them from the seeded random source: ${chosen}.`;
		case 'squirrel-cull':
			return `Squirrel and Cull's tie-break takes the first of them in the move order of the current stage of their table: ${chosen}.`;
		case 'pohl': {
			const sums = tied.map((s) => `${name(s)} ${String(pohlSum(choice, s))}`);
			return `Pohl's tie-break adds up the onward moves of each one's free neighbours (${sums.join(', ')}) and takes the smallest total, the first in move order if that ties too: ${chosen}.`;
		}
		case 'roth': {
			const far = tied.map((s) => `${name(s)} ${centreDistance(choice.board, s).toFixed(2)}`);
			return `Roth's tie-break takes the one farthest from the centre of the board (${far.join(', ')} squares away), the first in move order if that ties too: ${chosen}.`;
		}
	}
}

/** Explains one choice of the pure rule in two or three sentences. */
export function explainChoice(choice: Choice, tieBreak: TieBreak): string {
	const { board, from, candidates, chosen } = choice;
	const name = (s: Square): string => squareName(board, s);
	if (candidates.length === 0 || chosen === null) {
		return `From ${name(from)} every square a knight's move away is already visited: the rule is stuck, and it never goes back.`;
	}
	const only = candidates[0] as Candidate;
	if (candidates.length === 1) {
		return `From ${name(from)} the only free square a knight's move away is ${name(only.square)} (${onward(only.onward)}), so the knight goes there.`;
	}
	const list = candidates.map((c) => `${name(c.square)} (${String(c.onward)})`);
	const intro = `From ${name(from)} the knight can go to ${listWords(list)}.`;
	const tied = tiedCandidates(candidates).map((c) => c.square);
	const least = tiedCandidates(candidates)[0]?.onward ?? 0;
	if (tied.length === 1) {
		return `${intro} ${name(chosen)} has the fewest onward moves, ${String(least)}, so the knight goes there.`;
	}
	const tie = `${listWords(tied.map(name))} tie with ${onward(least)} each.`;
	return `${intro} ${tie} ${explainTie(choice, tieBreak, tied)}`;
}

/** Explains one 'candidates' step of the search that uses the rule to order its moves. */
export function explainSearchOrder(choice: Choice): string {
	const { board, from, candidates } = choice;
	const name = (s: Square): string => squareName(board, s);
	if (candidates.length === 0) {
		return `From ${name(from)} every square a knight's move away is already visited: the search has to go back.`;
	}
	const list = candidates.map((c) => `${name(c.square)} (${String(c.onward)})`);
	const first = candidates[0] as Candidate;
	if (candidates.length === 1) {
		return `From ${name(from)} the search has one square to try, ${listWords(list)}.`;
	}
	return `From ${name(from)} the search lines up the free squares by onward moves, fewest first: ${listWords(list)}. It tries ${name(first.square)} first and comes back for the others only if that leads nowhere.`;
}
