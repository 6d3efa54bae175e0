/**
 * The Takefuji–Lee neural network for knight's tours: Y. Takefuji and K. C.
 * Lee, "Neural network computing for knight's tour problems", Neurocomputing
 * 4(5) (1992) 249–254. The update rule that works, the random start and the
 * final degree-2 test follow Ian Parberry's implementation (Tourney, 2019,
 * Code/TakefujiLee.cpp), as described in the research notes (§4).
 *
 * One neuron per edge of the leaper's graph (a move between two squares,
 * either direction). A neuron has a whole-number state U and an output V that
 * is 0 or 1; the moves whose neurons fire are the chosen moves. A square is
 * satisfied when exactly two of its moves are chosen. When every square is
 * satisfied the chosen moves form disjoint cycles covering the board (a
 * 2-factor): one closed tour, or several cycles — the network cannot tell them
 * apart, which is why it is a lesson and not a solver.
 *
 * Rules (`deg(s)` = number of firing neurons at square s, the neuron itself
 * included when it fires):
 *
 * - `working` (default): U ← U + 4 − deg(u) − deg(v) for the move u–v, that
 *   is (2 − deg(u)) + (2 − deg(v)): each end asks for one move more or fewer.
 *   This is Parberry's `newstate = state + 4 − Σ outputs at both ends`.
 *   Neurons are updated one at a time, in place, in a random order drawn
 *   afresh every sweep (`shuffle: 'every-sweep'`) or once per run
 *   (`shuffle: 'once'`, as Parberry's Reset does). The choice matters: with
 *   a fixed order about 4% of runs fall into a limit cycle and never settle
 *   (the research notes' "96% converge"); drawn afresh, the random order
 *   breaks such cycles and practically every run reaches a 2-factor.
 * - `literal`: U ← U + 2 − Σ V(N) over the neurons N that share a square with
 *   this one, the neuron itself excluded — the rule as Wikipedia and most
 *   retellings quote it. For a firing neuron the sum is deg(u) + deg(v) − 2,
 *   the same increment as `working`; for a silent neuron it is
 *   deg(u) + deg(v), two less. So a silent move whose two squares each have one
 *   chosen move gets 2 − 1 − 1 = 0 and never switches on, while the chosen
 *   moves at those path ends keep growing: the network freezes into paths.
 * - `self-once`: the working rule with the neuron counted once instead of in
 *   both sums (U ← U + 4 − deg(u) − deg(v) + V), as several retellings code
 *   it. A square with three chosen moves next to one with two gives a chosen
 *   move 4 − 3 − 2 + 1 = 0, so the extra move is never dropped: the network
 *   freezes with squares of degree 3.
 * - `single-threshold`: the working increment without hysteresis: V = 1 when
 *   U ≥ `SINGLE_THRESHOLD` (2, the middle of the band 0 … 3), else 0. With a
 *   fresh order every sweep it still settles; with one fixed order about half
 *   the 8×8 runs fall into a limit cycle (the paper's "tends to oscillate").
 * - `synchronous`: the `working` increment, but every neuron reads the outputs
 *   of the previous sweep (the parallel machine the paper has in mind). It
 *   oscillates: neighbouring moves answer the same shortage at once and
 *   overshoot, so outputs keep flipping (about 0.1% of 8×8 runs settle).
 *
 * All rules but `single-threshold` share the thresholds with hysteresis: V becomes 1 when U > 3 and
 * 0 when U < 0, and keeps its value in between (without it the paper's
 * network oscillated too). The start is Parberry's: U = 0 everywhere and each
 * V a fair coin from the seeded source, in edge order.
 *
 * Convergence is a sweep in which no output changes. If every square then has
 * two chosen moves the result is `tour` (one cycle) or `cycles`. If not, and
 * no neuron's increment points across its threshold, the outputs can never
 * change again (`ending: 'stuck'`, reported as `no-convergence`: it is a
 * stable state but not an answer). Otherwise some state is still drifting
 * inside the hysteresis band and the sweeps go on, up to `maxIterations`:
 * such passing quiet sweeps happen in about 95% of working-rule runs on 6×6
 * and 8×8, so stopping at the first one would call nearly every run a
 * failure. (Parberry's code instead runs up to 400 sweeps and then tests
 * the degrees.) A 2-factor is a true fixed point of every rule, so a
 * run that reaches one stops one sweep later.
 */
