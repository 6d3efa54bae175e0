import { describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import { emptyRun, runMessage } from '../../../src/workers/code/code-protocol.ts';
import {
	judgeRun,
	judgeRunInSteps,
	readSandboxMessage,
} from '../../../src/workers/code/judge-run.ts';
import { runJs } from '../../../src/workers/code/run-js.ts';

describe('judgeRunInSteps(request, raw, pause)', () => {
	test('gives what judgeRun gives, pausing after each test', async () => {
		const request = runMessage(
			'javascript',
			JS_PROGRAMS['backtracking-5x5']?.solution ?? '',
			'backtracking-5x5',
		);
		const raw = runJs(request, { now: () => performance.now() });
		let pauses = 0;
		const stepped = await judgeRunInSteps(request, raw, () => {
			pauses++;
			return Promise.resolve();
		});
		expect(stepped).toEqual(judgeRun(request, raw));
		// backtracking-5x5 has four tests (src/lib/code/exercises.ts).
		expect(pauses).toBe(4);
		expect(stepped.status === 'done' && stepped.report.tests.every((t) => t.passed)).toBe(true);
	});
});

describe('readSandboxMessage(data)', () => {
	test.each([
		[
			'a value that is not plain data',
			{ ...emptyRun(), calls: [{ value: new Date(), visits: 0, unvisits: 0 }] },
		],
		['a negative count', { ...emptyRun(), visits: -1 }],
		[
			'an error of a kind this site does not know',
			{ ...emptyRun(), error: { kind: 'passed', message: 'x' } },
		],
		['steps that are not an Int32Array', { ...emptyRun(), steps: [1, 2] }],
		[
			'more calls than any exercise makes',
			{
				...emptyRun(),
				calls: Array.from({ length: 1001 }, () => ({ value: [], visits: 0, unvisits: 0 })),
			},
		],
	])('refuses a record with %s', (_, run) => {
		expect(readSandboxMessage({ type: 'ran', run })).toBeNull();
	});

	test('reads a well-formed record, and loading and log messages', () => {
		expect(readSandboxMessage({ type: 'ran', run: emptyRun() })).toEqual({
			type: 'ran',
			run: emptyRun(),
		});
		expect(readSandboxMessage({ type: 'loading', what: 'Python', fraction: 0.5 })).toEqual({
			type: 'loading',
			what: 'Python',
			fraction: 0.5,
		});
		expect(readSandboxMessage({ type: 'log', lines: ['a'] })).toEqual({
			type: 'log',
			lines: ['a'],
		});
		expect(readSandboxMessage({ type: 'done', report: {} })).toBeNull();
	});
});
