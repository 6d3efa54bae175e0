/**
 * The split count with a helper thread (src/lib/counting/helper.ts): a side's sweep goes on in two
 * classes of states from the layer where a square that stays on the cut gets its last edge, and
 * the middle line's entries are built in two halves. The counts must be the counts without a
 * helper, which the whole-board frontier sweep and published values check (split-sweep.test.ts).
 * Most tests run the helper's tasks in this thread (`InThread`), so that they can look at every
 * task; one set runs a real worker thread (scripts/count-helper.ts), as the count script does.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { createBoard, createRandom, type Board } from '../../../src/lib/index.ts';
import { countTours } from '../../../src/lib/counting/count-tours.ts';
import { frontierCountSteps } from '../../../src/lib/counting/frontier.ts';
import type { CountHelper, HelperResult, HelperTask } from '../../../src/lib/counting/helper.ts';
import { runHelperTask } from '../../../src/lib/counting/helper-task.ts';
import { splitCountSteps } from '../../../src/lib/counting/split-sweep.ts';
import { finish } from '../../../src/lib/solvers/types.ts';
import { ThreadHelper } from '../../../scripts/count-helper.ts';

/** A helper that runs each task at once, in this thread, and keeps a record of them. */
class InThread implements CountHelper {
	readonly tasks: { kind: HelperTask['kind']; states: number; result: number }[] = [];
	stops = 0;
	private readonly results: HelperResult[] = [];
	/** Times `take` says "not yet" before it answers. */
	private readonly delay: number;
	private waits = 0;

	constructor(delay = 0) {
		this.delay = delay;
	}

	start(task: HelperTask): void {
		const result = runHelperTask(task);
		this.results.push(result);
		const size =
			result.kind === 'sweep'
				? result.states.size
				: result.kind === 'entries'
					? result.entries.keys.length
					: result.kind === 'group'
						? result.groups.keys.length
						: -1;
		const given = task.kind === 'group' ? task.size : task.states.size;
		this.tasks.push({ kind: task.kind, states: given, result: size });
	}

	take(): HelperResult | undefined {
		if (this.waits++ < this.delay) return undefined;
		this.waits = 0;
		return this.results.shift();
	}

	stop(): void {
		this.stops++;
	}
}

/** The whole-board frontier sweep's count: it shares no code with the split count's join. */
function whole(board: Board, closed: boolean): bigint {
	return finish(frontierCountSteps(board, { closed }));
}

function withHelper(board: Board, closed: boolean, helper: CountHelper): bigint {
	return finish(splitCountSteps(board, { closed, helper }));
}

describe('splitCountSteps(board, { helper })', () => {
	test('5×7 open: the sweep goes on in two classes, the left side is grouped for the join and the entries built in two parts, and the count is the frontier sweep’s', () => {
		const board = createBoard(5, 7);
		const helper = new InThread();
		expect(withHelper(board, false, helper)).toBe(whole(board, false));
		expect(helper.tasks.map((task) => task.kind)).toEqual(['sweep', 'group', 'entries']);
		// Each task had work and gave something back.
		for (const task of helper.tasks) {
			expect(task.states).toBeGreaterThan(0);
			expect(task.result).toBeGreaterThan(0);
		}
	});

	test('6×7 closed is 1,067,638 (OEIS A175881) with the work shared', () => {
		const helper = new InThread();
		expect(withHelper(createBoard(6, 7), true, helper)).toBe(1_067_638n);
		expect(helper.tasks.map((task) => task.kind)).toContain('entries');
	});

	test('boards of even length (no middle line) are counted without the helper', () => {
		const helper = new InThread();
		expect(withHelper(createBoard(6, 6), true, helper)).toBe(9_862n);
		expect(helper.tasks).toEqual([]);
	});

	test('agrees with the frontier sweep on 16 odd boards with random holes, open and closed', () => {
		const random = createRandom(20261127);
		for (let k = 0; k < 16; k++) {
			const holes = new Set<number>();
			while (holes.size < 2) holes.add(Math.floor(random() * 35));
			const board = createBoard(5, 7, { holes: [...holes] });
			const closed = k % 2 === 0;
			expect(withHelper(board, closed, new InThread()), `holes ${[...holes].join(', ')}`).toBe(
				whole(board, closed),
			);
		}
	});

	test('keeps reporting progress while it waits for the helper', () => {
		const helper = new InThread(3);
		const steps = splitCountSteps(createBoard(5, 7), { closed: false, helper });
		let reports = 0;
		for (let step = steps.next(); step.done !== true; step = steps.next()) reports++;
		const quick = new InThread();
		const fewer = splitCountSteps(createBoard(5, 7), { closed: false, helper: quick });
		let quickReports = 0;
		for (let step = fewer.next(); step.done !== true; step = fewer.next()) quickReports++;
		// Three reports a task while the helper says "not yet", three tasks.
		expect(reports - quickReports).toBe(9);
	});

	test('stops the helper when the count is stopped while the helper works', () => {
		const helper = new InThread(1_000_000);
		const steps = splitCountSteps(createBoard(5, 7), { closed: false, helper });
		for (let k = 0; k < 100_000 && helper.tasks.length === 0; k++) steps.next();
		expect(helper.tasks).toHaveLength(1);
		steps.next();
		steps.return(0n);
		expect(helper.stops).toBeGreaterThan(0);
	});

	test('says so when the helper fails', () => {
		const failing: CountHelper = {
			start: () => undefined,
			take: () => ({ kind: 'error', message: 'out of memory' }),
			stop: () => undefined,
		};
		expect(() => withHelper(createBoard(5, 7), false, failing)).toThrow(
			'The helper thread failed: out of memory',
		);
	});

	test('countTours refuses a helper that is not one', () => {
		expect(() =>
			countTours(createBoard(5, 7), { closed: true, method: 'split', helper: {} as CountHelper }),
		).toThrow('options.helper must be a CountHelper');
	});
});

describe('ThreadHelper (a Node worker thread)', () => {
	const helper = new ThreadHelper();
	afterAll(() => helper.close());

	test('6×7 closed is 1,067,638 (OEIS A175881) and 5×7 open agrees with the frontier sweep, one thread helping', () => {
		expect(countTours(createBoard(6, 7), { closed: true, method: 'split', helper })).toBe(
			1_067_638n,
		);
		const board = createBoard(5, 7);
		expect(countTours(board, { closed: false, method: 'split', helper })).toBe(whole(board, false));
	});

	test('a board with holes on one side only', () => {
		const board = createBoard(5, 7, { holes: [0, 8] });
		expect(countTours(board, { closed: false, method: 'split', helper })).toBe(whole(board, false));
	});
});