import {
	checkArray,
	checkBoard,
	checkFinite,
	checkObject,
	checkOneOf,
	checkWhole,
	showValue,
} from '../args.ts';
import { MAX_SIDE, MIN_SIDE, createBoard, isHole, type Board, type Square } from '../board.ts';
import { createRandom, type Random } from '../random.ts';
import { graphOf } from './graph.ts';
import { joinUnchecked } from './join-cycles.ts';

/** How neurons are updated; see the module comment. */
export type NeuralRule = 'working' | 'literal' | 'self-once' | 'single-threshold' | 'synchronous';

/** The update rules, default first. */
export const NEURAL_RULES: readonly NeuralRule[] = [
	'working',
	'literal',
	'self-once',
	'single-threshold',
	'synchronous',
];

/** When the sequential rules draw their update order: afresh every sweep, or once per run. */
export type NeuralShuffle = 'every-sweep' | 'once';

/** Options for one run of the network. */
export interface NeuralNetworkOptions {
	/** Seed of the random start and of the update orders. */
	seed: number;
	/** Give up after this many sweeps. Default: 1000. */
	maxIterations?: number;
	/** The update rule. Default: 'working'. */
	rule?: NeuralRule;
	/** When the update order is drawn; Parberry draws it once. Default: 'every-sweep'. */
	shuffle?: NeuralShuffle;
}

/** How a run stopped: on a 2-factor, frozen on something else, or at the sweep limit. */
export type NeuralEnding = 'two-factor' | 'stuck' | 'limit';

/** The outcome of one run. */
export interface NeuralNetworkResult {
	/** `tour`: one cycle through every square; `cycles`: several; `no-convergence`: neither. */
	status: 'tour' | 'cycles' | 'no-convergence';
	/** Sweeps run, the final quiet sweep included. */
	iterations: number;
	/** The cycles of chosen moves, each an ordered list of squares; empty without convergence. */
	cycles: Square[][];
	/** Why it stopped (`stuck` and `limit` are both `no-convergence`). */
	ending: NeuralEnding;
}

/** The network after one sweep (sweep 0 is the random start), for the live view. */
export interface NeuralStep {
	/** Sweep number; 0 is the start, before any update. */
	sweep: number;
	/** V of every neuron, indexed like `neuralNetworkEdges`; a copy the caller may keep. */
	outputs: Uint8Array;
	/** U of every neuron; a copy. */
	states: Int32Array;
	/** Number of firing neurons at each square (0 at holes); a copy. */
	degrees: Uint8Array;
	/** Outputs that changed during this sweep (0 for the start). */
	changed: number;
}

/** The neurons: e joins `from[e] < to[e]`; square s has `incident[offsets[s] .. offsets[s + 1])`. */
export interface NeuralEdges {
	readonly from: Int32Array;
	readonly to: Int32Array;
	readonly offsets: Int32Array;
	readonly incident: Int32Array;
}

const edgeCache = new WeakMap<Board, NeuralEdges>();

/** Lists (once per board) the leaper's moves as neurons, with each square's neurons. */
export function neuralNetworkEdges(board: Board): NeuralEdges {
	checkBoard('neuralNetworkEdges', board);
	return edgesOf(board);
}

/** `neuralNetworkEdges` without the argument checks. */
function edgesOf(board: Board): NeuralEdges {
	const cached = edgeCache.get(board);
	if (cached !== undefined) return cached;
	const graph = graphOf(board);
	const ends = graph.adjacency.length;
	const from = new Int32Array(ends / 2);
	const to = new Int32Array(ends / 2);
	const offsets = new Int32Array(board.size + 1);
	const incident = new Int32Array(ends);
	let e = 0;
	for (let s = 0; s < board.size; s++) {
		const stop = graph.offsets[s + 1] as number;
		for (let i = graph.offsets[s] as number; i < stop; i++) {
			const t = graph.adjacency[i] as number;
			if (t > s) {
				from[e] = s;
				to[e] = t;
				e++;
			}
		}
		offsets[s + 1] = stop;
	}
	// Fill each square's slice in edge order, so cycles are read off in a fixed order.
	const fill = offsets.slice(0, board.size);
	for (let k = 0; k < from.length; k++) {
		incident[(fill[from[k] as number] as number)++] = k;
		incident[(fill[to[k] as number] as number)++] = k;
	}
	const edges = { from, to, offsets, incident };
	edgeCache.set(board, edges);
	return edges;
}

