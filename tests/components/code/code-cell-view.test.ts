/**
 * What a code cell shows for its exercise's entry: a search's steps, backtracks and board, or a
 * sweep's tests and time alone; checked in the view logic and in the cell's server-rendered HTML,
 * with the button an assignment's cell leaves out.
 */
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import CodeCell from '../../../src/components/code/CodeCell.svelte';
import { showcaseBoard } from '../../../src/components/code/code-exercise.ts';
import { cellView, runCounters } from '../../../src/components/code/code-cell-view.ts';
import { CODE_EXERCISES, getExercise } from '../../../src/lib/code/exercises.ts';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';

const run = { visits: 8840, unvisits: 8815, ms: 84 };

describe('cellView(entry)', () => {
	test.each([
		['solve', true, ['Steps: 8,840', 'Backtracks: 8,815', 'Time: 84 ms']],
		['sweep', false, ['Time: 84 ms']],
	] as const)('%s: board %s, counters %o', (entry, board, counters) => {
		const view = cellView(entry);
		expect(view.board).toBe(board);
		expect(runCounters(view, run)).toEqual(counters);
	});

	test('every exercise has a view', () => {
		for (const exercise of CODE_EXERCISES) expect(cellView(exercise.entry)).toBeDefined();
	});
});

describe('CodeCell, server-rendered', () => {
	/** The HTML of a cell for an exercise, with its entry passed as the lessons pass it. */
	function html(id: string): string {
		const exercise = getExercise(id);
		const programs = { javascript: JS_PROGRAMS[id] ?? { starter: '', solution: '' } };
		return render(CodeCell, {
			props: {
				id: 'cell',
				exercise: id,
				entry: exercise.entry,
				programs,
				board: showcaseBoard(exercise),
			},
		}).body;
	}

	test('a search cell has the board and says how to see the search', () => {
		const body = html('backtracking-5x5');
		expect(body).toContain('The search on the board');
		expect(body).toContain('Run the program to watch its search here.');
	});

	test('a cell given no solution has no Show solution button', () => {
		const starter = JS_PROGRAMS['backtracking-5x5']?.starter ?? '';
		const { body } = render(CodeCell, {
			props: {
				id: 'cell',
				exercise: 'backtracking-5x5',
				programs: { javascript: { starter } },
				board: showcaseBoard(getExercise('backtracking-5x5')),
			},
		});
		expect(body).not.toContain('Show solution');
		expect(body).toContain('Reset code');
	});

	test('a sweep cell has no board and nothing about visit, unvisit or a search', () => {
		const body = html('network-sweep');
		expect(body).not.toContain('The search on the board');
		expect(body).not.toMatch(/visit|search here/);
		expect(body).toContain('Show solution');
	});
});
