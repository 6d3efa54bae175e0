import { afterEach, describe, expect, test } from 'vitest';
import {
	MAX_ANSWER_CHARS,
	MAX_EXERCISES,
	MAX_PROGRESS_CHARS,
	PROGRESS_FORMAT,
	emptyRecord,
	emptyStore,
	getRecord,
	isBetterRecord,
	lessonTotals,
	mergeStores,
	parseStore,
	reconcile,
	resetProgress,
	serializeStore,
	updateRecord,
	type CatalogEntry,
	type ExerciseRecord,
	type ProgressStore,
} from '../../../../src/components/exercises/progress/progress-store.ts';

const T = 1_700_000_000_000;

/** A record of content version 1 with the given fields changed. */
function rec(fields: Partial<ExerciseRecord> = {}): ExerciseRecord {
	return { ...emptyRecord(1, T), ...fields };
}

/** A store holding the given records. */
function storeOf(
	records: Record<string, ExerciseRecord>,
	last: ProgressStore['last'] = null,
): ProgressStore {
	const store = emptyStore();
	for (const [key, record] of Object.entries(records)) store.exercises[key] = record;
	return { ...store, last };
}

/** Stored text in the current schema with the given `exercises` value. */
function textWith(exercises: unknown, extra: Record<string, unknown> = {}): string {
	return JSON.stringify({ format: PROGRESS_FORMAT, schema: 1, exercises, last: null, ...extra });
}

const good = {
	version: 1,
	answer: 'a1 b3',
	done: true,
	hints: 1,
	solutionShown: false,
	attempts: 2,
	seconds: 30,
	updated: T,
};

afterEach(() => {
	// A failed pollution test must not leak into the others.
	delete (Object.prototype as Record<string, unknown>)['polluted'];
});

