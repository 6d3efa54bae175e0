/**
 * Tour tasks: "build a knight's tour of this board, from here, through these
 * fixed moves". A task is plain data (a link or an assignment can carry it);
 * this module says whether the task can be done at all — theory first
 * (Schwenk, the open-tour list, the board's facts), then a bounded search.
 * Checking a student's tour move by move is in tour-task-check.ts (re-exported
 * here), which pages can load without the solvers.
 */
import { checkWhole, plural } from './args.ts';
import { leapsFrom, type Square } from './board.ts';
import { boardFacts, type BoardFact } from './board-facts.ts';
import { findTour } from './solvers/find-tour.ts';
import { isPlainKnightBoard, plan, type FindTourOptions } from './solvers/request.ts';
import { closedTourExists, findObstruction, openTourExists } from './theory.ts';
import { readTask, type TourTask } from './tour-task-check.ts';

export { checkTourTask, whyNotNext, type TourTask, type TourTaskCheck } from './tour-task-check.ts';

/** Why a task cannot be done. */
export type TaskImpossibility =
	/** The colours cannot alternate (odd area for a closed tour, unequal counts, fixed squares' colours). */
	| 'colour'
	/** Schwenk's theorem rules out a closed tour of this rectangle (sides 1, 2 or 4; 3×4, 3×6, 3×8). */
	| 'schwenk'
	/** The list of rectangles with an open tour leaves this one out (1×n, 2×n, 3×3, 3×5, 3×6, 4×4). */
	| 'open-tours'
	/** A square whose removal splits the board. */
	| 'cut-square'
	/** Squares with no leap, or with one leap where the tour cannot end. */
	| 'degree'
	/** The board falls apart into pieces no leap joins. */
	| 'pieces'
	/** The task's own fixed squares contradict each other. */
	| 'fixed'
	/** An exhaustive search found no tour. */
	| 'search';

/** Whether a task can be done: with a tour that does it, with a proof that none can, or unknown. */
export type TourTaskVerdict =
	| { possible: true; tour: Square[]; explanation: string }
	| {
			possible: false;
			reason: TaskImpossibility;
			explanation: string;
			/** The squares the proof names (holes, cut squares, fixed squares), for highlighting. */
			squares: Square[];
	  }
	| { possible: 'unknown'; explanation: string };

/** The task's conditions as `findTour` options. */
function taskOptions(task: Partial<TourTask>): FindTourOptions {
	const options: FindTourOptions = {};
	if (task.start !== undefined) options.start = task.start;
	if (task.end !== undefined) options.end = task.end;
	if (task.closed !== undefined) options.closed = task.closed;
	if (task.constraints !== undefined) options.constraints = task.constraints;
	return options;
}

/** Names the kind of proof a board fact gives. */
function factReason(fact: BoardFact): TaskImpossibility {
	switch (fact.kind) {
		case 'colour':
			return 'colour';
		case 'no-leap':
		case 'one-leap':
			return 'degree';
		case 'pieces':
			return 'pieces';
		case 'cut':
			return 'cut-square';
	}
}

/**
 * Says whether the task can be done at all. Theory first: contradictory fixed
 * squares; on a whole rectangle Schwenk's theorem (closed) or the list of
 * boards with open tours; on a board with holes its facts (colour balance,
 * squares with no leap or one, pieces, cut squares); then the colour and end
 * arguments for fixed squares. Only then a search of at most `maxNodes`
 * positions (default: `findTour`'s), whose tour shows the task can be done, whose
 * exhaustion proves it cannot, and whose running out of budget leaves it unknown.
 */
export function tourTaskVerdict(task: TourTask, maxNodes?: number): TourTaskVerdict {
	const fn = 'tourTaskVerdict';
	const read = readTask(fn, task);
	if (maxNodes !== undefined) checkWhole(fn, 'maxNodes', maxNodes, 1);
	const { board, closed } = read;
	const options = taskOptions(task);
	const checked = plan(board, options, fn);
	if ('status' in checked) {
		// plan() only ever answers with an 'impossible' result.
		if (checked.status !== 'impossible') throw new Error('Unexpected request check.');
		return {
			possible: false,
			reason: 'fixed',
			explanation: checked.reason,
			squares: checked.squares ?? [],
		};
	}
	const plain = isPlainKnightBoard(board);
	if (plain) {
		const theorem = closed
			? closedTourExists(board.rows, board.cols)
			: openTourExists(board.rows, board.cols);
		if (!theorem.exists) {
			// Schwenk's condition (a), both sides odd, is the colour argument; (b) and (c) are his own.
			const oddArea = (board.rows * board.cols) % 2 === 1;
			const reason = closed ? (oddArea ? 'colour' : 'schwenk') : 'open-tours';
			return { possible: false, reason, explanation: theorem.reason, squares: [] };
		}
	} else {
		const facts = boardFacts(board);
		const proof = closed ? facts.closedProof : facts.openProof;
		if (proof !== null) {
			return {
				possible: false,
				reason: factReason(proof),
				explanation: proof.text,
				squares: proof.squares,
			};
		}
	}
	const obstruction = findObstruction(board, { closed, fixed: checked.fixed, structure: !plain });
	if (obstruction !== null) {
		// Left after the facts above: squares with one leap that the fixed ends leave no end for, or
		// colours (of the counts, of fixed squares, or Pósa's colouring of a board 4 wide).
		const stranded =
			obstruction.squares.length > 0 &&
			obstruction.squares.every((s) => leapsFrom(board, s).length <= 1);
		return {
			possible: false,
			reason: stranded ? 'degree' : 'colour',
			explanation: obstruction.reason,
			squares: obstruction.squares,
		};
	}
	const result = findTour(board, maxNodes === undefined ? options : { ...options, maxNodes });
	switch (result.status) {
		case 'found':
			return {
				possible: true,
				tour: Array.from(result.tour),
				explanation: `A tour exists: here is one (${plural(result.tour.length, 'square')}).`,
			};
		case 'impossible':
			return { possible: false, reason: 'search', explanation: result.reason, squares: [] };
		case 'gave-up':
			return {
				possible: 'unknown',
				explanation: `No theorem settles this task, and the search ran out of budget: ${result.reason}`,
			};
	}
}
