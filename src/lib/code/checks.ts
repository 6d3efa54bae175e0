/**
 * The checks of a program's results: pure functions from a test case and what
 * the entry returned (with its visit/unvisit counts) to a verdict that names
 * the first thing wrong. Expected values come from the library itself: its
 * `verifyTour`, its Warnsdorff walk, its backtracking search, its network.
 */
import { squareName, type Board, type Square } from '../board.ts';
import { backtrackingSearch } from '../solvers/backtracking.ts';
import { finish } from '../solvers/types.ts';
import { warnsdorffTour } from '../solvers/warnsdorff.ts';
import { verifyTour } from '../tour.ts';
import { boardData, boardOfCase, neighborsInRuleOrder, type BoardData } from './board-api.ts';
import { libraryNetworkState, moveName, networkData, type NetworkData } from './network.ts';
import type { CodeTestCase, ExerciseTieBreak, TestOutcome } from './types.ts';

/** What one call of the entry gets: a board for `solve`, a network for `sweep`. */
export type EntryInput = { kind: 'board'; board: BoardData } | { kind: 'net'; net: NetworkData };

/** What one call of the entry gave: its value (for `sweep`, `{ U, V }` after the call) and its steps. */
export interface CallResult {
	value: unknown;
	visits: number;
	unvisits: number;
}

/** Formats a count with thousands separators. */
function count(n: number): string {
	return n.toLocaleString('en-US');
}

/** Lists the inputs of a test: one call per board (one per start for a Warnsdorff test). */
export function callsOf(test: CodeTestCase): EntryInput[] {
	if (test.kind === 'tour') return [{ kind: 'board', board: boardData(test.board) }];
	if (test.kind === 'sweep') {
		return [{ kind: 'net', net: networkData(test.rows, test.cols, test.seed, test.sweep) }];
	}
	return test.starts.map((start) => ({
		kind: 'board',
		board: boardData({ rows: test.rows, cols: test.cols, holes: [], start, closed: false }),
	}));
}

/** Describes a value briefly for a message: its type, or its start when it is long. */
function describe(value: unknown): string {
	if (value === undefined) return 'undefined (nothing was returned)';
	if (value === null) return 'null';
	if (typeof value === 'string') return `the text ${JSON.stringify(value.slice(0, 40))}`;
	if (typeof value !== 'object') return `${typeof value} ${String(value)}`;
	return Array.isArray(value) ? 'a list' : 'an object';
}

/** Returns why a list is not a list of whole numbers, or null when it is. */
function notSquares(list: unknown, what: string): string | null {
	if (!Array.isArray(list))
		return `${what} must be a list of squares (numbers), got ${describe(list)}.`;
	const bad = list.findIndex((x) => typeof x !== 'number' || !Number.isInteger(x));
	if (bad < 0) return null;
	return `${what} must be a list of squares (whole numbers), but entry ${String(bad)} is ${describe(list[bad])}.`;
}

/**
 * Returns why the entry's value has the wrong shape for this test (not a list
 * of whole numbers; for a sweep, U or V changed in length or holding other
 * than whole numbers and 0/1), or null when the shape is right. A wrong shape
 * is a 'bad-result' error of the program, not a failed test.
 */
export function resultProblem(
	test: CodeTestCase,
	input: EntryInput,
	value: unknown,
): string | null {
	if (test.kind !== 'sweep') return notSquares(value, 'solve(board)');
	const net = input.kind === 'net' ? input.net : null;
	const { U, V } = (value ?? {}) as { U?: unknown; V?: unknown };
	for (const [name, list] of [
		['net.U', U],
		['net.V', V],
	] as const) {
		if (!Array.isArray(list))
			return `${name} must stay a list, but after sweep(net) it is ${describe(list)}.`;
		if (net !== null && list.length !== net.edges.length) {
			return `${name} must keep one entry per move (${String(net.edges.length)}), but after sweep(net) it has ${String(list.length)}.`;
		}
		const bad = list.findIndex(
			(x) =>
				typeof x !== 'number' || !Number.isInteger(x) || (name === 'net.V' && x !== 0 && x !== 1),
		);
		if (bad >= 0) {
			const want = name === 'net.V' ? '0 or 1' : 'a whole number';
			return `${name}[${String(bad)}] must be ${want}, but after sweep(net) it is ${describe(list[bad])}.`;
		}
	}
	return null;
}

