/**
 * What the lesson says about other leapers, computed from the library when
 * the page is built: components, the smallest connected square boards, and
 * what the tour search says on a few boards. Not imported by the widgets.
 */
import { createBoard } from '../../../lib/board.ts';
import type { Leaper } from '../../../lib/leaper.ts';
import { leaperComponents, smallestConnectedSquare } from '../../../lib/leaper-theory.ts';
import { findTour } from '../../../lib/solvers/find-tour.ts';

/** What `findTour` (default options) says about a leaper on a board. */
export interface TourFact {
	status: 'found' | 'impossible' | 'gave-up';
	positions: number;
}

/** Runs the library's tour search for a leaper on a rows × cols board. */
export function leaperTour(leaper: Leaper, rows: number, cols: number): TourFact {
	const result = findTour(createBoard(rows, cols, { leaper }));
	return { status: result.status, positions: result.stats.nodes };
}

/** The numbers of the "Other leapers" section. */
export function leaperFacts() {
	const camel = leaperComponents(createBoard(8, 8, { leaper: [1, 3] }));
	return {
		camelPieces: camel.length,
		camelSizes: camel.map((piece) => piece.length),
		smallest: {
			knight: smallestConnectedSquare([1, 2]),
			camel: smallestConnectedSquare([1, 3]),
			zebra: smallestConnectedSquare([2, 3]),
			giraffe: smallestConnectedSquare([1, 4]),
		},
		zebra6: leaperTour([2, 3], 6, 6),
		zebra8: leaperTour([2, 3], 8, 8),
		zebra10: leaperTour([2, 3], 10, 10),
		giraffe8: leaperTour([1, 4], 8, 8),
		giraffe9: leaperTour([1, 4], 9, 9),
	};
}
