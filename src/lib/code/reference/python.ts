/**
 * The Python reference solutions ("Show solution") of the code-cell exercises,
 * with their starters (python-starters.ts), as text shown to students: the same exercises as
 * javascript.ts, written as a Python programmer would but with the same
 * steps, names and comments, so a student can switch languages and find
 * the same program. Each starter runs and fails its first test with a reason; each solution passes every test
 * (tests/workers/code/python-references.test.ts, in Pyodide).
 */

import {
	FIRST_RULE,
	POHL_RULE,
	POHL_TITLE,
	PY_STARTERS,
	ROTH_RULE,
	ROTH_TITLE,
	firstRank,
	searchProgram,
	warnsdorffProgram,
} from './python-starters.ts';

/** A starter and a solution for one exercise, in Python. */
export interface PythonPrograms {
	starter: string;
	solution: string;
}

const BACKTRACKING_5X5_SOLUTION = `# A knight's tour by backtracking: try each move in board.neighbors order,
# step back when the knight is stuck. visit and unvisit report each step.


def solve(board):
    tour = [board.start]
    visited = [False] * board.size
    visited[board.start] = True
    visit(board.start)

    def extend():
        if len(tour) == board.size:
            return True
        for square in board.neighbors(tour[-1]):
            if visited[square]:
                continue
            visited[square] = True
            tour.append(square)
            visit(square)
            if extend():
                return True
            unvisit(square)
            tour.pop()
            visited[square] = False
        return False

    extend()
    return tour
`;

const BACKTRACKING_WARNSDORFF_5X5_SOLUTION = searchProgram(
	"# Backtracking with Warnsdorff's ordering: try first the neighbour\n# with the fewest unvisited onward squares.",
	`
    def onward(t):
        # How many unvisited squares a knight on t could move to next.
        return sum(1 for u in board.neighbors(t) if not visited[u])
`,
	`            # sort is stable: neighbours with equal counts keep board.neighbors' order.
            candidates = [t for t in board.neighbors(s) if not visited[t]]
            candidates.sort(key=onward)
            for nxt in candidates:
                if extend(nxt):
                    return True`,
);

const WARNSDORFF_FIRST_SOLUTION = warnsdorffProgram('', FIRST_RULE, firstRank());

const WARNSDORFF_POHL_SOLUTION = warnsdorffProgram(
	POHL_TITLE,
	POHL_RULE,
	`
    def pohl_sum(t):
        # Pohl's second key: the onward moves of t's unvisited
        # neighbours, added up.
        free = [u for u in board.neighbors(t) if not visited[u]]
        return sum(onward(u) for u in free)

    def rank(t):
        # Fewer onward moves first; among equals, the smaller Pohl sum.
        return (onward(t), pohl_sum(t))
`,
);

const WARNSDORFF_ROTH_SOLUTION = warnsdorffProgram(
	ROTH_TITLE,
	ROTH_RULE,
	`
    def from_centre(t):
        # Roth's second key: the squared distance from the centre,
        # times 4 so it stays whole (on 8×8 the centre lies between
        # squares).
        dr = 2 * board.row(t) - (board.rows - 1)
        dc = 2 * board.col(t) - (board.cols - 1)
        return dr * dr + dc * dc

    def rank(t):
        # Fewer onward moves first; among equals, the farther from
        # the centre.
        return (onward(t), -from_centre(t))
`,
);

const NETWORK_SWEEP_SOLUTION = `# One sweep of the Takefuji–Lee network: update every neuron once, in
# net.order, each seeing the outputs of those updated before it.


def sweep(net):
    def active(s):
        # d(s): the number of active moves (V = 1) at square s.
        return sum(net.V[f] for f in net.edgesAt[s])

    for e in net.order:
        u, v = net.edges[e]
        # Each end asks for exactly two active moves:
        # (2 - d(u)) + (2 - d(v)).
        net.U[e] += 4 - active(u) - active(v)
        # Hysteresis: on above 3, off below 0, unchanged in between.
        if net.U[e] > 3:
            net.V[e] = 1
        elif net.U[e] < 0:
            net.V[e] = 0
`;

/** Returns the starter and solution of an exercise. */
function programsOf(id: string, solution: string): PythonPrograms {
	return { starter: PY_STARTERS[id] ?? '', solution };
}

/** The Python programs of each exercise, by exercise id. */
export const PY_PROGRAMS: Readonly<Record<string, PythonPrograms>> = {
	'backtracking-5x5': programsOf('backtracking-5x5', BACKTRACKING_5X5_SOLUTION),
	'backtracking-warnsdorff-5x5': programsOf(
		'backtracking-warnsdorff-5x5',
		BACKTRACKING_WARNSDORFF_5X5_SOLUTION,
	),
	'warnsdorff-first': programsOf('warnsdorff-first', WARNSDORFF_FIRST_SOLUTION),
	'warnsdorff-pohl': programsOf('warnsdorff-pohl', WARNSDORFF_POHL_SOLUTION),
	'warnsdorff-roth': programsOf('warnsdorff-roth', WARNSDORFF_ROTH_SOLUTION),
	'network-sweep': programsOf('network-sweep', NETWORK_SWEEP_SOLUTION),
};
