/**
 * The step player: what step of a deterministic step stream (a solver's
 * generator) is shown, and playing it forwards and — by replaying the stream
 * from the start — backwards. Nothing but the shown view is kept, so "Step
 * back" is exact and memory stays bounded on a stream of millions of steps.
 *
 * Two parts, along the one seam that matters for telling the truth: the
 * `RunRecord` (step-record.svelte.ts) is what the run has computed — its
 * length, how it ended, its markers — and may run ahead; this class is the
 * cursor — the step shown, play/pause, speed. Widgets read only the shown
 * step: `read` hands them the view and `ShownStep`, whose `outcome` (how the
 * run ended) is there only when the shown step is the run's last.
 *
 * The view is mutated in place and held in `$state.raw`; `version` goes up
 * once after every batch of events. Read it inside `$derived`, returning a
 * new value (a copy, a number, a string):
 *
 *     const path = $derived(player.read((view) => view.path.slice(0, view.length)));
 *     const done = $derived(player.read((_, step) => step.outcome?.kind === 'finished'));
 */
import {
	Pace,
	defaultScheduler,
	isSpeed,
	nextSpeed,
	type Scheduler,
	type Speed,
} from './scheduler.ts';
import type { PlayerAction } from './player-keys.ts';
import type { ShownStep, StepPlayerOptions } from './player-options.ts';
import { StepCursor } from './step-cursor.ts';
import {
	RunRecord,
	describeProgress,
	type Outcome,
	type RunSummary,
} from './step-record.svelte.ts';

export { SPEEDS, readReducedMotion, speedLabel, type Scheduler, type Speed } from './scheduler.ts';
export { playerKeyAction, type KeyTarget, type PlayerAction } from './player-keys.ts';
export type { Marker, Outcome, RunSummary } from './step-record.svelte.ts';
export type { StepViewSpec } from './step-cursor.ts';
export type { ShownStep, StepPlayerOptions } from './player-options.ts';

/** Plays a step stream: see the module comment. */
export class StepPlayer<Event, View, Result = unknown> {
	readonly maxEvents: number;
	readonly #record: RunRecord<Event, Result>;
	readonly #cursor: StepCursor<Event, View, Result>;
	readonly #scheduler: Scheduler;
	readonly #budget: number;
	readonly #lookahead: number;
	readonly #unfinishedNote: string;
	readonly #onReset: ((from: number) => void) | undefined;

	// Published state, updated once per batch of work.
	#view: View = $state.raw() as View;
	#version = $state(0);
	#position = $state(0);
	#playing = $state(false);
	#speed: Speed = $state(10);
	#busy = $state(false);
	#target: number | null = $state(null);

	// Working state: where a seek is heading, playback's clock, the frame asked for.
	#goal: number | null = null;
	readonly #pace = new Pace();
	#frameId: number | null = null;
	#destroyed = false;

