import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	// Pyodide's files (the code cells' Python): a module must come as JavaScript, and
	// WebAssembly.instantiateStreaming needs its own type.
	'.mjs': 'text/javascript; charset=utf-8',
	'.wasm': 'application/wasm',
	'.zip': 'application/zip',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.json': 'application/json',
	'.woff2': 'font/woff2',
	'.woff': 'font/woff',
	'.ttf': 'font/ttf',
	'.txt': 'text/plain; charset=utf-8',
};

/** Finds the file for a URL path the way a static host does (`/a/` → `/a/index.html`). */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
	const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
	const candidates = [join(root, path), join(root, path, 'index.html'), join(root, `${path}.html`)];
	for (const candidate of candidates) {
		if (!resolve(candidate).startsWith(resolve(root))) continue;
		const info = await stat(candidate).catch(() => null);
		if (info?.isFile() === true) return candidate;
	}
	return null;
}

/** Serves a built static site on a free loopback port; resolves to its base URL and a stop function. */
export async function serveStatic(
	root: string,
): Promise<{ url: string; close: () => Promise<void> }> {
	const server: Server = createServer((request, response) => {
		const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
		void resolveFile(root, urlPath).then(async (file) => {
			const status = file === null ? 404 : 200;
			const target = file ?? (await resolveFile(root, '/404.html'));
			if (target === null) {
				response.writeHead(404).end('Not found');
				return;
			}
			response.writeHead(status, {
				'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
			});
			createReadStream(target).pipe(response);
		});
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const address = server.address();
	if (address === null || typeof address === 'string') throw new Error('The server has no port.');
	return {
		url: `http://127.0.0.1:${String(address.port)}`,
		close: () => new Promise((done) => server.close(() => done())),
	};
}
