/**
 * Saving and restoring a Game: its state as a plain snapshot, and a snapshot
 * (from local storage or a link, so it can hold anything) checked field by
 * field and loaded back.
 */
import type { GameState } from './game-state.svelte.ts';
import { readSnapshot, type GameSnapshot } from './game-snapshot.ts';

/** Returns the game as plain data (it reads the clock but writes no state, so effects may call it). */
export function snapshotOf(game: GameState): GameSnapshot {
	return {
		rows: game.board.rows,
		cols: game.board.cols,
		holes: [...game.setup.holes],
		closed: game.closed,
		autoMove: game.auto.on,
		moves: [...game.played],
		redo: game.redoMoves,
		hintsUsed: game.help.hintsUsed,
		elapsedMs: Math.round(game.watch.read()),
	};
}

/**
 * Loads a snapshot into the game, checking every field. Returns the problems
 * found (empty when all is well) and never throws: unreadable data starts a
 * new 5×5 game; bad holes are left out; moves are kept up to the first bad one.
 */
export function restoreGame(game: GameState, data: unknown): string[] {
	game.newGame();
	const { snapshot, problems } = readSnapshot(data, game.setup.maxSide);
	game.setup.load(snapshot);
	game.auto.on = snapshot.autoMove;
	game.history.reset(snapshot.moves, snapshot.redo);
	game.help.hintsUsed = snapshot.hintsUsed;
	// The clock resumes with the next move, not while the page was closed.
	game.watch.reset(snapshot.elapsedMs);
	game.cursor = game.knight ?? (snapshot.rows - 1) * snapshot.cols;
	game.message = problems.length === 0 ? '' : `The saved game had problems: ${problems.join(' ')}`;
	return problems;
}
