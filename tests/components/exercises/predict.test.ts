import { describe, expect, test } from 'vitest';
import {
	explainPrediction,
	predictPosition,
	type PredictBacktracking,
	type PredictWarnsdorff,
} from '../../../src/components/exercises/predict.ts';
import { createBoard, parseSquare, squareName, type Square } from '../../../src/lib/index.ts';

// The independent oracles below use their own knight moves, in the order the library documents
// (src/lib/leaper.ts and warnsdorff.ts: clockwise from two up and one right, rows counted down).
const MOVES: readonly [number, number][] = [
	[-2, 1],
	[-1, 2],
	[1, 2],
	[2, 1],
	[2, -1],
	[1, -2],
	[-1, -2],
	[-2, -1],
];

/** The squares a knight's move from `s` on rows×cols, in the move order above. */
function leaps(rows: number, cols: number, s: Square): Square[] {
	const r = Math.floor(s / cols);
	const c = s % cols;
	const out: Square[] = [];
	for (const [dr, dc] of MOVES) {
		if (r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < cols) {
			out.push((r + dr) * cols + c + dc);
		}
	}
	return out;
}

interface OracleStep {
	path: Square[];
	candidates: { square: Square; onward: number }[];
	answer: Square;
}

/**
 * Warnsdorff's rule walked independently of the library: the free square
 * with the fewest free onward squares; ties to the first in move order, or
 * (Roth) to the one farthest from the centre, then the first in move order.
 */
function oracleWarnsdorff(
	rows: number,
	cols: number,
	start: Square,
	tieBreak: 'first' | 'roth',
): OracleStep[] {
	const path = [start];
	const steps: OracleStep[] = [];
	const far = (s: Square): number =>
		(2 * Math.floor(s / cols) - (rows - 1)) ** 2 + (2 * (s % cols) - (cols - 1)) ** 2;
	for (;;) {
		const here = path[path.length - 1] as Square;
		const free = (s: Square): boolean => !path.includes(s);
		const candidates = leaps(rows, cols, here)
			.filter(free)
			.map((square) => ({ square, onward: leaps(rows, cols, square).filter(free).length }));
		if (candidates.length === 0) return steps;
		const least = Math.min(...candidates.map((c) => c.onward));
		let tied = candidates.filter((c) => c.onward === least).map((c) => c.square);
		if (tieBreak === 'roth') {
			const most = Math.max(...tied.map(far));
			tied = tied.filter((s) => far(s) === most);
		}
		const answer = tied[0] as Square;
		steps.push({ path: [...path], candidates, answer });
		path.push(answer);
	}
}

/** Pohl's second count, independently: the free onward squares of each free neighbour, added up. */
function oraclePohlSum(rows: number, cols: number, path: Square[], s: Square): number {
	const free = (t: Square): boolean => !path.includes(t);
	return leaps(rows, cols, s)
		.filter(free)
		.reduce((sum, t) => sum + leaps(rows, cols, t).filter(free).length, 0);
}

/**
 * The textbook depth-first search, independently: moves in the order above, a
 * dead end counted at the first take-back after a run of moves. Returns the
 * position after the n-th dead end's take-backs: the path, the squares
 * already tried from its last square, and the square visited next.
 */
function oracleAfterDeadEnd(
	rows: number,
	cols: number,
	start: Square,
	n: number,
): { path: Square[]; tried: Square[]; answer: Square } | null {
	const path = [start];
	let deadEnds = 0;
	let retreating = false;
	let found: { path: Square[]; tried: Square[]; answer: Square } | null = null;
	const go = (): boolean => {
		if (path.length === rows * cols) return true;
		const tried: Square[] = [];
		for (const s of leaps(rows, cols, path[path.length - 1] as Square)) {
			if (path.includes(s)) continue;
			if (deadEnds === n) {
				found = { path: [...path], tried, answer: s };
				return true;
			}
			path.push(s);
			retreating = false;
			if (go()) return true;
			path.pop();
			tried.push(s);
			if (!retreating) deadEnds++;
			retreating = true;
		}
		return false;
	};
	go();
	return found;
}

const name5 = (s: Square): string => squareName(createBoard(5, 5), s);
const a1on5 = parseSquare(createBoard(5, 5), 'a1');

