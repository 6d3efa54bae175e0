import { describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import { getExercise } from '../../../src/lib/code/exercises.ts';
import {
	runMessage,
	type Limits,
	type ProgramError,
	type RunReport,
} from '../../../src/workers/code/code-protocol.ts';
import { judgeRun } from '../../../src/workers/code/judge-run.ts';
import { runJs } from '../../../src/workers/code/run-js.ts';
import { instrumentJs } from '../../../src/workers/code/instrument-js.ts';

const now = (): number => performance.now();

/** Runs a program and judges it as the page does; returns its report or its error. */
function run(
	code: string,
	exercise = 'warnsdorff-first',
	limits: Partial<Limits> = {},
): RunReport | ProgramError {
	const request = runMessage('javascript', code, exercise, { timeMs: 400, ...limits });
	const outcome = judgeRun(request, runJs(request, { now }));
	return outcome.status === 'done' ? outcome.report : outcome.error;
}

/** Runs a program that must fail; returns the error. */
function fail(code: string, exercise?: string, limits?: Partial<Limits>): ProgramError {
	const result = run(code, exercise, limits);
	if ('tests' in result) throw new Error(`expected a failure, got ${JSON.stringify(result.tests)}`);
	return result;
}

describe('runJs(request): program errors', () => {
	test.each([
		['syntax', 'function solve(board) {\n  return [1, 2,\n}', 3],
		['syntax', 'function solve(board) {\n  let x = 1;\n  let x = 2;\n}', 3],
		['exception', 'function solve(board) {\n  const a = null;\n  return a.x;\n}', 3],
		['exception', 'function solve(board) {\n  undeclared = 1;\n}', 2],
		['exception', 'function solve(board) {\n\n  board.neighbors(99);\n}', 3],
		['stack-overflow', 'function solve(board) {\n  return solve(board);\n}', 2],
		['timeout', 'function solve(board) {\n  while (true) {}\n}', 2],
		['timeout', 'function solve(board) {\n  for (;;) ;\n}', 2],
		['timeout', 'function solve(board) {\n  let i = 0;\n  do { i++; } while (true);\n}', 3],
		[
			'timeout',
			'function spin(n) {\n  return n < 0 ? 0 : spin(n - 1) + spin(n - 2) + spin(n - 3);\n}\nfunction solve(board) { return [spin(80)]; }',
			1,
		],
		[
			'timeout',
			'function solve(board) {\n  for (;;) {\n    try { while (true) {} } catch (e) {}\n  }\n}',
			3,
		],
		['forbidden', 'function solve(board) {\n  return import("https://example.com/x.js");\n}', 2],
		['bad-result', '\nfunction solve(board) {\n  return "a8";\n}', 2],
		['bad-result', 'function solve(board) {\n  return [0, 1.5];\n}', 1],
		['step-limit', 'function solve(board) {\n  for (;;) {\n    visit(0);\n  }\n}', 3],
	] as const)('%s, line %#', (kind, code, line) => {
		const error = fail(code, 'warnsdorff-first', { steps: 100_000 });
		expect(error.kind).toBe(kind);
		expect(error.line).toBe(line);
		expect(error.message.length).toBeGreaterThan(20);
	});

	test('a program without the entry function says which one it needs', () => {
		const error = fail('function solvee(board) { return []; }');
		expect(error).toEqual({ kind: 'no-entry', message: expect.stringContaining('solve(board)') });
	});

	test("an exception gives the column too, in the student's code (guards inserted before it do not shift it)", () => {
		const error = fail('function solve(board) { for (;;) { return null.x; } }');
		expect(error).toMatchObject({
			kind: 'exception',
			line: 1,
			// V8 points at the property read: the x of null.x.
			column: 'function solve(board) { for (;;) { return null.'.length + 1,
		});
	});

	test('an unknown exercise is a load error', () => {
		const request = runMessage('javascript', 'function solve() {}', 'no-such');
		expect(runJs(request, { now }).error?.kind).toBe('runtime-load');
	});
});

describe('runJs(request): results', () => {
	test('a correct program passes every test, and the showcase steps and tour come back', () => {
		const report = run(JS_PROGRAMS['warnsdorff-first']?.solution ?? '') as RunReport;
		expect(report.tests.map((t) => t.passed)).toEqual([true, true, true]);
		expect(report.tour).toHaveLength(64);
		expect(report.visits).toBe(64);
		expect(Array.from(report.steps.slice(0, 1))).toEqual([1]);
	});

	test('a wrong program fails with what was expected and what it gave', () => {
		const code = 'function solve(board) {\n  return [board.start];\n}';
		const report = run(code, 'backtracking-5x5') as RunReport;
		expect(report.tests[0]).toMatchObject({
			passed: false,
			expected: 'a tour of the 5×5 board from a1',
			got: '1 square, not a tour',
		});
		expect(report.tests[0]?.detail).toContain('The tour has 1 square; this board has 25 to visit');
	});

	test('steps past STEP_KEEP are counted, not kept', () => {
		const code =
			'function solve(board) {\n  for (let i = 0; i < 150000; i++) { visit(board.start); unvisit(board.start); }\n  return [board.start];\n}';
		const report = run(code, 'backtracking-5x5', { timeMs: 5000 }) as RunReport;
		expect(report.stepsTotal).toBe(300_000);
		expect(report.steps.length).toBe(200_000);
	});

	test('log(...) lines are kept in order', () => {
		const report = run(
			'function solve(board) {\n  log("start", board.start, [1, 2]);\n  return [];\n}',
		) as RunReport;
		expect(report.logs[0]).toBe('start 0 [1,2]');
	});

	test('the program gets a fresh board each call: changing it does not leak into the next test', () => {
		const code =
			'function solve(board) {\n  board.neighbors(0).push(99);\n  return board.neighbors(0).includes(99) ? [1] : [];\n}';
		const report = run(code) as RunReport;
		expect(report.tour).toEqual([]);
	});

	test('each exercise names an entry the references define', () => {
		for (const [id, programs] of Object.entries(JS_PROGRAMS)) {
			expect(programs.solution).toContain(`function ${getExercise(id).entry}(`);
		}
	});
});

describe('instrumentJs(source)', () => {
	test('guards every loop and function without changing lines', () => {
		const source =
			'function f(n) {\n  while (n) n--;\n  const g = (x) => x;\n  for (const y of [1]) {}\n  return g(n);\n}';
		const result = instrumentJs(source, 'f');
		if (!result.ok) throw new Error(result.message);
		expect(result.code.split('\n')).toHaveLength(source.split('\n').length);
		expect(result.code.match(/__ktGuard\(/g)).toHaveLength(4);
		expect(result.entryLine).toBe(1);
		expect(new Function('__ktGuard', `${result.code}; return f(3);`)(() => undefined)).toBe(0);
	});

	test('a syntax error has its line and column', () => {
		expect(instrumentJs('let a = 1;\nlet b = ;\n', 'solve')).toMatchObject({
			ok: false,
			kind: 'syntax',
			line: 2,
		});
	});
});
