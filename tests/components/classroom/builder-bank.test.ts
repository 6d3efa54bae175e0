/**
 * The lessons' exercise bank: every answer the builder hands out, checked against a value found
 * another way — a formula, a brute-force count in this test, another library function, or the
 * number the lesson itself states (with where it says so).
 */
import { describe, expect, test } from 'vitest';
import { BANK, bankQuestion } from '../../../src/components/classroom/builder-bank.ts';
import { BANK_QUESTIONS, bankQuestionText } from '../../../src/lib/classroom/question-kinds.ts';
import {
	createBoard,
	parseSquare,
	searchTours,
	warnsdorffTour,
	type Board,
} from '../../../src/lib/index.ts';

/** Knight moves from (r, c) that stay on an m×n board, counted by hand (no library). */
function movesFrom(m: number, n: number, r: number, c: number): number {
	const jumps = [
		[1, 2],
		[2, 1],
		[-1, 2],
		[-2, 1],
		[1, -2],
		[2, -1],
		[-1, -2],
		[-2, -1],
	];
	return jumps.filter(([dr, dc]) => {
		const [rr, cc] = [r + (dr as number), c + (dc as number)];
		return rr >= 0 && rr < m && cc >= 0 && cc < n;
	}).length;
}

/** Every square's number of moves on an m×n board, by hand. */
function degrees(m: number, n: number): number[] {
	return Array.from({ length: m * n }, (_, s) => movesFrom(m, n, Math.floor(s / n), s % n));
}

/** Every open tour of a small board, as the library's exhaustive search lists them (directed). */
function allTours(board: Board): Int32Array[] {
	const tours: Int32Array[] = [];
	const events = searchTours(board, {});
	for (;;) {
		const next = events.next();
		if (next.done === true) return tours;
		if (next.value.kind === 'found') tours.push(next.value.tour);
	}
}

/** The expected answer of each bank question, found another way. */
const EXPECTED: Record<string, () => string> = {
	// Lesson 1's formula for the knight graph's edges: 4mn − 6(m + n) + 8.
	'edges-8x8': () => String(4 * 64 - 6 * 16 + 8),
	'eight-moves-8x8': () => String(degrees(8, 8).filter((d) => d === 8).length),
	'odd-degree-8x8': () => String(degrees(8, 8).filter((d) => d % 2 === 1).length),
	'odd-degree-3x4': () => String(degrees(3, 4).filter((d) => d % 2 === 1).length),
	// Lesson 3: "248,169 − 36 = 248,133" (every square placed is in the tour or taken back once).
	'backtracks-6x6': () => String(248_169 - 36),
	// Lesson 4: the rule from c1 on 5×5 stops on a5 with 8 of 25 squares unvisited.
	'warnsdorff-5x5-c1': () => {
		const board = createBoard(5, 5);
		const run = warnsdorffTour(board, { start: parseSquare(board, 'c1') });
		if (run.status !== 'gave-up') throw new Error('the rule gets stuck from c1');
		return String(run.partial?.length);
	},
	// Lesson 5: "3×10 has exactly 16 closed tours"; Schwenk's theorem makes 6 the smallest side.
	'closed-3x10': () => '16',
	'smallest-square': () => '6',
	// Lesson 7: "from 3×4's eight tours"; the search lists each tour in both directions.
	'open-3x4': () => String(allTours(createBoard(3, 4)).length / 2),
	// DESIGN.md and OEIS A165134: 1,728 directed open tours of 5×5.
	'directed-5x5': () => String(allTours(createBoard(5, 5)).length),
	// Lesson 7: 22 open tours of 4×5 up to symmetry, the value in OEIS A328341.
	'symmetry-4x5': () => '22',
	// Lesson 8: ordered (start, end) pairs of 5×5 joined by a tour, read off every tour listed.
	'pairs-5x5': () => {
		const pairs = new Set(allTours(createBoard(5, 5)).map((t) => `${t[0]}-${t[t.length - 1]}`));
		return String(pairs.size);
	},
};

describe('BANK', () => {
	test('has about ten questions from lessons 1 to 8, with unique ids', () => {
		expect(BANK.length).toBeGreaterThanOrEqual(10);
		expect(new Set(BANK.map((q) => q.id)).size).toBe(BANK.length);
		expect(BANK.every((q) => /^Lesson [1-8]: /.test(q.lesson))).toBe(true);
		expect(Object.keys(EXPECTED).sort()).toEqual(BANK.map((q) => q.id).sort());
		// The page lists the questions from the text-only list; the worker answers from BANK.
		expect(BANK.map(({ id, lesson, question }) => ({ id, lesson, question }))).toEqual(
			BANK_QUESTIONS,
		);
	});

	test.each(BANK.map((q) => [q.id, q] as const))('%s: the answer is right', (id, question) => {
		expect(question.answer()).toBe((EXPECTED[id] as () => string)());
		expect(bankQuestion(id)).toBe(question);
	});

	test('an unknown id has no question', () => {
		expect(bankQuestion('no-such-question')).toBeUndefined();
		expect(bankQuestionText('no-such-question')).toBeUndefined();
	});
});
