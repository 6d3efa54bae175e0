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

const PATH = '/lessons/backtracking/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The text of a widget's counters line. */
async function counters(lab: Locator): Promise<string> {
	return (await lab.locator('.counters').textContent()) ?? '';
}

/** The sentence under the lab's player (the last step, and how the search ended). */
function sentence(lab: Locator): Locator {
	return lab.locator('p.status[aria-live]').first();
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
	test('the built HTML already shows the labs, the charts and the map with their numbers', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html).toContain('Run to the end, this search places 8,840 nodes and takes back');
		expect(html).toContain('Stack (deepest last)');
		expect(html).toContain('The textbook search from a1: nodes before the first tour');
		expect(html).toContain('Four strengths from a1: nodes before the first tour');
		expect(html).toContain('Nodes by start square: 5×5, Textbook');
		expect(html).toContain('b5: 1.83M');
		expect(html).toContain('Tours from 13 of 25 squares, proved impossible from 12.');
		expect(html).toContain('gave up (9,999,927)');
	});
});

describe('BacktrackingLab', () => {
	test('Step places the knight, fills the stack and counts the nodes', async () => {
		const lab = await hydratedWidget(page, 'Backtracking lab');
		const step = lab.getByRole('button', { name: 'Step', exact: true });
		await step.click();
		await step.click();
		await step.click();
		// Every part of the widget follows the step shown; under load they may land a frame apart.
		await expect.poll(() => counters(lab)).toContain('Nodes: 3');
		await expect.poll(() => counters(lab)).toContain('Backtracks: 0');
		await expect.poll(() => lab.locator('.search-stack li').count()).toBe(3);
		await expect.poll(() => sentence(lab).textContent()).toMatch(/^Move 3: knight to /);
		await expect.poll(() => lab.getByRole('gridcell', { name: /^b3, move 2$/ }).count()).toBe(1);
	});

	test('Skip to end finds the tour with the counts the lesson states', async () => {
		const lab = await hydratedWidget(page, 'Backtracking lab');
		await lab.getByRole('button', { name: 'Skip to end' }).click();
		await expect
			.poll(() => sentence(lab).textContent(), { timeout: 20_000 })
			.toContain('Found a tour from a1: 8,840 nodes, 8,815 backtracks.');
		expect(await counters(lab)).toContain('Squares on the board: 25 of 25');
	});

	test('Set start and a click move the start; a bad square name or size says what is wrong', async () => {
		const lab = await hydratedWidget(page, 'Backtracking lab');
		await lab.getByRole('button', { name: 'Set start' }).click();
		await lab.getByRole('gridcell', { name: /^c1/ }).click();
		await expect.poll(() => lab.getByLabel('Start', { exact: true }).inputValue()).toBe('c1');
		await lab.getByLabel('Start', { exact: true }).fill('k9');
		await expect
			.poll(() => lab.getByRole('alert').filter({ hasText: 'k9' }).textContent())
			.toMatch(/^"k9" is off this 5×5 board/);
		await lab.getByLabel('Rows', { exact: true }).fill('12');
		await expect
			.poll(() => lab.getByRole('alert').filter({ hasText: 'Rows' }).textContent())
			.toBe('Rows must be a whole number from 3 to 8; 12 is out of range.');
		// The board keeps working: a step still places the knight on the start.
		await lab.getByRole('button', { name: 'Step', exact: true }).click();
		await expect.poll(() => counters(lab)).toContain('Nodes: 1');
	});

	test('Warnsdorff order shows the onward moves of the candidates', async () => {
		const lab = await hydratedWidget(page, 'Backtracking lab with Warnsdorff order');
		await lab.getByRole('button', { name: 'Step', exact: true }).click();
		await lab.getByRole('button', { name: 'Step', exact: true }).click();
		await expect
			.poll(() => sentence(lab).textContent())
			.toMatch(/^Warnsdorff: \d candidates? — chose [a-e][1-5] with \d onward moves?/);
		await lab.getByLabel('Strength').selectOption({ label: 'Warnsdorff order + dead-end cut' });
		await lab.getByRole('button', { name: 'Skip to end' }).click();
		await expect
			.poll(() => sentence(lab).textContent(), { timeout: 20_000 })
			.toMatch(/Found a tour from c1: .*so the library counts 52 nodes\./);
	});
});

