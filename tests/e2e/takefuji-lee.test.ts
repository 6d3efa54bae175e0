import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createBoard, runNeuralNetwork } from '../../src/lib/index.ts';
import { describeEnding } from '../../src/components/lessons/takefuji-lee/network-view.ts';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	hydratedExercise,
	hydratedWidget,
	launchBrowser,
	openPage,
	scrollThrough,
	siteUrl,
	type TestBrowser,
	waitForHydration,
} from './browser.ts';

const PATH = '/lessons/takefuji-lee/';
const LIVE = 'The Takefuji–Lee network, live';
const NEVER = 'Boards that never settle';
/** How long a run may take to reach the step asked for on a busy machine. */
const RUN = { timeout: 10_000 };

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The counters line of a live network. */
function counters(widget: Locator): Locator {
	return widget.locator('.counters');
}

/** The sentence about the sweep shown. */
function sentence(widget: Locator): Locator {
	return widget.locator('.sentence');
}

/** Clicks one of the player's buttons by its exact name. */
async function press(widget: Locator, name: string): Promise<void> {
	await widget.getByRole('button', { name, exact: true }).click();
}

/**
 * Collects the script time of every long animation frame (> 50 ms) from the first script on. Script
 * time, not the whole frame: on a shared test machine painting the board can take any time, but the
 * network's own work per frame is what the widget controls (the player's 8 ms budget).
 */
function watchLongFrames(): void {
	const frames: { start: number; script: number }[] = [];
	Object.assign(window, { longFrames: frames });
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as (PerformanceEntry & {
			scripts: { duration: number }[];
		})[]) {
			const script = entry.scripts.reduce((total, s) => total + s.duration, 0);
			frames.push({ start: entry.startTime, script });
		}
	}).observe({ type: 'long-animation-frame', buffered: true });
}

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

beforeEach(async () => {
	({ page, problems } = await openPage(browser, PATH, watchLongFrames));
	return () => closeChecked(page, problems);
});

describe('the lesson before hydration', () => {
	test('the built HTML shows the worked neuron, the start of the live run and a board that never settles', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html).toContain('U = 0 + 4 − 3 − 2 = −1. That is below 0');
		expect(html).toContain('With seed 32 the 8×8 network settles after 19 sweeps into one tour.');
		expect(html).toContain(
			'The start: every U is 0 and each move is on or off by a coin toss (seed 32).',
		);
		expect(html).toContain(
			'No convergence after 1,000 sweeps: 2 squares still lack exactly two active moves',
		);
		expect(html).toContain("U added up over each square's moves, sweep 1000");
	});
});

