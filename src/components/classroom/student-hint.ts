/**
 * A hint on an assignment's tour task: one square that leads on to a full tour from the student's
 * path so far, or, when the path cannot be finished, how many moves to take back. Found with the
 * library's `tourTaskVerdict` on the task with the path as fixed moves, within a node budget (the
 * page runs this in its own worker, student-hint.worker.ts).
 */
import type { Square } from '../../lib/board.ts';
import { tourTaskVerdict, type TourTask } from '../../lib/tour-task.ts';

/** A move the task fixes (a given start or a fixed move): the board shows it already. */
export interface GivenMove {
	move: number;
	square: Square;
}

/** What a hint says. */
export type TourHint =
	/**
	 * Move `move` can go to `square`, and a full tour still follows; `after` lists the moves the
	 * task fixes before it (played first, never named as the hint: the board shows them).
	 */
	| { kind: 'next'; square: Square; move: number; after: readonly GivenMove[] }
	/**
	 * The path cannot be finished; keep its first `keep` moves, play the fixed moves `after`, then
	 * `square` as move `move` leads on to a tour.
	 */
	| {
			kind: 'undo';
			keep: number;
			square: Square;
			move: number;
			after: readonly GivenMove[];
			explanation: string;
	  }
	/** No tour meets the task's conditions at all, whatever the student does. */
	| { kind: 'impossible'; explanation: string }
	/** The search ran out of budget before it could say. */
	| { kind: 'unknown'; explanation: string }
	/** The path is already a full tour that meets every condition. */
	| { kind: 'complete' };

/** Positions a search may visit for one question (a 5×5 board needs far fewer). */
export const HINT_NODES = 400_000;

/** How many shorter paths to try when the path cannot be finished, at most. */
const MAX_TRIES = 40;

/** The task with the first squares of `path` fixed at their move numbers. */
export function taskWithPath(task: TourTask, path: readonly Square[]): TourTask {
	const fixed = new Map<number, Square>();
	for (const c of task.constraints ?? []) fixed.set(c.move, c.square);
	path.forEach((square, i) => fixed.set(i + 1, square));
	const constraints = [...fixed].map(([move, square]) => ({ move, square }));
	return {
		...task,
		...(path.length > 0 ? { start: path[0] as Square } : {}),
		constraints,
	};
}

/**
 * The first move after the first `from` of `tour` that the task leaves open, and the fixed moves
 * before it: a hint names a square the board does not show already. Null when every move left is
 * fixed.
 */
function openMove(
	task: TourTask,
	tour: readonly Square[],
	from: number,
): { move: number; square: Square; after: readonly GivenMove[] } | null {
	const fixed = new Set((task.constraints ?? []).map((c) => c.move));
	if (task.start !== undefined) fixed.add(1);
	const after: GivenMove[] = [];
	for (let i = from; i < tour.length; i++) {
		const square = tour[i] as Square;
		if (!fixed.has(i + 1)) return { move: i + 1, square, after };
		after.push({ move: i + 1, square });
	}
	return null;
}

/** Says where to go next from `path` (a path the page built move by legal move), within a budget. */
export function findHint(
	task: TourTask,
	path: readonly Square[],
	maxNodes: number = HINT_NODES,
): TourHint {
	const now = tourTaskVerdict(taskWithPath(task, path), maxNodes);
	if (now.possible === true) {
		if (path.length >= now.tour.length) return { kind: 'complete' };
		const next = openMove(task, now.tour, path.length);
		// Every move left is fixed: name the next one, the only thing left to say.
		if (next === null) {
			const square = now.tour[path.length] as Square;
			return { kind: 'next', square, move: path.length + 1, after: [] };
		}
		return { kind: 'next', ...next };
	}
	if (now.possible === 'unknown') return { kind: 'unknown', explanation: now.explanation };
	if (path.length === 0) return { kind: 'impossible', explanation: now.explanation };
	const lowest = Math.max(0, path.length - MAX_TRIES);
	for (let keep = path.length - 1; keep >= lowest; keep--) {
		const shorter = tourTaskVerdict(taskWithPath(task, path.slice(0, keep)), maxNodes);
		if (shorter.possible === 'unknown') break;
		if (shorter.possible === true) {
			const next = openMove(task, shorter.tour, keep) ?? {
				move: keep + 1,
				square: shorter.tour[keep] as Square,
				after: [],
			};
			return { kind: 'undo', keep, ...next, explanation: now.explanation };
		}
		if (keep === 0) return { kind: 'impossible', explanation: shorter.explanation };
	}
	return {
		kind: 'unknown',
		explanation: `Your path cannot be finished (${now.explanation}), and the search could not tell in time how far back to go.`,
	};
}
