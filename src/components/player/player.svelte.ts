/**
 * The step player: plays a deterministic step stream (a solver's generator)
 * forwards and, by replaying it from the start, backwards. Nothing but the
 * current view is kept, so "Step back" is exact and memory stays bounded on a
 * stream of millions of steps.
 *
 * The view is mutated in place by `apply` and held in `$state.raw`, so Svelte
 * cannot see inside it; instead `version` goes up once after every batch of
 * events. A widget reads the view through `read`, or touches `version` first:
 *
 *     const path = $derived(player.read((view) => view.path.slice(0, view.length)));
 *     const moves = $derived.by(() => (player.version, player.view.length));
 *
 * The derived value must be a new value (a copy, a number, a string): returning
 * the view object itself would compare equal and update nothing.
 */

/** Frames and a clock; injected so that tests can drive time. */
export interface Scheduler {
	/** Asks for `cb` to run at the next frame, with the frame's timestamp in ms. */
	frame(cb: (time: number) => void): number;
	/** Cancels a frame asked for. */
	cancel(id: number): void;
	/** Returns the current time in ms. */
	now(): number;
}

/** How to build a view and apply one event to it; `apply` runs for every event, so keep it cheap. */
export interface StepViewSpec<Event, View> {
	/** Returns the view before any event. */
	create(): View;
	/** Applies one event to the view, in place. */
	apply(view: View, event: Event): void;
}

/** Events per second, or 'max': as many as fit in the frame budget. */
export type Speed = number | 'max';

/** The speeds the Speed menu offers, slowest first. */
export const SPEEDS: readonly Speed[] = [1, 2, 5, 10, 30, 100, 300, 1000, 10_000, 'max'];

/** A labelled point on the timeline: `index` is the event's 0-based place in the stream. */
export interface Marker {
	index: number;
	label: string;
}

/** What to play and how. */
export interface StepPlayerOptions<Event, View, Result> {
	/** Returns a fresh stream, giving the same events every call (replay depends on it). */
	source: () => Iterator<Event, Result>;
	/** The view the events build. */
	view: StepViewSpec<Event, View>;
	/**
	 * Labels an event for the timeline, or returns null. Called once per event, in stream order,
	 * the first time the event is generated (never on replays), so it may keep state.
	 */
	marker?: (event: Event, index: number) => string | null;
	/** Frames and clock. Default: requestAnimationFrame and performance.now (no frames on a server). */
	scheduler?: Scheduler;
	/** Events after which the stream is stopped. Default: 5,000,000. */
	maxEvents?: number;
	/** Markers kept (the first ones). Default: 500. */
	maxMarkers?: number;
	/** Milliseconds of work allowed per frame (and per click). Default: 8. */
	budget?: number;
	/** Starting speed. Default: 10 events a second. */
	speed?: Speed;
	/** Start playing at once; ignored when the reader prefers reduced motion. Default: false. */
	autoplay?: boolean;
	/** The reader's prefers-reduced-motion setting (see `readReducedMotion`). Default: false. */
	prefersReducedMotion?: boolean;
	/** Says the stream has not finished, after "Step 3 of 40". Default: "still searching…". */
	unfinishedNote?: string;
}

/** What a key does in the player. */
export type PlayerAction =
	'toggle' | 'step' | 'step-back' | 'reset' | 'skip-to-end' | 'faster' | 'slower';

/** The parts of a key event's target that decide whether the player may take the key. */
export interface KeyTarget {
	tagName?: string;
	type?: string;
	isContentEditable?: boolean;
}

/** Keys a range slider uses itself; on the timeline they move it (a seek). */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** How often (in events) the clock is read while working: reading it every event costs more. */
const CLOCK_EVERY = 8;

/** Why a replay that ends early stops: `source` must give the same events every call. */
const NOT_DETERMINISTIC = 'the steps changed on replay (the stream is not deterministic)';

/** The longest gap between frames counted toward playback (a hidden tab should not burst). */
const MAX_FRAME_GAP = 250;

/** Formats a count with thousands separators. */
function count(n: number): string {
	return n.toLocaleString('en-US');
}

/** Names a speed for the Speed menu: "10 a second", "As fast as possible". */
export function speedLabel(speed: Speed): string {
	return speed === 'max' ? 'As fast as possible' : `${count(speed)} a second`;
}

