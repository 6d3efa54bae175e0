import { describe, expect, test } from 'vitest';
import type {
	FromCodeWorker,
	RunOutcome,
	ToCodeWorker,
} from '../../../src/workers/code/code-protocol.ts';
import { createCodeRunner, type CodeWorkerLike } from '../../../src/workers/code/code-client.ts';

/** A worker that records what it gets and answers when the test says. */
class FakeCodeWorker implements CodeWorkerLike {
	onmessage: ((event: MessageEvent) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	received: ToCodeWorker[] = [];
	terminated = false;

	postMessage(message: ToCodeWorker): void {
		this.received.push(message);
	}
	terminate(): void {
		this.terminated = true;
	}
	/** Sends a message to the page. */
	send(data: FromCodeWorker): void {
		this.onmessage?.({ data } as MessageEvent);
	}
}

/** A runner over fake workers and hand-fired timers. */
function setUp() {
	const workers: FakeCodeWorker[] = [];
	const timers = new Map<number, { run: () => void; ms: number }>();
	let next = 0;
	const runner = createCodeRunner({
		createWorker: () => {
			const worker = new FakeCodeWorker();
			workers.push(worker);
			return worker;
		},
		setTimer: (run, ms) => {
			timers.set(++next, { run, ms });
			return next;
		},
		clearTimer: (id) => timers.delete(id as number),
	});
	return { runner, workers, timers };
}

const report = {
	tests: [],
	steps: new Int32Array(0),
	stepsTotal: 0,
	visits: 0,
	unvisits: 0,
	tour: null,
	logs: [],
	logsDropped: 0,
	ms: 1,
};
const js = { language: 'javascript', code: 'x', exercise: 'warnsdorff-first' } as const;

describe('createCodeRunner(options)', () => {
	test("a run is posted with the default limits and resolves with the worker's report", async () => {
		const { runner, workers } = setUp();
		const outcome = runner.run(js);
		const worker = workers[0] as FakeCodeWorker;
		expect(worker.received[0]).toMatchObject({
			type: 'run',
			limits: { timeMs: 5000, steps: 20_000_000 },
		});
		worker.send({ type: 'done', runId: worker.received[0]?.runId ?? 0, report });
		expect(await outcome).toEqual({ status: 'done', report });
	});

	test('stop() terminates at once, resolves as stopped, and the next run gets a new worker', async () => {
		const { runner, workers } = setUp();
		const outcome = runner.run(js);
		runner.stop();
		expect(workers[0]?.terminated).toBe(true);
		expect(await outcome).toMatchObject({ status: 'failed', error: { kind: 'stopped' } });
		void runner.run(js);
		expect(workers).toHaveLength(2);
	});

	test('the last-resort timer terminates after timeMs + 1 s and resolves as timeout', async () => {
		const { runner, workers, timers } = setUp();
		const outcome = runner.run({ ...js, limits: { timeMs: 2000 } });
		const [timer] = [...timers.values()];
		expect(timer?.ms).toBe(3000);
		timer?.run();
		expect(workers[0]?.terminated).toBe(true);
		const result: RunOutcome = await outcome;
		expect(result).toMatchObject({ status: 'failed', error: { kind: 'timeout' } });
		expect(timers.size).toBe(0);
	});

	test('loading and log messages reach the callbacks; loading extends the last resort', () => {
		const { runner, workers, timers } = setUp();
		const seen: string[] = [];
		runner.onLoading = (what, fraction) => seen.push(`${what} ${String(fraction)}`);
		runner.onLog = (lines) => seen.push(lines.join('|'));
		void runner.run({ ...js, language: 'python' });
		const worker = workers[0] as FakeCodeWorker;
		const runId = worker.received[0]?.runId ?? 0;
		worker.send({ type: 'loading', runId, what: 'Python', fraction: 0.5 });
		worker.send({ type: 'log', runId, lines: ['a', 'b'] });
		worker.send({ type: 'log', runId: runId + 99, lines: ['stale'] });
		expect(seen).toEqual(['Python 0.5', 'a|b']);
		// While Python loads only a stall of a minute ends the run; once ready, the program's limit.
		expect([...timers.values()].map((timer) => timer.ms)).toEqual([60_000]);
		worker.send({ type: 'loading', runId, what: 'Python is ready', fraction: 1 });
		expect([...timers.values()].map((timer) => timer.ms)).toEqual([5000 + 1000]);
	});

	test('a runtime that stops loading ends the run with a clear message', async () => {
		const { runner, workers, timers } = setUp();
		const outcome = runner.run({ ...js, language: 'python' });
		const worker = workers[0] as FakeCodeWorker;
		worker.send({ type: 'loading', runId: worker.received[0]?.runId ?? 0, what: 'Python' });
		[...timers.values()][0]?.run();
		expect(worker.terminated).toBe(true);
		expect(await outcome).toMatchObject({
			status: 'failed',
			error: { kind: 'timeout', message: expect.stringContaining('Python stopped loading') },
		});
	});

	test('a new run stops the one still going; messages of the old run are ignored', async () => {
		const { runner, workers } = setUp();
		const first = runner.run(js);
		const second = runner.run(js);
		expect(await first).toMatchObject({ error: { kind: 'stopped' } });
		const worker = workers[1] as FakeCodeWorker;
		worker.send({ type: 'done', runId: 1, report: { ...report, ms: 99 } });
		worker.send({ type: 'done', runId: 2, report });
		expect(await second).toEqual({ status: 'done', report });
	});

	test('dispose() ends the worker and later runs fail', async () => {
		const { runner, workers } = setUp();
		void runner.run(js);
		runner.dispose();
		expect(workers[0]?.terminated).toBe(true);
		expect(await runner.run(js)).toMatchObject({ status: 'failed', error: { kind: 'stopped' } });
	});
});
