/**
 * What a step stream's run has computed so far, apart from the step shown:
 * how many events there are, whether and how the run ended, and where its
 * markers (backtracks, dead ends) fall. It pulls the events from a stream of
 * its own, so it can run ahead of the step shown — the timeline then knows
 * the whole run — while it never builds a view.
 */
import { count } from './scheduler.ts';

/** How a run ended: the stream returned, hit the player's limit, or threw. */
export type Outcome<Result> =
	| { kind: 'finished'; result: Result }
	| { kind: 'capped'; limit: number }
	| { kind: 'error'; message: string };

/** A labelled point on the timeline: `index` is the event's 0-based place in the stream. */
export interface Marker {
	index: number;
	label: string;
}

/** How many markers fall in each stretch of `width` events, from event 0 on. */
export interface MarkerDensity {
	width: number;
	counts: readonly number[];
}

/** What the timeline may read of a run; the result itself only reaches widgets through the step shown. */
export interface RunSummary {
	/** Events computed so far (the timeline's length). */
	readonly known: number;
	/** Tells whether the run has ended (finished, capped or failed): `known` is its length. */
	readonly complete: boolean;
	/** The first `maxMarkers` markers, in stream order. */
	readonly markers: readonly Marker[];
	/** Markers found, including those past the cap. */
	readonly markerTotal: number;
	/** Markers counted by stretch of the run, all of them. */
	readonly density: MarkerDensity;
	/** Markers kept as points (the first ones). */
	readonly maxMarkers: number;
	/** How many markers carry each label, all of them. */
	readonly labels: Readonly<Record<string, number>>;
}

/** Stretches the density strip divides the run into. */
export const DENSITY_BINS = 64;

/** How often (in events) the clock is read while working: reading it every event costs more. */
const CLOCK_EVERY = 8;

/** What the record needs to know about the stream. */
export interface RecordOptions<Event, Result> {
	source: () => Iterator<Event, Result>;
	marker: ((event: Event, index: number) => string | null) | undefined;
	maxEvents: number;
	maxMarkers: number;
	now: () => number;
}

/** The recorded run: see the module comment. */
export class RunRecord<Event, Result> implements RunSummary {
	readonly maxEvents: number;
	readonly maxMarkers: number;
	readonly #options: RecordOptions<Event, Result>;

	// Published once per batch of work.
	#known = $state(0);
	#ending: Outcome<Result> | null = $state.raw(null);
	#markers: readonly Marker[] = $state.raw([]);
	#markerTotal = $state(0);
	#density: MarkerDensity = $state.raw({ width: 1, counts: [] });
	#labels: Readonly<Record<string, number>> = $state.raw({});

	// Working state.
	#stream: Iterator<Event, Result> | null = null;
	#generated = 0;
	#end: Outcome<Result> | null = null;
	#markerList: Marker[] = [];
	#markerCount = 0;
	#bins: number[] = new Array<number>(DENSITY_BINS).fill(0);
	#binWidth = 1;
	#binsChanged = false;
	readonly #labelCounts: Record<string, number> = {};

	/** Sets up an empty record; no event is pulled until asked for. */
	constructor(options: RecordOptions<Event, Result>) {
		this.#options = options;
		this.maxEvents = options.maxEvents;
		this.maxMarkers = options.maxMarkers;
	}

	get known(): number {
		return this.#known;
	}
	get complete(): boolean {
		return this.#ending !== null;
	}
	/** How the run ended, once it has (published). */
	get ending(): Outcome<Result> | null {
		return this.#ending;
	}
	get markers(): readonly Marker[] {
		return this.#markers;
	}
	get markerTotal(): number {
		return this.#markerTotal;
	}
	get density(): MarkerDensity {
		return this.#density;
	}
	get labels(): Readonly<Record<string, number>> {
		return this.#labels;
	}

	/** Events pulled so far (working state, ahead of `known` until published). */
	get generated(): number {
		return this.#generated;
	}

	/** Tells whether the stream has no events after `generated` (working state). */
	get exhausted(): boolean {
		return this.#end !== null;
	}

