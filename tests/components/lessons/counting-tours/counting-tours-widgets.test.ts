import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import BurnsideFigure from '../../../../src/components/lessons/counting-tours/BurnsideFigure.svelte';
import CountTours from '../../../../src/components/lessons/counting-tours/CountTours.svelte';
import SmallTours from '../../../../src/components/lessons/counting-tours/SmallTours.svelte';
import { CountToursState } from '../../../../src/components/lessons/counting-tours/count-tours-state.svelte.ts';
import {
	planCount,
	REFUSE_GIGABYTES,
	roughDuration,
	REFUSE_SECONDS,
} from '../../../../src/components/lessons/counting-tours/count-plan.ts';
import { describeAnswer } from '../../../../src/components/lessons/counting-tours/count-text.ts';
import {
	burnsideTable,
	countJob,
	countNow,
	type CountRequest,
} from '../../../../src/components/lessons/counting-tours/jobs.ts';
import { undirectedOpenTours } from '../../../../src/components/lessons/counting-tours/small-tours.ts';
import { TourBrowserState } from '../../../../src/components/lessons/counting-tours/tour-browser-state.svelte.ts';
import { SolverRunner } from '../../../../src/components/runner/solver-runner.svelte.ts';
import { createBoard, findTours, type Square } from '../../../../src/lib/index.ts';
import { jobs, type Jobs } from '../../../../src/workers/jobs.ts';
import { createSolverClient } from '../../../../src/workers/solver-client.ts';
import { createFakeWorker, TaskQueue } from '../../../workers/fake-worker.ts';

/** A runner over the site's real jobs in an in-memory worker. */
function fakeRunner(): { runner: SolverRunner; queue: TaskQueue } {
	const queue = new TaskQueue();
	const client = createSolverClient<Jobs>({
		createWorker: () => createFakeWorker(queue, jobs, { now: 0 }).worker,
	});
	return { runner: new SolverRunner({ client, now: () => 0 }), queue };
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
	for (let i = 0; i < 10; i++) await Promise.resolve();
}

const closed66: CountRequest = {
	rows: 6,
	cols: 6,
	closed: true,
	directed: false,
	start: null,
	upToSymmetry: false,
};

describe('countJob(request)', () => {
	test('reports progress in the reader’s words before it answers', () => {
		const steps = countJob({ ...closed66, cols: 7 });
		const names = new Set<string>();
		let next = steps.next();
		while (next.done !== true) {
			if (next.value.kind === 'progress') {
				for (const name of Object.keys(next.value.counters ?? {})) names.add(name);
			}
			next = steps.next();
		}
		expect(next.value.count).toBe('1067638');
		expect([...names].sort()).toEqual(['squares swept', 'states alive']);
	});

	test.each([
		[{ rows: 0 }, 'Rows must be a whole number from 1 to 60; got 0.'],
		[{ cols: 61 }, 'Columns must be a whole number from 1 to 60; got 61.'],
		[{ start: 'a1', upToSymmetry: true }, /no start square/],
		[{ start: 'z9' }, /z9/],
	])('refuses %j with a message', (change, message) => {
		expect(() => countNow({ ...closed66, ...change })).toThrow(message);
	});

	test('answers boards with no tour from the theorem, without counting', () => {
		const answer = countNow({ ...closed66, rows: 3, cols: 8 });
		expect(answer.count).toBe('0');
		expect(answer.how).toBe('by a theorem');
		expect(answer.reason).toMatch(/Schwenk/);
	});
});

describe('planCount(board, closed)', () => {
	test.each([
		[6, 6, true],
		[5, 5, false],
		[6, 7, true],
		[6, 6, false],
		[3, 40, true],
	])('%i×%i (closed: %s), which the lesson asks for, is allowed', (rows, cols, closed) => {
		expect(planCount(createBoard(rows, cols), closed).seconds).toBeLessThanOrEqual(REFUSE_SECONDS);
	});

	test.each([
		[8, 8, true],
		[6, 30, false],
		[10, 10, true],
	])('%i×%i (closed: %s) is refused', (rows, cols, closed) => {
		expect(planCount(createBoard(rows, cols), closed).seconds).toBeGreaterThan(REFUSE_SECONDS);
	});

	test('7×7 open takes about a minute and under 2 GB, so it is counted; 7×8 open is refused', () => {
		// Measured, cut at the middle column: 53 to 62 s in Node, 1.3 to 1.6 GB at the peak.
		const plan = planCount(createBoard(7, 7), false);
		expect(plan.seconds).toBeGreaterThan(30);
		expect(plan.seconds).toBeLessThanOrEqual(REFUSE_SECONDS);
		expect(plan.gigabytes).toBeGreaterThan(1);
		expect(plan.gigabytes).toBeLessThanOrEqual(REFUSE_GIGABYTES);
		// One column more is not measured: taken as ten times the time and the memory.
		const longer = planCount(createBoard(7, 8), false);
		expect(longer.seconds).toBeGreaterThan(REFUSE_SECONDS);
		expect(longer.gigabytes).toBeGreaterThan(REFUSE_GIGABYTES);
		expect(() => countNow({ ...closed66, rows: 7, cols: 8, closed: false })).toThrow(
			/would take about 14 minutes here/,
		);
		// 7×8 closed, on the same 7 rows, needs under half a gigabyte.
		expect(planCount(createBoard(7, 8), true).gigabytes).toBeLessThanOrEqual(REFUSE_GIGABYTES);
	});

	test('says durations roughly', () => {
		expect(roughDuration(0.2)).toBe('under a second');
		expect(roughDuration(7200)).toBe('about 2 hours');
		expect(roughDuration(Infinity)).toBe('longer than a lifetime');
	});
});

