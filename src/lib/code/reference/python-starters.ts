/**
 * The Python starter programs of the code-cell exercises, as text shown to
 * students, and the pieces the solutions (python.ts) share with them. A page
 * that must not ship the solutions (the classroom's student page) imports only
 * this module. Each starter runs and fails its first test with a reason
 * (tests/workers/code/python-references.test.ts, in Pyodide).
 */

const BACKTRACKING_5X5_STARTER = `# Find a knight's tour by backtracking. From the last square of the tour,
# try each unvisited square in board.neighbors(square); when no move is
# left, step back and try the next one.
# Call visit(square) when the knight steps onto a square, and
# unvisit(square) when it steps back off.


def solve(board):
    tour = [board.start]
    visit(board.start)
    # Your search here: extend the tour until it has board.size squares.
    return tour
`;

/**
 * The plain backtracking search as javascript.ts writes it, step for step:
 * `header` is its opening comment, and `order` the lines that choose the
 * order of the moves from s (indented for the body of extend).
 */
export function searchProgram(header: string, helpers: string, order: string): string {
	return `${header}


def solve(board):
    path = []
    visited = [False] * board.size
    for hole in board.holes:
        visited[hole] = True
    squares = board.size - len(board.holes)
${helpers}
    def extend(s):
        # Tries to finish the tour from square s; returns True when the path is complete.
        visited[s] = True
        path.append(s)
        visit(s)
        if len(path) == squares:
            # A closed tour must also end a knight's move from where it began.
            if not board.closed or path[0] in board.neighbors(s):
                return True
        else:
${order}
        # Stuck: take the knight back off s.
        visited[s] = False
        path.pop()
        unvisit(s)
        return False

    extend(board.start)
    return path
`;
}

const BACKTRACKING_WARNSDORFF_5X5_STARTER = searchProgram(
	"# Backtracking with Warnsdorff's ordering. This is the plain search:\n# TODO: try first the neighbour with the fewest unvisited onward squares\n# (count them with board.neighbors(t) and visited), then the others in that order.",
	'',
	`            for nxt in board.neighbors(s):
                if not visited[nxt] and extend(nxt):
                    return True`,
);

const WARNSDORFF_FIRST_STARTER = `# Warnsdorff's rule.
# From each square, move to the unvisited neighbour with the fewest
# onward moves (its own unvisited neighbours); on a tie, take the first
# in board.neighbors order. Return the squares in order; if the knight
# gets stuck, return the walk so far.


def solve(board):
    visited = [False] * board.size
    walk = []
    square = board.start
    while square is not None:
        visited[square] = True
        walk.append(square)
        visit(square)
        # TODO: choose the neighbour with the fewest onward moves.
        # For now the knight takes the first unvisited neighbour.
        moves = [t for t in board.neighbors(square) if not visited[t]]
        square = moves[0] if moves else None
    return walk
`;

/**
 * Warnsdorff's rule in Python with a key for each candidate: `helpers`
 * defines `rank(t)`, and min() takes the smallest rank (the first of equals).
 */
export function warnsdorffProgram(title: string, tieRule: string, helpers: string): string {
	return `# Warnsdorff's rule${title}.
# From each square, move to the unvisited neighbour with the fewest
# onward moves (its own unvisited neighbours).
${tieRule}
# Return the squares in order; if the knight gets stuck, return the
# walk so far.


def solve(board):
    visited = [False] * board.size
    walk = []

    def onward(t):
        # The onward moves of t: how many unvisited squares a knight
        # on t could go to next.
        return sum(1 for u in board.neighbors(t) if not visited[u])
${helpers}
    square = board.start
    while square is not None:
        visited[square] = True
        walk.append(square)
        visit(square)
        moves = [t for t in board.neighbors(square) if not visited[t]]
        # min returns the first of equal ranks: ties go to the first
        # in board.neighbors order.
        square = min(moves, key=rank) if moves else None
    return walk
`;
}

/** The first tie-break's rank; `todo` replaces its comment in Pohl's and Roth's starters. */
export function firstRank(todo = '        # Fewer onward moves rank first.\n'): string {
	return `
    def rank(t):
${todo}        return onward(t)
`;
}

/** The lines a Pohl's or Roth's starter leaves where the tie is to be broken. */
function tieTodo(rule: string): string {
	return `        # TODO: on a tie (as many onward moves), use ${rule}.
        # For now only the onward moves count, so ties go to the first.
`;
}

export const FIRST_RULE = '# On a tie, take the first in board.neighbors order.';
export const POHL_TITLE = " with Pohl's tie-break";
export const POHL_RULE =
	"# Pohl's tie-break: among equals, take the square whose unvisited\n# neighbours have the smallest total of onward moves; then the first.";
export const ROTH_TITLE = " with Roth's tie-break";
export const ROTH_RULE =
	"# Roth's tie-break: among equals, take the square farthest from the\n# centre of the board; then the first.";

const WARNSDORFF_POHL_STARTER = warnsdorffProgram(
	POHL_TITLE,
	POHL_RULE,
	firstRank(
		tieTodo(
			"Pohl's rule:\n        # the smaller total of onward moves over t's unvisited neighbours",
		),
	),
);

const WARNSDORFF_ROTH_STARTER = warnsdorffProgram(
	ROTH_TITLE,
	ROTH_RULE,
	firstRank(tieTodo("Roth's rule:\n        # the square farther from the centre of the board")),
);

const NETWORK_SWEEP_STARTER = `# One sweep of the Takefuji–Lee network.
# For each neuron e in net.order, whose move joins u and v
# (u, v = net.edges[e]):
#   U[e] = U[e] + 4 - d(u) - d(v), where d(s) is the number of
#          active moves (V = 1) at square s, e itself included;
#   V[e] = 1 if U[e] > 3, 0 if U[e] < 0, unchanged otherwise.
# net.edgesAt[s] lists the neurons of the moves at square s.


def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        # TODO: count the active moves at u and at v,
        # then update net.U[e] and net.V[e].
`;

/** The starter of each exercise, by exercise id. */
export const PY_STARTERS: Readonly<Record<string, string>> = {
	'backtracking-5x5': BACKTRACKING_5X5_STARTER,
	'backtracking-warnsdorff-5x5': BACKTRACKING_WARNSDORFF_5X5_STARTER,
	'warnsdorff-first': WARNSDORFF_FIRST_STARTER,
	'warnsdorff-pohl': WARNSDORFF_POHL_STARTER,
	'warnsdorff-roth': WARNSDORFF_ROTH_STARTER,
	'network-sweep': NETWORK_SWEEP_STARTER,
};
