/**
 * Takes screenshots of the built site for a person to look at: every page at
 * phone and desktop widths, in both themes, and printed. Not a test: it
 * asserts nothing. Run `npm run build` first; pictures go to test-results/screens.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/chromium.ts';
import { serveStatic } from '../tests/e2e/server.ts';

const out = 'test-results/screens';
const pages =
	process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/lessons/the-knights-move/'];
mkdirSync(out, { recursive: true });
const server = await serveStatic('dist');
const browser = await launchChromium({ hasTouch: false });
const page = await browser.context.newPage();
for (const path of pages) {
	const name = path === '/' ? 'home' : path.replaceAll('/', '_').replace(/^_|_$/g, '');
	for (const [width, label] of [
		[360, 'phone'],
		[1280, 'desktop'],
	] as const) {
		for (const scheme of ['light', 'dark'] as const) {
			await page.setViewportSize({ width, height: 900 });
			await page.emulateMedia({ colorScheme: scheme, media: 'screen' });
			await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
			await page.screenshot({ path: `${out}/${name}-${label}-${scheme}.png`, fullPage: true });
		}
	}
	await page.setViewportSize({ width: 800, height: 1100 });
	await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
	await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' });
	await page.screenshot({ path: `${out}/${name}-print.png`, fullPage: true });
	await page.pdf({ path: `${out}/${name}.pdf` });
}
await browser.close();
await server.close();
console.log(`Screenshots in ${out}/`);
