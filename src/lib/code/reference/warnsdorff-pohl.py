# Warnsdorff's rule with Pohl's tie-break: fewest onward moves; among equals,
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
