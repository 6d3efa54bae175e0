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

const PATH = '/lessons/warnsdorff/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The sentence under a stepper's controls that explains the last step. */
function explanation(group: Locator): Locator {
	return group.locator('.explanation');
}

/** Reaches for a starts map (the interactive map loads then) and returns its grid. */
async function startsGrid(group: Locator): Promise<Locator> {
	await group.hover();
	const grid = group.getByRole('grid');
	await grid.waitFor();
	return grid;
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
	test('the built HTML already shows a choice, the starts maps, the comparison and the times', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html).toContain('From a1 the knight can go to b3 (5) and c2 (5).');
		expect(html).toContain('aria-label="c2, candidate with 5 onward moves"');
		expect(html).toContain('<title>e3: 60</title>');
		expect(html).toContain('fails from 24 of 28 starts');
		expect(html).toContain('How often the pure rule gets stuck, by tie-break');
		expect(html).toContain('measured when this page was built');
	});
});

describe('WarnsdorffStepper', () => {
	test('Step shows each move and each choice; Skip to end finishes the tour from a1', async () => {
		const stepper = await hydratedWidget(page, "Warnsdorff's rule, step by step");
		await stepper.getByRole('button', { name: 'Step', exact: true }).click();
		await expect.poll(() => explanation(stepper).textContent()).toContain('Move 2: knight to b3.');
		await stepper.getByRole('button', { name: 'Step', exact: true }).click();
		await expect
			.poll(() => explanation(stepper).textContent())
			.toMatch(/^\s*From b3 the knight can go to/);
		await stepper.getByRole('button', { name: 'Skip to end' }).click();
		await expect
			.poll(() => explanation(stepper).textContent())
			.toContain('Tour complete: the knight has visited all 64 squares.');
		expect(await stepper.getByText('Squares visited: 64 of 64').count()).toBe(1);
	});

	test('another tie-break takes the knight round from e3, where the first one gets stuck', async () => {
		const stepper = await hydratedWidget(page, "Warnsdorff's rule, step by step", 1);
		await stepper.getByRole('button', { name: 'Skip to end' }).click();
		await expect
			.poll(() => explanation(stepper).textContent())
			.toMatch(/Stuck on [a-h][1-8] after 60 of 64/);
		await stepper.getByLabel('Tie-break').selectOption('roth');
		await stepper.getByRole('button', { name: 'Skip to end' }).click();
		await expect.poll(() => explanation(stepper).textContent()).toContain('Tour complete');
	});

	test('in Set start mode a square picked on the board becomes the start, by click and by keyboard', async () => {
		const stepper = await hydratedWidget(page, "Warnsdorff's rule, step by step");
		await stepper.getByRole('button', { name: 'Set start' }).click();
		await stepper.getByRole('gridcell', { name: 'c3', exact: true }).click();
		await expect.poll(() => stepper.getByLabel('Start').inputValue()).toBe('c3');
		await stepper.getByRole('button', { name: 'Set start' }).press('Enter');
		await stepper.getByRole('gridcell', { name: /^c3,/ }).focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await expect.poll(() => stepper.getByLabel('Start').inputValue()).toBe('d3');
		await expect.poll(() => explanation(stepper).textContent()).toMatch(/^\s*From d3 the knight/);
	});

	test('arrow keys on the board move its focus and never step the run; off the board they step', async () => {
		const stepper = await hydratedWidget(page, "Warnsdorff's rule, step by step");
		await stepper.getByRole('button', { name: 'Step', exact: true }).click();
		await expect.poll(() => explanation(stepper).textContent()).toContain('Move 2: knight to b3.');
		// The board takes the keyboard in Set start mode: its arrows move the square to pick.
		await stepper.getByRole('button', { name: 'Set start' }).click();
		await stepper.getByRole('gridcell', { name: /^c3\b/ }).focus();
		const focused = (): Promise<string> =>
			page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
		const before = await focused();
		expect(before).toMatch(/^[a-h][1-8]\b/);
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowUp');
		// The board's cursor moved (one square right, one up) ...
		await expect.poll(focused).toMatch(/^[a-h][1-8]\b/);
		expect((await focused()).slice(0, 2)).not.toBe(before.slice(0, 2));
		// ... and the run shown did not step.
		expect(await explanation(stepper).textContent()).toContain('Move 2: knight to b3.');
		await stepper.getByRole('button', { name: 'Skip to end' }).focus();
		await page.keyboard.press('ArrowRight');
		await expect
			.poll(() => explanation(stepper).textContent())
			.toMatch(/^\s*From b3 the knight can go to/);
	});

	test('bad input gets a clear message and the stepper keeps working', async () => {
		const stepper = await hydratedWidget(page, "Warnsdorff's rule, step by step");
		await stepper.getByLabel('Rows').fill('99');
		await expect
			.poll(() => stepper.getByRole('alert').first().textContent())
			.toBe('Rows must be a whole number from 1 to 20; 99 is out of range.');
		await stepper.getByLabel('Rows').fill('5');
		await stepper.getByLabel('Columns').fill('5');
		await stepper.getByLabel('Start').fill('z9');
		await expect.poll(() => stepper.getByText(/"z9" is off this 5×5 board/).count()).toBe(1);
		expect(await stepper.getByRole('gridcell').count()).toBe(25);
		await stepper.getByLabel('Start').fill('c1');
		await stepper.getByRole('button', { name: 'Skip to end' }).click();
		await expect
			.poll(() => explanation(stepper).textContent())
			.toContain('Stuck on a5 after 17 of 25');
	});

	test('the search with backtracking finds a tour from e3 after 12 backtracks', async () => {
		const stepper = await hydratedWidget(page, 'Warnsdorff with backtracking');
		await stepper.getByRole('button', { name: 'Skip to end' }).click();
		await expect.poll(() => explanation(stepper).textContent()).toContain('Tour complete');
		expect(await stepper.getByText('Backtracks: 12').count()).toBe(1);
	});
});

