/**
 * How long a count would take, judged before it starts, so that the counter can refuse boards
 * that would run for hours. The frontier method's work per square grows about geometrically with
 * the frontier's width (the states it must remember), so the estimate is the number of squares
 * times a cost per square looked up by width. It only has to tell minutes from hours.
 */
import type { Board } from '../../../lib/board.ts';
import { chooseMethod } from '../../../lib/counting/count-tours.ts';
import { frontierWidth } from '../../../lib/counting/frontier.ts';

/** Counts estimated to take longer than this many seconds are refused. */
export const REFUSE_SECONDS = 600;

/**
 * Counts estimated to need more memory than this many gigabytes are refused too: a tab that runs
 * out of memory is closed by the browser, with whatever else the reader had on the page.
 */
export const REFUSE_GIGABYTES = 2;

/** Boards the counting search handles quickly: the library's own limits for choosing it. */
const QUICK_SEARCH_SQUARES = 36;

/**
 * Milliseconds per swept square by frontier width (the next even width up), rounded up from runs
 * on the development machine, which other work shares, so the times vary up to threefold:
 * 3×40 closed (width 8) 1 ms per square; 5×12 and 5×20 closed (12) 12 to 37 ms; 6×7 and 6×8
 * closed (14) 16 to 38 ms; 7×8 closed (16) over 150 s in all; 3×40 open (8) 9.5 ms; 4×30 and
 * 4×40 open (10) 5 to 32 ms; 5×10 and 5×20 open (12) 57 to 254 ms; 6×6 open (14) 2.6 s in all,
 * 6×10 open over 150 s. Short boards never fill their frontier, so for them the table errs long.
 */
const MS_PER_SQUARE: Record<'closed' | 'open' | 'split' | 'splitOpen', [number, number][]> = {
	closed: [
		[8, 2],
		[10, 6],
		[12, 40],
		[14, 150],
		[16, 5000],
		[18, 150_000],
	],
	// The split sweep (closed tours, 5 rows or more), from `npm run bench -- split`: 5×12 closed
	// (width 12) 2.4 ms per square, 6×8 and 6×10 (14) 12 to 64 ms, 7×8 (16) 26 s in all.
	split: [
		[12, 15],
		[14, 150],
		[16, 1500],
	],
	// Open tours by the split sweep: 5×8 to 5×12 (12) 42 to 210 ms per square, 6×6, 6×8 and 6×10
	// (14) 44 ms, 250 ms and 1.1 s, 7×7 (16) 53 to 62 s in all in Node, cut at its middle column
	// (see `GIGABYTES` for its memory). Here the join grows with the board's length as well: see
	// `planCount`.
	splitOpen: [
		[12, 250],
		[14, 1200],
		[16, 1_500],
	],
	open: [
		[8, 10],
		[10, 40],
		[12, 300],
		[14, 5000],
		[16, 150_000],
	],
};

/**
 * Peak memory in gigabytes by frontier width, where it comes near a tab's share: the split sweep
 * of open tours on 7 rows (16), 1.3 to 1.6 GB for 7×7 in Node (`npm run bench -- --slow "7×7
 * open"`) and 1.6 GB in Chromium. Closed tours on 7 rows take 0.45 GB (7×8), and narrower
 * frontiers far less.
 */
const GIGABYTES: Partial<Record<keyof typeof MS_PER_SQUARE, [number, number][]>> = {
	splitOpen: [[16, 1.6]],
};

/**
 * How much time and memory grow for each line of length past the board they were measured on (7×7
 * for open tours on 7 rows): not measured, so taken as the growth from one line to the next on
 * open boards (5×7, 6×7 and 7×7 open: 0.2 s, 5 s and 55 s), which keeps 7×8 and longer refused.
 */
const GROWTH_PER_LINE = 10;

/** How much the cost per square grows for every two squares of width past the table. */
const GROWTH_PER_TWO = 30;

/** Looks up the cost per square of a sweep of this width. */
function msPerSquare(width: number, kind: keyof typeof MS_PER_SQUARE): number {
	const table = MS_PER_SQUARE[kind];
	for (const [w, ms] of table) if (width <= w) return ms;
	const [w, ms] = table[table.length - 1] ?? [8, 1];
	return ms * GROWTH_PER_TWO ** Math.ceil((width - w) / 2);
}

/** What a count will cost. */
export interface CountPlan {
	method: 'search' | 'frontier' | 'split';
	/** The frontier's widest point, in squares. */
	width: number;
	/** A rough estimate of the running time, in seconds. */
	seconds: number;
	/** A rough estimate of the peak memory, in gigabytes, where it matters (else 0). */
	gigabytes: number;
}

/** Estimates how a count of the board's tours would run. */
export function planCount(board: Board, closed: boolean): CountPlan {
	const method = chooseMethod(board, 'auto', closed);
	const width = frontierWidth(board);
	const squares = board.size - board.holeCount;
	if (method === 'search') {
		// Beyond the boards the search is chosen for by size, the search is a last resort that
		// grows as the number of tours: billions of years on 8×8.
		return {
			method,
			width,
			seconds: squares <= QUICK_SEARCH_SQUARES ? 0.5 : Infinity,
			gigabytes: 0,
		};
	}
	const kind = method === 'split' ? (closed ? 'split' : 'splitOpen') : closed ? 'closed' : 'open';
	// An open count's join doubles for every two columns past 10 (6×8 to 6×10 open: × 5.7).
	const length = Math.max(board.rows, board.cols);
	const growth = kind === 'splitOpen' ? 2 ** Math.max(0, (length - 10) / 2) : 1;
	const longer =
		kind === 'splitOpen' && width >= 16 ? GROWTH_PER_LINE ** Math.max(0, length - 7) : 1;
	return {
		method,
		width,
		seconds: (squares * msPerSquare(width, kind) * growth * longer) / 1000,
		gigabytes: gigabytesFor(width, kind) * growth * longer,
	};
}

/** Looks up the peak memory of a sweep of this width (0 where the table has nothing near it). */
function gigabytesFor(width: number, kind: keyof typeof MS_PER_SQUARE): number {
	const table = GIGABYTES[kind] ?? [];
	const widest = table[table.length - 1];
	if (widest === undefined || width < (table[0]?.[0] ?? Infinity)) return 0;
	for (const [w, gb] of table) if (width <= w) return gb;
	return widest[1] * GROWTH_PER_TWO ** Math.ceil((width - widest[0]) / 2);
}

/** Says a duration roughly, in the largest unit that fits (seconds up to years). */
export function roughDuration(seconds: number): string {
	if (!Number.isFinite(seconds) || seconds > 3e9) return 'longer than a lifetime';
	const units: [number, string][] = [
		[365 * 24 * 3600, 'year'],
		[24 * 3600, 'day'],
		[3600, 'hour'],
		[60, 'minute'],
		[1, 'second'],
	];
	for (const [size, name] of units) {
		if (seconds >= size) {
			const n = Math.round(seconds / size);
			return `about ${String(n)} ${name}${n === 1 ? '' : 's'}`;
		}
	}
	return 'under a second';
}
