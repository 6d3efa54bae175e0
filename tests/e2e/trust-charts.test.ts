import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	launchBrowser,
	scrollThrough,
	siteUrl,
	type TestBrowser,
	waitForHydration,
} from './browser.ts';

/** Lessons that draw charts (line, bar and heat map). */
const LESSONS = ['/lessons/backtracking/', '/lessons/warnsdorff/'];
const WIDTHS = [360, 1280];

let browser: TestBrowser;

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

describe('chart labels on phones and desktops', () => {
	test.each(LESSONS.flatMap((path) => WIDTHS.map((width) => [path, width] as const)))(
		'%s at %i px: every chart label renders at 11 px or more',
		async (path, width) => {
			const page = await browser.context.newPage();
			await page.setViewportSize({ width, height: 800 });
			await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
			await scrollThrough(page);
			await waitForHydration(page);
			const { count, small } = await page.evaluate(() => {
				const labels = [...document.querySelectorAll<SVGTextElement>('figure svg text')];
				const measured = labels.flatMap((text) => {
					const box = text.getBoundingClientRect();
					const svg = text.ownerSVGElement;
					if (box.width === 0 || box.height === 0 || svg === null) return [];
					const viewBox = svg.viewBox.baseVal;
					const scale = viewBox.width > 0 ? svg.getBoundingClientRect().width / viewBox.width : 1;
					const size = parseFloat(getComputedStyle(text).fontSize) * scale;
					return [{ text: text.textContent, size: Math.round(size * 10) / 10 }];
				});
				return {
					count: measured.length,
					small: measured.filter((label) => label.size < 10.95),
				};
			});
			await page.close();
			expect(count).toBeGreaterThan(0);
			expect(small).toEqual([]);
		},
	);
});
