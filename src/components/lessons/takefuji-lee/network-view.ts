/**
 * What the live network shows of one sweep: its counters, the cycles of a
 * settled network, the sentence about how a run ended, and the numbers that
 * drive one neuron. Pure: the widgets and the lesson's tests share it.
 */
import { squareName, type Board, type Square } from '../../../lib/board.ts';
import type {
	NeuralEdges,
	NeuralNetworkResult,
	NeuralRule,
	NeuralStep,
} from '../../../lib/solvers/takefuji-lee.ts';

/** The counters under the live network. */
export interface NetworkCounters {
	/** Sweeps run; 0 is the random start. */
	sweep: number;
	/** Moves whose neuron is on (V = 1). */
	movesOn: number;
	/** Squares that do not have exactly two active moves. */
	unsettled: number;
	/** Outputs that changed during this sweep. */
	changed: number;
}

/** Formats a count with thousands separators. */
function count(n: number): string {
	return n.toLocaleString('en-GB');
}

/** Counts the active moves and the squares without exactly two of them. */
export function countNetwork(step: NeuralStep): NetworkCounters {
	let movesOn = 0;
	for (const v of step.outputs) movesOn += v;
	let unsettled = 0;
	for (const d of step.degrees) if (d !== 2) unsettled++;
	return { sweep: step.sweep, movesOn, unsettled, changed: step.changed };
}

/** Returns each square's cycle (0-based), or -1 for a square on none. */
export function cycleOfSquares(board: Board, cycles: readonly (readonly Square[])[]): Int32Array {
	const of = new Int32Array(board.size).fill(-1);
	cycles.forEach((cycle, k) => {
		for (const s of cycle) of[s] = k;
	});
	return of;
}

/** Says how a run ended: "one tour", "N cycles", or no convergence after K sweeps. */
export function describeEnding(
	result: NeuralNetworkResult,
	board: Board,
	unsettled: number,
): string {
	const sweeps = `${count(result.iterations)} sweep${result.iterations === 1 ? '' : 's'}`;
	if (result.status === 'tour') {
		return `Settled after ${sweeps} into one tour: a single closed cycle through all ${count(board.size)} squares.`;
	}
	if (result.status === 'cycles') {
		const sizes = result.cycles.map((c) => count(c.length)).join(', ');
		return `Settled after ${sweeps} into ${count(result.cycles.length)} cycles (of ${sizes} squares): every square has two active moves, but this is not one tour.`;
	}
	const squares = `${count(unsettled)} square${unsettled === 1 ? '' : 's'}`;
	if (result.ending === 'stuck') {
		return `No convergence after ${sweeps}: no output can change again, yet ${squares} still lack exactly two active moves.`;
	}
	return `No convergence after ${sweeps}: ${squares} still lack exactly two active moves, and the run stops at its limit.`;
}

/** Returns the neurons (edge indexes) at a square, in the library's order. */
export function movesAt(edges: NeuralEdges, square: Square): number[] {
	const list: number[] = [];
	const stop = edges.offsets[square + 1] as number;
	for (let i = edges.offsets[square] as number; i < stop; i++)
		list.push(edges.incident[i] as number);
	return list;
}

/** Names a move by its two squares, the given one first: "b1–d2". */
export function moveName(board: Board, edges: NeuralEdges, edge: number, first?: Square): string {
	const a = edges.from[edge] as Square;
	const b = edges.to[edge] as Square;
	const [x, y] = first === b ? [b, a] : [a, b];
	return `${squareName(board, x)}–${squareName(board, y)}`;
}

/** What drives one neuron in the step shown. */
export interface NeuronFacts {
	edge: number;
	/** The move's two squares, the one asked about first. */
	ends: [Square, Square];
	u: number;
	v: number;
	/** Active moves at each end, this move included when it is on. */
	degrees: [number, number];
	/** U after an update now, under the rule (null for a rule this view does not know). */
	nextU: number | null;
	/** V after that update (null likewise). */
	nextV: number | null;
}

/** Returns U after one update under `rule`, or null for a rule not written out here. */
export function nextState(
	rule: NeuralRule,
	u: number,
	v: number,
	a: number,
	b: number,
): number | null {
	if (rule === 'working' || rule === 'synchronous') return u + 4 - a - b;
	// The quoted rule leaves a silent neuron out of its own sums: 2 less than the working rule.
	if (rule === 'literal') return u + 4 - a - b - (v === 0 ? 2 : 0);
	return null;
}

/** Returns V after U becomes `u`: on above 3, off below 0, else unchanged (hysteresis). */
export function nextOutput(u: number, v: number): number {
	return u > 3 ? 1 : u < 0 ? 0 : v;
}

/** Reads one neuron's U, V and end degrees from a step; `from` orders its ends. */
export function neuronFacts(
	edges: NeuralEdges,
	step: NeuralStep,
	edge: number,
	rule: NeuralRule,
	from?: Square,
): NeuronFacts {
	const a = edges.from[edge] as Square;
	const b = edges.to[edge] as Square;
	const ends: [Square, Square] = from === b ? [b, a] : [a, b];
	const u = step.states[edge] as number;
	const v = step.outputs[edge] as number;
	const degrees: [number, number] = [
		step.degrees[ends[0]] as number,
		step.degrees[ends[1]] as number,
	];
	const nextU = nextState(rule, u, v, degrees[0], degrees[1]);
	return { edge, ends, u, v, degrees, nextU, nextV: nextU === null ? null : nextOutput(nextU, v) };
}

/** Adds up U over each square's moves, as rows of the board for a heat map. */
export function stateSums(board: Board, edges: NeuralEdges, step: NeuralStep): number[][] {
	const sums = new Array<number>(board.size).fill(0);
	for (let e = 0; e < edges.from.length; e++) {
		const u = step.states[e] as number;
		sums[edges.from[e] as number] = (sums[edges.from[e] as number] as number) + u;
		sums[edges.to[e] as number] = (sums[edges.to[e] as number] as number) + u;
	}
	return Array.from({ length: board.rows }, (_, r) =>
		sums.slice(r * board.cols, (r + 1) * board.cols),
	);
}
