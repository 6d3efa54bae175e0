import { createReadStream } from 'node:fs';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PYODIDE_FILES, PYODIDE_FOLDER, pyodideIndexPath } from '../workers/code/pyodide-files.ts';

/** The content type each of Pyodide's files is served with (the wasm one lets the browser compile it while it streams). */
const CONTENT_TYPES: Record<string, string> = {
	mjs: 'text/javascript',
	wasm: 'application/wasm',
	zip: 'application/zip',
	json: 'application/json',
};

/** Returns the folder of the installed `pyodide` package. */
function pyodidePackageFolder(): string {
	return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

/**
 * Serves Pyodide from the site itself at `<base>pyodide/<file>`: `astro dev` streams the files
 * from node_modules, and a build copies them into the output. They are not kept in the repository
 * (about 13 MB) and nothing is fetched from a CDN at run time.
 */
export function pyodide(): AstroIntegration {
	let base = '/';
	return {
		name: 'pyodide-files',
		hooks: {
			'astro:config:done': ({ config }) => {
				base = config.base;
			},
			'astro:server:setup': ({ server }) => {
				const prefix = pyodideIndexPath(base);
				const folder = pyodidePackageFolder();
				server.middlewares.use((request, response, next) => {
					const path = (request.url ?? '').split('?')[0] ?? '';
					const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
					if (!(PYODIDE_FILES as readonly string[]).includes(file)) {
						next();
						return;
					}
					const extension = file.slice(file.lastIndexOf('.') + 1);
					response.setHeader(
						'Content-Type',
						CONTENT_TYPES[extension] ?? 'application/octet-stream',
					);
					createReadStream(join(folder, file)).pipe(response);
				});
			},
			'astro:build:done': async ({ dir, logger }) => {
				const from = pyodidePackageFolder();
				const to = join(fileURLToPath(dir), PYODIDE_FOLDER);
				await mkdir(to, { recursive: true });
				let bytes = 0;
				for (const file of PYODIDE_FILES) {
					await copyFile(join(from, file), join(to, file));
					bytes += (await stat(join(to, file))).size;
				}
				logger.info(
					`Pyodide: ${String(PYODIDE_FILES.length)} files (${(bytes / 1e6).toFixed(1)} MB) copied to ${PYODIDE_FOLDER}/`,
				);
			},
		},
	};
}
