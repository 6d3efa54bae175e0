import { describe, expect, test } from 'vitest';
import {
	applyCodeStep,
	codeSteps,
	createCodeStepMarker,
	createCodeStepView,
	describeCodeStep,
} from '../../../src/components/code/code-steps.ts';

/** Applies recorded steps to a fresh view of `size` squares. */
function replay(size: number, steps: number[]) {
	const view = createCodeStepView(size);
	for (const step of codeSteps(Int32Array.from(steps))) applyCodeStep(view, step);
	return view;
}

const name = (square: number): string => `s${String(square)}`;

describe('applyCodeStep(view, step)', () => {
	test.each([
		{ steps: [1, 2, 3], stack: [0, 1, 2], visits: 3, unvisits: 0 },
		{ steps: [1, 2, -2, 3], stack: [0, 2], visits: 3, unvisits: 1 },
		{ steps: [1, 2, 3, -2], stack: [0, 2], visits: 3, unvisits: 1 },
		{ steps: [1, 1, -1], stack: [0], visits: 2, unvisits: 1 },
		{ steps: [-5], stack: [], visits: 0, unvisits: 1 },
		{ steps: [1, 100, -100], stack: [0], visits: 2, unvisits: 1 },
	])('$steps leaves $stack on the board', ({ steps, stack, visits, unvisits }) => {
		const view = replay(9, steps);
		expect(view.stack).toEqual(stack);
		expect([view.visits, view.unvisits]).toEqual([visits, unvisits]);
		// Every square on the stack carries its (last) place; every other square 0.
		for (let s = 0; s < 9; s++) {
			const place = view.stack.lastIndexOf(s) + 1;
			expect(view.order[s]).toBe(place);
		}
	});

	test('squares off the board are counted but not numbered', () => {
		const view = replay(4, [1, 10]);
		expect(view.stack).toEqual([0, 9]);
		expect(Array.from(view.order)).toEqual([1, 0, 0, 0]);
		expect(describeCodeStep(view, name)).toBe(
			'visit(square 9 (off the board)): 2 squares on the board.',
		);
	});
});

describe('describeCodeStep(view, name)', () => {
	test.each([
		{ steps: [], text: 'No steps yet.' },
		{ steps: [1], text: 'visit(s0): 1 square on the board.' },
		{ steps: [1, 2, -2], text: 'unvisit(s1): 1 square on the board.' },
	])('after $steps: $text', ({ steps, text }) => {
		expect(describeCodeStep(replay(9, steps), name)).toBe(text);
	});
});

describe('createCodeStepMarker()', () => {
	test('marks the first unvisit after visits as a backtrack', () => {
		const mark = createCodeStepMarker();
		expect([1, 2, -2, -1, 3, -3].map((s) => mark(s))).toEqual([
			null,
			null,
			'backtrack',
			null,
			null,
			'backtrack',
		]);
	});
});
