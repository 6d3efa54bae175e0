import { describe, expect, test } from 'vitest';
import {
	constraintsToJson,
	parseConstraintsFile,
} from '../../src/components/export/constraints-file.ts';
import { pictureLayout } from '../../src/components/export/picture-layout.ts';
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
		// 36 squares and the white background.
		expect(svg.match(/<rect /g)?.length).toBe(37);
		const points = /points="([^"]*)"/.exec(svg)?.[1]?.split(' ') ?? [];
		expect(points.length).toBe(37);
		expect(points[0]).toBe(points[36]);
		expect(svg.match(/<text class="number"/g)?.length).toBe(36);
	});

	test('SVG: drawn at the size asked for, with every file and rank along the edges', () => {
		const svg = tourAsSvg(board, tour, { closed: true }, 2000);
		expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 2000 2000" width="2000" height="2000"/);
		const labels = [...svg.matchAll(/class="coordinate"[^>]*>([^<]*)</g)].map((m) => m[1]);
		expect(labels).toEqual(['a', 'b', 'c', 'd', 'e', 'f', '6', '5', '4', '3', '2', '1']);
	});

	test('SVG refuses boards too big to draw, saying to export them as PNG', () => {
		const big = createBoard(300, 300);
		expect(() => tourAsSvg(big, tourOf(big), { closed: false })).toThrow(
			'SVG drawings go up to 200×200; this board is 300×300, so export it as PNG.',
		);
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

describe('pictureLayout(board, size)', () => {
	test.each([
		// rows, cols, size → width, height: the longer side is the size asked for.
		[8, 8, 2000, 2000, 2000],
		[8, 8, 100, 100, 100],
		[300, 300, 2000, 2000, 2000],
		[5, 10, 1000, 1000, 515],
	])('%i×%i at %i px is %i × %i', (rows, cols, size, width, height) => {
		const layout = pictureLayout(createBoard(rows, cols), size);
		expect([layout.width, layout.height]).toEqual([width, height]);
		expect(layout.margin + Math.max(rows, cols) * layout.cell).toBeCloseTo(size, 6);
	});

	test('8×8 at 2000 px labels every file and rank, each at its square', () => {
		const layout = pictureLayout(createBoard(8, 8), 2000);
		expect(layout.files.map((f) => f.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
		expect(layout.ranks.map((r) => r.text)).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);
		// margin 60, cell (2000 − 60) / 8 = 242.5: file a is centred at 60 + 121.25.
		expect(layout.files[0]?.at).toBe(181.25);
		expect(layout.ranks[7]?.at).toBe(7.5 * 242.5);
	});

	test('300×300 at 2000 px labels every 10th column by number, and rank 1', () => {
		const board = createBoard(300, 300);
		const layout = pictureLayout(board, 2000);
		// cell = 1940 / 300 ≈ 6.47 px; a rank needs 36 × 1.4 = 50.4 px: 10 ranks (64.7 px) hold one.
		expect(layout.rankStep).toBe(10);
		expect(layout.ranks.map((r) => r.text).slice(-3)).toEqual(['20', '10', '1']);
		// Columns beyond 26 are numbered: "300" needs 36 × (0.6 × 3 + 1) = 100.8 px → every 20th.
		expect(layout.fileStep).toBe(20);
		expect(layout.files.slice(0, 3).map((f) => f.text)).toEqual(['1', '20', '40']);
		expect(layout.files).toHaveLength(16);
	});

	test.each([
		[300, 300, 2000],
		[8, 8, 100],
		[40, 200, 1600],
	])('%i×%i at %i px keeps every label inside the picture', (rows, cols, size) => {
		const layout = pictureLayout(createBoard(rows, cols), size);
		const { width, height, margin, fontSize } = layout;
		for (const file of layout.files) {
			// A label is about 0.6 em a character wide (the layout's own estimate).
			const half = fontSize * 0.3 * file.text.length;
			expect(file.at - half).toBeGreaterThanOrEqual(margin - 1e-9);
			expect(file.at + half).toBeLessThanOrEqual(width + 1e-9);
		}
		for (const rank of layout.ranks) {
			expect(rank.at - fontSize / 2).toBeGreaterThanOrEqual(-1e-9);
			expect(rank.at + fontSize / 2).toBeLessThanOrEqual(height - margin + 1e-9);
		}
	});
});
