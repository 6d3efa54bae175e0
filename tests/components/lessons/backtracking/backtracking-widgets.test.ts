import { createRawSnippet, flushSync } from 'svelte';
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import BacktrackingCost from '../../../../src/components/lessons/backtracking/BacktrackingCost.svelte';
import BacktrackingCostChart from '../../../../src/components/lessons/backtracking/BacktrackingCostChart.svelte';
import BacktrackingLab from '../../../../src/components/lessons/backtracking/BacktrackingLab.svelte';
import BacktrackingStartChart from '../../../../src/components/lessons/backtracking/BacktrackingStartChart.svelte';
import BacktrackingStartMap from '../../../../src/components/lessons/backtracking/BacktrackingStartMap.svelte';
import { SolverRunner } from '../../../../src/components/runner/solver-runner.svelte.ts';
import type { Scheduler } from '../../../../src/components/player/player.svelte.ts';
import {
	backtrackRows,
	compactCount,
	costSeries,
	formatLogCount,
	gaveUpNote,
	REFERENCE_NAME,
	startSentence,
	startSummary,
	startValues,
} from '../../../../src/components/lessons/backtracking/backtracking-cost.ts';
import {
	BoardCostState,
	StartCostState,
} from '../../../../src/components/lessons/backtracking/backtracking-cost-state.svelte.ts';
import {
	SIZE_BOARDS,
	SIZE_BUDGET,
	SIZE_COSTS,
	START_BOARD,
	START_BUDGET,
	START_COSTS,
} from '../../../../src/components/lessons/backtracking/backtracking-cost-data.ts';
import { BacktrackingLabState } from '../../../../src/components/lessons/backtracking/backtracking-lab-state.svelte.ts';
import { createBoard, parseSquare } from '../../../../src/lib/index.ts';
import { searchSteps, type BoardCost } from '../../../../src/lib/solvers/search-cost.ts';
import { jobs, type Jobs } from '../../../../src/workers/jobs.ts';
import { createSolverClient } from '../../../../src/workers/solver-client.ts';
import { createFakeWorker, TaskQueue } from '../../../workers/fake-worker.ts';

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

/** A stand-in for a chart component loaded on demand. */
const stubChart = (() => null) as never;

const costs: BoardCost[] = [
	{ rows: 5, cols: 5, strength: 'textbook', status: 'found', nodes: 8840, backtracks: 8815 },
	{ rows: 5, cols: 5, strength: 'cut', status: 'found', nodes: 38, backtracks: 0 },
	{ rows: 9, cols: 9, strength: 'textbook', status: 'gave-up', nodes: 1000, backtracks: 990 },
	{ rows: 9, cols: 9, strength: 'cut', status: 'found', nodes: 500, backtracks: 40 },
];

describe('backtracking-cost.ts', () => {
	test('costSeries: a line per strength by squares, NaN where the search gave up', () => {
		const series = costSeries(costs, ['textbook', 'cut'], true);
		expect(series.map((s) => s.name)).toEqual(['Textbook', 'Dead-end cut', REFERENCE_NAME]);
		expect(series[0]?.points).toEqual([
			{ x: 25, y: 8840 },
			{ x: 81, y: Number.NaN },
		]);
		expect(series[2]?.points).toEqual([
			{ x: 25, y: 25 },
			{ x: 81, y: 81 },
		]);
		expect(costSeries(costs, ['cut'], false)).toHaveLength(1);
	});

	test('gaveUpNote names the searches that gave up, or says nothing', () => {
		expect(gaveUpNote(costs, 1000)).toBe(
			'Gaps in the lines: the search gave up after 1,000 nodes (Textbook on 9×9). A bigger budget may fill them.',
		);
		expect(gaveUpNote(costs.slice(0, 2), 1000)).toBe('');
	});

	test('backtrackRows: a row per board, a cell per strength', () => {
		expect(backtrackRows(costs, ['textbook', 'cut', 'warnsdorff'])).toEqual([
			{ board: '5×5', cells: ['8,815', '0', null] },
			{ board: '9×9', cells: ['gave up (990)', '40', null] },
		]);
	});

	test('startValues: log10 of the nodes, top row first; null for gave-up and unmeasured', () => {
		const values = startValues(
			[
				{ status: 'found', nodes: 100, backtracks: 0 },
				{ status: 'gave-up', nodes: 5, backtracks: 0 },
				null,
				{ status: 'impossible', nodes: 1000, backtracks: 1000 },
			],
			2,
			2,
		);
		expect(values).toEqual([
			[2, null],
			[null, 3],
		]);
	});

	test('counts are written briefly in cells and in full in sentences', () => {
		expect(compactCount(41)).toBe('41');
		expect(compactCount(1_829_421)).toBe('1.83M');
		expect(formatLogCount(Math.log10(8840))).toBe('8.84K');
		expect(
			startSentence({ status: 'impossible', nodes: 1_829_421, backtracks: 1_829_421 }, 'b5', 1e7),
		).toBe(
			'From b5: no tour. The search proved it by trying every way on, 1,829,421 nodes and 1,829,421 backtracks.',
		);
		expect(startSentence({ status: 'gave-up', nodes: 10, backtracks: 9 }, 'a1', 10)).toBe(
			'From a1: the search gave up after 10 nodes without finishing, so this start is undecided.',
		);
	});

	test('startSummary counts the outcomes and names the cheapest and dearest starts', () => {
		expect(startSummary(START_COSTS.textbook, 5, 5)).toBe(
			'Tours from 13 of 25 squares, proved impossible from 12. Fewest nodes: 41 from a5; most: 1,829,421 from b5. All starts together: 20,366,338 nodes.',
		);
	});
});

