import { flushSync } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import WarnsdorffStartsFigure from '../../../../src/components/lessons/warnsdorff/WarnsdorffStartsFigure.svelte';
import WarnsdorffStepper from '../../../../src/components/lessons/warnsdorff/WarnsdorffStepper.svelte';
import WarnsdorffTieBreaks from '../../../../src/components/lessons/warnsdorff/WarnsdorffTieBreaks.svelte';
import { SolverRunner } from '../../../../src/components/runner/solver-runner.svelte.ts';
import {
	centreDistance,
	explainChoice,
	pohlSum,
	predictChoice,
	type Choice,
} from '../../../../src/components/lessons/warnsdorff/warnsdorff-explain.ts';
import { tourSteps } from '../../../../src/lib/solvers/find-tour.ts';
import { WarnsdorffRun } from '../../../../src/components/lessons/warnsdorff/warnsdorff-run.svelte.ts';
import { WarnsdorffStartsState } from '../../../../src/components/lessons/warnsdorff/warnsdorff-starts-state.svelte.ts';
import { WarnsdorffStepperState } from '../../../../src/components/lessons/warnsdorff/warnsdorff-stepper-state.svelte.ts';
import {
	msPerMillion,
	slopeThroughOrigin,
	timingSeries,
} from '../../../../src/components/lessons/warnsdorff/warnsdorff-timing.ts';
import { WarnsdorffTimingState } from '../../../../src/components/lessons/warnsdorff/warnsdorff-timing-state.svelte.ts';
import type { Scheduler } from '../../../../src/components/player/player.svelte.ts';
import {
	createBoard,
	parseSquare,
	squareName,
	warnsdorffSteps,
	type Board,
	type Square,
	type TieBreak,
} from '../../../../src/lib/index.ts';
import { jobs, type Jobs } from '../../../../src/workers/jobs.ts';
import {
	compareTieBreaks,
	mapStarts,
	measureTimes,
	startsJob,
	timingJob,
} from '../../../../src/components/lessons/warnsdorff/jobs.ts';
import { createSolverClient } from '../../../../src/workers/solver-client.ts';
import { createFakeWorker, TaskQueue } from '../../../workers/fake-worker.ts';
import { resolveTieBreak } from '../../../../src/lib/solvers/warnsdorff.ts';

/** A clock that never moves, so a seek finishes in one call; frames never come. */
const still: Scheduler = { frame: () => 0, cancel: () => undefined, now: () => 0 };

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

/** Lists every choice of a run with the squares visited before it. */
function choices(board: Board, tieBreak: TieBreak, start: Square): Choice[] {
	const visited = new Set<Square>();
	const list: Choice[] = [];
	for (const step of warnsdorffSteps(board, { start, tieBreak })) {
		if (step.kind === 'visit') visited.add(step.square);
		if (step.kind !== 'candidates') continue;
		const seen = new Set(visited);
		list.push({ ...step, board, visited: (s) => seen.has(s) });
	}
	return list;
}

