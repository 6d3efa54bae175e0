import { countJob, type CountRequest } from '../../src/components/lessons/counting-tours/jobs.ts';
import type { BenchRow } from './types.ts';

/**
 * Runs the lesson's count job as the worker does and returns the longest time in ms between two
 * reports (the start and the end count as reports): the worker can post progress no more often
 * than the job yields, so this is the longest the reader waits for news.
 */
export function longestSilence(request: CountRequest): number {
	const job = countJob(request);
	let last = performance.now();
	let longest = 0;
	for (;;) {
		const next = job.next();
		const now = performance.now();
		longest = Math.max(longest, now - last);
		last = now;
		if (next.done === true) return longest;
	}
}

/** A count as a reader asks for it: closed or open (directed), from a start or not, up to symmetry. */
function ask(
	rows: number,
	cols: number,
	closed: boolean,
	more: Partial<CountRequest> = {},
): CountRequest {
	return { rows, cols, closed, directed: !closed, start: null, upToSymmetry: false, ...more };
}

/** The counts lesson 7 names (issue 10), with their names; `bench/browser.ts` asks for them too. */
export const LESSON_COUNTS: readonly (readonly [string, CountRequest])[] = [
	['6×6 closed', ask(6, 6, true)],
	['5×5 open, directed', ask(5, 5, false)],
	['5×5 open from a1', ask(5, 5, false, { start: 'a1' })],
	['6×7 closed', ask(6, 7, true)],
	['6×6 open, directed', ask(6, 6, false)],
	['6×6 open from a1', ask(6, 6, false, { start: 'a1' })],
	['3×40 closed', ask(3, 40, true)],
	['6×6 closed up to symmetry', ask(6, 6, true, { upToSymmetry: true })],
];

/**
 * Counts beyond the lesson's quick ones: the split sweep's largest boards, 7×8 closed and 7×7 open
 * (issue 14 asks for them in the browser worker within twice the Node time). `bench/browser.ts`
 * times them; here 7×7 open, about a minute and 1.6 GB, runs only with `--slow`.
 */
export const LARGE_COUNTS: readonly (readonly [string, CountRequest])[] = [
	['7×8 closed', ask(7, 8, true)],
	['7×7 open, directed', ask(7, 7, false)],
];

/** Lesson 7: the longest silence of each count (the issue asks for progress at least every 250 ms). */
export const countProgressRows: BenchRow[] = LESSON_COUNTS.map(([name, request]) => ({
	name: `count job ${name}: longest gap between reports`,
	run: () => longestSilence(request),
	measures: 'returned',
	target: '≤ 150 ms (with 100 ms between posts: 250 ms)',
	repeats: 1,
}));

/** The same for the large counts, which are also timed whole (issue 14: in Node, then in the browser). */
export const largeCountRows: BenchRow[] = LARGE_COUNTS.map(([name, request]) => ({
	name: `count job ${name}: longest gap between reports`,
	run: () => longestSilence(request),
	measures: 'returned',
	target: '≤ 250 ms',
	repeats: 1,
	slow: !request.closed,
}));
