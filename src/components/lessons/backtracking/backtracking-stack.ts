/**
 * The stack of a depth-first tour search, rebuilt from its partial tour: for
 * every square on it, the squares the search will still try in its place,
 * and the moves it will try next from the deepest square. The search keeps
 * these lists itself; they are recomputed here from the path alone, in the
 * same order (the leaper's fixed order, or fewest onward moves first with
 * ties in that order), so the widget needs nothing more than the step stream.
 */
import { neighbors, type Board, type Square } from '../../../lib/board.ts';
import type { Strength } from '../../../lib/solvers/strength.ts';
import type { Candidate, TourStep } from '../../../lib/solvers/types.ts';

/** One square of the partial tour with the squares still to be tried in its place. */
export interface StackEntry {
	square: Square;
	/** Move number, 1 for the start. */
	move: number;
	/** Squares the search will try at this move after this one, in order (none for the start). */
	alternatives: Square[];
}

/** The stack of the search: the partial tour, deepest last, and what comes next. */
export interface SearchStack {
	entries: StackEntry[];
	/** The moves from the deepest square the search has still to try, in order. */
	next: Square[];
}

/** Lists the moves from path[depth − 1] the search generates at move depth + 1, in its order. */
export function candidatesAt(
	board: Board,
	path: ArrayLike<Square>,
	depth: number,
	strength: Strength,
): Square[] {
	const visited = new Set<Square>();
	for (let i = 0; i < depth; i++) visited.add(path[i] as Square);
	const from = path[depth - 1] as Square;
	const moves = neighbors(board, from).filter((square) => !visited.has(square));
	if (strength !== 'warnsdorff' && strength !== 'warnsdorff-cut') return moves;
	const onward = (square: Square): number =>
		neighbors(board, square).filter((next) => !visited.has(next)).length;
	// Array.prototype.sort is stable, so equal counts keep the leaper's order, as in the search.
	const keys = new Map(moves.map((square) => [square, onward(square)]));
	return moves.sort((a, b) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0));
}

/** Returns the squares after `square` in `list`, or the whole list when it is not there. */
function after(list: readonly Square[], square: Square | null): Square[] {
	const at = square === null ? -1 : list.indexOf(square);
	return list.slice(at + 1);
}

/**
 * Rebuilds the stack after some steps: the first `length` squares of `path`
 * and the last step, which tells whether the deepest square has just been
 * reached (every move from it still to try) or the search has just come back
 * to it (only the moves after the square it came back from).
 */
export function searchStack(
	board: Board,
	path: ArrayLike<Square>,
	length: number,
	strength: Strength,
	last: TourStep | null,
): SearchStack {
	const entries: StackEntry[] = [];
	for (let i = 0; i < length; i++) {
		const square = path[i] as Square;
		const alternatives = i === 0 ? [] : after(candidatesAt(board, path, i, strength), square);
		entries.push({ square, move: i + 1, alternatives });
	}
	if (length === 0) return { entries, next: [] };
	const back = last?.kind === 'retreat' && last.depth === length + 1 ? last.square : null;
	return { entries, next: after(candidatesAt(board, path, length, strength), back) };
}

/** Labels Warnsdorff's candidates with their onward moves, for the board's badges. */
export function onwardBadges(candidates: readonly Candidate[] | null): ReadonlyMap<Square, string> {
	return new Map((candidates ?? []).map((c) => [c.square, String(c.onward)]));
}
