import { beforeAll, describe, expect, test } from 'vitest';
import type { ProgramError, RunReport, Runtime } from '../../../src/workers/code/code-protocol.ts';
import { nodePythonRuntime, runProgram, type PythonRun } from './python-harness.ts';

/** Warnsdorff's rule with the first tie-break: min() keeps the first of equals. */
const WARNSDORFF = `
def solve(board):
    s = board.start
    seen = {s}
    tour = [s]
    visit(s)
    while True:
        free = [t for t in board.neighbors(s) if t not in seen]
        if not free:
            return tour
        s = min(free, key=lambda t: sum(1 for u in board.neighbors(t) if u not in seen))
        seen.add(s)
        tour.append(s)
        visit(s)
`;

/** The textbook backtracking search, reporting each step. */
const BACKTRACKING = `
from knight import visit, unvisit

def solve(board):
    tour = [board.start]
    seen = [False] * board.size
    seen[board.start] = True
    visit(board.start)

    def extend():
        if len(tour) == board.size:
            return True
        for t in board.neighbors(tour[-1]):
            if not seen[t]:
                seen[t] = True
                tour.append(t)
                visit(t)
                if extend():
                    return True
                unvisit(t)
                tour.pop()
                seen[t] = False
        return False

    extend()
    return tour
`;

/** One sweep of the working rule, in net.order, in place. */
const SWEEP = `
def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        degree = sum(net.V[f] for f in net.edgesAt[u]) + sum(net.V[f] for f in net.edgesAt[v])
        net.U[e] += 4 - degree
        if net.U[e] > 3:
            net.V[e] = 1
        elif net.U[e] < 0:
            net.V[e] = 0
`;

let runtime: Runtime;
let firstRun: PythonRun;

beforeAll(async () => {
	runtime = nodePythonRuntime();
	firstRun = await runProgram(runtime, WARNSDORFF, 'warnsdorff-first');
}, 60_000);

/** Returns the report of a run that must have finished. */
function reportOf(run: PythonRun): RunReport {
	if (run.outcome.status !== 'done') throw new Error(`failed: ${run.outcome.error.message}`);
	return run.outcome.report;
}

/** Returns the error of a run that must have failed. */
function errorOf(run: PythonRun): ProgramError {
	if (run.outcome.status !== 'failed') throw new Error('the run did not fail');
	return run.outcome.error;
}

describe('runPython(request, hooks): loading', () => {
	test('reports its progress while Pyodide loads, up to ready', () => {
		expect(firstRun.loading.at(0)).toEqual({ what: 'Starting Python', fraction: 0.2 });
		expect(firstRun.loading.at(-1)).toEqual({ what: 'Python is ready', fraction: 1 });
	});

	test('loads once: the next run reports only that Python is ready (the page starts its limit then)', async () => {
		const run = await runProgram(runtime, WARNSDORFF, 'warnsdorff-first');
		expect(run.loading).toEqual([{ what: 'Python is ready', fraction: 1 }]);
		expect(reportOf(run).tests.every((t) => t.passed)).toBe(true);
	});
});

