/**
 * Warnsdorff's rule without backtracking: from the current square, leap to the
 * unvisited square with the fewest unvisited onward squares. The rule leaves
 * ties open; this module names five ways to break them.
 *
 * Sources:
 * - H. C. von Warnsdorff, "Des Rösselsprunges einfachste und allgemeinste Lösung",
 *   Schmalkalden, 1823.
 * - I. Pohl, "A method for finding Hamilton paths and knight's tours", CACM 10 (1967) 446–449.
 * - A. Roth, "The problem of the knight: a fast and simple algorithm", Wolfram MathSource 909.
 * - D. Squirrel and P. Cull, "A Warnsdorff-rule algorithm for knight's tours on square
 *   chessboards", Oregon State University REU report, 1996.
 * - S. Ganzfried, "A new algorithm for knight's tours", Oregon State University REU report, 2004
 *   (the move numbering, the random-tie rates, and the analysis of Squirrel and Cull's rule).
 *
 * Move numbers follow Squirrel, Cull and Ganzfried: with rows counted down from
 * the top row as drawn, move 1 is (−2, +1) (two rows up, one column right) and
 * the others follow clockwise, as `LITERATURE_KNIGHT_MOVES` lists. Their square
 * (1, 1) is row 1 at the top, column 1 at the left: our square 0, and the
 * default start, so that published move orders reproduce published tours.
 */
import {
	checkArrayLike,
	checkBoard,
	checkFinite,
	checkOneOf,
	checkOptions,
	checkSquare,
	checkString,
	checkWhole,
	showValue,
} from '../args.ts';
import { MAX_SIDE, squareName, type Board, type Square } from '../board.ts';
import type { Offset } from '../leaper.ts';
import { createRandom, type Random } from '../random.ts';
import { squaresToVisit } from '../tour.ts';
import { emptyStats, type Candidate, type SolveResult, type StepStream } from './types.ts';

/** How a tie between equally constrained squares is broken. */
export type TieBreak = 'first' | 'random' | 'pohl' | 'roth' | 'squirrel-cull';

/** Every tie-break, in the order a menu shows them. */
export const TIE_BREAKS: readonly TieBreak[] = ['first', 'random', 'pohl', 'roth', 'squirrel-cull'];

/** Options for `warnsdorffSteps` and `warnsdorffTour`. */
export interface WarnsdorffOptions {
	/**
	 * Where the tour starts. Default: square 0 (top-left as drawn, the papers'
	 * (1, 1)); with holes, the first square in square order that is not one.
	 */
	start?: Square;
	/** How ties are broken. Default: 'first'. */
	tieBreak?: TieBreak;
	/** Seed of the random source for 'random' and for `residualTies: 'random'`. Default: 1. */
	seed?: number;
	/**
	 * Move numbers in the order ties go to, for 'first' and for what 'pohl' and
	 * 'roth' leave tied; ignored by 'squirrel-cull', which has its own. Default:
	 * 1, 2, …, k for a leaper with k moves.
	 */
	moveOrder?: readonly number[];
	/** How 'pohl' and 'roth' break the ties their second rule leaves. Default: 'move-order'. */
	residualTies?: 'move-order' | 'random';
}

/**
 * The eight knight moves as Squirrel, Cull and Ganzfried number them: entry
 * k − 1 is move k, as (rows down, columns right).
 */
export const LITERATURE_KNIGHT_MOVES: readonly Offset[] = [
	{ dr: -2, dc: 1 },
	{ dr: -1, dc: 2 },
	{ dr: 1, dc: 2 },
	{ dr: 2, dc: 1 },
	{ dr: 2, dc: -1 },
	{ dr: 1, dc: -2 },
	{ dr: -1, dc: -2 },
	{ dr: -2, dc: -1 },
];

/** One stage of Squirrel and Cull's rule: a move order, kept until the knight reaches `until`. */
export interface SquirrelCullStage {
	/** Move numbers in tie-break order. */
	order: number[];
	/** The switch square, (row, column) from 1 at the top left; null for the last stage. */
	until: [number, number] | null;
}

/**
 * Squirrel and Cull's (1996) move orders and switch squares for m×m boards,
 * indexed by m mod 8: the knight keeps an order until it reaches the next
 * switch square, (row, column) from 1 at the top left.
 */
