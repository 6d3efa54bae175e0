/**
 * The student's exercise progress as one versioned record: read from stored or
 * imported text with every field checked, changed immutably, merged with an
 * imported copy, and checked against the lessons' exercises. Pure: no DOM, no
 * storage, no clock (the time is passed in), so tests assert exact states.
 *
 * Text may come from anywhere (an old tab, a hand-edited file, another
 * program), so nothing read is trusted: records live in prototype-free maps,
 * keys must look like "lesson-slug/exercise-id", and numbers are clamped.
 */
import {
	MAX_COUNT,
	MAX_PROGRESS_CHARS,
	MAX_SECONDS,
	MAX_TIME,
	PROGRESS_FORMAT,
	PROGRESS_SCHEMA,
	isObject,
	isVersion,
	own,
	readRecord,
	shortenAnswer,
	wholeNumber,
	type ExerciseRecord,
	type Raw,
} from './progress-record.ts';

/** Everything saved, as written to storage and to exported files. */
export interface ProgressStore {
	format: 'knights-tour-notebook-progress';
	schema: 1;
	/** Key = "<lesson-slug>/<exercise-id>", e.g. "warnsdorff/pohl-failures". */
	exercises: Record<string, ExerciseRecord>;
	/** The last exercise worked on; url is a site path such as "/lessons/warnsdorff/#pohl-failures". */
	last: { key: string; url: string; at: number } | null;
}

/** One exercise the lessons hold now. */
export interface CatalogEntry {
	key: string;
	lesson: string;
	id: string;
	version: number;
	title?: string;
}

/** How text read by `parseStore` turned out; every value but 'empty' and 'ok' comes with a problem. */
export type ProgressCondition =
	'empty' | 'ok' | 'partial' | 'damaged' | 'foreign' | 'newer' | 'too-large';

/** What `parseStore` returns. */
export interface ParsedStore {
	store: ProgressStore;
	/** Null when fine, else a plain sentence for the student: what was wrong, what was kept. */
	problem: string | null;
	/** Keys of the exercises left out (shortened to 60 characters). */
	dropped: string[];
	condition: ProgressCondition;
}

export {
	MAX_ANSWER_CHARS,
	MAX_PROGRESS_CHARS,
	PROGRESS_FORMAT,
	PROGRESS_KEY,
	PROGRESS_SCHEMA,
	type ExerciseRecord,
} from './progress-record.ts';
export const MAX_EXERCISES = 5_000;
export const MAX_KEY_CHARS = 120;
const MAX_URL_CHARS = 500;

const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+$/;
// A path on this site only: no scheme (so no "javascript:"), no "//host", no backslash, no spaces.
const SITE_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/** Returns true for "lesson-slug/exercise-id" made of [a-z0-9-], at most 120 characters. */
export function isExerciseKey(key: string): boolean {
	return key.length <= MAX_KEY_CHARS && KEY_PATTERN.test(key);
}

/** Returns true for a path on this site such as "/lessons/warnsdorff/#pohl-failures". */
export function isSitePath(url: string): boolean {
	return url.length <= MAX_URL_CHARS && SITE_PATH_PATTERN.test(url);
}

/** Returns an empty store. */
export function emptyStore(): ProgressStore {
	return { format: PROGRESS_FORMAT, schema: PROGRESS_SCHEMA, exercises: recordMap(), last: null };
}

/** Returns a fresh record for content version `version`, last changed at `now`. */
export function emptyRecord(version: number, now: number): ExerciseRecord {
	checkVersion(version);
	return {
		version,
		answer: '',
		done: false,
		hints: 0,
		solutionShown: false,
		attempts: 0,
		seconds: 0,
		updated: wholeNumber(now, 0, MAX_TIME) ?? 0,
	};
}

/** Returns the record saved under `key`, or undefined. */
export function getRecord(store: ProgressStore, key: string): ExerciseRecord | undefined {
	return Object.hasOwn(store.exercises, key) ? store.exercises[key] : undefined;
}

