# Warnsdorff's rule with Roth's tie-break: fewest onward moves; among equals,
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
