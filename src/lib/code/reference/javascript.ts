/**
 * The JavaScript reference solutions ("Show solution") of the code-cell
 * exercises, with their starters (javascript-starters.ts), as text shown to
 * students. Each starter runs and fails its tests with a clear message; each
 * solution passes them (tests/workers/code/references.test.ts).
 */

import {
	BACKTRACKING_SOLUTION,
	FIRST_RULE,
	JS_STARTERS,
	POHL_RULE,
	POHL_TITLE,
	ROTH_RULE,
	ROTH_TITLE,
	firstBetter,
	warnsdorffProgram,
} from './javascript-starters.ts';

/** A starter and a solution for one exercise. */
export interface ExercisePrograms {
	starter: string;
	solution: string;
}

const ORDERED_SOLUTION = `// Backtracking with Warnsdorff's ordering: try first the neighbour
// with the fewest unvisited onward squares.
function solve(board) {
  const path = [];
  const visited = new Array(board.size).fill(false);
  for (const hole of board.holes) visited[hole] = true;
  const squares = board.size - board.holes.length;

  // How many unvisited squares a knight on t could move to next.
  function onward(t) {
    return board.neighbors(t).filter((u) => !visited[u]).length;
  }

  function extend(s) {
    visited[s] = true;
    path.push(s);
    visit(s);
    if (path.length === squares) {
      if (!board.closed || board.neighbors(s).includes(path[0])) return true;
    } else {
      // sort is stable: neighbours with equal counts keep board.neighbors' order.
      const candidates = board.neighbors(s).filter((t) => !visited[t]);
      candidates.sort((a, b) => onward(a) - onward(b));
      for (const next of candidates) {
        if (extend(next)) return true;
      }
    }
    visited[s] = false;
    path.pop();
    unvisit(s);
    return false;
  }

  extend(board.start);
  return path;
}
`;

const FIRST_SOLUTION = warnsdorffProgram('', FIRST_RULE, firstBetter());

const POHL_SOLUTION = warnsdorffProgram(
	POHL_TITLE,
	POHL_RULE,
	`
  // Pohl's second key: the onward moves of t's unvisited neighbours,
  // added up.
  function pohlSum(t) {
    let sum = 0;
    for (const u of board.neighbors(t)) {
      if (!visited[u]) sum += onward(u);
    }
    return sum;
  }

  // True when t beats best: fewer onward moves, or as many and a
  // smaller Pohl sum.
  function better(t, best) {
    const a = onward(t);
    const b = onward(best);
    return a < b || (a === b && pohlSum(t) < pohlSum(best));
  }
`,
);

const ROTH_SOLUTION = warnsdorffProgram(
	ROTH_TITLE,
	ROTH_RULE,
	`
  // Roth's second key: the squared distance from the centre, times 4
  // so it stays whole (on 8×8 the centre lies between squares).
  function fromCentre(t) {
    const dr = 2 * board.row(t) - (board.rows - 1);
    const dc = 2 * board.col(t) - (board.cols - 1);
    return dr * dr + dc * dc;
  }

  // True when t beats best: fewer onward moves, or as many and
  // farther from the centre.
  function better(t, best) {
    const a = onward(t);
    const b = onward(best);
    return a < b || (a === b && fromCentre(t) > fromCentre(best));
  }
`,
);

const SWEEP_SOLUTION = `// One sweep of the Takefuji–Lee network: update every neuron once, in
// net.order, each seeing the outputs of those updated before it.
function sweep(net) {
  // d(s): the number of active moves (V = 1) at square s.
  function active(s) {
    let count = 0;
    for (const e of net.edgesAt[s]) count += net.V[e];
    return count;
  }

  for (const e of net.order) {
    const [u, v] = net.edges[e];
    // Each end asks for exactly two active moves:
    // (2 - d(u)) + (2 - d(v)).
    net.U[e] += 4 - active(u) - active(v);
    // Hysteresis: on above 3, off below 0, unchanged in between.
    if (net.U[e] > 3) net.V[e] = 1;
    else if (net.U[e] < 0) net.V[e] = 0;
  }
}
`;

/** Returns the starter and solution of an exercise. */
function programsOf(id: string, solution: string): ExercisePrograms {
	return { starter: JS_STARTERS[id] ?? '', solution };
}

/** Starter and solution of each exercise, by exercise id. */
export const JS_PROGRAMS: Readonly<Record<string, ExercisePrograms>> = {
	'backtracking-5x5': programsOf('backtracking-5x5', BACKTRACKING_SOLUTION),
	'backtracking-warnsdorff-5x5': programsOf('backtracking-warnsdorff-5x5', ORDERED_SOLUTION),
	'warnsdorff-first': programsOf('warnsdorff-first', FIRST_SOLUTION),
	'warnsdorff-pohl': programsOf('warnsdorff-pohl', POHL_SOLUTION),
	'warnsdorff-roth': programsOf('warnsdorff-roth', ROTH_SOLUTION),
	'network-sweep': programsOf('network-sweep', SWEEP_SOLUTION),
};
