/**
 * The window event an exercise sends once it is answered right or its solution
 * is shown (`detail.id` is the exercise's id): a widget above it that would
 * print the answer keeps that readout back until then.
 */
export const EXERCISE_DONE = 'exercise-done';
