/**
 * The lessons' code cells as part of the reader's progress: exported with it, brought back by an
 * import (and taken back by Undo), cleared by a reset of their lesson or of everything, counted
 * in the lesson's tally once their tests all passed; the classroom's cells are left alone.
 */
import { describe, expect, test } from 'vitest';
import {
	exportCells,
	importCells,
	markCellDone,
	resetCells,
	undoCellImport,
} from '../../../src/components/code/code-progress.ts';
import {
	CODE_KEY,
	readCodeStore,
	readText,
	type SavedCell,
} from '../../../src/components/code/code-storage.ts';
import { serializeCodeStore } from '../../../src/components/code/code-storage-write.ts';
import {
	exercisesInSource,
	type CatalogEntry,
} from '../../../src/components/exercises/exercise-catalog.ts';
import { ProgressState } from '../../../src/components/exercises/progress/progress.svelte.ts';
import type { ProgressEnvironment } from '../../../src/components/exercises/progress/progress-storage.ts';
import {
	PROGRESS_KEY,
	lessonTotals,
	updateRecord,
	emptyStore,
} from '../../../src/components/exercises/progress/progress-store.ts';

const run = {
	tests: [{ name: '5×5 from a1', passed: true, expected: 'a tour', got: 'a tour' }],
	error: null,
	visits: 25,
	unvisits: 0,
	ms: 3,
	logs: [],
	at: 1,
};

/** A saved cell with this JavaScript code and one passing run. */
function cell(code: string): SavedCell {
	return { language: 'javascript', code: { javascript: code }, runs: { javascript: run } };
}

/** A page in memory whose code store holds these cells. */
function page(cells: Record<string, SavedCell> = {}) {
	const map = new Map<string, string>();
	if (Object.keys(cells).length > 0) {
		map.set(CODE_KEY, serializeCodeStore(new Map(Object.entries(cells))));
	}
	const env: ProgressEnvironment = {
		storage: {
			getItem: (key) => map.get(key) ?? null,
			setItem: (key, value) => void map.set(key, value),
			removeItem: (key) => void map.delete(key),
		},
		now: () => 1000,
		announce: () => {},
		listen: () => () => {},
	};
	const saved = (): string[] => [...readCodeStore(readText(env)).cells.keys()].sort();
	return { env, map, saved };
}

const SAVED = {
	'backtracking/write-the-search': cell('// mine'),
	'warnsdorff/write-the-rule': cell('// rule'),
	'page/classroom/a1/ada/0': cell('// homework'),
};

describe('exportCells(env), importCells(env, listed), undoCellImport(env)', () => {
	test("the export holds the lessons' cells, not the classroom's", () => {
		expect(Object.keys(exportCells(page(SAVED).env)).sort()).toEqual([
			'backtracking/write-the-search',
			'warnsdorff/write-the-rule',
		]);
	});

	test('an import replaces the cells it brings, keeps the others, and Undo puts them back', () => {
		const { env, saved } = page({ 'backtracking/write-the-search': cell('// old') });
		const listed = {
			'backtracking/write-the-search': cell('// from the file'),
			'warnsdorff/write-the-rule': cell('// rule'),
			'page/classroom/x/y/0': cell('// not progress'),
			'warnsdorff/broken': { language: 'cobol' },
		};
		expect(importCells(env, listed)).toBe(2);
		expect(saved()).toEqual(['backtracking/write-the-search', 'warnsdorff/write-the-rule']);
		expect(exportCells(env)['backtracking/write-the-search']?.code.javascript).toBe(
			'// from the file',
		);
		expect(undoCellImport(env)).toBe(true);
		expect(exportCells(env)['backtracking/write-the-search']?.code.javascript).toBe('// old');
		expect(undoCellImport(env)).toBe(false);
	});

	test.each([undefined, null, 'text', [1, 2], {}])('nothing to take from %o', (listed) => {
		const { env, map } = page();
		expect(importCells(env, listed)).toBe(0);
		expect(map.size).toBe(0);
	});
});

