import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { CODE_EXERCISES } from '../../../src/lib/code/exercises.ts';
import type { Runtime } from '../../../src/workers/code/code-protocol.ts';
import { nodePythonRuntime, runProgram } from './python-harness.ts';

/** Reads a Python program of src/lib/code/reference/. */
function program(file: string): string {
	return readFileSync(new URL(`../../../src/lib/code/reference/${file}`, import.meta.url), 'utf8');
}

let runtime: Runtime;

beforeAll(async () => {
	runtime = nodePythonRuntime();
	await runProgram(runtime, 'def solve(board):\n    return []\n', 'warnsdorff-first');
}, 60_000);

describe('the Python reference solutions and starters (src/lib/code/reference/*.py)', () => {
	test.each(CODE_EXERCISES.map((e) => e.id))('%s: the reference passes every test', async (id) => {
		const run = await runProgram(runtime, program(`${id}.py`), id);
		expect(run.outcome.status).toBe('done');
		if (run.outcome.status !== 'done') return;
		const failed = run.outcome.report.tests.filter((t) => !t.passed);
		expect(failed).toEqual([]);
	});

	test.each(CODE_EXERCISES.map((e) => e.id))(
		'%s: the starter runs and fails its first test with a reason',
		async (id) => {
			const run = await runProgram(runtime, program(`${id}.starter.py`), id);
			expect(run.outcome.status).toBe('done');
			if (run.outcome.status !== 'done') return;
			const first = run.outcome.report.tests[0];
			expect(first?.passed).toBe(false);
			expect(first?.detail ?? '').not.toBe('');
		},
	);
});
