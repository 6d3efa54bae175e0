import { describe, expect, test } from 'vitest';
import { createBoard, findTours, isDark, verifyTour, type Square } from '../../src/lib/index.ts';
import {
	countPairs,
	endPairSteps,
	endPairs,
	explainPair,
	pairStatus,
	pairTour,
} from '../../src/lib/end-pairs.ts';

/** Every (start, end) pair joined by some open tour, from the list of all tours (an independent oracle). */
function pairsFromAllTours(side: number): Set<string> {
	const board = createBoard(side, side);
	const pairs = new Set<string>();
	for (const tour of findTours(board, { maxNodes: 100_000_000 })) {
		pairs.add(`${String(tour[0])}-${String(tour[tour.length - 1])}`);
	}
	return pairs;
}

describe('endPairs(board)', () => {
	test('5×5: the pairs with a tour are exactly the ends of all 1,728 directed tours', () => {
		const board = createBoard(5, 5);
		const study = endPairs(board);
		const oracle = pairsFromAllTours(5);
		const found = new Set<string>();
		for (let s = 0; s < 25; s++) {
			for (let t = 0; t < 25; t++) {
				if (pairStatus(study, s, t) === 'tour') found.add(`${String(s)}-${String(t)}`);
			}
		}
		expect(found).toEqual(oracle);
		// A165134 lists 1,728 directed open tours of 5×5; the research notes (§2.3) 42 unordered pairs.
		expect(countPairs(study)).toEqual({
			same: 25,
			tour: 84,
			colour: 444,
			searched: 72,
			undecided: 0,
		});
	});

	test.each([
		// [side, ordered pairs with a tour]: every pair of opposite colours (research notes §2.3: 324 and 1,024 unordered).
		[6, 648],
		[8, 2048],
	])(
		'side %i: every pair of opposite colours has a tour (%i ordered pairs), and no other',
		(side, tours) => {
			const board = createBoard(side, side);
			const study = endPairs(board);
			expect(countPairs(study).tour).toBe(tours);
			for (let s = 0; s < board.size; s++) {
				for (let t = 0; t < board.size; t++) {
					const status = pairStatus(study, s, t);
					if (s === t) expect(status).toBe('same');
					else expect(status).toBe(isDark(board, s) === isDark(board, t) ? 'colour' : 'tour');
				}
			}
		},
	);

	test.each([5, 6, 8])(
		'side %i: every tour shown runs from its start to its end and passes verifyTour',
		(side) => {
			const board = createBoard(side, side);
			const study = endPairs(board);
			let checked = 0;
			for (let s = 0; s < board.size; s++) {
				for (let t = 0; t < board.size; t++) {
					const tour = pairTour(study, s, t);
					expect(tour !== null).toBe(pairStatus(study, s, t) === 'tour');
					if (tour === null) continue;
					expect(verifyTour(board, tour)).toEqual({ ok: true });
					expect([tour[0], tour[tour.length - 1]]).toEqual([s, t]);
					checked++;
				}
			}
			expect(checked).toBe(countPairs(study).tour);
		},
	);

	test('8×8: one search per class of pairs under the 8 symmetries and reversal', () => {
		const board = createBoard(8, 8);
		// Independently: classes of unordered opposite-colour pairs under the square's 8 symmetries.
		const maps: ((r: number, c: number) => [number, number])[] = [
			(r, c) => [r, c],
			(r, c) => [7 - r, 7 - c],
			(r, c) => [r, 7 - c],
			(r, c) => [7 - r, c],
			(r, c) => [c, 7 - r],
			(r, c) => [7 - c, r],
			(r, c) => [c, r],
			(r, c) => [7 - c, 7 - r],
		];
		const image = (k: number, s: Square): Square => {
			const [r, c] = (maps[k] as (r: number, c: number) => [number, number])(
				Math.floor(s / 8),
				s % 8,
			);
			return r * 8 + c;
		};
		const classes = new Set<string>();
		for (let s = 0; s < 64; s++) {
			for (let t = s + 1; t < 64; t++) {
				if (isDark(board, s) === isDark(board, t)) continue;
				const keys = maps.map((_, k) => {
					const [a, b] = [image(k, s), image(k, t)].sort((x, y) => x - y);
					return `${String(a)}-${String(b)}`;
				});
				classes.add(keys.sort()[0] as string);
			}
		}
		expect(endPairs(board).searches).toBe(classes.size);
		expect(classes.size).toBe(136);
	});

	test('a search that runs out of budget leaves its pair undecided, never "no"', () => {
		const study = endPairs(createBoard(5, 5), { maxNodes: 1 });
		const counts = countPairs(study);
		expect(counts.searched).toBe(0);
		expect(counts.undecided).toBeGreaterThan(0);
		expect(counts.tour + counts.undecided).toBe(84 + 72);
		const board = createBoard(5, 5);
		const undecided = study.status.findIndex((code) => code === 4);
		expect(explainPair(board, study, Math.floor(undecided / 25), undecided % 25)).toContain(
			'Undecided',
		);
	});

	test('endPairSteps reports progress from 0 to 1', () => {
		const steps = endPairSteps(createBoard(6, 6));
		const fractions: number[] = [];
		for (let next = steps.next(); next.done !== true; next = steps.next())
			fractions.push(next.value.fraction);
		expect(fractions.length).toBeGreaterThan(0);
		expect(
			fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= (fractions[i - 1] as number))),
		).toBe(true);
	});

	test('explainPair gives the colour reason on even and odd boards', () => {
		const even = createBoard(6, 6);
		expect(explainPair(even, endPairs(even), 0, 2)).toContain('opposite colours');
		const odd = createBoard(5, 5);
		expect(explainPair(odd, endPairs(odd), 0, 1)).toContain('majority colour');
		expect(explainPair(odd, endPairs(odd), 12, 14)).toContain('exhaustive search');
	});
});
