/**
 * The attack corpus (tests/e2e/sandbox/attacks.ts) through the site's real runner — the one a
 * lesson's code cell uses: each hostile program runs in the opaque-origin sandbox, then an honest
 * wrong program and the reference run after it. Nothing may reach the loopback trap, the site's
 * storage must be unchanged, the page must stay alive, and the honest verdicts must stand.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JS_PROGRAMS } from '../../src/lib/code/reference/javascript.ts';
import { PY_PROGRAMS } from '../../src/lib/code/reference/python.ts';
import {
	clearSiteStorage,
	launchBrowser,
	siteUrl,
	type TestBrowser,
	waitForIsland,
} from './browser.ts';
import { ATTACKS, type Attack } from './sandbox/attacks.ts';
import { startTrap, type Trap } from './sandbox/trap.ts';

const EXERCISE = 'warnsdorff-first';

/** What the page reports of one run. */
interface Summary {
	status: string;
	kind: string | null;
	message: string;
	passed: number;
	total: number;
	/** Characters of printed lines the page received. */
	logChars: number;
}

/** A run for the page to make: the program, and how long to wait after it. */
interface Step {
	language: string;
	code: string;
	pause: number;
	timeMs?: number;
}

let browser: TestBrowser;
let page: Page;
let trap: Trap;
let runnerUrl: string;

/**
 * Runs `steps` one after another through one cell runner on the page; returns each summary. With
 * `report`, the page also writes them to local storage under that key.
 */
async function runSteps(steps: Step[], report = ''): Promise<Summary[]> {
	return page.evaluate(
		async ({ url, steps, exercise, report }) => {
			// Written as a string so that the test's own bundler leaves this import alone.
			const load = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
			type Outcome = {
				status: string;
				error?: { kind: string; message: string };
				report?: { tests?: { passed: boolean }[]; logs?: string[] };
			};
			const module = (await load(url)) as {
				createCellRunner: () => {
					run: (request: object, hooks: object) => Promise<Outcome>;
					dispose: () => void;
				};
			};
			const runner = module.createCellRunner();
			let logChars = 0;
			const hooks = {
				onloading: () => {},
				onlog: (lines: string[]) => {
					for (const line of lines) logChars += line.length;
				},
			};
			const out = [];
			for (const step of steps) {
				logChars = 0;
				const limits = step.timeMs === undefined ? {} : { limits: { timeMs: step.timeMs } };
				const outcome = await runner.run(
					{ language: step.language, code: step.code, exercise, ...limits },
					hooks,
				);
				const tests = outcome.report?.tests ?? [];
				out.push({
					status: outcome.status,
					kind: outcome.error?.kind ?? null,
					message: outcome.error?.message ?? '',
					passed: tests.filter((t) => t.passed).length,
					total: tests.length,
					logChars: Math.max(
						logChars,
						(outcome.report?.logs ?? []).reduce((sum, line) => sum + line.length, 0),
					),
				});
				await new Promise((resolve) => setTimeout(resolve, step.pause));
			}
			runner.dispose();
			if (report !== '') localStorage.setItem(report, JSON.stringify(out));
			return out;
		},
		{ url: runnerUrl, steps, exercise: EXERCISE, report },
	);
}

/** The site's storage as the page sees it: local and session storage, IndexedDB, caches, cookies. */
async function storage(): Promise<unknown> {
	return page.evaluate(async () => ({
		local: Object.entries(localStorage).sort(),
		session: Object.entries(sessionStorage).sort(),
		databases: (await indexedDB.databases()).map((d) => d.name).sort(),
		caches: (await caches.keys()).sort(),
		cookie: document.cookie,
	}));
}

/** The honest runs after an attack: a wrong program and the reference, in the attack's language. */
function honest(language: Attack['language']): Step[] {
	const programs = language === 'javascript' ? JS_PROGRAMS : PY_PROGRAMS;
	const wrong =
		language === 'javascript'
			? 'function solve(board) {\n  return [];\n}'
			: 'def solve(board):\n    return []\n';
	return [
		{ language, code: wrong, pause: 0 },
		{ language, code: programs[EXERCISE]?.solution ?? '', pause: 0 },
	];
}

