/**
 * The knight's tour as a game: the reader places the knight and moves it by
 * hand. This module holds the rules — which moves are legal, Warnsdorff's
 * hint, when the game is won — and cheap, certain proofs that a position can
 * no longer be finished. Each proof claims "impossible" only when it is: the
 * knight's remaining path p → u1 → … → um must visit every unvisited square
 * once, so an unvisited square needs two unvisited neighbours unless it is
 * u1 (entered from the knight) or um (the last square; for a closed tour, a
 * knight's move from the start), and colours alternate along the path. Deeper
 * questions are left to a search (`findTour` with the played moves fixed).
 */
import {
	isDark,
	isHole,
	isOnBoard,
	neighbors,
	squareName,
	type Board,
	type Square,
} from './board.ts';
import {
	checkArrayLike,
	checkBoard,
	checkBoolean,
	checkObject,
	checkPosition,
	checkSquare,
	checkWhole,
} from './args.ts';
import { changesColour, closedTourExists, findObstruction, openTourExists } from './theory.ts';
import { isLeap, squaresToVisit, verifyTour } from './tour.ts';
import { offsetIndices } from './solvers/warnsdorff.ts';
import type { Candidate } from './solvers/types.ts';

/** A game position: the board, the squares played in order (the knight is on the last), the goal. */
export interface GamePosition {
	readonly board: Board;
	readonly played: readonly Square[];
	/** Whether the goal is a closed tour (the last square a knight's move from the first). */
	readonly closed: boolean;
}

/** Warnsdorff's advice: the move to make, its onward count, and every legal move's count. */
export interface Hint {
	square: Square;
	onward: number;
	/** The legal moves with their onward counts, in the rule's tie-break order. */
	candidates: Candidate[];
}

/**
 * Why a position cannot be finished. `squares` are the squares that show it,
 * for highlighting; every kind is a proof, not a guess.
 */
export type DeadEnd =
	/** The knight has no move and `squares` are still unvisited. */
	| { kind: 'stuck'; squares: Square[] }
	/** Every square is visited, but the last is not a knight's move from the first. */
	| { kind: 'not-closed'; squares: Square[] }
	/** The board itself has no tour (with this goal); `reason` names the theorem or argument. */
	| { kind: 'no-tour'; reason: string; squares: Square[] }
	/** Unvisited squares that no path from the knight through unvisited squares reaches. */
	| { kind: 'cut-off'; squares: Square[] }
	/** Unvisited squares with no unvisited neighbour, while two or more squares remain. */
	| { kind: 'isolated'; squares: Square[] }
	/** Squares with one unvisited neighbour: each must be the next or the last square; too many. */
	| { kind: 'dead-ends'; squares: Square[] }
	/** Closed goal: no unvisited square next to the start is left to end on. */
	| { kind: 'closed-unreachable'; squares: Square[] }
	/** The unvisited squares' colours cannot alternate from the knight's square. */
	| {
			kind: 'colours';
			squares: Square[];
			/** Colour of the next square (the other colour from the knight's). */
			next: 'dark' | 'light';
			/** Unvisited squares of the next square's colour, and of the other colour. */
			have: [number, number];
			/** What alternation needs: ⌈m/2⌉ of the next colour, ⌊m/2⌋ of the other. */
			need: [number, number];
	  };

/** Whether a position can still be finished, and the evidence. */
export type FinishVerdict =
	/** A finish was found: `continuation` lists the squares after the knight's, in order. */
	| { kind: 'yes'; continuation: Square[]; nodes: number }
	/** Proved lost: by a cheap argument, a theorem, or a search that tried every way on. */
	| { kind: 'no'; reason: string; proof: 'argument' | 'search'; nodes: number }
	/** The search used its budget of `budget` positions without settling it. */
	| { kind: 'unsure'; budget: number; nodes: number };

/** A move the look-ahead rules out, and why. */
export interface RuledOut {
	square: Square;
	reason: string;
}