const RULE_WORKING = 0;
const RULE_LITERAL = 1;
const RULE_SELF_ONCE = 2;
const RULE_SINGLE_THRESHOLD = 3;
const RULE_SYNCHRONOUS = 4;

/**
 * The single threshold of the 'single-threshold' rule: V = 1 when U ≥ 2, else
 * 0. It is the middle of the hysteresis band 0 … 3 (U is a whole number, so
 * "U > 1.5"): the band shrinks to one line without favouring on or off.
 */
export const SINGLE_THRESHOLD = 2;

/** How a rule's increment and thresholds differ from the working rule's. */
interface RuleShape {
	/** Subtracted from a silent neuron's increment ('literal' leaves the neuron out of its sum). */
	silentPenalty: number;
	/** Added to a firing neuron's increment ('self-once' counts the neuron once, not twice). */
	firingBonus: number;
	/** A silent neuron fires when U exceeds this. */
	onAbove: number;
	/** A firing neuron stops when U falls below this. */
	offBelow: number;
}

/** Returns the increment and thresholds of a rule number. */
function ruleShape(rule: number): RuleShape {
	return {
		silentPenalty: rule === RULE_LITERAL ? 2 : 0,
		firingBonus: rule === RULE_SELF_ONCE ? 1 : 0,
		onAbove: rule === RULE_SINGLE_THRESHOLD ? SINGLE_THRESHOLD - 1 : 3,
		offBelow: rule === RULE_SINGLE_THRESHOLD ? SINGLE_THRESHOLD : 0,
	};
}

/** The network's working arrays, allocated once per board and reused run after run. */
interface Network {
	readonly edges: NeuralEdges;
	readonly board: Board;
	readonly rule: number;
	readonly shape: RuleShape;
	/** Draw a new update order every sweep (else once, at the start). */
	readonly reshuffle: boolean;
	/** Squares that are not holes: all of them need two chosen moves. */
	readonly squares: number;
	readonly state: Int32Array;
	readonly output: Uint8Array;
	/** Firing neurons at each square. */
	readonly degree: Int32Array;
	/** The degrees at the start of a synchronous sweep. */
	readonly previous: Int32Array;
	/** The update order of the current sweep. */
	readonly order: Int32Array;
	/** Scratch for reading off cycles. */
	readonly seen: Uint8Array;
}

/** Throws a `RangeError` unless `rule` is one of the rules. */
function ruleNumber(rule: NeuralRule): number {
	const index = NEURAL_RULES.indexOf(rule);
	if (index < 0) {
		throw new RangeError(
			`The update rule must be ${NEURAL_RULES.map((r) => `'${r}'`).join(', ')}; got "${String(rule)}".`,
		);
	}
	return [RULE_WORKING, RULE_LITERAL, RULE_SELF_ONCE, RULE_SINGLE_THRESHOLD, RULE_SYNCHRONOUS][
		index
	] as number;
}

/** Returns the sweep limit, or throws a `RangeError` that says what is allowed. */
function sweepLimit(maxIterations: number | undefined): number {
	const limit = maxIterations ?? 1000;
	if (!Number.isInteger(limit) || limit < 1) {
		throw new RangeError(
			`The sweep limit must be a whole number of at least 1; got ${String(maxIterations)}.`,
		);
	}
	return limit;
}

/** Allocates the network of a board for the options' rule and shuffle. */
function createNetwork(board: Board, options: Omit<NeuralNetworkOptions, 'seed'>): Network {
	const edges = edgesOf(board);
	const n = edges.from.length;
	const shuffle = options.shuffle ?? 'every-sweep';
	if (shuffle !== 'every-sweep' && shuffle !== 'once') {
		throw new RangeError(`The shuffle must be 'every-sweep' or 'once'; got "${String(shuffle)}".`);
	}
	const rule = ruleNumber(options.rule ?? 'working');
	return {
		edges,
		board,
		rule,
		shape: ruleShape(rule),
		reshuffle: shuffle === 'every-sweep',
		squares: board.size - board.holeCount,
		state: new Int32Array(n),
		output: new Uint8Array(n),
		degree: new Int32Array(board.size),
		previous: new Int32Array(board.size),
		order: new Int32Array(n),
		seen: new Uint8Array(board.size),
	};
}

