/**
 * Every number that lesson 07's sections "How the frontier method works" (with "Two halves,
 * joined") and "Estimating what cannot be counted" state, checked against the library.
 * Most of them are computed in the lesson from the library; the checks here
 * recompute them and quote the lesson's words, so editing either side fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { countTours, createBoard, estimateTours, traceFrontier } from '../../src/lib/index.ts';
import {
	CHERNOV_8X8,
	ESTIMATE_BOARDS,
	formatCount,
} from '../../src/components/lessons/counting-tours/estimate-boards.ts';
import { Z95 } from '../../src/components/lessons/counting-tours/estimate-state.svelte.ts';
import { LISTED_STATES } from '../../src/components/lessons/counting-tours/frontier-figure-state.svelte.ts';
import { frontierCountSteps, sweepOrder } from '../../src/lib/counting/frontier.ts';
import { splitCountSteps, type SplitStats } from '../../src/lib/counting/split-sweep.ts';
import { chooseMethod } from '../../src/lib/counting/count-tours.ts';
import { finish } from '../../src/lib/solvers/types.ts';
import { splitNumbers } from '../../src/components/lessons/counting-tours/split-numbers.ts';
import {
	REFUSE_SECONDS,
	planCount,
} from '../../src/components/lessons/counting-tours/count-plan.ts';
import literature from '../fixtures/estimate-literature.json';
import counts from '../fixtures/tour-counts.json';

const lesson = readFileSync('src/content/lessons/07-counting-tours.mdx', 'utf8').replace(
	/\s+/g,
	' ',
);

/** Expects the lesson to say `quote`, word for word (line breaks count as spaces). */
function says(quote: string): void {
	expect(lesson).toContain(quote);
}

describe('lesson 07, How many tours?: the frontier method', () => {
	const sweep34 = traceFrontier(createBoard(3, 4), { closed: false });

	test('the sweep goes column by column along the longer side', () => {
		says('column by column along the longer side');
		// 3×4: the first column's three squares a3, a2, a1 come first.
		expect(sweepOrder(createBoard(3, 4)).slice(0, 3)).toEqual([0, 4, 8]);
		expect(sweepOrder(createBoard(4, 3)).slice(0, 3)).toEqual([0, 1, 2]);
	});

	test('on 3×4 merging starts at square 8, with 16 states for 20 drawings', () => {
		says('merging starts at square {frMerge34}');
		says('keeps {frMergeStep34.states.length} states for {String(frMergeStep34.drawings)}');
		says('<FrontierFigure client:interaction trace={frSweep34} at={frMerge34} />');
		const merge = sweep34.steps.findIndex((s) => BigInt(s.states.length) < s.drawings) + 1;
		expect(merge).toBe(8);
		expect(sweep34.steps[7]?.states.length).toBe(16);
		expect(sweep34.steps[7]?.drawings).toBe(20n);
		// Before square 8 each state is left by one drawing only.
		for (const step of sweep34.steps.slice(0, 7))
			expect(step.drawings).toBe(BigInt(step.states.length));
	});

	test('it never keeps more than 34 states, and after square 12 it has the 8 open tours', () => {
		says('It never keeps more than {frMax34} states, and after square 12');
		says('it has counted the {String(frSweep34.count)} open tours of 3×4');
		expect(Math.max(...sweep34.steps.map((s) => s.states.length))).toBe(34);
		expect(sweep34.steps).toHaveLength(12);
		expect(sweep34.count).toBe(8n);
		expect(countTours(createBoard(3, 4), { closed: false })).toBe(8n);
	});

	test('the exercise: 34 states after square 9 (the table lists ten)', () => {
		says('export const frAsk34 = 9;');
		says('export const frAnswer34 = frSweep34.steps[frAsk34 - 1].states.length;');
		says('The table lists ten states');
		expect(LISTED_STATES).toBe(10);
		expect(sweep34.steps[8]?.states.length).toBe(34);
		expect(sweep34.steps[8]?.drawings).toBe(37n);
	});

	test('3×40 closed: at most 427 states, drawings up to about 1.1 × 10^18 at square 115 of 120', () => {
		says('On 3×40 with closed tours the sweep never keeps more than {frMax340} states');
		says('at square {frPeak340.at} of 120');
		says('which grows to about a billion billion');
		says('that 3×40 has {frSweep340.count.toLocaleString');
		const board = createBoard(3, 40);
		const sweep = traceFrontier(board, { closed: true, drawings: false });
		expect(sweep.steps).toHaveLength(120);
		expect(Math.max(...sweep.steps.map((s) => s.states.length))).toBe(427);
		let peak = 0n;
		let at = 0;
		sweep.steps.forEach((s, i) => {
			if (s.drawings > peak) [peak, at] = [s.drawings, i + 1];
		});
		expect(at).toBe(115);
		expect(peak).toBe(1_135_507_591_415_785_856n);
		// "About a billion billion": between 10^18 and 2 × 10^18.
		expect(peak >= 10n ** 18n && peak < 2n * 10n ** 18n).toBe(true);
		expect(sweep.count).toBe(countTours(board, { closed: true }));
		expect(sweep.count).toBe(11_010_065_269_439_104n);
	});
});