describe('parseStore(text)', () => {
	test.each([
		['null', null],
		['an empty string', ''],
		['blanks', '  \n '],
	])('%s is an empty store with no problem', (_, text) => {
		expect(parseStore(text)).toEqual({
			store: emptyStore(),
			problem: null,
			dropped: [],
			condition: 'empty',
		});
	});

	test('a good store reads back exactly what serializeStore wrote', () => {
		const store = storeOf(
			{ 'warnsdorff/pohl-failures': rec(good) },
			{
				key: 'warnsdorff/pohl-failures',
				url: '/lessons/warnsdorff/#pohl-failures',
				at: T,
			},
		);
		const read = parseStore(serializeStore(store));
		expect(read.problem).toBeNull();
		expect(read.condition).toBe('ok');
		expect(read.store).toEqual(store);
		expect(serializeStore(read.store)).toBe(serializeStore(store));
	});

	test.each([
		['invalid JSON', '{"format": ', 'damaged', /not valid JSON/],
		['a number', '42', 'damaged', /not a progress record/],
		['an array', '[1, 2]', 'damaged', /not a progress record/],
		['JSON null', 'null', 'damaged', /not a progress record/],
		[
			'another format',
			JSON.stringify({ format: 'tour-file', schema: 1, exercises: {} }),
			'foreign',
			/not Knight's Tour Notebook progress/,
		],
		[
			'an object with nothing of ours',
			JSON.stringify({ tour: [1, 2, 3] }),
			'foreign',
			/not Knight's Tour Notebook progress/,
		],
		[
			'a schema that is not a number',
			JSON.stringify({ format: PROGRESS_FORMAT, schema: '1', exercises: {} }),
			'damaged',
			/schema/,
		],
		[
			'a fractional schema',
			JSON.stringify({ format: PROGRESS_FORMAT, schema: 0.5, exercises: {} }),
			'damaged',
			/schema/,
		],
		[
			'no exercises',
			JSON.stringify({ format: PROGRESS_FORMAT, schema: 1 }),
			'damaged',
			/no list of exercises/,
		],
		['exercises as an array', textWith([good]), 'damaged', /no list of exercises/],
	] as const)('%s is refused: %s', (_, text, condition, message) => {
		const read = parseStore(text);
		expect(read.condition).toBe(condition);
		expect(read.problem).toMatch(message);
		expect(read.store).toEqual(emptyStore());
	});

	test('text over 2 MB is refused before it is parsed', () => {
		const text = textWith({ 'a/b': { ...good, answer: 'x'.repeat(MAX_PROGRESS_CHARS) } });
		const read = parseStore(text);
		expect(read.condition).toBe('too-large');
		expect(read.problem).toMatch(/larger than 2 MB/);
	});

	test('a newer schema is not guessed at: an empty store, and the text left untouched', () => {
		const read = parseStore(
			JSON.stringify({ format: PROGRESS_FORMAT, schema: 2, exercises: { 'a/b': good } }),
		);
		expect(read.condition).toBe('newer');
		expect(read.store).toEqual(emptyStore());
		expect(read.problem).toMatch(/newer version of this site.*left untouched/);
	});

	test('sentences name where the text came from', () => {
		expect(parseStore('{', 'The file').problem).toMatch(/^The file is damaged/);
	});

	const bad: [string, unknown][] = [
		['not an object', 'done'],
		['null', null],
		['no version', { ...good, version: undefined }],
		['version 0', { ...good, version: 0 }],
		['a fractional version', { ...good, version: 1.5 }],
		['a version as text', { ...good, version: '1' }],
		['a huge version', { ...good, version: 1e300 }],
		['an answer that is a number', { ...good, answer: 5 }],
		['done as text', { ...good, done: 'yes' }],
		['solutionShown as a number', { ...good, solutionShown: 1 }],
		['hints as text', { ...good, hints: '2' }],
		['attempts as null', { ...good, attempts: null }],
		['seconds as an object', { ...good, seconds: {} }],
		['updated as text', { ...good, updated: 'today' }],
	];
	test.each(bad)('an exercise with %s is dropped, the others kept', (_, value) => {
		const read = parseStore(textWith({ 'a/bad': value, 'a/good': good }));
		expect(read.condition).toBe('partial');
		expect(read.dropped).toEqual(['a/bad']);
		expect(Object.keys(read.store.exercises)).toEqual(['a/good']);
		expect(read.problem).toBe(
			'The saved progress was partly damaged: 1 saved exercise could not be read and was dropped. 1 exercise was kept.',
		);
	});

	test.each([
		['', 'empty'],
		['nolesson', 'no slash'],
		['a/b/c', 'two slashes'],
		['Warnsdorff/pohl', 'capitals'],
		['a/b c', 'a space'],
		['a/b_c', 'an underscore'],
		['__proto__', 'the prototype name'],
		['constructor', 'an Object method'],
		['prototype', 'a function property'],
		[`a/${'x'.repeat(119)}`, 'over 120 characters'],
	])('an exercise under key %j (%s) is dropped', (key) => {
		const read = parseStore(textWith({ [key]: good, 'a/good': good }));
		expect(Object.keys(read.store.exercises)).toEqual(['a/good']);
		expect(read.dropped).toEqual([key.length > 60 ? `${key.slice(0, 60)}…` : key]);
	});

	test('a key of exactly 120 characters is kept', () => {
		const key = `a/${'x'.repeat(118)}`;
		expect(Object.keys(parseStore(textWith({ [key]: good })).store.exercises)).toEqual([key]);
	});

	test('"__proto__" in exercises and at the top level never reaches Object.prototype', () => {
		const inside =
			'{"format":"knights-tour-notebook-progress","schema":1,"exercises":{"__proto__":{"polluted":1},"a/b":{"version":1,"__proto__":{"polluted":1}}},"last":null}';
		const top =
			'{"__proto__":{"polluted":1},"format":"knights-tour-notebook-progress","schema":1,"exercises":{},"last":null}';
		const read = parseStore(inside);
		expect(read.dropped).toEqual(['__proto__']);
		expect(Object.keys(read.store.exercises)).toEqual(['a/b']);
		expect(Object.getPrototypeOf(read.store.exercises)).toBeNull();
		expect(parseStore(top).condition).toBe('ok');
		const migrated = parseStore(
			'{"exercises":{"__proto__":{"polluted":1},"constructor":{"done":true}}}',
		);
		expect(migrated.dropped.sort()).toEqual(['__proto__', 'constructor']);
		expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
		expect(getRecord(read.store, 'constructor')).toBeUndefined();
	});

	test.each([
		['a negative count', { hints: -3 }, { hints: 0 }],
		['a fractional count', { attempts: 2.7 }, { attempts: 2 }],
		['a huge count', { hints: 1e300 }, { hints: 1_000_000 }],
		['Infinity (1e999 in JSON)', { seconds: 'INF' }, { seconds: 1_000_000_000 }],
		['a negative time', { updated: -5 }, { updated: 0 }],
		['a time past any date', { updated: 1e20 }, { updated: 8.64e15 }],
		[
			'missing optional fields',
			{ answer: undefined, hints: undefined, done: undefined },
			{ answer: '', hints: 0, done: false },
		],
	] as const)('%s is clamped', (_, fields, expected) => {
		const text = textWith({ 'a/b': { ...good, ...fields } }).replace('"INF"', '1e999');
		const read = parseStore(text);
		expect(read.problem).toBeNull();
		expect(getRecord(read.store, 'a/b')).toEqual({ ...good, ...expected });
	});

	test('an answer over 20,000 characters is cut short, with a note', () => {
		const read = parseStore(
			textWith({ 'a/b': { ...good, answer: 'y'.repeat(MAX_ANSWER_CHARS + 5) } }),
		);
		expect(getRecord(read.store, 'a/b')?.answer).toHaveLength(MAX_ANSWER_CHARS);
		expect(read.condition).toBe('partial');
		expect(read.problem).toMatch(/1 answer longer than 20,000 characters was cut short/);
	});

	test('a cut answer does not split a character made of two UTF-16 units', () => {
		const answer = `${'y'.repeat(MAX_ANSWER_CHARS - 1)}😀`;
		const cut = getRecord(
			parseStore(textWith({ 'a/b': { ...good, answer } })).store,
			'a/b',
		)?.answer;
		expect(cut).toBe('y'.repeat(MAX_ANSWER_CHARS - 1));
	});

	test('past 5,000 exercises the excess is refused', () => {
		const many: Record<string, unknown> = {};
		for (let i = 0; i < MAX_EXERCISES + 3; i += 1) many[`l/e${String(i)}`] = good;
		const read = parseStore(textWith(many));
		expect(Object.keys(read.store.exercises)).toHaveLength(MAX_EXERCISES);
		expect(read.dropped).toEqual(['l/e5000', 'l/e5001', 'l/e5002']);
		expect(read.problem).toMatch(
			/only the first 5,000 exercises were read and 3 more were left out/,
		);
	});

	test.each([
		['a foreign site', { key: 'a/b', url: 'https://evil.example/', at: T }],
		['a script', { key: 'a/b', url: 'javascript:alert(1)', at: T }],
		['another host', { key: 'a/b', url: '//evil.example/x', at: T }],
		['a backslash', { key: 'a/b', url: '/\\evil.example', at: T }],
		['a bad key', { key: '__proto__', url: '/lessons/a/', at: T }],
		['no time', { key: 'a/b', url: '/lessons/a/' }],
		['an array', []],
	])('where you left off pointing at %s is forgotten', (_, last) => {
		const read = parseStore(textWith({ 'a/b': good }, { last }));
		expect(read.store.last).toBeNull();
		expect(read.problem).toMatch(/the place you left off could not be read/);
		expect(getRecord(read.store, 'a/b')).toEqual(good);
	});
});