describe('runPython(request, hooks): programs that work', () => {
	test("Warnsdorff's rule passes every test, with its walk and steps for the showcase", () => {
		const report = reportOf(firstRun);
		expect(report.tests.map((t) => t.passed)).toEqual([true, true, true]);
		expect(report.tour).toHaveLength(64);
		expect(report.tour?.[0]).toBe(0);
		expect(report.visits).toBe(64);
		expect(report.unvisits).toBe(0);
		expect(Array.from(report.steps)).toEqual(report.tour?.map((s) => s + 1));
	});

	test('backtracking on 5×5 passes and counts positions and backtracks', async () => {
		const report = reportOf(await runProgram(runtime, BACKTRACKING, 'backtracking-5x5'));
		expect(report.tests.map((t) => t.passed)).toEqual([true, true, true, true]);
		expect(report.visits - report.unvisits).toBe(25);
		expect(report.unvisits).toBeGreaterThan(0);
		expect(report.stepsTotal).toBe(report.steps.length);
	});

	test('one sweep of the network matches the library', async () => {
		const report = reportOf(await runProgram(runtime, SWEEP, 'network-sweep'));
		expect(report.tests.map((t) => t.passed)).toEqual([true, true, true]);
		expect(report.tour).toBeNull();
	});

	test('log and print go to the log, line by line', async () => {
		const code = `${WARNSDORFF}\nlog('board', 1, True)\nprint('a\\nb', end='')\nprint()\n`;
		const run = await runProgram(runtime, code, 'warnsdorff-first');
		expect(reportOf(run).logs).toEqual(['board 1 True', 'a', 'b']);
		expect(run.logLines).toEqual(['board 1 True', 'a', 'b']);
	});

	test('keeps the first 1000 printed lines and counts the rest', async () => {
		const code = `for i in range(1500):\n    log(i)\n${WARNSDORFF}`;
		const report = reportOf(await runProgram(runtime, code, 'warnsdorff-first'));
		expect(report.logs).toHaveLength(1000);
		expect(report.logsDropped).toBe(500);
	});

	test('the allowed modules import; sys.setrecursionlimit is held to 2000', async () => {
		const code = `import math, random, itertools, collections, heapq, sys\nsys.setrecursionlimit(10**6)\nlog(sys.getrecursionlimit())\n${WARNSDORFF}`;
		expect(reportOf(await runProgram(runtime, code, 'warnsdorff-first')).logs).toEqual(['2000']);
	});
});

describe('runPython(request, hooks): programs that fail', () => {
	test("a wrong rule fails with the library's reason", async () => {
		const code = WARNSDORFF.replace('min(free', 'max(free');
		const report = reportOf(await runProgram(runtime, code, 'warnsdorff-first'));
		expect(report.tests[0]?.passed).toBe(false);
		expect(report.tests[0]?.detail).toMatch(/^From a8: Move \d+ is .*, but the rule goes to /);
	});

	test('a search that reports no steps fails the backtracking test', async () => {
		const code = BACKTRACKING.replace(/^\s*(un)?visit\(.*\)$/gm, '').replace(
			'from knight import visit, unvisit',
			'',
		);
		const report = reportOf(await runProgram(runtime, code, 'backtracking-5x5'));
		expect(report.tests[0]?.passed).toBe(false);
		expect(report.tests[0]?.got).toBe('visit called 0 times, unvisit 0');
	});

	test.each([
		{
			what: 'a syntax error',
			code: 'def solve(board)\n    return []\n',
			error: { kind: 'syntax', message: "SyntaxError: expected ':'", line: 1, column: 17 },
		},
		{
			what: 'an indentation error',
			code: 'def solve(board):\nreturn []\n',
			error: { kind: 'syntax', line: 2 },
		},
		{
			what: "'return' outside a function (found when compiling)",
			code: 'return 1\ndef solve(board):\n    return []\n',
			error: { kind: 'syntax', line: 1 },
		},
		{
			what: 'an exception in a helper',
			code: 'def helper(xs):\n    return xs[99]\n\ndef solve(board):\n    return helper([])\n',
			error: { kind: 'exception', message: 'IndexError: list index out of range', line: 2 },
		},
		{
			what: 'a bad square handed to the board',
			code: 'def solve(board):\n    return board.neighbors(64)\n',
			error: {
				kind: 'exception',
				message:
					'ValueError: board.neighbors(64): a square is a whole number from 0 to 63 on this 8×8 board.',
				line: 2,
			},
		},
		{
			what: 'a bad square handed to visit',
			code: 'def solve(board):\n    visit(-1)\n    return []\n',
			error: { kind: 'exception', line: 2 },
		},
		{
			what: 'an exception in the top level',
			code: 'x = 1 / 0\ndef solve(board):\n    return []\n',
			error: { kind: 'exception', message: 'ZeroDivisionError: division by zero', line: 1 },
		},
		{
			what: 'endless recursion',
			code: 'def go(s):\n    return go(s)\n\ndef solve(board):\n    return go(0)\n',
			error: { kind: 'stack-overflow', line: 2 },
		},
		{
			what: 'no solve',
			code: 'def solv(board):\n    return []\n',
			error: {
				kind: 'no-entry',
				message: 'The program must define a function solve(board); there is no solve in it.',
			},
		},
		{
			what: 'solve that is not a function',
			code: 'solve = 3\n',
			error: { kind: 'no-entry' },
		},
		{
			what: 'nothing returned',
			code: 'def solve(board):\n    pass\n',
			error: {
				kind: 'bad-result',
				message:
					'solve(board) must return a list of squares (numbers), got None (nothing was returned).',
			},
		},
		{
			what: 'a list of pairs',
			code: 'def solve(board):\n    return [(0, 0), (1, 2)]\n',
			error: {
				kind: 'bad-result',
				message:
					'solve(board) must return a list of squares (whole numbers), but entry 0 is a tuple (0, 0).',
			},
		},
	])('$what', async ({ code, error }) => {
		expect(errorOf(await runProgram(runtime, code, 'warnsdorff-first'))).toMatchObject(error);
	});

	test('a sweep that breaks net.V is a bad result', async () => {
		const code = 'def sweep(net):\n    net.V = None\n';
		expect(errorOf(await runProgram(runtime, code, 'network-sweep'))).toMatchObject({
			kind: 'bad-result',
			message: 'net.V must stay a list, but after sweep(net) it is None (nothing was returned).',
		});
	});

	test('the failed run keeps the tests already checked', async () => {
		const code = `${WARNSDORFF}\n_calls = [0]\n_inner = solve\ndef solve(board):\n    _calls[0] += 1\n    if _calls[0] > 1:\n        raise KeyError('second call')\n    return _inner(board)\n`;
		const run = await runProgram(runtime, code, 'warnsdorff-first');
		expect(errorOf(run)).toMatchObject({ kind: 'exception', message: "KeyError: 'second call'" });
		expect(run.outcome.status === 'failed' && run.outcome.report?.tests).toHaveLength(1);
	});
});

