import { describe, expect, test } from 'vitest';
import {
	predictPosition,
	type PredictWarnsdorff,
} from '../../../src/components/exercises/predict.ts';
import {
	ONWARD_COLUMN,
	checkTable,
	keypadCells,
	keypadTable,
	onwardTable,
	vowelColumn,
	type TableCell,
} from '../../../src/components/exercises/table-check.ts';
import { createBoard, parseSquare, squareName, type Square } from '../../../src/lib/index.ts';

describe('onwardTable(spec)', () => {
	test('one row per candidate with its free onward squares, counted independently', () => {
		const rows = 8;
		const cols = 8;
		const board = createBoard(rows, cols);
		// Independent count: knight moves from a square that stay on the board and are not on the path.
		const moves = [
			[-2, 1],
			[-1, 2],
			[1, 2],
			[2, 1],
			[2, -1],
			[1, -2],
			[-1, -2],
			[-2, -1],
		] as const;
		const leaps = (s: Square): Square[] =>
			moves
				.map(([dr, dc]) => [Math.floor(s / cols) + dr, (s % cols) + dc] as const)
				.filter(([r, c]) => r >= 0 && r < rows && c >= 0 && c < cols)
				.map(([r, c]) => r * cols + c);
		for (const step of [1, 2, 7, 20]) {
			const spec: PredictWarnsdorff = {
				algorithm: 'warnsdorff',
				rows,
				cols,
				start: parseSquare(board, 'd4'),
				tieBreak: 'first',
				step,
			};
			const { path, current } = predictPosition(spec);
			const cells = onwardTable(spec);
			const free = leaps(current).filter((s) => !path.includes(s));
			expect(cells.map((c) => c.row).sort()).toEqual(free.map((s) => squareName(board, s)).sort());
			for (const cell of cells) {
				const square = parseSquare(board, cell.row);
				expect(cell.column).toBe(ONWARD_COLUMN);
				expect(cell.answer).toBe(leaps(square).filter((s) => !path.includes(s)).length);
			}
		}
	});

	test('counting every move, visited squares included, gets a specific note', () => {
		const spec: PredictWarnsdorff = {
			algorithm: 'warnsdorff',
			rows: 8,
			cols: 8,
			start: 0,
			tieBreak: 'first',
			step: 10,
		};
		const cells = onwardTable(spec);
		// At this position e2 has 6 knight's moves on the board, 4 of them to free squares.
		const e2 = cells.find((c) => c.row === 'e2');
		expect(e2?.answer).toBe(4);
		const check = checkTable(
			cells,
			cells.map((c) => (c.row === 'e2' ? '6' : String(c.answer))),
		);
		expect(check.right).toBe(false);
		expect(check.cells[cells.indexOf(e2 as TableCell)]).toEqual({
			status: 'wrong',
			note: "6 counts every knight's move from e2; leave out the squares already visited.",
		});
	});
});

// The keypad as the lesson draws it, and its knight's moves, written out here independently.
const LAYOUT = ['ABCDE', 'FGHIJ', 'KLMNO', ' 123 '];
const KEYS = LAYOUT.join('').replace(/ /g, '').split('');
const VOWELS = new Set(['A', 'E', 'I', 'O']);

/** The keys a knight's move from `key`. */
function keyMoves(key: string): string[] {
	const index = LAYOUT.join('').indexOf(key);
	const r = Math.floor(index / 5);
	const c = index % 5;
	const out: string[] = [];
	for (const [dr, dc] of [
		[1, 2],
		[2, 1],
		[-1, 2],
		[-2, 1],
		[1, -2],
		[2, -1],
		[-1, -2],
		[-2, -1],
	] as const) {
		const label = LAYOUT[r + dr]?.[c + dc];
		if (label !== undefined && label !== ' ') out.push(label);
	}
	return out;
}

/** The lesson's program, N_k(x, c), run independently: exact vowel counts c = 0 … budget. */
function oracleKeypad(length: number, budget: number): Map<string, number[]> {
	let table = new Map<string, number[]>(
		KEYS.map((key) => [
			key,
			Array.from({ length: budget + 1 }, (_, c) => (c === (VOWELS.has(key) ? 1 : 0) ? 1 : 0)),
		]),
	);
	for (let k = 2; k <= length; k++) {
		const previous = table;
		table = new Map<string, number[]>(
			KEYS.map((key) => {
				const v = VOWELS.has(key) ? 1 : 0;
				return [
					key,
					Array.from({ length: budget + 1 }, (_, c) =>
						c - v < 0
							? 0
							: keyMoves(key).reduce((sum, y) => sum + (previous.get(y)?.[c - v] ?? 0), 0),
					),
				];
			}),
		);
	}
	return table;
}