const SQUIRREL_CULL_TABLE: readonly {
	orders: string;
	switches: (m: number) => [number, number][];
}[] = [
	{
		orders: '34261578 87642135 51867342 51342678 21435678',
		switches: (m) => [
			[m - 1, m - 2],
			[2, 2],
			[m - 8, 1],
			[7, m - 3],
		],
	},
	{
		orders: '34261578 87642135 51324678 32481765',
		switches: (m) => [
			[m - 1, m - 2],
			[2, 2],
			[m - 6, (m + 9) / 2],
		],
	},
	{
		orders: '34261578 87642135 54132678 52431678 85647123 15746823',
		switches: (m) => [
			[6, 1],
			[3, 1],
			[m - 15, 4],
			[10, m - 2],
			[5, (m - 6) / 2],
		],
	},
	{
		orders: '34625718 42681357 86512347 51867342 61825437 71642538',
		switches: (m) => [
			[m - 1, m - 2],
			[m - 6, m],
			[2, 5],
			[m - 10, 3],
			[(m + 1) / 2, m - 2],
		],
	},
	{
		orders: '34261578 87642135 51867342 51342678 86753421 78563421',
		switches: (m) => [
			[m - 1, m - 2],
			[2, 2],
			[m - 8, 1],
			[10, m - 5],
			[13, (m + 2) / 2],
		],
	},
	{
		orders: '34261578 87642135 51324678 15234678',
		// The paper splits m ≡ 5 (mod 8) by m mod 16 for the last switch square.
		switches: (m) => [
			[m - 1, m - 2],
			[2, 2],
			[m - 2, (m % 16 === 5 ? m - 5 : m - 13) / 2],
		],
	},
	{
		orders: '34261578 87642135 54132678 52431678 85647123 12453678',
		switches: (m) => [
			[6, 1],
			[3, 1],
			[m - 10, 1],
			[10, m - 2],
			[3, (m + 8) / 2],
		],
	},
	{
		orders: '34625718 42681357 86512347 51867342 61825437 61357284',
		switches: (m) => [
			[m - 1, m - 2],
			[m - 6, m],
			[2, 5],
			[m - 6, 3],
			[(m + 1) / 2, m - 2],
		],
	},
];

/**
 * Returns Squirrel and Cull's stages for an m×m board (m ≥ 5), for a start in
 * any corner (the paper's is the top left, square 0). From another corner the
 * whole rule is mirrored: each move order's moves and each switch square, so
 * the tour is the mirror image of the paper's. A switch square off the board
 * is never reached, so its stage lasts to the end, as in Squirrel's own
 * program; only the current stage's square is watched.
 */
export function squirrelCullStages(m: number, start: Square = 0): SquirrelCullStage[] {
	const fn = 'squirrelCullStages';
	checkWhole(fn, 'm', m, 5, MAX_SIDE);
	checkWhole(fn, 'start', start, 0, m * m - 1);
	const corners = [0, m - 1, m * (m - 1), m * m - 1];
	if (!corners.includes(start)) {
		throw new RangeError(
			`${fn}: start must be a corner of the ${String(m)}×${String(m)} board (${corners.join(', ')}), since Squirrel and Cull's rule starts in a corner, got ${String(start)}.`,
		);
	}
	return cullStages(m, start);
}

/** `squirrelCullStages` without the argument checks. */
function cullStages(m: number, start: Square): SquirrelCullStage[] {
	const flipRows = start === m * (m - 1) || start === m * m - 1;
	const flipCols = start === m - 1 || start === m * m - 1;
	/** Returns the number of the mirror image of a move. */
	const mirror = (move: number): number => {
		const { dr, dc } = LITERATURE_KNIGHT_MOVES[move - 1] as Offset;
		const [r, c] = [flipRows ? -dr : dr, flipCols ? -dc : dc];
		return LITERATURE_KNIGHT_MOVES.findIndex((o) => o.dr === r && o.dc === c) + 1;
	};
	const entry = SQUIRREL_CULL_TABLE[m % 8] as (typeof SQUIRREL_CULL_TABLE)[number];
	const switches = entry.switches(m);
	return entry.orders.split(' ').map((order, i) => {
		const until = switches[i];
		return {
			order: readOrder(order).map(mirror),
			until:
				until === undefined
					? null
					: [flipRows ? m + 1 - until[0] : until[0], flipCols ? m + 1 - until[1] : until[1]],
		};
	});
}

