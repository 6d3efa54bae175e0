/**
 * The JavaScript budget, measured in Chromium on the built site: for every page, every script the
 * browser fetches (the page's and its workers') from loading the page until every island that
 * hydrates on sight has hydrated with the whole page scrolled through, before the reader touches
 * anything; then what touching the `client:interaction` islands adds. Each file counts at its own
 * gzip size, as a server sends it, and inline scripts count too. The script run before any widget is
 * visible is counted from the HTML alone. Fails when a page goes over a budget. The budgets and why
 * they are what they are: DEVELOPMENT.md, "The JavaScript budget". Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/chromium.ts';
import { serveStatic } from '../tests/e2e/server.ts';

/** Budgets in bytes after gzip. */
const BUDGET = {
	/** Script a lesson page runs before any widget is visible. */
	beforeWidgets: 6 * 1024,
	/** All script a lesson page loads before the reader touches a widget (issue 10). */
	lesson: 60 * 1024,
	/**
	 * The same for every other page (playground, game, classroom): raised from 60 KB when the
	 * exercises kept the student's progress (issue 11); DEVELOPMENT.md, "The JavaScript budget".
	 */
	other: 64 * 1024,
	/**
	 * The classroom pages (playground and game stay at 64 KB): raised when assignment links became
	 * short (issue 29), for the decompressor, its dictionary and the builder's question words;
	 * DEVELOPMENT.md, "The JavaScript budget".
	 */
	classroom: 72 * 1024,
};

/** How long a page may take to hydrate every island it shows. */
const HYDRATION_MS = 60_000;
/** How long the network must stay quiet before a measure is taken. */
const QUIET_MS = 500;

const root = resolve(process.argv[2] ?? 'dist');

/** Lists the HTML files under a folder. */
function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) return htmlFiles(full);
		return entry.name.endsWith('.html') ? [full] : [];
	});
}

/** Resolves a site URL (`/_astro/x.js`) to a file in the build. */
function fileOf(url: string, from: string): string {
	return url.startsWith('/') ? join(root, url) : resolve(dirname(from), url);
}

/** Adds a module and everything it imports statically to `seen`. */
function collectModule(file: string, seen: Set<string>): void {
	if (seen.has(file) || !existsSync(file)) return;
	seen.add(file);
	const code = readFileSync(file, 'utf8');
	for (const match of code.matchAll(
		/(?:import|export)\s*(?:[\w*{},\s$]*from\s*)?["']([^"']+\.js)["']/g,
	)) {
		const target = match[1];
		if (target !== undefined) collectModule(fileOf(target, file), seen);
	}
}

/** Returns the gzip size of a text or file, at zlib's default level (what most servers use). */
function gzipped(data: string | Buffer): number {
	return data.length === 0 ? 0 : gzipSync(data).length;
}