/** What Hint proposes after looking ahead. */
export type HintAdvice =
	/** The look-ahead found a finish that starts with `square`. */
	| {
			kind: 'proved';
			square: Square;
			continuation: Square[];
			candidates: Candidate[];
			nodes: number;
	  }
	/**
	 * Warnsdorff's choice among the moves not proved lost; the look-ahead could
	 * not confirm a finish within `budget` positions (0: it was stopped for time).
	 * `ruledOut` lists the moves it proved lost.
	 */
	| {
			kind: 'unsure';
			square: Square;
			candidates: Candidate[];
			ruledOut: RuledOut[];
			budget: number;
			nodes: number;
	  }
	/** Every move loses: `reason` says why (for the position, or move by move). */
	| { kind: 'lost'; reason: string; nodes: number }
	/** Nothing to hint at: the knight is not placed, or it has no move. */
	| { kind: 'none' };

/** The latest position in a game's history from which a finish is proved. */
export type LastWinnable =
	/** After `moves` moves a finish is proved (`continuation` from there); undo the rest. */
	| { kind: 'found'; moves: number; continuation: Square[]; nodes: number }
	/** No earlier position was proved winnable; `unsure` of them ran out of budget. */
	| { kind: 'none'; unsure: number; nodes: number };

/** Returns each square's move number (1 for the start), 0 for unvisited squares. */
export function moveNumbers(position: GamePosition): Int32Array {
	checkPosition('moveNumbers', position);
	const numbers = new Int32Array(position.board.size);
	position.played.forEach((square, i) => {
		numbers[square] = i + 1;
	});
	return numbers;
}

/** Returns the square the knight stands on, or null before the start. */
export function knightSquare(position: GamePosition): Square | null {
	checkPosition('knightSquare', position);
	return position.played.at(-1) ?? null;
}

/** Lists the squares the knight can move to: unvisited, a leap away, in `neighbors` order. */
export function legalMoves(position: GamePosition): Square[] {
	checkPosition('legalMoves', position);
	const knight = knightSquare(position);
	if (knight === null) return [];
	const numbers = moveNumbers(position);
	return neighbors(position.board, knight).filter((s) => numbers[s] === 0);
}

/**
 * Says why the knight cannot go to `square`, or returns null when it can
 * (before the start, any square that is not a hole is a legal start).
 */
export function checkMove(position: GamePosition, square: Square): string | null {
	checkPosition('checkMove', position);
	// An off-board number is a move to refuse with a reason, not a wrong argument; a non-number is.
	if (typeof square !== 'number') checkSquare('checkMove', 'square', position.board, square);
	const { board } = position;
	if (!isOnBoard(board, square)) {
		return `Square ${String(square)} is not on this ${String(board.rows)}×${String(board.cols)} board.`;
	}
	const name = squareName(board, square);
	if (isHole(board, square)) return `${name} is a hole.`;
	const visited = moveNumbers(position)[square] ?? 0;
	const knight = knightSquare(position);
	if (visited > 0) {
		const where = square === knight ? ': the knight stands there' : '';
		return `${name} is already visited (move ${String(visited)})${where}.`;
	}
	if (knight !== null && !isLeap(board, knight, square)) {
		return `${name} is not a knight's move from ${squareName(board, knight)}.`;
	}
	return null;
}

/** Lists the legal moves with their onward counts, in the literature's move order. */
function candidatesOf(position: GamePosition): Candidate[] {
	const { board } = position;
	const knight = knightSquare(position);
	if (knight === null) return [];
	const numbers = moveNumbers(position);
	const row = Math.floor(knight / board.cols);
	const col = knight % board.cols;
	const candidates: Candidate[] = [];
	for (const index of offsetIndices(board)) {
		const offset = board.offsets[index];
		if (offset === undefined) continue;
		const r = row + offset.dr;
		const c = col + offset.dc;
		if (r < 0 || r >= board.rows || c < 0 || c >= board.cols) continue;
		const square = r * board.cols + c;
		if (isHole(board, square) || numbers[square] !== 0) continue;
		const onward = neighbors(board, square).filter((s) => numbers[s] === 0).length;
		candidates.push({ square, onward });
	}
	return candidates;
}

/**
 * Lists the legal moves with their onward counts (unvisited squares a leap
 * on), in Warnsdorff's order: fewest onward first, ties in the literature's
 * move order — so the first is the square `warnsdorffSteps` chooses with its
 * default tie-break. Empty when the knight is not placed or has no move.
 */
export function rankedCandidates(position: GamePosition): Candidate[] {
	// Array sort is stable, so equal counts keep the move order.
	return candidatesOf(position).sort((a, b) => a.onward - b.onward);
}