/** Reads a move order written as digits, such as "34261578", into move numbers. */
export function parseMoveOrder(text: string): number[] {
	checkString('parseMoveOrder', 'text', text);
	if (!/^[1-8]*$/.test(text.trim())) {
		throw new RangeError(
			`parseMoveOrder: text must be digits 1 to 8 such as "34261578", got ${showValue(text)}.`,
		);
	}
	return readOrder(text);
}

/** `parseMoveOrder` without the argument checks. */
function readOrder(text: string): number[] {
	return Array.from(text.trim(), (digit) => Number(digit));
}

/** The tie-break a run actually uses, and why when it differs from the one asked for. */
export interface ResolvedTieBreak {
	tieBreak: TieBreak;
	/** Set when the asked-for rule is not defined on this board and a fallback runs instead. */
	note?: string;
}

/** Tells whether Squirrel and Cull's rule is defined for this board and start. */
function hasSquirrelCull(board: Board, start: Square): boolean {
	return (
		board.rows === board.cols &&
		board.rows >= 5 &&
		board.holes === null &&
		board.leaper[0] === 1 &&
		board.leaper[1] === 2 &&
		(start === 0 ||
			start === board.cols - 1 ||
			start === board.size - board.cols ||
			start === board.size - 1)
	);
}

/**
 * Returns the tie-break that runs for these options. Squirrel and Cull's
 * switch squares exist only for a knight starting in a corner of an m×m board
 * (m ≥ 5) without holes; elsewhere Roth's rule runs, because it needs no table
 * and, like theirs, rarely fails on large boards.
 */
export function resolveTieBreak(board: Board, options: WarnsdorffOptions = {}): ResolvedTieBreak {
	checkWarnsdorff('resolveTieBreak', board, options);
	return resolveRule(board, options ?? {});
}

/** `resolveTieBreak` without the argument checks. */
function resolveRule(board: Board, options: WarnsdorffOptions): ResolvedTieBreak {
	const tieBreak = options.tieBreak ?? 'first';
	if (!TIE_BREAKS.includes(tieBreak)) {
		throw new RangeError(
			`Unknown tie-break "${String(tieBreak)}"; use one of ${TIE_BREAKS.join(', ')}.`,
		);
	}
	if (tieBreak !== 'squirrel-cull' || hasSquirrelCull(board, defaultStart(board, options.start))) {
		return { tieBreak };
	}
	return {
		tieBreak: 'roth',
		note: "Squirrel and Cull's rule is defined only for a knight starting in a corner of an m×m board (m ≥ 5) without holes, so Roth's rule ran instead.",
	};
}

/** Checks the arguments of the rule's public entry points, naming `fn` and the field. */
function checkWarnsdorff(fn: string, board: unknown, options: unknown): void {
	checkBoard(fn, board);
	checkOptions(fn, options);
	const o = (options ?? {}) as Record<string, unknown>;
	if (o['start'] !== undefined) checkSquare(fn, 'options.start', board, o['start']);
	if (o['tieBreak'] !== undefined) checkOneOf(fn, 'options.tieBreak', o['tieBreak'], TIE_BREAKS);
	if (o['seed'] !== undefined) checkFinite(fn, 'options.seed', o['seed']);
	if (o['moveOrder'] !== undefined) checkArrayLike(fn, 'options.moveOrder', o['moveOrder']);
	if (o['residualTies'] !== undefined) {
		checkOneOf(fn, 'options.residualTies', o['residualTies'], ['move-order', 'random']);
	}
}

/** Returns the start square: the one asked for, checked, or the first square that is not a hole. */
function defaultStart(board: Board, start: Square | undefined): Square {
	if (start !== undefined) {
		if (!Number.isInteger(start) || start < 0 || start >= board.size) {
			throw new RangeError(
				`The start must be a square from 0 to ${String(board.size - 1)} of this ${String(board.rows)}×${String(board.cols)} board; got ${String(start)}.`,
			);
		}
		if (board.holes !== null && board.holes[start] === 1) {
			throw new RangeError(
				`The start, ${squareName(board, start)}, is a hole; start on a square of the board.`,
			);
		}
		return start;
	}
	if (board.holes === null) return 0;
	const first = board.holes.indexOf(0);
	return first < 0 ? 0 : first;
}

