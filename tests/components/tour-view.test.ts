import { describe, expect, test } from 'vitest';
import { StepPlayer, type Scheduler } from '../../src/components/player/player.svelte.ts';
import {
	applyTourStep,
	createTourMarker,
	createTourView,
	describeTourStep,
	tourViewSpec,
	type TourView,
} from '../../src/components/player/tour-view.ts';
import {
	createBoard,
	parseSquare,
	squareName,
	tourSteps,
	verifyTour,
	type Board,
	type FindTourOptions,
	type SolveResult,
	type TourStep,
} from '../../src/lib/index.ts';

/** Runs a tour stream to the end: its steps and its result. */
function run(board: Board, options: FindTourOptions): { steps: TourStep[]; result: SolveResult } {
	const stream = tourSteps(board, options);
	const steps: TourStep[] = [];
	for (;;) {
		const next = stream.next();
		if (next.done === true) return { steps, result: next.value };
		steps.push(next.value);
	}
}

/** Applies the first `k` steps to a fresh view. */
function viewAfter(board: Board, steps: readonly TourStep[], k = steps.length): TourView {
	const view = createTourView(board);
	for (const step of steps.slice(0, k)) applyTourStep(view, step);
	return view;
}

/** Returns the partial tour of a view as a plain array. */
function pathOf(view: TourView): number[] {
	return [...view.path.subarray(0, view.length)];
}

describe('applyTourStep(view, step) on a 5×5 backtracking search from a5', () => {
	const board = createBoard(5, 5);
	const { steps, result } = run(board, { algorithm: 'backtracking', start: 0 });

	test('the search backtracks and finds a tour', () => {
		expect(result.status).toBe('found');
		expect(steps.some((s) => s.kind === 'retreat')).toBe(true);
	});

	test('at the end the path is the tour the stream returned', () => {
		if (result.status !== 'found') throw new Error('expected a tour');
		const view = viewAfter(board, steps);
		expect(view.length).toBe(25);
		expect(pathOf(view)).toEqual([...result.tour]);
		expect(verifyTour(board, view.path).ok).toBe(true);
	});

	test('counters equal the search statistics (plain backtracking places only what it shows)', () => {
		const view = viewAfter(board, steps);
		expect(view.nodes).toBe(result.stats.nodes);
		expect(view.backtracks).toBe(result.stats.backtracks);
	});

	test('after every step, order numbers exactly the squares of the path', () => {
		const view = createTourView(board);
		for (const step of steps) {
			applyTourStep(view, step);
			const expected = new Int32Array(board.size);
			pathOf(view).forEach((square, i) => (expected[square] = i + 1));
			expect(view.order).toEqual(expected);
		}
	});

	test('a retreat takes the square back and says where the search returns to', () => {
		const at = steps.findIndex((s) => s.kind === 'retreat');
		const step = steps[at] as Extract<TourStep, { kind: 'retreat' }>;
		const before = viewAfter(board, steps, at);
		const after = viewAfter(board, steps, at + 1);
		expect(after.length).toBe(before.length - 1);
		expect(after.order[step.square]).toBe(0);
		expect(describeTourStep(after)).toBe(
			`Back from ${squareName(board, step.square)} to move ${String(step.depth - 1)}`,
		);
	});

	test('the marker labels the first retreat of each run as a backtrack', () => {
		const marker = createTourMarker();
		const labels = steps.map((step) => marker(step));
		const runs = steps.filter((s, i) => s.kind === 'retreat' && steps[i - 1]?.kind !== 'retreat');
		expect(runs.length).toBeGreaterThan(1);
		expect(runs.length).toBeLessThan(result.stats.backtracks);
		expect(labels.filter((l) => l === 'backtrack').length).toBe(runs.length);
		expect(labels.every((l) => l === null || l === 'backtrack')).toBe(true);
	});

	test('the step player lands on the same view as a fresh replay, and on the tour at the end', () => {
		const clock: Scheduler = { frame: () => 0, cancel: () => undefined, now: () => 0 };
		const player = new StepPlayer({
			source: () => tourSteps(board, { algorithm: 'backtracking', start: 0 }),
			view: tourViewSpec(board),
			marker: createTourMarker(),
			scheduler: clock,
		});
		player.skipToEnd();
		expect(player.outcome?.kind === 'finished' && player.outcome.result.status).toBe('found');
		expect(pathOf(player.view)).toEqual(pathOf(viewAfter(board, steps)));
		expect(player.record.markers.every((m) => steps[m.index]?.kind === 'retreat')).toBe(true);
		player.seek(30);
		player.stepBack();
		expect(player.view).toEqual(viewAfter(board, steps, 29));
	});
});

