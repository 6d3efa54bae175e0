import { describe, expect, test } from 'vitest';
import { playgroundSchema } from '../../src/components/playground/playground-link.ts';
import {
	DEFAULT_SETTINGS,
	PlaygroundState,
} from '../../src/components/playground/playground-state.svelte.ts';
import { decodeState } from '../../src/components/share/state-codec.ts';
import { describeReport } from '../../src/components/playground/report.ts';
import { SolverRunner } from '../../src/components/runner/solver-runner.svelte.ts';
import { createBoard, parseSquare, verifyTour } from '../../src/lib/index.ts';
import { jobs } from '../../src/workers/jobs.ts';
import { createSolverClient } from '../../src/workers/solver-client.ts';
import { createFakeWorker, TaskQueue, type FakeClock } from '../workers/fake-worker.ts';

/** A Playground whose runner works in an in-memory worker that a test pumps. */
function setup(): { pg: PlaygroundState; queue: TaskQueue } {
	const queue = new TaskQueue();
	const clock: FakeClock = { now: 0 };
	const client = createSolverClient({
		createWorker: () => createFakeWorker(queue, jobs, clock).worker,
	});
	return { pg: new PlaygroundState(new SolverRunner({ client, now: () => clock.now })), queue };
}

/** Runs `solve` (or `next`) to the end. */
async function finish(queue: TaskQueue, run: Promise<void>): Promise<void> {
	queue.runAll();
	await run;
}

