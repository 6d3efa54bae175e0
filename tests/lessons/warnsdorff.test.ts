/**
 * Every number that lesson 04 states, checked against the library. Each check
 * quotes the lesson's words, so editing a number in the lesson without
 * changing it here (or the other way round) fails the test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	countTours,
	createBoard,
	findTour,
	findTours,
	neighbors,
	parseSquare,
	squareName,
	squirrelCullStages,
	warnsdorffSteps,
	warnsdorffTour,
	type Board,
	type Square,
	type TieBreak,
} from '../../src/lib/index.ts';
import {
	LESSON_COMPARISON,
	compareTieBreaks,
	mapStarts,
} from '../../src/components/lessons/warnsdorff/jobs.ts';
import { TIMING_SIDES } from '../../src/components/lessons/warnsdorff/warnsdorff-timing.ts';

/**
 * Walks Warnsdorff's rule on 8×8 from a1 written out from scratch, without the library:
 * ties go to the first of the eight moves clockwise from two up and one right.
 */
function plainWarnsdorff8x8FromA1(): string[] {
	const moves = [
		[2, 1],
		[1, 2],
		[-1, 2],
		[-2, 1],
		[-2, -1],
		[-1, -2],
		[1, -2],
		[2, -1],
	] as const; // [rank change, file change]
	const seen = new Set<string>();
	const key = (file: number, rank: number) => `${'abcdefgh'[file]}${rank + 1}`;
	const free = (file: number, rank: number) =>
		file >= 0 && file < 8 && rank >= 0 && rank < 8 && !seen.has(key(file, rank));
	const onward = (file: number, rank: number) =>
		moves.filter(([dr, df]) => free(file + df, rank + dr)).length;
	let [file, rank] = [0, 0];
	const path = [key(file, rank)];
	seen.add(path[0] ?? '');
	for (;;) {
		let best: [number, number] | undefined;
		let bestCount = 9;
		for (const [dr, df] of moves) {
			if (!free(file + df, rank + dr)) continue;
			const count = onward(file + df, rank + dr);
			if (count < bestCount) [best, bestCount] = [[file + df, rank + dr], count];
		}
		if (!best) return path;
		[file, rank] = best;
		path.push(key(file, rank));
		seen.add(key(file, rank));
	}
}

const lesson = readFileSync('src/content/lessons/04-warnsdorff.mdx', 'utf8').replace(/\s+/g, ' ');

/** Expects the lesson to say `quote`, word for word (line breaks count as spaces). */
function says(quote: string): void {
	expect(lesson).toContain(quote);
}

/** Runs the pure rule from a named start and returns the result. */
function run(board: Board, start: string, tieBreak: TieBreak = 'first') {
	return warnsdorffTour(board, { start: parseSquare(board, start), tieBreak });
}

/** Returns the names of the starts from which the rule gets stuck. */
function failingStarts(rows: number, cols: number, tieBreak: TieBreak): string[] {
	const board = createBoard(rows, cols);
	const result = mapStarts({ board: { rows, cols }, tieBreak });
	return result.visited
		.map((visited, square) => (visited < board.size ? squareName(board, square) : null))
		.filter((name) => name !== null);
}

/** Returns the starts of a 4×n board on its outer rows (the top and bottom rows). */
function outerStarts(board: Board): Square[] {
	const starts: Square[] = [];
	for (let s = 0; s < board.size; s++) {
		const row = Math.floor(s / board.cols);
		if (row === 0 || row === board.rows - 1) starts.push(s);
	}
	return starts;
}

const board8 = createBoard(8, 8);
const board5 = createBoard(5, 5);

