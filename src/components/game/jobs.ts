/**
 * Worker jobs for the Game's look-ahead: whether a position can still be
 * finished, a hint the search stands behind, and the last position in the
 * game's history that can still be won. The searches live in
 * src/lib/game-look-ahead.ts; this is the glue that turns their pulses into
 * progress reports.
 */
import type { Square } from '../../lib/board.ts';
import type { FinishVerdict, GamePosition, HintAdvice, LastWinnable } from '../../lib/game.ts';
import { searchFinish, searchHint, searchLastWinnable } from '../../lib/game-look-ahead.ts';
import type { Pulse } from '../../lib/solvers/find-tour.ts';
import { boardFromSpec } from '../../workers/job-helpers.ts';
import type { BoardSpec, JobEvent, JobRegistry } from '../../workers/protocol.ts';

/** Input of the Game's look-ahead jobs: a position as plain data and the search budget. */
export interface LookAheadInput {
	board: BoardSpec;
	played: Square[];
	closed: boolean;
	/** Positions each search may place before it gives up. */
	maxNodes: number;
	/** For 'game-last-winnable': positions all its searches together may place. */
	totalNodes?: number;
}

/** What each look-ahead job returns. */
export interface LookAheadResults {
	'game-finish': FinishVerdict;
	'game-hint': HintAdvice;
	'game-last-winnable': LastWinnable;
}

/** The name of a look-ahead job. */
export type LookAheadJob = keyof LookAheadResults;

/** Rebuilds the position of a job's input. */
function positionOf(input: LookAheadInput): GamePosition {
	return { board: boardFromSpec(input.board), played: input.played, closed: input.closed };
}

/** Passes a search's pulses on as progress (positions searched so far). */
function* reporting<Result>(
	steps: Generator<Pulse, Result, void>,
): Generator<JobEvent, Result, void> {
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		yield { kind: 'progress', counters: { nodes: next.value.nodes } };
	}
}

/** The Game's jobs, spread into the worker's registry in src/workers/lesson-jobs.ts. */
export const gameJobs = {
	'game-finish': (input: LookAheadInput) =>
		reporting(searchFinish(positionOf(input), input.maxNodes)),
	'game-hint': (input: LookAheadInput) => reporting(searchHint(positionOf(input), input.maxNodes)),
	'game-last-winnable': (input: LookAheadInput) =>
		reporting(
			searchLastWinnable(positionOf(input), input.maxNodes, input.totalNodes ?? 4 * input.maxNodes),
		),
} satisfies JobRegistry;
