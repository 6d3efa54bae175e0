import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium; `CHROMIUM_PATH` overrides it. No browser is ever downloaded. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without a network. */
const FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/** A running browser with a fresh profile, and how to close it. */
export interface TestBrowser {
	context: BrowserContext;
	close: () => Promise<void>;
}

/** Starts Chromium with a fresh user-data directory. */
export async function launchBrowser(): Promise<TestBrowser> {
	if (!existsSync(CHROMIUM_PATH)) {
		throw new Error(
			`No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`,
		);
	}
	const profile = mkdtempSync(join(tmpdir(), 'ktn-chromium-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM_PATH,
		headless: true,
		args: FLAGS,
		hasTouch: true,
		viewport: { width: 1280, height: 900 },
	});
	return {
		context,
		close: async () => {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		},
	};
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

/** What went wrong while a page loaded: console errors, uncaught exceptions, failed requests. */
export function watchProblems(page: Page): string[] {
	const problems: string[] = [];
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

/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute). */
export async function waitForHydration(page: Page): Promise<void> {
	await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/**
 * Waits until every island has hydrated, bringing each one still waiting into view: a
 * `client:visible` island loads only once seen, and a quick scroll can pass one by between two
 * observer checks (the charts test hung on that once in CI).
 */
export async function waitForEveryIsland(page: Page): Promise<void> {
	await page.waitForFunction(
		() => {
			const waiting = document.querySelector('astro-island[ssr]');
			waiting?.scrollIntoView({ block: 'center' });
			return waiting === null;
		},
		undefined,
		{ polling: 100 },
	);
}

/** Waits until the island holding `widget` has hydrated. */
export async function waitForIsland(widget: Locator): Promise<void> {
	await widget.scrollIntoViewIfNeeded();
	await widget.evaluate(
		(element) =>
			new Promise<void>((done) => {
				const island = element.closest('astro-island');
				const check = (): void => {
					if (island === null || !island.hasAttribute('ssr')) done();
					else requestAnimationFrame(check);
				};
				check();
			}),
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

/** Scrolls through the page so that `client:visible` islands load. */
export async function scrollThrough(page: Page): Promise<void> {
	await page.evaluate(async () => {
		for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
			window.scrollTo(0, y);
			await new Promise((done) => requestAnimationFrame(() => done(null)));
		}
		window.scrollTo(0, 0);
	});
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