describe('resetCells(env, lesson)', () => {
	test("one lesson's cells, then every lesson's; the classroom's stay", () => {
		const { env, saved } = page(SAVED);
		resetCells(env, 'backtracking');
		expect(saved()).toEqual(['page/classroom/a1/ada/0', 'warnsdorff/write-the-rule']);
		resetCells(env);
		expect(saved()).toEqual(['page/classroom/a1/ada/0']);
	});
});

describe('the catalog and the tally', () => {
	const source = `import CodeCell from '~/components/code/CodeCell.svelte';
import CodeCellApi from '~/components/code/CodeCellApi.astro';
import Exercise from '~/components/exercises/Exercise.svelte';

<Exercise client:visible id="count" kind="number" answer={3}>How many?</Exercise>
<CodeCell client:visible id="write-the-search" exercise="backtracking-5x5" programs={p} board={b} />
<CodeCellApi />`;

	test('a lesson lists its code cells with its exercises, in page order', () => {
		expect(exercisesInSource('backtracking', source)).toEqual([
			{ key: 'backtracking/count', lesson: 'backtracking', id: 'count', version: 1 },
			{
				key: 'backtracking/write-the-search',
				lesson: 'backtracking',
				id: 'write-the-search',
				version: 1,
				kind: 'code',
			},
		]);
	});

	test('a code cell without an id fails the build', () => {
		expect(() => exercisesInSource('x', source.replace(' id="write-the-search"', ''))).toThrow(
			/<CodeCell> has no id/,
		);
	});

	test('a cell whose tests all passed counts as done in its lesson', async () => {
		const catalog: CatalogEntry[] = exercisesInSource('backtracking', source);
		const before = lessonTotals(emptyStore(), catalog).get('backtracking');
		expect(before).toEqual({ done: 0, total: 2 });
		const store = updateRecord(emptyStore(), 'backtracking/write-the-search', 1, { done: true }, 1);
		expect(lessonTotals(store, catalog).get('backtracking')).toEqual({ done: 1, total: 2 });
		// On the server (no window) marking does nothing and throws nothing.
		await expect(markCellDone('backtracking/write-the-search')).resolves.toBeUndefined();
		await expect(markCellDone('page/classroom/a/b/0')).resolves.toBeUndefined();
	});
});

describe('ProgressState with code cells', () => {
	const catalog: CatalogEntry[] = [
		{
			key: 'backtracking/write-the-search',
			lesson: 'backtracking',
			id: 'write-the-search',
			version: 1,
			kind: 'code',
		},
	];

	test('export carries the cells, an import brings them back, Undo takes them away again', () => {
		const from = page(SAVED);
		const state = new ProgressState(() => from.env);
		state.connect(catalog);
		const file = JSON.parse(state.exportFile().text) as { code: Record<string, SavedCell> };
		expect(Object.keys(file.code).sort()).toEqual([
			'backtracking/write-the-search',
			'warnsdorff/write-the-rule',
		]);

		const to = page();
		const other = new ProgressState(() => to.env);
		other.connect(catalog);
		other.importText(JSON.stringify(file), catalog);
		expect(other.importMessage).toMatch(/2 code cells brought back\.$/);
		expect(to.saved()).toEqual(['backtracking/write-the-search', 'warnsdorff/write-the-rule']);
		other.undo();
		expect(to.saved()).toEqual([]);
	});

	test('Reset clears the cells with the records: one lesson, or all', () => {
		const { env, map, saved } = page(SAVED);
		const state = new ProgressState(() => env);
		state.connect(catalog);
		state.update('backtracking/write-the-search', 1, { done: true });
		state.reset('warnsdorff');
		expect(saved()).toEqual(['backtracking/write-the-search', 'page/classroom/a1/ada/0']);
		state.reset();
		expect(saved()).toEqual(['page/classroom/a1/ada/0']);
		expect(JSON.parse(map.get(PROGRESS_KEY) ?? '{}')).toMatchObject({ exercises: {} });
	});
});