describe('the live network', () => {
	test('Step, Step back (exact), Play, Pause, Reset and Skip to end by mouse', async () => {
		const live = await hydratedWidget(page, LIVE);
		expect(await counters(live).textContent()).toContain('Sweep 0');
		await press(live, 'Step');
		await expect.poll(() => counters(live).textContent(), RUN).toContain('Sweep 1');
		const first = await counters(live).textContent();
		const firstSentence = await sentence(live).textContent();
		await press(live, 'Step');
		await expect.poll(() => counters(live).textContent(), RUN).toContain('Sweep 2');
		expect(await counters(live).textContent()).not.toBe(first);
		await press(live, 'Step back');
		await expect.poll(() => counters(live).textContent(), RUN).toBe(first);
		expect(await sentence(live).textContent()).toBe(firstSentence);
		await press(live, 'Play');
		await live.getByRole('button', { name: 'Pause' }).waitFor();
		await expect.poll(() => counters(live).textContent(), RUN).toMatch(/Sweep ([3-9]|1\d)/);
		await press(live, 'Pause');
		await live.getByRole('button', { name: 'Play' }).waitFor();
		await press(live, 'Reset');
		await expect.poll(() => counters(live).textContent(), RUN).toContain('Sweep 0');
		await press(live, 'Skip to end');
		const board = createBoard(8, 8);
		const expected = describeEnding(runNeuralNetwork(board, { seed: 32 }), board, 0);
		expect(expected).toContain('into one tour');
		await expect.poll(() => sentence(live).textContent(), RUN).toContain(expected);
		expect(await live.getByText('Cycle 1: 64 squares').count()).toBe(1);
	});

	test('by keyboard: a square and its moves, the worked example, and the player keys', async () => {
		const live = await hydratedWidget(page, LIVE);
		await live.getByRole('gridcell', { name: /^a1:/ }).focus();
		for (const key of [
			'ArrowRight',
			'ArrowRight',
			'ArrowRight',
			'ArrowRight',
			'ArrowRight',
			'ArrowUp',
		])
			await page.keyboard.press(key);
		await expect
			.poll(() => live.locator('.square-line').textContent())
			.toMatch(/^\s*f2: 3 active moves/);
		const move = live.getByRole('button', { name: /^f2–h1: on, U 0$/ });
		await move.focus();
		await page.keyboard.press('Enter');
		await expect
			.poll(() => live.locator('.detail').textContent())
			.toBe(
				'f2–h1 is on (V = 1) with U = 0. Active moves at f2: 3, at h1: 2 (this move counted at both). Updated now, it would get U = 0 + 4 − 3 − 2 = −1 and switch off.',
			);
		// Arrow keys on a button are the player's: → steps, ← steps back.
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => counters(live).textContent(), RUN).toContain('Sweep 1');
		await expect.poll(() => move.count()).toBe(0);
		expect(await live.getByRole('button', { name: /^f2–h1: off, U −1$/ }).count()).toBe(1);
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => counters(live).textContent(), RUN).toContain('Sweep 0');
		await page.keyboard.press('End');
		await expect.poll(() => sentence(live).textContent(), RUN).toContain('into one tour');
	});

	test('another seed settles into cycles, numbered; bad input gets a message and the view keeps working', async () => {
		const live = await hydratedWidget(page, LIVE);
		await live.getByLabel('Seed').fill('1');
		await press(live, 'Skip to end');
		const board = createBoard(8, 8);
		const expected = describeEnding(runNeuralNetwork(board, { seed: 1 }), board, 0);
		await expect.poll(() => sentence(live).textContent(), RUN).toContain(expected);
		expect(await live.getByText(/^\s*Cycle 2: \d+ squares/).count()).toBe(1);
		await live.getByLabel('Rows').fill('13');
		await expect
			.poll(() => live.getByRole('alert').first().textContent())
			.toBe('Rows must be a whole number from 3 to 12; 13 is out of range.');
		await live.getByLabel('Rows').fill('6');
		await live.getByLabel('Columns').fill('6');
		await live.getByLabel('Seed').fill('10');
		expect(await live.getByRole('gridcell').count()).toBe(36);
		await press(live, 'Skip to end');
		await expect
			.poll(() => sentence(live).textContent(), RUN)
			.toContain('Settled after 14 sweeps into one tour');
	});

	test('the Rule menu lists every rule; the quoted rule freezes instead of settling', async () => {
		const live = await hydratedWidget(page, LIVE);
		const options = await live.getByLabel('Rule').locator('option').allTextContents();
		expect(options.length).toBeGreaterThanOrEqual(3);
		await live.getByLabel('Rule').selectOption('literal');
		await press(live, 'Skip to end');
		await expect
			.poll(() => sentence(live).textContent(), RUN)
			.toMatch(/No convergence after \d+ sweeps/);
	});

	test('12×12 plays at full speed with no frame spending over 50 ms in script', async () => {
		const live = await hydratedWidget(page, LIVE);
		await live.getByLabel('Rows').fill('12');
		await live.getByLabel('Columns').fill('12');
		// Seed 4 runs 231 sweeps on 12×12 before it settles; at top speed the player packs as many
		// sweeps into each frame as its 8 ms budget allows, the heaviest frames the widget makes.
		await live.getByLabel('Seed').fill('4');
		await live.getByLabel('Speed').selectOption('max');
		await expect.poll(() => live.getByRole('gridcell').count()).toBe(144);
		// Let the new board's layout and paint pass before timing starts.
		await page.evaluate(
			() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
		);
		const since = await page.evaluate(() => performance.now());
		await press(live, 'Play');
		await expect
			.poll(() => sentence(live).textContent(), { timeout: 20_000 })
			.toMatch(/^\s*Settled after 231 sweeps/);
		// Only while playing: building a new 12×12 board is layout work, not the network's.
		const longest = await page.evaluate(
			(from) =>
				Math.max(
					0,
					...(window as unknown as { longFrames: { start: number; script: number }[] }).longFrames
						.filter((frame) => frame.start >= from)
						.map((frame) => frame.script),
				),
			since,
		);
		expect(longest).toBeLessThan(50);
	});
});

describe('boards that never settle', () => {
	test('5×5 shows its degrees and sums of U; 4×6 settles into cycles', async () => {
		const never = await hydratedWidget(page, NEVER);
		await expect
			.poll(() => sentence(never).textContent(), RUN)
			.toContain('No convergence after 1,000 sweeps');
		expect(await never.getByRole('gridcell', { name: /^a1: 1 active move$/ }).count()).toBe(1);
		await expect.poll(() => never.getByRole('figure').count()).toBeGreaterThan(0);
		await never.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => counters(never).textContent(), RUN).toContain('Sweep 999');
		await never.getByLabel('Rows').fill('4');
		await never.getByLabel('Columns').fill('6');
		await expect
			.poll(() => sentence(never).textContent(), RUN)
			.toContain('Settled after 28 sweeps into 3 cycles');
	});
});

describe('exercises', () => {
	test('the next U of b8–c6: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'What is the U of');
		await box.getByLabel('U after the sweep').fill('3');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('U after the sweep').fill('4');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('active moves of a settled 6×6 network: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'How many of its moves are active?');
		await box.getByLabel('Active moves').fill('72');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Active moves').fill('36');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('which board can settle into one tour: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'can the network settle into one tour?');
		await box.getByRole('radio', { name: '4×6' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: '6×6' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the whole page', () => {
	test.each(['light', 'dark'] as const)(
		'axe finds no serious violation in the %s theme',
		async (scheme) => {
			// A fresh page, so that the theme follows the emulated system setting from its first script.
			const themed = await browser.context.newPage();
			await themed.emulateMedia({ colorScheme: scheme });
			await themed.goto(siteUrl(PATH), { waitUntil: 'networkidle' });
			await scrollThrough(themed);
			await waitForHydration(themed);
			await (await hydratedWidget(themed, NEVER)).getByRole('figure').first().waitFor();
			expect(await themed.evaluate(() => document.documentElement.dataset['theme'])).toBe(scheme);
			await expectNoSeriousAxeViolations(themed);
			await themed.close();
		},
	);

	test('fits a 360 px screen', async () => {
		await page.setViewportSize({ width: 360, height: 800 });
		await scrollThrough(page);
		await waitForHydration(page);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
	});
});
