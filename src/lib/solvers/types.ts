/** Shared types of the solvers: results, statistics, and the steps they yield for animation. */
import { checkSteps } from '../args.ts';
import type { Square } from '../board.ts';

/** What a search did. */
export interface SolverStats {
	/** Squares placed (search-tree nodes visited). */
	nodes: number;
	/** Squares taken back. */
	backtracks: number;
	/** The longest partial tour reached, in squares. */
	maxDepth: number;
}

/** The outcome of a solver. `impossible` only when proved; `gave-up` when a budget or rule ran out. */
export type SolveResult =
	| { status: 'found'; tour: Int32Array; stats: SolverStats }
	| { status: 'impossible'; reason: string; stats: SolverStats; squares?: Square[] }
	| { status: 'gave-up'; reason: string; stats: SolverStats; partial?: Int32Array };

/** A square a rule looked at, with its number of onward moves. */
export interface Candidate {
	square: Square;
	onward: number;
}

/** One event in a search, for animation; `depth` is the move number (1 is the start). */
export type TourStep =
	| { kind: 'visit'; square: Square; depth: number }
	| { kind: 'retreat'; square: Square; depth: number }
	| {
			kind: 'candidates';
			from: Square;
			depth: number;
			candidates: Candidate[];
			chosen: Square | null;
	  }
	| { kind: 'stuck'; square: Square; depth: number };

/** A solver as a step stream: yields steps, returns the result. */
export type StepStream = Generator<TourStep, SolveResult, void>;

/** Returns fresh, zeroed statistics. */
export function emptyStats(): SolverStats {
	return { nodes: 0, backtracks: 0, maxDepth: 0 };
}

/** Runs a step stream to the end and returns its result. */
export function finish<R>(steps: Generator<unknown, R, void>): R {
	checkSteps('finish', 'steps', steps);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}
