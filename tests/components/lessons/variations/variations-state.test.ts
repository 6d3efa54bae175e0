import { describe, expect, test } from 'vitest';
import { EndPairsState } from '../../../../src/components/lessons/variations/end-pairs-state.svelte.ts';
import { OwnBoardState } from '../../../../src/components/lessons/variations/own-board-state.svelte.ts';
import { matrixRows } from '../../../../src/components/lessons/variations/pair-matrix-html.ts';
import { SolverRunner } from '../../../../src/components/runner/solver-runner.svelte.ts';
import {
	createBoard,
	endPairs,
	parseSquare,
	squareName,
	verifyTour,
} from '../../../../src/lib/index.ts';
import { jobs } from '../../../../src/workers/jobs.ts';
import { createSolverClient } from '../../../../src/workers/solver-client.ts';
import { createFakeWorker, TaskQueue, type FakeClock } from '../../../workers/fake-worker.ts';

/** A runner over an in-memory worker that a test pumps. */
function fakeRunner(): { runner: SolverRunner; queue: TaskQueue } {
	const queue = new TaskQueue();
	const clock: FakeClock = { now: 0 };
	const client = createSolverClient({
		createWorker: () => createFakeWorker(queue, jobs, clock).worker,
	});
	return { runner: new SolverRunner({ client, now: () => clock.now }), queue };
}

describe('OwnBoardState', () => {
	test('a preset sets the size and holes; the facts and the verdict follow at once', () => {
		const own = new OwnBoardState(fakeRunner().runner);
		own.choose('mutilated');
		expect(own.holeSquares().map((s) => squareName(own.board, s))).toEqual(['h8', 'a1']);
		expect(own.facts.openProof?.kind).toBe('colour');
		expect(own.verdict).toEqual({
			impossible: true,
			text: 'Theory settles it: no open tour exists.',
		});
		own.choose('searched');
		expect([own.board.rows, own.board.cols]).toEqual([4, 5]);
		expect(own.verdict.text).toBe(
			'Theory does not settle whether an open tour exists: a search must decide.',
		);
	});

	test('holes keep their names when the board is resized, and painting reports what changed', () => {
		const own = new OwnBoardState(fakeRunner().runner);
		own.paint([parseSquare(own.board, 'b2'), parseSquare(own.board, 'h8')], true);
		expect(own.notice).toBe('b2, h8 are now holes.');
		own.resize('rows', '5');
		own.resize('cols', '5');
		expect(own.holeSquares().map((s) => squareName(own.board, s))).toEqual(['b2']);
		own.resize('rows', '99');
		expect(own.rows.ok).toBe(false);
		expect(own.board.rows).toBe(5);
		own.toggle(parseSquare(own.board, 'b2'));
		expect(own.holeSquares()).toEqual([]);
	});

	test('Solve proves "no tour" only after an exhaustive search', async () => {
		const { runner, queue } = fakeRunner();
		const own = new OwnBoardState(runner);
		own.choose('searched');
		const run = own.solve();
		queue.runAll();
		await run;
		expect(own.outcome).toBe(
			'Proved: no open tour exists (searched 807 positions, every possibility).',
		);
		own.choose('mutilated');
		const again = own.solve();
		queue.runAll();
		await again;
		expect(own.outcome).toMatch(/^No open tour exists: The board has 30 dark/);
	});

	test('a found tour is drawn and described square by square', async () => {
		const { runner, queue } = fakeRunner();
		const own = new OwnBoardState(runner);
		own.choose('centre');
		const run = own.solve();
		queue.runAll();
		await run;
		expect(own.outcome).toBe('Found an open tour of 60 squares, checked move by move.');
		const tour = own.tour;
		if (tour === null) throw new Error('no tour');
		expect(verifyTour(own.board, tour)).toEqual({ ok: true });
		expect(own.describe(tour[0] as number)).toMatch(/, move 1$/);
		expect(own.describe(parseSquare(own.board, 'd4'))).toBe('d4, hole');
	});

	test('a closed tour found is "a closed tour", not "an closed tour" (issue 30)', async () => {
		const { runner, queue } = fakeRunner();
		const own = new OwnBoardState(runner);
		own.choose('centre');
		own.closed = true;
		const run = own.solve();
		queue.runAll();
		await run;
		expect(own.outcome).toBe('Found a closed tour of 60 squares, checked move by move.');
	});
});

describe('EndPairsState', () => {
	test('choosing a cell shows its tour, checked; moving stays inside the matrix', () => {
		const pairs = new EndPairsState(endPairs(createBoard(5, 5)), fakeRunner().runner);
		pairs.moveTo(-3, 99);
		expect([pairs.row, pairs.col]).toEqual([0, 24]);
		pairs.choose(0, 24); // a5 to e1
		expect(pairs.tour?.ok).toBe(true);
		expect(pairs.explanation).toBe(
			'An open tour runs from a5 to e1. It is shown on the board, checked move by move.',
		);
		pairs.grouped = true;
		expect(pairs.order.slice(0, 3).map(pairs.name)).toEqual(['a5', 'c5', 'e5']);
	});

	test('another board is studied in the worker, once', async () => {
		const { runner, queue } = fakeRunner();
		const pairs = new EndPairsState(endPairs(createBoard(5, 5)), runner);
		const run = pairs.pick(6);
		expect(pairs.pairs).toBeNull();
		queue.runAll();
		await run;
		expect(pairs.counts?.tour).toBe(648);
		await pairs.pick(5);
		expect(pairs.counts?.tour).toBe(84);
	});
});

describe('EndPairsState, cancelled', () => {
	test('a cancelled study leaves no matrix, and asking again studies the board', async () => {
		const { runner, queue } = fakeRunner();
		const pairs = new EndPairsState(endPairs(createBoard(5, 5)), runner);
		const run = pairs.pick(8);
		runner.cancel();
		queue.runAll();
		await run;
		expect(runner.status).toBe('cancelled');
		expect(pairs.pairs).toBeNull();
		const again = pairs.pick(8);
		queue.runAll();
		await again;
		expect(pairs.counts?.tour).toBe(2048);
	});
});

describe('matrixRows(text)', () => {
	test('writes a header row and one row per square, every cell named, the first one focusable', () => {
		const pairs = new EndPairsState(endPairs(createBoard(5, 5)), fakeRunner().runner);
		const rows = matrixRows({
			order: pairs.order,
			name: pairs.name,
			status: pairs.status,
			words: { tour: 'tour' },
		});
		expect(rows).toHaveLength(26);
		expect(rows[1]).toContain('<span role="rowheader" class="row-name">a5</span>');
		expect(rows[1]?.match(/role="gridcell"/g)).toHaveLength(25);
		expect(rows[1]).toContain('aria-label="from a5 to e5: tour" tabindex="-1"');
		expect(rows.join('').match(/tabindex="0"/g)).toHaveLength(1);
	});
});
