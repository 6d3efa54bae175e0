/**
 * Demos a teacher can trust in front of a class: the steppers never say
 * something false about the step they show, tell how far the run goes, keep
 * the demo from being lost to a stray click, answer their shortcuts wherever
 * focus is inside them, and keep Play next to the board.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
	clearSiteStorage,
	hydratedWidget,
	launchBrowser,
	siteUrl,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

let browser: TestBrowser;
let page: Page;
let problems: string[];

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

beforeEach(async () => {
	page = await browser.context.newPage();
	problems = watchProblems(page);
	return async () => {
		expect(problems).toEqual([]);
		await page.close();
	};
});

/** The player's sentence under the timeline: "Step 3 of 190 …". */
async function progress(widget: Locator): Promise<string> {
	return (await widget.locator('.progress').textContent()) ?? '';
}

/** Clicks one of the player's buttons by its name. */
async function press(widget: Locator, name: string): Promise<void> {
	await widget.getByRole('button', { name, exact: true }).click();
}

/** The first Warnsdorff stepper of lesson 4, hydrated. */
async function warnsdorffStepper(): Promise<Locator> {
	await page.goto(siteUrl('/lessons/warnsdorff/'));
	return hydratedWidget(page, "Warnsdorff's rule, step by step");
}

/** The first backtracking lab of lesson 3, hydrated. */
async function backtrackingLab(): Promise<Locator> {
	await page.goto(siteUrl('/lessons/backtracking/'));
	return hydratedWidget(page, 'Backtracking lab');
}

/** The lab's status line (the sentence about the shown step). */
function labStatus(lab: Locator): Locator {
	return lab.locator('p.status[aria-live]').first();
}

describe('every sentence belongs to the step shown', () => {
	test('Skip to end, Reset, Step ×6 on the Warnsdorff stepper claims no finished tour', async () => {
		const stepper = await warnsdorffStepper();
		await press(stepper, 'Skip to end');
		await expect
			.poll(() => stepper.locator('.explanation').textContent())
			.toContain('Tour complete');
		await press(stepper, 'Reset');
		for (let i = 0; i < 6; i++) await press(stepper, 'Step');
		await expect.poll(() => progress(stepper)).toMatch(/^Step 6 of/);
		expect(await stepper.locator('.counters').textContent()).toContain('Squares visited: 3 of 64');
		expect(await stepper.locator('.explanation').textContent()).not.toContain('Tour complete');
	});

	test('Play after Skip to end claims no finished tour while it replays', async () => {
		const stepper = await warnsdorffStepper();
		await press(stepper, 'Skip to end');
		await expect
			.poll(() => stepper.locator('.explanation').textContent())
			.toContain('Tour complete');
		await press(stepper, 'Play');
		await press(stepper, 'Pause');
		const shown = await progress(stepper);
		expect(shown).not.toMatch(/finished/);
		expect(await stepper.locator('.explanation').textContent()).not.toContain('Tour complete');
	});
});

describe('the readout tells the truth about the run', () => {
	test('the Warnsdorff stepper loads at step 2 of the whole walk, not "Step 2 of 2"', async () => {
		const stepper = await warnsdorffStepper();
		await expect.poll(() => progress(stepper)).toMatch(/^Step 2 of [\d,]+ — /);
		const total = /^Step 2 of ([\d,]+)/.exec(await progress(stepper))?.[1] ?? '';
		expect(total).not.toBe('2');
		await press(stepper, 'Skip to end');
		// The total known at load is where the walk really ends.
		await expect.poll(() => progress(stepper)).toBe(`Step ${total} of ${total} — finished`);
	});

	test('an idle lab does not claim to be searching, and says how long its run is', async () => {
		const lab = await backtrackingLab();
		await expect.poll(() => progress(lab), { timeout: 20_000 }).toMatch(/^Step 0 of [\d,]+ — /);
		expect(await progress(lab)).not.toContain('still searching');
	});

	test('after the exhaustive search from b5 the stack and the status say what happened', async () => {
		const lab = await backtrackingLab();
		await lab.getByLabel('Start', { exact: true }).fill('b5');
		await press(lab, 'Skip to end');
		await expect
			.poll(() => labStatus(lab).textContent(), { timeout: 60_000 })
			.toContain('No tour starts on b5');
		const status = (await labStatus(lab).textContent()) ?? '';
		// Two sentences, each ended: no "…the board is empty No tour…".
		expect(status).not.toMatch(/[a-z0-9] No tour/);
		const stack = (await lab.locator('.search-stack').textContent()) ?? '';
		expect(stack).not.toContain('has not been placed yet');
		expect(stack).toContain('every move from b5');
	});

	test('the timeline shows where all the backtracks fall, not only the first 500', async () => {
		const lab = await backtrackingLab();
		await press(lab, 'Skip to end');
		await expect
			.poll(() => labStatus(lab).textContent(), { timeout: 20_000 })
			.toContain('Found a tour from a1: 8,840 nodes, 8,815 backtracks.');
		// The strip counts every backtrack mark; the library's count is the lesson's 8,815 retreats.
		const strip = lab.getByRole('img', { name: /along the whole run/ });
		expect(await strip.count()).toBe(1);
		expect(await progress(lab)).not.toMatch(/first 500 of/);
		const name = (await strip.getAttribute('aria-label')) ?? '';
		const marks = Number(/^([\d,]+) backtrack/.exec(name)?.[1]?.replaceAll(',', '') ?? NaN);
		expect(marks).toBeGreaterThan(500);
		expect(marks).toBeLessThanOrEqual(8815);
	});
});