/** Sets U = 0 and each V to a fair coin, in edge order; draws the update order if it is fixed. */
function resetNetwork(net: Network, random: Random): void {
	const { state, output, degree, order } = net;
	const { from, to } = net.edges;
	state.fill(0);
	degree.fill(0);
	for (let e = 0; e < output.length; e++) {
		const v = random() < 0.5 ? 1 : 0;
		output[e] = v;
		order[e] = e;
		if (v === 1) {
			(degree[from[e] as number] as number)++;
			(degree[to[e] as number] as number)++;
		}
	}
	if (!net.reshuffle) shuffleOrder(order, random);
}

/** Puts the update order in a random order (Fisher–Yates, inlined for speed). */
function shuffleOrder(order: Int32Array, random: Random): void {
	for (let i = order.length - 1; i > 0; i--) {
		const j = (random() * (i + 1)) | 0;
		const swap = order[i] as number;
		order[i] = order[j] as number;
		order[j] = swap;
	}
}

/** Updates every neuron once, in place, in random order; returns how many outputs changed. */
function sweepSequential(net: Network, random: Random): number {
	const { state, output, degree, order } = net;
	const { from, to } = net.edges;
	const n = order.length;
	// Copied into locals so that the tight loop reads no object fields.
	const { silentPenalty, firingBonus, onAbove, offBelow } = net.shape;
	if (net.reshuffle) shuffleOrder(order, random);
	let changed = 0;
	for (let k = 0; k < n; k++) {
		const e = order[k] as number;
		const a = from[e] as number;
		const b = to[e] as number;
		const u = (state[e] as number) + 4 - (degree[a] as number) - (degree[b] as number);
		if (output[e] === 0) {
			const w = u - silentPenalty;
			state[e] = w;
			if (w > onAbove) {
				output[e] = 1;
				(degree[a] as number)++;
				(degree[b] as number)++;
				changed++;
			}
		} else {
			const w = u + firingBonus;
			state[e] = w;
			if (w < offBelow) {
				output[e] = 0;
				(degree[a] as number)--;
				(degree[b] as number)--;
				changed++;
			}
		}
	}
	return changed;
}

/** Updates every neuron at once from the previous sweep's outputs; returns how many changed. */
function sweepSynchronous(net: Network): number {
	const { state, output, degree, previous } = net;
	const { from, to } = net.edges;
	previous.set(degree);
	let changed = 0;
	for (let e = 0; e < output.length; e++) {
		const a = from[e] as number;
		const b = to[e] as number;
		const u = (state[e] as number) + 4 - (previous[a] as number) - (previous[b] as number);
		state[e] = u;
		if (output[e] === 0) {
			if (u > 3) {
				output[e] = 1;
				(degree[a] as number)++;
				(degree[b] as number)++;
				changed++;
			}
		} else if (u < 0) {
			output[e] = 0;
			(degree[a] as number)--;
			(degree[b] as number)--;
			changed++;
		}
	}
	return changed;
}

/** Runs one sweep under the network's rule. */
function sweep(net: Network, random: Random): number {
	return net.rule === RULE_SYNCHRONOUS ? sweepSynchronous(net) : sweepSequential(net, random);
}

/** Tells whether every square that is not a hole has exactly two firing neurons. */
function isTwoFactor(net: Network): boolean {
	const { degree } = net;
	const holes = net.board.holes;
	for (let s = 0; s < degree.length; s++) {
		if (degree[s] !== 2 && (holes === null || holes[s] === 0)) return false;
	}
	return net.squares > 0;
}

/**
 * Tells whether the outputs are frozen for good. After a quiet sweep the
 * degrees stay put, so every neuron gets the same increment sweep after sweep:
 * the outputs never change again unless a firing neuron's increment is
 * negative or a silent one's positive.
 */
