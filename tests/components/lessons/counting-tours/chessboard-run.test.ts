/**
 * "Count the chessboard's tours yourself" off the page: the count by class kept in IndexedDB
 * (fake-indexeddb, an in-memory implementation of the same API), stopped at any save as a closed tab
 * would stop it, resumed, and its time-left estimate.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import {
	boardName,
	countChessboard,
} from '../../../../src/components/lessons/counting-tours/chessboard-run.ts';
import {
	DAMAGED_RUN,
	forgetRun,
	freshRun,
	openCounts,
	readRun,
	readSide,
	saveRun,
} from '../../../../src/components/lessons/counting-tours/chessboard-store.ts';
import {
	SETTLED,
	timeLeft,
	workAt,
	type GroupWork,
} from '../../../../src/components/lessons/counting-tours/chessboard-estimate.ts';
import work from '../../../../src/components/lessons/counting-tours/chessboard-work.json';
import { createBoard } from '../../../../src/lib/index.ts';
import { classGroups } from '../../../../src/lib/counting/split-sweep.ts';

// OEIS A175881 (closed tours of 6×n): 6×8 has 55,488,142; OEIS A001230: 6×6 has 9,862.
const CLOSED_6X8 = '55488142';

let db: IDBDatabase | null = null;

afterEach(async () => {
	if (db === null) return;
	await forgetRun(db, '6×8');
	await forgetRun(db, '6×6');
	db.close();
	db = null;
});

/** Counts 6×8 in the store, stopping after `stopAfter` saves if given. */
async function count6x8(stopAfter?: number): Promise<Awaited<ReturnType<typeof countChessboard>>> {
	db ??= await openCounts();
	let clock = 0;
	return countChessboard({
		db,
		rows: 6,
		cols: 8,
		news: () => {},
		// A clock that moves 1 ms a step: the time saved grows with the work done.
		now: () => clock++,
		...(stopAfter === undefined ? {} : { stopAfter }),
	});
}

describe('countChessboard', () => {
	test('counts 6×8 by class to the published 55,488,142 and keeps only the result', async () => {
		const run = await count6x8();
		expect(run.result).toBe(CLOSED_6X8);
		expect(run.swept).toBe(45);
		// Each group's sweep is timed, and the join of every group with states; the clock moves 1 ms
		// a step, so every time is positive and they add up to the time spent.
		expect(run.sweepMs).toHaveLength(45);
		expect(run.sweepMs.every((ms) => ms > 0)).toBe(true);
		expect(run.joinMs.filter((ms) => ms > 0).length).toBeGreaterThanOrEqual(15);
		const timed = [...run.sweepMs, ...run.joinMs].reduce((sum, ms) => sum + (ms ?? 0), 0);
		expect(timed).toBeLessThanOrEqual(run.activeMs);
		expect(timed).toBeGreaterThan(0.9 * run.activeMs);
		const saved = await readRun(db as IDBDatabase, '6×8');
		expect(saved?.result).toBe(CLOSED_6X8);
		expect(saved?.bytes).toBe(0);
		// The sides are deleted once counted.
		await expect(readSide(db as IDBDatabase, '6×8', 0)).rejects.toThrow(/group 0 is missing/);
		// Counting again gives the saved result without counting.
		expect((await count6x8()).result).toBe(CLOSED_6X8);
	});

	test.each([1, 17, 45, 52, 58])(
		'stopped after %i saves, as a closed tab would stop it, 6×8 resumes to 55,488,142',
		async (stops) => {
			const stopped = await count6x8(stops);
			expect(stopped.result).toBeNull();
			const saved = await readRun(db as IDBDatabase, '6×8');
			expect(saved).toEqual(stopped);
			expect(saved?.count).toBe('6×8 leaper [1,2] closed split v1 by class');
			// Every group's side is saved as it is swept, with the record that counts it.
			expect(saved?.swept).toBe(Math.min(stops, 45));
			if (stops > 45) expect(saved?.joined?.groups).toBeGreaterThan(0);
			expect(saved?.bytes).toBeGreaterThan(0);
			const before = saved?.activeMs ?? 0;
			const run = await count6x8();
			expect(run.result).toBe(CLOSED_6X8);
			expect(run.activeMs).toBeGreaterThan(before);
		},
	);

	test('asked to stop (Pause), the count lets other work in after each news, stops at the next, and resumes', async () => {
		db = await openCounts();
		let clock = 0;
		let breaths = 0;
		const paused = await countChessboard({
			db,
			rows: 6,
			cols: 8,
			news: () => {},
			now: () => (clock += 5),
			newsMs: 0,
			breathe: () => {
				breaths++;
				return Promise.resolve();
			},
			// Pause once a few groups are saved.
			stop: () => breaths > 400,
		});
		expect(breaths).toBe(401);
		expect(paused.result).toBeNull();
		expect(paused.swept).toBeGreaterThan(0);
		expect(await readRun(db, '6×8')).toEqual(paused);
		expect((await count6x8()).result).toBe(CLOSED_6X8);
	});

	test('a count saved by another form of the checkpoints is deleted with a message, not resumed', async () => {
		db = await openCounts();
		await saveRun(db, {
			board: '6×8',
			count: '6×8 leaper [1,2] closed split v0 by class',
			swept: 3,
			joined: null,
			activeMs: 10,
			sweepMs: [],
			joinMs: [],
			bytes: 10,
			result: null,
		});
		await expect(count6x8()).rejects.toThrow(/earlier version of this page/);
		expect(await readRun(db, '6×8')).toBeNull();
		expect((await count6x8()).result).toBe(CLOSED_6X8);
	});

	test.each([
		['a field of the wrong kind', { swept: 'three' }],
		['a sum that is not a count', { joined: { groups: 1, sum: '1e400', pairs: 0, steps: 0 } }],
		['a result that is not a number', { result: '<img src=x>' }],
		['a time that is not one', { sweepMs: [1, -5] }],
		['a name that is not text', { count: 42 }],
	])(
		'a saved record with %s is cleared with a sentence, and the count starts afresh',
		async (_, bad) => {
			db = await openCounts();
			const good = { ...freshRun('6×8'), swept: 0 };
			const transaction = db.transaction('runs', 'readwrite');
			transaction.objectStore('runs').put({ ...good, ...bad });
			await new Promise((resolve) => (transaction.oncomplete = resolve));
			let said = false;
			expect(await readRun(db, '6×8', () => (said = true))).toBeNull();
			expect(said).toBe(true);
			expect(DAMAGED_RUN).toMatch(/could not be read, so it was cleared/);
			// Cleared: the next read finds nothing, and says nothing.
			said = false;
			expect(await readRun(db, '6×8', () => (said = true))).toBeNull();
			expect(said).toBe(false);
		},
	);

	test('a record as the count writes it reads back field by field', async () => {
		db = await openCounts();
		const run = {
			...freshRun('6×8'),
			count: '6×8 closed',
			swept: 3,
			joined: { groups: 1, sum: '12.5', pairs: 4, steps: 9 },
			sweepMs: [1, 2, 3],
			joinMs: [4],
			bytes: 100,
		};
		await saveRun(db, run);
		expect(await readRun(db, '6×8')).toEqual(run);
	});

	test("forgetting a board deletes its sides and record, not another board's", async () => {
		await count6x8(3);
		db = db as IDBDatabase;
		let clock = 0;
		await countChessboard({
			db,
			rows: 6,
			cols: 6,
			news: () => {},
			now: () => clock++,
			stopAfter: 2,
		});
		await forgetRun(db, '6×8');
		expect(await readRun(db, '6×8')).toBeNull();
		await expect(readSide(db, '6×8', 0)).rejects.toThrow(/missing/);
		expect((await readRun(db, '6×6'))?.swept).toBe(2);
		expect((await readSide(db, '6×6', 1)).keys).toBeInstanceOf(Uint32Array);
		expect(boardName(6, 6)).toBe('6×6');
	});

	test('news comes with the group and the states, and the fraction only grows', async () => {
		db = await openCounts();
		const fractions: number[] = [];
		const groups = new Set<number>();
		let clock = 0;
		await countChessboard({
			db,
			rows: 6,
			cols: 8,
			news: (news) => {
				fractions.push(news.fraction);
				groups.add(news.group);
			},
			now: () => (clock += 5),
			newsMs: 0,
		});
		expect(fractions.length).toBeGreaterThan(45);
		expect(fractions.every((f, k) => k === 0 || f >= (fractions[k - 1] as number))).toBe(true);
		expect(groups.size).toBe(45);
	});
});

