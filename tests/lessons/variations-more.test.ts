/**
 * Every number that lesson 08's sections on move-number puzzles, other leapers
 * and the keypad state, checked against the library and, where it is cheap, an
 * independent computation written here. The lesson computes most of its
 * numbers from the same facts modules when it is built; the built page's text
 * is checked in tests/e2e/variations-more.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	countKeypadSequences,
	countWalks,
	createBoard,
	findTour,
	isDark,
	keypadBoard,
	leaperComponents,
	parseSquare,
	verifyTour,
	type Leaper,
} from '../../src/lib/index.ts';
import { keypadFacts } from '../../src/components/lessons/variations/keypad-facts.ts';
import { leaperFacts } from '../../src/components/lessons/variations/leaper-facts.ts';
import {
	allPuzzleFacts,
	solutionMove,
} from '../../src/components/lessons/variations/puzzle-facts.ts';
import { MOVE_PUZZLES } from '../../src/components/lessons/variations/puzzle-data.ts';
import { puzzleConstraints } from '../../src/components/lessons/variations/puzzle-check.ts';

const lesson = readFileSync('src/content/lessons/08-variations.mdx', 'utf8').replace(/\s+/g, ' ');

/** Expects the lesson to say `quote`, word for word (line breaks count as spaces). */
function says(quote: string): void {
	expect(lesson).toContain(quote);
}

/** The knight's eight moves as (row, column) changes. */
const KNIGHT_STEPS = [
	[1, 2],
	[2, 1],
	[-1, 2],
	[-2, 1],
	[1, -2],
	[2, -1],
	[-1, -2],
	[-2, -1],
] as const;

/**
 * Counts the open tours of a rows × cols board that meet fixed move numbers
 * (square names by move), by a plain depth-first search written here: every
 * path from the fixed start, cut only where it breaks a fixed number.
 */
function countCompletions(rows: number, cols: number, fixed: Map<number, string>): number {
	const name = (r: number, c: number): string => `${'abcdefgh'[c] ?? '?'}${String(rows - r)}`;
	const fixedAt = new Map<string, number>([...fixed].map(([move, square]) => [square, move]));
	const seen = new Set<string>();
	let tours = 0;
	const walk = (r: number, c: number, move: number): void => {
		const here = name(r, c);
		if (fixed.has(move) && fixed.get(move) !== here) return;
		if (fixedAt.has(here) && fixedAt.get(here) !== move) return;
		if (move === rows * cols) {
			tours++;
			return;
		}
		seen.add(here);
		for (const [dr, dc] of KNIGHT_STEPS) {
			const [nr, nc] = [r + dr, c + dc];
			if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && !seen.has(name(nr, nc))) {
				walk(nr, nc, move + 1);
			}
		}
		seen.delete(here);
	};
	const start = fixed.get(1) ?? 'a1';
	walk(rows - Number(start.slice(1)), start.charCodeAt(0) - 97, 1);
	return tours;
}

/** The keypad as written in the lesson, with its knight's moves worked out here. */
const PAD = ['ABCDE', 'FGHIJ', 'KLMNO', ' 123 '];
const KEYS = PAD.flatMap((row, r) =>
	[...row].flatMap((key, c) => (key === ' ' ? [] : [{ key, r, c }])),
);
const MOVES = new Map(
	KEYS.map(({ key, r, c }) => [
		key,
		KEYS.filter((o) => KNIGHT_STEPS.some(([dr, dc]) => o.r === r + dr && o.c === c + dc)).map(
			(o) => o.key,
		),
	]),
);

/** Lists every key sequence of `length` joined by knight's moves, counting those with at most `atMost` vowels, per first key. */
function bruteForceKeypad(length: number, atMost: number, vowels = 'AEIO'): Map<string, number> {
	const counts = new Map<string, number>();
	const extend = (key: string, left: number, used: number, first: string): void => {
		const total = used + (vowels.includes(key) ? 1 : 0);
		if (left === 1) {
			if (total <= atMost) counts.set(first, (counts.get(first) ?? 0) + 1);
			return;
		}
		for (const next of MOVES.get(key) ?? []) extend(next, left - 1, total, first);
	};
	for (const { key } of KEYS) extend(key, length, 0, key);
	return counts;
}

