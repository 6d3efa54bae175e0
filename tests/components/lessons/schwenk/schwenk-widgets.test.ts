/**
 * The Schwenk lesson's widgets: their runes classes driven directly (worker
 * jobs run in an in-memory worker) and their server-rendered HTML, which must
 * already teach before any script runs.
 */
import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import DivideAndConquerFigure from '../../../../src/components/lessons/schwenk/DivideAndConquerFigure.svelte';
import FourRowProof from '../../../../src/components/lessons/schwenk/FourRowProof.svelte';
import SchwenkTable from '../../../../src/components/lessons/schwenk/SchwenkTable.svelte';
import ThreeRowSearch from '../../../../src/components/lessons/schwenk/ThreeRowSearch.svelte';
import { DivideAndConquerState } from '../../../../src/components/lessons/schwenk/divide-and-conquer-state.svelte.ts';
import { FourRowProofState } from '../../../../src/components/lessons/schwenk/four-row-proof-state.svelte.ts';
import {
	SchwenkTableState,
	schwenkCell,
} from '../../../../src/components/lessons/schwenk/schwenk-table-state.svelte.ts';
import { ThreeRowSearchState } from '../../../../src/components/lessons/schwenk/three-row-search-state.svelte.ts';
import { SolverRunner } from '../../../../src/components/runner/solver-runner.svelte.ts';
import { constructTour, createBoard, verifyTour } from '../../../../src/lib/index.ts';
import { createSolverClient } from '../../../../src/workers/solver-client.ts';
import { jobs, type Jobs } from '../../../../src/workers/jobs.ts';
import { createFakeWorker, TaskQueue, type FakeClock } from '../../../workers/fake-worker.ts';

/** A runner over the site's real jobs in an in-memory worker, and the queue that drives it. */
function fakeRunner(): { runner: SolverRunner; queue: TaskQueue; clock: FakeClock } {
	const queue = new TaskQueue();
	const clock: FakeClock = { now: 0 };
	const client = createSolverClient<Jobs>({
		// One event per slice, so that a cancel or a newer run gets in between any two steps.
		createWorker: () =>
			createFakeWorker(queue, jobs, clock, { progressIntervalMs: 0, sliceMs: 0 }).worker,
	});
	return { runner: new SolverRunner({ client, now: () => clock.now }), queue, clock };
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
	for (let i = 0; i < 10; i++) await Promise.resolve();
}

const tour8x8 = Array.from(constructTour(8, 8, true) as Int32Array);

describe('schwenkCell(rows, cols)', () => {
	test.each([
		[8, 8, '✓', '8×8: closed tour'],
		[3, 4, '✗ c', '3×4: no closed tour, condition c'],
		[1, 3, '✗ a,b', '1×3: no closed tour, conditions a, b'],
		[6, 4, '✗ b', '6×4: no closed tour, condition b'],
	])('%i×%i shows "%s"', (rows, cols, text, label) => {
		const cell = schwenkCell(rows, cols);
		expect(cell.text).toBe(text);
		expect(cell.label).toBe(label);
	});
});

