/** The solver worker: connects the host to the worker's message port. */
import { jobs } from './jobs.ts';
import { createSolverHost } from './solver-host.ts';

const queue: (() => void)[] = [];
const channel = new MessageChannel();
// A message to itself yields to the event loop without setTimeout's 4 ms clamp on nested timers.
channel.port1.onmessage = () => {
	queue.shift()?.();
};

const host = createSolverHost({
	jobs,
	now: () => performance.now(),
	/** Runs a task after the messages already waiting. */
	schedule(task) {
		queue.push(task);
		channel.port2.postMessage(null);
	},
	/** Posts to the page; the options form types as well against Window as against a worker scope. */
	post(message, transfer) {
		self.postMessage(message, { transfer });
	},
});

self.onmessage = (event: MessageEvent<unknown>) => {
	host.handle(event.data);
};
