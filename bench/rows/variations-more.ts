import {
	countWalksByEnumeration,
	createBoard,
	findTour,
	keySquare,
	keypadBoard,
	leaperComponents,
	VOWELS,
} from '../../src/lib/index.ts';
import { keypadLayers } from '../../src/components/lessons/variations/keypad-program.ts';
import { puzzleConstraints } from '../../src/components/lessons/variations/puzzle-check.ts';
import { MOVE_PUZZLES } from '../../src/components/lessons/variations/puzzle-data.ts';
import type { BenchRow } from './types.ts';

/** Runs the keypad widget's program to the end: what one keystroke in its boxes costs on the main thread. */
function keypadTables(length: number, budget: number): bigint {
	const steps = keypadLayers({ length, budget, marked: VOWELS });
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

const puzzle3 = MOVE_PUZZLES[2];
const board6 = createBoard(6, 6);

export const variationsRows: BenchRow[] = [
	{
		name: 'leaperComponents 16×16 giraffe (leaper widget redraw)',
		run: () => leaperComponents(createBoard(16, 16, { leaper: [1, 4] })),
		repeats: 201,
	},
	{
		name: 'keypad tables, lengths 1–20, budget 20 (keypad widget, main thread)',
		run: () => keypadTables(20, 20),
		repeats: 21,
	},
	{
		name: 'keypad tables, lengths 1–10, budget 2 (keypad widget, main thread)',
		run: () => keypadTables(10, 2),
		repeats: 201,
	},
	{
		name: 'countWalksByEnumeration keypad, length 10 (Check by listing, worker)',
		run: () =>
			countWalksByEnumeration(keypadBoard(), {
				length: 10,
				limit: { squares: VOWELS.map(keySquare), atMost: 2 },
			}),
		repeats: 7,
	},
	{
		name: 'findTour zebra 8×8, proved impossible (Find a tour, worker)',
		run: () => findTour(createBoard(8, 8, { leaper: [2, 3] })),
		repeats: 5,
	},
	{
		name: 'findTour puzzle 3 from its givens (Solve, worker)',
		run: () =>
			puzzle3 === undefined
				? null
				: findTour(board6, { constraints: puzzleConstraints(board6, puzzle3) }),
		repeats: 21,
	},
];
