import { runMessage, type RunReport } from '../../src/workers/code/code-protocol.ts';
import { JS_PROGRAMS } from '../../src/lib/code/reference/javascript.ts';
import { judgeRun } from '../../src/workers/code/judge-run.ts';
import { runJs } from '../../src/workers/code/run-js.ts';
import type { BenchRow } from './types.ts';

/**
 * A student's exhaustive backtracking: every open tour of the board from the
 * start, reported step by step with visit/unvisit (about 1.7 million
 * positions on 5×5 from each of the exercise's three corners, so a run
 * explores about 5.2 million), then the first tour found.
 */
const EXHAUSTIVE = `function solve(board) {
  const visited = new Array(board.size).fill(false);
  const path = [];
  let first = null;
  let tours = 0;
  function extend(s) {
    visited[s] = true;
    path.push(s);
    visit(s);
    if (path.length === board.size) {
      tours++;
      if (first === null) first = path.slice();
    } else {
      for (const t of board.neighbors(s)) if (!visited[t]) extend(t);
    }
    visited[s] = false;
    path.pop();
    unvisit(s);
  }
  extend(board.start);
  log(tours, "tours");
  return first;
}`;

/**
 * Runs a JavaScript program for an exercise as the sandbox would, then judges it as the page does
 * (the verdict's time is both); throws unless it gives a report.
 */
function runProgram(code: string, exercise: string): RunReport {
	const request = runMessage('javascript', code, exercise);
	const outcome = judgeRun(request, runJs(request, { now: () => performance.now() }));
	if (outcome.status !== 'done') throw new Error(outcome.error.message);
	return outcome.report;
}

export const codeCellRows: BenchRow[] = [
	{
		name: 'Code cell: JS Warnsdorff 8×8 verified (all 64 starts)',
		run: () => {
			const report = runProgram(
				JS_PROGRAMS['warnsdorff-first']?.solution ?? '',
				'warnsdorff-first',
			);
			if (!report.tests.every((t) => t.passed)) throw new Error('the reference failed');
			return report;
		},
		target: '≤ 200 ms',
	},
	{
		name: 'Code cell: JS backtracking, 3 × 1.7·10⁶ positions with visit/unvisit',
		run: () => {
			const report = runProgram(EXHAUSTIVE, 'backtracking-5x5');
			if (report.visits < 1_000_000) throw new Error(`only ${String(report.visits)} positions`);
			return report;
		},
		target: '≤ 3 s',
		repeats: 5,
	},
];
