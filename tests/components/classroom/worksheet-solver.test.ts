import { afterEach, describe, expect, test, vi } from 'vitest';
import { verdictJob, worksheetJobs } from '../../../src/components/classroom/worksheet-jobs.ts';
import {
	DEFAULT_LIMITS,
	solutionOf,
	solveBoard,
	type WorksheetClient,
} from '../../../src/components/classroom/worksheet-solver.ts';
import {
	checkTourTask,
	createBoard,
	tourTaskVerdict,
	verifyTour,
	type TourTask,
} from '../../../src/lib/index.ts';
import type { RunOutcome } from '../../../src/workers/solver-client.ts';

/** A 5×5 open tour from a1 (square 20), a 6×6 closed tour, and a 5×5 closed tour (none: odd area). */
const fromA1: TourTask = { board: { rows: 5, cols: 5 }, start: 20 };
const closed6: TourTask = { board: { rows: 6, cols: 6 }, closed: true };
const closed5: TourTask = { board: { rows: 5, cols: 5 }, closed: true };

/** Runs the worksheet worker's job in this thread, as the worker would. */
function runJob(task: TourTask, maxNodes: number): unknown {
	const steps = worksheetJobs['tour-task-verdict']({ task, maxNodes });
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
	}
}

/** A client whose runs end as `answer` says (or never, for null), recording terminations. */
function stubClient(answer: (task: TourTask) => RunOutcome<unknown> | null): WorksheetClient & {
	terminated: number;
} {
	const client = {
		terminated: 0,
		run(_job: string, input: { task: TourTask; maxNodes: number }) {
			const outcome = answer(input.task);
			return {
				runId: 1,
				result: outcome === null ? new Promise(() => undefined) : Promise.resolve(outcome),
				cancel: () => undefined,
			};
		},
		terminate() {
			client.terminated += 1;
		},
	};
	return client as unknown as WorksheetClient & { terminated: number };
}

afterEach(() => {
	vi.useRealTimers();
});

describe("the worker's job", () => {
	test('answers as tourTaskVerdict does, with checkTourTask on a tour found', () => {
		const found = tourTaskVerdict(fromA1, 1_000_000);
		if (found.possible !== true) throw new Error('5×5 from a1 has a tour');
		expect(runJob(fromA1, 1_000_000)).toEqual({
			verdict: found,
			check: checkTourTask(fromA1, found.tour),
		});
		expect(runJob(closed5, 1_000_000)).toEqual({
			verdict: tourTaskVerdict(closed5, 1_000_000),
			check: null,
		});
	});
});

describe('solutionOf(task, verdict)', () => {
	test.each([
		['a 5×5 tour from a1', fromA1],
		['a 6×6 closed tour', closed6],
	])('%s: a tour the library checks', (_, task) => {
		const solution = solutionOf(verdictJob({ task, maxNodes: 1_000_000 }));
		if (solution.status !== 'found') throw new Error(`expected a tour, got ${solution.status}`);
		expect(checkTourTask(task, solution.tour)).toEqual({ status: 'right' });
		const board = createBoard(task.board.rows, task.board.cols);
		expect(verifyTour(board, solution.tour, { closed: task.closed === true })).toEqual({
			ok: true,
		});
	});

	test('an impossible task says why', () => {
		const solution = solutionOf(verdictJob({ task: closed5, maxNodes: 1_000_000 }));
		expect(solution.status).toBe('impossible');
		expect(solution.status === 'impossible' && solution.message).toMatch(
			/^This task cannot be done\. No closed tour on 5×5/,
		);
	});

	test('a search out of budget is "not solved", never a guess', () => {
		const task: TourTask = { board: { rows: 6, cols: 6, holes: [1] }, start: 0 };
		const solution = solutionOf(verdictJob({ task, maxNodes: 1 }));
		expect(solution.status).toBe('unknown');
		expect(solution.status === 'unknown' && solution.message).toContain('Try again with more time');
	});

	test('a tour that fails the check is an error, not a solution', () => {
		const tour = [0, 1, 2];
		const solution = solutionOf({
			verdict: { possible: true, tour, explanation: '' },
			check: checkTourTask(fromA1, tour),
		});
		expect(solution.status).toBe('error');
		expect(solution.status === 'error' && solution.message).toMatch(
			/^The solver's tour failed the check: /,
		);
	});
});

describe('solveBoard(client, task, limits)', () => {
	test("returns the worker's tour, checked", async () => {
		const client = stubClient((task) => ({
			status: 'done',
			value: verdictJob({ task, maxNodes: 1_000_000 }),
		}));
		const solution = await solveBoard(client, closed6, DEFAULT_LIMITS);
		expect(solution.status).toBe('found');
		expect(client.terminated).toBe(0);
	});

	test('stops the worker after the time limit and says the board was not solved in time', async () => {
		vi.useFakeTimers();
		const client = stubClient(() => null);
		const pending = solveBoard(client, fromA1, { maxNodes: 10, timeoutMs: 20_000 });
		await vi.advanceTimersByTimeAsync(20_000);
		const solution = await pending;
		expect(solution).toEqual({
			status: 'unknown',
			message:
				'Not solved in 20 s: the search is still going on a board this hard. Try again with more time, or check the task.',
		});
		expect(client.terminated).toBe(1);
	});

	test("passes on the worker's error", async () => {
		const client = stubClient(() => ({
			status: 'error',
			message: 'The solver stopped unexpectedly.',
		}));
		expect(await solveBoard(client, fromA1, DEFAULT_LIMITS)).toEqual({
			status: 'error',
			message: 'The solver stopped unexpectedly.',
		});
	});
});
