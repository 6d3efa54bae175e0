/**
 * Blocks what a student's program must not reach — the network, storage, the
 * page, other workers, timers that would outlive the run — by replacing those
 * globals with getters that throw a `ForbiddenError`. The worker seals its
 * scope around each run of student code and unseals it afterwards (loading
 * Pyodide needs `fetch`); it keeps private references to what it needs itself.
 */

/** Thrown when a program touches a blocked global. */
export class ForbiddenError extends Error {
	/** Names the global that was touched. */
	constructor(name: string) {
		super(
			`${name} is not available in a code cell: programs run in their own worker with no network, page, storage or timers.`,
		);
		this.name = 'ForbiddenError';
	}
}

/** The globals a program may not touch. */
export const FORBIDDEN_GLOBALS: readonly string[] = [
	'fetch',
	'XMLHttpRequest',
	'importScripts',
	'WebSocket',
	'WebSocketStream',
	'EventSource',
	'WebTransport',
	'indexedDB',
	'caches',
	'BroadcastChannel',
	'Worker',
	'SharedWorker',
	'postMessage',
	'close',
	'localStorage',
	'sessionStorage',
	'document',
	'window',
	'navigator',
	'location',
	'onmessage',
	'addEventListener',
	'removeEventListener',
	'dispatchEvent',
	'setTimeout',
	'setInterval',
	'setImmediate',
	'queueMicrotask',
	'requestAnimationFrame',
	'MessageChannel',
	'Request',
	'Response',
	'process',
	'require',
];

/** Replaces each name on `scope` (and on its prototypes) with a throwing getter; returns the undo. */
export function sealGlobals(
	scope: object,
	names: readonly string[] = FORBIDDEN_GLOBALS,
): () => void {
	const undo: (() => void)[] = [];
	for (const name of names) {
		const blocked: PropertyDescriptor = {
			configurable: true,
			enumerable: false,
			get() {
				throw new ForbiddenError(name);
			},
			set() {
				throw new ForbiddenError(name);
			},
		};
		// WebIDL puts a worker's operations on the global object itself, but some live on its
		// prototypes: block the name at every level that has it, and on the scope itself.
		for (
			let target: object | null = scope;
			target !== null;
			target = Object.getPrototypeOf(target)
		) {
			const previous = Object.getOwnPropertyDescriptor(target, name);
			if (target !== scope && previous === undefined) continue;
			if (previous !== undefined && previous.configurable !== true) continue;
			const at = target;
			Object.defineProperty(at, name, blocked);
			undo.push(() => {
				if (previous === undefined) Reflect.deleteProperty(at, name);
				else Object.defineProperty(at, name, previous);
			});
		}
	}
	return () => {
		for (const step of undo.reverse()) step();
	};
}

/**
 * Blocks the ways a program could turn a string into code that the instrumenter never saw (and so
 * reach `import()`, which no global stands for, or a loop without its guard): the `Function` and
 * `eval` globals and the `constructor` of every kind of function (plain, async, generator, async
 * generator). Returns the undo. For JavaScript runs only: Pyodide builds functions itself.
 */
export function sealCodeFactories(scope: object): () => void {
	const undo = [sealGlobals(scope, ['Function', 'eval'])];
	// One function of each kind, for its prototype.
	const kinds = [function () {}, async function () {}, function* () {}, async function* () {}];
	for (const kind of kinds) {
		const prototype = Object.getPrototypeOf(kind) as object;
		const previous = Object.getOwnPropertyDescriptor(prototype, 'constructor');
		if (previous?.configurable !== true) continue;
		Object.defineProperty(prototype, 'constructor', {
			configurable: true,
			enumerable: false,
			get() {
				throw new ForbiddenError('The Function constructor');
			},
			set() {
				throw new ForbiddenError('The Function constructor');
			},
		});
		undo.push(() => Object.defineProperty(prototype, 'constructor', previous));
	}
	return () => {
		for (const step of undo.reverse()) step();
	};
}
