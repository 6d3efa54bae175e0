/**
 * The teacher's assignment builder (/classroom/, issue 12): a tour task set up by keyboard and a
 * question, solved by the site, Create assignment, and the Assignment link decoded here and
 * compared with what was built; the QR code holds the link; the draft survives a reload with its
 * mistakes; the edit link opens the assignment again and a damaged one is explained; axe in both
 * themes; 360 px; screenshots for a person to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { generate } from 'lean-qr';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { qrDrawing } from '../../src/components/classroom/builder-qr.ts';
import {
	assignmentLink,
	builderLink,
	codeFromFragment,
	worksheetLink,
} from '../../src/components/classroom/classroom-links.ts';
import {
	createBoard,
	decodeAssignment,
	parseSquare,
	squareName,
	tourTaskVerdict,
	warnsdorffTour,
	type Assignment,
} from '../../src/lib/index.ts';
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

/**
 * Opens the builder (with an optional fragment) and waits for it to hydrate. From a blank page: a
 * change of fragment alone would not load the page again.
 */
async function openBuilder(fragment = ''): Promise<Locator> {
	await page.goto('about:blank');
	await page.goto(siteUrl(`/classroom/${fragment}`));
	const form = page.locator('.builder-form');
	await waitForIsland(form);
	return form;
}

/** The task card numbered `n` (from 1). */
function task(n: number): Locator {
	return page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: `Task ${String(n)}:` }) });
}

/** The text box with exactly this label in `scope` ("Start" is also a radio button's label). */
function box(scope: Locator, name: string): Locator {
	return scope.getByRole('textbox', { name, exact: true });
}

/** Adds a task of a kind (its menu value). */
async function addTask(kind: string): Promise<void> {
	await page.getByLabel('Kind of task').selectOption(kind);
	await page.getByRole('button', { name: 'Add task', exact: true }).click();
}

/** Builds the two-task assignment of the first test; returns what it should decode to. */
async function buildTwoTasks(): Promise<Assignment> {
	await page.getByLabel('Title').fill('Week 3: tours');
	await page.getByLabel('Instructions').fill('Build the tour, then answer the question.');
	await addTask('tour');
	const tour = task(1);
	await tour.getByLabel('Rows').fill('6');
	await tour.getByLabel('Columns').fill('6');
	await box(tour, 'Start').fill('');
	// Start and a hole by keyboard on the board: the cursor starts on a1, the arrows move it.
	await tour.getByRole('gridcell', { name: /^a1\b/ }).focus();
	await page.keyboard.press('Enter');
	await expect.poll(() => box(tour, 'Start').inputValue()).toBe('a1');
	await tour.getByRole('radio', { name: 'Holes' }).check();
	await tour.getByRole('gridcell', { name: /^a1\b/ }).focus();
	for (let i = 0; i < 5; i++) {
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowUp');
	}
	await page.keyboard.press('Enter');
	await tour.getByRole('gridcell', { name: /^e6\b/ }).click();
	await expect.poll(() => tour.getByRole('gridcell', { name: /^f6, hole/ }).count()).toBe(1);
	await expect
		.poll(() => tour.getByRole('status').last().textContent(), { timeout: 30_000 })
		.toBe('The site found a tour of all 34 squares.');
	await addTask('question');
	const question = task(2);
	await question.getByLabel('Question').fill('Which colour is a1?');
	await question.getByLabel('Answer').fill('dark');
	await expect.poll(() => question.getByRole('status').last().textContent()).toBe('Ready.');
	const board = createBoard(6, 6);
	return {
		title: 'Week 3: tours',
		instructions: 'Build the tour, then answer the question.',
		tasks: [
			{
				kind: 'tour',
				board: { rows: 6, cols: 6, holes: [parseSquare(board, 'e6'), parseSquare(board, 'f6')] },
				start: parseSquare(board, 'a1'),
				closed: false,
				hints: true,
			},
			{ kind: 'question', question: 'Which colour is a1?', answer: 'dark' },
		],
	};
}

