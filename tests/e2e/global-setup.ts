import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './server.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		baseURL: string;
	}
}

/** Serves `dist/` for the browser tests; `npm run test:e2e` builds it first. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	if (!existsSync('dist/index.html')) {
		throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
	}
	const server = await serveStatic('dist');
	project.provide('baseURL', server.url);
	return server.close;
}