/**
 * Returns Warnsdorff's choice, the first of `rankedCandidates`, with every
 * legal move's count in move order; null when there is no move.
 */
export function warnsdorffHint(position: GamePosition): Hint | null {
	checkPosition('warnsdorffHint', position);
	const candidates = candidatesOf(position);
	const best = rankedCandidates(position)[0];
	return best === undefined ? null : { square: best.square, onward: best.onward, candidates };
}

/** Tells whether the position is a finished tour (closed when that is the goal), by `verifyTour`. */
export function isComplete(position: GamePosition): boolean {
	checkPosition('isComplete', position);
	const { board, played, closed } = position;
	return played.length > 0 && verifyTour(board, played, { closed }).ok;
}

/** Tells whether the game has ended: a finished tour, or a knight with no move left. */
export function isOver(position: GamePosition): boolean {
	checkPosition('isOver', position);
	return position.played.length > 0 && legalMoves(position).length === 0;
}

const verdicts = new WeakMap<Board, { open: string | null; closed: string | null }>();

/** Returns why the board has no tour with this goal (a theorem or a cheap argument), or null. */
export function noTourReason(board: Board, closed: boolean): string | null {
	checkBoard('noTourReason', board);
	checkBoolean('noTourReason', 'closed', closed);
	let cached = verdicts.get(board);
	if (cached === undefined) {
		/** Returns the reason there is no tour of this kind, or null. */
		const reason = (isClosed: boolean): string | null => {
			if (board.holeCount === 0 && board.leaper[0] === 1 && board.leaper[1] === 2) {
				const verdict = isClosed
					? closedTourExists(board.rows, board.cols)
					: openTourExists(board.rows, board.cols);
				return verdict.exists ? null : verdict.reason;
			}
			return findObstruction(board, { closed: isClosed })?.reason ?? null;
		};
		cached = { open: reason(false), closed: reason(true) };
		verdicts.set(board, cached);
	}
	return closed ? cached.closed : cached.open;
}

/**
 * Explains why the position can no longer become a tour, or returns null when
 * no cheap argument proves it (it may still be impossible: ask a search).
 * Before the start it reports only a board that has no tour at all.
 */
export function explainDeadEnd(position: GamePosition): DeadEnd | null {
	checkPosition('explainDeadEnd', position);
	const { board, played, closed } = position;
	const knight = knightSquare(position);
	const noTour = noTourReason(board, closed);
	const noTourEnd: DeadEnd | null =
		noTour === null ? null : { kind: 'no-tour', reason: noTour, squares: [] };
	if (knight === null) return noTourEnd;
	const start = played[0] as Square;
	const numbers = moveNumbers(position);
	const unvisited: Square[] = [];
	for (let s = 0; s < board.size; s++) {
		if (!isHole(board, s) && numbers[s] === 0) unvisited.push(s);
	}
	const m = unvisited.length;
	if (m === 0) {
		return isComplete(position) ? null : { kind: 'not-closed', squares: [start, knight] };
	}
	const free = (s: Square): boolean => numbers[s] === 0;
	const openNeighbours = (s: Square): Square[] => neighbors(board, s).filter(free);
	if (openNeighbours(knight).length === 0) return { kind: 'stuck', squares: unvisited };
	if (noTourEnd !== null) return noTourEnd;

	// Every later square is reached from the knight through unvisited squares.
	const reached = new Uint8Array(board.size);
	const stack = [knight];
	while (stack.length > 0) {
		for (const next of openNeighbours(stack.pop() as Square)) {
			if (reached[next] === 0) {
				reached[next] = 1;
				stack.push(next);
			}
		}
	}
	const cutOff = unvisited.filter((s) => reached[s] === 0);
	if (cutOff.length > 0) return { kind: 'cut-off', squares: cutOff };

	// A closed tour's last square is a knight's move from the start.
	if (closed && openNeighbours(start).length === 0) {
		return { kind: 'closed-unreachable', squares: [start] };
	}

	if (m >= 2) {
		const degrees = unvisited.map((s) => openNeighbours(s).length);
		// With two or more squares left, u1 leaves to u2 and um is entered from u(m−1): both in U.
		const isolated = unvisited.filter((_, i) => degrees[i] === 0);
		if (isolated.length > 0) return { kind: 'isolated', squares: isolated };
		// A square with one unvisited neighbour can only be u1 (next to the knight) or um.
		const ends = unvisited.filter((_, i) => degrees[i] === 1);
		const canBeFirst = (s: Square): boolean => isLeap(board, knight, s);
		const canBeLast = (s: Square): boolean => !closed || isLeap(board, start, s);
		const [a, b] = ends;
		const fits =
			ends.length === 0 ||
			(ends.length === 1 && a !== undefined && (canBeFirst(a) || canBeLast(a))) ||
			(ends.length === 2 &&
				a !== undefined &&
				b !== undefined &&
				((canBeFirst(a) && canBeLast(b)) || (canBeFirst(b) && canBeLast(a))));
		if (!fits) return { kind: 'dead-ends', squares: ends };
	}

	if (changesColour(board)) {
		// Along p, u1, u2, … colours alternate: the odd-numbered u's take the other colour from p's.
		const knightDark = isDark(board, knight);
		let next = 0;
		for (const s of unvisited) if (isDark(board, s) !== knightDark) next++;
		const need: [number, number] = [Math.ceil(m / 2), Math.floor(m / 2)];
		if (next !== need[0]) {
			return {
				kind: 'colours',
				squares: [],
				next: knightDark ? 'light' : 'dark',
				have: [next, m - next],
				need,
			};
		}
	}
	return null;
}

