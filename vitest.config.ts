import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure library code, fast, run by `npm test`) and `e2e`
// (the built site in Debian's Chromium, run by `npm run test:e2e`).
export default defineConfig({
	test: {
		// The JSON report lets .ci/run print a plain "N passed, N failed" line.
		reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
		projects: [
			{
				// Compiles .svelte components and runes modules, so their logic and server-rendered
				// HTML can be tested in Node.
				plugins: [svelte()],
				test: {
					name: 'unit',
					include: ['tests/{unit,components,lessons,workers}/**/*.test.ts'],
					environment: 'node',
					// Speed is measured by `npm run bench`, not here: a busy machine must not fail a test.
					testTimeout: 30_000,
				},
			},
			{
				test: {
					name: 'e2e',
					include: ['tests/e2e/**/*.test.ts'],
					environment: 'node',
					globalSetup: ['tests/e2e/global-setup.ts'],
					setupFiles: ['tests/e2e/setup-each.ts'],
					// Axe on a long lesson takes ~10 s alone; a busy machine can make that several times longer.
					testTimeout: 180_000,
					hookTimeout: 60_000,
					fileParallelism: false,
					// Headless Chromium here now and then stops drawing a page for good: requestAnimationFrame
					// never fires again and screenshots time out, while timers still run (about 1 load in
					// 25–40 of a long lesson page in a tight loop on this machine; bringToFront, resizing
					// and wheel events do not wake it; a new page usually is fine). browser.ts gives up on such a page
					// after a minute and says so; in CI the test then gets one more try in a new browser
					// (setup-each.ts: a failed test restarts every test browser). A test that fails twice
					// still fails, and the report names the retry.
					retry: process.env['CI'] ? 1 : 0,
				},
			},
		],
	},
});
