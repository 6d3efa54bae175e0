// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import svelte from '@astrojs/svelte';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

// A static site: every page is prerendered, widgets hydrate as islands.
export default defineConfig({
	output: 'static',
	trailingSlash: 'ignore',
	integrations: [svelte(), mdx()],
	markdown: {
		remarkPlugins: [remarkMath],
		rehypePlugins: [rehypeKatex],
	},
	devToolbar: { enabled: false },
	// Solver workers are ES modules (`new Worker(url, { type: 'module' })`).
	vite: { worker: { format: 'es' } },
});
