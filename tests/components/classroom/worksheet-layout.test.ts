import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	LABEL_MARGIN_SQUARES,
	MAX_SQUARE_MM,
	PAGE_MARGIN_MM,
	PAPER_MM,
	PRINT_AREA,
	boardMarks,
	boardPrintSize,
	squareMarks,
} from '../../../src/components/classroom/worksheet-layout.ts';
import { createBoard, parseSquare } from '../../../src/lib/index.ts';

/** A4 and US Letter, in mm (ISO 216; ANSI/ASME Y14.1: 8.5 × 11 in at 25.4 mm to the inch). */
const A4 = { width: 210, height: 297 };
const LETTER = { width: 8.5 * 25.4, height: 11 * 25.4 };

const sides = Array.from({ length: 40 }, (_, i) => i + 1);
const allSizes = sides.flatMap((rows) => sides.map((cols) => [rows, cols] as const));

describe('the paper', () => {
	test('is laid out for the smaller of A4 and Letter in each direction', () => {
		expect(PAPER_MM.width).toBe(Math.min(A4.width, LETTER.width));
		expect(PAPER_MM.height).toBeCloseTo(Math.min(A4.height, LETTER.height), 6);
		expect(PRINT_AREA.widthMm).toBeCloseTo(A4.width - 2 * PAGE_MARGIN_MM, 6);
		expect(PRINT_AREA.heightMm).toBeLessThan(LETTER.height - 2 * PAGE_MARGIN_MM);
	});

	test("the page's @page margin is the one the layout assumes", () => {
		const page = readFileSync('src/pages/classroom/worksheet.astro', 'utf8');
		expect(page).toMatch(new RegExp(`@page\\s*\\{\\s*margin:\\s*${String(PAGE_MARGIN_MM)}mm;`));
	});
});

describe('boardPrintSize(rows, cols, area)', () => {
	test.each([
		[3, 4, 14],
		[5, 5, 14],
		[6, 6, 14],
		[8, 8, 14],
		[10, 10, 14],
		// 182 mm across 13.45 squares (13 and the names' margin) = 13.53…
		[13, 13, 13.5],
		[20, 20, 8.8],
		[40, 40, 4.4],
		// Tall and thin: the height (196.4 mm over 40.45 squares) decides.
		[40, 1, 4.8],
	])('%i×%i gets squares of %f mm', (rows, cols, mm) => {
		expect(boardPrintSize(rows, cols).squareMm).toBe(mm);
	});

	test('every board up to 8×8 gets squares of at least 9 mm, large enough to write in', () => {
		for (const [rows, cols] of allSizes.filter(([r, c]) => r <= 8 && c <= 8)) {
			expect(boardPrintSize(rows, cols).squareMm).toBeGreaterThanOrEqual(9);
		}
	});

	test('every board up to 40×40 fits the page, and a tenth of a mm more would not', () => {
		for (const [rows, cols] of allSizes) {
			const { squareMm, widthMm, heightMm } = boardPrintSize(rows, cols);
			expect(widthMm).toBeLessThanOrEqual(PRINT_AREA.widthMm);
			expect(heightMm).toBeLessThanOrEqual(PRINT_AREA.heightMm);
			expect(widthMm).toBeCloseTo(squareMm * (cols + LABEL_MARGIN_SQUARES), 1);
			const bigger = squareMm + 0.1;
			const fitsBigger =
				bigger <= MAX_SQUARE_MM &&
				bigger * (cols + LABEL_MARGIN_SQUARES) <= PRINT_AREA.widthMm &&
				bigger * (rows + LABEL_MARGIN_SQUARES) <= PRINT_AREA.heightMm;
			expect(fitsBigger, `${String(rows)}×${String(cols)}`).toBe(false);
		}
	});

	test('squares never grow as a board gets bigger', () => {
		for (const [rows, cols] of allSizes) {
			const here = boardPrintSize(rows, cols).squareMm;
			if (rows < 40) expect(boardPrintSize(rows + 1, cols).squareMm).toBeLessThanOrEqual(here);
			if (cols < 40) expect(boardPrintSize(rows, cols + 1).squareMm).toBeLessThanOrEqual(here);
		}
	});

	test('a narrower page gives smaller squares that still fit it', () => {
		const narrow = { widthMm: 100, heightMm: 200 };
		// 100 mm over 8.45 squares = 11.83… mm.
		expect(boardPrintSize(8, 8, narrow).squareMm).toBe(11.8);
		expect(boardPrintSize(8, 8, narrow).widthMm).toBeLessThanOrEqual(100);
		expect(boardPrintSize(5, 5, { widthMm: 30, heightMm: 30 }).squareMm).toBe(5.5);
	});
});

describe('squareMarks(task) and boardMarks(marks)', () => {
	test('mark Start, End, holes and fixed moves on their squares and nothing elsewhere', () => {
		const board = createBoard(5, 5);
		const at = (name: string): number => parseSquare(board, name);
		const task = {
			board: { rows: 5, cols: 5, holes: [at('c3')] },
			start: at('a1'),
			end: at('e5'),
			constraints: [
				{ move: 7, square: at('b3') },
				{ move: 12, square: at('d2') },
			],
		};
		const marks = squareMarks(task);
		expect(marks).toHaveLength(25);
		expect(marks[at('a1')]).toEqual({ hole: false, start: true, end: false, move: null });
		expect(marks[at('e5')]).toEqual({ hole: false, start: false, end: true, move: null });
		expect(marks[at('c3')]).toEqual({ hole: true, start: false, end: false, move: null });
		expect(marks[at('b3')]?.move).toBe(7);
		expect(marks[at('d2')]?.move).toBe(12);
		const marked = marks.filter((m) => m.hole || m.start || m.end || m.move !== null);
		expect(marked).toHaveLength(5);
		const text = boardMarks(marks);
		expect(text[at('b3')]).toBe('7');
		expect(text[at('d2')]).toBe('12');
		expect(text.filter((t) => t !== null)).toHaveLength(2);
	});

	test('a bare board has no marks at all', () => {
		const marks = squareMarks({ board: { rows: 3, cols: 4 } });
		expect(marks.every((m) => !m.hole && !m.start && !m.end && m.move === null)).toBe(true);
		expect(boardMarks(marks).every((t) => t === null)).toBe(true);
	});
});