function isStuck(net: Network): boolean {
	const { output, degree } = net;
	const { from, to } = net.edges;
	const { silentPenalty, firingBonus } = net.shape;
	for (let e = 0; e < output.length; e++) {
		const push = 4 - (degree[from[e] as number] as number) - (degree[to[e] as number] as number);
		if (output[e] === 1 ? push + firingBonus < 0 : push - silentPenalty > 0) return false;
	}
	return true;
}

/** Returns the other end of edge e from square s. */
function otherEnd(edges: NeuralEdges, e: number, s: number): number {
	const a = edges.from[e] as number;
	return a === s ? (edges.to[e] as number) : a;
}

/** Returns the firing neuron at square s other than `except` (-1 for none). */
function firingEdge(net: Network, s: number, except: number): number {
	const { offsets, incident } = net.edges;
	const stop = offsets[s + 1] as number;
	for (let i = offsets[s] as number; i < stop; i++) {
		const e = incident[i] as number;
		if (e !== except && net.output[e] === 1) return e;
	}
	return -1;
}

/** Counts the cycles of a 2-factor without building them. */
function countCycles(net: Network): number {
	const { seen, edges } = net;
	seen.fill(0);
	let cycles = 0;
	for (let start = 0; start < seen.length; start++) {
		if (seen[start] === 1 || isHole(net.board, start)) continue;
		cycles++;
		let s = start;
		let e = -1;
		do {
			seen[s] = 1;
			e = firingEdge(net, s, e);
			s = otherEnd(edges, e, s);
		} while (s !== start);
	}
	return cycles;
}

/** Reads off the cycles of a 2-factor, each from its smallest square along its first firing move. */
function readCycles(net: Network): Square[][] {
	const { seen, edges } = net;
	seen.fill(0);
	const cycles: Square[][] = [];
	for (let start = 0; start < seen.length; start++) {
		if (seen[start] === 1 || isHole(net.board, start)) continue;
		const cycle: Square[] = [];
		let s = start;
		let e = -1;
		do {
			seen[s] = 1;
			cycle.push(s);
			e = firingEdge(net, s, e);
			s = otherEnd(edges, e, s);
		} while (s !== start);
		cycles.push(cycle);
	}
	return cycles;
}

const ENDED_TWO_FACTOR = 1;
const ENDED_STUCK = 2;
const ENDED_LIMIT = 3;

/** Returns 0 to keep sweeping, or how the run ends after a sweep that changed `changed` outputs. */
function endingAfter(net: Network, changed: number, sweeps: number, limit: number): number {
	if (changed === 0) {
		if (isTwoFactor(net)) return ENDED_TWO_FACTOR;
		if (isStuck(net)) return ENDED_STUCK;
	}
	return sweeps >= limit ? ENDED_LIMIT : 0;
}

/** Builds the result of a run that ended as `ended` after `iterations` sweeps. */
function resultOf(net: Network, ended: number, iterations: number): NeuralNetworkResult {
	if (ended === ENDED_TWO_FACTOR) {
		const cycles = readCycles(net);
		const status = cycles.length === 1 ? 'tour' : 'cycles';
		return { status, iterations, cycles, ending: 'two-factor' };
	}
	const ending = ended === ENDED_STUCK ? 'stuck' : 'limit';
	return { status: 'no-convergence', iterations, cycles: [], ending };
}

/** Runs the network from a reset state to its end; returns the ending code and the sweeps run. */
function runToEnd(net: Network, random: Random, limit: number): [number, number] {
	if (net.squares === 0) return [ENDED_STUCK, 0];
	for (let sweeps = 1; ; sweeps++) {
		const ended = endingAfter(net, sweep(net, random), sweeps, limit);
		if (ended !== 0) return [ended, sweeps];
	}
}

/** Runs the Takefuji–Lee network once, as a tight loop; see the module comment. */
export function runNeuralNetwork(board: Board, options: NeuralNetworkOptions): NeuralNetworkResult {
	checkNetwork('runNeuralNetwork', board, options);
	const limit = sweepLimit(options.maxIterations);
	const net = createNetwork(board, options);
	const random = createRandom(options.seed);
	resetNetwork(net, random);
	const [ended, iterations] = runToEnd(net, random, limit);
	return resultOf(net, ended, iterations);
}

