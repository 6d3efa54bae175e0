/**
 * "Fill in the table" exercises: the cells to fill (a row label, a column
 * label and the right number), built from the library, and the check of what
 * the student typed, cell by cell. Pure, so every kind of slip (thousands
 * separators, a stray letter, an empty cell) is tested.
 */
import { checkArray, checkArrayLike, checkWhole, showValue } from '../../lib/args.ts';
import { createBoard, neighbors, squareName } from '../../lib/board.ts';
import { countWalksTable } from '../../lib/counting/count-walks.ts';
import { KEY_LABELS, VOWELS, keySquare, keypadBoard } from '../../lib/counting/keypad.ts';
import { predictPosition, type PredictWarnsdorff } from './predict.ts';

/** A common wrong value for a cell, and what it shows the student got wrong. */
export interface TableSlip {
	value: number;
	note: string;
}

/** One cell to fill: where it sits and the right number. */
export interface TableCell {
	row: string;
	column: string;
	answer: number;
	/** Wrong values worth a specific note (counting the visited squares, forgetting a vowel). */
	slips?: readonly TableSlip[];
}

/** The verdict on one typed cell. */
export type CellVerdict =
	| { status: 'right' }
	| { status: 'wrong'; note: string }
	| { status: 'empty' }
	| { status: 'unreadable'; message: string };

/** The column of the onward-count table. */
export const ONWARD_COLUMN = 'Onward moves';

/**
 * Cells for "onward counts of the candidate squares" at a Warnsdorff position:
 * one row per candidate square (named algebraically, in the rule's move
 * order), column "Onward moves".
 */
export function onwardTable(spec: PredictWarnsdorff): TableCell[] {
	const position = predictPosition(spec);
	const board = createBoard(spec.rows, spec.cols);
	const visited = new Set(position.path);
	return position.candidates.map(({ square, onward }) => {
		const answer = onward ?? 0;
		const name = squareName(board, square);
		// Counting every knight's move from the square, or the one back to the knight, are the usual slips.
		const all = neighbors(board, square).length;
		const slips: TableSlip[] = [];
		if (all !== answer) {
			slips.push({
				value: all,
				note: `${String(all)} counts every knight's move from ${name}; leave out the squares already visited.`,
			});
		}
		const withKnight = neighbors(board, square).filter(
			(s) => !visited.has(s) || s === position.current,
		).length;
		if (withKnight !== answer && withKnight !== all) {
			slips.push({
				value: withKnight,
				note: `${String(withKnight)} counts the square the knight stands on; it is already visited, so it does not count.`,
			});
		}
		return { row: name, column: ONWARD_COLUMN, answer, ...(slips.length > 0 ? { slips } : {}) };
	});
}

/**
 * Longest keypad table offered. The counts grow about threefold per key, so
 * from 32 to 34 keys on (by the vowel budget) some no longer fit a number
 * typed exactly, and are refused then; the cap only keeps the work small.
 */
export const MAX_KEYPAD_LENGTH = 40;

/** Names the column of sequences with exactly `c` vowels: "0 vowels", "1 vowel". */
export function vowelColumn(c: number): string {
	return `${String(c)} vowel${c === 1 ? '' : 's'}`;
}

/** Reads the keypad's walk counts for one length: per key (in `keys`' order), per exact vowel count. */
function keypadCounts(
	fn: string,
	length: number,
	vowelBudget: number,
	keys: readonly string[],
): number[][] {
	const board = keypadBoard();
	const limit = { squares: VOWELS.map(keySquare), atMost: vowelBudget };
	const table = countWalksTable(board, { length, limit });
	return keys.map((key) => {
		const row = table[keySquare(key)] ?? [];
		return Array.from({ length: vowelBudget + 1 }, (_, c) => {
			const value = row[c] ?? 0n;
			if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
				throw new RangeError(
					`${fn}: the counts for length ${String(length)} are too large to type exactly; choose a shorter length.`,
				);
			}
			return Number(value);
		});
	});
}

/** Checks the keypad table's arguments and returns the keys (all of them by default). */
function checkKeypad(
	fn: string,
	length: number,
	vowelBudget: number,
	keys: readonly string[] | undefined,
): readonly string[] {
	checkWhole(fn, 'length', length, 1, MAX_KEYPAD_LENGTH);
	checkWhole(fn, 'vowelBudget', vowelBudget, 0);
	if (keys === undefined) return KEY_LABELS;
	checkArray(fn, 'keys', keys, 'an array of key labels');
	return keys.map((key: unknown, i) => {
		const label = typeof key === 'string' ? key.trim().toUpperCase() : '';
		if (!KEY_LABELS.includes(label)) {
			throw new RangeError(
				`${fn}: keys[${String(i)}] must be a key label (${KEY_LABELS.join(' ')}), got ${showValue(key)}.`,
			);
		}
		return label;
	});
}

/**
 * Cells of the keypad's table for one length, as the lesson defines it:
 * N_length(x, c), the sequences of `length` keys that start on key x and use
 * exactly c vowels (A, E, I, O; repeats count), for c = 0 … `vowelBudget`.
 * Rows are keys (all of them unless `keys` is given), columns "0 vowels", ….
 */