beforeAll(async () => {
	trap = await startTrap();
	browser = await launchBrowser();
	page = await browser.context.newPage();
	await clearSiteStorage(page);
	await page.goto(siteUrl('/lessons/backtracking/'));
	const cell = page.getByRole('region', { name: /^Code cell/ }).first();
	await cell.scrollIntoViewIfNeeded();
	await waitForIsland(cell);
	// The reader's first touch loads the runner's module; the attacks use that very module.
	await cell.getByRole('textbox').first().click();
	await cell.locator('.cm-content').waitFor();
	await page.evaluate(() => localStorage.setItem('ktn-attack-canary', 'kept'));
	runnerUrl =
		(await page.evaluate(() =>
			performance
				.getEntriesByType('resource')
				.map((entry) => entry.name)
				.find((name) => /code-runner-client/.test(name)),
		)) ?? '';
	expect(runnerUrl).not.toBe('');
});

afterAll(async () => {
	await browser.close();
	await trap.close();
});

describe('the code sandbox against the attack corpus (Chromium)', () => {
	test('the trap hears a request the page itself makes (so its silence below means something)', async () => {
		await page.evaluate((url) => fetch(`${url}control`, { mode: 'no-cors' }), trap.url);
		expect(trap.hits).toEqual(['GET /control']);
		trap.hits.length = 0;
	});

	test.each(ATTACKS.map((attack) => [attack.name, attack] as const))('%s', async (_, attack) => {
		// Each attack is judged on what it alone did (a failure before it must not fail it too).
		trap.hits.length = 0;
		const before = await storage();
		const code = attack.code.replaceAll('TRAP/', trap.url);
		const [own, wrong, right] = await runSteps([
			{ language: attack.language, code, pause: attack.pause ?? 200 },
			...honest(attack.language),
		]);
		if (attack.expect === 'refused') {
			expect(own?.status).toBe('failed');
			expect(attack.kinds).toContain(own?.kind);
		} else {
			expect(own?.passed ?? 0).toBeLessThan(own?.total || 1);
		}
		// What a program prints is capped before it leaves the sandbox (200,000 characters a run).
		expect(own?.logChars ?? 0).toBeLessThanOrEqual(200_000);
		// The honest programs after it are judged as if nothing had run before them.
		expect(wrong).toMatchObject({ status: 'done', passed: 0, total: 3 });
		expect(right).toMatchObject({ status: 'done', passed: 3, total: 3 });
		expect(trap.hits).toEqual([]);
		expect(await storage()).toEqual(before);
		expect(await page.evaluate(() => localStorage.getItem('ktn-attack-canary'))).toBe('kept');
	});

	// Last: Playwright takes the crash of the sandbox frame's process for the page's own and stops
	// talking to the page, so the page reports through local storage to a second page.
	test('a heap bomb takes down only its sandbox: the page lives, says so, and judges the next runs', async () => {
		const bomb =
			'function solve(board) {\n  const all = [];\n  for (;;) all.push(new Array(1e6).fill(all.length));\n}';
		const observer = await browser.context.newPage();
		await observer.goto(siteUrl('/'));
		await page.evaluate(() => {
			let beats = 0;
			setInterval(() => localStorage.setItem('ktn-attack-beats', String(++beats)), 100);
		});
		void runSteps(
			[{ language: 'javascript', code: bomb, pause: 500, timeMs: 60_000 }, ...honest('javascript')],
			'ktn-attack-result',
		).catch(() => undefined);
		const read = (key: string) => observer.evaluate((key) => localStorage.getItem(key), key);
		await expect
			.poll(() => read('ktn-attack-result'), { timeout: 50_000, interval: 500 })
			.not.toBeNull();
		const [own, wrong, right] = JSON.parse((await read('ktn-attack-result')) ?? '[]') as Summary[];
		// Within seconds (the heartbeat), not at the run's 60 s limit.
		expect(own).toMatchObject({ status: 'failed', kind: 'crashed' });
		expect(wrong).toMatchObject({ status: 'done', passed: 0 });
		expect(right).toMatchObject({ status: 'done', passed: 3 });
		const beats = Number(await read('ktn-attack-beats'));
		await expect.poll(async () => Number(await read('ktn-attack-beats'))).toBeGreaterThan(beats);
		await observer.close();
	});
});