describe('WarnsdorffStarts', () => {
	test('picking e3 on the 8×8 map shows where the run gets stuck, on a stepper', async () => {
		const starts = await hydratedWidget(page, "Start squares of Warnsdorff's rule");
		const grid = await startsGrid(starts);
		await grid.getByRole('gridcell', { name: 'e3: 60' }).click();
		await expect
			.poll(() => starts.locator('.selection').textContent())
			.toContain('From e3 the rule gets stuck after 60 of 64 squares.');
		await expect
			.poll(() => explanation(starts).textContent())
			.toMatch(/Stuck on [a-h][1-8] after 60/);
	});

	test('the map redraws for another tie-break and board, and explains bad sizes', async () => {
		const starts = await hydratedWidget(page, "Start squares of Warnsdorff's rule");
		await startsGrid(starts);
		await starts.getByLabel('Tie-break').selectOption('roth');
		await expect
			.poll(() => starts.locator('.summary').textContent())
			.toContain('(tie-break: Roth) on 8×8 fails from 0 of 64 starts');
		await starts.getByLabel('Columns').fill('31');
		await expect
			.poll(() => starts.getByRole('alert').first().textContent())
			.toBe('Columns must be a whole number from 1 to 30; 31 is out of range.');
		await starts.getByLabel('Columns').fill('10');
		await expect.poll(() => starts.locator('.summary').textContent()).toContain('on 8×10');
		expect(await starts.getByRole('gridcell').count()).toBe(80);
	});

	test('a failing outer start of 4×7 is searched, and a tour found', async () => {
		const starts = await hydratedWidget(page, "Start squares of Warnsdorff's rule", 1);
		const grid = await startsGrid(starts);
		await grid.getByRole('gridcell', { name: 'a4: 21' }).click();
		await expect
			.poll(() => starts.locator('.selection').textContent())
			.toContain('A backtracking search finds a tour from a4');
	});
});

describe('WarnsdorffTiming', () => {
	test('Measure times the rule in the worker and redraws the chart', async () => {
		const timing = await hydratedWidget(page, "Warnsdorff's rule against the clock");
		await timing.getByRole('button', { name: 'Measure' }).click();
		await expect
			.poll(() => timing.getByRole('status').first().textContent(), { timeout: 30_000 })
			.toMatch(/Measured in this browser: about [\d.]+ ms per million squares\./);
		expect(await timing.getByText(/measured in this browser/).count()).toBeGreaterThan(0);
		const table = timing.getByRole('table', { name: /^Fastest of 3 runs per board/ });
		expect(await table.locator('tbody tr').count()).toBe(10);
	});
});

describe('exercises', () => {
	test('squares visited from c1: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'start Warnsdorff');
		await box.getByLabel('Squares visited').fill('25');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Squares visited').fill('17');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test("Pohl's failing starts: wrong, then right", async () => {
		const box = await hydratedExercise(
			page,
			'from which start squares does the pure rule get stuck',
		);
		await box.getByLabel('Start squares').fill('e3');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Start squares').fill('d4 e4 d5 e5 h1 h8');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('the tie-break that tours from every start: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'from every start square of the 8×8 board');
		await box.getByRole('radio', { name: 'Pohl' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'Roth' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the whole page', () => {
	test('axe finds no serious violation once every widget has hydrated and the maps are live', async () => {
		await scrollThrough(page);
		await waitForHydration(page);
		await startsGrid(await hydratedWidget(page, "Start squares of Warnsdorff's rule"));
		await expectNoSeriousAxeViolations(page);
	});
});
