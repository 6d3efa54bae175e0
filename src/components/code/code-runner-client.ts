/**
 * The cell's runner over the code worker's client: one worker per cell,
 * started when the reader starts working, restarted by the client after Stop
 * or a time-out. Loaded with `import()`, never with the page.
 */
import { createCodeRunner } from '../../workers/code/code-client.ts';
import type { CellRunHooks, CellRunner } from './code-runner.ts';

/** Creates the cell's runner; the hooks of the run going on get the worker's news. */
export function createCellRunner(): CellRunner {
	// Written out here so that the bundler sees `new Worker(new URL(…))` and builds the worker.
	const client = createCodeRunner({
		createWorker: () =>
			new Worker(new URL('../../workers/code/code.worker.ts', import.meta.url), {
				type: 'module',
				name: 'code cell',
			}),
	});
	let hooks: CellRunHooks | null = null;
	client.onLoading = (what, fraction) => hooks?.onloading(what, fraction);
	client.onLog = (lines) => hooks?.onlog(lines);
	return {
		async run(request, runHooks) {
			hooks = runHooks;
			try {
				return await client.run(request);
			} finally {
				if (hooks === runHooks) hooks = null;
			}
		},
		stop: () => client.stop(),
		dispose: () => client.dispose(),
	};
}
