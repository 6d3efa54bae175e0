import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createBoard, parseSquare, verifyTour } from '../../src/lib/index.ts';
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

const PATH = '/lessons/variations/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The sentence that reports the search of "Your own board". */
function outcome(widget: Locator): Locator {
	return widget.locator('p.outcome');
}

/** Reads the tour drawn on a board from its squares' names ("c3, move 7"), in move order. */
async function tourOnBoard(board: Locator, rows: number, cols: number): Promise<number[]> {
	const names = await board
		.getByRole('gridcell')
		.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
	const plain = createBoard(rows, cols);
	const tour: number[] = [];
	for (const name of names) {
		const match = /^([a-z]+\d+),.* move (\d+)$/.exec(name);
		if (match !== null) tour[Number(match[2]) - 1] = parseSquare(plain, match[1] as string);
	}
	return tour;
}

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

beforeEach(async () => {
	({ page, problems } = await openPage(browser, PATH));
	return () => closeChecked(page, problems);
});

describe('the lesson before hydration', () => {
	test('the built HTML already shows the facts of the mutilated board and the 5×5 matrix', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html).toContain('The board has 30 dark squares and 32 light squares');
		expect(html).toContain('84 of the 600 ordered pairs have an open tour');
		expect(html).toContain('aria-label="from a5 to e5: tour"');
		expect(html).toContain('aria-label="from c3 to e3: no tour (proved by search)"');
	});
});

describe('Your own board', () => {
	test('painting holes by mouse and keyboard changes the facts at once', async () => {
		const own = await hydratedWidget(page, 'Your own board');
		const facts = own.locator('ul.facts');
		await expect.poll(() => facts.textContent()).toContain('30 dark squares and 32 light squares');
		// A click fills the hole h8 again.
		await own.getByRole('gridcell', { name: 'h8, hole' }).click();
		await expect.poll(() => facts.textContent()).toContain('31 dark squares and 32 light squares');
		// A drag from c4 to d4 paints both.
		const from = await own.getByRole('gridcell', { name: /^c4,/ }).boundingBox();
		const to = await own.getByRole('gridcell', { name: /^d4,/ }).boundingBox();
		if (from === null || to === null) throw new Error('no squares to drag over');
		await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
		await page.mouse.down();
		await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
		await page.mouse.up();
		await expect.poll(() => own.getByRole('gridcell', { name: 'd4, hole' }).count()).toBe(1);
		expect(await own.getByRole('gridcell', { name: 'c4, hole' }).count()).toBe(1);
		// A click fills d4 again and puts the cursor there; then the keyboard: Enter on e4, Shift+Right.
		await own.getByRole('gridcell', { name: 'd4, hole' }).click();
		await expect.poll(() => own.getByRole('gridcell', { name: /^d4, dark/ }).count()).toBe(1);
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await expect.poll(() => own.getByRole('gridcell', { name: 'e4, hole' }).count()).toBe(1);
		await page.keyboard.down('Shift');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.up('Shift');
		await expect.poll(() => own.getByRole('gridcell', { name: 'f4, hole' }).count()).toBe(1);
		// Holes a1 and f4 (dark), c4 and e4 (light): 30 of each.
		await expect.poll(() => facts.textContent()).toContain('30 dark squares and 30 light squares');
		await own.getByRole('button', { name: 'Clear holes' }).click();
		await expect.poll(() => facts.textContent()).toContain('32 dark squares and 32 light squares');
	});

	test('a cut square is named and outlined, and Solve finds a tour through it', async () => {
		const own = await hydratedWidget(page, 'Your own board');
		await own.getByLabel('Preset').selectOption('door');
		await expect
			.poll(() => own.locator('ul.facts').textContent())
			.toContain('e3 is a cut square: without it the board falls into two pieces');
		expect(await own.getByRole('gridcell', { name: 'e3, dark, cut square' }).count()).toBe(1);
		await own.getByRole('button', { name: 'Solve' }).click();
		await expect
			.poll(() => outcome(own).textContent())
			.toBe('Found an open tour of 41 squares, checked move by move.');
		const tour = await tourOnBoard(own.getByRole('grid'), 5, 10);
		const plain = createBoard(5, 10);
		const holes = ['e1', 'e2', 'e4', 'e5', 'f1', 'f2', 'f3', 'f4', 'f5'].map((n) =>
			parseSquare(plain, n),
		);
		expect(verifyTour(createBoard(5, 10, { holes }), tour)).toEqual({ ok: true });
	});

	test('an exhaustive search proves that a board has no tour', async () => {
		const own = await hydratedWidget(page, 'Your own board');
		await own.getByLabel('Preset').selectOption('searched');
		await expect
			.poll(() => own.locator('p.verdict').textContent())
			.toContain('Theory does not settle whether an open tour exists');
		await own.getByRole('button', { name: 'Solve' }).click();
		await expect
			.poll(() => outcome(own).textContent())
			.toBe('Proved: no open tour exists (searched 807 positions, every possibility).');
	});

	test('a long search shows progress and Cancel stops it', async () => {
		const own = await hydratedWidget(page, 'Your own board');
		await own.getByRole('button', { name: 'Clear holes' }).click();
		await own.getByLabel('Rows').fill('4');
		await own.getByLabel('Columns').fill('12');
		await own.getByRole('gridcell', { name: /^a4,/ }).click();
		await own.getByRole('gridcell', { name: /^a3,/ }).click();
		await own.getByRole('radio', { name: 'Closed tour' }).check();
		await own.getByRole('button', { name: 'Solve' }).click();
		const status = own.locator('.run-status [role="status"]');
		await expect
			.poll(() => status.textContent(), { timeout: 10_000 })
			.toMatch(/Searching… [\d,]+ nodes/);
		await own.getByRole('button', { name: 'Cancel' }).click();
		await expect.poll(() => status.textContent()).toBe('Cancelled.');
		expect(await outcome(own).textContent()).toBe('');
	});

	test('bad input gets a message beside the box, and the board keeps working', async () => {
		const own = await hydratedWidget(page, 'Your own board');
		await own.getByLabel('Rows').fill('20');
		await expect
			.poll(() => own.getByRole('alert').first().textContent())
			.toBe('Rows must be a whole number from 3 to 12; 20 is out of range.');
		expect(await own.getByRole('gridcell').count()).toBe(64);
		await own.getByLabel('Rows').fill('3');
		await own.getByLabel('Columns').fill('3');
		await expect
			.poll(() => own.locator('ul.facts').textContent())
			.toContain('b2 has no leap to any other square');
	});
});

