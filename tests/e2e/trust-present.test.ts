import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	hydratedWidget,
	launchBrowser,
	scrollThrough,
	sitePaths,
	siteUrl,
	waitForHydration,
	type TestBrowser,
} from './browser.ts';

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

/** Tells whether `widget` covers the whole viewport (it is being presented). */
async function coversViewport(widget: Locator): Promise<boolean> {
	return widget.evaluate((element) => {
		const box = element.getBoundingClientRect();
		return (
			Math.abs(box.left) < 1 &&
			Math.abs(box.top) < 1 &&
			Math.abs(box.width - innerWidth) < 2 &&
			Math.abs(box.height - innerHeight) < 2
		);
	});
}

/** Tells whether the keyboard focus is inside `widget`. */
async function hasFocusInside(widget: Locator): Promise<boolean> {
	return widget.evaluate((element) => element.contains(document.activeElement));
}

/** The page's announcements: every polite live region outside the widgets. */
async function announcements(page: Page): Promise<string> {
	return page.evaluate(() =>
		[...document.querySelectorAll('[role="status"]')]
			.filter((region) => region.closest('.widget') === null)
			.map((region) => region.textContent ?? '')
			.join(' '),
	);
}

describe('presentation mode', () => {
	const widgetPages = sitePaths().filter(
		(path) => path.startsWith('/lessons/') || path === '/playground/' || path === '/game/',
	);

	test('covers the lessons, the Playground and the Game', () => {
		expect(widgetPages.length).toBeGreaterThanOrEqual(7);
	});

	test.each(widgetPages)('every widget on %s has a Present button', async (path) => {
		const page = await openClean(path);
		await scrollThrough(page);
		await waitForHydration(page);
		// Only the outermost widgets: a widget drawn inside another is presented with it.
		const widgets = page.locator('.widget:not(.widget .widget)');
		const count = await widgets.count();
		expect(count).toBeGreaterThan(0);
		for (let i = 0; i < count; i++) {
			await expect
				.poll(() => widgets.nth(i).getByRole('button', { name: 'Present', exact: true }).count(), {
					timeout: 10_000,
				})
				.toBe(1);
		}
		await page.close();
	});

	test('the button fills the screen with the same widget; Escape brings it back, state and focus kept', async () => {
		const page = await openClean('/lessons/the-knights-move/');
		const explorer = await hydratedWidget(page, "Knight's moves explorer");
		await explorer.getByRole('gridcell', { name: /^a1,/ }).click();
		const status = explorer.getByRole('status');
		await expect.poll(() => status.textContent()).toBe('Knight on a1: 2 moves, to b3, c2.');
		expect(await coversViewport(explorer)).toBe(false);

		await explorer.getByRole('button', { name: 'Present', exact: true }).click();
		// Presentation mode loads on the first press, so give it a moment.
		await expect.poll(() => coversViewport(explorer)).toBe(true);
		const exit = explorer.getByRole('button', { name: 'Exit presentation' });
		expect(await exit.isVisible()).toBe(true);
		await expect.poll(() => announcements(page)).toContain("Presenting Knight's moves explorer");
		// The page behind is out of reach of the keyboard and of screen readers.
		expect(await page.locator('.site-header').evaluate((h) => h.closest('[inert]') !== null)).toBe(
			true,
		);
		// The widget still works while presented, and it is the same element.
		await explorer.getByRole('gridcell', { name: /^h8,/ }).click();
		await expect.poll(() => status.textContent()).toBe('Knight on h8: 2 moves, to f7, g6.');

		await page.keyboard.press('Escape');
		await expect.poll(() => coversViewport(explorer)).toBe(false);
		expect(await hasFocusInside(explorer)).toBe(true);
		expect(await status.textContent()).toBe('Knight on h8: 2 moves, to f7, g6.');
		expect(await explorer.getByRole('button', { name: 'Present', exact: true }).isVisible()).toBe(
			true,
		);
		expect(await page.locator('[inert]').count()).toBe(0);
		await expect.poll(() => announcements(page)).toContain('Back to the page');
		await page.close();
	});

	test('F inside a widget presents it and F or the button returns; F in a text field types', async () => {
		const page = await openClean('/lessons/the-knights-move/');
		const explorer = await hydratedWidget(page, "Knight's moves explorer");
		const rows = explorer.getByLabel('Rows');
		await rows.fill('');
		await rows.press('f');
		expect(await coversViewport(explorer)).toBe(false);
		await rows.fill('8');
		await explorer.getByRole('gridcell', { name: /^d4,/ }).focus();
		await page.keyboard.press('f');
		await expect.poll(() => coversViewport(explorer)).toBe(true);
		await page.keyboard.press('f');
		await expect.poll(() => coversViewport(explorer)).toBe(false);
		expect(await hasFocusInside(explorer)).toBe(true);
		await page.keyboard.press('f');
		await explorer.getByRole('button', { name: 'Exit presentation' }).click();
		await expect.poll(() => coversViewport(explorer)).toBe(false);
		expect(await hasFocusInside(explorer)).toBe(true);
		await page.close();
	});

	test.each([
		['/playground/', 'Playground'],
		['/game/', "Knight's tour game"],
		['/lessons/warnsdorff/', "Warnsdorff's rule, step by step"],
	])(
		'%s presented at 200 per cent zoom on a 1280×800 projector: nothing needed is cut off',
		async (path, name) => {
			const page = await openClean(path);
			await page.setViewportSize({ width: 640, height: 400 });
			await page.emulateMedia({ reducedMotion: 'reduce' });
			const widget = await hydratedWidget(page, name);
			await widget.getByRole('button', { name: 'Present', exact: true }).click();
			// Presentation mode loads on the first press, so give it a moment.
			await expect.poll(() => coversViewport(widget)).toBe(true);
			// No animation when the reader asks for reduced motion: the widget jumps into place.
			expect(await widget.evaluate((element) => element.getAnimations().length)).toBe(0);
			// Nothing sticks out sideways; what is below the fold scrolls inside the widget.
			const sideways = await widget.evaluate(
				(element) => element.scrollWidth - element.clientWidth,
			);
			expect(sideways).toBeLessThanOrEqual(0);
			const buttons = widget.getByRole('button');
			for (let i = 0; i < (await buttons.count()); i++) {
				const button = buttons.nth(i);
				if (!(await button.isVisible())) continue;
				await button.scrollIntoViewIfNeeded();
				const box = await button.boundingBox();
				expect(box).not.toBeNull();
				expect(box!.x).toBeGreaterThanOrEqual(0);
				expect(box!.x + box!.width).toBeLessThanOrEqual(640);
				expect(box!.y).toBeGreaterThanOrEqual(0);
				expect(box!.y + box!.height).toBeLessThanOrEqual(400);
			}
			await page.keyboard.press('Escape');
			await expect.poll(() => coversViewport(widget)).toBe(false);
			await page.close();
		},
	);
});