describe('explainChoice(choice, tieBreak) and predictChoice(choice, tieBreak)', () => {
	test.each<[number, number, TieBreak]>([
		[8, 8, 'first'],
		[8, 8, 'pohl'],
		[8, 8, 'roth'],
		[10, 10, 'squirrel-cull'],
		[7, 9, 'pohl'],
		[12, 12, 'roth'],
	])('on %i×%i the explained %s tie-break picks what the library picks', (rows, cols, tieBreak) => {
		const board = createBoard(rows, cols);
		for (const start of [0, board.size - 1, Math.floor(board.size / 2)]) {
			// Away from a corner Squirrel and Cull's rule is not defined and Roth's runs.
			const runs = resolveTieBreak(board, { start, tieBreak }).tieBreak;
			for (const choice of choices(board, tieBreak, start)) {
				expect(predictChoice(choice, runs)).toBe(choice.chosen);
			}
		}
	});

	test('explains the first tie from a1 on 8×8', () => {
		const board = createBoard(8, 8);
		const [first] = choices(board, 'first', parseSquare(board, 'a1'));
		if (first === undefined) throw new Error('no choice');
		expect(explainChoice(first, 'first')).toBe(
			'From a1 the knight can go to b3 (5) and c2 (5). b3 and c2 tie with 5 onward moves each. The first tie-break takes the first of them in the fixed move order (clockwise from two up and one right): b3.',
		);
	});

	test("shows Pohl's totals and Roth's distances for the tied squares", () => {
		const board = createBoard(8, 8);
		const [first] = choices(board, 'pohl', parseSquare(board, 'a1'));
		if (first === undefined) throw new Error('no choice');
		const b3 = parseSquare(board, 'b3');
		const c2 = parseSquare(board, 'c2');
		const totals = `b3 ${String(pohlSum(first, b3))}, c2 ${String(pohlSum(first, c2))}`;
		expect(explainChoice(first, 'pohl')).toContain(`(${totals})`);
		const roth = { ...first, chosen: predictChoice(first, 'roth') };
		expect(centreDistance(board, b3).toFixed(2)).toBe('2.92');
		expect(explainChoice(roth, 'roth')).toContain('(b3 2.92, c2 2.92 squares away)');
		expect(explainChoice(roth, 'roth')).toMatch(/first in move order if that ties too: b3\.$/);
	});

	test('says when there is one candidate, a clear minimum, or none', () => {
		const board = createBoard(8, 8);
		const all = choices(board, 'first', parseSquare(board, 'e3'));
		const single = all.find((c) => c.candidates.length === 1);
		const clear = all.find(
			(c) =>
				c.candidates.length > 1 &&
				new Set(c.candidates.map((x) => x.onward)).size === c.candidates.length,
		);
		const none = all.at(-1);
		if (single === undefined || clear === undefined || none === undefined)
			throw new Error('missing');
		expect(explainChoice(single, 'first')).toMatch(/the only free square a knight's move away is/);
		expect(explainChoice(clear, 'first')).toMatch(
			/has the fewest onward moves, \d, so the knight goes there\.$/,
		);
		expect(explainChoice(none, 'first')).toMatch(
			/every square a knight's move away is already visited/,
		);
	});
});

describe('WarnsdorffRun', () => {
	test('shows the knight on its start with the candidates as badges after two steps', () => {
		const board = createBoard(8, 8);
		const run = new WarnsdorffRun({
			board,
			start: parseSquare(board, 'a1'),
			tieBreak: 'first',
			seed: 1,
			algorithm: 'warnsdorff',
			at: 2,
			scheduler: still,
		});
		expect(run.path).toEqual([parseSquare(board, 'a1')]);
		expect([...run.badges].map(([s, n]) => `${squareName(board, s)} ${n}`)).toEqual([
			'b3 5',
			'c2 5',
		]);
		expect(run.sentence).toMatch(/^From a1 the knight can go to b3 \(5\) and c2 \(5\)\./);
		expect(run.describe(parseSquare(board, 'c2'))).toBe('c2, candidate with 5 onward moves');
		run.player.step();
		flushSync();
		expect(run.badges.size).toBe(0);
		expect(run.sentence).toBe('Move 2: knight to b3.');
		run.player.destroy();
	});

	test('at the end of the run from e3 it shows where the knight is stuck and why', () => {
		const board = createBoard(8, 8);
		const run = new WarnsdorffRun({
			board,
			start: parseSquare(board, 'e3'),
			tieBreak: 'first',
			seed: 1,
			algorithm: 'warnsdorff',
			at: Infinity,
			scheduler: still,
		});
		expect(run.path).toHaveLength(60);
		expect(run.stuck).toEqual([run.path.at(-1)]);
		expect(run.sentence).toMatch(/^Stuck on [a-h][1-8] after 60 of 64 squares/);
		expect(run.ending).toMatch(/never backtracks\.$/);
		expect(run.text).toBe(run.ending);
		expect(run.describe(run.path.at(-1) as Square)).toMatch(/, move 60, stuck here$/);
		run.player.destroy();
	});

	test("the ordered search steps exactly as the library's tourSteps does for it", () => {
		// The widget runs backtrackingSearch itself; tourSteps (find-tour.ts) plans the same search.
		const board = createBoard(8, 8);
		const start = parseSquare(board, 'e3');
		const run = new WarnsdorffRun({
			board,
			start,
			tieBreak: 'first',
			seed: 1,
			algorithm: 'warnsdorff-backtracking',
			at: Infinity,
			scheduler: still,
		});
		const expected: Square[] = [];
		const steps = tourSteps(board, {
			algorithm: 'warnsdorff-backtracking',
			start,
			maxNodes: 2_000_000,
		});
		let result = steps.next();
		for (; result.done !== true; result = steps.next()) {
			const step = result.value;
			if (step.kind === 'visit') expected.push(step.square);
			if (step.kind === 'retreat') expected.pop();
		}
		expect(result.value.status).toBe('found');
		expect(run.path).toEqual(expected);
		expect(run.path).toHaveLength(64);
		run.player.destroy();
	});

	test("runs Roth's rule, and says so, where Squirrel and Cull's does not apply", () => {
		const board = createBoard(8, 8);
		const run = new WarnsdorffRun({
			board,
			start: parseSquare(board, 'e3'),
			tieBreak: 'squirrel-cull',
			seed: 1,
			algorithm: 'warnsdorff',
			at: Infinity,
			scheduler: still,
		});
		expect(run.tieBreak).toBe('roth');
		expect(run.note).toMatch(/Roth's rule ran instead/);
		expect(run.ending).toBe('Tour complete: the knight has visited all 64 squares.');
		run.player.destroy();
	});
});

describe('WarnsdorffStepperState', () => {
	const setup = { rows: 8, cols: 8, start: 'a1', tieBreak: 'first' as const, seed: 1, maxSide: 20 };

	test('bad sizes, starts and seeds get messages and leave the last good setup running', () => {
		const state = new WarnsdorffStepperState(setup);
		state.type('rows', '99');
		expect(state.rows).toEqual({
			ok: false,
			message: 'Rows must be a whole number from 1 to 20; 99 is out of range.',
		});
		expect(state.board.rows).toBe(8);
		state.typeStart('z9');
		expect(state.start.ok).toBe(false);
		expect(state.startSquare).toBe(parseSquare(state.board, 'a1'));
		state.typeSeed('x');
		expect(state.seed.ok).toBe(false);
		expect(state.seedValue).toBe(1);
		state.chooseTieBreak('best');
		expect(state.tieBreak).toBe('first');
		state.chooseTieBreak('roth');
		expect(state.tieBreak).toBe('roth');
	});

	test('a smaller board keeps the start where it can, else moves it to a1', () => {
		const state = new WarnsdorffStepperState({ ...setup, start: 'c2' });
		state.type('rows', '5');
		expect(state.startText).toBe('c2');
		state.choose(parseSquare(state.board, 'h5'));
		state.type('cols', '5');
		expect(state.startText).toBe('a1');
		expect(state.startSquare).toBe(parseSquare(state.board, 'a1'));
	});
});

describe('WarnsdorffStepperState: Undo', () => {
	test('a change of setup remembers the run shown at its step; Undo restores both', () => {
		const board = createBoard(8, 8);
		const state = new WarnsdorffStepperState({
			rows: 8,
			cols: 8,
			start: 'a1',
			tieBreak: 'first',
			seed: 1,
			maxSide: 20,
		});
		const run = new WarnsdorffRun({
			board,
			start: state.startSquare,
			tieBreak: 'first',
			seed: 1,
			algorithm: 'warnsdorff',
			at: state.at,
			scheduler: still,
		});
		state.attach(run);
		run.player.seek(5);
		state.type('rows', '6');
		expect([state.board.rows, state.at]).toEqual([6, 2]);
		state.chooseTieBreak('pohl');
		state.onreset(7);
		expect(state.history.last).toEqual({
			setup: {
				rows: 6,
				cols: 8,
				start: parseSquare(createBoard(6, 8), 'a1'),
				tieBreak: 'pohl',
				seed: 1,
			},
			step: 7,
		});
		state.undo();
		expect([state.tieBreak, state.at]).toEqual(['pohl', 7]);
		state.undo();
		state.undo();
		expect([state.board.rows, state.rowsText, state.tieBreak, state.at]).toEqual([
			8,
			'8',
			'first',
			5,
		]);
		expect(state.generation).toBe(3);
		state.history.picking = true;
		state.choose(parseSquare(board, 'e4'));
		expect([state.startText, state.history.picking]).toEqual(['e4', false]);
		run.player.destroy();
	});
});

describe('WarnsdorffStartsState', () => {
	test('sums up the 8×8 map and explains a picked start', () => {
		const state = new WarnsdorffStartsState({
			initial: mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'first' }),
			maxSide: 30,
		});
		expect(state.summary).toBe(
			"Warnsdorff's rule (tie-break: first in move order) on 8×8 fails from 1 of 64 starts and completes a tour from 63. The board has a closed tour, and a closed tour can begin on any square, so from that failing start a tour exists and the rule misses it.",
		);
		const e3 = parseSquare(state.board, 'e3');
		state.select(Math.floor(e3 / 8), e3 % 8);
		expect(state.selection).toBe(
			'From e3 the rule gets stuck after 60 of 64 squares. A tour from e3 exists all the same: the board has a closed tour, and a closed tour can begin on any of its squares.',
		);
		expect(state.cell).toEqual({ row: 5, col: 4 });
		state.select(0, 0);
		expect(state.selection).toBe('From a8 the rule completes a tour of all 64 squares.');
	});

	test('on 4×7 it counts the proofs, and a picked outer start is searched in the worker', async () => {
		const { runner: searchRunner, queue } = fakeRunner();
		const state = new WarnsdorffStartsState({
			initial: mapStarts({ board: { rows: 4, cols: 7 }, tieBreak: 'first' }),
			maxSide: 30,
			searchRunner,
		});
		expect(state.proved).toBe(14);
		expect(state.summary).toMatch(
			/fails from 24 of 28 starts and completes a tour from 4\. From 14 of the failing starts no tour can start at all .* Pick one of the 10 other failing starts to search for a tour from it\.$/,
		);
		const a3 = parseSquare(state.board, 'a3');
		state.select(1, 0);
		expect(state.selected).toBe(a3);
		expect(state.selection).toMatch(/No tour can start there: A tour of a board 4 squares wide/);
		state.select(0, 0);
		expect(state.selection).toBe(
			'From a4 the rule gets stuck after 21 of 28 squares. Looking for a tour from a4…',
		);
		queue.runAll();
		await settle();
		expect(state.selection).toMatch(
			/A backtracking search finds a tour from a4 after [\d,]+ positions: a tour exists, and the rule missed it\.$/,
		);
	});

	test('maps a new board in the worker, and explains bad input', async () => {
		const { runner, queue } = fakeRunner();
		const state = new WarnsdorffStartsState({
			initial: mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'first' }),
			maxSide: 30,
			runner,
		});
		state.type('cols', '31');
		expect(state.cols.ok).toBe(false);
		expect(runner.status).toBe('idle');
		state.type('cols', '10');
		state.chooseTieBreak('roth');
		queue.runAll();
		await settle();
		expect([state.result.rows, state.result.cols, state.result.tieBreak]).toEqual([8, 10, 'roth']);
		expect(state.untouched).toBe(false);
	});

	test('a tap on the built map picks its start once the interactive map has loaded', async () => {
		const picker = (() => undefined) as unknown as never;
		const state = new WarnsdorffStartsState({
			initial: mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'first' }),
			maxSide: 30,
			loadPicker: () => Promise.resolve(picker),
		});
		state.pickOnBuiltMap('e3: 60');
		expect(state.picker).toBeNull();
		await settle();
		expect(state.picker).toBe(picker);
		expect(state.selected).toBe(parseSquare(state.board, 'e3'));
	});
});

