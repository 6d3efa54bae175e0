/**
 * Worker jobs of the counting lesson: the reader's count (all tours, tours from a start, or tours
 * up to symmetry) with progress, and Burnside's table of the tours each symmetry fixes. The page
 * runs the same functions when it is built, for the widgets' first state.
 */
import { createBoard, isHole, parseSquare, type Board, type Square } from '../../../lib/board.ts';
import { countToursSteps } from '../../../lib/counting/count-tours.ts';
import { symmetricSweepSteps } from '../../../lib/counting/symmetric-sweep.ts';
import { boardSymmetries, countSymmetricTours } from '../../../lib/counting/symmetry.ts';
import type { CountProgress } from '../../../lib/counting/types.ts';
import { finish } from '../../../lib/solvers/types.ts';
import { closedTourExists, openTourExists } from '../../../lib/theory.ts';
import type { JobEvent, JobRegistry, ProgressEvent } from '../../../workers/protocol.ts';
import { REFUSE_GIGABYTES, REFUSE_SECONDS, planCount, roughDuration } from './count-plan.ts';
import type { Counted } from './known-counts.ts';

/** The largest side the counter takes (beyond it every count would be refused anyway). */
export const MAX_COUNT_SIDE = 60;

/** What the reader asks to count. */
export interface CountRequest {
	rows: number;
	cols: number;
	closed: boolean;
	/** Count a tour and its reverse as two (ignored with a start or up to symmetry). */
	directed: boolean;
	/** Count the tours that begin on this square (its name, e.g. "a1"), or all tours when null. */
	start: string | null;
	/** Count tours that a rotation or reflection turns into each other as one. */
	upToSymmetry: boolean;
}

/** What the count found. */
export interface CountAnswer {
	request: CountRequest;
	/** The count, in decimal (it may be far past 2^53). */
	count: string;
	counted: Counted;
	/** The start square (row × cols + col), or null. */
	startSquare: number | null;
	/** How it was counted, as a phrase: "by the frontier method". */
	how: string;
	/** Why the count is 0 without counting (the theorem), or ''. */
	reason: string;
}

/** The tours one symmetry of the board maps onto themselves. */
export interface FixedRow {
	/** The symmetry, e.g. 'rotate 90°'. */
	name: string;
	/** How many tours it fixes, in decimal. */
	fixed: string;
}

/** Burnside's table for a board: each symmetry's fixed tours, their sum and the average. */
export interface BurnsideTable {
	rows: number;
	cols: number;
	closed: boolean;
	symmetries: FixedRow[];
	/** The sum of the fixed counts, in decimal. */
	sum: string;
	/** The sum divided by the number of symmetries: the tours up to symmetry, in decimal. */
	orbits: string;
}

/** Names the kind of count a request asks for. */
export function countedBy(request: CountRequest): Counted {
	if (request.upToSymmetry) return 'geometric';
	if (request.start !== null) return 'start';
	return request.directed ? 'directed' : 'undirected';
}

/** Renames the library's progress counters for the reader. */
function progressOf(event: CountProgress): ProgressEvent {
	const names: Record<string, string> = {
		square: 'squares swept',
		vertex: 'squares swept',
		states: 'states alive',
		nodes: 'positions searched',
	};
	const counters: Record<string, number> = {};
	for (const [key, value] of Object.entries(event.counters ?? {})) {
		counters[names[key] ?? key] = value;
	}
	return { kind: 'progress', fraction: event.fraction, counters };
}

/** Counts the tours that each symmetry of the board fixes, yielding progress; Burnside's table. */
export function* burnsideSteps(board: Board, closed: boolean): Generator<JobEvent, BurnsideTable> {
	const symmetries = boardSymmetries(board);
	const rows: FixedRow[] = [];
	let sum = 0n;
	for (const [i, { name, image }] of symmetries.entries()) {
		const steps =
			i === 0 ? countToursSteps(board, { closed }) : symmetricSweepSteps(board, image, closed);
		let fixed: bigint | null;
		for (;;) {
			const next = steps.next();
			if (next.done === true) {
				fixed = next.value;
				break;
			}
			const fraction = (i + next.value.fraction) / symmetries.length;
			yield { ...progressOf(next.value), fraction };
		}
		// The sweep does not fold every symmetry (the quarter turns); the search does the rest.
		fixed ??= countSymmetricTours(board, image, closed);
		sum += fixed;
		rows.push({ name, fixed: fixed.toString() });
		yield { kind: 'progress', fraction: (i + 1) / symmetries.length };
	}
	const orbits = sum / BigInt(symmetries.length);
	const { rows: r, cols } = board;
	return {
		rows: r,
		cols,
		closed,
		symmetries: rows,
		sum: sum.toString(),
		orbits: orbits.toString(),
	};
}

