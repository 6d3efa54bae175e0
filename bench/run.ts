/**
 * Solver benchmarks: `npm run bench` (or `npm run bench -- warnsdorff` to run
 * the rows whose name contains a word). Each row runs a piece of `src/lib` on
 * a fixed input several times and reports the median wall time next to its
 * DESIGN.md target. Timings live here, never in tests. Rows live in bench/rows/.
 */
import { boardRows } from './rows/board.ts';
import { codeCellRows } from './rows/code-cells.ts';
import { countProgressRows, largeCountRows } from './rows/count-progress.ts';
import { countToursRows } from './rows/count-tours.ts';
import { countWalksRows } from './rows/count-walks.ts';
import { estimateRows } from './rows/estimate.ts';
import { divideAndConquerRows } from './rows/divide-and-conquer.ts';
import { endPairsRows } from './rows/end-pairs.ts';
import { pythonRows } from './rows/python.ts';
import { searchRows } from './rows/search.ts';
import { splitSweepRows } from './rows/split-sweep.ts';
import { symmetricSweepRows } from './rows/symmetric-sweep.ts';
import { takefujiLeeRows } from './rows/takefuji-lee.ts';
import type { BenchRow } from './rows/types.ts';
import { warnsdorffRows } from './rows/warnsdorff.ts';
import { variationsRows } from './rows/variations-more.ts';

/** Runs the row `repeats` times (after one warm-up, unless it has none) and returns the median of what it measures, in ms. */
async function median(row: BenchRow, repeats: number): Promise<number> {
	if (row.warmUp !== false) await row.run();
	const times: number[] = [];
	for (let i = 0; i < repeats; i++) {
		const start = performance.now();
		// Only a row that returns a promise is awaited: a microtask must not pad the fast rows.
		let result = row.run();
		if (result instanceof Promise) result = await result;
		times.push(row.measures === 'returned' ? Number(result) : performance.now() - start);
	}
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

// `npm run bench -- [--slow] [WORDS]`: the rows whose name contains WORDS; slow rows (minutes
// long, or gigabytes) only with --slow.
const slow = process.argv.includes('--slow');
const filter =
	process.argv
		.slice(2)
		.find((arg) => arg !== '--slow')
		?.toLowerCase() ?? '';
const rows: BenchRow[] = [
	...boardRows,
	...searchRows,
	...warnsdorffRows,
	...divideAndConquerRows,
	...countToursRows,
	...countProgressRows,
	...splitSweepRows,
	...largeCountRows,
	...symmetricSweepRows,
	...countWalksRows,
	...takefujiLeeRows,
	...variationsRows,
	...endPairsRows,
	...estimateRows,
	...pythonRows,
	...codeCellRows,
].filter((row) => row.name.toLowerCase().includes(filter) && (row.slow !== true || slow));

console.log(`Node ${process.version}, ${String(rows.length)} rows`);
console.log(`${'benchmark'.padEnd(66)}${'median'.padStart(12)}   target`);
for (const row of rows) {
	const ms = await median(row, row.repeats ?? 11);
	console.log(`${row.name.padEnd(66)}${`${ms.toFixed(2)} ms`.padStart(12)}   ${row.target ?? '—'}`);
	if (row.detail !== undefined) console.log(`${''.padEnd(4)}${row.detail()}`);
}