describe('SchwenkTableState', () => {
	test('holds every board up to the size, and shows the tour it was given', () => {
		const { runner } = fakeRunner();
		const table = new SchwenkTableState({
			maxRows: 10,
			maxCols: 12,
			rows: 8,
			cols: 8,
			tour: tour8x8,
			runner,
		});
		expect(table.cells).toHaveLength(10);
		expect(table.cells.every((line) => line.length === 12)).toBe(true);
		expect(table.cells.flat().filter((cell) => cell.exists)).toHaveLength(39);
		expect(table.tour).toEqual(tour8x8);
		expect(table.cursor).toBe(7 * 12 + 7);
		expect(table.picture).toBe('A closed tour of 8×8: 64 moves, the last one back to the start.');
	});

	test('choosing a board with a closed tour fetches one from the worker', async () => {
		const { runner, queue } = fakeRunner();
		const table = new SchwenkTableState({ maxRows: 10, maxCols: 12, rows: 8, cols: 8, runner });
		table.choose(5, 6);
		expect(table.picture).toBe('Finding a closed tour of 5×6…');
		queue.runAll();
		await settle();
		expect(table.tour).not.toBeNull();
		expect(verifyTour(createBoard(5, 6), table.tour ?? [], { closed: true })).toEqual({ ok: true });
		expect(table.describe(table.tour?.[0] ?? 0)).toMatch(/, move 1$/);
	});

	test('an impossible board shows its reason and the squares that prove it', () => {
		const { runner } = fakeRunner();
		const table = new SchwenkTableState({ maxRows: 10, maxCols: 12, rows: 8, cols: 8, runner });
		table.choose(2, 6);
		expect(table.verdict.exists).toBe(false);
		expect(table.verdict.reason).toContain('condition b');
		expect(table.highlights.length).toBeGreaterThan(0);
		expect(table.picture).toContain('The board falls apart');
		table.choose(3, 3);
		expect(table.picture).toContain('b2');
		table.choose(5, 5);
		expect(table.picture).toBe(
			'The board has 13 dark and 12 light squares; a closed tour alternates colours all the way round, so it needs as many of each.',
		);
		for (const [rows, cols] of [
			[3, 8],
			[3, 4],
			[4, 3],
		] as const) {
			table.choose(rows, cols);
			expect(table.marks).toEqual([]);
			expect(table.picture).toBe('No short argument: see the exhaustive search below.');
		}
	});

	test('a board four squares wide is labelled outer and inner, either way round', () => {
		const { runner } = fakeRunner();
		const table = new SchwenkTableState({ maxRows: 10, maxCols: 12, rows: 4, cols: 6, runner });
		expect(table.marks.join('')).toBe('OOOOOOIIIIIIIIIIIIOOOOOO');
		table.choose(6, 4);
		expect(table.marks.join('')).toBe('OIIO'.repeat(6));
		expect(table.describe(0)).toBe('a6, outer');
	});

	test('arrow keys move the focus within the table and stop at its edges', () => {
		const { runner } = fakeRunner();
		const table = new SchwenkTableState({ maxRows: 10, maxCols: 12, rows: 1, cols: 1, runner });
		expect(table.moveCursor('ArrowUp', false)).toBe(0);
		expect(table.moveCursor('ArrowRight', false)).toBe(1);
		expect(table.moveCursor('ArrowDown', false)).toBe(13);
		expect(table.moveCursor('End', true)).toBe(119);
		expect(table.moveCursor('x', false)).toBeNull();
	});
});

