/**
 * Worker jobs for the Warnsdorff lesson's widgets: the rule from every start
 * square of a board, and its running time against board size. The lesson
 * page runs the same functions when it is built, for the widgets' first paint
 * (`mapStarts`, `measureTimes`) and for the tie-break comparison
 * (`compareTieBreaks`). Clocks are read here, never in src/lib.
 */
import { createBoard, type Board, type Square } from '../../../lib/board.ts';
import { closedTourExists, findObstruction, openTourExists } from '../../../lib/theory.ts';
import { finish } from '../../../lib/solvers/types.ts';
import {
	TIE_BREAKS,
	resolveTieBreak,
	warnsdorffTour,
	type TieBreak,
} from '../../../lib/solvers/warnsdorff.ts';
import { boardFromSpec } from '../../../workers/job-helpers.ts';
import type { BoardSpec, JobEvent, JobRegistry } from '../../../workers/protocol.ts';

/** The largest side the starts map accepts: every start is a whole walk, so the work grows as side⁴. */
export const MAX_STARTS_SIDE = 40;

/** Input of the 'warnsdorff-starts' job: a plain knight board, a tie-break and its seed. */
export interface StartsInput {
	board: BoardSpec;
	tieBreak: TieBreak;
	/** Seed of the random source, used by the 'random' tie-break. Default: 1. */
	seed?: number;
}

/** What the rule does from every start square of a board. */
export interface StartsResult {
	rows: number;
	cols: number;
	tieBreak: TieBreak;
	seed: number;
	/** Squares visited from each start, by square; the board's size where the rule completes a tour. */
	visited: number[];
	/** For each start, why no tour at all can start there, or null when no quick proof applies. */
	proofs: (string | null)[];
	/** Starts from which the rule completes a tour. */
	tours: number;
	/** Whether the board has a closed tour, which can be started on any square. */
	closedTour: boolean;
	/** Said when Squirrel and Cull's rule does not apply to some starts and Roth's ran there; '' otherwise. */
	note: string;
}

/** Checks that a board is a plain knight board small enough to map, or throws a message for the reader. */
function startsBoard(spec: BoardSpec): Board {
	const board = boardFromSpec({ rows: spec.rows, cols: spec.cols });
	if (spec.holes !== undefined || spec.leaper !== undefined) {
		throw new RangeError('The starts map takes a whole board for the knight: no holes, no leaper.');
	}
	if (board.rows > MAX_STARTS_SIDE || board.cols > MAX_STARTS_SIDE) {
		throw new RangeError(
			`The starts map runs the rule from every square, so it takes boards up to ${String(MAX_STARTS_SIDE)}×${String(MAX_STARTS_SIDE)}; got ${String(board.rows)}×${String(board.cols)}.`,
		);
	}
	return board;
}

/** Runs the rule from every start, row by row, reporting the share done after each row. */
export function* startsJob(input: StartsInput): Generator<JobEvent, StartsResult, void> {
	const board = startsBoard(input.board);
	const { rows, cols } = board;
	const seed = input.seed ?? 1;
	const whole = openTourExists(rows, cols);
	const visited: number[] = [];
	const proofs: (string | null)[] = [];
	let tours = 0;
	let fallbacks = 0;
	for (let start: Square = 0; start < board.size; start++) {
		const options = { start, tieBreak: input.tieBreak, seed };
		if (resolveTieBreak(board, options).note !== undefined) fallbacks++;
		const result = warnsdorffTour(board, options);
		visited.push(result.stats.nodes);
		if (result.status === 'found') {
			tours++;
			proofs.push(null);
		} else if (!whole.exists) {
			proofs.push(whole.reason);
		} else {
			const fixed = new Map([[1, start]]);
			proofs.push(findObstruction(board, { fixed, structure: false })?.reason ?? null);
		}
		if (start % cols === cols - 1) yield { kind: 'progress', fraction: (start + 1) / board.size };
	}
	const note =
		fallbacks === 0
			? ''
			: `Squirrel and Cull's rule is defined only for a start in a corner of a square board of side 5 or more, so from ${String(fallbacks)} of the ${String(board.size)} starts the map shows Roth's rule instead.`;
	const closedTour = closedTourExists(rows, cols).exists;
	return { rows, cols, tieBreak: input.tieBreak, seed, visited, proofs, tours, closedTour, note };
}

/** Maps the starts at once (for the page's build). */
export function mapStarts(input: StartsInput): StartsResult {
	return finish(startsJob(input));
}

/** Input of the 'warnsdorff-timing' job: square boards side×side, timed with one tie-break. */
export interface TimingInput {
	sides: number[];
	tieBreak: TieBreak;
	/** Runs per side; the fastest counts, as the one least disturbed by other work. Default: 3. */
	repeats?: number;
}

/** One board's timing. */
export interface TimingRow {
	side: number;
	squares: number;
	/** The fastest run, in milliseconds. */
	ms: number;
	/** Squares the rule visited (all of them when it found a tour). */
	visited: number;
	found: boolean;
}

