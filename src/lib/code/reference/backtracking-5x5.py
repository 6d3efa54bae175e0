# A knight's tour by backtracking: try each move in board.neighbors order,
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
