/**
 * The teacher's checking page (issue 12): an assignment from the page's fragment; a paste of a
 * right code (twice), a wrong tour under a name made of HTML, a damaged code, a code for another
 * assignment and a line of chat; Check; the marks and reasons the library gives, the HTML shown as
 * text, sorting by a column, the CSV file, the replay of a work log, axe in both themes, 360 px;
 * then the assignment pasted as a link, a bad link explained, and codes from a .txt file.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	appendWork,
	assignmentId,
	createBoard,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	findTour,
	markSubmission,
	parseSquare,
	startWorkLog,
	type Assignment,
	type Square,
	type Submission,
	type WorkEntry,
	type WorkLog,
} from '../../src/lib/index.ts';
import { DRAFT_KEY } from '../../src/components/classroom/builder-storage.ts';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	launchBrowser,
	openPage,
	waitForIsland,
	type TestBrowser,
} from './browser.ts';

/** Where the screenshots go, for people to look at. */
const OUT = 'test-results/classroom-check';

const board = createBoard(5, 5);
const a1 = parseSquare(board, 'a1');
const assignment: Assignment = {
	title: 'Week 3: <script>alert(1)</script> tours',
	instructions: 'Build the tour from a1, then answer.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: a1 },
		{ kind: 'question', question: 'How many directed open tours has 5×5?', answer: '1728' },
	],
};
const code = encodeAssignment(assignment);
const id = assignmentId(assignment);

const found = findTour(board, { start: a1 });
if (found.status !== 'found') throw new Error('5×5 has a tour from a1');
const tour: Square[] = [...found.tour];

/** Ada's work: five moves, a wrong one taken back, a hint, then the rest of the tour. */
function adaLog(): WorkLog {
	const detour = tour.find((s, i) => i > 5 && s !== tour[5]) as Square;
	const entries: WorkEntry[] = [
		...tour.slice(0, 5).map((square, i): WorkEntry => ({ action: 'move', square, ms: i * 1500 })),
		{ action: 'move', square: detour, ms: 9000 },
		{ action: 'undo', ms: 11_000 },
		{ action: 'hint', ms: 20_000 },
		...tour
			.slice(5)
			.map((square, i): WorkEntry => ({ action: 'move', square, ms: 21_000 + i * 1000 })),
	];
	let log = startWorkLog(id, 0, 'Ada');
	for (const entry of entries) log = appendWork(log, entry);
	return log;
}

const ada: Submission = {
	name: 'Ada',
	assignment: id,
	answers: [
		{ tour, hints: 1, solutionShown: false, seconds: 60, log: adaLog() },
		{ answer: '1,728', hints: 0, solutionShown: false, seconds: 20 },
	],
};
const hostileName = '<img src=x onerror=alert(1)>';
const wrong: Submission = {
	name: hostileName,
	assignment: id,
	answers: [
		{ tour: tour.slice(0, 10), hints: 0, solutionShown: false, seconds: 300 },
		{ answer: '1729', hints: 0, solutionShown: false, seconds: 40 },
	],
};
const other: Submission = { ...ada, name: 'Dee', assignment: 'another-assignment' };
const adaCode = encodeSubmission(ada);
const wrongCode = encodeSubmission(wrong);
const cyCode = encodeSubmission({ ...wrong, name: 'Cy' });
const damaged = `${cyCode.slice(0, 30)}${cyCode[30] === 'A' ? 'B' : 'A'}${cyCode.slice(31)}`;
const chat = 'Thanks, see you on Monday!';
const pasted = [
	`Ada: here is mine ${adaCode}`,
	wrongCode,
	damaged,
	encodeSubmission(other),
	chat,
	adaCode,
].join('\n');

/** What the library says of the wrong submission, to compare with what the page shows. */
const wrongMarks = markSubmission(assignment, decodeSubmission(wrongCode));

let browser: TestBrowser;

