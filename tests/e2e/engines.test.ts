/**
 * Firefox ESR and WebKitGTK (issue 28: students come with Chromebooks, Firefox on school PCs and
 * iPads): every page loads without errors with its islands hydrated; the code cell's own runner
 * passes the JavaScript and Python references and stops an endless loop in each language; the
 * attack corpus holds, as in Chromium. The engines' versions are printed for the report.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../src/lib/code/reference/javascript.ts';
import { PY_PROGRAMS } from '../../src/lib/code/reference/python.ts';
import { sitePaths, siteUrl } from './browser.ts';
import { openFirefox, openWebKit, type EnginePage } from './engines/engines.ts';
import { ATTACKS } from './sandbox/attacks.ts';
import { startTrap, type Trap } from './sandbox/trap.ts';

const EXERCISE = 'warnsdorff-first';

/** In the page: touches every island that waits for a touch, scrolls the waiting ones into view, and returns those still waiting after a minute. */
const HYDRATE = `
	for (const island of document.querySelectorAll('astro-island[ssr][client="interaction"]'))
		island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
	const deadline = Date.now() + 60000;
	for (;;) {
		const waiting = [...document.querySelectorAll('astro-island[ssr]')];
		if (waiting.length === 0 || Date.now() > deadline)
			return waiting.map((island) => (island.getAttribute('component-url') || '?').replace(/^.*\\//, ''));
		const boxed = [...waiting[0].querySelectorAll('*')].find((element) => element.getClientRects().length > 0);
		if (boxed) boxed.scrollIntoView({ block: 'center', behavior: 'instant' });
		await new Promise((done) => setTimeout(done, 200));
	}`;

/**
 * In the page: loads the code cell's runner (the reader's first touch on the cell loads it), runs
 * `arg.steps` with it one after another, and returns a summary of each run.
 */
const RUN_STEPS = `
	const find = () =>
		performance
			.getEntriesByType('resource')
			.map((e) => e.name)
			.find((n) => /code-runner-client/.test(n));
	const deadline = Date.now() + 30000;
	const sleep = () => new Promise((done) => setTimeout(done, 100));
	if (!find()) {
		// The reader's first touch: the cell hydrates when seen, then a focus on its code loads the runner.
		const cell = document.querySelector('section.code-cell');
		cell.scrollIntoView({ block: 'center' });
		const island = cell.closest('astro-island');
		while (island && island.hasAttribute('ssr') && Date.now() < deadline) await sleep();
		cell.querySelector('[role="textbox"]').focus();
	}
	while (!find() && Date.now() < deadline) await sleep();
	const module = await import(find());
	const runner = module.createCellRunner();
	const out = [];
	for (const step of arg.steps) {
		let logChars = 0;
		const hooks = { onloading() {}, onlog(lines) { for (const line of lines) logChars += line.length; } };
		const limits = step.timeMs === undefined ? {} : { limits: { timeMs: step.timeMs } };
		const outcome = await runner.run({ language: step.language, code: step.code, exercise: arg.exercise, ...limits }, hooks);
		const tests = (outcome.report && outcome.report.tests) || [];
		out.push({
			status: outcome.status,
			kind: outcome.error ? outcome.error.kind : null,
			passed: tests.filter((t) => t.passed).length,
			total: tests.length,
			logChars,
		});
		await new Promise((done) => setTimeout(done, step.pause || 0));
	}
	runner.dispose();
	return out;`;

/** The site's storage as the page sees it. */
const STORAGE = `return {
	local: Object.entries(localStorage).sort(),
	session: Object.entries(sessionStorage).sort(),
	databases: indexedDB.databases ? (await indexedDB.databases()).map((d) => d.name).sort() : [],
	cookie: document.cookie,
};`;

interface Summary {
	status: string;
	kind: string | null;
	passed: number;
	total: number;
	logChars: number;
}

const WRONG = {
	javascript: 'function solve(board) {\n  return [];\n}',
	python: 'def solve(board):\n    return []\n',
};
const LOOP = {
	javascript: 'function solve(board) {\n  while (true) {}\n}',
	python: 'def solve(board):\n    while True:\n        pass\n',
};
const RIGHT = {
	javascript: JS_PROGRAMS[EXERCISE]?.solution ?? '',
	python: PY_PROGRAMS[EXERCISE]?.solution ?? '',
};

