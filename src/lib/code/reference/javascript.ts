/**
 * The JavaScript reference solutions ("Show solution") and starter programs
 * of the code-cell exercises, as text shown to students. Each starter runs
 * and fails its tests with a clear message; each solution passes them
 * (tests/unit/code/reference.test.ts).
 */

/** A starter and a solution for one exercise. */
export interface ExercisePrograms {
	starter: string;
	solution: string;
}

const BACKTRACKING_STARTER = `// Find a knight's tour by backtracking.
// board.neighbors(s) lists the squares a knight's move from s.
// Call visit(s) when the knight steps onto s and unvisit(s) when it steps back.
function solve(board) {
  const path = [];
  const visited = new Array(board.size).fill(false);

  // Tries to finish the tour from square s; returns true when the path is complete.
  function extend(s) {
    visited[s] = true;
    path.push(s);
    visit(s);
    if (path.length === board.size) return true;
    // TODO: try each unvisited neighbour of s in turn; return true if one of them finishes the tour.
    // TODO: otherwise step back: unmark s, remove it from the path, call unvisit(s), return false.
    return false;
  }

  extend(board.start);
  return path;
}
`;

const BACKTRACKING_SOLUTION = `// Find a knight's tour by backtracking: try the moves in order,
// and step back whenever the knight is stuck.
function solve(board) {
  const path = [];
  const visited = new Array(board.size).fill(false);
  for (const hole of board.holes) visited[hole] = true;
  const squares = board.size - board.holes.length;

  // Tries to finish the tour from square s; returns true when the path is complete.
  function extend(s) {
    visited[s] = true;
    path.push(s);
    visit(s);
    if (path.length === squares) {
      // A closed tour must also end a knight's move from where it began.
      if (!board.closed || board.neighbors(s).includes(path[0])) return true;
    } else {
      for (const next of board.neighbors(s)) {
        if (!visited[next] && extend(next)) return true;
      }
    }
    // Stuck: take the knight back off s.
    visited[s] = false;
    path.pop();
    unvisit(s);
    return false;
  }

  extend(board.start);
  return path;
}
`;

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

const ORDERED_STARTER = BACKTRACKING_SOLUTION.replace(
	"// Find a knight's tour by backtracking: try the moves in order,\n// and step back whenever the knight is stuck.",
	"// Backtracking with Warnsdorff's ordering. This is the plain search:\n// TODO: try first the neighbour with the fewest unvisited onward squares\n// (count them with board.neighbors(t) and visited), then the others in that order.",
);

const FIRST_STARTER = `// Warnsdorff's rule: from each square, move to the unvisited neighbour
// with the fewest unvisited onward squares; on a tie take the first in
// board.neighbors order. Return the squares in order; if the rule gets
// stuck, return the walk so far.
function solve(board) {
  const visited = new Array(board.size).fill(false);
  const walk = [];
  let at = board.start;
  while (at !== null) {
    visited[at] = true;
    walk.push(at);
    visit(at);
    // TODO: choose by the fewest onward squares. This takes the first unvisited neighbour.
    const next = board.neighbors(at).find((t) => !visited[t]);
    at = next === undefined ? null : next;
  }
  return walk;
}
`;

/** Warnsdorff's rule with a second key for ties: `helpers` defines `better(t, best)`. */
function warnsdorffSolution(title: string, tieRule: string, helpers: string): string {
	return `// Warnsdorff's rule${title}: from each square, move to the unvisited
// neighbour with the fewest unvisited onward squares.
${tieRule}
// Return the squares in order; if the rule gets stuck, return the walk so far.
function solve(board) {
  const visited = new Array(board.size).fill(false);
  const walk = [];

  // How many unvisited squares a knight on t could move to next.
  function onward(t) {
    return board.neighbors(t).filter((u) => !visited[u]).length;
  }
${helpers}
  let at = board.start;
  while (at !== null) {
    visited[at] = true;
    walk.push(at);
    visit(at);
    let best = null;
    for (const t of board.neighbors(at)) {
      if (visited[t]) continue;
      // Only a strictly better square replaces the best so far,
      // so ties go to the first in board.neighbors order.
      if (best === null || better(t, best)) best = t;
    }
    at = best;
  }
  return walk;
}
`;
}

