/**
 * The checking page with a whole class (issue 29): thirty submissions of an eight-task assignment
 * read as a compact grid, one row per student with ✓ / ✗ per task, that fits a laptop's width
 * without scrolling sideways and a row to a line; a student's name opens the reasons, hints and
 * times of each task (the library's reasons, word for word), and one button opens them all.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	assignmentId,
	createBoard,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	findTour,
	markSubmission,
	type Answer,
	type Assignment,
	type Square,
	type Submission,
} from '../../src/lib/index.ts';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	launchBrowser,
	openPage,
	waitForIsland,
	type TestBrowser,
} from './browser.ts';

const OUT = 'test-results/classroom-check';

/** The tallest a student's row may be on the grid (CSS pixels): one line of text. */
const ROW_PX = 40;

const board = createBoard(5, 5);
const assignment: Assignment = {
	title: 'Week 5: tours and questions',
	instructions: 'Eight tasks; hand in your code on Friday.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 } },
		{ kind: 'tour', board: { rows: 5, cols: 5 }, closed: true },
		{ kind: 'tour', board: { rows: 5, cols: 5 } },
		{ kind: 'question', question: 'How many squares has a 5×5 board?', answer: '25' },
		{ kind: 'question', question: 'How many moves has a knight from a corner?', answer: '2' },
		{ kind: 'question', question: 'How many moves has a knight from d4 on 8×8?', answer: '8' },
		{ kind: 'question', question: 'How many knight moves has a 3×3 board?', answer: '8' },
		{ kind: 'question', question: 'What colour is a1?', answer: 'dark' },
	],
};
const id = assignmentId(assignment);

/** Open tours of 5×5 from each of its 13 majority-colour squares (a1's colour), found by the library. */
const tours: Square[][] = [];
for (let s = 0; s < 25; s++) {
	if ((Math.floor(s / 5) + (s % 5)) % 2 !== 0) continue;
	const found = findTour(board, { start: s as Square });
	if (found.status === 'found') tours.push([...found.tour]);
}
/** A tour handed in for the trick task (a closed tour of 5×5 cannot be). */
const fromA1 = tours[0] as Square[];

/** Whether student `i` gets task `t` right: about four in five, by a hash of the two. */
function right(i: number, t: number): boolean {
	let h = Math.imul(i * 8 + t + 1, 0x9e3779b1);
	h ^= h >>> 15;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	return (h >>> 0) % 100 < 78;
}

/** Student `i`'s work: right or wrong per task, a few hints, some minutes. */
function submission(i: number): Submission {
	const extra = { hints: i % 3, solutionShown: i === 4, seconds: 60 + i * 37 };
	const answers: Answer[] = assignment.tasks.map((task, t): Answer => {
		const ok = right(i, t);
		if (task.kind === 'question') return { answer: ok ? task.answer : '17', ...extra };
		if (t === 1) return ok ? { impossible: true, ...extra } : { tour: fromA1, ...extra };
		const tour = tours[(i + 5 * t) % tours.length] as Square[];
		return { tour: ok ? tour : tour.slice(0, 8 + (i % 10)), ...extra };
	});
	return { name: `Student ${String(i + 1).padStart(2, '0')}`, assignment: id, answers };
}
const codes = Array.from({ length: 30 }, (_, i) => encodeSubmission(submission(i)));
/** What the library says of each submission, to compare with what the page shows. */
const marks = codes.map((code) => markSubmission(assignment, decodeSubmission(code)));

let browser: TestBrowser;

