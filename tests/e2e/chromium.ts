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

/** A running browser with a fresh profile, how to replace it with a fresh one, and how to close it. */
export interface TestBrowser {
	/** The current browser's context (a new one after `restart`). */
	readonly context: BrowserContext;
	/** Closes this browser and starts another with a fresh profile and the same options. */
	restart: () => Promise<void>;
	close: () => Promise<void>;
}

/** Which running browser each context belongs to, so that a test helper can replace a stalled one. */
const owners = new WeakMap<BrowserContext, TestBrowser>();

/** Every browser started here and not yet closed. */
const running = new Set<TestBrowser>();

/** Replaces every running browser with a fresh one (after a failed test, before its retry). */
export async function restartEveryBrowser(): Promise<void> {
	await Promise.all([...running].map((browser) => browser.restart()));
}

/** Returns the test browser that opened `context`, if one of ours did. */
export function browserOf(context: BrowserContext): TestBrowser | undefined {
	return owners.get(context);
}

/** Starts one Chromium process with a new profile directory. */
async function start(options: {
	hasTouch?: boolean;
	viewport?: { width: number; height: number };
}): Promise<{ context: BrowserContext; profile: string }> {
	const profile = mkdtempSync(join(tmpdir(), 'ktn-chromium-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM_PATH,
		headless: true,
		args: FLAGS,
		hasTouch: options.hasTouch ?? true,
		viewport: options.viewport ?? { width: 1280, height: 900 },
	});
	return { context, profile };
}

/** Closes a browser, but gives up waiting after 10 s (a stalled browser may never answer). */
async function stop(running: { context: BrowserContext; profile: string }): Promise<void> {
	await Promise.race([
		running.context.close().catch(() => undefined),
		new Promise((done) => setTimeout(done, 10_000)),
	]);
	rmSync(running.profile, { recursive: true, force: true });
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
	let current = await start(options);
	const browser: TestBrowser = {
		get context() {
			return current.context;
		},
		restart: async () => {
			const old = current;
			owners.delete(old.context);
			await stop(old);
			current = await start(options);
			owners.set(current.context, browser);
		},
		close: async () => {
			running.delete(browser);
			owners.delete(current.context);
			await stop(current);
		},
	};
	owners.set(current.context, browser);
	running.add(browser);
	return browser;
}
