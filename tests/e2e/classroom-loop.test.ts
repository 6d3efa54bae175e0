/**
 * The whole classroom loop of issue 12, in three browsers that share nothing (a teacher's, a
 * student's and the teacher's again on another day): build an assignment with three tasks in the
 * builder, open its link in the student's browser, do the tasks with one wrong, Submit, paste the
 * Submission code on the checking page and see the marks; print the worksheet and answer key to
 * PDF.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { codeFromFragment } from '../../src/components/classroom/classroom-links.ts';
import {
	createBoard,
	decodeAssignment,
	markSubmission,
	parseSquare,
	squareName,
	tourTaskVerdict,
	warnsdorffTour,
	decodeSubmission,
	type TourAssignmentTask,
} from '../../src/lib/index.ts';
import {
	closeChecked,
	launchBrowser,
	siteUrl,
	waitForIsland,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

/** Where the PDF and screenshots go, for people to look at. */
const OUT = 'test-results/classroom-loop';
/** Long waits: the builder and the worksheet solve in workers, on a machine that may be busy. */
const WAIT = { timeout: 30_000 };

/** The third task's right answer: move 3 of Warnsdorff's rule (first tie-break) on 8×8 from a1. */
const eight = createBoard(8, 8);
const warnsdorff = warnsdorffTour(eight, { start: parseSquare(eight, 'a1') });
if (warnsdorff.status !== 'found') throw new Error('the first tie-break tours 8×8 from a1');
const predicted = squareName(eight, warnsdorff.tour[2] as number);
/** A wrong answer to it: any other square of the board. */
const wrongPrediction = predicted === 'c2' ? 'b3' : 'c2';

const browsers: TestBrowser[] = [];

beforeAll(async () => {
	mkdirSync(OUT, { recursive: true });
});

afterAll(async () => {
	for (const browser of browsers) await browser.close();
});

/** A page in a browser of its own (a fresh profile: no storage shared with the other people). */
async function freshPage(): Promise<{ page: Page; problems: string[] }> {
	const browser = await launchBrowser();
	browsers.push(browser);
	const page = await browser.context.newPage();
	return { page, problems: watchProblems(page) };
}

/** The builder's task card numbered `n` (from 1). */
function builderTask(page: Page, n: number): Locator {
	return page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: `Task ${String(n)}:` }) });
}

/** Adds a task of a kind (the builder's menu value). */
async function addTask(page: Page, kind: string): Promise<void> {
	await page.getByLabel('Kind of task').selectOption(kind);
	await page.getByRole('button', { name: 'Add task', exact: true }).click();
}

