import { describe, expect, test } from 'vitest';
import { CODE_EXERCISES } from '../../../src/lib/code/exercises.ts';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import { JS_STARTERS } from '../../../src/lib/code/reference/javascript-starters.ts';
import { PY_STARTERS } from '../../../src/lib/code/reference/python-starters.ts';
import { runMessage, type RunReport } from '../../../src/workers/code/code-protocol.ts';
import { judgeRun } from '../../../src/workers/code/judge-run.ts';
import { runJs } from '../../../src/workers/code/run-js.ts';

/** Runs a program for an exercise with the default limits and judges it as the page does. */
function run(code: string, exercise: string): RunReport {
	const request = runMessage('javascript', code, exercise);
	const outcome = judgeRun(request, runJs(request, { now: () => performance.now() }));
	if (outcome.status === 'failed') throw new Error(outcome.error.message);
	return outcome.report;
}

describe('the JavaScript reference solutions and starters (src/lib/code/reference/javascript.ts)', () => {
	test('every exercise has both, and a starter in each language in the starters-only modules', () => {
		const ids = CODE_EXERCISES.map((e) => e.id).sort();
		expect(Object.keys(JS_PROGRAMS).sort()).toEqual(ids);
		expect(Object.keys(JS_STARTERS).sort()).toEqual(ids);
		expect(Object.keys(PY_STARTERS).sort()).toEqual(ids);
	});

	test.each(CODE_EXERCISES.map((e) => e.id))('%s: the solution passes every test', (id) => {
		const report = run(JS_PROGRAMS[id]?.solution ?? '', id);
		expect(report.tests.filter((t) => !t.passed)).toEqual([]);
	});

	test.each(CODE_EXERCISES.map((e) => e.id))(
		'%s: the starter runs and fails with a reason',
		(id) => {
			const report = run(JS_PROGRAMS[id]?.starter ?? '', id);
			const failed = report.tests.filter((t) => !t.passed);
			expect(failed.length).toBeGreaterThan(0);
			for (const outcome of failed) expect(outcome.detail ?? '').toMatch(/\w{3,}.*\w{3,}/);
		},
	);
});
