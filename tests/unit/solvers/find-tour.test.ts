import { describe, expect, test } from 'vitest';
import {
	closedTourExists,
	createBoard,
	createRandom,
	findTour,
	findTours,
	isDark,
	openTourExists,
	parseSquare,
	tourVerdict,
	verifyTour,
	type Board,
	type FindTourOptions,
	type SolveResult,
} from '../../../src/lib/index.ts';
import { bruteForcePaths } from './helpers.ts';

/** Asserts a result is a tour that meets the request. */
function expectTour(board: Board, result: SolveResult, options: FindTourOptions = {}): void {
	expect(result.status, result.status === 'found' ? '' : result.reason).toBe('found');
	if (result.status !== 'found') return;
	expect(verifyTour(board, result.tour, { closed: options.closed === true })).toEqual({ ok: true });
	if (options.start !== undefined) expect(result.tour[0]).toBe(options.start);
	if (options.end !== undefined) expect(result.tour[result.tour.length - 1]).toBe(options.end);
	for (const { move, square } of options.constraints ?? [])
		expect(result.tour[move - 1]).toBe(square);
}

describe('findTour(board, options)', () => {
	test('every plain board up to 12×12: a tour exactly when theory says so, impossible otherwise', () => {
		for (let rows = 1; rows <= 12; rows++) {
			for (let cols = 1; cols <= 12; cols++) {
				const board = createBoard(rows, cols);
				for (const closed of [false, true]) {
					const exists = (closed ? closedTourExists : openTourExists)(rows, cols).exists;
					const result = findTour(board, { closed });
					if (exists) expectTour(board, result, { closed });
					else expect(result.status).toBe('impossible');
				}
			}
		}
	});

	test('impossible requests are answered with the theorem, before any search', () => {
		const result = findTour(createBoard(5, 5), { closed: true });
		expect(result).toMatchObject({ status: 'impossible', stats: { nodes: 0 } });
		if (result.status === 'impossible') expect(result.reason).toContain('Schwenk (1991)');
		const colour = findTour(createBoard(5, 5), { start: parseSquare(createBoard(5, 5), 'b1') });
		expect(colour.status).toBe('impossible');
		if (colour.status === 'impossible') expect(colour.reason).toContain('must be on a dark square');
	});

	test('every start to every end on 8×8: all 64 × 32 colour-admissible pairs have a tour', () => {
		// Conrad et al. (1994): on n×n, n ≥ 6, a path from s to t exists exactly when the colour
		// condition allows it (research notes: all 1,024 admissible pairs of 8×8, up to order,
		// checked there by an independent search).
		const board = createBoard(8, 8);
		let pairs = 0;
		for (let start = 0; start < 64; start++) {
			for (let end = 0; end < 64; end++) {
				if (isDark(board, start) === isDark(board, end)) continue;
				expectTour(board, findTour(board, { start, end }), { start, end });
				pairs++;
			}
		}
		expect(pairs).toBe(64 * 32);
	});

	test('on 5×5 only pairs that include a corner are joined (research notes: 42 of 78)', () => {
		const board = createBoard(5, 5);
		const corners = new Set([0, 4, 20, 24]);
		let joined = 0;
		let admissible = 0;
		for (let start = 0; start < 25; start++) {
			for (let end = start + 1; end < 25; end++) {
				if (!isDark(board, start) || !isDark(board, end)) continue;
				admissible++;
				const result = findTour(board, { start, end });
				expect(result.status).not.toBe('gave-up');
				if (result.status === 'found') {
					joined++;
					expect(corners.has(start) || corners.has(end)).toBe(true);
				}
			}
		}
		expect([admissible, joined]).toEqual([78, 42]);
	});

	test('move constraints, holes and closed tours together', () => {
		const plain = createBoard(6, 6);
		const holes = ['a1', 'f1'].map((n) => parseSquare(plain, n));
		const board = createBoard(6, 6, { holes });
		const options: FindTourOptions = {
			start: parseSquare(plain, 'b1'),
			constraints: [{ move: 11, square: parseSquare(plain, 'c4') }],
			closed: true,
		};
		expectTour(board, findTour(board, options), options);
	});

	test('contradictory requests are impossible with a reason; bad ones throw', () => {
		const board = createBoard(6, 6);
		const twice = findTour(board, {
			constraints: [
				{ move: 3, square: 0 },
				{ move: 5, square: 0 },
			],
		});
		expect(twice).toMatchObject({ status: 'impossible' });
		if (twice.status === 'impossible')
			expect(twice.reason).toContain('cannot be both move 3 and move 5');
		expect(() => findTour(board, { start: 36 })).toThrow(
			/options\.start must be a square of this 6×6 board/,
		);
		expect(() => findTour(board, { constraints: [{ move: 0, square: 1 }] })).toThrow(
			/move number must be a whole number from 1 to 36/,
		);
		const holed = createBoard(6, 6, { holes: [7] });
		expect(() => findTour(holed, { end: 7 })).toThrow('End is b5, which is a hole.');
	});

	test('closed tours rotate to any requested start; open ones start there', () => {
		for (const [rows, cols] of [
			[6, 6],
			[3, 10],
			[7, 8],
		] as const) {
			const board = createBoard(rows, cols);
			for (let start = 0; start < board.size; start += 7) {
				expectTour(board, findTour(board, { start, closed: true }), { start, closed: true });
				expectTour(board, findTour(board, { start }), { start });
			}
		}
	});

	test('odd boards from a given start square', () => {
		const board = createBoard(7, 7);
		for (let start = 0; start < 49; start++) {
			if (!isDark(board, start)) continue;
			expectTour(board, findTour(board, { start }), { start });
		}
	});

	test('each named algorithm runs', () => {
		const board = createBoard(6, 6);
		for (const algorithm of [
			'backtracking',
			'warnsdorff',
			'warnsdorff-backtracking',
			'divide-and-conquer',
		] as const) {
			expectTour(board, findTour(board, { algorithm, start: 0 }), { start: 0 });
		}
		const stuck = findTour(board, { algorithm: 'warnsdorff', start: 0, end: 35 - 1 });
		expect(stuck.status).toBe('gave-up');
	});

	test('findTours lists different tours, one after another', () => {
		const board = createBoard(5, 5);
		const seen = new Set<string>();
		for (const tour of findTours(board, { start: 0 })) {
			expect(verifyTour(board, tour)).toEqual({ ok: true });
			seen.add(tour.join(','));
		}
		expect(seen.size).toBe(304);
	});
});

