/**
 * An in-memory worker for tests: the real host on one side, the client's
 * `WorkerLike` on the other, and one hand-pumped task queue standing in for
 * both event loops. Messages are structured-cloned with their transfer lists,
 * as a browser does, so a transferred buffer is detached on the sending side.
 */
import type { WorkerLike } from '../../src/workers/solver-client.ts';
import type { FromWorker, JobRegistry } from '../../src/workers/protocol.ts';
import { createSolverHost, type SolverHostOptions } from '../../src/workers/solver-host.ts';

/** A clock that moves only when a test or a test job moves it. */
export interface FakeClock {
	now: number;
}

/** A queue of tasks run one at a time, in order, when the test says so. */
export class TaskQueue {
	#tasks: (() => void)[] = [];

	/** Adds a task at the end. */
	push(task: () => void): void {
		this.#tasks.push(task);
	}

	/** Tells how many tasks wait. */
	get size(): number {
		return this.#tasks.length;
	}

	/** Runs the next task; tells whether there was one. */
	runNext(): boolean {
		const task = this.#tasks.shift();
		task?.();
		return task !== undefined;
	}

	/** Runs tasks until none is left, failing if that never happens. */
	runAll(limit = 100_000): number {
		let count = 0;
		while (this.runNext()) {
			count += 1;
			if (count > limit) throw new Error(`Still busy after ${String(limit)} tasks.`);
		}
		return count;
	}
}

/** One message the host posted, with the transfer list it gave. */
export interface Posted {
	message: FromWorker;
	transfer: Transferable[];
}

/** A fake worker wired to a real host. */
export interface FakeWorker {
	worker: WorkerLike;
	/** Everything the host posted, in order, before cloning. */
	posted: Posted[];
	terminated: boolean;
	/** Makes the worker fail as a crashed browser worker does. */
	crash(message: string): void;
}

/** Creates a fake worker whose host runs `jobs` on `queue` with the fake `clock`. */
export function createFakeWorker(
	queue: TaskQueue,
	jobs: JobRegistry,
	clock: FakeClock,
	options: Partial<Pick<SolverHostOptions, 'sliceMs' | 'progressIntervalMs'>> = {},
): FakeWorker {
	/** Runs a task later unless the worker has been terminated by then. */
	const later = (task: () => void): void => {
		queue.push(() => {
			if (!fake.terminated) task();
		});
	};
	const host = createSolverHost({
		...options,
		jobs,
		now: () => clock.now,
		schedule: later,
		/** Records the message, then delivers a clone of it to the page. */
		post(message, transfer) {
			fake.posted.push({ message, transfer });
			const data: unknown = structuredClone(message, { transfer });
			later(() => fake.worker.onmessage?.(new MessageEvent('message', { data })));
		},
	});
	const fake: FakeWorker = {
		posted: [],
		terminated: false,
		worker: {
			onmessage: null,
			onerror: null,
			onmessageerror: null,
			/** Delivers a clone of the message to the host. */
			postMessage(message, transfer) {
				const data: unknown = structuredClone(message, { transfer });
				later(() => {
					host.handle(data);
				});
			},
			/** Stops the worker: nothing it had queued runs any more. */
			terminate() {
				fake.terminated = true;
			},
		},
		/** Fires the worker's error event. */
		crash(message) {
			// Node has no ErrorEvent; the client reads only `message`.
			const event = Object.assign(new Event('error'), { message }) as ErrorEvent;
			fake.worker.onerror?.(event);
		},
	};
	return fake;
}

/** Returns a promise's value if it has settled by now, or 'pending'. */
export async function settledValue<T>(promise: Promise<T>): Promise<T | 'pending'> {
	return Promise.race([promise, Promise.resolve('pending' as const)]);
}
