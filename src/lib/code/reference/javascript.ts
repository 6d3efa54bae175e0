/**
 * The JavaScript reference solutions ("Show solution") and starter programs
 * of the code-cell exercises, as text shown to students. Each starter runs
 * and fails its tests with a clear message; each solution passes them
 * (tests/workers/code/references.test.ts).
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

const FIRST_STARTER = `// Warnsdorff's rule.
// From each square, move to the unvisited neighbour with the fewest
// onward moves (its own unvisited neighbours); on a tie, take the first
// in board.neighbors order. Return the squares in order; if the knight
// gets stuck, return the walk so far.
function solve(board) {
  const visited = new Array(board.size).fill(false);
  const walk = [];
  let square = board.start;
  while (square !== null) {
    visited[square] = true;
    walk.push(square);
    visit(square);
    // TODO: choose the neighbour with the fewest onward moves.
    // For now the knight takes the first unvisited neighbour.
    const next = board.neighbors(square).find((t) => !visited[t]);
    square = next === undefined ? null : next;
  }
  return walk;
}
`;

/** Warnsdorff's rule with a second key for ties: `helpers` defines `better(t, best)`. */
function warnsdorffProgram(title: string, tieRule: string, helpers: string): string {
	return `// Warnsdorff's rule${title}.
// From each square, move to the unvisited neighbour with the fewest
// onward moves (its own unvisited neighbours).
${tieRule}
// Return the squares in order; if the knight gets stuck, return the
// walk so far.
function solve(board) {
  const visited = new Array(board.size).fill(false);
  const walk = [];

  // The onward moves of t: how many unvisited squares a knight on t
  // could go to next.
  function onward(t) {
    return board.neighbors(t).filter((u) => !visited[u]).length;
  }
${helpers}
  let square = board.start;
  while (square !== null) {
    visited[square] = true;
    walk.push(square);
    visit(square);
    let best = null;
    for (const t of board.neighbors(square)) {
      if (visited[t]) continue;
      // Only a strictly better square replaces the best so far,
      // so ties go to the first in board.neighbors order.
      if (best === null || better(t, best)) best = t;
    }
    square = best;
  }
  return walk;
}
`;
}

/** The first tie-break's comparison; `todo` goes above it in Pohl's and Roth's starters. */
function firstBetter(todo = ''): string {
	return `
${todo}  // True when t has fewer onward moves than best.
  function better(t, best) {
    return onward(t) < onward(best);
  }
`;
}

/** The line a Pohl's or Roth's starter leaves where the tie is to be broken. */
function tieTodo(rule: string): string {
	return `  // TODO: on a tie (as many onward moves), use ${rule}.
  // For now only the onward moves count, so ties go to the first.
`;
}

const FIRST_RULE = '// On a tie, take the first in board.neighbors order.';
const POHL_TITLE = " with Pohl's tie-break";
const POHL_RULE =
	"// Pohl's tie-break: among equals, take the square whose unvisited\n// neighbours have the smallest total of onward moves; then the first.";
const ROTH_TITLE = " with Roth's tie-break";
const ROTH_RULE =
	"// Roth's tie-break: among equals, take the square farthest from the\n// centre of the board; then the first.";

const FIRST_SOLUTION = warnsdorffProgram('', FIRST_RULE, firstBetter());

const POHL_STARTER = warnsdorffProgram(
	POHL_TITLE,
	POHL_RULE,
	firstBetter(
		tieTodo("Pohl's rule:\n  // the smaller total of onward moves over t's unvisited neighbours"),
	),
);

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

const ROTH_STARTER = warnsdorffProgram(
	ROTH_TITLE,
	ROTH_RULE,
	firstBetter(tieTodo("Roth's rule:\n  // the square farther from the centre of the board")),
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

const SWEEP_STARTER = `// One sweep of the Takefuji–Lee network.
// For each neuron e in net.order, whose move joins u and v
// (net.edges[e] = [u, v]):
//   U[e] = U[e] + 4 - d(u) - d(v), where d(s) is the number of
//          active moves (V = 1) at square s, e itself included;
//   V[e] = 1 if U[e] > 3, 0 if U[e] < 0, unchanged otherwise.
// net.edgesAt[s] lists the neurons of the moves at square s.
function sweep(net) {
  for (const e of net.order) {
    const [u, v] = net.edges[e];
    // TODO: count the active moves at u and at v,
    // then update net.U[e] and net.V[e].
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
    // Each end asks for exactly two active moves:
    // (2 - d(u)) + (2 - d(v)).
    net.U[e] += 4 - active(u) - active(v);
    // Hysteresis: on above 3, off below 0, unchanged in between.
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
	'warnsdorff-pohl': { starter: POHL_STARTER, solution: POHL_SOLUTION },
	'warnsdorff-roth': { starter: ROTH_STARTER, solution: ROTH_SOLUTION },
	'network-sweep': { starter: SWEEP_STARTER, solution: SWEEP_SOLUTION },
};
