/**
 * Debian's Chromium, started the one way every browser test, benchmark and screenshot script uses:
 * with a fresh profile and the flags that keep it quiet on a machine without a network. No browser is
 * ever downloaded. (No vitest here, so scripts outside the test runner can use it.)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; `CHROMIUM_PATH` overrides it. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without a network. */
const FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/** A running browser with a fresh profile, and how to close it. */
export interface TestBrowser {
	context: BrowserContext;
	close: () => Promise<void>;
}

/** Starts Chromium with a fresh user-data directory (a 1280×900 touch-capable window by default). */
export async function launchChromium(
	options: { hasTouch?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<TestBrowser> {
	if (!existsSync(CHROMIUM_PATH)) {
		throw new Error(
			`No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`,
		);
	}
	const profile = mkdtempSync(join(tmpdir(), 'ktn-chromium-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM_PATH,
		headless: true,
		args: FLAGS,
		hasTouch: options.hasTouch ?? true,
		viewport: options.viewport ?? { width: 1280, height: 900 },
	});
	return {
		context,
		close: async () => {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		},
	};
}
