/**
 * The Game's look-ahead runner: sends a position to the solver worker's game
 * jobs (Hint, "Can I still finish?", and the search back through the history),
 * one at a time, with a budget of positions and a time limit as the safety net
 * on slow machines. An answer that arrives after the reader has moved on is
 * dropped: it was about another position.
 */
import type { GamePosition } from '../../lib/game.ts';
import type { Jobs } from '../../workers/jobs.ts';
import { toBoardSpec, type JobInput } from '../../workers/protocol.ts';
import { SolverRunner, type RunnerOutcome } from '../runner/solver-runner.svelte.ts';
import type { LookAheadInput, LookAheadJob, LookAheadResults } from './jobs.ts';

/** What the game needs of a solver runner: `SolverRunner`, or a fake in tests. */
export interface LookAheadRunner {
	run<Job extends LookAheadJob>(
		job: Job,
		input: LookAheadInput,
	): Promise<RunnerOutcome<LookAheadResults[Job]>>;
	cancel(): void;
	destroy?(): void;
}

/** Runs `task` after `ms` milliseconds; returns a function that cancels it. */
export type Schedule = (task: () => void, ms: number) => () => void;

/** What the look-ahead is doing for the reader. */
export type LookAheadTask = 'hint' | 'finish' | 'rescue';

/** Positions each job may search: enough to settle most positions in well under a second. */
export const BUDGETS: Readonly<Record<LookAheadTask, { maxNodes: number; totalNodes?: number }>> = {
	hint: { maxNodes: 1_000_000 },
	finish: { maxNodes: 2_000_000 },
	// Many positions, each on a small budget: the latest one proved winnable is what counts.
	rescue: { maxNodes: 250_000, totalNodes: 8_000_000 },
};

/** Wraps a solver runner (default: a new one on the site's worker) for the look-ahead jobs. */
export function createSolverRunner(runner = new SolverRunner()): LookAheadRunner {
	return {
		// The registry's types cannot follow a generic job name; the game jobs' own types can.
		run: <Job extends LookAheadJob>(job: Job, input: LookAheadInput) =>
			runner.run(job, input as JobInput<Jobs[Job]>) as Promise<
				RunnerOutcome<LookAheadResults[Job]>
			>,
		cancel: () => runner.cancel(),
		destroy: () => runner.destroy(),
	};
}

/** Runs the game's look-ahead jobs, the latest request winning. */
export class LookAhead {
	/** The job running, or null. */
	busy = $state<LookAheadTask | null>(null);
	#serial = 0;
	#runner: LookAheadRunner | null = null;
	readonly #createRunner: () => LookAheadRunner;
	readonly #schedule: Schedule;
	readonly #timeLimit: number;

	/** Sets up the look-ahead; the runner (and its worker) starts on first use. */
	constructor(createRunner: () => LookAheadRunner, schedule: Schedule, timeLimit: number) {
		this.#createRunner = createRunner;
		this.#schedule = schedule;
		this.#timeLimit = timeLimit;
	}

	/**
	 * Runs a job on a position. Resolves with the outcome ('cancelled' when the
	 * time limit stopped it), or null when a later request or `cancel` dropped it.
	 */
	async run<Job extends LookAheadJob>(
		task: LookAheadTask,
		job: Job,
		position: GamePosition,
	): Promise<RunnerOutcome<LookAheadResults[Job]> | null> {
		this.cancel();
		const serial = ++this.#serial;
		this.busy = task;
		this.#runner ??= this.#createRunner();
		const runner = this.#runner;
		const stop = this.#schedule(() => runner.cancel(), this.#timeLimit);
		const outcome = await runner.run(job, {
			board: toBoardSpec(position.board),
			played: [...position.played],
			closed: position.closed,
			...BUDGETS[task],
		});
		stop();
		if (serial !== this.#serial) return null;
		this.busy = null;
		return outcome;
	}

	/** Drops the job in progress: its answer would be about another position. */
	cancel(): void {
		if (this.busy === null) return;
		this.#serial++;
		this.busy = null;
		this.#runner?.cancel();
	}

	/** Stops the worker for good (when the widget goes away). */
	destroy(): void {
		this.cancel();
		this.#runner?.destroy?.();
		this.#runner = null;
	}
}
