/**
 * The site's work on the builder's tasks, one task at a time: after a pause
 * for typing, the first task whose work is missing or out of date goes to the
 * solver; work nobody wants any more (the task changed or went) is stopped.
 * Each result is kept with the set-up it answered, so an old result is never
 * shown for a changed task.
 */
import type { Progress } from '../../workers/protocol.ts';
import type { WorkResult } from './builder-jobs.ts';
import type { TaskWork } from './builder-read.ts';
import type { BuilderSolver } from './builder-solver.ts';

/** The latest work on a task, for the set-up (`setup`, its work as JSON) it was asked about. */
export interface TaskRun {
	setup: string;
	result: WorkResult | null;
	error: string | null;
	progress: Progress | null;
}

/** Work a task needs, by the task's key. */
export interface WantedWork {
	key: number;
	work: TaskWork;
}

/** The builder's queue of work. */
export class TaskRuns {
	#runs = $state.raw<Readonly<Record<number, TaskRun>>>({});
	#active: { key: number; setup: string } | null = null;
	#timer: ReturnType<typeof setTimeout> | null = null;
	#idle: (() => void)[] = [];
	readonly #solver: BuilderSolver;
	readonly #delay: number;
	readonly #tasks: () => WantedWork[];

	/** Creates the queue over `tasks`: every task's current work, in list order. */
	constructor(solver: BuilderSolver, delay: number, tasks: () => WantedWork[]) {
		this.#solver = solver;
		this.#delay = delay;
		this.#tasks = tasks;
	}

	/** The run of a task for this work, or null when there is none or it is out of date. */
	current(key: number, work: TaskWork): TaskRun | null {
		const run = this.#runs[key];
		return run !== undefined && run.setup === JSON.stringify(work) ? run : null;
	}

	/** The latest progress of a task's work, while it runs. */
	progressOf(key: number): Progress | null {
		return this.#runs[key]?.progress ?? null;
	}

	/** Starts the work the tasks need, after a short pause for typing. */
	schedule(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = setTimeout(() => {
			this.#timer = null;
			void this.#pump();
		}, this.#delay);
	}

	/** Resolves once all the work the tasks need is done. */
	idle(): Promise<void> {
		return new Promise((resolve) => {
			this.#idle.push(resolve);
			this.schedule();
		});
	}

	/** The first task whose work is missing or out of date. */
	#wanted(): (WantedWork & { setup: string }) | null {
		for (const { key, work } of this.#tasks()) {
			const setup = JSON.stringify(work);
			if (this.#runs[key]?.setup !== setup) return { key, work, setup };
		}
		return null;
	}

	/** Runs the next piece of work, stopping work nobody wants any more. */
	async #pump(): Promise<void> {
		const active = this.#active;
		if (active !== null) {
			const still = this.#tasks().some(
				({ key, work }) => key === active.key && JSON.stringify(work) === active.setup,
			);
			if (still) return;
			this.#solver.stop();
			this.#active = null;
		}
		const wanted = this.#wanted();
		if (wanted === null) {
			for (const resolve of this.#idle.splice(0)) resolve();
			return;
		}
		const { key, setup } = wanted;
		const mine = (): boolean => this.#active?.key === key && this.#active.setup === setup;
		this.#active = { key, setup };
		this.#set(key, { setup, result: null, error: null, progress: null });
		const outcome = await this.#solver.run(wanted.work, (progress) => {
			if (mine()) this.#set(key, { setup, result: null, error: null, progress });
		});
		if (!mine()) return;
		this.#active = null;
		if (outcome !== null) {
			this.#set(key, {
				setup,
				result: outcome.ok ? outcome.value : null,
				error: outcome.ok ? null : outcome.message,
				progress: null,
			});
		}
		void this.#pump();
	}

	/** Takes a result kept from before (a reference run kept with the draft) as the task's run. */
	seed(key: number, setup: string, result: WorkResult): void {
		this.#set(key, { setup, result, error: null, progress: null });
	}

	/** Records a task's run. */
	#set(key: number, run: TaskRun): void {
		this.#runs = { ...this.#runs, [key]: run };
	}

	/** Stops the work and the worker (when the page goes). */
	destroy(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#solver.stop();
	}
}