describe('runPython(request, hooks): limits', () => {
	test.each([
		{
			what: 'while True',
			code: 'def solve(board):\n    n = 0\n    while True:\n        n += 1\n',
			line: 3,
		},
		{
			what: 'a loop that catches every Exception',
			code: 'def solve(board):\n    for i in iter(int, 1):\n        try:\n            pass\n        except Exception:\n            pass\n',
			line: 2,
		},
		{
			what: 'an endless comprehension',
			code: 'import itertools\ndef solve(board):\n    return [i for i in itertools.count()]\n',
			line: 3,
		},
		{ what: 'an endless top level', code: 'while 1:\n    pass\n', line: 1 },
	])('$what ends with the time limit and its line', async ({ code, line }) => {
		const error = errorOf(await runProgram(runtime, code, 'warnsdorff-first', { timeMs: 200 }));
		expect(error).toMatchObject({ kind: 'timeout', line });
		expect(error.message).toContain('time limit of 0.2 s');
	});

	test('too many steps end with the step limit and the line of the call', async () => {
		const code = 'def solve(board):\n    while True:\n        visit(0)\n        unvisit(0)\n';
		const run = await runProgram(runtime, code, 'warnsdorff-first', { steps: 1000 });
		expect(errorOf(run)).toMatchObject({ kind: 'step-limit', line: 3 });
		if (run.outcome.status !== 'failed') return;
		expect(run.outcome.report?.stepsTotal).toBe(1000);
		expect(Array.from(run.outcome.report?.steps ?? []).slice(0, 4)).toEqual([1, -1, 1, -1]);
	});

	test('memory exhaustion is reported as memory, with its line, and Python keeps working', async () => {
		// Pyodide's memory grows to its 4 GB limit first (about 12 s here): then Python's MemoryError.
		const bomb =
			'def solve(board):\n    grown = []\n    while True:\n        grown.append(bytearray(10**8))\n';
		const error = errorOf(await runProgram(runtime, bomb, 'warnsdorff-first', { timeMs: 60_000 }));
		expect(error).toMatchObject({ kind: 'exception', line: 4 });
		expect(error.message).toMatch(/^MemoryError: the program ran out of memory/);
		const run = await runProgram(runtime, WARNSDORFF, 'warnsdorff-first');
		expect(reportOf(run).tests.every((t) => t.passed)).toBe(true);
	}, 120_000);

	test('Python keeps working after a timeout and a stack overflow', async () => {
		await runProgram(runtime, 'while True: pass', 'warnsdorff-first', { timeMs: 100 });
		const deep =
			'import sys\nsys.setrecursionlimit(100000)\ndef f(n):\n    return f(n + 1)\nf(0)\n';
		expect(errorOf(await runProgram(runtime, deep, 'warnsdorff-first'))).toMatchObject({
			kind: 'stack-overflow',
			line: 4,
		});
		const run = await runProgram(runtime, WARNSDORFF, 'warnsdorff-first');
		expect(reportOf(run).tests.every((t) => t.passed)).toBe(true);
	});
});

