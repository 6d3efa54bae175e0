/**
 * The build and predict exercises of lessons 1–5: every number and square their text states,
 * checked against the library (each check quotes the lesson's words, so editing one side alone
 * fails), and every task or position checked to be what the text says (possible, impossible for
 * the reason given, a tie where it speaks of one).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoard, neighbors, parseSquare, squareName } from '../../src/lib/index.ts';
import { tourTaskVerdict, type TourTask } from '../../src/lib/tour-task.ts';
import { acceptedReasons } from '../../src/components/exercises/build-reasons.ts';
import { predictPosition } from '../../src/components/exercises/predict.ts';
import { onwardTable } from '../../src/components/exercises/table-check.ts';

/** A lesson's MDX source, whitespace folded so that quotes survive line wrapping. */
function lesson(file: string): string {
	return readFileSync(`src/content/lessons/${file}.mdx`, 'utf8').replace(/\s+/g, ' ');
}

/** Says whether a task can be done, and for which reasons it cannot. */
function verdictOf(task: TourTask): { possible: boolean | 'unknown'; reasons: string[] } {
	const verdict = tourTaskVerdict(task);
	return {
		possible: verdict.possible,
		reasons: verdict.possible === false ? [...acceptedReasons(task, verdict.reason)].sort() : [],
	};
}

describe('lesson 1: your first tours', () => {
	const text = lesson('01-the-knights-move');

	test('3×4 has an open tour; the lesson asks for one over "all 12 squares"', () => {
		expect(text).toContain('visit all 12 squares');
		expect(verdictOf({ board: { rows: 3, cols: 4 } }).possible).toBe(true);
	});

	test('5×5 has no closed tour, for the colour reason the explanation gives ("25 moves")', () => {
		expect(text).toContain('would make 25 moves');
		const verdict = verdictOf({ board: { rows: 5, cols: 5 }, closed: true });
		expect(verdict.possible).toBe(false);
		expect(verdict.reasons).toContain('colour');
	});
});

describe('lesson 2: the 3×3 board', () => {
	const text = lesson('02-hamiltonian-paths');
	const board = createBoard(3, 3);

	test('3×3 has no open tour, and "b2 has no knight\'s move at all"', () => {
		expect(text).toContain("b2 has no knight's move at all");
		expect(neighbors(board, parseSquare(board, 'b2'))).toEqual([]);
		const verdict = verdictOf({ board: { rows: 3, cols: 3 } });
		expect(verdict.possible).toBe(false);
		expect(verdict.reasons).toContain('degree');
	});

	test('the ring: "each of the eight outer squares has exactly two knight\'s moves" and a closed tour', () => {
		expect(text).toContain("Each of the eight outer squares has exactly two knight's moves");
		const ring = createBoard(3, 3, { holes: [parseSquare(board, 'b2')] });
		const outer = Array.from({ length: 9 }, (_, s) => s).filter((s) => s !== 4);
		expect(outer.map((s) => neighbors(ring, s).length)).toEqual(Array(8).fill(2));
		expect(verdictOf({ board: { rows: 3, cols: 3, holes: [4] }, closed: true }).possible).toBe(
			true,
		);
	});
});

describe('lesson 3: predicting the search', () => {
	const board = createBoard(5, 5);
	const a1 = parseSquare(board, 'a1');

	test.each([1, 2])(
		'after dead end %i the knight has tried a square and a later one comes next',
		(afterDeadEnd) => {
			const position = predictPosition({
				algorithm: 'backtracking',
				rows: 5,
				cols: 5,
				start: a1,
				afterDeadEnd,
			});
			// The exercise's text: "the squares outlined in red were tried … and taken back".
			expect(position.tried?.length).toBeGreaterThan(0);
			const order = position.candidates.map((c) => c.square);
			const tried = position.tried ?? [];
			expect(order.indexOf(position.answer)).toBeGreaterThan(
				Math.max(...tried.map((s) => order.indexOf(s))),
			);
		},
	);
});

