import { describe, expect, test } from 'vitest';
import { searchFinish, searchHint, searchLastWinnable } from '../../src/lib/game-look-ahead.ts';
import { warnsdorffHint, type GamePosition } from '../../src/lib/game.ts';
import {
	createBoard,
	finish,
	isLeap,
	neighbors,
	parseAlgebraicTour,
	squareName,
	verifyTour,
	type Square,
} from '../../src/lib/index.ts';

/** Builds a position on a whole board from a size such as "6×6" and moves in algebraic notation. */
function position(size: string, moves: string, closed = false): GamePosition {
	const [rows, cols] = size.split('×').map(Number) as [number, number];
	const board = createBoard(rows, cols);
	return { board, played: Array.from(parseAlgebraicTour(board, moves)), closed };
}

/** Names the squares played. */
function names(p: GamePosition): string {
	return p.played.map((s) => squareName(p.board, s)).join(' ');
}

/**
 * An oracle written apart from the library's search: plain depth-first search,
 * no ordering and one obvious cut, for whether the position can still be finished.
 */
function canFinish(p: GamePosition): boolean {
	const { board, played, closed } = p;
	const visited = new Uint8Array(board.size);
	for (const s of played) visited[s] = 1;
	const total = board.size - board.holeCount;
	const start = played[0] as Square;
	/** Extends the path from `at` with `count` squares placed. */
	const extend = (at: Square, count: number): boolean => {
		if (count === total) return !closed || isLeap(board, at, start);
		// A closed tour must come back next to the start: once no neighbour of it is free, give up.
		if (closed && neighbors(board, start).every((s) => visited[s] === 1)) return false;
		for (const next of neighbors(board, at)) {
			if (visited[next] === 1) continue;
			visited[next] = 1;
			if (extend(next, count + 1)) return true;
			visited[next] = 0;
		}
		return false;
	};
	return extend(played.at(-1) as Square, played.length);
}

/** Plays Warnsdorff's choice (no look-ahead) from the start until the knight is stuck. */
function warnsdorffGame(p: GamePosition): GamePosition {
	const played = [...p.played];
	for (;;) {
		const hint = warnsdorffHint({ ...p, played });
		if (hint === null) return { ...p, played };
		played.push(hint.square);
	}
}

/** Plays the look-ahead's hint from the start until there is none. */
function hintedGame(p: GamePosition, budget = 1_000_000): GamePosition {
	const played = [...p.played];
	for (;;) {
		const advice = finish(searchHint({ ...p, played }, budget));
		if (advice.kind !== 'proved' && advice.kind !== 'unsure') return { ...p, played };
		played.push(advice.square);
	}
}

describe('the reviewer’s reproductions', () => {
	test('8×8 from e3: Warnsdorff’s choice alone is lost after move 54 (the oracle agrees)', () => {
		const game = warnsdorffGame(position('8×8', 'e3'));
		const at = (moves: number): GamePosition => ({ ...game, played: game.played.slice(0, moves) });
		expect(canFinish(at(54))).toBe(true);
		expect(canFinish(at(55))).toBe(false);
	});

	test.each([
		['8×8', 'e3', false],
		['6×6', 'a1', true],
		['5×5', 'a1', false],
		['7×7', 'c3', false],
	] as const)(
		'%s from %s (closed: %s): following every hint finishes the tour',
		(size, start, closed) => {
			const game = hintedGame(position(size, start, closed));
			expect(verifyTour(game.board, game.played, { closed })).toEqual({ ok: true });
		},
	);
});

describe('searchFinish(position, maxNodes)', () => {
	test('yes: the continuation completes a tour of the board', () => {
		const p = position('6×6', 'a1 b3 c5', true);
		const verdict = finish(searchFinish(p, 1_000_000));
		if (verdict.kind !== 'yes') throw new Error(`expected yes, got ${verdict.kind}`);
		const tour = [...p.played, ...verdict.continuation];
		expect(verifyTour(p.board, tour, { closed: true })).toEqual({ ok: true });
	});

	test('no, by an exhausted search, where no cheap argument applies (the oracle agrees)', () => {
		const p = position('5×5', 'a1 b3 d4 c2 e1');
		expect(canFinish(p)).toBe(false);
		const verdict = finish(searchFinish(p, 1_000_000));
		expect(verdict).toMatchObject({ kind: 'no', proof: 'search' });
	});

	test('no, by an argument: a 5×5 tour cannot start on a light square', () => {
		const verdict = finish(searchFinish(position('5×5', 'c2'), 1_000_000));
		expect(verdict).toMatchObject({ kind: 'no', proof: 'argument', nodes: 0 });
		if (verdict.kind === 'no') expect(verdict.reason).toMatch(/^The knight changes colour/);
	});

	test('unsure when the budget runs out, naming the budget', () => {
		const verdict = finish(searchFinish(position('8×8', 'a1 b3 c5 d7'), 5));
		expect(verdict).toMatchObject({ kind: 'unsure', budget: 5 });
	});
});

