import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default tseslint.config(
	{ ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', '.scratch/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	...svelte.configs.recommended,
	...astro.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: tseslint.parser,
				svelteConfig,
			},
		},
	},
	{
		// The solver library is pure: it runs in workers, pages and plain Node, and it is deterministic.
		files: ['src/lib/**/*.ts'],
		languageOptions: { globals: {} },
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['svelte', 'svelte/*', 'astro', 'astro:*', 'd3*'],
							message: 'src/lib is pure TypeScript.',
						},
						{
							group: ['~/*'],
							message: 'src/lib uses relative imports so it runs under plain Node.',
						},
					],
				},
			],
			'no-restricted-properties': [
				'error',
				{
					object: 'Math',
					property: 'random',
					message: 'Pass a seeded source from src/lib/random.ts.',
				},
				{ object: 'Date', property: 'now', message: 'src/lib reads no clocks.' },
				{ object: 'performance', property: 'now', message: 'src/lib reads no clocks.' },
			],
			'no-restricted-globals': ['error', 'window', 'document', 'self', 'localStorage', 'fetch'],
		},
	},
);
