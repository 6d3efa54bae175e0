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

/** The counts lesson 7 names (issue 10), each asked for as a reader would ask. */
const COUNTS: [string, CountRequest][] = [
	[
		'6×6 closed',
		{ rows: 6, cols: 6, closed: true, directed: false, start: null, upToSymmetry: false },
	],
	[
		'5×5 open, directed',
		{ rows: 5, cols: 5, closed: false, directed: true, start: null, upToSymmetry: false },
	],
	[
		'5×5 open from a1',
		{ rows: 5, cols: 5, closed: false, directed: true, start: 'a1', upToSymmetry: false },
	],
	[
		'6×7 closed',
		{ rows: 6, cols: 7, closed: true, directed: false, start: null, upToSymmetry: false },
	],
	[
		'6×6 open, directed',
		{ rows: 6, cols: 6, closed: false, directed: true, start: null, upToSymmetry: false },
	],
	[
		'6×6 open from a1',
		{ rows: 6, cols: 6, closed: false, directed: true, start: 'a1', upToSymmetry: false },
	],
	[
		'3×40 closed',
		{ rows: 3, cols: 40, closed: true, directed: false, start: null, upToSymmetry: false },
	],
	[
		'6×6 closed up to symmetry',
		{ rows: 6, cols: 6, closed: true, directed: false, start: null, upToSymmetry: true },
	],
];

/** Lesson 7: the longest silence of each count (the issue asks for progress at least every 250 ms). */
export const countProgressRows: BenchRow[] = COUNTS.map(([name, request]) => ({
	name: `count job ${name}: longest gap between reports`,
	run: () => longestSilence(request),
	measures: 'returned',
	target: '≤ 150 ms (with 100 ms between posts: 250 ms)',
	repeats: 1,
}));
