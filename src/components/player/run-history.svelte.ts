/**
 * Keeps a demo from being lost: the runs a widget left behind (its setup and
 * the step it showed) so that any reset — Reset, a new start, another size —
 * is one Undo away, and the "Set start" mode, so that a stray click or Space
 * on the board never restarts the run.
 */

/** A run to come back to: the setup it ran with and the step that was shown. */
export interface RunSnapshot<Setup> {
	setup: Setup;
	step: number;
}

/** How many runs Undo can go back through. */
const KEPT = 20;

/** The runs left behind, newest last, and whether a click on the board sets the start. */
export class RunHistory<Setup> {
	/** Tells whether the next square chosen on the board becomes the start. */
	picking = $state(false);
	#past: readonly RunSnapshot<Setup>[] = $state.raw([]);

	/** Tells whether there is a run to go back to. */
	get canUndo(): boolean {
		return this.#past.length > 0;
	}

	/** The run Undo would bring back, or null. */
	get last(): RunSnapshot<Setup> | null {
		return this.#past.at(-1) ?? null;
	}

	/** Remembers the run about to be replaced (the oldest go when more than 20 are kept). */
	remember(setup: Setup, step: number): void {
		this.#past = [...this.#past, { setup, step }].slice(-KEPT);
	}

	/** Takes back the newest run left behind, or null when there is none. */
	undo(): RunSnapshot<Setup> | null {
		const last = this.last;
		if (last !== null) this.#past = this.#past.slice(0, -1);
		return last;
	}

	/** Turns the Set start mode on or off. */
	togglePicking = (): void => {
		this.picking = !this.picking;
	};
}
