/**
 * A helper thread for the split count in Node (src/lib/counting/helper.ts): a worker thread that
 * runs one part of a count at a time while the count does the other. The count waits for its
 * result synchronously (`Atomics.wait` on a shared flag, then `receiveMessageOnPort`), so a
 * synchronous count — `countTours`, the count script, the bench — can use it.
 *
 * This file is also the worker's own script: run as the helper, it answers tasks.
 */
import {
	isMainThread,
	MessageChannel,
	receiveMessageOnPort,
	Worker,
	workerData,
	type MessagePort,
} from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import {
	sideBuffers,
	type CountHelper,
	type HelperResult,
	type HelperTask,
} from '../src/lib/counting/helper.ts';
import { runHelperTask } from '../src/lib/counting/helper-task.ts';

/** The `workerData` of a helper thread. */
interface HelperData {
	role: 'count-helper';
	port: MessagePort;
	/** The number of results posted so far. */
	signal: Int32Array;
}

/** A `CountHelper` on a Node worker thread; `close` ends it. */
export class ThreadHelper implements CountHelper {
	private worker: Worker | null = null;
	private port: MessagePort | null = null;
	private readonly signal = new Int32Array(new SharedArrayBuffer(4));
	/** Results received so far. */
	private received = 0;

	/**
	 * The thread starts at once, so that it has loaded its modules (a few hundred ms) by the time
	 * the count hands it a task; after `stop`, at the next task.
	 */
	constructor() {
		this.open();
	}

	start(task: HelperTask, transfer: ArrayBuffer[]): void {
		this.open().postMessage(task, transfer);
	}

	/** Starts the thread unless it runs; returns its port. */
	private open(): MessagePort {
		if (this.worker !== null && this.port !== null) return this.port;
		const { port1, port2 } = new MessageChannel();
		const data: HelperData = { role: 'count-helper', port: port2, signal: this.signal };
		this.worker = new Worker(new URL(import.meta.url), {
			workerData: data,
			transferList: [port2],
		});
		// The thread should not keep a finished count's process alive.
		this.worker.unref();
		this.port = port1;
		this.received = 0;
		Atomics.store(this.signal, 0, 0);
		return port1;
	}

	take(ms: number): HelperResult | undefined {
		if (this.worker === null || this.port === null) throw new Error('No task was started.');
		Atomics.wait(this.signal, 0, this.received, ms);
		const received = receiveMessageOnPort(this.port);
		if (received !== undefined) {
			this.received++;
			return received.message as HelperResult;
		}
		// A thread that died (out of memory, say) never answers: say so rather than wait forever.
		if (this.worker.threadId === -1) throw new Error('The helper thread stopped.');
		return undefined;
	}

	stop(): void {
		void this.worker?.terminate();
		this.port?.close();
		this.worker = null;
		this.port = null;
	}

	/** Ends the thread. */
	close(): void {
		this.stop();
	}
}

/** A helper when this machine has a second core to run it on, else undefined. */
export function helperIfCores(): ThreadHelper | undefined {
	return availableParallelism() >= 2 ? new ThreadHelper() : undefined;
}

/** The buffers of a result, handed back without a copy. */
function buffersOf(result: HelperResult): ArrayBuffer[] {
	if (result.kind === 'sweep') return [result.states.ints.buffer as ArrayBuffer];
	if (result.kind === 'entries') return sideBuffers(result.entries);
	if (result.kind === 'group') {
		const { side, groups } = result;
		const { order, start, keys, pairings } = groups;
		return [
			...sideBuffers(side),
			...[order, start, keys, pairings.lo, pairings.hi, pairings.counts].map(
				(array) => array.buffer as ArrayBuffer,
			),
		];
	}
	if (result.kind === 'join-entries') {
		const { keys, right, state } = result.entries;
		return [keys, right.lo, right.hi, right.counts, state].map(
			(array) => array.buffer as ArrayBuffer,
		);
	}
	return [];
}

const data = workerData as Partial<HelperData> | null;
if (!isMainThread && data?.role === 'count-helper') {
	const { port, signal } = data as HelperData;
	port.on('message', (task: HelperTask) => {
		const result = runHelperTask(task);
		port.postMessage(result, buffersOf(result));
		Atomics.add(signal, 0, 1);
		Atomics.notify(signal, 0);
	});
}