	/** Pulls events until `until` are known, the run ends, or the deadline passes. */
	extend(until: number, deadline = Infinity): void {
		let pulled = 0;
		while (this.#generated < until && this.#end === null) {
			this.#pull();
			if (++pulled % CLOCK_EVERY === 0 && this.#options.now() >= deadline) return;
		}
	}

	/** Records that a replay failed at event `at` (it must give the same events as the record). */
	fail(at: number, message: string): void {
		this.#generated = Math.min(this.#generated, at);
		this.#end = { kind: 'error', message };
		this.#close();
	}

	/** Stops the record's stream for good. */
	destroy(): void {
		this.#close();
	}

	/** Copies the working state to the published state. */
	publish(): void {
		this.#known = this.#generated;
		if (this.#ending !== this.#end) this.#ending = this.#end;
		this.#markerTotal = this.#markerCount;
		if (this.#markers.length !== this.#markerList.length) this.#markers = this.#markerList.slice();
		if (this.#binsChanged) {
			this.#binsChanged = false;
			this.#density = { width: this.#binWidth, counts: this.#bins.slice() };
			this.#labels = { ...this.#labelCounts };
		}
	}

	/** Pulls one event, or learns that the run has ended. */
	#pull(): void {
		const { source, maxEvents } = this.#options;
		try {
			this.#stream ??= source();
			const next = this.#stream.next();
			if (next.done === true) {
				this.#end = { kind: 'finished', result: next.value };
				this.#stream = null;
				return;
			}
			// At the cap the event is pulled only to tell a stream that ends there from one that goes on.
			if (this.#generated >= maxEvents) {
				this.#end = { kind: 'capped', limit: maxEvents };
				this.#close();
				return;
			}
			this.#mark(next.value);
			this.#generated++;
		} catch (error) {
			this.#end = {
				kind: 'error',
				message: error instanceof Error ? error.message : String(error),
			};
			this.#stream = null;
		}
	}

	/** Records a new event's marker, if it has one, as a point and in the density strip. */
	#mark(event: Event): void {
		const index = this.#generated;
		const label = this.#options.marker?.(event, index) ?? null;
		if (label === null) return;
		this.#markerCount++;
		this.#labelCounts[label] = (this.#labelCounts[label] ?? 0) + 1;
		if (this.#markerList.length < this.maxMarkers) this.#markerList.push({ index, label });
		// The strip keeps a fixed number of stretches: when the run outgrows them, pairs merge.
		while (index >= DENSITY_BINS * this.#binWidth) {
			for (let k = 0; k < DENSITY_BINS / 2; k++) {
				this.#bins[k] = (this.#bins[2 * k] ?? 0) + (this.#bins[2 * k + 1] ?? 0);
			}
			this.#bins.fill(0, DENSITY_BINS / 2);
			this.#binWidth *= 2;
		}
		const bin = Math.floor(index / this.#binWidth);
		this.#bins[bin] = (this.#bins[bin] ?? 0) + 1;
		this.#binsChanged = true;
	}

	/** Returns the record's stream, if it is open. */
	#close(): void {
		this.#stream?.return?.();
		this.#stream = null;
	}
}

/** Words how a run ended, for the timeline: "finished", "stopped at the limit of 1,000 steps". */
export function describeOutcome(outcome: Outcome<unknown>): string {
	switch (outcome.kind) {
		case 'finished':
			return 'finished';
		case 'capped':
			return `stopped at the limit of ${count(outcome.limit)} steps`;
		case 'error':
			return `stopped: ${outcome.message}`;
	}
}

/** What the timeline's sentence is about: the step shown and what the run has computed. */
export interface ProgressFacts {
	position: number;
	known: number;
	ending: Outcome<unknown> | null;
	/** Tells whether the shown step is the run's last and the run has ended. */
	atEnd: boolean;
	/** Where a long seek is heading (Infinity: the end), or null when none is under way. */
	heading: number | null;
	/** Tells whether more of the run is being computed (playing, or looking ahead). */
	working: boolean;
	/** Says the run is still being computed: "still searching…". */
	note: string;
}

/** Words the timeline's sentence: "Step 3 of 40 — the run ends there", "Step 3 of 40 so far". */
export function describeProgress(facts: ProgressFacts): string {
	const { position, known, ending, heading } = facts;
	if (heading !== null) {
		return Number.isFinite(heading)
			? `Going to step ${count(heading)}… (${count(position)} so far)`
			: `Skipping to the end… (step ${count(position)})`;
	}
	const at = `Step ${count(position)} of ${count(known)}`;
	if (ending === null) return `${at} so far${facts.working ? ` (${facts.note})` : ''}`;
	if (facts.atEnd) return `${at} — ${describeOutcome(ending)}`;
	return `${at} — the run ${ending.kind === 'finished' ? 'ends there' : describeOutcome(ending)}`;
}
