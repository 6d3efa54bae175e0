/**
 * Move constraints ("move 5 on c3") saved to and loaded from a small JSON
 * file, so a teacher can prepare a puzzle once and hand it round. Loading
 * never throws: every problem comes back as a sentence, and the constraints
 * that are fine are kept.
 */
import { parseSquare, squareName, type Board, type Square } from '../../lib/board.ts';
import type { MoveConstraint } from '../../lib/solvers/find-tour.ts';
import { withArticle } from '../../lib/words.ts';

const FORMAT = 'knights-tour-notebook/constraints';

/** What a constraints file holds. */
export interface ConstraintsFile {
	rows: number;
	cols: number;
	constraints: MoveConstraint[];
}

/** Writes constraints as JSON, squares by name so the file can be read and edited by hand. */
export function constraintsToJson(board: Board, constraints: readonly MoveConstraint[]): string {
	const data = {
		format: FORMAT,
		version: 1,
		rows: board.rows,
		cols: board.cols,
		constraints: constraints.map(({ move, square }) => ({
			move,
			square: squareName(board, square),
		})),
	};
	return `${JSON.stringify(data, null, '\t')}\n`;
}

/** Reads a constraints file for `board`; returns the usable constraints and the problems found. */
export function parseConstraintsFile(
	board: Board,
	text: string,
): { constraints: MoveConstraint[]; problems: string[] } {
	const problems: string[] = [];
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return { constraints: [], problems: ['This file is not a constraints file: it is not JSON.'] };
	}
	if (
		typeof data !== 'object' ||
		data === null ||
		(data as { format?: unknown }).format !== FORMAT
	) {
		return {
			constraints: [],
			problems: ['This file is not a constraints file saved by the Playground.'],
		};
	}
	const { rows, cols, constraints } = data as Record<string, unknown>;
	if (typeof rows !== 'number' || typeof cols !== 'number') {
		problems.push('The file does not say which board it was saved for; squares are read by name.');
	} else if (rows !== board.rows || cols !== board.cols) {
		problems.push(
			`The file was saved for ${withArticle(rows)}×${String(cols)} board; this board is ${String(board.rows)}×${String(board.cols)}. Squares are read by name.`,
		);
	}
	if (!Array.isArray(constraints)) {
		problems.push('The file has no list of constraints.');
		return { constraints: [], problems };
	}
	const total = board.size - board.holeCount;
	const result: MoveConstraint[] = [];
	/** Where each move was first placed, and by which constraint, to name it when the move comes again. */
	const placed = new Map<number, { square: Square; by: number }>();
	for (const [i, entry] of constraints.entries()) {
		const label = `Constraint ${String(i + 1)}`;
		const { move, square } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
			string,
			unknown
		>;
		if (typeof move !== 'number' || !Number.isInteger(move) || move < 1 || move > total) {
			problems.push(
				`${label}: the move must be a whole number from 1 to ${String(total)}; skipped.`,
			);
			continue;
		}
		let at: Square;
		try {
			at = parseSquare(board, typeof square === 'string' ? square : '');
		} catch (error) {
			const why = error instanceof Error ? error.message : String(error);
			problems.push(`${label}: ${why} Skipped.`);
			continue;
		}
		const first = placed.get(move);
		if (first !== undefined) {
			problems.push(
				`${label}: move ${String(move)} is already on ${squareName(board, first.square)} (constraint ${String(first.by)}); skipped.`,
			);
			continue;
		}
		placed.set(move, { square: at, by: i + 1 });
		result.push({ move, square: at });
	}
	return { constraints: result, problems };
}
