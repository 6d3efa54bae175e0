/**
 * The student's page (issue 12): an assignment made here with encodeAssignment (a 5×5 tour from a1
 * with hints, and a question) opened from its link; a name typed; the tour built by clicking and by
 * keyboard (a refused move explained, a hint counted), the question answered; a reload that keeps
 * everything; Submit, the code read and marked by the library here; the downloaded file; axe in
 * both themes; 360 px. Then a task with variants: another name gets its own variant and starts
 * blank, and the first name's work comes back with it. Then a damaged link explained and the right
 * link pasted in its place.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	assignmentId,
	checkWorkLog,
	createBoard,
	decodeSubmission,
	encodeAssignment,
	markSubmission,
	parseSquare,
	squareName,
	studentTask,
	type Assignment,
	type TourAssignmentTask,
} from '../../src/lib/index.ts';
import { tourTaskVerdict } from '../../src/lib/tour-task.ts';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	launchBrowser,
	openPage,
	type TestBrowser,
} from './browser.ts';

/** Where the screenshots go, for people to look at. */
const OUT = 'test-results/classroom-student';

const board = createBoard(5, 5);
const a1 = parseSquare(board, 'a1');
const assignment: Assignment = {
	title: 'Week 3: <b>tours</b>',
	instructions: 'Build the tour from a1.\nThen answer <i>the question</i>.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: a1, hints: true },
		{ kind: 'question', question: 'How many squares has a 5×5 board?', answer: '25' },
	],
};
const code = encodeAssignment(assignment);

/** A full tour for the task, from the library's verdict, as square names. */
const tour: string[] = (() => {
	const verdict = tourTaskVerdict(assignment.tasks[0] as Parameters<typeof tourTaskVerdict>[0]);
	if (verdict.possible !== true) throw new Error('5×5 has a tour from a1');
	return verdict.tour.map((square) => squareName(board, square));
})();

let browser: TestBrowser;

