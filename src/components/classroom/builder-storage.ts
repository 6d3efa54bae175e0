/**
 * The builder's draft in local storage, saved as the teacher types. A stored
 * draft that cannot be read is copied aside (never overwritten unread) and
 * the teacher is told where; a draft replaced by an assignment opened from a
 * link is kept as the previous draft, so that it can be brought back.
 */
import { sanitiseDraft, type Draft } from './builder-drafts.ts';
import type { ReferenceCheck } from './builder-program.ts';

/** The storage keys. */
export const DRAFT_KEY = 'ktn-classroom-builder';
export const PREVIOUS_KEY = 'ktn-classroom-builder-previous';
const DAMAGED_PREFIX = 'ktn-classroom-builder-damaged-';

/** The draft as stored. */
export interface BuilderSnapshot {
	version: 1;
	title: string;
	instructions: string;
	tasks: Draft[];
	/** The assignment code this draft was opened from or last created as ("" for none). */
	source: string;
	/**
	 * Program tasks whose reference solution passed, by the set-up it passed for (the task's work
	 * as JSON), so that opening the draft again does not run it again before Create.
	 */
	verified?: VerifiedRun[];
}

/** A program task's reference run that passed every test, kept with the draft. */
export interface VerifiedRun {
	setup: string;
	checks: ReferenceCheck[];
}

/** The part of `Storage` the builder uses; tests pass a map. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What reading the stored draft gave: the draft (or null) and what went wrong, if anything. */
export interface StoredDraft {
	snapshot: BuilderSnapshot | null;
	problem: string;
}

/** An empty draft. */
export function emptySnapshot(): BuilderSnapshot {
	return { version: 1, title: '', instructions: '', tasks: [], source: '' };
}

/** Tells whether a draft holds nothing the teacher typed. */
export function isEmptySnapshot(snapshot: BuilderSnapshot): boolean {
	return (
		snapshot.title.trim() === '' &&
		snapshot.instructions.trim() === '' &&
		snapshot.tasks.length === 0
	);
}

/** Reads a parsed value as a draft; throws with what is wrong when it is not one. */
export function readSnapshot(value: unknown): BuilderSnapshot {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new Error('it is not a saved draft');
	}
	const raw = value as Record<string, unknown>;
	if (raw['version'] !== 1) throw new Error(`it has version ${String(raw['version'])}, not 1`);
	if (!Array.isArray(raw['tasks'])) throw new Error('it has no list of tasks');
	const tasks = raw['tasks']
		.slice(0, 50)
		.map(sanitiseDraft)
		.filter((d): d is Draft => d !== null);
	const text = (field: string, max: number): string =>
		typeof raw[field] === 'string' ? raw[field].slice(0, max) : '';
	const snapshot: BuilderSnapshot = {
		version: 1,
		title: text('title', 10_000),
		instructions: text('instructions', 100_000),
		tasks,
		source: text('source', 100_000),
	};
	const verified = Array.isArray(raw['verified'])
		? raw['verified'].slice(0, 50).flatMap((run) => readVerified(run) ?? [])
		: [];
	if (verified.length > 0) snapshot.verified = verified;
	return snapshot;
}

/** Reads one kept reference run, or null when it is not one. */
function readVerified(value: unknown): VerifiedRun | null {
	if (typeof value !== 'object' || value === null) return null;
	const { setup, checks } = value as Record<string, unknown>;
	if (typeof setup !== 'string' || setup.length > 100_000 || !Array.isArray(checks)) return null;
	const read: ReferenceCheck[] = [];
	for (const check of checks.slice(0, 2)) {
		if (typeof check !== 'object' || check === null) return null;
		const { language, passed, total, ms } = check as Record<string, unknown>;
		const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
		if (language !== 'javascript' && language !== 'python') return null;
		if (!whole(passed) || !whole(total) || passed !== total || total === 0) return null;
		if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return null;
		read.push({ language, passed, total, ms });
	}
	return read.length === 0 ? null : { setup, checks: read };
}

/** Reads one key's draft, or null when there is none. */
function readKey(storage: DraftStorage, key: string): BuilderSnapshot | null {
	const text = storage.getItem(key);
	return text === null ? null : readSnapshot(JSON.parse(text));
}

/**
 * Reads the stored draft. A damaged one is copied to a key of its own, named
 * in `problem`, so that saving the next draft cannot destroy it.
 */
export function loadDraft(storage: DraftStorage | null, now: number): StoredDraft {
	if (storage === null) {
		return {
			snapshot: null,
			problem: 'This browser keeps no local storage here: the draft is not saved.',
		};
	}
	try {
		return { snapshot: readKey(storage, DRAFT_KEY), problem: '' };
	} catch (error) {
		const aside = `${DAMAGED_PREFIX}${String(now)}`;
		let kept = `It was copied to local storage under "${aside}".`;
		try {
			storage.setItem(aside, storage.getItem(DRAFT_KEY) ?? '');
		} catch {
			kept = 'It could not be copied aside (storage is full).';
		}
		const why = error instanceof Error ? error.message : String(error);
		return {
			snapshot: null,
			problem: `The saved draft could not be read (${why}), so the builder starts empty. ${kept}`,
		};
	}
}

/** Saves the draft; returns a problem to show, or "" when it was saved. */
export function saveDraft(storage: DraftStorage | null, snapshot: BuilderSnapshot): string {
	if (storage === null) return '';
	try {
		storage.setItem(DRAFT_KEY, JSON.stringify(snapshot));
		return '';
	} catch {
		return 'The draft could not be saved in this browser (storage is full or blocked); keep the edit link safe instead.';
	}
}

/** Keeps a draft as the previous one (before a link replaces it); tells whether it was kept. */
export function keepPrevious(storage: DraftStorage | null, snapshot: BuilderSnapshot): boolean {
	if (storage === null) return false;
	try {
		storage.setItem(PREVIOUS_KEY, JSON.stringify(snapshot));
		return true;
	} catch {
		return false;
	}
}

/** The previous draft, or null when there is none or it cannot be read. */
export function loadPrevious(storage: DraftStorage | null): BuilderSnapshot | null {
	if (storage === null) return null;
	try {
		return readKey(storage, PREVIOUS_KEY);
	} catch {
		return null;
	}
}
