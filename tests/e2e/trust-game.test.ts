/**
 * The Game as a teacher uses it in front of a class: a hint that never leads
 * into a lost position (open and closed goals), "Can I still finish?" kept
 * apart from Hint, a way back to the last position that can still be won, and
 * the board beside its controls on the first screen.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createBoard, findTour, parseSquare, type Square } from '../../src/lib/index.ts';
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

/** The square named `name` on the board. */
function cell(name: string): Locator {
	return game().getByRole('gridcell', { name: new RegExp(`^${name},`) });
}

/** Plays squares given by name, one click each. */
async function play(moves: string): Promise<void> {
	for (const name of moves.split(' ')) await cell(name).click();
}

/** Types a board size and waits for the new board. */
async function setSize(rows: number, cols: number): Promise<void> {
	await game().getByLabel('Rows').fill(String(rows));
	await game().getByLabel('Columns').fill(String(cols));
	await expect.poll(() => game().getByRole('gridcell').count()).toBe(rows * cols);
}

/** Presses Hint and returns the name of the square it marks. */
async function hintedSquare(): Promise<string> {
	await game().getByRole('button', { name: 'Hint', exact: true }).click();
	const hinted = game().getByRole('gridcell', { name: /, hint$/ });
	await hinted.waitFor({ timeout: 20_000 });
	const label = (await hinted.getAttribute('aria-label')) ?? '';
	return label.split(',')[0] ?? '';
}

/** Follows the hint to the end of the game; fails as soon as the game says it is lost. */
async function followHints(total: number, first: number): Promise<void> {
	for (let move = first + 1; move <= total; move++) {
		const square = await hintedSquare();
		await cell(square).click();
		const said = (await status().textContent()) ?? '';
		expect(said, `after move ${String(move)} (${square})`).not.toMatch(
			/cannot be finished|Stuck on/,
		);
	}
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

describe('Hint never leads into a lost position', () => {
	test('8×8 from e3: following every hint completes the tour', async () => {
		// Warnsdorff's choice alone loses here after move 54 (tests/unit/game-look-ahead.test.ts).
		await setSize(8, 8);
		await play('e3');
		await followHints(64, 1);
		await expect.poll(() => status().textContent()).toMatch(/^Tour complete in .* — verified/);
	});

	test('closed 6×6 from a1: the hint aims for the closed goal and closes the tour', async () => {
		// Warnsdorff's choice alone leaves a1 without a free neighbour at move 8.
		await setSize(6, 6);
		await game().getByLabel('Closed tour').check();
		await play('a1');
		await followHints(36, 1);
		await expect
			.poll(() => status().textContent())
			.toMatch(/^Closed tour complete in .* — verified/);
	});
});

describe('Hint and "Can I still finish?" are two different things', () => {
	test('each answers in its own place; a check is not counted as a hint', async () => {
		await play('a1 b3');
		const hint = game().getByRole('status', { name: 'Hint' });
		const finish = game().getByRole('status', { name: 'Can I still finish?' });
		await game().getByRole('button', { name: 'Hint', exact: true }).click();
		await expect.poll(() => hint.textContent(), { timeout: 20_000 }).toMatch(/^Hint: [a-e][1-5]/);
		await game().getByRole('button', { name: 'Can I still finish?' }).click();
		await expect
			.poll(() => finish.textContent(), { timeout: 20_000 })
			.toMatch(/^Yes — the look-ahead found a way to finish from here/);
		// The hint still stands beside the answer: they are two different things.
		expect(await hint.textContent()).toMatch(/^Hint: /);
		expect(await game().locator('.counter').textContent()).toMatch(/Hints 1$/);
		await expectNoSeriousAxeViolations(page);
	});
});

describe('Undo to the last position that can still be won', () => {
	test('found by the look-ahead, says how many moves it undoes, and one Redo brings them back', async () => {
		// a1 b3 a5 c4 a3 b1 c3 is lost (b5, e5 and d2 have one way in each); which earlier position
		// can still be won is computed here by the library's own search, move by move.
		const moves = 'a1 b3 a5 c4 a3 b1 c3';
		const board = createBoard(5, 5);
		const squares: Square[] = moves.split(' ').map((name) => parseSquare(board, name));
		let winnable = squares.length - 1;
		for (; winnable >= 1; winnable--) {
			const constraints = squares.slice(0, winnable).map((square, i) => ({ move: i + 1, square }));
			if (findTour(board, { constraints }).status === 'found') break;
		}
		const undone = squares.length - winnable;
		expect(winnable).toBeGreaterThan(0);
		await play(moves);
		const back = game().getByRole('button', {
			name: 'Undo to the last position that can still be won',
		});
		await back.click();
		const knight = moves.split(' ')[winnable - 1] ?? '';
		await expect
			.poll(() => status().textContent(), { timeout: 20_000 })
			.toContain(
				`Went back ${String(undone)} move${undone === 1 ? '' : 's'} to move ${String(winnable)}`,
			);
		expect(await status().textContent()).toContain(
			`Knight on ${knight} (move ${String(winnable)} of 25)`,
		);
		await game().getByRole('button', { name: 'Redo' }).click();
		await expect.poll(() => status().textContent()).toContain('This position cannot be finished');
		expect(
			await game()
				.getByRole('gridcell', { name: /, knight$/ })
				.getAttribute('aria-label'),
		).toMatch(/^c3,/);
	});
});

describe('the board and its controls on the first screen', () => {
	test('1280×800: board left, controls right; the whole board and the move buttons show', async () => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.reload();
		await waitForIsland(game());
		await page.evaluate(() => window.scrollTo(0, 0));
		const board = await game().getByRole('grid').boundingBox();
		const rows = await game().getByLabel('Rows').boundingBox();
		const undo = await game().getByRole('button', { name: 'Undo', exact: true }).boundingBox();
		const hint = await game().getByRole('button', { name: 'Hint', exact: true }).boundingBox();
		if (board === null || rows === null || undo === null || hint === null) {
			throw new Error('the board or a control is not shown');
		}
		expect(board.y + board.height).toBeLessThanOrEqual(800);
		expect(board.x + board.width).toBeLessThanOrEqual(rows.x);
		for (const button of [undo, hint]) {
			expect(button.x).toBeGreaterThanOrEqual(board.x + board.width);
			expect(button.y + button.height).toBeLessThanOrEqual(800);
		}
	});

	test('360×740: the board comes right after the essential controls', async () => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.reload();
		await waitForIsland(game());
		const board = await game().getByRole('grid').boundingBox();
		const columns = await game().getByLabel('Columns').boundingBox();
		const undo = await game().getByRole('button', { name: 'Undo', exact: true }).boundingBox();
		const paint = await game().getByLabel('Paint holes').boundingBox();
		if (board === null || columns === null || undo === null || paint === null) {
			throw new Error('the board or a control is not shown');
		}
		// Size first, then the board, then the moves; setup that waits (Paint holes) comes later.
		expect(board.y).toBeGreaterThan(columns.y + columns.height);
		expect(board.y - (columns.y + columns.height)).toBeLessThan(120);
		expect(undo.y).toBeGreaterThan(board.y + board.height);
		expect(paint.y).toBeGreaterThan(board.y + board.height);
		expect(board.x + board.width).toBeLessThanOrEqual(360);
	});
});
