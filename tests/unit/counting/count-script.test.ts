/**
 * `npm run count` (scripts/count-tours.ts): a split count that keeps its checkpoints on disk,
 * stopped part way and run again, resumes and finds the published count.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
	CheckpointDir,
	countWithCheckpoints,
	type GroupTimings,
} from '../../../scripts/count-tours.ts';
import { createBoard } from '../../../src/lib/index.ts';
import { splitCountSteps, type SplitStats } from '../../../src/lib/counting/split-sweep.ts';
import { finish } from '../../../src/lib/solvers/types.ts';

const dirs: string[] = [];
function freshDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'count-'));
	dirs.push(dir);
	return dir;
}
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run count (scripts/count-tours.ts)', () => {
	// 6×8 closed 55,488,142 (OEIS A175881): one side saved; 6×7 closed 1,067,638 (OEIS A175855):
	// two sides; 5×6 open 18,784 undirected (OEIS A083386).
	test.each([
		{ rows: 6, cols: 8, open: false, count: 55_488_142n, files: ['left.keys', 'sides.json'] },
		{ rows: 6, cols: 7, open: false, count: 1_067_638n, files: ['left.keys', 'right.keys'] },
		{ rows: 5, cols: 6, open: true, count: 18_784n, files: ['left.counts', 'join.json'] },
	])(
		'$rows×$cols (open: $open), stopped in its join and run again, resumes to $count',
		({ rows, cols, open, count, files }) => {
			const dir = freshDir();
			const lines: string[] = [];
			const log = (line: string): void => void lines.push(line);
			// Stopped after the sides and two of the join's checkpoints.
			const store = new CheckpointDir(dir);
			expect(countWithCheckpoints(rows, cols, { open, store, saveEvery: 1, stopAfter: 3 })).toBe(
				null,
			);
			expect(readdirSync(dir)).toEqual(expect.arrayContaining(files));
			expect(store.load()?.join?.at).toBeGreaterThan(0);
			const again = countWithCheckpoints(rows, cols, { open, store, log });
			expect(again).toBe(count);
			expect(lines[0]).toMatch(/^Resuming from .*: the sides and part of the join\.$/);
		},
	);

	test('a checkpoint of another board is refused, with a message naming both', () => {
		const store = new CheckpointDir(freshDir());
		countWithCheckpoints(6, 6, { store, saveEvery: 1, stopAfter: 1 });
		expect(() => countWithCheckpoints(6, 8, { store })).toThrow(
			/belongs to another count \(6×6 .*closed split v1\), not to 6×8/,
		);
	});

	test('without a store it simply counts', () => {
		// 6×6 closed: 9,862 (OEIS A001230).
		expect(countWithCheckpoints(6, 6)).toBe(9_862n);
	});
});

describe('npm run count -- --by-class', () => {
	test('6×8 by class, stopped after some groups are swept and again after some are joined, resumes to 55,488,142 (OEIS A175881)', () => {
		const dir = freshDir();
		const store = new CheckpointDir(dir);
		const options = { store, byClass: true, saveEvery: 1 };
		// 6×8 has 45 groups of classes: stopped after 20 checkpoints, all of them groups swept.
		expect(countWithCheckpoints(6, 8, { ...options, stopAfter: 20 })).toBe(null);
		expect(store.load()?.groups).toEqual({ first: 20, sides: [] });
		expect(readdirSync(dir)).toEqual(expect.arrayContaining(['group-19.keys', 'groups.json']));
		// Then past the sweeps (45) and ten checkpoints into the join.
		const lines: string[] = [];
		const log = (line: string): void => void lines.push(line);
		expect(countWithCheckpoints(6, 8, { ...options, log, stopAfter: 35 })).toBe(null);
		expect(lines[0]).toBe(`Resuming from ${dir}: 20 groups swept, 0 joined.`);
		// Groups with no states are passed over without a checkpoint of their own.
		const joined = store.load()?.joined?.groups ?? 0;
		expect(joined).toBeGreaterThanOrEqual(10);
		expect(joined).toBeLessThan(45);
		lines.length = 0;
		expect(countWithCheckpoints(6, 8, { store, byClass: true, log })).toBe(55_488_142n);
		expect(lines[0]).toBe(`Resuming from ${dir}: 45 groups swept, ${String(joined)} joined.`);
	});

	test('with timings, each group’s sweep and join is timed and its states are counted', () => {
		const timings: GroupTimings = { sweep: [], join: [], states: [] };
		const store = new CheckpointDir(freshDir());
		expect(countWithCheckpoints(6, 8, { store, byClass: true, timings })).toBe(55_488_142n);
		expect(timings.sweep).toHaveLength(45);
		expect(timings.states).toHaveLength(45);
		expect(timings.sweep.every((s) => s >= 0)).toBe(true);
		// The groups split a side's states exactly: as many as the whole side's sweep ends with.
		const stats: SplitStats = { leftStates: 0, rightStates: 0, pairs: 0, steps: 0 };
		finish(splitCountSteps(createBoard(6, 8), { stats }));
		expect(timings.states.reduce((sum, n) => sum + n, 0)).toBe(stats.leftStates);
		// A join is timed for every group that has states, and only for those.
		timings.states.forEach((n, g) => expect(timings.join[g] !== undefined).toBe(n > 0));
	});

	test('a checkpoint of the whole sides is refused by class, and the other way round', () => {
		const whole = new CheckpointDir(freshDir());
		countWithCheckpoints(6, 6, { store: whole, saveEvery: 1, stopAfter: 1 });
		expect(() => countWithCheckpoints(6, 6, { store: whole, byClass: true })).toThrow(
			/belongs to another count \(6×6 .*closed split v1\), not to 6×6 .* by class/,
		);
		const byClass = new CheckpointDir(freshDir());
		countWithCheckpoints(6, 6, { store: byClass, byClass: true, saveEvery: 1, stopAfter: 1 });
		expect(() => countWithCheckpoints(6, 6, { store: byClass })).toThrow(/by class\), not to 6×6/);
	});
});
