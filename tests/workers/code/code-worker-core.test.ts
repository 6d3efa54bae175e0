import { describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import {
	DEFAULT_LIMITS,
	LINE_CHARS,
	LOG_CHARS,
	type FromSandbox,
	type RawRun,
	type RunMessage,
} from '../../../src/workers/code/code-protocol.ts';
import { readRequest, runInSandbox } from '../../../src/workers/code/code-worker-core.ts';
import { runJs } from '../../../src/workers/code/run-js.ts';

/** Runs one request through the core with the real JavaScript runtime, recording what it posts. */
async function runCore(message: RunMessage): Promise<FromSandbox[]> {
	const posts: FromSandbox[] = [];
	let clock = 0;
	await runInSandbox(message, {
		post: (sent) => posts.push(sent),
		now: () => (clock += 1),
		javascript: (run, hooks) =>
			Promise.resolve(runJs(run, { now: () => performance.now(), onLog: hooks.onLog })),
		python: () => Promise.reject(new Error('no Python here')),
	});
	return posts;
}

/** A run message for the JavaScript runtime. */
function request(code: string, exercise = 'warnsdorff-first'): RunMessage {
	return {
		type: 'run',
		runId: 1,
		language: 'javascript',
		code,
		exercise,
		limits: { ...DEFAULT_LIMITS, timeMs: 1000 },
	};
}

/** The one `ran` record among the posts (and checks there is exactly one, and it is last). */
function ran(posts: FromSandbox[]): RawRun {
	const records = posts.filter((post) => post.type === 'ran');
	expect(records).toHaveLength(1);
	const last = posts.at(-1);
	if (last?.type !== 'ran') throw new Error('the record is not the last post');
	return last.run;
}

describe('runInSandbox(request, options)', () => {
	test('a correct program sends its values and no verdicts (the page judges)', async () => {
		const run = ran(await runCore(request(JS_PROGRAMS['warnsdorff-first']?.solution ?? '')));
		// warnsdorff-first calls solve on a8, on each of the 64 starts, and on 5×5 (its exercise's tests).
		expect(run.calls).toHaveLength(66);
		expect(run.calls[0]?.value).toHaveLength(64);
		expect(run).not.toHaveProperty('tests');
		expect(run.error).toBeUndefined();
	});

	test('a returned value leaves as plain data: a proxy or a typed array is copied, a function named', async () => {
		const code = 'function solve(board) {\n  return new Proxy([1, 2], {});\n}';
		expect(ran(await runCore(request(code))).calls[0]?.value).toEqual([1, 2]);
		const odd = 'function solve(board) {\n  return { f() {}, t: new Int8Array([3]) };\n}';
		expect(ran(await runCore(request(odd))).calls[0]?.value).toEqual({ f: '[function]', t: [3] });
	});

	test('printed lines are batched, capped at 1000, and the overflow counted', async () => {
		const posts = await runCore(
			request(
				'function solve(board) {\n  for (let i = 0; i < 1500; i++) log("line", i);\n  return [];\n}',
			),
		);
		const lines = posts.flatMap((p) => (p.type === 'log' ? p.lines : []));
		expect(lines).toHaveLength(1000);
		expect(lines[999]).toBe('line 999');
		const run = ran(posts);
		expect(run.logs).toHaveLength(1000);
		// The exercise calls solve 66 times: 99,000 lines printed.
		expect(run.logsDropped).toBe(66 * 1500 - 1000);
	});

	test('a long line is cut at LINE_CHARS with the cut said; a flood stops at LOG_CHARS', async () => {
		const posts = await runCore(
			request('function solve(board) {\n  log("x".repeat(1e6));\n  return [];\n}'),
		);
		const run = ran(posts);
		expect(run.logs[0]?.length).toBeLessThanOrEqual(LINE_CHARS);
		expect(run.logs[0]).toMatch(/^x+… \(990,\d\d\d characters cut\)$/);
		const total = run.logs.reduce((sum, line) => sum + line.length, 0);
		expect(total).toBeLessThanOrEqual(LOG_CHARS);
		expect(run.logsDropped).toBeGreaterThan(0);
	});

	test('an error message is cut at LINE_CHARS too', async () => {
		const run = ran(
			await runCore(request('function solve(board) {\n  throw new Error("y".repeat(1e6));\n}')),
		);
		expect(run.error?.kind).toBe('exception');
		expect(run.error?.message.length).toBeLessThanOrEqual(LINE_CHARS);
	});

	test('a failed Python load is a record with its reason, not a throw', async () => {
		const run = ran(await runCore({ ...request(''), language: 'python' }));
		expect(run.error).toMatchObject({
			kind: 'runtime-load',
			message: expect.stringContaining('no Python here'),
		});
	});

	test('readRequest refuses malformed messages', () => {
		expect(readRequest({ type: 'run', runId: 4 })).toBeNull();
		expect(readRequest({ ...request(''), limits: { timeMs: -1, steps: 1 } })).toBeNull();
		expect(readRequest(request('x'))).not.toBeNull();
	});
});
