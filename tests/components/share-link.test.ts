import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import ShareLink from '../../src/components/share/ShareLink.svelte';
import { SharedState } from '../../src/components/share/shared-state.svelte.ts';
import { decodeState, defineSchema, intField } from '../../src/components/share/state-codec.ts';

/** A stand-in for a widget's state with these problems. */
function shareable(problems: string[]) {
	return { link: () => 'https://notebook.example/#pg=pg1', problems, dismissProblems: () => {} };
}

describe('ShareLink (server-rendered)', () => {
	test('draws the button and an empty live status line, without a link field', () => {
		const { body } = render(ShareLink, { props: { share: shareable([]) } });
		expect(body).toMatch(/<button[^>]*type="button"[^>]*>Share link<\/button>/);
		expect(body).toMatch(/role="status"[^>]*aria-live="polite"[^>]*><\/p>/);
		expect(body).not.toContain('<input');
		expect(body).not.toContain('role="alert"');
		expect(body).toContain('no-print');
	});

	test('lists a link’s problems as text, never as HTML', () => {
		const problems = [
			'The link has a setting "<img src=x onerror=alert(1)>" that this widget does not know; it is ignored.',
		];
		const { body } = render(ShareLink, { props: { share: shareable(problems) } });
		expect(body).toContain('role="alert"');
		expect(body).toContain('&lt;img src=x onerror=alert(1)>');
		expect(body).not.toContain('<img');
		expect(body).toMatch(/<button[^>]*>Dismiss<\/button>/);
	});

	test('leaves the problems to the widget when told to', () => {
		const { body } = render(ShareLink, {
			props: { share: shareable(['Rows in the link is 0.']), showProblems: false },
		});
		expect(body).not.toContain('Rows in the link');
	});

	test('renders with a real SharedState, whose problems come from a decoded link', () => {
		const schema = defineSchema('pg', 1, {
			rows: intField({ key: 'r', label: 'Rows', min: 1, max: 20, default: 8 }),
		});
		const state = new SharedState(schema, 'pg', { environment: null });
		state.problems = decodeState(schema, 'pg1.r<b>').problems;
		const { body } = render(ShareLink, { props: { share: state } });
		expect(body).toContain('Rows in the link is "&lt;b>"; it must be a whole number from 1 to 20');
	});
});