describe('predictPosition(spec) for Warnsdorff', () => {
	test.each([
		[5, 5, 'a1', 'first'],
		[8, 8, 'a1', 'first'],
		[8, 8, 'd4', 'first'],
		[6, 7, 'c3', 'first'],
		[8, 8, 'b2', 'roth'],
		[7, 7, 'a1', 'roth'],
	] as const)(
		'%i×%i from %s, tie-break %s, agrees with an independent walk',
		(rows, cols, from, tieBreak) => {
			const start = parseSquare(createBoard(rows, cols), from);
			const walk = oracleWarnsdorff(rows, cols, start, tieBreak);
			expect(walk.length).toBeGreaterThan(10);
			walk.forEach((expected, i) => {
				const spec: PredictWarnsdorff = {
					algorithm: 'warnsdorff',
					rows,
					cols,
					start,
					tieBreak,
					step: i + 1,
				};
				const position = predictPosition(spec);
				expect(position.path).toEqual(expected.path);
				expect(position.current).toBe(expected.path.at(-1));
				expect(position.answer).toBe(expected.answer);
				expect(position.candidates).toEqual(expected.candidates);
				expect(explainPrediction(spec, expected.answer)).toBeNull();
			});
		},
	);

	test("Pohl's tie-break picks the smallest second count, as the explanation says", () => {
		const rows = 8;
		const cols = 8;
		let ties = 0;
		for (let step = 1; step < 63; step++) {
			const spec: PredictWarnsdorff = {
				algorithm: 'warnsdorff',
				rows,
				cols,
				start: 0,
				tieBreak: 'pohl',
				step,
			};
			let position;
			try {
				position = predictPosition(spec);
			} catch {
				break;
			}
			const least = Math.min(...position.candidates.map((c) => c.onward ?? 0));
			const tied = position.candidates.filter((c) => c.onward === least).map((c) => c.square);
			if (tied.length < 2) continue;
			ties++;
			const sums = tied.map((s) => oraclePohlSum(rows, cols, position.path, s));
			expect(position.answer).toBe(tied[sums.indexOf(Math.min(...sums))]);
			const wrong = tied.find((s) => s !== position.answer) as Square;
			const board = createBoard(rows, cols);
			const text = explainPrediction(spec, wrong) ?? '';
			expect(text).toContain("Pohl's tie-break");
			expect(text).toContain(
				`${squareName(board, wrong)} ${String(oraclePohlSum(rows, cols, position.path, wrong))}`,
			);
			expect(text).toMatch(new RegExp(`: ${squareName(board, position.answer)}\\.$`));
		}
		expect(ties).toBeGreaterThan(3);
	});
});

