/**
 * The seeded runs lesson 06 talks about, in one place so that the lesson and
 * its tests use the same boards and seeds.
 */

/** The live view's first run: it settles into one tour of 8×8. */
export const TOUR_RUN = { rows: 8, cols: 8, seed: 32 } as const;
/** The same board with another seed: it settles into several cycles. */
export const CYCLES_SEED = 1;
/** The sweep from which the exercise's neuron is taken (the first sweeps start every U at 0). */
export const EXERCISE_SWEEP = 3;
/** A board with unequal colours that never settles. */
export const ODD_RUN = { rows: 5, cols: 5, seed: 1 } as const;
/** A four-row board that settles, but not into one tour. */
export const FOUR_ROW_RUN = { rows: 4, cols: 6, seed: 1 } as const;
/** A run that settles on 6×6 (for the exercise on the number of active moves). */
export const SIX_RUN = { rows: 6, cols: 6, seed: 10 } as const;
/** The boards of the exercise "which can settle into one tour". */
export const SETTLE_CHOICES = [
	[5, 5],
	[4, 6],
	[6, 6],
	[7, 7],
] as const;