/** Formats bytes as kilobytes. */
function kb(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The page's inline scripts (JSON data blocks aside), as one text. */
function inlineScripts(html: string): string {
	return [
		...html.matchAll(
			/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
		),
	]
		.map((m) => m[1] ?? '')
		.join('\n');
}

/** The script a page runs before any island: inline scripts, `<script src>`, module preloads. */
function beforeWidgets(file: string, html: string): number {
	const eager = new Set<string>();
	for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
		collectModule(fileOf(m[1] ?? '', file), eager);
	for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
		collectModule(fileOf(m[1] ?? '', file), eager);
	return (
		gzipped(inlineScripts(html)) + [...eager].reduce((sum, m) => sum + gzipped(readFileSync(m)), 0)
	);
}

/** Waits until no request has been open for `QUIET_MS`, and at most a minute. */
async function quiet(page: Page, open: () => number): Promise<void> {
	const deadline = Date.now() + HYDRATION_MS;
	let calmSince = Date.now();
	while (Date.now() < deadline) {
		if (open() > 0) calmSince = Date.now();
		else if (Date.now() - calmSince >= QUIET_MS) return;
		await page.waitForTimeout(50);
	}
}

/**
 * Waits until every island that hydrates on sight has hydrated; one still waiting (a quick scroll
 * can pass one by) is brought into view. Throws after a minute, naming the islands still waiting.
 */
async function hydrateOnSight(page: Page, path: string): Promise<void> {
	const deadline = Date.now() + HYDRATION_MS;
	for (;;) {
		const waiting = await page.evaluate(() => {
			const islands = [
				...document.querySelectorAll('astro-island[ssr]:not([client="interaction"])'),
			];
			// An island has no box of its own: scroll to the first element in it that has one.
			const boxed = [...(islands[0]?.querySelectorAll('*') ?? [])].find(
				(element) => element.getClientRects().length > 0,
			);
			boxed?.scrollIntoView({ block: 'center', behavior: 'instant' });
			return islands.map((island) => island.getAttribute('component-url') ?? '?');
		});
		if (waiting.length === 0) return;
		if (Date.now() > deadline)
			throw new Error(`${path}: islands still not hydrated after a minute: ${waiting.join(', ')}`);
		await page.waitForTimeout(200);
	}
}

const server = await serveStatic(root);
const browser = await launchChromium();
const rows: string[] = [];
const failures: string[] = [];
try {
	for (const file of htmlFiles(root).sort()) {
		const html = readFileSync(file, 'utf8');
		const path = `/${relative(root, file)}`.replace(/index\.html$/, '');
		const page = await browser.context.newPage();
		// Every file from the server, never from the cache another page filled.
		const cdp = await browser.context.newCDPSession(page);
		await cdp.send('Network.enable');
		await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
		const fetched = new Set<string>();
		let open = 0;
		page.on('request', (request) => {
			open++;
			const url = new URL(request.url());
			if (url.origin === new URL(server.url).origin && url.pathname.endsWith('.js'))
				fetched.add(url.pathname);
		});
		const settle = (): void => {
			open--;
		};
		page.on('requestfinished', settle);
		page.on('requestfailed', settle);
		await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
		// Scroll through the page a screen at a time, as a reader would, bringing every island into view.
		await page.evaluate(async () => {
			for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
				window.scrollTo(0, y);
				await new Promise((done) => setTimeout(done, 50));
			}
		});
		await hydrateOnSight(page, path);
		await quiet(page, () => open);
		const sizeOf = (urls: Iterable<string>): number =>
			[...urls].reduce((sum, url) => sum + gzipped(readFileSync(join(root, url))), 0);
		const beforeTouch = new Set(fetched);
		const total = gzipped(inlineScripts(html)) + sizeOf(beforeTouch);
		// Then the reader touches every island that waits for it.
		await page.evaluate(() => {
			for (const island of document.querySelectorAll('astro-island[client="interaction"]'))
				island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		});
		await quiet(page, () => open);
		const touched = sizeOf([...fetched].filter((url) => !beforeTouch.has(url)));
		await page.close();

		const before = beforeWidgets(file, html);
		const budget = path.startsWith('/lessons/')
			? BUDGET.lesson
			: path.startsWith('/classroom/')
				? BUDGET.classroom
				: BUDGET.other;
		rows.push(
			`${path.padEnd(28)} before widgets ${kb(before).padStart(8)}   before a touch ${kb(total).padStart(8)} of ${kb(budget)} (${String(beforeTouch.size).padStart(2)} files)   on touch +${kb(touched).padStart(8)}`,
		);
		if (before > BUDGET.beforeWidgets)
			failures.push(
				`${path}: ${kb(before)} before any widget is visible; the budget is ${kb(BUDGET.beforeWidgets)}.`,
			);
		if (total > budget)
			failures.push(
				`${path}: ${kb(total)} of JavaScript before the reader touches a widget; the budget is ${kb(budget)}.`,
			);
	}
} finally {
	await browser.close();
	await server.close();
}

console.log('JavaScript per page (gzip, each file on its own):');
console.log(rows.join('\n'));
if (failures.length > 0) {
	console.error(`\nOver budget:\n${failures.join('\n')}`);
	process.exit(1);
}
console.log(
	`\nWithin budget: ≤ ${kb(BUDGET.beforeWidgets)} before widgets; before a widget is touched ≤ ${kb(BUDGET.lesson)} on lesson pages, ≤ ${kb(BUDGET.classroom)} on the classroom's, ≤ ${kb(BUDGET.other)} on the others.`,
);