describe('BacktrackingLabState', () => {
	/** A lab on 5×5 from a1 with the stream loaded and a clock that never moves. */
	function lab(strength: 'textbook' | 'warnsdorff-cut' = 'textbook'): BacktrackingLabState {
		return new BacktrackingLabState({
			rows: 5,
			cols: 5,
			start: 'a1',
			strength,
			maxSide: 8,
			preview: { status: 'found', nodes: 8840, backtracks: 8815 },
			steps: searchSteps,
			scheduler: still,
		});
	}

	test('steps the search and shows the stack, the counters and the sentence', () => {
		const state = lab();
		state.player.step();
		state.player.step();
		flushSync();
		expect(state.path).toEqual([parseSquare(state.board, 'a1'), parseSquare(state.board, 'b3')]);
		expect(state.nodes).toBe(2);
		expect(state.sentence).toBe('Move 2: knight to b3');
		expect(state.stack.entries.map((e) => e.move)).toEqual([1, 2]);
		expect(state.describe(parseSquare(state.board, 'b3'))).toBe('b3, move 2');
		expect(state.describe(state.stack.next[0] ?? 0)).toMatch(/, to try next$/);
		state.player.destroy();
	});

	test('run to the end, the counters are the library’s and the ending says so', () => {
		const state = lab();
		state.player.skipToEnd();
		flushSync();
		expect([state.nodes, state.backtracks]).toEqual([8840, 8815]);
		expect(state.ending).toBe('Found a tour from a1: 8,840 nodes, 8,815 backtracks.');
		state.player.destroy();
	});

	test('a new start, size or strength, and Reset, are each one Undo away, at the step shown', () => {
		const state = lab();
		state.player.seek(3);
		state.history.picking = true;
		state.place(parseSquare(state.board, 'c3'));
		flushSync();
		expect(state.history.picking).toBe(false);
		expect(state.startText).toBe('c3');
		expect(state.player.position).toBe(0);
		state.type('rows', '6');
		state.chooseStrength('warnsdorff');
		state.player.seek(4);
		state.player.reset();
		expect(state.history.last?.step).toBe(4);
		state.undo();
		expect([state.board.rows, state.strength, state.player.position]).toEqual([6, 'warnsdorff', 4]);
		state.undo();
		expect([state.board.rows, state.strength, state.player.position]).toEqual([6, 'textbook', 0]);
		state.undo();
		expect([state.board.rows, state.rowsText, state.startText]).toEqual([5, '5', 'c3']);
		state.undo();
		flushSync();
		expect([state.startText, state.player.position]).toEqual(['a1', 3]);
		expect(state.path).toHaveLength(3);
		expect(state.history.canUndo).toBe(false);
		state.player.destroy();
	});

	test('after the exhaustive search from b5 the sentences are two and the stack says why it is empty', () => {
		const state = lab();
		state.typeStart('b5');
		state.player.skipToEnd();
		flushSync();
		expect(state.text).toMatch(/^Back from b5: the board is empty\. No tour starts on b5: /);
		expect(state.stack.entries).toHaveLength(0);
		expect(state.emptyStack).toBe(
			'Empty: the search has taken back every move from b5; nothing is left to try.',
		);
		state.player.destroy();
	});

	test('with the dead-end cut, the ending counts the squares refused without a step', () => {
		const state = lab('warnsdorff-cut');
		state.place(parseSquare(state.board, 'b5'));
		state.player.skipToEnd();
		flushSync();
		expect(state.ending).toMatch(
			/^No tour starts on b5: .*The dead-end cut also refused [\d,]+ squares .* so the library counts 6,345 nodes\.$/,
		);
		state.player.destroy();
	});

	test('a start with no move at all: one node, and the search proves there is no tour', () => {
		const state = lab();
		state.type('rows', '3');
		state.type('cols', '3');
		state.typeStart('b2');
		state.player.skipToEnd();
		flushSync();
		expect(state.ending).toBe(
			'No tour starts on b2: the search tried every way on from there (1 node) and none covers all 9 squares.',
		);
		state.player.destroy();
	});

	test('the build-time preview shows only for the setup it was made for', () => {
		const state = lab();
		expect(state.preview?.nodes).toBe(8840);
		state.chooseStrength('warnsdorff');
		expect(state.preview).toBeNull();
		state.chooseStrength('textbook');
		state.typeStart('c1');
		expect(state.preview).toBeNull();
	});

	test('bad sizes and square names get a message; the board keeps working', () => {
		const state = lab();
		state.type('rows', '9');
		expect(state.rows).toEqual({
			ok: false,
			message: 'Rows must be a whole number from 3 to 8; 9 is out of range.',
		});
		expect(state.board.rows).toBe(5);
		state.typeStart('z9');
		expect(state.startError).toMatch(/^"z9" is off this 5×5 board/);
		expect(state.startText).toBe('z9');
		state.type('rows', '6');
		expect(state.board.rows).toBe(6);
		expect(state.startText).toBe('a1');
		expect(state.startError).toBeNull();
	});

	test('a click moves the start, and the start keeps its file and rank when the board grows', () => {
		const state = lab();
		state.place(parseSquare(state.board, 'c1'));
		expect(state.startText).toBe('c1');
		state.type('cols', '7');
		expect(state.startText).toBe('c1');
		expect(state.start).toBe(parseSquare(createBoard(5, 7), 'c1'));
	});
});

