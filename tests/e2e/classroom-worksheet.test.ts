/**
 * The printable worksheet and answer key (issue 12): a three-task assignment (a 5×5 tour from a1,
 * a 6×6 closed tour, a question) shows its marks and conditions, the key's tours are read back from
 * the page and checked by the library, per-student variants follow the names typed, a damaged link
 * is explained and a pasted one opens, print drops the controls and sizes boards in mm, Chromium's
 * PDF has the worksheet and the key on pages of their own (A4 and Letter), axe finds nothing
 * serious, and the page fits 360 px.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
	checkTourTask,
	createBoard,
	encodeAssignment,
	parseSquare,
	studentTask,
	type Assignment,
	type Square,
	type TourTask,
} from '../../src/lib/index.ts';
import { boardPrintSize } from '../../src/components/classroom/worksheet-layout.ts';
import { qrDrawing } from '../../src/components/classroom/worksheet-qr.ts';
import { EIGHT_TASKS } from '../unit/classroom/eight-tasks.ts';
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

/** How long a poll waits for the page: the names box waits for a pause in typing, then draws boards. */
const WAIT = { timeout: 15_000 };

/** Where the PDFs and screenshots go, for people to look at. */
const OUT = 'test-results/worksheet';

const five = createBoard(5, 5);
const six = createBoard(6, 6);

const tourFromA1 = { board: { rows: 5, cols: 5 }, start: parseSquare(five, 'a1') };
const closedSix = { board: { rows: 6, cols: 6 }, closed: true };

const assignment: Assignment = {
	title: 'Week 3: <em>tours</em>',
	instructions: 'Work in pencil. Number every square you visit.',
	tasks: [
		{ kind: 'tour', ...tourFromA1 },
		{ kind: 'tour', ...closedSix },
		{ kind: 'question', question: 'How many squares does a 6×6 board have?', answer: '36' },
	],
};
const code = encodeAssignment(assignment);

/** The same 6×6 task with four starts, one per student by name. */
const varied: Assignment = {
	title: 'Starts vary',
	instructions: '',
	tasks: [
		{
			kind: 'tour',
			board: { rows: 6, cols: 6 },
			variants: ['a1', 'b1', 'c1', 'a2'].map((name) => ({ start: parseSquare(six, name) })),
		},
	],
};

let browser: TestBrowser;
let page: Page;
let problems: string[];

