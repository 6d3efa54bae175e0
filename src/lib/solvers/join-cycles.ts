/**
 * Joining disjoint closed cycles of leaps into one closed tour with two-edge
 * swaps, the glue of Schwenk's and Parberry's constructions (see proofs.ts):
 * a move a–b of one cycle and a move c–d of another, placed so that a–c and
 * b–d (or a–d and b–c) are leaps too, are taken out and those two put in,
 * which leaves one cycle through the squares of both. Ian Parberry joins the
 * Takefuji–Lee network's cycles this way ("Tourney", arXiv 2001.06044); here
 * the swaps are tried greedily, first found first made, until one cycle is
 * left or no swap fits, so a "no" says only that this greedy order got stuck.
 */
import { checkArray, checkBoard, checkWhole } from '../args.ts';
import { isHole, type Board, type Square } from '../board.ts';
import { graphOf } from './graph.ts';
import { isLeap, verifyTour } from '../tour.ts';

/** One swap: two moves taken out of two cycles and two moves put in between them. */
export interface CycleJoin {
	/** The move taken out of the first cycle and the move taken out of the second. */
	removed: [[Square, Square], [Square, Square]];
	/** The two moves put in, each joining a square of one cycle to a square of the other. */
	added: [[Square, Square], [Square, Square]];
	/** The cycles after this swap, the joined one first. */
	cycles: Square[][];
}

/** What `joinCycles` did: one closed tour, or the cycles left when no swap fitted. */
export type JoinResult =
	| { status: 'tour'; tour: Square[]; joins: CycleJoin[] }
	| { status: 'stuck'; cycles: Square[][]; joins: CycleJoin[] };

/**
 * A swap found: a at position i of cycle x (b follows it), c at position j of
 * cycle y, and d next to c (after it when dStep is 1, before it when −1).
 * Trying every leap a–c and both neighbours d of c covers both ways a swap can
 * cross (a–c, b–d and a–d, b–c).
 */
interface Swap {
	x: number;
	i: number;
	y: number;
	j: number;
	dStep: 1 | -1;
}

/** Checks that `cycles` are disjoint cycles of leaps on squares of the board, each of ≥ 3 squares. */
function checkCycles(fn: string, board: Board, cycles: unknown): asserts cycles is Square[][] {
	checkArray(fn, 'cycles', cycles, 'an array of cycles, each an array of squares');
	const seen = new Uint8Array(board.size);
	(cycles as unknown[]).forEach((cycle, k) => {
		checkArray(fn, `cycles[${String(k)}]`, cycle, 'an array of squares');
		const squares = cycle as unknown[];
		if (squares.length < 3) {
			throw new RangeError(
				`${fn}: cycles[${String(k)}] must have at least 3 squares, got ${String(squares.length)}.`,
			);
		}
		squares.forEach((s, i) => {
			checkWhole(fn, `cycles[${String(k)}][${String(i)}]`, s, 0, board.size - 1);
			const square = s as Square;
			const next = squares[(i + 1) % squares.length] as Square;
			if (isHole(board, square) || seen[square] === 1) {
				throw new RangeError(
					`${fn}: square ${String(square)} in cycles[${String(k)}] is a hole or in two cycles.`,
				);
			}
			seen[square] = 1;
			if (Number.isInteger(next) && !isLeap(board, square, next)) {
				throw new RangeError(
					`${fn}: cycles[${String(k)}] moves from ${String(square)} to ${String(next)}, which is no leap.`,
				);
			}
		});
	});
}

