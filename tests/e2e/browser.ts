import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { browserOf, launchChromium, type TestBrowser } from './chromium.ts';

export type { TestBrowser } from './chromium.ts';

/** Starts Chromium with a fresh user-data directory. */
export async function launchBrowser(): Promise<TestBrowser> {
	return launchChromium();
}

/** Returns the absolute URL of a site path on the test server. */
export function siteUrl(path: string): string {
	return new URL(path, inject('baseURL')).href;
}

/** Lists the site's pages as URL paths, from the HTML files in `dist/`. */
export function sitePaths(root = 'dist'): string[] {
	const paths: string[] = [];
	const walk = (dir: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const full = join(dir, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name.endsWith('.html')) {
				const path = `/${relative(root, full)}`.replace(/index\.html$/, '');
				paths.push(path);
			}
		}
	};
	walk(root);
	return paths.sort();
}

/** Each watched page's problem list, so that a wait that gives up can say what went wrong. */
const pageProblems = new WeakMap<Page, string[]>();

/** What went wrong while a page loaded: console errors, uncaught exceptions, failed requests. */
export function watchProblems(page: Page): string[] {
	const problems: string[] = [];
	pageProblems.set(page, problems);
	page.on('console', (message) => {
		if (message.type() === 'error') problems.push(`console: ${message.text()}`);
	});
	page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
	page.on('requestfailed', (request) =>
		problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
	);
	page.on('response', (response) => {
		if (response.status() >= 400)
			problems.push(`HTTP ${String(response.status())}: ${response.url()}`);
	});
	return problems;
}

/**
 * Clears the site's local storage without loading a page (through the DevTools protocol): a page
 * opened only to clear storage and left at once aborts its own requests (its favicon), which the
 * problem watcher would report.
 */
export async function clearSiteStorage(page: Page): Promise<void> {
	const session = await page.context().newCDPSession(page);
	await session.send('Storage.clearDataForOrigin', {
		origin: new URL(siteUrl('/')).origin,
		storageTypes: 'local_storage,indexeddb',
	});
	await session.detach();
}

/**
 * Opens `path` in a new page for one test, watching what goes wrong; `init` runs before the page's
 * scripts. The site's storage (local storage and IndexedDB) is cleared first: exercises keep their progress, and one test's
 * answers must not be the next test's starting point.
 */
export async function openPage(
	browser: TestBrowser,
	path: string,
	init?: () => void,
): Promise<{ page: Page; problems: string[] }> {
	const page = await browser.context.newPage();
	const problems = watchProblems(page);
	await clearSiteStorage(page);
	if (init !== undefined) await page.addInitScript(init);
	await page.goto(siteUrl(path));
	return { page, problems };
}

/** Ends a test's page: nothing may have gone wrong on it. */
export async function closeChecked(page: Page, problems: readonly string[]): Promise<void> {
	expect(problems).toEqual([]);
	await page.close();
}

/** Records every main-thread task over 50 ms from the page's first script on (an init script). */
export function watchLongTasks(): void {
	const tasks: { start: number; duration: number }[] = [];
	Object.assign(window, { longTasks: tasks });
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries())
			tasks.push({ start: entry.startTime, duration: entry.duration });
	}).observe({ type: 'longtask', buffered: true });
}

/** Returns the longest main-thread task that began at or after `since` (0 when none was over 50 ms). */
export async function longestTaskSince(page: Page, since: number): Promise<number> {
	return page.evaluate((from) => {
		const tasks = (window as unknown as { longTasks: { start: number; duration: number }[] })
			.longTasks;
		return Math.max(0, ...tasks.filter((t) => t.start >= from).map((t) => t.duration));
	}, since);
}

/** How long a page may take to scroll through or to hydrate before a test says why it gave up. */
const PAGE_WAIT_MS = 60_000;

/**
 * Gives up on a page that stopped answering: closes it, replaces its browser with a fresh one, and
 * throws `message` with what the page reported. Headless Chromium here now and then stops drawing
 * for good (no animation frame, no visibility callback, so no island hydrates); in CI one such stall
 * twice in a row in the same browser failed a run, so the retry that follows gets a new browser,
 * not only a new page.
 */
async function giveUp(page: Page, message: string): Promise<never> {
	const problems = pageProblems.get(page) ?? [];
	await Promise.race([
		page.close().catch(() => undefined),
		new Promise((done) => setTimeout(done, 5_000)),
	]);
	await browserOf(page.context())?.restart();
	throw new Error(
		message + (problems.length > 0 ? `; the page reported: ${problems.join(' | ')}` : ''),
	);
}

/**
 * Runs `work` on `page`, but fails after `ms` with an error that names what was awaited and what the
 * page reported (see `giveUp`). `page.evaluate` has no time limit of its own: without this, a stuck
 * page ran into the test's 180 s limit with nothing said.
 */
