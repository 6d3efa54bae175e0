/** Worker jobs for the backtracking lesson's widgets. */
import {
	isStrength,
	measureBoards,
	measureStarts,
	type BoardCost,
	type BoardSize,
	type Measurement,
	type Strength,
} from '../../../lib/solvers/search-cost.ts';
import { boardFromSpec } from '../../../workers/job-helpers.ts';
import type { BoardSpec, JobEvent, JobRegistry } from '../../../workers/protocol.ts';

/** Input of the 'backtracking-cost-boards' job: boards searched from a1 in some strengths. */
export interface BoardCostInput {
	boards: BoardSize[];
	strengths: Strength[];
	/** Node budget of each search. */
	maxNodes: number;
}

/** Input of the 'backtracking-cost-starts' job: one board searched from every square. */
export interface StartCostInput {
	board: BoardSpec;
	strength: Strength;
	/** Node budget of each search. */
	maxNodes: number;
}

/** Most boards one 'backtracking-cost-boards' run may measure. */
const MAX_BOARDS = 40;

/** Throws a message a reader can act on unless every strength is known. */
function checkStrengths(strengths: readonly unknown[]): void {
	const unknown = strengths.find((strength) => !isStrength(strength));
	if (strengths.length === 0 || unknown !== undefined) {
		throw new RangeError(
			`Choose the search's strength: textbook, cut, warnsdorff or warnsdorff-cut; got "${String(unknown)}".`,
		);
	}
}

/** Measures the search from a1 on every board, reporting progress as it goes. */
function* boardCostJob(input: BoardCostInput): Generator<JobEvent, BoardCost[], void> {
	const boards = Array.isArray(input.boards) ? input.boards : [];
	if (boards.length === 0 || boards.length > MAX_BOARDS) {
		throw new RangeError(`Give from 1 to ${String(MAX_BOARDS)} boards to measure.`);
	}
	checkStrengths(Array.isArray(input.strengths) ? input.strengths : []);
	const sizes = boards.map((size) => boardFromSpec(size));
	return yield* measureBoards(sizes, input.strengths, input.maxNodes);
}

/** Measures the search from every square of a board, reporting progress as it goes. */
function* startCostJob(input: StartCostInput): Generator<JobEvent, (Measurement | null)[], void> {
	checkStrengths([input.strength]);
	return yield* measureStarts(boardFromSpec(input.board), input.strength, input.maxNodes);
}

export const backtrackingJobs = {
	'backtracking-cost-boards': boardCostJob,
	'backtracking-cost-starts': startCostJob,
} satisfies JobRegistry;
