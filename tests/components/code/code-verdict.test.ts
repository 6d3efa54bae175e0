import { describe, expect, test } from 'vitest';
import {
	describeError,
	describeReplay,
	describeVerdict,
} from '../../../src/components/code/code-verdict.ts';
import { counterTexts } from '../../../src/components/code/code-counters.ts';
import type { TestOutcome } from '../../../src/components/code/code-types.ts';

const pass: TestOutcome = { name: '5×5 from a1', passed: true, expected: 'a tour', got: 'a tour' };
const fail: TestOutcome = {
	name: '5×5 from c3',
	passed: false,
	expected: 'a tour',
	got: '24 squares',
};

describe('describeError(error)', () => {
	test.each([
		[
			{ kind: 'exception', message: 'x is not defined', line: 4 },
			'Error on line 4: x is not defined',
		],
		[
			{ kind: 'syntax', message: 'Unexpected token', line: 2 },
			'Syntax error on line 2: Unexpected token',
		],
		// The JavaScript runner's own message says it already: not led in twice (issue 30).
		[
			{ kind: 'syntax', message: 'Syntax error on line 10: near "for (;;".', line: 10 },
			'Syntax error on line 10: near "for (;;".',
		],
		[{ kind: 'timeout', message: '', line: 7 }, 'Time limit reached on line 7.'],
		[{ kind: 'stopped', message: 'Stopped' }, 'Stopped.'],
		[{ kind: 'stopped', message: 'Stopped.' }, 'Stopped.'],
		[
			{ kind: 'forbidden', message: 'fetch is not available in a code cell', line: 1 },
			'Not allowed in a code cell on line 1: fetch is not available in a code cell',
		],
	] as const)('%o', (error, text) => {
		expect(describeError(error)).toBe(text);
	});
});

describe('describeVerdict(tests, error)', () => {
	test.each([
		{ tests: [pass], error: null, text: 'The test passed.' },
		{ tests: [pass, pass], error: null, text: 'All 2 tests passed.' },
		{ tests: [pass, fail], error: null, text: '1 of 2 tests passed. First failure: 5×5 from c3.' },
		{ tests: [], error: null, text: 'The program ran; there were no tests.' },
		{ tests: [pass], error: { kind: 'stopped', message: '' }, text: 'Stopped.' },
	] as const)('$text', ({ tests, error, text }) => {
		expect(describeVerdict(tests, error)).toBe(text);
	});
});

describe('counterTexts(visits, unvisits, ms)', () => {
	test('formats counts and times', () => {
		expect(counterTexts(8840, 8816, 12.4)).toEqual(['8,840', '8,816', '12 ms']);
		expect(counterTexts(0, 0, 1250)).toEqual(['0', '0', '1.25 s']);
	});
});

describe('describeReplay(result)', () => {
	const steps = Int32Array.from([1, 2, -2]);
	test.each([
		[null, 'Run the program to watch its search here.'],
		[
			{ steps: null, stepsTotal: 3, tour: null },
			'Run the program again to watch its search (steps are not kept over a reload).',
		],
		[{ steps, stepsTotal: 3, tour: null }, ''],
		[
			{ steps, stepsTotal: 1_234_567, tour: null },
			"The animation holds the first 3 of the run's 1,234,567 steps.",
		],
		[
			{ steps: new Int32Array(0), stepsTotal: 0, tour: [0, 7] },
			'The program reported no steps (visit and unvisit); the tour it returned is shown.',
		],
		[
			{ steps: new Int32Array(0), stepsTotal: 0, tour: null },
			'The program reported no steps: call visit(square) and unvisit(square) to see the search.',
		],
	])('%o', (result, text) => {
		expect(describeReplay(result)).toBe(text);
	});
});