describe('parseStore(text) from schema 0', () => {
	test('schema 0 ({ exercises: { key: { done, answer } } }, no format) migrates to version-1 records', () => {
		const old = JSON.stringify({
			exercises: {
				'warnsdorff/pohl-failures': { done: true, answer: '42' },
				'schwenk/odd-board': { done: false, answer: 'maybe' },
			},
		});
		const read = parseStore(old);
		expect(read.problem).toBeNull();
		expect(read.condition).toBe('ok');
		expect(read.store).toEqual(
			storeOf({
				'schwenk/odd-board': rec({ answer: 'maybe', updated: 0 }),
				'warnsdorff/pohl-failures': rec({ answer: '42', done: true, updated: 0 }),
			}),
		);
	});

	test('a bad schema-0 entry is dropped like any other', () => {
		const read = parseStore(
			JSON.stringify({ exercises: { 'a/b': { done: 'yes' }, 'a/c': 3, 'a/d': {} } }),
		);
		expect(read.dropped.sort()).toEqual(['a/b', 'a/c']);
		expect(getRecord(read.store, 'a/d')).toEqual(rec({ updated: 0 }));
	});

	test('a schema number below 0 is damaged, not migrated', () => {
		expect(
			parseStore(JSON.stringify({ format: PROGRESS_FORMAT, schema: -1, exercises: {} })).condition,
		).toBe('damaged');
	});
});

