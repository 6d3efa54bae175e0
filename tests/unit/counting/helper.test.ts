/**
 * The split count with a helper thread (src/lib/counting/helper.ts): a side's sweep goes on in two
 * classes of states from the layer where a square that stays on the cut gets its last edge, the
 * left side's states are grouped for the join, the middle line's entries are built in two parts,
 * and the join is shared a stretch of entries at a time (join-stretch.ts). The counts must be the
 * counts without a helper, which the whole-board frontier sweep and published values check
 * (split-sweep.test.ts), and the join must meet every pair of states once, as without a helper.
 * Most tests run the helper's tasks in this thread (`InThread`), so that they can look at every
 * task; one set runs a real worker thread (scripts/count-helper.ts), as the count script does.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { createBoard, createRandom, type Board } from '../../../src/lib/index.ts';
import { countTours } from '../../../src/lib/counting/count-tours.ts';
import { frontierCountSteps } from '../../../src/lib/counting/frontier.ts';
import type { CountHelper, HelperResult, HelperTask } from '../../../src/lib/counting/helper.ts';
import type { SplitCheckpoint } from '../../../src/lib/counting/types.ts';
import { runHelperTask } from '../../../src/lib/counting/helper-task.ts';
import { splitCountSteps, type SplitStats } from '../../../src/lib/counting/split-sweep.ts';
import { finish } from '../../../src/lib/solvers/types.ts';
import { ThreadHelper } from '../../../scripts/count-helper.ts';

/**
 * A helper that runs each task at once, in this thread, and keeps a record of them. With `delay`,
 * it says "not yet" that many times before each answer when the count waits; with `polls` false,
 * it says "not yet" whenever the count only looks (`take(0)`), so that the count's own share of
 * the work does not depend on the delay.
 */
class InThread implements CountHelper {
	readonly tasks: { kind: HelperTask['kind']; states: number; result: number }[] = [];
	stops = 0;
	private readonly results: HelperResult[] = [];
	private readonly delay: number;
	private readonly polls: boolean;
	private waits = 0;

	constructor(delay = 0, polls = true) {
		this.delay = delay;
		this.polls = polls;
	}

	start(task: HelperTask): void {
		const result = runHelperTask(task);
		this.results.push(result);
		this.tasks.push({ kind: task.kind, states: given(task), result: size(result) });
	}

	take(ms: number): HelperResult | undefined {
		if (ms === 0 && !this.polls) return undefined;
		if (this.waits++ < this.delay) return undefined;
		this.waits = 0;
		return this.results.shift();
	}

	stop(): void {
		this.stops++;
	}
}

/** The states (or entries) a task was given. */
function given(task: HelperTask): number {
	if (task.kind === 'group') return task.size;
	if (task.kind === 'join') return task.sides.rightKeys.length;
	if (task.kind === 'join-entries') return task.side.keys.length;
	return task.states.size;
}

/** What a task gave back: states, entries, groups, or pairs of states joined; −1 for an error. */
function size(result: HelperResult): number {
	if (result.kind === 'sweep') return result.states.size;
	if (result.kind === 'entries') return result.entries.keys.length;
	if (result.kind === 'group') return result.groups.keys.length;
	if (result.kind === 'join') return result.pairs;
	if (result.kind === 'join-entries') return result.entries.size;
	return -1;
}

/** The whole-board frontier sweep's count: it shares no code with the split count's join. */
function whole(board: Board, closed: boolean): bigint {
	return finish(frontierCountSteps(board, { closed }));
}

function withHelper(
	board: Board,
	closed: boolean,
	helper: CountHelper,
	stats?: SplitStats,
): bigint {
	return finish(
		splitCountSteps(board, { closed, helper, ...(stats === undefined ? {} : { stats }) }),
	);
}

/** The join's statistics without a helper, to compare: every pair must be joined once. */
function alone(board: Board, closed: boolean): SplitStats {
	const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
	finish(splitCountSteps(board, { closed, stats }));
	return stats;
}

/** The kinds of tasks a helper was given, each run of joins written once with its length. */
function kinds(helper: InThread): string[] {
	const out: string[] = [];
	let joins = 0;
	for (const { kind } of [...helper.tasks, { kind: 'end' }]) {
		if (kind === 'join') joins++;
		else if (joins > 0) {
			out.push(`join ×${String(joins)}`);
			joins = 0;
		}
		if (kind !== 'join' && kind !== 'end') out.push(kind);
	}
	return out;
}

