/**
 * Checking a reader's tour of a move-constraint puzzle: the first wrong move
 * (not a leap, a square twice, a given number broken), or how far it is right.
 */
import { parseSquare, squareName, type Board, type Square } from '../../../lib/board.ts';
import { isLeap } from '../../../lib/tour.ts';
import type { MoveConstraint } from '../../../lib/solvers/request.ts';
import type { MovePuzzle } from './puzzle-data.ts';

/** The verdict on the moves laid so far. */
export type PuzzleVerdict =
	| { kind: 'wrong'; move: number; message: string }
	| { kind: 'partial'; message: string }
	| { kind: 'solved'; message: string };

/** Returns a puzzle's givens as the library's move constraints. */
export function puzzleConstraints(board: Board, puzzle: MovePuzzle): MoveConstraint[] {
	return puzzle.givens.map(([move, name]) => ({ move, square: parseSquare(board, name) }));
}

/** Finds the first wrong move of `moves` against the puzzle's givens, or says how far they are right. */
export function checkPuzzleMoves(
	board: Board,
	givens: readonly MoveConstraint[],
	moves: readonly Square[],
): PuzzleVerdict {
	const name = (s: Square): string => squareName(board, s);
	const givenAt = new Map(givens.map(({ move, square }) => [move, square]));
	const givenOn = new Map(givens.map(({ move, square }) => [square, move]));
	const seen = new Map<Square, number>();
	for (const [i, square] of moves.entries()) {
		const move = i + 1;
		const wrong = (message: string): PuzzleVerdict => ({ kind: 'wrong', move, message });
		const previous = moves[i - 1];
		if (previous !== undefined && !isLeap(board, previous, square)) {
			return wrong(
				`Move ${String(move)} (${name(square)}) is not a knight's move from move ${String(move - 1)} (${name(previous)}).`,
			);
		}
		const before = seen.get(square);
		if (before !== undefined) {
			return wrong(
				`Move ${String(move)} lands on ${name(square)} again: it was already move ${String(before)}.`,
			);
		}
		const wanted = givenAt.get(move);
		if (wanted !== undefined && wanted !== square) {
			return wrong(
				`Move ${String(move)} is given on ${name(wanted)}, but yours is on ${name(square)}.`,
			);
		}
		const fixed = givenOn.get(square);
		if (fixed !== undefined && fixed !== move) {
			return wrong(
				`Move ${String(move)} lands on ${name(square)}, which is given as move ${String(fixed)}.`,
			);
		}
		seen.set(square, move);
	}
	if (moves.length === board.size) {
		return {
			kind: 'solved',
			message: `Solved: all ${String(board.size)} squares, every given number in place.`,
		};
	}
	const left = board.size - moves.length;
	return {
		kind: 'partial',
		message:
			moves.length === 0
				? `No moves yet: start on move 1's square.`
				: `No mistake in your ${String(moves.length)} move${moves.length === 1 ? '' : 's'} so far; ${String(left)} square${left === 1 ? '' : 's'} to go.`,
	};
}
