/**
 * A real neuron of a real run for the lesson to work through by hand. Within
 * a sweep the neurons are updated one at a time in a random order, so the
 * degrees one neuron sees depend on what was updated before it. Only where no
 * other move at either of its squares changes during the sweep are the degrees
 * it sees those of the sweep before, so that the whole update can be checked
 * from two snapshots; this picks such a neuron.
 */
import type { Board, Square } from '../../../lib/board.ts';
import {
	neuralNetworkEdges,
	neuralNetworkSteps,
	type NeuralEdges,
	type NeuralStep,
} from '../../../lib/solvers/takefuji-lee.ts';
import { movesAt } from './network-view.ts';

/** Which update to look for: one that switches the move off or on, or keeps it on inside the band. */
export type WorkedChange = 'off' | 'on' | 'stays-on';

/** One neuron's update in sweep `sweep`, read from the snapshots before and after it. */
export interface WorkedNeuron {
	/** The sweep in which the update happens (the snapshot before it is `sweep − 1`). */
	sweep: number;
	edge: number;
	ends: [Square, Square];
	u: number;
	v: number;
	/** Active moves at each end before the sweep, the neuron included when it is on. */
	degrees: [number, number];
	nextU: number;
	nextV: number;
}

/** Tells whether no move at `square` other than `edge` changed its output between two steps. */
function quietAround(
	edges: NeuralEdges,
	before: NeuralStep,
	after: NeuralStep,
	square: Square,
	edge: number,
): boolean {
	return movesAt(edges, square).every((e) => e === edge || before.outputs[e] === after.outputs[e]);
}

/** Tells whether an update from `before` to `after` of one neuron is the change asked for. */
function isChange(want: WorkedChange, v: number, nextV: number, u: number, nextU: number): boolean {
	if (want === 'off') return v === 1 && nextV === 0;
	if (want === 'on') return v === 0 && nextV === 1;
	return v === 1 && nextV === 1 && nextU !== u && nextU >= 0 && nextU <= 3;
}

/**
 * Finds the first neuron, by sweep and then edge order, of the run with this seed (working rule)
 * whose update is the change asked for and can be checked from the snapshots, in sweep `from` or
 * later (default 1); null if none.
 */
export function findWorkedNeuron(
	board: Board,
	seed: number,
	want: WorkedChange,
	from = 1,
): WorkedNeuron | null {
	const edges = neuralNetworkEdges(board);
	let before: NeuralStep | null = null;
	for (const after of neuralNetworkSteps(board, { seed })) {
		if (before !== null && after.sweep >= from) {
			for (let e = 0; e < edges.from.length; e++) {
				const a = edges.from[e] as Square;
				const b = edges.to[e] as Square;
				const [u, v] = [before.states[e] as number, before.outputs[e] as number];
				const [nextU, nextV] = [after.states[e] as number, after.outputs[e] as number];
				if (!isChange(want, v, nextV, u, nextU)) continue;
				if (!quietAround(edges, before, after, a, e) || !quietAround(edges, before, after, b, e))
					continue;
				const degrees: [number, number] = [
					before.degrees[a] as number,
					before.degrees[b] as number,
				];
				return { sweep: after.sweep, edge: e, ends: [a, b], u, v, degrees, nextU, nextV };
			}
		}
		before = after;
	}
	return null;
}
