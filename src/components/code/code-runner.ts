/**
 * The cell's side of the runtimes: one runner per cell, over the code worker's
 * client (src/workers/code/code-client.ts). The cell loads this module with
 * `import()` when the reader starts working, so neither the client nor the
 * worker is on the page before.
 */
import type { RunOutcome, RunRequest } from './code-types.ts';

/** What one run asks for. */
export type CellRunRequest = RunRequest;

/** How one run ended: the report, or the error (with what was learnt before it). */
export type CellOutcome = RunOutcome;

/** What the runtime says while it works. */
export interface CellRunHooks {
	/** The language is loading (Pyodide): what, and how far (0–1) when known. */
	onloading: (what: string, fraction?: number) => void;
	/** Lines the program printed, in batches. */
	onlog: (lines: readonly string[]) => void;
}

/** Runs a cell's programs, one at a time. */
export interface CellRunner {
	run(request: CellRunRequest, hooks: CellRunHooks): Promise<CellOutcome>;
	/** Stops the run at once (the worker is ended); the run settles as 'stopped'. */
	stop(): void;
	/** Ends the worker for good. */
	dispose(): void;
}