/** Tells whether a value is a speed: a positive number of events a second, or 'max'. */
function isSpeed(speed: unknown): speed is Speed {
	return speed === 'max' || (typeof speed === 'number' && speed > 0 && Number.isFinite(speed));
}

/** Maps a key pressed inside the player to an action, or null when the key belongs elsewhere. */
export function playerKeyAction(
	key: string,
	target: KeyTarget | null,
	modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {},
): PlayerAction | null {
	if (modifiers.ctrlKey === true || modifiers.altKey === true || modifiers.metaKey === true) {
		return null;
	}
	const tag = target?.tagName?.toUpperCase() ?? '';
	if (tag === 'SELECT' || tag === 'TEXTAREA' || target?.isContentEditable === true) return null;
	if (tag === 'INPUT' && target?.type !== 'range') return null;
	if (tag === 'INPUT' && SLIDER_KEYS.has(key)) return null;
	// A focused button acts on Space and Enter itself.
	if (tag === 'BUTTON' && (key === ' ' || key === 'Enter')) return null;
	switch (key) {
		case ' ':
			return 'toggle';
		case 'ArrowRight':
			return 'step';
		case 'ArrowLeft':
			return 'step-back';
		case 'Home':
			return 'reset';
		case 'End':
			return 'skip-to-end';
		case '+':
		case '=':
			return 'faster';
		case '-':
		case '_':
		case '−':
			return 'slower';
		default:
			return null;
	}
}

