/**
 * Where the student page keeps work: local storage, one record per assignment and name, so that
 * two assignments never mix and two students on one computer never mix. Storage may be refused
 * (private windows, policies) or full: the page then works from memory and says so.
 */

/** The part of `Storage` the page uses; tests pass a Map-backed fake. */
export interface KeyValueStore {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
}

/** How every key of the student page starts. */
const PREFIX = 'ktn-classroom-work';

/** The key of one student's work on one assignment: the assignment's id and the normalised name. */
export function workKey(assignment: string, normalisedName: string): string {
	return `${PREFIX}/${assignment}/${normalisedName}`;
}

/** The key that remembers the last name typed on an assignment (so a reload finds the work). */
export function lastNameKey(assignment: string): string {
	return `${PREFIX}/${assignment}`;
}

/** The key a damaged record is copied to before anything overwrites it. */
export function damagedKey(key: string, now: number): string {
	return `${PREFIX}-damaged-${String(now)}/${key.slice(PREFIX.length + 1)}`;
}

/** A store in memory (on the server, in tests, and where local storage is refused). */
export function memoryStore(): KeyValueStore & { entries: Map<string, string> } {
	const entries = new Map<string, string>();
	return {
		entries,
		getItem: (key) => entries.get(key) ?? null,
		setItem: (key, value) => {
			entries.set(key, value);
		},
	};
}

/** The browser's local storage, or null where there is none or it is refused. */
export function browserStore(): KeyValueStore | null {
	try {
		if (typeof window === 'undefined') return null;
		const storage = window.localStorage;
		const probe = `${PREFIX}-probe`;
		storage.setItem(probe, '1');
		storage.removeItem(probe);
		return storage;
	} catch {
		return null;
	}
}
