import { describe, expect, test } from 'vitest';
import {
	SPEEDS,
	StepPlayer,
	playerKeyAction,
	speedLabel,
	type Scheduler,
	type StepPlayerOptions,
} from '../../src/components/player/player.svelte.ts';
import { createRandom, randomInt } from '../../src/lib/index.ts';

/** A toy event: a seeded random walk's move. */
interface Toy {
	i: number;
	move: number;
}

/** The toy view: where the walk is, how many moves, and a hash of every move in order. */
interface ToyView {
	at: number;
	count: number;
	hash: number;
	last: Toy | null;
}

/** Yields `n` seeded random moves, then returns their count: the same every call. */
function* toyStream(n: number, seed = 7): Generator<Toy, string, void> {
	const random = createRandom(seed);
	for (let i = 0; i < n; i++) yield { i, move: randomInt(random, 5) - 2 };
	return `done after ${String(n)}`;
}

/** A scheduler whose frames run when the test says, on a clock the test moves. */
class FakeScheduler implements Scheduler {
	time = 1000;
	frames = 0;
	#queue = new Map<number, (time: number) => void>();
	#next = 1;

	frame(cb: (time: number) => void): number {
		this.#queue.set(this.#next, cb);
		return this.#next++;
	}
	cancel(id: number): void {
		this.#queue.delete(id);
	}
	now(): number {
		return this.time;
	}
	get pending(): number {
		return this.#queue.size;
	}
	/** Moves the clock one 60 fps frame on and runs the frames asked for; returns the ms worked. */
	runFrame(dt = 1000 / 60): number {
		this.time += dt;
		const start = this.time;
		const callbacks = [...this.#queue.values()];
		this.#queue.clear();
		this.frames++;
		for (const cb of callbacks) cb(start);
		return this.time - start;
	}
	/** Runs frames until none is asked for (at most `limit`). */
	runAll(limit = 100_000): number {
		let n = 0;
		while (this.pending > 0 && n < limit) {
			this.runFrame();
			n++;
		}
		return n;
	}
}

/** Builds a player over the toy stream; `cost` ms of fake time pass per event applied. */
function toyPlayer(
	n: number,
	options: Partial<StepPlayerOptions<Toy, ToyView, string>> & { cost?: number } = {},
) {
	const scheduler = (options.scheduler as FakeScheduler | undefined) ?? new FakeScheduler();
	const cost = options.cost ?? 0;
	let applied = 0;
	const player = new StepPlayer<Toy, ToyView, string>({
		source: () => toyStream(n),
		view: {
			create: () => ({ at: 0, count: 0, hash: 17, last: null }),
			apply: (view, event) => {
				view.at += event.move;
				view.count++;
				view.hash = (Math.imul(view.hash, 31) + event.move + 3) | 0;
				view.last = event;
				applied++;
				scheduler.time += cost;
			},
		},
		...options,
		scheduler,
	});
	return { player, scheduler, applied: () => applied };
}

/** Returns the view a fresh replay of the first `k` toy events builds. */
function freshView(n: number, k: number): ToyView {
	const { player, scheduler } = toyPlayer(n);
	player.seek(k);
	scheduler.runAll();
	return structuredClone(player.view);
}

describe('StepPlayer: step, stepBack and seek', () => {
	test('every position reached by step, stepBack or seek equals a fresh replay', () => {
		const n = 60;
		const { player, scheduler } = toyPlayer(n);
		for (let k = 0; k < 25; k++) player.step();
		expect(player.position).toBe(25);
		expect(player.view).toEqual(freshView(n, 25));
		player.stepBack();
		player.stepBack();
		scheduler.runAll();
		expect(player.position).toBe(23);
		expect(player.view).toEqual(freshView(n, 23));
		for (const k of [40, 3, 59, 0, 17, 60]) {
			player.seek(k);
			scheduler.runAll();
			expect(player.position).toBe(k);
			expect(player.view).toEqual(freshView(n, k));
		}
		expect(player.record.complete).toBe(false);
		expect(player.outcome).toBeNull();
		player.step();
		expect(player.record.complete).toBe(true);
		expect(player.outcome).toEqual({ kind: 'finished', result: 'done after 60' });
		expect(player.position).toBe(60);
	});

	test('the toy stream really is random: views differ from step to step', () => {
		const hashes = new Set([10, 11, 12].map((k) => freshView(30, k).hash));
		expect(hashes.size).toBe(3);
	});

	test('known is the furthest point generated; stepping back keeps it', () => {
		const { player, scheduler } = toyPlayer(50);
		player.seek(30);
		scheduler.runAll();
		player.seek(10);
		scheduler.runAll();
		expect(player.known).toBe(30);
		expect(player.position).toBe(10);
	});

	test('version goes up when the view changes, and read() sees the view', () => {
		const { player } = toyPlayer(10);
		const before = player.version;
		player.step();
		expect(player.version).toBeGreaterThan(before);
		expect(player.read((view) => view.count)).toBe(1);
	});

	test('reset goes back to step 0 with a fresh view; stepBack at 0 stays at 0', () => {
		const { player, scheduler } = toyPlayer(20);
		player.seek(12);
		player.reset();
		scheduler.runAll();
		expect(player.position).toBe(0);
		expect(player.atStart).toBe(true);
		expect(player.view).toEqual({ at: 0, count: 0, hash: 17, last: null });
		player.stepBack();
		expect(player.position).toBe(0);
	});
});

describe('StepPlayer: time slicing', () => {
	test('a long replay works at most the budget per frame, then lands exactly', () => {
		const cost = 0.05;
		const { player, scheduler, applied } = toyPlayer(5000, { cost, budget: 8 });
		player.seek(4000);
		expect(player.busy).toBe(true);
		expect(player.position).toBeGreaterThan(0);
		expect(player.position).toBeLessThan(4000);
		const worked: number[] = [];
		while (scheduler.pending > 0) worked.push(scheduler.runFrame());
		// The clock is read every 8 events, so a slice may overrun by at most 8 events' cost.
		for (const ms of worked) expect(ms).toBeLessThanOrEqual(8 + 8 * cost + 1e-9);
		expect(worked.length).toBeGreaterThan(5);
		expect(player.busy).toBe(false);
		expect(player.position).toBe(4000);
		expect(applied()).toBe(4000);
	});

	test('a seek while busy only retargets the replay', () => {
		const { player, scheduler } = toyPlayer(5000, { cost: 0.05 });
		player.seek(4000);
		scheduler.runFrame();
		player.seek(1000);
		expect(player.target).toBe(1000);
		expect(player.shown).toBe(1000);
		scheduler.runAll();
		expect(player.position).toBe(1000);
		expect(player.view).toEqual(freshView(5000, 1000));
	});

	test('stepping back from far along replays in slices and lands one step back', () => {
		const { player, scheduler } = toyPlayer(3000, { cost: 0.05 });
		player.seek(2500);
		scheduler.runAll();
		player.stepBack();
		expect(player.busy).toBe(true);
		scheduler.runAll();
		expect(player.position).toBe(2499);
		expect(player.view).toEqual(freshView(3000, 2499));
	});

	test('skipToEnd finishes in slices and returns the stream’s result', () => {
		const { player, scheduler } = toyPlayer(20_000, { cost: 0.01 });
		player.skipToEnd();
		expect(player.target).toBe(Infinity);
		expect(player.progress).toMatch(/^Skipping to the end/);
		const frames = scheduler.runAll();
		expect(frames).toBeGreaterThan(1);
		expect(player.outcome).toEqual({ kind: 'finished', result: 'done after 20000' });
		expect(player.position).toBe(20_000);
		expect(player.atEnd).toBe(true);
		expect(player.progress).toBe('Step 20,000 of 20,000 — finished');
	});
});

describe('StepPlayer: playback', () => {
	test('1 a second at 60 fps applies one event per 60 frames', () => {
		const { player, scheduler } = toyPlayer(100, { speed: 1 });
		player.play();
		const appliedAt: number[] = [];
		for (let frame = 1; frame <= 181; frame++) {
			const before = player.position;
			scheduler.runFrame();
			if (player.position !== before) appliedAt.push(frame);
		}
		expect(appliedAt).toEqual([1, 61, 121, 181]);
		expect(player.playing).toBe(true);
	});

	test('10 a second at 60 fps applies 10 events a second', () => {
		const { player, scheduler } = toyPlayer(1000, { speed: 10 });
		player.play();
		scheduler.runFrame();
		for (let frame = 0; frame < 60; frame++) scheduler.runFrame();
		expect(player.position).toBe(11);
	});

	test("'max' applies as many events as fit in the budget each frame", () => {
		const { player, scheduler } = toyPlayer(100_000, { speed: 'max', cost: 0.1, budget: 8 });
		player.play();
		const worked = scheduler.runFrame();
		expect(worked).toBeLessThanOrEqual(8 + 8 * 0.1 + 1e-9);
		expect(player.position).toBeGreaterThanOrEqual(80);
	});

	test('playback stops at the end; Play then starts again from step 0', () => {
		const { player, scheduler } = toyPlayer(5, { speed: 'max' });
		player.play();
		scheduler.runAll();
		expect(player.playing).toBe(false);
		expect(player.outcome?.kind).toBe('finished');
		expect(player.position).toBe(5);
		player.play();
		expect(player.position).toBe(0);
		scheduler.runFrame();
		expect(player.position).toBe(5);
	});

	test('pause stops the frame loop; toggle flips playing', () => {
		const { player, scheduler } = toyPlayer(100, { speed: 10 });
		player.toggle();
		expect(player.playing).toBe(true);
		scheduler.runFrame();
		player.toggle();
		expect(player.playing).toBe(false);
		scheduler.runFrame();
		expect(scheduler.pending).toBe(0);
	});

	test('speeds step through SPEEDS and unknown speeds are ignored', () => {
		const { player } = toyPlayer(10, { speed: 1 });
		player.changeSpeed(-1);
		expect(player.speed).toBe(1);
		for (let i = 0; i < SPEEDS.length + 2; i++) player.changeSpeed(1);
		expect(player.speed).toBe('max');
		player.changeSpeed(-1);
		expect(player.speed).toBe(10_000);
		player.setSpeed(-3);
		player.setSpeed(Number.NaN);
		expect(player.speed).toBe(10_000);
		expect(speedLabel(1000)).toBe('1,000 a second');
		expect(speedLabel('max')).toBe('As fast as possible');
	});
});

describe('StepPlayer: markers, caps, motion, destroy', () => {
	test('markers are found in order, once each, and capped', () => {
		const calls: number[] = [];
		const { player, scheduler } = toyPlayer(400, {
			maxMarkers: 10,
			marker: (event, index) => {
				calls.push(index);
				expect(event.i).toBe(index);
				return event.move === 2 ? 'high' : null;
			},
		});
		player.seek(400);
		scheduler.runAll();
		player.seek(100);
		scheduler.runAll();
		player.seek(400);
		scheduler.runAll();
		expect(calls).toEqual(Array.from({ length: 400 }, (_, i) => i));
		const highs = [...toyStream(400)].filter((e) => e.move === 2).map((e) => e.i);
		expect(highs.length).toBeGreaterThan(10);
		expect(player.record.markers).toEqual(
			highs.slice(0, 10).map((index) => ({ index, label: 'high' })),
		);
		expect(player.record.markerTotal).toBe(highs.length);
	});

	test('maxEvents stops an endless stream and says so', () => {
		const scheduler = new FakeScheduler();
		const player = new StepPlayer<number, { n: number }>({
			source: function* () {
				for (let i = 0; ; i++) yield i;
			},
			view: { create: () => ({ n: 0 }), apply: (view) => void view.n++ },
			maxEvents: 1000,
			scheduler,
		});
		player.skipToEnd();
		scheduler.runAll();
		expect(player.outcome).toEqual({ kind: 'capped', limit: 1000 });
		expect(player.position).toBe(1000);
		expect(player.view.n).toBe(1000);
		expect(player.atEnd).toBe(true);
		expect(player.progress).toBe('Step 1,000 of 1,000 — stopped at the limit of 1,000 steps');
		player.step();
		expect(player.position).toBe(1000);
	});

	test('a stream exactly maxEvents long finishes rather than stopping at the cap', () => {
		const { player, scheduler } = toyPlayer(500, { maxEvents: 500 });
		player.skipToEnd();
		scheduler.runAll();
		expect(player.outcome?.kind).toBe('finished');
		expect(player.position).toBe(500);
		const longer = toyPlayer(501, { maxEvents: 500 });
		longer.player.skipToEnd();
		longer.scheduler.runAll();
		expect(longer.player.outcome?.kind).toBe('capped');
		expect(longer.player.position).toBe(500);
		longer.player.stepBack();
		longer.scheduler.runAll();
		expect(longer.player.view).toEqual(freshView(501, 499));
	});

	test('a stream that throws stops with its message and the player keeps working', () => {
		const scheduler = new FakeScheduler();
		const player = new StepPlayer<number, { n: number }>({
			source: function* () {
				yield 1;
				yield 2;
				throw new RangeError('Start is h9, which is not on the board.');
			},
			view: { create: () => ({ n: 0 }), apply: (view) => void view.n++ },
			scheduler,
		});
		player.skipToEnd();
		expect(player.outcome).toEqual({
			kind: 'error',
			message: 'Start is h9, which is not on the board.',
		});
		expect(player.position).toBe(2);
		player.stepBack();
		expect(player.view.n).toBe(1);
	});

	test('reduced motion never autoplays; autoplay otherwise plays', () => {
		const calm = toyPlayer(100, { autoplay: true, prefersReducedMotion: true });
		expect(calm.player.playing).toBe(false);
		expect(calm.scheduler.pending).toBe(0);
		calm.scheduler.runFrame();
		expect(calm.player.position).toBe(0);
		const lively = toyPlayer(100, { autoplay: true, prefersReducedMotion: false });
		expect(lively.player.playing).toBe(true);
		lively.scheduler.runFrame();
		expect(lively.player.position).toBe(1);
		const plain = toyPlayer(100);
		expect(plain.player.playing).toBe(false);
	});

	test('destroy stops the frame loop for good', () => {
		const { player, scheduler } = toyPlayer(10_000, { speed: 'max', cost: 0.1 });
		player.play();
		scheduler.runFrame();
		const reached = player.position;
		expect(scheduler.pending).toBe(1);
		player.destroy();
		expect(scheduler.pending).toBe(0);
		expect(player.playing).toBe(false);
		player.play();
		player.seek(5000);
		scheduler.runFrame();
		expect(scheduler.pending).toBe(0);
		expect(player.position).toBe(reached);
	});
});

describe('StepPlayer: the shown step and the recorded run', () => {
	test('how the run ended is told only while its last step is shown', () => {
		const { player, scheduler } = toyPlayer(50);
		player.skipToEnd();
		scheduler.runAll();
		expect(player.outcome).toEqual({ kind: 'finished', result: 'done after 50' });
		expect(player.read((_, step) => step.outcome?.kind)).toBe('finished');
		player.reset();
		expect(player.outcome).toBeNull();
		expect(player.read((_, step) => [step.position, step.outcome])).toEqual([0, null]);
		expect(player.progress).toBe('Step 0 of 50 — the run ends there');
		for (let i = 0; i < 6; i++) player.step();
		expect(player.outcome).toBeNull();
		player.play();
		scheduler.runFrame();
		expect(player.outcome).toBeNull();
		player.seek(50);
		expect(player.outcome?.kind).toBe('finished');
	});

	test('with a lookahead the run is computed ahead of the shown step, a slice per frame', () => {
		const scheduler = new FakeScheduler();
		const player = new StepPlayer<number, { n: number }, string>({
			// Each event costs 1 ms of fake time to generate, so a 4 ms lookahead takes ~8 a frame.
			source: function* () {
				for (let i = 0; i < 100; i++) {
					scheduler.time += 1;
					yield i;
				}
				return 'done';
			},
			view: { create: () => ({ n: 0 }), apply: (view) => void view.n++ },
			scheduler,
			lookahead: 4,
		});
		expect(player.position).toBe(0);
		expect(player.known).toBeGreaterThan(0);
		expect(player.known).toBeLessThan(100);
		expect(player.progress).toMatch(/^Step 0 of \d+ so far \(still searching…\)$/);
		const frames = scheduler.runAll();
		expect(frames).toBeGreaterThan(1);
		expect(player.known).toBe(100);
		expect(player.position).toBe(0);
		expect(player.record.complete).toBe(true);
		expect(player.outcome).toBeNull();
		expect(player.progress).toBe('Step 0 of 100 — the run ends there');
	});

	test('without a lookahead an idle player only says what it has computed', () => {
		const { player } = toyPlayer(50);
		expect(player.progress).toBe('Step 0 of 0 so far');
		player.seek(2);
		expect(player.progress).toBe('Step 2 of 2 so far');
	});

	test('onReset hears the step that was shown, and not when nothing was', () => {
		const heard: number[] = [];
		const { player } = toyPlayer(50, { onReset: (from) => heard.push(from) });
		player.reset();
		player.seek(7);
		player.reset();
		expect(heard).toEqual([7]);
		expect(player.position).toBe(0);
	});

	test('the density strip counts every marker, past the ones kept as points', () => {
		const { player, scheduler } = toyPlayer(1000, {
			maxMarkers: 5,
			marker: (_, index) => (index % 3 === 0 ? 'third' : null),
		});
		player.skipToEnd();
		scheduler.runAll();
		// Independent count: indices 0, 3, …, 999 below 1000.
		const thirds = Math.floor(999 / 3) + 1;
		const { density, markers, markerTotal, labels } = player.record;
		expect(markers).toHaveLength(5);
		expect(markerTotal).toBe(thirds);
		expect(labels).toEqual({ third: thirds });
		// 64 stretches of a power-of-two width cover 1,000 events: 16 each.
		expect(density.width).toBe(16);
		expect(density.counts.reduce((a, b) => a + b, 0)).toBe(thirds);
		// The first stretch holds events 0–15: 0, 3, 6, 9, 12, 15.
		expect(density.counts[0]).toBe(6);
	});
});

describe('playerKeyAction(key, target, modifiers)', () => {
	const button = { tagName: 'BUTTON' };
	const slider = { tagName: 'INPUT', type: 'range' };
	test.each([
		[' ', { tagName: 'DIV' }, 'toggle'],
		[' ', slider, 'toggle'],
		[' ', button, null],
		['Enter', button, null],
		['ArrowRight', button, 'step'],
		['ArrowLeft', button, 'step-back'],
		['Home', button, 'reset'],
		['End', button, 'skip-to-end'],
		['+', button, 'faster'],
		['-', slider, 'slower'],
		['ArrowLeft', slider, null],
		['End', slider, null],
		['ArrowRight', { tagName: 'SELECT' }, null],
		[' ', { tagName: 'INPUT', type: 'text' }, null],
		['ArrowLeft', { tagName: 'TEXTAREA' }, null],
		['Home', { tagName: 'DIV', isContentEditable: true }, null],
		['x', button, null],
	] as const)('%j on %j → %s', (key, target, action) => {
		expect(playerKeyAction(key, target)).toBe(action);
	});

	test('keys with Ctrl, Alt or Meta are left alone', () => {
		expect(playerKeyAction('ArrowRight', button, { ctrlKey: true })).toBeNull();
		expect(playerKeyAction('Home', button, { metaKey: true })).toBeNull();
		expect(playerKeyAction(' ', slider, { altKey: true })).toBeNull();
	});
});
