/**
 * The JavaScript budget: how much script a page makes the reader download
 * before any widget is visible (inline scripts, `<script src>`, module
 * preloads and everything they import), and how much its islands load when
 * they scroll into view, before the reader touches anything. Islands that
 * hydrate only when touched (`client:interaction`) are listed apart and not
 * counted, except for modules an island counted above shares. Fails when a
 * page goes over a budget. The budgets and why they are what they are:
 * DEVELOPMENT.md, "The JavaScript budget". Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

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
};

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

/** Returns the gzip size of a text. */
function gzipped(text: string): number {
	return gzipSync(text, { level: 9 }).length;
}

/** Formats bytes as kilobytes. */
function kb(bytes: number): string {
	return `${(bytes / 1024).toFixed(1)} KB`;
}

const rows: string[] = [];
const failures: string[] = [];
for (const file of htmlFiles(root).sort()) {
	const html = readFileSync(file, 'utf8');
	const page = `/${relative(root, file)}`.replace(/index\.html$/, '');
	const inline = [
		...html.matchAll(
			/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
		),
	]
		.map((m) => m[1] ?? '')
		.join('\n');
	const eager = new Set<string>();
	for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
		collectModule(fileOf(m[1] ?? '', file), eager);
	for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
		collectModule(fileOf(m[1] ?? '', file), eager);
	const lazy = new Set<string>();
	const onTouch = new Set<string>();
	for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
		const island = m[0];
		const modules = / client="interaction"/.test(island) ? onTouch : lazy;
		for (const url of island.matchAll(
			/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
		)) {
			if (url[1] !== undefined && url[1] !== '') collectModule(fileOf(url[1], file), modules);
		}
	}
	for (const module of eager) lazy.delete(module);
	for (const module of [...eager, ...lazy]) onTouch.delete(module);
	const read = (modules: Set<string>): string =>
		[...modules].map((m) => readFileSync(m, 'utf8')).join('\n');
	const before = gzipped(inline) + gzipped(read(eager));
	const islands = lazy.size === 0 ? 0 : gzipped(read(lazy));
	const touched = onTouch.size === 0 ? 0 : gzipped(read(onTouch));
	const total = before + islands;
	const budget = page.startsWith('/lessons/') ? BUDGET.lesson : BUDGET.other;
	rows.push(
		`${page.padEnd(32)} before widgets ${kb(before).padStart(8)}   islands ${kb(islands).padStart(8)} (${String(lazy.size).padStart(2)} modules)   total ${kb(total).padStart(8)} of ${kb(budget)}   on touch ${kb(touched).padStart(8)}`,
	);
	if (before > BUDGET.beforeWidgets)
		failures.push(
			`${page}: ${kb(before)} before any widget is visible; the budget is ${kb(BUDGET.beforeWidgets)}.`,
		);
	if (total > budget)
		failures.push(
			`${page}: ${kb(total)} of JavaScript before the reader touches a widget; the budget is ${kb(budget)}.`,
		);
}

console.log('JavaScript per page (gzip):');
console.log(rows.join('\n'));
if (failures.length > 0) {
	console.error(`\nOver budget:\n${failures.join('\n')}`);
	process.exit(1);
}
console.log(
	`\nWithin budget: ≤ ${kb(BUDGET.beforeWidgets)} before widgets; before a widget is touched ≤ ${kb(BUDGET.lesson)} on lesson pages, ≤ ${kb(BUDGET.other)} on the others.`,
);
