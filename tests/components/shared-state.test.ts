import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
	SharedState,
	browserEnvironment,
	readHashEntry,
	writeHashEntry,
	type ShareEnvironment,
} from '../../src/components/share/shared-state.svelte.ts';
import {
	boolField,
	defineSchema,
	intField,
	squareField,
	tourField,
} from '../../src/components/share/state-codec.ts';

const schema = defineSchema(
	'pg',
	1,
	{
		rows: intField({ key: 'r', label: 'Rows', min: 1, max: 2000, default: 8 }),
		cols: intField({ key: 'c', label: 'Columns', min: 1, max: 2000, default: 8 }),
		closed: boolField({ key: 'k', label: 'Closed tour', default: false }),
		start: squareField({ key: 's', label: 'Start', default: null }),
		tour: tourField({ key: 't', label: 'Tour' }),
	},
	{ board: (v) => ({ rows: v.rows, cols: v.cols }) },
);

const PAGE = 'https://notebook.example/lessons/tours/';
const KEY = 'ktn:/lessons/tours:pg';

/** A page in memory: an address, a storage map, event listeners, and a count of writes. */
function fakePage(href: string, stored: Record<string, string> = {}) {
	const store = new Map(Object.entries(stored));
	const listeners = new Map<string, Set<() => void>>();
	const page = {
		href,
		writes: 0,
		store,
		readHref: () => page.href,
		replaceHref: (next: string) => {
			page.href = next;
		},
		storage: {
			getItem: (key: string) => store.get(key) ?? null,
			setItem: (key: string, value: string) => {
				store.set(key, value);
				page.writes += 1;
			},
		},
		listen: (type: string, listener: () => void) => {
			const set = listeners.get(type) ?? new Set();
			set.add(listener);
			listeners.set(type, set);
			return () => set.delete(listener);
		},
		fire: (type: string) => {
			for (const listener of listeners.get(type) ?? []) listener();
		},
		listening: (type: string) => listeners.get(type)?.size ?? 0,
	};
	return page satisfies ShareEnvironment;
}

/** Binds the test schema to a fake page. */
function bind(page: ShareEnvironment | null) {
	return new SharedState(schema, 'pg', { environment: page });
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
});

describe('readHashEntry(hash, id) and writeHashEntry(hash, id, value)', () => {
	test.each([
		['#pg=pg1.r5', 'pg', 'pg1.r5'],
		['#km=km1.s1&pg=pg1.r5&intro', 'pg', 'pg1.r5'],
		['#pg2=pg1.r9&pg=pg1.r5', 'pg', 'pg1.r5'],
		['#pg=pg1.t0%7E1%7EB', 'pg', 'pg1.t0~1~B'],
		['#pg=%E0%A4%A', 'pg', '%E0%A4%A'],
		['#intro', 'pg', null],
		['', 'pg', null],
	])('reads %s', (hash, id, value) => {
		expect(readHashEntry(hash, id)).toBe(value);
	});

	test.each([
		['', 'pg1.r5', '#pg=pg1.r5'],
		['#km=km1.s1', 'pg1.r5', '#km=km1.s1&pg=pg1.r5'],
		['#km=km1.s1&pg=pg1.r9&x=1', 'pg1.r5', '#km=km1.s1&pg=pg1.r5&x=1'],
	])('writes into %s', (hash, value, expected) => {
		expect(writeHashEntry(hash, 'pg', value)).toBe(expected);
	});
});

describe('SharedState on the server', () => {
	test('has the defaults and touches no page', () => {
		expect(browserEnvironment()).toBeNull();
		const state = new SharedState(schema, 'pg');
		state.load();
		state.save();
		expect(vi.getTimerCount()).toBe(0);
		expect(state.values).toEqual({ rows: 8, cols: 8, closed: false, start: null, tour: null });
		expect(state.problems).toEqual([]);
		expect(state.link()).toBe('#pg=pg1');
		expect(state.connect()).toBeTypeOf('function');
	});

	test('refuses a widget id that cannot live in a hash', () => {
		expect(() => new SharedState(schema, 'a=b', { environment: null })).toThrow(/Widget id/);
	});
});

