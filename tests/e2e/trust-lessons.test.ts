/**
 * Demos a teacher can trust in front of a class: what the home page offers
 * exists, the lessons' demos show what their text asks the reader to watch,
 * and the exercises explain each wrong answer without giving the answer away.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	clearSiteStorage,
	hydratedExercise,
	launchBrowser,
	scrollThrough,
	siteUrl,
	waitForHydration,
	waitForIsland,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

let browser: TestBrowser;

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/** Opens a site path in a fresh page and returns it with the list of problems it reports. */
async function open(path: string): Promise<{ page: Page; problems: string[] }> {
	const page = await browser.context.newPage();
	const problems = watchProblems(page);
	await clearSiteStorage(page);
	await page.goto(siteUrl(path));
	return { page, problems };
}

describe('the home page offers only what the site has', () => {
	test('every topic the summary names is a lesson on the list, and every lesson link loads', async () => {
		const { page, problems } = await open('/');
		const summary = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
		// The summary lists its topics after the colon: "…: a, b and c."
		const topics = (summary.split(':')[1] ?? '')
			.replace(/\.$/, '')
			.split(/,\s*|\s+and\s+/)
			.map((topic) => topic.trim())
			.filter((topic) => topic !== '');
		expect(topics.length).toBeGreaterThan(0);
		// The lesson list itself (the progress panel below it names the lessons again).
		const lessons = page
			.locator('ol.lesson-list')
			.getByRole('listitem')
			.filter({ has: page.locator('a[href^="/lessons/"]') });
		const texts = (await lessons.allTextContents()).map((text) => text.toLowerCase());
		for (const topic of topics) {
			// "graphs" is named by a lesson about "graph"s: compare without a plural s.
			const stem = topic.toLowerCase().replace(/s$/, '');
			expect(
				texts.some((text) => text.includes(stem)),
				`a lesson on "${topic}"`,
			).toBe(true);
		}
		const links = await lessons.getByRole('link').all();
		// Every lesson file that is not a draft is on the list (src/content.config.ts: NN-slug.mdx).
		const folder = 'src/content/lessons';
		const published = readdirSync(folder).filter(
			(file) =>
				/^\d\d-.+\.mdx$/.test(file) &&
				!/^draft:\s*true\s*$/m.test(readFileSync(`${folder}/${file}`, 'utf8')),
		);
		expect(published.length).toBeGreaterThan(0);
		expect(links.length).toBe(published.length);
		for (const link of links) {
			const name = (await link.textContent()) ?? '';
			const href = (await link.getAttribute('href')) ?? '';
			const lesson = await browser.context.newPage();
			const response = await lesson.goto(siteUrl(href));
			expect(response?.status(), href).toBe(200);
			expect(await lesson.getByRole('heading', { level: 1 }).textContent()).toBe(name);
			await lesson.close();
		}
		for (const [name, heading] of [
			['Playground', /Playground/],
			["The knight's tour game", /game/i],
		] as const) {
			// The header links the tools too; the home page's own list is in the main content.
			const link = page.getByRole('main').getByRole('link', { name, exact: true });
			const href = (await link.getAttribute('href')) ?? '';
			const tool = await browser.context.newPage();
			expect((await tool.goto(siteUrl(href)))?.status(), href).toBe(200);
			expect(await tool.getByRole('heading', { level: 1 }).textContent()).toMatch(heading);
			await tool.close();
		}
		expect(problems).toEqual([]);
		await page.close();
	});
});

/** Lists axe's label-content-name-mismatch findings (WCAG 2.5.3): visible text missing from a name. */
async function nameMismatches(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page })
		.withRules(['label-content-name-mismatch'])
		.analyze();
	return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

describe('visible text is part of the accessible name (WCAG 2.5.3)', () => {
	test("lesson 2's graph vertices, with walk steps and degrees showing", async () => {
		const { page, problems } = await open('/lessons/hamiltonian-paths/');
		await scrollThrough(page);
		await waitForHydration(page);
		for (const widget of await page.getByRole('group', { name: /explorer$/ }).all()) {
			// Two steps, so the vertices show their step numbers beside their names.
			const vertices = widget.getByRole('button', { name: /, degree \d/ });
			await vertices.first().click();
			await vertices.nth(1).click();
		}
		expect(await page.getByRole('button', { name: /step 1 of the walk/ }).count()).toBeGreaterThan(
			0,
		);
		expect(await nameMismatches(page)).toEqual([]);
		expect(problems).toEqual([]);
		await page.close();
	});

	test("lesson 5's Schwenk table, cells ruled out by two conditions among them", async () => {
		const { page, problems } = await open('/lessons/schwenk/');
		await scrollThrough(page);
		await waitForHydration(page);
		const table = page.getByRole('group', { name: "Schwenk's theorem table" });
		const twoConditions = table.getByRole('button', { name: /^1×3: no closed tour/ });
		expect(await twoConditions.textContent()).toBe('✗ a,b');
		expect(await nameMismatches(page)).toEqual([]);
		expect(problems).toEqual([]);
		await page.close();
	});
});

