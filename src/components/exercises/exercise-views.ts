/**
 * What a Predict or Table exercise shows before the student answers, computed when the page is
 * built (in the lesson's MDX) and passed as props: the position without its answer, the table's
 * row and column names without their values. The exercise loads the library to check an answer
 * when the student first presses Check, so a lesson page does not ship the solvers up front.
 */
import type { Square } from '../../lib/board.ts';
import { predictPosition, type PredictSpec, type PredictWarnsdorff } from './predict.ts';
import { keypadTable, onwardTable } from './table-check.ts';

/** A position as the student sees it: the path so far, the knight, the squares tried and taken back. */
export interface PredictView {
	path: Square[];
	current: Square;
	tried: Square[];
}

/** Which table: the onward counts at a Warnsdorff position, or the keypad's next row. */
export type TableSpec =
	| { kind: 'onward'; position: PredictWarnsdorff }
	| { kind: 'keypad'; length: number; vowelBudget: number; keys?: readonly string[] };

/** A table as the student sees it: its cells' row and column names, and the board if it has one. */
export interface TableView {
	cells: { row: string; column: string }[];
	scene: { rows: number; cols: number; path: Square[]; current: Square; targets: Square[] } | null;
}

/** Computes the position shown for a prediction (without the answer). */
export function predictView(spec: PredictSpec): PredictView {
	const position = predictPosition(spec);
	return { path: position.path, current: position.current, tried: position.tried ?? [] };
}

/** Computes the cells of a table (their values for checking, by `tableCells`) and its board. */
export function tableCells(table: TableSpec): ReturnType<typeof onwardTable> {
	return table.kind === 'onward'
		? onwardTable(table.position)
		: keypadTable(table.length, table.vowelBudget, table.keys);
}

/** Computes what a table shows (without the values). */
export function tableView(table: TableSpec): TableView {
	const cells = tableCells(table).map(({ row, column }) => ({ row, column }));
	if (table.kind !== 'onward') return { cells, scene: null };
	const position = predictPosition(table.position);
	return {
		cells,
		scene: {
			rows: table.position.rows,
			cols: table.position.cols,
			path: position.path,
			current: position.current,
			targets: position.candidates.map((candidate) => candidate.square),
		},
	};
}
