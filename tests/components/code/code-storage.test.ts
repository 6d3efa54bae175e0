import { describe, expect, test } from 'vitest';
import {
	CODE_FORMAT,
	CODE_KEY,
	DAMAGED_CODE_PREFIX,
	MAX_CODE_CHARS,
	loadCell,
	readCodeStore,
	type CodeStorageEnvironment,
	type SavedCell,
	type SavedRun,
} from '../../../src/components/code/code-storage.ts';
import {
	keptRun,
	saveCell,
	serializeCodeStore,
} from '../../../src/components/code/code-storage-write.ts';

/** A local storage in memory; `full` makes every write throw, as a full storage does. */
function memory(initial: Record<string, string> = {}, full = false) {
	const items = new Map(Object.entries(initial));
	const env: CodeStorageEnvironment = {
		storage: {
			getItem: (key) => items.get(key) ?? null,
			setItem: (key, value) => {
				if (full) throw new DOMException('full', 'QuotaExceededError');
				items.set(key, value);
			},
			removeItem: (key) => void items.delete(key),
		},
		now: () => 1234,
	};
	return { env, items };
}

const cell: SavedCell = {
	language: 'python',
	code: { javascript: 'function solve(board) {}', python: 'def solve(board):\n    pass' },
	runs: {
		python: {
			tests: [{ name: '5×5 from a1', passed: false, expected: 'a tour', got: 'None' }],
			error: { kind: 'exception', message: 'boom', line: 2 },
			visits: 3,
			unvisits: 1,
			ms: 12,
			logs: ['hello'],
			at: 99,
		},
	},
};

describe('saveCell(env, key, cell) and loadCell(env, key)', () => {
	test('a cell saved comes back the same, next to other cells', () => {
		const { env } = memory();
		expect(saveCell(env, 'backtracking/a', cell)).toBeNull();
		expect(saveCell(env, 'backtracking/b', { language: null, code: {}, runs: {} })).toBeNull();
		expect(loadCell(env, 'backtracking/a')).toEqual({ cell, problem: null });
		expect(loadCell(env, 'backtracking/b').cell).toEqual({ language: null, code: {}, runs: {} });
		expect(loadCell(env, 'backtracking/c')).toEqual({ cell: null, problem: null });
	});

	test('damaged text is explained, kept aside before the first save, and never lost', () => {
		const { env, items } = memory({ [CODE_KEY]: '{"format": "knights-tour-notebook-co' });
		const loaded = loadCell(env, 'backtracking/a');
		expect(loaded.cell).toBeNull();
		expect(loaded.problem).toMatch(
			/could not be read.*starter program is shown.*ktn-code-damaged-/,
		);
		expect(saveCell(env, 'backtracking/a', cell)).toBeNull();
		expect(items.get(`${DAMAGED_CODE_PREFIX}1234`)).toBe('{"format": "knights-tour-notebook-co');
		expect(loadCell(env, 'backtracking/a')).toEqual({ cell, problem: null });
	});

	test('a newer site’s store is left alone and the student is told', () => {
		const newer = JSON.stringify({ format: CODE_FORMAT, schema: 2, cells: {} });
		const { env, items } = memory({ [CODE_KEY]: newer });
		expect(loadCell(env, 'x/a').problem).toMatch(/newer version/);
		expect(saveCell(env, 'x/a', cell)).toMatch(/not saved/);
		expect(items.get(CODE_KEY)).toBe(newer);
	});

	test('a full or missing storage says to download the code', () => {
		expect(saveCell(memory({}, true).env, 'x/a', cell)).toMatch(/could not be saved.*download/);
		expect(saveCell({ storage: null, now: () => 0 }, 'x/a', cell)).toMatch(/download/);
	});
});