describe('lesson 07, How many tours?: estimating', () => {
	test('the walks weigh a square with d onward moves by 1/d²', () => {
		says('chosen with probability proportional to $1/d^2$');
		const source = readFileSync('src/lib/counting/estimate.ts', 'utf8');
		expect(source).toContain('const w = d === 0 ? 1 : 1 / (d * d);');
		// Whatever the weights, the mean score tends to the count: 16 directed open tours of 3×4.
		const board = createBoard(3, 4);
		expect(countTours(board, { closed: false, directed: true })).toBe(16n);
		const estimate = estimateTours(board, { samples: 20000, seed: 3, directed: true });
		expect(Math.abs(estimate.estimate - 16)).toBeLessThan(3 * estimate.standardError);
	});

	test('the exact counts compared with: 1,728 on 5×5, 6,637,920 on 6×6, Chernov on 8×8', () => {
		says('{estExact55.toLocaleString');
		says('{BigInt(ESTIMATE_BOARDS[1].exact).toLocaleString');
		says('{CHERNOV_8X8.toLocaleString');
		says('the count Alex Chernov published in 2014');
		expect(countTours(createBoard(5, 5), { closed: false, directed: true })).toBe(1728n);
		expect(BigInt(ESTIMATE_BOARDS[0]?.exact ?? '')).toBe(1728n);
		expect(countTours(createBoard(6, 6), { closed: false, directed: true })).toBe(
			BigInt(ESTIMATE_BOARDS[1]?.exact ?? ''),
		);
		const chernov = counts.counts.find(
			(c) => c.rows === 8 && c.cols === 8 && !c.closed && c.counted === 'directed',
		);
		expect(chernov?.source).toContain('A165134');
		expect(BigInt(chernov?.value ?? '')).toBe(CHERNOV_8X8);
		expect(ESTIMATE_BOARDS[2]?.exact).toBe(CHERNOV_8X8.toString());
	});

	test('the 95% interval is 1.96 standard errors either side', () => {
		says('{Z95} standard errors');
		says('95 runs in 100 would draw a band that holds the true count');
		// The normal distribution's 97.5% point, by Simpson's rule on its density.
		const density = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
		const mass = (z: number): number => {
			const n = 2000;
			const h = z / n;
			let sum = density(0) + density(z);
			for (let i = 1; i < n; i++) sum += (i % 2 === 1 ? 4 : 2) * density(i * h);
			return 0.5 + (sum * h) / 3;
		};
		expect(mass(Z95)).toBeCloseTo(0.975, 3);
		expect(Z95).toBe(1.96);
	});

	test('the exercise: 5×5, seed 1, 1,000 walks; the answer is computed from the same call', () => {
		says('export const estAsk = { samples: 1000, seed: 1 };');
		says('On 5×5, with seed 1 and 1,000 walks, is the exact number of directed open tours, 1,728');
		says("export const estChoices = ['Yes, 1,728 is inside the interval.'");
		const e = estimateTours(createBoard(5, 5), { samples: 1000, seed: 1, directed: true });
		const inside = Math.abs(e.estimate - 1728) <= Z95 * e.standardError;
		expect(inside).toBe(true);
	});

	test('Cancela and Mordecki: 1.22 × 10¹⁵ distinct tours, 16 directed each, within 0.4% of Chernov', () => {
		says('export const estCancelaG = 1.22e15;');
		says('export const estCancelaD = 16 * estCancelaG;');
		says('Each such tour stands for 16 directed tours');
		says('the conjecture of about 1.22 × 10¹⁵ geometrically distinct open tours');
		const g = literature.cancelaMordecki8x8.geometricallyDistinctOpenTours;
		const per = literature.directedPerGeometricallyDistinct.value;
		expect(literature.cancelaMordecki8x8.source).toContain('Cancela');
		expect(g).toBe(1.22e15);
		expect(per).toBe(16);
		expect(formatCount(g)).toBe('1.22 × 10¹⁵');
		expect(formatCount(per * g)).toBe('1.95 × 10¹⁶');
		const off = (Math.abs(per * g - Number(CHERNOV_8X8)) / Number(CHERNOV_8X8)) * 100;
		expect(off.toFixed(1)).toBe('0.4');
	});

	test('the widget starts with 100,000 walks on 8×8, seed 1', () => {
		says('estimateRun({ rows: 8, cols: 8, samples: 100000, seed: 1 })');
		says('On 8×8, ask for a million walks');
		says('choose 5×5, 1000 walks and seed 1');
	});
});

