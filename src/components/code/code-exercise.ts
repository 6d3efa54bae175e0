/**
 * What a cell shows of its exercise before and after a run: the showcase
 * test's board, with the start square when the test fixes one.
 */
import type { CodeExercise } from '../../lib/code/types.ts';

/** The board a cell animates: its size and the start square (null when any). */
export interface ShowcaseBoard {
	rows: number;
	cols: number;
	start: number | null;
}

/** Returns the board of the exercise's showcase test, as the cell's `board` prop takes it. */
export function showcaseBoard(exercise: CodeExercise): ShowcaseBoard {
	const test = exercise.tests[exercise.showcase] ?? exercise.tests[0];
	if (test === undefined) throw new RangeError(`Exercise "${exercise.id}" has no tests.`);
	switch (test.kind) {
		case 'tour':
			return { rows: test.board.rows, cols: test.board.cols, start: test.board.start };
		case 'warnsdorff':
			return {
				rows: test.rows,
				cols: test.cols,
				start: test.starts.length === 1 ? (test.starts[0] ?? null) : null,
			};
		case 'sweep':
			return { rows: test.rows, cols: test.cols, start: null };
	}
}