describe('BoardCostState', () => {
	test('measures again in the worker and loads the chart for the new numbers', async () => {
		const { runner, queue } = fakeRunner();
		const state = new BoardCostState({
			boards: [{ rows: 5, cols: 5 }],
			strengths: ['textbook', 'warnsdorff'],
			costs: [],
			budget: 50,
			runner,
			loadChart: () => Promise.resolve(stubChart),
		});
		expect(state.live).toBe(false);
		state.budget = 1_000_000;
		const done = state.measure();
		queue.runAll();
		await done;
		expect(state.costs.map((c) => [c.strength, c.status, c.nodes])).toEqual([
			['textbook', 'found', 8840],
			['warnsdorff', 'found', 25],
		]);
		expect(state.costsBudget).toBe(1_000_000);
		expect(state.live).toBe(true);
		expect(state.chart).toBe(stubChart);
		expect(state.message).toBe('Measured 2 searches, 8,865 nodes in all, in 0.0 s.');
	});

	test('a cancelled measurement keeps the page’s numbers', async () => {
		const { runner, queue } = fakeRunner();
		const state = new BoardCostState({
			boards: [{ rows: 5, cols: 6 }],
			strengths: ['textbook'],
			costs: SIZE_COSTS,
			budget: SIZE_BUDGET,
			runner,
			loadChart: () => Promise.resolve(stubChart),
		});
		const done = state.measure();
		state.cancel();
		queue.runAll();
		await done;
		expect(runner.status).toBe('cancelled');
		expect(state.costs).toBe(SIZE_COSTS);
		expect(state.live).toBe(false);
	});
});

describe('StartCostState', () => {
	/** The heat map's state with the build's 5×5 measurements. */
	function map(runner?: SolverRunner): StartCostState {
		return new StartCostState({
			boards: [
				{ rows: 3, cols: 4 },
				{ rows: 5, cols: 5 },
			],
			board: START_BOARD,
			strength: 'textbook',
			costs: START_COSTS,
			budget: START_BUDGET,
			runner,
			loadChart: () => Promise.resolve(stubChart),
		});
	}

	test('starts with the build’s textbook map; another measured strength shows at once', async () => {
		const state = map();
		expect(state.shown.costs).toBe(START_COSTS.textbook);
		expect(state.initial).toBe(true);
		state.chooseStrength('warnsdorff');
		await settle();
		expect(state.shown.costs).toBe(START_COSTS.warnsdorff);
		expect(state.initial).toBe(false);
		expect(state.chart).toBe(stubChart);
		expect(state.stale).toBe(false);
	});

	test('a board not yet measured waits for Measure, which runs every start in the worker', async () => {
		const { runner, queue } = fakeRunner();
		const state = map(runner);
		state.chooseBoard('3×4');
		await settle();
		expect(state.stale).toBe(true);
		expect(state.shown.rows).toBe(5);
		const done = state.measure();
		queue.runAll();
		await done;
		expect(state.stale).toBe(false);
		expect([state.shown.rows, state.shown.cols]).toEqual([3, 4]);
		expect(state.shown.costs).toHaveLength(12);
		expect(state.summary).toMatch(/^Tours from 6 of 12 squares, proved impossible from 6\./);
	});

	test('typing a square tells its numbers; a bad name says what is wrong', () => {
		const state = map();
		state.typeSquare('b5');
		expect(state.selected).toEqual({ row: 0, col: 1 });
		expect(state.sentence).toBe(
			'From b5: no tour. The search proved it by trying every way on, 1,829,421 nodes and 1,829,421 backtracks.',
		);
		state.typeSquare('f9');
		expect(state.squareError).toMatch(/^"f9" is off this 5×5 board/);
		state.select(4, 0);
		expect(state.squareText).toBe('a1');
		expect(state.sentence).toBe('From a1: a tour after 8,840 nodes and 8,815 backtracks.');
	});
});