describe('WarnsdorffTimingState and the timing maths', () => {
	test('fits the straight line through the origin by least squares', () => {
		expect(
			slopeThroughOrigin([
				{ x: 1, y: 2 },
				{ x: 2, y: 4 },
				{ x: 3, y: 6 },
			]),
		).toBe(2);
		expect(
			slopeThroughOrigin([
				{ x: 1, y: 1 },
				{ x: 2, y: 3 },
			]),
		).toBeCloseTo(7 / 5);
		expect(slopeThroughOrigin([])).toBe(0);
		const rows = [
			{ side: 100, squares: 10_000, ms: 1, visited: 10_000, found: true },
			{ side: 1000, squares: 1_000_000, ms: 100, visited: 1_000_000, found: true },
		];
		expect(msPerMillion(rows)).toBeCloseTo(100);
		expect(timingSeries(rows)[1]?.points).toEqual([
			{ x: 0.01, y: 1 },
			{ x: 1, y: 100 },
		]);
	});

	test('measures in the worker and loads the chart', async () => {
		const { runner, queue } = fakeRunner();
		const chart = (() => undefined) as unknown as never;
		const state = new WarnsdorffTimingState({
			initial: [],
			tieBreak: 'squirrel-cull',
			runner,
			loadChart: () => Promise.resolve(chart),
		});
		state.chooseTieBreak('roth');
		const done = state.measure();
		queue.runAll();
		await done;
		expect(state.measuredHere).toBe(true);
		expect(state.measuredWith).toBe('roth');
		expect(state.chart).toBe(chart);
		expect(state.rows.map((r) => r.side)).toEqual([
			100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
		]);
		expect(state.rows.every((r) => r.found && r.ms >= 0)).toBe(true);
	});
});

