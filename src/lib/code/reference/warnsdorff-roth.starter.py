# Warnsdorff's rule: from the knight's square, move to the unvisited
# neighbour with the fewest onward moves (its own unvisited neighbours);
# among equals, the one farthest from the centre of the board (Roth);
# then the first in board.neighbors(square). Stop when no
# unvisited neighbour is left, and return the walk.


def solve(board):
    walk = [board.start]
    visit(board.start)
    # Your rule here: extend the walk one move at a time.
    return walk