async function within<T>(
	page: Page,
	what: string,
	work: Promise<T>,
	ms = PAGE_WAIT_MS,
): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<'late'>((done) => {
		timer = setTimeout(() => done('late'), ms);
	});
	try {
		const result = await Promise.race([work, late]);
		if (result !== 'late') return result;
	} finally {
		clearTimeout(timer);
	}
	return giveUp(page, `${what}: still waiting after ${String(ms / 1000)} s on ${page.url()}`);
}

/** The islands not yet hydrated: component, directive, and whether the island has a box on screen. */
async function waitingIslands(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('astro-island[ssr]')].map((island) => {
			const name = (island.getAttribute('component-url') ?? '?').replace(/^.*\//, '');
			const boxed = [...island.querySelectorAll('*')].some((e) => e.getClientRects().length > 0);
			const text = (island.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
			return `${name} (client:${island.getAttribute('client') ?? '?'}${boxed ? '' : ', no box'}: "${text}")`;
		}),
	);
}

/** Touches (as a focus moving into it would) every island that hydrates on the reader's first touch. */
async function touchIslands(page: Page): Promise<void> {
	await page.evaluate(() => {
		for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]'))
			island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
	});
}

/**
 * Waits until every island on the page has hydrated (Astro drops the `ssr` attribute); islands that
 * wait for the reader's first touch (`client:interaction`) are touched. A `client:view` island
 * still waiting after a while is brought into view: a quick scroll through a long page can pass one
 * by. Fails after a minute, naming the islands still waiting.
 */
export async function waitForHydration(page: Page): Promise<void> {
	const deadline = Date.now() + PAGE_WAIT_MS;
	let nudgeAt = Date.now() + 2_000;
	await within(page, 'touching the islands that wait for a touch', touchIslands(page));
	for (;;) {
		const waiting = await within(page, 'listing the islands to hydrate', waitingIslands(page));
		if (waiting.length === 0) return;
		if (Date.now() > deadline) {
			await giveUp(
				page,
				`Islands still not hydrated after ${String(PAGE_WAIT_MS / 1000)} s on ${page.url()}: ` +
					waiting.join(', '),
			);
		}
		if (Date.now() > nudgeAt) {
			nudgeAt = Date.now() + 2_000;
			// An island is `display: contents` (no box of its own): scroll to the first element in it
			// that has one, instantly, so that its visibility observer sees it.
			await within(
				page,
				'scrolling to an island still waiting',
				page.evaluate(() => {
					const island = document.querySelector('astro-island[ssr][client="view"]');
					const boxed = [...(island?.querySelectorAll('*') ?? [])].find(
						(element) => element.getClientRects().length > 0,
					);
					boxed?.scrollIntoView({ block: 'center', behavior: 'instant' });
				}),
			);
		}
		await new Promise((done) => setTimeout(done, 100));
	}
}

/**
 * Waits until the island holding `widget` has hydrated (a minute at most); one that waits for the
 * reader's first touch (`client:interaction`) is touched, as a focus moving into it would.
 */
export async function waitForIsland(widget: Locator): Promise<void> {
	await widget.scrollIntoViewIfNeeded();
	await within(
		widget.page(),
		'waiting for a widget to hydrate',
		widget.evaluate(
			(element) =>
				new Promise<void>((done) => {
					const island = element.closest('astro-island');
					if (island?.getAttribute('client') === 'interaction')
						element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
					const check = (): void => {
						if (island === null || !island.hasAttribute('ssr')) done();
						else setTimeout(check, 16);
					};
					check();
				}),
		),
	);
}

/** Returns the `index`-th widget (role group) with exactly this accessible name, once hydrated. */
export async function hydratedWidget(page: Page, name: string, index = 0): Promise<Locator> {
	const group = page.getByRole('group', { name, exact: true }).nth(index);
	await waitForIsland(group);
	return group;
}

/** Returns the exercise whose question contains `text`, once hydrated. */
export async function hydratedExercise(page: Page, text: string): Promise<Locator> {
	const box = page.locator('section.exercise').filter({ hasText: text });
	await waitForIsland(box);
	return box;
}

/** Scrolls through the page so that `client:view` islands load (a minute at most). */
export async function scrollThrough(page: Page): Promise<void> {
	await within(
		page,
		'scrolling through the page',
		page.evaluate(async () => {
			const step = Math.max(100, window.innerHeight / 2);
			for (let y = 0; y < document.body.scrollHeight && y < 200_000; y += step) {
				window.scrollTo(0, y);
				// A frame, or 100 ms if none comes (a page that stopped drawing must not hang here).
				await new Promise((done) => {
					requestAnimationFrame(() => done(null));
					setTimeout(() => done(null), 100);
				});
			}
			window.scrollTo(0, 0);
		}),
	);
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(
	page: Page,
	include: readonly string[] = [],
): Promise<void> {
	// `include` limits the scan to some widgets (CSS selectors), for a page another file scans whole.
	const builder = new AxeBuilder({ page });
	for (const selector of include) builder.include(selector);
	const results = await builder.analyze();
	const serious = results.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.map(
			(v) =>
				`${v.id} (${String(v.impact)}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
		);
	expect(serious).toEqual([]);
}