describe('describeTourStep(view)', () => {
	const board = createBoard(5, 5);
	const view = createTourView(board);
	const sq = (name: string): number => parseSquare(board, name);

	test.each([
		[{ kind: 'visit', square: sq('a5'), depth: 1 }, 'Move 1: knight starts on a5'],
		[{ kind: 'visit', square: sq('b3'), depth: 2 }, 'Move 2: knight to b3'],
		[{ kind: 'visit', square: sq('c3'), depth: 12 }, 'Move 12: knight to c3'],
		[{ kind: 'retreat', square: sq('d5'), depth: 12 }, 'Back from d5 to move 11'],
		[{ kind: 'retreat', square: sq('a5'), depth: 1 }, 'Back from a5: the board is empty'],
		[
			{
				kind: 'candidates',
				from: sq('c3'),
				depth: 5,
				candidates: [
					{ square: sq('e4'), onward: 2 },
					{ square: sq('a4'), onward: 3 },
					{ square: sq('b1'), onward: 3 },
				],
				chosen: sq('e4'),
			},
			'Warnsdorff: 3 candidates — chose e4 with 2 onward moves',
		],
		[
			{
				kind: 'candidates',
				from: sq('c3'),
				depth: 5,
				candidates: [{ square: sq('e4'), onward: 1 }],
				chosen: sq('e4'),
			},
			'Warnsdorff: 1 candidate — chose e4 with 1 onward move',
		],
		[
			{ kind: 'candidates', from: sq('e1'), depth: 13, candidates: [], chosen: null },
			'Warnsdorff: no candidates from e1',
		],
		[{ kind: 'stuck', square: sq('e1'), depth: 41 }, 'Stuck on e1 after 41 moves'],
		[{ kind: 'stuck', square: sq('e1'), depth: 1 }, 'Stuck on e1 after 1 move'],
	] as [TourStep, string][])('%j → %s', (step, sentence) => {
		applyTourStep(view, step);
		expect(describeTourStep(view)).toBe(sentence);
	});

	test('before any step', () => {
		expect(describeTourStep(createTourView(board))).toBe('No moves yet.');
	});
});

describe("applyTourStep(view, step) on Warnsdorff's rule, 4×4 (it gets stuck)", () => {
	const board = createBoard(4, 4);
	const { steps, result } = run(board, { algorithm: 'warnsdorff', start: 0 });

	test('the first choice is recorded with its candidates and described', () => {
		const at = steps.findIndex((s) => s.kind === 'candidates');
		const step = steps[at] as Extract<TourStep, { kind: 'candidates' }>;
		const view = viewAfter(board, steps, at + 1);
		expect(view.candidates).toEqual(step.candidates);
		expect(view.chosen).toBe(step.chosen);
		expect(describeTourStep(view)).toBe('Warnsdorff: 2 candidates — chose c3 with 3 onward moves');
	});

	test('getting stuck is recorded, described and marked as a dead end', () => {
		expect(result.status).toBe('gave-up');
		const view = viewAfter(board, steps);
		expect(view.stuck).toBe(parseSquare(board, 'a1'));
		expect(view.candidates).toEqual([]);
		expect(view.chosen).toBeNull();
		expect(describeTourStep(view)).toBe('Stuck on a1 after 12 moves');
		if (result.status !== 'gave-up') throw new Error('expected gave-up');
		expect(pathOf(view)).toEqual([...(result.partial ?? [])]);
		const marker = createTourMarker();
		expect(steps.map((s) => marker(s)).filter((l) => l !== null)).toEqual(['dead end']);
	});
});
