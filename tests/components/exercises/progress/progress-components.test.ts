import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import LessonProgress from '../../../../src/components/exercises/progress/LessonProgress.svelte';
import ProgressPanel from '../../../../src/components/exercises/progress/ProgressPanel.svelte';
import { progress } from '../../../../src/components/exercises/progress/progress.svelte.ts';
import type { CatalogEntry } from '../../../../src/components/exercises/progress/progress-store.ts';

const catalog: CatalogEntry[] = [
	{ key: 'warnsdorff/a', lesson: 'warnsdorff', id: 'a', version: 1, title: 'Pohl’s failures' },
	{ key: 'warnsdorff/b', lesson: 'warnsdorff', id: 'b', version: 1 },
	{ key: 'schwenk/a', lesson: 'schwenk', id: 'a', version: 1 },
];
const lessons = [
	{ slug: 'warnsdorff', title: "Warnsdorff's rule", url: '/lessons/warnsdorff/' },
	{ slug: 'schwenk', title: "Schwenk's theorem <b>", url: '/lessons/schwenk/' },
];

/** The text of some HTML, tags and Svelte's markers removed. */
function text(html: string): string {
	return html
		.replace(/<!--[^]*?-->/g, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}

describe('ProgressPanel on the server', () => {
	const { body } = render(ProgressPanel, { props: { catalog, lessons } });

	test('gives the note and the lessons without numbers or controls', () => {
		expect(text(body)).toContain('Your progress is kept in this browser only');
		expect(body).toMatch(/<a href="\/lessons\/warnsdorff\/"[^>]*>Warnsdorff's rule<\/a>/);
		expect(body).not.toContain('<progress');
		expect(text(body)).not.toMatch(
			/exercises done|Export progress|Import progress|Reset all|Continue where/,
		);
	});

	test('shows titles as text, never as markup', () => {
		expect(body).toContain("Schwenk's theorem &lt;b>");
	});

	test('keeps a status region ready for import messages', () => {
		expect(body).toMatch(/role="status"/);
	});
});

describe('LessonProgress on the server', () => {
	test("counts the lesson's exercises without claiming any are done", () => {
		const { body } = render(LessonProgress, { props: { lesson: 'warnsdorff', catalog } });
		expect(text(body)).toBe('2 exercises in this lesson');
		expect(body).not.toContain('<button');
	});

	test('one exercise is singular', () => {
		const { body } = render(LessonProgress, { props: { lesson: 'schwenk', catalog } });
		expect(text(body)).toBe('1 exercise in this lesson');
	});

	test('a lesson without exercises shows nothing', () => {
		const { body } = render(LessonProgress, { props: { lesson: 'board', catalog } });
		expect(text(body)).toBe('');
	});
});

// Node has no local storage, so the page's progress state reads as a browser with storage refused
// would: ready, empty, kept in memory. These run after the server renders above were collected.
describe('after reading storage (rendered with the state a browser would hold)', () => {
	test('ProgressPanel counts each lesson, links back and offers export, import and reset', () => {
		const stop = progress.connect(catalog);
		progress.update('warnsdorff/a', 1, { done: true }, '/lessons/warnsdorff/#exercise-a');
		const { body } = render(ProgressPanel, { props: { catalog, lessons } });
		stop();
		const shown = text(body);
		expect(shown).toContain('1 of 2 exercises done');
		expect(shown).toContain('0 of 1 exercise done');
		expect(body).toMatch(/<progress id="progress-panel-warnsdorff"[^>]*max="2"[^>]*value="1"/);
		expect(body).toMatch(/<label for="progress-panel-warnsdorff"/);
		expect(body).toMatch(
			/<a href="\/lessons\/warnsdorff\/#exercise-a"[^>]*>Continue where you left off<\/a>/,
		);
		expect(shown).toContain('Pohl’s failures');
		expect(shown).toMatch(/Export progress .*Import progress .*Reset all progress/);
		expect(body).toMatch(/<label for="progress-panel-import"[^>]*>Import progress<\/label>/);
		expect(body).toMatch(/role="alert"[^>]*>This browser does not let the site keep anything/);
	});

	// LessonProgress reads storage itself once hydrated (lean, without this shared state); its
	// counts and reset are tested in the browser (tests/e2e/progress.test.ts).
});