/** Checks the result of a test from what each of its calls gave. */
export function checkTest(test: CodeTestCase, calls: readonly CallResult[]): TestOutcome {
	if (test.kind === 'tour') return checkTourTest(test, calls[0]);
	if (test.kind === 'warnsdorff') return checkWarnsdorffTest(test, calls);
	return checkSweepTest(test, calls[0]);
}

/** Returns the first thing wrong with a tour of a board from `start`, or null. */
export function tourError(
	board: Board,
	tour: readonly number[],
	start: Square | null,
	closed: boolean,
): string | null {
	const first = tour[0];
	if (
		start !== null &&
		first !== undefined &&
		first !== start &&
		Number.isInteger(first) &&
		first >= 0 &&
		first < board.size
	) {
		return `Move 1 is ${squareName(board, first)}; the tour must start on ${squareName(board, start)}.`;
	}
	if (start !== null && tour.length === 0) {
		return `The tour is empty; it must start on ${squareName(board, start)}.`;
	}
	const verdict = verifyTour(board, tour, { closed });
	return verdict.ok ? null : verdict.error;
}

/** Returns the node count of the library's search for a tour of this test's board. */
function librarySearchNodes(
	board: Board,
	start: Square | null,
	closed: boolean,
	order: 'fixed' | 'warnsdorff',
): number {
	const options = { order, closed, ...(start === null ? {} : { start }) };
	return finish(backtrackingSearch(board, options)).stats.nodes;
}

/** Checks a `tour` test. */
function checkTourTest(
	test: Extract<CodeTestCase, { kind: 'tour' }>,
	call: CallResult | undefined,
): TestOutcome {
	const spec = test.board;
	const board = boardOfCase(spec);
	const tour = (call?.value ?? []) as number[];
	const what = spec.closed ? 'a closed tour' : 'a tour';
	const from = spec.start === null ? '' : ` from ${squareName(board, spec.start)}`;
	const expected = `${what} of the ${String(spec.rows)}×${String(spec.cols)} board${from}`;
	const error = tourError(board, tour, spec.start, spec.closed);
	if (error !== null) {
		return {
			name: test.name,
			passed: false,
			expected,
			got: `${String(tour.length)} ${tour.length === 1 ? 'square' : 'squares'}, not ${what}`,
			detail: error,
		};
	}
	if (test.search === undefined) return { name: test.name, passed: true, expected, got: what };
	const visits = call?.visits ?? 0;
	const unvisits = call?.unvisits ?? 0;
	if (visits - unvisits !== tour.length) {
		return {
			name: test.name,
			passed: false,
			expected: `${expected}, with every step reported by visit and unvisit`,
			got: `visit called ${count(visits)} times, unvisit ${count(unvisits)}`,
			detail: `After the search ${count(visits - unvisits)} squares are still visited, but the tour has ${count(tour.length)}. Call visit(s) each time the knight steps onto s, and unvisit(s) each time it steps back off.`,
		};
	}
	const plain = librarySearchNodes(board, spec.start, spec.closed, 'fixed');
	const ordered = librarySearchNodes(board, spec.start, spec.closed, 'warnsdorff');
	const compare = `The library's search: ${count(plain)} positions in the plain order, ${count(ordered)} with Warnsdorff ordering.`;
	const got = `${what} after ${count(visits)} positions (${count(unvisits)} backtracks)`;
	if (test.search.ordering === 'warnsdorff' && visits >= plain) {
		return {
			name: test.name,
			passed: false,
			expected: `${expected}, in fewer positions than the plain search's ${count(plain)}`,
			got,
			detail: `Warnsdorff ordering tries the neighbour with the fewest unvisited onward squares first. ${compare}`,
		};
	}
	return { name: test.name, passed: true, expected, got, detail: compare };
}

