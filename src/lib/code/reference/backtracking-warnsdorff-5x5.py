# Backtracking with Warnsdorff ordering: the same search, but the moves are
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
