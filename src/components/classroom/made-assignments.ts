/**
 * The assignments made in this browser, for a teacher who comes back to /classroom/: each one's
 * code (the whole assignment), title and number of tasks (read from the code when it was added),
 * and when it was created, newest first. Kept
 * in local storage under one key; Create assignment adds to it, Remove takes one out (and Undo
 * puts it back). A damaged list is read as far as it can be and never stops the page.
 */
import { decodeAssignment } from '../../lib/classroom/assignment-code.ts';
import type { DraftStorage } from './builder-storage.ts';

/** The storage key of the list. */
export const MADE_KEY = 'ktn-classroom-made';

/** The most assignments kept: older ones drop off the end. */
export const MADE_LIMIT = 100;

/** One assignment made here. */
export interface MadeAssignment {
	code: string;
	title: string;
	tasks: number;
	/** When it was created (ms since 1970). */
	created: number;
}

/** Reads one stored entry, or null when it is not one (a damaged or foreign value). */
function readEntry(value: unknown): MadeAssignment | null {
	if (typeof value !== 'object' || value === null) return null;
	const { code, title, tasks, created } = value as Record<string, unknown>;
	const ok =
		typeof code === 'string' &&
		code.startsWith('KTA') &&
		typeof title === 'string' &&
		typeof tasks === 'number' &&
		Number.isInteger(tasks) &&
		tasks >= 0 &&
		typeof created === 'number' &&
		Number.isFinite(created);
	return ok ? { code, title, tasks, created } : null;
}

/** The assignments made in this browser, newest first; [] when there are none or storage is refused. */
export function loadMade(storage: DraftStorage | null): MadeAssignment[] {
	let text: string | null;
	try {
		text = storage?.getItem(MADE_KEY) ?? null;
	} catch {
		return [];
	}
	if (text === null) return [];
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		return [];
	}
	if (!Array.isArray(parsed)) return [];
	return parsed.flatMap((value) => readEntry(value) ?? []);
}

/** Saves the list; returns a problem to show, or "" when it was saved. */
export function saveMade(storage: DraftStorage | null, list: readonly MadeAssignment[]): string {
	if (storage === null) return 'This browser keeps nothing for this site, so the list is not kept.';
	try {
		storage.setItem(MADE_KEY, JSON.stringify(list.slice(0, MADE_LIMIT)));
		return '';
	} catch {
		return 'The list could not be saved: this browser’s storage is full or refused.';
	}
}

/**
 * The list with the assignment of `code` first, created at `now` (one created again moves to the
 * top); the list as it was when the code does not read.
 */
export function withMade(
	list: readonly MadeAssignment[],
	code: string,
	now: number,
): MadeAssignment[] {
	let entry: MadeAssignment;
	try {
		const { title, tasks } = decodeAssignment(code);
		entry = { code, title, tasks: tasks.length, created: now };
	} catch {
		return [...list];
	}
	return [entry, ...list.filter((made) => made.code !== code)].slice(0, MADE_LIMIT);
}
