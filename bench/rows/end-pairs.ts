import { boardFacts, createBoard, endPairs, parseSquare } from '../../src/lib/index.ts';
import { countPairs } from '../../src/lib/end-pairs.ts';
import type { BenchRow } from './types.ts';

/** Studies every ordered pair of a side×side board and throws unless `tours` pairs have a tour and none is undecided. */
function study(side: number, tours: number): () => number {
	return () => {
		const counts = countPairs(endPairs(createBoard(side, side)));
		if (counts.tour !== tours || counts.undecided !== 0) {
			throw new Error(
				`${String(side)}×${String(side)}: ${String(counts.tour)} pairs with a tour, ${String(counts.undecided)} undecided; expected ${String(tours)} and 0.`,
			);
		}
		return counts.tour;
	};
}

/** The facts of a 12×12 board with holes (the largest the lesson's widget takes). */
function facts12(): number {
	const plain = createBoard(12, 12);
	const holes = ['a1', 'c2', 'f6', 'g7', 'l12', 'k10'].map((name) => parseSquare(plain, name));
	return boardFacts(createBoard(12, 12, { holes })).facts.length;
}

export const endPairsRows: BenchRow[] = [
	{ name: 'end pairs 5×5: every ordered pair (84 with a tour)', run: study(5, 84) },
	{ name: 'end pairs 6×6: every ordered pair (648 with a tour)', run: study(6, 648) },
	{
		name: 'end pairs 8×8: every ordered pair (2,048 with a tour)',
		run: study(8, 2048),
		repeats: 5,
	},
	{ name: 'board facts 12×12 with 6 holes (colour, leaps, cut squares)', run: facts12 },
];
