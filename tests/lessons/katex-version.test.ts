import { createRequire } from 'node:module';
import { expect, test } from 'vitest';

// The lessons' math is rendered at build time by rehype-katex with its own copy of KaTeX, and
// styled by the stylesheet of the project's `katex` dependency (BaseLayout.astro). Different
// versions use different class names: symbols such as ≠ then fall apart ("/ =").
test('the KaTeX stylesheet comes from the same KaTeX version that renders the math', () => {
	const fromProject = createRequire(`${process.cwd()}/package.json`);
	const fromRehype = createRequire(fromProject.resolve('rehype-katex'));
	const version = (load: NodeJS.Require): string =>
		(load('katex/package.json') as { version: string }).version;
	expect(version(fromRehype)).toBe(version(fromProject));
});