describe('updateRecord(store, key, version, patch, now, url)', () => {
	const empty = emptyStore();

	test('creates a record, leaving the old store as it was', () => {
		const next = updateRecord(empty, 'a/b', 2, { answer: '7', attempts: 1 }, T);
		expect(getRecord(next, 'a/b')).toEqual({ ...emptyRecord(2, T), answer: '7', attempts: 1 });
		expect(empty).toEqual(emptyStore());
		expect(next.last).toBeNull();
	});

	test('with a url it becomes where the student left off', () => {
		const next = updateRecord(empty, 'a/b', 1, {}, T, '/lessons/a/#b');
		expect(next.last).toEqual({ key: 'a/b', url: '/lessons/a/#b', at: T });
	});

	test.each([
		['a negative count', { hints: -1 }, { hints: 0 }],
		['NaN', { hints: Number.NaN }, { hints: 3 }],
		['Infinity', { seconds: Number.POSITIVE_INFINITY }, { seconds: 1_000_000_000 }],
		['a fraction', { attempts: 4.9 }, { attempts: 4 }],
		['a huge count', { attempts: 1e12 }, { attempts: 1_000_000 }],
		[
			'an answer too long',
			{ answer: 'z'.repeat(MAX_ANSWER_CHARS + 1) },
			{ answer: 'z'.repeat(MAX_ANSWER_CHARS) },
		],
		['a shown solution un-shown', { solutionShown: false }, { solutionShown: true }],
		['done undone', { done: false }, { done: false }],
	] as const)('clamps %s', (_, patch, expected) => {
		const start = updateRecord(empty, 'a/b', 1, { hints: 3, solutionShown: true, done: true }, T);
		const next = updateRecord(start, 'a/b', 1, patch, T + 1);
		expect(getRecord(next, 'a/b')).toEqual({
			...rec({ hints: 3, solutionShown: true, done: true }),
			...expected,
			updated: T + 1,
		});
	});

	test('a record saved for another content version starts afresh', () => {
		const old = updateRecord(empty, 'a/b', 1, { done: true, hints: 2 }, T);
		expect(getRecord(updateRecord(old, 'a/b', 2, { answer: 'x' }, T + 5), 'a/b')).toEqual({
			...emptyRecord(2, T + 5),
			answer: 'x',
		});
	});

	test.each([
		['a malformed key', () => updateRecord(empty, '__proto__', 1, {}, T)],
		['version 0', () => updateRecord(empty, 'a/b', 0, {}, T)],
		['a url off the site', () => updateRecord(empty, 'a/b', 1, {}, T, 'javascript:void(0)')],
	])('throws a RangeError for %s', (_, call) => {
		expect(call).toThrow(RangeError);
	});

	test('refuses a new exercise past 5,000, and still updates saved ones', () => {
		let full = emptyStore();
		for (let i = 0; i < MAX_EXERCISES; i += 1) full.exercises[`l/e${String(i)}`] = rec();
		full = { ...full };
		expect(updateRecord(full, 'l/new', 1, { done: true }, T)).toBe(full);
		expect(getRecord(updateRecord(full, 'l/e1', 1, { done: true }, T), 'l/e1')?.done).toBe(true);
	});
});

