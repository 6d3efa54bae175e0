import { describe, expect, test } from 'vitest';
import {
	checkTourTask,
	createBoard,
	parseSquare,
	squareName,
	tourTaskVerdict,
	whyNotNext,
	type Square,
	type TourTask,
} from '../../src/lib/index.ts';

/** Reads square names on a rows×cols board ("a1 b3 c5"). */
function squares(rows: number, cols: number, names: string): Square[] {
	const board = createBoard(rows, cols);
	return names.split(' ').map((name) => parseSquare(board, name));
}

/** Reads one square name on a rows×cols board. */
function at(rows: number, cols: number, name: string): Square {
	return parseSquare(createBoard(rows, cols), name);
}

interface SearchSpec {
	rows: number;
	cols: number;
	holes?: Square[];
	start: Square;
	end?: Square;
	closed?: boolean;
}

/**
 * The independent oracle: a tiny depth-first search written here, with its own
 * knight moves and no code from the library. It tries the squares with the
 * fewest free onward squares first (any order is correct; this one is fast on
 * 6×6). Returns the first tour it meets, or null after trying every path.
 */
function bruteForceTour(spec: SearchSpec): Square[] | null {
	const { rows, cols } = spec;
	const holes = new Set(spec.holes ?? []);
	const moves = [
		[1, 2],
		[2, 1],
		[-1, 2],
		[-2, 1],
		[1, -2],
		[2, -1],
		[-1, -2],
		[-2, -1],
	];
	const next = (s: Square): Square[] => {
		const r = Math.floor(s / cols);
		const c = s % cols;
		const out: Square[] = [];
		for (const [dr, dc] of moves) {
			const [nr, nc] = [r + (dr as number), c + (dc as number)];
			if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && !holes.has(nr * cols + nc)) {
				out.push(nr * cols + nc);
			}
		}
		return out;
	};
	const total = rows * cols - holes.size;
	const path: Square[] = [spec.start];
	const used = new Set<Square>(path);
	const walk = (): boolean => {
		const here = path[path.length - 1] as Square;
		if (path.length === total) {
			if (spec.end !== undefined && here !== spec.end) return false;
			return spec.closed !== true || next(here).includes(spec.start);
		}
		const free = (s: Square): number => next(s).filter((t) => !used.has(t)).length;
		// Prune: an unvisited square with no way in is dead, and two with one way in cannot both
		// be the last square; a closed tour also needs a free square next to its start.
		let ends = 0;
		for (let s = 0; s < rows * cols; s++) {
			if (used.has(s) || holes.has(s)) continue;
			const links = free(s) + (next(s).includes(here) ? 1 : 0);
			if (links === 0) return false;
			if (links === 1) ends++;
		}
		if (ends > 1) return false;
		if (spec.closed === true && free(spec.start) === 0) return false;
		const options = next(here)
			.filter((s) => !used.has(s))
			.sort((a, b) => free(a) - free(b));
		for (const s of options) {
			if (s === spec.end && path.length + 1 < total) continue;
			path.push(s);
			used.add(s);
			if (walk()) return true;
			path.pop();
			used.delete(s);
		}
		return false;
	};
	return walk() ? path : null;
}

/** Finds a tour with the oracle, failing the test when there is none. */
function oracleTour(spec: SearchSpec): Square[] {
	const tour = bruteForceTour(spec);
	if (tour === null) throw new Error('the oracle found no tour');
	return tour;
}

const a1on5 = at(5, 5, 'a1');
// A 5×5 open tour from a1, by the oracle above (not by findTour).
const tour5 = oracleTour({ rows: 5, cols: 5, start: a1on5 });
const open5: TourTask = { board: { rows: 5, cols: 5 }, start: a1on5 };
const board8: TourTask = { board: { rows: 8, cols: 8 } };