/** Lists square names for a sentence: "a1", "a1 and b3", "a1, b3 and c5", up to `limit`. */
export function listSquares(board: Board, squares: readonly Square[], limit = 12): string {
	checkBoard('listSquares', board);
	checkArrayLike('listSquares', 'squares', squares);
	checkWhole('listSquares', 'limit', limit, 1);
	const names = squares.slice(0, limit).map((s) => squareName(board, s));
	const more = squares.length - names.length;
	if (more > 0) return `${names.join(', ')} and ${String(more)} more`;
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** Says "1 square" or "3 squares". */
function squares(count: number): string {
	return `${String(count)} square${count === 1 ? '' : 's'}`;
}

/** Explains a dead end in a sentence or two, naming the squares. */
export function describeDeadEnd(position: GamePosition, deadEnd: DeadEnd): string {
	checkPosition('describeDeadEnd', position);
	checkObject('describeDeadEnd', 'deadEnd', deadEnd, 'a dead end such as explainDeadEnd returns');
	const { board, played } = position;
	const name = (s: Square): string => squareName(board, s);
	const knight = knightSquare(position);
	const at = knight === null ? '' : name(knight);
	const start = played[0] === undefined ? '' : name(played[0]);
	const list = listSquares(board, deadEnd.squares);
	const many = deadEnd.squares.length > 1;
	const left = squaresToVisit(board) - played.length;
	switch (deadEnd.kind) {
		case 'stuck':
			return `Stuck on ${at} after ${String(played.length)} of ${String(squaresToVisit(board))} squares: no unvisited square is a knight's move away. Never visited: ${list}.`;
		case 'not-closed':
			return `Every square is visited, but the tour is not closed: the last square, ${at}, is not a knight's move from the start, ${start}.`;
		case 'no-tour':
			return deadEnd.reason;
		case 'cut-off':
			return `${list} can no longer be reached: every way there from the knight on ${at} passes through visited squares.`;
		case 'isolated':
			return `${list} ${many ? 'have' : 'has'} no unvisited neighbour left: the knight could jump there, but it would be stuck with ${squares(left - 1)} unvisited.`;
		case 'dead-ends': {
			const last = position.closed
				? `the last square of the tour (a knight's move from the start, ${start}, to close it)`
				: 'the last square of the tour';
			return `${list} each have only one unvisited neighbour left, so each must be either the knight's next square (a knight's move from ${at}) or ${last} — there are too many such squares for that.`;
		}
		case 'closed-unreachable':
			return `The start, ${start}, has no unvisited neighbour left, so the tour can no longer end a knight's move from it and close.`;
		case 'colours': {
			const other = deadEnd.next === 'dark' ? 'light' : 'dark';
			return `The knight changes colour with every move, so the ${squares(left)} left must alternate, ${deadEnd.next} first: that needs ${String(deadEnd.need[0])} ${deadEnd.next} and ${String(deadEnd.need[1])} ${other}, but ${String(deadEnd.have[0])} ${deadEnd.next} and ${String(deadEnd.have[1])} ${other} remain.`;
		}
	}
}

/** Orders square names by file, then rank (b3 before b5 before c2). */
function byName(a: string, b: string): number {
	return a.localeCompare(b, 'en', { numeric: true });
}

/** Says where the knight is and where it can go: "Knight on c3 (move 5 of 25); 3 moves: a2, b5, d1." */
export function describeKnight(position: GamePosition): string {
	checkPosition('describeKnight', position);
	const { board, played } = position;
	const knight = knightSquare(position);
	if (knight === null) return 'The knight is not on the board yet.';
	const names = legalMoves(position)
		.map((s) => squareName(board, s))
		.sort(byName);
	const count = `${String(names.length)} move${names.length === 1 ? '' : 's'}`;
	const moves = names.length === 0 ? 'no moves' : `${count}: ${names.join(', ')}`;
	return `Knight on ${squareName(board, knight)} (move ${String(played.length)} of ${String(squaresToVisit(board))}); ${moves}.`;
}

/** Explains a hint: "Hint: c3 has the fewest onward moves: 1 (a2: 3, d1: 2)." */
export function describeHint(position: GamePosition, hint: Hint): string {
	checkPosition('describeHint', position);
	checkObject('describeHint', 'hint', hint, 'a hint such as warnsdorffHint returns');
	const name = (s: Square): string => squareName(position.board, s);
	const others = hint.candidates.filter((c) => c.square !== hint.square);
	if (others.length === 0) return `Hint: ${name(hint.square)} is the only move.`;
	const counts = others.map((c) => `${name(c.square)}: ${String(c.onward)}`).join(', ');
	const tied = others.filter((c) => c.onward === hint.onward).map((c) => name(c.square));
	const tie =
		tied.length === 0
			? ''
			: ` ${tied.join(', ')} ${tied.length === 1 ? 'has' : 'have'} as few; Warnsdorff's rule takes the first in its fixed move order.`;
	return `Hint: ${name(hint.square)} has the fewest onward moves: ${String(hint.onward)} (${counts}).${tie}`;
}

/** Formats a count of positions: "1,000,000 positions". */
function positions(count: number): string {
	return `${count.toLocaleString('en-US')} position${count === 1 ? '' : 's'}`;
}

/**
 * Explains what Hint proposes and why: a move the look-ahead proved can still
 * finish, or Warnsdorff's choice with the caveat that the look-ahead could not
 * confirm it, or that no move can save the position.
 */
export function describeHintAdvice(position: GamePosition, advice: HintAdvice): string {
	const name = (s: Square): string => squareName(position.board, s);
	switch (advice.kind) {
		case 'none':
			return position.played.length === 0
				? 'Choose a start square first.'
				: 'The game is over: no move to hint at.';
		case 'lost':
			return `No move can save this position: ${advice.reason} Undo to go back.`;
		case 'proved': {
			const [first] = advice.candidates;
			const mine = advice.candidates.find((c) => c.square === advice.square);
			const onward = `${String(mine?.onward ?? 0)} onward move${mine?.onward === 1 ? '' : 's'}`;
			const found = `the look-ahead found a way to finish the tour through it (${positions(advice.nodes)} searched)`;
			if (advice.candidates.length === 1) return `Hint: ${name(advice.square)} is the only move.`;
			if (first?.square === advice.square) {
				return `Hint: ${name(advice.square)} — Warnsdorff's choice (fewest onward moves: ${String(first.onward)}), and ${found}.`;
			}
			const rule =
				first === undefined
					? ''
					: ` Warnsdorff's rule alone would pick ${name(first.square)} (${String(first.onward)} onward).`;
			return `Hint: ${name(advice.square)} (${onward}) — ${found}.${rule}`;
		}
		case 'unsure': {
			const choice = advice.candidates.find((c) => c.square === advice.square);
			const ruledOut =
				advice.ruledOut.length === 0
					? ''
					: ` Ruled out, proved lost: ${listSquares(
							position.board,
							advice.ruledOut.map((r) => r.square),
						)}.`;
			const limit =
				advice.budget === 0 ? 'in the time it had' : `within ${positions(advice.budget)}`;
			return `Hint: ${name(advice.square)} — Warnsdorff's choice (fewest onward moves: ${String(choice?.onward ?? 0)}); the look-ahead could not confirm a finish ${limit}, so this is not sure.${ruledOut}`;
		}
	}
}

/** Answers "Can I still finish?": yes, no or not sure, with the evidence. */
export function describeFinish(verdict: FinishVerdict): string {
	switch (verdict.kind) {
		case 'yes':
			return `Yes — the look-ahead found a way to finish from here (${positions(verdict.nodes)} searched).`;
		case 'no':
			return verdict.proof === 'search'
				? `No — the look-ahead tried every way on from here (${positions(verdict.nodes)}) and none finishes the tour.`
				: `No — ${verdict.reason}`;
		case 'unsure':
			return `Not sure — the look-ahead searched ${positions(verdict.budget)} without finding a finish or proving there is none.`;
	}
}

/**
 * Returns Warnsdorff's choice among the moves the cheap arguments do not prove
 * lost, as an unsure hint (for when the look-ahead was stopped early); `none`
 * when there is no move, `lost` when every move is proved lost.
 */
export function cautiousHint(position: GamePosition): HintAdvice {
	const candidates = rankedCandidates(position);
	if (candidates.length === 0) return { kind: 'none' };
	const ruledOut: RuledOut[] = [];
	for (const candidate of candidates) {
		const next = { ...position, played: [...position.played, candidate.square] };
		const deadEnd = explainDeadEnd(next);
		if (deadEnd === null) {
			return {
				kind: 'unsure',
				square: candidate.square,
				candidates,
				ruledOut,
				budget: 0,
				nodes: 0,
			};
		}
		ruledOut.push({ square: candidate.square, reason: describeDeadEnd(next, deadEnd) });
	}
	const reasons = ruledOut.map((r) => `${squareName(position.board, r.square)}: ${r.reason}`);
	return { kind: 'lost', reason: `Every move loses. ${reasons.join(' ')}`, nodes: 0 };
}

/** What the status line needs besides the position. */
export interface StatusContext {
	/** Whether clicks paint holes (before the first move). */
	painting: boolean;
	/** The finished game's result line, or null. */
	result: string | null;
	/** Whether the look-ahead proved the position lost where the cheap arguments did not. */
	searchedLost: boolean;
}

/** Says where the game stands: how to start, the knight and its moves, a proved dead end, or the result. */
export function describePosition(position: GamePosition, context: StatusContext): string {
	if (context.result !== null) return `${context.result}.`;
	const deadEnd = explainDeadEnd(position);
	if (position.played.length === 0) {
		if (squaresToVisit(position.board) === 0) {
			return 'Every square is a hole: paint some back to play.';
		}
		if (context.painting) {
			return 'Paint holes: click, tap or drag across squares to cut them out; untick Paint holes to play.';
		}
		const noTour = deadEnd === null ? '' : ` Note: ${describeDeadEnd(position, deadEnd)}`;
		return `Choose a start square for the knight: click or tap it, or move with the arrow keys and press Enter.${noTour}`;
	}
	if (isOver(position) && deadEnd !== null) {
		return `${describeDeadEnd(position, deadEnd)} Undo to go back, or start a New game.`;
	}
	const where = describeKnight(position);
	if (deadEnd !== null) {
		return `${where} This position cannot be finished: ${describeDeadEnd(position, deadEnd)} Undo to go back.`;
	}
	return context.searchedLost
		? `${where} This position cannot be finished: the look-ahead proved it. Undo to go back.`
		: where;
}

/** Describes a square for screen readers: "c3, move 5, knight", "b5, knight's move, hint". */
export function describeSquare(
	position: GamePosition,
	square: Square,
	marks: { numbers: Int32Array; moves: readonly Square[]; hint: Square | null },
): string {
	const { board } = position;
	const { moves, hint } = marks;
	const name = squareName(board, square);
	if (isHole(board, square)) return `${name}, hole`;
	const move = marks.numbers[square] ?? 0;
	const parts = [name];
	if (move > 0) parts.push(`move ${String(move)}`);
	if (square === knightSquare(position)) parts.push('knight');
	else if (moves.includes(square)) parts.push("knight's move");
	else if (move === 0) parts.push('unvisited');
	if (hint === square) parts.push('hint');
	return parts.join(', ');
}
