/**
 * The game's look-ahead: searches that settle whether a position can still be
 * finished, a hint that only proposes a move the search has not proved lost,
 * and the latest earlier position from which a finish is proved. Each answer
 * keeps its evidence: a continuation found, a proof (a cheap argument from
 * `explainDeadEnd` or an exhausted search), or the budget that ran out. Kept
 * apart from game.ts because it loads the solvers, which belong in the worker.
 */
import { squareName, type Square } from './board.ts';
import {
	describeDeadEnd,
	explainDeadEnd,
	knightSquare,
	rankedCandidates,
	type FinishVerdict,
	type GamePosition,
	type HintAdvice,
	type LastWinnable,
	type RuledOut,
} from './game.ts';
import { solveTour, type Pulse } from './solvers/find-tour.ts';
import type { Candidate } from './solvers/types.ts';

/** The position after the knight jumps to `square`. */
function after(position: GamePosition, square: Square): GamePosition {
	return { ...position, played: [...position.played, square] };
}

/**
 * Searches for a finish of the position with the played squares fixed, up to
 * `maxNodes` positions; yields a pulse with the positions searched so far.
 */
export function* searchFinish(
	position: GamePosition,
	maxNodes: number,
	nodesBefore = 0,
): Generator<Pulse, FinishVerdict, void> {
	const deadEnd = explainDeadEnd(position);
	if (deadEnd !== null) {
		const reason = describeDeadEnd(position, deadEnd);
		return { kind: 'no', reason, proof: 'argument', nodes: 0 };
	}
	const { board, played, closed } = position;
	if (played.length === 0) return { kind: 'unsure', budget: maxNodes, nodes: 0 };
	const steps = solveTour(board, {
		closed,
		constraints: played.map((square, i) => ({ move: i + 1, square })),
		maxNodes,
	});
	for (;;) {
		const next = steps.next();
		if (next.done !== true) {
			yield { kind: 'pulse', nodes: nodesBefore + next.value.nodes };
			continue;
		}
		const result = next.value;
		const nodes = result.stats.nodes;
		if (result.status === 'found') {
			return { kind: 'yes', continuation: Array.from(result.tour.subarray(played.length)), nodes };
		}
		if (result.status === 'gave-up') return { kind: 'unsure', budget: maxNodes, nodes };
		// An exhausted search has placed squares; a theorem or an obstruction has not.
		return { kind: 'no', reason: result.reason, proof: nodes > 0 ? 'search' : 'argument', nodes };
	}
}

/**
 * Looks ahead for Hint: a finish from here proves its first move; when the
 * search of the whole position runs out of budget, each legal move is searched
 * on its own (Warnsdorff's order first, an equal share of the budget each), and
 * the hint is the first move proved winnable, else Warnsdorff's choice among
 * the moves not proved lost — marked unsure. A move proved lost is never hinted.
 */
export function* searchHint(
	position: GamePosition,
	maxNodes: number,
): Generator<Pulse, HintAdvice, void> {
	const candidates = rankedCandidates(position);
	if (knightSquare(position) === null || candidates.length === 0) return { kind: 'none' };
	const whole = yield* searchFinish(position, maxNodes);
	let nodes = whole.nodes;
	if (whole.kind === 'no') return { kind: 'lost', reason: whole.reason, nodes };
	if (whole.kind === 'yes') {
		const [square, ...continuation] = whole.continuation;
		if (square !== undefined) {
			return { kind: 'proved', square, continuation, candidates, nodes };
		}
	}
	const share = Math.max(1, Math.floor(maxNodes / candidates.length));
	const ruledOut: RuledOut[] = [];
	const open: Candidate[] = [];
	for (const candidate of candidates) {
		const verdict = yield* searchFinish(after(position, candidate.square), share, nodes);
		nodes += verdict.nodes;
		if (verdict.kind === 'yes') {
			return {
				kind: 'proved',
				square: candidate.square,
				continuation: verdict.continuation,
				candidates,
				nodes,
			};
		}
		if (verdict.kind === 'no') ruledOut.push({ square: candidate.square, reason: verdict.reason });
		else open.push(candidate);
	}
	const choice = open[0];
	if (choice === undefined) {
		const name = (s: Square): string => squareName(position.board, s);
		const why = ruledOut.map((r) => `${name(r.square)}: ${r.reason}`).join(' ');
		return { kind: 'lost', reason: `Every move loses. ${why}`, nodes };
	}
	return { kind: 'unsure', square: choice.square, candidates, ruledOut, budget: maxNodes, nodes };
}

/**
 * Goes back through the game's history, latest first, for the last position
 * (after at least the first move, before the current one) from which a finish
 * is proved, searching each with up to `maxNodes` positions and all of them
 * with up to `totalNodes`.
 */
export function* searchLastWinnable(
	position: GamePosition,
	maxNodes: number,
	totalNodes = 4 * maxNodes,
): Generator<Pulse, LastWinnable, void> {
	let nodes = 0;
	let unsure = 0;
	for (let moves = position.played.length - 1; moves >= 1; moves--) {
		// The total budget keeps a long history of hard positions from running for minutes.
		if (nodes >= totalNodes) return { kind: 'none', unsure: unsure + moves, nodes };
		const earlier = { ...position, played: position.played.slice(0, moves) };
		const verdict = yield* searchFinish(earlier, maxNodes, nodes);
		nodes += verdict.nodes;
		if (verdict.kind === 'yes') {
			return { kind: 'found', moves, continuation: verdict.continuation, nodes };
		}
		if (verdict.kind === 'unsure') unsure++;
	}
	return { kind: 'none', unsure, nodes };
}
