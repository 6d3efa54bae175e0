/**
 * Which squares a leaper can reach: the components of its graph on a board,
 * and D. E. Knuth's rule for when that graph is connected ("Leaper graphs",
 * Mathematical Gazette 78 (1994), 274–297, Theorem 1): an {r, s}-leaper with
 * r ≤ s on an m × n board with 2 ≤ m ≤ n is connected exactly when
 * r + s and s − r have no common factor, n ≥ 2s and m ≥ r + s.
 */
import { checkBoard, checkWhole } from './args.ts';
import { createBoard, leapsFrom, type Board, type Square } from './board.ts';
import { MAX_LEAP, normalizeLeaper, type Leaper } from './leaper.ts';

/** Returns the greatest common divisor of two whole numbers (gcd(0, 0) = 0). */
function gcd(a: number, b: number): number {
	let [x, y] = [Math.abs(a), Math.abs(b)];
	while (y !== 0) [x, y] = [y, x % y];
	return x;
}

/**
 * Splits a board's squares (holes left out) into the pieces its leaper can
 * travel between: each piece in square order, pieces ordered by their first square.
 */
export function leaperComponents(board: Board): Square[][] {
	checkBoard('leaperComponents', board);
	const piece = new Int32Array(board.size).fill(-1);
	const pieces: Square[][] = [];
	for (let root = 0; root < board.size; root++) {
		if (piece[root] !== -1 || board.holes?.[root] === 1) continue;
		const members: Square[] = [];
		const stack = [root];
		piece[root] = pieces.length;
		while (stack.length > 0) {
			const square = stack.pop() as Square;
			members.push(square);
			for (const next of leapsFrom(board, square)) {
				if (piece[next] === -1) {
					piece[next] = pieces.length;
					stack.push(next);
				}
			}
		}
		pieces.push(members.sort((x, y) => x - y));
	}
	return pieces;
}

/** Knuth's verdict on a leaper's graph, with the condition that decides it. */
export interface LeaperConnectivity {
	connected: boolean;
	reason: string;
}

/**
 * Says from Knuth's theorem, without looking at squares, whether the
 * (a, b)-leaper's graph on a whole rows × cols board is connected, and why.
 */
export function leaperConnectivity(rows: number, cols: number, leaper: Leaper): LeaperConnectivity {
	const fn = 'leaperConnectivity';
	checkWhole(fn, 'rows', rows, 1, 4000);
	checkWhole(fn, 'cols', cols, 1, 4000);
	if (!Array.isArray(leaper) || leaper.length !== 2) {
		throw new TypeError(`${fn}: leaper must be a pair of numbers such as [1, 2].`);
	}
	checkWhole(fn, 'leaper[0]', leaper[0], 0, MAX_LEAP);
	checkWhole(fn, 'leaper[1]', leaper[1], 0, MAX_LEAP);
	const [r, s] = normalizeLeaper(leaper);
	const [m, n] = rows <= cols ? [rows, cols] : [cols, rows];
	const name = `The (${String(r)}, ${String(s)})-leaper`;
	const board = `${String(rows)}×${String(cols)}`;
	if (m * n === 1) return { connected: true, reason: `A 1×1 board is a single square.` };
	if ((r + s) % 2 === 0) {
		return {
			connected: false,
			reason: `${name} never changes colour (${String(r)} + ${String(s)} is even), so it reaches at most half the squares.`,
		};
	}
	const common = gcd(r, s);
	if (common > 1) {
		return {
			connected: false,
			reason: `${name} moves by multiples of ${String(common)} (both steps are), so from a square it reaches only squares whose rows and columns differ from it by multiples of ${String(common)}.`,
		};
	}
	if (n < 2 * s || m < r + s) {
		return {
			connected: false,
			reason: `${name} needs a board at least ${String(r + s)}×${String(2 * s)}: the ${board} board is too small, so its graph falls apart (Knuth 1994).`,
		};
	}
	return {
		connected: true,
		reason: `${name} can reach every square of ${board}: ${String(r)} + ${String(s)} is odd, the steps have no common factor, and the board is at least ${String(r + s)}×${String(2 * s)} (Knuth 1994).`,
	};
}

/**
 * Returns the smallest n from 1 to `maxSide` for which the leaper's graph on
 * the n × n board has one component and at least two squares, found by
 * looking at the boards; null when there is none up to `maxSide`.
 */
export function smallestConnectedSquare(leaper: Leaper, maxSide = 40): number | null {
	const fn = 'smallestConnectedSquare';
	if (!Array.isArray(leaper) || leaper.length !== 2) {
		throw new TypeError(`${fn}: leaper must be a pair of numbers such as [1, 2].`);
	}
	checkWhole(fn, 'leaper[0]', leaper[0], 0, MAX_LEAP);
	checkWhole(fn, 'leaper[1]', leaper[1], 0, MAX_LEAP);
	checkWhole(fn, 'maxSide', maxSide, 1, 200);
	for (let n = 2; n <= maxSide; n++) {
		if (leaperComponents(createBoard(n, n, { leaper })).length === 1) return n;
	}
	return null;
}