describe('findTour on irregular boards', () => {
	test('finds a tour exactly when an independent brute force does, and never gives up', () => {
		const random = createRandom(1994);
		for (let trial = 0; trial < 60; trial++) {
			// Up to 4×5: the plain recursion that checks the answer must finish quickly.
			const rows = 3 + Math.floor(random() * 2);
			const cols = 4 + Math.floor(random() * 2);
			const holes = new Set<number>();
			const holeCount = Math.floor(random() * 5);
			while (holes.size < holeCount) holes.add(Math.floor(random() * rows * cols));
			const board = createBoard(rows, cols, { holes });
			for (const closed of [false, true]) {
				const exists = bruteForcePaths(board, closed) > 0;
				const result = findTour(board, { closed });
				const label = `${String(rows)}×${String(cols)} holes ${[...holes].join(',')} closed ${String(closed)}`;
				expect(result.status, label).toBe(exists ? 'found' : 'impossible');
				if (result.status === 'found') {
					expect(verifyTour(board, result.tour, { closed })).toEqual({ ok: true });
				}
			}
		}
	});
});

describe('findTour from a given start on boards without closed tours', () => {
	test.each([
		[3, 9],
		[3, 31],
		[4, 13],
		[5, 51],
		[9, 13],
	])('%i×%i: every start gets a tour or a proof that none exists', (rows, cols) => {
		for (const [m, n] of [
			[rows, cols],
			[cols, rows],
		] as const) {
			const board = createBoard(m, n);
			for (let start = 0; start < board.size; start++) {
				const result = findTour(board, { start });
				expect(result.status, `${String(m)}×${String(n)} from ${String(start)}`).not.toBe(
					'gave-up',
				);
				if (result.status === 'found') expectTour(board, result, { start });
			}
		}
	});
});