describe('the time left', () => {
	const measured = work as GroupWork & { board: string };

	test('the measured run is of 8×8, with a sweep and a join time for each of its groups', () => {
		expect(measured.board).toBe('8×8');
		expect(measured.sweep).toHaveLength(classGroups(createBoard(8, 8)) as number);
		expect(measured.join).toHaveLength(measured.sweep.length);
		expect([...measured.sweep, ...measured.join].every((s) => s >= 0)).toBe(true);
	});

	test("a fraction stands in the measured run by whole pieces: a group's sweep, a group's join", () => {
		const unequal: GroupWork = { sweep: [1, 3], join: [2, 4] };
		// The sweeps take 0.6 of the fraction, a group at a time; the joins the rest.
		expect(workAt(0, unequal)).toEqual({ done: 0, current: 1, total: 10 });
		expect(workAt(0.3, unequal)).toEqual({ done: 1, current: 3, total: 10 });
		expect(workAt(0.45, unequal)).toEqual({ done: 1, current: 3, total: 10 });
		expect(workAt(0.6, unequal)).toEqual({ done: 4, current: 2, total: 10 });
		expect(workAt(0.8, unequal)).toEqual({ done: 6, current: 4, total: 10 });
		expect(workAt(1, unequal)).toEqual({ done: 10, current: 0, total: 10 });
	});

	test('the time left prices the work left at the speed of the pieces done, less the time already on the piece under way', () => {
		const even: GroupWork = { sweep: [10, 10], join: [10, 10] };
		// The sweeps (20 measured seconds) took 60 s here: 3 s a measured second, 60 s more.
		expect(timeLeft(0.6, 60_000, 0, even)).toEqual({ ms: 60_000, measuredMs: 40_000 });
		// 15 s into the first join: its 30 s less 15, then the last join's 30.
		expect(timeLeft(0.7, 60_000, 15_000, even).ms).toBe(45_000);
		// A piece that takes longer than priced counts as done, not as negative time.
		expect(timeLeft(0.7, 60_000, 40_000, even).ms).toBe(30_000);
		// Too little done to tell this computer's speed: no figure, but the measured run's.
		expect(timeLeft(0, 0, 5_000, even)).toEqual({ ms: null, measuredMs: 40_000 });
		expect(timeLeft(1, 90_000, 0, even).ms).toBe(0);
		// Without a measured run, the fraction is the share of the time.
		expect(timeLeft(0.5, 6_000, 4_000, null)).toEqual({ ms: 10_000, measuredMs: null });
		expect(timeLeft(SETTLED / 2, 1_000, 0, null).ms).toBeNull();
	});
});
