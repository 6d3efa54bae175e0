import { describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import {
	emptyRun,
	type FromSandbox,
	type RawRun,
	type RunMessage,
} from '../../../src/workers/code/code-protocol.ts';
import { createCodeRunner } from '../../../src/workers/code/code-client.ts';
import type { RunWatch, Sandbox } from '../../../src/workers/code/sandbox-frame.ts';

/** A sandbox that records each run's port and lets the test answer on it, as a worker would. */
class FakeSandbox implements Sandbox {
	runs: { request: RunMessage; port: MessagePort; watch: RunWatch }[] = [];
	ended: number[] = [];
	warmed: (string | null)[] = [];
	disposed = false;
	answersPing = true;

	start(request: RunMessage, port: MessagePort, watch: RunWatch): Promise<void> {
		this.runs.push({ request, port, watch });
		return Promise.resolve();
	}
	end(runId: number, warm: 'javascript' | 'python' | null): void {
		this.ended.push(runId);
		this.warmed.push(warm);
	}
	alive(): Promise<boolean> {
		return Promise.resolve(this.answersPing);
	}
	dispose(): void {
		this.disposed = true;
	}
	/** Posts on run `index`'s port, as its worker would (or as a forger with the port could). */
	send(index: number, data: FromSandbox | Record<string, unknown>): void {
		this.runs[index]?.port.postMessage(data);
	}
}

/** A runner over fake sandboxes and hand-fired timers. */
function setUp() {
	const sandboxes: FakeSandbox[] = [];
	const timers = new Map<number, { run: () => void; ms: number }>();
	let next = 0;
	const runner = createCodeRunner({
		createSandbox: () => {
			const sandbox = new FakeSandbox();
			sandboxes.push(sandbox);
			return sandbox;
		},
		setTimer: (run, ms) => {
			timers.set(++next, { run, ms });
			return next;
		},
		clearTimer: (id) => timers.delete(id as number),
		heartbeatMs: 0,
	});
	return { runner, sandboxes, timers };
}

/** What a run of `return []` on warnsdorff-first sends: three walks (64, 1, 1 starts) that go nowhere. */
function emptyWalks(calls: number): RawRun {
	const walks = Array.from({ length: calls }, () => ({ value: [], visits: 0, unvisits: 0 }));
	return { ...emptyRun(), calls: walks, ms: 1 };
}

const js = { language: 'javascript', code: 'x', exercise: 'warnsdorff-first' } as const;

/** Lets the ports deliver what was posted. */
const delivered = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10));

