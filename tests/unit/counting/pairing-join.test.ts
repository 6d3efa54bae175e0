/**
 * The split sweep's join within a group (pairing-join.ts) against a plain computation that shares
 * none of its code: for every left and right pairing, the union is drawn as a graph on the ends
 * (each end has one left edge and one right edge) and tested for being connected.
 */
import { describe, expect, test } from 'vitest';
import { createRandom } from '../../../src/lib/index.ts';
import {
	closesOne,
	ExactSum,
	PairingJoin,
	type Pairings,
} from '../../../src/lib/counting/pairing-join.ts';

/** A random pairing of `ends` ends, as an array: partner[e]. */
function randomPairing(ends: number, random: () => number): number[] {
	const rest = Array.from({ length: ends }, (_, e) => e);
	const partner = new Array<number>(ends).fill(-1);
	while (rest.length > 0) {
		const a = rest.shift() as number;
		const b = rest.splice(Math.floor(random() * rest.length), 1)[0] as number;
		partner[a] = b;
		partner[b] = a;
	}
	return partner;
}

function packAll(pairings: number[][], counts: number[]): Pairings {
	const lo = new Int32Array(pairings.length);
	const hi = new Int32Array(pairings.length);
	pairings.forEach((partner, x) => {
		partner.forEach((mate, e) => {
			if (e < 8) lo[x] = (lo[x] as number) | (mate << (4 * e));
			else hi[x] = (hi[x] as number) | (mate << (4 * (e - 8)));
		});
	});
	return { lo, hi, counts: Float64Array.from(counts) };
}

/**
 * Whether the two pairings' union is one cycle. Every end has one left and one right edge, so the
 * union's components are cycles: it is one cycle when it is connected (union–find).
 */
function oneCycle(left: number[], right: number[]): boolean {
	const parent = left.map((_, e) => e);
	const root = (e: number): number => (parent[e] === e ? e : root(parent[e] as number));
	left.forEach((mate, e) => (parent[root(e)] = root(mate)));
	right.forEach((mate, e) => (parent[root(e)] = root(mate)));
	return left.every((_, e) => root(e) === root(0));
}

function plainJoin(left: number[][], lc: number[], right: number[][], rc: number[]): bigint {
	let total = 0n;
	left.forEach((l, x) =>
		right.forEach((r, y) => {
			if (oneCycle(l, r)) total += BigInt(lc[x] as number) * BigInt(rc[y] as number);
		}),
	);
	return total;
}

describe('PairingJoin', () => {
	test('the plain check itself: on 4 ends, 2 of the 3 right pairings close one cycle with any left one', () => {
		const left = [1, 0, 3, 2];
		const all = [
			[1, 0, 3, 2],
			[2, 3, 0, 1],
			[3, 2, 1, 0],
		];
		// (2k − 2)!! / ... : of the 3 pairings of 4 ends, all but the pairing itself make one cycle.
		expect(all.map((r) => oneCycle(left, r))).toEqual([false, true, true]);
		const [lo, hi] = [packAll([left], [1]).lo[0] as number, 0];
		expect(all.map((r) => closesOne(lo, hi, packAll([r], [1]).lo[0] as number, 0, 4))).toEqual([
			false,
			true,
			true,
		]);
	});

	// Sizes that take the pair-by-pair walk (small) and the trie (larger), with repeated pairings
	// on the trie's side, on up to 16 ends.
	const cases = [
		{ ends: 2, left: 3, right: 5 },
		{ ends: 6, left: 4, right: 9 },
		{ ends: 8, left: 40, right: 60 },
		{ ends: 10, left: 200, right: 30 },
		{ ends: 12, left: 300, right: 500 },
		{ ends: 14, left: 150, right: 800 },
		{ ends: 16, left: 400, right: 400 },
	];
	test.each(cases)(
		'$ends ends, $left × $right pairings: as the plain join',
		({ ends, left, right }) => {
			const random = createRandom(ends * 1000 + left);
			const lp = Array.from({ length: left }, () => randomPairing(ends, random));
			// Every fifth right pairing repeats an earlier one.
			const rp: number[][] = [];
			for (let y = 0; y < right; y++) {
				rp.push(
					y % 5 === 4 ? (rp[Math.floor(random() * y)] as number[]) : randomPairing(ends, random),
				);
			}
			const lc = lp.map(() => 1 + Math.floor(random() * 1000));
			const rc = rp.map(() => 1 + Math.floor(random() * 1e9));
			const sum = new ExactSum();
			const join = new PairingJoin();
			// The groups sit inside larger lists, as in the split sweep.
			const L = packAll([randomPairing(ends, random), ...lp], [7, ...lc]);
			const R = packAll([...rp, randomPairing(ends, random)], [...rc, 9]);
			join.join(L, 1, left + 1, R, 0, right, ends, sum);
			expect(sum.value).toBe(plainJoin(lp, lc, rp, rc));
			expect(join.steps).toBeGreaterThan(0);
		},
	);

	test('halves and their products past 2^53 are added exactly, and written and read back as text', () => {
		const sum = new ExactSum();
		sum.addProduct(2 ** 45 + 0.5, 2 ** 20 + 0.5);
		sum.add(0.5);
		// (2^45 + 1/2)(2^20 + 1/2) + 1/2, in quarters: (2^46 + 1)(2^21 + 1) + 2, which is 3 modulo 4.
		const quarters = (2n ** 46n + 1n) * (2n ** 21n + 1n) + 2n;
		expect(sum.inQuarters).toBe(quarters);
		expect(sum.text).toBe(`${String(quarters / 4n)}.75`);
		expect(() => sum.value).toThrow(/should be a whole number/);
		const again = new ExactSum();
		again.addText(sum.text);
		again.addQuarters(1n);
		expect(again.value).toBe(quarters / 4n + 1n);
		expect(() => again.addText('12.3')).toThrow(/Not a sum/);
	});

	test('products past 2^53 are added exactly', () => {
		const sum = new ExactSum();
		sum.addProduct(2 ** 40 + 1, 2 ** 30 + 3);
		sum.addProduct(Number.MAX_SAFE_INTEGER, 1);
		sum.add(5);
		expect(sum.value).toBe(
			(2n ** 40n + 1n) * (2n ** 30n + 3n) + BigInt(Number.MAX_SAFE_INTEGER) + 5n,
		);
	});
});
