import { beforeAll, describe, expect, test } from 'vitest';
import { CODE_EXERCISES } from '../../../src/lib/code/exercises.ts';
import { PY_PROGRAMS } from '../../../src/lib/code/reference/python.ts';
import type { Runtime } from '../../../src/workers/code/code-protocol.ts';
import { nodePythonRuntime, runProgram } from './python-harness.ts';

/** Returns the Python starter or solution of an exercise. */
function program(id: string, which: 'starter' | 'solution'): string {
	const programs = PY_PROGRAMS[id];
	if (programs === undefined) throw new Error(`no Python programs for ${id}`);
	return programs[which];
}

let runtime: Runtime;

beforeAll(async () => {
	runtime = nodePythonRuntime();
	await runProgram(runtime, 'def solve(board):\n    return []\n', 'warnsdorff-first');
}, 60_000);

test('every exercise has Python programs, and nothing else does', () => {
	expect(Object.keys(PY_PROGRAMS).sort()).toEqual(CODE_EXERCISES.map((e) => e.id).sort());
});

describe('the Python reference solutions and starters (src/lib/code/reference/python.ts)', () => {
	test.each(CODE_EXERCISES.map((e) => e.id))('%s: the reference passes every test', async (id) => {
		const run = await runProgram(runtime, program(id, 'solution'), id);
		expect(run.outcome.status).toBe('done');
		if (run.outcome.status !== 'done') return;
		const failed = run.outcome.report.tests.filter((t) => !t.passed);
		expect(failed).toEqual([]);
	});

	test.each(CODE_EXERCISES.map((e) => e.id))(
		'%s: the starter runs and fails its first test with a reason',
		async (id) => {
			const run = await runProgram(runtime, program(id, 'starter'), id);
			expect(run.outcome.status).toBe('done');
			if (run.outcome.status !== 'done') return;
			const first = run.outcome.report.tests[0];
			expect(first?.passed).toBe(false);
			expect(first?.detail ?? '').not.toBe('');
		},
	);

	test('backtracking-warnsdorff-5x5: the reference places 25 nodes from each start, as the library does', async () => {
		const run = await runProgram(
			runtime,
			program('backtracking-warnsdorff-5x5', 'solution'),
			'backtracking-warnsdorff-5x5',
		);
		if (run.outcome.status !== 'done') throw new Error(run.outcome.status);
		expect(run.outcome.report.tests.map((t) => t.got)).toEqual(
			Array(3).fill('a tour after 25 positions (0 backtracks)'),
		);
	});
});
