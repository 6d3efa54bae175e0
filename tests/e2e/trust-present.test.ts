import type { Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	hydratedExercise,
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

/** Opens a lesson whose print dialog only marks the document that asked for it. */
async function openWithFakePrint(path: string): Promise<Page> {
	const page = await openClean(path);
	// Runs in every frame, the print copy's too: printing is recorded, not shown.
	await page.addInitScript(() => {
		window.print = () => {
			document.documentElement.dataset['printed'] = 'yes';
		};
	});
	await page.reload();
	return page;
}

/** Clicks a print button and returns the frame that was printed. */
async function printedCopy(page: Page, button: string): Promise<Frame> {
	await page.getByRole('button', { name: button, exact: true }).click();
	const frame = page.frameLocator('iframe[data-print-copy]');
	await expect
		.poll(() => frame.locator('html').getAttribute('data-printed'), { timeout: 20_000 })
		.toBe('yes');
	const element = await page.locator('iframe[data-print-copy]').elementHandle();
	const content = await element?.contentFrame();
	if (content == null) throw new Error('the print copy has no frame');
	return content;
}

describe('printing a lesson', () => {
	test('"Print as worksheet" prints every demo as built and the blanks empty, whatever the teacher did', async () => {
		const page = await openWithFakePrint('/lessons/the-knights-move/');
		const explorer = await hydratedWidget(page, "Knight's moves explorer");
		await explorer.getByRole('gridcell', { name: /^a1,/ }).click();
		await expect
			.poll(() => explorer.getByRole('status').textContent())
			.toBe('Knight on a1: 2 moves, to b3, c2.');
		const exercise = await hydratedExercise(page, 'How many edges');
		await exercise.getByLabel('Your answer').fill('98');
		await exercise.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => exercise.getByRole('status').textContent()).toContain('Right.');

		const copy = await printedCopy(page, 'Print as worksheet');
		// The page itself was not printed, and it keeps what the teacher did.
		expect(await page.locator('html').getAttribute('data-printed')).toBeNull();
		expect(await exercise.getByLabel('Your answer').inputValue()).toBe('98');
		const first = copy.getByRole('group', { name: "Knight's moves explorer" }).first();
		expect(await first.getByRole('status').textContent()).toBe(
			'Knight on d4: 8 moves, to b3, b5, c2, c6, e2, e6, f3, f5.',
		);
		const blanks = copy.getByLabel('Your answer');
		expect(await blanks.count()).toBeGreaterThanOrEqual(2);
		for (const blank of await blanks.all()) expect(await blank.inputValue()).toBe('');
		expect(await copy.getByText('Right.').count()).toBe(0);

		await page.emulateMedia({ media: 'print' });
		expect(await copy.getByText(/^Try:/).first().isVisible()).toBe(false);
		expect(await copy.getByText(/With m = 6 and n = 7/).isVisible()).toBe(false);
		expect(await copy.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
		await page.close();
	});

	test('"Print answer key" prints each exercise with its answer and why', async () => {
		const page = await openWithFakePrint('/lessons/the-knights-move/');
		const copy = await printedCopy(page, 'Print answer key');
		await page.emulateMedia({ media: 'print' });
		const answer = copy.getByText(/With m = 6 and n = 7: 4 · 42 − 6 · 13 \+ 8/);
		expect(await answer.isVisible()).toBe(true);
		expect(await answer.textContent()).toContain('98');
		expect(
			await copy
				.getByText(/From b1 the knight reaches a3, c3 and d2/)
				.first()
				.isVisible(),
		).toBe(true);
		expect(await copy.getByRole('heading', { level: 1 }).textContent()).toContain('Answer key');
		await page.close();
	});

	test('the lesson page hides its answers, and Try lines and buttons do not print', async () => {
		const page = await openClean('/lessons/the-knights-move/');
		expect(await page.getByText(/With m = 6 and n = 7/).isVisible()).toBe(false);
		await page.emulateMedia({ media: 'print' });
		expect(await page.getByText(/With m = 6 and n = 7/).isVisible()).toBe(false);
		expect(await page.getByText(/^Try:/).first().isVisible()).toBe(false);
		expect(await page.getByRole('button', { name: 'Print as worksheet' }).isVisible()).toBe(false);
		await page.close();
	});

	test('pseudocode prints black on white', async () => {
		const page = await openClean('/lessons/backtracking/');
		await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
		const colours = await page
			.locator('pre')
			.first()
			.evaluate((pre) =>
				[pre, ...pre.querySelectorAll('*')].map((element) => {
					const style = getComputedStyle(element);
					return [style.color, element === pre ? style.backgroundColor : 'rgb(255, 255, 255)'];
				}),
			);
		expect(colours.length).toBeGreaterThan(1);
		for (const [text, background] of colours) {
			expect(text).toBe('rgb(0, 0, 0)');
			expect(background).toBe('rgb(255, 255, 255)');
		}
		await page.close();
	});
});

describe('phones', () => {
	const lessons = sitePaths().filter((path) => path.startsWith('/lessons/'));

	test.each(lessons)(
		'%s at 360 px: wide maths, code and tables scroll in a labelled, focusable region with a visible cue',
		async (path) => {
			const page = await openClean(path);
			await page.setViewportSize({ width: 360, height: 740 });
			await scrollThrough(page);
			await waitForHydration(page);
			const problems = await page.evaluate(() => {
				const found: string[] = [];
				const wide = document.querySelectorAll<HTMLElement>(
					'.katex-display, .lesson-body pre, .lesson-body table',
				);
				for (const element of wide) {
					const box = element.getBoundingClientRect();
					if (box.width === 0) continue;
					// The element itself, or the nearest ancestor that scrolls it.
					let region: HTMLElement | null = element;
					while (region !== null && getComputedStyle(region).overflowX === 'visible') {
						region = region.parentElement;
					}
					const name = `${element.tagName}.${element.className}`.slice(0, 40);
					if (region === null || region === document.body || region === document.documentElement) {
						if (box.right > innerWidth + 0.5) found.push(`${name} sticks out of the page`);
						continue;
					}
					if (region.getBoundingClientRect().right > innerWidth + 0.5) {
						found.push(`${name}: its scroll region sticks out of the page`);
					}
					if (region.scrollWidth <= region.clientWidth + 1) continue;
					if (region.tabIndex < 0) found.push(`${name} scrolls but cannot be focused`);
					// A table that scrolls itself stays a table to screen readers, with a name.
					const namedTable =
						region instanceof HTMLTableElement &&
						(region.caption !== null || region.hasAttribute('aria-label'));
					const namedRegion =
						region.getAttribute('role') === 'region' &&
						(region.hasAttribute('aria-label') || region.hasAttribute('aria-labelledby'));
					if (!namedTable && !namedRegion) {
						found.push(`${name} scrolls but is not a labelled region`);
					}
					if (!getComputedStyle(region).backgroundImage.includes('gradient')) {
						found.push(`${name} scrolls with no fading edge to say so`);
					}
				}
				return found;
			});
			expect(problems).toEqual([]);
			await page.close();
		},
	);
});