describe('Every start and every end', () => {
	test('a click on a cell shows a verified tour between its squares', async () => {
		const pairs = await hydratedWidget(page, 'Every start and every end');
		await pairs.getByRole('gridcell', { name: 'from a1 to c3: tour' }).click();
		const said = pairs.locator('.chosen [role="status"]');
		await expect
			.poll(() => said.textContent())
			.toBe('An open tour runs from a1 to c3. It is shown on the board, checked move by move.');
		const board = pairs.getByRole('grid', { name: /chosen pair's tour/ });
		const tour = await tourOnBoard(board, 5, 5);
		const plain = createBoard(5, 5);
		expect(verifyTour(plain, tour)).toEqual({ ok: true });
		expect([tour[0], tour[24]]).toEqual([parseSquare(plain, 'a1'), parseSquare(plain, 'c3')]);
		await pairs
			.getByRole('gridcell', { name: 'from c3 to e3: no tour (proved by search)' })
			.click();
		await expect
			.poll(() => said.textContent())
			.toContain('an exhaustive search tried every possibility');
	});

	test('the keyboard moves through the matrix and Enter chooses; 8×8 is studied in the worker', async () => {
		const pairs = await hydratedWidget(page, 'Every start and every end');
		const matrix = pairs.getByRole('grid', { name: /^Open tours of the 5×5 board/ });
		await matrix.locator('[tabindex="0"]').focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		const said = pairs.locator('.chosen [role="status"]');
		await expect
			.poll(() => said.textContent())
			.toBe('An open tour runs from a5 to c5. It is shown on the board, checked move by move.');
		await page.evaluate(() => {
			(window as unknown as { longTasks: number[] }).longTasks = [];
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries())
					(window as unknown as { longTasks: number[] }).longTasks.push(entry.duration);
			}).observe({ type: 'longtask' });
		});
		await pairs.getByLabel('Board', { exact: true }).selectOption('8');
		await expect
			.poll(() => pairs.locator('.summary').textContent(), { timeout: 20_000 })
			.toContain(
				'2,048 of the 4,032 ordered pairs have an open tour, 1,984 are ruled out by colour',
			);
		const longest = await page.evaluate(() =>
			Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks),
		);
		console.log(`8×8 matrix: longest main-thread task ${longest.toFixed(0)} ms`);
		const big = pairs.getByRole('grid', { name: /^Open tours of the 8×8 board/ });
		await big.locator('[tabindex="0"]').focus();
		await page.keyboard.press('PageDown');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await expect.poll(() => said.textContent()).toContain('No tour from a7 to b8: both are dark');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await expect
			.poll(() => said.textContent())
			.toBe('An open tour runs from a7 to c8. It is shown on the board, checked move by move.');
		const tour = await tourOnBoard(pairs.getByRole('grid', { name: /chosen pair's tour/ }), 8, 8);
		expect(verifyTour(createBoard(8, 8), tour)).toEqual({ ok: true });
		expect(tour.length).toBe(64);
	});
});

describe('exercises', () => {
	test('why the 4×5 board has no tour: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'Which argument shows that it has no open tour');
		await box.getByRole('radio', { name: 'Colour balance' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'None of these: only the search proves it' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('ordered pairs of 5×5 with a tour: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'how many ordered pairs (start, end)');
		await box.getByLabel('Ordered pairs').fill('42');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Ordered pairs').fill('84');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('the ends of a tour from c3: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'starts on the centre square c3');
		await box.getByLabel('End squares').fill('a1 e5');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('End squares').fill('a1 a5 e1 e5');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the whole page', () => {
	test.each(['light', 'dark'] as const)(
		'axe finds no serious violation in the %s theme',
		async (scheme) => {
			await page.emulateMedia({ colorScheme: scheme });
			await scrollThrough(page);
			await waitForHydration(page);
			const pairs = await hydratedWidget(page, 'Every start and every end');
			await pairs.getByRole('gridcell', { name: 'from a1 to c3: tour' }).click();
			await expectNoSeriousAxeViolations(page);
		},
	);

	test('at 360 px the page does not scroll sideways; the 8×8 matrix scrolls in its own box', async () => {
		await page.setViewportSize({ width: 360, height: 740 });
		await scrollThrough(page);
		await waitForHydration(page);
		const pairs = await hydratedWidget(page, 'Every start and every end');
		await pairs.getByLabel('Board', { exact: true }).selectOption('8');
		await pairs.getByRole('grid', { name: /^Open tours of the 8×8 board/ }).waitFor();
		const widths = await page.evaluate(() => {
			const box = document.querySelector('.matrix-scroll') as HTMLElement;
			return {
				page: document.documentElement.scrollWidth,
				view: document.documentElement.clientWidth,
				inner: box.scrollWidth,
				outer: box.clientWidth,
			};
		});
		expect(widths.page).toBeLessThanOrEqual(widths.view);
		expect(widths.inner).toBeGreaterThan(widths.outer);
	});
});
