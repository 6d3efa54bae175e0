import { describe, expect, test } from 'vitest';
import {
	GameState,
	shortcut,
	type LookAheadRunner,
	type Schedule,
} from '../../../src/components/game/game-state.svelte.ts';
import { readSnapshot, type GameSnapshot } from '../../../src/components/game/game-snapshot.ts';
import { createSolverRunner } from '../../../src/components/game/look-ahead.svelte.ts';
import {
	gameJobs,
	type LookAheadInput,
	type LookAheadJob,
	type LookAheadResults,
} from '../../../src/components/game/jobs.ts';
import { SolverRunner } from '../../../src/components/runner/solver-runner.svelte.ts';
import type { RunnerOutcome } from '../../../src/components/runner/solver-runner.svelte.ts';
import {
	createBoard,
	decodeTour,
	findTour,
	parseSquare,
	squareName,
	verifyTour,
	type Square,
} from '../../../src/lib/index.ts';
import { finish } from '../../../src/lib/solvers/types.ts';
import { jobs, type Jobs } from '../../../src/workers/jobs.ts';
import { createSolverClient } from '../../../src/workers/solver-client.ts';
import { createFakeWorker, TaskQueue, type FakeClock } from '../../workers/fake-worker.ts';

/** A hand-moved clock and the timers that run on it. */
class FakeTimers {
	now = 0;
	#tasks: { at: number; task: () => void; live: boolean }[] = [];

	/** Schedules a task on the fake clock. */
	schedule: Schedule = (task, ms) => {
		const entry = { at: this.now + ms, task, live: true };
		this.#tasks.push(entry);
		return () => {
			entry.live = false;
		};
	};

	/** Tells how many tasks wait. */
	get pending(): number {
		return this.#tasks.filter((t) => t.live).length;
	}

	/** Moves the clock on, running the tasks that fall due, in order. */
	advance(ms: number): void {
		const end = this.now + ms;
		for (;;) {
			const due = this.#tasks.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
			if (due === undefined) break;
			due.live = false;
			this.now = due.at;
			due.task();
		}
		this.now = end;
	}
}

/** A runner whose answers the test gives by hand. */
class FakeRunner implements LookAheadRunner {
	jobs: LookAheadJob[] = [];
	inputs: LookAheadInput[] = [];
	cancels = 0;
	#resolve: ((outcome: RunnerOutcome<unknown>) => void) | null = null;

	/** Records the request and waits for `answer` or `cancel`. */
	run<Job extends LookAheadJob>(
		job: Job,
		input: LookAheadInput,
	): Promise<RunnerOutcome<LookAheadResults[Job]>> {
		this.jobs.push(job);
		this.inputs.push(input);
		return new Promise((resolve) => {
			this.#resolve = resolve as (outcome: RunnerOutcome<unknown>) => void;
		});
	}

	/** Settles the run as cancelled, as the real runner does. */
	cancel(): void {
		this.cancels += 1;
		this.answer({ status: 'cancelled', message: 'Run cancelled.', elapsed: 0 });
	}

	/** Settles the run with an outcome. */
	answer(outcome: RunnerOutcome<unknown>): void {
		this.#resolve?.(outcome);
		this.#resolve = null;
	}