describe('lesson 07, How many tours?: two halves, joined', () => {
	const numbers = splitNumbers(6, 8);

	test('6×8: the largest layer of the whole-board sweep, the states each half ends with, the pairs that might fit and the pairings the join handles', () => {
		says('On 6×8 a sweep of the whole board keeps up to {fmt(split68.wholeMax)} states');
		says('Each half ends with {fmt(split68.stats.leftStates)} once a state and its mirror image');
		says('leaves {fmt(split68.stats.pairs)} pairs of states that might fit');
		says('So the join handles {fmt(split68.stats.steps)} shrunken pairings instead.');
		says('export const split68 = splitNumbers(6, 8);');
		// Recounted here, each way apart.
		let most = 0;
		const steps = frontierCountSteps(createBoard(6, 8), { closed: true });
		for (let next = steps.next(); next.done !== true; next = steps.next()) {
			most = Math.max(most, next.value.counters?.states ?? 0);
		}
		expect(numbers.wholeMax).toBe(most);
		const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
		expect(finish(splitCountSteps(createBoard(6, 8), { stats }))).toBe(55_488_142n);
		expect(numbers.stats).toEqual(stats);
		// The pairs are far fewer than every state with every other, and the join handles fewer
		// pairings still.
		expect(stats.pairs).toBeLessThan(stats.leftStates * stats.rightStates * 1e-3);
		expect(stats.steps).toBeLessThan(stats.pairs);
	});

	test('both ways find the 55,488,142 closed tours of 6×8 (OEIS A175881)', () => {
		says('Both ways find the {fmt(split68.count)} closed');
		const published = counts.counts.find(
			(c) => c.rows === 6 && c.cols === 8 && c.closed && c.counted === 'undirected',
		);
		expect(String(numbers.count)).toBe(published?.value);
		expect(numbers.wholeCount).toBe(numbers.count);
	});

	test('the counter counts tours of 5 rows or more this way, and 7×8 closed is within its reach', () => {
		says(
			'on boards of five rows or more, unless an open tour must start on a given square, by sweeping the board',
		);
		says('Open tours are counted the same way, with one extra point joined to every square');
		expect(chooseMethod(createBoard(5, 8), 'auto', false)).toBe('split');
		// An open tour from a given start is left to the frontier sweep: the split sweep refuses it.
		expect(() =>
			countTours(createBoard(5, 8), { closed: false, start: 0, method: 'split' }),
		).toThrow(RangeError);
		expect(countTours(createBoard(5, 6), { closed: false, method: 'split' })).toBe(
			countTours(createBoard(5, 6), { closed: false, method: 'frontier' }),
		);
		expect(chooseMethod(createBoard(5, 8), 'auto', true)).toBe('split');
		expect(chooseMethod(createBoard(7, 8), 'auto', true)).toBe('split');
		expect(chooseMethod(createBoard(4, 12), 'auto', true)).toBe('frontier');
		expect(planCount(createBoard(7, 8), true).seconds).toBeLessThanOrEqual(REFUSE_SECONDS);
		expect(planCount(createBoard(8, 8), true).seconds).toBeGreaterThan(REFUSE_SECONDS);
	});
});
