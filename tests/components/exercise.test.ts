import { createRawSnippet } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import Exercise from '../../src/components/exercises/Exercise.svelte';
import { checkAnswer, type ExerciseSpec } from '../../src/components/exercises/exercise-check.ts';

describe('checkAnswer(spec, given)', () => {
	const number: ExerciseSpec = { kind: 'number', answer: 168 };
	const choice: ExerciseSpec = { kind: 'choice', answer: 'No' };
	const squares: ExerciseSpec = {
		kind: 'squares',
		answer: ['b3', 'c2'],
		board: { rows: 8, cols: 8 },
	};

	test.each([
		[number, '168', 'right'],
		[number, ' 1,68 ', 'right'],
		[number, '167', 'wrong'],
		[number, '16.8', 'unreadable'],
		[number, 'lots', 'unreadable'],
		[number, '', 'unreadable'],
		[choice, 'No', 'right'],
		[choice, 'Yes', 'wrong'],
		[choice, '', 'unreadable'],
		[squares, 'c2 b3', 'right'],
		[squares, 'C2, B3', 'right'],
		[squares, 'b3', 'wrong'],
		[squares, 'b3 c2 d4', 'wrong'],
		[squares, 'b3 z9', 'unreadable'],
	] as const)('%o with %j: %s', (spec, given, status) => {
		expect(checkAnswer(spec, given).status).toBe(status);
	});

	test('a wrong number says which way to look', () => {
		expect(checkAnswer(number, '100')).toEqual({
			status: 'wrong',
			note: '100 is not right: the answer is larger.',
		});
	});

	test.each(['6x6', '6×6', '6 by 6', ' 6 X 6 ', '6*6'])(
		'a board size (%j) typed in a number box asks for one number',
		(given) => {
			const verdict = checkAnswer(number, given);
			expect(verdict.status).toBe('unreadable');
			if (verdict.status === 'unreadable') expect(verdict.message).toMatch(/^Type one number/);
		},
	);

	test('a wrong choice gets its own explanation, and a choice without one the general note', () => {
		const explained: ExerciseSpec = {
			kind: 'choice',
			answer: 'No',
			whyNot: { Yes: 'Four squares have odd degree; Euler allows at most two.' },
		};
		expect(checkAnswer(explained, 'Yes')).toEqual({
			status: 'wrong',
			note: 'Four squares have odd degree; Euler allows at most two.',
		});
		expect(checkAnswer(explained, 'Maybe')).toEqual({
			status: 'wrong',
			note: 'That is not the right choice.',
		});
	});

	test('wrong squares say how many are missing and how many do not belong', () => {
		expect(checkAnswer(squares, 'b3 d4')).toEqual({
			status: 'wrong',
			note: 'Not quite: 1 of your squares does not belong, and 1 square is missing.',
		});
	});
});

describe('Exercise (server-rendered)', () => {
	const question = createRawSnippet(() => ({ render: () => '<p>How many edges?</p>' }));

	test('shows the question, a labelled box and Check; no answer in the text', () => {
		const { body } = render(Exercise, {
			props: {
				id: 'edges',
				kind: 'number',
				answer: 168,
				explanation: 'Count.',
				children: question,
			},
		});
		expect(body).toContain('How many edges?');
		expect(body).toMatch(/<label for="edges-answer"[^>]*>Your answer<\/label>/);
		expect(body).toContain('>Check</button>');
		expect(body).not.toContain('168');
	});

	test('a choice exercise shows every choice as a radio button', () => {
		const { body } = render(Exercise, {
			props: {
				id: 'q',
				kind: 'choice',
				answer: 'No',
				choices: ['Yes', 'No', 'Only on Sundays'],
				explanation: 'Because.',
			},
		});
		expect(body.match(/type="radio"/g)?.length).toBe(3);
	});
});
