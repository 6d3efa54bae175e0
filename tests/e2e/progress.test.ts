/**
 * Exercises that build and predict, and the progress a student keeps (issue 11): a tour built by
 * mouse and by keyboard and checked wrong then right, a Warnsdorff prediction, everything back
 * after a reload, export → reset → import on the home page, a damaged store explained without
 * breaking a page, and every exercise of the built lessons known to the progress catalog.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createBoard, findTour, squareName } from '../../src/lib/index.ts';
import { exercisesInSource } from '../../src/components/exercises/exercise-catalog.ts';
import {
	clearSiteStorage,
	closeChecked,
	expectNoSeriousAxeViolations,
	launchBrowser,
	siteUrl,
	waitForIsland,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

let browser: TestBrowser;
let page: Page;
let problems: string[];

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

beforeEach(async () => {
	page = await browser.context.newPage();
	problems = watchProblems(page);
	await clearSiteStorage(page);
	return () => closeChecked(page, problems);
});

/** Opens a lesson and returns exercise `id`, hydrated. */
async function exercise(path: string, id: string): Promise<Locator> {
	await page.goto(siteUrl(path));
	const box = page.locator(`#exercise-${id}`);
	await waitForIsland(box);
	return box;
}

/** The square of a board in an exercise, by its name. */
function cell(box: Locator, name: string): Locator {
	return box.getByRole('gridcell', { name: new RegExp(`^${name}\\b`) });
}

/** What the exercise's feedback says. */
function status(box: Locator): Locator {
	return box.locator('.feedback');
}

/** A 3×4 tour from the library, as square names (the browser checks it, not this). */
function tour3x4(): string[] {
	const board = createBoard(3, 4);
	const result = findTour(board);
	if (result.status !== 'found') throw new Error('3×4 has an open tour');
	return Array.from(result.tour, (square) => squareName(board, square));
}

/** Moves a board's focus from square `from` to `to` with the arrow keys, then presses Enter. */
async function keyTo(from: string, to: string): Promise<void> {
	const across = to.charCodeAt(0) - from.charCodeAt(0);
	const up = Number(to.slice(1)) - Number(from.slice(1));
	for (let i = 0; i < Math.abs(across); i++)
		await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
	for (let i = 0; i < Math.abs(up); i++)
		await page.keyboard.press(up > 0 ? 'ArrowUp' : 'ArrowDown');
	await page.keyboard.press('Enter');
}

