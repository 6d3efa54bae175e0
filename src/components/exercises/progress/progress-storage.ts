/**
 * The progress store in the browser's local storage. Storage may be turned
 * off, full or shared with a newer version of the site in another tab, so
 * every access is guarded and nothing the student saved is overwritten
 * before a copy of it is kept: damaged text goes aside under
 * `ktn-progress-damaged-<ms>`, and a store a newer version wrote is left alone.
 */
import {
	PROGRESS_KEY,
	emptyStore,
	mergeStores,
	parseStore,
	reconcile,
	serializeStore,
	type CatalogEntry,
	type ProgressCondition,
	type ProgressStore,
} from './progress-store.ts';

/** The part of the Web Storage API used here; `localStorage` fits it. */
export interface StorageLike {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/** What the adapter needs from the page: given in tests, taken from `window` in browsers. */
export interface ProgressEnvironment {
	/** The page's local storage, or null where there is none. */
	readonly storage: StorageLike | null;
	/** Returns the time in ms since the epoch. */
	now(): number;
	/** Tells this tab's listeners that progress was saved (other tabs hear of it from the browser). */
	announce(): void;
	/**
	 * Calls `listener` with the storage key when another tab changes storage, or with
	 * PROGRESS_KEY when this tab saves progress; returns the function that stops it.
	 */
	listen(listener: (key: string | null) => void): () => void;
}

import { PROGRESS_SAVED_EVENT } from './progress-record.ts';

export { PROGRESS_SAVED_EVENT };

export const BACKUP_KEY = 'ktn-progress-backup';
export const DAMAGED_PREFIX = 'ktn-progress-damaged-';

const NO_STORAGE =
	'This browser does not let the site keep anything, so your progress lasts only until you leave the page. Export it to keep a copy.';
const NEWER_KEPT =
	'Progress is not being saved: this browser holds progress from a newer version of this site, which this page leaves untouched. Reload the page to get the newer version.';

/** Conditions in which the stored text holds something the parsed store lost. */
const LOSSY: ReadonlySet<ProgressCondition> = new Set([
	'partial',
	'damaged',
	'foreign',
	'too-large',
]);

/** Returns the browser's page, or one without storage on the server. */
export function browserEnvironment(): ProgressEnvironment {
	let storage: StorageLike | null = null;
	if (typeof window !== 'undefined') {
		try {
			storage = window.localStorage;
		} catch {
			// Storage blocked by the reader's settings throws on access.
		}
	}
	return {
		storage,
		now: () => Date.now(),
		announce() {
			if (typeof window !== 'undefined') window.dispatchEvent(new Event(PROGRESS_SAVED_EVENT));
		},
		listen(listener) {
			if (typeof window === 'undefined') return () => {};
			const onStorage = (event: StorageEvent): void => {
				if (event.storageArea === storage) listener(event.key);
			};
			const onSaved = (): void => listener(PROGRESS_KEY);
			window.addEventListener('storage', onStorage);
			window.addEventListener(PROGRESS_SAVED_EVENT, onSaved);
			return () => {
				window.removeEventListener('storage', onStorage);
				window.removeEventListener(PROGRESS_SAVED_EVENT, onSaved);
			};
		},
	};
}

/** Returns the page's storage, or null when there is none or it refuses to be read. */
function usableStorage(env: ProgressEnvironment): StorageLike | null {
	const { storage } = env;
	return storage !== null && readItem(storage, PROGRESS_KEY) !== undefined ? storage : null;
}

/** Reads one item; undefined when storage refuses. */
function readItem(storage: StorageLike, key: string): string | null | undefined {
	try {
		return storage.getItem(key);
	} catch {
		return undefined;
	}
}

/** Writes one item; false when storage is full or refuses. */
function writeItem(storage: StorageLike, key: string, value: string): boolean {
	try {
		storage.setItem(key, value);
		return true;
	} catch {
		return false;
	}
}

/** Copies damaged text under a new `ktn-progress-damaged-<ms>` key; returns the key, or null when it cannot. */
function setAside(env: ProgressEnvironment, storage: StorageLike, text: string): string | null {
	const stamp = Math.max(0, Math.floor(env.now()));
	for (let n = 0; n < 10; n += 1) {
		const key = `${DAMAGED_PREFIX}${String(stamp)}${n === 0 ? '' : `-${String(n)}`}`;
		const there = readItem(storage, key);
		if (there === text) return key;
		if (there === null) return writeItem(storage, key, text) ? key : null;
	}
	return null;
}

/** Reads the saved progress; damaged text is copied aside and the readable part saved in its place. */
export function loadProgress(env: ProgressEnvironment = browserEnvironment()): {
	store: ProgressStore;
	problem: string | null;
	condition: ProgressCondition;
	/** False when there is no storage or it refuses to be read. */
	available: boolean;
} {
	const { storage } = env;
	const text = storage === null ? undefined : readItem(storage, PROGRESS_KEY);
	if (storage === null || text === undefined) {
		return { store: emptyStore(), problem: NO_STORAGE, condition: 'empty', available: false };
	}
	const parsed = parseStore(text);
	if (text === null || !LOSSY.has(parsed.condition)) return { ...parsed, available: true };
	const aside = setAside(env, storage, text);
	if (aside === null) {
		const problem = `${parsed.problem ?? ''} It could not be copied aside (storage is full), so progress will not be saved until there is room.`;
		return { store: parsed.store, problem, condition: parsed.condition, available: true };
	}
	writeItem(storage, PROGRESS_KEY, serializeStore(parsed.store));
	const problem = `${parsed.problem ?? ''} The original is kept in this browser's storage under "${aside}".`;
	return { store: parsed.store, problem, condition: parsed.condition, available: true };
}

/** Saves the store; returns null, or a sentence saying why it was not saved (the page keeps working). */
export function saveProgress(
	store: ProgressStore,
	env: ProgressEnvironment = browserEnvironment(),
): string | null {
	const { storage } = env;
	const text = storage === null ? undefined : readItem(storage, PROGRESS_KEY);
	if (storage === null || text === undefined) return NO_STORAGE;
	const saved = parseStore(text);
	if (saved.condition === 'newer') return NEWER_KEPT;
	if (text !== null && LOSSY.has(saved.condition) && setAside(env, storage, text) === null) {
		return 'Progress is not being saved: the saved progress is damaged and there is no room to keep a copy of it first.';
	}
	if (!writeItem(storage, PROGRESS_KEY, serializeStore(store))) {
		return "Progress could not be saved: this browser's storage is full or turned off. The page still works, but this progress will be lost when you leave it.";
	}
	env.announce();
	return null;
}

/**
 * Merges an exported file into the saved progress after keeping the saved
 * progress under `ktn-progress-backup` for `undoImport`. With a catalog, the
 * file's exercises that changed or left the lessons are left out first.
 */
export function importProgress(
	text: string,
	options: { catalog?: readonly CatalogEntry[]; env?: ProgressEnvironment } = {},
): { summary: string; store: ProgressStore } | { problem: string } {
	const env = options.env ?? browserEnvironment();
	const parsed = parseStore(text, 'The file');
	if (parsed.condition === 'empty')
		return { problem: 'The file is empty, so nothing was imported.' };
	if (parsed.condition !== 'ok' && parsed.condition !== 'partial') {
		return { problem: parsed.problem ?? 'The file could not be read.' };
	}
	let incoming = parsed.store;
	let leftOut = 0;
	if (options.catalog !== undefined) {
		const checked = reconcile(incoming, options.catalog);
		incoming = checked.store;
		leftOut = checked.dropped.length;
	}
	const storage = usableStorage(env);
	if (storage === null) return { problem: NO_STORAGE };
	const current = loadProgress(env);
	if (current.condition === 'newer') return { problem: NEWER_KEPT };
	if (!writeItem(storage, BACKUP_KEY, serializeStore(current.store))) {
		return {
			problem:
				'Nothing was imported: there is no room in storage to keep a copy of your progress for Undo.',
		};
	}
	const merged = mergeStores(current.store, incoming);
	const failed = saveProgress(merged.store, env);
	if (failed !== null) return { problem: `Nothing was imported. ${failed}` };
	const notes = [merged.summary];
	if (parsed.problem !== null) notes.push(parsed.problem);
	if (leftOut > 0) {
		notes.push(
			leftOut === 1
				? '1 exercise in the file was left out: it has changed or is no longer in the lessons.'
				: `${leftOut.toLocaleString('en-US')} exercises in the file were left out: they have changed or are no longer in the lessons.`,
		);
	}
	return { summary: notes.join(' '), store: merged.store };
}

/** Restores the progress saved before the last import; false when there is none or it cannot. */
export function undoImport(env: ProgressEnvironment = browserEnvironment()): boolean {
	const { storage } = env;
	if (storage === null) return false;
	const backup = readItem(storage, BACKUP_KEY);
	if (backup === null || backup === undefined) return false;
	if (!writeItem(storage, PROGRESS_KEY, backup)) return false;
	try {
		storage.removeItem(BACKUP_KEY);
	} catch {
		// A backup left behind is harmless: the next import replaces it.
	}
	env.announce();
	return true;
}

/** Returns the progress as a file to download, named by today's date; `store` defaults to the saved one. */
export function exportProgress(
	options: { store?: ProgressStore; env?: ProgressEnvironment } = {},
): { filename: `knights-tour-progress-${string}.json`; text: string } {
	const env = options.env ?? browserEnvironment();
	const store = options.store ?? loadProgress(env).store;
	const date = new Date(env.now());
	const day = [
		String(date.getFullYear()).padStart(4, '0'),
		String(date.getMonth() + 1).padStart(2, '0'),
		String(date.getDate()).padStart(2, '0'),
	].join('-');
	return { filename: `knights-tour-progress-${day}.json`, text: serializeStore(store) };
}
