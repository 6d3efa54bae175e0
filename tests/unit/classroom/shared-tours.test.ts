import { describe, expect, test } from 'vitest';
import {
	assignmentId,
	checkTourTask,
	findSharedTours,
	tourTaskVerdict,
	type Answer,
	type Assignment,
	type Square,
	type Submission,
	type TourAssignmentTask,
} from '../../../src/lib/index.ts';

/** A tour that does `task`, found by the library's solver and checked by its checker. */
function solved(task: TourAssignmentTask): Square[] {
	const verdict = tourTaskVerdict(task);
	if (verdict.possible !== true) throw new Error(`no tour: ${verdict.explanation}`);
	expect(checkTourTask(task, verdict.tour)).toEqual({ status: 'right' });
	return verdict.tour;
}

/** The square (r, c) → (r, cols − 1 − c): the board mirrored left to right, computed here. */
function mirror(cols: number, tour: readonly Square[]): Square[] {
	return tour.map((s) => Math.floor(s / cols) * cols + (cols - 1 - (s % cols)));
}

/** The square (r, c) → (c, n − 1 − r) on an n×n board: a quarter turn, computed here. */
function quarterTurn(n: number, tour: readonly Square[]): Square[] {
	return tour.map((s) => (s % n) * n + (n - 1 - Math.floor(s / n)));
}

/** A submission for `assignment` handing in `tours` (undefined: no tour). */
function handIn(assignment: Assignment, name: string, tours: (Square[] | undefined)[]): Submission {
	const answers = tours.map((tour): Answer =>
		tour === undefined
			? { hints: 0, solutionShown: false, seconds: 1 }
			: { tour, hints: 0, solutionShown: false, seconds: 1 },
	);
	return { name, assignment: assignmentId(assignment), answers };
}

const open5: TourAssignmentTask = { kind: 'tour', board: { rows: 5, cols: 5 }, start: 0 };
const open56: TourAssignmentTask = { kind: 'tour', board: { rows: 5, cols: 6 } };
const closed6: TourAssignmentTask = { kind: 'tour', board: { rows: 6, cols: 6 }, closed: true };
const assignment: Assignment = {
	title: 'Shared',
	instructions: '',
	tasks: [open56, { kind: 'question', question: 'Q', answer: '1' }, closed6],
};

describe('findSharedTours(assignment, submissions)', () => {
	const tour = solved(open56);
	const mirrored = mirror(6, tour);

	test('finds nothing when every tour differs', () => {
		// b4's images under the 5×6 board's symmetries are b4, e4, b2, e2: if neither end of `tour`
		// is one of them, no image of it, forwards or backwards, starts on b4 as `other` does.
		const other = solved({ ...open56, start: 7 });
		for (const end of [tour[0], tour.at(-1)]) expect([7, 10, 19, 22]).not.toContain(end);
		const found = findSharedTours(assignment, [
			handIn(assignment, 'A', [tour, undefined, undefined]),
			handIn(assignment, 'B', [other, undefined, undefined]),
		]);
		expect(found).toEqual([]);
	});

	test('groups identical tours, and a mirrored one with them as symmetric', () => {
		expect(checkTourTask(open56, mirrored)).toEqual({ status: 'right' });
		expect(mirrored).not.toEqual(tour);
		const found = findSharedTours(assignment, [
			handIn(assignment, 'A', [tour, undefined, undefined]),
			handIn(assignment, 'B', [[], undefined, undefined]),
			handIn(assignment, 'C', [mirrored, undefined, undefined]),
			handIn(assignment, 'D', [[...tour], undefined, undefined]),
		]);
		expect(found).toEqual([
			{ task: 0, students: [0, 3], how: 'identical' },
			{ task: 0, students: [0, 2, 3], how: 'symmetric' },
		]);
	});

	test('finds a tour walked backwards, and turned half round', () => {
		const halfTurn = tour.map((s) => 29 - s);
		const found = findSharedTours(assignment, [
			handIn(assignment, 'A', [[...tour].reverse(), undefined, undefined]),
			handIn(assignment, 'B', [tour, undefined, undefined]),
			handIn(assignment, 'C', [halfTurn, undefined, undefined]),
		]);
		expect(found).toEqual([{ task: 0, students: [0, 1, 2], how: 'symmetric' }]);
	});

	test('does not turn a 5×6 board a quarter round (that is another board)', () => {
		const rectangle: Assignment = { title: 'R', instructions: '', tasks: [open56] };
		// Transposing a 5×6 tour's coordinates gives a 6×5 walk; as 5×6 squares it is another tour.
		const transposed = tour.map((s) => (s % 6) * 5 + Math.floor(s / 6));
		const found = findSharedTours(rectangle, [
			handIn(rectangle, 'A', [tour]),
			handIn(rectangle, 'B', [transposed]),
		]);
		expect(found).toEqual([]);
	});

	test('finds a closed tour turned a quarter round and started elsewhere', () => {
		const cycle = solved(closed6);
		const turned = quarterTurn(6, cycle);
		const restarted = [...turned.slice(7), ...turned.slice(0, 7)];
		expect(checkTourTask(closed6, restarted)).toEqual({ status: 'right' });
		const found = findSharedTours(assignment, [
			handIn(assignment, 'A', [undefined, undefined, cycle]),
			handIn(assignment, 'B', [undefined, undefined, restarted]),
		]);
		expect(found).toEqual([{ task: 2, students: [0, 1], how: 'symmetric' }]);
	});

	test('compares tours of different variants by shape', () => {
		const varied: TourAssignmentTask = {
			kind: 'tour',
			board: { rows: 5, cols: 5 },
			variants: [{ start: 0 }, { start: 4 }],
		};
		const one: Assignment = { title: 'V', instructions: '', tasks: [varied] };
		const fromA1 = solved(open5);
		const fromE1 = mirror(5, fromA1);
		expect(checkTourTask({ ...open5, start: 4 }, fromE1)).toEqual({ status: 'right' });
		const found = findSharedTours(one, [handIn(one, 'A', [fromA1]), handIn(one, 'B', [fromE1])]);
		expect(found).toEqual([{ task: 0, students: [0, 1], how: 'symmetric' }]);
	});

	test('skips submissions for another assignment, and tours off the board compare as they are', () => {
		const other = { ...handIn(assignment, 'X', [tour, undefined, undefined]), assignment: 'x' };
		const offBoard = [...tour.slice(0, 5), 1599];
		const found = findSharedTours(assignment, [
			handIn(assignment, 'A', [tour, undefined, undefined]),
			other,
			handIn(assignment, 'B', [offBoard, undefined, undefined]),
			handIn(assignment, 'C', [[...offBoard], undefined, undefined]),
			handIn(assignment, 'D', [mirror(6, offBoard), undefined, undefined]),
		]);
		expect(found).toEqual([{ task: 0, students: [2, 3], how: 'identical' }]);
	});

	test('throws TypeError for arguments of the wrong shape', () => {
		expect(() => findSharedTours(assignment, {} as never)).toThrow(TypeError);
		expect(() => findSharedTours(assignment, [{ name: 1 } as never])).toThrow(TypeError);
	});
});