describe.each([
	['Firefox', openFirefox],
	['WebKit', openWebKit],
] as const)('%s', (engine, open) => {
	let page: EnginePage;
	let trap: Trap;

	beforeAll(async () => {
		trap = await startTrap();
		page = await open();
		console.log(`${engine}: ${page.version}`);
	});

	afterAll(async () => {
		await page.close();
		await trap.close();
	});

	test('every page loads without errors, its islands hydrated', async () => {
		for (const path of sitePaths()) {
			await page.goto(siteUrl(path));
			const waiting = await page.run<string[]>(HYDRATE);
			expect(waiting, path).toEqual([]);
			expect(page.problems(), path).toEqual([]);
		}
	});

	test("the code cell's runner passes the references and stops an endless loop, in both languages", async () => {
		await page.goto(siteUrl('/lessons/backtracking/'));
		const steps = (['javascript', 'python'] as const).flatMap((language) => [
			{ language, code: RIGHT[language] },
			{ language, code: WRONG[language] },
			{ language, code: LOOP[language], timeMs: 2000 },
		]);
		const runs = await page.run<Summary[]>(RUN_STEPS, { steps, exercise: EXERCISE });
		for (const language of [0, 1]) {
			const [right, wrong, loop] = runs.slice(language * 3, language * 3 + 3);
			expect(right).toMatchObject({ status: 'done', passed: 3, total: 3 });
			expect(wrong).toMatchObject({ status: 'done', passed: 0, total: 3 });
			expect(loop).toMatchObject({ status: 'failed', kind: 'timeout' });
		}
	});

	test('the attack corpus holds', async () => {
		await page.goto(siteUrl('/lessons/backtracking/'));
		await page.run('localStorage.setItem("ktn-attack-canary", "kept"); return null;');
		const before = await page.run<unknown>(STORAGE);
		for (const attack of ATTACKS) {
			trap.hits.length = 0;
			const code = attack.code.replaceAll('TRAP/', trap.url);
			const [own, wrong, right] = await page.run<Summary[]>(RUN_STEPS, {
				steps: [
					{ language: attack.language, code, pause: attack.pause ?? 200 },
					{ language: attack.language, code: WRONG[attack.language] },
					{ language: attack.language, code: RIGHT[attack.language] },
				],
				exercise: EXERCISE,
			});
			if (attack.expect === 'refused') {
				expect(own?.status, attack.name).toBe('failed');
				expect(attack.kinds, attack.name).toContain(own?.kind);
			} else {
				expect(own?.passed ?? 0, attack.name).toBeLessThan(own?.total || 1);
			}
			expect(own?.logChars ?? 0, attack.name).toBeLessThanOrEqual(200_000);
			expect(wrong, attack.name).toMatchObject({ status: 'done', passed: 0, total: 3 });
			expect(right, attack.name).toMatchObject({ status: 'done', passed: 3, total: 3 });
			expect(trap.hits, attack.name).toEqual([]);
			expect(await page.run<unknown>(STORAGE), attack.name).toEqual(before);
		}
	});
	test('a heap bomb ends with its run; the page lives and judges the next run', async () => {
		await page.goto(siteUrl('/lessons/backtracking/'));
		const bomb =
			'function solve(board) {\n  const all = [];\n  for (;;) all.push(new Array(1e6).fill(all.length));\n}';
		const [own, wrong] = await page.run<Summary[]>(RUN_STEPS, {
			steps: [
				{ language: 'javascript', code: bomb },
				{ language: 'javascript', code: WRONG.javascript },
			],
			exercise: EXERCISE,
		});
		expect(own?.status).toBe('failed');
		expect(['timeout', 'crashed', 'exception']).toContain(own?.kind);
		expect(wrong).toMatchObject({ status: 'done', passed: 0, total: 3 });
		expect(await page.run<string>('return document.title;')).toMatch(/Backtracking/);
	});
});
