/**
 * A stopwatch on an injected clock, as reactive state: it runs and pauses,
 * keeps the time banked before a pause, and shows time only as of its last
 * tick, so that a view decides how often the display changes.
 */
export class Stopwatch {
	#now = $state(0);
	#since = $state<number | null>(null);
	#banked = $state(0);
	readonly #clock: () => number;

	/** Milliseconds on the watch as of the last tick, start or stop. */
	readonly elapsed = $derived(this.#banked + (this.#since === null ? 0 : this.#now - this.#since));

	/** Creates a stopped watch reading `clock` (milliseconds). */
	constructor(clock: () => number) {
		this.#clock = clock;
	}

	/** Tells whether the watch is running. */
	get running(): boolean {
		return this.#since !== null;
	}

	/** Returns the time on the watch right now, reading the clock but writing no state. */
	read(): number {
		return this.#banked + (this.#since === null ? 0 : this.#clock() - this.#since);
	}

	/** Brings the shown time up to date. */
	tick = (): void => {
		this.#now = this.#clock();
	};

	/** Starts or stops the watch; does nothing when it is already so. */
	run(on: boolean): void {
		const now = this.#clock();
		this.#now = now;
		if (on && this.#since === null) this.#since = now;
		if (!on && this.#since !== null) {
			this.#banked += now - this.#since;
			this.#since = null;
		}
	}

	/** Stops the watch and sets it to `ms`. */
	reset(ms = 0): void {
		this.#since = null;
		this.#banked = ms;
	}
}
