import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBoard } from '../../src/lib/index.ts';
import { countTours } from '../../src/lib/counting/count-tours.ts';
import type { BenchRow } from './types.ts';

const CHILD = fileURLToPath(new URL('../count-child.ts', import.meta.url));
const TIME = '/usr/bin/time';

/** Counts tours by the split sweep and throws unless the count is the published one. */
function checked(rows: number, cols: number, expected: bigint, closed = true): () => bigint {
	return () => {
		const count = countTours(createBoard(rows, cols), { closed, method: 'split' });
		if (count !== expected) {
			throw new Error(
				`${String(rows)}×${String(cols)}: counted ${String(count)}, expected ${String(expected)}.`,
			);
		}
		return count;
	};
}

/**
 * Counts in a child process, under `/usr/bin/time -v` where the machine has it (else by the
 * child's own `process.resourceUsage`), and returns the count's wall time in ms; `peak` gets the
 * peak resident memory, for the row's detail.
 */
function inChild(
	rows: number,
	cols: number,
	closed: boolean,
	expected: bigint,
	peak: { text: string },
	method = 'split',
) {
	return (): number => {
		const kind = closed ? 'closed' : 'open';
		const args = [CHILD, String(rows), String(cols), method, kind, String(expected)];
		const timed = existsSync(TIME);
		const result = timed
			? spawnSync(TIME, ['-v', process.execPath, ...args], { encoding: 'utf8' })
			: spawnSync(process.execPath, args, { encoding: 'utf8' });
		if (result.status !== 0) throw new Error(`count-child failed: ${result.stderr}`);
		const { ms, maxRssKb } = JSON.parse(result.stdout) as { ms: number; maxRssKb: number };
		const fromTime = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
		const kb = fromTime === undefined ? maxRssKb : Number(fromTime);
		peak.text = `peak memory ${(kb / 1024 / 1024).toFixed(2)} GB (${timed ? '/usr/bin/time -v' : 'process.resourceUsage'})`;
		return ms;
	};
}

const peak78 = { text: '' };
const peak78t = { text: '' };
const peak77 = { text: '' };
const peak77t = { text: '' };
const peak88 = { text: '' };
const peak88c = { text: '' };

/**
 * The split sweep (split-sweep.ts, issue 14): closed tours by sweeping both halves of the board
 * and joining them. Counts from tests/fixtures/tour-counts.json (OEIS A175881, A193054,
 * A165134, A001230). The 7×7 open and 8×8 rows are slow: they run only with `--slow`.
 */
export const splitSweepRows: BenchRow[] = [
	{
		name: 'split sweep: 6×8 closed (55,488,142)',
		run: checked(6, 8, 55_488_142n),
		target: '≤ 2 s (the whole-board sweep: 2.2 to 3.4 s)',
		repeats: 3,
	},
	{
		name: 'split sweep: 6×10 closed (239,187,240,144)',
		run: checked(6, 10, 239_187_240_144n),
		target: '≤ 10 s (the whole-board sweep: 7.5 s)',
		repeats: 1,
	},
	{
		name: 'split sweep: 7×8 closed (34,524,432,316), own process',
		run: inChild(7, 8, true, 34_524_432_316n, peak78),
		measures: 'returned',
		detail: () => peak78.text,
		target:
			'≤ 10 s and ≤ 1 GB (issue 14; one thread, as the browser counts; the whole-board sweep: 61 to 112 s, 1.9 GB)',
		repeats: 3,
		warmUp: false,
	},
	{
		// As `npm run count -- 7 8` counts on a machine with two cores (scripts/count-helper.ts).
		name: 'split sweep: 7×8 closed (34,524,432,316), two threads, own process',
		run: inChild(7, 8, true, 34_524_432_316n, peak78t, 'split-threads'),
		measures: 'returned',
		detail: () => peak78t.text,
		target:
			'≤ 10 s and ≤ 1 GB (issue 14; against one thread, in alternating runs: 8.4 s against 8.9 s at the median of five)',
		repeats: 3,
		warmUp: false,
	},
	{
		name: 'split sweep: 6×6 open (3,318,960 undirected; A165134 ÷ 2)',
		run: checked(6, 6, 3_318_960n, false),
		target: '≤ 2 s (the whole-board sweep: 3.4 to 3.7 s)',
		repeats: 3,
	},
	{
		name: 'split sweep: 7×7 open (82,787,609,160 undirected), own process',
		run: inChild(7, 7, false, 82_787_609_160n, peak77),
		measures: 'returned',
		detail: () => peak77.text,
		target:
			'one thread, as the browser counts: the two-thread row below is issue 14’s (cut between columns 2 and 3 instead of at the middle column: 116 s, 2.9 GB; before the apex joined only path ends: 384 to 550 s, 8 GB)',
		repeats: 1,
		warmUp: false,
		slow: true,
	},
	{
		// As `npm run count -- 7 7 --open` counts on a machine with two cores (scripts/count-helper.ts).
		name: 'split sweep: 7×7 open (82,787,609,160 undirected), two threads, own process',
		run: inChild(7, 7, false, 82_787_609_160n, peak77t, 'split-threads'),
		measures: 'returned',
		detail: () => peak77t.text,
		target: '≤ 60 s (issue 14; one thread: 53 to 75 s)',
		repeats: 1,
		warmUp: false,
		slow: true,
	},
	{
		// The chessboard: `npm run bench -- --slow 8×8`. About 6 minutes and 11 GB.
		name: 'split sweep: 8×8 closed (13,267,364,410,532), own process',
		run: inChild(8, 8, true, 13_267_364_410_532n, peak88),
		measures: 'returned',
		detail: () => peak88.text,
		target: '< 2 h and ≤ 16 GB (issue 14; OEIS A001230)',
		repeats: 1,
		warmUp: false,
		slow: true,
	},
	{
		// A class of states at a time: `npm run bench -- --slow "by class"`. About 20 minutes.
		name: 'split sweep by class: 8×8 closed, own process',
		run: inChild(8, 8, true, 13_267_364_410_532n, peak88c, 'split-by-class'),
		measures: 'returned',
		detail: () => peak88c.text,
		target: '< 2 h and ≤ 2 GB (issue 14, for the browser)',
		repeats: 1,
		warmUp: false,
		slow: true,
	},
];