describe('splitCountSteps(board, { helper })', () => {
	test('5×7 open: the sweep goes on in two classes, the left side is grouped, the entries are built and sorted in two parts and the join is shared, and the count is the frontier sweep’s', () => {
		const board = createBoard(5, 7);
		const helper = new InThread();
		const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
		expect(withHelper(board, false, helper, stats)).toBe(whole(board, false));
		const [sweep, group, entries, sorted, joins, ...rest] = kinds(helper);
		expect([sweep, group, entries, sorted, rest]).toEqual([
			'sweep',
			'group',
			'entries',
			'join-entries',
			[],
		]);
		// The join's stretches, from the back, a couple at a time while this thread takes others.
		expect(Number(joins?.split('×')[1])).toBeGreaterThan(4);
		// Each task had work and gave something back.
		for (const task of helper.tasks) {
			expect(task.states).toBeGreaterThan(0);
			expect(task.result).toBeGreaterThan(0);
		}
		// Every pair of states was joined once, by one thread or the other.
		expect(stats).toEqual(alone(board, false));
	});

	test('6×7 closed is 1,067,638 (OEIS A175881) with the work shared', () => {
		const helper = new InThread();
		expect(withHelper(createBoard(6, 7), true, helper)).toBe(1_067_638n);
		expect(helper.tasks.map((task) => task.kind)).toContain('entries');
	});

	test('boards of even length (no middle line): the helper groups the left side, builds half the entries, and shares the join when it is large enough', () => {
		const small = new InThread();
		expect(withHelper(createBoard(6, 6), true, small)).toBe(9_862n);
		expect(kinds(small)).toEqual(['group', 'join-entries']);
		// 6×8 closed: 55,488,142 (OEIS A175881).
		const board = createBoard(6, 8);
		const helper = new InThread();
		const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
		expect(withHelper(board, true, helper, stats)).toBe(55_488_142n);
		const [group, entries, joins, ...rest] = kinds(helper);
		expect([group, entries, rest]).toEqual(['group', 'join-entries', []]);
		expect(joins).toMatch(/^join ×\d+$/);
		// Half the right states' entries, and every pair of states joined once.
		const given = helper.tasks[1]?.states ?? 0;
		expect(Math.abs(2 * given - stats.rightStates)).toBeLessThanOrEqual(1);
		expect(stats).toEqual(alone(board, true));
	});

	test('resumes from a checkpoint in the middle of a shared join, with the helper or without', () => {
		// 6×8 closed: 55,488,142 (OEIS A175881).
		const board = createBoard(6, 8);
		const saved: SplitCheckpoint[] = [];
		const steps = splitCountSteps(board, { closed: true, helper: new InThread(), saveEvery: 1 });
		let step = steps.next();
		for (; step.done !== true; step = steps.next()) {
			if (step.value.checkpoint !== undefined) saved.push(step.value.checkpoint);
		}
		expect(step.value).toBe(55_488_142n);
		const sides = saved.find((c) => c.sides !== undefined)?.sides;
		expect(sides).toBeDefined();
		const joins = saved.filter((c) => c.join !== undefined);
		expect(joins.length).toBeGreaterThan(2);
		const middle = joins[Math.floor(joins.length / 2)] as SplitCheckpoint;
		const resume: SplitCheckpoint = { ...middle, ...(sides === undefined ? {} : { sides }) };
		const helper = new InThread();
		expect(finish(splitCountSteps(board, { closed: true, resume, helper }))).toBe(55_488_142n);
		expect(kinds(helper).at(-1)).toMatch(/^join/);
		expect(finish(splitCountSteps(board, { closed: true, resume }))).toBe(55_488_142n);
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
		const count = (helper: InThread): number => {
			const steps = splitCountSteps(createBoard(5, 7), { closed: false, helper });
			let reports = 0;
			for (let step = steps.next(); step.done !== true; step = steps.next()) reports++;
			return reports;
		};
		const slow = new InThread(3, false);
		const quick = new InThread(0, false);
		const difference = count(slow) - count(quick);
		// Three reports a task while the helper says "not yet": the sweep, the grouping, the
		// entries, and the join's stretches given out before the count stopped looking.
		expect(slow.tasks.map((task) => task.kind)).toEqual(quick.tasks.map((task) => task.kind));
		expect(slow.tasks.length).toBeGreaterThanOrEqual(5);
		expect(difference).toBe(3 * slow.tasks.length);
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

	test('stops the helper when a count of even length is stopped while the helper groups', () => {
		const helper = new InThread(1_000_000);
		const steps = splitCountSteps(createBoard(6, 8), { closed: true, helper });
		for (let k = 0; k < 100_000 && helper.tasks.length === 0; k++) steps.next();
		expect(kinds(helper)).toEqual(['group']);
		steps.next();
		steps.return(0n);
		expect(helper.stops).toBe(1);
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

	test('6×8 closed is 55,488,142 (OEIS A175881), the helper grouping and joining', () => {
		expect(countTours(createBoard(6, 8), { closed: true, method: 'split', helper })).toBe(
			55_488_142n,
		);
	});

	test('a board with holes on one side only', () => {
		const board = createBoard(5, 7, { holes: [0, 8] });
		expect(countTours(board, { closed: false, method: 'split', helper })).toBe(whole(board, false));
	});
});