/** Writes a number with a true minus sign, as the lessons do. */
function signed(n: unknown): string {
	return typeof n === 'number' && n < 0 ? `−${String(-n)}` : String(n);
}

/** Returns the library's walk for a start: the tour, or the squares before it got stuck. */
export function libraryWalk(
	rows: number,
	cols: number,
	start: Square,
	tieBreak: ExerciseTieBreak,
): number[] {
	const board = boardOfCase({ rows, cols, holes: [], start, closed: false });
	const result = warnsdorffTour(board, { start, tieBreak });
	if (result.status === 'found') return Array.from(result.tour);
	return Array.from(result.status === 'gave-up' ? (result.partial ?? []) : []);
}

/** Counts the unvisited neighbours of `s`. */
function onward(board: Board, s: Square, visited: ReadonlySet<Square>): number {
	return neighborsInRuleOrder(board, s).filter((t) => !visited.has(t)).length;
}

/** Explains the rule's choice at position `index` of the expected walk, listing the candidates. */
function explainChoice(
	board: Board,
	walk: readonly number[],
	index: number,
	tieBreak: ExerciseTieBreak,
): string {
	const visited = new Set(walk.slice(0, index));
	const from = walk[index - 1] as Square;
	const name = (s: Square): string => squareName(board, s);
	const candidates = neighborsInRuleOrder(board, from).filter((t) => !visited.has(t));
	if (candidates.length === 0)
		return `From ${name(from)} every neighbour is visited: the rule is stuck and the walk ends.`;
	const parts = candidates.map((t) => {
		const degree = onward(board, t, visited);
		if (tieBreak === 'pohl') {
			let sum = 0;
			for (const w of neighborsInRuleOrder(board, t))
				if (!visited.has(w)) sum += onward(board, w, visited);
			return `${name(t)} (${String(degree)} onward, Pohl sum ${String(sum)})`;
		}
		if (tieBreak === 'roth') {
			const dr = 2 * Math.floor(t / board.cols) - (board.rows - 1);
			const dc = 2 * (t % board.cols) - (board.cols - 1);
			return `${name(t)} (${String(degree)} onward, ${String((dr * dr + dc * dc) / 4)} from the centre squared)`;
		}
		return `${name(t)} (${String(degree)} onward)`;
	});
	const rule = {
		first: 'fewest onward moves, ties to the first in board.neighbors order',
		pohl: "fewest onward moves, then Pohl's least sum of the candidates' own onward counts, then the first in board.neighbors order",
		roth: "fewest onward moves, then Roth's farthest from the centre, then the first in board.neighbors order",
	}[tieBreak];
	return `From ${name(from)} the candidates in board.neighbors order are ${parts.join(', ')}; the rule (${rule}) takes ${name(walk[index] as Square)}.`;
}

/** Compares a walk with the library's; returns the difference in words, or null when equal. */
function walkDifference(
	board: Board,
	walk: readonly number[],
	expected: readonly number[],
	tieBreak: ExerciseTieBreak,
): string | null {
	const name = (s: number): string =>
		Number.isInteger(s) && s >= 0 && s < board.size ? squareName(board, s) : String(s);
	const length = Math.min(walk.length, expected.length);
	for (let i = 0; i < length; i++) {
		if (walk[i] === expected[i]) continue;
		if (i === 0)
			return `Move 1 is ${name(walk[0] as number)}; the walk must start on ${name(expected[0] as number)}.`;
		return `Move ${String(i + 1)} is ${name(walk[i] as number)}, but the rule goes to ${name(expected[i] as number)}. ${explainChoice(board, expected, i, tieBreak)}`;
	}
	if (walk.length > expected.length) {
		return `The walk goes on after move ${String(expected.length)}, where the rule is stuck: every neighbour of ${name(expected.at(-1) as number)} is visited, and your move ${String(expected.length + 1)} is ${name(walk[expected.length] as number)}.`;
	}
	if (walk.length < expected.length) {
		return `The walk stops after ${String(walk.length)} ${walk.length === 1 ? 'square' : 'squares'}; the rule goes on to ${name(expected[walk.length] as number)} (move ${String(walk.length + 1)}). ${walk.length === 0 ? '' : explainChoice(board, expected, walk.length, tieBreak)}`.trim();
	}
	return null;
}