describe('ThreeRowSearchState', () => {
	const results = [
		{ cols: 4, positions: 67, found: false, tours: 0 },
		{ cols: 10, positions: 930_825, found: true, tours: 16 },
	];

	test('an exhaustive search on 3×4 ends with no closed tour and its node count', async () => {
		const { runner, queue } = fakeRunner();
		const search = new ThreeRowSearchState({ results, cols: 4, runner });
		const done = search.search();
		expect(search.phase).toBe('searching');
		queue.runAll();
		await done;
		expect(search.phase).toBe('idle');
		expect(search.positions).toBe(67);
		expect(search.path).toEqual([]);
		expect(search.message).toMatch(
			/^No closed tour on 3×4: the search tried every way on from a3, 67 positions in all, and no path through all 12 squares ends a knight's move from a3/,
		);
	});

	test('the steps show the path the search is on', async () => {
		const { runner, queue } = fakeRunner();
		const search = new ThreeRowSearchState({ results, cols: 4, runner });
		const done = search.search();
		for (let i = 0; i < 40; i++) queue.runNext();
		await settle();
		expect(search.positions).toBeGreaterThan(0);
		expect(search.path.length).toBeGreaterThan(1);
		expect(search.path[0]).toBe(0);
		queue.runAll();
		await done;
	});

	test('on 3×10 the search reports its positions as it goes and ends on a closed tour', async () => {
		const { runner, queue } = fakeRunner();
		const search = new ThreeRowSearchState({ results, cols: 10, runner });
		expect(search.drawsPath).toBe(false);
		const done = search.search();
		let seen = 0;
		while (queue.runNext()) {
			await settle();
			seen = Math.max(seen, search.positions);
		}
		await done;
		expect(seen).toBeGreaterThan(0);
		expect(search.found).toBe(true);
		expect(search.positions).toBe(930_825);
		expect(verifyTour(createBoard(3, 10), search.path, { closed: true })).toEqual({ ok: true });
		expect(search.message).toMatch(/^Found a closed tour of 3×10 after 930,825 positions/);
	});

	test('counting on 3×10 gives 16 closed tours', async () => {
		const { runner, queue } = fakeRunner();
		const search = new ThreeRowSearchState({ results, cols: 10, runner });
		const done = search.count();
		expect(search.phase).toBe('counting');
		queue.runAll();
		await done;
		expect(search.message).toBe(
			'3×10 has exactly 16 closed tours, each counted once whichever way round it goes.',
		);
	});

	test('Cancel stops a search and says that it proves nothing', async () => {
		const { runner, queue } = fakeRunner();
		const search = new ThreeRowSearchState({ results, cols: 10, runner });
		const done = search.search();
		queue.runNext();
		search.cancel();
		queue.runAll();
		await done;
		expect(search.phase).toBe('idle');
		expect(search.message).toMatch(
			/^Cancelled after [\d,]+ positions: an unfinished search proves nothing\.$/,
		);
	});

	test('choosing another board stops the run and clears the board', async () => {
		const { runner, queue } = fakeRunner();
		const search = new ThreeRowSearchState({ results, cols: 10, runner });
		const done = search.search();
		queue.runNext();
		search.choose(4);
		queue.runAll();
		await done;
		expect(search.cols).toBe(4);
		expect(search.phase).toBe('idle');
		expect(search.message).toBe('');
		expect(search.path).toEqual([]);
	});
});

