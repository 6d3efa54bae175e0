/**
 * The checking page with 30 programs handed in, one of them hostile (issue 28): it patches the
 * built-ins the old checker used, schedules callbacks from every task source, forges answers and
 * reaches for the network and storage; a second floods its output and then never ends. Every
 * program runs in a fresh sandboxed worker and is
 * judged on the page, so every other student's verdict must be what their program earns — worked
 * out here from what each program returns — and nothing may reach the loopback trap.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	assignmentId,
	encodeAssignment,
	encodeSubmission,
	type Assignment,
	type Submission,
} from '../../src/lib/index.ts';
import type { ProgramLanguage } from '../../src/lib/classroom/types.ts';
import { JS_PROGRAMS } from '../../src/lib/code/reference/javascript.ts';
import { PY_PROGRAMS } from '../../src/lib/code/reference/python.ts';
import {
	closeChecked,
	expectNoSeriousAxeViolations,
	launchBrowser,
	openPage,
	waitForIsland,
	type TestBrowser,
} from './browser.ts';
import { REACH_OUT } from './sandbox/attacks.ts';
import { startTrap, type Trap } from './sandbox/trap.ts';

const EXERCISE = 'warnsdorff-first';
const assignment: Assignment = {
	title: 'Warnsdorff in code',
	instructions: 'Write the rule.',
	tasks: [
		{ kind: 'program', exercise: EXERCISE, languages: ['javascript', 'python'], timeLimit: 5 },
	],
};

/** The hostile program: every trick of the corpus at once, in one student's hand-in. */
const HOSTILE = `function solve(board) {${REACH_OUT}
  if (!self.armed) {
    self.armed = true;
    const splice = Array.prototype.splice;
    Array.prototype.push = function (...items) {
      for (const item of items) if (item && typeof item === 'object' && 'passed' in item) item.passed = true;
      splice.call(this, this.length, 0, ...items);
      return this.length;
    };
    Object.defineProperty = function (o) { return o; };
    try { AbortSignal.timeout(5).onabort = () => reach('abort'); } catch {}
    try { setTimeout(() => reach('timeout'), 50); } catch {}
    try { setInterval(() => postMessage({ type: 'ran', run: { calls: [] } }), 20); } catch {}
    try { localStorage.setItem('ktn-classroom-check-verdicts', '{}'); } catch {}
    reach('run');
  }
  return [];
}`;

/**
 * A second hostile program: an output flood, then an endless loop. (Its heap bomb lives in
 * sandbox-attacks.test.ts: Playwright takes the crash of the frame's process for the page's and
 * stops talking to the page, so that test reads the page through a second one.)
 */
const BOMB = `function solve(board) {
  for (let i = 0; i < 200; i++) log('x'.repeat(100000));
  for (;;) {}
}`;

/** Each student's program and the verdict it earns: right programs pass 3 of 3, `return []` none. */
const students = Array.from({ length: 30 }, (_, i) => {
	const name = `Student ${String(i + 1).padStart(2, '0')}`;
	if (i === 3) return { name, language: 'javascript' as const, code: HOSTILE, passed: null };
	if (i === 17) return { name, language: 'javascript' as const, code: BOMB, passed: null };
	const language: ProgramLanguage = i === 10 || i === 20 ? 'python' : 'javascript';
	const right = i % 3 !== 1;
	const programs = language === 'javascript' ? JS_PROGRAMS : PY_PROGRAMS;
	const wrong =
		language === 'javascript'
			? 'function solve(board) {\n  return [];\n}'
			: 'def solve(board):\n    return []\n';
	return {
		name,
		language,
		code: right ? (programs[EXERCISE]?.solution ?? '') : wrong,
		passed: right ? 3 : 0,
	};
});

/** A student's submission code, the trap's address put into the program. */
function codeOf(student: (typeof students)[number], trapUrl: string): string {
	const submission: Submission = {
		name: student.name,
		assignment: assignmentId(assignment),
		answers: [
			{
				hints: 0,
				solutionShown: false,
				seconds: 60,
				program: {
					language: student.language,
					code: student.code.replaceAll('TRAP/', trapUrl),
					tests: { passed: 3, total: 3 },
				},
			},
		],
	};
	return encodeSubmission(submission);
}

let browser: TestBrowser;
let trap: Trap;

beforeAll(async () => {
	trap = await startTrap();
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
	await trap.close();
});

describe('the checking page with one hostile program among 30', () => {
	test('every other verdict is what its program earns, and nothing reaches out', async () => {
		const { page, problems } = await openPage(
			browser,
			`/classroom/check/#${encodeAssignment(assignment)}`,
		);
		const codes = page.getByLabel('Submission codes', { exact: true });
		await waitForIsland(codes);
		await codes.fill(students.map((student) => codeOf(student, trap.url)).join('\n'));
		await page.getByRole('button', { name: 'Check', exact: true }).click();
		const status = () => page.locator('.check-status').textContent();
		await expect.poll(status, { timeout: 60_000 }).toMatch(/30 programs not run yet/);
		await page.getByRole('button', { name: 'Run the programs' }).click();
		await expect
			.poll(status, { timeout: 240_000, interval: 1000 })
			.toMatch(/Ran 30 programs again/);
		const programs = page.getByRole('region', { name: 'Programs' });
		const lines = await programs.locator('summary').allTextContents();
		for (const student of students) {
			const line = lines.find((text) => text.trim().startsWith(`${student.name},`)) ?? '';
			if (student.passed === null) expect(line).not.toMatch(/3 of 3 tests passed/);
			else expect(line).toMatch(new RegExp(`: ${String(student.passed)} of 3 tests passed`));
		}
		expect(trap.hits).toEqual([]);
		// The page as a teacher meets it, sandbox frame and all.
		await expectNoSeriousAxeViolations(page);
		mkdirSync('test-results/classroom-check', { recursive: true });
		await page.screenshot({
			path: 'test-results/classroom-check/thirty-programs.png',
			fullPage: true,
		});
		// The page's own storage was not touched by the program (it keeps its verdicts there itself).
		expect(
			await page.evaluate(() => localStorage.getItem('ktn-classroom-check-verdicts')),
		).toBeNull();
		// The sandbox reports what its policy refused (a request refused, a fetch that failed in the
		// hostile program's own worker): that is the point, not a fault of the page.
		const faults = problems.filter(
			(p) => !/Content Security Policy|\(csp\)$|^exception: Failed to fetch$/.test(p),
		);
		await closeChecked(page, faults);
	}, 300_000);
});
