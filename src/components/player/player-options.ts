/**
 * What the step player takes, and what a widget may know of the step shown.
 */
import type { Scheduler, Speed } from './scheduler.ts';
import type { StepViewSpec } from './step-cursor.ts';
import type { Outcome } from './step-record.svelte.ts';

/** The step shown, as a widget may know it. */
export interface ShownStep<Result> {
	/** Events applied to the view. */
	position: number;
	/** How the run ended — only when the shown step is its last; null anywhere else. */
	outcome: Outcome<Result> | null;
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
	/** Markers kept as points (the first ones); the density strip counts all. Default: 500. */
	maxMarkers?: number;
	/** Milliseconds of work allowed per frame (and per click). Default: 8. */
	budget?: number;
	/**
	 * Milliseconds per frame (and at once, when made) spent computing the run ahead of the shown
	 * step, so that the timeline knows its length; 0 computes only what is shown. Default: 0.
	 */
	lookahead?: number;
	/** Starting speed. Default: 10 events a second. */
	speed?: Speed;
	/** Start playing at once; ignored when the reader prefers reduced motion. Default: false. */
	autoplay?: boolean;
	/** The reader's prefers-reduced-motion setting (see `readReducedMotion`). Default: false. */
	prefersReducedMotion?: boolean;
	/** Called with the step shown before Reset goes back to step 0 (for an Undo). Default: none. */
	onReset?: (from: number) => void;
	/** Says the run is still being computed, after "Step 3 of 40 so far". Default: "still searching…". */
	unfinishedNote?: string;
}
