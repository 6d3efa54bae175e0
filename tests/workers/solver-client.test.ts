import { beforeEach, describe, expect, test } from 'vitest';
import type { SolveResult, TourStep } from '../../src/lib/index.ts';
import type { Job, Progress } from '../../src/workers/protocol.ts';
import { createSolverClient, type SolverClient } from '../../src/workers/solver-client.ts';
import {
	TaskQueue,
	createFakeWorker,
	settledValue,
	type FakeClock,
	type FakeWorker,
} from './fake-worker.ts';

/** Jobs for the tests; each moves the fake clock by 1 ms per event, so slices are exact. */
function createTestJobs(clock: FakeClock, log: string[]) {
	const count: Job<{ to: number }, number> = function* ({ to }) {
		try {
			for (let i = 1; i <= to; i++) {
				clock.now += 1;
				yield { kind: 'progress', fraction: i / to, counters: { count: i } };
			}
			return to;
		} finally {
			log.push('count: finally');
		}
	};
	const walk: Job<{ squares: number[] }, number> = function* ({ squares }) {
		for (const [i, square] of squares.entries()) {
			clock.now += 1;
			yield { kind: 'visit', square, depth: i + 1 };
		}
		return squares.length;
	};
	const forever: Job<{ label: string }, never> = function* ({ label }) {
		try {
			for (let i = 0; ; i++) {
				clock.now += 1;
				log.push(`${label}: ${String(i)}`);
				yield { kind: 'visit', square: i, depth: i + 1 };
			}
		} finally {
			log.push(`${label}: finally`);
		}
	};
	const fail: Job<{ rows: number }, never> = function* ({ rows }) {
		yield { kind: 'visit', square: 0, depth: 1 };
		throw new RangeError(`Rows must be a whole number from 1 to 4000; got ${String(rows)}.`);
	};
	const tour: Job<{ size: number }, SolveResult> = function* ({ size }) {
		yield { kind: 'progress', fraction: 0.5 };
		const squares = Int32Array.from({ length: size }, (_, i) => size - 1 - i);
		return {
			status: 'found',
			tour: squares,
			stats: { nodes: size, backtracks: 0, maxDepth: size },
		};
	};
	return { count, walk, forever, fail, tour };
}

type TestJobs = ReturnType<typeof createTestJobs>;

let queue: TaskQueue;
let clock: FakeClock;
let log: string[];
let workers: FakeWorker[];
let client: SolverClient<TestJobs>;

/** Makes a client over fake workers with the given host timings. */
function setUp(timing: { sliceMs?: number; progressIntervalMs?: number } = {}): void {
	queue = new TaskQueue();
	clock = { now: 0 };
	log = [];
	workers = [];
	const jobs = createTestJobs(clock, log);
	client = createSolverClient<TestJobs>({
		createWorker: () => {
			const fake = createFakeWorker(queue, jobs, clock, timing);
			workers.push(fake);
			return fake.worker;
		},
	});
}

/** Returns the messages of one type the host of worker `index` posted. */
function postedOfType(type: string, index = 0) {
	return (workers[index]?.posted ?? []).filter((p) => p.message.type === type);
}

beforeEach(() => {
	setUp({ sliceMs: 12, progressIntervalMs: 200 });
});

describe('client.run(job, input, options)', () => {
	test('resolves with the job’s value', async () => {
		const run = client.run('count', { to: 50 });
		expect(await settledValue(run.result)).toBe('pending');
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: 50 });
	});

	test('creates the worker only when the first run starts', () => {
		expect(workers).toHaveLength(0);
		client.run('count', { to: 1 });
		client.run('count', { to: 1 });
		expect(workers).toHaveLength(1);
	});

	test('delivers steps in order, one batch per time slice', async () => {
		const squares = Array.from({ length: 100 }, (_, i) => (i * 7) % 100);
		const batches: TourStep[][] = [];
		const run = client.run('walk', { squares }, { onSteps: (steps) => batches.push([...steps]) });
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: 100 });
		// 1 ms a step and 12 ms slices: eight full slices, then the last four with the result.
		expect(batches.map((batch) => batch.length)).toEqual([12, 12, 12, 12, 12, 12, 12, 12, 4]);
		expect(batches.flat().map((step) => step.kind === 'visit' && step.square)).toEqual(squares);
		expect(postedOfType('steps')).toHaveLength(9);
	});

	test('posts progress at most once per interval, with the latest values', async () => {
		const reports: Progress[] = [];
		const run = client.run('count', { to: 1000 }, { onProgress: (p) => reports.push(p) });
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: 1000 });
		// Slices end every 12 ms; a report goes out at the first slice end 200 ms after the last.
		expect(reports.map((p) => p.counters?.['count'])).toEqual([12, 216, 420, 624, 828]);
		expect(reports.map((p) => p.fraction)).toEqual([0.012, 0.216, 0.42, 0.624, 0.828]);
		expect(reports.every((p) => !('kind' in p))).toBe(true);
	});

	test('moves typed arrays in the result instead of copying them', async () => {
		const run = client.run('tour', { size: 1000 });
		queue.runAll();
		const outcome = await run.result;
		const done = postedOfType('done')[0];
		const sent = done?.message.type === 'done' ? (done.message.result as SolveResult) : null;
		expect(sent?.status).toBe('found');
		if (sent?.status !== 'found') return;
		expect(done?.transfer).toEqual([sent.tour.buffer]);
		// The worker's copy is detached: the buffer moved.
		expect(sent.tour.buffer.byteLength).toBe(0);
		expect(outcome.status === 'done' && outcome.value.status === 'found').toBe(true);
		if (outcome.status !== 'done' || outcome.value.status !== 'found') return;
		expect(outcome.value.tour).toBeInstanceOf(Int32Array);
		expect(outcome.value.tour.length).toBe(1000);
		expect(outcome.value.tour[0]).toBe(999);
	});
});

