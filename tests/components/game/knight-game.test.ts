import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import KnightGame from '../../../src/components/game/KnightGame.svelte';

/** Returns the `for` id of the label whose text is `text`, or of the input inside it. */
function labelled(body: string, text: string): boolean {
	const byFor = new RegExp(`<label for="([^"]+)"[^>]*>${text}</label>`).exec(body);
	if (byFor !== null) return body.includes(`id="${byFor[1] ?? ''}"`);
	return new RegExp(
		`<label class="check"[^>]*><input type="checkbox"[^>]*/?>\\s*${text}\\s*</label>`,
	).test(body);
}

describe('KnightGame (server-rendered)', () => {
	const { body } = render(KnightGame, { props: {} });

	test.each(['Rows', 'Columns', 'Closed tour', 'Auto-move', 'Paint holes'])(
		'the %s control has a visible label',
		(text) => {
			expect(labelled(body, text)).toBe(true);
		},
	);

	test('a real 5×5 board, ready for the first move', () => {
		expect(body).toContain('role="group" aria-label="Knight\'s tour game"');
		expect(body.match(/role="gridcell"/g)?.length).toBe(25);
		expect(body).toContain('aria-label="5×5 board: choose a start square"');
		expect(body).toContain('aria-label="a1, unvisited"');
		expect(body).toMatch(/value="5"/);
	});

	test('the status tells the reader to choose a start square', () => {
		expect(body).toMatch(
			/<p class="status" role="status" aria-live="polite">Choose a start square for the knight: click or tap it, or move with the arrow keys and press Enter\.<\/p>/,
		);
	});

	test('the buttons are there; those that need a game wait for it', () => {
		for (const name of ['New game', 'Undo', 'Redo', 'Hint', 'Can I still finish?']) {
			expect(body).toMatch(new RegExp(`<button[^>]*>${name.replace('?', '\\?')}</button>`));
		}
		for (const name of ['Undo', 'Redo', 'Hint']) {
			expect(body).toMatch(new RegExp(`<button[^>]*disabled[^>]*>${name}</button>`));
		}
		expect(body).not.toContain('Export tour');
	});

	test('the counter and the move list start empty', () => {
		expect(body).toMatch(/Move <strong>0<\/strong> of 25/);
		expect(body).toContain('0:00');
		expect(body).toContain('Moves so far (0)');
		expect(body).toContain('No moves yet.');
	});

	test('another starting size', () => {
		const { body: big } = render(KnightGame, { props: { rows: 8, cols: 8 } });
		expect(big.match(/role="gridcell"/g)?.length).toBe(64);
		expect(big).toMatch(/Move <strong>0<\/strong> of 64/);
	});
});