beforeAll(async () => {
	browser = await launchBrowser();
	mkdirSync(OUT, { recursive: true });
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

/** Opens the worksheet page at a fragment and waits for its island. */
async function openWorksheet(fragment: string): Promise<void> {
	await page.goto(siteUrl(`/classroom/worksheet/#${fragment}`));
	await waitForIsland(page.locator('.worksheet-page'));
}

/** Waits until every board of the answer key is settled. */
async function keyReady(): Promise<void> {
	await expect
		.poll(() => page.getByRole('status').textContent(), { timeout: 60_000 })
		.toMatch(/^Answer key ready/);
}

/** Reads a tour back from a solved board: each square's accessible name holds its move number. */
async function tourOn(grid: Locator, rows: number, cols: number): Promise<Square[]> {
	const board = createBoard(rows, cols);
	const labels = await grid
		.getByRole('gridcell')
		.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
	const moves: [number, Square][] = [];
	for (const label of labels) {
		const match = /^([a-z]+\d+), move (\d+)$/.exec(label);
		if (match !== null) moves.push([Number(match[2]), parseSquare(board, match[1] as string)]);
	}
	return moves.sort((a, b) => a[0] - b[0]).map(([, square]) => square);
}

/** Counts the pages of a PDF that Chromium wrote (one `/Type /Page` object each). */
function pdfPages(pdf: Buffer): number {
	return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

describe('the worksheet', () => {
	test('shows the title as text, the instructions, a name line, the marks and conditions', async () => {
		await openWorksheet(code);
		const sheet = page.locator('article.sheet');
		await expect.poll(() => sheet.count(), WAIT).toBe(1);
		expect(await sheet.getByRole('heading', { level: 2 }).textContent()).toBe(
			'Week 3: <em>tours</em>',
		);
		expect(await sheet.textContent()).toContain('Work in pencil. Number every square you visit.');
		expect(await sheet.locator('.name-line').textContent()).toContain('Name:');
		const first = sheet.getByRole('grid', { name: 'Task 1: a 5×5 board to write the tour on' });
		expect(await first.getByRole('gridcell', { name: 'a1, start' }).count()).toBe(1);
		expect(await first.getByRole('gridcell', { name: /, empty$/ }).count()).toBe(24);
		// The S tag is drawn over the grid, in the same board.
		const boards = sheet.locator('.worksheet-board');
		expect(await boards.nth(0).locator('.tag-text').textContent()).toBe('S');
		expect(await sheet.textContent()).toContain('Start on a1, marked S.');
		const second = sheet.getByRole('grid', { name: 'Task 2: a 6×6 board to write the tour on' });
		expect(await second.getByRole('gridcell', { name: /, empty$/ }).count()).toBe(36);
		expect(await boards.nth(1).locator('.tag-text').count()).toBe(0);
		expect(await sheet.textContent()).toContain(
			'Closed: the last square must be a knight’s move from the first.',
		);
		expect(await sheet.textContent()).toContain('How many squares does a 6×6 board have?');
		expect(
			await sheet.getByRole('img', { name: 'Ruled lines to write the answer on' }).count(),
		).toBe(1);
		// The question's answer is in the key, never on the worksheet.
		expect(await sheet.textContent()).not.toContain('Answer:');
		// The link travels as the QR code alone, drawn module for module from the Assignment link.
		const qr = sheet.getByRole('img', { name: 'QR code of the Assignment link' });
		expect(await qr.count()).toBe(1);
		expect(await qr.locator('path').getAttribute('d')).toBe(
			qrDrawing(siteUrl(`/classroom/do/#${code}`))?.path,
		);
		expect(await sheet.locator('.link-text').count()).toBe(0);
	});

	test('the answer key: tours the library accepts, read back from the page, and the answer', async () => {
		await openWorksheet(code);
		await keyReady();
		const key = page.locator('article.answer-key');
		const open = key.getByRole('grid', { name: 'Task 1: a solution on a 5×5 board' });
		const tour5 = await tourOn(open, 5, 5);
		expect(tour5).toHaveLength(25);
		expect(checkTourTask(tourFromA1, tour5)).toEqual({ status: 'right' });
		const closed = key.getByRole('grid', { name: 'Task 2: a solution on a 6×6 board' });
		const tour6 = await tourOn(closed, 6, 6);
		expect(tour6).toHaveLength(36);
		expect(checkTourTask(closedSix, tour6)).toEqual({ status: 'right' });
		expect(await key.locator('.answer').textContent()).toBe('Answer: 36');
		expect(
			await page.getByRole('progressbar', { name: 'Answer key solved' }).getAttribute('value'),
		).toBe('2');
	});

	test("names: one worksheet each, each student's own variant in the key, kept across a reload", async () => {
		const names = ['Ann', 'Bob', 'Chen Wei', 'Dara', 'Eli'];
		await openWorksheet(encodeAssignment(varied));
		await page.getByLabel('Student names').fill(names.join('\n'));
		await expect.poll(() => page.locator('article.sheet').count(), WAIT).toBe(5);
		const nameLines = await page.locator('article.sheet .name-line .write-on').allTextContents();
		expect(nameLines).toEqual(names);
		await keyReady();
		const key = page.locator('article.answer-key');
		const groups = key.locator('.variant');
		const listed: string[] = [];
		for (let g = 0; g < (await groups.count()); g++) {
			const group = groups.nth(g);
			const who = ((await group.getByRole('heading', { level: 4 }).textContent()) ?? '')
				.replace(/^For /, '')
				.split(', ');
			const tour = await tourOn(group.getByRole('grid'), 6, 6);
			for (const name of who) {
				// Each student's tour meets that student's variant, as the library picks it.
				expect(checkTourTask(studentTask(varied, 0, name) as TourTask, tour)).toEqual({
					status: 'right',
				});
				listed.push(name);
			}
		}
		expect(listed.sort()).toEqual([...names].sort());
		// Five worksheets, each starting on a page of its own, then the key.
		const pdf = await page.pdf({ format: 'A4' });
		writeFileSync(`${OUT}/names-A4.pdf`, pdf);
		expect(pdfPages(pdf)).toBeGreaterThanOrEqual(names.length + 1);
		// The class list is kept in this browser for the next visit.
		await page.reload();
		await waitForIsland(page.locator('.worksheet-page'));
		await expect.poll(() => page.locator('article.sheet').count(), WAIT).toBe(5);
		expect(await page.getByLabel('Student names').inputValue()).toBe(names.join('\n'));
	});

	test('a damaged link is explained, and the pasted link opens the assignment', async () => {
		const damaged = `${code.slice(0, 12)}${code[12] === 'x' ? 'y' : 'x'}${code.slice(13)}`;
		await openWorksheet(damaged);
		const alert = page.getByRole('alert');
		await expect
			.poll(() => alert.textContent(), WAIT)
			.toMatch(/^This assignment link cannot be read: /);
		await page
			.getByLabel('Assignment link or code')
			.fill(`Here is the link: ${siteUrl(`/classroom/do/#${code}`)} — thanks`);
		await page.getByRole('button', { name: 'Open' }).click();
		await expect.poll(() => page.locator('article.sheet').count(), WAIT).toBe(1);
		expect(new URL(page.url()).hash).toBe(`#${code}`);
		expect(await page.getByRole('alert').count()).toBe(0);
	});
});

describe('printing', () => {
	test('print media: no site chrome or controls, boards sized in mm, the key on its own page', async () => {
		await openWorksheet(code);
		await keyReady();
		await page.emulateMedia({ media: 'print' });
		for (const chrome of ['.site-header', '.site-footer', '.controls-panel', '.worksheet-intro']) {
			expect(await page.locator(chrome).isVisible(), chrome).toBe(false);
		}
		expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
		await page.emulateMedia({ media: null });
		// Print opens the browser's print dialog (replaced here: headless Chromium has none).
		await page.evaluate(() => {
			window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
		});
		await page.getByRole('button', { name: 'Print' }).click();
		expect(await page.locator('html').getAttribute('data-printed')).toBe('yes');
		await page.emulateMedia({ media: 'print' });
		const board = page.locator('article.sheet .worksheet-board').first();
		const { widthMm, squareMm } = boardPrintSize(5, 5);
		expect(squareMm).toBeGreaterThanOrEqual(9);
		const width = (await board.boundingBox())?.width ?? 0;
		expect(width).toBeCloseTo((widthMm * 96) / 25.4, 0);
		expect(await board.evaluate((b) => getComputedStyle(b).breakInside)).toBe('avoid');
		expect(
			await page.locator('article.answer-key').evaluate((k) => getComputedStyle(k).breakBefore),
		).toBe('page');
		const ink = await page
			.locator('article.sheet .square.dark rect')
			.first()
			.evaluate((rect) => getComputedStyle(rect).fill);
		expect(ink).toBe('rgb(230, 230, 230)');
		// The QR code prints at least 6 cm wide, with a one-line caption, not the link's text.
		const qr = page.getByRole('img', { name: 'QR code of the Assignment link' }).first();
		expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual((60 * 96) / 25.4 - 1);
		expect(
			(await page.locator('article.sheet .online').textContent())?.replace(/\s+/g, ' ').trim(),
		).toBe('Do it online: scan this code with a phone or tablet.');
		// A tour task can be claimed impossible on paper too, with lines for the reason.
		expect(
			await page
				.locator('article.sheet')
				.first()
				.getByText('There is no such tour, because …')
				.count(),
		).toBeGreaterThan(0);
		await page.emulateMedia({ media: null });
	});

	test('Chromium prints the worksheet and the key to PDF on A4 and Letter, each on pages of its own', async () => {
		await openWorksheet(code);
		await keyReady();
		const pages: Record<string, number> = {};
		for (const format of ['A4', 'Letter'] as const) {
			const pdf = await page.pdf({ format, printBackground: true });
			writeFileSync(`${OUT}/worksheet-${format}.pdf`, pdf);
			expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
			pages[format] = pdfPages(pdf);
			expect(pages[format]).toBeGreaterThanOrEqual(2);
		}
		// The worksheet alone and the key alone each take fewer pages than both.
		await page.getByRole('radio', { name: 'Worksheets only' }).check();
		const sheetsOnly = pdfPages(await page.pdf({ format: 'A4' }));
		await page.getByRole('radio', { name: 'Answer key only' }).check();
		const keyOnly = await page.pdf({ format: 'A4' });
		writeFileSync(`${OUT}/answer-key-A4.pdf`, keyOnly);
		expect(sheetsOnly).toBeGreaterThanOrEqual(1);
		expect(pdfPages(keyOnly)).toBeGreaterThanOrEqual(1);
		expect(sheetsOnly + pdfPages(keyOnly)).toBe(pages['A4']);
	});

	test('the QR code takes no page of its own per student: it prints beside the title', async () => {
		// Issue 29's eight-task assignment, printed for three students, worksheets only, on A4.
		await openWorksheet(encodeAssignment(EIGHT_TASKS));
		await page.getByLabel('Student names').fill('Ann\nBob\nChen Wei');
		await expect.poll(() => page.locator('article.sheet').count(), WAIT).toBe(3);
		await page.getByRole('radio', { name: 'Worksheets only' }).check();
		expect(await page.locator('article.sheet .online svg.qr').count()).toBe(3);
		// Printed, the code sits beside the title, level with it, at least 6 cm wide.
		await page.emulateMedia({ media: 'print' });
		const place = await page
			.locator('article.sheet')
			.first()
			.evaluate((sheet) => {
				const title = sheet.querySelector('h2')?.getBoundingClientRect();
				const code = sheet.querySelector('svg.qr')?.getBoundingClientRect();
				const task = sheet.querySelector('.task')?.getBoundingClientRect();
				return { title, code, task };
			});
		expect(place.code?.top ?? 0).toBeLessThan(place.title?.bottom ?? 0);
		expect(place.code?.left ?? 0).toBeGreaterThan(place.title?.left ?? 0);
		expect(place.code?.bottom ?? 0).toBeLessThanOrEqual(place.task?.top ?? 0);
		expect(place.code?.width ?? 0).toBeGreaterThanOrEqual((60 / 25.4) * 96 - 1);
		await page.emulateMedia({ media: null });
		const pdf = await page.pdf({ format: 'A4' });
		writeFileSync(`${OUT}/eight-tasks-three-students-A4.pdf`, pdf);
		const withQr = pdfPages(pdf);
		// The same sheets without the QR code take as many pages. (At the end of the sheet it took a
		// fifth page per student: the fourth was full.)
		await page.evaluate(() => {
			for (const online of document.querySelectorAll('article.sheet .online')) online.remove();
		});
		const withoutQr = pdfPages(await page.pdf({ format: 'A4' }));
		const perStudent = withQr / 3;
		writeFileSync(
			`${OUT}/pages-per-student.json`,
			`${JSON.stringify({ withQr, withoutQr, perStudent }, null, '\t')}\n`,
		);
		expect(Number.isInteger(perStudent)).toBe(true);
		expect(withQr).toBe(withoutQr);
		// Four pages per student hold the eight tasks (three boards of about half a page each, four
		// questions, a program box), as measured when this was written; more would be a regression.
		expect(perStudent).toBeLessThanOrEqual(4);
	});

	test('big boards shrink to the page, holes and fixed moves printed', async () => {
		const eight = createBoard(8, 8);
		const at = (name: string): Square => parseSquare(eight, name);
		const big: Assignment = {
			title: 'Big boards',
			instructions: 'Fill in what you can.',
			tasks: [
				{
					kind: 'tour',
					board: { rows: 8, cols: 8, holes: [at('d4'), at('d5')] },
					start: at('a1'),
					constraints: [{ move: 21, square: at('c3') }],
				},
				{ kind: 'tour', board: { rows: 16, cols: 16 }, closed: true },
				{ kind: 'tour', board: { rows: 40, cols: 40 }, start: 0 },
				{ kind: 'tour', board: { rows: 5, cols: 5 }, closed: true },
			],
		};
		await openWorksheet(encodeAssignment(big));
		await keyReady();
		const sheet = page.locator('article.sheet');
		const holed = sheet.getByRole('grid', { name: /^Task 1:/ });
		expect(await holed.getByRole('gridcell', { name: 'd4, hole' }).count()).toBe(1);
		expect(await holed.getByRole('gridcell', { name: 'c3, move 21 fixed' }).count()).toBe(1);
		expect(await sheet.textContent()).toContain('The 2 shaded squares (d4 and d5) are holes');
		// A 5×5 closed tour cannot be: the key says why instead of a board.
		expect(await page.locator('article.answer-key .problem').textContent()).toMatch(
			/^This task cannot be done\. No closed tour on 5×5/,
		);
		const solved = page.locator('article.answer-key').getByRole('grid');
		expect(await solved.count()).toBe(3);
		const holedTour = await tourOn(solved.first(), 8, 8);
		expect(holedTour).toHaveLength(62);
		expect(checkTourTask(big.tasks[0] as TourTask, holedTour)).toEqual({ status: 'right' });
		await page.emulateMedia({ media: 'print' });
		const pageWidthPx = ((210 - 2 * 14) * 96) / 25.4;
		const boards = page.locator('.worksheet-board');
		for (let i = 0; i < (await boards.count()); i++) {
			const box = await boards.nth(i).boundingBox();
			expect(box?.width ?? Infinity).toBeLessThanOrEqual(pageWidthPx + 1);
		}
		const squareMm = await boards.evaluateAll((all) =>
			all.map((b) => Number(b.getAttribute('data-square-mm'))),
		);
		expect(squareMm.slice(0, 3)).toEqual([14, 11, 4.4]);
		const pdf = await page.pdf({ format: 'A4' });
		writeFileSync(`${OUT}/big-boards-A4.pdf`, pdf);
		// Three worksheet boards and three key boards, none of which fits beside another this big.
		expect(pdfPages(pdf)).toBeGreaterThanOrEqual(5);
		await page.emulateMedia({ media: null });
	});
});

describe('the page', () => {
	test('has no serious accessibility violations in either theme, with the key solved', async () => {
		await openWorksheet(code);
		await keyReady();
		await expectNoSeriousAxeViolations(page);
		await page.emulateMedia({ colorScheme: 'dark' });
		await expectNoSeriousAxeViolations(page);
		await page.screenshot({ path: `${OUT}/screen-dark.png`, fullPage: true });
		await page.emulateMedia({ colorScheme: 'light' });
	});

	test('fits a 360 px screen without sideways scrolling', async () => {
		await page.setViewportSize({ width: 360, height: 800 });
		await openWorksheet(code);
		await keyReady();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			360,
		);
		await page.screenshot({ path: `${OUT}/screen-360.png`, fullPage: true });
	});
});