describe('mergeStores(current, incoming)', () => {
	const clean = rec({ done: true, hints: 0 });
	const cleanHinted = rec({ done: true, hints: 2 });
	const peeked = rec({ done: true, solutionShown: true });
	const started = rec({ answer: 'a1', hints: 0 });
	const newer = (r: ExerciseRecord) => ({ ...r, updated: r.updated + 1000 });

	// [name, ours, theirs, theirs wins]
	test.each([
		['done beats not done', started, clean, true],
		['not done loses to done', clean, started, false],
		['done without the solution beats done with it', peeked, cleanHinted, true],
		['done with the solution loses to done without', cleanHinted, peeked, false],
		['done with the solution beats not done', started, peeked, true],
		['among equals, fewer hints win', cleanHinted, clean, true],
		['among equals, more hints lose', clean, cleanHinted, false],
		['fewer hints win even when older', newer(cleanHinted), clean, true],
		['with equal hints, the later change wins', started, newer(started), true],
		['with equal hints, the earlier change loses', newer(started), started, false],
		['a perfect tie keeps ours', clean, { ...clean }, false],
		['a newer content version wins', clean, rec({ version: 2 }), true],
		['an older content version loses', { ...started, version: 2 }, clean, false],
	] as const)('%s', (_, ours, theirs, theirsWin) => {
		expect(isBetterRecord(theirs, ours)).toBe(theirsWin);
		const merged = mergeStores(storeOf({ 'a/b': ours }), storeOf({ 'a/b': theirs }));
		expect(getRecord(merged.store, 'a/b')).toBe(theirsWin ? theirs : ours);
		expect(merged.improved).toEqual(theirsWin ? ['a/b'] : []);
		expect(merged.unchanged).toBe(theirsWin ? 0 : 1);
	});

	test('the winner keeps its own hints, attempts and seconds', () => {
		const theirs = rec({ done: true, hints: 1, attempts: 9, seconds: 600 });
		const ours = rec({ hints: 0, attempts: 1, seconds: 5 });
		expect(
			getRecord(mergeStores(storeOf({ 'a/b': ours }), storeOf({ 'a/b': theirs })).store, 'a/b'),
		).toEqual(theirs);
	});

	test('counts what was added, improved and unchanged, and says so', () => {
		const current = storeOf({
			'a/1': started,
			'a/2': clean,
			'a/3': clean,
			'a/4': clean,
			'a/5': clean,
			'a/6': clean,
			'z/keep': started,
		});
		const incoming = storeOf({
			'a/1': clean,
			'a/2': started,
			'a/3': started,
			'a/4': clean,
			'a/5': peeked,
			'a/6': started,
			'b/1': clean,
			'b/2': started,
			'b/3': peeked,
		});
		const merged = mergeStores(current, incoming);
		expect(merged.added).toEqual(['b/1', 'b/2', 'b/3']);
		expect(merged.improved).toEqual(['a/1']);
		expect(merged.unchanged).toBe(5);
		expect(merged.summary).toBe('3 exercises added, 1 improved, 5 unchanged.');
		expect(getRecord(merged.store, 'z/keep')).toBe(started);
		expect(Object.keys(current.exercises)).toHaveLength(7);
	});

	test('singular, and an empty import', () => {
		expect(mergeStores(emptyStore(), storeOf({ 'a/1': clean })).summary).toBe(
			'1 exercise added, 0 improved, 0 unchanged.',
		);
		expect(mergeStores(storeOf({ 'a/1': clean }), emptyStore()).summary).toBe(
			'There were no exercises to import, so nothing changed.',
		);
	});

	test('the later "where you left off" wins', () => {
		const early = { key: 'a/1', url: '/lessons/a/#1', at: T };
		const late = { key: 'b/1', url: '/lessons/b/#1', at: T + 1 };
		expect(mergeStores(storeOf({}, early), storeOf({}, late)).store.last).toBe(late);
		expect(mergeStores(storeOf({}, late), storeOf({}, early)).store.last).toBe(late);
		expect(mergeStores(storeOf({}, late), storeOf({})).store.last).toBe(late);
	});

	test('refuses additions past 5,000 exercises', () => {
		const full = emptyStore();
		for (let i = 0; i < MAX_EXERCISES; i += 1) full.exercises[`l/e${String(i)}`] = rec();
		const merged = mergeStores(full, storeOf({ 'm/1': clean, 'm/2': clean }));
		expect(merged.added).toEqual([]);
		expect(merged.summary).toMatch(
			/2 more were left out: progress holds at most 5,000 exercises\./,
		);
	});
});

