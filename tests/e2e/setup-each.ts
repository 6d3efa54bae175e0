/**
 * After a browser test fails, every test browser is replaced by a fresh one before the retry (CI
 * retries once): headless Chromium here sometimes stops drawing a page, and in one CI run the same
 * test then failed again on a new page of the same browser.
 */
import { beforeEach } from 'vitest';
import { restartEveryBrowser } from './chromium.ts';

beforeEach(({ onTestFailed }) => {
	onTestFailed(async () => {
		await restartEveryBrowser();
	}, 60_000);
});