describe('run.cancel()', () => {
	test('settles at once and stops the job, running its clean-up', async () => {
		const batches: TourStep[][] = [];
		const run = client.run('forever', { label: 'long' }, { onSteps: (s) => batches.push([...s]) });
		for (let i = 0; i < 5; i++) queue.runNext();
		expect(log.length).toBeGreaterThan(0);
		run.cancel();
		expect(await settledValue(run.result)).toEqual({ status: 'cancelled', reason: 'cancelled' });
		const delivered = batches.length;
		queue.runAll();
		expect(log.at(-1)).toBe('long: finally');
		expect(postedOfType('cancelled').map((p) => p.message.runId)).toEqual([run.runId]);
		// Steps already on their way when the run was cancelled are not delivered.
		expect(batches).toHaveLength(delivered);
	});

	test('wins even when sent before the job has run at all', async () => {
		const run = client.run('forever', { label: 'never' });
		run.cancel();
		queue.runAll();
		expect(await run.result).toEqual({ status: 'cancelled', reason: 'cancelled' });
		expect(log).toEqual([]);
	});

	test('does nothing to a run that has finished', async () => {
		const run = client.run('count', { to: 3 });
		queue.runAll();
		run.cancel();
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: 3 });
		expect(postedOfType('cancelled')).toHaveLength(0);
	});
});

describe('a newer run', () => {
	test('supersedes the old one, whose late messages are ignored', async () => {
		const oldSteps: TourStep[][] = [];
		const newSteps: TourStep[][] = [];
		const old = client.run('forever', { label: 'old' }, { onSteps: (s) => oldSteps.push([...s]) });
		queue.runNext(); // the worker receives 'start'
		queue.runNext(); // the first slice runs and posts its steps
		expect(postedOfType('steps')).toHaveLength(1);
		const next = client.run(
			'walk',
			{ squares: [5, 6, 7] },
			{ onSteps: (s) => newSteps.push([...s]) },
		);
		expect(await settledValue(old.result)).toEqual({ status: 'cancelled', reason: 'superseded' });
		queue.runAll();
		expect(oldSteps).toEqual([]);
		expect(newSteps.flat().map((s) => s.kind === 'visit' && s.square)).toEqual([5, 6, 7]);
		expect(await next.result).toEqual({ status: 'done', value: 3 });
		expect(log.at(-1)).toBe('old: finally');
		expect(next.runId).toBeGreaterThan(old.runId);
	});

	test('cancelling a superseded run leaves the newer one alone', async () => {
		const old = client.run('count', { to: 100 });
		const next = client.run('count', { to: 20 });
		old.cancel();
		queue.runAll();
		expect(await next.result).toEqual({ status: 'done', value: 20 });
	});
});

describe('errors', () => {
	test('a job that throws ends as an error with its message, after its steps', async () => {
		const steps: TourStep[] = [];
		const run = client.run('fail', { rows: 0 }, { onSteps: (s) => steps.push(...s) });
		queue.runAll();
		expect(await run.result).toEqual({
			status: 'error',
			message: 'Rows must be a whole number from 1 to 4000; got 0.',
		});
		expect(steps).toHaveLength(1);
	});

	test('the client keeps working after an error', async () => {
		client.run('fail', { rows: -1 });
		queue.runAll();
		const run = client.run('count', { to: 2 });
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: 2 });
		expect(workers).toHaveLength(1);
	});

	test('a crashed worker fails its run, and the next run gets a fresh worker', async () => {
		const run = client.run('forever', { label: 'crash' });
		queue.runNext();
		queue.runNext();
		workers[0]?.crash('Out of memory');
		expect(await settledValue(run.result)).toEqual({
			status: 'error',
			message: 'The solver stopped unexpectedly: Out of memory',
		});
		expect(workers[0]?.terminated).toBe(true);
		const next = client.run('count', { to: 4 });
		queue.runAll();
		expect(await next.result).toEqual({ status: 'done', value: 4 });
		expect(workers).toHaveLength(2);
	});

	test('a worker that cannot be created gives an error result', async () => {
		const broken = createSolverClient<TestJobs>({
			createWorker: () => {
				throw new Error('Workers are not supported here.');
			},
		});
		const run = broken.run('count', { to: 1 });
		expect(await settledValue(run.result)).toEqual({
			status: 'error',
			message: 'The solver could not start: Workers are not supported here.',
		});
	});
});

describe('client.terminate()', () => {
	test('stops the worker at once; the next run starts a fresh worker', async () => {
		const run = client.run('forever', { label: 'stuck' });
		queue.runNext();
		queue.runNext();
		client.terminate();
		expect(await settledValue(run.result)).toEqual({ status: 'cancelled', reason: 'terminated' });
		expect(workers[0]?.terminated).toBe(true);
		const ranBefore = log.length;
		const next = client.run('count', { to: 30 });
		queue.runAll();
		expect(await next.result).toEqual({ status: 'done', value: 30 });
		expect(workers).toHaveLength(2);
		// The terminated worker's job never ran again.
		expect(log.filter((line) => line.startsWith('stuck'))).toHaveLength(ranBefore);
	});
});
