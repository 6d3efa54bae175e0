/**
 * Pyodide's files as the site serves them: copied from `node_modules/pyodide` into the built site
 * and served from there by the dev server (src/integrations/pyodide.ts), never fetched from a CDN.
 */

/** The folder under the site's base path that holds Pyodide's files. */
export const PYODIDE_FOLDER = 'pyodide';

/** The files `loadPyodide` reads: the loader, the interpreter, its standard library and lock file. */
export const PYODIDE_FILES = [
	'pyodide.mjs',
	'pyodide.asm.mjs',
	'pyodide.asm.wasm',
	'python_stdlib.zip',
	'pyodide-lock.json',
] as const;

/** Returns the URL path of the folder of Pyodide's files under `base` (Astro's `base`, e.g. `/` or `/notebook/`). */
export function pyodideIndexPath(base: string): string {
	return `${base.endsWith('/') ? base : `${base}/`}${PYODIDE_FOLDER}/`;
}

/** Pyodide's files as bytes, by name: what the page hands the sandbox for a Python run. */
export type PyodideFiles = Record<(typeof PYODIDE_FILES)[number], ArrayBuffer>;

/** The sandbox worker's script under the site's base path: one file, bundled by src/integrations/code-sandbox.ts. */
export const SANDBOX_SCRIPT = 'sandbox/code-worker.js';

/** Returns the URL path of the sandbox worker's script under `base`. */
export function sandboxScriptPath(base: string): string {
	return `${base.endsWith('/') ? base : `${base}/`}${SANDBOX_SCRIPT}`;
}