describe('SharedState.load()', () => {
	test('reads its entry from the address, saves it, and leaves other entries alone', () => {
		const page = fakePage(`${PAGE}#km=km1.s1&pg=pg1.r5.c6`);
		const state = bind(page);
		state.load();
		expect(state.values).toMatchObject({ rows: 5, cols: 6 });
		expect(state.source).toBe('link');
		expect(state.problems).toEqual([]);
		expect(page.store.get(KEY)).toBe('{"state":"pg1.r5.c6"}');
		expect(page.href).toBe(`${PAGE}#km=km1.s1&pg=pg1.r5.c6`);
	});

	test('prefers the link to saved settings', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r5`, { [KEY]: '{"state":"pg1.r9"}' });
		const state = bind(page);
		state.load();
		expect(state.values.rows).toBe(5);
	});

	test('explains a bad link, keeps its good part, and cleans the address', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r0.c6&km=km1.s1`);
		const state = bind(page);
		state.load();
		expect(state.values).toMatchObject({ rows: 8, cols: 6 });
		expect(state.problems).toEqual([
			'Rows in the link is 0; it must be a whole number from 1 to 2000, so the default (8) is used.',
		]);
		expect(page.href).toBe(`${PAGE}#pg=pg1.c6&km=km1.s1`);
		const again = bind(page);
		again.load();
		expect(again.problems).toEqual([]);
		expect(again.values.cols).toBe(6);
	});

	test('reads a tour whose "~" an email app percent-encoded', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r3.c4.t0%7E1%7EQ`);
		const state = bind(page);
		state.load();
		expect(state.problems).toEqual([]);
		expect(state.values.tour).toEqual(Int32Array.from([0, 6]));
	});

	test('reads saved settings when the address has no entry (the same with or without a final slash)', () => {
		const page = fakePage('https://notebook.example/lessons/tours#intro', {
			[KEY]: '{"state":"pg1.r5.k1"}',
		});
		const state = bind(page);
		state.load();
		expect(state.values).toMatchObject({ rows: 5, closed: true });
		expect(state.source).toBe('saved');
		expect(page.writes).toBe(0);
		expect(page.href).toBe('https://notebook.example/lessons/tours#intro');
	});

	test('keeps the defaults quietly when nothing is saved', () => {
		const page = fakePage(PAGE);
		const state = bind(page);
		state.load();
		expect(state.source).toBe('defaults');
		expect(state.problems).toEqual([]);
		state.flush();
		expect(page.writes).toBe(0);
	});

	test.each([
		['not json {', 'The saved settings of this widget were damaged, so the defaults are used.'],
		['[1,2]', 'The saved settings of this widget were damaged, so the defaults are used.'],
		['{"state":5}', 'The saved settings of this widget were damaged, so the defaults are used.'],
		['null', 'The saved settings of this widget were damaged, so the defaults are used.'],
		[
			'{"state":"km1.r5"}',
			'The state in the saved settings is for another widget ("km1", not "pg1"), so the defaults are used.',
		],
		[
			'{"state":"pg1.r1jl"}',
			'Rows in the saved settings is 2001; it must be a whole number from 1 to 2000, so the default (8) is used.',
		],
	])('replaces the damaged entry %s with the defaults', (stored, problem) => {
		const page = fakePage(PAGE, { [KEY]: stored });
		const state = bind(page);
		state.load();
		expect(state.problems).toEqual([problem]);
		expect(state.values.rows).toBe(8);
		expect(page.store.get(KEY)).toBe('{"state":"pg1"}');
	});

	test('works when storage refuses every call', () => {
		const page = {
			...fakePage(PAGE),
			storage: {
				getItem: () => {
					throw new Error('SecurityError');
				},
				setItem: () => {
					throw new Error('QuotaExceededError');
				},
			},
		};
		const state = bind(page);
		expect(() => state.load()).not.toThrow();
		state.values.rows = 5;
		expect(() => state.flush()).not.toThrow();
		expect(state.link()).toBe(`${PAGE}#pg=pg1.r5`);
	});

	test('works when there is no storage at all', () => {
		const page = { ...fakePage(`${PAGE}#pg=pg1.r5`), storage: null };
		const state = bind(page);
		state.load();
		expect(state.values.rows).toBe(5);
	});
});

