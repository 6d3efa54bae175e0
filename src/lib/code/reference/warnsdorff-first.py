# Warnsdorff's rule: always move to the unvisited neighbour with the fewest
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
