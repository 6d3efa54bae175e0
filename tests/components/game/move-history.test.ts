import { describe, expect, test } from 'vitest';
import { MoveHistory } from '../../../src/components/game/move-history.svelte.ts';

describe('MoveHistory', () => {
	test('undo and redo one move at a time; a new move clears Redo', () => {
		const history = new MoveHistory();
		for (const square of [20, 11, 2]) history.play(square);
		expect(history.undo()).toEqual([2]);
		expect(history.undo()).toEqual([11]);
		expect(history.redoMoves).toEqual([11, 2]);
		expect(history.redo()).toEqual([11]);
		expect(history.played).toEqual([20, 11]);
		history.play(8);
		expect(history.canRedo).toBe(false);
	});

	test('a jump back several moves is one action: one Redo brings them all back', () => {
		const history = new MoveHistory();
		for (const square of [20, 11, 2, 9, 18]) history.play(square);
		expect(history.undo(3)).toEqual([2, 9, 18]);
		expect(history.played).toEqual([20, 11]);
		expect(history.redoMoves).toEqual([2, 9, 18]);
		expect(history.redo()).toEqual([2, 9, 18]);
		expect(history.played).toEqual([20, 11, 2, 9, 18]);
		expect(history.canRedo).toBe(false);
	});

	test('playing the next undone move by hand keeps the rest of that action', () => {
		const history = new MoveHistory();
		for (const square of [20, 11, 2, 9]) history.play(square);
		history.undo(3);
		history.play(11);
		expect(history.redoMoves).toEqual([2, 9]);
		expect(history.redo()).toEqual([2, 9]);
	});

	test.each([0, -1, 4])('undo(%i) with three moves takes nothing back', (count) => {
		const history = new MoveHistory();
		for (const square of [20, 11, 2]) history.play(square);
		expect(history.undo(count)).toEqual([]);
		expect(history.played).toEqual([20, 11, 2]);
	});

	test('reset restores moves and one-move Redo actions, next first', () => {
		const history = new MoveHistory();
		history.reset([20, 11], [2, 9]);
		expect(history.redo()).toEqual([2]);
		expect(history.redo()).toEqual([9]);
		expect(history.redo()).toEqual([]);
	});
});
