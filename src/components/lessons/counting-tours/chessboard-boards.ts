/**
 * The boards "Count the chessboard's tours yourself" offers, assembled when the page is built: 6×8
 * to see the count through in seconds, and 8×8. Their published counts come from known-counts.ts;
 * 8×8's time for each group from a measured run (chessboard-work.json).
 */
import { createBoard } from '../../../lib/board.ts';
import { classGroups } from '../../../lib/counting/split-sweep.ts';
import type { GroupWork } from './chessboard-estimate.ts';
import type { ChessboardChoice } from './chessboard-state.svelte.ts';
import { findKnownCount } from './known-counts.ts';
import work from './chessboard-work.json';

/** Bytes a state takes saved: its key, its pairing in two words, and its count. */
export const BYTES_PER_STATE = 4 + 4 + 4 + 8;

/** The measured run of 8×8 by class: each group's seconds and the states it ends with. */
export const CHESSBOARD_WORK: GroupWork & { board: string; measured: string; states: number[] } =
	work;

/** The seconds a measured run took in all. */
export function measuredSeconds(measured: GroupWork): number {
	return [...measured.sweep, ...measured.join].reduce((sum, s) => sum + s, 0);
}

/** One offered board. */
function choice(
	rows: number,
	cols: number,
	note: string,
	states: number,
	measured: GroupWork | null,
): ChessboardChoice {
	const groups = classGroups(createBoard(rows, cols));
	const known = findKnownCount({ rows, cols, closed: true, counted: 'undirected' });
	if (groups === null || known === null) {
		throw new Error(
			`${String(rows)}×${String(cols)} cannot be offered: no classes or no published count.`,
		);
	}
	return {
		rows,
		cols,
		note,
		groups,
		published: String(known.value),
		source: known.source,
		work: measured === null ? null : { sweep: measured.sweep, join: measured.join },
		bytes: BYTES_PER_STATE * states,
	};
}

/** The offered boards; `states68` is the states a side of 6×8 ends with (split-numbers.ts). */
export function chessboardChoices(states68: number): ChessboardChoice[] {
	const states88 = CHESSBOARD_WORK.states.reduce((sum, s) => sum + s, 0);
	return [
		choice(6, 8, 'a few seconds', states68, null),
		choice(8, 8, 'the chessboard: a quarter of an hour or more', states88, CHESSBOARD_WORK),
	];
}
