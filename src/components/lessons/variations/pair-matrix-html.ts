/**
 * The matrix's rows as HTML text. A 64×64 matrix has 4,096 cells; built as
 * one string and parsed by the browser in one go it appears in a few
 * milliseconds, where one reactive element per cell took most of a second on
 * the main thread. The focus and the chosen cell are then set on the DOM
 * directly (PairMatrix.svelte).
 */
import type { Square } from '../../../lib/board.ts';

/** What the matrix shows: the squares in order, their names, and each pair's status and its words. */
export interface MatrixText {
	order: readonly Square[];
	name: (square: Square) => string;
	status: (start: Square, end: Square) => string;
	words: Readonly<Record<string, string>>;
}

/**
 * Writes the inside of each row: the header row first, then one row per start square. The cell
 * (0, 0) takes the focus first.
 */
export function matrixRows({ order, name, status, words }: MatrixText): string[] {
	const names = order.map(name);
	const rows: string[] = [];
	const head = ['<span role="columnheader" class="corner">start ↓ end →</span>'];
	for (const end of names)
		head.push(`<span role="columnheader" class="col-name"><span>${end}</span></span>`);
	rows.push(head.join(''));
	order.forEach((start, r) => {
		const from = names[r] as string;
		const parts = [`<span role="rowheader" class="row-name">${from}</span>`];
		order.forEach((end, c) => {
			const kind = status(start, end);
			const label = `from ${from} to ${names[c] as string}: ${words[kind] ?? kind}`;
			const focus = r === 0 && c === 0 ? '0' : '-1';
			parts.push(
				`<span role="gridcell" class="c ${kind}" aria-label="${label}" tabindex="${focus}" data-row="${String(r)}" data-col="${String(c)}"></span>`,
			);
		});
		rows.push(parts.join(''));
	});
	return rows;
}
