/**
 * The keypad's dynamic program as a stream of tables, one per length, for the
 * step player: entry [key][c] of the table for length k counts the sequences
 * of k keys that start on that key and use exactly c marked keys.
 */
import { neighbors } from '../../../lib/board.ts';
import { countWalksTable } from '../../../lib/counting/count-walks.ts';
import { KEY_LABELS, keySquare, keypadBoard } from '../../../lib/counting/keypad.ts';

/** The table for one length: `counts[i][c]` for the i-th key of `KEY_LABELS`. */
export interface KeypadLayer {
	length: number;
	counts: bigint[][];
}

/** What the program counts: sequences of `length` keys using at most `budget` of the `marked` keys. */
export interface KeypadSetup {
	length: number;
	budget: number;
	marked: readonly string[];
}

/** The keys a knight's move from each key, in keypad order, e.g. H → A, C, E, K, O, 2. */
export const KEY_MOVES: readonly (readonly string[])[] = (() => {
	const board = keypadBoard();
	const labels = [...KEY_LABELS];
	return labels.map((label) =>
		neighbors(board, keySquare(label))
			.map((square) => labels.find((l) => keySquare(l) === square) ?? '?')
			.sort((a, b) => labels.indexOf(a) - labels.indexOf(b)),
	);
})();

/** Yields the table of each length from 1 to `setup.length`, computed by the library's walk counter. */
export function* keypadLayers(setup: KeypadSetup): Generator<KeypadLayer, bigint, void> {
	const board = keypadBoard();
	const limit = { squares: setup.marked.map(keySquare), atMost: setup.budget };
	let total = 0n;
	for (let length = 1; length <= setup.length; length++) {
		const table = countWalksTable(board, { length, limit });
		const counts = KEY_LABELS.map((label) => {
			const row = table[keySquare(label)] ?? [];
			// Columns for every budget level, zeros where the length is too short to reach them.
			return Array.from({ length: setup.budget + 1 }, (_, c) => row[c] ?? 0n);
		});
		total = counts.flat().reduce((sum, value) => sum + value, 0n);
		yield { length, counts };
	}
	return total;
}