/** Reads the reader's prefers-reduced-motion setting; false where there is no browser. */
export function readReducedMotion(): boolean {
	return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Returns the browser's frames and clock; on a server, a clock and frames that never come. */
function defaultScheduler(): Scheduler {
	if (typeof requestAnimationFrame === 'function') {
		return {
			frame: (cb) => requestAnimationFrame(cb),
			cancel: (id) => cancelAnimationFrame(id),
			now: () => performance.now(),
		};
	}
	return { frame: () => 0, cancel: () => undefined, now: () => performance.now() };
}

/** Plays a step stream: see the module comment. */
export class StepPlayer<Event, View, Result = unknown> {
	readonly maxEvents: number;
	readonly maxMarkers: number;
	readonly #spec: StepViewSpec<Event, View>;
	readonly #source: () => Iterator<Event, Result>;
	readonly #marker: ((event: Event, index: number) => string | null) | undefined;
	readonly #scheduler: Scheduler;
	readonly #budget: number;
	readonly #unfinishedNote: string;

	// Published state, updated once per batch of work.
	#view: View = $state.raw() as View;
	#version = $state(0);
	#position = $state(0);
	#known = $state(0);
	#finished = $state(false);
	#result: Result | undefined = $state.raw();
	#capped = $state(false);
	#error: string | null = $state(null);
	#playing = $state(false);
	#speed: Speed = $state(10);
	#markers: readonly Marker[] = $state.raw([]);
	#markerTotal = $state(0);
	#busy = $state(false);
	#target: number | null = $state(null);

	// Working state: the view being built, how many events it holds, and the live stream.
	#working: View;
	#at = 0;
	#generated = 0;
	#stream: Iterator<Event, Result> | null = null;
	#done = false;
	#stopped = false;
	#changed = false;
	#markerList: Marker[] = [];
	#markerCount = 0;
	#goal: number | null = null;
	#credit = 0;
	#lastTime: number | null = null;
	#frameId: number | null = null;
	#destroyed = false;

	/** Tells whether the player is at the last event and the stream has no more. */
	readonly atEnd = $derived(
		(this.#finished || this.#capped || this.#error !== null) &&
			this.#position >= this.#known &&
			this.#target === null,
	);
	/** Tells whether no event is applied. */
	readonly atStart = $derived(this.#position === 0 && this.#target === null);
	/** The step the timeline shows: where a replay is heading, else the position. */
	readonly shown = $derived(
		this.#target !== null && Number.isFinite(this.#target) ? this.#target : this.#position,
	);
	/** The timeline's sentence: "Step 123 of 456 (still searching…)". */
	readonly progress = $derived.by(() => {
		const at = `Step ${count(this.#position)} of ${count(this.#known)}`;
		if (this.#busy && this.#target !== null) {
			return Number.isFinite(this.#target)
				? `Going to step ${count(this.#target)}… (${count(this.#position)} so far)`
				: `Skipping to the end… (step ${count(this.#position)})`;
		}
		if (this.#error !== null) return `${at} — stopped: ${this.#error}`;
		if (this.#capped) return `${at} — stopped at the limit of ${count(this.maxEvents)} steps`;
		return this.#finished ? `${at} — finished` : `${at} (${this.#unfinishedNote})`;
	});

	/** Sets up the player at step 0; plays at once only with `autoplay` and no reduced motion. */
	constructor(options: StepPlayerOptions<Event, View, Result>) {
		this.maxEvents = options.maxEvents ?? 5_000_000;
		this.maxMarkers = options.maxMarkers ?? 500;
		if (!Number.isInteger(this.maxEvents) || this.maxEvents < 1) {
			throw new RangeError(
				`maxEvents must be a whole number of at least 1; got ${String(this.maxEvents)}.`,
			);
		}
		this.#spec = options.view;
		this.#source = options.source;
		this.#marker = options.marker;
		this.#scheduler = options.scheduler ?? defaultScheduler();
		this.#budget = options.budget ?? 8;
		this.#unfinishedNote = options.unfinishedNote ?? 'still searching…';
		if (options.speed !== undefined) this.setSpeed(options.speed);
		this.#working = this.#spec.create();
		this.#view = this.#working;
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
	/** Events generated so far (the timeline's length). */
	get known(): number {
		return this.#known;
	}
	/** Tells whether the stream has returned. */
	get finished(): boolean {
		return this.#finished;
	}
	/** What the stream returned, once it has. */
	get result(): Result | undefined {
		return this.#result;
	}
	/** Tells whether the stream was stopped at `maxEvents`. */
	get capped(): boolean {
		return this.#capped;
	}
	/** What went wrong if the stream threw, else null. */
	get error(): string | null {
		return this.#error;
	}
	/** Tells whether playback is running. */
	get playing(): boolean {
		return this.#playing;
	}
	/** Events per second, or 'max'. */
	get speed(): Speed {
		return this.#speed;
	}
	/** The first `maxMarkers` markers, in stream order. */
	get markers(): readonly Marker[] {
		return this.#markers;
	}
	/** Markers found, including those past the cap. */
	get markerTotal(): number {
		return this.#markerTotal;
	}
	/** Tells whether a long seek is being worked through, frame by frame. */
	get busy(): boolean {
		return this.#busy;
	}
	/** Where a pending seek is heading (Infinity: the end), or null. */
	get target(): number | null {
		return this.#target;
	}

	/** Reads something from the view and tracks `version`, for use inside `$derived`. */
	read<T>(pick: (view: View) => T): T {
		void this.#version;
		return pick(this.#view);
	}

	/** Starts playback; at the end, starts again from step 0. */
	play(): void {
		if (this.#destroyed) return;
		if (this.#goal === null && this.#exhausted() && this.#at >= this.#generated) {
			this.#restart();
			this.#publish();
		}
		this.#playing = true;
		// The first event shows on the next frame, so a slow speed does not start with a wait.
		this.#credit = 1;
		this.#lastTime = null;
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
		this.seek((this.#goal ?? this.#at) + 1);
	}

	/** Pauses and goes back one event (a replay from the start). */
	stepBack(): void {
		this.pause();
		this.seek((this.#goal ?? this.#at) - 1);
	}

	/** Pauses and goes back to step 0. */
	reset(): void {
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
		// Past the known end, the goal stays open (Infinity: the end); the cap stops it in `#advance`.
		const limit = this.#exhausted() ? this.#generated : Infinity;
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
		this.#credit = Math.min(this.#credit, 1);
	}

	/** Moves to the next faster (+1) or slower (−1) speed in `SPEEDS`. */
	changeSpeed(direction: 1 | -1): void {
		const speed = this.#speed;
		const rank = (s: Speed): number => (s === 'max' ? Infinity : s);
		const next =
			direction > 0
				? SPEEDS.find((s) => rank(s) > rank(speed))
				: SPEEDS.findLast((s) => rank(s) < rank(speed));
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

	/** Stops the frame loop and the stream for good. */
	destroy(): void {
		this.#destroyed = true;
		this.#playing = false;
		if (this.#frameId !== null) this.#scheduler.cancel(this.#frameId);
		this.#frameId = null;
		this.#goal = null;
		this.#target = null;
		this.#busy = false;
		this.#stream?.return?.();
		this.#stream = null;
	}

	/** Tells whether the stream has no events after `#generated`. */
	#exhausted(): boolean {
		return this.#done || this.#stopped;
	}

	/** Throws the view and the stream away and starts again at step 0. */
	#restart(): void {
		this.#stream?.return?.();
		this.#stream = null;
		this.#working = this.#spec.create();
		this.#at = 0;
		this.#changed = true;
	}

	/** Applies the next event; false at the end of the stream (or at the cap, or on an error). */
	#advance(): boolean {
		const fresh = this.#at >= this.#generated;
		if (fresh && this.#exhausted()) return false;
		try {
			this.#stream ??= this.#source();
			const next = this.#stream.next();
			if (next.done === true) {
				if (!fresh) throw new Error(NOT_DETERMINISTIC);
				this.#done = true;
				this.#finished = true;
				this.#result = next.value;
				return false;
			}
			// At the cap the event is pulled only to tell a stream that ends there from one that goes on.
			if (fresh && this.#at >= this.maxEvents) {
				this.#stopped = true;
				this.#capped = true;
				this.#stream.return?.();
				this.#stream = null;
				return false;
			}
			if (fresh) this.#mark(next.value);
			this.#spec.apply(this.#working, next.value);
		} catch (error) {
			this.#stopped = true;
			this.#generated = this.#at;
			this.#error = error instanceof Error ? error.message : String(error);
			return false;
		}
		this.#at++;
		this.#changed = true;
		if (fresh) this.#generated = this.#at;
		return true;
	}

	/** Records a new event's marker, if it has one. */
	#mark(event: Event): void {
		const label = this.#marker?.(event, this.#at) ?? null;
		if (label === null) return;
		this.#markerCount++;
		if (this.#markerList.length < this.maxMarkers) {
			this.#markerList.push({ index: this.#at, label });
		}
	}

	/** Works toward the seek goal until it is reached or the deadline passes. */
	#work(deadline: number): void {
		const goal = this.#goal;
		if (goal === null) return;
		if (goal < this.#at) this.#restart();
		let applied = 0;
		while (this.#at < goal && this.#advance()) {
			if (++applied % CLOCK_EVERY === 0 && this.#scheduler.now() >= deadline) break;
		}
		if (this.#at >= goal || (this.#exhausted() && this.#at >= this.#generated)) {
			this.#goal = null;
		}
	}

	/** Applies the events playback owes at frame time `time`, within the deadline. */
	#playFrame(time: number, deadline: number): void {
		const speed = this.#speed;
		if (this.#lastTime !== null && speed !== 'max') {
			this.#credit += (speed * Math.min(time - this.#lastTime, MAX_FRAME_GAP)) / 1000;
		}
		this.#lastTime = time;
		// The epsilon keeps 60 frames of 1/60 s from adding up to 0.999… of an event.
		const owed = speed === 'max' ? Infinity : Math.floor(this.#credit + 1e-9);
		let applied = 0;
		let more = true;
		while (applied < owed && (more = this.#advance())) {
			applied++;
			if (applied % CLOCK_EVERY === 0 && this.#scheduler.now() >= deadline) break;
		}
		// Events the budget did not allow are dropped rather than owed, so playback never races.
		this.#credit = speed === 'max' ? 0 : Math.min(this.#credit - applied, 1);
		if (!more || (this.#exhausted() && this.#at >= this.#generated)) this.#playing = false;
	}

	/** Runs one frame: a slice of the pending seek, or of playback. */
	#tick = (time: number): void => {
		this.#frameId = null;
		if (this.#destroyed) return;
		const deadline = this.#scheduler.now() + this.#budget;
		if (this.#goal !== null) {
			this.#work(deadline);
			this.#lastTime = null;
		} else if (this.#playing) {
			this.#playFrame(time, deadline);
		}
		this.#publish();
		this.#request();
	};

	/** Asks for a frame when there is a seek or playback to continue. */
	#request(): void {
		if (this.#destroyed || this.#frameId !== null) return;
		if (this.#goal === null && !this.#playing) return;
		this.#frameId = this.#scheduler.frame(this.#tick);
	}

	/** Copies the working state to the published state, bumping `version` when the view changed. */
	#publish(): void {
		this.#position = this.#at;
		this.#known = this.#generated;
		this.#busy = this.#goal !== null;
		this.#target = this.#goal;
		this.#markerTotal = this.#markerCount;
		if (this.#markers.length !== this.#markerList.length) this.#markers = this.#markerList.slice();
		if (this.#changed) {
			this.#changed = false;
			this.#view = this.#working;
			this.#version++;
		}
	}
}
