/**
 * The board a student's `solve(board)` receives, built the same way in both
 * languages: this module lists everything as plain data (`boardData`), and
 * `createBoardApi` wraps that data in the JavaScript object. The Python
 * runtime builds its object from the same data, so the two agree square for
 * square and neighbour for neighbour.
 */
import { createBoard, squareName, type Board, type Square } from '../board.ts';
import { offsetIndices } from '../solvers/warnsdorff.ts';
import type { BoardCase } from './types.ts';

/** A board as plain data: what both languages build their `board` object from. */
export interface BoardData {
	rows: number;
	cols: number;
	size: number;
	start: Square | null;
	closed: boolean;
	holes: Square[];
	/**
	 * `neighbors[s]`: the squares a knight's move from s, holes excluded, in the
	 * order the library's Warnsdorff 'first' tie-break tries them (empty for a hole).
	 */
	neighbors: Square[][];
	/** `names[s]`: the algebraic name of s (`a8` is square 0 on 8×8). */
	names: string[];
}

/** The JavaScript `board` object of the API. */
export interface BoardApi {
	readonly rows: number;
	readonly cols: number;
	readonly size: number;
	readonly start: Square | null;
	readonly closed: boolean;
	readonly holes: Square[];
	/** The squares a knight's move from s, first tie-break order; a fresh array each call. */
	neighbors(s: Square): Square[];
	/** The algebraic name of s. */
	name(s: Square): string;
	/** The square with this algebraic name. */
	square(name: string): Square;
	/** The row of s (0 is the top row as drawn). */
	row(s: Square): number;
	/** The column of s (0 is file a). */
	col(s: Square): number;
}

/** Returns the library board of a test case. */
export function boardOfCase(spec: BoardCase): Board {
	return createBoard(spec.rows, spec.cols, { holes: spec.holes });
}

/**
 * Returns a square's neighbours, holes excluded, in Warnsdorff's move-number
 * order (move 1 first): the order its 'first' tie-break takes among equals.
 */
export function neighborsInRuleOrder(board: Board, s: Square): Square[] {
	const row = Math.floor(s / board.cols);
	const col = s % board.cols;
	const result: Square[] = [];
	for (const index of offsetIndices(board)) {
		const { dr, dc } = board.offsets[index] ?? { dr: 0, dc: 0 };
		const r = row + dr;
		const c = col + dc;
		if (r < 0 || r >= board.rows || c < 0 || c >= board.cols) continue;
		if (board.holes?.[r * board.cols + c] === 1) continue;
		result.push(r * board.cols + c);
	}
	return result;
}

/** Lists a test case's board as plain data. */
export function boardData(spec: BoardCase): BoardData {
	const board = boardOfCase(spec);
	const neighbors: Square[][] = [];
	const names: string[] = [];
	for (let s = 0; s < board.size; s++) {
		neighbors.push(board.holes?.[s] === 1 ? [] : neighborsInRuleOrder(board, s));
		names.push(squareName(board, s));
	}
	return {
		rows: board.rows,
		cols: board.cols,
		size: board.size,
		start: spec.start,
		closed: spec.closed,
		holes: [...spec.holes],
		neighbors,
		names,
	};
}

/** Throws a RangeError naming the call unless `s` is a square of the board. */
function checkApiSquare(data: BoardData, call: string, s: unknown): asserts s is Square {
	if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= data.size) {
		throw new RangeError(
			`board.${call}(${String(s)}): a square is a whole number from 0 to ${String(data.size - 1)} on this ${String(data.rows)}×${String(data.cols)} board.`,
		);
	}
}

/** Wraps board data in the JavaScript API object a program receives. */
export function createBoardApi(data: BoardData): BoardApi {
	const index = new Map(data.names.map((name, s) => [name, s]));
	return Object.freeze({
		rows: data.rows,
		cols: data.cols,
		size: data.size,
		start: data.start,
		closed: data.closed,
		holes: [...data.holes],
		neighbors(s: Square): Square[] {
			checkApiSquare(data, 'neighbors', s);
			return (data.neighbors[s] ?? []).slice();
		},
		name(s: Square): string {
			checkApiSquare(data, 'name', s);
			return data.names[s] ?? '';
		},
		square(name: string): Square {
			const s = index.get(String(name).trim().toLowerCase());
			if (s === undefined) {
				throw new RangeError(
					`board.square(${JSON.stringify(name)}): no such square; names run from ${data.names[data.size - data.cols] ?? ''} to ${data.names[data.cols - 1] ?? ''}.`,
				);
			}
			return s;
		},
		row(s: Square): number {
			checkApiSquare(data, 'row', s);
			return Math.floor(s / data.cols);
		},
		col(s: Square): number {
			checkApiSquare(data, 'col', s);
			return s % data.cols;
		},
	});
}