describe("lesson 04, Warnsdorff's rule: the rule", () => {
	test('an 8×8 tour takes 63 decisions, 11 of them ties, and the first is a tie of b3 and c2 at 5', () => {
		says('so an 8×8 tour takes 63 decisions');
		says('from a1 both b3 and c2 have five onward moves');
		says('which takes b3');
		says('In the whole run from a1, 11 of the 63 choices are ties.');
		let choices = 0;
		let ties = 0;
		let first: { candidates: string[]; chosen: string } | null = null;
		for (const step of warnsdorffSteps(board8, { start: parseSquare(board8, 'a1') })) {
			if (step.kind !== 'candidates' || step.chosen === null) continue;
			choices++;
			const least = Math.min(...step.candidates.map((c) => c.onward));
			if (step.candidates.filter((c) => c.onward === least).length > 1) ties++;
			first ??= {
				candidates: step.candidates.map(
					(c) => `${squareName(board8, c.square)} ${String(c.onward)}`,
				),
				chosen: squareName(board8, step.chosen),
			};
		}
		expect(choices).toBe(63);
		expect(ties).toBe(11);
		expect(first).toEqual({ candidates: ['b3 5', 'c2 5'], chosen: 'b3' });
	});

	test('from a1 the first tie-break finishes a tour of all 64 squares', () => {
		says('Skip to end shows the finished tour of all 64 squares');
		expect(run(board8, 'a1').status).toBe('found');
	});

	test('the first 26 squares lie in the two outer rings', () => {
		says('the first 26 squares all lie in the two outermost rings');
		const result = run(board8, 'a1');
		if (result.status !== 'found') throw new Error('no tour');
		const ring = (s: Square): number => {
			const row = Math.floor(s / 8);
			const col = s % 8;
			return Math.min(row, col, 7 - row, 7 - col);
		};
		const rings = Array.from(result.tour, ring);
		expect(rings.slice(0, 26).every((r) => r <= 1)).toBe(true);
		expect(rings[26]).toBeGreaterThan(1);
	});

	test.each([
		['e4', 36],
		['d5', 46],
		['d4', 53],
		['e5', 61],
	] as const)('the run from a1 reaches the centre square %s at move %i', (name, move) => {
		// The lesson prints each move from the library ({centreMove.e4}); the numbers here come
		// from the independent walk below, so a wrong pairing in either place fails.
		says(`${name} at move {centreMove.${name}}`);
		const result = run(board8, 'a1');
		if (result.status !== 'found') throw new Error('no tour');
		const square = parseSquare(board8, name);
		expect(Array.from(result.tour).indexOf(square) + 1).toBe(move);
		expect(plainWarnsdorff8x8FromA1().indexOf(name) + 1).toBe(move);
	});

	test('no tour of 5×5 breaks the rule in its last four moves (all 1,728 of them)', () => {
		says("no knight's tour can break Warnsdorff's rule in its last four moves");
		says('On 5×5 you can check this against all 1,728 tours');
		let tours = 0;
		for (const tour of findTours(board5)) {
			tours++;
			const visited = new Set<Square>();
			tour.forEach((square, i) => {
				if (i >= tour.length - 4) {
					const open = (s: Square): number =>
						neighbors(board5, s).filter((t) => !visited.has(t)).length;
					const candidates = neighbors(board5, tour[i - 1] as Square).filter(
						(s) => !visited.has(s),
					);
					expect(open(square)).toBe(Math.min(...candidates.map(open)));
				}
				visited.add(square);
			});
		}
		expect(tours).toBe(1728);
	});
});

describe("lesson 04, Warnsdorff's rule: ties and stuck starts", () => {
	test('8×8 with the first tie-break: a tour from 63 of 64 starts; from e3 it stops after 60', () => {
		says(
			'completes a tour of the 8×8 board from 63 of its 64 squares, but from e3 it gets stuck after 60',
		);
		says('on 8×8 with the first tie-break every start but e3 gives a tour');
		expect(failingStarts(8, 8, 'first')).toEqual(['e3']);
		expect(run(board8, 'e3').stats.nodes).toBe(60);
	});

	test('exercise: from c1 on 5×5 the rule visits 17 squares and stops on a5; 56 tours begin on c1', () => {
		says("start Warnsdorff's rule on c1 and break ties by the first move in order");
		says('From c1 the rule visits 17 squares and is stuck on a5 with 8 squares unvisited');
		says('56 different tours of 5×5 begin on c1');
		const result = run(board5, 'c1');
		expect(result.stats.nodes).toBe(17);
		expect(result).toMatchObject({ status: 'gave-up', reason: /^Stuck on a5 after 17 of 25/ });
		expect(countTours(board5, { closed: false, start: parseSquare(board5, 'c1') })).toBe(56n);
	});

	test("exercise: Pohl's tie-break gets stuck from h8, h1, d4, e4, d5 and e5 (58 others tour)", () => {
		says(
			"With Pohl's tie-break the rule gets stuck from h8, h1 and the four centre squares d4, e4, d5 and e5; from the other 58 starts it completes a tour.",
		);
		expect(failingStarts(8, 8, 'pohl').sort()).toEqual(['d4', 'd5', 'e4', 'e5', 'h1', 'h8']);
	});

	test("exercise: only Roth's tie-break tours from all 64 starts; seed 1 fails from 4, Pohl from 6", () => {
		says(
			"Roth's tie-break completes a tour from all 64 starts of 8×8. The first tie-break gets stuck from e3, the random one with seed 1 from four starts, and Pohl's from six.",
		);
		const failures = (tieBreak: TieBreak): number => failingStarts(8, 8, tieBreak).length;
		expect([failures('first'), failures('random'), failures('pohl'), failures('roth')]).toEqual([
			1, 4, 6, 0,
		]);
	});
});

