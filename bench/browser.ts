/**
 * Browser benchmarks: `npm run bench:browser` after `npm run build`. What only a browser shows, in
 * Debian's Chromium on the built site: the live network's frame rate on 12×12, and how often the
 * counting widget hears from the worker, and the chessboard count's time, memory and estimate
 * (`npm run bench:browser -- --chessboard` counts 8×8 alone, a quarter of an hour;
 * `-- --counts` the counting widget's counts alone). Figures, not tests: a busy machine changes
 * them.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { CountRequest } from '../src/components/lessons/counting-tours/jobs.ts';
import { launchChromium } from '../tests/e2e/chromium.ts';
import { serveStatic } from '../tests/e2e/server.ts';
import { LARGE_COUNTS, LESSON_COUNTS } from './rows/count-progress.ts';
import work from '../src/components/lessons/counting-tours/chessboard-work.json' with { type: 'json' };

const server = await serveStatic('dist');
const browser = await launchChromium();

/**
 * Opens a lesson, brings the widget with this accessible name into view and waits until it is live;
 * a widget that hydrates on the reader's first touch (`client:interaction`) is touched first.
 */
async function openWidget(
	path: string,
	name: string,
): Promise<{ page: Page; widget: ReturnType<Page['getByRole']> }> {
	const page = await browser.context.newPage();
	await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
	const widget = page.getByRole('group', { name, exact: true });
	await widget.scrollIntoViewIfNeeded();
	await widget.evaluate((element) => {
		if (element.closest('astro-island')?.getAttribute('client') === 'interaction')
			element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
	});
	await page.waitForFunction((label) => {
		const group = document.querySelector(`[role=group][aria-label="${label}"]`);
		return group !== null && group.closest('astro-island[ssr]') === null;
	}, name);
	return { page, widget };
}

/**
 * The yardstick for the frame rates below: how many animation frames this headless Chromium draws
 * in three seconds on the site's emptiest page, where nothing else runs. A network figure under 60
 * means little when this one is under 60 too.
 */
async function blankFrames(): Promise<void> {
	const page = await browser.context.newPage();
	await page.goto(new URL('/404.html', server.url).href, { waitUntil: 'networkidle' });
	const fps = await page.evaluate(
		() =>
			new Promise<number>((done) => {
				const times: number[] = [];
				const tick = (time: number): void => {
					times.push(time);
					if (time - (times[0] ?? time) < 3000) requestAnimationFrame(tick);
					else done((times.length - 1) / ((time - (times[0] ?? time)) / 1000));
				};
				requestAnimationFrame(tick);
			}),
	);
	console.log(
		`blank page, 3 s: ${fps.toFixed(1)} frames/s (what this browser draws with nothing to do)`,
	);
	await page.close();
}

/**
 * Plays the 12×12 network (seed 4: 231 sweeps) at each speed for up to four seconds: frames per
 * second, the 95th percentile and worst frame, and the longest script time in one frame.
 */
async function networkFrames(speed: string): Promise<void> {
	const { page, widget } = await openWidget(
		'/lessons/takefuji-lee/',
		'The Takefuji–Lee network, live',
	);
	await widget.getByLabel('Rows').fill('12');
	await widget.getByLabel('Columns').fill('12');
	await widget.getByLabel('Seed').fill('4');
	await widget.getByLabel('Speed').selectOption(speed);
	await page.waitForFunction(() => document.querySelectorAll('[role=gridcell]').length >= 144);
	await page.evaluate(() => {
		const w = window as unknown as { frames_: number[]; scripts_: number[] };
		w.frames_ = [];
		w.scripts_ = [];
		const tick = (time: number): void => {
			w.frames_.push(time);
			requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & {
				scripts: { duration: number }[];
			})[]) {
				w.scripts_.push(entry.scripts.reduce((sum, s) => sum + s.duration, 0));
			}
		}).observe({ type: 'long-animation-frame' });
	});
	await widget.getByRole('button', { name: 'Play', exact: true }).click();
	const since = await page.evaluate(() => performance.now());
	// The widget's own sentence says when it settles (the lesson's text names the 231 sweeps too).
	await widget
		.locator('.sentence', { hasText: 'Settled after 231 sweeps' })
		.waitFor({ timeout: 4_000 })
		.catch(() => undefined);
	const figures = await page.evaluate((from) => {
		const w = window as unknown as { frames_: number[]; scripts_: number[] };
		const frames = w.frames_.filter((t) => t >= from);
		const gaps = frames
			.slice(1)
			.map((t, i) => t - (frames[i] ?? t))
			.sort((a, b) => a - b);
		const span = (frames[frames.length - 1] ?? from) - (frames[0] ?? from);
		return {
			seconds: span / 1000,
			fps: (frames.length - 1) / Math.max(span / 1000, 1e-9),
			p95: gaps[Math.floor(gaps.length * 0.95)] ?? 0,
			worst: gaps[gaps.length - 1] ?? 0,
			longScript: Math.max(0, ...w.scripts_),
			sentence: document.querySelector('.sentence')?.textContent?.trim().slice(0, 40) ?? '',
		};
	}, since);
	console.log(
		`network 12×12 at speed ${speed}, ${figures.seconds.toFixed(1)} s: ` +
			`${figures.fps.toFixed(1)} frames/s, 95% of frames within ${figures.p95.toFixed(1)} ms, ` +
			`worst ${figures.worst.toFixed(1)} ms, longest script in a frame ${figures.longScript.toFixed(1)} ms ` +
			`(target 60 frames/s, no task over 50 ms)`,
	);
	await page.close();
}

