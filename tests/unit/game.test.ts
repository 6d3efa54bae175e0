import { describe, expect, test } from 'vitest';
import {
	cautiousHint,
	checkMove,
	describeDeadEnd,
	describeFinish,
	describeHintAdvice,
	describeSquare,
	explainDeadEnd,
	isComplete,
	isOver,
	legalMoves,
	listSquares,
	moveNumbers,
	rankedCandidates,
	warnsdorffHint,
	type FinishVerdict,
	type GamePosition,
	type HintAdvice,
} from '../../src/lib/game.ts';
import {
	createBoard,
	createRandom,
	findTour,
	neighbors,
	parseAlgebraicTour,
	parseSquare,
	randomInt,
	squareName,
	warnsdorffSteps,
	type Board,
	type Square,
} from '../../src/lib/index.ts';

/** Builds a position from a size such as "5×5", moves in algebraic notation, and holes. */
function position(size: string, moves: string, closed = false, holes = ''): GamePosition {
	const [rows, cols] = size.split('×').map(Number) as [number, number];
	const plain = createBoard(rows, cols);
	const board = createBoard(rows, cols, { holes: parseAlgebraicTour(plain, holes) });
	return { board, played: Array.from(parseAlgebraicTour(board, moves)), closed };
}

/** Names squares, sorted, for comparing sets. */
function names(board: Board, squares: readonly Square[]): string[] {
	return squares.map((s) => squareName(board, s)).sort();
}

/** Returns the fixed moves 1..k of a partial tour, as `findTour` constraints. */
function constraints(played: readonly Square[]): { move: number; square: Square }[] {
	return played.map((square, i) => ({ move: i + 1, square }));
}

