/** The puzzles' Check: the first wrong move of each kind, progress, and a solved board. */
import { describe, expect, test } from 'vitest';
import { createBoard, parseSquare } from '../../../../src/lib/board.ts';
import { findTour } from '../../../../src/lib/solvers/find-tour.ts';
import {
	checkPuzzleMoves,
	puzzleConstraints,
} from '../../../../src/components/lessons/variations/puzzle-check.ts';
import { MOVE_PUZZLES } from '../../../../src/components/lessons/variations/puzzle-data.ts';

const puzzle = MOVE_PUZZLES[0];
if (puzzle === undefined) throw new Error('no puzzle');
const board = createBoard(puzzle.rows, puzzle.cols);
const givens = puzzleConstraints(board, puzzle);
const at = (...names: string[]) => names.map((name) => parseSquare(board, name));

describe('checkPuzzleMoves(board, givens, moves)', () => {
	test.each([
		[['c5', 'c4'], 2, "Move 2 (c4) is not a knight's move from move 1 (c5)."],
		[['c5', 'e4', 'c5'], 3, 'Move 3 lands on c5 again: it was already move 1.'],
		[['e2'], 1, 'Move 1 is given on c5, but yours is on e2.'],
		[['c5', 'e4', 'd2', 'e4'], 4, 'Move 4 lands on e4 again: it was already move 2.'],
	])('%j: move %i is wrong', (names, move, message) => {
		expect(checkPuzzleMoves(board, givens, at(...names))).toEqual({ kind: 'wrong', move, message });
	});

	test('a square given to a later move may not be taken early', () => {
		// d3 is given as move 22; reaching it at move 2 breaks that.
		const moves = at('c5', 'd3');
		const verdict = checkPuzzleMoves(board, givens, moves);
		expect(verdict).toEqual({
			kind: 'wrong',
			move: 2,
			message: 'Move 2 lands on d3, which is given as move 22.',
		});
	});

	test('correct moves so far are counted, and a full correct tour is solved', () => {
		expect(checkPuzzleMoves(board, givens, [])).toEqual({
			kind: 'partial',
			message: "No moves yet: start on move 1's square.",
		});
		const found = findTour(board, { constraints: givens });
		if (found.status !== 'found') throw new Error('no solution');
		const tour = Array.from(found.tour);
		expect(checkPuzzleMoves(board, givens, tour.slice(0, 3)).message).toBe(
			'No mistake in your 3 moves so far; 22 squares to go.',
		);
		expect(checkPuzzleMoves(board, givens, tour)).toEqual({
			kind: 'solved',
			message: 'Solved: all 25 squares, every given number in place.',
		});
	});
});