/** Returns, for each move number (1 first), the index of that move in `board.offsets`. */
export function moveNumberToOffset(board: Board): number[] {
	checkBoard('moveNumberToOffset', board);
	return offsetIndices(board);
}

/** `moveNumberToOffset` without the argument checks. */
export function offsetIndices(board: Board): number[] {
	const isKnight = board.leaper[0] === 1 && board.leaper[1] === 2;
	if (!isKnight) return board.offsets.map((_, i) => i);
	return LITERATURE_KNIGHT_MOVES.map(({ dr, dc }) =>
		board.offsets.findIndex((o) => o.dr === dr && o.dc === dc),
	);
}

/** Checks that `order` lists the moves 1…k once each, or throws a `RangeError`. */
function checkMoveOrder(order: readonly number[], moves: number): void {
	const seen = new Set<number>();
	for (const move of order) {
		if (Number.isInteger(move) && move >= 1 && move <= moves) seen.add(move);
	}
	if (order.length !== moves || seen.size !== moves) {
		throw new RangeError(
			`A move order must list each move number from 1 to ${String(moves)} once; got ${order.join(', ') || 'nothing'}.`,
		);
	}
}

// Free squares hold their number of unvisited neighbours (0–8). Visited squares,
// holes and the border hold BLOCKED; a blocked square loses at most one per
// neighbour and so stays far above FREE_LIMIT, which lets a visit decrement all
// its neighbours without testing them.
const FREE_LIMIT = 16;
const BLOCKED = 0xc0;

// Every stage has eight move slots; a leaper with fewer moves gets slots that
// leap by 0, onto its own (visited) square, which is never a candidate.
const SLOTS = 8;

const RULE_FIRST = 0;
const RULE_RANDOM = 1;
const RULE_POHL = 2;
const RULE_ROTH = 3;

/** The state of one walk: a padded board of remaining degrees, the move orders, and the knight. */
interface Walk {
	readonly board: Board;
	readonly tieBreak: TieBreak;
	readonly note: string | undefined;
	readonly rule: number;
	readonly residualRandom: boolean;
	readonly random: Random;
	/** The padded board is `2 ** shift` squares wide: a row is a shift, a column a mask. */
	readonly shift: number;
	readonly mask: number;
	/** Border width: the leaper's longer step. */
	readonly pad: number;
	/** Remaining degree of each padded square (see FREE_LIMIT). */
	readonly degrees: Uint8Array;
	/** Number of moves of the leaper (at most SLOTS). */
	readonly moves: number;
	/** For each stage, SLOTS padded index changes in tie-break order. */
	readonly stageDelta: Int32Array;
	/** Padded squares whose arrival ends each stage but the last; -1 when off the board. */
	readonly switchAt: Int32Array;
	/** Up to SLOTS tied move slots, reused at every step. */
	readonly tied: Int32Array;
	/** Twice the centre's padded row and column (so that they stay whole), for Roth. */
	readonly centreRow2: number;
	readonly centreCol2: number;
	stage: number;
	/** The knight's padded square. */
	at: number;
}

/** Builds the walk for a board and options; throws a `RangeError` for bad options. */
function createWalk(board: Board, options: WarnsdorffOptions, start: Square): Walk {
	const { tieBreak, note } = resolveRule(board, options);
	const moves = board.offsets.length;
	const toOffset = offsetIndices(board);
	const order = options.moveOrder ?? toOffset.map((_, i) => i + 1);
	checkMoveOrder(order, moves);
	const stages: { order: readonly number[]; until: [number, number] | null }[] =
		tieBreak === 'squirrel-cull' ? cullStages(board.rows, start) : [{ order, until: null }];
	const residual = options.residualTies ?? 'move-order';
	if (residual !== 'move-order' && residual !== 'random') {
		throw new RangeError(
			`Residual ties are broken by 'move-order' or 'random'; got "${String(residual)}".`,
		);
	}
	const pad = board.leaper[1];
	let shift = 0;
	while (1 << shift < board.cols + 2 * pad) shift++;
	const place = (row: number, col: number): number => ((row + pad) << shift) + col + pad;
	const stageDelta = new Int32Array(stages.length * SLOTS);
	const switchAt = new Int32Array(stages.length).fill(-1);
	stages.forEach(({ order, until }, s) => {
		order.forEach((move, i) => {
			const { dr, dc } = board.offsets[toOffset[move - 1] ?? 0] as Offset;
			stageDelta[s * SLOTS + i] = dr * (1 << shift) + dc;
		});
		if (until !== null) {
			const [r, c] = until;
			if (r >= 1 && r <= board.rows && c >= 1 && c <= board.cols) switchAt[s] = place(r - 1, c - 1);
		}
	});
	const rules = { first: RULE_FIRST, random: RULE_RANDOM, pohl: RULE_POHL, roth: RULE_ROTH };
	return {
		board,
		tieBreak,
		note,
		rule: tieBreak === 'squirrel-cull' ? RULE_FIRST : rules[tieBreak],
		residualRandom: residual === 'random',
		random: createRandom(options.seed ?? 1),
		shift,
		mask: (1 << shift) - 1,
		pad,
		degrees: initialDegrees(board, pad, shift),
		moves,
		stageDelta,
		switchAt,
		tied: new Int32Array(SLOTS),
		centreRow2: board.rows - 1 + 2 * pad,
		centreCol2: board.cols - 1 + 2 * pad,
		stage: 0,
		at: place(Math.floor(start / board.cols), start % board.cols),
	};
}

