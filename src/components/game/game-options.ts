/**
 * How a Game starts and what it runs on (tests inject their own clock, timers
 * and worker), and the Game's shortcut keys.
 */
import type { LookAheadRunner, Schedule } from './look-ahead.svelte.ts';

/** How a game starts, and the clock, timers and worker it uses (tests inject their own). */
export interface GameOptions {
	/** Rows and columns at first. Default: 5 × 5. */
	rows?: number;
	cols?: number;
	/** Largest number of rows or columns. Default: 40. */
	maxSide?: number;
	/** Milliseconds now; default `performance.now`. */
	now?: () => number;
	/** Timers for auto-move and the look-ahead's time limit; default `setTimeout`. */
	schedule?: Schedule;
	/** Whether the reader asked for reduced motion; default: the media query. */
	reducedMotion?: () => boolean;
	/** Makes the runner for the look-ahead, on first use; default one on the solver worker. */
	createRunner?: () => LookAheadRunner;
	/** Pause before an auto-move, in milliseconds. Default: 700. */
	autoMoveDelay?: number;
	/** Time a look-ahead job may run before it is stopped, in milliseconds. Default: 10,000. */
	lookAheadBudget?: number;
}

/** Runs a task with `setTimeout`. */
export const timeout: Schedule = (task, ms) => {
	const id = setTimeout(task, ms);
	return () => clearTimeout(id);
};

/** Tells whether the reader asked for reduced motion. */
export function prefersReducedMotion(): boolean {
	return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The keys of a key press that matter for shortcuts. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>;

/** Returns the action of a shortcut key: U or Ctrl+Z undo; Ctrl+Y or Ctrl+Shift+Z redo. */
export function shortcut(press: KeyPress): 'undo' | 'redo' | null {
	if (press.altKey || press.metaKey) return null;
	const key = press.key.toLowerCase();
	if (press.ctrlKey) {
		if (key === 'y' || (key === 'z' && press.shiftKey)) return 'redo';
		return key === 'z' ? 'undo' : null;
	}
	return key === 'u' && !press.shiftKey ? 'undo' : null;
}
