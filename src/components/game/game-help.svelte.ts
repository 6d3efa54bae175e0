/**
 * The help a reader can ask the Game for, kept apart because each answers a
 * different question: Hint proposes a move (and why), "Can I still finish?"
 * answers yes, no or not sure (with the evidence), and "Undo to the last
 * position that can still be won" goes back through the history. All three
 * ask the worker's look-ahead; an answer is dropped when the reader moves on.
 */
import { squareName, type Square } from '../../lib/board.ts';
import {
	cautiousHint,
	describeDeadEnd,
	describeFinish,
	describeHintAdvice,
	type DeadEnd,
	type GamePosition,
	type Hint,
	type HintAdvice,
} from '../../lib/game.ts';
import {
	LookAhead,
	type LookAheadRunner,
	type LookAheadTask,
	type Schedule,
} from './look-ahead.svelte.ts';

/** What the help reads of the game, and the one change it makes to it. */
export interface HelpHost {
	readonly position: GamePosition;
	/** Whether the game has ended. */
	readonly over: boolean;
	/** The dead end a cheap argument proves, or null. */
	readonly deadEnd: DeadEnd | null;
	/** Says something in the game's status line. */
	say(message: string): void;
	/** Takes back the last `count` moves as one Redo-able action. */
	goBack(count: number): void;
}

/** Hint, "Can I still finish?" and the way back, with their answers. */
export class GameHelp {
	/** The move Hint proposes, with the onward counts, or null. */
	hint = $state.raw<Hint | null>(null);
	/** What Hint proposes and why. */
	hintText = $state('');
	/** The answer to "Can I still finish?". */
	finishText = $state('');
	hintsUsed = $state(0);
	/** Whether the look-ahead proved the current position lost (the cheap arguments may not see it). */
	searchedLost = $state(false);
	/** Onward counts of the legal moves while a hint is shown. */
	readonly badges: ReadonlyMap<Square, string> = $derived(
		// Built once per hint and never changed, so a plain Map is right here.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		new Map((this.hint?.candidates ?? []).map((c) => [c.square, String(c.onward)] as const)),
	);
	readonly #host: HelpHost;
	readonly #lookAhead: LookAhead;

	/** Sets up the help for a game; the worker starts with the first question. */
	constructor(
		host: HelpHost,
		createRunner: () => LookAheadRunner,
		schedule: Schedule,
		timeLimit: number,
	) {
		this.#host = host;
		this.#lookAhead = new LookAhead(createRunner, schedule, timeLimit);
	}

	/** What the look-ahead is doing, or null. */
	get busy(): LookAheadTask | null {
		return this.#lookAhead.busy;
	}

	/** Proposes a move the look-ahead stands behind, or Warnsdorff's choice with a caveat. */
	showHint = async (): Promise<void> => {
		const position = this.#host.position;
		const over = this.#host.over;
		const deadEnd = this.#host.deadEnd;
		if (deadEnd !== null && !over) {
			this.#hinted({ kind: 'lost', reason: describeDeadEnd(position, deadEnd), nodes: 0 });
			return;
		}
		if (position.played.length === 0 || over) {
			this.#hinted({ kind: 'none' });
			return;
		}
		this.hint = null;
		this.hintText = 'Looking ahead for a move that can still finish…';
		const outcome = await this.#lookAhead.run('hint', 'game-hint', position);
		if (outcome === null) return;
		if (outcome.status === 'done') this.#hinted(outcome.value);
		else if (outcome.status === 'cancelled') this.#hinted(cautiousHint(position));
		else this.hintText = `The look-ahead failed: ${outcome.message}`;
	};

	/** Answers "Can I still finish?" from the look-ahead: yes, no or not sure, with the evidence. */
	checkFinish = async (): Promise<void> => {
		const position = this.#host.position;
		const over = this.#host.over;
		const deadEnd = this.#host.deadEnd;
		const started = position.played.length > 0;
		if (!started || over) {
			this.finishText = started ? 'The game is over.' : 'Choose a start square first.';
			return;
		}
		if (deadEnd !== null) {
			this.finishText = `No — ${describeDeadEnd(position, deadEnd)}`;
			return;
		}
		this.finishText = 'Searching for a way to finish…';
		const outcome = await this.#lookAhead.run('finish', 'game-finish', position);
		if (outcome === null) return;
		if (outcome.status === 'done') {
			this.searchedLost = outcome.value.kind === 'no';
			this.finishText = describeFinish(outcome.value);
		} else {
			this.finishText =
				outcome.status === 'error'
					? `The search failed: ${outcome.message}`
					: 'Not sure — the look-ahead ran out of time.';
		}
	};

	/** Goes back, as one Redo-able action, to the latest position from which a finish is proved. */
	undoToWinnable = async (): Promise<void> => {
		const host = this.#host;
		const position = host.position;
		const played = position.played;
		host.say('Looking back through the moves for a position that can still be won…');
		const outcome = await this.#lookAhead.run('rescue', 'game-last-winnable', position);
		if (outcome === null) return;
		if (outcome.status !== 'done') {
			host.say(
				outcome.status === 'error'
					? `The search failed: ${outcome.message}`
					: 'The look-ahead ran out of time before it found a position that can still be won.',
			);
			return;
		}
		const found = outcome.value;
		if (found.kind === 'none') {
			const unsure =
				found.unsure === 0 ? '' : ` (${String(found.unsure)} could not be settled in its budget)`;
			host.say(`No earlier position in this game was proved winnable${unsure}: start a New game.`);
			return;
		}
		const count = played.length - found.moves;
		const name = squareName(position.board, played[found.moves - 1] as Square);
		host.goBack(count);
		const moves = `${String(count)} move${count === 1 ? '' : 's'}`;
		host.say(
			`Went back ${moves} to move ${String(found.moves)} (${name}), the last position from which the look-ahead found a way to finish. Redo brings ${count === 1 ? 'it' : 'them'} back.`,
		);
	};

	/** Drops a question in progress and the answers, which belonged to the position being left. */
	clear(): void {
		this.#lookAhead.cancel();
		this.hint = null;
		this.hintText = '';
		this.finishText = '';
		this.searchedLost = false;
	}

	/** Stops the worker for good (when the widget goes away). */
	destroy(): void {
		this.#lookAhead.destroy();
	}

	/** Shows a hint's advice; a hinted square is outlined and counted. */
	#hinted(advice: HintAdvice): void {
		this.hintText = describeHintAdvice(this.#host.position, advice);
		if (advice.kind === 'lost') this.searchedLost = true;
		if (advice.kind !== 'proved' && advice.kind !== 'unsure') return;
		const chosen = advice.candidates.find((c) => c.square === advice.square);
		this.hint = {
			square: advice.square,
			onward: chosen?.onward ?? 0,
			candidates: advice.candidates,
		};
		this.hintsUsed += 1;
	}
}
