import { describe, expect, test } from 'vitest';
import { createBoard, verifyTour } from '../../../src/lib/index.ts';
import { constructTour } from '../../../src/lib/solvers/divide-and-conquer.ts';
import { expectValidTour } from './helpers.ts';

// The classification, written here independently of the module under test.
// Closed tours: Schwenk, "Which rectangular chessboards have a knight's tour?",
// Mathematics Magazine 64 (1991): with m ≤ n, none exactly when m and n are both
// odd, or m ∈ {1, 2, 4}, or m = 3 and n ∈ {4, 6, 8}.
/** Tells whether a rows×cols board has a closed tour (Schwenk 1991). */
function hasClosedTour(rows: number, cols: number): boolean {
	const m = Math.min(rows, cols);
	const n = Math.max(rows, cols);
	if (m % 2 === 1 && n % 2 === 1) return false;
	if (m === 1 || m === 2 || m === 4) return false;
	return !(m === 3 && (n === 4 || n === 6 || n === 8));
}

// Open tours: every board with both sides at least 5 (Cull & De Curtins, "Knight's
// tour revisited", Fibonacci Quarterly 16 (1978); Conrad, Hindrichs, Morsy and
// Wegener, Discrete Applied Mathematics 50 (1994)), and of the thinner boards
// exactly 1×1, 3×4, 3×n for n ≥ 7, 4×3 and 4×n for n ≥ 5.
/** Tells whether a rows×cols board has an open tour. */
function hasOpenTour(rows: number, cols: number): boolean {
	const m = Math.min(rows, cols);
	const n = Math.max(rows, cols);
	if (m === 1) return n === 1;
	if (m === 2) return false;
	if (m === 3) return n === 4 || n >= 7;
	if (m === 4) return n >= 5;
	return true;
}

/** Builds a tour and lists what is wrong with it, as text naming the board ('' when all is well). */
function problemWith(rows: number, cols: number, closed: boolean): string {
	const kind = closed ? 'closed' : 'open';
	const exists = closed ? hasClosedTour(rows, cols) : hasOpenTour(rows, cols);
	const tour = constructTour(rows, cols, closed);
	if (!exists) return tour === null ? '' : `${String(rows)}×${String(cols)} ${kind}: expected null`;
	if (tour === null) return `${String(rows)}×${String(cols)} ${kind}: got null`;
	const check = verifyTour(createBoard(rows, cols), tour, { closed });
	return check.ok ? '' : `${String(rows)}×${String(cols)} ${kind}: ${check.error}`;
}

const SIDES = Array.from({ length: 30 }, (_, i) => i + 1);

describe('constructTour(rows, cols, closed)', () => {
	test.each(SIDES.flatMap((rows) => [true, false].map((closed) => [rows, closed] as const)))(
		'%i rows, closed %s: a valid tour exactly where one exists, for 1 to 30 columns',
		(rows, closed) => {
			const problems = SIDES.map((cols) => problemWith(rows, cols, closed)).filter(Boolean);
			expect(problems).toEqual([]);
		},
	);

	test.each([3, 4])('%i-row strips up to 400 long, both orientations, closed and open', (m) => {
		const problems: string[] = [];
		for (let n = 1; n <= 400; n++) {
			for (const closed of [true, false]) {
				problems.push(problemWith(m, n, closed), problemWith(n, m, closed));
			}
		}
		expect(problems.filter(Boolean)).toEqual([]);
	});

	test('the sizes where no tour exists give null, however large', () => {
		expect(constructTour(4, 4000, true)).toBeNull();
		expect(constructTour(2, 4000, false)).toBeNull();
		expect(constructTour(1, 2, false)).toBeNull();
		expect(constructTour(3, 3999, true)).toBeNull();
		expect(constructTour(3999, 3997, true)).toBeNull();
		expect(constructTour(1, 1, true)).toBeNull();
	});

	test.each([
		[3, 4000, true],
		[4000, 3, false],
		[4, 3999, false],
		[3999, 4, false],
		[5, 4000, true],
		[4000, 5, false],
		[7, 3999, false],
		[101, 103, false],
		[103, 101, false],
		[999, 1000, true],
		[1000, 1000, true],
		[1000, 1000, false],
	] as const)('%i×%i, closed %s', (rows, cols, closed) => {
		const tour = constructTour(rows, cols, closed);
		expect(tour).not.toBeNull();
		expectValidTour(createBoard(rows, cols), tour ?? [], { closed });
	});

	test('open tours on odd×odd boards start and end on the corner colour', () => {
		const tour = constructTour(15, 21, false) ?? new Int32Array(0);
		const colour = (square: number): number => (Math.floor(square / 21) + (square % 21)) % 2;
		expect(colour(tour[0] ?? -1)).toBe(0);
		expect(colour(tour[tour.length - 1] ?? -1)).toBe(0);
	});

	test('gives the same tour every time', () => {
		expect(constructTour(37, 42, true)).toEqual(constructTour(37, 42, true));
	});

	test.each([
		[0, 8],
		[8, 0],
		[4001, 8],
		[8, 4001],
		[2.5, 8],
		[8, Number.NaN],
		[-3, 8],
		[Number.POSITIVE_INFINITY, 8],
	])('rejects %s×%s with a RangeError that says what is allowed', (rows, cols) => {
		expect(() => constructTour(rows, cols, true)).toThrow(RangeError);
		expect(() => constructTour(rows, cols, false)).toThrow(/whole number from 1 to 4000/);
	});
});
