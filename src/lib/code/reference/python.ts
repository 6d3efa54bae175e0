/**
 * The Python reference solutions ("Show solution") and starter programs of the
 * code-cell exercises, as text shown to students: the same exercises as
 * javascript.ts, written as a Python programmer would. Each starter runs and
 * fails its first test with a reason; each solution passes every test
 * (tests/workers/code/python-references.test.ts, in Pyodide).
 */

/** A starter and a solution for one exercise, in Python. */
export interface PythonPrograms {
	starter: string;
	solution: string;
}

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

const BACKTRACKING_WARNSDORFF_5X5_STARTER = `# Backtracking with Warnsdorff ordering: start from your backtracking search,
# and try the moves with the fewest onward moves first (onward moves: the
# unvisited neighbours of a square). Report each step with visit and unvisit.


def solve(board):
    tour = [board.start]
    visit(board.start)
    # Your search here, trying the moves fewest-onward-moves first.
    return tour
`;

const BACKTRACKING_WARNSDORFF_5X5_SOLUTION = `# Backtracking with Warnsdorff ordering: the same search, but the moves are
# tried fewest-onward-moves first, so far fewer positions are visited.


def solve(board):
    tour = [board.start]
    visited = [False] * board.size
    visited[board.start] = True
    visit(board.start)

    def onward(square):
        return sum(1 for t in board.neighbors(square) if not visited[t])

    def extend():
        if len(tour) == board.size:
            return True
        moves = [s for s in board.neighbors(tour[-1]) if not visited[s]]
        moves.sort(key=onward)  # sort is stable: equals keep board.neighbors order
        for square in moves:
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

const WARNSDORFF_FIRST_STARTER = `# Warnsdorff's rule: from the knight's square, move to the unvisited
# neighbour with the fewest onward moves (its own unvisited neighbours).
# Among equals take the first in board.neighbors(square). Stop when no
# unvisited neighbour is left, and return the walk.


def solve(board):
    walk = [board.start]
    visit(board.start)
    # Your rule here: extend the walk one move at a time.
    return walk
`;

const WARNSDORFF_FIRST_SOLUTION = `# Warnsdorff's rule: always move to the unvisited neighbour with the fewest
# onward moves; among equals, take the first in board.neighbors order.
# The rule never steps back: if the knight is stuck, the walk ends there.


def solve(board):
    visited = [False] * board.size
    square = board.start
    walk = [square]
    visited[square] = True
    visit(square)

    def onward(s):
        return sum(1 for t in board.neighbors(s) if not visited[t])

    while True:
        moves = [t for t in board.neighbors(square) if not visited[t]]
        if not moves:
            return walk
        square = min(moves, key=onward)  # min keeps the first of equals
        visited[square] = True
        walk.append(square)
        visit(square)
`;

const WARNSDORFF_POHL_STARTER = `# Warnsdorff's rule: from the knight's square, move to the unvisited
# neighbour with the fewest onward moves (its own unvisited neighbours);
# among equals, the least sum of the candidates' own onward counts (Pohl);
# then the first in board.neighbors(square). Stop when no
# unvisited neighbour is left, and return the walk.


def solve(board):
    walk = [board.start]
    visit(board.start)
    # Your rule here: extend the walk one move at a time.
    return walk
`;

const WARNSDORFF_POHL_SOLUTION = `# Warnsdorff's rule with Pohl's tie-break: fewest onward moves; among equals,
# the least sum of the candidates' own onward counts (one move further
# ahead); among those, the first in board.neighbors order.


def solve(board):
    visited = [False] * board.size
    square = board.start
    walk = [square]
    visited[square] = True
    visit(square)

    def free(s):
        return [t for t in board.neighbors(s) if not visited[t]]

    def pohl(t):
        return (len(free(t)), sum(len(free(u)) for u in free(t)))

    while True:
        moves = free(square)
        if not moves:
            return walk
        square = min(moves, key=pohl)
        visited[square] = True
        walk.append(square)
        visit(square)
`;

const WARNSDORFF_ROTH_STARTER = `# Warnsdorff's rule: from the knight's square, move to the unvisited
# neighbour with the fewest onward moves (its own unvisited neighbours);
# among equals, the one farthest from the centre of the board (Roth);
# then the first in board.neighbors(square). Stop when no
# unvisited neighbour is left, and return the walk.


def solve(board):
    walk = [board.start]
    visit(board.start)
    # Your rule here: extend the walk one move at a time.
    return walk
`;

const WARNSDORFF_ROTH_SOLUTION = `# Warnsdorff's rule with Roth's tie-break: fewest onward moves; among equals,
# the square farthest from the centre of the board; among those, the first
# in board.neighbors order.


def solve(board):
    visited = [False] * board.size
    square = board.start
    walk = [square]
    visited[square] = True
    visit(square)

    def onward(s):
        return sum(1 for t in board.neighbors(s) if not visited[t])

    def roth(t):
        # Twice the distance from the centre in rows and columns keeps it whole.
        dr = 2 * board.row(t) - (board.rows - 1)
        dc = 2 * board.col(t) - (board.cols - 1)
        return (onward(t), -(dr * dr + dc * dc))

    while True:
        moves = [t for t in board.neighbors(square) if not visited[t]]
        if not moves:
            return walk
        square = min(moves, key=roth)
        visited[square] = True
        walk.append(square)
        visit(square)
`;

const NETWORK_SWEEP_STARTER = `# One sweep of the Takefuji–Lee network: for each neuron e in net.order,
# with its move net.edges[e] = (u, v), add 4 − deg(u) − deg(v) to net.U[e],
# where deg(s) is the sum of net.V over net.edgesAt[s]. Then net.V[e]
# becomes 1 if net.U[e] > 3, 0 if net.U[e] < 0, and stays as it was between.


def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        # Your update of net.U[e] and net.V[e] here.
`;

const NETWORK_SWEEP_SOLUTION = `# One sweep of the Takefuji–Lee network: update each neuron (move) once, in
# net.order, in place. A move u–v gains 4 − deg(u) − deg(v), where deg(s)
# counts the firing neurons at square s; it fires when U > 3 and stops when
# U < 0, and keeps its output in between.


def sweep(net):
    for e in net.order:
        u, v = net.edges[e]
        degree = sum(net.V[f] for f in net.edgesAt[u]) + sum(net.V[f] for f in net.edgesAt[v])
        net.U[e] += 4 - degree
        if net.U[e] > 3:
            net.V[e] = 1
        elif net.U[e] < 0:
            net.V[e] = 0
`;

/** The Python programs of each exercise, by exercise id. */
export const PY_PROGRAMS: Readonly<Record<string, PythonPrograms>> = {
	'backtracking-5x5': { starter: BACKTRACKING_5X5_STARTER, solution: BACKTRACKING_5X5_SOLUTION },

	'backtracking-warnsdorff-5x5': {
		starter: BACKTRACKING_WARNSDORFF_5X5_STARTER,
		solution: BACKTRACKING_WARNSDORFF_5X5_SOLUTION,
	},

	'warnsdorff-first': { starter: WARNSDORFF_FIRST_STARTER, solution: WARNSDORFF_FIRST_SOLUTION },

	'warnsdorff-pohl': { starter: WARNSDORFF_POHL_STARTER, solution: WARNSDORFF_POHL_SOLUTION },

	'warnsdorff-roth': { starter: WARNSDORFF_ROTH_STARTER, solution: WARNSDORFF_ROTH_SOLUTION },

	'network-sweep': { starter: NETWORK_SWEEP_STARTER, solution: NETWORK_SWEEP_SOLUTION },
};