describe('checkTourTask(task, squares)', () => {
	test('accepts a 5×5 open tour from a1 found by an independent search', () => {
		expect(tour5).toHaveLength(25);
		expect(checkTourTask(open5, tour5)).toEqual({ status: 'right' });
		expect(checkTourTask({ board: { rows: 5, cols: 5 } }, tour5)).toEqual({ status: 'right' });
	});

	test('accepts a closed 6×6 tour, forwards and reversed', () => {
		const start = at(6, 6, 'a1');
		const tour = oracleTour({ rows: 6, cols: 6, start, closed: true });
		const task: TourTask = { board: { rows: 6, cols: 6 }, closed: true, start };
		expect(checkTourTask(task, tour)).toEqual({ status: 'right' });
		// Reversed after its first square, it is still a closed tour from a1.
		const reversed = [start, ...tour.slice(1).reverse()];
		expect(checkTourTask(task, reversed)).toEqual({ status: 'right' });
	});

	test('names a tour that is not closed by its last and first squares', () => {
		const start = at(6, 6, 'a1');
		const tour = oracleTour({ rows: 6, cols: 6, start, end: at(6, 6, 'e4') });
		expect(checkTourTask({ board: { rows: 6, cols: 6 }, closed: true }, tour)).toEqual({
			status: 'wrong',
			index: null,
			message: "The tour is not closed: e4 is not a knight's move from a1.",
		});
		expect(checkTourTask({ board: { rows: 6, cols: 6 } }, tour)).toEqual({ status: 'right' });
	});

	test('accepts a tour of a board with holes, and refuses one that lands on a hole', () => {
		// 5×5 without its centre: 12 squares of each colour.
		const holes = [at(5, 5, 'c3')];
		const tour = oracleTour({ rows: 5, cols: 5, holes, start: a1on5 });
		expect(checkTourTask({ board: { rows: 5, cols: 5, holes } }, tour)).toEqual({
			status: 'right',
		});
		expect(
			checkTourTask(
				{ board: { rows: 8, cols: 8, holes: [at(8, 8, 'e2')] } },
				squares(8, 8, 'a4 c3 e2'),
			),
		).toEqual({
			status: 'wrong',
			index: 2,
			message: 'e2 is a hole.',
		});
	});

	test('accepts a tour that keeps every fixed move', () => {
		const constraints = [4, 11, 24].map((i) => ({ move: i + 1, square: tour5[i] as Square }));
		expect(checkTourTask({ ...open5, constraints }, tour5)).toEqual({ status: 'right' });
		const end = tour5[24] as Square;
		expect(checkTourTask({ ...open5, end }, tour5)).toEqual({ status: 'right' });
	});

	test.each([
		[
			'a move that is not a knight’s move',
			board8,
			'a2 b4 d3 b2 a4 c3 d6',
			6,
			"Move 7 (c3 → d6) is not a knight's move.",
		],
		[
			'a square visited twice',
			board8,
			'e6 d4 b5 c3 a2 c1 e2 c3',
			7,
			'c3 is visited twice: at moves 4 and 8.',
		],
		[
			'the wrong start',
			{ ...board8, start: at(8, 8, 'a1') },
			'e6 d4 b5 c3',
			0,
			'The tour must start on a1.',
		],
		[
			'a fixed move broken',
			{ ...board8, constraints: [{ move: 5, square: at(8, 8, 'e3') }] },
			'e6 d4 b5 c3 a2 c1 e2',
			4,
			'Move 5 must be on e3 (the task fixes it).',
		],
		[
			'a fixed square taken too early',
			{ ...board8, constraints: [{ move: 9, square: at(8, 8, 'c3') }] },
			'e6 d4 b5 c3',
			3,
			'c3 must be move 9 (the task fixes it), not move 4.',
		],
		[
			'the end square taken too early',
			{ board: { rows: 5, cols: 5 }, end: at(5, 5, 'c3') },
			'a1 b3 c5 d3 c1 a2 c3',
			6,
			'c3 is where the tour must end: it must be the last move, move 25.',
		],
	] as const)('reports %s', (_what, task, names, index, message) => {
		const { rows, cols } = task.board;
		expect(checkTourTask(task, squares(rows, cols, names))).toEqual({
			status: 'wrong',
			index,
			message,
		});
	});

	test('counts the squares of a partial tour', () => {
		expect(checkTourTask(open5, tour5.slice(0, 23))).toEqual({
			status: 'wrong',
			index: null,
			message: 'The tour has 23 of 25 squares.',
		});
		expect(checkTourTask(open5, [])).toMatchObject({ message: 'The tour has 0 of 25 squares.' });
	});

	test('reports the end square reached before the last move', () => {
		const end = tour5[22] as Square;
		const check = checkTourTask({ ...open5, end }, tour5);
		expect(check).toEqual({
			status: 'wrong',
			index: 22,
			message: `${squareName(createBoard(5, 5), end)} is where the tour must end: it must be the last move, move 25.`,
		});
	});

	test('reports a square that is not on the board', () => {
		expect(checkTourTask(board8, [0, 99])).toEqual({
			status: 'wrong',
			index: 1,
			message: 'Move 2 is 99, which is not a square of this 8×8 board.',
		});
	});

	test('refuses a malformed task, naming the field', () => {
		const bad: [unknown, ErrorConstructor, string][] = [
			[null, TypeError, 'checkTourTask: task'],
			[{ board: { rows: 0, cols: 5 } }, RangeError, 'checkTourTask: task.board.rows'],
			[{ board: { rows: 5, cols: 5, holes: [25] } }, RangeError, 'task.board.holes[0]'],
			[{ board: { rows: 5, cols: 5 }, start: 25 }, RangeError, 'checkTourTask: task.start'],
			[{ board: { rows: 5, cols: 5, holes: [3] }, end: 3 }, RangeError, 'task.end'],
			[{ board: { rows: 5, cols: 5 }, closed: 'yes' }, TypeError, 'task.closed'],
			[
				{ board: { rows: 5, cols: 5 }, constraints: [{ move: 26, square: 0 }] },
				RangeError,
				'task.constraints[0].move',
			],
			[{ board: { rows: 5, cols: 5 }, constraints: {} }, TypeError, 'task.constraints'],
			[{ board: { rows: 1, cols: 2, holes: [0, 1] } }, RangeError, 'no squares to visit'],
		];
		for (const [task, kind, words] of bad) {
			expect(() => checkTourTask(task as TourTask, [])).toThrow(kind);
			expect(() => checkTourTask(task as TourTask, [])).toThrow(words);
		}
		expect(() => checkTourTask(open5, null as never)).toThrow('checkTourTask: squares');
	});
});

