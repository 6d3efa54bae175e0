import { describe, expect, test } from 'vitest';
import type { FromWorker, Job } from '../../src/workers/protocol.ts';
import { createSolverHost, describeError, transferablesIn } from '../../src/workers/solver-host.ts';
import { TaskQueue } from './fake-worker.ts';

/** Makes a host over `jobs` that records what it posts; its clock stands still, so a job runs in one slice. */
function createRecordingHost(jobs: Record<string, Job<never, unknown>>) {
	const queue = new TaskQueue();
	const posted: FromWorker[] = [];
	const host = createSolverHost({
		jobs,
		now: () => 0,
		schedule: (task) => {
			queue.push(task);
		},
		post: (message) => posted.push(message),
	});
	return { queue, posted, host };
}

const three: Job<unknown, string> = function* () {
	yield { kind: 'visit', square: 0, depth: 1 };
	return 'three';
};

describe('createSolverHost(options).handle(message)', () => {
	test('ignores messages that are not part of the protocol', () => {
		const { queue, posted, host } = createRecordingHost({ three });
		for (const message of [
			null,
			'start',
			{ type: 'start', job: 'three' },
			{ type: 'go', runId: 1 },
		]) {
			host.handle(message);
		}
		queue.runAll();
		expect(posted).toEqual([]);
	});

	test('drops a start older than the latest one', () => {
		const { queue, posted, host } = createRecordingHost({ three });
		host.handle({ type: 'start', runId: 5, job: 'three', input: null });
		host.handle({ type: 'start', runId: 4, job: 'three', input: null });
		queue.runAll();
		expect(posted.filter((m) => m.type === 'done')).toEqual([
			{ type: 'done', runId: 5, result: 'three' },
		]);
	});

	test('drops a cancel for a run that is not the current one', () => {
		const { queue, posted, host } = createRecordingHost({ three });
		host.handle({ type: 'start', runId: 2, job: 'three', input: null });
		host.handle({ type: 'cancel', runId: 1 });
		queue.runAll();
		host.handle({ type: 'cancel', runId: 2 });
		expect(posted.map((m) => m.type)).toEqual(['steps', 'done']);
	});

	test('a new start cancels the running job and says so', () => {
		const { queue, posted, host } = createRecordingHost({ three });
		host.handle({ type: 'start', runId: 1, job: 'three', input: null });
		host.handle({ type: 'start', runId: 2, job: 'three', input: null });
		queue.runAll();
		expect(posted.map((m) => `${m.type} ${String(m.runId)}`)).toEqual([
			'cancelled 1',
			'steps 2',
			'done 2',
		]);
	});

	test('names the known jobs when asked for an unknown one', () => {
		const { posted, host } = createRecordingHost({ three });
		host.handle({ type: 'start', runId: 1, job: 'toString', input: null });
		expect(posted).toEqual([
			{ type: 'error', runId: 1, message: 'There is no job called "toString" (known: three).' },
		]);
	});

	test('reports a job that throws before it starts', () => {
		const { posted, host } = createRecordingHost({
			strict: (): Generator<never, never, void> => {
				throw new RangeError('Columns must be a whole number from 1 to 4000; got 0.');
			},
		});
		host.handle({ type: 'start', runId: 1, job: 'strict', input: null });
		expect(posted).toEqual([
			{
				type: 'error',
				runId: 1,
				message: 'Columns must be a whole number from 1 to 4000; got 0.',
			},
		]);
	});

	test('reports a result that cannot be posted', () => {
		const queue = new TaskQueue();
		const posted: FromWorker[] = [];
		const host = createSolverHost({
			jobs: { three },
			now: () => 0,
			schedule: (task) => {
				queue.push(task);
			},
			post: (message) => {
				if (message.type === 'done') throw new Error('could not be cloned');
				posted.push(message);
			},
		});
		host.handle({ type: 'start', runId: 1, job: 'three', input: null });
		queue.runAll();
		expect(posted.at(-1)).toEqual({
			type: 'error',
			runId: 1,
			message: 'The result could not be sent: could not be cloned',
		});
	});
});

describe('transferablesIn(value)', () => {
	test('finds the buffers of typed arrays, once each, in nested results', () => {
		const tour = new Int32Array(8);
		const shared = new Uint8Array(tour.buffer, 4, 4);
		const raw = new ArrayBuffer(2);
		const found = transferablesIn({ tour, parts: [{ shared }, { raw }], text: 'x', n: 1 });
		expect(found).toHaveLength(2);
		expect(found).toContain(tour.buffer);
		expect(found).toContain(raw);
	});

	test.each([[null], [undefined], [3], ['text'], [[1, 2, 3]], [{ a: { b: 1 } }]])(
		'finds nothing in %j',
		(value) => {
			expect(transferablesIn(value)).toEqual([]);
		},
	);

	test('leaves shared memory out', () => {
		const view = new Int32Array(new SharedArrayBuffer(8));
		expect(transferablesIn({ view })).toEqual([]);
	});
});

describe('describeError(error)', () => {
	test.each([
		[new RangeError('Rows must be at least 1.'), 'Rows must be at least 1.'],
		[new TypeError(''), 'TypeError'],
		['boom', 'The job failed: boom'],
	])('describes %s', (error, message) => {
		expect(describeError(error)).toBe(message);
	});
});