describe('the start map never stands under another board’s name', () => {
	test('choosing 6×6 clears the 5×5 map until Measure', async () => {
		await page.goto(siteUrl('/lessons/backtracking/'));
		const map = await hydratedWidget(page, 'Cost of backtracking by start square');
		expect(await map.locator('figcaption').first().textContent()).toContain('5×5');
		await map.getByLabel('Board').selectOption('6×6');
		await expect.poll(() => map.locator('.run-status').textContent()).toContain('Press Measure');
		// Only the Board menu may still name 5×5 (as one of its options).
		expect(await map.locator('figure, figcaption, p, h3').filter({ hasText: '5×5' }).count()).toBe(
			0,
		);
		expect(await map.getByText('No map of 6×6 yet').count()).toBe(1);
	});
});

describe('the demo is never lost', () => {
	test('a click on the lab board does not restart the run; Set start does, and Undo brings it back', async () => {
		const lab = await backtrackingLab();
		for (let i = 0; i < 3; i++) await press(lab, 'Step');
		await expect.poll(() => progress(lab)).toMatch(/^Step 3 of/);
		await lab.getByRole('gridcell', { name: /^c3/ }).click();
		expect(await lab.getByLabel('Start', { exact: true }).inputValue()).toBe('a1');
		expect(await progress(lab)).toMatch(/^Step 3 of/);
		await lab.getByRole('button', { name: 'Set start' }).click();
		await lab.getByRole('gridcell', { name: /^c3/ }).click();
		await expect.poll(() => lab.getByLabel('Start', { exact: true }).inputValue()).toBe('c3');
		expect(await progress(lab)).toMatch(/^Step 0 of/);
		await press(lab, 'Undo');
		await expect.poll(() => lab.getByLabel('Start', { exact: true }).inputValue()).toBe('a1');
		await expect.poll(() => progress(lab)).toMatch(/^Step 3 of/);
		expect(await lab.getByRole('gridcell', { name: /^b3, move 2$/ }).count()).toBe(1);
	});

	test('Reset and a new size on the Warnsdorff stepper are one Undo away', async () => {
		const stepper = await warnsdorffStepper();
		for (let i = 0; i < 3; i++) await press(stepper, 'Step');
		await expect.poll(() => progress(stepper)).toMatch(/^Step 5 of/);
		await stepper.getByRole('gridcell', { name: /^e4/ }).click();
		expect(await stepper.getByLabel('Start', { exact: true }).inputValue()).toBe('a1');
		await press(stepper, 'Reset');
		await expect.poll(() => progress(stepper)).toMatch(/^Step 0 of/);
		await press(stepper, 'Undo');
		await expect.poll(() => progress(stepper)).toMatch(/^Step 5 of/);
		await stepper.getByLabel('Rows', { exact: true }).fill('6');
		await expect.poll(() => stepper.locator('.counters').textContent()).toContain('of 48');
		await press(stepper, 'Undo');
		await expect.poll(() => stepper.locator('.counters').textContent()).toContain('of 64');
		expect(await stepper.getByLabel('Rows', { exact: true }).inputValue()).toBe('8');
		await expect.poll(() => progress(stepper)).toMatch(/^Step 5 of/);
	});
});

