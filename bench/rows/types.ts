/** One benchmark: a name, the work, and the DESIGN.md target it answers to. */
export interface BenchRow {
	/** What is measured, e.g. "closed tour 2000×2000 (divide and conquer)". */
	name: string;
	/** The work; its result is kept so the engine cannot skip it. A promise is awaited and timed to its end. */
	run: () => unknown;
	/** The target as text, e.g. "≤ 200 ms". */
	target?: string;
	/**
	 * What the row reports: the wall time of `run` (default), or the number of ms `run` returns
	 * (for figures a wall time cannot give, such as the longest gap between progress reports).
	 */
	measures?: 'wall time' | 'returned';
	/** Timed runs after one warm-up; the median is reported. Default: 11. */
	repeats?: number;
	/** Whether one untimed run comes first (default); not for a count in its own process. */
	warmUp?: boolean;
	/** Run only with `--slow` (`npm run bench -- --slow 8×8`): minutes long, or gigabytes. */
	slow?: boolean;
	/** More to report after the runs, such as peak memory, printed under the row. */
	detail?: () => string;
}
