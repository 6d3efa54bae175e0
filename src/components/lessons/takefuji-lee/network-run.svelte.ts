/**
 * One run of the Takefuji–Lee network on the step player: one event per
 * sweep, the view is the latest sweep's snapshot. Step back replays the run
 * from its seed, so every earlier sweep comes back exactly.
 */
import type { Board } from '../../../lib/board.ts';
import {
	neuralNetworkEdges,
	neuralNetworkSteps,
	type NeuralEdges,
	type NeuralNetworkResult,
	type NeuralRule,
	type NeuralStep,
} from '../../../lib/solvers/takefuji-lee.ts';
import { StepPlayer, type Scheduler } from '../../player/player.svelte.ts';
import { countNetwork, cycleOfSquares, describeEnding } from './network-view.ts';

/** What to run and where the player starts. */
export interface NetworkRunSetup {
	board: Board;
	seed: number;
	rule: NeuralRule;
	/** Show the random start, or the end of the run. */
	at: 'start' | 'end';
	/** Give up after this many sweeps. Default: 1000 (the library's). */
	maxIterations?: number;
	/** The reader's prefers-reduced-motion setting. Default: false. */
	prefersReducedMotion?: boolean;
	/** Frames and clock for tests. Default: the browser's. */
	scheduler?: Scheduler;
}

/** The player's view: the snapshot of the sweep shown. */
interface NetworkView {
	step: NeuralStep;
}

/** A run of the network with everything the board and the counters need. */
export class NetworkRun {
	readonly board: Board;
	readonly edges: NeuralEdges;
	readonly rule: NeuralRule;
	readonly seed: number;
	readonly player: StepPlayer<NeuralStep, NetworkView, NeuralNetworkResult>;

	/** The snapshot of the sweep shown (a new object every sweep). */
	readonly step = $derived.by(() => this.player.read((view) => view.step));
	readonly counters = $derived(countNetwork(this.step));
	/** How the run ended, only while its last sweep is shown. */
	readonly result = $derived.by(() => {
		const outcome = this.player.outcome;
		return outcome?.kind === 'finished' ? outcome.result : null;
	});
	/** Each square's cycle once the network has settled, else null. */
	readonly cycleOf = $derived.by(() =>
		this.result === null || this.result.cycles.length === 0
			? null
			: cycleOfSquares(this.board, this.result.cycles),
	);
	/** What the shown sweep means, in a sentence. */
	readonly sentence = $derived.by(() => {
		if (this.result !== null)
			return describeEnding(this.result, this.board, this.counters.unsettled);
		const outcome = this.player.outcome;
		if (outcome?.kind === 'error') return `The run stopped: ${outcome.message}`;
		if (this.counters.sweep === 0) {
			return `The start: every U is 0 and each move is on or off by a coin toss (seed ${String(this.seed)}). Press Step for the first sweep.`;
		}
		const changed = this.counters.changed;
		return changed === 0
			? `Sweep ${String(this.counters.sweep)}: no move switched, but some U values are still moving.`
			: `Sweep ${String(this.counters.sweep)}: ${String(changed)} move${changed === 1 ? '' : 's'} switched on or off.`;
	});

	/** Builds the player and moves it to the start or the end. */
	constructor(setup: NetworkRunSetup) {
		const { board, seed, rule } = setup;
		this.board = board;
		this.edges = neuralNetworkEdges(board);
		this.rule = rule;
		this.seed = seed;
		const options = { seed, rule, maxIterations: setup.maxIterations ?? 1000 };
		// The start (sweep 0) is the view before any event; each event is one sweep after it.
		const source = () => {
			const steps = neuralNetworkSteps(board, options);
			steps.next();
			return steps;
		};
		this.player = new StepPlayer<NeuralStep, NetworkView, NeuralNetworkResult>({
			source,
			view: {
				create: () => ({ step: neuralNetworkSteps(board, options).next().value as NeuralStep }),
				apply: (view, event) => {
					view.step = event;
				},
			},
			prefersReducedMotion: setup.prefersReducedMotion ?? false,
			speed: 10,
			// Where no frames come (the server render), the seek to the end must finish at once.
			budget: typeof requestAnimationFrame === 'function' ? 8 : 1000,
			// A sweep is cheap: the whole run is computed ahead, so the timeline knows its length.
			lookahead: 4,
			unfinishedNote: 'the sweeps go on…',
			...(setup.scheduler === undefined ? {} : { scheduler: setup.scheduler }),
		});
		if (setup.at === 'end') this.player.skipToEnd();
	}
}