describe('exercises explain without giving the answer away', () => {
	test('a wrong choice gets its own explanation, not a generic hint', async () => {
		const { page, problems } = await open('/lessons/schwenk/');
		const box = await hydratedExercise(page, 'Does the 3×12 board have a closed');
		await box.getByRole('radio', { name: /^No: condition \(b\)/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => box.getByRole('status').textContent())
			.toContain('The shorter side is 3, not 1, 2 or 4.');
		await box.getByRole('radio', { name: /^No: condition \(a\)/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Only 3 is odd');
		expect(problems).toEqual([]);
		await page.close();
	});

	test("lesson 3's strengths question answers a wrong strength with its own node count", async () => {
		const { page, problems } = await open('/lessons/backtracking/');
		const box = await hydratedExercise(page, 'Which strength of the search places the fewest');
		await box.getByRole('radio', { name: 'Textbook', exact: true }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		// 577,655 nodes from d4 on 6×6: tests/lessons/backtracking.test.ts recomputes it.
		await expect.poll(() => box.getByRole('status').textContent()).toContain('577,655 nodes');
		await box.getByRole('radio', { name: 'Warnsdorff order', exact: true }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('places 63 nodes');
		expect(problems).toEqual([]);
		await page.close();
	});

	test('"6x6" in a number box asks for one number, and the page keeps working', async () => {
		const { page, problems } = await open('/lessons/the-knights-move/');
		const box = await hydratedExercise(page, 'How many edges does the knight');
		const answer = box.getByRole('textbox', { name: 'Your answer' });
		for (const typed of ['6x6', '6×7', '6 by 7']) {
			await answer.fill(typed);
			await box.getByRole('button', { name: 'Check' }).click();
			await expect.poll(() => box.getByRole('status').textContent()).toMatch(/^\s*Type one number/);
			expect(await answer.getAttribute('aria-invalid')).toBe('true');
		}
		await answer.fill('98');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
		expect(problems).toEqual([]);
		await page.close();
	});

	test('the explorer just above "how many edges" keeps its edge count back until the exercise is done', async () => {
		const { page, problems } = await open('/lessons/the-knights-move/');
		await scrollThrough(page);
		await waitForHydration(page);
		const explorer = page.getByRole('group', { name: "Knight's moves explorer" }).nth(2);
		await explorer.getByRole('textbox', { name: 'Rows' }).fill('6');
		await explorer.getByRole('textbox', { name: 'Columns' }).fill('7');
		await expect.poll(() => explorer.textContent()).toContain('6×7');
		expect(await explorer.textContent()).not.toContain('98');
		expect(await explorer.textContent()).toContain('Answer the exercise below');
		const box = await hydratedExercise(page, 'How many edges does the knight');
		await box.getByRole('textbox', { name: 'Your answer' }).fill('98');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => explorer.textContent())
			.toContain("98 pairs of squares a knight's move apart");
		expect(problems).toEqual([]);
		await page.close();
	});
});

describe("lesson 1's colour demo shows the colours it asks the reader to watch", () => {
	test('the knight and its targets keep their square colours, and a trail names each colour', async () => {
		const { page, problems } = await open('/lessons/the-knights-move/');
		const explorer = page.getByRole('group', { name: "Knight's moves explorer" }).nth(2);
		await waitForIsland(explorer);
		/** The fill the page paints a square of this explorer with. */
		const fill = (name: string) =>
			explorer
				.getByRole('gridcell', { name: new RegExp(`^${name},`) })
				.locator('rect')
				.first()
				.evaluate((rect) => getComputedStyle(rect).fill);
		// c3 (the knight) and a1 are dark; a2 (a target) and c2 (not one) are light.
		expect(await fill('c3')).toBe(await fill('a1'));
		expect(await fill('a2')).toBe(await fill('c2'));
		expect(await fill('a2')).not.toBe(await fill('a1'));
		await explorer.getByRole('gridcell', { name: /^a2,/ }).click();
		await explorer.getByRole('gridcell', { name: /^c1,/ }).click();
		await expect
			.poll(() => explorer.getByText(/^Trail:/).textContent())
			.toBe('Trail: c3 (dark) → a2 (light) → c1 (dark)');
		expect(await fill('c1')).toBe(await fill('a1'));
		expect(problems).toEqual([]);
		await page.close();
	});
});