/**
 * Returns the padded board of remaining degrees. Squares at least a leap from
 * every edge have all the leaper's moves, so only a band along the edges is
 * counted; each hole then takes one move from each of its neighbours.
 */
function initialDegrees(board: Board, pad: number, shift: number): Uint8Array {
	const { rows, cols, holes, offsets } = board;
	const degrees = new Uint8Array((rows + 2 * pad) << shift).fill(BLOCKED);
	const place = (row: number, col: number): number => ((row + pad) << shift) + col + pad;
	for (let r = 0; r < rows; r++) degrees.fill(offsets.length, place(r, 0), place(r, cols));
	/** Counts the moves from (r, c) that stay on the board. */
	const count = (r: number, c: number): number => {
		let n = 0;
		for (const { dr, dc } of offsets) {
			if (r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < cols) n++;
		}
		return n;
	};
	for (let r = 0; r < rows; r++) {
		const edgeRow = r < pad || r >= rows - pad;
		for (let c = 0; c < cols; c++) {
			if (!edgeRow && c === pad) c = Math.max(c, cols - pad);
			degrees[place(r, c)] = count(r, c);
		}
	}
	if (holes !== null) {
		const deltas = offsets.map(({ dr, dc }) => (dr << shift) + dc);
		for (let s = 0; s < rows * cols; s++) {
			if (holes[s] === 1) degrees[place(Math.floor(s / cols), s % cols)] = BLOCKED;
		}
		// A hole's neighbours lose a move each; blocked ones go down a little and stay blocked.
		for (let s = 0; s < rows * cols; s++) {
			if (holes[s] !== 1) continue;
			const p = place(Math.floor(s / cols), s % cols);
			for (const delta of deltas) (degrees[p + delta] as number)--;
		}
	}
	return degrees;
}

/** Marks the knight's square visited, updates its neighbours, and advances on a switch square. */
function markVisited(walk: Walk): void {
	const { degrees, stageDelta } = walk;
	const at = walk.at;
	degrees[at] = BLOCKED;
	// Every stage lists the same moves, so stage 0's slots reach all the neighbours.
	for (let i = 0; i < SLOTS; i++) (degrees[at + (stageDelta[i] as number)] as number)--;
	// Squirrel and Cull switch on arrival: the move out of a switch square uses the next order.
	if (walk.stage < walk.switchAt.length && at === walk.switchAt[walk.stage]) walk.stage++;
}

/** Returns the slot (in the current stage's order) of the move the rule takes, or -1 if none. */
function chooseSlot(walk: Walk): number {
	const { degrees, stageDelta, tied } = walk;
	const base = walk.stage * SLOTS;
	const at = walk.at;
	let best = FREE_LIMIT;
	let count = 0;
	for (let i = 0; i < SLOTS; i++) {
		const d = degrees[at + (stageDelta[base + i] as number)] as number;
		if (d < best) {
			best = d;
			tied[0] = i;
			count = 1;
		} else if (d === best) {
			tied[count++] = i;
		}
	}
	if (count === 0) return -1;
	if (count === 1 || walk.rule === RULE_FIRST) return tied[0] as number;
	if (walk.rule === RULE_RANDOM) return pickAtRandom(walk, count);
	return breakTie(walk, count);
}

