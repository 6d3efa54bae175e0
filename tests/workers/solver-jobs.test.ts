import { describe, expect, test } from 'vitest';
import {
	createBoard,
	findTours,
	runNeuralNetwork,
	verifyTour,
	type TourStep,
} from '../../src/lib/index.ts';
import { jobs } from '../../src/workers/jobs.ts';
import { createSolverClient } from '../../src/workers/solver-client.ts';
import { TaskQueue, createFakeWorker, settledValue, type FakeClock } from './fake-worker.ts';

/** A clock that moves one millisecond every time it is read, so slices end. */
function tickingClock(): FakeClock {
	let time = 0;
	return {
		get now() {
			time += 1;
			return time;
		},
		set now(value: number) {
			time = value;
		},
	};
}

/** Yields the first `count` values of a generator. */
function* take<T>(values: Iterator<T>, count: number): Generator<T> {
	for (let i = 0; i < count; i++) {
		const next = values.next();
		if (next.done === true) return;
		yield next.value;
	}
}

/** Makes a client whose fake worker runs the site's real jobs on a ticking clock. */
function createRealClient() {
	const queue = new TaskQueue();
	const client = createSolverClient({
		createWorker: () => createFakeWorker(queue, jobs, tickingClock()).worker,
	});
	return { queue, client };
}

describe("the 'find-tour' job", () => {
	test('finds a 1000×1000 tour off the main thread and sends it as a typed array', async () => {
		const { queue, client } = createRealClient();
		const run = client.run('find-tour', { board: { rows: 1000, cols: 1000 } });
		queue.runAll();
		const outcome = await run.result;
		expect(outcome.status).toBe('done');
		if (outcome.status !== 'done' || outcome.value.status !== 'found') throw new Error('no tour');
		expect(outcome.value.tour).toBeInstanceOf(Int32Array);
		expect(verifyTour(createBoard(1000, 1000), outcome.value.tour)).toEqual({ ok: true });
	});

	test('reports the positions searched and stops when cancelled', async () => {
		const { queue, client } = createRealClient();
		const counts: number[] = [];
		// The textbook search from a corner of 10×10 runs for ages: only Cancel ends it.
		const run = client.run(
			'find-tour',
			{
				board: { rows: 10, cols: 10 },
				options: { algorithm: 'backtracking', start: 90, maxNodes: 1e12 },
			},
			{ onProgress: (progress) => counts.push(progress.counters?.['nodes'] ?? 0) },
		);
		for (let i = 0; i < 400 && counts.length < 3; i++) queue.runNext();
		expect(counts.length).toBeGreaterThanOrEqual(3);
		expect(counts).toEqual([...counts].sort((a, b) => a - b));
		run.cancel();
		queue.runAll();
		expect(await settledValue(run.result)).toEqual({ status: 'cancelled', reason: 'cancelled' });
	});

	test('answers an impossible request with its reason', async () => {
		const { queue, client } = createRealClient();
		const run = client.run('find-tour', { board: { rows: 4, cols: 8 }, options: { closed: true } });
		queue.runAll();
		const outcome = await run.result;
		expect(outcome).toMatchObject({ status: 'done', value: { status: 'impossible' } });
	});
});

describe("the 'next-tour' job", () => {
	/** Runs the job for one index and returns its result. */
	async function nth(index: number, rows: number, cols: number, start: number) {
		const { queue, client } = createRealClient();
		const run = client.run('next-tour', { board: { rows, cols }, options: { start }, index });
		queue.runAll();
		const outcome = await run.result;
		if (outcome.status !== 'done') throw new Error(outcome.status);
		return outcome.value;
	}

	test('returns different valid tours for successive indexes, in the order findTours lists them', async () => {
		const board = createBoard(5, 5);
		const listed = [...take(findTours(board, { start: 0 }), 3)];
		for (const [index, expected] of listed.entries()) {
			const result = await nth(index, 5, 5, 0);
			if (result.status !== 'found') throw new Error(result.status);
			expect(verifyTour(board, result.tour)).toEqual({ ok: true });
			expect([...result.tour]).toEqual([...expected]);
		}
	});

	test('says when every tour has been seen: 5×5 has exactly 304 from a corner (OEIS A165134 example)', async () => {
		const result = await nth(304, 5, 5, 0);
		expect(result.status).toBe('impossible');
		if (result.status !== 'impossible') return;
		expect(result.reason).toContain('exactly 304 tours');
		const last = await nth(303, 5, 5, 0);
		expect(last.status).toBe('found');
	});
});

describe("the 'tour-steps' job", () => {
	test("streams Warnsdorff's choices in batches, then the result", async () => {
		const { queue, client } = createRealClient();
		const steps: TourStep[] = [];
		const run = client.run(
			'tour-steps',
			{ board: { rows: 8, cols: 8 }, options: { algorithm: 'warnsdorff', start: 0 } },
			{ onSteps: (batch) => steps.push(...batch) },
		);
		queue.runAll();
		const outcome = await run.result;
		expect(outcome).toMatchObject({ status: 'done', value: { status: 'found' } });
		const visits = steps.filter((s) => s.kind === 'visit').map((s) => s.square);
		if (outcome.status === 'done' && outcome.value.status === 'found') {
			expect(visits).toEqual([...outcome.value.tour]);
		}
		expect(steps.filter((s) => s.kind === 'candidates')).toHaveLength(63);
	});
});

describe("the 'count-walks' job", () => {
	test('counts the keypad walks of the variations lesson and sends the count as text', async () => {
		const { queue, client } = createRealClient();
		// The keypad: a 4×5 board without its bottom corners (squares 15 and 19); vowels A, E, I, O
		// are squares 0, 4, 8, 14. 1,013,398 sequences of 10 keys with at most two vowels:
		// computed by the library's DP and checked by an independent Python recursion.
		const run = client.run('count-walks', {
			board: { rows: 4, cols: 5, holes: [15, 19] },
			length: 10,
			limit: { squares: [0, 4, 8, 14], atMost: 2 },
		});
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: '1013398' });
	});
});

describe("the 'neural-network' job", () => {
	test('runs the same seeded network as the library, reporting progress by sweep', async () => {
		const { queue, client } = createRealClient();
		const fractions: number[] = [];
		const run = client.run(
			'neural-network',
			{ board: { rows: 6, cols: 6 }, options: { seed: 11, maxIterations: 400 } },
			{ onProgress: (progress) => fractions.push(progress.fraction ?? 0) },
		);
		queue.runAll();
		const outcome = await run.result;
		const expected = runNeuralNetwork(createBoard(6, 6), { seed: 11, maxIterations: 400 });
		expect(outcome).toEqual({ status: 'done', value: expected });
		expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
	});
});

describe("the 'count-tours' job", () => {
	test('counts the 9,862 closed tours of 6×6 (OEIS A001230) with progress, as text', async () => {
		const { queue, client } = createRealClient();
		const fractions: number[] = [];
		const run = client.run(
			'count-tours',
			{ board: { rows: 6, cols: 6 }, options: { closed: true } },
			{ onProgress: (progress) => fractions.push(progress.fraction ?? 0) },
		);
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: '9862' });
		expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
	});
});
