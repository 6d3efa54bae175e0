/**
 * The network exercise: the `net` a student's `sweep(net)` receives, taken
 * from the library's own run (src/lib/solvers/takefuji-lee.ts) just before a
 * given sweep, and the check of what the sweep left in `net.U` and `net.V`.
 *
 * The library's working rule with a fresh order every sweep draws, from the
 * seeded source, one coin per neuron in edge order (the start), then before
 * each sweep a Fisher–Yates shuffle of the previous sweep's order. Replaying
 * those draws gives the order of sweep k exactly, so a program that updates
 * the neurons in `net.order` as the lesson states the rule reproduces the
 * library's sweep k to the last U.
 */
import { createBoard, squareName, type Square } from '../board.ts';
import { createRandom } from '../random.ts';
import { neuralNetworkEdges, neuralNetworkSteps } from '../solvers/takefuji-lee.ts';

/** The `net` handed to `sweep(net)`, as plain data. */
export interface NetworkData {
	rows: number;
	cols: number;
	size: number;
	/** `edges[e] = [u, v]` with u < v: the move (neuron) e joins squares u and v. */
	edges: [Square, Square][];
	/** `edgesAt[s]`: the neurons (edge numbers) of the moves at square s. */
	edgesAt: number[][];
	/** `U[e]`: the neuron's whole-number input; the sweep changes it in place. */
	U: number[];
	/** `V[e]`: the neuron's output, 0 or 1; the sweep changes it in place. */
	V: number[];
	/** The neurons in the order this sweep updates them (each once). */
	order: number[];
	/** Which sweep this is (1 is the first after the random start). */
	sweep: number;
	seed: number;
}

/** The state of the library's run: U and V after `sweep` sweeps (0 is the start). */
export interface NetworkState {
	U: number[];
	V: number[];
}

/** Returns U and V of the library's run with `seed` after `sweep` sweeps, or throws if it ended sooner. */
export function libraryNetworkState(
	rows: number,
	cols: number,
	seed: number,
	sweep: number,
): NetworkState {
	let index = 0;
	for (const step of neuralNetworkSteps(createBoard(rows, cols), { seed })) {
		if (index === sweep) return { U: Array.from(step.states), V: Array.from(step.outputs) };
		index++;
	}
	throw new RangeError(
		`The network on ${String(rows)}×${String(cols)} with seed ${String(seed)} stops before sweep ${String(sweep)}.`,
	);
}

/** Returns the update order of sweep `sweep` (1 first) of the library's run with `seed`. */
export function sweepOrder(edgeCount: number, seed: number, sweep: number): number[] {
	const random = createRandom(seed);
	const order = Array.from({ length: edgeCount }, (_, e) => e);
	for (let e = 0; e < edgeCount; e++) random();
	for (let k = 1; k <= sweep; k++) {
		for (let i = edgeCount - 1; i > 0; i--) {
			const j = Math.floor(random() * (i + 1));
			const swap = order[i] as number;
			order[i] = order[j] as number;
			order[j] = swap;
		}
	}
	return order;
}

/** Builds the `net` for sweep `sweep` of the library's run on rows×cols with `seed`. */
export function networkData(rows: number, cols: number, seed: number, sweep: number): NetworkData {
	const board = createBoard(rows, cols);
	const { from, to, offsets, incident } = neuralNetworkEdges(board);
	const edges: [Square, Square][] = Array.from(from, (a, e) => [a, to[e] as number]);
	const edgesAt: number[][] = [];
	for (let s = 0; s < board.size; s++) {
		edgesAt.push(Array.from(incident.subarray(offsets[s], offsets[s + 1])));
	}
	const { U, V } = libraryNetworkState(rows, cols, seed, sweep - 1);
	return {
		rows,
		cols,
		size: board.size,
		edges,
		edgesAt,
		U,
		V,
		order: sweepOrder(edges.length, seed, sweep),
		sweep,
		seed,
	};
}

/** Names a neuron by its move, such as "a8–b6". */
export function moveName(rows: number, cols: number, edge: [Square, Square]): string {
	const board = createBoard(rows, cols);
	return `${squareName(board, edge[0])}–${squareName(board, edge[1])}`;
}