/** Returns one of the first `count` tied slots, uniformly: one draw from the random source. */
function pickAtRandom(walk: Walk, count: number): number {
	return walk.tied[Math.floor(walk.random() * count)] as number;
}

/**
 * Breaks a tie of `count` slots by Pohl's second level (least sum of the
 * onward counts of the candidate's unvisited neighbours) or Roth's rule
 * (farthest from the centre), then by the move order or at random.
 */
function breakTie(walk: Walk, count: number): number {
	const { degrees, stageDelta, tied, shift, mask } = walk;
	const base = walk.stage * SLOTS;
	const isPohl = walk.rule === RULE_POHL;
	let bestScore = 0;
	let kept = 0;
	for (let t = 0; t < count; t++) {
		const slot = tied[t] as number;
		const target = walk.at + (stageDelta[base + slot] as number);
		let score: number;
		if (isPohl) {
			// Pohl's sum; lower is better, so it is negated to share "higher wins" with Roth.
			let sum = 0;
			for (let i = 0; i < walk.moves; i++) {
				const d = degrees[target + (stageDelta[i] as number)] as number;
				if (d < FREE_LIMIT) sum += d;
			}
			score = -sum;
		} else {
			const r2 = 2 * (target >> shift) - walk.centreRow2;
			const c2 = 2 * (target & mask) - walk.centreCol2;
			score = r2 * r2 + c2 * c2;
		}
		if (kept === 0 || score > bestScore) {
			bestScore = score;
			tied[0] = slot;
			kept = 1;
		} else if (score === bestScore) {
			tied[kept++] = slot;
		}
	}
	if (kept === 1 || !walk.residualRandom) return tied[0] as number;
	return pickAtRandom(walk, kept);
}

/** Returns the board square of a padded square. */
function squareAtPadded(walk: Walk, padded: number): Square {
	return ((padded >> walk.shift) - walk.pad) * walk.board.cols + (padded & walk.mask) - walk.pad;
}

/** Lists the knight's unvisited neighbours with their onward counts, in tie-break order. */
function listCandidates(walk: Walk): Candidate[] {
	const base = walk.stage * SLOTS;
	const candidates: Candidate[] = [];
	for (let i = base; i < base + SLOTS; i++) {
		const target = walk.at + (walk.stageDelta[i] as number);
		const onward = walk.degrees[target] as number;
		if (onward < FREE_LIMIT) candidates.push({ square: squareAtPadded(walk, target), onward });
	}
	return candidates;
}

/** Returns the result of a walk that stopped after `placed` of the tour's squares. */
function giveUp(walk: Walk, tour: Int32Array, placed: number): SolveResult {
	const where = squareName(walk.board, squareAtPadded(walk, walk.at));
	const note = walk.note === undefined ? '' : ` ${walk.note}`;
	return {
		status: 'gave-up',
		reason: `Stuck on ${where} after ${String(placed)} of ${String(tour.length)} squares: no unvisited square is a leap away, and Warnsdorff's rule never backtracks.${note}`,
		stats: { nodes: placed, backtracks: 0, maxDepth: placed },
		partial: tour.slice(0, placed),
	};
}

/** Returns the result of a finished tour. */
function found(tour: Int32Array): SolveResult {
	const stats = { nodes: tour.length, backtracks: 0, maxDepth: tour.length };
	return { status: 'found', tour, stats };
}

/**
 * Step stream for animation: yields 'candidates' (every candidate with its
 * onward-move count, and the choice), 'visit', and 'stuck'. A 'candidates'
 * step's depth is the move number being chosen; 'stuck' has the depth of the
 * square the knight is stuck on.
 */
export function* warnsdorffSteps(board: Board, options: WarnsdorffOptions = {}): StepStream {
	checkWarnsdorff('warnsdorffSteps', board, options);
	const start = defaultStart(board, options.start);
	const walk = createWalk(board, options, start);
	const tour = new Int32Array(squaresToVisit(board));
	if (tour.length === 0) return { status: 'found', tour, stats: emptyStats() };
	markVisited(walk);
	tour[0] = start;
	yield { kind: 'visit', square: start, depth: 1 };
	for (let placed = 1; placed < tour.length; placed++) {
		const from = squareAtPadded(walk, walk.at);
		const candidates = listCandidates(walk);
		const slot = chooseSlot(walk);
		const target = walk.at + (walk.stageDelta[walk.stage * SLOTS + slot] as number);
		const chosen = slot < 0 ? null : squareAtPadded(walk, target);
		yield { kind: 'candidates', from, depth: placed + 1, candidates, chosen };
		if (chosen === null) {
			yield { kind: 'stuck', square: from, depth: placed };
			return giveUp(walk, tour, placed);
		}
		walk.at = target;
		markVisited(walk);
		tour[placed] = chosen;
		yield { kind: 'visit', square: chosen, depth: placed + 1 };
	}
	return found(tour);
}