/** Reads stored or imported text; never throws. `from` starts the sentences ("The file"). */
export function parseStore(text: string | null, from = 'The saved progress'): ParsedStore {
	if (text === null || text.trim() === '') return refuse('empty', null);
	if (text.length > MAX_PROGRESS_CHARS) {
		return refuse(
			'too-large',
			`${from} is larger than 2 MB, far more than this site writes, so it was not read.`,
		);
	}
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return refuse(
			'damaged',
			`${from} is damaged (it is not valid JSON), so none of it could be read.`,
		);
	}
	if (!isObject(raw)) {
		return refuse('damaged', `${from} is not a progress record, so none of it could be read.`);
	}
	const format = own(raw, 'format');
	const schema = own(raw, 'schema');
	let written: number;
	if (format === undefined && schema === undefined && isObject(own(raw, 'exercises'))) {
		written = 0;
	} else if (format !== PROGRESS_FORMAT) {
		return refuse('foreign', `${from} is not Knight's Tour Notebook progress, so it was not used.`);
	} else if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 0) {
		return refuse('damaged', `${from} has no readable schema number, so none of it could be read.`);
	} else {
		written = schema;
	}
	if (written > PROGRESS_SCHEMA) {
		return refuse(
			'newer',
			`${from} was written by a newer version of this site, which this page cannot read; it was left untouched. Reloading the page may bring the newer version.`,
		);
	}
	let data: Raw = raw;
	for (let s = written; s < PROGRESS_SCHEMA; s += 1) {
		const step = MIGRATIONS.get(s);
		if (step === undefined) {
			return refuse(
				'damaged',
				`${from} uses a schema this site never wrote, so none of it could be read.`,
			);
		}
		data = step(data);
	}
	return readCurrent(data, from);
}

/** Reads a record in the current schema, dropping bad entries one by one. */
function readCurrent(data: Raw, from: string): ParsedStore {
	const listed = own(data, 'exercises');
	if (!isObject(listed)) {
		return refuse('damaged', `${from} has no list of exercises, so none of it could be read.`);
	}
	const exercises = recordMap();
	const dropped: string[] = [];
	let kept = 0;
	let unreadable = 0;
	let excess = 0;
	let shortened = 0;
	for (const key of Object.keys(listed)) {
		const read = isExerciseKey(key) ? readRecord(own(listed, key)) : null;
		if (read === null) unreadable += 1;
		else if (kept >= MAX_EXERCISES) excess += 1;
		else {
			exercises[key] = read.record;
			kept += 1;
			if (read.shortened) shortened += 1;
			continue;
		}
		dropped.push(key.length > 60 ? `${key.slice(0, 60)}…` : key);
	}
	const lastRaw = own(data, 'last');
	const last = lastRaw === undefined || lastRaw === null ? null : readLast(lastRaw);
	const store: ProgressStore = { ...emptyStore(), exercises, last };
	const notes: string[] = [];
	if (unreadable > 0) {
		notes.push(
			`${count(unreadable, 'saved exercise')} could not be read and ${unreadable === 1 ? 'was' : 'were'} dropped`,
		);
	}
	if (excess > 0) {
		notes.push(
			`only the first ${count(MAX_EXERCISES, 'exercise')} were read and ${excess.toLocaleString('en-US')} more were left out`,
		);
	}
	if (shortened > 0) {
		notes.push(
			`${count(shortened, 'answer')} longer than 20,000 characters ${shortened === 1 ? 'was' : 'were'} cut short`,
		);
	}
	if (lastRaw !== undefined && lastRaw !== null && last === null) {
		notes.push('the place you left off could not be read');
	}
	if (notes.length === 0) return { store, problem: null, dropped, condition: 'ok' };
	const problem = `${from} was partly damaged: ${notes.join('; ')}. ${count(kept, 'exercise')} ${kept === 1 ? 'was' : 'were'} kept.`;
	return { store, problem, dropped, condition: 'partial' };
}

/** Checks the saved "where you left off"; null when it cannot be used. */
function readLast(value: unknown): ProgressStore['last'] {
	if (!isObject(value)) return null;
	const key = own(value, 'key');
	const url = own(value, 'url');
	const at = wholeNumber(own(value, 'at'), 0, MAX_TIME);
	if (typeof key !== 'string' || !isExerciseKey(key)) return null;
	if (typeof url !== 'string' || !isSitePath(url) || at === null) return null;
	return { key, url, at };
}

/**
 * Upgrades the shape schema n wrote to schema n + 1's, one entry per old schema.
 * Schema 0 never shipped: it is `{ exercises: { key: { done, answer } } }` with
 * no format, there so the path is tested before a real schema 2 needs it.
 */
const MIGRATIONS: ReadonlyMap<number, (old: Raw) => Raw> = new Map([[0, migrateFrom0]]);

/** Turns schema 0's `{ done, answer }` entries into schema 1 records of content version 1. */
function migrateFrom0(old: Raw): Raw {
	const listed = own(old, 'exercises');
	const exercises: Raw = Object.create(null) as Raw;
	if (isObject(listed)) {
		for (const key of Object.keys(listed)) {
			const entry = own(listed, key);
			exercises[key] = isObject(entry)
				? { version: 1, answer: own(entry, 'answer'), done: own(entry, 'done') }
				: entry;
		}
	}
	return { format: PROGRESS_FORMAT, schema: 1, exercises, last: null };
}

