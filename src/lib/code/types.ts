/**
 * Code cells (issue 13): the shapes shared by the exercises, the checks and
 * the runtimes. Everything here is plain data, so a test case crosses to a
 * worker or to Python unchanged.
 */
import type { Square } from '../board.ts';

/** The tie-breaks a Warnsdorff exercise can ask for. */
export type ExerciseTieBreak = 'first' | 'pohl' | 'roth';

/** A board handed to `solve(board)`: its size, holes, and what the tour must do. */
export interface BoardCase {
	rows: number;
	cols: number;
	/** Squares cut out of the board. */
	holes: Square[];
	/** The square the tour must start on, or null when any will do. */
	start: Square | null;
	/** Whether the tour must be closed. */
	closed: boolean;
}

/**
 * One test of an exercise, as plain data:
 *
 * - `tour`: any tour of the board (from `start`, closed when asked); when
 *   `search` is set the program must also report its search with `visit` /
 *   `unvisit`, and the node count is compared with the library's search
 *   (`plain`: the textbook order; `warnsdorff`: fewest onward moves first);
 * - `warnsdorff`: the same walk as the library's Warnsdorff rule with this
 *   tie-break, from every square in `starts` (the entry is called once per start);
 * - `sweep`: one sweep of the Takefuji–Lee network, from the state the
 *   library's run with `seed` has after `sweep − 1` sweeps.
 */
export type CodeTestCase =
	| {
			kind: 'tour';
			name: string;
			board: BoardCase;
			search?: { ordering: 'plain' | 'warnsdorff' };
	  }
	| {
			kind: 'warnsdorff';
			name: string;
			rows: number;
			cols: number;
			tieBreak: ExerciseTieBreak;
			starts: Square[];
	  }
	| { kind: 'sweep'; name: string; rows: number; cols: number; seed: number; sweep: number };

/** An exercise: the entry function a program defines and the tests it must pass. */
export interface CodeExercise {
	/** Stable id: 'backtracking-5x5', 'warnsdorff-first', … */
	id: string;
	/** A short title for the cell. */
	title: string;
	/** The function the program defines. */
	entry: 'solve' | 'sweep';
	/** The test cases, run in order. */
	tests: CodeTestCase[];
	/** The test whose board the cell shows and animates (index into `tests`). */
	showcase: number;
}

/** The verdict on one test, as the cell lists it. */
export interface TestOutcome {
	name: string;
	passed: boolean;
	/** What the test wanted, in words. */
	expected: string;
	/** What the program gave, in words. */
	got: string;
	/** More: the first error in full, a node count, a comparison. */
	detail?: string;
}