/** Checks a `warnsdorff` test: every start's walk must equal the library's. */
function checkWarnsdorffTest(
	test: Extract<CodeTestCase, { kind: 'warnsdorff' }>,
	calls: readonly CallResult[],
): TestOutcome {
	const board = boardOfCase({
		rows: test.rows,
		cols: test.cols,
		holes: [],
		start: null,
		closed: false,
	});
	const rule =
		test.tieBreak === 'first'
			? 'the first tie-break'
			: test.tieBreak === 'pohl'
				? "Pohl's tie-break"
				: "Roth's tie-break";
	const n = test.starts.length;
	const expected = `the library's walk with ${rule} from ${n === 1 ? squareName(board, test.starts[0] as Square) : `all ${String(n)} starts`}`;
	let matches = 0;
	let first: string | null = null;
	let stuck = 0;
	test.starts.forEach((start, i) => {
		const walk = (calls[i]?.value ?? []) as number[];
		const want = libraryWalk(test.rows, test.cols, start, test.tieBreak);
		if (want.length < board.size) stuck++;
		const difference = walkDifference(board, walk, want, test.tieBreak);
		if (difference === null) matches++;
		else first ??= `From ${squareName(board, start)}: ${difference}`;
	});
	const stuckNote =
		stuck === 0
			? ''
			: ` From ${stuck === 1 ? 'one start' : `${String(stuck)} starts`} the rule gets stuck before the end, and the walk there is the squares up to that point.`;
	if (first === null) {
		return {
			name: test.name,
			passed: true,
			expected,
			got: `the same walk from ${n === 1 ? 'it' : `all ${String(n)}`}`,
			...(stuck === 0 ? {} : { detail: stuckNote.trim() }),
		};
	}
	return {
		name: test.name,
		passed: false,
		expected,
		got:
			n === 1
				? 'a different walk'
				: matches === 0
					? `a different walk from each of the ${String(n)} starts`
					: `the same walk from ${String(matches)} of the ${String(n)} starts`,
		detail: `${first as string}${stuckNote}`,
	};
}

/** Checks a `sweep` test: U and V after the call must equal the library's after that sweep. */
function checkSweepTest(
	test: Extract<CodeTestCase, { kind: 'sweep' }>,
	call: CallResult | undefined,
): TestOutcome {
	const { U, V } = (call?.value ?? { U: [], V: [] }) as { U: number[]; V: number[] };
	const want = libraryNetworkState(test.rows, test.cols, test.seed, test.sweep);
	const start = libraryNetworkState(test.rows, test.cols, test.seed, test.sweep - 1);
	const edges = networkData(test.rows, test.cols, test.seed, test.sweep).edges;
	const expected = `U and V of every move as the library's sweep ${String(test.sweep)} leaves them`;
	let wrong = 0;
	let first: string | null = null;
	for (let e = 0; e < want.U.length; e++) {
		const bad = U[e] !== want.U[e] || V[e] !== want.V[e];
		if (!bad) continue;
		wrong++;
		if (first !== null) continue;
		const move = moveName(test.rows, test.cols, edges[e] as [Square, Square]);
		first = `Move ${move} (edge ${String(e)}) started the sweep with U = ${signed(start.U[e])}, V = ${String(start.V[e])}; after it the library has U = ${signed(want.U[e])}, V = ${String(want.V[e])}, your sweep left U = ${signed(U[e])}, V = ${String(V[e])}.`;
	}
	const changed = want.V.filter((v, e) => v !== start.V[e]).length;
	if (first === null) {
		return {
			name: test.name,
			passed: true,
			expected,
			got: `all ${String(want.U.length)} moves equal`,
			detail: `${String(changed)} outputs switched in this sweep.`,
		};
	}
	return {
		name: test.name,
		passed: false,
		expected,
		got: `${String(wrong)} of ${String(want.U.length)} moves differ`,
		detail: first,
	};
}
