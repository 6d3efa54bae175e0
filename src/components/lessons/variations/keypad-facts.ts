/**
 * What the lesson says about the knight on a keypad, computed from the library
 * when the page is built. Not imported by the widgets.
 */
import { degree } from '../../../lib/board.ts';
import { countWalks } from '../../../lib/counting/count-walks.ts';
import { MAX_ENUMERATED_WALKS } from '../../../lib/counting/enumerate-walks.ts';
import {
	KEY_LABELS,
	VOWELS,
	countKeypadSequences,
	keySquare,
	keypadBoard,
} from '../../../lib/counting/keypad.ts';

/** The numbers of "The knight on a keypad". */
export function keypadFacts() {
	const board = keypadBoard();
	const answer = countKeypadSequences({ length: 10, maxVowels: 2 });
	const byKey = [...answer.byKey];
	const most = byKey.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
	const fewest = byKey.reduce((best, entry) => (entry[1] < best[1] ? entry : best));
	let longestListed = 1;
	while (countWalks(board, { length: longestListed + 1 }) <= BigInt(MAX_ENUMERATED_WALKS)) {
		longestListed++;
	}
	return {
		keys: KEY_LABELS.length,
		vowels: VOWELS.length,
		total: answer.total,
		unlimited: countWalks(board, { length: 10 }),
		mostKey: most[0],
		mostCount: most[1],
		mostMoves: degree(board, keySquare(most[0])),
		fewestKey: fewest[0],
		fewestCount: fewest[1],
		pairsNoVowel: countKeypadSequences({ length: 2, maxVowels: 0 }).total,
		longestListed,
		maxListed: MAX_ENUMERATED_WALKS,
	};
}

/** Writes a count with thousands separators, as the lesson prints numbers. */
export function formatNumber(value: bigint | number): string {
	return value.toLocaleString('en-US');
}