export function keypadCells(
	length: number,
	vowelBudget: number,
	keys?: readonly string[],
): TableCell[] {
	const rows = checkKeypad('keypadCells', length, vowelBudget, keys);
	const counts = keypadCounts('keypadCells', length, vowelBudget, rows);
	return rows.flatMap((key, i) =>
		(counts[i] ?? []).map((answer, c) => ({ row: key, column: vowelColumn(c), answer })),
	);
}

/**
 * Cells for the keypad program's next table: given the table for `length`
 * keys (`keypadCells(length, vowelBudget)`), the entries for `length + 1`
 * keys, N(x, c) = the sum of N_length(y, c − v(x)) over the keys y a knight's
 * move from x, where v(x) is 1 for a vowel. Rows are `keys` (all by default).
 */
export function keypadTable(
	length: number,
	vowelBudget: number,
	keys?: readonly string[],
): TableCell[] {
	const fn = 'keypadTable';
	const rows = checkKeypad(fn, length, vowelBudget, keys);
	checkWhole(fn, 'length', length, 1, MAX_KEYPAD_LENGTH - 1);
	const next = keypadCounts(fn, length + 1, vowelBudget, rows);
	const given = keypadCounts(fn, length, vowelBudget, KEY_LABELS);
	const board = keypadBoard();
	return rows.flatMap((key, i) => {
		const isVowel = VOWELS.includes(key);
		const moves = neighbors(board, keySquare(key)).map((s) => KEY_LABELS.indexOf(keyAt(s)));
		return (next[i] ?? []).map((answer, c) => {
			const slips: TableSlip[] = [];
			// The slip the lesson warns of: a vowel key's own vowel forgotten (c instead of c − 1).
			const unshifted = moves.reduce((sum, k) => sum + (given[k]?.[c] ?? 0), 0);
			if (isVowel && unshifted !== answer) {
				const instead =
					c === 0
						? `so no sequence that starts on it has 0 vowels`
						: `so add their "${vowelColumn(c - 1)}" entries instead`;
				slips.push({
					value: unshifted,
					note: `${String(unshifted)} adds the "${vowelColumn(c)}" entries of the keys a move away, but ${key} is a vowel itself, ${instead}.`,
				});
			}
			return { row: key, column: vowelColumn(c), answer, ...(slips.length > 0 ? { slips } : {}) };
		});
	});
}

/** Returns the label of the key on a square of the keypad. */
function keyAt(square: number): string {
	return KEY_LABELS.find((label) => keySquare(label) === square) ?? '';
}

/** Separators people put between groups of three digits: comma, space, thin spaces, apostrophe, underscore. */
const GROUP = /^[+-]?\d{1,3}(?:([,\s\u202f\u2009'_])\d{3})(?:\1\d{3})*$/;

/** Reads a typed whole number, allowing thousands separators; a message when it is not one. */
function readCell(text: string): { value: number } | { message: string } {
	const typed = text.trim();
	if (/^[+-]?\d+$/.test(typed) || GROUP.test(typed)) {
		const value = Number(typed.replace(/[^\d+-]/g, ''));
		if (Number.isSafeInteger(value)) return { value };
		return { message: `"${typed}" is too long a number; check the digits.` };
	}
	if (/^[+-]?[\d,\s\u202f\u2009'_]+$/.test(typed)) {
		return {
			message: `"${typed}" has a separator in the wrong place: write the digits alone, or group them in threes (1,234).`,
		};
	}
	if (/^[+-]?\d*[.]\d+$/.test(typed)) {
		return { message: `"${typed}" is not a whole number: these counts are whole numbers.` };
	}
	return { message: `"${typed}" is not a number; type digits only, such as 12.` };
}

/** Checks one typed cell against its answer. */
function checkCell(cell: TableCell, given: string): CellVerdict {
	if (given.trim() === '') return { status: 'empty' };
	const read = readCell(given);
	if ('message' in read) return { status: 'unreadable', message: read.message };
	if (read.value === cell.answer) return { status: 'right' };
	const slip = cell.slips?.find((s) => s.value === read.value);
	if (slip !== undefined) return { status: 'wrong', note: slip.note };
	const shown = read.value.toLocaleString('en-US');
	return {
		status: 'wrong',
		note: `${shown} is not right for ${cell.row} (${cell.column.toLowerCase()}): the answer is ${read.value < cell.answer ? 'larger' : 'smaller'}.`,
	};
}

/**
 * Checks typed cells, `given[i]` for `cells[i]`: each right, wrong (with a
 * note), empty, or unreadable (with what to fix). Thousands separators are
 * fine. `right` is true when every cell is right.
 */
export function checkTable(
	cells: readonly TableCell[],
	given: readonly string[],
): { right: boolean; cells: CellVerdict[] } {
	const fn = 'checkTable';
	checkArrayLike(fn, 'cells', cells);
	checkArrayLike(fn, 'given', given);
	if (given.length !== cells.length) {
		throw new RangeError(
			`${fn}: given must hold one entry per cell (${String(cells.length)}), got ${String(given.length)}.`,
		);
	}
	const verdicts = cells.map((cell, i) => {
		const text = given[i];
		if (typeof text !== 'string') {
			throw new TypeError(`${fn}: given[${String(i)}] must be a string, got ${typeof text}.`);
		}
		return checkCell(cell, text);
	});
	return { right: verdicts.every((v) => v.status === 'right'), cells: verdicts };
}