describe('explainPrediction(spec, clicked) for Warnsdorff', () => {
	// From a1 on 5×5: b3 and c2 both have 5 onward moves (independent walk); then from b3,
	// a5 has 1 and c5, d4, d2, c1 have 3 each.
	const first: PredictWarnsdorff = {
		algorithm: 'warnsdorff',
		rows: 5,
		cols: 5,
		start: a1on5,
		tieBreak: 'first',
		step: 1,
	};
	const at = (n: string): Square => parseSquare(createBoard(5, 5), n);

	test('a candidate with more onward moves: both counts', () => {
		const spec = { ...first, step: 2 };
		expect(predictPosition(spec).answer).toBe(at('a5'));
		expect(explainPrediction(spec, at('d4'))).toBe(
			"d4 has 3 onward moves, but a5 has only 1, the fewest, and Warnsdorff's rule takes the square with the fewest onward moves.",
		);
	});

	test('a tie: several squares share the count, and the tie-break says why', () => {
		expect(predictPosition(first).answer).toBe(at('b3'));
		expect(explainPrediction(first, at('c2'))).toBe(
			'c2 has 5 onward moves, the fewest, but so does b3: several squares share the smallest count, so a tie-break decides. Of those, the "first" tie-break takes the one that comes first in the fixed move order (clockwise from two up and one right): b3.',
		);
		const roth = explainPrediction({ ...first, tieBreak: 'roth' }, at('c2')) ?? '';
		expect(roth).toContain("Roth's tie-break takes the one farthest from the centre");
		expect(roth).toContain('b3 1.00, c2 1.00');
		expect(roth).toContain(
			'b3 and c2 are equally far, so the first of them in move order wins: b3.',
		);
	});

	test('the random tie-break names its seed and what it drew', () => {
		const spec: PredictWarnsdorff = { ...first, tieBreak: 'random', seed: 1 };
		const { answer } = predictPosition(spec);
		const other = answer === at('b3') ? at('c2') : at('b3');
		const text = explainPrediction(spec, other) ?? '';
		expect(text).toContain('5 onward moves');
		expect(text).toContain(`seed 1), and it drew ${name5(answer)}`);
	});

	test('squares that are not candidates', () => {
		const spec = { ...first, step: 3 };
		const { path, current } = predictPosition(spec);
		expect(path.map(name5)).toEqual(['a1', 'b3', 'a5']);
		// From a5 only c4 is free; its free onward squares are a3, b2, d2, e3 and e5.
		expect(explainPrediction(spec, at('a1'))).toBe(
			"a1 is already visited (move 1), and the knight never returns. The free squares a knight's move away, with their onward moves, are c4 (5).",
		);
		expect(explainPrediction(spec, current)).toMatch(
			/^The knight stands on a5 and has to move on\./,
		);
		expect(explainPrediction(spec, at('e1'))).toMatch(/^e1 is not a knight's move from a5\./);
	});
});

describe('predictPosition(spec) for backtracking', () => {
	const spec: PredictBacktracking = {
		algorithm: 'backtracking',
		rows: 5,
		cols: 5,
		start: a1on5,
		afterDeadEnd: 1,
	};

	test('after the first dead end from a1 on 5×5, as an independent search finds', () => {
		const expected = oracleAfterDeadEnd(5, 5, a1on5, 1);
		if (expected === null) throw new Error('the oracle met no dead end');
		const position = predictPosition(spec);
		expect(position.path).toEqual(expected.path);
		expect(position.tried).toEqual(expected.tried);
		expect(position.answer).toBe(expected.answer);
		// What that independent search gives, spelled out.
		expect(position.path.map(name5).join(' ')).toBe(
			'a1 b3 c5 e4 d2 b1 c3 d5 e3 d1 b2 c4 e5 d3 e1 c2 d4',
		);
		expect(position.tried?.map(name5)).toEqual(['e2']);
		expect(name5(position.answer)).toBe('b5');
		expect(position.candidates).toEqual([
			{ square: parseSquare(createBoard(5, 5), 'e2'), onward: null },
			{ square: position.answer, onward: null },
		]);
	});

	test.each([2, 3, 5, 10, 40])('after dead end %i, as the independent search finds', (n) => {
		const expected = oracleAfterDeadEnd(5, 5, a1on5, n);
		if (expected === null) throw new Error('the oracle met too few dead ends');
		const position = predictPosition({ ...spec, afterDeadEnd: n });
		expect(position.path).toEqual(expected.path);
		expect(position.tried).toEqual(expected.tried);
		expect(position.answer).toBe(expected.answer);
	});

	test('explains a square already tried, one for later, and one off the candidates', () => {
		expect(explainPrediction(spec, parseSquare(createBoard(5, 5), 'b5'))).toBeNull();
		expect(explainPrediction(spec, parseSquare(createBoard(5, 5), 'e2'))).toBe(
			'The search has already tried e2 from d4 and taken it back, because every way on from there ended in a dead end. From d4 it tries the free squares in the fixed move order (clockwise from two up and one right): e2 (tried) and b5; so b5 comes next.',
		);
		const two = { ...spec, afterDeadEnd: 2 };
		const position = predictPosition(two);
		const later = position.candidates.at(-1)?.square as Square;
		expect(explainPrediction(two, later)).toMatch(/but later\./);
		expect(explainPrediction(two, a1on5)).toMatch(/^a1 is on the path already \(move 1\)/);
	});

	test('Warnsdorff order shows the onward counts, and the cut its refusals', () => {
		const ordered: PredictBacktracking = {
			algorithm: 'backtracking',
			rows: 7,
			cols: 7,
			start: parseSquare(createBoard(7, 7), 'b2'),
			strength: 'warnsdorff',
			afterDeadEnd: 1,
		};
		const position = predictPosition(ordered);
		const counts = position.candidates.map((c) => c.onward ?? -1);
		expect(counts.every((n) => n >= 0)).toBe(true);
		expect(counts).toEqual([...counts].sort((a, b) => a - b));
		const cut: PredictBacktracking = {
			...spec,
			start: parseSquare(createBoard(5, 5), 'b2'),
			strength: 'cut',
		};
		const refused = predictPosition(cut);
		const skipped = refused.candidates
			.slice(
				0,
				refused.candidates.findIndex((c) => c.square === refused.answer),
			)
			.find((c) => !(refused.tried ?? []).includes(c.square));
		expect(skipped).toBeDefined();
		expect(explainPrediction(cut, skipped?.square as Square)).toMatch(/^The dead-end cut refuses /);
	});
});

describe('bad specs', () => {
	const warnsdorff: PredictWarnsdorff = {
		algorithm: 'warnsdorff',
		rows: 5,
		cols: 5,
		start: a1on5,
		tieBreak: 'first',
		step: 1,
	};
	test.each([
		['step 0', { ...warnsdorff, step: 0 }, RangeError, 'predictPosition: spec.step'],
		[
			'a step after the rule is stuck',
			{ ...warnsdorff, step: 24, start: 1 },
			RangeError,
			'stuck after',
		],
		[
			'an unknown tie-break',
			{ ...warnsdorff, tieBreak: 'squirrel-cull' },
			RangeError,
			'spec.tieBreak',
		],
		['a start off the board', { ...warnsdorff, start: 25 }, RangeError, 'spec.start'],
		['no spec', null, TypeError, 'predictPosition: spec'],
		[
			'a dead end the search never meets',
			{
				algorithm: 'backtracking',
				rows: 5,
				cols: 5,
				start: a1on5,
				strength: 'cut',
				afterDeadEnd: 1,
			},
			RangeError,
			'finds a tour after 0 dead ends',
		],
	] as const)('%s', (_what, spec, kind, words) => {
		expect(() => predictPosition(spec as never)).toThrow(kind);
		expect(() => predictPosition(spec as never)).toThrow(words);
	});

	test('a click off the board', () => {
		expect(() => explainPrediction(warnsdorff, 25)).toThrow('explainPrediction: clicked');
	});
});
