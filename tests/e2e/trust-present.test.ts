import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl, type TestBrowser } from './browser.ts';

let browser: TestBrowser;

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/** Opens a site page in a fresh tab with no saved state and the given colour scheme. */
async function openClean(path: string, scheme: 'light' | 'dark' = 'light'): Promise<Page> {
	const page = await browser.context.newPage();
	await page.emulateMedia({ colorScheme: scheme });
	await page.goto(siteUrl('/'));
	await page.evaluate(() => localStorage.clear());
	await page.goto(siteUrl(path));
	return page;
}

describe('the theme button', () => {
	test.each([
		['light', 'Dark theme', 'dark'],
		['dark', 'Light theme', 'light'],
	] as const)('in the %s theme it offers the %s and switches to it', async (scheme, name, to) => {
		const page = await openClean('/', scheme);
		const button = page.getByRole('button', { name, exact: true });
		expect(await button.textContent()).toContain(name);
		await button.click();
		expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(to);
		const back = scheme === 'light' ? 'Light theme' : 'Dark theme';
		expect(await page.getByRole('button', { name: back, exact: true }).textContent()).toContain(
			back,
		);
		await page.evaluate(() => localStorage.clear());
		await page.close();
	});
});