describe('tourVerdict(board, options)', () => {
	test.each([
		// Schwenk (1991): both sides odd; 4×n; 3×4, 3×6, 3×8; a side of 1 or 2.
		[5, 5, true, 'impossible'],
		[4, 8, true, 'impossible'],
		[3, 8, true, 'impossible'],
		[2, 8, true, 'impossible'],
		[6, 6, true, 'exists'],
		[3, 10, true, 'exists'],
		// Open tours: none on 3×3, 3×5, 3×6, 4×4 (exhaustive search; see theory.ts).
		[4, 4, false, 'impossible'],
		[3, 5, false, 'impossible'],
		[3, 4, false, 'exists'],
		[5, 5, false, 'exists'],
	] as const)('%i×%i, closed %s: %s', (rows, cols, closed, expected) => {
		const verdict = tourVerdict(createBoard(rows, cols), { closed });
		expect(verdict.verdict).toBe(expected);
		expect(verdict.reason.length).toBeGreaterThan(20);
	});

	test('agrees with findTour wherever it is certain (every start, 5×5 and 6×6, open and closed)', () => {
		for (const size of [5, 6]) {
			const board = createBoard(size, size);
			for (const closed of [false, true]) {
				for (let start = 0; start < board.size; start++) {
					const verdict = tourVerdict(board, { start, closed });
					if (verdict.verdict === 'search') continue;
					const found = findTour(board, { start, closed }).status === 'found';
					expect(found, `${String(size)}², start ${String(start)}, closed ${String(closed)}`).toBe(
						verdict.verdict === 'exists',
					);
				}
			}
		}
	});

	test('rules out a start of the minority colour on 5×5 and names its colour argument', () => {
		const board = createBoard(5, 5);
		const verdict = tourVerdict(board, { start: parseSquare(board, 'b1') });
		expect(verdict.verdict).toBe('impossible');
	});

	test('a start on 5×5 of the majority colour is for a search to decide', () => {
		const board = createBoard(5, 5);
		expect(tourVerdict(board, { start: parseSquare(board, 'c3') }).verdict).toBe('search');
	});

	test('a closed tour with start and end not a leap apart is impossible, with both squares', () => {
		const board = createBoard(6, 6);
		const verdict = tourVerdict(board, {
			closed: true,
			start: parseSquare(board, 'a1'),
			end: parseSquare(board, 'a3'),
		});
		expect(verdict).toMatchObject({ verdict: 'impossible', squares: [30, 18] });
	});

	test('a square off the board is a RangeError naming the field', () => {
		expect(() => tourVerdict(createBoard(5, 5), { start: 25 })).toThrow(
			/tourVerdict: options\.start/,
		);
	});
});

describe('findTour messages', () => {
	/** Reads the count a message gives ("after 50,000 positions", "(49,033 positions)"). */
	function countIn(reason: string): number {
		const digits = /([\d,]+) positions/.exec(reason)?.[1];
		return digits === undefined ? NaN : Number(digits.replaceAll(',', ''));
	}

	test('a search with restarts that runs out gives the whole budget, in the message and in stats', () => {
		const board = createBoard(8, 8, { leaper: [2, 3] });
		const result = findTour(board, { maxNodes: 50_000 });
		expect(result.status).toBe('gave-up');
		if (result.status !== 'gave-up') return;
		expect(result.stats.nodes).toBe(50_000);
		expect(countIn(result.reason)).toBe(50_000);
	});

	test('a search with restarts that ends exhausted counts every attempt in its message', () => {
		const board = createBoard(7, 7, { leaper: [2, 3] });
		const result = findTour(board, { maxNodes: 50_000 });
		expect(result.status).toBe('impossible');
		if (result.status !== 'impossible') return;
		// More than one attempt ran: the first stops at 20,000 positions.
		expect(result.stats.nodes).toBeGreaterThan(20_000);
		expect(countIn(result.reason)).toBe(result.stats.nodes);
	});

	test.each(['backtracking', 'warnsdorff-backtracking', 'auto'] as const)(
		'%s out of budget promises no control: the page decides what to offer',
		(algorithm) => {
			const board = createBoard(8, 8, { leaper: [2, 3] });
			const result = findTour(board, { algorithm, maxNodes: 30_000 });
			expect(result.status).toBe('gave-up');
			if (result.status !== 'gave-up') return;
			expect(result.reason).toBe(
				'Gave up after 30,000 positions (the node budget) without finishing the search, so this proves nothing either way.',
			);
			expect(result.stats.nodes).toBe(30_000);
		},
	);

	test("Warnsdorff's rule stuck names no internal tie-break name", () => {
		const board = createBoard(8, 8);
		for (const tieBreak of ['first', 'pohl', 'roth'] as const) {
			const result = findTour(board, {
				algorithm: 'warnsdorff',
				tieBreak,
				start: parseSquare(board, 'h8'),
			});
			if (result.status === 'gave-up') expect(result.reason).not.toMatch(/tie-break|pohl|roth/);
		}
		const pohl = findTour(board, { algorithm: 'warnsdorff', tieBreak: 'pohl', start: 7 });
		expect(pohl.status === 'gave-up' ? pohl.reason : '').toMatch(
			/^Stuck on c4 after 60 of 64 squares: .* Warnsdorff's rule never backtracks\.$/,
		);
	});
});
