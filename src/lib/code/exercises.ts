/**
 * The code-cell exercises, as data: lesson 3's backtracking search (plain,
 * then with Warnsdorff ordering), lesson 4's Warnsdorff rule (the first
 * tie-break, then Pohl's and Roth's), and lesson 6's network sweep.
 */
import type { CodeExercise, CodeTestCase, ExerciseTieBreak } from './types.ts';

/** Every square of an 8×8 board, a8 (0) to h1 (63). */
const ALL_64 = Array.from({ length: 64 }, (_, s) => s);

/** A 5×5 open-tour test from a start, with the search reported. */
function searchTest(name: string, start: number, ordering: 'plain' | 'warnsdorff'): CodeTestCase {
	return {
		kind: 'tour',
		name,
		board: { rows: 5, cols: 5, holes: [], start, closed: false },
		search: { ordering },
	};
}

/** A Warnsdorff exercise for a tie-break: one start shown, then all 64. */
function warnsdorffExercise(tieBreak: ExerciseTieBreak, title: string): CodeExercise {
	return {
		id: `warnsdorff-${tieBreak}`,
		title,
		entry: 'solve',
		tests: [
			{
				kind: 'warnsdorff',
				name: 'The walk from a8 on 8×8',
				rows: 8,
				cols: 8,
				tieBreak,
				starts: [0],
			},
			{
				kind: 'warnsdorff',
				name: 'The walk from every square of 8×8',
				rows: 8,
				cols: 8,
				tieBreak,
				starts: ALL_64,
			},
			{
				kind: 'warnsdorff',
				name: 'The walk from a5 on 5×5',
				rows: 5,
				cols: 5,
				tieBreak,
				starts: [0],
			},
		],
		showcase: 0,
	};
}

/** The exercises, in lesson order. */
export const CODE_EXERCISES: readonly CodeExercise[] = [
	{
		id: 'backtracking-5x5',
		title: 'A 5×5 tour by backtracking',
		entry: 'solve',
		tests: [
			searchTest('5×5 from the corner a1', 20, 'plain'),
			searchTest('5×5 from the corner e1', 24, 'plain'),
			searchTest('5×5 from the corner a5', 0, 'plain'),
			{
				kind: 'tour',
				name: '3×4 from a3',
				board: { rows: 3, cols: 4, holes: [], start: 0, closed: false },
			},
		],
		showcase: 0,
	},
	{
		id: 'backtracking-warnsdorff-5x5',
		title: 'Backtracking with Warnsdorff ordering',
		entry: 'solve',
		tests: [
			searchTest('5×5 from the corner a1', 20, 'warnsdorff'),
			searchTest('5×5 from the corner e1', 24, 'warnsdorff'),
			searchTest('5×5 from the centre c3', 12, 'warnsdorff'),
		],
		showcase: 0,
	},
	warnsdorffExercise('first', "Warnsdorff's rule, first tie-break"),
	warnsdorffExercise('pohl', "Warnsdorff's rule with Pohl's tie-break"),
	warnsdorffExercise('roth', "Warnsdorff's rule with Roth's tie-break"),
	{
		id: 'network-sweep',
		title: 'One sweep of the Takefuji–Lee network',
		entry: 'sweep',
		tests: [
			{ kind: 'sweep', name: 'Sweep 1 on 6×6, seed 1', rows: 6, cols: 6, seed: 1, sweep: 1 },
			{ kind: 'sweep', name: 'Sweep 1 on 8×8, seed 7', rows: 8, cols: 8, seed: 7, sweep: 1 },
			{ kind: 'sweep', name: 'Sweep 3 on 8×8, seed 7', rows: 8, cols: 8, seed: 7, sweep: 3 },
		],
		showcase: 0,
	},
];

/** Returns the exercise with this id, or throws a RangeError that lists the ids. */
export function getExercise(id: string): CodeExercise {
	const exercise = CODE_EXERCISES.find((e) => e.id === id);
	if (exercise === undefined) {
		throw new RangeError(
			`No code exercise "${String(id)}"; the exercises are ${CODE_EXERCISES.map((e) => e.id).join(', ')}.`,
		);
	}
	return exercise;
}
