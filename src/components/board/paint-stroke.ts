/**
 * Painting strokes on a board, with no DOM: which squares a drag crosses
 * between two pointer positions, and which of them a stroke still has to
 * change. A stroke either paints holes or erases them, for its whole length.
 */
import type { Square } from '../../lib/board.ts';

/** A board's shape. */
export interface StrokeGrid {
	readonly rows: number;
	readonly cols: number;
}

/** A point in square units: square (row, col) covers x in [col, col + 1) and y in [row, row + 1). */
export interface BoardPoint {
	readonly x: number;
	readonly y: number;
}

/**
 * Returns the squares a straight segment passes through, in order, leaving out
 * those off the board. It walks the grid cell by cell (Amanatides and Woo,
 * "A fast voxel traversal algorithm", 1987), so a fast drag whose pointer
 * events are squares apart still paints every square in between; where the
 * segment passes exactly through a corner it steps diagonally.
 */
export function squaresAlong(grid: StrokeGrid, from: BoardPoint, to: BoardPoint): Square[] {
	let col = Math.floor(from.x);
	let row = Math.floor(from.y);
	const lastCol = Math.floor(to.x);
	const lastRow = Math.floor(to.y);
	const dx = to.x - from.x;
	const dy = to.y - from.y;
	const stepCol = Math.sign(dx);
	const stepRow = Math.sign(dy);
	// The segment's parameter t (0 at `from`, 1 at `to`) at the next column and row edges.
	let nextX = stepCol === 0 ? Infinity : ((stepCol > 0 ? col + 1 : col) - from.x) / dx;
	let nextY = stepRow === 0 ? Infinity : ((stepRow > 0 ? row + 1 : row) - from.y) / dy;
	const deltaX = stepCol === 0 ? Infinity : Math.abs(1 / dx);
	const deltaY = stepRow === 0 ? Infinity : Math.abs(1 / dy);
	const squares: Square[] = [];
	const limit = Math.abs(lastCol - col) + Math.abs(lastRow - row) + 1;
	for (let i = 0; i < limit; i++) {
		if (row >= 0 && row < grid.rows && col >= 0 && col < grid.cols) {
			squares.push(row * grid.cols + col);
		}
		if (col === lastCol && row === lastRow) break;
		if (nextX < nextY) {
			col += stepCol;
			nextX += deltaX;
		} else if (nextY < nextX) {
			row += stepRow;
			nextY += deltaY;
		} else {
			col += stepCol;
			row += stepRow;
			nextX += deltaX;
			nextY += deltaY;
		}
	}
	return squares;
}

/** One stroke: what it sets every square it crosses to, and the squares it has already crossed. */
export class PaintStroke {
	/** True when the stroke makes holes, false when it erases them. */
	readonly hole: boolean;
	#seen: Uint8Array;

	/** Starts a stroke on a board of `size` squares that sets squares to `hole`. */
	constructor(size: number, hole: boolean) {
		this.hole = hole;
		this.#seen = new Uint8Array(size);
	}

	/** Starts a pointer stroke: pressed on a hole it erases, pressed on a free square it paints. */
	static fromPointer(size: number, startsOnHole: boolean): PaintStroke {
		return new PaintStroke(size, !startsOnHole);
	}

	/**
	 * Starts a keyboard stroke (Shift with the arrow keys): the square the cursor
	 * leaves keeps its state, which the stroke carries onto the squares it moves to.
	 */
	static fromKeyboard(size: number, startsOnHole: boolean): PaintStroke {
		return new PaintStroke(size, startsOnHole);
	}

	/** Returns the squares among `squares` not yet crossed whose state differs from the stroke's, and marks them crossed. */
	take(squares: readonly Square[], isHole: (square: Square) => boolean): Square[] {
		const changes: Square[] = [];
		for (const square of squares) {
			if (square < 0 || square >= this.#seen.length || this.#seen[square] === 1) continue;
			this.#seen[square] = 1;
			if (isHole(square) !== this.hole) changes.push(square);
		}
		return changes;
	}
}