describe('the builder', () => {
	test('a tour task and a question: Create assignment gives a link that decodes to them, and its QR code', async () => {
		await openBuilder();
		const expected = await buildTwoTasks();
		await page.getByRole('button', { name: 'Create assignment' }).click();
		const linkBox = page.getByRole('textbox', { name: 'Assignment link' });
		const link = await linkBox.inputValue();
		const origin = new URL(siteUrl('/')).origin;
		const code = codeFromFragment(new URL(link).hash);
		expect(link).toBe(assignmentLink(code, origin));
		const decoded = decodeAssignment(code);
		expect(decoded).toEqual(expected);
		// The site solved the tour task: the library agrees it can be done.
		const [tourTask] = decoded.tasks;
		if (tourTask?.kind !== 'tour') throw new Error('task 1 is a tour');
		expect(tourTaskVerdict(tourTask).possible).toBe(true);
		// The QR code is the link's, module for module.
		const qr = page.getByRole('img', { name: /^QR code of the assignment link/ });
		await expect
			.poll(() => qr.locator('path').getAttribute('d'))
			.toBe(qrDrawing(generate(link)).path);
		expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(300);
		expect(await page.getByRole('link', { name: /^Open as a student/ }).getAttribute('href')).toBe(
			link,
		);
		expect(
			await page.getByRole('link', { name: /^Worksheet and answer key/ }).getAttribute('href'),
		).toBe(worksheetLink(code, origin));
		expect(
			await page
				.locator('.builder-result')
				.getByRole('link', { name: 'Check submissions' })
				.getAttribute('href'),
		).toBe('/classroom/check/');
		expect(
			await page.getByRole('textbox', { name: 'Link to edit this assignment later' }).inputValue(),
		).toBe(builderLink(code, origin));
	});

	test('bad input is explained beside its field, nothing typed is lost, and the draft survives a reload', async () => {
		await openBuilder();
		await page.getByRole('button', { name: 'Create assignment' }).click();
		await expect.poll(() => page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
		await page.getByLabel('Title').fill('Draft');
		await addTask('tour');
		const tour = task(1);
		await tour.getByLabel('Rows').fill('0');
		await expect
			.poll(() => tour.getByRole('alert').first().textContent())
			.toBe('Rows must be a whole number from 1 to 40; 0 is out of range.');
		await tour.getByLabel('Rows').fill('5');
		await tour.getByRole('radio', { name: 'Holes' }).check();
		await tour.getByRole('gridcell', { name: /^c3\b/ }).click();
		await box(tour, 'Start').fill('c3');
		await expect
			.poll(() => tour.getByText('Start: c3 is a hole; choose another square.').count())
			.toBe(1);
		await addTask('question');
		await page.getByRole('button', { name: 'Create assignment' }).click();
		const alert = page
			.getByRole('alert')
			.filter({ hasText: 'The assignment cannot be created yet' });
		await expect.poll(() => alert.textContent()).toContain('Task 1: Fix the fields marked above.');
		await expect.poll(() => alert.textContent()).toContain('Task 2: Fix the fields marked above.');
		expect(await task(2).getByText('Type the question the students will answer.').count()).toBe(1);

		await page.reload();
		await waitForIsland(page.locator('.builder-form'));
		await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Draft');
		await expect.poll(() => box(task(1), 'Start').inputValue()).toBe('c3');
		expect(
			await task(1)
				.getByRole('gridcell', { name: /^c3\b.*\bhole$/ })
				.count(),
		).toBe(1);
		expect(await task(1).getByText('Start: c3 is a hole; choose another square.').count()).toBe(1);
		expect(await task(2).getByLabel('Question').inputValue()).toBe('');
	});

	test('Your own question, just added, shows no errors until something is wrong or Create is pressed', async () => {
		await openBuilder();
		await page.getByLabel('Title').fill('Questions');
		await addTask('question');
		const question = task(1);
		await expect
			.poll(() => question.getByRole('status').last().textContent())
			.toBe('Type the question and its answer.');
		const alerts = await question.getByRole('alert').allTextContents();
		expect(alerts.filter((text) => text.trim() !== '')).toEqual([]);
		expect(await question.locator('[aria-invalid="true"]').count()).toBe(0);
		await page.getByRole('button', { name: 'Create assignment' }).click();
		await expect
			.poll(() => question.getByText('Type the question the students will answer.').count())
			.toBe(1);
		expect(await question.locator('[aria-invalid="true"]').count()).toBe(2);
	});

	test('the edit link opens the assignment again; a damaged link is explained and the draft kept', async () => {
		await openBuilder();
		await buildTwoTasks();
		await page.getByRole('button', { name: 'Create assignment' }).click();
		// The QR code is drawn (lean-qr loaded) before the page is left, or its request is cut short.
		await expect
			.poll(() => page.getByRole('img', { name: /^QR code of the assignment link/ }).count())
			.toBe(1);
		const edit = await page
			.getByRole('textbox', { name: 'Link to edit this assignment later' })
			.inputValue();
		const code = codeFromFragment(new URL(edit).hash);

		// A fresh browser profile: nothing saved, the link alone brings the assignment back.
		await clearSiteStorage(page);
		await openBuilder(new URL(edit).hash);
		await expect
			.poll(() =>
				page.getByRole('status').filter({ hasText: 'from the link' }).locator('p').textContent(),
			)
			.toBe('Opened "Week 3: tours" from the link, ready to edit.');
		expect(await page.getByLabel('Title').inputValue()).toBe('Week 3: tours');
		await expect
			.poll(() => task(1).getByRole('status').last().textContent(), { timeout: 30_000 })
			.toBe('The site found a tour of all 34 squares.');
		await page.getByRole('button', { name: 'Create assignment' }).click();
		expect(
			codeFromFragment(await page.getByRole('textbox', { name: 'Assignment link' }).inputValue()),
		).toBe(code);
		// The QR code is drawn (lean-qr loaded) before the page is left, or its request is cut short.
		await expect
			.poll(() => page.getByRole('img', { name: /^QR code of the assignment link/ }).count())
			.toBe(1);

		// One character changed: the link is refused with the reason, and the saved draft stays.
		const damaged = code.slice(0, -3) + (code.at(-3) === 'A' ? 'B' : 'A') + code.slice(-2);
		await openBuilder(`#edit=${damaged}`);
		const alert = page.getByRole('alert').filter({ hasText: 'could not be opened' });
		await expect
			.poll(() => alert.locator('p').textContent())
			.toMatch(
				/^The assignment in the link could not be opened: .+ Your saved draft is shown instead\.$/,
			);
		expect(await page.getByLabel('Title').inputValue()).toBe('Week 3: tours');
	});

	test('Vary by student: a pool of variants, each solved, goes into the link', async () => {
		await openBuilder();
		await page.getByLabel('Title').fill('Variants');
		await addTask('tour');
		const tour = task(1);
		await tour.getByRole('checkbox', { name: 'Start square' }).check();
		await expect
			.poll(() => tour.getByRole('status').last().textContent(), { timeout: 60_000 })
			.toMatch(
				/^The site found a tour of all 25 squares, and \d+ variants for the students, each solved by the site\.$/,
			);
		await page.getByRole('button', { name: 'Create assignment' }).click();
		const link = await page.getByRole('textbox', { name: 'Assignment link' }).inputValue();
		const [shared] = decodeAssignment(codeFromFragment(new URL(link).hash)).tasks;
		if (shared?.kind !== 'tour') throw new Error('task 1 is a tour');
		const variants = shared.variants ?? [];
		expect(variants.length).toBeGreaterThanOrEqual(8);
		expect(variants.length).toBeLessThanOrEqual(16);
		await tour.getByText(`The students' variants (${String(variants.length)})`).click();
		expect(await tour.getByRole('listitem').count()).toBe(variants.length);
		for (const { start } of variants) {
			expect(tourTaskVerdict({ ...shared, start: start as number }).possible).toBe(true);
		}
	});

	test('a prediction, a lessons’ question and a count get the library’s answers', async () => {
		await openBuilder();
		await addTask('predict');
		await box(task(1), 'Move').fill('3');
		const board = createBoard(8, 8);
		const run = warnsdorffTour(board, { start: parseSquare(board, 'a1') });
		if (run.status !== 'found') throw new Error('the first tie-break tours 8×8 from a1');
		await expect
			.poll(() => task(1).getByRole('status').last().textContent())
			.toBe(`Answer: ${squareName(board, run.tour[2] as number)}`);
		await addTask('bank');
		await expect.poll(() => task(2).getByRole('status').last().textContent()).toBe('Answer: 168');
		await addTask('count');
		await task(3).getByLabel('Rows').fill('3');
		await task(3).getByLabel('Columns').fill('10');
		await expect.poll(() => task(3).getByRole('status').last().textContent()).toBe('Answer: 16');
		await task(3).getByRole('button', { name: 'Move up task 3' }).click();
		await expect.poll(() => task(2).getByLabel('Rows').inputValue()).toBe('3');
		await task(1).getByRole('button', { name: 'Remove task 1' }).click();
		await expect.poll(() => task(1).getByLabel('Columns').inputValue()).toBe('10');
		await page.getByRole('button', { name: 'Undo' }).click();
		await expect.poll(() => box(task(1), 'Move').inputValue()).toBe('3');
	});
});

/** Builds issue 29's eight-task assignment through the builder's controls. */
async function buildEightTasks(): Promise<void> {
	await page.getByLabel('Title').fill('Week 5: knight’s tours');
	await page
		.getByLabel('Instructions')
		.fill(
			'Do the tasks in order, and ask for a hint only when you are really stuck. When you have finished, press Submit and send me your code before Friday’s lesson, or hand in the printed sheet.',
		);
	const settled = { timeout: 60_000 };
	// 1. A 5×5 tour whose start varies by student.
	await addTask('tour');
	await task(1).getByRole('checkbox', { name: 'Start square' }).check();
	// 2. A closed 5×5 tour: a trick, no such tour.
	await addTask('tour');
	await task(2).getByRole('checkbox', { name: 'Closed tour' }).check();
	// 3. A 6×6 tour with two holes and a fixed move.
	await addTask('tour');
	const third = task(3);
	await third.getByLabel('Rows').fill('6');
	await third.getByLabel('Columns').fill('6');
	await third.getByRole('radio', { name: 'Holes' }).check();
	await third.getByRole('gridcell', { name: /^c4\b/ }).click();
	await third.getByRole('gridcell', { name: /^d4\b/ }).click();
	await third.getByText('Fixed moves (0)').click();
	await box(third, 'Move').fill('13');
	await box(third, 'Square').fill('f6');
	await third.getByRole('button', { name: 'Add fixed move' }).click();
	// 4. A Warnsdorff prediction, 5. a lessons' question, 6. a 5×6 count, 7. a question of one's own.
	await addTask('predict');
	await box(task(4), 'Move').fill('10');
	await addTask('bank');
	await addTask('count');
	await task(6).getByLabel('Rows').fill('5');
	await task(6).getByLabel('Columns').fill('6');
	await addTask('question');
	await task(7)
		.getByLabel('Question')
		.fill('A knight starts on a white square. What colour is its square after 7 moves?');
	await task(7).getByLabel('Answer').fill('black');
	// 8. Write a program (JavaScript only: the builder need not load Python for this test).
	await addTask('program');
	await task(8).getByRole('checkbox', { name: 'Python' }).uncheck();
	for (let n = 1; n <= 8; n++) {
		await expect
			.poll(() => task(n).getByRole('status').last().textContent(), settled)
			.toMatch(/^(The site (found|proved)|Answer:|Ready\.|The exercise's reference)/);
	}
}

describe('the hand-out (issue 29)', () => {
	test('the eight-task assignment is a link of at most 450 characters whose QR code a phone reads at 250 px', async () => {
		await openBuilder();
		await buildEightTasks();
		await page.getByRole('button', { name: 'Create assignment' }).click();
		const link = await page.getByRole('textbox', { name: 'Assignment link' }).inputValue();
		const assignment = decodeAssignment(codeFromFragment(new URL(link).hash));
		expect(assignment.tasks.map((t) => t.kind)).toEqual([
			'tour',
			'tour',
			'tour',
			'question',
			'question',
			'question',
			'question',
			'program',
		]);
		expect(assignment.tasks[1]?.note).toMatch(/^Trick: no tour\./);
		// The site here is http://127.0.0.1:<port>; a real address such as
		// https://knights-tour-notebook.example.org is 22 characters longer.
		const longer = link.length - new URL(link).origin.length + 41;
		const modules = generate(link).size;
		console.log(
			`Eight tasks from the builder: link ${String(link.length)} characters (${String(longer)} on a 41-character address), QR code ${String(modules)} modules.`,
		);
		expect(longer).toBeLessThanOrEqual(450);
		expect(modules).toBeLessThanOrEqual(81);

		// The QR code as the page draws it, shrunk to 250 px, read by zbar as a phone would.
		const qr = page.getByRole('img', { name: /^QR code of the assignment link/ });
		await qr.evaluate((svg) => {
			svg.style.width = '250px';
			svg.style.height = '250px';
		});
		expect(Math.round((await qr.boundingBox())?.width ?? 0)).toBe(250);
		mkdirSync('test-results', { recursive: true });
		const file = 'test-results/handout-qr-250.png';
		await qr.screenshot({ path: file });
		const read = execFileSync('zbarimg', ['--raw', '-q', file], {
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		}).trim();
		expect(read).toBe(link);
	});
});

describe('a program task kept with the draft (issue 29)', () => {
	test('after a reload the verified reference is ready at once, and Create does not wait for a new run', async () => {
		await openBuilder();
		await page.getByLabel('Title').fill('Programs');
		await addTask('program');
		await task(1).getByRole('checkbox', { name: 'Python' }).uncheck();
		const status = () => task(1).getByRole('status').last().textContent();
		await expect
			.poll(status, { timeout: 60_000 })
			.toMatch(/^The exercise's reference solution passes/);
		// A reload cuts short what the page was still fetching (the code sandbox's spare worker): the
		// test's own doing, not the page's.
		const before = problems.length;
		await page.reload();
		await waitForIsland(page.locator('.builder-form'));
		problems.splice(
			before,
			problems.length - before,
			...problems.slice(before).filter((problem) => !problem.endsWith('(net::ERR_ABORTED)')),
		);
		// Straight after hydration: no "working on it", and Create gives the link.
		expect(await status()).toMatch(/^The exercise's reference solution passes/);
		await page.getByRole('button', { name: 'Create assignment' }).click();
		expect(await page.getByRole('textbox', { name: 'Assignment link' }).inputValue()).toContain(
			'/classroom/do/#KTA3.',
		);
		await expect
			.poll(() => page.getByRole('img', { name: /^QR code of the assignment link/ }).count())
			.toBe(1);
	});
});

describe('a returning teacher (issue 29)', () => {
	test('finds Check submissions and the assignments made here, each to edit, hand out, print, check or remove', async () => {
		await openBuilder();
		const made = page.getByRole('region', { name: 'Your assignments' });
		expect(await made.getByRole('link', { name: 'Check submissions' }).getAttribute('href')).toBe(
			'/classroom/check/',
		);
		await expect.poll(() => made.textContent()).toContain('The assignments you create below');
		await buildTwoTasks();
		await page.getByRole('button', { name: 'Create assignment' }).click();
		// The QR code is drawn (lean-qr loaded) before the page is left, or its request is cut short.
		await expect
			.poll(() => page.getByRole('img', { name: /^QR code of the assignment link/ }).count())
			.toBe(1);
		const link = await page.getByRole('textbox', { name: 'Assignment link' }).inputValue();
		const code = codeFromFragment(new URL(link).hash);
		const origin = new URL(siteUrl('/')).origin;

		// Another visit: nothing created, the list is there.
		await openBuilder();
		const item = made.getByRole('listitem').filter({ hasText: 'Week 3: tours' }).first();
		await expect.poll(() => item.textContent()).toMatch(/Week 3: tours\s*2 tasks, created /);
		expect(await item.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
			builderLink(code, origin),
		);
		expect(await item.getByRole('link', { name: /^Worksheet/ }).getAttribute('href')).toBe(
			worksheetLink(code, origin),
		);
		expect(await item.getByRole('link', { name: 'Check' }).getAttribute('href')).toBe(
			`/classroom/check/#${code}`,
		);

		// Hand out: the QR code and the link; presented, the title and the code fill the screen.
		await item.getByRole('button', { name: 'Hand out' }).click();
		const handout = page.getByRole('group', { name: 'Hand out “Week 3: tours”' });
		expect(await handout.getByRole('textbox', { name: 'Assignment link' }).inputValue()).toBe(link);
		const qr = handout.getByRole('img', { name: /^QR code of the assignment link/ });
		await expect
			.poll(() => qr.locator('path').getAttribute('d'))
			.toBe(qrDrawing(generate(link)).path);
		for (const [width, height] of [
			[1920, 1080],
			[1024, 768],
		] as const) {
			await page.setViewportSize({ width, height });
			await handout.getByRole('button', { name: 'Present' }).click();
			await expect.poll(() => handout.getAttribute('class')).toMatch(/\bpresenting\b/);
			const box = await qr.boundingBox();
			const title = await handout.getByText('Week 3: tours', { exact: true }).boundingBox();
			if (box === null || title === null) throw new Error('the code and its title are shown');
			// Whole, centred, and at least 70 % of the screen's height.
			expect(box.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
			expect(box.y + box.height).toBeLessThanOrEqual(height);
			expect(box.height).toBeGreaterThanOrEqual(0.7 * height);
			expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
			mkdirSync('test-results/classroom-builder', { recursive: true });
			await page.screenshot({
				path: `test-results/classroom-builder/handout-${String(width)}.png`,
			});
			await page.keyboard.press('Escape');
			await expect.poll(() => handout.getAttribute('class')).not.toMatch(/\bpresenting\b/);
		}
		await page.setViewportSize({ width: 1280, height: 800 });

		// Remove, then Undo.
		await item.getByRole('button', { name: 'Remove “Week 3: tours”' }).click();
		await expect
			.poll(() => made.getByRole('listitem').filter({ hasText: 'Week 3: tours' }).count())
			.toBe(0);
		await made.getByRole('button', { name: 'Undo' }).click();
		await expect
			.poll(() => made.getByRole('listitem').filter({ hasText: 'Week 3: tours' }).count())
			.toBeGreaterThan(0);
	});
});

describe('the builder page', () => {
	test.each(['light', 'dark'] as const)(
		'has no serious accessibility violations in the %s theme, with tasks and a created assignment',
		async (scheme) => {
			await page.emulateMedia({ colorScheme: scheme });
			await openBuilder();
			await buildTwoTasks();
			await page.getByRole('button', { name: 'Create assignment' }).click();
			await page.getByRole('img', { name: /^QR code/ }).waitFor();
			await expectNoSeriousAxeViolations(page);
		},
	);

	test('fits 360 px, and looks right (screenshots at 360 px and on a desktop)', async () => {
		mkdirSync('test-results/screens', { recursive: true });
		for (const width of [360, 1280]) {
			await page.setViewportSize({ width, height: 900 });
			await clearSiteStorage(page);
			await openBuilder();
			await buildTwoTasks();
			await page.getByRole('button', { name: 'Create assignment' }).click();
			await page
				.getByRole('img', { name: /^QR code/ })
				.locator('path')
				.waitFor();
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
				width,
			);
			await page.screenshot({
				path: `test-results/screens/classroom-builder-${width === 360 ? 'phone' : 'desktop'}.png`,
				fullPage: true,
			});
		}
	});
});