describe('createCodeRunner(options)', () => {
	test('a run goes to the sandbox with the default limits and is judged on this side', async () => {
		const { runner, sandboxes } = setUp();
		const outcome = runner.run(js);
		await delivered();
		const sandbox = sandboxes[0] as FakeSandbox;
		expect(sandbox.runs[0]?.request).toMatchObject({
			type: 'run',
			limits: { timeMs: 5000, steps: 20_000_000 },
		});
		// The record says what came back; the verdicts are the page's (source: the exercise's own tests).
		sandbox.send(0, { type: 'ran', run: emptyWalks(66) });
		const result = await outcome;
		if (result.status !== 'done') throw new Error(result.error.message);
		expect(result.report.tests.map((t) => t.passed)).toEqual([false, false, false]);
		expect(sandbox.ended).toEqual([1]);
		expect(sandbox.warmed).toEqual(['javascript']);
	});

	test('a forged "ran" with made-up test verdicts decides nothing: the page judges the values', async () => {
		const { runner, sandboxes } = setUp();
		const outcome = runner.run(js);
		await delivered();
		const forged = {
			...emptyWalks(66),
			tests: [{ name: 'x', passed: true, expected: '', got: '' }],
		};
		(sandboxes[0] as FakeSandbox).send(0, { type: 'ran', run: forged });
		const result = await outcome;
		expect(result.status === 'done' && result.report.tests.every((t) => !t.passed)).toBe(true);
	});

	test('only the first answer is taken; the channel is closed after it', async () => {
		const { runner, sandboxes } = setUp();
		const outcome = runner.run(js);
		await delivered();
		const sandbox = sandboxes[0] as FakeSandbox;
		sandbox.send(0, { type: 'ran', run: emptyWalks(66) });
		sandbox.send(0, { type: 'ran', run: emptyWalks(0) });
		expect((await outcome).status).toBe('done');
		const logs: string[][] = [];
		runner.onLog = (lines) => logs.push(lines);
		sandbox.send(0, { type: 'log', lines: ['late'] });
		await delivered();
		expect(logs).toEqual([]);
	});

	test('a message of the wrong shape stops the run instead of being read', async () => {
		const { runner, sandboxes } = setUp();
		const outcome = runner.run(js);
		await delivered();
		(sandboxes[0] as FakeSandbox).send(0, { type: 'ran', run: { calls: 'all passed' } });
		expect(await outcome).toMatchObject({
			status: 'failed',
			error: { kind: 'exception', message: expect.stringContaining('does not accept') },
		});
	});

	test('stop() ends the run at once and resolves as stopped', async () => {
		const { runner, sandboxes } = setUp();
		const outcome = runner.run(js);
		await delivered();
		runner.stop();
		expect(sandboxes[0]?.ended).toEqual([1]);
		expect(await outcome).toMatchObject({ status: 'failed', error: { kind: 'stopped' } });
	});

	test('the last-resort timer ends the run after timeMs + 1 s, and a sandbox that no longer answers is replaced', async () => {
		const { runner, sandboxes, timers } = setUp();
		const outcome = runner.run({ ...js, limits: { timeMs: 2000 } });
		await delivered();
		const [timer] = [...timers.values()];
		expect(timer?.ms).toBe(3000);
		(sandboxes[0] as FakeSandbox).answersPing = false;
		timer?.run();
		expect(await outcome).toMatchObject({ status: 'failed', error: { kind: 'timeout' } });
		expect(timers.size).toBe(0);
		await delivered();
		expect(sandboxes[0]?.disposed).toBe(true);
		void runner.run(js);
		await delivered();
		expect(sandboxes).toHaveLength(2);
	});

	test('a crash of the run ends it as crashed', async () => {
		const { runner, sandboxes } = setUp();
		const outcome = runner.run(js);
		await delivered();
		sandboxes[0]?.runs[0]?.watch.onCrash('out of memory');
		expect(await outcome).toMatchObject({
			status: 'failed',
			error: { kind: 'crashed', message: expect.stringContaining('out of memory') },
		});
	});

	test('a sandbox that stops answering while a run lasts ends the run as crashed', async () => {
		const sandbox = new FakeSandbox();
		const runner = createCodeRunner({ createSandbox: () => sandbox, heartbeatMs: 5 });
		const outcome = runner.run(js);
		await delivered();
		sandbox.answersPing = false;
		expect(await outcome).toMatchObject({
			status: 'failed',
			error: { kind: 'crashed', message: expect.stringContaining('too much memory') },
		});
	});

	test('loading and log messages reach the callbacks; loading extends the last resort', async () => {
		const { runner, sandboxes, timers } = setUp();
		const seen: string[] = [];
		runner.onLoading = (what, fraction) => seen.push(`${what} ${String(fraction)}`);
		runner.onLog = (lines) => seen.push(lines.join('|'));
		void runner.run({ ...js, language: 'python' });
		await delivered();
		const sandbox = sandboxes[0] as FakeSandbox;
		// While Python loads only a stall of a minute ends the run; once ready, the program's limit.
		expect([...timers.values()].map((timer) => timer.ms)).toEqual([60_000]);
		sandbox.runs[0]?.watch.onLoading('Downloading Python', 0.1);
		sandbox.send(0, { type: 'loading', what: 'Python', fraction: 0.5 });
		sandbox.send(0, { type: 'log', lines: ['a', 'b'] });
		await delivered();
		expect(seen).toEqual(['Downloading Python 0.1', 'Python 0.5', 'a|b']);
		expect([...timers.values()].map((timer) => timer.ms)).toEqual([60_000]);
		sandbox.send(0, { type: 'loading', what: 'Python is ready', fraction: 1 });
		await delivered();
		expect([...timers.values()].map((timer) => timer.ms)).toEqual([5000 + 1000]);
	});

	test('a runtime that stops loading ends the run with a clear message', async () => {
		const { runner, timers } = setUp();
		const outcome = runner.run({ ...js, language: 'python' });
		[...timers.values()][0]?.run();
		expect(await outcome).toMatchObject({
			status: 'failed',
			error: { kind: 'timeout', message: expect.stringContaining('Python stopped loading') },
		});
	});

	test("a new run stops the one still going; the old run's port is closed", async () => {
		const { runner, sandboxes } = setUp();
		const first = runner.run(js);
		await delivered();
		const second = runner.run(js);
		expect(await first).toMatchObject({ error: { kind: 'stopped' } });
		await delivered();
		const sandbox = sandboxes[0] as FakeSandbox;
		sandbox.send(0, { type: 'ran', run: emptyWalks(66) });
		sandbox.send(1, { type: 'ran', run: { ...emptyWalks(66), ms: 7 } });
		const result = await second;
		expect(result.status === 'done' && result.report.ms).toBe(7);
	});

	test('the JavaScript reference, run by the real sandbox core, passes on this side', async () => {
		const { runInSandbox } = await import('../../../src/workers/code/code-worker-core.ts');
		const { runJs } = await import('../../../src/workers/code/run-js.ts');
		const runner = createCodeRunner({
			createSandbox: () => ({
				start: (request, port) => {
					void runInSandbox(request, {
						post: (message, transfer) => port.postMessage(message, transfer),
						now: () => performance.now(),
						javascript: (run, hooks) =>
							Promise.resolve(runJs(run, { now: () => performance.now(), onLog: hooks.onLog })),
						python: () => Promise.reject(new Error('no Python here')),
					});
					return Promise.resolve();
				},
				end: () => {},
				alive: () => Promise.resolve(true),
				dispose: () => {},
			}),
		});
		const outcome = await runner.run({
			...js,
			code: JS_PROGRAMS['warnsdorff-first']?.solution ?? '',
		});
		if (outcome.status !== 'done') throw new Error(outcome.error.message);
		expect(outcome.report.tests.map((t) => t.passed)).toEqual([true, true, true]);
		expect(outcome.report.tour).toHaveLength(64);
	});

	test('dispose() ends the sandbox and later runs fail', async () => {
		const { runner, sandboxes } = setUp();
		void runner.run(js);
		await delivered();
		runner.dispose();
		expect(sandboxes[0]?.disposed).toBe(true);
		expect(await runner.run(js)).toMatchObject({ status: 'failed', error: { kind: 'stopped' } });
	});
});
