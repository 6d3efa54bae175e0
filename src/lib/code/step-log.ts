/**
 * The record of a program's `visit(s)` / `unvisit(s)` calls: counts of all of
 * them, and the first `keep` as a typed array for the animation (+(s + 1) for
 * a visit, −(s + 1) for an unvisit). A search of millions of positions must
 * not be slowed by recording, so past the cap only the counts go on.
 */

/** Visit/unvisit counts and the kept events of one call of the entry. */
export class StepLog {
	readonly events: Int32Array;
	/** Events kept in `events`. */
	kept = 0;
	visits = 0;
	unvisits = 0;
	/** Whether this call's events are kept (only the showcase's are). */
	recording = false;

	/** Makes a log that keeps at most `keep` events. */
	constructor(keep: number) {
		this.events = new Int32Array(keep);
	}

	/** Starts the record of a new call. */
	reset(recording: boolean): void {
		this.kept = 0;
		this.visits = 0;
		this.unvisits = 0;
		this.recording = recording;
	}

	/** Records a visit of square s. */
	visit(s: number): void {
		this.visits++;
		if (this.recording && this.kept < this.events.length) this.events[this.kept++] = s + 1;
	}

	/** Records an unvisit of square s. */
	unvisit(s: number): void {
		this.unvisits++;
		if (this.recording && this.kept < this.events.length) this.events[this.kept++] = -(s + 1);
	}

	/** Returns a copy of the kept events. */
	keptEvents(): Int32Array {
		return this.events.slice(0, this.kept);
	}
}
