/**
 * The other two engines students use, from Debian's packages, with nothing downloaded: Firefox ESR
 * driven by puppeteer-core over WebDriver BiDi, and WebKitGTK's MiniBrowser driven by
 * WebKitWebDriver (plain WebDriver over HTTP, spoken here in a few requests) under a virtual X
 * display. Each gives the same small surface: open a page, run a function in it, what went wrong
 * on it, close. (The full browser suite stays on Chromium with Playwright.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Firefox ESR as Debian installs it. */
export const FIREFOX_PATH = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/** WebKitGTK's WebDriver and the MiniBrowser it drives. */
export const WEBKIT_DRIVER_PATH = process.env['WEBKIT_DRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
	process.env['MINIBROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** One page in an engine. */
export interface EnginePage {
	/** The engine's name and version, for the report. */
	readonly version: string;
	goto(url: string): Promise<void>;
	/**
	 * Runs `body` (the text of an async function's body, which sees `arg`) in the page and returns
	 * what it returns (JSON-like values only).
	 */
	run<T>(body: string, arg?: unknown): Promise<T>;
	/** Errors the page reported since it was opened (console errors, uncaught exceptions). */
	problems(): string[];
	close(): Promise<void>;
}

/** Starts Firefox ESR with a fresh profile and opens a page. */
export async function openFirefox(): Promise<EnginePage> {
	if (!existsSync(FIREFOX_PATH))
		throw new Error(`No Firefox at ${FIREFOX_PATH}: apt-get install firefox-esr.`);
	const profile = mkdtempSync(join(tmpdir(), 'ktn-firefox-'));
	const browser: Browser = await puppeteer.launch({
		browser: 'firefox',
		executablePath: FIREFOX_PATH,
		headless: true,
		userDataDir: profile,
		protocol: 'webDriverBiDi',
		// No updates, telemetry or remote settings: the machine has no network beyond the test server.
		extraPrefsFirefox: {
			'app.update.enabled': false,
			'datareporting.policy.dataSubmissionEnabled': false,
			'toolkit.telemetry.enabled': false,
			'network.captive-portal-service.enabled': false,
		},
	});
	const page = await browser.newPage();
	await page.setViewport({ width: 1280, height: 900 });
	const problems: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') problems.push(`console: ${message.text()}`);
	});
	page.on('pageerror', (error) =>
		problems.push(`exception: ${String((error as Error).message ?? error)}`),
	);
	const version = await browser.version();
	return {
		version,
		goto: async (url) => {
			await page.goto(url, { waitUntil: 'load' });
		},
		run: <T>(body: string, arg?: unknown) =>
			page.evaluate(
				(body: string, arg: unknown) =>
					(
						new Function('arg', `return (async () => {${body}})();`) as (
							a: unknown,
						) => Promise<unknown>
					)(arg),
				body,
				arg ?? null,
			) as Promise<T>,
		problems: () => problems,
		close: async () => {
			await browser.close();
			rmSync(profile, { recursive: true, force: true });
		},
	};
}

/** Returns a free loopback port. */
async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() =>
				typeof address === 'object' && address !== null
					? resolve(address.port)
					: reject(new Error('no port')),
			);
		});
	});
}

/** Sends one WebDriver command; returns its `value`, or throws the driver's error. */
async function command(
	base: string,
	method: string,
	path: string,
	body?: unknown,
): Promise<unknown> {
	const response = await fetch(`${base}${path}`, {
		method,
		headers: { 'content-type': 'application/json' },
		...(body === undefined ? {} : { body: JSON.stringify(body) }),
	});
	const reply = (await response.json()) as { value: unknown };
	if (!response.ok) {
		const error = reply.value as { error?: string; message?: string };
		throw new Error(
			`WebDriver ${method} ${path}: ${error.error ?? response.status} ${error.message ?? ''}`,
		);
	}
	return reply.value;
}

/** Script that records the page's errors from the moment it runs (WebDriver has no init scripts). */
const WATCH = `
	if (!window.__ktnProblems) {
		window.__ktnProblems = [];
		const record = (text) => window.__ktnProblems.push(text);
		addEventListener('error', (event) => record('exception: ' + event.message));
		addEventListener('unhandledrejection', (event) => record('exception: ' + String(event.reason && event.reason.message || event.reason)));
		const error = console.error.bind(console);
		console.error = (...parts) => { record('console: ' + parts.map(String).join(' ')); error(...parts); };
	}`;

/**
 * Starts WebKitWebDriver under a virtual X display (xvfb-run) and opens MiniBrowser. Errors are
 * recorded from each page's load on (WebDriver cannot run a script before the page's own).
 */
export async function openWebKit(): Promise<EnginePage> {
	for (const path of [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, '/usr/bin/xvfb-run']) {
		if (!existsSync(path))
			throw new Error(`No ${path}: apt-get install webkit2gtk-driver xvfb xauth.`);
	}
	const port = await freePort();
	const driver: ChildProcess = spawn(
		'xvfb-run',
		['-a', '-s', '-screen 0 1280x900x24', WEBKIT_DRIVER_PATH, `--port=${String(port)}`],
		{
			stdio: 'ignore',
			detached: true,
		},
	);
	const base = `http://127.0.0.1:${String(port)}`;
	let session = '';
	for (let tries = 0; ; tries++) {
		try {
			const value = (await command(base, 'POST', '/session', {
				capabilities: {
					alwaysMatch: {
						browserName: 'MiniBrowser',
						'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
					},
				},
			})) as { sessionId: string; capabilities: { browserVersion?: string } };
			session = `/session/${value.sessionId}`;
			const version = `WebKitGTK ${value.capabilities.browserVersion ?? '?'}`;
			const run = async <T>(body: string, arg?: unknown): Promise<T> =>
				await command(base, 'POST', `${session}/execute/async`, {
					script: `const done = arguments[arguments.length - 1]; (async () => {${body}})().then((value) => done({ ok: true, value }), (error) => done({ ok: false, message: String(error && error.message || error) }));`,
					args: [arg ?? null],
				}).then((reply) => {
					const result = reply as { ok: boolean; value?: T; message?: string };
					if (!result.ok) throw new Error(result.message);
					return result.value as T;
				});
			await command(base, 'POST', `${session}/timeouts`, { script: 300_000, pageLoad: 60_000 });
			let problems: string[] = [];
			return {
				version,
				goto: async (url) => {
					await command(base, 'POST', `${session}/url`, { url });
					await run(`${WATCH}; return null;`);
					problems = [];
				},
				run: async <T>(body: string, arg?: unknown) => {
					const wrapped = `const arg = ${JSON.stringify(arg ?? null)};\n${WATCH};\nconst result = await (async () => {${body}})();\nreturn { result, problems: window.__ktnProblems.splice(0) };`;
					const reply = await run<{ result: T; problems: string[] }>(wrapped);
					problems.push(...reply.problems);
					return reply.result;
				},
				problems: () => problems,
				close: async () => {
					await command(base, 'DELETE', session).catch(() => undefined);
					if (driver.pid !== undefined) process.kill(-driver.pid);
				},
			};
		} catch (error) {
			if (tries > 50) {
				if (driver.pid !== undefined) process.kill(-driver.pid);
				throw error;
			}
			await new Promise((done) => setTimeout(done, 200));
		}
	}
}
