import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	expectNoSeriousAxeViolations,
	launchBrowser,
	scrollThrough,
	sitePaths,
	siteUrl,
	waitForHydration,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

const paths = sitePaths();
let browser: TestBrowser;

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/**
 * The disabled primary buttons on the page (some made so here, as a finished stepper makes its
 * Forward) whose text is less than 3:1 from their background, with the ratio.
 */
async function dimPrimaryButtons(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		/** Relative luminance of a CSS rgb() / rgba() colour. */
		const luminance = (css: string): number => {
			const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
			const lin = (c: number): number => {
				const v = c / 255;
				return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
			};
			return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
		};
		const dim: string[] = [];
		const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.primary')];
		for (const button of buttons) {
			const was = button.disabled;
			button.disabled = true;
			const style = getComputedStyle(button);
			const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
			const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
			if (ratio < 3 && !/rgba\(0, 0, 0, 0\)/.test(style.backgroundColor))
				dim.push(`${button.textContent?.trim() ?? ''}: ${ratio.toFixed(2)}:1`);
			button.disabled = was;
		}
		return dim;
	});
}

describe('every page', () => {
	test('the site has a home page, a 404 page and at least one lesson', () => {
		expect(paths).toContain('/');
		expect(paths).toContain('/404.html');
		expect(paths.filter((path) => path.startsWith('/lessons/')).length).toBeGreaterThan(0);
	});

	test.each(paths)('%s loads without console errors or failed requests', async (path) => {
		const page = await browser.context.newPage();
		const problems = watchProblems(page);
		await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
		await scrollThrough(page);
		await waitForHydration(page);
		await page.waitForLoadState('networkidle');
		// The 404 page is served with status 404 on purpose; nothing else may fail.
		const unexpected =
			path === '/404.html' ? problems.filter((p) => !p.startsWith('HTTP 404')) : problems;
		expect(unexpected).toEqual([]);
		expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
		await page.close();
	});

	test.each(paths)('%s fits a 360 px phone screen without sideways scrolling', async (path) => {
		const page = await browser.context.newPage();
		await page.setViewportSize({ width: 360, height: 740 });
		await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
		await scrollThrough(page);
		await waitForHydration(page);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
		await page.close();
	});

	test.each(paths.flatMap((path) => [[path, 'light'] as const, [path, 'dark'] as const]))(
		'%s has no serious accessibility violations in the %s theme',
		async (path, scheme) => {
			const page = await browser.context.newPage();
			await page.emulateMedia({ colorScheme: scheme });
			await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
			await scrollThrough(page);
			await waitForHydration(page);
			expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(scheme);
			await expectNoSeriousAxeViolations(page);
			// A primary button that cannot be pressed still reads (axe skips disabled controls): its
			// text and its own background at least 3:1 apart (issue 30: muted text on navy was 1.9:1).
			expect(await dimPrimaryButtons(page)).toEqual([]);
			await page.close();
		},
	);
});

describe('the home page', () => {
	test('lists the lessons in order with their descriptions', async () => {
		const page = await browser.context.newPage();
		await page.goto(siteUrl('/'));
		const list = page
			.getByRole('list')
			.filter({ has: page.getByRole('link', { name: "The knight's move" }) });
		const first = list.getByRole('listitem').first();
		await expect.poll(() => first.textContent()).toContain("The knight's move");
		expect(await first.textContent()).toContain('why every knight move changes colour');
		await first.getByRole('link').click();
		await page.waitForURL('**/lessons/the-knights-move/');
		await page.close();
	});

	test('has a way in for teachers: the classroom, checking, presenting and printing', async () => {
		const page = await browser.context.newPage();
		await page.goto(siteUrl('/'));
		await page.getByRole('link', { name: 'For teachers' }).click();
		await expect.poll(() => page.evaluate(() => location.hash)).toBe('#teachers');
		const section = page
			.getByRole('list')
			.filter({ has: page.getByRole('link', { name: 'The classroom' }) });
		expect(await section.getByRole('link', { name: 'The classroom' }).getAttribute('href')).toBe(
			'/classroom/',
		);
		expect(
			await section.getByRole('link', { name: 'Check submissions' }).getAttribute('href'),
		).toBe('/classroom/check/');
		const text = await section.textContent();
		expect(text).toContain('Presenting:');
		expect(text).toContain('Printing:');
		await page.close();
	});
});

describe('the theme toggle', () => {
	test('follows the system until the reader chooses, then keeps the choice across reloads', async () => {
		const page = await browser.context.newPage();
		await page.emulateMedia({ colorScheme: 'dark' });
		await page.goto(siteUrl('/'));
		await page.evaluate(() => localStorage.clear());
		await page.reload();
		const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
		expect(await theme()).toBe('dark');
		await page.getByRole('button', { name: 'Light theme' }).click();
		expect(await theme()).toBe('light');
		expect(await page.getByRole('button', { name: 'Dark theme' }).isVisible()).toBe(true);
		await page.reload();
		expect(await theme()).toBe('light');
		await page.emulateMedia({ colorScheme: 'light' });
		await page.getByRole('button', { name: 'Dark theme' }).click();
		await page.goto(siteUrl('/lessons/the-knights-move/'));
		expect(await theme()).toBe('dark');
		await page.evaluate(() => localStorage.clear());
		await page.close();
	});
});

describe('printing', () => {
	test('drops the navigation chrome and widget controls', async () => {
		const page = await browser.context.newPage();
		await page.emulateMedia({ media: 'print' });
		await page.goto(siteUrl('/lessons/the-knights-move/'));
		expect(await page.locator('.site-header').isVisible()).toBe(false);
		expect(await page.locator('.lesson-nav').isVisible()).toBe(false);
		expect(await page.getByLabel('Rows').first().isVisible()).toBe(false);
		expect(await page.getByRole('grid').first().isVisible()).toBe(true);
		const fill = await page
			.locator('.square.dark rect')
			.first()
			.evaluate((rect) => getComputedStyle(rect).fill);
		expect(fill).toBe('rgb(208, 208, 208)');
		await page.close();
	});
});
