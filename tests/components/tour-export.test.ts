import { describe, expect, test } from 'vitest';
import {
	constraintsToJson,
	parseConstraintsFile,
} from '../../src/components/export/constraints-file.ts';
import {
	tourAsCsv,
	tourAsJson,
	tourAsSvg,
	tourAsText,
	tourFileName,
} from '../../src/components/export/tour-export.ts';
import {
	createBoard,
	decodeTour,
	findTour,
	parseAlgebraicTour,
	parseSquare,
	type Board,
} from '../../src/lib/index.ts';

/** A tour of the board from findTour, or a failed test. */
function tourOf(board: Board, closed = false): Int32Array {
	const result = findTour(board, { closed });
	if (result.status !== 'found') throw new Error(result.reason);
	return result.tour;
}

describe('tour exports', () => {
	const board = createBoard(6, 6);
	const tour = tourOf(board, true);

	test('text: the algebraic squares read back as the same tour, and so does the code', () => {
		const lines = tourAsText(board, tour, { closed: true }).split('\n');
		expect(lines[0]).toBe('Closed tour of a 6×6 board (36 squares)');
		const eight = createBoard(8, 8);
		expect(tourAsText(eight, tourOf(eight, true), { closed: true }).split('\n')[0]).toBe(
			'Closed tour of an 8×8 board (64 squares)',
		);
		expect([...parseAlgebraicTour(board, lines[1] ?? '')]).toEqual([...tour]);
		expect([...decodeTour(board, (lines[2] ?? '').replace('Code: ', ''))]).toEqual([...tour]);
	});

	test('JSON: names every square in order and records the board', () => {
		const holed = createBoard(5, 5, { holes: [12] });
		const path = tourOf(createBoard(5, 5)).filter((s) => s !== 12);
		const data = JSON.parse(tourAsJson(holed, path, { closed: false })) as Record<string, unknown>;
		expect(data).toMatchObject({ rows: 5, cols: 5, holes: ['c3'], closed: false, leaper: [1, 2] });
		expect((data['squares'] as string[]).length).toBe(24);
	});

	test('CSV: a header and one row per move, with a1 at row 1, column 1', () => {
		const csv = tourAsCsv(board, [parseSquare(board, 'a1'), parseSquare(board, 'b3')]);
		expect(csv).toBe('move,square,row,column\n1,a1,1,1\n2,b3,3,2\n');
	});

	test('SVG: one square per board square, the path through every square, numbers on small boards', () => {
		const svg = tourAsSvg(board, tour, { closed: true });
		expect(svg.match(/<rect /g)?.length).toBe(36);
		const points = /points="([^"]*)"/.exec(svg)?.[1]?.split(' ') ?? [];
		expect(points.length).toBe(37);
		expect(points[0]).toBe(points[36]);
		expect(svg.match(/<text /g)?.length).toBe(36);
	});

	test('SVG refuses boards too big to draw, saying what to use instead', () => {
		const big = createBoard(300, 300);
		expect(() => tourAsSvg(big, tourOf(big), { closed: false })).toThrow(/text, JSON or CSV/);
	});

	test('file names say the size and whether the tour is closed', () => {
		expect(tourFileName(board, { closed: true }, 'svg')).toBe('knights-tour-6x6-closed.svg');
	});
});

describe('constraints files', () => {
	const board = createBoard(8, 8);

	test('round trip', () => {
		const constraints = [
			{ move: 1, square: parseSquare(board, 'a1') },
			{ move: 64, square: parseSquare(board, 'h8') },
		];
		const back = parseConstraintsFile(board, constraintsToJson(board, constraints));
		expect(back).toEqual({ constraints, problems: [] });
	});

	test.each([
		['not JSON', '{', /not JSON/],
		['another file', '{"format":"x"}', /not a constraints file/],
	])('%s: no constraints and a clear problem', (_, text, problem) => {
		const result = parseConstraintsFile(board, text);
		expect(result.constraints).toEqual([]);
		expect(result.problems[0]).toMatch(problem);
	});

	test('bad entries are skipped one by one, the good ones kept', () => {
		const text = JSON.stringify({
			format: 'knights-tour-notebook/constraints',
			rows: 8,
			cols: 8,
			constraints: [
				{ move: 0, square: 'a1' },
				{ move: 3, square: 'z9' },
				{ move: 5, square: 'c3' },
				'junk',
			],
		});
		const result = parseConstraintsFile(board, text);
		expect(result.constraints).toEqual([{ move: 5, square: parseSquare(board, 'c3') }]);
		expect(result.problems).toHaveLength(3);
		expect(result.problems[0]).toMatch(
			/Constraint 1: the move must be a whole number from 1 to 64/,
		);
		expect(result.problems[1]).toMatch(/Constraint 2: .*z9/);
	});

	test('a file for another size says so and still reads squares by name', () => {
		const text = constraintsToJson(createBoard(6, 6), [{ move: 2, square: 0 }]);
		const result = parseConstraintsFile(board, text);
		expect(result.problems[0]).toMatch(/6×6/);
		expect(result.constraints).toEqual([{ move: 2, square: parseSquare(board, 'a6') }]);
	});

	test.each([
		[8, 'an 8×8'],
		[11, 'an 11×11'],
		[18, 'an 18×18'],
		[5, 'a 5×5'],
		[12, 'a 12×12'],
	])('a file for %i×%i names its board with the right article', (side, words) => {
		const text = constraintsToJson(createBoard(side, side), []);
		const result = parseConstraintsFile(createBoard(6, 7), text);
		expect(result.problems).toEqual([
			`The file was saved for ${words} board; this board is 6×7. Squares are read by name.`,
		]);
	});

	test('a move that comes twice keeps its first square and names it', () => {
		const text = JSON.stringify({
			format: 'knights-tour-notebook/constraints',
			rows: 8,
			cols: 8,
			constraints: [
				{ move: 5, square: 'c3' },
				{ move: 7, square: 'e4' },
				{ move: 5, square: 'd4' },
			],
		});
		const result = parseConstraintsFile(board, text);
		expect(result.constraints).toEqual([
			{ move: 5, square: parseSquare(board, 'c3') },
			{ move: 7, square: parseSquare(board, 'e4') },
		]);
		expect(result.problems).toEqual([
			'Constraint 3: move 5 is already on c3 (constraint 1); skipped.',
		]);
	});
});
