/**
 * The JavaScript starter programs of the code-cell exercises, as text shown to
 * students, and the pieces the solutions (javascript.ts) share with them. A page
 * that must not ship the solutions (the classroom's student page) imports only
 * this module. Each starter runs and fails its tests with a clear message
 * (tests/workers/code/references.test.ts).
 */

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

/** The plain search: backtracking-5x5's solution, and the ordered search's starter. */
export const BACKTRACKING_SOLUTION = `// Find a knight's tour by backtracking: try the moves in order,
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
export function warnsdorffProgram(title: string, tieRule: string, helpers: string): string {
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
export function firstBetter(todo = ''): string {
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

export const FIRST_RULE = '// On a tie, take the first in board.neighbors order.';
export const POHL_TITLE = " with Pohl's tie-break";
export const POHL_RULE =
	"// Pohl's tie-break: among equals, take the square whose unvisited\n// neighbours have the smallest total of onward moves; then the first.";
export const ROTH_TITLE = " with Roth's tie-break";
export const ROTH_RULE =
	"// Roth's tie-break: among equals, take the square farthest from the\n// centre of the board; then the first.";

const POHL_STARTER = warnsdorffProgram(
	POHL_TITLE,
	POHL_RULE,
	firstBetter(
		tieTodo("Pohl's rule:\n  // the smaller total of onward moves over t's unvisited neighbours"),
	),
);

const ROTH_STARTER = warnsdorffProgram(
	ROTH_TITLE,
	ROTH_RULE,
	firstBetter(tieTodo("Roth's rule:\n  // the square farther from the centre of the board")),
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

/** The starter of each exercise, by exercise id. */
export const JS_STARTERS: Readonly<Record<string, string>> = {
	'backtracking-5x5': BACKTRACKING_STARTER,
	'backtracking-warnsdorff-5x5': ORDERED_STARTER,
	'warnsdorff-first': FIRST_STARTER,
	'warnsdorff-pohl': POHL_STARTER,
	'warnsdorff-roth': ROTH_STARTER,
	'network-sweep': SWEEP_STARTER,
};
