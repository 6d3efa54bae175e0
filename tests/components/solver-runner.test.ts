import { flushSync } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import RunStatus from '../../src/components/runner/RunStatus.svelte';
import { SolverRunner } from '../../src/components/runner/solver-runner.svelte.ts';
import { createSolverClient } from '../../src/workers/solver-client.ts';
import { jobs, type Jobs } from '../../src/workers/jobs.ts';
import { verifyTour, createBoard } from '../../src/lib/index.ts';
import { createFakeWorker, TaskQueue, type FakeClock } from '../workers/fake-worker.ts';

/** A runner over the site's real jobs in an in-memory worker, with a hand-moved clock. */
function setup(): { runner: SolverRunner; queue: TaskQueue; clock: FakeClock } {
	const queue = new TaskQueue();
	const clock: FakeClock = { now: 0 };
	const client = createSolverClient<Jobs>({
		createWorker: () => createFakeWorker(queue, jobs, clock, { progressIntervalMs: 0 }).worker,
	});
	return { runner: new SolverRunner({ client, now: () => clock.now }), queue, clock };
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
	for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('SolverRunner', () => {
	test('runs a job in the worker and keeps its status and timing', async () => {
		const { runner, queue, clock } = setup();
		expect(runner.status).toBe('idle');
		const outcome = runner.run('find-tour', { board: { rows: 5, cols: 5 }, options: { start: 0 } });
		expect(runner.status).toBe('running');
		clock.now = 12;
		queue.runAll();
		const result = await outcome;
		expect(result.status).toBe('done');
		expect(runner.status).toBe('done');
		expect(runner.elapsed).toBe(12);
		if (result.status !== 'done' || result.value.status !== 'found') throw new Error('no tour');
		expect(verifyTour(createBoard(5, 5), result.value.tour)).toEqual({ ok: true });
	});

	test('cancel stops the run and says so', async () => {
		const { runner, queue } = setup();
		// A textbook search for a closed 6×6 tour takes long enough to be cancelled first.
		const outcome = runner.run('find-tour', {
			board: { rows: 6, cols: 6 },
			options: { algorithm: 'backtracking', closed: true, start: 0 },
		});
		queue.runNext();
		runner.cancel();
		queue.runAll();
		expect((await outcome).status).toBe('cancelled');
		expect(runner.status).toBe('cancelled');
		expect(runner.message).toBe('Cancelled.');
	});

	test('the latest run wins: an earlier run cannot overwrite a later status', async () => {
		const { runner, queue } = setup();
		const first = runner.run('find-tour', { board: { rows: 8, cols: 8 }, options: {} });
		const second = runner.run('find-tour', { board: { rows: 5, cols: 5 }, options: {} });
		queue.runAll();
		expect((await first).status).toBe('cancelled');
		expect((await second).status).toBe('done');
		await settle();
		flushSync();
		expect(runner.status).toBe('done');
	});

	test('a job that throws ends as an error with its message', async () => {
		const { runner, queue } = setup();
		const outcome = runner.run('find-tour', { board: { rows: 0, cols: 5 }, options: {} });
		queue.runAll();
		const result = await outcome;
		expect(result.status).toBe('error');
		expect(runner.status).toBe('error');
		expect(runner.message).toMatch(/Rows|rows/);
	});
});

describe('RunStatus (server-rendered)', () => {
	test('idle: no Cancel button and an empty status', () => {
		const { runner } = setup();
		const { body } = render(RunStatus, { props: { runner, activity: 'Searching' } });
		expect(body).toContain('role="status"');
		expect(body).not.toContain('Cancel');
	});

	test('running: a Cancel button and the activity', () => {
		const { runner } = setup();
		void runner.run('find-tour', { board: { rows: 5, cols: 5 }, options: {} });
		const { body } = render(RunStatus, { props: { runner, activity: 'Searching' } });
		expect(body).toContain('>Cancel</button>');
		expect(body).toContain('Searching…');
		runner.destroy();
	});
});
