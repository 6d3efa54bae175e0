import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	launchBrowser,
	openPage,
	scrollThrough,
	siteUrl,
	type TestBrowser,
	waitForHydration,
	waitForIsland,
} from './browser.ts';

const PATH = '/lessons/hamiltonian-paths/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

/** The graph explorer with this accessible name. */
function explorer(name: string): Locator {
	return page.getByRole('group', { name, exact: true });
}

/** The vertex of an explorer with this name. */
function vertex(widget: Locator, name: string): Locator {
	return widget.getByRole('button', { name: new RegExp(`^${name}, degree`) });
}

/** The live status line of an explorer. */
function status(widget: Locator): Locator {
	return widget.locator('.status[role="status"]');
}

/** Clicks the named vertices in turn. */
async function clickAll(widget: Locator, names: string): Promise<void> {
	for (const name of names.split(' ')) await vertex(widget, name).click();
}

/** Clicks the middle of an edge (edges are thin SVG paths, so the mouse goes to a point on the line). */
async function clickEdge(widget: Locator, index: number): Promise<void> {
	const point = await widget
		.locator('path.edge-hit')
		.nth(index)
		.evaluate((element) => {
			const path = element as SVGPathElement;
			const middle = path.getPointAtLength(path.getTotalLength() / 2);
			const screen = middle.matrixTransform(path.getScreenCTM() ?? undefined);
			return { x: screen.x, y: screen.y };
		});
	await page.mouse.click(point.x, point.y);
}

/** The exercise whose question contains `text`. */
function exercise(text: string): Locator {
	return page.locator('section.exercise').filter({ hasText: text });
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

describe('GraphExplorer before hydration', () => {
	test('the built HTML already shows the walks, the degree test and the search', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html).toContain('A path of 2 steps: no vertex repeated. 3 of 5 vertices visited.');
		expect(html).toContain('Walk: A → B → C');
		expect(html).toContain(
			'4 vertices have odd degree (A, B, C, D); an Euler trail allows at most 2, so there is none.',
		);
		expect(html).toContain(
			'No Hamiltonian path: the search tried all 121 partial paths and none reached every vertex.',
		);
		expect(html).toContain('aria-label="C, degree 4, the walk is here, step 3 of the walk"');
	});
});

