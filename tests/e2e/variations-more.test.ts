/**
 * Lesson 08's move-number puzzles, leaper explorer and keypad counter in
 * Chromium: by mouse and keyboard, with bad input, the worker's Solve, Find a
 * tour and Check by listing, the exercises, axe in both themes, and 360 px.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
	VOWELS,
	countWalks,
	createBoard,
	keySquare,
	keypadBoard,
	leaperComponents,
	squareName,
} from '../../src/lib/index.ts';
import { allPuzzleFacts } from '../../src/components/lessons/variations/puzzle-facts.ts';
import { MOVE_PUZZLES } from '../../src/components/lessons/variations/puzzle-data.ts';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	hydratedExercise,
	hydratedWidget,
	launchBrowser,
	openPage,
	scrollThrough,
	siteUrl,
	type TestBrowser,
	waitForHydration,
} from './browser.ts';

const PATH = '/lessons/variations/';

let browser: TestBrowser;
let page: Page;
let problems: string[];

const facts = allPuzzleFacts();

/** The solution of puzzle `index` as square names. */
function solution(index: number): string[] {
	const puzzle = MOVE_PUZZLES[index];
	if (puzzle === undefined) throw new Error('no puzzle');
	const board = createBoard(puzzle.rows, puzzle.cols);
	return (facts[index]?.tour ?? []).map((square) => squareName(board, square));
}

/** A square of a widget's board by its name (its label starts with the name). */
function cell(widget: Locator, name: string): Locator {
	return widget.getByRole('gridcell', { name: new RegExp(`^${name}(,|$)`) });
}

/** The status line of a widget that holds `text`. */
async function statusText(widget: Locator): Promise<string> {
	return (await widget.getByRole('status').allTextContents()).join(' ');
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

describe('the sections before hydration', () => {
	test('the built HTML already shows a puzzle, the camel in two components and the keypad table', async () => {
		const html = await (await fetch(siteUrl(PATH))).text();
		expect(html).toContain('Given: move 1 on c5, move 12 on e2, move 22 on d3, move 23 on e5.');
		expect(html).toContain('2 components on 8×8 (squares in each — 1: 32; 2: 32).');
		expect(html).toContain('Sequences of 10 keys: 1,013,398.');
		expect(html).toContain('<strong>1,013,398</strong>');
		expect(html).toContain('1,925,248');
		expect(html).toContain('2,000,000');
		expect(html).toContain('1,320,360');
	});
});

describe('PuzzleTour', () => {
	test('puzzle 1 solved by mouse: Check says it is solved', async () => {
		const widget = await hydratedWidget(page, 'Move-number puzzles');
		for (const name of solution(0)) await cell(widget, name).click();
		expect(await widget.getByText('Moves laid: 25 of 25').count()).toBe(1);
		await widget.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => statusText(widget)).toContain('Solved: all 25 squares');
	});

	test('puzzle 2 solved by keyboard alone: arrows and Enter', async () => {
		const widget = await hydratedWidget(page, 'Move-number puzzles');
		await widget.getByLabel('Puzzle', { exact: true }).selectOption('1');
		const board = createBoard(5, 5);
		const squares = (facts[1]?.tour ?? []).slice();
		await widget.locator('[role="gridcell"][tabindex="0"]').focus();
		let at = squares[0] ?? 0;
		for (const square of squares) {
			const [dr, dc] = [Math.floor(square / 5) - Math.floor(at / 5), (square % 5) - (at % 5)];
			for (let i = 0; i < Math.abs(dr); i++)
				await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
			for (let i = 0; i < Math.abs(dc); i++)
				await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
			await page.keyboard.press('Enter');
			at = square;
		}
		expect(squareName(board, squares[0] ?? 0)).toBe('e5');
		await widget.getByRole('button', { name: 'Check' }).press('Enter');
		await expect.poll(() => statusText(widget)).toContain('Solved: all 25 squares');
	});

	test('Check names the first wrong move; Undo takes it back', async () => {
		const widget = await hydratedWidget(page, 'Move-number puzzles');
		await cell(widget, 'c5').click();
		await cell(widget, 'c4').click();
		await widget.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => statusText(widget))
			.toContain("Move 2 (c4) is not a knight's move from move 1 (c5).");
		await widget.getByRole('button', { name: 'Undo' }).click();
		await cell(widget, 'e4').click();
		await cell(widget, 'c5').click();
		await widget.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => statusText(widget))
			.toContain('Move 3 lands on c5 again: it was already move 1.');
		await widget.getByRole('button', { name: 'Reset' }).click();
		await cell(widget, 'e2').click();
		await widget.getByRole('button', { name: 'Check' }).click();
		await expect
			.poll(() => statusText(widget))
			.toContain('Move 1 is given on c5, but yours is on e2.');
	});

	test('Solve fills in the rest in the worker and says how many positions it searched', async () => {
		const widget = await hydratedWidget(page, 'Move-number puzzles');
		await widget.getByLabel('Puzzle', { exact: true }).selectOption('2');
		await widget.getByRole('button', { name: 'Solve' }).click();
		await expect
			.poll(() => statusText(widget))
			.toContain('The solver filled in the rest from the givens, after searching 2,831 positions.');
		expect(await widget.getByText('Moves laid: 36 of 36').count()).toBe(1);
		await widget.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => statusText(widget)).toContain('Solved: all 36 squares');
	});
});

