# Backtracking with Warnsdorff ordering: start from your backtracking search,
# and try the moves with the fewest onward moves first (onward moves: the
# unvisited neighbours of a square). Report each step with visit and unvisit.


def solve(board):
    tour = [board.start]
    visit(board.start)
    # Your search here, trying the moves fewest-onward-moves first.
    return tour