const catalog: CatalogEntry[] = [
	{ key: 'warnsdorff/a', lesson: 'warnsdorff', id: 'a', version: 1 },
	{ key: 'warnsdorff/b', lesson: 'warnsdorff', id: 'b', version: 2 },
	{ key: 'warnsdorff/c', lesson: 'warnsdorff', id: 'c', version: 1 },
	{ key: 'schwenk/a', lesson: 'schwenk', id: 'a', version: 1 },
];

describe('reconcile(store, catalog)', () => {
	test('keeps records at the catalog version and lists the rest with a reason', () => {
		const store = storeOf(
			{
				'warnsdorff/a': rec(),
				'warnsdorff/b': rec({ version: 1 }),
				'gone/x': rec(),
				'schwenk/a': rec({ done: true }),
			},
			{ key: 'gone/x', url: '/lessons/gone/#x', at: T },
		);
		const result = reconcile(store, catalog);
		expect(Object.keys(result.store.exercises).sort()).toEqual(['schwenk/a', 'warnsdorff/a']);
		expect(result.dropped).toEqual([
			{ key: 'gone/x', reason: 'no longer in the lessons' },
			{ key: 'warnsdorff/b', reason: 'the exercise has changed' },
		]);
		expect(result.store.last).toBeNull();
	});

	test('a store that fits drops nothing and keeps where you left off', () => {
		const last = { key: 'warnsdorff/a', url: '/lessons/warnsdorff/#a', at: T };
		const result = reconcile(storeOf({ 'warnsdorff/a': rec() }, last), catalog);
		expect(result.dropped).toEqual([]);
		expect(result.store.last).toBe(last);
	});
});

describe('lessonTotals(store, catalog)', () => {
	test('counts done records at the catalog version, per lesson in catalog order', () => {
		const store = storeOf({
			'warnsdorff/a': rec({ done: true }),
			'warnsdorff/b': rec({ done: true }),
			'warnsdorff/c': rec({ answer: 'x' }),
			'schwenk/a': rec({ done: true, solutionShown: true }),
			'gone/x': rec({ done: true }),
		});
		expect([...lessonTotals(store, catalog)]).toEqual([
			['warnsdorff', { done: 1, total: 3 }],
			['schwenk', { done: 1, total: 1 }],
		]);
		expect([...lessonTotals(emptyStore(), [])]).toEqual([]);
	});
});

describe('resetProgress(store, lesson)', () => {
	const store = storeOf(
		{ 'warnsdorff/a': rec(), 'warnsdorff-extra/a': rec(), 'schwenk/a': rec() },
		{ key: 'warnsdorff/a', url: '/lessons/warnsdorff/#a', at: T },
	);

	test('removes one lesson only, and where you left off when it was there', () => {
		const next = resetProgress(store, 'warnsdorff');
		expect(Object.keys(next.exercises).sort()).toEqual(['schwenk/a', 'warnsdorff-extra/a']);
		expect(next.last).toBeNull();
		expect(resetProgress(store, 'schwenk').last).toEqual(store.last);
		expect(Object.keys(store.exercises)).toHaveLength(3);
	});

	test('removes everything without a lesson', () => {
		expect(resetProgress(store)).toEqual(emptyStore());
	});
});

describe('serializeStore(store)', () => {
	test('writes exercises in key order and leaves out malformed keys', () => {
		const store = storeOf({ 'b/1': rec(), 'a/1': rec() });
		store.exercises['Bad Key'] = rec();
		const text = serializeStore(store);
		expect(Object.keys(JSON.parse(text).exercises)).toEqual(['a/1', 'b/1']);
		expect(parseStore(text).problem).toBeNull();
	});
});