/** Burnside's table at once (for the page's build). */
export function burnsideTable(rows: number, cols: number, closed: boolean): BurnsideTable {
	return finish(burnsideSteps(createBoard(rows, cols), closed));
}

/** Checks a request and finds its start square, or throws a message for the reader. */
function readRequest(request: CountRequest): { board: Board; start: Square | undefined } {
	const { rows, cols } = request;
	for (const [label, side] of [
		['Rows', rows],
		['Columns', cols],
	] as const) {
		if (!Number.isInteger(side) || side < 1 || side > MAX_COUNT_SIDE) {
			throw new RangeError(
				`${label} must be a whole number from 1 to ${String(MAX_COUNT_SIDE)}; got ${String(side)}.`,
			);
		}
	}
	const board = createBoard(rows, cols);
	if (request.start === null) return { board, start: undefined };
	if (request.upToSymmetry) {
		throw new RangeError(
			'A count up to symmetry counts shapes of tours, which have no start square: clear Start or untick Up to symmetry.',
		);
	}
	const start = parseSquare(board, request.start);
	if (isHole(board, start)) throw new RangeError(`${request.start} is a hole.`);
	return { board, start };
}

/** Counts what the reader asked for, yielding progress; refuses counts that would take hours. */
export function* countJob(request: CountRequest): Generator<JobEvent, CountAnswer, void> {
	const { board, start } = readRequest(request);
	const counted = countedBy(request);
	const exists = request.closed
		? closedTourExists(board.rows, board.cols)
		: openTourExists(board.rows, board.cols);
	const startSquare = start ?? null;
	if (!exists.exists) {
		return {
			request,
			count: '0',
			counted,
			startSquare,
			how: 'by a theorem',
			reason: exists.reason,
		};
	}
	const plan = planCount(board, request.closed);
	const seconds = request.upToSymmetry ? 2 * plan.seconds : plan.seconds;
	if (seconds > REFUSE_SECONDS) {
		const size = `${String(board.rows)}×${String(board.cols)}`;
		const why =
			plan.method !== 'search'
				? `the frontier of ${size} is ${String(plan.width)} squares wide, and the states it must remember multiply with every square of width`
				: `the frontier of ${size} is ${String(plan.width)} squares wide, too wide to sweep, and a search would have to walk through every tour one by one`;
		throw new RangeError(
			`Counting these tours would take ${roughDuration(seconds)} here: ${why}. Try a board with a side of 6 or less.`,
		);
	}
	if (plan.gigabytes > REFUSE_GIGABYTES) {
		const size = `${String(board.rows)}×${String(board.cols)}`;
		const kind = request.closed ? '' : ' --open';
		throw new RangeError(
			`Counting these tours would take ${roughDuration(seconds)} but about ${String(Math.round(plan.gigabytes))} GB of memory, more than a browser tab can be trusted with: the frontier of ${size} is ${String(plan.width)} squares wide, and these open tours' two ends multiply the states it must remember. Count them on a computer with the project's command line (npm run count -- ${String(board.rows)} ${String(board.cols)}${kind}), or try a board with a side of 6 or less.`,
		);
	}
	if (request.upToSymmetry) {
		const table = yield* burnsideSteps(board, request.closed);
		const how = `by Burnside's lemma over ${String(table.symmetries.length)} symmetries`;
		return { request, count: table.orbits, counted, startSquare, how, reason: '' };
	}
	const steps = countToursSteps(board, {
		closed: request.closed,
		start,
		directed: request.directed,
	});
	for (;;) {
		const next = steps.next();
		if (next.done === true) {
			const how = HOW[plan.method];
			return { request, count: next.value.toString(), counted, startSquare, how, reason: '' };
		}
		yield progressOf(next.value);
	}
}

/** How each method counts, as the status line says it. */
const HOW = {
	search: 'by an exhaustive search',
	frontier: 'by the frontier method',
	split: 'by sweeping both halves of the board and joining them',
} as const;

/** Counts at once (for the page's build). */
export function countNow(request: CountRequest): CountAnswer {
	return finish(countJob(request));
}

export const countingToursJobs = {
	'counting-tours-count': countJob,
} satisfies JobRegistry;
