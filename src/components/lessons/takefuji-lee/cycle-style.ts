/**
 * How the cycles of a settled network are told apart: a colour, a dash
 * pattern, and (on the board) the cycle's number, so that no reader needs the
 * colour alone. Colours are CSS variables set by the widget for both themes.
 */

/** Number of distinct cycle styles; later cycles repeat them (their numbers still differ). */
export const CYCLE_STYLES = 6;

const DASHES = ['none', '9 4', '3 3', '12 3 3 3', '6 6', '2 5'];

/** The line style of cycle `k` (0-based). */
export function cycleStyle(k: number): { colour: string; dash: string } {
	const i = ((k % CYCLE_STYLES) + CYCLE_STYLES) % CYCLE_STYLES;
	return { colour: `var(--cycle-${String(i + 1)})`, dash: DASHES[i] as string };
}