describe('Build a tour', () => {
	test('by mouse and keyboard: refused moves said at once, checked wrong, then right', async () => {
		const box = await exercise('/lessons/the-knights-move/', 'build-3x4');
		const squares = tour3x4();
		// Half by mouse.
		for (const name of squares.slice(0, 6)) await cell(box, name).click();
		// A square a knight cannot reach is refused, with the reason, and not counted as a check.
		const last = squares[5] as string;
		const unreachable = [
			'a1',
			'b1',
			'c1',
			'd1',
			'a2',
			'b2',
			'c2',
			'd2',
			'a3',
			'b3',
			'c3',
			'd3',
		].find(
			(name) =>
				!squares.slice(0, 6).includes(name) &&
				Math.abs(name.charCodeAt(0) - last.charCodeAt(0)) *
					Math.abs(Number(name.slice(1)) - Number(last.slice(1))) !==
					2,
		) as string;
		await cell(box, unreachable).click();
		await expect.poll(() => status(box).textContent()).toContain("is not a knight's move");
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('The tour has 6 of 12 squares.');
		// The rest by keyboard, from the board's cursor: the refused square (Check took the focus).
		await cell(box, unreachable).focus();
		let at = unreachable;
		for (const name of squares.slice(6)) {
			await keyTo(at, name);
			at = name;
		}
		await expect.poll(() => box.locator('.count').textContent()).toContain('12 of 12 squares');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Right.');
		await expect.poll(() => box.locator('.exercise-title').textContent()).toContain('done');
		expect(await box.locator('.tally').textContent()).toContain('2 checks');
	});

	test('a trick task: the wrong reason is refused, the right one accepted', async () => {
		const box = await exercise('/lessons/schwenk/', 'closed-3x6');
		await box.getByRole('radio', { name: /a square has too few moves/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('not for that reason');
		await box.getByRole('radio', { name: /Schwenk's theorem rules out/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Right.');
	});
});

describe('Predict and Complete the table', () => {
	test("predict Warnsdorff's choice with a tie: wrong (explained by the counts), then right", async () => {
		const box = await exercise('/lessons/warnsdorff/', 'predict-tie-b3');
		await cell(box, 'a5').click();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toMatch(/a5 has 3 onward moves.*c1/s);
		await cell(box, 'c1').click();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Right.');
	});

	test('the onward table: each cell marked, then all right', async () => {
		const box = await exercise('/lessons/warnsdorff/', 'onward-at-b4');
		const inputs = box.getByRole('textbox');
		const count = await inputs.count();
		for (let i = 0; i < count; i++) await inputs.nth(i).fill('1');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => status(box).textContent())
			.toContain(`${String(count)} of ${String(count)} cells`);
		await box.getByRole('button', { name: 'Show the solution' }).click();
		// The solution lists the library's values: type them in and check.
		const solution = (await box.locator('.solution').textContent()) ?? '';
		await expect
			.poll(async () => (await box.locator('.solution').textContent()) ?? '')
			.toContain(':');
		const values = [
			...((await box.locator('.solution').textContent()) ?? solution).matchAll(/moves: (\d+)/g),
		].map((match) => match[1] as string);
		expect(values).toHaveLength(count);
		for (let i = 0; i < count; i++) await inputs.nth(i).fill(values[i] as string);
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Every cell is right.');
		expect(await box.locator('.tally').textContent()).toContain('solution shown');
	});
});

describe('progress', () => {
	test('a reload keeps the answer, the checks and the done state; the header counts it', async () => {
		let box = await exercise('/lessons/warnsdorff/', 'predict-tie-b3');
		await cell(box, 'd2').click();
		await box.getByRole('button', { name: 'Check' }).click();
		await box.getByRole('button', { name: /^Hint/ }).click();
		await cell(box, 'c1').click();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Right.');
		box = await exercise('/lessons/warnsdorff/', 'predict-tie-b3');
		await expect.poll(() => box.locator('.exercise-title').textContent()).toContain('done');
		expect(await box.locator('.tally').textContent()).toBe('2 checks · 1 of 2 hints');
		expect(await box.locator('.now').textContent()).toContain('Your prediction: c1');
		const header = page.locator('.lesson-progress');
		await expect.poll(() => header.textContent()).toMatch(/1 of \d+ exercises done in this lesson/);
	});

	test('export, reset all, import: the progress comes back on the home page, and the import can be undone', async () => {
		const box = await exercise('/lessons/warnsdorff/', 'predict-tie-b3');
		await cell(box, 'c1').click();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Right.');
		await page.goto(siteUrl('/'));
		const panel = page.locator('.progress-panel');
		await waitForIsland(panel);
		const warnsdorff = panel.locator('li').filter({ hasText: "Warnsdorff's rule" });
		await expect.poll(() => warnsdorff.textContent()).toMatch(/1 of \d+\s+exercises done/);
		await expect
			.poll(() =>
				panel.getByRole('link', { name: 'Continue where you left off' }).getAttribute('href'),
			)
			.toBe('/lessons/warnsdorff/#exercise-predict-tie-b3');
		const download = page.waitForEvent('download');
		await panel.getByRole('button', { name: 'Export progress' }).click();
		const file = await (await download).path();
		expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
			format: 'knights-tour-notebook-progress',
		});
		await panel.getByRole('button', { name: 'Reset all progress' }).click();
		await panel.getByRole('button', { name: 'Yes, reset everything' }).click();
		await expect.poll(() => warnsdorff.textContent()).toMatch(/0 of \d+\s+exercises done/);
		await panel.getByLabel('Import progress').setInputFiles(file);
		await expect.poll(() => warnsdorff.textContent()).toMatch(/1 of \d+\s+exercises done/);
		await panel.getByRole('button', { name: 'Undo import' }).click();
		await expect.poll(() => warnsdorff.textContent()).toMatch(/0 of \d+\s+exercises done/);
	});

	test('a damaged store is explained on the home page, kept aside, and a lesson still works', async () => {
		await page.goto(siteUrl('/404.html'), { waitUntil: 'networkidle' });
		await page.evaluate(() =>
			localStorage.setItem('ktn-progress', '{"format": "knights-tour-notebook-progress", <b>oops'),
		);
		await page.goto(siteUrl('/'));
		const panel = page.locator('.progress-panel');
		await waitForIsland(panel);
		await expect.poll(() => panel.getByRole('alert').first().textContent()).toContain('damaged');
		const kept = await page.evaluate(() =>
			Object.keys(localStorage).filter((key) => key.startsWith('ktn-progress-damaged-')),
		);
		expect(kept).toHaveLength(1);
		const box = await exercise('/lessons/the-knights-move/', 'edges-6x7');
		await box.getByLabel('Your answer').fill('98');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => status(box).textContent()).toContain('Right.');
		// The HTML in the damaged text was never shown as HTML.
		expect(await page.locator('b', { hasText: 'oops' }).count()).toBe(0);
	});

	test('the home page with its progress panel has no serious accessibility violation', async () => {
		await page.goto(siteUrl('/'));
		await waitForIsland(page.locator('.progress-panel'));
		await expectNoSeriousAxeViolations(page);
	});
});

describe('the catalog', () => {
	test('every exercise and code cell of every built lesson is in the progress catalog, and no other', () => {
		const dir = 'src/content/lessons';
		for (const file of readdirSync(dir).filter((name) => /^\d\d-.*\.mdx$/.test(name))) {
			const slug = file.replace(/^\d\d-/, '').replace(/\.mdx$/, '');
			const entries = exercisesInSource(slug, readFileSync(`${dir}/${file}`, 'utf8'));
			const listed = entries
				.filter((entry) => entry.kind !== 'code')
				.map((entry) => `exercise-${entry.id}`);
			const html = readFileSync(`dist/lessons/${slug}/index.html`, 'utf8');
			const built = [...html.matchAll(/<section class="exercise[^"]*" id="([^"]+)"/g)].map(
				(match) => match[1],
			);
			expect(built, slug).toEqual(listed);
			// Code cells are exercises too: as many in the page as in the catalog.
			const cells = html.match(/<section class="widget code-cell/g) ?? [];
			expect(cells.length, slug).toBe(entries.filter((entry) => entry.kind === 'code').length);
		}
	});
});
