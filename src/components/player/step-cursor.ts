/**
 * The working side of the step shown: a view built by replaying the stream
 * from the start, event by event, checked against the recorded run (a replay
 * must give the same events). The step player publishes it once per batch.
 */
import type { RunRecord } from './step-record.svelte.ts';

/** How to build a view and apply one event to it; `apply` runs for every event, so keep it cheap. */
export interface StepViewSpec<Event, View> {
	/** Returns the view before any event. */
	create(): View;
	/** Applies one event to the view, in place. */
	apply(view: View, event: Event): void;
}

/** Why a replay that ends early stops: `source` must give the same events every call. */
const NOT_DETERMINISTIC = 'the steps changed on replay (the stream is not deterministic)';

/** How often (in events) the clock is read while working: reading it every event costs more. */
const CLOCK_EVERY = 8;

/** A view after `at` events of a replayed stream. */
export class StepCursor<Event, View, Result> {
	/** The view being built (mutated in place). */
	view: View;
	/** Events applied to `view`. */
	at = 0;
	/** Tells whether `view` changed since the player last published it. */
	changed = false;
	readonly #spec: StepViewSpec<Event, View>;
	readonly #source: () => Iterator<Event, Result>;
	readonly #record: RunRecord<Event, Result>;
	#stream: Iterator<Event, Result> | null = null;

	/** Sets up the cursor before the first event. */
	constructor(
		spec: StepViewSpec<Event, View>,
		source: () => Iterator<Event, Result>,
		record: RunRecord<Event, Result>,
	) {
		this.#spec = spec;
		this.#source = source;
		this.#record = record;
		this.view = spec.create();
	}

	/** Tells whether the view is at the run's last event and the run has ended. */
	get atRunEnd(): boolean {
		return this.#record.exhausted && this.at >= this.#record.generated;
	}

	/** Throws the view and the replaying stream away and starts again at step 0. */
	restart(): void {
		this.#stream?.return?.();
		this.#stream = null;
		this.view = this.#spec.create();
		this.at = 0;
		this.changed = true;
	}

	/** Applies the next event; false at the end of the run (or at the cap, or on an error). */
	advance(): boolean {
		const record = this.#record;
		if (this.at >= record.generated) record.extend(this.at + 1);
		if (this.at >= record.generated) return false;
		try {
			this.#stream ??= this.#source();
			const next = this.#stream.next();
			if (next.done === true) throw new Error(NOT_DETERMINISTIC);
			this.#spec.apply(this.view, next.value);
		} catch (error) {
			record.fail(this.at, error instanceof Error ? error.message : String(error));
			return false;
		}
		this.at++;
		this.changed = true;
		return true;
	}

	/** Moves toward `goal` events until it is reached, the run ends, or the clock passes the deadline. */
	moveTo(goal: number, deadline: number, now: () => number): void {
		if (goal < this.at) this.restart();
		let applied = 0;
		while (this.at < goal && this.advance()) {
			if (++applied % CLOCK_EVERY === 0 && now() >= deadline) return;
		}
	}

	/** Applies up to `most` events, reading the clock now and then; says how many and if more remain. */
	advanceBy(most: number, deadline: number, now: () => number): { applied: number; more: boolean } {
		let applied = 0;
		let more = true;
		while (applied < most && (more = this.advance())) {
			applied++;
			if (applied % CLOCK_EVERY === 0 && now() >= deadline) break;
		}
		return { applied, more };
	}

	/** Stops the replaying stream. */
	destroy(): void {
		this.#stream?.return?.();
		this.#stream = null;
	}
}
