/**
 * One count in a process of its own, for the bench rows that report peak memory
 * (bench/rows/split-sweep.ts): `node bench/count-child.ts ROWS COLS METHOD closed|open EXPECTED`,
 * METHOD a `countTours` method or `split-by-class`.
 * Counts the closed (or open, undirected) tours of ROWS×COLS by METHOD, fails unless the count is
 * EXPECTED, and prints the wall time in ms and the process's peak resident memory in KB as JSON.
 */
import { createBoard } from '../src/lib/index.ts';
import { countTours, type CountMethod } from '../src/lib/counting/count-tours.ts';
import { splitCountSteps } from '../src/lib/counting/split-sweep.ts';
import { finish } from '../src/lib/solvers/types.ts';

const [rows, cols, method, kind, expected] = process.argv.slice(2);
const start = performance.now();
const board = createBoard(Number(rows), Number(cols));
const closed = kind === 'closed';
// 'split-by-class': the split sweep a class of states at a time (split-sweep.ts, `byClass`).
const count =
	method === 'split-by-class'
		? finish(splitCountSteps(board, { closed, byClass: true }))
		: countTours(board, { closed, method: method as CountMethod });
const ms = performance.now() - start;
if (String(count) !== expected) {
	console.error(
		`${String(rows)}×${String(cols)}: counted ${String(count)}, expected ${String(expected)}.`,
	);
	process.exit(1);
}
console.log(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS }));
