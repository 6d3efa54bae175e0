/**
 * One run of Warnsdorff's rule — or of the backtracking search it orders — on
 * the step player: what the board shows at the player's position (the path,
 * the candidates' onward-move counts as badges, where the knight got stuck)
 * and a sentence that explains the last step, ties included.
 */
import { squareName, type Board, type Square } from '../../../lib/board.ts';
import { backtrackingSearch } from '../../../lib/solvers/backtracking.ts';
import type { SolveResult, TourStep } from '../../../lib/solvers/types.ts';
import {
	resolveTieBreak,
	warnsdorffSteps,
	type TieBreak,
} from '../../../lib/solvers/warnsdorff.ts';
import { StepPlayer, type Scheduler } from '../../player/player.svelte.ts';
import { describeOutcome } from '../../player/step-record.svelte.ts';
import {
	createTourMarker,
	describeTourStep,
	tourViewSpec,
	type TourView,
} from '../../player/tour-view.ts';
import { explainChoice, explainSearchOrder, onwardBadges } from './warnsdorff-explain.ts';

/** The pure rule, or the backtracking search that tries the rule's choice first. */
export type WarnsdorffAlgorithm = 'warnsdorff' | 'warnsdorff-backtracking';

/** What to run and where the player starts. */
export interface WarnsdorffRunSetup {
	board: Board;
	start: Square;
	tieBreak: TieBreak;
	seed: number;
	algorithm: WarnsdorffAlgorithm;
	/** Steps to show at first: 0 for an empty board, Infinity for the end of the run. */
	at: number;
	/** The reader's prefers-reduced-motion setting. Default: false. */
	prefersReducedMotion?: boolean;
	/** Frames and clock for tests. Default: the browser's. */
	scheduler?: Scheduler;
	/** Milliseconds a frame spends computing the run ahead of the shown step. Default: 4. */
	lookahead?: number;
	/** Called with the step shown before Reset goes back to step 0. Default: none. */
	onReset?: (from: number) => void;
}

/** The most positions the search may place before it gives up (the player stops it sooner). */
const SEARCH_BUDGET = 2_000_000;

/**
 * The search that tries the rule's choice first and refuses moves that strand a square, from
 * `start`: the library's backtracking search itself (what `tourSteps` runs for
 * 'warnsdorff-backtracking'), without the planning and the theory `tourSteps` checks first, which
 * a run from one given square does not need. Whole tours and progress pulses are not shown.
 */
function* orderedSearch(board: Board, start: Square): Generator<TourStep, SolveResult, void> {
	const steps = backtrackingSearch(board, {
		start,
		order: 'warnsdorff',
		deadEndCut: true,
		maxNodes: SEARCH_BUDGET,
		emit: true,
	});
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		if (next.value.kind !== 'found' && next.value.kind !== 'pulse') yield next.value;
	}
}

/** A run on the step player, with everything the board and the sentence need. */
export class WarnsdorffRun {
	readonly board: Board;
	readonly start: Square;
	readonly algorithm: WarnsdorffAlgorithm;
	/** The tie-break that runs (Roth's where Squirrel and Cull's does not apply). */
	readonly tieBreak: TieBreak;
	/** Why the tie-break that runs differs from the one asked for; '' when it does not. */
	readonly note: string;
	readonly player: StepPlayer<TourStep, TourView, SolveResult>;