describe('LeaperExplorer', () => {
	test('the presets: the zebra has no tour on 6×6 (proved), the giraffe one on 9×9', async () => {
		const widget = await hydratedWidget(page, 'Leaper explorer');
		await widget.getByLabel('Leaper', { exact: true }).selectOption({ label: 'Zebra (2, 3)' });
		await expect
			.poll(() => widget.getByRole('textbox', { name: 'a', exact: true }).inputValue())
			.toBe('2');
		await widget.getByRole('textbox', { name: 'Rows', exact: true }).fill('6');
		await widget.getByRole('textbox', { name: 'Columns', exact: true }).fill('6');
		await expect
			.poll(() => widget.locator('.summary').textContent())
			.toBe('One component: the leaper can reach every square of 6×6.');
		await widget.getByRole('button', { name: 'Find a tour' }).click();
		await expect.poll(() => statusText(widget)).toContain('No tour: proved. Exhaustive search');
		await widget.getByLabel('Leaper', { exact: true }).selectOption({ label: 'Giraffe (1, 4)' });
		await widget.getByRole('textbox', { name: 'Rows', exact: true }).fill('9');
		await widget.getByRole('textbox', { name: 'Columns', exact: true }).fill('9');
		await widget.getByRole('button', { name: 'Find a tour' }).click();
		await expect.poll(() => statusText(widget)).toContain('Found a tour of all 81 squares');
		expect(await cell(widget, 'a1').getAttribute('aria-label')).toMatch(/tour move \d+/);
	});

	test('a custom (a, b), bad input with its message, and the board by mouse and keyboard', async () => {
		const widget = await hydratedWidget(page, 'Leaper explorer');
		await widget.getByRole('textbox', { name: 'a', exact: true }).fill('x');
		await expect
			.poll(() => widget.getByRole('alert').first().textContent())
			.toBe('a must be a whole number from 0 to 8; "x" is not a whole number.');
		await widget.getByRole('textbox', { name: 'a', exact: true }).fill('0');
		await widget.getByRole('textbox', { name: 'b', exact: true }).fill('0');
		await expect.poll(() => statusText(widget)).toContain('On a1');
		expect(await widget.getByText('A leaper must move: (0, 0) stays where it is.').count()).toBe(1);
		await widget.getByRole('textbox', { name: 'a', exact: true }).fill('2');
		await widget.getByRole('textbox', { name: 'b', exact: true }).fill('4');
		const pieces = leaperComponents(createBoard(8, 8, { leaper: [2, 4] })).length;
		await expect
			.poll(() => widget.locator('.summary').textContent())
			.toMatch(new RegExp(`^${String(pieces)} components on 8×8`));
		expect(await widget.locator('.verdict').textContent()).toContain('never changes colour');
		await cell(widget, 'c3').click();
		await expect.poll(() => statusText(widget)).toContain('On c3 (component');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await expect.poll(() => statusText(widget)).toContain('On d3 (component');
	});
});

