/**
 * The misreadings side by side as one step stream: each step is one sweep of
 * all six networks (same board, same seed), so Play, Step and Step back move
 * them together. A network that has ended keeps its last state while the
 * others go on; the stream ends when all have ended.
 */
import type { Board } from '../../../lib/board.ts';
import {
	neuralNetworkEdges,
	neuralNetworkSteps,
	type NeuralNetworkResult,
	type NeuralStep,
} from '../../../lib/solvers/takefuji-lee.ts';
import { StepPlayer, type Scheduler } from '../../player/player.svelte.ts';
import {
	MISREADING_PANELS,
	MISREADING_SWEEPS,
	RECENT_SWEEPS,
	describeEnding,
	describeSweep,
	sumOfLast,
} from './misreading-explain.ts';

const SWEEP_NUMBER = new Intl.NumberFormat('en-GB');

/** One sweep of every network: its new step, or null for a network that had already ended. */
interface RaceEvent {
	steps: (NeuralStep | null)[];
	/** A network's result on the sweep it ends, else null. */
	results: (NeuralNetworkResult | null)[];
}

/** One panel as shown: its latest step, its result once it has ended, and its changes per sweep. */
interface PanelView {
	step: NeuralStep;
	result: NeuralNetworkResult | null;
	changes: number[];
}

/** Where the race starts. */
export interface RaceSetup {
	board: Board;
	seed: number;
	prefersReducedMotion?: boolean;
	/** Frames and clock; tests pass their own. Default: the browser's. */
	scheduler?: Scheduler | undefined;
}

/** One panel's drawing and sentence at the shown step. */
export interface PanelShown {
	/** Chosen moves as [from, to] square pairs. */
	moves: [number, number][];
	degrees: Uint8Array;
	sentence: string;
	ended: boolean;
}

/** Returns fresh step streams of every panel's network. */
function streams(board: Board, seed: number): Generator<NeuralStep, NeuralNetworkResult, void>[] {
	return MISREADING_PANELS.map((panel) =>
		neuralNetworkSteps(board, {
			seed,
			rule: panel.rule,
			shuffle: panel.shuffle,
			maxIterations: MISREADING_SWEEPS,
		}),
	);
}

/** Yields one event per sweep until every network has ended (their starts are the view's). */
function* race(board: Board, seed: number): Generator<RaceEvent, void, void> {
	const runs = streams(board, seed);
	for (const run of runs) run.next();
	const ended = runs.map(() => false);
	while (ended.includes(false)) {
		const event: RaceEvent = { steps: [], results: [] };
		runs.forEach((run, i) => {
			const next = ended[i] === true ? null : run.next();
			if (next === null || next.done === true) {
				if (next !== null) ended[i] = true;
				event.steps.push(null);
				event.results.push(next === null ? null : next.value);
			} else {
				event.steps.push(next.value);
				event.results.push(null);
			}
		});
		yield event;
	}
}

/** The side-by-side runs of one board and seed, played together. */
export class MisreadingRace {
	readonly board: Board;
	readonly seed: number;
	readonly player: StepPlayer<RaceEvent, PanelView[], void>;

	/** What each panel shows at the player's step. */
	readonly shown = $derived.by(() =>
		this.player.read((view) => view.map((panel) => this.#show(panel))),
	);

	/** One line for screen readers: the sweep shown and how many networks have settled, frozen or go on. */
	readonly summary = $derived.by(() =>
		this.player.read((view) => {
			const sweep = Math.max(...view.map((panel) => panel.step.sweep));
			let settled = 0;
			let frozen = 0;
			let going = 0;
			for (const panel of view) {
				if (panel.result === null) going++;
				else if (panel.result.status !== 'no-convergence') settled++;
				else if (panel.result.ending === 'stuck') frozen++;
				else going++;
			}
			const state = `${String(settled)} settled, ${String(frozen)} frozen, ${String(going)} not settled`;
			return sweep === 0
				? `Random start of all six networks.`
				: `Sweep ${SWEEP_NUMBER.format(sweep)}: ${state}.`;
		}),
	);

	/** Sets up the race; nothing runs until the reader plays or steps. */
	constructor(setup: RaceSetup) {
		const { board, seed } = setup;
		this.board = board;
		this.seed = seed;
		this.player = new StepPlayer<RaceEvent, PanelView[], void>({
			source: () => race(board, seed),
			view: {
				create: () =>
					streams(board, seed).map((run) => ({
						step: run.next().value as NeuralStep,
						result: null,
						changes: [],
					})),
				apply(view, event) {
					view.forEach((panel, i) => {
						const step = event.steps[i];
						if (step !== null && step !== undefined) {
							panel.step = step;
							panel.changes.push(step.changed);
						}
						panel.result = event.results[i] ?? panel.result;
					});
				},
			},
			prefersReducedMotion: setup.prefersReducedMotion ?? false,
			speed: 10,
			lookahead: 4,
			unfinishedNote: 'the networks are still running…',
			...(setup.scheduler === undefined ? {} : { scheduler: setup.scheduler }),
		});
	}

	/** Returns a panel's chosen moves, degrees and sentence. */
	#show(panel: PanelView): PanelShown {
		const { from, to } = neuralNetworkEdges(this.board);
		const moves: [number, number][] = [];
		panel.step.outputs.forEach((v, e) => {
			if (v === 1) moves.push([from[e] as number, to[e] as number]);
		});
		const sentence =
			panel.result === null
				? describeSweep(this.board, panel.step)
				: describeEnding(
						this.board,
						panel.result,
						panel.step,
						sumOfLast(panel.changes, RECENT_SWEEPS),
					);
		return { moves, degrees: panel.step.degrees, sentence, ended: panel.result !== null };
	}
}