describe('keptRun(run) and saving with output', () => {
	test('printed lines kept with a run are cut: each to 2,000 characters, 20,000 in all, the last kept', () => {
		const logs = Array.from({ length: 100 }, (_, i) => `${String(i)} ${'y'.repeat(5000)}`);
		const kept = keptRun({ ...(cell.runs.python as SavedRun), logs });
		expect(kept.logs.every((line) => line.length <= 2000 + 40)).toBe(true);
		expect(kept.logs.join('').length).toBeLessThanOrEqual(20_000);
		expect(kept.logs.at(-1)).toMatch(/^99 y+… \(3,003 characters cut\)$/);
	});

	test('saving never fails because of the output: a storage too full for it keeps the code without it', () => {
		const items = new Map<string, string>();
		const env: CodeStorageEnvironment = {
			storage: {
				getItem: (key) => items.get(key) ?? null,
				setItem: (key, value) => {
					if (value.length > 2000) throw new DOMException('full', 'QuotaExceededError');
					items.set(key, value);
				},
				removeItem: (key) => void items.delete(key),
			},
			now: () => 1,
		};
		const loud = {
			...cell,
			runs: { python: { ...(cell.runs.python as SavedRun), logs: ['z'.repeat(3000)] } },
		};
		expect(saveCell(env, 'backtracking/a', loud)).toBeNull();
		const back = loadCell(env, 'backtracking/a').cell;
		expect(back?.code).toEqual(cell.code);
		expect(back?.runs.python?.logs).toEqual([]);
	});
});

describe('readCodeStore(text)', () => {
	/** A store holding one cell with `value`. */
	const store = (value: unknown): string =>
		JSON.stringify({ format: CODE_FORMAT, schema: 1, cells: { 'x/a': value, 'x/b': cell } });

	test.each([
		['not an object', 5],
		['an unknown language', { language: 'ruby', code: {} }],
		['code that is not text', { language: null, code: { javascript: 5 } }],
		['no code at all', { language: null }],
	])('drops a cell with %s and keeps the others', (_, value) => {
		const read = readCodeStore(store(value));
		expect(read.condition).toBe('partial');
		expect([...read.cells.keys()]).toEqual(['x/b']);
	});

	test('ignores damaged runs but keeps the code', () => {
		const read = readCodeStore(
			store({
				language: 'javascript',
				code: { javascript: 'x' },
				runs: { javascript: { tests: 3 } },
			}),
		);
		expect(read.cells.get('x/a')).toEqual({
			language: 'javascript',
			code: { javascript: 'x' },
			runs: {},
		});
	});

	test('cuts code longer than the limit, and says so: the whole text is kept aside at the next save', () => {
		const long = 'x'.repeat(MAX_CODE_CHARS + 10);
		const text = store({ language: null, code: { python: long } });
		const read = readCodeStore(text);
		expect(read.cells.get('x/a')?.code.python).toHaveLength(MAX_CODE_CHARS);
		expect(read.condition).toBe('partial');
		const { env, items } = memory({ [CODE_KEY]: text });
		expect(loadCell(env, 'x/a').problem).toMatch(/longer than 100,000 characters/);
		expect(saveCell(env, 'x/b', { language: null, code: {}, runs: {} })).toBeNull();
		expect(items.get(`${DAMAGED_CODE_PREFIX}1234`)).toBe(text);
	});

	test('a saved run with an error of a kind this site does not know is dropped', () => {
		const run = { ...cell.runs.python, error: { kind: 'made-up', message: 'x', line: 2 } };
		const read = readCodeStore(store({ language: 'python', code: {}, runs: { python: run } }));
		expect(read.cells.get('x/a')?.runs).toEqual({});
	});

	test('reads "__proto__" as a cell name, not as the prototype', () => {
		const text = `{"format":"${CODE_FORMAT}","schema":1,"cells":{"__proto__":{"language":null,"code":{}}}}`;
		const read = readCodeStore(text);
		expect(read.cells.get('__proto__')).toEqual({ language: null, code: {}, runs: {} });
		expect(readCodeStore(serializeCodeStore(read.cells)).cells.size).toBe(1);
	});

	test.each([
		['', 'empty'],
		['null', 'damaged'],
		['[]', 'damaged'],
		[JSON.stringify({ format: 'other', schema: 1, cells: {} }), 'damaged'],
		[JSON.stringify({ format: CODE_FORMAT, schema: 0, cells: {} }), 'damaged'],
		[JSON.stringify({ format: CODE_FORMAT, schema: 1, cells: {} }), 'ok'],
	])('%s is %s', (text, condition) => {
		expect(readCodeStore(text).condition).toBe(condition);
	});
});