const FIRST_SOLUTION = warnsdorffSolution(
	'',
	'// On a tie, take the first in board.neighbors order.',
	`
  // True when t has fewer onward squares than best.
  function better(t, best) {
    return onward(t) < onward(best);
  }
`,
);

const POHL_SOLUTION = warnsdorffSolution(
	" with Pohl's tie-break",
	"// Pohl's tie-break: among equals, take the square whose unvisited\n// neighbours have the least onward squares in total; then the first.",
	`
  // Pohl's second key: the onward counts of t's unvisited neighbours, added up.
  function pohlSum(t) {
    let sum = 0;
    for (const u of board.neighbors(t)) {
      if (!visited[u]) sum += onward(u);
    }
    return sum;
  }

  // True when t beats best: fewer onward squares, or as few and a smaller Pohl sum.
  function better(t, best) {
    const a = onward(t);
    const b = onward(best);
    return a < b || (a === b && pohlSum(t) < pohlSum(best));
  }
`,
);

const ROTH_SOLUTION = warnsdorffSolution(
	" with Roth's tie-break",
	"// Roth's tie-break: among equals, take the square farthest from the\n// centre of the board; then the first.",
	`
  // Roth's second key: the squared distance from the centre, doubled so it stays whole.
  function fromCentre(t) {
    const dr = 2 * board.row(t) - (board.rows - 1);
    const dc = 2 * board.col(t) - (board.cols - 1);
    return dr * dr + dc * dc;
  }

  // True when t beats best: fewer onward squares, or as few and farther from the centre.
  function better(t, best) {
    const a = onward(t);
    const b = onward(best);
    return a < b || (a === b && fromCentre(t) > fromCentre(best));
  }
`,
);

/** The first-tie-break solution with the tie left to the student, for Pohl's and Roth's starters. */
function tieStarter(rule: string): string {
	return FIRST_SOLUTION.replace(
		'  // True when t has fewer onward squares than best.',
		`  // TODO: on a tie (equal onward counts) use ${rule}; this only compares the counts.\n  // True when t has fewer onward squares than best.`,
	);
}

const SWEEP_STARTER = `// One sweep of the Takefuji–Lee network. For each neuron e in net.order:
//   d(s) = the number of active moves at square s (V = 1), e itself included;
//   U[e] = U[e] + 4 - d(u) - d(v), where net.edges[e] = [u, v];
//   V[e] = 1 if U[e] > 3, 0 if U[e] < 0, unchanged otherwise.
// net.edgesAt[s] lists the neurons (edge numbers) of the moves at square s.
function sweep(net) {
  for (const e of net.order) {
    const [u, v] = net.edges[e];
    // TODO: count the active moves at u and at v, then update net.U[e] and net.V[e].
  }
}
`;

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
    // Each end asks for exactly two active moves: (2 - d(u)) + (2 - d(v)).
    net.U[e] += 4 - active(u) - active(v);
    // Hysteresis: switch on above 3, off below 0, keep the output in between.
    if (net.U[e] > 3) net.V[e] = 1;
    else if (net.U[e] < 0) net.V[e] = 0;
  }
}
`;

/** Starter and solution of each exercise, by exercise id. */
export const JS_PROGRAMS: Readonly<Record<string, ExercisePrograms>> = {
	'backtracking-5x5': { starter: BACKTRACKING_STARTER, solution: BACKTRACKING_SOLUTION },
	'backtracking-warnsdorff-5x5': { starter: ORDERED_STARTER, solution: ORDERED_SOLUTION },
	'warnsdorff-first': { starter: FIRST_STARTER, solution: FIRST_SOLUTION },
	'warnsdorff-pohl': {
		starter: tieStarter(
			"Pohl's rule: the smaller sum of onward counts of the square's unvisited neighbours",
		),
		solution: POHL_SOLUTION,
	},
	'warnsdorff-roth': {
		starter: tieStarter("Roth's rule: the square farther from the centre"),
		solution: ROTH_SOLUTION,
	},
	'network-sweep': { starter: SWEEP_STARTER, solution: SWEEP_SOLUTION },
};