describe('GraphExplorer', () => {
	test('clicking vertices builds a walk and the verdict follows it', async () => {
		const widget = explorer('Walks explorer');
		await waitForIsland(widget);
		await vertex(widget, 'D').click();
		await expect
			.poll(() => status(widget).textContent())
			.toBe('A path of 3 steps: no vertex repeated. 4 of 5 vertices visited.');
		await clickAll(widget, 'E C');
		await expect
			.poll(() => status(widget).textContent())
			.toBe(
				'You repeated C (step 6), so this is a trail, not a path: no edge repeated. 5 of 5 vertices visited.',
			);
		await vertex(widget, 'D').click();
		await expect
			.poll(() => status(widget).textContent())
			.toBe(
				'The edge C–D is used twice (step 6), so this is a walk, not a trail. 5 of 5 vertices visited.',
			);
		await widget.getByRole('button', { name: 'Undo' }).click();
		await expect
			.poll(() => widget.locator('.walk').textContent())
			.toBe('Walk: A → B → C → D → E → C');
	});

	test('a vertex that is not joined to the walk is refused with a reason', async () => {
		const widget = explorer('Walks explorer');
		await waitForIsland(widget);
		await vertex(widget, 'A').click();
		await expect
			.poll(() => status(widget).textContent())
			.toBe('A cycle of 3 steps: back at the start, no vertex repeated. 3 of 5 vertices visited.');
		await widget.getByRole('button', { name: 'Reset' }).click();
		await clickAll(widget, 'D A');
		await expect
			.poll(() => status(widget).textContent())
			.toBe(
				'D and A are not joined by an edge, so the walk cannot step there. The walk starts at D. 1 of 5 vertices visited.',
			);
	});

	test('the keyboard moves between vertices, Enter steps, Backspace undoes', async () => {
		const widget = explorer('Euler and Hamilton explorer');
		await waitForIsland(widget);
		expect(await widget.locator('[role="button"][tabindex="0"]').count()).toBe(1);
		await vertex(widget, 'A').focus();
		await page.keyboard.press('Enter');
		await page.keyboard.press('ArrowRight');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
			.toBe('D, degree 3, one step from the walk');
		await page.keyboard.press('Enter');
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press(' ');
		await expect.poll(() => widget.locator('.walk').textContent()).toBe('Walk: A → D → B');
		await expect
			.poll(() => status(widget).textContent())
			.toBe('A path of 2 steps: no vertex repeated. 2 of 7 bridges used.');
		await page.keyboard.press('Backspace');
		await expect.poll(() => widget.locator('.walk').textContent()).toBe('Walk: A → D');
	});

	test('clicking a bridge walks across it; a tap works as a click', async () => {
		const widget = explorer('Euler and Hamilton explorer');
		await waitForIsland(widget);
		await clickEdge(widget, 4);
		await expect.poll(() => widget.locator('.walk').textContent()).toBe('Walk: A → D');
		await vertex(widget, 'C').tap();
		await expect.poll(() => widget.locator('.walk').textContent()).toBe('Walk: A → D → C');
		await clickEdge(widget, 0);
		await expect
			.poll(() => status(widget).textContent())
			.toContain('The bridge a does not start at C, where the walk is.');
	});

	test('the Graph menu and the Goal switch graphs and goals', async () => {
		const widget = explorer('Euler and Hamilton explorer');
		await waitForIsland(widget);
		await widget.getByLabel('Graph').selectOption({ label: "Knight's graph of 4×4" });
		expect(await widget.getByRole('button', { name: /, degree/ }).count()).toBe(16);
		await expect
			.poll(() => widget.locator('.verdicts').innerText())
			.toContain('No Hamiltonian path: the search tried all 29,976 partial paths');
		await widget.getByLabel('Visit every vertex once (Hamilton)').check();
		await expect
			.poll(() => status(widget).textContent())
			.toBe('Choose a vertex to start. Goal: visit every vertex exactly once (Hamilton).');
		expect(await widget.locator('text.degree-text').count()).toBe(0);
	});

	test('a tour of 3×4 clicked square by square is a Hamiltonian path', async () => {
		const widget = explorer("Knight's tour explorer");
		await waitForIsland(widget);
		await clickAll(widget, 'a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 d1');
		await expect
			.poll(() => status(widget).textContent())
			.toBe('A Hamiltonian path: every vertex exactly once, in 11 steps.');
	});
});

describe('exercises', () => {
	test('which walk is a path: wrong, then right', async () => {
		const box = exercise('Which of these sequences of squares is a path');
		await waitForIsland(box);
		await box.getByRole('radio', { name: 'a1 b3 d2 c1 a2' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'a1 b3 c1 a2 c3 b1' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('Euler trail on 3×4: wrong, then right', async () => {
		const box = exercise('have a walk that uses every edge exactly once');
		await waitForIsland(box);
		await box.getByRole('radio', { name: 'Yes: an Euler trail, but no circuit' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: 'No: no walk uses every edge exactly once' }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => box.getByRole('status').textContent())
			.toContain('so four vertices have odd degree');
	});

	test('odd vertices of 8×8: wrong, then right', async () => {
		const box = exercise('How many vertices of odd degree');
		await waitForIsland(box);
		await box.getByLabel('Your answer').fill('4');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => box.getByRole('status').textContent())
			.toContain('4 is not right: the answer is larger.');
		await box.getByLabel('Your answer').fill('8');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('what NP-completeness claims: wrong, then right', async () => {
		const box = exercise('Which statement is true?');
		await waitForIsland(box);
		await box.getByRole('radio', { name: /^Karp proved/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: /^No known method/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the lesson page', () => {
	test('has no serious accessibility problems once every island has hydrated', async () => {
		await scrollThrough(page);
		await waitForHydration(page);
		await expectNoSeriousAxeViolations(page);
	});
});
