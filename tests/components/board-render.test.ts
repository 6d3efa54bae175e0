import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import Board from '../../src/components/board/Board.svelte';
import { createBoard, squareName } from '../../src/lib/index.ts';

describe('Board (server-rendered)', () => {
	test('draws one grid cell per square, named for screen readers', () => {
		const board = createBoard(3, 4);
		const { body } = render(Board, {
			props: { board, label: '3×4 board', describe: (s: number) => squareName(board, s) },
		});
		expect(body.match(/role="gridcell"/g)?.length).toBe(12);
		expect(body).toContain('aria-label="3×4 board"');
	});
});
