/**
 * Every number lesson 08 states in its sections on holed boards and on
 * fixed ends ("Your own board", "Every start and every end"), checked against
 * the library. The lesson computes the numbers from the library when it is
 * built; this test recomputes them, checks the words around them, and checks
 * the results against independent computations and the research notes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	boardFacts,
	colourCounts,
	createBoard,
	endPairs,
	findTour,
	isDark,
	parseSquare,
	squareName,
	type Board,
} from '../../src/lib/index.ts';
import { countPairs, pairStatus } from '../../src/lib/end-pairs.ts';
import { OWN_BOARD_PRESETS } from '../../src/components/lessons/variations/own-board-state.svelte.ts';
import fixture from '../fixtures/end-pairs.json';

const source = readFileSync('src/content/lessons/08-variations.mdx', 'utf8');
const lesson = source.replace(/\s+/g, ' ');

/** Fails unless the lesson says `quote` (whitespace folded). */
function says(quote: string): void {
	expect(lesson).toContain(quote.replace(/\s+/g, ' '));
}

/** The board of a preset, holes and all. */
function preset(id: string): Board {
	const p = OWN_BOARD_PRESETS.find((q) => q.id === id);
	if (p === undefined) throw new Error(`no preset ${id}`);
	const plain = createBoard(p.rows, p.cols);
	return createBoard(p.rows, p.cols, { holes: p.holes.map((n) => parseSquare(plain, n)) });
}

describe('Your own board', () => {
	test('the mutilated chessboard (a1 and h8 cut out) has 30 dark and 32 light squares: no tour', () => {
		says(
			'with the opposite corners a1 and h8 cut out, has {mutilated.dark} dark and {mutilated.light} light squares: no tour at all',
		);
		const board = preset('mutilated');
		expect(OWN_BOARD_PRESETS.find((p) => p.id === 'mutilated')?.holes).toEqual(['a1', 'h8']);
		expect(colourCounts(board)).toEqual({ dark: 30, light: 32 });
		expect(boardFacts(board).openProof?.kind).toBe('colour');
		expect(findTour(board).status).toBe('impossible');
	});

	test('without a1 alone: 31 dark, 32 light, no closed tour, open tours start and end on light squares', () => {
		says(
			'Cut out only a1 and there are {corner.dark} dark and {corner.light} light squares: no closed tour, and an open tour must start and end on light squares',
		);
		const board = preset('corner');
		expect(colourCounts(board)).toEqual({ dark: 31, light: 32 });
		const found = findTour(board);
		expect(found.status).toBe('found');
		if (found.status !== 'found') return;
		expect(isDark(board, found.tour[0] as number)).toBe(false);
		expect(isDark(board, found.tour[63 - 1] as number)).toBe(false);
		expect(findTour(board, { closed: true }).status).toBe('impossible');
	});

	test('on "Two rooms and a door", e3 is the only way between the rooms', () => {
		says('On the preset "Two rooms and a door", {doorCut} is the only way between the rooms');
		const board = preset('door');
		const cuts = boardFacts(board).facts.filter((f) => f.kind === 'cut');
		expect(cuts.map((f) => f.squares.map((s) => squareName(board, s)))).toEqual([['e3']]);
		const found = findTour(board);
		expect(found.status).toBe('found');
	});

	test('4×5 without b4 and c4: no quick argument applies, and the exhaustive search (807 positions) finds no tour', () => {
		says('The preset "No tour, proved by search" is the 4×5 board without b4 and c4');
		says('an exhaustive search tried all ${fmt(searchedRun.stats.nodes)} positions');
		const board = preset('searched');
		expect(OWN_BOARD_PRESETS.find((p) => p.id === 'searched')).toMatchObject({
			rows: 4,
			cols: 5,
			holes: ['b4', 'c4'],
		});
		expect(boardFacts(board).openProof).toBeNull();
		const run = findTour(board, { maxNodes: 1_000_000 });
		expect(run.status).toBe('impossible');
		expect(run.status === 'impossible' ? run.reason : '').toMatch(/^Exhaustive search/);
		expect(run.stats.nodes).toBe(807);
	});
});

