import { describe, expect, test } from 'vitest';
import { createBoard } from '../../../src/lib/board.ts';
import { boardData, createBoardApi } from '../../../src/lib/code/board-api.ts';
import { callsOf, checkTest, libraryWalk, tourError } from '../../../src/lib/code/checks.ts';
import { CODE_EXERCISES, getExercise } from '../../../src/lib/code/exercises.ts';
import { libraryNetworkState, networkData } from '../../../src/lib/code/network.ts';
import { StepLog } from '../../../src/lib/code/step-log.ts';
import type { CodeTestCase } from '../../../src/lib/code/types.ts';
import { neuralNetworkEdges } from '../../../src/lib/solvers/takefuji-lee.ts';
import { warnsdorffTour } from '../../../src/lib/solvers/warnsdorff.ts';

const open8 = { rows: 8, cols: 8, holes: [], start: 0, closed: false };

/** Warnsdorff's rule written independently: fewest onward squares, ties to the first listed. */
function firstWalk(data: ReturnType<typeof boardData>, start: number): number[] {
	const visited = new Set<number>([start]);
	const walk = [start];
	const onward = (t: number): number =>
		(data.neighbors[t] ?? []).filter((u) => !visited.has(u)).length;
	for (;;) {
		const at = walk.at(-1) as number;
		let best = -1;
		for (const t of data.neighbors[at] ?? []) {
			if (!visited.has(t) && (best < 0 || onward(t) < onward(best))) best = t;
		}
		if (best < 0) return walk;
		visited.add(best);
		walk.push(best);
	}
}

describe('boardData(spec) and createBoardApi(data)', () => {
	test('a8 is square 0 and its knight moves are c7 then b6 (worked by hand: (+1, +2), (+2, +1))', () => {
		const board = createBoardApi(boardData(open8));
		expect(board.name(0)).toBe('a8');
		expect(board.square('h1')).toBe(63);
		expect(board.neighbors(0).map((s) => board.name(s))).toEqual(['c7', 'b6']);
		expect([board.row(10), board.col(10)]).toEqual([1, 2]);
	});

	test.each([0, 27, 44, 63])(
		'"first" is first in board.neighbors: the first-listed-tie walk from %i equals the library walk',
		(start) => {
			const data = boardData({ ...open8, start });
			const library = warnsdorffTour(createBoard(8, 8), { start, tieBreak: 'first' });
			const expected =
				library.status === 'found' ? library.tour : (library as { partial: Int32Array }).partial;
			expect(firstWalk(data, start)).toEqual(Array.from(expected));
		},
	);

	test('holes are left out of the neighbour lists', () => {
		const data = boardData({ rows: 5, cols: 5, holes: [7], start: 0, closed: false });
		expect(data.neighbors[0]).toEqual([11]);
		expect(data.neighbors[7]).toEqual([]);
	});

	test('a square off the board is refused with the range', () => {
		const board = createBoardApi(boardData(open8));
		expect(() => board.neighbors(64)).toThrow(/whole number from 0 to 63/);
		expect(() => board.square('z9')).toThrow(/no such square/);
	});
});

describe('tourError(board, tour, start, closed)', () => {
	const board = createBoard(5, 5);
	const tour = libraryWalk(5, 5, 0, 'first');

	test.each([
		[tour, 0, false, null],
		[tour, 20, false, 'Move 1 is a5; the tour must start on a1.'],
		[[0, 1], 0, false, 'Moves 1 and 2: a5 to b5 is not a leap of the (1, 2) leaper.'],
		[tour.slice(0, 24), 0, false, 'The tour has 24 squares; this board has 25 to visit'],
		[tour, 0, true, 'The tour is not closed'],
	] as const)('%#', (walk, start, closed, error) => {
		const got = tourError(board, walk, start, closed);
		if (error === null) expect(got).toBeNull();
		else expect(got).toContain(error);
	});
});