/**
 * The same rule as a tight loop with no events, for big boards. The scan of
 * the eight slots is unrolled; only a tie under a rule other than 'first'
 * goes through `chooseSlot`, which the step stream uses too.
 */
export function warnsdorffTour(board: Board, options: WarnsdorffOptions = {}): SolveResult {
	checkWarnsdorff('warnsdorffTour', board, options);
	const start = defaultStart(board, options.start);
	const walk = createWalk(board, options, start);
	const tour = new Int32Array(squaresToVisit(board));
	if (tour.length === 0) return { status: 'found', tour, stats: emptyStats() };
	markVisited(walk);
	tour[0] = start;
	const { degrees, stageDelta, switchAt, shift, mask, pad, rule } = walk;
	const cols = board.cols;
	const offset = pad * cols + pad;
	const simple = rule === RULE_FIRST;
	let at = walk.at;
	let placed = 1;
	// One pass of the outer loop per stage, so that the stage's eight moves sit in constants.
	for (let stage = walk.stage; placed < tour.length; stage++) {
		walk.stage = stage;
		const b = stage * SLOTS;
		const e0 = stageDelta[b] as number;
		const e1 = stageDelta[b + 1] as number;
		const e2 = stageDelta[b + 2] as number;
		const e3 = stageDelta[b + 3] as number;
		const e4 = stageDelta[b + 4] as number;
		const e5 = stageDelta[b + 5] as number;
		const e6 = stageDelta[b + 6] as number;
		const e7 = stageDelta[b + 7] as number;
		const until = stage < switchAt.length ? (switchAt[stage] as number) : -1;
		for (; placed < tour.length; placed++) {
			let best = FREE_LIMIT;
			let step = 0;
			let ties = 0;
			let d = degrees[at + e0] as number;
			if (d < best) {
				best = d;
				step = e0;
				ties = 1;
			}
			d = degrees[at + e1] as number;
			if (d < best) {
				best = d;
				step = e1;
				ties = 1;
			} else if (d === best) ties++;
			d = degrees[at + e2] as number;
			if (d < best) {
				best = d;
				step = e2;
				ties = 1;
			} else if (d === best) ties++;
			d = degrees[at + e3] as number;
			if (d < best) {
				best = d;
				step = e3;
				ties = 1;
			} else if (d === best) ties++;
			d = degrees[at + e4] as number;
			if (d < best) {
				best = d;
				step = e4;
				ties = 1;
			} else if (d === best) ties++;
			d = degrees[at + e5] as number;
			if (d < best) {
				best = d;
				step = e5;
				ties = 1;
			} else if (d === best) ties++;
			d = degrees[at + e6] as number;
			if (d < best) {
				best = d;
				step = e6;
				ties = 1;
			} else if (d === best) ties++;
			d = degrees[at + e7] as number;
			if (d < best) {
				best = d;
				step = e7;
				ties = 1;
			} else if (d === best) ties++;
			if (best === FREE_LIMIT) {
				walk.at = at;
				return giveUp(walk, tour, placed);
			}
			if (ties > 1 && !simple) {
				walk.at = at;
				step = stageDelta[stage * SLOTS + chooseSlot(walk)] as number;
			}
			at += step;
			degrees[at] = BLOCKED;
			(degrees[at + e0] as number)--;
			(degrees[at + e1] as number)--;
			(degrees[at + e2] as number)--;
			(degrees[at + e3] as number)--;
			(degrees[at + e4] as number)--;
			(degrees[at + e5] as number)--;
			(degrees[at + e6] as number)--;
			(degrees[at + e7] as number)--;
			tour[placed] = (at >> shift) * cols + (at & mask) - offset;
			if (at === until) {
				placed++;
				break;
			}
		}
	}
	return found(tour);
}