describe('runPython(request, hooks): what a program cannot reach', () => {
	test.each([
		['import js', 'import js'],
		['from js import fetch', 'import js'],
		['import pyodide.ffi', 'import pyodide.ffi'],
		['from pyodide.http import pyfetch', 'import pyodide.http'],
		['import os', 'import os'],
		['import socket', 'import socket'],
		['import urllib.request', 'import urllib.request'],
		["__import__('js')", 'import js'],
		["open('/etc/passwd')", 'open() is not available'],
		['input()', 'input() is not available'],
	])('%s is refused with a clear message', async (statement, start) => {
		const code = `def solve(board):\n    ${statement}\n    return []\n`;
		const error = errorOf(await runProgram(runtime, code, 'warnsdorff-first'));
		expect(error.kind).toBe('forbidden');
		expect(error.line).toBe(2);
		expect(error.message.startsWith(start)).toBe(true);
		expect(error.message).toContain('is not available in a code cell');
	});

	test.each([
		['visit.__globals__', '.__globals__'],
		['().__class__.__base__.__subclasses__()', '.__subclasses__'],
		["getattr(visit, '__glob' + 'als__')", 'The attribute __globals__'],
		['(x for x in [1]).gi_frame.f_back', '.f_back'],
		['__ktn_tick__ = None', '__ktn_tick__'],
		["__builtins__['print']", '__builtins__'],
		["globals()['__ktn_tick__'] = None", 'globals()'],
		["exec('while True: pass')", 'exec()'],
		["eval('1')", 'eval()'],
		['vars(board)', 'vars()'],
	])('%s, a way back to the harness or around the guard, is refused', async (statement, start) => {
		const code = `def solve(board):\n    ${statement}\n    return []\n`;
		const error = errorOf(await runProgram(runtime, code, 'warnsdorff-first'));
		expect(error).toMatchObject({ kind: 'forbidden', line: 2 });
		expect(error.message.startsWith(start)).toBe(true);
		expect(error.message).toContain('is not available in a code cell');
	});

	test('ordinary dunders still work: a class with __init__ and __repr__, super().__init__()', async () => {
		const code = `class Base:\n    def __init__(self):\n        self.path = []\nclass Walk(Base):\n    def __init__(self):\n        super().__init__()\n    def __repr__(self):\n        return 'walk'\ndef solve(board):\n    return Walk().path\n`;
		const run = await runProgram(runtime, code, 'warnsdorff-first');
		expect(run.outcome.status).toBe('done');
	});

	test('a refusal is not swallowed by except Exception', async () => {
		const code =
			'try:\n    import js\nexcept Exception:\n    pass\ndef solve(board):\n    return []\n';
		expect(errorOf(await runProgram(runtime, code, 'warnsdorff-first'))).toMatchObject({
			kind: 'forbidden',
			line: 2,
		});
	});
});