	/** Tells whether the shown step is the run's last and the run has ended. */
	readonly atEnd = $derived.by(
		() => this.#record.complete && this.#position >= this.#record.known && this.#target === null,
	);
	/** Tells whether no event is applied. */
	readonly atStart = $derived(this.#position === 0 && this.#target === null);
	/** The step the timeline shows: where a replay is heading, else the position. */
	readonly shown = $derived(
		this.#target !== null && Number.isFinite(this.#target) ? this.#target : this.#position,
	);
	/** How the run ended, only while its last step is shown. */
	readonly outcome: Outcome<Result> | null = $derived.by(() =>
		this.atEnd ? this.#record.ending : null,
	);
	/** The timeline's sentence: "Step 123 of 456 — finished", "Step 3 of 40 so far (still searching…)". */
	readonly progress = $derived.by(() =>
		describeProgress({
			position: this.#position,
			known: this.#record.known,
			ending: this.#record.ending,
			atEnd: this.atEnd,
			heading: this.#busy ? this.#target : null,
			working: this.#playing || this.#lookahead > 0,
			note: this.#unfinishedNote,
		}),
	);

	/**
	 * The timeline's sentence as the page is built: nothing runs there, so it never says the run is
	 * still being computed (issue 30). The player shows it until it is mounted.
	 */
	readonly builtProgress = $derived.by(() =>
		describeProgress({
			position: this.#position,
			known: this.#record.known,
			ending: this.#record.ending,
			atEnd: this.atEnd,
			heading: null,
			working: false,
			note: this.#unfinishedNote,
		}),
	);

	/** Sets up the player at step 0; plays at once only with `autoplay` and no reduced motion. */
	constructor(options: StepPlayerOptions<Event, View, Result>) {
		this.maxEvents = options.maxEvents ?? 5_000_000;
		if (!Number.isInteger(this.maxEvents) || this.maxEvents < 1) {
			throw new RangeError(
				`maxEvents must be a whole number of at least 1; got ${String(this.maxEvents)}.`,
			);
		}
		this.#scheduler = options.scheduler ?? defaultScheduler();
		this.#budget = options.budget ?? 8;
		this.#lookahead = options.lookahead ?? 0;
		this.#unfinishedNote = options.unfinishedNote ?? 'still searching…';
		this.#onReset = options.onReset;
		this.#record = new RunRecord<Event, Result>({
			source: options.source,
			marker: options.marker,
			maxEvents: this.maxEvents,
			maxMarkers: options.maxMarkers ?? 500,
			now: () => this.#scheduler.now(),
		});
		if (options.speed !== undefined) this.setSpeed(options.speed);
		this.#cursor = new StepCursor(options.view, options.source, this.#record);
		this.#view = this.#cursor.view;
		if (this.#lookahead > 0) {
			this.#record.extend(Infinity, this.#scheduler.now() + this.#lookahead);
			this.#publish();
			this.#request();
		}
		if (options.autoplay === true && options.prefersReducedMotion !== true) this.play();
	}

	/** The view after `position` events (mutated in place; see the module comment). */
	get view(): View {
		return this.#view;
	}
	/** Goes up after every batch of events applied; read it to track the view. */
	get version(): number {
		return this.#version;
	}
	/** Events applied to the view. */
	get position(): number {
		return this.#position;
	}
	/** Events computed so far (the timeline's length). */
	get known(): number {
		return this.#record.known;
	}
	/** What the run has computed, for the timeline: its length, markers, density. */
	get record(): RunSummary {
		return this.#record;
	}
	/** Tells whether playback is running. */
	get playing(): boolean {
		return this.#playing;
	}
	/** Events per second, or 'max'. */
	get speed(): Speed {
		return this.#speed;
	}
	/** Tells whether a long seek is being worked through, frame by frame. */
	get busy(): boolean {
		return this.#busy;
	}
	/** Where a pending seek is heading (Infinity: the end), or null. */
	get target(): number | null {
		return this.#target;
	}

	/** Reads something from the shown view and step, tracking both, for use inside `$derived`. */
	read<T>(pick: (view: View, step: ShownStep<Result>) => T): T {
		void this.#version;
		return pick(this.#view, { position: this.#position, outcome: this.outcome });
	}

	/** Starts playback; at the end, starts again from step 0. */
	play(): void {
		if (this.#destroyed) return;
		if (this.#goal === null && this.#cursor.atRunEnd) {
			this.#cursor.restart();
			this.#publish();
		}
		this.#playing = true;
		// The first event shows on the next frame, so a slow speed does not start with a wait.
		this.#pace.start();
		this.#request();
	}

	/** Stops playback where it is. */
	pause(): void {
		this.#playing = false;
	}

	/** Plays when paused and pauses when playing. */
	toggle(): void {
		if (this.#playing) this.pause();
		else this.play();
	}

	/** Pauses and applies one more event. */
	step(): void {
		this.pause();
		this.seek((this.#goal ?? this.#cursor.at) + 1);
	}

	/** Pauses and goes back one event (a replay from the start). */
	stepBack(): void {
		this.pause();
		this.seek((this.#goal ?? this.#cursor.at) - 1);
	}

	/** Pauses and goes back to step 0, telling `onReset` which step was shown. */
	reset(): void {
		if (this.shown > 0) this.#onReset?.(this.shown);
		this.pause();
		this.seek(0);
	}

	/** Pauses and applies events until the stream ends, a slice per frame. */
	skipToEnd(): void {
		this.pause();
		this.seek(Infinity);
	}

	/**
	 * Goes to the view after `index` events: forward by applying more, backward by
	 * replaying from the start. Work past the frame budget continues in later frames
	 * (`busy`); a seek meanwhile only changes where the replay is heading.
	 */
	seek(index: number): void {
		if (this.#destroyed || Number.isNaN(index)) return;
		// Past the known end, the goal stays open (Infinity: the end); the cap stops it in the record.
		const limit = this.#record.exhausted ? this.#record.generated : Infinity;
		const goal = Math.min(Math.max(0, Math.floor(index)), limit);
		this.#goal = goal;
		this.#target = goal;
		if (this.#busy) return;
		this.#work(this.#scheduler.now() + this.#budget);
		this.#publish();
		this.#request();
	}

	/** Sets the speed (events a second, or 'max'); anything else is ignored. */
	setSpeed(speed: Speed): void {
		if (!isSpeed(speed)) return;
		this.#speed = speed;
		this.#pace.cap();
	}

	/** Moves to the next faster (+1) or slower (−1) speed in `SPEEDS`. */
	changeSpeed(direction: 1 | -1): void {
		const next = nextSpeed(this.#speed, direction);
		if (next !== undefined) this.setSpeed(next);
	}

	/** Runs the action a key stands for (see `playerKeyAction`). */
	act(action: PlayerAction): void {
		const actions: Record<PlayerAction, () => void> = {
			toggle: () => this.toggle(),
			step: () => this.step(),
			'step-back': () => this.stepBack(),
			reset: () => this.reset(),
			'skip-to-end': () => this.skipToEnd(),
			faster: () => this.changeSpeed(1),
			slower: () => this.changeSpeed(-1),
		};
		actions[action]();
	}

	/** Stops the frame loop and the streams for good. */
	destroy(): void {
		this.#destroyed = true;
		this.#playing = false;
		if (this.#frameId !== null) this.#scheduler.cancel(this.#frameId);
		this.#frameId = null;
		this.#goal = null;
		this.#target = null;
		this.#busy = false;
		this.#cursor.destroy();
		this.#record.destroy();
	}

	/** Works toward the seek goal until it is reached or the deadline passes. */
	#work(deadline: number): void {
		const goal = this.#goal;
		if (goal === null) return;
		this.#cursor.moveTo(goal, deadline, () => this.#scheduler.now());
		if (this.#cursor.at >= goal || this.#cursor.atRunEnd) this.#goal = null;
	}

	/** Applies the events playback owes at frame time `time`, within the deadline. */
	#playFrame(time: number, deadline: number): void {
		const speed = this.#speed;
		const owed = this.#pace.owed(time, speed);
		const { applied, more } = this.#cursor.advanceBy(owed, deadline, () => this.#scheduler.now());
		this.#pace.pay(applied, speed);
		if (!more || this.#cursor.atRunEnd) this.#playing = false;
	}

	/** Runs one frame: a slice of the pending seek, or of playback, then of the lookahead. */
	#tick = (time: number): void => {
		this.#frameId = null;
		if (this.#destroyed) return;
		const deadline = this.#scheduler.now() + this.#budget;
		if (this.#goal !== null) {
			this.#work(deadline);
			this.#pace.skipFrame();
		} else if (this.#playing) {
			this.#playFrame(time, deadline);
		}
		if (this.#lookahead > 0 && !this.#record.exhausted) {
			this.#record.extend(Infinity, this.#scheduler.now() + this.#lookahead);
		}
		this.#publish();
		this.#request();
	};

	/** Asks for a frame when there is a seek, playback or lookahead to continue. */
	#request(): void {
		if (this.#destroyed || this.#frameId !== null) return;
		const ahead = this.#lookahead > 0 && !this.#record.exhausted;
		if (this.#goal === null && !this.#playing && !ahead) return;
		this.#frameId = this.#scheduler.frame(this.#tick);
	}

	/** Copies the working state to the published state, bumping `version` when the view changed. */
	#publish(): void {
		const cursor = this.#cursor;
		this.#position = cursor.at;
		this.#busy = this.#goal !== null;
		this.#target = this.#goal;
		this.#record.publish();
		if (cursor.changed) {
			cursor.changed = false;
			this.#view = cursor.view;
			this.#version++;
		}
	}
}