describe("lesson 04, Warnsdorff's rule: narrow boards", () => {
	test('4×7: 14 inner squares start no tour; the rule tours from 4 outer starts, a search from the other 10', () => {
		says('On 4×7 the 14 inner squares can start no tour at all');
		says(
			'Of the 14 outer squares, the rule with the first tie-break completes a tour from only 4, yet a backtracking search finds a tour from each of the other 10.',
		);
		const board = createBoard(4, 7);
		const result = mapStarts({ board: { rows: 4, cols: 7 }, tieBreak: 'first' });
		expect(result.proofs.filter((p) => p !== null)).toHaveLength(14);
		const outer = outerStarts(board);
		expect(outer).toHaveLength(14);
		expect(outer.every((s) => result.proofs[s] === null)).toBe(true);
		expect(result.tours).toBe(4);
		const missed = outer.filter((s) => (result.visited[s] ?? 0) < board.size);
		expect(missed).toHaveLength(10);
		for (const start of missed) {
			expect(findTour(board, { algorithm: 'warnsdorff-backtracking', start }).status).toBe('found');
		}
	});

	test("4×10: first tours from 5 of 40, Pohl's and Roth's from none, and all 20 outer squares start a tour", () => {
		says(
			"the first tie-break completes a tour from 5 of the 40 starts, and Pohl's and Roth's tie-breaks, so reliable on square boards, from none — while each of the 20 outer squares starts some tour.",
		);
		const board = createBoard(4, 10);
		const tours = (tieBreak: TieBreak): number =>
			mapStarts({ board: { rows: 4, cols: 10 }, tieBreak }).tours;
		expect([tours('first'), tours('pohl'), tours('roth')]).toEqual([5, 0, 0]);
		const outer = outerStarts(board);
		expect(outer).toHaveLength(20);
		for (const start of outer) {
			expect(findTour(board, { algorithm: 'warnsdorff-backtracking', start }).status).toBe('found');
		}
	});
});

