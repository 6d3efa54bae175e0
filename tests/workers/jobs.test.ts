import { describe, expect, test } from 'vitest';
import { createBoard, finish, parseAlgebraicTour } from '../../src/lib/index.ts';
import { boardFromSpec, jobs } from '../../src/workers/jobs.ts';
import { toBoardSpec, type BoardSpec } from '../../src/workers/protocol.ts';
import { createSolverClient } from '../../src/workers/solver-client.ts';
import { TaskQueue, createFakeWorker } from './fake-worker.ts';

/** Lists the squares of a board row by row, turning at each end: a tour of the (0, 1) leaper. */
function snake(rows: number, cols: number): Int32Array {
	const tour = new Int32Array(rows * cols);
	for (let row = 0; row < rows; row++) {
		for (let i = 0; i < cols; i++) {
			tour[row * cols + i] = row * cols + (row % 2 === 0 ? i : cols - 1 - i);
		}
	}
	return tour;
}

/** Makes a client whose fake worker runs the site's real jobs. */
function createRealClient() {
	const queue = new TaskQueue();
	const client = createSolverClient({
		createWorker: () => createFakeWorker(queue, jobs, { now: 0 }).worker,
	});
	return { queue, client };
}

describe('toBoardSpec(board) and boardFromSpec(spec)', () => {
	test('round-trip a board with holes and another leaper', () => {
		const board = createBoard(5, 7, { holes: [3, 0, 34], leaper: [3, 1] });
		const spec = toBoardSpec(board);
		expect(spec).toEqual({ rows: 5, cols: 7, holes: [0, 3, 34], leaper: [1, 3] });
		expect(structuredClone(spec)).toEqual(spec);
		expect(boardFromSpec(spec)).toEqual(board);
	});

	test('leave out what a plain knight board does not need', () => {
		expect(toBoardSpec(createBoard(8, 8))).toEqual({ rows: 8, cols: 8 });
	});

	test('say what a job needs when the board is missing or wrong', () => {
		expect(() => boardFromSpec(undefined)).toThrow('This job needs a board: { rows, cols }.');
		expect(() => boardFromSpec({ rows: 0, cols: 8 } as BoardSpec)).toThrow(
			'Rows must be a whole number from 1 to 4000; got 0.',
		);
	});
});

describe("the 'verify' job", () => {
	test('checks a 1000×1000 tour sent through client and host', async () => {
		const { queue, client } = createRealClient();
		const tour = snake(1000, 1000);
		const run = client.run(
			'verify',
			{ board: { rows: 1000, cols: 1000, leaper: [0, 1] }, tour },
			{ transfer: [tour.buffer] },
		);
		// The input moved to the worker rather than being copied.
		expect(tour.length).toBe(0);
		queue.runAll();
		expect(await run.result).toEqual({ status: 'done', value: { ok: true } });
	});

	test('names the first bad move of a 1000×1000 tour', async () => {
		const { queue, client } = createRealClient();
		const run = client.run('verify', {
			board: { rows: 1000, cols: 1000 },
			tour: snake(1000, 1000),
		});
		queue.runAll();
		expect(await run.result).toEqual({
			status: 'done',
			value: {
				ok: false,
				index: 1,
				error: 'Moves 1 and 2: aaa1000 to aab1000 is not a leap of the (1, 2) leaper.',
			},
		});
	});

	test('turns a bad board into an error result', async () => {
		const { queue, client } = createRealClient();
		const run = client.run('verify', { board: { rows: 5000, cols: 8 }, tour: [] });
		queue.runAll();
		expect(await run.result).toEqual({
			status: 'error',
			message: 'Rows must be a whole number from 1 to 4000; got 5000.',
		});
	});
});

describe('the tour-code and board jobs', () => {
	const board = createBoard(3, 4);
	const tour = parseAlgebraicTour(board, 'a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3');

	test("'encode-tour' and 'decode-tour' round-trip a tour", () => {
		const spec = toBoardSpec(board);
		const code = finish(jobs['encode-tour']({ board: spec, tour }));
		expect(finish(jobs['decode-tour']({ board: spec, code }))).toEqual(tour);
	});

	test("'board-stats' counts the knight graph of 8×8", () => {
		expect(finish(jobs['board-stats']({ board: { rows: 8, cols: 8 } }))).toEqual({
			squares: 64,
			edges: 168,
			histogram: [0, 0, 4, 8, 20, 0, 16, 0, 16],
		});
	});
});
