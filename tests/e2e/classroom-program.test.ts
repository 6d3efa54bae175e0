/**
 * "Write a program" in assignments (issue 13), in browsers that share nothing: the teacher builds
 * an assignment with a program task (the builder runs the exercise's reference in the code worker
 * first), one student hands in a right program in JavaScript and another a wrong one in Python,
 * and the checking page runs both again in the code worker and marks them right and wrong.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { codeFromFragment } from '../../src/components/classroom/classroom-links.ts';
import { decodeAssignment, decodeSubmission } from '../../src/lib/classroom/index.ts';
import { JS_PROGRAMS } from '../../src/lib/code/reference/javascript.ts';
import { PY_PROGRAMS } from '../../src/lib/code/reference/python.ts';
import {
	closeChecked,
	launchBrowser,
	siteUrl,
	waitForIsland,
	watchProblems,
	type TestBrowser,
} from './browser.ts';

/** Long waits: workers, Pyodide, a machine that may be busy. */
const WAIT = { timeout: 60_000 };
const EXERCISE = 'warnsdorff-first';

const browsers: TestBrowser[] = [];

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

/** Does the assignment as `name`: writes `program` in `language` into the cell, runs it, submits. */
async function handIn(
	link: string,
	name: string,
	language: 'JavaScript' | 'Python',
	program: string,
): Promise<{ code: string; verdict: string }> {
	const student = await freshPage();
	const { page } = student;
	await page.goto(link);
	await page.getByLabel('Your name', { exact: true }).fill(name);
	const cell = page.getByRole('region', { name: 'Code cell: task 1' });
	await cell.getByRole('button', { name: 'Run' }).waitFor(WAIT);
	// An assignment gives no solution.
	expect(await cell.getByRole('button', { name: 'Show solution' }).count()).toBe(0);
	if (language === 'Python') await cell.getByRole('radio', { name: 'Python' }).check();
	await cell.getByRole('textbox', { name: `Your program (${language})` }).click();
	const editor = cell.locator('.cm-content');
	await editor.waitFor(WAIT);
	// Typing a whole program key by key would take long and auto-indent it: select all, then paste.
	await page.keyboard.press('ControlOrMeta+A');
	await page.keyboard.insertText(program);
	await cell.getByRole('button', { name: 'Run' }).click();
	await expect
		.poll(() => cell.getByRole('status').first().textContent(), WAIT)
		.toMatch(/tests passed|First failure/);
	const verdict = (await cell.getByRole('status').first().textContent()) ?? '';
	await page.getByRole('button', { name: 'Submit', exact: true }).click();
	const code = await page.getByLabel('Submission code', { exact: true }).inputValue();
	await closeChecked(page, student.problems);
	return { code, verdict };
}

describe('a program task, from the builder to the checking page', () => {
	test('build, hand in a right program (JavaScript) and a wrong one (Python), check them', async () => {
		const teacher = await freshPage();
		await teacher.page.goto(siteUrl('/classroom/'));
		await waitForIsland(teacher.page.locator('.builder-form'));
		await teacher.page.getByLabel('Title').fill('Write the rule');
		await teacher.page.getByLabel('Kind of task').selectOption('program');
		await teacher.page.getByRole('button', { name: 'Add task', exact: true }).click();
		const task = teacher.page
			.getByRole('listitem')
			.filter({ has: teacher.page.getByRole('heading', { name: 'Task 1:' }) });
		await task.getByLabel('Exercise').selectOption(EXERCISE);
		await expect
			.poll(() => task.getByRole('status').last().textContent(), WAIT)
			.toMatch(/reference solution passes all 3 tests in JavaScript .* and Python/);
		await teacher.page.getByRole('button', { name: 'Create assignment' }).click();
		const link = await teacher.page.getByRole('textbox', { name: 'Assignment link' }).inputValue();
		const assignment = decodeAssignment(codeFromFragment(new URL(link).hash));
		expect(assignment.tasks[0]).toEqual({
			kind: 'program',
			exercise: EXERCISE,
			languages: ['javascript', 'python'],
			timeLimit: 5,
		});
		await closeChecked(teacher.page, teacher.problems);

		const right = JS_PROGRAMS[EXERCISE]?.solution ?? '';
		const wrong = PY_PROGRAMS[EXERCISE]?.starter ?? '';
		const ada = await handIn(link, 'Ada', 'JavaScript', right);
		const ben = await handIn(link, 'Ben', 'Python', wrong);
		expect(ada.verdict).toMatch(/All 3 tests passed/);
		expect(ben.verdict).not.toMatch(/All 3 tests passed/);
		// The code carries the program exactly.
		expect(decodeSubmission(ada.code).answers[0]?.program?.code).toBe(right);
		expect(decodeSubmission(ben.code).answers[0]?.program?.language).toBe('python');

		const checker = await freshPage();
		await checker.page.goto(siteUrl('/classroom/check/'));
		await waitForIsland(checker.page.getByLabel('Submission codes', { exact: true }));
		await checker.page.getByLabel('Assignment link', { exact: true }).fill(link);
		await checker.page
			.getByLabel('Submission codes', { exact: true })
			.fill(`${ada.code}\n${ben.code}`);
		await checker.page.getByRole('button', { name: 'Check', exact: true }).click();
		// Marked at once; the programs wait for the teacher.
		await expect
			.poll(() => checker.page.locator('.check-status').textContent(), WAIT)
			.toMatch(/2 programs not run yet: press "Run the programs"/);
		const status = () => checker.page.locator('.check-status').textContent();
		const row = (name: string) =>
			checker.page
				.getByRole('row')
				.filter({ has: checker.page.getByRole('rowheader', { name, exact: true }) });
		/** A student's details under their row, opened by their name. */
		const details = async (name: string): Promise<Locator> => {
			const who = row(name).getByRole('button', { name, exact: true });
			if ((await who.getAttribute('aria-expanded')) !== 'true') await who.click();
			return checker.page.locator(`#${(await who.getAttribute('aria-controls')) ?? 'none'}`);
		};
		// Not run yet: waiting, not wrong.
		for (const name of ['Ada', 'Ben']) {
			const cell = row(name).locator('td.task');
			expect(await cell.locator('.mark').textContent()).toBe('…');
			expect(await cell.textContent()).toMatch(/Waiting/);
			expect(await cell.getAttribute('class')).not.toMatch(/\bwrong\b/);
			expect(await (await details(name)).textContent()).toMatch(/Waiting:\s*Not run yet/);
		}
		await checker.page.getByRole('button', { name: 'Run the programs' }).click();
		await expect.poll(status, WAIT).toMatch(/Ran 2 programs again and marked them by their tests/);
		await expect
			.poll(async () => (await details('Ada')).textContent())
			.toMatch(/✓.*Right: 3 of 3 tests passed/);
		await expect.poll(() => row('Ben').textContent()).toMatch(/✗/);
		// The code on request, as text.
		const programs = checker.page.getByRole('region', { name: 'Programs' });
		await programs.getByText(/^Ben, task 1 \(Python\)/).click();
		await expect.poll(() => programs.locator('pre').last().textContent()).toBe(wrong);
		// A reload shows the verdicts it kept and runs nothing again.
		await checker.page.reload();
		await expect
			.poll(async () => (await details('Ada')).textContent(), WAIT)
			.toMatch(/✓.*Right: 3 of 3 tests passed/);
		expect(await checker.page.getByRole('button', { name: 'Run the programs' }).count()).toBe(0);
		await closeChecked(checker.page, checker.problems);
	}, 240_000);
});