describe('checkTest(test, calls)', () => {
	const search: CodeTestCase = {
		kind: 'tour',
		name: 'search',
		board: { rows: 5, cols: 5, holes: [], start: 0, closed: false },
		search: { ordering: 'warnsdorff' },
	};
	const tour = libraryWalk(5, 5, 0, 'first');

	test('a tour whose visits and unvisits do not balance fails with both counts', () => {
		const outcome = checkTest(search, [{ value: tour, visits: 25, unvisits: 3 }]);
		expect(outcome.passed).toBe(false);
		expect(outcome.got).toBe('visit called 25 times, unvisit 3');
	});

	test('Warnsdorff ordering must beat the plain search (library: 41 positions from a5)', () => {
		expect(checkTest(search, [{ value: tour, visits: 25, unvisits: 0 }]).passed).toBe(true);
		const slow = checkTest(search, [{ value: tour, visits: 66, unvisits: 41 }]);
		expect(slow.passed).toBe(false);
		expect(slow.detail).toContain('41 positions in the plain order');
	});

	test('a Warnsdorff walk that differs names the move, both squares and the candidates', () => {
		const test8: CodeTestCase = {
			kind: 'warnsdorff',
			name: 'w',
			rows: 8,
			cols: 8,
			tieBreak: 'first',
			starts: [0],
		};
		const walk = libraryWalk(8, 8, 0, 'first');
		const data = boardData(open8);
		// Swap move 5 for another unvisited neighbour of move 4.
		const other = (data.neighbors[walk[3] as number] ?? []).find(
			(t) => !walk.slice(0, 5).includes(t),
		) as number;
		const wrong = [...walk.slice(0, 4), other];
		const outcome = checkTest(test8, [{ value: wrong, visits: 0, unvisits: 0 }]);
		expect(outcome.passed).toBe(false);
		// One start: "a different walk", never "the same walk from 0 of 1" (issue 30).
		expect(outcome.got).toBe('a different walk');
		const two = checkTest({ ...test8, starts: [0, 0] }, [
			{ value: walk, visits: 0, unvisits: 0 },
			{ value: wrong, visits: 0, unvisits: 0 },
		]);
		expect(two.got).toBe('the same walk from 1 of the 2 starts');
		const none = checkTest({ ...test8, starts: [0, 0] }, [
			{ value: wrong, visits: 0, unvisits: 0 },
			{ value: wrong, visits: 0, unvisits: 0 },
		]);
		expect(none.got).toBe('a different walk from each of the 2 starts');
		expect(outcome.detail).toContain(
			`Move 5 is ${data.names[other] as string}, but the rule goes to ${data.names[walk[4] as number] as string}`,
		);
		expect(checkTest(test8, [{ value: walk, visits: 0, unvisits: 0 }]).passed).toBe(true);
	});

	test('callsOf gives one call per start', () => {
		const exercise = getExercise('warnsdorff-first');
		expect(callsOf(exercise.tests[1] as CodeTestCase)).toHaveLength(64);
	});
});

describe('networkData(rows, cols, seed, sweep)', () => {
	/** One sweep as the lesson states it, written here independently of src/lib/code. */
	function lessonSweep(net: ReturnType<typeof networkData>, literal = false): void {
		const d = (s: number): number =>
			(net.edgesAt[s] ?? []).reduce((n, e) => n + (net.V[e] as number), 0);
		for (const e of net.order) {
			const [u, v] = net.edges[e] as [number, number];
			// The misreading ("literal" rule) leaves a silent neuron two short.
			const penalty = literal && net.V[e] === 0 ? 2 : 0;
			net.U[e] = (net.U[e] as number) + 4 - d(u) - d(v) - penalty;
			if ((net.U[e] as number) > 3) net.V[e] = 1;
			else if ((net.U[e] as number) < 0) net.V[e] = 0;
		}
	}

	test.each([
		[6, 6, 1, 1],
		[8, 8, 7, 1],
		[8, 8, 7, 3],
		[8, 8, 60, 5],
	])(
		'the lesson rule on %i×%i, seed %i, sweep %i equals the library step',
		(rows, cols, seed, sweep) => {
			const net = networkData(rows, cols, seed, sweep);
			expect(net.edges).toHaveLength(neuralNetworkEdges(createBoard(rows, cols)).from.length);
			expect([...net.order].sort((a, b) => a - b)).toEqual(net.edges.map((_, e) => e));
			lessonSweep(net);
			expect({ U: net.U, V: net.V }).toEqual(libraryNetworkState(rows, cols, seed, sweep));
		},
	);

	test('a misread rule is caught, naming the first move that differs', () => {
		const net = networkData(8, 8, 7, 1);
		lessonSweep(net, true);
		const outcome = checkTest({ kind: 'sweep', name: 's', rows: 8, cols: 8, seed: 7, sweep: 1 }, [
			{ value: { U: net.U, V: net.V }, visits: 0, unvisits: 0 },
		]);
		expect(outcome.passed).toBe(false);
		expect(outcome.detail).toMatch(/^Move [a-h][1-8]–[a-h][1-8] \(edge \d+\)/);
	});
});

describe('getExercise(id)', () => {
	test('every exercise has a showcase test', () => {
		for (const exercise of CODE_EXERCISES) expect(exercise.tests[exercise.showcase]).toBeDefined();
	});
	test('an unknown id names the known ones', () => {
		expect(() => getExercise('nope')).toThrow(/backtracking-5x5/);
	});
});

describe('StepLog', () => {
	test('keeps at most its cap and counts past it', () => {
		const log = new StepLog(3);
		log.reset(true);
		for (let s = 0; s < 5; s++) log.visit(s);
		log.unvisit(4);
		expect(Array.from(log.keptEvents())).toEqual([1, 2, 3]);
		expect([log.visits, log.unvisits]).toEqual([5, 1]);
		log.reset(false);
		log.visit(9);
		expect(log.kept).toBe(0);
	});
});