/** Adds up a map's values. */
function sum(counts: Map<string, number>): number {
	return [...counts.values()].reduce((a, b) => a + b, 0);
}

const puzzles = allPuzzleFacts();

describe('lesson 08, move constraints as puzzles', () => {
	test('each puzzle has exactly one completion: the library lists them all, and a plain search here agrees on 5×5', () => {
		says('For every one of them an exhaustive search');
		says('finds exactly one completion');
		expect(puzzles).toHaveLength(MOVE_PUZZLES.length);
		for (const [i, facts] of puzzles.entries()) {
			const puzzle = MOVE_PUZZLES[i];
			if (puzzle === undefined) throw new Error('no puzzle');
			expect(facts.exhausted).toBe(true);
			expect(facts.solutions).toBe(1);
			const board = createBoard(puzzle.rows, puzzle.cols);
			expect(verifyTour(board, facts.tour)).toEqual({ ok: true });
			for (const [move, name] of puzzle.givens) {
				expect(facts.tour[move - 1]).toBe(parseSquare(board, name));
			}
			expect(puzzle.givens[0]?.[0]).toBe(1);
			if (puzzle.rows === 5) {
				expect(countCompletions(5, 5, new Map(puzzle.givens.map(([m, s]) => [m, s])))).toBe(1);
			}
		}
	});

	test('the search needs as many positions for puzzles 1 and 3 as the lesson prints', () => {
		for (const i of [0, 2]) {
			const puzzle = MOVE_PUZZLES[i];
			if (puzzle === undefined) throw new Error('no puzzle');
			const board = createBoard(puzzle.rows, puzzle.cols);
			const solved = findTour(board, { constraints: puzzleConstraints(board, puzzle) });
			expect(solved.status).toBe('found');
			expect(puzzles[i]?.positions).toBe(solved.stats.nodes);
		}
		says('{formatNumber(puzzleFactList[0].positions)} positions for puzzle 1');
		says('{formatNumber(puzzleFactList[2].positions)} for puzzle 3');
	});

	test('puzzle 1 runs ten moves from move 12 on e2 to move 22 on d3, and reaches a1 at move 19', () => {
		says('from move 12 on e2 to move 22 on d3 in puzzle 1 is a stretch of ten moves');
		says('In puzzle 1 (5×5, move 1 on c5)');
		const puzzle = MOVE_PUZZLES[0];
		const facts = puzzles[0];
		if (puzzle === undefined || facts === undefined) throw new Error('no puzzle');
		expect(puzzle.givens).toContainEqual([12, 'e2']);
		expect(puzzle.givens).toContainEqual([22, 'd3']);
		expect(puzzle.givens[0]).toEqual([1, 'c5']);
		expect(solutionMove(puzzle, facts, 'a1')).toBe(19);
	});
});

