import { describe, expect, test } from 'vitest';
import { ProgressState } from '../../../../src/components/exercises/progress/progress.svelte.ts';
import {
	BACKUP_KEY,
	DAMAGED_PREFIX,
	exportProgress,
	importProgress,
	loadProgress,
	saveProgress,
	undoImport,
	type ProgressEnvironment,
} from '../../../../src/components/exercises/progress/progress-storage.ts';
import {
	PROGRESS_FORMAT,
	PROGRESS_KEY,
	emptyStore,
	getRecord,
	parseStore,
	serializeStore,
	updateRecord,
	type CatalogEntry,
} from '../../../../src/components/exercises/progress/progress-store.ts';

const T = Date.UTC(2025, 2, 7, 12);

/** Local storage in memory; `full` makes writes throw as a full store does, `off` makes every access throw. */
function fakeEnvironment(items: Record<string, string> = {}) {
	const map = new Map(Object.entries(items));
	const listeners = new Set<(key: string | null) => void>();
	const state = { full: false, off: false, announced: 0 };
	const check = (): void => {
		if (state.off) throw new DOMException('The operation is insecure.', 'SecurityError');
	};
	const env: ProgressEnvironment = {
		storage: {
			getItem: (key) => (check(), map.get(key) ?? null),
			setItem: (key, value) => {
				check();
				if (state.full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
				map.set(key, value);
			},
			removeItem: (key) => (check(), void map.delete(key)),
		},
		now: () => T,
		announce: () => {
			state.announced += 1;
			for (const listener of listeners) listener(PROGRESS_KEY);
		},
		listen: (listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
	/** Another tab writes to storage. */
	const otherTab = (key: string, value: string): void => {
		map.set(key, value);
		for (const listener of listeners) listener(key);
	};
	return { env, map, state, listeners, otherTab };
}

const stored = serializeStore(
	updateRecord(emptyStore(), 'warnsdorff/a', 1, { done: true }, T, '/lessons/warnsdorff/#a'),
);

describe('loadProgress(env)', () => {
	test('reads the saved store', () => {
		const { env } = fakeEnvironment({ [PROGRESS_KEY]: stored });
		const loaded = loadProgress(env);
		expect(loaded.problem).toBeNull();
		expect(serializeStore(loaded.store)).toBe(stored);
	});

	test('nothing saved is an empty store without a problem', () => {
		expect(loadProgress(fakeEnvironment().env)).toMatchObject({
			store: emptyStore(),
			problem: null,
		});
	});

	test.each([
		['damaged text', '{"format":'],
		['a foreign record', '{"tour":[1,2]}'],
		['a partly bad store', stored.replace('"exercises":{', '"exercises":{"__proto__":{},')],
	])('%s is copied aside before the readable part replaces it', (_, text) => {
		const { env, map } = fakeEnvironment({ [PROGRESS_KEY]: text });
		const loaded = loadProgress(env);
		const aside = `${DAMAGED_PREFIX}${String(T)}`;
		expect(map.get(aside)).toBe(text);
		expect(loaded.problem).toContain(`kept in this browser's storage under "${aside}"`);
		expect(map.get(PROGRESS_KEY)).toBe(serializeStore(loaded.store));
		// Read again, it is clean, and the copy is not made twice.
		expect(loadProgress(env).problem).toBeNull();
		expect([...map.keys()].filter((k) => k.startsWith(DAMAGED_PREFIX))).toHaveLength(1);
	});

	test('damaged text that cannot be copied aside is not overwritten by a later save', () => {
		const { env, map, state } = fakeEnvironment({ [PROGRESS_KEY]: '{oops' });
		state.full = true;
		expect(loadProgress(env).problem).toMatch(/could not be copied aside/);
		state.full = false;
		map.set(`${DAMAGED_PREFIX}${String(T)}`, 'something else');
		expect(saveProgress(emptyStore(), env)).toBeNull();
		expect(map.get(`${DAMAGED_PREFIX}${String(T)}-1`)).toBe('{oops');
	});

	test("a newer version's store is left untouched and saving is refused", () => {
		const newer = JSON.stringify({ format: PROGRESS_FORMAT, schema: 2, exercises: {} });
		const { env, map } = fakeEnvironment({ [PROGRESS_KEY]: newer });
		expect(loadProgress(env).problem).toMatch(/newer version/);
		expect(saveProgress(emptyStore(), env)).toMatch(/^Progress is not being saved/);
		expect(map.get(PROGRESS_KEY)).toBe(newer);
		expect(map.size).toBe(1);
	});

	test.each([
		['no storage', (f: ReturnType<typeof fakeEnvironment>) => ({ ...f.env, storage: null })],
		[
			'storage that refuses every access',
			(f: ReturnType<typeof fakeEnvironment>) => ((f.state.off = true), f.env),
		],
	])('%s: an empty store, a problem, and saves that say why they failed', (_, make) => {
		const env = make(fakeEnvironment());
		expect(loadProgress(env)).toMatchObject({
			store: emptyStore(),
			problem: expect.stringMatching(/does not let the site keep anything/),
		});
		expect(saveProgress(emptyStore(), env)).toMatch(/does not let the site keep anything/);
		expect(undoImport(env)).toBe(false);
		expect(importProgress(stored, { env })).toEqual({
			problem: expect.stringMatching(/does not let/),
		});
	});
});

describe('saveProgress(store, env)', () => {
	test('writes the store and tells this tab', () => {
		const { env, map, state } = fakeEnvironment();
		expect(saveProgress(parseStore(stored).store, env)).toBeNull();
		expect(map.get(PROGRESS_KEY)).toBe(stored);
		expect(state.announced).toBe(1);
	});

	test('a full storage gives a sentence, not an exception', () => {
		const { env, state } = fakeEnvironment();
		state.full = true;
		expect(saveProgress(emptyStore(), env)).toMatch(/storage is full or turned off/);
	});
});

describe('importProgress(text, options) and undoImport(env)', () => {
	const file = serializeStore(
		updateRecord(
			updateRecord(emptyStore(), 'schwenk/a', 1, { done: true }, T),
			'gone/x',
			1,
			{ done: true },
			T,
		),
	);
	const catalog: CatalogEntry[] = [
		{ key: 'warnsdorff/a', lesson: 'warnsdorff', id: 'a', version: 1 },
		{ key: 'schwenk/a', lesson: 'schwenk', id: 'a', version: 1 },
	];

	test('merges after keeping a backup, and undo restores it', () => {
		const { env, map } = fakeEnvironment({ [PROGRESS_KEY]: stored });
		const result = importProgress(file, { catalog, env });
		expect(result).toMatchObject({
			summary:
				'1 exercise added, 0 improved, 0 unchanged. 1 exercise in the file was left out: it has changed or is no longer in the lessons.',
		});
		expect(map.get(BACKUP_KEY)).toBe(stored);
		const merged = loadProgress(env).store;
		expect(Object.keys(merged.exercises).sort()).toEqual(['schwenk/a', 'warnsdorff/a']);
		expect(undoImport(env)).toBe(true);
		expect(map.get(PROGRESS_KEY)).toBe(stored);
		expect(map.has(BACKUP_KEY)).toBe(false);
		expect(undoImport(env)).toBe(false);
	});

	test.each([
		['', /empty/],
		['not json', /^The file is damaged/],
		['{"format":"something-else"}', /^The file is not Knight's Tour Notebook progress/],
		[
			JSON.stringify({ format: PROGRESS_FORMAT, schema: 9, exercises: {} }),
			/^The file was written by a newer version/,
		],
	])('a file %j is refused and nothing changes', (text, message) => {
		const { env, map } = fakeEnvironment({ [PROGRESS_KEY]: stored });
		expect(importProgress(text, { env })).toEqual({ problem: expect.stringMatching(message) });
		expect(map.get(PROGRESS_KEY)).toBe(stored);
		expect(map.has(BACKUP_KEY)).toBe(false);
	});

	test('with no room for the backup nothing is imported', () => {
		const { env, map, state } = fakeEnvironment({ [PROGRESS_KEY]: stored });
		state.full = true;
		expect(importProgress(file, { env })).toEqual({
			problem: expect.stringMatching(/no room in storage/),
		});
		expect(map.get(PROGRESS_KEY)).toBe(stored);
	});
});

describe('exportProgress(options)', () => {
	test('names the file by the local date and writes the saved store', () => {
		const { env } = fakeEnvironment({ [PROGRESS_KEY]: stored });
		const now = new Date(T);
		const day = `${String(now.getFullYear())}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
		expect(exportProgress({ env })).toEqual({
			filename: `knights-tour-progress-${day}.json`,
			text: stored,
		});
		expect(exportProgress({ env, store: emptyStore() }).text).toBe(serializeStore(emptyStore()));
	});
});

describe('ProgressState', () => {
	const catalog: CatalogEntry[] = [
		{ key: 'warnsdorff/a', lesson: 'warnsdorff', id: 'a', version: 2 },
	];

	test('connect() reads storage, clears changed exercises and says so once', () => {
		const fake = fakeEnvironment({ [PROGRESS_KEY]: stored });
		const state = new ProgressState(() => fake.env);
		expect(state.ready).toBe(false);
		const stop = state.connect(catalog);
		expect(state.ready).toBe(true);
		expect(state.store.exercises).toEqual({});
		expect(state.notice).toMatch(/progress on 1 exercise that has changed or gone was cleared/);
		stop();
		const again = new ProgressState(() => fake.env);
		again.connect(catalog)();
		expect(again.notice).toBeNull();
	});

	test('follows saves from this tab and other tabs, until the last user stops', () => {
		const fake = fakeEnvironment();
		const state = new ProgressState(() => fake.env);
		const stopA = state.connect();
		const stopB = state.connect();
		expect(fake.listeners.size).toBe(1);
		fake.otherTab(PROGRESS_KEY, stored);
		expect(getRecord(state.store, 'warnsdorff/a')?.done).toBe(true);
		saveProgress(emptyStore(), fake.env);
		expect(state.store).toEqual(emptyStore());
		stopA();
		expect(fake.listeners.size).toBe(1);
		stopB();
		expect(fake.listeners.size).toBe(0);
	});

	test('update() and reset() save; a failed save is reported and the page keeps the change', () => {
		const fake = fakeEnvironment();
		const state = new ProgressState(() => fake.env);
		state.connect();
		state.update('warnsdorff/a', 2, { done: true }, '/lessons/warnsdorff/#a');
		expect(parseStore(fake.map.get(PROGRESS_KEY) ?? null).store).toEqual(state.store);
		expect(state.store.last?.url).toBe('/lessons/warnsdorff/#a');
		fake.state.full = true;
		state.update('warnsdorff/b', 1, { hints: 1 });
		expect(state.saveProblem).toMatch(/could not be saved/);
		expect(state.record('warnsdorff/b')?.hints).toBe(1);
		fake.state.full = false;
		state.reset('warnsdorff');
		expect(state.saveProblem).toBeNull();
		expect(state.store.exercises).toEqual({});
	});

	test('without storage, progress made on the page survives reconnecting', () => {
		const fake = fakeEnvironment();
		fake.state.off = true;
		const state = new ProgressState(() => fake.env);
		state.connect()();
		state.update('warnsdorff/a', 1, { done: true });
		state.connect()();
		expect(state.record('warnsdorff/a')?.done).toBe(true);
		expect(state.loadProblem).toMatch(/does not let the site keep anything/);
	});

	test('an import can be undone until anything else changes', () => {
		const fake = fakeEnvironment({ [PROGRESS_KEY]: stored });
		const state = new ProgressState(() => fake.env);
		state.connect();
		state.importText(serializeStore(emptyStore()));
		expect(state.importMessage).toBe('There were no exercises to import, so nothing changed.');
		expect(state.canUndo).toBe(true);
		state.undo();
		expect(state.importMessage).toMatch(/^Import undone/);
		expect(state.canUndo).toBe(false);
		state.importText(serializeStore(emptyStore()));
		state.update('warnsdorff/a', 1, { hints: 1 });
		expect(state.canUndo).toBe(false);
		state.importText('{');
		expect(state.importMessage).toMatch(/^The file is damaged/);
	});
});
