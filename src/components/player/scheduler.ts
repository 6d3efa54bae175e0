/**
 * Time for the step player: frames and a clock (injected, so that tests drive
 * time), the speeds it plays at, and the reader's reduced-motion setting.
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

/** Events per second, or 'max': as many as fit in the frame budget. */
export type Speed = number | 'max';

/** The speeds the Speed menu offers, slowest first. */
export const SPEEDS: readonly Speed[] = [1, 2, 5, 10, 30, 100, 300, 1000, 10_000, 'max'];

/** Formats a count with thousands separators. */
export function count(n: number): string {
	return n.toLocaleString('en-US');
}

/** Names a speed for the Speed menu: "10 a second", "As fast as possible". */
export function speedLabel(speed: Speed): string {
	return speed === 'max' ? 'As fast as possible' : `${count(speed)} a second`;
}

/** Tells whether a value is a speed: a positive number of events a second, or 'max'. */
export function isSpeed(speed: unknown): speed is Speed {
	return speed === 'max' || (typeof speed === 'number' && speed > 0 && Number.isFinite(speed));
}

/** Returns the next faster (+1) or slower (−1) speed in `SPEEDS`, or undefined at either end. */
export function nextSpeed(speed: Speed, direction: 1 | -1): Speed | undefined {
	const rank = (s: Speed): number => (s === 'max' ? Infinity : s);
	return direction > 0
		? SPEEDS.find((s) => rank(s) > rank(speed))
		: SPEEDS.findLast((s) => rank(s) < rank(speed));
}

/** Reads the reader's prefers-reduced-motion setting; false where there is no browser. */
export function readReducedMotion(): boolean {
	return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Returns the browser's frames and clock; on a server, a clock and frames that never come. */
export function defaultScheduler(): Scheduler {
	if (typeof requestAnimationFrame === 'function') {
		return {
			frame: (cb) => requestAnimationFrame(cb),
			cancel: (id) => cancelAnimationFrame(id),
			now: () => performance.now(),
		};
	}
	return { frame: () => 0, cancel: () => undefined, now: () => performance.now() };
}

/** The longest gap between frames counted toward playback (a hidden tab should not burst). */
const MAX_FRAME_GAP = 250;

/** Playback's pace: the events owed for the time passed at a speed, with at most one carried over. */
export class Pace {
	#credit = 0;
	#lastTime: number | null = null;

	/** Starts owing from now; the first event is owed at once, so a slow speed starts without a wait. */
	start(): void {
		this.#credit = 1;
		this.#lastTime = null;
	}

	/** Forgets the last frame's time (a seek used the frame). */
	skipFrame(): void {
		this.#lastTime = null;
	}

	/** Keeps at most one event owed (the speed changed). */
	cap(): void {
		this.#credit = Math.min(this.#credit, 1);
	}

	/** Returns the events owed at frame time `time`. */
	owed(time: number, speed: Speed): number {
		if (this.#lastTime !== null && speed !== 'max') {
			this.#credit += (speed * Math.min(time - this.#lastTime, MAX_FRAME_GAP)) / 1000;
		}
		this.#lastTime = time;
		// The epsilon keeps 60 frames of 1/60 s from adding up to 0.999… of an event.
		return speed === 'max' ? Infinity : Math.floor(this.#credit + 1e-9);
	}

	/** Pays for `applied` events; those the budget did not allow are dropped, so playback never races. */
	pay(applied: number, speed: Speed): void {
		this.#credit = speed === 'max' ? 0 : Math.min(this.#credit - applied, 1);
	}
}