describe('FourRowProofState', () => {
	const paths = [5, 6].map((cols) => ({
		cols,
		path: Array.from(constructTour(4, cols, false) as Int32Array),
	}));

	test('starts with the whole path, the inner pair and both ends outlined', () => {
		const proof = new FourRowProofState(paths, 6);
		expect(proof.step).toBe(24);
		expect(proof.innerPair).toBe(12);
		expect(proof.highlights).toHaveLength(4);
		expect(proof.tally).toBe(
			'Outer squares visited: 12 (6 dark, 6 light). Inner squares visited: 12 (6 dark, 6 light).',
		);
		expect(proof.status).toMatch(/both outer: no knight's move joins two outer squares/);
	});

	test('stepping shows the labels agree until the inner pair, then flip', () => {
		const proof = new FourRowProofState(paths, 6);
		proof.reset();
		expect(proof.status).toMatch(/^No moves yet\. The 4×6 board has 12 outer squares/);
		expect(proof.marks.filter((m) => m === 'O')).toHaveLength(12);
		for (let i = 0; i < 12; i++) proof.forward();
		expect(proof.tally).toMatch(
			/^Outer squares visited: 6 \(all (dark|light)\)\. Inner squares visited: 6 \(all (dark|light)\)\.$/,
		);
		expect(proof.highlights).toEqual([]);
		proof.forward();
		expect(proof.status).toMatch(/Two inner squares in a row/);
		expect(proof.highlights).toHaveLength(2);
		proof.back();
		expect(proof.highlights).toEqual([]);
		proof.skipToEnd();
		expect(proof.atEnd).toBe(true);
		proof.forward();
		expect(proof.step).toBe(24);
	});

	test('choosing another board shows its whole path', () => {
		const proof = new FourRowProofState(paths, 6);
		proof.choose(5);
		expect(proof.step).toBe(20);
		expect(proof.innerPair).toBe(10);
		expect(proof.describe(proof.path[0] ?? 0)).toMatch(/, outer, (dark|light), move 1$/);
	});
});

describe('DivideAndConquerState', () => {
	const boards = [
		{ rows: 16, cols: 16, rowPieces: [8, 8], colPieces: [8, 8] },
		{ rows: 16, cols: 20, rowPieces: [8, 8], colPieces: [8, 12] },
	].map((b) => ({ ...b, tour: Array.from(constructTour(b.rows, b.cols, true) as Int32Array) }));

	test('starts with every join made: one tour, with the swapped moves marked', () => {
		const figure = new DivideAndConquerState(boards);
		expect(figure.step).toBe(3);
		expect(figure.status).toMatch(
			/^Join 3 of 3, blocks C and D: .* Now one closed tour through all 256 squares\.$/,
		);
		expect(figure.moves.filter((m) => m.kind === 'added')).toHaveLength(6);
		expect(figure.moves.filter((m) => m.kind === 'removed')).toHaveLength(6);
		expect(figure.moves.filter((m) => m.kind === 'block')).toHaveLength(256 - 6);
	});

	test('Reset shows the separate block tours; Step joins them one by one', () => {
		const figure = new DivideAndConquerState(boards);
		figure.reset();
		expect(figure.status).toBe(
			'4 blocks, each with a closed tour of its own: 4 separate closed tours.',
		);
		expect(figure.moves.every((m) => m.kind === 'block')).toBe(true);
		expect(new Set(figure.moves.map((m) => m.colour))).toEqual(new Set([0, 1, 2, 3]));
		figure.forward();
		expect(figure.status).toMatch(
			/^Join 1 of 3, blocks A and B: out go .* Now 3 separate closed tours\.$/,
		);
		expect(figure.moves.filter((m) => m.latest)).toHaveLength(4);
		figure.back();
		expect(figure.step).toBe(0);
		figure.back();
		expect(figure.step).toBe(0);
	});

	test('choosing 16×20 shows its blocks with every join made', () => {
		const figure = new DivideAndConquerState(boards);
		figure.choose(1);
		expect(figure.picture.cols).toBe(20);
		expect(figure.step).toBe(3);
		expect(figure.name(0)).toBe('a16');
	});
});

describe('server render', () => {
	test('the table shows every cell, the verdict and the tour before any script runs', () => {
		const { body } = render(SchwenkTable, { props: { tour: tour8x8 } });
		expect(body.match(/data-cell=/g)).toHaveLength(120);
		expect(body).toContain('aria-label="3×4: no closed tour, condition c"');
		expect(body).toContain('8×8 has a closed tour');
		expect(body).toContain('<polyline class="path');
	});

	test('the three-row search shows the build-time results table', () => {
		const results = [{ cols: 8, positions: 87_040, found: false, tours: 0 }];
		const { body } = render(ThreeRowSearch, { props: { results } });
		expect(body).toContain('87,040');
		expect(body).toContain('all paths tried');
		expect(body).toContain('>Search</button>');
	});

	test('the four-row proof shows the whole path and its labels', () => {
		const paths = [{ cols: 5, path: Array.from(constructTour(4, 5, false) as Int32Array) }];
		const { body } = render(FourRowProof, { props: { paths, cols: 5 } });
		expect(body).toContain('Move 20:');
		expect(body.match(/class="[^"]*\bpair\b/g)).toHaveLength(2);
	});

	test('the divide-and-conquer figure draws the blocks and lists the joins', () => {
		const boards = [
			{
				rows: 16,
				cols: 16,
				rowPieces: [8, 8],
				colPieces: [8, 8],
				tour: Array.from(constructTour(16, 16, true) as Int32Array),
			},
		];
		const { body } = render(DivideAndConquerFigure, { props: { boards } });
		expect(body.match(/class="move added/g)).toHaveLength(6);
		expect(body).toContain('Moves taken out');
		expect(body).not.toContain('<select');
	});
});
