import { describe, expect, test } from 'vitest';
import {
	MAX_LISTED_HOLES,
	describeWorksheetSquare,
	sizeWithArticle,
	squaresToFill,
	taskBoard,
	tourConditions,
} from '../../../src/components/classroom/worksheet-words.ts';
import { createBoard, parseSquare } from '../../../src/lib/index.ts';

const five = createBoard(5, 5);
const at = (name: string): number => parseSquare(five, name);

describe('tourConditions(task)', () => {
	test('a 5×5 tour from a1: the board, the start, and the numbers to write', () => {
		expect(tourConditions({ board: { rows: 5, cols: 5 }, start: at('a1') })).toEqual([
			'Build a knight’s tour of a 5×5 board: visit each of its 25 squares exactly once, every step a knight’s move.',
			'Start on a1, marked S.',
			'Write the move numbers 1 to 25 in the squares, in order.',
		]);
	});

	test('a closed 8×8 tour: "an 8×8" and the closing condition', () => {
		const lines = tourConditions({ board: { rows: 8, cols: 8 }, closed: true });
		expect(lines[0]).toContain('Build a closed knight’s tour of an 8×8 board');
		expect(lines).toContain('Closed: the last square must be a knight’s move from the first.');
		expect(lines.at(-1)).toBe('Write the move numbers 1 to 64 in the squares, in order.');
	});

	test('holes, an end and fixed moves, in move order, each square named', () => {
		const lines = tourConditions({
			board: { rows: 5, cols: 5, holes: [at('e1'), at('c3')] },
			end: at('e5'),
			constraints: [
				{ move: 12, square: at('d2') },
				{ move: 7, square: at('b3') },
			],
		});
		expect(lines).toContain('The 2 shaded squares (c3 and e1) are holes: leave them out.');
		expect(lines).toContain('End on e5, marked E.');
		expect(lines).toContain('Fixed moves, printed on the board: move 7 on b3 and move 12 on d2.');
		expect(lines[0]).toContain('each of its 23 squares');
		expect(lines.at(-1)).toBe('Write the move numbers 1 to 23 in the squares, in order.');
	});

	test('one hole is "the shaded square"; many holes are counted, not listed', () => {
		expect(tourConditions({ board: { rows: 5, cols: 5, holes: [at('c3')] } })).toContain(
			'The shaded square (c3) is a hole: leave it out.',
		);
		const holes = Array.from({ length: MAX_LISTED_HOLES + 1 }, (_, i) => i);
		const lines = tourConditions({ board: { rows: 8, cols: 8, holes } });
		expect(lines).toContain(
			`The ${String(holes.length)} shaded squares are holes: leave them out.`,
		);
	});

	test('a board wider than 26 columns names squares by column and row', () => {
		const lines = tourConditions({ board: { rows: 3, cols: 30 }, start: 60 });
		expect(lines).toContain('Start on column 1, row 1 (aa1), marked S.');
	});
});

describe('describeWorksheetSquare(task, board, square)', () => {
	test('says what is marked on a square, or that it is empty', () => {
		const task = {
			board: { rows: 5, cols: 5, holes: [at('c3')] },
			start: at('a1'),
			constraints: [{ move: 7, square: at('b3') }],
		};
		const board = taskBoard(task);
		expect(describeWorksheetSquare(task, board, at('a1'))).toBe('a1, start');
		expect(describeWorksheetSquare(task, board, at('c3'))).toBe('c3, hole');
		expect(describeWorksheetSquare(task, board, at('b3'))).toBe('b3, move 7 fixed');
		expect(describeWorksheetSquare(task, board, at('d4'))).toBe('d4, empty');
	});
});

describe('sizeWithArticle / squaresToFill', () => {
	test.each([
		[5, 5, 'a 5×5 board'],
		[8, 8, 'an 8×8 board'],
		[11, 4, 'an 11×4 board'],
		[18, 18, 'an 18×18 board'],
	])('%i×%i is %s', (rows, cols, words) => {
		expect(sizeWithArticle(rows, cols)).toBe(words);
	});

	test('repeated holes count once', () => {
		expect(squaresToFill({ board: { rows: 4, cols: 4, holes: [0, 0, 5] } })).toBe(14);
	});
});