describe('describeAnswer(answer)', () => {
	test('writes thousands separators and the published value with its source', () => {
		const text = describeAnswer(countNow({ ...closed66, rows: 3, cols: 40 }));
		expect(text.count).toBe('11,010,065,269,439,104');
		expect(text.published).toBe(
			'Published: 11,010,065,269,439,104, OEIS A070030 (closed tours of 3×2n); the count agrees.',
		);
	});

	test('reads a directed value off an undirected one, and says so', () => {
		const text = describeAnswer(
			countNow({ ...closed66, rows: 3, cols: 4, closed: false, directed: true }),
		);
		expect(text.count).toBe('16');
		expect(text.published).toBe(
			'Published: 16, 2 × the 8 undirected tours of OEIS A169696 (open tours of 3×n); the count agrees.',
		);
	});

	test('says when nothing is published here', () => {
		expect(describeAnswer(countNow({ ...closed66, upToSymmetry: true })).published).toBe('');
	});
});

describe('CountToursState', () => {
	test('counts in the worker and shows the new answer; bad input keeps Count back', async () => {
		const { runner, queue } = fakeRunner();
		const state = new CountToursState(countNow(closed66), runner);
		expect(state.text.count).toBe('9,862');
		state.rowsText = 'six';
		expect(state.ready).toBe(false);
		expect(state.request()).toBeNull();
		state.rowsText = '5';
		state.colsText = '5';
		state.closed = false;
		state.startText = 'a1';
		expect(state.ready).toBe(true);
		const counting = state.count();
		queue.runAll();
		await settle();
		await counting;
		expect(state.text.count).toBe('304');
		expect(state.text.meaning).toBe(
			'open tours of 5×5 that start on a1, counted as sequences of moves.',
		);
	});

	test('explains a Start that cannot be used', () => {
		const state = new CountToursState(countNow(closed66));
		state.startText = 'a 1';
		expect(state.startError).toMatch(/is not one/);
		state.startText = 'a1';
		state.upToSymmetry = true;
		expect(state.startError).toMatch(/no start square/);
		state.runner.destroy();
	});
});

describe('TourBrowserState', () => {
	test('steps through the tours from a5 both ways, wrapping round, and jumps to a number', async () => {
		const board = createBoard(5, 5);
		const all = [...findTours(board, { start: 0 })].map((tour) => Array.from(tour));
		const { runner, queue } = fakeRunner();
		const state = new TourBrowserState({
			rows: 5,
			cols: 5,
			start: 0,
			total: all.length,
			first: all[0] ?? [],
			runner,
		});
		/** Runs the worker until the browser has its tour. */
		const run = async (step: () => void): Promise<void> => {
			step();
			queue.runAll();
			await settle();
		};
		await run(() => state.step(1));
		expect(state.tour).toEqual(all[1]);
		await run(() => state.step(-1));
		await run(() => state.step(-1));
		expect(state.index).toBe(303);
		expect(state.tour).toEqual(all[303]);
		await run(() => state.typeNumber('42'));
		expect(state.tour).toEqual(all[41]);
		expect(state.describe(all[41]?.[5] as Square)).toMatch(/, move 6$/);
		state.typeNumber('0');
		expect(state.number.ok).toBe(false);
	});
});

describe('the figures, rendered on the server', () => {
	test('SmallTours draws every tour of 3×4 as a named picture', () => {
		const tours = undirectedOpenTours(3, 4);
		const { body } = render(SmallTours, { props: { rows: 3, cols: 4, tours, caption: 'All.' } });
		expect(body.match(/role="img"/g)).toHaveLength(8);
		expect(body).toContain(
			'aria-label="Tour 1 of 8: a3, c2, a1, b3, d2, b1, c3, a2, c1, d3, b2, d1"',
		);
	});

	test('BurnsideFigure writes the sum and the average', () => {
		const { body } = render(BurnsideFigure, { props: { table: burnsideTable(3, 4, false) } });
		expect(body).toMatch(/\(8 \+ 4 \+ 0 \+ 0\) ÷ 4 = 12 ÷ 4 =\s*<strong>3<\/strong>/);
	});

	test('CountTours shows the built answer before any script runs', () => {
		const { body } = render(CountTours, { props: { initial: countNow(closed66) } });
		expect(body).toContain('Counted by an exhaustive search when this page was built.');
		expect(body).toContain('Published: 9,862, OEIS A001230');
	});
});