describe('the Warnsdorff jobs', () => {
	test('reject boards they cannot map, and bad timing requests, with messages', () => {
		expect(() => mapStarts({ board: { rows: 41, cols: 5 }, tieBreak: 'first' })).toThrow(
			/boards up to 40×40; got 41×5/,
		);
		expect(() => mapStarts({ board: { rows: 8, cols: 8, holes: [3] }, tieBreak: 'first' })).toThrow(
			/no holes/,
		);
		expect(() => measureTimes({ sides: [100], tieBreak: 'first', repeats: 0 })).toThrow(
			/Repeats must be a whole number from 1 to 10; got 0/,
		);
		expect(() => measureTimes({ sides: [3], tieBreak: 'first' })).toThrow(/from 5 to 2000; got 3/);
	});

	test('report progress row by row and run by run', () => {
		const starts = [...startsJob({ board: { rows: 3, cols: 4 }, tieBreak: 'first' })];
		expect(starts.map((e) => (e.kind === 'progress' ? e.fraction : null))).toEqual([
			1 / 3,
			2 / 3,
			1,
		]);
		const timing = [...timingJob({ sides: [5, 6], tieBreak: 'first', repeats: 2 })];
		expect(timing).toHaveLength(4);
	});

	test("squirrel-cull's map says where Roth's rule ran instead", () => {
		const result = mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'squirrel-cull' });
		expect(result.note).toMatch(/from 60 of the 64 starts the map shows Roth's rule instead/);
	});

	test('compares on a small range exactly as the single runs do', () => {
		const records = compareTieBreaks({ cornerSides: [5, 8], seeds: 3, startSides: [5, 6] });
		expect(records.map((r) => r.tieBreak)).toEqual([
			'first',
			'random',
			'pohl',
			'roth',
			'squirrel-cull',
		]);
		expect(records[1]?.cornerRuns).toBe(12);
		// 5×5 allows its 13 corner-colour starts, 6×6 all 36.
		expect(records[0]?.startRuns).toBe(49);
	});
});

describe('server render', () => {
	test('the stepper already shows the first choice and its badges', () => {
		const { body } = render(WarnsdorffStepper, { props: { rows: 8, cols: 8, start: 'a1' } });
		expect(body).toContain('From a1 the knight can go to b3 (5) and c2 (5).');
		expect(body).toContain('aria-label="c2, candidate with 5 onward moves"');
		expect(body).toContain('Squares visited: 1 of 64');
	});

	test('the starts figure draws every start with its count', () => {
		const { body } = render(WarnsdorffStartsFigure, {
			props: { result: mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'first' }) },
		});
		expect(body).toContain('<title>e3: 60</title>');
		expect(body).toContain('<title>a1: 64</title>');
	});

	test('the tie-break comparison is a chart and a table', () => {
		const input = {
			cornerSides: [5, 8] as [number, number],
			seeds: 2,
			startSides: [5, 5] as [number, number],
		};
		const { body } = render(WarnsdorffTieBreaks, {
			props: { records: compareTieBreaks(input), input },
		});
		expect(body).toContain('How often the pure rule gets stuck, by tie-break');
		expect(body).toContain('corner starts only');
	});
});
