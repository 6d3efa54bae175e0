/**
 * The first touch is the real thing (issue 30): on every page of the built site, every island that
 * loads late (`client:interaction`, `client:view`) answers a reader's first input exactly as it
 * answers the same input once loaded. Found from the built pages, not from a list: for each such
 * island with a board, a click on one of its squares; for each with a text or number field, Ctrl+A
 * and a new value typed. Each input is made twice, on a fresh page: once as the first thing the
 * reader does (the island not loaded yet), once after the island has loaded; what the island then
 * shows (its text, the squares' names, the fields' values) must be the same.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, sitePaths, type TestBrowser } from './browser.ts';

/** An island that loads late, and what a reader can do first in it. */
interface Case {
	path: string;
	/** The island's place among the page's islands. */
	island: number;
	directive: string;
	component: string;
	/** A square's name to click, or '' when the island has no board. */
	square: string;
	/** Whether the island has a number or text field to type into. */
	field: boolean;
}

/** Islands that load late on the built pages, and their first square and field. */
function casesOf(html: string, path: string): Case[] {
	const cases: Case[] = [];
	const islands = html.split('<astro-island').slice(1);
	islands.forEach((chunk, island) => {
		const directive = /\bclient="([a-z]+)"/.exec(chunk)?.[1] ?? '';
		if (directive !== 'interaction' && directive !== 'view') return;
		const component = (/component-url="([^"]+)"/.exec(chunk)?.[1] ?? '?').replace(/^.*\//, '');
		// The board's squares as built: the middle one is clicked.
		const squares = [
			...chunk.matchAll(
				/role="gridcell"[^>]*aria-label="([a-z]+\d+)\b|aria-label="([a-z]+\d+)\b[^"]*"[^>]*role="gridcell"/g,
			),
		].map((m) => m[1] ?? m[2] ?? '');
		const square = squares[Math.floor(squares.length / 2)] ?? '';
		const field = /<input[^>]*type="(number|text)"/.test(chunk.split('</astro-island>')[0] ?? '');
		cases.push({ path, island, directive, component, square, field });
	});
	return cases;
}

let browser: TestBrowser;

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/** The island at `index` among the page's islands (nested ones counted as the HTML lists them). */
function islandAt(page: Page, index: number): Locator {
	return page.locator('astro-island').nth(index);
}

/** What an island shows: its text, its squares' names, its fields' values and pressed states. */
async function shown(island: Locator): Promise<string> {
	return island.evaluate((root) => {
		const parts = [root.textContent?.replace(/\s+/g, ' ').trim() ?? ''];
		for (const e of root.querySelectorAll('[role="gridcell"]'))
			parts.push(e.getAttribute('aria-label') ?? '');
		for (const e of root.querySelectorAll('input, select, textarea'))
			parts.push((e as HTMLInputElement).value);
		for (const e of root.querySelectorAll('[aria-pressed], [aria-checked]'))
			parts.push(`${e.getAttribute('aria-pressed') ?? ''}${e.getAttribute('aria-checked') ?? ''}`);
		return parts.join('\n');
	});
}

/** What the island shows once it has stopped changing (two looks 400 ms apart agree). */
async function settled(island: Locator): Promise<string> {
	let before = await shown(island);
	for (let i = 0; i < 20; i++) {
		await new Promise((done) => setTimeout(done, 400));
		const now = await shown(island);
		if (now === before) return now;
		before = now;
	}
	return before;
}

/** Waits until the island has loaded (Astro drops `ssr`). */
async function loaded(island: Locator): Promise<void> {
	await expect.poll(() => island.getAttribute('ssr'), { timeout: 30_000 }).toBeNull();
}

/** Whether the island, freshly opened, is still waiting for its code. */
async function waiting(island: Locator): Promise<boolean> {
	return (await island.getAttribute('ssr')) !== null;
}

/**
 * Clicks the middle of an element as a reader's mouse would, without waiting for the page to be
 * still (an island loading is what is being tested).
 */
async function clickOn(page: Page, target: Locator): Promise<void> {
	await target.evaluate((e) => e.scrollIntoView({ block: 'center', behavior: 'instant' }));
	const box = await target.boundingBox();
	if (box === null) throw new Error('the square has no box');
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Opens the page afresh and finds the island; `hydrate` first when the input comes after loading. */
async function prepare(
	c: Case,
	hydrate: boolean,
): Promise<{ page: Page; problems: string[]; island: Locator }> {
	const { page, problems } = await openPage(browser, c.path);
	await page.waitForLoadState('load');
	const island = islandAt(page, c.island);
	if (hydrate) {
		// An island has no box of its own (display: contents): its first element is scrolled to.
		await island.evaluate((e) =>
			(e.firstElementChild ?? e).scrollIntoView({ block: 'center', behavior: 'instant' }),
		);
		await island.evaluate((e) => e.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
		await loaded(island);
		await settled(island);
	}
	return { page, problems, island };
}

/** The island's first number or text field, as the built page has it. */
function fieldOf(island: Locator): Locator {
	return island.locator('input[type="number"], input[type="text"]').first();
}

/** Does `input` first on a fresh page, then on a fresh page after loading; what each shows. */
async function twice(
	c: Case,
	input: (page: Page, island: Locator) => Promise<void>,
): Promise<string[]> {
	const first = await prepare(c, false);
	expect(await waiting(first.island)).toBe(true);
	await input(first.page, first.island);
	await loaded(first.island);
	const before = await settled(first.island);
	await first.page.close();
	const second = await prepare(c, true);
	await input(second.page, second.island);
	const after = await settled(second.island);
	await second.page.close();
	return [before, after];
}

const paths = sitePaths();
const cases = paths.flatMap((path) => {
	const file = path.endsWith('/') ? `dist${path}index.html` : `dist${path}`;
	const html = readFileSync(file, 'utf8');
	return casesOf(html, path);
});

describe('the first touch acts as it would on a loaded island', () => {
	test('the built site has islands that load late', () => {
		expect(cases.length).toBeGreaterThan(20);
	});

	test('no page as built says that something is running: nothing runs before the code is there', () => {
		const running = paths.flatMap((path) => {
			const file = path.endsWith('/') ? `dist${path}index.html` : `dist${path}`;
			const text = readFileSync(file, 'utf8');
			return [...text.matchAll(/[^>]{0,60}(still searching…|still running…)/g)].map(
				(m) => `${path}: ${m[0]}`,
			);
		});
		expect(running).toEqual([]);
	});

	test.each(
		cases
			.filter((c) => c.square !== '')
			.map((c) => [`${c.path} #${String(c.island)} ${c.component}`, c] as const),
	)(
		'%s: a click on a square',
		async (_, c) => {
			const [before, after] = await twice(c, (page, island) =>
				clickOn(
					page,
					island.getByRole('gridcell', { name: new RegExp(`^${c.square}\\b`) }).first(),
				),
			);
			expect(before).toBe(after);
		},
		60_000,
	);

	test.each(
		cases
			.filter((c) => c.field)
			.map((c) => [`${c.path} #${String(c.island)} ${c.component}`, c] as const),
	)(
		'%s: Ctrl+A and a new value typed in its first field',
		async (_, c) => {
			const [before, after] = await twice(c, async (page, island) => {
				await clickOn(page, fieldOf(island));
				await page.keyboard.press('Control+A');
				await page.keyboard.type('4');
			});
			expect(before).toBe(after);
		},
		60_000,
	);
});
