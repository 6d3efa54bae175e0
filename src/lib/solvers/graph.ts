/**
 * The leaper's graph of a board as flat arrays, built once per board. It has
 * its own module so that code that needs only the graph (the network, the
 * counting sweeps) does not bring the backtracking search with it.
 */
import { leapsFrom, type Board, type Square } from '../board.ts';

/** The leaper's graph as flat arrays: the neighbours of s are adjacency[offsets[s] .. offsets[s + 1]). */
export interface Graph {
	offsets: Int32Array;
	adjacency: Int32Array;
}

const graphs = new WeakMap<Board, Graph>();

/** Builds (once per board) the neighbour lists in the leaper's move order. */
export function graphOf(board: Board): Graph {
	const cached = graphs.get(board);
	if (cached !== undefined) return cached;
	const offsets = new Int32Array(board.size + 1);
	const lists: Square[][] = [];
	for (let s = 0; s < board.size; s++) {
		const list = board.holes?.[s] === 1 ? [] : leapsFrom(board, s);
		lists.push(list);
		offsets[s + 1] = (offsets[s] ?? 0) + list.length;
	}
	const adjacency = new Int32Array(offsets[board.size] ?? 0);
	lists.forEach((list, s) => adjacency.set(list, offsets[s] ?? 0));
	const graph = { offsets, adjacency };
	graphs.set(board, graph);
	return graph;
}