describe('KeypadCounter', () => {
	test('its code loads on the first touch: a key pressed and a length typed before then both count', async () => {
		const widget = page.getByRole('group', { name: 'Knight on a keypad', exact: true });
		await widget.scrollIntoViewIfNeeded();
		const island = widget.locator('xpath=ancestor::astro-island[1]');
		expect(await island.getAttribute('client')).toBe('interaction');
		expect(await island.getAttribute('ssr')).toBe('');
		// A click alone, as a screen reader's activation may be: no pointer or focus event before it.
		await widget.getByRole('button', { name: 'B', exact: true }).dispatchEvent('click');
		await expect
			.poll(() =>
				widget.getByRole('button', { name: 'B', exact: true }).getAttribute('aria-pressed'),
			)
			.toBe('true');
		await widget.getByRole('textbox', { name: 'Length', exact: true }).fill('2');
		const withB = countWalks(keypadBoard(), {
			length: 2,
			limit: { squares: [...VOWELS, 'B'].map(keySquare), atMost: 2 },
		}).toString();
		await expect
			.poll(() => widget.locator('.answer').textContent())
			.toContain(`Sequences of 2 keys: ${withB}.`);
		expect(await island.getAttribute('ssr')).toBeNull();
	});

	test('length, budget and marked keys change the table; Step back shows the shorter table', async () => {
		const widget = await hydratedWidget(page, 'Knight on a keypad');
		const answer = widget.locator('.answer');
		expect(await answer.textContent()).toContain('Sequences of 10 keys: 1,013,398.');
		await widget.getByRole('textbox', { name: 'Length', exact: true }).fill('2');
		await widget.getByRole('textbox', { name: 'Vowel budget', exact: true }).fill('0');
		await expect.poll(() => answer.textContent()).toContain('Sequences of 2 keys: 40.');
		// Marking H too leaves fewer pairs; the library counts them independently of the widget.
		const withH = countWalks(keypadBoard(), {
			length: 2,
			limit: { squares: [...VOWELS, 'H'].map(keySquare), atMost: 0 },
		}).toString();
		await widget.getByRole('button', { name: 'H', exact: true }).click();
		await expect.poll(() => answer.textContent()).toContain(`Sequences of 2 keys: ${withH}.`);
		expect(
			await widget.getByRole('button', { name: 'H', exact: true }).getAttribute('aria-pressed'),
		).toBe('true');
		await widget.getByRole('button', { name: 'H', exact: true }).focus();
		await page.keyboard.press('Space');
		await expect.poll(() => answer.textContent()).toContain('Sequences of 2 keys: 40.');
		await widget.getByRole('button', { name: 'Step back' }).click();
		await expect
			.poll(() => widget.locator('caption').textContent())
			.toContain('Sequences of 1 key by first key');
		await widget.getByRole('textbox', { name: 'Length', exact: true }).fill('0');
		await expect
			.poll(() => widget.getByRole('alert').first().textContent())
			.toBe('Length must be a whole number from 1 to 20; 0 is out of range.');
	});

	test('Check by listing agrees with the program, and refuses lengths too long to list', async () => {
		const widget = await hydratedWidget(page, 'Knight on a keypad');
		await widget.getByRole('button', { name: 'Check by listing' }).click();
		await expect
			.poll(() => widget.locator('.check').textContent(), { timeout: 20_000 })
			.toBe(
				'Listed all 1,320,360 sequences of 10 keys one by one: 1,013,398 use at most 2 marked keys, the same number as the dynamic program.',
			);
		await widget.getByRole('textbox', { name: 'Length', exact: true }).fill('12');
		await widget.getByRole('button', { name: 'Check by listing' }).click();
		await expect
			.poll(() => widget.locator('.check').textContent())
			.toContain('Not listed: there are 16,063,680 sequences of 12 keys');
	});
});

describe('exercises', () => {
	test('puzzle 1, the move on a1: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'at which move does the tour reach a1');
		await box.getByLabel('Move number').fill('5');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Move number').fill('19');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('can the camel tour 8×8: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'Can the camel (1, 3) make a tour');
		await box.getByRole('radio', { name: /^Yes/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByRole('radio', { name: /never changes colour/ }).check();
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});

	test('two keys without a vowel: wrong, then right', async () => {
		const box = await hydratedExercise(page, 'How many sequences of two keys');
		await box.getByLabel('Sequences').fill('60');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Not yet.');
		await box.getByLabel('Sequences').fill('40');
		await box.getByRole('button', { name: 'Check' }).click();
		await expect.poll(() => box.getByRole('status').textContent()).toContain('Right.');
	});
});

describe('the whole page', () => {
	test.each(['light', 'dark'] as const)(
		'axe finds no serious violation in the %s theme once the widgets are live',
		async (scheme) => {
			await page.emulateMedia({ colorScheme: scheme });
			await page.reload();
			await scrollThrough(page);
			await waitForHydration(page);
			await expectNoSeriousAxeViolations(page);
		},
	);

	test('fits a 360 px screen without sideways scrolling', async () => {
		await page.setViewportSize({ width: 360, height: 740 });
		// A reload aborts whatever the first load still fetches, which the page would report.
		await page.waitForLoadState('networkidle');
		await page.reload();
		await scrollThrough(page);
		await waitForHydration(page);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
	});
});
