import { beforeAll, describe, expect, test } from 'vitest';
import {
	runMessage,
	type RunOutcome,
	type Runtime,
} from '../../../src/workers/code/code-protocol.ts';
import { judgeRun } from '../../../src/workers/code/judge-run.ts';
import { runJs } from '../../../src/workers/code/run-js.ts';
import { nodePythonRuntime, runProgram } from './python-harness.ts';

/** Runs a JavaScript program through the JavaScript runtime. */
function runJavaScript(code: string, exercise: string): RunOutcome {
	const request = runMessage('javascript', code, exercise);
	return judgeRun(request, runJs(request, { now: () => performance.now() }));
}

/** The parts of an outcome both languages must agree on: the verdicts, the showcase's steps and tour. */
function verdicts(outcome: RunOutcome): unknown {
	const report = outcome.status === 'done' ? outcome.report : outcome.report;
	return {
		status: outcome.status,
		kind: outcome.status === 'failed' ? outcome.error.kind : null,
		tests: report?.tests,
		steps: outcome.status === 'done' ? Array.from(outcome.report.steps) : null,
		visits: report?.visits,
		unvisits: report?.unvisits,
		tour: report?.tour,
	};
}

const WARNSDORFF_JS = `function solve(board) {
  const seen = new Set([board.start]);
  const walk = [board.start];
  visit(board.start);
  const onward = (s) => board.neighbors(s).filter((t) => !seen.has(t)).length;
  for (;;) {
    const moves = board.neighbors(walk.at(-1)).filter((t) => !seen.has(t));
    if (moves.length === 0) return walk;
    let best = moves[0];
    for (const t of moves) if (onward(t) CMP onward(best)) best = t;
    seen.add(best); walk.push(best); visit(best);
  }
}`;

const WARNSDORFF_PY = `def solve(board):
    seen = {board.start}
    walk = [board.start]
    visit(board.start)
    def onward(s):
        return len([t for t in board.neighbors(s) if t not in seen])
    while True:
        moves = [t for t in board.neighbors(walk[-1]) if t not in seen]
        if not moves:
            return walk
        best = moves[0]
        for t in moves:
            if onward(t) CMP onward(best):
                best = t
        seen.add(best)
        walk.append(best)
        visit(best)
`;

const BACKTRACK_JS = `function solve(board) {
  const path = [board.start];
  const seen = new Array(board.size).fill(false);
  seen[board.start] = true; visit(board.start);
  function extend() {
    if (path.length === board.size) return true;
    for (const t of board.neighbors(path.at(-1))) {
      if (seen[t]) continue;
      seen[t] = true; path.push(t); visit(t);
      if (extend()) return true;
      seen[t] = false; path.pop(); unvisit(t);
    }
    return false;
  }
  extend();
  return path.slice(0, LIMIT);
}`;

const BACKTRACK_PY = `def solve(board):
    path = [board.start]
    seen = [False] * board.size
    seen[board.start] = True
    visit(board.start)
    def extend():
        if len(path) == board.size:
            return True
        for t in board.neighbors(path[-1]):
            if seen[t]:
                continue
            seen[t] = True
            path.append(t)
            visit(t)
            if extend():
                return True
            seen[t] = False
            path.pop()
            unvisit(t)
        return False
    extend()
    return path[:LIMIT]
`;

const SWEEP_JS = `function sweep(net) {
  for (const e of net.order) {
    const [u, v] = net.edges[e];
    let degree = 0;
    for (const f of net.edgesAt[u]) degree += net.V[f];
    for (const f of net.edgesAt[v]) degree += net.V[f];
    net.U[e] += 4 - degree;
    if (net.U[e] > HIGH) net.V[e] = 1;
    else if (net.U[e] < 0) net.V[e] = 0;
  }
}`;

const SWEEP_PY = `def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        degree = sum(net.V[f] for f in net.edgesAt[u]) + sum(net.V[f] for f in net.edgesAt[v])
        net.U[e] += 4 - degree
        if net.U[e] > HIGH:
            net.V[e] = 1
        elif net.U[e] < 0:
            net.V[e] = 0
`;

let runtime: Runtime;

beforeAll(async () => {
	runtime = nodePythonRuntime();
	await runProgram(runtime, 'def solve(board):\n    return []\n', 'warnsdorff-first');
}, 60_000);

describe('the same program in Python and JavaScript gets the same verdicts', () => {
	test.each([
		{
			what: "Warnsdorff's rule, first tie-break",
			exercise: 'warnsdorff-first',
			js: WARNSDORFF_JS.replace('CMP', '<'),
			py: WARNSDORFF_PY.replace('CMP', '<'),
		},
		{
			what: "Warnsdorff's rule, ties to the last (wrong)",
			exercise: 'warnsdorff-first',
			js: WARNSDORFF_JS.replace('CMP', '<='),
			py: WARNSDORFF_PY.replace('CMP', '<='),
		},
		{
			what: 'Warnsdorff first against Roth (wrong)',
			exercise: 'warnsdorff-roth',
			js: WARNSDORFF_JS.replace('CMP', '<'),
			py: WARNSDORFF_PY.replace('CMP', '<'),
		},
		{
			what: 'backtracking on 5×5',
			exercise: 'backtracking-5x5',
			js: BACKTRACK_JS.replace('LIMIT', 'board.size'),
			py: BACKTRACK_PY.replace('LIMIT', 'board.size'),
		},
		{
			what: 'backtracking that returns too short a tour (wrong)',
			exercise: 'backtracking-5x5',
			js: BACKTRACK_JS.replace('LIMIT', 'board.size - 1'),
			py: BACKTRACK_PY.replace('LIMIT', 'board.size - 1'),
		},
		{
			what: 'plain backtracking where Warnsdorff ordering is asked (wrong)',
			exercise: 'backtracking-warnsdorff-5x5',
			js: BACKTRACK_JS.replace('LIMIT', 'board.size'),
			py: BACKTRACK_PY.replace('LIMIT', 'board.size'),
		},
		{
			what: 'one sweep of the network',
			exercise: 'network-sweep',
			js: SWEEP_JS.replace('HIGH', '3'),
			py: SWEEP_PY.replace('HIGH', '3'),
		},
		{
			what: 'a sweep with the wrong threshold (wrong)',
			exercise: 'network-sweep',
			js: SWEEP_JS.replace('HIGH', '2'),
			py: SWEEP_PY.replace('HIGH', '2'),
		},
	])('$what', async ({ exercise, js, py }) => {
		const javascript = runJavaScript(js, exercise);
		const python = (await runProgram(runtime, py, exercise)).outcome;
		expect(verdicts(python)).toEqual(verdicts(javascript));
	});
});