/** Checks a board and the options of one run, naming `fn` and the field. */
function checkNetwork(fn: string, board: unknown, options: unknown): void {
	checkBoard(fn, board);
	if (typeof options !== 'object' || options === null) {
		throw new TypeError(
			`${fn}: options must be an object such as { seed: 1 }, got ${showValue(options)}.`,
		);
	}
	const o = options as Partial<NeuralNetworkOptions>;
	checkFinite(fn, 'options.seed', o.seed);
	checkRunOptions(fn, o);
}

/** Checks the options a run and an experiment share: the sweep limit, the rule, the shuffle. */
function checkRunOptions(fn: string, o: Partial<NeuralExperimentOptions>): void {
	if (o.maxIterations !== undefined) checkWhole(fn, 'options.maxIterations', o.maxIterations, 1);
	if (o.rule !== undefined) checkOneOf(fn, 'options.rule', o.rule, NEURAL_RULES);
	if (o.shuffle !== undefined) {
		checkOneOf(fn, 'options.shuffle', o.shuffle, ['every-sweep', 'once'] as const);
	}
}

/** Copies the network's outputs, states and degrees into a step. */
function snapshot(net: Network, sweepNumber: number, changed: number): NeuralStep {
	return {
		sweep: sweepNumber,
		outputs: net.output.slice(),
		states: net.state.slice(),
		degrees: Uint8Array.from(net.degree),
		changed,
	};
}

/**
 * Runs the network as a step stream: yields the start (sweep 0) and then one
 * step per sweep, each holding copies; returns what `runNeuralNetwork` returns
 * for the same options.
 */
export function* neuralNetworkSteps(
	board: Board,
	options: NeuralNetworkOptions,
): Generator<NeuralStep, NeuralNetworkResult, void> {
	checkNetwork('neuralNetworkSteps', board, options);
	const limit = sweepLimit(options.maxIterations);
	const net = createNetwork(board, options);
	const random = createRandom(options.seed);
	resetNetwork(net, random);
	yield snapshot(net, 0, 0);
	if (net.squares === 0) return resultOf(net, ENDED_STUCK, 0);
	for (let sweeps = 1; ; sweeps++) {
		const changed = sweep(net, random);
		yield snapshot(net, sweeps, changed);
		const ended = endingAfter(net, changed, sweeps, limit);
		if (ended !== 0) return resultOf(net, ended, sweeps);
	}
}

/** Options for a batch of runs. */
export interface NeuralExperimentOptions {
	/** Board sizes as `[rows, cols]`. */
	sizes: readonly (readonly [number, number])[];
	/** A number K for the seeds 0 … K − 1, or the seeds themselves. */
	seeds: number | readonly number[];
	/** Sweep limit of each run. Default: 1000. */
	maxIterations?: number;
	/** The update rule. Default: 'working'. */
	rule?: NeuralRule;
	/** When the update order is drawn. Default: 'every-sweep'. */
	shuffle?: NeuralShuffle;
}

/** The outcomes of a batch of runs on one board size. */
export interface NeuralExperimentRow {
	rows: number;
	cols: number;
	runs: number;
	/** Runs that ended in one cycle through every square. */
	tours: number;
	/** Runs that ended in several disjoint cycles covering the board. */
	cycles: number;
	/** Runs that ended in one tour, or in cycles that `joinCycles` joined into one. */
	joined: number;
	/** Runs that did not converge: `stuck` plus those that hit the sweep limit. */
	noConvergence: number;
	/** Runs whose outputs froze on something that is not a 2-factor. */
	stuck: number;
	/** Mean sweeps of the runs that reached a 2-factor (NaN when none did). */
	meanIterations: number;
	/** Median sweeps of the runs that reached a 2-factor (NaN when none did). */
	medianIterations: number;
	/** `cycleCounts[k]` runs ended in k cycles (index 0 unused). */
	cycleCounts: number[];
}

/** Returns the seeds a batch asks for. */
function seedList(seeds: number | readonly number[]): readonly number[] {
	if (typeof seeds !== 'number') return seeds;
	if (!Number.isInteger(seeds) || seeds < 1) {
		throw new RangeError(
			`The number of seeds must be a whole number of at least 1; got ${String(seeds)}.`,
		);
	}
	return Array.from({ length: seeds }, (_, i) => i);
}

