import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import CanvasBoard from '../../src/components/board/CanvasBoard.svelte';
import { createBoard, findTour, parseSquare } from '../../src/lib/index.ts';

/** Returns the opening tag of the canvas in server-rendered HTML. */
function canvasTag(body: string): string {
	return /<canvas[^>]*>/.exec(body)?.[0] ?? '';
}

describe('CanvasBoard (server-rendered)', () => {
	const board = createBoard(8, 8);
	const start = parseSquare(board, 'a1');
	const result = findTour(board, { start, closed: true });
	if (result.status !== 'found') throw new Error('no closed 8×8 tour');
	const tour = result.tour;
	const last = tour[tour.length - 1] ?? 0;
	const { body } = render(CanvasBoard, {
		props: { board, tour, closed: true, start, end: last, label: 'Closed tour' },
	});

	test('the canvas is a focusable image named by the label and a summary of the tour', () => {
		const tag = canvasTag(body);
		expect(tag).toContain('role="img"');
		expect(tag).toContain('tabindex="0"');
		expect(tag).toMatch(
			/aria-label="Closed tour: 8×8 board, tour of 64 squares from a1 to [a-h][1-8], closed"/,
		);
	});

	test.each(['Zoom in', 'Zoom out', 'Fit'])('has a "%s" button', (name) => {
		expect(body).toMatch(new RegExp(`<button type="button"[^>]*>${name}</button>`));
	});

	test('shows the zoom and the centre square, with an empty live status', () => {
		expect(body).toMatch(/Zoom 100% · Square [a-h][1-8] — move \d+/);
		expect(body).toMatch(/<p class="status[^"]*" role="status" aria-live="polite"><\/p>/);
	});

	test('without a tour, or with one that does not fit the board, says so', () => {
		const none = render(CanvasBoard, { props: { board, label: 'Empty board' } }).body;
		expect(canvasTag(none)).toContain('aria-label="Empty board: 8×8 board, no tour"');
		const wrong = render(CanvasBoard, {
			props: { board: createBoard(5, 5), tour, label: 'Mismatch' },
		}).body;
		expect(canvasTag(wrong)).toContain(
			'aria-label="Mismatch: 5×5 board, no tour (the tour given does not fit this board)"',
		);
	});
});
