/**
 * The lesson's move-constraint puzzles, in the manner of Gary Darby's
 * DelphiForFun knight's tour program: an open tour with some squares fixed at
 * given move numbers (move 1 is the start). Each was cut from a tour found by
 * the library and has exactly one completion; tests/lessons/variations-more.test.ts
 * proves it with an exhaustive search.
 */

/** A puzzle: a board and its given moves as [move number, square name]. */
export interface MovePuzzle {
	/** What the reader picks it by, e.g. "5×5, four givens". */
	name: string;
	rows: number;
	cols: number;
	/** Given moves in increasing move order; the first is move 1 (the start). */
	givens: readonly (readonly [move: number, square: string])[];
}

/** The puzzles, easiest first. */
export const MOVE_PUZZLES: readonly MovePuzzle[] = [
	{
		name: '5×5, four givens',
		rows: 5,
		cols: 5,
		givens: [
			[1, 'c5'],
			[12, 'e2'],
			[22, 'd3'],
			[23, 'e5'],
		],
	},
	{
		name: '5×5, corner start',
		rows: 5,
		cols: 5,
		givens: [
			[1, 'e5'],
			[5, 'c5'],
			[19, 'b4'],
			[21, 'c1'],
		],
	},
	{
		name: '6×6, six givens',
		rows: 6,
		cols: 6,
		givens: [
			[1, 'a3'],
			[10, 'f3'],
			[14, 'a6'],
			[18, 'a4'],
			[26, 'a2'],
			[34, 'f1'],
		],
	},
	{
		name: '6×6, seven givens',
		rows: 6,
		cols: 6,
		givens: [
			[1, 'd3'],
			[7, 'e4'],
			[16, 'd4'],
			[23, 'b5'],
			[25, 'c4'],
			[29, 'c2'],
			[31, 'f3'],
		],
	},
];
