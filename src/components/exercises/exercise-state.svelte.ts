/**
 * One exercise's working state as a student sees it — the answer so far, checks made, hints taken,
 * whether the solution was shown, whether it is done, and the time spent — kept in step with the
 * progress store, so that a reload, a crash or a closed tab loses nothing.
 */
import type { ExerciseRecord } from './progress/progress-store.ts';

/** Where an exercise's state is read from and written to (the progress store, or memory in tests). */
export interface ExerciseBackend {
	/** The saved record, if any (already checked against the exercise's version). */
	read: (key: string, version: number) => ExerciseRecord | undefined;
	/** Saves a change; `url` is where the student can come back to it. Settles once saved. */
	write: (
		key: string,
		version: number,
		patch: Partial<Omit<ExerciseRecord, 'version' | 'updated'>>,
		url?: string,
	) => Promise<void> | void;
}

/** A pause longer than this is not counted as time spent (the student went away). */
const IDLE_MS = 60_000;

/** An exercise's state, saved as it changes. */
export class ExerciseState {
	/** The student's answer so far, in the kind's own text form. */
	answer = $state('');
	/** Answered right (or a built tour checked right). */
	done = $state(false);
	/** Hints taken. */
	hints = $state(0);
	/** The solution was shown (recorded, never undone). */
	solutionShown = $state(false);
	/** Checks made. */
	attempts = $state(0);
	/** Whole seconds spent working (pauses over a minute not counted). */
	seconds = $state(0);
	/** Saved work was found and put back when the exercise appeared. */
	readonly restored: boolean;
	/** Goes up when the saved record changed elsewhere (a reset, an import, another tab). */
	revision = $state(0);

	readonly #key: string;
	readonly #version: number;
	readonly #backend: ExerciseBackend;
	readonly #url: string | undefined;
	readonly #now: () => number;
	#lastActive: number | null = null;
	/** Writes of this exercise not yet saved: while any is on its way, the store lags behind. */
	#pending = 0;
	#spentMs = 0;

	constructor(
		key: string,
		version: number,
		backend: ExerciseBackend,
		options: { url?: string; now?: () => number } = {},
	) {
		this.#key = key;
		this.#version = version;
		this.#backend = backend;
		this.#url = options.url;
		this.#now = options.now ?? (() => Date.now());
		const saved = backend.read(key, version);
		this.restored = saved !== undefined;
		this.#take(saved);
	}

	/** Puts a saved record (or a blank one) into the state. */
	#take(saved: ExerciseRecord | undefined): void {
		this.answer = saved?.answer ?? '';
		this.done = saved?.done ?? false;
		this.hints = saved?.hints ?? 0;
		this.solutionShown = saved?.solutionShown ?? false;
		this.attempts = saved?.attempts ?? 0;
		this.seconds = saved?.seconds ?? 0;
		this.#spentMs = this.seconds * 1000;
	}

	/**
	 * Reads the saved record again after a change made elsewhere; true when it differed (then
	 * `revision` goes up, so that the kind can put its answer area back in step).
	 */
	sync(): boolean {
		if (this.#pending > 0) return false;
		const saved = this.#backend.read(this.#key, this.#version);
		const same =
			(saved?.answer ?? '') === this.answer &&
			(saved?.done ?? false) === this.done &&
			(saved?.hints ?? 0) === this.hints &&
			(saved?.solutionShown ?? false) === this.solutionShown &&
			(saved?.attempts ?? 0) === this.attempts;
		if (same) return false;
		this.#take(saved);
		this.revision += 1;
		return true;
	}

	/** Keeps the answer typed or built so far. */
	saveAnswer(answer: string): void {
		this.answer = answer;
		this.#save({ answer });
	}

	/** Records a check: right makes the exercise done (and it stays done). */
	recordAttempt(right: boolean): void {
		this.attempts += 1;
		if (right) this.done = true;
		this.#save({ attempts: this.attempts, done: this.done, answer: this.answer });
	}

	/** Records one more hint taken, up to `available`. */
	takeHint(available: number): void {
		if (this.hints >= available) return;
		this.hints += 1;
		this.#save({ hints: this.hints });
	}

	/** Records that the solution was shown. */
	showSolution(): void {
		this.solutionShown = true;
		this.#save({ solutionShown: true });
	}

	/** Counts the time since the student's last action, unless they were away. */
	#tick(): void {
		const now = this.#now();
		if (this.#lastActive !== null && now - this.#lastActive <= IDLE_MS) {
			this.#spentMs += now - this.#lastActive;
		}
		this.#lastActive = now;
		this.seconds = Math.floor(this.#spentMs / 1000);
	}

	/** Writes a change with the time spent so far. */
	#save(patch: Partial<Omit<ExerciseRecord, 'version' | 'updated'>>): void {
		this.#tick();
		const written = this.#backend.write(
			this.#key,
			this.#version,
			{ ...patch, seconds: this.seconds },
			this.#url,
		);
		if (written instanceof Promise) {
			this.#pending += 1;
			void written.finally(() => (this.#pending -= 1));
		}
	}
}