/** Writes the store as JSON, exercises in key order; entries under malformed keys are left out. */
export function serializeStore(store: ProgressStore): string {
	const exercises: Raw = Object.create(null) as Raw;
	for (const key of Object.keys(store.exercises).sort()) {
		const r = getRecord(store, key);
		if (r === undefined || !isExerciseKey(key)) continue;
		exercises[key] = {
			version: r.version,
			answer: r.answer,
			done: r.done,
			hints: r.hints,
			solutionShown: r.solutionShown,
			attempts: r.attempts,
			seconds: r.seconds,
			updated: r.updated,
		};
	}
	const last =
		store.last === null ? null : { key: store.last.key, url: store.last.url, at: store.last.at };
	return JSON.stringify({ format: PROGRESS_FORMAT, schema: PROGRESS_SCHEMA, exercises, last });
}

/**
 * Returns the store with one record changed at `now` (created if absent, or
 * started afresh when saved for another content version); numbers are clamped,
 * answers cut to 20,000 characters, and a shown solution stays shown. With
 * `url`, it becomes where the student left off. Past 5,000 exercises a new one
 * is refused and the store returned as it was. Throws a RangeError for a
 * malformed key, version or url: those come from the site's code, not the student.
 */
export function updateRecord(
	store: ProgressStore,
	key: string,
	version: number,
	patch: Partial<Omit<ExerciseRecord, 'version' | 'updated'>>,
	now: number,
	url?: string,
): ProgressStore {
	if (!isExerciseKey(key)) {
		throw new RangeError(
			`key must be "lesson-slug/exercise-id" in a-z, 0-9 and -, not ${JSON.stringify(key.slice(0, 130))}.`,
		);
	}
	checkVersion(version);
	if (url !== undefined && !isSitePath(url)) {
		throw new RangeError(
			`url must be a path on this site such as "/lessons/x/#y", not ${JSON.stringify(url.slice(0, 130))}.`,
		);
	}
	const at = wholeNumber(now, 0, MAX_TIME) ?? 0;
	const old = getRecord(store, key);
	if (old === undefined && Object.keys(store.exercises).length >= MAX_EXERCISES) return store;
	const base = old !== undefined && old.version === version ? old : emptyRecord(version, at);
	const record: ExerciseRecord = {
		version,
		answer: typeof patch.answer === 'string' ? shortenAnswer(patch.answer) : base.answer,
		done: typeof patch.done === 'boolean' ? patch.done : base.done,
		hints: wholeNumber(patch.hints, 0, MAX_COUNT) ?? base.hints,
		solutionShown: base.solutionShown || patch.solutionShown === true,
		attempts: wholeNumber(patch.attempts, 0, MAX_COUNT) ?? base.attempts,
		seconds: wholeNumber(patch.seconds, 0, MAX_SECONDS) ?? base.seconds,
		updated: at,
	};
	const exercises = copyMap(store.exercises);
	exercises[key] = record;
	return { ...emptyStore(), exercises, last: url === undefined ? store.last : { key, url, at } };
}

/** Ranks a record: done without the solution shown 2, done after seeing it 1, not done 0. */
function rank(record: ExerciseRecord): number {
	if (!record.done) return 0;
	return record.solutionShown ? 1 : 2;
}

/**
 * Returns true when `a` is the better state of one exercise than `b`: a higher
 * rank, then fewer hints, then a later change. Records of two content versions
 * are not comparable; the newer version wins, as the older one's exercise has
 * since changed.
 */
export function isBetterRecord(a: ExerciseRecord, b: ExerciseRecord): boolean {
	if (a.version !== b.version) return a.version > b.version;
	if (rank(a) !== rank(b)) return rank(a) > rank(b);
	if (a.hints !== b.hints) return a.hints < b.hints;
	return a.updated > b.updated;
}

