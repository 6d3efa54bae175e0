/**
 * The builder's worker job: the work a task needs before it can be handed
 * out — a tour task solved (or proved impossible) and, when it varies by
 * student, its pool of solved variants; a prediction's square from the
 * library's Warnsdorff; a bank question's answer; a count of tours. Runs in
 * builder.worker.ts; the page imports only the types.
 */
import { createBoard, squareName, type Square } from '../../lib/board.ts';
import type { TourVariant } from '../../lib/classroom/types.ts';
import { countToursSteps } from '../../lib/counting/count-tours.ts';
import { warnsdorffTour } from '../../lib/solvers/warnsdorff.ts';
import { tourTaskVerdict } from '../../lib/tour-task.ts';
import type { JobEvent, JobRegistry } from '../../workers/protocol.ts';
import { bankQuestion } from './builder-bank.ts';
import type { ReferenceCheck } from './builder-program.ts';
import type { TaskWork } from './builder-read.ts';
import { findVariants } from './builder-variants.ts';

/** The site's verdict on a tour task, as plain data. */
export type VerdictSummary =
	| { possible: true; tour: Square[] }
	| { possible: false; reason: string; explanation: string; squares: Square[] }
	| { possible: 'unknown'; explanation: string };

/** What the work on a task found. */
export type WorkResult =
	| {
			kind: 'tour';
			verdict: VerdictSummary;
			/** The solved variants (null when the task does not vary or has no tour). */
			variants: TourVariant[] | null;
			/** Candidates tried for the variants. */
			tried: number;
	  }
	| { kind: 'answer'; answer: string }
	/** How the exercise's reference did in each language the program task allows. */
	| { kind: 'program'; checks: ReferenceCheck[] };

/** Solves a tour task, then looks for its variants when it varies and has a tour. */
function* tourWork(work: Extract<TaskWork, { kind: 'tour' }>): Generator<JobEvent, WorkResult> {
	const verdict = tourTaskVerdict(work.task, work.budget);
	const summary: VerdictSummary =
		verdict.possible === true
			? { possible: true, tour: verdict.tour }
			: verdict.possible === false
				? {
						possible: false,
						reason: verdict.reason,
						explanation: verdict.explanation,
						squares: verdict.squares,
					}
				: { possible: 'unknown', explanation: verdict.explanation };
	const { vary } = work;
	if (verdict.possible !== true || !(vary.start || vary.end || vary.holes)) {
		return { kind: 'tour', verdict: summary, variants: null, tried: 0 };
	}
	yield { kind: 'progress', fraction: 0, counters: { variants: 0, tried: 0 } };
	const pool = yield* findVariants(work.task, vary);
	return { kind: 'tour', verdict: summary, variants: pool.variants, tried: pool.tried };
}

/** The square Warnsdorff's rule takes at the asked move, or why there is none. */
function predictWork(work: Extract<TaskWork, { kind: 'predict' }>): WorkResult {
	const board = createBoard(work.rows, work.cols);
	const result = warnsdorffTour(board, { start: work.start, tieBreak: work.tieBreak });
	const walk =
		result.status === 'found'
			? result.tour
			: result.status === 'gave-up'
				? (result.partial ?? new Int32Array())
				: new Int32Array();
	if (work.move > walk.length) {
		throw new RangeError(
			`Warnsdorff's rule with this tie-break stops after ${String(walk.length)} squares here, so there is no move ${String(work.move)}: ask for a move from 2 to ${String(walk.length)}.`,
		);
	}
	return { kind: 'answer', answer: squareName(board, walk[work.move - 1] as Square) };
}

/** Counts the tours a count task asks about, reporting progress. */
function* countWork(work: Extract<TaskWork, { kind: 'count' }>): Generator<JobEvent, WorkResult> {
	const steps = countToursSteps(createBoard(work.rows, work.cols), { closed: work.closed });
	for (;;) {
		const next = steps.next();
		if (next.done === true) return { kind: 'answer', answer: String(next.value) };
		yield next.value;
	}
}

/** Does the work a task needs; throws a message for the teacher when it cannot be done. */
export function* builderWork(work: TaskWork): Generator<JobEvent, WorkResult, void> {
	switch (work.kind) {
		case 'tour':
			return yield* tourWork(work);
		case 'predict':
			return predictWork(work);
		case 'count':
			return yield* countWork(work);
		case 'bank': {
			const entry = bankQuestion(work.id);
			if (entry === undefined) {
				throw new RangeError(`There is no question "${work.id}" in the lessons' bank.`);
			}
			return { kind: 'answer', answer: entry.answer() };
		}
		case 'question':
			return { kind: 'answer', answer: work.answer };
		case 'program':
			// Programs run in the code worker, from the page (builder-solver.ts), never here.
			throw new Error('A program task is checked in the code worker.');
	}
}

/** The builder worker's registry. */
export const builderJobs = {
	'builder-work': builderWork,
} satisfies JobRegistry;

export type BuilderJobs = typeof builderJobs;