/** Checks the timing request, or throws a message for the reader. */
function checkTiming(input: TimingInput): number {
	const repeats = input.repeats ?? 3;
	if (!Number.isInteger(repeats) || repeats < 1 || repeats > 10) {
		throw new RangeError(`Repeats must be a whole number from 1 to 10; got ${String(repeats)}.`);
	}
	if (input.sides.length === 0 || input.sides.length > 20) {
		throw new RangeError(`Time from 1 to 20 board sizes; got ${String(input.sides.length)}.`);
	}
	for (const side of input.sides) {
		if (!Number.isInteger(side) || side < 5 || side > 2000) {
			throw new RangeError(`A side must be a whole number from 5 to 2000; got ${String(side)}.`);
		}
	}
	return repeats;
}

/** Times the rule on each board, yielding the share done after every run (so Cancel gets in). */
export function* timingJob(input: TimingInput): Generator<JobEvent, TimingRow[], void> {
	const repeats = checkTiming(input);
	const rows: TimingRow[] = [];
	const total = input.sides.length * repeats;
	// One untimed run first, so that the engine has compiled the rule before the clock starts.
	warnsdorffTour(createBoard(50, 50), { tieBreak: input.tieBreak });
	for (const side of input.sides) {
		const board = createBoard(side, side);
		let ms = Infinity;
		let visited = 0;
		let found = false;
		for (let run = 0; run < repeats; run++) {
			const started = performance.now();
			const result = warnsdorffTour(board, { tieBreak: input.tieBreak });
			ms = Math.min(ms, performance.now() - started);
			visited = result.stats.nodes;
			found = result.status === 'found';
			yield { kind: 'progress', fraction: (rows.length * repeats + run + 1) / total };
		}
		rows.push({ side, squares: board.size, ms, visited, found });
	}
	return rows;
}

/** Times the rule at once (for the page's build). */
export function measureTimes(input: TimingInput): TimingRow[] {
	return finish(timingJob(input));
}

/** How one tie-break fares from the corner and from every start, for the lesson's comparison. */
export interface TieBreakRecord {
	tieBreak: TieBreak;
	/** Runs from the top-left corner (square 0) that found a tour, and runs made. */
	cornerTours: number;
	cornerRuns: number;
	/** Sides whose board the rule failed to tour from the corner (for 'random': with seed 1). */
	cornerFailures: number[];
	/** Runs from every start the colour argument allows that found a tour, and runs made; null for 'squirrel-cull', which starts only in corners. */
	startTours: number | null;
	startRuns: number | null;
}

/** What the comparison runs. */
export interface ComparisonInput {
	/** Square boards from the corner: sides from, to. */
	cornerSides: [number, number];
	/** Seeds 1…this for the 'random' tie-break from the corner. */
	seeds: number;
	/** Square boards from every start: sides from, to. */
	startSides: [number, number];
}

/** The comparison the lesson shows. */
export const LESSON_COMPARISON: ComparisonInput = {
	cornerSides: [5, 60],
	seeds: 100,
	startSides: [5, 20],
};

/** Counts, for one tie-break, tours from every start not ruled out by the colour argument. */
function fromEveryStart(tieBreak: TieBreak, [from, to]: [number, number]): [number, number] {
	let tours = 0;
	let runs = 0;
	for (let side = from; side <= to; side++) {
		const board = createBoard(side, side);
		for (let start = 0; start < board.size; start++) {
			if (findObstruction(board, { fixed: new Map([[1, start]]), structure: false }) !== null) {
				continue;
			}
			runs++;
			if (warnsdorffTour(board, { start, tieBreak }).status === 'found') tours++;
		}
	}
	return [tours, runs];
}

/** Compares the five tie-breaks on square boards: from the corner, and from every start. */
export function compareTieBreaks(input: ComparisonInput = LESSON_COMPARISON): TieBreakRecord[] {
	const [from, to] = input.cornerSides;
	return TIE_BREAKS.map((tieBreak) => {
		const seeds = tieBreak === 'random' ? input.seeds : 1;
		let cornerTours = 0;
		const cornerFailures: number[] = [];
		for (let side = from; side <= to; side++) {
			const board = createBoard(side, side);
			for (let seed = 1; seed <= seeds; seed++) {
				const found = warnsdorffTour(board, { tieBreak, seed }).status === 'found';
				if (found) cornerTours++;
				else if (seed === 1) cornerFailures.push(side);
			}
		}
		const cornerRuns = (to - from + 1) * seeds;
		const every = tieBreak === 'squirrel-cull' ? null : fromEveryStart(tieBreak, input.startSides);
		return {
			tieBreak,
			cornerTours,
			cornerRuns,
			cornerFailures,
			startTours: every?.[0] ?? null,
			startRuns: every?.[1] ?? null,
		};
	});
}

export const warnsdorffJobs = {
	'warnsdorff-starts': startsJob,
	'warnsdorff-timing': timingJob,
} satisfies JobRegistry;
