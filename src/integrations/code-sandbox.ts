import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { SANDBOX_SCRIPT, sandboxScriptPath } from '../workers/code/pyodide-files.ts';

/** The sandbox worker's entry. */
const ENTRY = fileURLToPath(new URL('../workers/code/code.worker.ts', import.meta.url));

/**
 * Bundles the sandbox worker into one self-contained ES module. The page hands its text to the
 * sandbox frame, which starts it from a blob address, so it can import nothing by address: its
 * Python runtime is inlined, not split off, and Pyodide comes in as bytes from the page.
 */
export async function bundleSandboxWorker(): Promise<string> {
	const result = await build({
		entryPoints: [ENTRY],
		bundle: true,
		format: 'iife',
		platform: 'browser',
		target: 'es2022',
		minify: true,
		write: false,
		legalComments: 'none',
		logLevel: 'silent',
	});
	const file = result.outputFiles[0];
	if (file === undefined) throw new Error('esbuild wrote no sandbox worker');
	return file.text;
}

/**
 * Serves the sandbox worker at `<base>sandbox/code-worker.js`: `astro dev` bundles it on each
 * request (so edits show on reload), and a build writes it into the output.
 */
export function codeSandbox(): AstroIntegration {
	let base = '/';
	return {
		name: 'code-sandbox',
		hooks: {
			'astro:config:done': ({ config }) => {
				base = config.base;
			},
			'astro:server:setup': ({ server }) => {
				const path = sandboxScriptPath(base);
				server.middlewares.use((request, response, next) => {
					if ((request.url ?? '').split('?')[0] !== path) {
						next();
						return;
					}
					bundleSandboxWorker().then(
						(text) => {
							response.setHeader('Content-Type', 'text/javascript');
							response.end(text);
						},
						(error: unknown) => next(error),
					);
				});
			},
			'astro:build:done': async ({ dir, logger }) => {
				const to = join(fileURLToPath(dir), SANDBOX_SCRIPT);
				await mkdir(dirname(to), { recursive: true });
				const text = await bundleSandboxWorker();
				await writeFile(to, text);
				logger.info(
					`Code sandbox worker: ${(text.length / 1000).toFixed(0)} KB written to ${SANDBOX_SCRIPT}`,
				);
			},
		},
	};
}