beforeAll(async () => {
	mkdirSync(OUT, { recursive: true });
	browser = await launchBrowser();
	await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

afterAll(async () => {
	await browser.close();
});

/**
 * Waits until the page's island has hydrated. (The island's first element is replaced as soon as
 * it runs, when it has read the fragment, so waitForIsland's element would go away under it.)
 */
async function hydrated(page: Page): Promise<void> {
	await page.waitForFunction(
		() => document.querySelector('main astro-island[ssr]') === null,
		null,
		{
			timeout: 60_000,
		},
	);
}

/** Opens the student's page on a fragment, hydrated. */
async function open(fragment: string): Promise<{ page: Page; problems: string[] }> {
	const opened = await openPage(browser, `/classroom/do/#${fragment}`);
	await hydrated(opened.page);
	return opened;
}

/** The board's square by name. */
function cell(page: Page, name: string): Locator {
	return page.getByRole('gridcell', { name: new RegExp(`^${name}\\b`) });
}

/** The first task's section. */
function task(page: Page, n: number): Locator {
	return page.locator(`[data-task="${String(n - 1)}"]`);
}

/** Moves the board's focus from square `from` to `to` with the arrow keys, then presses Enter. */
async function keyTo(page: Page, from: string, to: string): Promise<void> {
	const across = to.charCodeAt(0) - from.charCodeAt(0);
	const up = Number(to.slice(1)) - Number(from.slice(1));
	for (let i = 0; i < Math.abs(across); i++)
		await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
	for (let i = 0; i < Math.abs(up); i++)
		await page.keyboard.press(up > 0 ? 'ArrowUp' : 'ArrowDown');
	await page.keyboard.press('Enter');
}

/** Whether two squares are a knight's move apart. */
function leap(a: string, b: string): boolean {
	const dx = Math.abs(a.charCodeAt(0) - b.charCodeAt(0));
	const dy = Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
	return dx * dy === 2;
}

describe('/classroom/do/', () => {
	test('a tour and a question done, kept across a reload, submitted and marked all right', async () => {
		const { page, problems } = await open(code);
		// The teacher's text is shown as text, never as HTML.
		expect(await page.locator('main h1').textContent()).toBe('Week 3: <b>tours</b>');
		expect(await page.locator('main b, main i').count()).toBe(0);
		await expect.poll(() => page.title()).toBe("Week 3: <b>tours</b> · Knight's Tour Notebook");
		await expect.poll(() => page.getByText('Type your name to see the tasks.').count()).toBe(1);

		await page.getByLabel('Your name', { exact: true }).fill('Ada Lovelace');
		const tourTask = task(page, 1);
		const status = tourTask.getByRole('status');
		await expect.poll(() => status.textContent()).toContain('Not a full tour yet.');

		// The first eight moves by mouse; a refused square is explained at once.
		for (const name of tour.slice(0, 8)) await cell(page, name).click();
		const last = tour[7] as string;
		const refused = ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'b2', 'c2', 'd2', 'e2', 'c3', 'd3'].find(
			(name) => !tour.slice(0, 8).includes(name) && !leap(last, name),
		) as string;
		await cell(page, refused).click();
		await expect.poll(() => status.textContent()).toContain("is not a knight's move");
		expect(await tourTask.locator('.count').textContent()).toContain('8 of 25 squares');

		// A hint, counted: it names a square from which a full tour still follows.
		await tourTask.getByRole('button', { name: 'Hint' }).click();
		await expect.poll(() => status.textContent()).toMatch(/Hint: try [a-e][1-5] as move 9/);
		expect(await tourTask.locator('.tally').textContent()).toBe('Hints taken: 1');
		// The same hint asked again, with no move in between, is not counted again.
		await tourTask.getByRole('button', { name: 'Hint' }).click();
		await expect.poll(() => status.textContent()).toMatch(/Hint: try [a-e][1-5] as move 9/);
		expect(await tourTask.locator('.tally').textContent()).toBe('Hints taken: 1');
		await tourTask.screenshot({ path: `${OUT}/task-after-hint.png` });

		// The rest by keyboard, from the refused square (it holds the board's focus).
		await cell(page, refused).focus();
		let at = refused;
		for (const name of tour.slice(8)) {
			await keyTo(page, at, name);
			at = name;
		}
		await expect.poll(() => tourTask.locator('.count').textContent()).toContain('25 of 25 squares');
		await expect.poll(() => status.textContent()).toContain('A full tour — ready to hand in.');

		const answer = page.getByLabel('Your answer to task 2');
		await answer.fill('25');
		// Time is counted while a task is in use: leave the question on screen for a moment.
		await page.waitForTimeout(2500);

		// A reload loses nothing.
		await page.reload();
		await hydrated(page);
		await expect
			.poll(() => page.getByLabel('Your name', { exact: true }).inputValue())
			.toBe('Ada Lovelace');
		await expect.poll(() => task(page, 1).locator('.count').textContent()).toContain('25 of 25');
		expect(await page.getByLabel('Your answer to task 2').inputValue()).toBe('25');
		expect(await task(page, 1).locator('.tally').textContent()).toBe('Hints taken: 1');

		// Submit: the code, read back and marked here by the library.
		await page.getByRole('button', { name: 'Submit', exact: true }).click();
		const field = page.getByLabel('Submission code', { exact: true });
		await expect.poll(() => field.inputValue()).toMatch(/^KTS1\./);
		const submitted = await field.inputValue();
		const submission = decodeSubmission(submitted);
		expect(submission.name).toBe('Ada Lovelace');
		expect(submission.assignment).toBe(assignmentId(assignment));
		expect(submission.answers[0]?.tour?.map((s) => squareName(board, s))).toEqual(tour);
		expect(submission.answers[0]?.hints).toBe(1);
		expect(submission.answers[0]?.solutionShown).toBe(false);
		expect(submission.answers[1]?.answer).toBe('25');
		expect(submission.answers[1]?.seconds).toBeGreaterThan(0);
		const log = submission.answers[0]?.log;
		expect(
			log === undefined ? 'absent' : checkWorkLog(log, submission.assignment, 0, 'Ada Lovelace'),
		).toBe('verified');
		const marks = markSubmission(assignment, submission);
		expect(marks.tasks.map((m) => [m.correct, m.reason, m.log])).toEqual([
			[true, 'Right.', 'verified'],
			[true, 'Right.', 'absent'],
		]);
		await expect
			.poll(() => page.locator('.hand-in').textContent())
			.toContain('not proof against a determined cheat');

		// Copy, and the file: the code itself, named after the assignment and the student.
		await page.getByRole('button', { name: 'Copy', exact: true }).click();
		await expect
			.poll(() => page.locator('.hand-in [role=status]').textContent())
			.toMatch(/Submission code copied|press Ctrl\+C/);
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: 'Download as a file' }).click(),
		]);
		expect(download.suggestedFilename()).toBe('week-3-b-tours-b-ada-lovelace.txt');
		expect(readFileSync(await download.path(), 'utf8').trim()).toBe(submitted);

		// A change makes the code out of date; Submit again gives an updated one.
		await answer.fill('twenty-five');
		await expect.poll(() => page.locator('.stale').count()).toBe(1);
		await page.getByRole('button', { name: 'Submit', exact: true }).click();
		await expect.poll(() => field.inputValue()).not.toBe(submitted);
		expect(decodeSubmission(await field.inputValue()).answers[1]?.answer).toBe('twenty-five');

		await expectNoSeriousAxeViolations(page);
		await page.screenshot({ path: `${OUT}/desktop.png`, fullPage: true });
		await page.evaluate(() => (document.documentElement.dataset['theme'] = 'dark'));
		await expectNoSeriousAxeViolations(page);
		await page.screenshot({ path: `${OUT}/desktop-dark.png`, fullPage: true });
		await page.evaluate(() => (document.documentElement.dataset['theme'] = 'light'));

		await page.setViewportSize({ width: 360, height: 740 });
		await expect
			.poll(() => page.evaluate(() => document.documentElement.scrollWidth))
			.toBeLessThanOrEqual(360);
		await page.screenshot({ path: `${OUT}/phone-360.png`, fullPage: true });
		await closeChecked(page, problems);
	});

	test('the task’s start is on the board as move 1 before the first click, and a hint goes on from it', async () => {
		const { page, problems } = await open(code);
		await page.getByLabel('Your name', { exact: true }).fill('Grace Hopper');
		const tourTask = task(page, 1);
		await expect.poll(() => cell(page, 'a1').getAttribute('aria-label')).toMatch(/^a1, move 1\b/);
		expect(await tourTask.locator('.count').textContent()).toContain(
			'1 of 25 squares (move 1 on a1 is given)',
		);
		expect(await tourTask.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
		// The hint starts from the given square: it names move 2, never the start the board shows.
		await tourTask.getByRole('button', { name: 'Hint' }).click();
		const status = tourTask.getByRole('status');
		await expect.poll(() => status.textContent()).toMatch(/Hint: try [a-e][1-5] as move 2\b/);
		// The first click goes on from a1, as it would on a board that shows it.
		const second = tour[1] as string;
		await cell(page, second).click();
		await expect.poll(() => status.textContent()).toContain(`Move 2: ${second}.`);
		expect(await tourTask.locator('.count').textContent()).toContain('2 of 25 squares');
		await closeChecked(page, problems);
	});

	test('a hint never names a square the task shows: it goes on past a fixed move', async () => {
		// The tour's move 2 made a fixed move of the task: the board marks it "(2)".
		const fixed: Assignment = {
			...assignment,
			tasks: [
				{
					kind: 'tour',
					board: { rows: 5, cols: 5 },
					start: a1,
					constraints: [{ move: 2, square: parseSquare(board, tour[1] as string) }],
					hints: true,
				},
			],
		};
		const { page, problems } = await open(encodeAssignment(fixed));
		await page.getByLabel('Your name', { exact: true }).fill('Grace Hopper');
		const tourTask = task(page, 1);
		await expect
			.poll(() => cell(page, tour[1] as string).getAttribute('aria-label'))
			.toContain('must be move 2');
		await tourTask.getByRole('button', { name: 'Hint' }).click();
		const status = tourTask.getByRole('status');
		await expect
			.poll(() => status.textContent())
			.toMatch(
				new RegExp(
					`^Hint: after move 2 on ${tour[1] as string}, which the task gives, try [a-e][1-5] as move 3\\b`,
				),
			);
		await closeChecked(page, problems);
	});

	test('another name gets its own variant and starts blank; the first name’s work comes back', async () => {
		const corners = ['a1', 'e5', 'a5', 'e1'].map((name) => parseSquare(board, name));
		const varied: Assignment = {
			title: 'Variants',
			instructions: '',
			tasks: [
				{
					kind: 'tour',
					board: { rows: 5, cols: 5 },
					variants: corners.map((start) => ({ start })),
				},
			],
		};
		const startOf = (name: string): string =>
			squareName(board, (studentTask(varied, 0, name) as TourAssignmentTask).start as number);
		// Ada adds her surname: a name put right, which the library gives another variant.
		const other = ['Lovelace', 'King', 'Byron', 'Ross', 'Hart']
			.map((surname) => `Ada ${surname}`)
			.find((n) => startOf(n) !== startOf('Ada'));
		if (other === undefined) throw new Error('five surnames all kept the variant of Ada');
		const { page, problems } = await open(encodeAssignment(varied));
		const name = page.getByLabel('Your name', { exact: true });
		await name.fill('Ada');
		// Her start is given as move 1; her first click is move 2.
		const adaTask = studentTask(varied, 0, 'Ada') as TourAssignmentTask;
		const adaTour = tourTaskVerdict(adaTask);
		if (adaTour.possible !== true) throw new Error('a 5×5 tour from a corner exists');
		await cell(page, squareName(board, adaTour.tour[1] as number)).click();
		await expect.poll(() => task(page, 1).locator('.count').textContent()).toContain('2 of 25');
		expect(await task(page, 1).locator('.asks').textContent()).toContain(
			`must start on ${startOf('Ada')}`,
		);

		await name.fill(other);
		// Blank but for the start the task gives this name.
		await expect
			.poll(() => task(page, 1).locator('.count').textContent())
			.toContain(`1 of 25 squares (move 1 on ${startOf(other)} is given)`);
		expect(await task(page, 1).locator('.asks').textContent()).toContain(
			`must start on ${startOf(other)}`,
		);
		const notices = page.locator('.notices');
		await expect.poll(() => notices.textContent()).toContain('“Ada” stays saved on this computer');
		expect(await notices.textContent()).toContain(
			`Task 1 depends on your name, and it changed with it: for “${other}” it starts on ${startOf(other)}, not on ${startOf('Ada')}.`,
		);
		expect(
			await page.getByRole('button', { name: 'Bring the work of “Ada” over to this name' }).count(),
		).toBe(1);

		// Bob is nobody's name put right: Ada's work is not offered to him.
		await name.fill('Bob');
		await expect.poll(() => notices.textContent()).toContain('“Ada” stays saved on this computer');
		expect(await page.getByRole('button', { name: /^Bring the work of/ }).count()).toBe(0);

		await name.fill('ada');
		await expect.poll(() => task(page, 1).locator('.count').textContent()).toContain('2 of 25');
		await closeChecked(page, problems);
	});

	test('a damaged link is explained, and the right link pasted opens the assignment', async () => {
		const damaged = code.slice(0, -6);
		const { page, problems } = await open(damaged);
		const alert = page.getByRole('alert').filter({ hasText: 'damaged' });
		await expect
			.poll(() => alert.textContent())
			.toMatch(/^This assignment link is damaged or cut short: \S/);
		await page.screenshot({ path: `${OUT}/damaged-link.png`, fullPage: true });
		const box = page.getByLabel('Paste the assignment link again');
		await box.fill('no code here');
		await page.getByRole('button', { name: 'Open the assignment' }).click();
		await expect
			.poll(() => page.getByText('There is no assignment code in that text').count())
			.toBe(1);
		await box.fill(`Here is the link: http://example.org/classroom/do/#${code} — due Friday`);
		await page.getByRole('button', { name: 'Open the assignment' }).click();
		await expect.poll(() => page.locator('main h1').textContent()).toBe('Week 3: <b>tours</b>');
		await expectNoSeriousAxeViolations(page);
		await page.goto(page.url().replace(/#.*$/, '#'));
		await page.reload();
		await expect
			.poll(() => page.getByRole('alert').first().textContent())
			.toContain('this link has no assignment in it');
		await closeChecked(page, problems);
	});
});
