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
	watchProblems,
} from './browser.ts';

const PATH = '/lessons/counting-tours/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The counter's line of status: progress while it runs, then how it counted. */
function runStatus(counter: Locator): Locator {
	return counter.locator('.run-status [role="status"]');
}

/** Sets the counter's boxes and boxes to tick by mouse, then presses Count. */
async function countByMouse(
	counter: Locator,
	rows: string,
	cols: string,
	options: { closed?: boolean; directed?: boolean; start?: string } = {},
): Promise<void> {
	await counter.getByLabel('Rows').fill(rows);
	await counter.getByLabel('Columns').fill(cols);
	await counter.getByLabel('Start').fill(options.start ?? '');
	await counter.getByLabel('Closed tour').setChecked(options.closed ?? false);
	await counter.getByLabel('Directed').setChecked(options.directed ?? false);
	await counter.getByRole('button', { name: 'Count' }).click();
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
	test('the built HTML already shows the tours of 3×4, a count, a tour from a5, the maps and Burnside', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html.match(/aria-label="Tour \d of 8: /g)).toHaveLength(8);
		expect(html).toContain('Counted by an exhaustive search when this page was built.');
		expect(html).toContain('9,862</strong>');
		expect(html).toContain('Tour 1 of 304 from a5: it ends on c3.');
		expect(html).toContain('Open tours of 6×6 by start square');
		expect(html).toContain('524,486');
		expect(html).toMatch(
			/\(9,862 \+ 78 \+ 0 \+ 0 \+ 10 \+ 10 \+ 0 \+ 0\) ÷ 8 = 9,960 ÷ 8 =\s*<strong>1,245<\/strong>/,
		);
		expect(html).toContain('19,591,828,170,979,904');
		expect(html).toContain('17,893,605,526,431,808');
	});
});

describe('CountTours', () => {
	test('by mouse: 6×7 closed tours are counted in the worker with progress, and agree with OEIS', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await countByMouse(counter, '6', '7', { closed: true });
		await expect
			.poll(() => runStatus(counter).textContent())
			.toMatch(/Counting… .*squares swept, [\d,]+ states alive/);
		await expect
			.poll(() => runStatus(counter).textContent(), { timeout: 60_000 })
			.toMatch(/^Counted by sweeping both halves of the board and joining them in [\d.]+ s\.$/);
		expect(await counter.locator('.answer').textContent()).toContain('1,067,638');
		expect(await counter.locator('.published').textContent()).toBe(
			'Published: 1,067,638, OEIS A175881 (closed tours of 6×n); the count agrees.',
		);
	});

	test('7×8 closed: both halves swept and joined in the worker, with progress, agreeing with OEIS', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await countByMouse(counter, '7', '8', { closed: true });
		await expect
			.poll(() => runStatus(counter).textContent(), { timeout: 30_000 })
			.toMatch(/Counting… [\d,]+ squares swept, [\d,]+ states alive, [1-9]\d?%/);
		await expect
			.poll(() => runStatus(counter).textContent(), { timeout: 180_000 })
			.toMatch(/^Counted by sweeping both halves of the board and joining them in [\d.]+ s\.$/);
		expect(await counter.locator('.answer').textContent()).toContain('34,524,432,316');
		expect(await counter.locator('.published').textContent()).toBe(
			'Published: 34,524,432,316, OEIS A193054 (closed tours of 7×n); the count agrees.',
		);
	}, 240_000);

	test('by keyboard: 5×5 open, Directed, then from a1', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await counter.getByLabel('Rows').focus();
		await page.keyboard.press('Control+A');
		await page.keyboard.type('5');
		await page.keyboard.press('Tab');
		await page.keyboard.press('Control+A');
		await page.keyboard.type('5');
		await page.keyboard.press('Tab'); // Start
		await page.keyboard.press('Tab'); // Closed tour: ticked at first
		await page.keyboard.press('Space');
		await page.keyboard.press('Tab'); // Directed
		await page.keyboard.press('Space');
		await counter.getByLabel('Columns').press('Enter');
		await expect
			.poll(() => counter.locator('.answer').textContent(), { timeout: 30_000 })
			.toContain('1,728 open tours of 5×5, counted in both directions');
		await counter.getByLabel('Start').focus();
		await page.keyboard.type('a1');
		await page.keyboard.press('Enter');
		await expect
			.poll(() => counter.locator('.answer').textContent(), { timeout: 30_000 })
			.toContain('304 open tours of 5×5 that start on a1');
		expect(await counter.locator('.published').textContent()).toContain('304, OEIS A165134');
	});

	test('Cancel stops a long count, and the next count works', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await countByMouse(counter, '6', '6', { directed: true });
		await expect.poll(() => runStatus(counter).textContent()).toMatch(/states alive/);
		await counter.getByRole('button', { name: 'Cancel' }).click();
		await expect.poll(() => runStatus(counter).textContent()).toBe('Cancelled.');
		expect(await counter.locator('.answer').textContent()).toContain('9,862');
		await countByMouse(counter, '3', '4');
		await expect
			.poll(() => counter.locator('.answer').textContent(), { timeout: 30_000 })
			.toContain('8 open tours of 3×4');
	});

	test('up to symmetry: 1,245 closed tours of 6×6', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await counter.getByLabel('Up to symmetry').check();
		await expect(counter.getByLabel('Directed').isDisabled()).resolves.toBe(true);
		await counter.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => counter.locator('.answer').textContent(), { timeout: 30_000 })
			.toContain('1,245 closed tours of 6×6 up to symmetry');
	});

	test('a board that would take hours is refused with a reason; a board with no tour needs no count', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await countByMouse(counter, '8', '8', { closed: true });
		await expect
			.poll(() => runStatus(counter).textContent())
			.toMatch(/^Counting these tours would take .* the frontier of 8×8 is 18 squares wide/);
		await countByMouse(counter, '7', '7', { closed: true });
		await expect.poll(() => counter.locator('.reason').textContent()).toContain('Schwenk');
		expect(await counter.locator('.answer').textContent()).toContain('0 closed tours of 7×7');
	});

	test('bad input gets a message beside the box, and the counter keeps working', async () => {
		const counter = await hydratedWidget(page, "Count knight's tours");
		await counter.getByLabel('Rows').fill('x');
		await expect
			.poll(() => counter.getByRole('alert').first().textContent())
			.toBe('Rows must be a whole number from 1 to 60; "x" is not a whole number.');
		expect(await counter.getByRole('button', { name: 'Count' }).isDisabled()).toBe(true);
		await counter.getByLabel('Rows').fill('5');
		await counter.getByLabel('Start').fill('??');
		await expect.poll(() => counter.getByLabel('Start').getAttribute('aria-invalid')).toBe('true');
		await counter.getByLabel('Start').fill('h9');
		await counter.getByRole('button', { name: 'Count' }).click();
		await expect.poll(() => runStatus(counter).textContent()).toMatch(/h9/);
		await countByMouse(counter, '5', '5', { start: 'c3' });
		await expect
			.poll(() => counter.locator('.answer').textContent(), { timeout: 30_000 })
			.toContain('64 open tours of 5×5 that start on c3');
	});
});