	readonly path = $derived(this.#read((view) => Array.from(view.path.subarray(0, view.length))));
	readonly knight = $derived(this.path.at(-1) ?? null);
	// Only while the choice is the last step: after the move the counts would be out of date.
	readonly badges = $derived(
		this.#read((view) =>
			onwardBadges(view.last?.kind === 'candidates' ? view.last.candidates : []),
		),
	);
	readonly stuck = $derived(this.#read((view) => (view.stuck === null ? [] : [view.stuck])));
	readonly backtracks = $derived(this.#read((view) => view.backtracks));
	readonly sentence = $derived(this.#read((view) => this.#explain(view)));
	// Only at the run's last step: anywhere else the end has not happened yet.
	readonly ending = $derived.by(() => {
		const outcome = this.player.outcome;
		if (outcome === null) return '';
		if (outcome.kind !== 'finished') return `The run ${describeOutcome(outcome)}.`;
		const result = outcome.result;
		if (result.status === 'found') {
			return `Tour complete: the knight has visited all ${String(result.tour.length)} squares.`;
		}
		return result.reason;
	});
	/** The sentence and the ending together; at a dead end the library's reason says it all. */
	readonly text = $derived(
		this.ending === ''
			? this.sentence
			: this.#read((view) => view.last?.kind === 'stuck')
				? this.ending
				: `${this.sentence} ${this.ending}`,
	);
	readonly order = $derived(this.#read((view) => Array.from(view.order)));

	/** Builds the player and moves it to the first step to show. */
	constructor(setup: WarnsdorffRunSetup) {
		const { board, start, seed, algorithm } = setup;
		this.board = board;
		this.start = start;
		this.algorithm = algorithm;
		const resolved = resolveTieBreak(board, { start, tieBreak: setup.tieBreak });
		this.tieBreak = resolved.tieBreak;
		this.note = algorithm === 'warnsdorff' ? (resolved.note ?? '') : '';
		const tieBreak = setup.tieBreak;
		const source =
			algorithm === 'warnsdorff'
				? () => warnsdorffSteps(board, { start, tieBreak, seed })
				: () => orderedSearch(board, start);
		this.player = new StepPlayer<TourStep, TourView, SolveResult>({
			source,
			view: tourViewSpec(board),
			marker: createTourMarker(),
			prefersReducedMotion: setup.prefersReducedMotion ?? false,
			speed: 5,
			...(setup.scheduler === undefined ? {} : { scheduler: setup.scheduler }),
			...(setup.onReset === undefined ? {} : { onReset: setup.onReset }),
			// Computed ahead (a walk is short), so the timeline shows the whole run from the start.
			lookahead: setup.lookahead ?? 4,
			unfinishedNote: algorithm === 'warnsdorff' ? 'the walk goes on…' : 'still searching…',
		});
		if (setup.at > 0) this.player.seek(setup.at);
	}

	/** Reads the view through the player, so that a derived value follows its position. */
	#read<T>(pick: (view: TourView) => T): T {
		return this.player.read(pick);
	}

	/** Says what the last step did; a choice of the rule gets its reasons. */
	#explain(view: TourView): string {
		const step = view.last;
		const name = (s: Square): string => squareName(this.board, s);
		if (step === null) {
			return this.algorithm === 'warnsdorff'
				? `The knight starts on ${name(this.start)}. Step to see the squares it can go to.`
				: `The search starts on ${name(this.start)}. Step to see the order in which it tries the moves.`;
		}
		if (step.kind === 'candidates') {
			const choice = {
				board: this.board,
				from: step.from,
				candidates: step.candidates,
				chosen: step.chosen,
				visited: (s: Square) => (view.order[s] ?? 0) > 0,
			};
			return this.algorithm === 'warnsdorff'
				? explainChoice(choice, this.tieBreak)
				: explainSearchOrder(choice);
		}
		if (step.kind === 'stuck') {
			return `Stuck on ${name(step.square)} after ${String(step.depth)} of ${String(this.board.size)} squares: the rule never goes back, so the walk ends here.`;
		}
		return `${describeTourStep(view)}.`;
	}

	/** Describes a square for screen readers: its name, move number, onward count, or a dead end. */
	describe = (square: Square): string => {
		const parts = [squareName(this.board, square)];
		const move = this.order[square] ?? 0;
		if (move > 0) parts.push(`move ${String(move)}`);
		const badge = this.badges.get(square);
		if (badge !== undefined) parts.push(`candidate with ${badge} onward moves`);
		if (this.stuck.includes(square)) parts.push('stuck here');
		return parts.join(', ');
	};
}
