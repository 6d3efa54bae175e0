/**
 * The cell's runner over the code sandbox's client: one sandbox frame per
 * cell, made on the first run, and a fresh worker in it for every run.
 * Loaded with `import()`, never with the page.
 */
import { createCodeRunner } from '../../workers/code/code-client.ts';
import type { CellRunHooks, CellRunner } from './code-runner.ts';

/** Creates the cell's runner; the hooks of the run going on get the worker's news. */
export function createCellRunner(): CellRunner {
	const client = createCodeRunner();
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