describe('the classroom loop', () => {
	test('build three tasks, do them in another browser (one wrong), submit, check in a third; print the worksheet', async () => {
		// The teacher builds the assignment.
		const teacher = await freshPage();
		await teacher.page.goto(siteUrl('/classroom/'));
		await waitForIsland(teacher.page.locator('.builder-form'));
		await teacher.page.getByLabel('Title').fill('Knight tours, week 1');
		await teacher.page.getByLabel('Instructions').fill('Do all three tasks, then press Submit.');
		await addTask(teacher.page, 'tour');
		const tour = builderTask(teacher.page, 1);
		await tour.getByLabel('Rows').fill('5');
		await tour.getByLabel('Columns').fill('5');
		await tour.getByRole('textbox', { name: 'Start', exact: true }).fill('a1');
		await expect
			.poll(() => tour.getByRole('status').last().textContent(), WAIT)
			.toBe('The site found a tour of all 25 squares.');
		await addTask(teacher.page, 'question');
		const question = builderTask(teacher.page, 2);
		await question.getByLabel('Question').fill('How many squares has a 5×5 board?');
		await question.getByLabel('Answer').fill('25');
		await addTask(teacher.page, 'predict');
		const predict = builderTask(teacher.page, 3);
		await predict.getByRole('textbox', { name: 'Move', exact: true }).fill('3');
		await expect
			.poll(() => predict.getByRole('status').last().textContent(), WAIT)
			.toBe(`Answer: ${predicted}`);
		await teacher.page.getByRole('button', { name: 'Create assignment' }).click();
		const link = await teacher.page.getByRole('textbox', { name: 'Assignment link' }).inputValue();
		const assignment = decodeAssignment(codeFromFragment(new URL(link).hash));
		expect(assignment.tasks.map((task) => task.kind)).toEqual(['tour', 'question', 'question']);

		// The worksheet and its answer key, printed to PDF.
		const worksheetHref = await teacher.page
			.getByRole('link', { name: /^Worksheet and answer key/ })
			.getAttribute('href');
		await teacher.page.goto(new URL(worksheetHref ?? '', siteUrl('/')).href);
		await waitForIsland(teacher.page.locator('.worksheet-page'));
		await expect
			.poll(() => teacher.page.getByRole('status').textContent(), { timeout: 60_000 })
			.toMatch(/^Answer key ready/);
		const pdf = await teacher.page.pdf({ format: 'A4' });
		writeFileSync(`${OUT}/worksheet.pdf`, pdf);
		// One `/Type /Page` object per page: the worksheet, then the key on pages of its own.
		expect(
			pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0,
		).toBeGreaterThanOrEqual(2);
		await closeChecked(teacher.page, teacher.problems);

		// The student opens the link in a browser of their own and does the work.
		const student = await freshPage();
		await student.page.goto(link);
		await student.page.waitForFunction(
			() => document.querySelector('main astro-island[ssr]') === null,
			null,
			{ timeout: 60_000 },
		);
		await student.page.getByLabel('Your name', { exact: true }).fill('Grace Hopper');
		const tourTask = assignment.tasks[0] as TourAssignmentTask;
		const verdict = tourTaskVerdict(tourTask);
		if (verdict.possible !== true) throw new Error('5×5 has a tour from a1');
		const five = createBoard(5, 5);
		const board = student.page.locator('[data-task="0"]');
		for (const square of verdict.tour) {
			await board
				.getByRole('gridcell', { name: new RegExp(`^${squareName(five, square)}\\b`) })
				.click();
		}
		await expect
			.poll(() => board.getByRole('status').textContent(), WAIT)
			.toContain('A full tour — ready to hand in.');
		await student.page.getByLabel('Your answer to task 2').fill('25');
		await student.page.getByLabel('Your answer to task 3').fill(wrongPrediction);
		await student.page.getByRole('button', { name: 'Submit', exact: true }).click();
		const codeBox = student.page.getByLabel('Submission code', { exact: true });
		await expect.poll(() => codeBox.inputValue(), WAIT).toMatch(/^KTS1\./);
		const submissionCode = await codeBox.inputValue();
		// The library, here, agrees with what the checking page will say.
		const marks = markSubmission(assignment, decodeSubmission(submissionCode));
		expect(marks.tasks.map((mark) => mark.correct)).toEqual([true, true, false]);
		await closeChecked(student.page, student.problems);

		// The teacher, in a third browser, checks the code against the link.
		const checker = await freshPage();
		await checker.page.goto(siteUrl('/classroom/check/'));
		await waitForIsland(checker.page.getByLabel('Submission codes', { exact: true }));
		await checker.page.getByLabel('Assignment link', { exact: true }).fill(link);
		await expect
			.poll(() => checker.page.getByRole('heading', { level: 3 }).first().textContent(), WAIT)
			.toBe('Knight tours, week 1');
		await checker.page
			.getByLabel('Submission codes', { exact: true })
			.fill(`Grace: here is my code\n${submissionCode}\nthanks!`);
		await checker.page.getByRole('button', { name: 'Check', exact: true }).click();
		const row = checker.page
			.getByRole('row')
			.filter({ has: checker.page.getByRole('rowheader', { name: 'Grace Hopper', exact: true }) });
		await expect.poll(() => row.count(), WAIT).toBe(1);
		expect(await row.textContent()).toContain('2 of 3');
		expect(await row.getByText('✓').count()).toBe(2);
		// Her details, opened by her name: the library's reasons.
		await row.getByRole('button', { name: 'Grace Hopper', exact: true }).click();
		const text = (await checker.page.locator('.check-results tr.details').textContent()) ?? '';
		expect(text).toContain(marks.tasks[2]?.reason ?? 'a reason');
		expect(text).toContain(`The answer ${wrongPrediction} is not right.`);
		await checker.page.screenshot({ path: `${OUT}/checked.png`, fullPage: true });
		await closeChecked(checker.page, checker.problems);
	});
});
