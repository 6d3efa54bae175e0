import { describe, expect, test } from 'vitest';
import { createBoard, leapsFrom, squareAt } from '../../../src/lib/board.ts';
import { checkTourTask, tourTaskVerdict, type TourTask } from '../../../src/lib/tour-task.ts';
import { findHint, taskWithPath } from '../../../src/components/classroom/student-hint.ts';

const board = createBoard(5, 5);
const A1 = squareAt(board, 4, 0);
const task: TourTask = { board: { rows: 5, cols: 5 }, start: A1 };

/** Whether a full tour of the task begins with `path` (the library's verdict, searched to the end). */
function finishable(path: number[]): boolean | 'unknown' {
	const verdict = tourTaskVerdict(taskWithPath(task, path));
	return verdict.possible;
}

/** The first path from a1 (depth first, in leap order) that cannot be finished. */
function deadPath(): number[] {
	const walk = (path: number[]): number[] | null => {
		if (finishable(path) === false) return path;
		if (path.length >= 6) return null;
		for (const next of leapsFrom(board, path.at(-1) as number)) {
			if (path.includes(next)) continue;
			const found = walk([...path, next]);
			if (found !== null) return found;
		}
		return null;
	};
	const found = walk([A1]);
	if (found === null) throw new Error('every short path from a1 can be finished');
	return found;
}

describe('findHint(task, path)', () => {
	test('names a next square from which a full tour still follows, at every step of a tour', () => {
		// Move 1 is the task's start: the board shows it, so a hint from nothing names move 2.
		expect(findHint(task, [])).toMatchObject({
			kind: 'next',
			move: 2,
			after: [{ move: 1, square: A1 }],
		});
		const path: number[] = [A1];
		for (let move = 2; move <= 25; move++) {
			const hint = findHint(task, path);
			expect(hint).toMatchObject({ kind: 'next', move });
			if (hint.kind !== 'next') return;
			path.push(hint.square);
			expect(finishable(path)).toBe(true);
		}
		expect(checkTourTask(task, path)).toEqual({ status: 'right' });
		expect(findHint(task, path)).toEqual({ kind: 'complete' });
	});

	test('a path that cannot be finished: how far back to go, and a square that leads on from there', () => {
		const path = deadPath();
		const hint = findHint(task, path);
		expect(hint.kind).toBe('undo');
		if (hint.kind !== 'undo') return;
		expect(hint.keep).toBeLessThan(path.length);
		const kept = path.slice(0, hint.keep);
		expect(finishable([...kept, hint.square])).toBe(true);
		// No longer part of the path can be finished: the hint keeps as much as it can.
		for (let keep = hint.keep + 1; keep <= path.length; keep++) {
			expect(finishable(path.slice(0, keep))).toBe(false);
		}
	});

	test('a task no tour meets says so; a search out of budget says it could not tell', () => {
		const closed: TourTask = { board: { rows: 5, cols: 5 }, closed: true };
		expect(findHint(closed, [])).toMatchObject({ kind: 'impossible' });
		// 8×8 with b6 fixed at move 30, after a8 and c7: a search of one position cannot tell.
		const big: TourTask = { board: { rows: 8, cols: 8 }, constraints: [{ move: 30, square: 17 }] };
		expect(findHint(big, [0, 10], 1)).toMatchObject({
			kind: 'unknown',
			explanation: expect.stringContaining('budget') as unknown,
		});
		expect(findHint(big, [0, 10])).toMatchObject({ kind: 'next', move: 3 });
	});

	test('a hint never names a square the task already shows: it goes on past the fixed moves', () => {
		// A tour from a1 found by the library; its moves 2 and 3 are made fixed moves of a task.
		const found = tourTaskVerdict(task);
		if (found.possible !== true) throw new Error('5×5 has a tour from a1');
		const tour = found.tour;
		const fixed: TourTask = {
			...task,
			constraints: [
				{ move: 2, square: tour[1] as number },
				{ move: 3, square: tour[2] as number },
			],
		};
		// From the given start alone, the next open move is 4, after the two fixed ones.
		const hint = findHint(fixed, [A1]);
		expect(hint).toMatchObject({
			kind: 'next',
			move: 4,
			after: [
				{ move: 2, square: tour[1] },
				{ move: 3, square: tour[2] },
			],
		});
		if (hint.kind !== 'next') return;
		expect(finishable([A1, tour[1] as number, tour[2] as number, hint.square])).toBe(true);
		// Before anything is played (no path at all), the given start is skipped too.
		expect(findHint(fixed, [])).toMatchObject({ kind: 'next', move: 4 });
		// With move 3 fixed but not 2, from a1 the hint names move 2 (open) and stops there.
		const one: TourTask = { ...task, constraints: [{ move: 3, square: tour[2] as number }] };
		expect(findHint(one, [A1])).toMatchObject({ kind: 'next', move: 2, after: [] });
	});

	test('taskWithPath fixes the path’s squares and keeps the task’s own fixed moves', () => {
		const fixed: TourTask = { ...task, constraints: [{ move: 25, square: 4 }] };
		expect(taskWithPath(fixed, [A1, 13])).toEqual({
			...fixed,
			start: A1,
			constraints: [
				{ move: 25, square: 4 },
				{ move: 1, square: A1 },
				{ move: 2, square: 13 },
			],
		});
	});
});