describe('whyNotNext(task, squares, next)', () => {
	const prefix = squares(8, 8, 'e6 d4 b5 c3');
	test.each([
		['a knight’s move to a new square', board8, 'a2', null],
		['not a knight’s move', board8, 'c4', "Move 5 (c3 → c4) is not a knight's move."],
		['already visited', board8, 'b5', 'b5 is already visited, at move 3.'],
		['a hole', { board: { rows: 8, cols: 8, holes: [at(8, 8, 'a2')] } }, 'a2', 'a2 is a hole.'],
		[
			'not the fixed square',
			{ ...board8, constraints: [{ move: 5, square: at(8, 8, 'e2') }] },
			'a2',
			'Move 5 must be on e2 (the task fixes it).',
		],
		[
			'a square fixed for a later move',
			{ ...board8, constraints: [{ move: 7, square: at(8, 8, 'a2') }] },
			'a2',
			'a2 must be move 7 (the task fixes it), not move 5.',
		],
	] as const)('%s', (_what, task, name, expected) => {
		expect(whyNotNext(task, prefix, at(8, 8, name))).toBe(expected);
	});

	test('the first click must be the start, and a square off the board is refused', () => {
		expect(whyNotNext(open5, [], at(5, 5, 'b3'))).toBe('The tour must start on a1.');
		expect(whyNotNext(open5, [], a1on5)).toBeNull();
		expect(whyNotNext(open5, [a1on5], 30)).toBe(
			'Move 2 is 30, which is not a square of this 5×5 board.',
		);
	});

	test('agrees with checkTourTask along a whole tour, and refuses more after the end', () => {
		for (let i = 0; i < tour5.length; i++) {
			expect(whyNotNext(open5, tour5.slice(0, i), tour5[i] as Square)).toBeNull();
		}
		expect(whyNotNext(open5, tour5, 0)).toBe('The tour is complete: all 25 squares are visited.');
	});

	test('checks its arguments', () => {
		expect(() => whyNotNext(open5, [], 'a1' as never)).toThrow(TypeError);
		expect(() => whyNotNext(open5, [], 'a1' as never)).toThrow('whyNotNext: next');
		expect(() => whyNotNext(open5, [99], 0)).toThrow('whyNotNext: squares[0]');
	});
});

