/**
 * Starts a worker that runs `jobs` for its page: one solver host wired to the worker's message
 * port. The site's solver worker and each classroom page's own worker start with this.
 */
import { createSolverHost, type SolverHostOptions } from './solver-host.ts';

/** Connects a solver host for `jobs` to this worker's messages. */
export function serveJobs(jobs: SolverHostOptions['jobs']): void {
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
}