describe('shortcuts work wherever focus is inside the widget', () => {
	test('Space on the lab board plays and pauses instead of moving the start', async () => {
		const lab = await backtrackingLab();
		await lab.getByRole('gridcell', { name: /^c3/ }).focus();
		await page.keyboard.press('Space');
		await expect.poll(() => lab.getByRole('button', { name: 'Pause' }).count()).toBe(1);
		await page.keyboard.press('Space');
		await expect.poll(() => lab.getByRole('button', { name: 'Play' }).count()).toBe(1);
		expect(await lab.getByLabel('Start', { exact: true }).inputValue()).toBe('a1');
	});

	test('→ and ← step from the stack panel; Space on a focused Step steps once; text boxes keep their keys', async () => {
		const lab = await backtrackingLab();
		await lab.locator('.search-stack [tabindex="0"]').focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => progress(lab)).toMatch(/^Step 2 of/);
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => progress(lab)).toMatch(/^Step 1 of/);
		await lab.getByRole('button', { name: 'Step', exact: true }).focus();
		await page.keyboard.press('Space');
		await expect.poll(() => progress(lab)).toMatch(/^Step 2 of/);
		await page.waitForTimeout(200);
		expect(await progress(lab)).toMatch(/^Step 2 of/);
		expect(await lab.getByRole('button', { name: 'Play' }).count()).toBe(1);
		await lab.getByLabel('Start', { exact: true }).focus();
		await page.keyboard.press('ArrowRight');
		await page.waitForTimeout(200);
		expect(await progress(lab)).toMatch(/^Step 2 of/);
	});
});

describe('the Playground’s Step through', () => {
	test('stepping hides the solved tour’s stats and the readout describes the replay', async () => {
		await clearSiteStorage(page);
		await page.goto(siteUrl('/playground/'));
		const playground = await hydratedWidget(page, 'Playground');
		await playground.getByRole('textbox', { name: 'Rows', exact: true }).fill('5');
		await playground.getByRole('textbox', { name: 'Columns', exact: true }).fill('5');
		await playground.getByRole('textbox', { name: 'Start', exact: true }).fill('a1');
		await playground.getByLabel('Algorithm').selectOption('backtracking');
		await playground.getByRole('button', { name: 'Solve' }).click();
		await expect.poll(() => playground.locator('dl.stats').count(), { timeout: 20_000 }).toBe(1);
		await playground.getByRole('button', { name: 'Step through' }).click();
		const player = playground.getByRole('group', { name: 'Step through the search' });
		await player.waitFor();
		expect(await playground.locator('dl.stats').count()).toBe(0);
		await expect
			.poll(() => progress(playground), { timeout: 20_000 })
			.toMatch(/^Step 0 of [\d,]+ — /);
		expect(await progress(playground)).not.toContain('still searching');
	});
});

describe('Play stays next to the board', () => {
	test('at 1280×800 the board and Play/Step are on screen together', async () => {
		await page.setViewportSize({ width: 1280, height: 800 });
		const stepper = await warnsdorffStepper();
		const board = stepper.getByRole('grid');
		await board.scrollIntoViewIfNeeded();
		const play = stepper.getByRole('button', { name: 'Play' });
		const step = stepper.getByRole('button', { name: 'Step', exact: true });
		for (const element of [board, play, step]) {
			const box = await element.boundingBox();
			expect(box).not.toBeNull();
			expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
			expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
		}
		// Board on the left, the controls on the right.
		const boardBox = await board.boundingBox();
		const playBox = await play.boundingBox();
		expect(playBox?.x ?? 0).toBeGreaterThan((boardBox?.x ?? 0) + (boardBox?.width ?? 0) - 1);
	});

	test('at 360×740 the controls sit directly above the board', async () => {
		await page.setViewportSize({ width: 360, height: 740 });
		const stepper = await warnsdorffStepper();
		const board = await stepper.getByRole('grid').boundingBox();
		const player = await stepper
			.getByRole('group', { name: 'Step through the rule' })
			.boundingBox();
		expect(board).not.toBeNull();
		expect(player).not.toBeNull();
		const gap = (board?.y ?? 0) - ((player?.y ?? 0) + (player?.height ?? 0));
		expect(gap).toBeGreaterThanOrEqual(0);
		expect(gap).toBeLessThan(24);
	});
});
