/**
 * Solver benchmarks: `npm run bench`. Each row runs a piece of `src/lib` on
 * a fixed input several times and reports the median wall time, next to the
 * target from DESIGN.md where there is one. Timings live here, never in tests.
 */
import { createBoard, degreeHistogram, edgeCount, neighbors } from '../src/lib/index.ts';

interface Row {
	name: string;
	run: () => unknown;
	target?: string;
	repeats?: number;
}

/** Runs `run` `repeats` times (after one warm-up) and returns the median time in ms. */
function median(run: () => unknown, repeats: number): number {
	run();
	const times: number[] = [];
	for (let i = 0; i < repeats; i++) {
		const start = performance.now();
		run();
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** Sums the neighbour lists of every square: the cost of walking the whole knight's graph. */
function sweepNeighbors(rows: number, cols: number): number {
	const board = createBoard(rows, cols);
	let total = 0;
	for (let square = 0; square < board.size; square++) total += neighbors(board, square).length;
	return total;
}

const rows: Row[] = [
	{ name: 'createBoard 4000×4000', run: () => createBoard(4000, 4000), repeats: 21 },
	{
		name: 'neighbors of every square, 1000×1000',
		run: () => sweepNeighbors(1000, 1000),
		repeats: 7,
	},
	{ name: 'edgeCount 1000×1000', run: () => edgeCount(createBoard(1000, 1000)), repeats: 7 },
	{
		name: 'degreeHistogram 16×16 (widget redraw)',
		run: () => degreeHistogram(createBoard(16, 16)),
		repeats: 201,
	},
];

console.log(`Node ${process.version}`);
console.log(`${'benchmark'.padEnd(44)}${'median'.padStart(12)}   target`);
for (const row of rows) {
	const ms = median(row.run, row.repeats ?? 11);
	console.log(`${row.name.padEnd(44)}${`${ms.toFixed(3)} ms`.padStart(12)}   ${row.target ?? '—'}`);
}