beforeAll(async () => {
	mkdirSync(OUT, { recursive: true });
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/** The grid's rows of students, as shown: name, the marks and their row's height. */
async function gridRows(page: Page): Promise<{ name: string; marks: string; height: number }[]> {
	return page.locator('.check-results tbody tr.student').evaluateAll((rows) =>
		rows.map((row) => ({
			name: row.querySelector('th')?.textContent?.replace(/[▸▾]/g, '').trim() ?? '',
			marks: [...row.querySelectorAll('td.task .mark')].map((m) => m.textContent).join(''),
			height: row.getBoundingClientRect().height,
		})),
	);
}

describe('the checking page with a class of thirty', () => {
	test('a compact grid, a row per student, details on demand', async () => {
		const { page, problems } = await openPage(
			browser,
			`/classroom/check/#${encodeAssignment(assignment)}`,
		);
		await page.setViewportSize({ width: 1280, height: 800 });
		const box = page.getByLabel('Submission codes', { exact: true });
		await waitForIsland(box);
		await box.fill(codes.join('\n'));
		await page.getByRole('button', { name: 'Check', exact: true }).click();
		await expect
			.poll(() => page.locator('.check-status').textContent(), { timeout: 60_000 })
			.toMatch(/^Marked 30 submissions/);

		await page.screenshot({ path: `${OUT}/thirty.png`, fullPage: true });
		await page.locator('.check-results').screenshot({ path: `${OUT}/thirty-grid.png` });
		// One row per student, each task's mark as the library marks it.
		const rows = await gridRows(page);
		expect(rows.map((r) => r.name)).toEqual(codes.map((_, i) => submission(i).name));
		expect(rows.map((r) => r.marks)).toEqual(
			marks.map((m) => m.tasks.map((t) => (t.correct ? '✓' : '✗')).join('')),
		);
		// The marks do differ (the grid is not all ticks), and every row is one line.
		expect(new Set(rows.map((r) => r.marks)).size).toBeGreaterThan(10);
		expect(rows.filter((r) => r.height > ROW_PX)).toEqual([]);
		// The grid fits the page's width: no scrolling sideways for eight tasks.
		const grid = page.locator('.table-box');
		expect(await grid.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			1280,
		);

		// A name opens that student's details: every task's reason, word for word. Hovered, it keeps
		// its row to a line.
		const who = page.getByRole('button', { name: 'Student 05', exact: true });
		await who.hover();
		expect((await gridRows(page))[4]?.height).toBeLessThanOrEqual(ROW_PX);
		expect(await who.getAttribute('aria-expanded')).toBe('false');
		await who.click();
		expect(await who.getAttribute('aria-expanded')).toBe('true');
		const details = page.locator(`#${(await who.getAttribute('aria-controls')) ?? 'none'}`);
		const text = (await details.textContent()) ?? '';
		for (const [t, mark] of (marks[4]?.tasks ?? []).entries()) {
			expect(text).toContain(`Task ${String(t + 1)}`);
			expect(text).toContain(mark.reason);
		}
		expect(text).toContain('solution shown');
		await expectNoSeriousAxeViolations(page);
		await details.screenshot({ path: `${OUT}/thirty-details.png` });
		await who.click();
		expect(await details.count()).toBe(0);

		// One button opens every student's details, and closes them again.
		const all = page.getByRole('button', { name: "Show every student's details" });
		await all.click();
		expect(await all.getAttribute('aria-pressed')).toBe('true');
		expect(await page.locator('.check-results tr.details').count()).toBe(30);
		await all.click();
		expect(await all.getAttribute('aria-pressed')).toBe('false');
		expect(await page.locator('.check-results tr.details').count()).toBe(0);

		// Sorted by a task: the wrong ones first, then the right ones.
		await page
			.getByRole('columnheader', { name: /^Task 3/ })
			.getByRole('button')
			.click();
		const sorted = await gridRows(page);
		const third = sorted.map((r) => r.marks[2]).join('');
		expect(third).toMatch(/^✗+✓+$/);

		// A phone: the page does not scroll sideways; the grid scrolls in its own box.
		await page.setViewportSize({ width: 360, height: 740 });
		await expect
			.poll(() => page.evaluate(() => document.documentElement.scrollWidth))
			.toBeLessThanOrEqual(360);
		await closeChecked(page, problems);
	}, 120_000);
});
