import { describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import {
	DEFAULT_LIMITS,
	type FromCodeWorker,
	type RunMessage,
	type Runtime,
} from '../../../src/workers/code/code-protocol.ts';
import { createCodeWorkerCore } from '../../../src/workers/code/code-worker-core.ts';
import { runJs } from '../../../src/workers/code/run-js.ts';
import {
	FORBIDDEN_GLOBALS,
	sealCodeFactories,
	sealGlobals,
} from '../../../src/workers/code/sandbox.ts';

/** A core over this thread's real globals (sealed only while student code runs), recording posts. */
function createCore(
	loadPython: () => Promise<Runtime> = () => Promise.reject(new Error('no Python here')),
) {
	const posts: FromCodeWorker[] = [];
	let clock = 0;
	const core = createCodeWorkerCore({
		post: (message) => posts.push(message),
		now: () => clock,
		javascript: (request, hooks) =>
			Promise.resolve(runJs(request, { now: () => performance.now(), onLog: hooks.onLog })),
		loadPython,
		seal: () => sealGlobals(globalThis),
		sealJavascript: () => {
			const globals = sealGlobals(globalThis);
			const factories = sealCodeFactories(globalThis);
			return () => {
				factories();
				globals();
			};
		},
		// The worker waits for its next task before unsealing; here other code (Vitest's) shares the
		// thread and must not meet the sealed globals, so the core unseals after the microtasks.
		nextTask: () => Promise.resolve(),
	});
	return { core, posts, tick: (ms: number) => (clock += ms) };
}

/** A run message for the JavaScript runtime. */
function request(code: string, runId = 1, exercise = 'warnsdorff-first'): RunMessage {
	return {
		type: 'run',
		runId,
		language: 'javascript',
		code,
		exercise,
		limits: { ...DEFAULT_LIMITS, timeMs: 1000 },
	};
}

describe('createCodeWorkerCore(options).handle(message)', () => {
	test('a correct program is answered with done and its report', async () => {
		const { core, posts } = createCore();
		await core.handle(request(JS_PROGRAMS['warnsdorff-first']?.solution ?? ''));
		expect(posts).toHaveLength(1);
		const answer = posts[0];
		if (answer?.type !== 'done') throw new Error(`got ${JSON.stringify(answer)}`);
		expect(answer.report.tests.every((t) => t.passed)).toBe(true);
	});

	test.each([
		['fetch', 'fetch("https://example.com")', 2],
		['document', 'document.title = "x"', 2],
		['localStorage', 'localStorage.setItem("a", "b")', 2],
		['XMLHttpRequest', 'new XMLHttpRequest()', 2],
		['setTimeout', 'setTimeout(() => {}, 0)', 2],
		['fetch', 'globalThis.fetch("x")', 2],
	])('touching %s is a forbidden error on its line', async (name, statement, line) => {
		const { core, posts } = createCore();
		await core.handle(request(`function solve(board) {\n  ${statement};\n  return [];\n}`));
		expect(posts[0]).toMatchObject({
			type: 'failed',
			error: {
				kind: 'forbidden',
				line,
				message: expect.stringContaining(`${name} is not available in a code cell`),
			},
		});
	});

	test.each([
		["a function's constructor", '(function () {}).constructor("return 1")()'],
		["an async function's constructor", '(async function () {}).constructor("return 1")'],
		["a generator's constructor", '(function* () {}).constructor("yield 1")'],
		['the Function global', 'Function("return 1")()'],
		['eval', 'eval("1 + 1")'],
		[
			'a dynamic import built at run time',
			'(function () {}).constructor("return import(\\"data:text/javascript,\\")")()',
		],
	])('building code from a string (%s) is a forbidden error on its line', async (_, statement) => {
		const { core, posts } = createCore();
		await core.handle(request(`function solve(board) {\n  ${statement};\n  return [];\n}`));
		expect(posts[0]).toMatchObject({
			type: 'failed',
			error: { kind: 'forbidden', line: 2 },
		});
		// And the constructors are back once the run is over.
		expect(Object.getPrototypeOf(async function () {}).constructor.name).toBe('AsyncFunction');
		expect(typeof eval).toBe('function');
	});

	test('the globals are back after the run (the worker needs them to load Python)', async () => {
		const before = FORBIDDEN_GLOBALS.map((name) =>
			Object.getOwnPropertyDescriptor(globalThis, name),
		);
		const { core } = createCore();
		await core.handle(request('function solve(board) {\n  fetch("x");\n}'));
		expect(
			FORBIDDEN_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name)),
		).toEqual(before);
		expect(typeof globalThis.setTimeout).toBe('function');
	});

	test('printed lines are batched, capped at 1000, and the overflow counted', async () => {
		const { core, posts } = createCore();
		await core.handle(
			request(
				'function solve(board) {\n  for (let i = 0; i < 1500; i++) log("line", i);\n  return [];\n}',
			),
		);
		const lines = posts.flatMap((p) => (p.type === 'log' ? p.lines : []));
		expect(lines).toHaveLength(1000);
		expect(lines[999]).toBe('line 999');
		const last = posts.at(-1);
		if (last?.type !== 'done') throw new Error('expected done');
		expect(last.report.logs).toHaveLength(1000);
		// The exercise calls solve 66 times (a8, the 64 starts, 5×5): 99,000 lines printed.
		expect(last.report.logsDropped).toBe(66 * 1500 - 1000);
	});

	test('a malformed message is answered, not thrown', async () => {
		const { core, posts } = createCore();
		await core.handle({ type: 'run', runId: 4 });
		expect(posts[0]).toMatchObject({ type: 'failed', runId: 4, error: { kind: 'runtime-load' } });
	});

	test('Python is loaded once, on the first Python run, and a failed load says so', async () => {
		let loads = 0;
		const python: Runtime = (message) =>
			Promise.resolve({
				tests: [],
				steps: new Int32Array(0),
				stepsTotal: 0,
				visits: 0,
				unvisits: 0,
				tour: null,
				logs: [],
				logsDropped: 0,
				ms: message.runId,
			});
		const { core, posts } = createCore(() => {
			loads++;
			return Promise.resolve(python);
		});
		await core.handle({ ...request(''), language: 'python' });
		await core.handle({ ...request(''), runId: 2, language: 'python' });
		expect(loads).toBe(1);
		expect(posts.map((p) => p.type)).toEqual(['done', 'done']);
		const broken = createCore();
		await broken.core.handle({ ...request(''), language: 'python' });
		expect(broken.posts[0]).toMatchObject({
			type: 'failed',
			error: { kind: 'runtime-load', message: expect.stringContaining('no Python here') },
		});
	});
});
