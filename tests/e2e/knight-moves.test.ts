import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
	launchBrowser,
	siteUrl,
	waitForIsland,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The first explorer on the lesson page (8×8, knight on d4). */
function explorer(): Locator {
	return page.getByRole('group', { name: "Knight's moves explorer" }).first();
}

/** Returns the square of the first explorer with this name. */
function square(name: string): Locator {
	return explorer().getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

beforeEach(async () => {
	page = await browser.context.newPage();
	problems = watchProblems(page);
	await page.goto(siteUrl('/lessons/the-knights-move/'));
	await waitForIsland(explorer());
	return async () => {
		expect(problems).toEqual([]);
		await page.close();
	};
});

describe('KnightMovesExplorer before hydration', () => {
	test('the built HTML already shows the board, the knight and its moves', async () => {
		const html = await (await fetch(siteUrl('/lessons/the-knights-move/'))).text();
		expect(html).toContain('aria-label="d4, 8 moves, knight"');
		expect(html).toContain('aria-label="a1, 2 moves"');
		expect(html).toContain('Knight on d4: 8 moves, to b3, b5, c2, c6, e2, e6, f3, f5.');
	});
});

describe('KnightMovesExplorer', () => {
	test('a click moves the knight and says where it can go', async () => {
		await square('a1').click();
		await expect
			.poll(() => explorer().getByRole('status').textContent())
			.toBe('Knight on a1: 2 moves, to b3, c2.');
		expect(await square('a1').getAttribute('aria-selected')).toBe('true');
		expect(await square('b3').getAttribute('aria-label')).toBe('b3, 6 moves, one knight move away');
	});

	test('a tap works as a click', async () => {
		await square('h8').tap();
		await expect
			.poll(() => explorer().getByRole('status').textContent())
			.toBe('Knight on h8: 2 moves, to f7, g6.');
	});

	test('arrow keys move the cursor and Enter puts the knight there', async () => {
		await square('d4').focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowUp');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
			.toBe('e5, 8 moves');
		await page.keyboard.press('Enter');
		await expect
			.poll(() => explorer().getByRole('status').textContent())
			.toBe('Knight on e5: 8 moves, to c4, c6, d3, d7, f3, f7, g4, g6.');
		await page.keyboard.press('Control+Home');
		await page.keyboard.press(' ');
		await expect
			.poll(() => explorer().getByRole('status').textContent())
			.toBe('Knight on a8: 2 moves, to b6, c7.');
	});

	test('only one square is in the tab order', async () => {
		const tabbable = await explorer().locator('[role="gridcell"][tabindex="0"]').count();
		expect(tabbable).toBe(1);
	});

	test('changing Rows and Columns redraws the board and keeps the knight', async () => {
		await explorer().getByLabel('Rows').fill('3');
		await explorer().getByLabel('Columns').fill('4');
		expect(await explorer().getByRole('gridcell').count()).toBe(12);
		await expect
			.poll(() => explorer().getByRole('status').textContent())
			.toBe('Knight on d3: 2 moves, to b2, c1.');
		expect((await explorer().locator('.summary').innerText()).replace(/\s+/g, ' ')).toBe(
			"3×4: 12 squares, 14 pairs of squares a knight's move apart.",
		);
	});

	test('bad sizes get a clear message and the board keeps working', async () => {
		const rows = explorer().getByLabel('Rows');
		await rows.fill('99');
		await expect
			.poll(() => explorer().getByRole('alert').first().textContent())
			.toBe('Rows must be a whole number from 1 to 16; 99 is out of range.');
		expect(await rows.getAttribute('aria-invalid')).toBe('true');
		expect(await explorer().getByRole('gridcell').count()).toBe(64);
		await rows.fill('abc');
		await expect
			.poll(() => explorer().getByRole('alert').first().textContent())
			.toContain('"abc" is not a whole number');
		await square('c3').click();
		await expect.poll(() => explorer().getByRole('status').textContent()).toContain('Knight on c3');
		await rows.fill('16');
		expect(await rows.getAttribute('aria-invalid')).toBe('false');
		expect(await explorer().getByRole('gridcell').count()).toBe(128);
	});

	test('a 1×1 board has a knight with no moves', async () => {
		await explorer().getByLabel('Rows').fill('1');
		await explorer().getByLabel('Columns').fill('1');
		await expect
			.poll(() => explorer().getByRole('status').textContent())
			.toBe('Knight on a1: no moves.');
	});

	test('the move counts can be hidden', async () => {
		const marks = explorer().locator('text.mark');
		expect(await marks.count()).toBe(63);
		await explorer().getByLabel('Show move counts').uncheck();
		expect(await marks.count()).toBe(0);
	});
});

describe("lesson 01's exercises", () => {
	test('the square exercise says what is missing, then accepts the answer in any order', async () => {
		const exercise = page.getByRole('region', { name: 'Exercise' }).first();
		await waitForIsland(exercise);
		const box = exercise.getByRole('textbox', { name: 'Your answer' });
		await box.fill('a3 c3');
		await exercise.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => exercise.getByRole('status').textContent())
			.toContain('1 square is missing');
		await box.fill('D2 a3, c3');
		await exercise.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => exercise.getByRole('status').textContent()).toContain('Right.');
	});

	test('the edge-count exercise: wrong, then right', async () => {
		const exercise = page.getByRole('region', { name: 'Exercise' }).nth(1);
		await waitForIsland(exercise);
		const box = exercise.getByRole('textbox', { name: 'Your answer' });
		await box.fill('84');
		await exercise.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => exercise.getByRole('status').textContent())
			.toContain('84 is not right: the answer is larger.');
		await box.fill('98');
		await exercise.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => exercise.getByRole('status').textContent()).toContain('Right.');
	});
});
