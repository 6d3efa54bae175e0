import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
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

const PATH = '/lessons/schwenk/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The live status line of a widget. */
function status(group: Locator): Locator {
	return group.locator('.status[role="status"]');
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
	test('the built HTML already shows the table, a tour, the searches and the joins', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html.match(/data-cell="/g)).toHaveLength(120);
		expect(html).toContain('aria-label="3×4: no closed tour, condition c"');
		expect(html).toContain('8×8 has a closed tour: by Schwenk (1991)');
		expect(html).toContain('87,040');
		expect(html).toContain('930,825');
		expect(html).toContain('Join 3 of 3, blocks C and D');
		expect(html).toContain('class="katex"');
	});
});

describe('SchwenkTable', () => {
	test('a click on a ✗ cell gives the verdict and the squares that show it', async () => {
		const table = await hydratedWidget(page, "Schwenk's theorem table");
		await table.getByRole('button', { name: '2×6: no closed tour, condition b' }).click();
		await expect.poll(() => status(table).textContent()).toContain('No closed tour on 2×6');
		expect(await table.locator('.picture').textContent()).toContain('The board falls apart');
		expect(await table.locator('rect.highlight').count()).toBe(3);
	});

	test('a ✓ cell shows a closed tour fetched from the worker', async () => {
		const table = await hydratedWidget(page, "Schwenk's theorem table");
		await table.getByRole('button', { name: '5×6: closed tour' }).click();
		await expect
			.poll(() => table.locator('.picture').textContent())
			.toBe('A closed tour of 5×6: 30 moves, the last one back to the start.');
		await expect(
			table.getByRole('grid', { name: '5×6 board: a closed tour' }).count(),
		).resolves.toBe(1);
		expect(await table.locator('polyline.path').count()).toBe(1);
	});

	test('arrow keys move between cells, Enter chooses, and one cell is in the tab order', async () => {
		const table = await hydratedWidget(page, "Schwenk's theorem table");
		expect(await table.locator('button[data-cell][tabindex="0"]').count()).toBe(1);
		await table.getByRole('button', { name: '8×8: closed tour' }).focus();
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
			.toBe('7×4: no closed tour, condition b');
		await page.keyboard.press('Enter');
		await expect.poll(() => status(table).textContent()).toContain('No closed tour on 7×4');
		expect(await table.locator('.picture').textContent()).toContain('O marks the two outer lines');
		expect(await table.locator('button[data-cell][tabindex="0"]').count()).toBe(1);
	});
});

describe('FourRowProof', () => {
	test('stepping through 4×6 finds the two inner squares in a row at moves 12 and 13', async () => {
		const proof = await hydratedWidget(page, 'Four-row proof');
		await expect.poll(() => status(proof).textContent()).toContain('Move 24:');
		await proof.getByRole('button', { name: 'Reset' }).click();
		await expect.poll(() => status(proof).textContent()).toMatch(/^No moves yet/);
		for (let i = 0; i < 12; i++)
			await proof.getByRole('button', { name: 'Step', exact: true }).click();
		expect(await proof.locator('.summary').textContent()).toMatch(
			/Outer squares visited: 6 \(all (dark|light)\)\. Inner squares visited: 6 \(all (dark|light)\)\./,
		);
		await proof.getByRole('button', { name: 'Step', exact: true }).click();
		await expect.poll(() => status(proof).textContent()).toContain('Two inner squares in a row');
		await proof.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => status(proof).textContent()).toMatch(/^Move 12:/);
	});

	test('Columns switches to another board, shown whole', async () => {
		const proof = await hydratedWidget(page, 'Four-row proof');
		await proof.getByLabel('Columns').selectOption('5');
		await expect.poll(() => status(proof).textContent()).toContain('Move 20:');
		expect(await proof.getByRole('gridcell').count()).toBe(20);
	});
});

describe('ThreeRowSearch', () => {
	test('the search on 3×6 runs out of paths: no closed tour, 2,262 positions', async () => {
		const search = await hydratedWidget(page, 'Exhaustive search on three rows');
		await search.getByLabel('Board', { exact: true }).selectOption('6');
		await search.getByRole('button', { name: 'Search', exact: true }).click();
		await expect
			.poll(() => status(search).textContent(), { timeout: 30_000 })
			.toMatch(/^No closed tour on 3×6: .* 2,262 positions in all/);
	});

	test('on 3×10 the count finds 16 closed tours', async () => {
		const search = await hydratedWidget(page, 'Exhaustive search on three rows');
		await search.getByLabel('Board', { exact: true }).selectOption('10');
		await search.getByRole('button', { name: 'Count closed tours' }).click();
		await expect
			.poll(() => status(search).textContent(), { timeout: 30_000 })
			.toBe('3×10 has exactly 16 closed tours, each counted once whichever way round it goes.');
	});

	test('Cancel stops a long search and says it proves nothing', async () => {
		const search = await hydratedWidget(page, 'Exhaustive search on three rows');
		await search.getByLabel('Board', { exact: true }).selectOption('10');
		await search.getByRole('button', { name: 'Search', exact: true }).click();
		await search.getByRole('button', { name: 'Cancel' }).click();
		await expect
			.poll(() => status(search).textContent())
			.toMatch(/^Cancelled after [\d,]+ positions: an unfinished search proves nothing\.$/);
		expect(await search.getByRole('button', { name: 'Search', exact: true }).isEnabled()).toBe(
			true,
		);
	});
});

describe('DivideAndConquerFigure', () => {
	test('Reset shows four block tours and Step joins them one at a time', async () => {
		const figure = await hydratedWidget(page, 'Divide and conquer figure');
		await figure.getByRole('button', { name: 'Reset' }).click();
		await expect
			.poll(() => status(figure).textContent())
			.toBe('4 blocks, each with a closed tour of its own: 4 separate closed tours.');
		expect(await figure.locator('line.added').count()).toBe(0);
		await figure.getByRole('button', { name: 'Step', exact: true }).click();
		await expect.poll(() => status(figure).textContent()).toMatch(/^Join 1 of 3, blocks A and B/);
		expect(await figure.locator('line.added').count()).toBe(2);
		await figure.getByLabel('Board', { exact: true }).selectOption('1');
		await expect
			.poll(() => status(figure).textContent())
			.toContain('Now one closed tour through all 320 squares.');
	});
});

describe('exercises', () => {
	test('3×12: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'Does the 3×12 board have a closed');
		await box.getByRole('radio', { name: /^No: condition \(c\)/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'Yes: none of the three conditions holds.' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('closed tours of 3×10: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'How many closed knight');
		await box.getByLabel('Your answer').fill('32');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => box.getByRole('status').textContent())
			.toContain('32 is not right: the answer is smaller.');
		await box.getByLabel('Your answer').fill('16');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('smallest square board: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'smallest square board');
		await box.getByLabel('Side of the square board').fill('4');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => box.getByRole('status').textContent())
			.toContain('4 is not right: the answer is larger.');
		await box.getByLabel('Side of the square board').fill('6');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the lesson page', () => {
	test('has no serious accessibility problems once every island has hydrated', async () => {
		await scrollThrough(page);
		await waitForHydration(page);
		await expectNoSeriousAxeViolations(page);
	});

	test('fits a 360 px screen: only the wide tables scroll, inside their widgets', async () => {
		await page.setViewportSize({ width: 360, height: 800 });
		await scrollThrough(page);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
		);
		expect(overflow).toBe(0);
	});
});
