import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createBoard, findTour, parseSquare, squareName } from '../../src/lib/index.ts';
import {
	expectNoSeriousAxeViolations,
	launchBrowser,
	siteUrl,
	waitForIsland,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The game widget. */
function game(): Locator {
	return page.getByRole('group', { name: "Knight's tour game" });
}

/** The live line that says where the knight is and what happened. */
function status(): Locator {
	return game().locator('.status[role="status"]').first();
}

/** Returns the square that has the keyboard focus on the board. */
async function focusedSquare(): Promise<number> {
	return page.evaluate(() => Number(document.activeElement?.getAttribute('data-square') ?? -1));
}

/** Moves the board's cursor to `target` with the arrow keys and presses Enter. */
async function playByKeyboard(cols: number, target: number): Promise<void> {
	const from = await focusedSquare();
	const dr = Math.floor(target / cols) - Math.floor(from / cols);
	const dc = (target % cols) - (from % cols);
	for (let i = 0; i < Math.abs(dr); i++)
		await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
	for (let i = 0; i < Math.abs(dc); i++)
		await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
	expect(await focusedSquare()).toBe(target);
	await page.keyboard.press('Enter');
}

/** Tabs from the top of the page until a board square has the focus. */
async function tabToBoard(): Promise<void> {
	for (let i = 0; i < 40 && (await focusedSquare()) < 0; i++) await page.keyboard.press('Tab');
	expect(await focusedSquare()).toBeGreaterThanOrEqual(0);
}

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

beforeEach(async () => {
	page = await browser.context.newPage();
	// Each test starts with a fresh game: the game keeps itself in local storage.
	await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
	await page.evaluate(() => {
		localStorage.clear();
	});
	problems = watchProblems(page);
	await page.goto(siteUrl('/game/'));
	await waitForIsland(game());
	return async () => {
		expect(problems).toEqual([]);
		await page.close();
	};
});

describe('the game', () => {
	test('a full 5×5 tour played by keyboard alone is verified', async () => {
		const board = createBoard(5, 5);
		const result = findTour(board, { start: parseSquare(board, 'a1') });
		if (result.status !== 'found') throw new Error('no 5×5 tour from a1');
		await tabToBoard();
		for (const [i, square] of [...result.tour].entries()) {
			await playByKeyboard(5, square);
			if (i < 24) {
				await expect
					.poll(() => status().textContent())
					.toContain(`Knight on ${squareName(board, square)} (move ${String(i + 1)} of 25)`);
			}
		}
		await expect
			.poll(() => status().textContent())
			.toMatch(/Tour complete in \d+:\d\d with no hints — verified/);
		expect(await game().getByRole('button', { name: 'Export tour' }).isVisible()).toBe(true);
		await expectNoSeriousAxeViolations(page);
	});

	test('says why a move is not allowed, and Undo/Redo work by keyboard', async () => {
		const board = createBoard(5, 5);
		await game().getByRole('gridcell', { name: /^c3/ }).click();
		await game().getByRole('gridcell', { name: /^c4/ }).click();
		await expect.poll(() => status().textContent()).toContain("c4 is not a knight's move from c3");
		await game().getByRole('gridcell', { name: /^e4/ }).click();
		await expect.poll(() => status().textContent()).toContain('Knight on e4 (move 2 of 25)');
		await page.keyboard.press('u');
		await expect.poll(() => status().textContent()).toContain('Took back e4');
		await page.keyboard.press('Control+y');
		await expect.poll(() => status().textContent()).toContain('Knight on e4 (move 2 of 25)');
		expect(squareName(board, parseSquare(board, 'e4'))).toBe('e4');
	});

	test('a dead end is explained with the squares that prove it', async () => {
		// After a1 b3 a5 c4 a3 b1 c3, the squares b5, e5 and d2 each have one way in left, and
		// only one of them can be the next square and one the last: the game cannot be finished.
		for (const name of ['a1', 'b3', 'a5', 'c4', 'a3', 'b1', 'c3']) {
			await game()
				.getByRole('gridcell', { name: new RegExp(`^${name}`) })
				.click();
		}
		await expect
			.poll(() => status().textContent())
			.toContain(
				'This position cannot be finished: b5, e5 and d2 each have only one unvisited neighbour left',
			);
		const marked = await game().locator('.highlight').count();
		expect(marked).toBe(3);
		await game().getByRole('button', { name: 'Undo', exact: true }).click();
		await expect.poll(() => status().textContent()).toContain('Took back c3');
	});

	test('keeps the game across a reload', async () => {
		for (const name of ['a1', 'b3', 'c5']) {
			await game()
				.getByRole('gridcell', { name: new RegExp(`^${name}`) })
				.click();
		}
		await page.waitForTimeout(800);
		await page.reload();
		await waitForIsland(game());
		await expect.poll(() => status().textContent()).toContain('Knight on c5 (move 3 of 25)');
		await page.keyboard.press('Tab');
		await game().getByRole('button', { name: 'Undo', exact: true }).click();
		await expect.poll(() => status().textContent()).toContain('Took back c5');
	});
});
