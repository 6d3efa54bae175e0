/**
 * The counters under a run's results, as shown: steps (visits), backtracks
 * (unvisits), time.
 */

const number = new Intl.NumberFormat('en-GB');

/** Formats a time in ms: "84 ms", "1.25 s". */
export function formatMs(ms: number): string {
	return ms < 1000 ? `${number.format(Math.round(ms))} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The counters' values as shown: steps (visits), backtracks (unvisits), time. */
export function counterTexts(
	visits: number,
	unvisits: number,
	ms: number,
): [string, string, string] {
	return [number.format(visits), number.format(unvisits), formatMs(ms)];
}