describe('TourBrowser', () => {
	test('Next and Previous by mouse and keyboard, wrapping round; a tour number; a bad number', async () => {
		const tours = await hydratedWidget(page, 'Browse the tours from one start');
		const status = tours.locator('p.summary');
		await tours.getByRole('button', { name: 'Next tour' }).click();
		await expect.poll(() => status.textContent()).toMatch(/^Tour 2 of 304 from a5/);
		await tours.getByRole('button', { name: 'Previous tour' }).press('Enter');
		await expect.poll(() => status.textContent()).toBe('Tour 1 of 304 from a5: it ends on c3.');
		await tours.getByRole('button', { name: 'Previous tour' }).press('Enter');
		await expect.poll(() => status.textContent()).toMatch(/^Tour 304 of 304 from a5/);
		await tours.getByLabel('Tour number').fill('100');
		await expect.poll(() => status.textContent()).toMatch(/^Tour 100 of 304 from a5/);
		expect(await tours.getByRole('gridcell', { name: /^a5, move 1$/ }).count()).toBe(1);
		await tours.getByLabel('Tour number').fill('305');
		await expect
			.poll(() => tours.getByRole('alert').textContent())
			.toBe('Tour number must be a whole number from 1 to 304; 305 is out of range.');
		await tours.getByRole('button', { name: 'Next tour' }).click();
		await expect.poll(() => status.textContent()).toMatch(/^Tour 101 of 304 from a5/);
	});
});