describe('lesson 08, other leapers', () => {
	const facts = leaperFacts();

	test('the camel on 8×8 falls into two pieces of 32 squares, one per colour', () => {
		says(
			'On 8×8 its graph falls into {leapers.camelPieces} pieces of {leapers.camelSizes[0]} squares each',
		);
		expect(facts.camelPieces).toBe(2);
		expect(facts.camelSizes).toEqual([32, 32]);
		const board = createBoard(8, 8, { leaper: [1, 3] });
		for (const piece of leaperComponents(board)) {
			expect(new Set(piece.map((s) => isDark(board, s))).size).toBe(1);
		}
	});

	test("Knuth's size condition for the camel would be 4×6 (a + b rows, 2b columns)", () => {
		says('it needs at least 4×6');
		const [a, b]: Leaper = [1, 3];
		expect([a + b, 2 * b]).toEqual([4, 6]);
	});

	test('the smallest connected squares: knight 4×4, zebra 6×6, giraffe 8×8; the camel none', () => {
		expect(facts.smallest).toEqual({ knight: 4, camel: null, zebra: 6, giraffe: 8 });
		for (const [leaper, side] of [
			[[1, 2], 4],
			[[2, 3], 6],
			[[1, 4], 8],
		] as const) {
			expect(leaperComponents(createBoard(side, side, { leaper: [...leaper] }))).toHaveLength(1);
			expect(
				leaperComponents(createBoard(side - 1, side - 1, { leaper: [...leaper] })).length,
			).toBeGreaterThan(1);
		}
	});

	test('zebra: no tour on 6×6 (1,500 positions) or 8×8 (1,925,248), a tour on 10×10', () => {
		expect(facts.zebra6).toEqual({ status: 'impossible', positions: 1_500 });
		expect(facts.zebra8).toEqual({ status: 'impossible', positions: 1_925_248 });
		expect(facts.zebra10.status).toBe('found');
		const board = createBoard(10, 10, { leaper: [2, 3] });
		const found = findTour(board);
		if (found.status !== 'found') throw new Error('no zebra tour');
		expect(verifyTour(board, found.tour)).toEqual({ ok: true });
	});

	test('giraffe: the search gives up on 8×8 after 2,000,000 positions, and finds a tour on 9×9', () => {
		expect(facts.giraffe8).toEqual({ status: 'gave-up', positions: 2_000_000 });
		const board = createBoard(9, 9, { leaper: [1, 4] });
		const found = findTour(board);
		if (found.status !== 'found') throw new Error('no giraffe tour');
		expect(verifyTour(board, found.tour)).toEqual({ ok: true });
		expect(facts.giraffe9.status).toBe('found');
	});
});

describe('lesson 08, the knight on a keypad', () => {
	const facts = keypadFacts();

	test('18 keys; 1,013,398 sequences of ten keys with at most two vowels, by the library and by listing them here', () => {
		says('and at most two keys are vowels (A, E, I, O;');
		says('How many sequences of ten keys');
		expect(facts.keys).toBe(KEYS.length);
		expect(KEYS).toHaveLength(18);
		expect(countKeypadSequences({ length: 10, maxVowels: 2 }).total).toBe(1_013_398n);
		expect(facts.total).toBe(1_013_398n);
		expect(sum(bruteForceKeypad(10, 2))).toBe(1_013_398);
	});

	test.each([1, 2, 3, 4, 5, 6])(
		'length %i: the library and the listing agree for every first key and budget',
		(length) => {
			for (const atMost of [0, 1, 2]) {
				const listed = bruteForceKeypad(length, atMost);
				const counted = countKeypadSequences({ length, maxVowels: atMost });
				for (const { key } of KEYS)
					expect(counted.byKey.get(key)).toBe(BigInt(listed.get(key) ?? 0));
			}
		},
	);

	test('1,320,360 sequences of ten keys before the vowel rule', () => {
		expect(facts.unlimited).toBe(1_320_360n);
		expect(sum(bruteForceKeypad(10, 10))).toBe(1_320_360);
	});

	test('the most start on H (90,089), the only key with 6 moves; the fewest on A (30,004)', () => {
		const listed = bruteForceKeypad(10, 2);
		expect([facts.mostKey, facts.mostCount, facts.mostMoves]).toEqual(['H', 90_089n, 6]);
		expect([facts.fewestKey, facts.fewestCount]).toEqual(['A', 30_004n]);
		expect(listed.get('H')).toBe(90_089);
		expect(listed.get('A')).toBe(30_004);
		expect(KEYS.filter(({ key }) => (MOVES.get(key) ?? []).length === 6).map((k) => k.key)).toEqual(
			['H'],
		);
	});

	test('two keys and no vowel: 40 sequences, 20 pairs among the 14 other keys', () => {
		expect(facts.pairsNoVowel).toBe(40n);
		expect(sum(bruteForceKeypad(2, 0))).toBe(40);
		expect(facts.keys - facts.vowels).toBe(14);
	});

	test('the widget lists sequences up to length 11 (5,000,000 at most)', () => {
		expect(facts.longestListed).toBe(11);
		expect(countWalks(keypadBoard(), { length: 11 })).toBeLessThanOrEqual(5_000_000n);
		expect(countWalks(keypadBoard(), { length: 12 })).toBeGreaterThan(5_000_000n);
	});

	test('ten tables of three columns settle it', () => {
		says('so ten tables of {keypad.keys} rows and three columns ($c$ = 0, 1, 2)');
	});
});