/** How far a batch of runs has got: runs finished and runs asked for, over all sizes. */
export interface NeuralExperimentProgress {
	done: number;
	total: number;
}

/** Checks a batch's options, naming `fn` and the field. */
function checkExperiment(fn: string, options: NeuralExperimentOptions): void {
	checkObject(fn, 'options', options, 'an object such as { sizes: [[8, 8]], seeds: 100 }');
	const sizes = 'an array of sizes such as [[8, 8]]';
	checkArray(fn, 'options.sizes', options.sizes, sizes);
	for (const size of options.sizes) {
		checkArray(fn, 'options.sizes', size, sizes);
		checkWhole(fn, 'options.sizes rows', size[0], MIN_SIDE, MAX_SIDE);
		checkWhole(fn, 'options.sizes cols', size[1], MIN_SIDE, MAX_SIDE);
	}
	if (typeof options.seeds === 'number') checkWhole(fn, 'options.seeds', options.seeds, 1);
	else {
		checkArray(fn, 'options.seeds', options.seeds, 'a whole number ≥ 1 or an array of seeds');
		for (const seed of options.seeds) checkFinite(fn, 'options.seeds', seed);
	}
	checkRunOptions(fn, options);
}

/** Returns the median of sorted numbers (NaN for none). */
function medianOf(sorted: Int32Array): number {
	const n = sorted.length;
	const middle = n >> 1;
	if (n === 0) return Number.NaN;
	if (n % 2 === 1) return sorted[middle] as number;
	return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Runs the network for every size and seed, reusing one network per size,
 * yielding after each run how many are done; returns the tallies. Runs that
 * end in several cycles are handed to `joinCycles`.
 */
export function* neuralNetworkExperimentSteps(
	options: NeuralExperimentOptions,
): Generator<NeuralExperimentProgress, NeuralExperimentRow[], void> {
	checkExperiment('neuralNetworkExperimentSteps', options);
	return yield* experimentRuns(options);
}

/** `neuralNetworkExperimentSteps` without the argument checks. */
function* experimentRuns(
	options: NeuralExperimentOptions,
): Generator<NeuralExperimentProgress, NeuralExperimentRow[], void> {
	const limit = sweepLimit(options.maxIterations);
	const seeds = seedList(options.seeds);
	const total = seeds.length * options.sizes.length;
	const rows: NeuralExperimentRow[] = [];
	let done = 0;
	for (const [side, cols] of options.sizes) {
		const board = createBoard(side, cols);
		const net = createNetwork(board, options);
		const converged = new Int32Array(seeds.length);
		const cycleCounts = [0];
		let twoFactors = 0;
		let tours = 0;
		let joined = 0;
		let stuck = 0;
		for (const seed of seeds) {
			const random = createRandom(seed);
			resetNetwork(net, random);
			const [ended, iterations] = runToEnd(net, random, limit);
			done++;
			if (ended === ENDED_STUCK) stuck++;
			if (ended === ENDED_TWO_FACTOR) {
				converged[twoFactors++] = iterations;
				const k = countCycles(net);
				while (cycleCounts.length <= k) cycleCounts.push(0);
				cycleCounts[k] = (cycleCounts[k] as number) + 1;
				if (k === 1) tours++;
				if (k === 1 || joinUnchecked(board, readCycles(net), false).status === 'tour') joined++;
			}
			yield { done, total };
		}
		const sweeps = converged.subarray(0, twoFactors).sort();
		let sum = 0;
		for (const s of sweeps) sum += s;
		rows.push({
			rows: side,
			cols,
			runs: seeds.length,
			tours,
			cycles: twoFactors - tours,
			joined,
			noConvergence: seeds.length - twoFactors,
			stuck,
			meanIterations: twoFactors === 0 ? Number.NaN : sum / twoFactors,
			medianIterations: medianOf(sweeps),
			cycleCounts,
		});
	}
	return rows;
}

/** Runs the network for every size and seed at once; see `neuralNetworkExperimentSteps`. */
export function neuralNetworkExperiment(options: NeuralExperimentOptions): NeuralExperimentRow[] {
	checkExperiment('neuralNetworkExperiment', options);
	const runs = experimentRuns(options);
	for (;;) {
		const next = runs.next();
		if (next.done === true) return next.value;
	}
}
