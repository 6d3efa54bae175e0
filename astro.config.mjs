// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { codeSandbox } from './src/integrations/code-sandbox.ts';
import { pyodide } from './src/integrations/pyodide.ts';

/**
 * `client:interaction`: an island that hydrates when the reader first touches it; `client:view`:
 * one that hydrates when it comes into view. Both keep what the reader did before (held-input.ts).
 * @type {import('astro').AstroIntegration}
 */
const interaction = {
	name: 'client-interaction',
	hooks: {
		'astro:config:setup': ({ addClientDirective }) => {
			for (const { name, file } of [
				{ name: 'interaction', file: 'interaction-directive.ts' },
				{ name: 'view', file: 'view-directive.ts' },
			])
				addClientDirective({
					name,
					entrypoint: fileURLToPath(new URL(`./src/components/site/${file}`, import.meta.url)),
				});
		},
	},
};

// A static site: every page is prerendered, widgets hydrate as islands.
export default defineConfig({
	output: 'static',
	trailingSlash: 'ignore',
	// pyodide(): the Python runtime's files at <base>pyodide/, served by the site itself;
	// codeSandbox(): the worker that runs students' programs, one bundled file at <base>sandbox/.
	integrations: [svelte(), mdx(), interaction, pyodide(), codeSandbox()],
	markdown: {
		remarkPlugins: [remarkMath],
		rehypePlugins: [rehypeKatex],
	},
	devToolbar: { enabled: false },
	// Solver workers are ES modules (`new Worker(url, { type: 'module' })`).
	vite: { worker: { format: 'es' } },
});