describe('lesson 4: a tie and a table', () => {
	const text = lesson('04-warnsdorff');
	const board = createBoard(8, 8);
	const a1 = parseSquare(board, 'a1');
	const name = (s: number): string => squareName(board, s);

	test('from b3: "c5 and d4 have 7 onward moves, d2 has 5, and c1 and a5 have 3 each", and c1 wins', () => {
		expect(text).toContain(
			'the candidates c5 and d4 have 7 onward moves, d2 has 5, and c1 and a5 have 3 each: a tie',
		);
		expect(text).toContain('The first tie-break takes the tied square that comes first');
		const position = predictPosition({
			algorithm: 'warnsdorff',
			rows: 8,
			cols: 8,
			start: a1,
			tieBreak: 'first',
			step: 2,
		});
		expect(name(position.current)).toBe('b3');
		expect(Object.fromEntries(position.candidates.map((c) => [name(c.square), c.onward]))).toEqual({
			c5: 7,
			d4: 7,
			d2: 5,
			c1: 3,
			a5: 3,
		});
		expect(name(position.answer)).toBe('c1');
	});

	test('Pohl from c7: "e8 and a6 both have 3 onward moves"; the first tie-break takes e8, Pohl a6', () => {
		expect(text).toContain(
			'From c7, e8 and a6 both have 3 onward moves. The first tie-break would take e8',
		);
		const a8 = parseSquare(board, 'a8');
		const spec = { algorithm: 'warnsdorff', rows: 8, cols: 8, start: a8, step: 2 } as const;
		const pohl = predictPosition({ ...spec, tieBreak: 'pohl' });
		const first = predictPosition({ ...spec, tieBreak: 'first' });
		expect(name(pohl.current)).toBe('c7');
		const fewest = pohl.candidates.filter((c) => c.onward === 3).map((c) => name(c.square));
		expect(fewest.sort()).toEqual(['a6', 'e8']);
		expect(Math.min(...pohl.candidates.map((c) => c.onward ?? 99))).toBe(3);
		expect([name(first.answer), name(pohl.answer)]).toEqual(['e8', 'a6']);
	});

	test('"Five moves into the run from a1, the knight stands on b4"; it takes a6 with 3, no tie', () => {
		expect(text).toContain('Five moves into the run from a1, the knight stands on b4');
		expect(text).toContain(
			'The rule takes a6, the candidate with the fewest onward moves (3); no tie',
		);
		const spec = {
			algorithm: 'warnsdorff',
			rows: 8,
			cols: 8,
			start: a1,
			tieBreak: 'first',
			step: 5,
		} as const;
		const position = predictPosition(spec);
		expect([position.path.length, name(position.current), name(position.answer)]).toEqual([
			5,
			'b4',
			'a6',
		]);
		const counts = onwardTable(spec).map((cell) => cell.answer);
		expect(Math.min(...counts)).toBe(3);
		expect(counts.filter((count) => count === 3)).toHaveLength(1);
	});
});

describe('lesson 5: two closed-tour tasks', () => {
	const text = lesson('05-schwenk');

	test('3×6 has no closed tour by condition (c); "Its 18 squares" all have at least two moves', () => {
		expect(text).toContain(
			'Its 18 squares are an even number, and every square has at least two moves',
		);
		const board = createBoard(3, 6);
		expect(board.size).toBe(18);
		for (let s = 0; s < board.size; s++)
			expect(neighbors(board, s).length).toBeGreaterThanOrEqual(2);
		const verdict = verdictOf({ board: { rows: 3, cols: 6 }, closed: true });
		expect(verdict).toEqual({ possible: false, reasons: ['schwenk'] });
	});

	test('5×6 has a closed tour ("30 squares")', () => {
		expect(text).toContain('Lay a **closed** tour of the 5×6 board: 30 squares');
		expect(verdictOf({ board: { rows: 5, cols: 6 }, closed: true }).possible).toBe(true);
	});
});