describe('the widgets, server-rendered', () => {
	test('BacktrackingLab shows its controls, the preview, the board and an empty stack', () => {
		const { body } = render(BacktrackingLab, {
			props: { preview: { status: 'found', nodes: 8840, backtracks: 8815 } },
		});
		for (const label of ['Rows', 'Columns', 'Start', 'Strength', 'Speed']) {
			expect(body).toContain(`>${label}</label>`);
		}
		expect(body).toContain('Run to the end, this search places 8,840 nodes and takes back');
		expect(body).toContain('aria-label="a1, start"');
		expect(body).toContain('Stack (deepest last)');
		expect(body).toContain('Empty: the knight has not been placed yet.');
	});

	test('BacktrackingCost shows the page’s chart (its children) and the backtracks table', () => {
		const chart = createRawSnippet(() => ({ render: () => '<p>the page’s chart</p>' }));
		const { body } = render(BacktrackingCost, {
			props: {
				boards: SIZE_BOARDS,
				strengths: ['textbook'],
				costs: SIZE_COSTS,
				budget: SIZE_BUDGET,
				title: 'Cost',
				backtracks: true,
				children: chart,
			},
		});
		expect(body).toContain('the page’s chart');
		expect(body).toContain('Node budget per search');
		expect(body).toContain('<th scope="row">5×6</th>');
		expect(body).toContain('41,963,243');
	});

	test('BacktrackingCostChart draws the lines with the numbers as a table and notes the gaps', () => {
		const { body } = render(BacktrackingCostChart, {
			props: {
				costs,
				strengths: ['textbook', 'cut'],
				budget: 1000,
				title: 'Cost',
				source: 'measured in a test',
			},
		});
		expect(body).toContain('Show the numbers as a table');
		expect(body).toContain('9×9 (81 squares)');
		expect(body).toContain('gave up');
		expect(body).toContain('Textbook on 9×9');
	});

	test('BacktrackingStartMap shows its children, the summary and the Square box', () => {
		const chart = createRawSnippet(() => ({ render: () => '<p>the page’s map</p>' }));
		const { body } = render(BacktrackingStartMap, {
			props: {
				boards: [START_BOARD],
				board: START_BOARD,
				costs: START_COSTS,
				budget: START_BUDGET,
				children: chart,
			},
		});
		expect(body).toContain('the page’s map');
		expect(body).toContain('Tours from 13 of 25 squares');
		expect(body).toContain('>Square</label>');
	});

	test('BacktrackingStartChart draws a cell per square with its count', () => {
		const { body } = render(BacktrackingStartChart, {
			props: {
				...START_BOARD,
				strength: 'textbook',
				budget: START_BUDGET,
				costs: START_COSTS.textbook,
			},
		});
		expect(body).toContain('Nodes by start square: 5×5, Textbook');
		expect(body).toContain('b5: 1.83M');
		expect(body).toContain('a5: 41');
	});
});

describe("the backtracking lesson's worker jobs", () => {
	test('an unknown strength or an empty list of boards is refused with a message', async () => {
		const { runner, queue } = fakeRunner();
		const bad = runner.run('backtracking-cost-boards', {
			boards: [],
			strengths: ['textbook'],
			maxNodes: 10,
		});
		queue.runAll();
		expect(await bad).toMatchObject({
			status: 'error',
			message: 'Give from 1 to 40 boards to measure.',
		});
		const worse = runner.run('backtracking-cost-starts', {
			board: { rows: 3, cols: 4 },
			strength: 'strong' as never,
			maxNodes: 10,
		});
		queue.runAll();
		expect(await worse).toMatchObject({
			status: 'error',
			message: /^Choose the search's strength/,
		});
	});
});