describe('tourTaskVerdict(task, maxNodes)', () => {
	test.each([
		// [what, task, reason, words of the explanation]
		[
			'3×6 closed: Schwenk condition c',
			{ board: { rows: 3, cols: 6 }, closed: true },
			'schwenk',
			'condition c',
		],
		[
			'4×8 closed: Schwenk condition b',
			{ board: { rows: 4, cols: 8 }, closed: true },
			'schwenk',
			'condition b',
		],
		[
			'5×5 closed: 25 squares, colours',
			{ board: { rows: 5, cols: 5 }, closed: true },
			'colour',
			'odd number of squares (25)',
		],
		['4×4 open: none on the list', { board: { rows: 4, cols: 4 } }, 'open-tours', 'No tour on 4×4'],
		[
			'5×5 from b1: a light start',
			{ board: { rows: 5, cols: 5 }, start: at(5, 5, 'b1') },
			'colour',
			'move 1 must be on a dark square',
		],
		[
			'two squares fixed for move 1',
			{
				board: { rows: 5, cols: 5 },
				constraints: [
					{ move: 1, square: 0 },
					{ move: 1, square: 1 },
				],
			},
			'fixed',
			'Move 1 cannot be on both a5 and b5.',
		],
		[
			'4×5 from b2: Pósa',
			{ board: { rows: 4, cols: 5 }, start: at(4, 5, 'b2') },
			'colour',
			'cannot start on b2',
		],
	] as const)('%s', (_what, task, reason, words) => {
		const verdict = tourTaskVerdict(task);
		expect(verdict).toMatchObject({ possible: false, reason });
		expect(verdict.explanation).toContain(words);
	});

	test('a holed board with a cut square has no closed tour', () => {
		// 5×10 in two rooms joined at e3, a1 removed so that the colours balance (20 and 20).
		const holes = ['e1', 'e2', 'e4', 'e5', 'f1', 'f2', 'f3', 'f4', 'f5', 'a1'].map((n) =>
			at(5, 10, n),
		);
		const verdict = tourTaskVerdict({ board: { rows: 5, cols: 10, holes }, closed: true });
		expect(verdict).toMatchObject({
			possible: false,
			reason: 'cut-square',
			squares: [at(5, 10, 'e3')],
		});
		expect(verdict.explanation).toContain('e3 is a cut square');
	});

	test('squares with one leap: three of them rule out an open tour', () => {
		const holes = ['c2', 'f2', 'c7'].map((n) => at(8, 8, n));
		const verdict = tourTaskVerdict({ board: { rows: 8, cols: 8, holes } });
		expect(verdict).toMatchObject({ possible: false, reason: 'degree' });
		expect(verdict.explanation).toContain('only one leap');
	});

	test('3×4 from a1 to d1: no theorem, the search proves it, as the oracle agrees', () => {
		const task = { board: { rows: 3, cols: 4 }, start: at(3, 4, 'a1'), end: at(3, 4, 'd1') };
		expect(bruteForceTour({ rows: 3, cols: 4, start: task.start, end: task.end })).toBeNull();
		const verdict = tourTaskVerdict(task);
		expect(verdict).toMatchObject({ possible: false, reason: 'search' });
		expect(verdict.explanation).toContain('Exhaustive search');
	});

	test('a possible task comes with a tour that checkTourTask accepts', () => {
		const tasks: TourTask[] = [
			open5,
			{ board: { rows: 6, cols: 6 }, closed: true, start: at(6, 6, 'c3') },
			{ board: { rows: 5, cols: 5, holes: [at(5, 5, 'c3')] }, start: a1on5 },
			{
				...open5,
				constraints: [{ move: 5, square: tour5[4] as Square }],
				end: tour5[24] as Square,
			},
		];
		for (const task of tasks) {
			const verdict = tourTaskVerdict(task);
			if (verdict.possible !== true) throw new Error(verdict.explanation);
			expect(checkTourTask(task, verdict.tour)).toEqual({ status: 'right' });
		}
	});

	test('a search that runs out of budget says it does not know', () => {
		const task = { board: { rows: 8, cols: 8 }, start: at(8, 8, 'a1'), end: at(8, 8, 'g8') };
		const verdict = tourTaskVerdict(task, 1);
		expect(verdict.possible).toBe('unknown');
		expect(verdict.explanation).toContain('ran out of budget');
	});

	test('checks maxNodes', () => {
		expect(() => tourTaskVerdict(open5, 0)).toThrow('tourTaskVerdict: maxNodes');
	});
});