	/** Settles the run with the real job's answer, computed here. */
	compute(): void {
		const job = this.jobs.at(-1);
		const input = this.inputs.at(-1);
		if (job === undefined || input === undefined) throw new Error('nothing asked');
		this.answer({
			status: 'done',
			value: finish<unknown>(gameJobs[job](input) as Generator<unknown, unknown, void>),
			elapsed: 1,
		});
	}
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
	for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Asks for a hint and answers it with the real look-ahead. */
async function hintNow(game: GameState, runner: FakeRunner): Promise<void> {
	const asked = game.help.showHint();
	if (game.help.busy !== null) runner.compute();
	await asked;
}

/** A game on fake timers with a fake runner. */
function setup(options: { rows?: number; cols?: number; reducedMotion?: boolean } = {}): {
	game: GameState;
	timers: FakeTimers;
	runner: FakeRunner;
} {
	const timers = new FakeTimers();
	const runner = new FakeRunner();
	const game = new GameState({
		rows: options.rows ?? 5,
		cols: options.cols ?? 5,
		now: () => timers.now,
		schedule: timers.schedule,
		reducedMotion: () => options.reducedMotion ?? false,
		createRunner: () => runner,
	});
	return { game, timers, runner };
}

/** Plays squares given by name, one click each. */
function play(game: GameState, moves: string): void {
	for (const name of moves.split(' ').filter((w) => w !== '')) {
		game.activate(parseSquare(game.board, name));
	}
}

/** The moves played, by name. */
function moves(game: GameState): string {
	return game.played.map((s) => squareName(game.board, s)).join(' ');
}

const TOUR_5X5 = 'a1 c2 e1 d3 e5 c4 a5 b3 c5 e4 d2 b1 a3 b5 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c3';

describe('GameState: a whole game', () => {
	test('a fresh game shows a 5×5 board and asks for a start square', () => {
		const { game } = setup();
		expect(game.board.rows).toBe(5);
		expect(game.board.cols).toBe(5);
		expect(game.started).toBe(false);
		expect(game.status).toBe(
			'Choose a start square for the knight: click or tap it, or move with the arrow keys and press Enter.',
		);
		expect(game.time).toBe('0:00');
		expect(game.timing).toBe(false);
	});

	test('a 5×5 tour found by findTour, played click by click, is verified and timed', () => {
		const { game, timers } = setup();
		const board = createBoard(5, 5);
		const result = findTour(board, { start: parseSquare(board, 'c3') });
		if (result.status !== 'found') throw new Error('5×5 has a tour from c3');
		const tour = Array.from(result.tour);
		for (const [i, square] of tour.entries()) {
			expect(game.moves.includes(square) || i === 0).toBe(true);
			game.activate(square);
			timers.advance(5000);
			game.tick();
			if (i < tour.length - 1) {
				expect(game.status).toMatch(
					new RegExp(
						`^Knight on ${squareName(board, square)} \\(move ${String(i + 1)} of 25\\); \\d moves?: `,
					),
				);
			}
		}
		// The clock ran from the first move to the last: 24 gaps of 5 s.
		expect(game.complete).toBe(true);
		expect(game.over).toBe(true);
		expect(game.time).toBe('2:00');
		expect(game.status).toBe('Tour complete in 2:00 with no hints — verified.');
		expect(game.result).toBe('Tour complete in 2:00 with no hints — verified');
		timers.advance(60_000);
		game.tick();
		expect(game.time).toBe('2:00');
		expect(verifyTour(board, game.played)).toEqual({ ok: true });
		// The export carries the moves and a tour code that decodes to the same tour.
		const text = game.exportText() ?? '';
		expect(text).toContain(`Moves: ${tour.map((s) => squareName(board, s)).join(' ')}`);
		const code = /Tour code: (\S+)/.exec(text)?.[1] ?? '';
		expect(Array.from(decodeTour(board, code))).toEqual(tour);
		expect(JSON.parse(game.exportJson() ?? '{}')).toMatchObject({ verified: true, moves: tour });
	});

	test('after each move the status names the knight and its moves, sorted', () => {
		const { game } = setup();
		play(game, 'a1');
		expect(game.status).toBe('Knight on a1 (move 1 of 25); 2 moves: b3, c2.');
		play(game, 'b3');
		expect(game.status).toBe('Knight on b3 (move 2 of 25); 5 moves: a5, c1, c5, d2, d4.');
		expect(game.describe(parseSquare(game.board, 'b3'))).toBe('b3, move 2, knight');
		expect(game.describe(parseSquare(game.board, 'a1'))).toBe('a1, move 1');
		expect(game.describe(parseSquare(game.board, 'a5'))).toBe("a5, knight's move");
		expect(game.describe(parseSquare(game.board, 'e5'))).toBe('e5, unvisited');
		expect(game.tour).toBe('a1, b3');
	});

	test('a finished closed tour says so', () => {
		const { game } = setup({ rows: 6, cols: 6 });
		game.setClosed(true);
		const result = findTour(game.board, { closed: true });
		if (result.status !== 'found') throw new Error('6×6 has a closed tour');
		for (const square of result.tour) game.activate(square);
		expect(game.status).toBe('Closed tour complete in 0:00 with no hints — verified.');
	});
});

describe('GameState: moves that are not allowed', () => {
	test.each([
		['a1 b3 c5 d3 e5 c4', 'd5', "d5 is not a knight's move from c4."],
		['a1 b3 c5 d3 e5 c4', 'b3', 'b3 is already visited (move 2).'],
		['a1 b3 c5 d3 e5 c4', 'c4', 'c4 is already visited (move 6): the knight stands there.'],
	])('after %s, %s: "%s"', (before, square, message) => {
		const { game } = setup();
		play(game, before);
		play(game, square);
		expect(moves(game)).toBe(before);
		expect(game.message).toBe(message);
		expect(game.status.startsWith(`${message} Knight on c4 (move 6 of 25)`)).toBe(true);
	});

	test('a finished tour takes no more moves', () => {
		const { game } = setup();
		play(game, TOUR_5X5);
		play(game, 'a1');
		expect(game.message).toBe('The tour is complete: Undo to change it, or start a New game.');
	});

	test('a stuck knight: the status explains, the timer stops, Undo goes on', () => {
		const { game, timers } = setup();
		play(game, 'c2 d4 b3');
		timers.advance(3000);
		play(game, 'a1');
		expect(game.over).toBe(true);
		expect(game.status).toMatch(
			/^Stuck on a1 after 4 of 25 squares: no unvisited square is a knight's move away\. Never visited: .+ Undo to go back, or start a New game\.$/,
		);
		expect(game.timing).toBe(false);
		timers.advance(10_000);
		game.tick();
		expect(game.time).toBe('0:03');
		game.undo();
		expect(game.timing).toBe(true);
		timers.advance(2000);
		game.tick();
		expect(game.time).toBe('0:05');
	});

	test('a position that cannot be finished says why before the knight is stuck', () => {
		const { game } = setup();
		// c2 is light, and a tour of 5×5 (13 dark, 12 light squares) starts on dark.
		play(game, 'c2');
		expect(game.over).toBe(false);
		expect(game.status).toContain(
			'This position cannot be finished: The knight changes colour with every move',
		);
		expect(game.deadEnd?.kind).toBe('colours');
	});
});

describe('GameState: Undo and Redo', () => {
	test('undo takes moves back and redo plays them again', () => {
		const { game } = setup();
		play(game, 'a1 b3 c5 d3');
		game.undo();
		game.undo();
		expect(moves(game)).toBe('a1 b3');
		expect(game.message).toBe('Took back c5 (move 3).');
		expect(game.redoMoves.map((s) => squareName(game.board, s))).toEqual(['c5', 'd3']);
		game.redo();
		expect(moves(game)).toBe('a1 b3 c5');
		expect(game.message).toBe('Played c5 again.');
		// Playing the next undone move by hand keeps the rest of Redo; another move clears it.
		play(game, 'd3');
		expect(game.canRedo).toBe(false);
		game.undo();
		play(game, 'e4');
		expect(moves(game)).toBe('a1 b3 c5 e4');
		expect(game.canRedo).toBe(false);
		game.redo();
		expect(game.message).toBe('Nothing to redo.');
	});

	test('undo with nothing played says so', () => {
		const { game } = setup();
		game.undo();
		expect(game.message).toBe('Nothing to undo.');
		expect(game.canUndo).toBe(false);
	});

	test('New game clears moves, Redo, hints and the clock; keeps the size and goal', async () => {
		const { game, timers, runner } = setup({ rows: 6, cols: 6 });
		game.setClosed(true);
		play(game, 'a1 b3 c5');
		timers.advance(4000);
		await hintNow(game, runner);
		expect(game.help.hintsUsed).toBe(1);
		game.undo();
		game.newGame();
		expect(game.played).toEqual([]);
		expect(game.canRedo).toBe(false);
		expect(game.help.hintsUsed).toBe(0);
		expect(game.time).toBe('0:00');
		expect(game.board.rows).toBe(6);
		expect(game.closed).toBe(true);
	});
});

describe('shortcut(press)', () => {
	const none = { ctrlKey: false, shiftKey: false, altKey: false, metaKey: false };
	test.each([
		[{ ...none, key: 'u' }, 'undo'],
		[{ ...none, key: 'U' }, 'undo'],
		[{ ...none, key: 'z', ctrlKey: true }, 'undo'],
		[{ ...none, key: 'y', ctrlKey: true }, 'redo'],
		[{ ...none, key: 'Z', ctrlKey: true, shiftKey: true }, 'redo'],
		[{ ...none, key: 'z' }, null],
		[{ ...none, key: 'y' }, null],
		[{ ...none, key: 'u', altKey: true }, null],
		[{ ...none, key: 'z', metaKey: true }, null],
		[{ ...none, key: 'Enter' }, null],
	])('%j → %s', (press, action) => {
		expect(shortcut(press)).toBe(action);
	});
});

describe('GameState: auto-move', () => {
	test('the only move is announced, then played after a visible pause', () => {
		const { game, timers } = setup();
		game.setAutoMove(true);
		play(game, 'a1 b3 a5');
		// From a5 the only unvisited square a knight's move away is c4.
		expect(moves(game)).toBe('a1 b3 a5');
		expect(game.auto.pending).toBe(parseSquare(game.board, 'c4'));
		expect(game.status).toMatch(/^Auto-move: c4 is the only move; playing it… Knight on a5/);
		timers.advance(699);
		expect(moves(game)).toBe('a1 b3 a5');
		timers.advance(1);
		expect(moves(game)).toBe('a1 b3 a5 c4');
		expect(game.auto.pending).toBeNull();
		expect(game.status).toMatch(/^Auto-move: c4, the only move\. Knight on c4 \(move 4 of 25\)/);
	});

	test('under reduced motion the forced moves are played at once, and listed', () => {
		const { game, timers } = setup({ reducedMotion: true });
		game.setAutoMove(true);
		play(game, 'a1 b3 a5');
		expect(moves(game)).toBe('a1 b3 a5 c4');
		expect(game.message).toBe('Auto-move: c4 — each the only move.');
		expect(timers.pending).toBe(0);
	});

	test('undo cancels a pending auto-move and never triggers one', () => {
		const { game, timers } = setup();
		game.setAutoMove(true);
		play(game, 'a1 b3 a5');
		game.undo();
		timers.advance(5000);
		expect(moves(game)).toBe('a1 b3');
		play(game, 'a5');
		timers.advance(700);
		game.undo();
		expect(moves(game)).toBe('a1 b3 a5');
		timers.advance(5000);
		expect(moves(game)).toBe('a1 b3 a5');
	});

	test('auto-move stops where a dead end is proved, so the reader sees it', () => {
		const { game, timers } = setup();
		game.setAutoMove(true);
		// From a1 the only move is b3, but starting on light c2 already lost the game.
		play(game, 'c2 a1');
		expect(game.moves).toHaveLength(1);
		expect(game.auto.pending).toBeNull();
		timers.advance(5000);
		expect(moves(game)).toBe('c2 a1');
	});

	test('turning auto-move on plays a forced move that is waiting', () => {
		const { game, timers } = setup();
		play(game, 'a1 b3 a5');
		game.setAutoMove(true);
		timers.advance(700);
		expect(moves(game)).toBe('a1 b3 a5 c4');
	});
});

describe('GameState: hints', () => {
	test('Hint asks the look-ahead and proposes a move it proved, with the onward counts', async () => {
		const { game, runner } = setup();
		play(game, 'a1 b3');
		const asked = game.help.showHint();
		expect(game.help.busy).toBe('hint');
		expect(game.help.hintText).toBe('Looking ahead for a move that can still finish…');
		expect(runner.jobs).toEqual(['game-hint']);
		expect(runner.inputs[0]).toEqual({
			board: { rows: 5, cols: 5 },
			played: [parseSquare(game.board, 'a1'), parseSquare(game.board, 'b3')],
			closed: false,
			maxNodes: 1_000_000,
		});
		runner.compute();
		await asked;
		const hinted = game.help.hint?.square ?? -1;
		expect(game.help.hintText).toMatch(
			new RegExp(`^Hint: ${squareName(game.board, hinted)} .*the look-ahead found a way to finish`),
		);
		// The proof: a tour of the board that goes on through the hinted square.
		const rest = findTour(game.board, {
			constraints: [...game.played, hinted].map((square, i) => ({ move: i + 1, square })),
		});
		expect(rest.status).toBe('found');
		expect(game.highlights).toEqual([hinted]);
		expect(game.help.badges.get(parseSquare(game.board, 'c5'))).toBe('3');
		expect(game.describe(hinted)).toMatch(/, hint$/);
		expect(game.help.hintsUsed).toBe(1);
		play(game, squareName(game.board, hinted));
		expect(game.help.hint).toBeNull();
		expect(game.help.hintText).toBe('');
	});

	test('an unsure look-ahead: Warnsdorff’s choice among the moves not proved lost, with the caveat', async () => {
		const { game, runner } = setup({ rows: 6, cols: 6 });
		game.setClosed(true);
		play(game, 'a1 b3 a5 c6 e5 f3 e1');
		const asked = game.help.showHint();
		const board = game.board;
		runner.answer({
			status: 'done',
			value: {
				kind: 'unsure',
				square: parseSquare(board, 'd3'),
				candidates: [
					{ square: parseSquare(board, 'c2'), onward: 4 },
					{ square: parseSquare(board, 'd3'), onward: 6 },
				],
				ruledOut: [{ square: parseSquare(board, 'c2'), reason: 'The start, a1, …' }],
				budget: 1_000_000,
				nodes: 1_000_000,
			},
			elapsed: 5,
		});
		await asked;
		expect(game.help.hintText).toBe(
			"Hint: d3 — Warnsdorff's choice (fewest onward moves: 6); the look-ahead could not confirm a finish within 1,000,000 positions, so this is not sure. Ruled out, proved lost: c2.",
		);
	});

	test('a look-ahead stopped by the time limit falls back to the moves no argument rules out', async () => {
		const { game, runner, timers } = setup({ rows: 6, cols: 6 });
		game.setClosed(true);
		play(game, 'a1 b3 a5 c6 e5 f3 e1');
		const asked = game.help.showHint();
		timers.advance(10_000);
		await asked;
		expect(runner.cancels).toBe(1);
		expect(game.help.hintText).toMatch(
			/^Hint: d3 — Warnsdorff's choice .*could not confirm a finish in the time it had, so this is not sure\. Ruled out, proved lost: c2\.$/,
		);
	});

	test('a hint before the start, or in a lost position, says why there is none', async () => {
		const { game, runner } = setup();
		await game.help.showHint();
		expect(game.help.hintText).toBe('Choose a start square first.');
		play(game, 'c2');
		await game.help.showHint();
		expect(game.help.hintText).toMatch(
			/^No move can save this position: The knight changes colour/,
		);
		expect(game.help.hintsUsed).toBe(0);
		expect(runner.jobs).toEqual([]);
	});

	test('the finished result counts the hints', async () => {
		const { game, runner } = setup();
		play(game, TOUR_5X5.split(' ').slice(0, 24).join(' '));
		await hintNow(game, runner);
		play(game, 'c3');
		expect(game.result).toBe('Tour complete in 0:00 with 1 hint — verified');
	});
});

describe('GameState: "Can I still finish?"', () => {
	test('asks the look-ahead with the played squares and the goal, and says yes with its evidence', async () => {
		const { game, runner } = setup({ rows: 6, cols: 6 });
		game.setClosed(true);
		play(game, 'a1 b3 c5');
		const asked = game.help.checkFinish();
		expect(game.help.busy).toBe('finish');
		expect(game.help.finishText).toBe('Searching for a way to finish…');
		expect(runner.jobs).toEqual(['game-finish']);
		expect(runner.inputs[0]).toEqual({
			board: { rows: 6, cols: 6 },
			played: ['a1', 'b3', 'c5'].map((name) => parseSquare(game.board, name)),
			closed: true,
			maxNodes: 2_000_000,
		});
		runner.answer({
			status: 'done',
			value: { kind: 'yes', continuation: [], nodes: 1234 },
			elapsed: 10,
		});
		await asked;
		expect(game.help.busy).toBeNull();
		expect(game.help.finishText).toBe(
			'Yes — the look-ahead found a way to finish from here (1,234 positions searched).',
		);
		// Asking is not a hint.
		expect(game.help.hintsUsed).toBe(0);
	});

	test.each([
		[
			{ kind: 'no', reason: 'Exhaustive.', proof: 'search', nodes: 99 },
			'No — the look-ahead tried every way on from here (99 positions) and none finishes the tour.',
		],
		[
			{ kind: 'no', reason: 'The board falls apart.', proof: 'argument', nodes: 0 },
			'No — The board falls apart.',
		],
		[
			{ kind: 'unsure', budget: 2_000_000, nodes: 2_000_000 },
			'Not sure — the look-ahead searched 2,000,000 positions without finding a finish or proving there is none.',
		],
	] as const)('a look-ahead that answers %j says "%s"', async (value, text) => {
		const { game, runner } = setup();
		play(game, 'a1 b3');
		const asked = game.help.checkFinish();
		runner.answer({ status: 'done', value, elapsed: 5 });
		await asked;
		expect(game.help.finishText).toBe(text);
	});

	test('a "no" from the search marks the position lost and offers the way back', async () => {
		const { game, runner } = setup();
		play(game, 'a1 b3 d4 c2 e1');
		expect(game.deadEnd).toBeNull();
		expect(game.canGoBack).toBe(false);
		const asked = game.help.checkFinish();
		runner.compute();
		await asked;
		expect(game.help.finishText).toMatch(/^No — the look-ahead tried every way on from here/);
		expect(game.lost).toBe(true);
		expect(game.canGoBack).toBe(true);
		expect(game.status).toMatch(
			/This position cannot be finished: the look-ahead proved it\. Undo to go back\.$/,
		);
	});

	test('the search is stopped after its time limit: "Not sure"', async () => {
		const { game, runner, timers } = setup();
		play(game, 'a1 b3');
		const asked = game.help.checkFinish();
		timers.advance(9999);
		expect(runner.cancels).toBe(0);
		timers.advance(1);
		expect(runner.cancels).toBe(1);
		await asked;
		expect(game.help.finishText).toBe('Not sure — the look-ahead ran out of time.');
	});

	test('a move during the search drops its answer, which was about another position', async () => {
		const { game, runner } = setup();
		play(game, 'a1 b3');
		const asked = game.help.checkFinish();
		play(game, 'a5');
		await asked;
		expect(runner.cancels).toBe(1);
		expect(game.help.busy).toBeNull();
		expect(game.help.finishText).toBe('');
	});

	test('a proved dead end answers at once, without the worker', async () => {
		const { game, runner } = setup();
		play(game, 'c2');
		await game.help.checkFinish();
		expect(runner.inputs).toEqual([]);
		expect(game.help.finishText).toMatch(/^No — The knight changes colour/);
	});

	test('with the real runner and worker jobs: a 5×5 opening that can be finished, and one that cannot', async () => {
		const queue = new TaskQueue();
		const clock: FakeClock = { now: 0 };
		const client = createSolverClient<Jobs>({
			createWorker: () => createFakeWorker(queue, jobs, clock, { progressIntervalMs: 0 }).worker,
		});
		const timers = new FakeTimers();
		const game = new GameState({
			now: () => timers.now,
			schedule: timers.schedule,
			createRunner: () => createSolverRunner(new SolverRunner({ client, now: () => clock.now })),
		});
		play(game, 'a1 b3 c5');
		const asked = game.help.checkFinish();
		await settle();
		queue.runAll();
		await asked;
		expect(game.help.finishText).toMatch(/^Yes — the look-ahead found a way to finish from here/);
		// A 5×5 opening with no way on that the cheap arguments miss: only the search proves it.
		game.newGame();
		play(game, 'a1 b3 d4 c2 e1');
		expect(game.deadEnd).toBeNull();
		const second = game.help.checkFinish();
		await settle();
		queue.runAll();
		await second;
		expect(game.help.finishText).toMatch(/^No — the look-ahead tried every way on from here/);
		game.destroy();
	});
});

describe('GameState: undo to the last position that can still be won', () => {
	test('goes back as one action, says how many moves, and one Redo brings them all back', async () => {
		const { game, runner } = setup();
		// Lost at c3 (b5, e5 and d2 have one way in each); the library's search finds the latest
		// earlier position with a finish, independently of the game's job.
		const line = 'a1 b3 a5 c4 a3 b1 c3';
		play(game, line);
		expect(game.canGoBack).toBe(true);
		const squares = line.split(' ').map((n) => parseSquare(game.board, n));
		let winnable = squares.length - 1;
		while (
			findTour(game.board, {
				constraints: squares.slice(0, winnable).map((square, i) => ({ move: i + 1, square })),
			}).status !== 'found'
		) {
			winnable--;
		}
		const asked = game.help.undoToWinnable();
		expect(runner.jobs).toEqual(['game-last-winnable']);
		expect(runner.inputs[0]).toMatchObject({ maxNodes: 250_000, totalNodes: 8_000_000 });
		runner.compute();
		await asked;
		const count = squares.length - winnable;
		expect(moves(game)).toBe(line.split(' ').slice(0, winnable).join(' '));
		expect(game.message).toBe(
			`Went back ${String(count)} move${count === 1 ? '' : 's'} to move ${String(winnable)} (${line.split(' ')[winnable - 1] ?? ''}), the last position from which the look-ahead found a way to finish. Redo brings ${count === 1 ? 'it' : 'them'} back.`,
		);
		game.redo();
		expect(moves(game)).toBe(line);
		expect(game.canRedo).toBe(false);
	});

	test('when no earlier position is proved winnable, it says so and changes nothing', async () => {
		const { game, runner } = setup();
		play(game, 'a1 b3 c5');
		game.help.searchedLost = true;
		const asked = game.help.undoToWinnable();
		runner.answer({ status: 'done', value: { kind: 'none', unsure: 2, nodes: 9 }, elapsed: 1 });
		await asked;
		expect(moves(game)).toBe('a1 b3 c5');
		expect(game.message).toBe(
			'No earlier position in this game was proved winnable (2 could not be settled in its budget): start a New game.',
		);
	});
});

describe('GameState: board, holes and goal', () => {
	test('typed sizes: a mistake shows an error and keeps the board; a good size starts anew', () => {
		const { game } = setup();
		play(game, 'a1');
		game.type('rows', 'x');
		expect(game.rows).toEqual({
			ok: false,
			message: 'Rows must be a whole number from 1 to 40; "x" is not a whole number.',
		});
		expect(game.board.rows).toBe(5);
		expect(moves(game)).toBe('a1');
		game.type('rows', '41');
		expect(game.rows.ok).toBe(false);
		game.type('rows', '6');
		game.type('cols', '7');
		expect(game.board.rows).toBe(6);
		expect(game.board.cols).toBe(7);
		expect(game.played).toEqual([]);
		expect(game.status).toMatch(/^Choose a start square/);
	});

	test('painting holes before the start: click and drag toggle; a hole is no move', () => {
		const { game } = setup();
		game.setPainting(true);
		expect(game.status).toMatch(/^Paint holes: /);
		game.activate(parseSquare(game.board, 'c3'));
		game.toggleHole(parseSquare(game.board, 'd4'));
		expect(game.message).toBe('d4 is now a hole.');
		game.toggleHole(parseSquare(game.board, 'd4'));
		expect(game.message).toBe('d4 is a square again.');
		expect(game.board.holeCount).toBe(1);
		expect(game.total).toBe(24);
		expect(game.describe(parseSquare(game.board, 'c3'))).toBe('c3, hole');
		game.setPainting(false);
		play(game, 'c3');
		expect(game.message).toBe('c3 is a hole.');
		play(game, 'a1');
		expect(game.status).toBe('Knight on a1 (move 1 of 24); 2 moves: b3, c2.');
		game.setPainting(true);
		expect(game.painting).toBe(false);
		expect(game.message).toMatch(/^Holes are painted before the first move/);
	});

	test('a board with no tour says so before the start', () => {
		const { game } = setup({ rows: 4, cols: 4 });
		expect(game.status).toBe(
			'Choose a start square for the knight: click or tap it, or move with the arrow keys and press Enter. Note: No tour on 4×4: an exhaustive search finds none (OEIS A165134 counts 0).',
		);
	});

	test('the goal is set before the first move', () => {
		const { game } = setup();
		play(game, 'a1');
		game.setClosed(true);
		expect(game.closed).toBe(false);
		expect(game.message).toMatch(/^The goal is set before the first move/);
	});
});

describe('GameState: snapshot() and restore(data)', () => {
	test('a round trip through JSON gives the same game', async () => {
		const { game, timers, runner } = setup({ rows: 6, cols: 6 });
		game.setPainting(true);
		game.activate(parseSquare(game.board, 'f6'));
		game.activate(parseSquare(game.board, 'f5'));
		game.setPainting(false);
		game.setClosed(true);
		game.setAutoMove(true);
		play(game, 'a1 b3 c5');
		timers.advance(4200);
		await hintNow(game, runner);
		game.undo();
		const saved = game.snapshot();
		const at = (name: string): Square => parseSquare(game.board, name);
		expect(saved).toEqual({
			rows: 6,
			cols: 6,
			holes: [at('f6'), at('f5')],
			closed: true,
			autoMove: true,
			moves: [at('a1'), at('b3')],
			redo: [at('c5')],
			hintsUsed: 1,
			elapsedMs: 4200,
		});
		const other = setup().game;
		expect(other.restore(JSON.parse(JSON.stringify(saved)))).toEqual([]);
		expect(other.snapshot()).toEqual(saved);
		expect(game.status).toBe(`Took back c5 (move 3). ${other.status}`);
		expect(other.status).toBe('Knight on b3 (move 2 of 34); 5 moves: a5, c1, c5, d2, d4.');
		other.redo();
		expect(moves(other)).toBe('a1 b3 c5');
	});

	test('a restored game keeps its time and resumes the clock with the next move', () => {
		const { game, timers } = setup();
		game.restore({ rows: 5, cols: 5, moves: [20], elapsedMs: 61_000 });
		expect(game.time).toBe('1:01');
		timers.advance(10_000);
		game.tick();
		expect(game.time).toBe('1:01');
		play(game, 'b3');
		timers.advance(2000);
		game.tick();
		expect(game.time).toBe('1:03');
	});

	test.each<[string, unknown, RegExp, Partial<GameSnapshot>]>([
		['not an object', 'hello', /^The saved game is unreadable/, { rows: 5, moves: [] }],
		['null', null, /unreadable/, { rows: 5 }],
		[
			'rows as text',
			{ rows: '6', cols: 6 },
			/^Rows must be a whole number from 1 to 40; the saved value is "6"\./,
			{ rows: 5, cols: 5 },
		],
		[
			'too many columns',
			{ rows: 6, cols: 99 },
			/^Columns must be a whole number from 1 to 40; the saved value is 99\./,
			{ rows: 5, cols: 5 },
		],
		['a fractional side', { rows: 5.5, cols: 5 }, /^Rows must be/, { rows: 5 }],
		[
			'a hole off the board',
			{ rows: 5, cols: 5, holes: [3, 25, -1] },
			/^The hole 25 is not a square of this 5×5 board; left out\./,
			{ holes: [3] },
		],
		[
			'holes not a list',
			{ rows: 5, cols: 5, holes: 'all' },
			/^The saved holes are not a list/,
			{ holes: [] },
		],
		[
			'a move that is not a knight move',
			{ rows: 5, cols: 5, moves: [20, 11, 12] },
			/^Move 3: c3 is not a knight's move from b3\. The moves stop before it\./,
			{ moves: [20, 11] },
		],
		[
			'a move off the board',
			{ rows: 5, cols: 5, moves: [20, 99] },
			/^Move 2: Square 99 is not on this 5×5 board\./,
			{ moves: [20] },
		],
		[
			'a move that is text',
			{ rows: 5, cols: 5, moves: ['a1'] },
			/^Move 1: "a1" is not a square\./,
			{ moves: [] },
		],
		[
			'a repeated move',
			{ rows: 5, cols: 5, moves: [20, 11, 20] },
			/^Move 3: a1 is already visited \(move 1\)\./,
			{ moves: [20, 11] },
		],
		[
			'a move onto a hole',
			{ rows: 5, cols: 5, holes: [11], moves: [20, 11] },
			/^Move 2: b3 is a hole\./,
			{ moves: [20] },
		],
		[
			'a bad redo',
			{ rows: 5, cols: 5, moves: [20], redo: [11, 12] },
			/^Redo move 3: c3 is not a knight's move from b3\./,
			{ moves: [20], redo: [11] },
		],
		[
			'a closed flag that is text',
			{ rows: 5, cols: 5, closed: 'yes' },
			/^The saved Closed tour setting \("yes"\) is not yes or no/,
			{ closed: false },
		],
		[
			'negative hints',
			{ rows: 5, cols: 5, hintsUsed: -3 },
			/^The saved number of hints \(-3\) is not a number/,
			{ hintsUsed: 0 },
		],
		[
			'an infinite time',
			{ rows: 5, cols: 5, elapsedMs: 'Infinity' },
			/^The saved time/,
			{ elapsedMs: 0 },
		],
	])('%s: a problem, no exception, a playable game', (_, data, problem, kept) => {
		const { game } = setup({ rows: 6, cols: 6 });
		const problems = game.restore(data);
		expect(problems[0]).toMatch(problem);
		expect(game.snapshot()).toMatchObject(kept);
		expect(game.message).toMatch(/^The saved game had problems: /);
		// Whatever was kept is a legal start of a tour of the restored board.
		const check = verifyTour(game.board, game.played);
		expect(check.ok || ('error' in check && check.error.startsWith('The tour has'))).toBe(true);
		expect(() => game.activate(game.moves[0] ?? 0)).not.toThrow();
	});

	test('readSnapshot never throws on odd values', () => {
		const odd: unknown[] = [
			undefined,
			0,
			[],
			[1, 2],
			{ rows: {}, cols: [] },
			{ rows: 5, cols: 5, moves: [{}] },
		];
		for (const data of odd) {
			expect(() => readSnapshot(data)).not.toThrow();
			expect(readSnapshot(data).problems.length).toBeGreaterThan(0);
		}
		expect(readSnapshot({ rows: 5, cols: 5 }).problems).toEqual([]);
	});

	test('a restored finished tour shows its result', () => {
		const { game } = setup();
		const board = createBoard(5, 5);
		const tour: Square[] = TOUR_5X5.split(' ').map((n) => parseSquare(board, n));
		expect(
			game.restore({ rows: 5, cols: 5, moves: tour, hintsUsed: 2, elapsedMs: 151_000 }),
		).toEqual([]);
		expect(game.result).toBe('Tour complete in 2:31 with 2 hints — verified');
	});
});
