/**
 * The moves of a game with Undo and Redo, as reactive state. Redo keeps
 * actions, not single moves: Undo takes one move back, and a jump back several
 * moves (to the last position that can still be won) is one action, so one
 * Redo brings the whole jump back.
 */
import type { Square } from '../../lib/board.ts';

/** Moves played, and the actions Redo would replay. */
export class MoveHistory {
	#played = $state.raw<readonly Square[]>([]);
	/** Undone actions, the next to redo last; each lists its squares in playing order. */
	#redo = $state.raw<readonly (readonly Square[])[]>([]);

	readonly canUndo = $derived(this.#played.length > 0);
	readonly canRedo = $derived(this.#redo.length > 0);

	/** The squares played, in order; the knight stands on the last. */
	get played(): readonly Square[] {
		return this.#played;
	}

	/** Lists the squares Redo would play, next first, across all undone actions. */
	get redoMoves(): Square[] {
		return this.#redo.toReversed().flat();
	}

	/** Plays a move: keeps Redo when it is the next undone move, else clears it. */
	play(square: Square): void {
		const next = this.#redo.at(-1);
		if (next !== undefined && next[0] === square) {
			this.#redo =
				next.length === 1 ? this.#redo.slice(0, -1) : [...this.#redo.slice(0, -1), next.slice(1)];
		} else {
			this.#redo = [];
		}
		this.#played = [...this.#played, square];
	}

	/** Takes back the last `count` moves as one action; returns them, or [] when there are too few. */
	undo(count = 1): Square[] {
		if (count < 1 || count > this.#played.length) return [];
		const taken = this.#played.slice(-count);
		this.#played = this.#played.slice(0, -count);
		this.#redo = [...this.#redo, taken];
		return taken;
	}

	/** Plays again the last action taken back; returns its squares ([] when there is none). */
	redo(): Square[] {
		const next = this.#redo.at(-1);
		if (next === undefined) return [];
		this.#redo = this.#redo.slice(0, -1);
		this.#played = [...this.#played, ...next];
		return [...next];
	}

	/** Replaces the history: `redo` lists the squares Redo would play, next first, one move per action. */
	reset(played: readonly Square[] = [], redo: readonly Square[] = []): void {
		this.#played = [...played];
		this.#redo = redo.toReversed().map((square) => [square]);
	}
}
