/**
 * Auto-move: when the knight has only one move, it plays itself — after a
 * pause the reader can see, or at once under reduced motion. It stops as soon
 * as a dead end is proved, so the reader sees the position where the game was lost.
 */
import { squareName, type Board, type Square } from '../../lib/board.ts';
import type { Schedule } from './look-ahead.svelte.ts';

/** What auto-move reads of the game, and how it plays and speaks. */
export interface AutoMoveHost {
	readonly board: Board;
	/** The legal moves now. */
	readonly moves: readonly Square[];
	/** Whether the game has ended, or a dead end is proved: no move is forced then. */
	readonly settled: boolean;
	/** Plays a legal move. */
	advance(square: Square): void;
	say(message: string): void;
}

/** Plays forced moves by itself while it is on. */
export class AutoMove {
	/** Whether auto-move is on. */
	on = $state(false);
	/** The square about to be played, or null. */
	pending = $state<Square | null>(null);
	#cancel: (() => void) | null = null;
	readonly #host: AutoMoveHost;
	readonly #schedule: Schedule;
	readonly #reducedMotion: () => boolean;
	readonly #delay: number;

	/** Sets up auto-move for a game, off. */
	constructor(host: AutoMoveHost, schedule: Schedule, reducedMotion: () => boolean, delay: number) {
		this.#host = host;
		this.#schedule = schedule;
		this.#reducedMotion = reducedMotion;
		this.#delay = delay;
	}

	/** Returns the only move when it is forced and auto-move is on, else null. */
	#forced(): Square | null {
		const moves = this.#host.moves;
		return this.on && !this.#host.settled && moves.length === 1 ? (moves[0] ?? null) : null;
	}

	/** Plays the forced moves from here; `played` names those already played in this run. */
	follow(played: string[] = []): void {
		const host = this.#host;
		let next = this.#forced();
		if (next === null) return;
		if (this.#reducedMotion()) {
			while (next !== null) {
				played.push(squareName(host.board, next));
				host.advance(next);
				next = this.#forced();
			}
			host.say(`Auto-move: ${played.join(', then ')} — each the only move.`);
			return;
		}
		const square = next;
		const name = squareName(host.board, square);
		this.pending = square;
		host.say(`Auto-move: ${name} is the only move; playing it…`);
		this.#cancel = this.#schedule(() => {
			this.#cancel = null;
			this.pending = null;
			host.advance(square);
			host.say(`Auto-move: ${name}, the only move.`);
			this.follow([name]);
		}, this.#delay);
	}

	/** Cancels a pending auto-move. */
	stop(): void {
		this.#cancel?.();
		this.#cancel = null;
		this.pending = null;
	}
}