describe('SharedState.save() and flush()', () => {
	test('writes once, after the reader stops changing things', () => {
		const page = fakePage(PAGE);
		const state = bind(page);
		state.load();
		for (const rows of [5, 6, 7]) {
			state.values.rows = rows;
			state.save();
			vi.advanceTimersByTime(200);
		}
		expect(page.writes).toBe(0);
		vi.advanceTimersByTime(200);
		expect(page.writes).toBe(1);
		expect(page.store.get(KEY)).toBe('{"state":"pg1.r7"}');
	});

	test('keeps the link in the address current on a page opened from a link', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r5&km=km1.s1`);
		const state = bind(page);
		state.load();
		state.values.closed = true;
		state.flush();
		expect(page.href).toBe(`${PAGE}#pg=pg1.r5.k1&km=km1.s1`);
	});

	test('leaves the address alone on a page opened without a link', () => {
		const page = fakePage(`${PAGE}#intro`);
		const state = bind(page);
		state.load();
		state.values.closed = true;
		state.flush();
		expect(page.href).toBe(`${PAGE}#intro`);
		expect(page.store.get(KEY)).toBe('{"state":"pg1.k1"}');
	});

	test('survives a reload: a new page on the same address finds the state', () => {
		const page = fakePage(PAGE);
		const state = bind(page);
		state.load();
		state.values.start = 10;
		state.save();
		vi.runAllTimers();
		const reloaded = bind(fakePage(PAGE, Object.fromEntries(page.store)));
		reloaded.load();
		expect(reloaded.values.start).toBe(10);
	});
});

describe('SharedState.reset(), link() and dismissProblems()', () => {
	test('reset puts back the defaults, forgets problems, and saves', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r5.c0`);
		const state = bind(page);
		state.load();
		expect(state.problems).toHaveLength(1);
		state.reset();
		expect(state.values.rows).toBe(8);
		expect(state.problems).toEqual([]);
		vi.runAllTimers();
		expect(page.store.get(KEY)).toBe('{"state":"pg1"}');
	});

	test('link carries this widget’s state and other widgets’ entries, not anchors', () => {
		const page = fakePage('https://notebook.example/lessons/tours/?print=1#intro&km=km1.s1');
		const state = bind(page);
		state.values.rows = 6;
		expect(state.link()).toBe(
			'https://notebook.example/lessons/tours/?print=1#km=km1.s1&pg=pg1.r6',
		);
	});

	test('dismissProblems empties the list', () => {
		const state = bind(fakePage(`${PAGE}#pg=pg1.r0`));
		state.load();
		state.dismissProblems();
		expect(state.problems).toEqual([]);
	});

	test('onreplace hears of values replaced by a load or a reset', () => {
		const seen: number[] = [];
		const page = fakePage(`${PAGE}#pg=pg1.r5`);
		const state = new SharedState(schema, 'pg', {
			environment: page,
			onreplace: (values) => seen.push(values.rows),
		});
		state.load();
		state.reset();
		expect(seen).toEqual([5, 8]);
	});
});

describe('SharedState.connect()', () => {
	test('loads, follows a new link pasted into the address bar, flushes on pagehide, and stops', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r5`);
		const state = bind(page);
		const disconnect = state.connect();
		expect(state.values.rows).toBe(5);
		page.href = `${PAGE}#pg=pg1.r7`;
		page.fire('hashchange');
		expect(state.values.rows).toBe(7);
		state.values.closed = true;
		state.save();
		page.fire('pagehide');
		expect(page.store.get(KEY)).toBe('{"state":"pg1.r7.k1"}');
		disconnect();
		expect(page.listening('hashchange') + page.listening('pagehide')).toBe(0);
	});

	test('never overwrites a link pasted while a write was pending', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r5`);
		const state = bind(page);
		state.connect();
		state.values.closed = true;
		state.save();
		page.href = `${PAGE}#pg=pg1.r9`;
		vi.runAllTimers();
		expect(page.href).toBe(`${PAGE}#pg=pg1.r9`);
		page.fire('hashchange');
		expect(state.values).toMatchObject({ rows: 9, closed: false });
	});

	test('ignores hash changes that do not concern it', () => {
		const page = fakePage(`${PAGE}#pg=pg1.r5`);
		const state = bind(page);
		state.connect();
		state.values.closed = true;
		page.href = `${PAGE}#pg=pg1.r5&km=km1.s1`;
		page.fire('hashchange');
		expect(state.values.closed).toBe(true);
		page.href = `${PAGE}#intro`;
		page.fire('hashchange');
		expect(state.values.rows).toBe(5);
	});
});
