import { describe, expect, test } from 'vitest';
import { createBoard, parseSquare, type Board } from '../../../../src/lib/index.ts';
import { searchSteps } from '../../../../src/lib/solvers/search-cost.ts';
import type { Strength } from '../../../../src/lib/solvers/strength.ts';
import type { TourStep } from '../../../../src/lib/solvers/types.ts';
import { applyTourStep, createTourView } from '../../../../src/components/player/tour-view.ts';
import {
	candidatesAt,
	searchStack,
} from '../../../../src/components/lessons/backtracking/backtracking-stack.ts';

/** The first `limit` steps of the search as the widget plays it. */
function stepsOf(board: Board, start: string, strength: Strength, limit: number): TourStep[] {
	const steps: TourStep[] = [];
	for (const step of searchSteps(board, parseSquare(board, start), strength, 1e7)) {
		steps.push(step);
		if (steps.length === limit) break;
	}
	return steps;
}

const cases: [string, string, Strength][] = [
	['5×5', 'a1', 'textbook'],
	['5×5', 'c1', 'warnsdorff'],
	['6×6', 'd4', 'textbook'],
	['6×6', 'd4', 'warnsdorff'],
];

describe('searchStack(board, path, length, strength, last)', () => {
	// Without the cut every square the search tries shows as a visit, so the stack must
	// predict every next step: the next visit is the first square still to try, and the
	// search goes back exactly when nothing is left.
	test.each(cases)('%s from %s, %s: predicts every next step', (size, start, strength) => {
		const [rows, cols] = size.split('×').map(Number) as [number, number];
		const board = createBoard(rows, cols);
		const steps = stepsOf(board, start, strength, 20_000).filter((s) => s.kind !== 'candidates');
		const view = createTourView(board);
		applyTourStep(view, steps[0] as TourStep);
		for (const step of steps.slice(1)) {
			const stack = searchStack(board, view.path, view.length, strength, view.last);
			expect(stack.entries.map((e) => e.square)).toEqual(
				Array.from(view.path.slice(0, view.length)),
			);
			if (step.kind === 'visit') {
				expect(step.depth).toBe(view.length + 1);
				expect(step.square).toBe(stack.next[0]);
			} else {
				expect(stack.next).toEqual([]);
			}
			applyTourStep(view, step);
		}
	});

	test('each square lists the squares still to try in its place', () => {
		const board = createBoard(5, 5);
		const path = ['a1', 'b3', 'a5'].map((name) => parseSquare(board, name));
		const stack = searchStack(board, path, 3, 'textbook', null);
		expect(stack.entries.map((e) => e.move)).toEqual([1, 2, 3]);
		expect(stack.entries[0]?.alternatives).toEqual([]);
		// From a1 the leaper's order tries b3 and then c2.
		expect(stack.entries[1]?.alternatives).toEqual([parseSquare(board, 'c2')]);
		expect(searchStack(board, [], 0, 'textbook', null)).toEqual({ entries: [], next: [] });
	});

	test('after a retreat, only the moves after the square taken back are left', () => {
		const board = createBoard(5, 5);
		const path = [parseSquare(board, 'a1')];
		const all = candidatesAt(board, path, 1, 'textbook');
		const back: TourStep = { kind: 'retreat', square: all[0] as number, depth: 2 };
		expect(searchStack(board, path, 1, 'textbook', back).next).toEqual(all.slice(1));
	});
});

describe('candidatesAt(board, path, depth, strength)', () => {
	test('matches the candidates the library lists with Warnsdorff order, in order', () => {
		// From b5 there is no tour, so the search backtracks a lot and lists candidates at every depth.
		const board = createBoard(5, 5);
		const steps = stepsOf(board, 'b5', 'warnsdorff', 5_000);
		const view = createTourView(board);
		let checked = 0;
		for (const step of steps) {
			applyTourStep(view, step);
			if (step.kind !== 'candidates') continue;
			const mine = candidatesAt(board, view.path, view.length, 'warnsdorff');
			expect(mine).toEqual(step.candidates.map((c) => c.square));
			checked++;
		}
		expect(checked).toBeGreaterThan(100);
	});
});