beforeAll(async () => {
	mkdirSync(OUT, { recursive: true });
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/** Opens the checking page at `fragment` and waits for it to hydrate; fails on any dialog. */
async function open(fragment: string): Promise<{ page: Page; problems: string[] }> {
	const opened = await openPage(browser, `/classroom/check/${fragment}`);
	opened.page.on('dialog', (dialog) => {
		opened.problems.push(`dialog: ${dialog.message()}`);
		void dialog.dismiss();
	});
	await waitForIsland(opened.page.getByLabel('Submission codes', { exact: true }));
	return opened;
}

/** The results table's row for a student. */
function row(page: Page, name: string): Locator {
	return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** Opens a student's details under their row (the name is its button) and returns them. */
async function details(page: Page, name: string): Promise<Locator> {
	const who = row(page, name).getByRole('button', { name, exact: true });
	if ((await who.getAttribute('aria-expanded')) !== 'true') await who.click();
	return page.locator(`#${(await who.getAttribute('aria-controls')) ?? 'none'}`);
}

describe('the checking page', () => {
	test('marks pasted codes, lists the bad ones, sorts, exports, replays; axe clean, fits 360 px', async () => {
		const { page, problems } = await open(`#${code}`);
		// The assignment from the fragment, its title as text.
		await expect
			.poll(() => page.getByRole('heading', { level: 3 }).first().textContent())
			.toBe(assignment.title);
		expect(await page.locator('.check-page script').count()).toBe(0);
		await expect
			.poll(() => page.getByText('How many directed open tours has 5×5?').count())
			.toBe(1);

		await page.getByLabel('Submission codes', { exact: true }).fill(pasted);
		await page.getByRole('button', { name: 'Check', exact: true }).click();
		await expect
			.poll(() => page.getByRole('status').first().textContent())
			.toBe('Marked 2 submissions; 3 entries could not be used (listed below).');

		// Ada: right on both, her code pasted twice and shown once.
		const adaRow = row(page, 'Ada');
		expect(await adaRow.count()).toBe(1);
		const adaText = (await adaRow.textContent()) ?? '';
		expect(adaText).toContain('2 of 2');
		expect(adaText).toContain('pasted 2×');
		expect(adaText).toContain('verified');
		expect(await adaRow.getByText('✓').count()).toBe(2);
		// Her details: the note in full.
		expect(await (await details(page, 'Ada')).textContent()).toContain(
			'Code pasted 2 times; counted once.',
		);

		// The name made of HTML: text in the table, never an element; marked as the library marks it.
		const wrongRow = row(page, hostileName);
		expect(await wrongRow.count()).toBe(1);
		expect(await page.locator('main img').count()).toBe(0);
		expect(await wrongRow.textContent()).toContain('0 of 2');
		const wrongText = (await (await details(page, hostileName)).textContent()) ?? '';
		for (const mark of wrongMarks.tasks) expect(wrongText).toContain(mark.reason);
		expect(wrongText).toContain('The tour has 10 of 25 squares.');
		expect(wrongText).toContain('The answer 1729 is not right.');

		// What could not be used, with the library's reasons.
		const bad = page.getByRole('region', { name: /Could not be used/ });
		const badText = (await page.locator('.check-problems').innerText()) ?? '';
		expect(await bad.count()).toBe(1);
		expect(badText).toContain('The code is damaged');
		// A damaged code names its student where the name can still be read.
		expect(badText).toMatch(/Cy:\s*"?KTS1\./);
		expect(badText).toMatch(/Dee:.*KTS1\./s);
		expect(badText).toContain('This submission is for another assignment');
		expect(badText).toContain(chat);
		expect(badText).toContain('This is not a submission code');

		// The summary: task 1 right for 1 of 2, the wrong answer named.
		const summary = (await page.locator('.check-summary').innerText()) ?? '';
		expect(summary).toContain('1 of 2 right');
		expect(summary).toContain('Not every square visited — 1 student');
		expect(summary).toContain('“1729” — 1 student');

		// Sorting by a real button in the header; aria-sort follows.
		const scoreHeader = page.getByRole('columnheader', { name: /^Score/ });
		await scoreHeader.getByRole('button').click();
		await expect.poll(() => scoreHeader.getAttribute('aria-sort')).toBe('ascending');
		const firstName = () => page.getByRole('rowheader').first().textContent();
		await expect.poll(firstName).toBe(hostileName);
		await scoreHeader.getByRole('button').click();
		await expect.poll(() => scoreHeader.getAttribute('aria-sort')).toBe('descending');
		await expect.poll(firstName).toBe('Ada');
		expect(
			await page.getByRole('columnheader', { name: /^Student/ }).getAttribute('aria-sort'),
		).toBe('none');

		// The CSV file, in the order shown.
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: 'Download CSV' }).click(),
		]);
		expect(download.suggestedFilename()).toBe('submissions.csv');
		const csv = readFileSync(await download.path(), 'utf8');
		const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
		expect(lines[0]?.startsWith('Student,Score (of 2),Task 1,Task 1 reason,')).toBe(true);
		expect(
			lines[1]?.startsWith('Ada,2,right,Right.,1,no,60,verified,right,Right.,"1,728",0,no,20,'),
		).toBe(true);
		expect(
			lines[2]?.startsWith(
				`${hostileName},0,wrong,The tour has 10 of 25 squares.,0,no,300,no log,wrong,The answer 1729 is not right.,1729,`,
			),
		).toBe(true);
		expect(lines).toHaveLength(4);

		// How the work was done: Ada's log on the board.
		await page.getByRole('button', { name: "Replay Ada's work on task 1" }).click();
		const replay = page.locator('.check-replay');
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
			.toBe('How the work was done: Ada, task 1');
		// The table, the replay and the CSV say the log's verdict in the same word.
		expect(await replay.textContent()).toContain('Verified: the work log is intact');
		expect(await row(page, 'Ada').locator('td').nth(-2).textContent()).toBe('verified');
		expect((await row(page, hostileName).locator('td').nth(-2).textContent())?.trim()).toBe(
			'no log',
		);
		expect(await replay.locator('.facts').textContent()).toContain(
			'28 entries over 0:40; handed in: 25 squares, 1 hint.',
		);
		const status = replay.locator('.status');
		const step = replay.getByRole('button', { name: 'Step', exact: true });
		for (let i = 0; i < 7; i++) await step.click();
		await expect.poll(() => status.textContent()).toContain('undo: took back move 6');
		await step.click();
		await expect.poll(() => status.textContent()).toContain('asked for a hint (hint 1)');
		await replay.getByRole('button', { name: 'Step back' }).click();
		await expect.poll(() => status.textContent()).toContain('undo: took back move 6');
		expect(await replay.getByRole('gridcell', { name: /, move 5$/ }).count()).toBe(1);
		await replay.getByRole('button', { name: 'Play', exact: true }).click();
		await replay.getByRole('button', { name: 'Pause', exact: true }).click();
		await replay.getByRole('button', { name: 'Skip to end' }).click();
		await expect.poll(() => replay.locator('.counts').textContent()).toContain('Squares: 25');
		expect(await replay.locator('.counts').textContent()).toContain('Hints: 1');

		await expectNoSeriousAxeViolations(page);
		await page.screenshot({ path: `${OUT}/desktop.png`, fullPage: true });
		await page.emulateMedia({ colorScheme: 'dark' });
		await page.evaluate(() => (document.documentElement.dataset['theme'] = 'dark'));
		await expectNoSeriousAxeViolations(page);
		await page.screenshot({ path: `${OUT}/desktop-dark.png`, fullPage: true });
		await page.evaluate(() => (document.documentElement.dataset['theme'] = 'light'));

		// A phone: the page does not scroll sideways; the table scrolls in its own box.
		await page.setViewportSize({ width: 360, height: 740 });
		await expect
			.poll(() => page.evaluate(() => document.documentElement.scrollWidth))
			.toBeLessThanOrEqual(360);
		const box = page.locator('.table-box');
		expect(await box.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
		await page.screenshot({ path: `${OUT}/phone-360.png`, fullPage: true });

		// Closing the replay gives the focus back to its Replay button.
		await replay.getByRole('button', { name: 'Close the replay' }).click();
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
			.toBe("Replay Ada's work on task 1");
		expect(await page.locator('.check-replay').count()).toBe(0);
		await closeChecked(page, problems);
	});

	test('an assignment link pasted, a bad one explained, codes from a .txt file', async () => {
		const { page, problems } = await open('');
		// Check before any assignment says what to do.
		await page.getByRole('button', { name: 'Check', exact: true }).click();
		await expect
			.poll(() => page.getByRole('status').first().textContent())
			.toContain('paste its link in "Assignment link" first');

		const field = page.getByLabel('Assignment link', { exact: true });
		await field.fill(`${code.slice(0, -4)}`);
		await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
		expect(await page.locator('#check-assignment-error').textContent()).toContain('damaged');
		await expectNoSeriousAxeViolations(page);

		await field.fill(`Tomorrow's work: https://example.org/classroom/do/#${code} thanks`);
		await expect.poll(() => field.getAttribute('aria-invalid')).toBe('false');
		await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${code}`);
		expect(await page.getByRole('heading', { level: 3 }).first().textContent()).toBe(
			assignment.title,
		);

		await page.getByLabel('Add .txt files').setInputFiles([
			{ name: 'codes.txt', mimeType: 'text/plain', buffer: Buffer.from(`${adaCode}\n`) },
			{ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') },
		]);
		await expect
			.poll(() => page.locator('.file-note').textContent())
			.toBe(
				'Added 1 file to the box (codes.txt); press Check. photo.png is not a text file (.txt).',
			);
		expect(await page.getByLabel('Submission codes', { exact: true }).inputValue()).toBe(
			`${adaCode}\n`,
		);
		await page.getByRole('button', { name: 'Check', exact: true }).click();
		await expect.poll(() => row(page, 'Ada').count()).toBe(1);

		// A reload keeps the assignment (in the address) and the codes (in the tab), checked again.
		await page.reload();
		await waitForIsland(page.getByLabel('Submission codes', { exact: true }));
		await expect.poll(() => row(page, 'Ada').count()).toBe(1);
		expect(await page.getByLabel('Submission codes', { exact: true }).inputValue()).toBe(
			`${adaCode}\n`,
		);

		// Printed: the results without the controls.
		await page.emulateMedia({ media: 'print' });
		expect(await page.getByLabel('Submission codes', { exact: true }).isVisible()).toBe(false);
		expect(await page.getByRole('button', { name: 'Download CSV' }).isVisible()).toBe(false);
		expect(await row(page, 'Ada').isVisible()).toBe(true);
		await closeChecked(page, problems);
	});

	test('the assignment last created in the builder is offered with a button', async () => {
		const { page, problems } = await open('');
		const draft = JSON.stringify({
			version: 1,
			title: 'edited since',
			instructions: '',
			tasks: [],
			source: code,
		});
		await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
			DRAFT_KEY,
			draft,
		] as const);
		await page.reload();
		await waitForIsland(page.getByLabel('Submission codes', { exact: true }));
		const use = page.getByRole('button', {
			name: `Use “${assignment.title}”, last created in the builder`,
		});
		await use.click();
		await expect
			.poll(() => page.getByRole('heading', { level: 3 }).first().textContent())
			.toBe(assignment.title);
		expect(await use.count()).toBe(0);
		expect(await page.evaluate(() => location.hash)).toBe(`#${code}`);
		await closeChecked(page, problems);
	});
});
