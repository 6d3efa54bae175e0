# Find a knight's tour by backtracking. From the last square of the tour,
# try each unvisited square in board.neighbors(square); when no move is
# left, step back and try the next one.
# Call visit(square) when the knight steps onto a square, and
# unvisit(square) when it steps back off.


def solve(board):
    tour = [board.start]
    visit(board.start)
    # Your search here: extend the tour until it has board.size squares.
    return tour