/** One count as a reader asks it: the time to the answer and the longest wait for news from the worker. */
async function countSilence(
	page: Page,
	widget: ReturnType<Page['getByRole']>,
	label: string,
	request: CountRequest,
): Promise<void> {
	await widget.getByLabel('Rows').fill(String(request.rows));
	await widget.getByLabel('Columns').fill(String(request.cols));
	await widget.getByLabel('Start').fill(request.start ?? '');
	await widget.getByLabel('Closed tour').setChecked(request.closed);
	await widget.getByLabel('Up to symmetry').setChecked(request.upToSymmetry);
	if (await widget.getByLabel('Directed').isEnabled())
		await widget.getByLabel('Directed').setChecked(request.directed);
	await page.evaluate(() => {
		(window as unknown as { heard_: number[] }).heard_ = [performance.now()];
	});
	await widget.getByRole('button', { name: 'Count', exact: true }).click();
	// The renderer's memory, sampled every half second while the count runs (5 minutes at most).
	let peak = 0;
	const cancel = widget.getByRole('button', { name: 'Cancel' });
	for (let waited = 0; (await cancel.count()) > 0 && waited < 300_000; waited += 500) {
		peak = Math.max(peak, chromiumRss());
		await page.waitForTimeout(500);
	}
	await cancel.waitFor({ state: 'detached', timeout: 1000 });
	const heard = await page.evaluate(() => (window as unknown as { heard_: number[] }).heard_);
	const gaps = heard.slice(1).map((t, i) => t - (heard[i] ?? t));
	const total = (heard[heard.length - 1] ?? 0) - (heard[0] ?? 0);
	const answer = (await widget.locator('.answer').textContent())?.trim().slice(0, 60) ?? '';
	console.log(
		`count ${label}: ${(total / 1000).toFixed(2)} s, ${String(heard.length - 2)} progress reports, ` +
			`longest silence ${Math.max(...gaps).toFixed(0)} ms, renderer peak ${peak.toFixed(2)} GB: "${answer}" (target: news every 250 ms; the lesson's counts within 10 s, 7×8 closed and 7×7 open within twice the Node time, under 2 GB)`,
	);
}

/** The lesson's counts in the counting widget, timing every message from the worker. */
async function counts(): Promise<void> {
	// Timestamp every message a worker sends the page (progress and the result alike).
	await browser.context.addInitScript({
		content: `{
			const Original = window.Worker;
			window.Worker = class extends Original {
				constructor(url, options) {
					super(url, options);
					this.addEventListener('message', () => window.heard_?.push(performance.now()));
				}
			};
		}`,
	});
	const { page: lesson, widget } = await openWidget(
		'/lessons/counting-tours/',
		"Count knight's tours",
	);
	for (const [label, request] of [...LESSON_COUNTS, ...LARGE_COUNTS]) {
		await countSilence(lesson, widget, label, request);
	}
	await lesson.close();
}

/** The largest resident memory of any Chromium process now, in GB (the page's renderer runs its workers). */
function chromiumRss(): number {
	const lines = execSync('ps -eo rss,args').toString().split('\n');
	const sizes = lines
		.filter((line) => /chrom/i.test(line))
		.map((line) => Number.parseInt(line, 10));
	return Math.max(0, ...sizes.filter(Number.isFinite)) / 1e6;
}

/** With `--work FILE`, where to write the chessboard count's measured run. */
const workAt = process.argv.indexOf('--work');
const workFile = workAt >= 0 ? (process.argv[workAt + 1] ?? null) : null;

/**
 * Writes the finished count's time by group, as the page saved it, in the form of the lesson's
 * measured run (src/components/lessons/counting-tours/chessboard-work.json); the groups' states
 * are that file's (the slow bench row "split sweep by class: 8×8" checks them).
 */
async function writeWork(page: Page, board: string, total: number): Promise<void> {
	const run = await page.evaluate(
		(key) =>
			new Promise<{ sweepMs: number[]; joinMs: number[] }>((resolve, reject) => {
				const open = indexedDB.open('knights-tour-notebook-counts');
				open.onerror = () => reject(open.error ?? new Error('no database'));
				open.onsuccess = () => {
					const get = open.result.transaction('runs').objectStore('runs').get(key);
					get.onerror = () => reject(get.error ?? new Error('no record'));
					get.onsuccess = () => resolve(get.result as { sweepMs: number[]; joinMs: number[] });
				};
			}),
		board,
	);
	const seconds = (list: number[], n: number): number[] =>
		Array.from({ length: n }, (_, g) => Math.round((list[g] ?? 0) / 10) / 100);
	const n = work.states.length;
	const sweep = seconds(run.sweepMs, n);
	const join = seconds(run.joinMs, n);
	const counted = [...sweep, ...join].reduce((sum, x) => sum + x, 0);
	const measured = {
		board,
		measured: `npm run bench:browser -- --chessboard --work FILE, ${new Date().toISOString().slice(0, 10)}, in Debian's Chromium on the project's 2-core machine: ${counted.toFixed(1)} s in all (${(total / 1000).toFixed(1)} s from the click to the answer)`,
		sweep,
		join,
		states: work.states,
	};
	writeFileSync(workFile as string, `${JSON.stringify(measured, null, '\t')}\n`);
	console.log(`chessboard count ${board}: its time by group written to ${String(workFile)}`);
}