describe('legalMoves(position)', () => {
	test.each([
		['5×5', 'a1', ['b3', 'c2']],
		['5×5', 'c3', ['a2', 'a4', 'b1', 'b5', 'd1', 'd5', 'e2', 'e4']],
		['5×5', 'e5', ['c4', 'd3']],
		['8×8', 'a1', ['b3', 'c2']],
		['8×8', 'h8', ['f7', 'g6']],
		['8×8', 'd4', ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5']],
		['8×8', 'e5', ['c4', 'c6', 'd3', 'd7', 'f3', 'f7', 'g4', 'g6']],
	])('on %s from %s, all of the knight’s squares: %j', (size, from, expected) => {
		const p = position(size, from);
		const moves = legalMoves(p);
		expect(names(p.board, moves)).toEqual(expected);
		expect(moves).toEqual(neighbors(p.board, p.played[0] as Square));
	});

	test.each([
		['5×5', 'a1 b3 c5', ['a4', 'd3', 'e4']],
		['5×5', 'c3 a2 b4 d5', ['e3']],
		['8×8', 'd4 f5 e3', ['c2', 'c4', 'd1', 'd5', 'f1', 'g2', 'g4']],
	])('on %s after %s, only unvisited squares: %j', (size, moves, expected) => {
		const p = position(size, moves);
		const knight = p.played.at(-1) as Square;
		expect(names(p.board, legalMoves(p))).toEqual(expected);
		expect(legalMoves(p)).toEqual(neighbors(p.board, knight).filter((s) => !p.played.includes(s)));
	});

	test('no knight, no moves; holes are never moves', () => {
		expect(legalMoves(position('5×5', ''))).toEqual([]);
		const p = position('5×5', 'c3', false, 'a2 e4');
		expect(names(p.board, legalMoves(p))).toEqual(['a4', 'b1', 'b5', 'd1', 'd5', 'e2']);
	});
});

describe('checkMove(position, square)', () => {
	const p = position('5×5', 'a1 b3 c5 d3 e5 c4 a5');
	test.each([
		['b3', 'b3 is already visited (move 2).'],
		['a5', 'a5 is already visited (move 7): the knight stands there.'],
		['b2', "b2 is not a knight's move from a5."],
		['b4', "b4 is not a knight's move from a5."],
	])('%s: %s', (square, message) => {
		expect(checkMove(p, parseSquare(p.board, square))).toBe(message);
	});

	test('legal moves pass; any square that is not a hole starts the game', () => {
		for (const square of legalMoves(p)) expect(checkMove(p, square)).toBeNull();
		const empty = position('5×5', '', false, 'c3');
		expect(checkMove(empty, parseSquare(empty.board, 'b2'))).toBeNull();
		expect(checkMove(empty, parseSquare(empty.board, 'c3'))).toBe('c3 is a hole.');
		expect(checkMove(empty, 25)).toBe('Square 25 is not on this 5×5 board.');
	});
});

describe('warnsdorffHint(position)', () => {
	test.each([
		['5×5', 'a1', ''],
		['5×5', 'c3', ''],
		['6×6', 'a1', ''],
		['8×8', 'a8', ''],
		['8×8', 'd4', ''],
		['7×9', 'e4', 'b2 c7 h3'],
	])(
		'on %s from %s (holes: %s) it is the choice of warnsdorffSteps at every step',
		(size, from, holes) => {
			const p0 = position(size, from, false, holes);
			const played: Square[] = [];
			let checked = 0;
			for (const step of warnsdorffSteps(p0.board, { start: p0.played[0] as Square })) {
				if (step.kind === 'visit') played.push(step.square);
				if (step.kind !== 'candidates') continue;
				const hint = warnsdorffHint({ ...p0, played });
				expect(hint?.square ?? null).toBe(step.chosen);
				expect(hint?.candidates ?? []).toEqual(step.candidates);
				checked += 1;
			}
			expect(checked).toBeGreaterThan(5);
		},
	);

	test('explains itself with the onward count', () => {
		// The knight on b3 after a1. In the rule's move order (up 2 right 1, then clockwise):
		// c5 (a4, d3, e4), d4 (b5, c2, e2), d2 (b1, c4, e4), c1 (a2, d3, e2), a5 (c4 only).
		const p = position('5×5', 'a1 b3');
		const at = (name: string): Square => parseSquare(p.board, name);
		expect(warnsdorffHint(p)).toEqual({
			square: at('a5'),
			onward: 1,
			candidates: [
				{ square: at('c5'), onward: 3 },
				{ square: at('d4'), onward: 3 },
				{ square: at('d2'), onward: 3 },
				{ square: at('c1'), onward: 3 },
				{ square: at('a5'), onward: 1 },
			],
		});
	});

	test('no knight or no move: no hint', () => {
		expect(warnsdorffHint(position('5×5', ''))).toBeNull();
		expect(warnsdorffHint(position('5×5', 'c2 d4 b3 a1'))).toBeNull();
	});
});

describe('explainDeadEnd(position)', () => {
	// Each row: board, moves, goal, holes, the kind, the squares it names, and the sentence.
	test.each([
		{
			// The knight on a1 has b3 and c2, both visited.
			size: '5×5',
			moves: 'c2 d4 b3 a1',
			closed: false,
			holes: '',
			kind: 'stuck',
			squares: null,
			text: /^Stuck on a1 after 4 of 25 squares: no unvisited square is a knight's move away\. Never visited: a5, b5,/,
		},
		{
			// a1's only neighbours, b3 and c2, are visited, and the knight (e4) is not one of them.
			size: '5×5',
			moves: 'c2 e1 d3 c1 b3 c5 e4',
			closed: false,
			holes: '',
			kind: 'cut-off',
			squares: ['a1'],
			text: 'a1 can no longer be reached: every way there from the knight on e4 passes through visited squares.',
		},
		{
			// e1's neighbours are c2 (the knight) and d3 (visited): entering e1 ends the game early.
			size: '5×5',
			moves: 'c1 d3 b4 c2',
			closed: false,
			holes: '',
			kind: 'isolated',
			squares: ['e1'],
			text: 'e1 has no unvisited neighbour left: the knight could jump there, but it would be stuck with 20 squares unvisited.',
		},
		{
			// a1 (b3 visited, c2 free) and a5 (b3 visited, c4 free) have one way in each; d4 reaches neither.
			size: '5×5',
			moves: 'b3 d4',
			closed: false,
			holes: '',
			kind: 'dead-ends',
			squares: ['a1', 'a5'],
			text: "a5 and a1 each have only one unvisited neighbour left, so each must be either the knight's next square (a knight's move from d4) or the last square of the tour — there are too many such squares for that.",
		},
		{
			// 5×5 has 13 dark squares (a1 is dark) and 12 light; a tour must start on dark, a2 is light.
			size: '5×5',
			moves: 'a2 c3',
			closed: false,
			holes: '',
			kind: 'colours',
			squares: [],
			text: 'The knight changes colour with every move, so the 23 squares left must alternate, light first: that needs 12 light and 11 dark, but 11 light and 12 dark remain.',
		},
		{
			// a1's neighbours are b3 and c2, both visited: no square is left to close the tour from.
			size: '6×6',
			moves: 'a1 c2 e3 d5 c3 a2 c1 b3',
			closed: true,
			holes: '',
			kind: 'closed-unreachable',
			squares: ['a1'],
			text: "The start, a1, has no unvisited neighbour left, so the tour can no longer end a knight's move from it and close.",
		},
		{
			// Warnsdorff's open tour from a6 ends on c3, which is not a knight's move from a6.
			size: '6×6',
			moves:
				'a6 c5 e6 f4 e2 c1 a2 b4 c6 a5 b3 a1 c2 e1 f3 d4 f5 d6 b5 a3 b1 d2 f1 e3 d1 f2 d3 e5 c4 b2 a4 b6 d5 f6 e4 c3',
			closed: true,
			holes: '',
			kind: 'not-closed',
			squares: ['a6', 'c3'],
			text: "Every square is visited, but the tour is not closed: the last square, c3, is not a knight's move from the start, a6.",
		},
		{
			size: '4×4',
			moves: 'a1',
			closed: false,
			holes: '',
			kind: 'no-tour',
			squares: [],
			text: 'No tour on 4×4: an exhaustive search finds none (OEIS A165134 counts 0).',
		},
		{
			size: '5×5',
			moves: 'a1',
			closed: true,
			holes: '',
			kind: 'no-tour',
			squares: [],
			text: /^No closed tour on 5×5: both sides are odd/,
		},
		{
			// The holes b3 and c2 cut a1 off from the rest of the board.
			size: '5×5',
			moves: 'c3',
			closed: false,
			holes: 'b3 c2',
			kind: 'no-tour',
			squares: [],
			text: /^The board falls apart: no sequence of leaps joins a1 to the other squares/,
		},
	])('$kind on $size after $moves', ({ size, moves, closed, holes, kind, squares, text }) => {
		const p = position(size, moves, closed, holes);
		const deadEnd = explainDeadEnd(p);
		expect(deadEnd?.kind).toBe(kind);
		if (deadEnd === null) return;
		if (squares !== null) expect(names(p.board, deadEnd.squares)).toEqual([...squares].sort());
		expect(describeDeadEnd(p, deadEnd)).toMatch(typeof text === 'string' ? exact(text) : text);
		// Every claim is a proof: no search finds a way to finish.
		if (kind !== 'not-closed') {
			const result = findTour(p.board, {
				closed,
				constraints: constraints(p.played),
				algorithm: 'backtracking',
			});
			expect(result.status).toBe('impossible');
		}
	});

	test.each([
		// a5 has one way in (c4) but can be the knight's next square from b3, so it may come first.
		['5×5', 'a1 b3', false],
		// On 6×6 the start a1 keeps a free neighbour, c2, for the closing move.
		['6×6', 'a1 b3 c1', true],
		['5×5', '', false],
		['6×6', '', true],
	])('no claim on %s after "%s" (closed: %s), where a tour continues', (size, moves, closed) => {
		const p = position(size, moves, closed);
		expect(explainDeadEnd(p)).toBeNull();
		const result = findTour(p.board, { closed, constraints: constraints(p.played) });
		expect(result.status).toBe('found');
	});

	test('before the start, only a board without a tour is reported', () => {
		expect(explainDeadEnd(position('5×5', '', true))?.kind).toBe('no-tour');
		expect(explainDeadEnd(position('3×3', ''))?.kind).toBe('no-tour');
		expect(explainDeadEnd(position('5×5', ''))).toBeNull();
	});

	test('a finished tour is no dead end', () => {
		const p = position(
			'5×5',
			'a1 c2 e1 d3 e5 c4 a5 b3 c5 e4 d2 b1 a3 b5 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c3',
		);
		expect(explainDeadEnd(p)).toBeNull();
		expect(isComplete(p)).toBe(true);
		expect(isOver(p)).toBe(true);
	});
});

describe('explainDeadEnd never claims "impossible" when a tour continues', () => {
	/** Plays random legal moves from a random start, for up to `length` squares. */
	function randomWalk(board: Board, seed: number, length: number): Square[] {
		const random = createRandom(seed);
		const played = [randomInt(random, board.size)];
		while (played.length < length) {
			const moves = legalMoves({ board, played, closed: false });
			if (moves.length === 0) break;
			played.push(moves[randomInt(random, moves.length)] as Square);
		}
		return played;
	}

	test.each([
		[5, 5, false],
		[6, 6, false],
		[6, 6, true],
		[5, 6, true],
	])(
		'random walks on %i×%i (closed: %s): a claim only where the search proves none',
		(rows, cols, closed) => {
			const board = createBoard(rows, cols);
			const seen = { claims: 0, completions: 0 };
			for (let seed = 1; seed <= 150; seed++) {
				const random = createRandom(seed * 7919);
				const played = randomWalk(board, seed, 2 + randomInt(random, board.size - 2));
				const p = { board, played, closed };
				const deadEnd = explainDeadEnd(p);
				const result = findTour(board, {
					closed,
					constraints: constraints(played),
					algorithm: 'warnsdorff-backtracking',
					maxNodes: 2_000_000,
				});
				expect(result.status).not.toBe('gave-up');
				if (result.status === 'found') {
					seen.completions += 1;
					expect({ moves: listSquares(board, played, 99), deadEnd }).toEqual({
						moves: listSquares(board, played, 99),
						deadEnd: null,
					});
				}
				if (deadEnd !== null) seen.claims += 1;
			}
			// The walks must exercise both sides of the question.
			expect(seen.claims).toBeGreaterThan(20);
			expect(seen.completions).toBeGreaterThan(0);
		},
	);

	test.each([
		[5, 5, false],
		[6, 6, false],
		[6, 6, true],
		[7, 7, false],
	])('every prefix of seeded tours on %i×%i (closed: %s) is left alone', (rows, cols, closed) => {
		const board = createBoard(rows, cols);
		const random = createRandom(rows * 31 + cols);
		let prefixes = 0;
		for (let t = 0; t < 12; t++) {
			const result = findTour(board, {
				closed,
				start: randomInt(random, board.size),
				seed: t + 1,
				algorithm: 'warnsdorff-backtracking',
				maxNodes: 2_000_000,
			});
			if (result.status !== 'found') continue;
			const tour = Array.from(result.tour);
			for (let k = 1; k <= tour.length; k++) {
				expect(explainDeadEnd({ board, played: tour.slice(0, k), closed })).toBeNull();
				prefixes += 1;
			}
		}
		expect(prefixes).toBeGreaterThan(board.size * 3);
	});
});

describe('isComplete(position)', () => {
	test('an open tour meets the open goal but not the closed one', () => {
		const moves =
			'a6 c5 e6 f4 e2 c1 a2 b4 c6 a5 b3 a1 c2 e1 f3 d4 f5 d6 b5 a3 b1 d2 f1 e3 d1 f2 d3 e5 c4 b2 a4 b6 d5 f6 e4 c3';
		expect(isComplete(position('6×6', moves))).toBe(true);
		expect(isComplete(position('6×6', moves, true))).toBe(false);
	});

	test('a closed tour meets both goals; a partial tour meets neither', () => {
		const board = createBoard(6, 6);
		const result = findTour(board, { closed: true });
		if (result.status !== 'found') throw new Error('6×6 has a closed tour');
		const played = Array.from(result.tour);
		expect(isComplete({ board, played, closed: true })).toBe(true);
		expect(isComplete({ board, played, closed: false })).toBe(true);
		expect(isComplete({ board, played: played.slice(0, 35), closed: false })).toBe(false);
		expect(isComplete({ board, played: [], closed: false })).toBe(false);
	});

	test('the 1×1 board is toured by placing the knight', () => {
		expect(isComplete(position('1×1', 'a1'))).toBe(true);
		expect(explainDeadEnd(position('1×1', 'a1'))).toBeNull();
	});
});

describe('listSquares(board, squares)', () => {
	test.each([
		['', ''],
		['a1', 'a1'],
		['a1 b3', 'a1 and b3'],
		['a1 b3 c5', 'a1, b3 and c5'],
	])('"%s" reads "%s"', (moves, text) => {
		const p = position('5×5', moves);
		expect(listSquares(p.board, p.played)).toBe(text);
	});

	test('long lists end with a count', () => {
		const board = createBoard(5, 5);
		expect(listSquares(board, [0, 1, 2, 3, 4], 3)).toBe('a5, b5, c5 and 2 more');
	});
});

/** Matches a whole string exactly. */
function exact(text: string): RegExp {
	return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

describe('cautiousHint(position)', () => {
	test('skips Warnsdorff’s choice when an argument proves it lost (closed 6×6, c2 strands a1)', () => {
		const p = position('6×6', 'a1 b3 a5 c6 e5 f3 e1', true);
		expect(squareName(p.board, warnsdorffHint(p)?.square ?? 0)).toBe('c2');
		const advice = cautiousHint(p);
		if (advice.kind !== 'unsure') throw new Error(`expected unsure, got ${advice.kind}`);
		expect(squareName(p.board, advice.square)).toBe('d3');
		expect(advice.ruledOut.map((r) => squareName(p.board, r.square))).toEqual(['c2']);
	});

	test('none when the knight has no move', () => {
		expect(cautiousHint(position('5×5', 'c2 d4 b3 a1'))).toEqual({ kind: 'none' });
	});
});

describe('describeHintAdvice(position, advice) and describeFinish(verdict)', () => {
	const p = position('5×5', 'a1 b3');
	const at = (name: string): Square => parseSquare(p.board, name);
	const candidates = rankedCandidates(p);

	test('a proved hint that is Warnsdorff’s choice says both', () => {
		const advice: HintAdvice = {
			kind: 'proved',
			square: at('a5'),
			continuation: [],
			candidates,
			nodes: 40,
		};
		expect(describeHintAdvice(p, advice)).toBe(
			"Hint: a5 — Warnsdorff's choice (fewest onward moves: 1), and the look-ahead found a way to finish the tour through it (40 positions searched).",
		);
	});

	test('a proved hint that is not Warnsdorff’s choice names the rule’s pick too', () => {
		const advice: HintAdvice = {
			kind: 'proved',
			square: at('c5'),
			continuation: [],
			candidates,
			nodes: 1,
		};
		expect(describeHintAdvice(p, advice)).toBe(
			"Hint: c5 (3 onward moves) — the look-ahead found a way to finish the tour through it (1 position searched). Warnsdorff's rule alone would pick a5 (1 onward).",
		);
	});

	test.each<[FinishVerdict, string]>([
		[
			{ kind: 'yes', continuation: [], nodes: 2_500 },
			'Yes — the look-ahead found a way to finish from here (2,500 positions searched).',
		],
		[{ kind: 'no', reason: 'Why.', proof: 'argument', nodes: 0 }, 'No — Why.'],
	])('%j → "%s"', (verdict, text) => {
		expect(describeFinish(verdict)).toBe(text);
	});
});

describe('describeSquare(position, square, marks)', () => {
	test('names the square, its move, the knight, a knight’s move and the hint', () => {
		const p = position('5×5', 'a1 b3');
		const marks = {
			numbers: moveNumbers(p),
			moves: legalMoves(p),
			hint: parseSquare(p.board, 'a5'),
		};
		const say = (name: string): string => describeSquare(p, parseSquare(p.board, name), marks);
		expect(say('a1')).toBe('a1, move 1');
		expect(say('b3')).toBe('b3, move 2, knight');
		expect(say('a5')).toBe("a5, knight's move, hint");
		expect(say('e5')).toBe('e5, unvisited');
	});
});
