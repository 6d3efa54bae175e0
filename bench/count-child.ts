/**
 * One count in a process of its own, for the bench rows that report peak memory
 * (bench/rows/split-sweep.ts): `node bench/count-child.ts ROWS COLS METHOD closed|open EXPECTED`,
 * METHOD a `countTours` method, `split-threads` (the split sweep with a helper thread,
 * scripts/count-helper.ts) or `split-by-class` (with the groups' sides kept on disk, as the
 * lesson's worker keeps them in IndexedDB; on 8×8 the groups' states must be those of the lesson's
 * measured run, chessboard-work.json).
 * Counts the closed (or open, undirected) tours of ROWS×COLS by METHOD, fails unless the count is
 * EXPECTED, and prints the wall time in ms and the process's peak resident memory in KB as JSON.
 */
import { createBoard } from '../src/lib/index.ts';
import { countTours, type CountMethod } from '../src/lib/counting/count-tours.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CheckpointDir, countWithCheckpoints, type GroupTimings } from '../scripts/count-tours.ts';
import { ThreadHelper } from '../scripts/count-helper.ts';
import work from '../src/components/lessons/counting-tours/chessboard-work.json' with { type: 'json' };

const [rows, cols, method, kind, expected] = process.argv.slice(2);
const start = performance.now();
const board = createBoard(Number(rows), Number(cols));
const closed = kind === 'closed';
// 'split-by-class': the split sweep a class of states at a time (split-sweep.ts, `byClass`).
let count: bigint | null;
if (method === 'split-by-class') {
	// As the lesson's worker counts: the groups' sides kept out of memory (on disk here, in
	// IndexedDB there) and read back when a join needs them.
	const dir = mkdtempSync(join(tmpdir(), 'count-child-'));
	const timings: GroupTimings = { sweep: [], join: [], states: [] };
	try {
		count = countWithCheckpoints(board.rows, board.cols, {
			open: !closed,
			byClass: true,
			store: new CheckpointDir(dir),
			timings,
		});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
	// The lesson's measured run of 8×8 (its time estimate and storage figure) must match.
	if (board.rows === 8 && board.cols === 8 && String(timings.states) !== String(work.states)) {
		console.error(`8×8 by class: the groups' states differ from chessboard-work.json's.`);
		process.exit(1);
	}
} else if (method === 'split-threads') {
	// The split sweep with a helper thread, as `npm run count` counts on a machine with two cores.
	const helper = new ThreadHelper();
	count = countTours(board, { closed, method: 'split', helper });
	helper.close();
} else count = countTours(board, { closed, method: method as CountMethod });
const ms = performance.now() - start;
if (String(count) !== expected) {
	console.error(
		`${String(rows)}×${String(cols)}: counted ${String(count)}, expected ${String(expected)}.`,
	);
	process.exit(1);
}
console.log(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS }));