/** Merges an imported store into the current one, the better state of each exercise winning. */
export function mergeStores(
	current: ProgressStore,
	incoming: ProgressStore,
): {
	store: ProgressStore;
	added: string[];
	improved: string[];
	unchanged: number;
	summary: string;
} {
	const exercises = copyMap(current.exercises);
	let size = Object.keys(exercises).length;
	const added: string[] = [];
	const improved: string[] = [];
	let unchanged = 0;
	let refused = 0;
	for (const key of Object.keys(incoming.exercises).sort()) {
		const theirs = getRecord(incoming, key);
		if (theirs === undefined || !isExerciseKey(key)) continue;
		const ours = getRecord(current, key);
		if (ours === undefined) {
			if (size >= MAX_EXERCISES) {
				refused += 1;
				continue;
			}
			exercises[key] = theirs;
			added.push(key);
			size += 1;
		} else if (isBetterRecord(theirs, ours)) {
			exercises[key] = theirs;
			improved.push(key);
		} else {
			unchanged += 1;
		}
	}
	const last =
		incoming.last !== null && (current.last === null || incoming.last.at > current.last.at)
			? incoming.last
			: current.last;
	let summary =
		added.length + improved.length + unchanged === 0
			? 'There were no exercises to import, so nothing changed.'
			: `${count(added.length, 'exercise')} added, ${improved.length.toLocaleString('en-US')} improved, ${unchanged.toLocaleString('en-US')} unchanged.`;
	if (refused > 0) {
		summary += ` ${refused.toLocaleString('en-US')} more ${refused === 1 ? 'was' : 'were'} left out: progress holds at most ${count(MAX_EXERCISES, 'exercise')}.`;
	}
	return { store: { ...emptyStore(), exercises, last }, added, improved, unchanged, summary };
}

/** Keeps the records of exercises the catalog holds at the same version and lists the rest. */
export function reconcile(
	store: ProgressStore,
	catalog: readonly CatalogEntry[],
): { store: ProgressStore; dropped: { key: string; reason: string }[] } {
	const versions = new Map(catalog.map((entry) => [entry.key, entry.version]));
	const exercises = recordMap();
	const dropped: { key: string; reason: string }[] = [];
	for (const key of Object.keys(store.exercises).sort()) {
		const record = getRecord(store, key);
		if (record === undefined) continue;
		const version = versions.get(key);
		if (version === undefined) dropped.push({ key, reason: 'no longer in the lessons' });
		else if (version !== record.version) dropped.push({ key, reason: 'the exercise has changed' });
		else exercises[key] = record;
	}
	const last = store.last !== null && versions.has(store.last.key) ? store.last : null;
	return { store: { ...emptyStore(), exercises, last }, dropped };
}

/** Returns, per lesson in catalog order, how many of its exercises are done out of how many. */
export function lessonTotals(
	store: ProgressStore,
	catalog: readonly CatalogEntry[],
): Map<string, { done: number; total: number }> {
	const totals = new Map<string, { done: number; total: number }>();
	for (const entry of catalog) {
		const tally = totals.get(entry.lesson) ?? { done: 0, total: 0 };
		const record = getRecord(store, entry.key);
		tally.total += 1;
		if (record !== undefined && record.version === entry.version && record.done) tally.done += 1;
		totals.set(entry.lesson, tally);
	}
	return totals;
}

/** Removes one lesson's records (or all when lesson is undefined). */
export function resetProgress(store: ProgressStore, lesson?: string): ProgressStore {
	if (lesson === undefined) return emptyStore();
	const prefix = `${lesson}/`;
	const exercises = recordMap();
	for (const key of Object.keys(store.exercises)) {
		const record = getRecord(store, key);
		if (record !== undefined && !key.startsWith(prefix)) exercises[key] = record;
	}
	const last = store.last !== null && store.last.key.startsWith(prefix) ? null : store.last;
	return { ...emptyStore(), exercises, last };
}

/** Returns an empty record map with no prototype, so no key can reach Object.prototype. */
function recordMap(): Record<string, ExerciseRecord> {
	return Object.create(null) as Record<string, ExerciseRecord>;
}

/** Copies a record map's own entries into a new prototype-free map. */
function copyMap(source: Record<string, ExerciseRecord>): Record<string, ExerciseRecord> {
	const copy = recordMap();
	for (const key of Object.keys(source)) {
		const record = source[key];
		if (record !== undefined) copy[key] = record;
	}
	return copy;
}

/** Throws a RangeError naming `version` unless it is a whole number from 1 to 1,000,000. */
function checkVersion(version: number): void {
	if (!isVersion(version)) {
		throw new RangeError(
			`version must be a whole number from 1 to 1,000,000, not ${String(version)}.`,
		);
	}
}

/** Writes "1 exercise", "3 exercises", "5,000 exercises". */
function count(n: number, noun: string): string {
	return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}

/** Returns an empty store with a problem. */
function refuse(condition: ProgressCondition, problem: string | null): ParsedStore {
	return { store: emptyStore(), problem, dropped: [], condition };
}