describe('exercises', () => {
	test('directed closed tours of 6×6: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'reverse count as two');
		await box.getByLabel('Directed closed tours').fill('9862');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Directed closed tours').fill('19724');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('the squares of 5×5 that start the most tours: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'start the most open tours');
		await box.getByLabel('Start squares').fill('c3');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Start squares').fill('a1 a5 e1 e5');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test("Burnside's average on 4×5: wrong, then right", async () => {
		const box = await hydratedExercise(page, 'How many open tours does 4×5 have up to symmetry');
		await box.getByLabel('Tours up to symmetry').fill('21');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Tours up to symmetry').fill('22');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('ChessboardCount', () => {
	const NAME = "Count the chessboard's closed tours";
	// OEIS A175881 (closed tours of 6×n): 6×8 has 55,488,142.
	const ANSWER_68 = /55,488,142 closed tours of 6×8, each counted once\. The same as OEIS A175881/;

	/** Opens the lesson again in a new page whose scripts begin with `init`, closing the test's page. */
	async function reopen(init: () => void): Promise<{ page: Page; problems: string[] }> {
		await closeChecked(page, problems);
		return openPage(browser, PATH, init);
	}

	/** A widget's text, its white space as one space each. */
	async function text(widget: Locator): Promise<string> {
		return ((await widget.textContent()) ?? '').replace(/\s+/g, ' ');
	}

	/** The widget's live status line. */
	function status(widget: Locator): Locator {
		return widget.getByRole('status');
	}

	/** Waits until the count of 6×8 has swept at least `groups` groups, and is still sweeping. */
	async function sweptPast(widget: Locator, groups: number): Promise<void> {
		await expect
			.poll(async () => {
				const match = /Sweeping half of 6×8: group (\d+) of 45/.exec(
					(await status(widget).textContent()) ?? '',
				);
				return match === null ? 0 : Number(match[1]);
			})
			.toBeGreaterThan(groups);
	}

	test('by keyboard: 6×8 is counted by class in a worker, and agrees with OEIS', async () => {
		const widget = await hydratedWidget(page, NAME);
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 6×8.');
		// The boards are a radio group: arrows choose, Tab goes on to Count.
		await widget.getByLabel('6×8, a few seconds').focus();
		await page.keyboard.press('ArrowDown');
		await expect.poll(() => widget.getByLabel(/8×8, the chessboard/).isChecked()).toBe(true);
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 8×8.');
		await page.keyboard.press('ArrowUp');
		await expect.poll(() => widget.getByLabel('6×8, a few seconds').isChecked()).toBe(true);
		// The widget has taken the choice (under load it may lag the radio) before Tab leaves it.
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 6×8.');
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Count');
		await page.keyboard.press('Enter');
		await expect
			.poll(() => status(widget).textContent())
			.toMatch(/Sweeping half of 6×8: group \d+ of 45\.|Joining the halves/);
		expect(await widget.getByRole('progressbar').isVisible()).toBe(true);
		await expect.poll(() => text(widget), { timeout: 60_000 }).toMatch(ANSWER_68);
		expect(await status(widget).textContent()).toMatch(/Counted in \d+ s of counting\./);
	});

	test('paused, then the page reloaded, the count resumes from the groups saved in IndexedDB', async () => {
		let widget = await hydratedWidget(page, NAME);
		await widget.getByRole('button', { name: 'Count' }).click();
		await sweptPast(widget, 4);
		await widget.getByRole('button', { name: 'Pause' }).click();
		await expect
			.poll(() => status(widget).textContent())
			.toMatch(/Paused at \d+%: \d+ of 45 groups swept, saved in this browser\./);
		const paused = Number(
			/(\d+) of 45 groups/.exec((await status(widget).textContent()) ?? '')?.[1],
		);
		expect(paused).toBeGreaterThanOrEqual(4);
		expect(paused).toBeLessThan(45);
		await page.reload();
		widget = await hydratedWidget(page, NAME);
		await expect
			.poll(() => status(widget).textContent())
			.toContain(
				`Paused at ${String(Math.floor(((0.6 * paused) / 45) * 100))}%: ${String(paused)} of 45 groups swept`,
			);
		expect(await widget.locator('.details').textContent()).toContain('MB saved');
		await widget.getByRole('button', { name: 'Resume' }).click();
		// It goes on from the next group, not from the first.
		await expect
			.poll(() => status(widget).textContent())
			.toMatch(
				new RegExp(`group (${String(paused + 1)}|${String(paused + 2)}|[3-4]\\d) of 45|Joining`),
			);
		await expect.poll(() => text(widget), { timeout: 60_000 }).toMatch(ANSWER_68);
		// Start over clears what was saved.
		await widget.getByRole('button', { name: 'Clear' }).click();
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 6×8.');
	});

	test('8×8 paused within its first group (some seconds long) has nothing saved to resume', async () => {
		const widget = await hydratedWidget(page, NAME);
		await widget.getByLabel(/8×8, the chessboard/).check();
		await widget.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => status(widget).textContent())
			.toContain('Sweeping half of 8×8: group 1 of 45.');
		// Until 8% of the work is done, no figure: the measured run's time instead.
		expect(await widget.locator('.details').textContent()).toContain(
			"time left: measuring this computer's speed (the whole count took",
		);
		await widget.getByRole('button', { name: 'Pause' }).click();
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 8×8.');
		expect(await widget.getByRole('button', { name: 'Resume' }).count()).toBe(0);
		// Counted again at once in the same tab: the paused worker let its lock go.
		await widget.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => status(widget).textContent())
			.toContain('Sweeping half of 8×8: group 1 of 45.');
		await widget.getByRole('button', { name: 'Pause' }).click();
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 8×8.');
	});

	test('a second tab cannot count the same board at once, and says why; paused in the first, it can', async () => {
		// 8×8, whose first group takes some seconds: the first tab is surely still counting.
		const widget = await hydratedWidget(page, NAME);
		await widget.getByLabel(/8×8, the chessboard/).check();
		await widget.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => status(widget).textContent())
			.toContain('Sweeping half of 8×8: group 1 of 45.');
		const other = await browser.context.newPage();
		const otherProblems = watchProblems(other);
		await other.goto(siteUrl(PATH));
		const second = await hydratedWidget(other, NAME);
		await second.getByLabel(/8×8, the chessboard/).check();
		await expect.poll(() => status(second).textContent()).toContain('Nothing counted yet on 8×8.');
		await second.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => status(second).textContent())
			.toContain('This count is running in another tab or window of this site');
		// Paused in the first tab, its worker lets the lock go: then the second tab counts.
		await widget.getByRole('button', { name: 'Pause' }).click();
		await expect.poll(() => status(widget).textContent()).toContain('Nothing counted yet on 8×8.');
		await second.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => status(second).textContent())
			.toContain('Sweeping half of 8×8: group 1 of 45.');
		await second.getByRole('button', { name: 'Pause' }).click();
		await closeChecked(other, otherProblems);
	});

	/** How many times the page asked the browser to keep its storage (the stub below counts). */
	function asked(): Promise<number> {
		return page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked);
	}

	test.each([{ granted: false }, { granted: true }])(
		'asks the browser to keep what is saved when a count starts, and says so when it will not (granted: $granted)',
		async ({ granted }) => {
			// A browser that answers `granted` (the function is built as text: an init script runs in
			// the page, where this test's variables are not).
			({ page, problems } = await reopen(
				new Function(`
					window.persistAsked = 0;
					Object.defineProperty(navigator.storage, 'persisted', {
						value: () => Promise.resolve(false),
					});
					Object.defineProperty(navigator.storage, 'persist', {
						value: () => {
							window.persistAsked++;
							return Promise.resolve(${String(granted)});
						},
					});
				`) as () => void,
			));
			const widget = await hydratedWidget(page, NAME);
			await expect
				.poll(() => status(widget).textContent())
				.toContain('Nothing counted yet on 6×8.');
			expect(await asked()).toBe(0);
			await widget.getByRole('button', { name: 'Count' }).click();
			await sweptPast(widget, 2);
			expect(await asked()).toBe(1);
			const note = 'this browser may clear what is saved if its disk runs short';
			await expect
				.poll(async () => (await widget.locator('.details').textContent())?.includes(note))
				.toBe(!granted);
			await expect.poll(() => text(widget), { timeout: 60_000 }).toMatch(ANSWER_68);
			// Once counted, nothing is at risk: the note goes.
			expect(await text(widget)).not.toContain(note);
		},
	);

	test('without room in storage for 8×8, it says how much it needs and the page goes on working', async () => {
		({ page, problems } = await reopen(() => {
			// A browser that allows this site 100 MB more.
			Object.defineProperty(navigator.storage, 'estimate', {
				value: () => Promise.resolve({ quota: 200e6, usage: 100e6 }),
			});
		}));
		const widget = await hydratedWidget(page, NAME);
		await widget.getByLabel(/8×8, the chessboard/).check();
		await widget.getByRole('button', { name: 'Count' }).click();
		await expect
			.poll(() => status(widget).textContent())
			.toMatch(
				/keeps about 0\.9\d GB in the browser's storage as it goes, and this browser allows this site only 0\.10 GB more/,
			);
		await widget.getByLabel('6×8, a few seconds').check();
		await widget.getByRole('button', { name: 'Count' }).click();
		await expect.poll(() => text(widget), { timeout: 60_000 }).toMatch(ANSWER_68);
	});
});

describe('the whole page', () => {
	test.each(['light', 'dark'] as const)(
		'axe finds no serious violation in the %s theme once every widget has hydrated',
		async (scheme) => {
			await page.emulateMedia({ colorScheme: scheme });
			await scrollThrough(page);
			await waitForHydration(page);
			await expectNoSeriousAxeViolations(page);
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