describe('Every start and every end', () => {
	const study5 = endPairs(createBoard(5, 5));
	const study6 = endPairs(createBoard(6, 6));
	const study8 = endPairs(createBoard(8, 8));

	test('on 5×5 the majority colour is 13 of the 25 squares', () => {
		says('On 5×5 that is {dark5} of the 25 squares');
		expect(colourCounts(createBoard(5, 5)).dark).toBe(13);
	});

	test('8×8: 136 searches for all 4,032 ordered pairs', () => {
		says('On 8×8 that makes {fmt(study8.searches)} searches for all {fmt(ordered8)} ordered pairs');
		says('export const ordered8 = 64 * 63;');
		expect(study8.searches).toBe(136);
		expect(64 * 63).toBe(4032);
	});

	test('5×5: 84 ordered pairs with a tour, 72 that colour allows with none (42 of 78 unordered, as the notes say)', () => {
		says(
			'On **5×5**, {fmt(pairs5.tour)} ordered pairs have an open tour, and {fmt(pairs5.searched)} pairs that colour allows have none, proved by exhaustive search',
		);
		const counts = countPairs(study5);
		expect([counts.tour, counts.searched, counts.undecided]).toEqual([84, 72, 0]);
		const notes = fixture.boards.find((b) => b.side === 5);
		expect(counts.tour / 2).toBe(notes?.pairsWithPath);
		expect((counts.tour + counts.searched) / 2).toBe(notes?.admissiblePairs);
	});

	test('5×5: every tour has an end in a corner', () => {
		says('Every tour has an end in a corner');
		const board = createBoard(5, 5);
		const corners = ['a1', 'a5', 'e1', 'e5'].map((n) => parseSquare(board, n));
		for (let s = 0; s < 25; s++) {
			for (let t = 0; t < 25; t++) {
				if (pairStatus(study5, s, t) !== 'tour') continue;
				expect(corners.includes(s) || corners.includes(t)).toBe(true);
			}
		}
	});

	test('6×6: all 648 ordered pairs of opposite colours have a tour', () => {
		says('On **6×6**, all {fmt(pairs6.tour)} ordered pairs of opposite colours have a tour');
		const counts = countPairs(study6);
		expect(counts.tour).toBe(648);
		expect(counts.tour).toBe(18 * 18 * 2);
		expect(counts.tour / 2).toBe(fixture.boards.find((b) => b.side === 6)?.pairsWithPath);
	});

	test('8×8: all 2,048 ordered pairs of opposite colours have a tour; the other 1,984 are ruled out by colour', () => {
		says(
			'On **8×8**, all {fmt(pairs8.tour)} ordered pairs of opposite colours have a tour; the other {fmt(pairs8.colour)} are ruled out by colour',
		);
		const counts = countPairs(study8);
		expect([counts.tour, counts.colour, counts.undecided]).toEqual([2048, 1984, 0]);
		expect(counts.tour / 2).toBe(fixture.boards.find((b) => b.side === 8)?.pairsWithPath);
	});

	test('the exercises: 84 pairs on 5×5; from c3 a tour ends only in a corner', () => {
		says('answer={pairs5.tour}');
		says('answer={centreEnds}');
		const board = createBoard(5, 5);
		const c3 = parseSquare(board, 'c3');
		const ends = Array.from({ length: 25 }, (_, t) => t)
			.filter((t) => pairStatus(study5, c3, t) === 'tour')
			.map((t) => squareName(board, t));
		expect(ends.sort()).toEqual(['a1', 'a5', 'e1', 'e5']);
		// 13 dark squares make 156 ordered pairs of distinct dark squares: 84 with a tour, 72 without.
		expect(13 * 12).toBe(84 + 72);
	});
});
