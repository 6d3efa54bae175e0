/**
 * Takes first-screen pictures (what a person sees without scrolling) of the
 * Playground, the Game and the Warnsdorff stepper at 1280×800 and 360×740, to
 * compare layouts before and after a change. Not a test. Run `npm run build`
 * first; `node scripts/fold-screens.ts LABEL` writes test-results/fold/LABEL/.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/chromium.ts';
import { serveStatic } from '../tests/e2e/server.ts';

const out = `test-results/fold/${process.argv[2] ?? 'now'}`;
mkdirSync(out, { recursive: true });
const server = await serveStatic('dist');
const browser = await launchChromium({ hasTouch: false });
const page = await browser.context.newPage();
const shots: { name: string; path: string; scrollTo?: string }[] = [
	{ name: 'playground', path: '/playground/' },
	{ name: 'game', path: '/game/' },
	{ name: 'stepper', path: '/lessons/warnsdorff/', scrollTo: '.warnsdorff-stepper' },
];
for (const shot of shots) {
	for (const [width, height] of [
		[1280, 800],
		[360, 740],
	] as const) {
		await page.setViewportSize({ width, height });
		await page.goto(new URL(shot.path, server.url).href, { waitUntil: 'networkidle' });
		if (shot.scrollTo) {
			await page.locator(shot.scrollTo).first().scrollIntoViewIfNeeded();
		}
		await page.waitForTimeout(300);
		await page.screenshot({ path: `${out}/${shot.name}-${width}x${height}.png` });
	}
}
await browser.close();
await server.close();
console.log(`Pictures in ${out}/`);
