/**
 * The code cells' worker: runs students' programs, JavaScript at once and
 * Python once Pyodide has loaded (on the first Python run, then kept). The
 * work is in code-worker-core.ts; this file wires it to the worker's scope.
 */
import type { Runtime } from './code-protocol.ts';
import { createCodeWorkerCore } from './code-worker-core.ts';
import { runJs } from './run-js.ts';
import { sealCodeFactories, sealGlobals } from './sandbox.ts';

// Kept before any student code runs: sealing replaces these on the scope.
const post = self.postMessage.bind(self);
const listen = self.addEventListener.bind(self);
const now = performance.now.bind(performance);
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();

/** Loads the Python runtime: its own chunk (and Pyodide), fetched by the first Python run. */
async function loadPython(): Promise<Runtime> {
	return (await import('./run-python.ts')).runPython;
}

const core = createCodeWorkerCore({
	post: (message, transfer) => post(message, { transfer }),
	now,
	javascript: (request, hooks) => Promise.resolve(runJs(request, { now, onLog: hooks.onLog })),
	loadPython,
	seal: () => sealGlobals(self),
	sealJavascript: () => {
		const globals = sealGlobals(self);
		const factories = sealCodeFactories(self);
		return () => {
			factories();
			globals();
		};
	},
	nextTask: () =>
		new Promise((resolve) => {
			waiting.push(resolve);
			channel.port2.postMessage(null);
		}),
});

listen('message', (event: MessageEvent<unknown>) => {
	void core.handle(event.data);
});