/** Finds the first swap in cycle order and position order, or null when none fits. */
function findSwap(board: Board, cycles: readonly Square[][]): Swap | null {
	const graph = graphOf(board);
	const cycleOf = new Int32Array(board.size).fill(-1);
	const indexOf = new Int32Array(board.size);
	cycles.forEach((cycle, k) => {
		cycle.forEach((s, i) => {
			cycleOf[s] = k;
			indexOf[s] = i;
		});
	});
	for (let x = 0; x < cycles.length; x++) {
		const cx = cycles[x] as Square[];
		for (let i = 0; i < cx.length; i++) {
			const a = cx[i] as Square;
			const b = cx[(i + 1) % cx.length] as Square;
			const stop = graph.offsets[a + 1] as number;
			for (let n = graph.offsets[a] as number; n < stop; n++) {
				const c = graph.adjacency[n] as Square;
				const y = cycleOf[c] as number;
				if (y === x || y < 0) continue;
				const cy = cycles[y] as Square[];
				const j = indexOf[c] as number;
				for (const dStep of [1, -1] as const) {
					const d = cy[(j + dStep + cy.length) % cy.length] as Square;
					// a–c is a leap; the swap needs b–d as well.
					if (isLeap(board, b, d)) return { x, i, y, j, dStep };
				}
			}
		}
	}
	return null;
}

/** Returns cycle y walked from its square j, away from the neighbour at j + dStep, all the way round. */
function walkFrom(cycle: readonly Square[], j: number, dStep: 1 | -1): Square[] {
	const out: Square[] = [];
	const n = cycle.length;
	for (let k = 0; k < n; k++) out.push(cycle[(((j - dStep * k) % n) + n) % n] as Square);
	return out;
}

/** Makes a swap: b … a (cycle x cut at a–b), then c … d (cycle y cut at c–d); returns the new cycles. */
function splice(cycles: readonly Square[][], swap: Swap): { cycles: Square[][]; join: CycleJoin } {
	const cx = cycles[swap.x] as Square[];
	const cy = cycles[swap.y] as Square[];
	const a = cx[swap.i] as Square;
	const b = cx[(swap.i + 1) % cx.length] as Square;
	const c = cy[swap.j] as Square;
	const d = cy[(swap.j + swap.dStep + cy.length) % cy.length] as Square;
	// From b round cycle x to a, over the new move a–c, round cycle y from c to d, and d–b closes it.
	const fromB = walkFrom(cx, (swap.i + 1) % cx.length, -1);
	const joined = [...fromB, ...walkFrom(cy, swap.j, swap.dStep)];
	const rest = cycles.filter((_, k) => k !== swap.x && k !== swap.y);
	const after = [joined, ...rest];
	return {
		cycles: after,
		join: {
			removed: [
				[a, b],
				[c, d],
			],
			added: [
				[a, c],
				[b, d],
			],
			cycles: after,
		},
	};
}

/**
 * Joins disjoint cycles of leaps by two-edge swaps until one cycle is left
 * (`tour`, checked by verifyTour as a closed tour when the cycles cover the
 * board) or no swap fits (`stuck`).
 */
export function joinCycles(board: Board, cycles: readonly (readonly Square[])[]): JoinResult {
	checkBoard('joinCycles', board);
	checkCycles('joinCycles', board, cycles);
	const result = joinUnchecked(board, cycles, true);
	if (result.status === 'tour') {
		const squares = cycles.reduce((sum, cycle) => sum + cycle.length, 0);
		const check = verifyTour(board, result.tour, { closed: true });
		// Cycles that cover the board make a closed tour of it; verifyTour can only judge those.
		if (squares === board.size - board.holeCount && !check.ok) {
			throw new Error(`joinCycles: the joined cycle is not a closed tour (${check.error}).`);
		}
	}
	return result;
}

/**
 * `joinCycles` without the checks, for the network's experiments (which pass
 * cycles of a 2-factor). Without `record` the joins list stays empty and no
 * copies of the cycles are kept.
 */
export function joinUnchecked(
	board: Board,
	cycles: readonly (readonly Square[])[],
	record: boolean,
): JoinResult {
	let current = cycles.map((cycle) => [...cycle]);
	const joins: CycleJoin[] = [];
	while (current.length > 1) {
		const swap = findSwap(board, current);
		if (swap === null) return { status: 'stuck', cycles: current, joins };
		const next = splice(current, swap);
		current = next.cycles;
		if (record) joins.push(next.join);
	}
	return { status: 'tour', tour: current[0] ?? [], joins };
}