describe('keypadCells(length, vowelBudget, keys) and keypadTable(length, vowelBudget, keys)', () => {
	test.each([
		[1, 2],
		[2, 0],
		[3, 2],
		[6, 1],
		[10, 2],
	])('length %i, budget %i: every key, as the independent program counts', (length, budget) => {
		const expected = oracleKeypad(length, budget);
		const cells = keypadCells(length, budget);
		expect(cells).toHaveLength(KEYS.length * (budget + 1));
		for (const cell of cells) {
			const c = Number(cell.column.split(' ')[0]);
			expect(cell.column).toBe(vowelColumn(c));
			expect(cell.answer).toBe(expected.get(cell.row)?.[c]);
		}
	});

	test("the lesson's answer: 10 keys, at most two vowels", () => {
		const total = keypadCells(10, 2).reduce((sum, cell) => sum + cell.answer, 0);
		const oracle = [...oracleKeypad(10, 2).values()].flat().reduce((a, b) => a + b, 0);
		expect(total).toBe(oracle);
	});

	test('the next table is the table of one more key, for the keys asked', () => {
		const cells = keypadTable(4, 2, ['a', 'H', '2']);
		const expected = oracleKeypad(5, 2);
		expect(cells.map((c) => `${c.row} ${c.column}`)).toEqual([
			'A 0 vowels',
			'A 1 vowel',
			'A 2 vowels',
			'H 0 vowels',
			'H 1 vowel',
			'H 2 vowels',
			'2 0 vowels',
			'2 1 vowel',
			'2 2 vowels',
		]);
		for (const cell of cells) {
			expect(cell.answer).toBe(expected.get(cell.row)?.[Number(cell.column.split(' ')[0])]);
		}
		expect(keypadTable(4, 2)).toHaveLength(KEYS.length * 3);
	});

	test("forgetting a vowel key's own vowel gets a specific note", () => {
		const cells = keypadTable(2, 2, ['A']);
		const given = oracleKeypad(2, 2);
		// The slip: adding the neighbours' entries of the same column, as if A were no vowel.
		const unshifted = (c: number): number =>
			keyMoves('A').reduce((sum, y) => sum + (given.get(y)?.[c] ?? 0), 0);
		const check = checkTable(cells, [String(unshifted(0)), '', String(unshifted(2))]);
		expect(check.cells[0]).toEqual({
			status: 'wrong',
			note: `${String(unshifted(0))} adds the "0 vowels" entries of the keys a move away, but A is a vowel itself, so no sequence that starts on it has 0 vowels.`,
		});
		expect(check.cells[1]).toEqual({ status: 'empty' });
		expect(check.cells[2]).toMatchObject({
			note: expect.stringContaining('add their "1 vowel" entries instead'),
		});
	});

	test('refuses bad arguments', () => {
		expect(() => keypadTable(0, 2)).toThrow('keypadTable: length');
		expect(() => keypadCells(3, -1)).toThrow('keypadCells: vowelBudget');
		expect(() => keypadTable(3, 2, ['Z'])).toThrow('keypadTable: keys[0]');
		expect(() => keypadCells(36, 2)).toThrow('too large to type exactly');
	});
});

describe('checkTable(cells, given)', () => {
	const cells: TableCell[] = [
		{ row: 'A', column: '1 vowel', answer: 1234 },
		{ row: 'B', column: '0 vowels', answer: 7 },
	];

	test.each([
		['1234', { status: 'right' }],
		['1,234', { status: 'right' }],
		['1 234', { status: 'right' }],
		["1'234", { status: 'right' }],
		['  1234 ', { status: 'right' }],
		['', { status: 'empty' }],
		['   ', { status: 'empty' }],
		[
			'1200',
			{ status: 'wrong', note: '1,200 is not right for A (1 vowel): the answer is larger.' },
		],
		[
			'1,300',
			{ status: 'wrong', note: '1,300 is not right for A (1 vowel): the answer is smaller.' },
		],
		[
			'12,34',
			{
				status: 'unreadable',
				message:
					'"12,34" has a separator in the wrong place: write the digits alone, or group them in threes (1,234).',
			},
		],
		[
			'12.5',
			{
				status: 'unreadable',
				message: '"12.5" is not a whole number: these counts are whole numbers.',
			},
		],
		[
			'twelve',
			{ status: 'unreadable', message: '"twelve" is not a number; type digits only, such as 12.' },
		],
	] as const)('%j', (typed, verdict) => {
		expect(checkTable(cells, [typed, '7']).cells[0]).toEqual(verdict);
	});

	test('right only when every cell is right', () => {
		expect(checkTable(cells, ['1,234', '7'])).toEqual({
			right: true,
			cells: [{ status: 'right' }, { status: 'right' }],
		});
		expect(checkTable(cells, ['1,234', '']).right).toBe(false);
		expect(checkTable(cells, ['1,234', '8']).right).toBe(false);
	});

	test('needs one typed entry per cell', () => {
		expect(() => checkTable(cells, ['1'])).toThrow(RangeError);
		expect(() => checkTable(cells, ['1'])).toThrow('checkTable: given');
		expect(() => checkTable(cells, ['1', 2 as never])).toThrow('checkTable: given[1]');
	});
});
