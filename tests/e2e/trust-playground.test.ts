/**
 * The Playground in front of a class: results that belong to the set-up on show, one count in
 * the message and the statistics, people's names, no promise of a missing control, messages
 * about links only for links, repeated move constraints refused, short quotes of long input,
 * and the board beside its controls.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
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

/** The Playground widget. */
function playground(): Locator {
	return page.getByRole('group', { name: 'Playground' });
}

/** The line that says how the latest run went. */
function runStatus(): Locator {
	return playground().locator('.run-status [role="status"]');
}

/** Types into a labelled text box of the Playground. */
async function fill(label: string, value: string): Promise<void> {
	await playground().getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Presses Solve and waits for the run to end; returns the status line. */
async function solve(): Promise<string> {
	await playground().getByRole('button', { name: 'Solve' }).click();
	await expect
		.poll(() => playground().getByRole('button', { name: 'Cancel' }).count(), { timeout: 30_000 })
		.toBe(0);
	await expect.poll(() => runStatus().textContent()).not.toMatch(/^(Searching….*)?$/);
	return (await runStatus().textContent()) ?? '';
}

/** The value of one statistic under the result ("Nodes" → "50,000"), or null when it is absent. */
async function stat(term: string): Promise<string | null> {
	const row = playground()
		.getByRole('term')
		.filter({ hasText: new RegExp(`^${term}$`) });
	if ((await row.count()) === 0) return null;
	return row.locator('xpath=following-sibling::dd').textContent();
}

/** The squares of the board that carry a move number. */
function numberedSquares(): Locator {
	return playground().getByRole('gridcell', { name: /move \d+$/ });
}

/** Opens the move constraints and loads a file with this JSON content. */
async function loadConstraintsFile(content: unknown): Promise<void> {
	await playground()
		.getByText(/^Move constraints \(/)
		.click();
	await playground()
		.getByLabel('Load from file')
		.setInputFiles({
			name: 'puzzle.json',
			mimeType: 'application/json',
			buffer: Buffer.from(JSON.stringify(content)),
		});
}

/** Opens the Playground on a fresh page, after `prepare` has run on the site's home page. */
async function open(address = '/playground/', prepare?: () => void): Promise<void> {
	await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
	await page.evaluate(() => {
		localStorage.clear();
	});
	if (prepare !== undefined) await page.evaluate(prepare);
	await page.goto(siteUrl(address));
	await waitForIsland(playground());
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
	return async () => {
		expect(problems.join('\n')).toBe('');
		await page.close();
	};
});

describe('Playground results belong to the set-up on show', () => {
	test('a camel result does not stay under the giraffe, nor a tour under a new request', async () => {
		await open();
		await playground().getByLabel('Leaper').selectOption('camel');
		expect(await solve()).toMatch(/^No tour: The board falls apart/);
		await playground().getByLabel('Leaper').selectOption('giraffe');
		await expect
			.poll(() => playground().locator('.verdict').textContent())
			.toContain('Open question');
		expect(await runStatus().textContent()).not.toContain('falls apart');

		await playground().getByLabel('Leaper').selectOption('knight');
		expect(await solve()).toBe('Found a tour of all 64 squares, checked move by move.');
		expect(await numberedSquares().count()).toBe(64);
		expect(await stat('Time')).not.toBeNull();
		await playground().getByLabel('Closed tour').check();
		await expect.poll(() => numberedSquares().count()).toBe(0);
		expect(await runStatus().textContent()).not.toContain('Found a tour');
		expect(await stat('Time')).toBeNull();
		await fill('Seed', '7');
		await playground().getByLabel('Closed tour').uncheck();
		expect(await solve()).toBe('Found a tour of all 64 squares, checked move by move.');
		await fill('Start', 'c3');
		await expect.poll(() => numberedSquares().count()).toBe(0);
	});

	test('a search that gives up gives one count, in the message and in the statistics', async () => {
		await open();
		await playground().getByLabel('Leaper').selectOption('zebra');
		await fill('Node budget', '50000');
		const status = await solve();
		const said = /^Gave up after ([\d,]+) positions/.exec(status)?.[1];
		expect(said).toBe('50,000');
		expect(await stat('Nodes')).toBe(said);

		// 7×7 zebra: a search with restarts that ends by exhausting every sequence.
		await fill('Rows', '7');
		await fill('Columns', '7');
		const exhausted = await solve();
		const tried = /was tried \(([\d,]+) positions\)/.exec(exhausted)?.[1];
		expect(tried).toBeDefined();
		expect(await stat('Nodes')).toBe(tried);
	});

	test('a search out of budget offers a real control to allow more, and nothing it lacks', async () => {
		await open();
		await playground().getByLabel('Leaper').selectOption('zebra');
		await fill('Node budget', '50000');
		const status = await solve();
		expect(status).toMatch(/^Gave up/);
		expect(status).not.toMatch(/allow more/i);
		const more = playground().getByRole('button', {
			name: 'Double the node budget and solve again',
		});
		await expectNoSeriousAxeViolations(page);
		await more.focus();
		await page.keyboard.press('Enter');
		await expect
			.poll(() => playground().getByRole('textbox', { name: 'Node budget' }).inputValue())
			.toBe('100000');
		await expect
			.poll(() => runStatus().textContent(), { timeout: 30_000 })
			.toMatch(/^Gave up after 100,000 positions/);
		expect(await stat('Nodes')).toBe('100,000');
	});
});

describe('Playground words', () => {
	test('names tie-breaks and algorithms as the lessons do, with the right article', async () => {
		await open();
		await playground().getByLabel('Algorithm').selectOption('warnsdorff');
		await playground().getByLabel('Tie-break').selectOption('pohl');
		await fill('Start', 'h8');
		const status = await solve();
		// Pohl's tie-break stops on c4 from h8 (checked against findTour in the unit tests).
		expect(status).toMatch(/^Gave up: Stuck on c4 after 60 of 64 squares/);
		expect(status).not.toContain('pohl');
		expect(await stat('Algorithm')).toBe("Warnsdorff's rule, tie-break Pohl");

		await fill('Rows', '6');
		await fill('Columns', '6');
		await loadConstraintsFile({
			format: 'knights-tour-notebook/constraints',
			version: 1,
			rows: 8,
			cols: 8,
			constraints: [{ move: 5, square: 'c3' }],
		});
		await expect
			.poll(() =>
				playground()
					.getByText(/The file was saved for/)
					.textContent(),
			)
			.toContain('saved for an 8×8 board; this board is 6×6.');
	});
});

describe('Playground links and saved state', () => {
	test('after a plain reload it speaks of the saved tour, never of a link', async () => {
		await open();
		await fill('Rows', '6');
		await fill('Columns', '6');
		await playground().getByLabel('Closed tour').check();
		expect(await solve()).toBe('Found a closed tour of all 36 squares, checked move by move.');
		// Saving waits for the reader to pause.
		await page.waitForTimeout(800);
		await page.reload();
		await waitForIsland(playground());
		await expect.poll(() => numberedSquares().count()).toBe(36);
		const status = (await runStatus().textContent()) ?? '';
		expect(status).not.toMatch(/link/i);
		expect(status).toBe(
			'The closed tour saved here last time, of all 36 squares, checked move by move.',
		);
	});

	test('a link with the same move twice is refused, and the page keeps working', async () => {
		await open('/playground/#pg=pg1.xZZZZ');
		const alert = playground()
			.getByRole('alert')
			.filter({ hasText: 'Move constraints in the link' });
		await expect.poll(() => alert.count()).toBe(1);
		expect(await alert.textContent()).toContain('ask for move 26 twice');
		expect(
			await playground()
				.getByText(/^Move constraints \(0\)/)
				.count(),
		).toBe(1);
		await fill('Rows', '5');
		await fill('Columns', '5');
		await playground().getByLabel('Closed tour').check();
		await expect.poll(() => playground().locator('.verdict').textContent()).toContain('No tour:');
		await page.waitForTimeout(800);
		await page.reload();
		await waitForIsland(playground());
		await expect.poll(() => playground().locator('.verdict').textContent()).toContain('No tour:');
	});

	test('a saved state with the same move twice never breaks the page', async () => {
		await open('/playground/', () => {
			localStorage.setItem('ktn:/playground:pg', JSON.stringify({ state: 'pg1.xZZZZ' }));
		});
		const alert = playground()
			.getByRole('alert')
			.filter({ hasText: 'Move constraints in the saved settings' });
		await expect.poll(() => alert.count()).toBe(1);
		await fill('Rows', '6');
		await expect.poll(() => playground().getByRole('gridcell').count()).toBe(48);
		await page.reload();
		await waitForIsland(playground());
		await expect.poll(() => playground().getByRole('gridcell').count()).toBe(48);
	});

	test('a constraints file with the same move twice keeps the first and says why', async () => {
		await open();
		await loadConstraintsFile({
			format: 'knights-tour-notebook/constraints',
			version: 1,
			rows: 8,
			cols: 8,
			constraints: [
				{ move: 5, square: 'c3' },
				{ move: 5, square: 'd4' },
			],
		});
		await expect
			.poll(() =>
				playground()
					.getByText(/^Constraint 2:/)
					.textContent(),
			)
			.toBe('Constraint 2: move 5 is already on c3 (constraint 1); skipped.');
		const items = playground()
			.getByRole('listitem')
			.filter({ hasText: /^Move \d+ on / });
		expect(await items.count()).toBe(1);
		expect(await items.textContent()).toMatch(/^Move 5 on c3/);
	});
});

describe('Playground input', () => {
	test('a message under a box quotes a long entry shortly', async () => {
		await open();
		const long = 'x'.repeat(200_000);
		await fill('Rows', long);
		const rows = playground().getByRole('alert').filter({ hasText: 'Rows must be' });
		await expect.poll(() => rows.count()).toBe(1);
		expect(((await rows.textContent()) ?? '').length).toBeLessThan(200);
		await fill('Start', long);
		const start = playground()
			.getByRole('alert')
			.filter({ hasText: /^Start:/ });
		await expect.poll(() => start.count()).toBe(1);
		expect(((await start.textContent()) ?? '').length).toBeLessThan(300);
	});
});

describe('Playground layout', () => {
	test('at 1280×800 the board sits beside its controls, Solve and board on the first screen', async () => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await open();
		const solveBox = await playground().getByRole('button', { name: 'Solve' }).boundingBox();
		const boardBox = await playground().getByRole('grid').boundingBox();
		expect(solveBox).not.toBeNull();
		expect(boardBox).not.toBeNull();
		if (solveBox === null || boardBox === null) return;
		expect(solveBox.y + solveBox.height).toBeLessThanOrEqual(800);
		expect(boardBox.y).toBeLessThan(800 - 100);
		expect(boardBox.x + boardBox.width).toBeLessThanOrEqual(solveBox.x);
		await expectNoSeriousAxeViolations(page);
	});

	test('on a phone the board comes right after the size inputs and Solve', async () => {
		await page.setViewportSize({ width: 360, height: 740 });
		await open();
		const box = async (locator: Locator) => {
			const found = await locator.boundingBox();
			if (found === null) throw new Error('not on the page');
			return found;
		};
		const columns = await box(playground().getByRole('textbox', { name: 'Columns' }));
		const solveBox = await box(playground().getByRole('button', { name: 'Solve' }));
		const boardBox = await box(playground().getByRole('grid'));
		const algorithm = await box(playground().getByLabel('Algorithm'));
		expect(solveBox.y).toBeGreaterThan(columns.y);
		expect(boardBox.y).toBeGreaterThan(solveBox.y + solveBox.height);
		expect(boardBox.y + boardBox.height).toBeLessThan(algorithm.y);
		const width = await page.evaluate(() => document.documentElement.scrollWidth);
		expect(width).toBeLessThanOrEqual(360);
	});
});
