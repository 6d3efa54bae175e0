/**
 * The knight on a keypad, a classic interview puzzle: keys A–O in three rows
 * of five with 1 2 3 under the middle three, so a 4×5 board without its
 * bottom corners. How many sequences of ten keys, each a knight's move from
 * the one before, use at most two vowels? The counts come from `countWalks`.
 */
import { checkOptions, checkString, checkWhole, showValue } from '../args.ts';
import { createBoard, type Board, type Square } from '../board.ts';
import { MAX_WALK_LENGTH, countWalksTable } from './count-walks.ts';

/** The keys row by row as drawn; a space is a hole (the bottom corners). */
const LAYOUT = ['ABCDE', 'FGHIJ', 'KLMNO', ' 123 '] as const;
const COLS = 5;

/** The vowels among the keys; they count against the limit. */
export const VOWELS: readonly string[] = ['A', 'E', 'I', 'O'];

/** Every key label in keypad order (row by row, left to right). */
export const KEY_LABELS: readonly string[] = [...LAYOUT.join('')].filter((key) => key !== ' ');

/** Options for `countKeypadSequences`. */
export interface KeypadOptions {
	/** Keys in a sequence; 10 by default. */
	length?: number;
	/** Most vowels a sequence may use, counting repeats; 2 by default. */
	maxVowels?: number;
}

/** The answer: all sequences, and the sequences that begin on each key (in keypad order). */
export interface KeypadCount {
	total: bigint;
	byKey: Map<string, bigint>;
}

/** Creates the keypad as a 4×5 knight's board whose bottom-left and bottom-right squares are holes. */
export function keypadBoard(): Board {
	return createBoard(LAYOUT.length, COLS, { holes: [3 * COLS, 3 * COLS + COLS - 1] });
}

/** Returns the label of the key on `square`, or throws a `RangeError` for holes and off-board squares. */
export function keyLabel(square: Square): string {
	if (typeof square !== 'number') {
		throw new TypeError(`keyLabel: square must be a square number, got ${showValue(square)}.`);
	}
	const label = Number.isInteger(square) ? LAYOUT.join('').charAt(square) : '';
	if (label === '' || label === ' ') {
		throw new RangeError(
			`keyLabel: square ${String(square)} is not a key: keys are squares 0–14 and 16–18 of the 4×5 keypad.`,
		);
	}
	return label;
}

/** Returns the square of the key labelled `label` (case ignored), or throws a `RangeError`. */
export function keySquare(label: string): Square {
	checkString('keySquare', 'label', label);
	const key = label.trim().toUpperCase();
	const square = key.length === 1 && key !== ' ' ? LAYOUT.join('').indexOf(key) : -1;
	if (square < 0) {
		throw new RangeError(
			`keySquare: label "${label}" is not a key: the keys are ${KEY_LABELS.join(' ')}.`,
		);
	}
	return square;
}

/** Counts key sequences joined by knight's moves with at most `maxVowels` vowels, per first key and in total. */
export function countKeypadSequences(options: KeypadOptions = {}): KeypadCount {
	const fn = 'countKeypadSequences';
	checkOptions(fn, options);
	const { length = 10, maxVowels = 2 } = options ?? {};
	checkWhole(fn, 'options.length', length, 1, MAX_WALK_LENGTH);
	checkWhole(fn, 'options.maxVowels', maxVowels, 0);
	const board = keypadBoard();
	const limit = { squares: VOWELS.map(keySquare), atMost: maxVowels };
	const table = countWalksTable(board, { length, limit });
	const byKey = new Map<string, bigint>();
	let total = 0n;
	for (const label of KEY_LABELS) {
		const count = (table[keySquare(label)] ?? []).reduce((sum, value) => sum + value, 0n);
		byKey.set(label, count);
		total += count;
	}
	return { total, byKey };
}
