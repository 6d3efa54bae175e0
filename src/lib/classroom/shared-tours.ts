/**
 * Tours shared between submissions, for the checking page to flag: the same
 * squares in the same order ('identical'), or the same tour turned or
 * mirrored, walked backwards, or — on a closed task — started from another
 * square of the same cycle ('symmetric'). Tours are compared by shape, so a
 * tour copied from a classmate and turned to fit another variant is found
 * too; two complete tours of one board that match this way differ by a
 * symmetry of that board, holes and all.
 */
import type { Square } from '../board.ts';
import { assignmentId } from './assignment-code.ts';
import { checkAssignment, checkSubmission } from './checks.ts';
import type { Assignment, Submission, TourAssignmentTask } from './types.ts';

/** A group of submissions (indices into the list given) that hand in one tour for one task. */
export interface SharedTour {
	/** The task's index (0-based). */
	task: number;
	/** Indices into the submissions, in increasing order; at least two. */
	students: number[];
	/** 'identical' square for square; 'symmetric' equal only once turned, mirrored, reversed or restarted. */
	how: 'identical' | 'symmetric';
}

/** The rotations and reflections of a rows×cols rectangle onto itself, as square maps (identity first). */
function shapeMaps(rows: number, cols: number): ((s: Square) => Square)[] {
	const at = (f: (r: number, c: number) => [number, number]) => (s: Square) => {
		const [r, c] = f(Math.floor(s / cols), s % cols);
		return r * cols + c;
	};
	const maps = [
		at((r, c) => [r, c]),
		at((r, c) => [rows - 1 - r, cols - 1 - c]),
		at((r, c) => [r, cols - 1 - c]),
		at((r, c) => [rows - 1 - r, c]),
	];
	if (rows !== cols) return maps;
	return maps.concat(
		at((r, c) => [c, rows - 1 - r]),
		at((r, c) => [cols - 1 - c, r]),
		at((r, c) => [c, r]),
		at((r, c) => [cols - 1 - c, rows - 1 - r]),
	);
}

/** A cycle of distinct squares turned to start at its smallest square. */
function fromSmallest(cycle: Square[]): Square[] {
	let k = 0;
	for (let i = 1; i < cycle.length; i++) if ((cycle[i] as Square) < (cycle[k] as Square)) k = i;
	return cycle.slice(k).concat(cycle.slice(0, k));
}

/** Whether no square repeats. */
function allDistinct(tour: readonly Square[]): boolean {
	return new Set(tour).size === tour.length;
}

/** One key for every tour of the same shape: the least of its images, reversals and restarts. */
function shapeKey(task: TourAssignmentTask, tour: Square[]): string {
	const { rows, cols } = task.board;
	if (tour.some((s) => s >= rows * cols)) return tour.join(',');
	const asCycle = task.closed === true && allDistinct(tour);
	let best: string | null = null;
	for (const map of shapeMaps(rows, cols)) {
		const image = tour.map(map);
		for (const walk of [image, [...image].reverse()]) {
			const key = (asCycle ? fromSmallest(walk) : walk).join(',');
			if (best === null || key < best) best = key;
		}
	}
	return best ?? '';
}

/** Groups the students by key, keeping groups of two or more. */
function groupsOf(keys: Map<number, string>): number[][] {
	const byKey = new Map<string, number[]>();
	for (const [student, key] of keys) {
		const group = byKey.get(key);
		if (group === undefined) byKey.set(key, [student]);
		else group.push(student);
	}
	return [...byKey.values()].filter((group) => group.length >= 2);
}

/** The shared tours of one tour task. */
function sharedIn(task: TourAssignmentTask, index: number, tours: Map<number, Square[]>) {
	const exact = new Map<number, string>();
	const shape = new Map<number, string>();
	for (const [student, tour] of tours) {
		exact.set(student, tour.join(','));
		shape.set(student, shapeKey(task, tour));
	}
	const found: SharedTour[] = groupsOf(exact).map((students) => ({
		task: index,
		students,
		how: 'identical',
	}));
	for (const students of groupsOf(shape)) {
		// A group that is one tour square for square is already listed as identical.
		if (new Set(students.map((s) => exact.get(s))).size > 1) {
			found.push({ task: index, students, how: 'symmetric' });
		}
	}
	return found;
}

/**
 * For each tour task, the groups of two or more submissions that hand in the
 * same tour: identical, or the same up to a rotation or reflection of the
 * board, reversal, or (closed tasks) another starting square ('symmetric', a
 * group that may include identical ones). Empty tours are skipped, and so are
 * submissions for another assignment or with another number of answers.
 * Groups come task by task, identical ones first; students in increasing order.
 */
export function findSharedTours(assignment: Assignment, submissions: Submission[]): SharedTour[] {
	const fn = 'findSharedTours';
	checkAssignment(fn, assignment);
	if (!Array.isArray(submissions)) {
		throw new TypeError(`${fn}: submissions must be an array of submissions.`);
	}
	submissions.forEach((s, i) => checkSubmission(`${fn}: submissions[${String(i)}]`, s));
	const id = assignmentId(assignment);
	const { tasks } = assignment;
	const fits = (s: Submission) => s.assignment === id && s.answers.length === tasks.length;
	return tasks.flatMap((task, index) => {
		if (task.kind !== 'tour') return [];
		const tours = new Map<number, Square[]>();
		submissions.forEach((s, student) => {
			const tour = fits(s) ? s.answers[index]?.tour : undefined;
			if (tour !== undefined && tour.length > 0) tours.set(student, Array.from(tour));
		});
		return sharedIn(task, index, tours);
	});
}
