/**
 * State of the move-constraint puzzles: the puzzle chosen, the tour the reader
 * lays square by square (any square is accepted; Check finds the first wrong
 * move), Undo and Reset, and Solve, which runs the library's search in the
 * solver worker with the givens and the reader's correct moves as constraints.
 */
import { createBoard, squareName, type Board, type Square } from '../../../lib/board.ts';
import type { MoveConstraint } from '../../../lib/solvers/request.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import { checkPuzzleMoves, puzzleConstraints, type PuzzleVerdict } from './puzzle-check.ts';
import { MOVE_PUZZLES, type MovePuzzle } from './puzzle-data.ts';

const number = new Intl.NumberFormat('en-GB');

/** The puzzles' widget state; `runner` is created on the first Solve (tests pass one). */
export class PuzzleState {
	index = $state(0);
	/** The reader's squares in order: moves[0] is move 1. */
	moves = $state.raw<Square[]>([]);
	/** The last thing that happened, for the status line. */
	message = $state('');
	/** The square with the keyboard focus. */
	cursor = $state(0);
	/** The first wrong move found by the last Check, outlined on the board. */
	wrongSquare = $state<Square | null>(null);
	solving = $state(false);
	runner = $state.raw<SolverRunner | null>(null);
	readonly puzzle: MovePuzzle = $derived(
		MOVE_PUZZLES[this.index] ?? (MOVE_PUZZLES[0] as MovePuzzle),
	);
	readonly board: Board = $derived(createBoard(this.puzzle.rows, this.puzzle.cols));
	readonly givens: MoveConstraint[] = $derived(puzzleConstraints(this.board, this.puzzle));
	/** What each square shows: the reader's move numbers, else a given number in brackets. */
	readonly marks = $derived.by(() => {
		const text: (string | null)[] = new Array<string | null>(this.board.size).fill(null);
		for (const { move, square } of this.givens) text[square] = `(${String(move)})`;
		// A square laid twice shows both numbers ("3,7"), so Check's complaint can be seen.
		const laid: number[][] = Array.from({ length: this.board.size }, () => []);
		this.moves.forEach((square, i) => laid[square]?.push(i + 1));
		laid.forEach((list, square) => {
			if (list.length > 0) text[square] = list.join(',');
		});
		return text;
	});

	/** Sets up the first puzzle, or the one at `index`. */
	constructor(index = 0, runner?: SolverRunner) {
		this.index = index;
		this.runner = runner ?? null;
		this.cursor = this.givens[0]?.square ?? 0;
	}

	/** Chooses another puzzle and clears the board. */
	choose = (index: number): void => {
		this.runner?.cancel();
		this.index = index;
		this.clear('');
		this.cursor = this.givens[0]?.square ?? 0;
	};

	/** Lays the next move on a square. */
	place = (square: Square): void => {
		if (this.solving) return;
		this.moves = [...this.moves, square];
		this.wrongSquare = null;
		this.message = `Move ${String(this.moves.length)} on ${squareName(this.board, square)}.`;
	};

	/** Takes back the last move. */
	undo = (): void => {
		const last = this.moves.at(-1);
		if (last === undefined) return;
		this.moves = this.moves.slice(0, -1);
		this.wrongSquare = null;
		this.message = `Took back move ${String(this.moves.length + 1)} (${squareName(this.board, last)}).`;
	};

	/** Clears every move laid. */
	reset = (): void => {
		this.runner?.cancel();
		this.clear('Cleared: the givens are left.');
	};

	/** Empties the board and says why. */
	private clear(message: string): void {
		this.moves = [];
		this.wrongSquare = null;
		this.message = message;
	}

	/** Checks the moves so far and says the first wrong one, or how far they are right. */
	check = (): PuzzleVerdict => {
		const verdict = checkPuzzleMoves(this.board, this.givens, this.moves);
		this.wrongSquare = verdict.kind === 'wrong' ? (this.moves[verdict.move - 1] ?? null) : null;
		this.message = verdict.message;
		return verdict;
	};

	/** Runs the search in the worker from the reader's moves up to the first wrong one, and fills in the rest. */
	solve = async (): Promise<void> => {
		const verdict = checkPuzzleMoves(this.board, this.givens, this.moves);
		const kept = verdict.kind === 'wrong' ? this.moves.slice(0, verdict.move - 1) : this.moves;
		// Moves that passed the check agree with the givens, so repeating a given is harmless.
		const constraints = [...this.givens, ...kept.map((square, i) => ({ move: i + 1, square }))];
		this.runner ??= new SolverRunner();
		this.solving = true;
		this.wrongSquare = null;
		this.message = '';
		const board = { rows: this.board.rows, cols: this.board.cols };
		const outcome = await this.runner.run('find-tour', { board, options: { constraints } });
		this.solving = false;
		if (outcome.status !== 'done') {
			this.message = outcome.message;
			return;
		}
		const result = outcome.value;
		const positions = number.format(result.stats.nodes);
		const from =
			kept.length === 0 ? 'from the givens' : `from your first ${String(kept.length)} moves`;
		if (result.status === 'found') {
			this.moves = Array.from(result.tour);
			this.message = `The solver filled in the rest ${from}, after searching ${positions} positions.`;
		} else if (result.status === 'impossible') {
			this.moves = kept;
			this.message = `No tour goes on ${from}: the search tried all ${positions} positions. Undo some moves and try again. (${result.reason})`;
		} else {
			this.moves = kept;
			this.message = result.reason;
		}
	};

	/** Describes a square for screen readers: name, the reader's moves there, a given number. */
	describe = (square: Square): string => {
		const parts = [squareName(this.board, square)];
		const laid = this.moves.flatMap((s, i) => (s === square ? [i + 1] : []));
		if (laid.length > 0) parts.push(`your move ${laid.join(' and ')}`);
		const given = this.givens.find((c) => c.square === square);
		if (given !== undefined) parts.push(`given move ${String(given.move)}`);
		if (square === this.wrongSquare) parts.push('first wrong move');
		return parts.join(', ');
	};
}