describe('searchHint(position, maxNodes)', () => {
	test('never hints the Warnsdorff move that loses: 8×8 from e3 after 54 moves', () => {
		const lost = warnsdorffGame(position('8×8', 'e3'));
		const p = { ...lost, played: lost.played.slice(0, 54) };
		const warnsdorff = lost.played[54] as Square;
		const advice = finish(searchHint(p, 1_000_000));
		if (advice.kind !== 'proved') throw new Error(`expected a proved hint, got ${advice.kind}`);
		expect(advice.square).not.toBe(warnsdorff);
		expect(canFinish({ ...p, played: [...p.played, advice.square] })).toBe(true);
		expect(canFinish({ ...p, played: [...p.played, warnsdorff] })).toBe(false);
	});

	test('respects the closed goal: 6×6 from a1 never reaches a position the oracle calls lost', () => {
		const game = hintedGame(position('6×6', 'a1', true));
		for (let moves = 8; moves <= game.played.length; moves += 7) {
			expect(canFinish({ ...game, played: game.played.slice(0, moves) })).toBe(true);
		}
	});

	test('unsure: Warnsdorff’s choice among the moves not proved lost, with the budget', () => {
		// Closed 6×6: Warnsdorff's rule picks c2, which leaves the start a1 no free neighbour.
		const p = position('6×6', 'a1 b3 a5 c6 e5 f3 e1', true);
		expect(squareName(p.board, warnsdorffHint(p)?.square ?? 0)).toBe('c2');
		const advice = finish(searchHint(p, 1));
		if (advice.kind !== 'unsure') throw new Error(`expected unsure, got ${advice.kind}`);
		expect(squareName(p.board, advice.square)).toBe('d3');
		expect(advice.budget).toBe(1);
		expect(advice.ruledOut.map((r) => squareName(p.board, r.square))).toEqual(['c2']);
		expect(advice.ruledOut[0]?.reason).toMatch(/^The start, a1, has no unvisited neighbour left/);
	});

	test('lost: a position no move can save says so, with the proof', () => {
		const advice = finish(searchHint(position('5×5', 'a1 b3 d4 c2 e1'), 1_000_000));
		expect(advice.kind).toBe('lost');
	});

	test('none before the start and when the knight is stuck', () => {
		expect(finish(searchHint(position('5×5', ''), 100))).toEqual({ kind: 'none' });
		expect(finish(searchHint(position('5×5', 'c2 d4 b3 a1'), 100))).toEqual({ kind: 'none' });
	});
});

describe('searchLastWinnable(position, maxNodes)', () => {
	test.each([
		['8×8', 'e3', false, 54],
		['6×6', 'a1', true, 7],
	] as const)(
		'%s from %s (closed: %s), Warnsdorff’s game: back to move %i, the last the oracle can finish',
		(size, start, closed, moves) => {
			const game = warnsdorffGame(position(size, start, closed));
			const at = (k: number): GamePosition => ({ ...game, played: game.played.slice(0, k) });
			expect(canFinish(at(moves))).toBe(true);
			expect(canFinish(at(moves + 1))).toBe(false);
			const found = finish(searchLastWinnable(game, 250_000));
			expect(found).toMatchObject({ kind: 'found', moves });
			if (found.kind !== 'found') return;
			const tour = [...game.played.slice(0, moves), ...found.continuation];
			expect(verifyTour(game.board, tour, { closed })).toEqual({ ok: true });
		},
	);

	test('none when even the start is lost: 5×5 from a light square', () => {
		const p = position('5×5', 'c2 a1 b3');
		expect(names(p)).toBe('c2 a1 b3');
		expect(finish(searchLastWinnable(p, 1000))).toEqual({ kind: 'none', unsure: 0, nodes: 0 });
	});

	test('the total budget stops the search and counts the positions left as unsure', () => {
		const p = position('8×8', 'a1 b3 c5 d7 f8 h7');
		const found = finish(searchLastWinnable(p, 1, 2));
		expect(found.kind).toBe('none');
		if (found.kind === 'none') expect(found.unsure).toBeGreaterThan(0);
	});
});