describe('PlaygroundState', () => {
	test('starts as the default settings', () => {
		expect(setup().pg.settings()).toEqual(DEFAULT_SETTINGS);
	});

	test('solves in the worker and checks the tour', async () => {
		const { pg, queue } = setup();
		pg.startText = 'c3';
		pg.closed = true;
		await finish(queue, pg.solve());
		const report = pg.report;
		if (report?.result.status !== 'found') throw new Error('no tour');
		expect(report.verified).toBe(true);
		expect(report.result.tour[0]).toBe(parseSquare(pg.board, 'c3'));
		expect(verifyTour(pg.board, report.result.tour, { closed: true })).toEqual({ ok: true });
		expect(describeReport(report).headline).toBe(
			'Found a closed tour of all 64 squares, checked move by move.',
		);
	});

	test('the verdict comes before any search, with the theorem', () => {
		const { pg } = setup();
		pg.resize('rows', '5');
		pg.resize('cols', '5');
		pg.closed = true;
		expect(pg.verdict.verdict).toBe('impossible');
		expect(pg.verdict.reason).toMatch(/odd/);
	});

	test('bad fields keep the last good board and explain themselves', () => {
		const { pg } = setup();
		pg.resize('rows', '0');
		expect(pg.rows.ok).toBe(false);
		expect(pg.board.rows).toBe(8);
		pg.startText = 'z9';
		expect(pg.start.ok).toBe(false);
		expect(pg.request).toBeNull();
		expect(pg.verdict.verdict).toBe('error');
		pg.resize('rows', '2001');
		expect(pg.rows.ok ? '' : pg.rows.message).toMatch(/from 1 to 2000/);
	});

	test('clicks set Start and End, toggle them off, and paint holes', () => {
		const { pg } = setup();
		const c3 = parseSquare(pg.board, 'c3');
		pg.click(c3);
		expect(pg.startText).toBe('c3');
		pg.click(c3);
		expect(pg.startText).toBe('');
		pg.clickAction = 'end';
		pg.click(c3);
		expect(pg.endText).toBe('c3');
		pg.clickAction = 'hole';
		pg.click(parseSquare(pg.board, 'd4'));
		expect(pg.board.holeCount).toBe(1);
		pg.click(parseSquare(pg.board, 'd4'));
		expect(pg.board.holeCount).toBe(0);
	});

	test('constraints: added by name, replaced per move, removed; bad input explained', async () => {
		// a1 and d4 are both dark, so d4 can only be an odd move of a tour from a1.
		const { pg, queue } = setup();
		expect(pg.addConstraint('0', 'a1')).toMatch(/Move must be a whole number from 1 to 64/);
		expect(pg.addConstraint('5', 'k1')).toMatch(/k1/);
		expect(pg.addConstraint('11', 'e4')).toBeNull();
		expect(pg.addConstraint('11', 'd4')).toBeNull();
		expect(pg.constraints).toEqual([{ move: 11, square: parseSquare(pg.board, 'd4') }]);
		pg.startText = 'a1';
		await finish(queue, pg.solve());
		if (pg.report?.result.status !== 'found') throw new Error('no tour');
		expect(pg.report.result.tour[10]).toBe(parseSquare(pg.board, 'd4'));
		pg.removeConstraint(11);
		expect(pg.constraints).toEqual([]);
	});

	test('Next solution returns a different tour each time', async () => {
		const { pg, queue } = setup();
		pg.resize('rows', '5');
		pg.resize('cols', '5');
		pg.startText = 'a1';
		pg.algorithm = 'backtracking';
		await finish(queue, pg.solve());
		const seen = new Set<string>();
		for (let i = 0; i < 3; i++) {
			await finish(queue, pg.next());
			if (pg.report?.result.status !== 'found') throw new Error('no tour');
			expect(pg.report.index).toBe(i + 1);
			seen.add(pg.report.result.tour.join(','));
		}
		expect(seen.size).toBe(3);
	});

	test('settings round-trip through apply', () => {
		const { pg } = setup();
		const board = createBoard(6, 7, { holes: [3] });
		const settings = {
			...DEFAULT_SETTINGS,
			rows: 6,
			cols: 7,
			holes: [3],
			start: parseSquare(board, 'a1'),
			end: parseSquare(board, 'b3'),
			closed: true,
			constraints: [{ move: 4, square: 10 }],
			algorithm: 'warnsdorff-backtracking' as const,
			seed: 42,
			maxNodes: 5000,
		};
		pg.apply(settings);
		expect(pg.settings()).toEqual(settings);
	});

	test('a result shows only under the set-up it answered', async () => {
		const { pg, queue } = setup();
		pg.leaper = 'camel';
		await finish(queue, pg.solve());
		expect(pg.report?.result.status).toBe('impossible');
		pg.leaper = 'giraffe';
		expect(pg.report).toBeNull();
		expect(pg.stale).toBe(true);
		pg.leaper = 'knight';
		await finish(queue, pg.solve());
		expect(pg.report?.result.status).toBe('found');
		for (const change of [
			() => (pg.closed = true),
			() => (pg.startText = 'c3'),
			() => (pg.seedText = '9'),
			() => (pg.algorithm = 'backtracking'),
			() => pg.toggleHole(parseSquare(pg.board, 'd4')),
			() => pg.addConstraint('5', 'c3'),
			() => pg.resize('rows', '6'),
		]) {
			pg.apply(DEFAULT_SETTINGS);
			await finish(queue, pg.solve());
			expect(pg.report).not.toBeNull();
			change();
			expect(pg.report).toBeNull();
			expect(pg.shownTour).toBeNull();
		}
	});

	test('a search out of budget offers to double it, and the new run counts to the new budget', async () => {
		const { pg, queue } = setup();
		pg.leaper = 'zebra';
		pg.maxNodesText = '30000';
		await finish(queue, pg.solve());
		expect(pg.outOfBudget).toBe(true);
		const run = pg.solveWithMoreBudget();
		expect(pg.maxNodesText).toBe('60000');
		await finish(queue, run);
		expect(pg.report?.result.stats.nodes).toBe(60_000);
		expect(describeReport(pg.report as NonNullable<typeof pg.report>).headline).toBe(
			'Gave up after 60,000 positions (the node budget) without finishing the search, so this proves nothing either way.',
		);
	});

	test('names the method as people do', async () => {
		const { pg, queue } = setup();
		pg.algorithm = 'warnsdorff';
		pg.tieBreak = 'pohl';
		pg.startText = 'h8';
		await finish(queue, pg.solve());
		const report = pg.report;
		if (report === null) throw new Error('no result');
		expect(describeReport(report).stats).toContainEqual([
			'Algorithm',
			"Warnsdorff's rule, tie-break Pohl",
		]);
	});

	test('a tour from a link speaks of the link; a saved one of what was saved here', async () => {
		const { pg, queue } = setup();
		await finish(queue, pg.solve());
		const tour = pg.shownTour;
		if (tour === null) throw new Error('no tour');
		pg.showTour(tour, 'saved');
		expect(describeReport(pg.report as NonNullable<typeof pg.report>).headline).toBe(
			'The tour saved here last time, of all 64 squares, checked move by move.',
		);
		pg.showTour(tour, 'link');
		expect(describeReport(pg.report as NonNullable<typeof pg.report>).headline).toBe(
			"The link's tour of all 64 squares, checked move by move.",
		);
		pg.showTour(tour.slice(1), 'saved');
		expect(describeReport(pg.report as NonNullable<typeof pg.report>).headline).toMatch(
			/^The saved tour is not a tour: /,
		);
	});

	test('a repeated move is refused where links are decoded, and never reaches the list', () => {
		const decoded = decodeState(playgroundSchema, 'pg1.xZZZZ');
		expect(decoded.values.constraints).toEqual([]);
		expect(decoded.problems).toEqual([
			'Move constraints in the link ask for move 26 twice; a move can be on one square only, so the default (none) is used.',
		]);
		const { pg } = setup();
		pg.apply({
			...DEFAULT_SETTINGS,
			constraints: [
				{ move: 26, square: 25 },
				{ move: 26, square: 30 },
			],
		});
		expect(pg.constraints).toEqual([{ move: 26, square: 25 }]);
	});
});