/**
 * "Count the chessboard's tours yourself" on one board, from nothing saved: the time to the answer,
 * the renderer's peak memory (sampled each second), and how far the time-left estimate was off
 * from the time that was actually left, when the page gave one.
 */
async function chessboard(board: '6×8' | '8×8'): Promise<void> {
	const { page, widget } = await openWidget(
		'/lessons/counting-tours/',
		"Count the chessboard's closed tours",
	);
	await widget.getByLabel(new RegExp(`${board},`)).check();
	const start = Date.now();
	await widget.getByRole('button', { name: 'Count', exact: true }).click();
	let peak = 0;
	const estimates: { at: number; left: number }[] = [];
	for (;;) {
		peak = Math.max(peak, chromiumRss());
		const details =
			(await widget.locator('.details').count()) > 0
				? ((await widget.locator('.details').textContent()) ?? '')
				: '';
		const left = /about (?:(\d+) min|(\d+) s) left/.exec(details);
		if (left !== null) {
			const ms = left[1] !== undefined ? Number(left[1]) * 60_000 : Number(left[2]) * 1000;
			estimates.push({ at: Date.now() - start, left: ms });
		}
		const status = (await widget.getByRole('status').textContent()) ?? '';
		if (/Counted in|failed|stopped|would not/i.test(status)) break;
		await page.waitForTimeout(board === '8×8' ? 1000 : 100);
	}
	const total = Date.now() - start;
	const answer = /([\d,]+) closed tours of/.exec((await widget.textContent()) ?? '')?.[1] ?? '?';
	// The estimate's error at a quarter, half and three quarters of the way, as a share of the truth.
	const errors = [0.25, 0.5, 0.75].map((share) => {
		const near = estimates.find((e) => e.at >= share * total);
		if (near === undefined) return 'none';
		const truth = total - near.at;
		return `${String(Math.round(100 * share))}%: ${(near.left / 1000).toFixed(0)} s for ${(truth / 1000).toFixed(0)} s`;
	});
	console.log(
		`chessboard count ${board}: ${answer} in ${(total / 1000).toFixed(1)} s, renderer peak ${peak.toFixed(2)} GB ` +
			`(target: ≤ 2 GB); time left said at ${errors.join(', ')}`,
	);
	if (workFile !== null) await writeWork(page, board, total);
	await widget.getByRole('button', { name: 'Clear' }).click();
	await page.close();
}

/**
 * Loads a page, scrolls through it so every widget that hydrates on sight does (each computes its
 * first state then; those that wait for a touch are not touched), and returns the longest
 * main-thread task in ms (a `longtask` observer installed before loading).
 */
async function longestLoadTask(path: string): Promise<void> {
	const page = await browser.context.newPage();
	await page.addInitScript({
		content: `window.tasks_ = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.tasks_.push(e.duration); }).observe({ type: 'longtask', buffered: true });`,
	});
	await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
	await page.evaluate(async () => {
		for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
			window.scrollTo(0, y);
			await new Promise((done) => setTimeout(done, 50));
		}
	});
	await page
		.waitForFunction(
			() => document.querySelector('astro-island[ssr]:not([client="interaction"])') === null,
			undefined,
			{ timeout: 30_000 },
		)
		.catch(() => undefined);
	await page.waitForTimeout(500);
	const tasks = await page.evaluate(() => (window as unknown as { tasks_: number[] }).tasks_);
	console.log(
		`${path}: load and hydrate every widget: ${String(tasks.length)} tasks over 50 ms, ` +
			`longest ${Math.max(0, ...tasks).toFixed(0)} ms`,
	);
	await page.close();
}

const only = process.argv.indexOf('--chessboard');
if (only >= 0) {
	// One board alone: 8×8 unless 6×8 is named (8×8 takes about a quarter of an hour).
	await chessboard(process.argv[only + 1] === '6×8' ? '6×8' : '8×8');
} else if (process.argv.includes('--counts')) {
	// The counting widget's counts alone, 7×7 open among them: three minutes or so.
	await counts();
} else {
	await blankFrames();
	for (const speed of ['30', '100', '300', '1000']) await networkFrames(speed);
	await counts();
	await chessboard('6×8');
	for (const slug of ['takefuji-lee', 'counting-tours', 'variations']) {
		await longestLoadTask(`/lessons/${slug}/`);
	}
}
await browser.close();
await server.close();