describe("lesson 04, Warnsdorff's rule: the tie-breaks compared", () => {
	const records = compareTieBreaks(LESSON_COMPARISON);
	const record = (tieBreak: TieBreak) => records.find((r) => r.tieBreak === tieBreak);

	test('the comparison runs over 5×5 to 60×60 from the corner (seeds 1 to 100) and 5×5 to 20×20 from every start', () => {
		says('The random tie-break, with seeds 1 to 100 on each board');
		says('From every start of the boards 5×5 to 20×20');
		expect(LESSON_COMPARISON).toEqual({ cornerSides: [5, 60], seeds: 100, startSides: [5, 20] });
	});

	test('from the corner: first stuck on 41, 52, 59, 60; Pohl on 17; Roth and Squirrel–Cull never', () => {
		says(
			"the first tie-break tours every board from 5×5 to 40×40, then gets stuck on 41×41, 52×52, 59×59 and 60×60; Pohl's gets stuck only on 17×17; Roth's and Squirrel and Cull's tour every board from 5×5 to 60×60.",
		);
		expect(record('first')?.cornerFailures).toEqual([41, 52, 59, 60]);
		expect(record('pohl')?.cornerFailures).toEqual([17]);
		expect(record('roth')?.cornerFailures).toEqual([]);
		expect(record('squirrel-cull')?.cornerFailures).toEqual([]);
	});

	test('random from the corner: stuck in 480 of 5,600 runs', () => {
		says('got stuck in 480 of the 5,600 runs');
		const random = record('random');
		expect(random?.cornerRuns).toBe(5600);
		expect((random?.cornerRuns ?? 0) - (random?.cornerTours ?? 0)).toBe(480);
	});

	test('from every start: 2,184 starts; stuck 37, 61, 43 and 22 times', () => {
		says('2,184 starts, leaving out the squares of the minority colour on odd boards');
		says("the first tie-break got stuck 37 times, the random one 61, Pohl's 43 and Roth's 22");
		const stuck = (['first', 'random', 'pohl', 'roth'] as const).map((t) => {
			const r = record(t);
			expect(r?.startRuns).toBe(2184);
			return (r?.startRuns ?? 0) - (r?.startTours ?? 0);
		});
		expect(stuck).toEqual([37, 61, 43, 22]);
		expect(record('squirrel-cull')?.startRuns).toBeNull();
	});

	test('random on 100×100: 347 of the seeds 1 to 1,000 give a tour', () => {
		says('on 100×100 only 347 of the seeds 1 to 1,000 give a tour');
		const board = createBoard(100, 100);
		let found = 0;
		for (let seed = 1; seed <= 1000; seed++) {
			if (warnsdorffTour(board, { tieBreak: 'random', seed }).status === 'found') found++;
		}
		expect(found).toBe(347);
	});

	test('Roth gets stuck on 248×248 and on no other square board from 5×5 to 300×300', () => {
		says(
			"Roth's tie-break as programmed here gets stuck on 248×248 and on no other square board from 5×5 to 300×300",
		);
		const failures: number[] = [];
		for (let n = 5; n <= 300; n++) {
			if (warnsdorffTour(createBoard(n, n), { tieBreak: 'roth' }).status !== 'found')
				failures.push(n);
		}
		expect(failures).toEqual([248]);
	});

	test('Squirrel and Cull: a table by n mod 8 with one switch square by n mod 16', () => {
		says('The table goes by $n \\bmod 8$, except one switch square for $n \\equiv 5 \\pmod 8$');
		says('which goes by $n \\bmod 16$');
		// Squirrel and Cull's table (research notes, algorithms.md): for m ≡ 5 (mod 8) the last
		// switch square is (m−2, (m−5)/2) when m ≡ 5 (mod 16), else (m−2, (m−13)/2).
		expect(squirrelCullStages(21).map((stage) => stage.until)).toEqual([
			[20, 19],
			[2, 2],
			[19, 8],
			null,
		]);
		expect(squirrelCullStages(29).map((stage) => stage.until)).toEqual([
			[28, 27],
			[2, 2],
			[27, 8],
			null,
		]);
	});

	test('what Squirrel and Cull proved (n ≥ 112) and what Ganzfried found by experiment (5 to 111)', () => {
		says(
			'Squirrel and Cull (1996) proved that their rule tours every $n \\times n$ board with $n \\ge 112$',
		);
		says('Ganzfried (2004) completed the proof of that case');
		says(
			'Below 112 there is no proof, only an experiment: Ganzfried (2004) ran the rule on every board from 5×5 to 111×111 and found that it tours all of them except 74×74.',
		);
	});

	test('Squirrel and Cull: every n×n from 5 to 120 but 74 (5,432 of 5,476), and 200, 500, 1000', () => {
		says(
			'it tours every $n \\times n$ board from 5×5 to 120×120 except 74×74, where it stops after 5,432 of the 5,476 squares, and it tours 200×200, 500×500 and 1000×1000 as well',
		);
		const failures: number[] = [];
		for (const n of [...Array.from({ length: 116 }, (_, i) => i + 5), 200, 500, 1000]) {
			if (warnsdorffTour(createBoard(n, n), { tieBreak: 'squirrel-cull' }).status !== 'found') {
				failures.push(n);
			}
		}
		expect(failures).toEqual([74]);
		const stuck = warnsdorffTour(createBoard(74, 74), { tieBreak: 'squirrel-cull' });
		expect([stuck.stats.nodes, 74 * 74]).toEqual([5432, 5476]);
	});
});

describe("lesson 04, Warnsdorff's rule: with backtracking", () => {
	test('from e3 on 8×8 the search finds a tour after 12 backtracks; from a4 on 4×7 after 451', () => {
		says(
			'From e3 on 8×8, where the pure rule gets stuck after 60 squares, the search finds a tour after 12 backtracks',
		);
		says('from a4 on 4×7 it needs 451 backtracks');
		const e3 = findTour(board8, {
			algorithm: 'warnsdorff-backtracking',
			start: parseSquare(board8, 'e3'),
		});
		expect(e3).toMatchObject({ status: 'found', stats: { backtracks: 12 } });
		const board47 = createBoard(4, 7);
		const a4 = findTour(board47, {
			algorithm: 'warnsdorff-backtracking',
			start: parseSquare(board47, 'a4'),
		});
		expect(a4).toMatchObject({ status: 'found', stats: { backtracks: 451 } });
	});

	test('on 4×11 from d4 it has not finished after 2,000,000 positions', () => {
		says('on 4×11 from d4 it has still not finished after 2,000,000 positions');
		const board = createBoard(4, 11);
		const result = findTour(board, {
			algorithm: 'warnsdorff-backtracking',
			start: parseSquare(board, 'd4'),
			maxNodes: 2_000_000,
		});
		expect(result).toMatchObject({ status: 'gave-up', stats: { nodes: 2_000_000 } });
	});

	test('the timing widget spans 100×100 (10,000 squares) to 1000×1000 (a million squares)', () => {
		says('on boards from 100×100 (10,000 squares) to 1000×1000 (a million squares)');
		expect([TIMING_SIDES[0], TIMING_SIDES.at(-1)]).toEqual([100, 1000]);
		expect([100 * 100, 1000 * 1000]).toEqual([10_000, 1_000_000]);
	});
});