describe('BacktrackingStartMap', () => {
	test('a square typed or chosen on the live map tells its exact numbers', async () => {
		const map = await hydratedWidget(page, 'Cost of backtracking by start square');
		await map.getByLabel('Square', { exact: true }).fill('b5');
		await expect
			.poll(() => map.getByRole('status').last().textContent())
			.toBe(
				'From b5: no tour. The search proved it by trying every way on, 1,829,421 nodes and 1,829,421 backtracks.',
			);
		await map.hover();
		const cell = map.getByRole('gridcell', { name: /^a5: / });
		await cell.click();
		await expect
			.poll(() => map.getByRole('status').last().textContent())
			.toBe('From a5: a tour after 41 nodes and 16 backtracks.');
	});

	test('another strength shows at once; another board is measured in the worker', async () => {
		const map = await hydratedWidget(page, 'Cost of backtracking by start square');
		await map.getByLabel('Strength').selectOption({ label: 'Warnsdorff order + dead-end cut' });
		await expect
			.poll(() => map.locator('figcaption').first().textContent())
			.toBe('Nodes by start square: 5×5, Warnsdorff order + dead-end cut');
		await map.getByLabel('Board').selectOption('3×4');
		await expect.poll(() => map.locator('.run-status').textContent()).toContain('Press Measure');
		await map.getByRole('button', { name: 'Measure' }).click();
		await expect
			.poll(() => map.locator('.summary').textContent(), { timeout: 20_000 })
			.toMatch(/^Tours from 6 of 12 squares, proved impossible from 6\./);
		expect(await map.locator('figcaption').first().textContent()).toBe(
			'Nodes by start square: 3×4, Warnsdorff order + dead-end cut',
		);
	});
});

describe('BacktrackingCost', () => {
	test('Measure repeats the searches in the worker; a small budget leaves gaps', async () => {
		const cost = await hydratedWidget(page, 'Cost of the textbook search by board');
		await cost.getByLabel('Node budget per search').selectOption('1000000');
		await cost.getByRole('button', { name: 'Measure' }).click();
		await expect
			.poll(() => cost.locator('.run-status').textContent(), { timeout: 30_000 })
			.toMatch(/Measured 7 searches, [\d,]+ nodes in all, in [\d.]+ s\./);
		await expect
			.poll(() => cost.locator('.cost-note').first().textContent())
			.toContain('Textbook on 5×6, 7×7, 7×8, 8×8');
		expect(await cost.getByText(/measured in your browser/).count()).toBeGreaterThan(0);
	});

	test('Cancel stops a measurement and the chart keeps its numbers', async () => {
		const cost = await hydratedWidget(page, 'Cost of backtracking by strength');
		await cost.getByLabel('Node budget per search').selectOption('500000000');
		await cost.getByRole('button', { name: 'Measure' }).click();
		await cost.getByRole('button', { name: 'Cancel' }).click();
		await expect.poll(() => cost.locator('.run-status').textContent()).toContain('Cancelled.');
		expect(await cost.getByText('measured when this page was built').count()).toBeGreaterThan(0);
	});
});

describe('exercises', () => {
	test('backtracks on 6×6: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'How many backtracks does it make?');
		await box.getByLabel('Your answer').fill('248,169');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Your answer').fill('248133');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('why not b5: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'no tour of the 5×5 board starts on b5');
		await box.getByRole('radio', { name: /^A knight on b5 has only three moves/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: /^b5 is a light square/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('quick starts: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'in fewer than 1,000 nodes');
		await box.getByLabel('Your answer').fill('a5 a1');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Your answer').fill('e5, a5');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('Warnsdorff order from b5: wrong, then right', async () => {
		const box = await hydratedExercise(
			page,
			'How many does the search with Warnsdorff order place?',
		);
		await box.getByRole('radio', { name: /^About 25/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'Exactly as many as the textbook search' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('fewest nodes from d4: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'from d4?');
		await box.getByRole('radio', { name: 'Warnsdorff order', exact: true }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'Warnsdorff order + dead-end cut' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the whole page', () => {
	test('axe finds no serious violation once every widget has hydrated and the map is live', async () => {
		await scrollThrough(page);
		await waitForHydration(page);
		const map = await hydratedWidget(page, 'Cost of backtracking by start square');
		await map.hover();
		await map.getByRole('grid').waitFor();
		await expectNoSeriousAxeViolations(page);
	});

	test('fits a 360 px screen', async () => {
		await page.setViewportSize({ width: 360, height: 800 });
		await scrollThrough(page);
		await waitForHydration(page);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
	});
});
