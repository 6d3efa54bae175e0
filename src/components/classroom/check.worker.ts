/** The checking page's worker: reads and marks a paste of codes off the main thread. */
import { createSolverHost } from '../../workers/solver-host.ts';
import { checkJobs } from './check-jobs.ts';

const queue: (() => void)[] = [];
const channel = new MessageChannel();
// A message to itself yields to the event loop without setTimeout's 4 ms clamp on nested timers.
channel.port1.onmessage = () => {
	queue.shift()?.();
};

const host = createSolverHost({
	jobs: checkJobs,
	now: () => performance.now(),
	/** Runs a task after the messages already waiting. */
	schedule(task) {
		queue.push(task);
		channel.port2.postMessage(null);
	},
	/** Posts to the page. */
	post(message, transfer) {
		self.postMessage(message, { transfer });
	},
});

self.onmessage = (event: MessageEvent<unknown>) => {
	host.handle(event.data);
};
