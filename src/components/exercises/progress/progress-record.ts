/**
 * The lean half of the progress store: the record of one exercise and how to
 * read it back safely, enough for a lesson page to put a student's work back
 * and count what is done. Reading the whole store (damaged text, foreign and
 * newer files, migrations), merging, importing and saving are in
 * progress-store.ts and progress-storage.ts, which a page loads when the
 * student first changes something.
 */

/** One exercise's saved state. */
export interface ExerciseRecord {
	/** The exercise's content version when this was saved (whole number ≥ 1). */
	version: number;
	/** The student's answer so far, kind-specific text (≤ 20,000 chars). */
	answer: string;
	/** Answered right (or a built tour checked right). */
	done: boolean;
	/** Hints taken (whole ≥ 0). */
	hints: number;
	/** The solution was shown (recorded, never undone). */
	solutionShown: boolean;
	/** Checks made (whole ≥ 0). */
	attempts: number;
	/** Time spent working, whole seconds ≥ 0. */
	seconds: number;
	/** Ms since epoch of the last change. */
	updated: number;
}

export const PROGRESS_KEY = 'ktn-progress';
export const PROGRESS_FORMAT = 'knights-tour-notebook-progress';
export const PROGRESS_SCHEMA = 1;
/** The most text read at all: 2 MB of characters, far beyond 5,000 exercises' worth. */
export const MAX_PROGRESS_CHARS = 2 * 1024 * 1024;
export const MAX_ANSWER_CHARS = 20_000;
const MAX_VERSION = 1_000_000;
export const MAX_COUNT = 1_000_000;
/** About 31 years of work: clamps a count no one can reach without making it look like zero. */
export const MAX_SECONDS = 1_000_000_000;
/** The latest time a JavaScript Date can hold. */
export const MAX_TIME = 8.64e15;

/** The window event sent after progress is saved in this tab (where `storage` never fires). */
export const PROGRESS_SAVED_EVENT = 'ktn-progress-saved';

/** A parsed JSON object. */
export type Raw = Record<string, unknown>;

/**
 * Reads the saved records of the current schema from stored text, each checked as the full
 * reader checks it; anything else (empty, damaged, foreign, older, newer, too large) gives none.
 * The full reader (parseStore) says what was wrong and keeps the damaged text when it next saves.
 */
export function readSavedRecords(text: string | null): Map<string, ExerciseRecord> {
	const records = new Map<string, ExerciseRecord>();
	if (text === null || text.length > MAX_PROGRESS_CHARS) return records;
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return records;
	}
	if (!isObject(raw) || own(raw, 'format') !== PROGRESS_FORMAT) return records;
	if (own(raw, 'schema') !== PROGRESS_SCHEMA) return records;
	const listed = own(raw, 'exercises');
	if (!isObject(listed)) return records;
	for (const key of Object.keys(listed)) {
		const read = readRecord(own(listed, key));
		if (read !== null) records.set(key, read.record);
	}
	return records;
}

/** Returns true for a non-null, non-array object. */
export function isObject(value: unknown): value is Raw {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an own property only, so "constructor" or "__proto__" never yield inherited values. */
export function own(object: Raw, name: string): unknown {
	return Object.hasOwn(object, name) ? object[name] : undefined;
}

/** Reads an own property, or `fallback` when it is absent (null is a value, and a wrong one). */
export function ownOr(object: Raw, name: string, fallback: unknown): unknown {
	const value = own(object, name);
	return value === undefined ? fallback : value;
}

/** Returns a number floored and clamped to [min, max] (infinities to the ends), or null for a non-number or NaN. */
export function wholeNumber(value: unknown, min: number, max: number): number | null {
	if (typeof value !== 'number' || Number.isNaN(value)) return null;
	return Math.min(max, Math.max(min, Math.floor(value)));
}

/** Returns true for a whole content version from 1 to 1,000,000. */
export function isVersion(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_VERSION;
}

/** Cuts an answer to 20,000 characters without splitting a character made of two UTF-16 units. */
export function shortenAnswer(answer: string): string {
	if (answer.length <= MAX_ANSWER_CHARS) return answer;
	const high = answer.charCodeAt(MAX_ANSWER_CHARS - 1);
	const end = high >= 0xd800 && high <= 0xdbff ? MAX_ANSWER_CHARS - 1 : MAX_ANSWER_CHARS;
	return answer.slice(0, end);
}

/** Checks one saved exercise; null when it cannot be used. */
export function readRecord(value: unknown): { record: ExerciseRecord; shortened: boolean } | null {
	if (!isObject(value)) return null;
	const version = own(value, 'version');
	if (!isVersion(version)) return null;
	const answer = ownOr(value, 'answer', '');
	const done = ownOr(value, 'done', false);
	const solutionShown = ownOr(value, 'solutionShown', false);
	if (
		typeof answer !== 'string' ||
		typeof done !== 'boolean' ||
		typeof solutionShown !== 'boolean'
	) {
		return null;
	}
	const hints = wholeNumber(ownOr(value, 'hints', 0), 0, MAX_COUNT);
	const attempts = wholeNumber(ownOr(value, 'attempts', 0), 0, MAX_COUNT);
	const seconds = wholeNumber(ownOr(value, 'seconds', 0), 0, MAX_SECONDS);
	const updated = wholeNumber(ownOr(value, 'updated', 0), 0, MAX_TIME);
	if (hints === null || attempts === null || seconds === null || updated === null) return null;
	const kept = shortenAnswer(answer);
	const record = { version, answer: kept, done, hints, solutionShown, attempts, seconds, updated };
	return { record, shortened: kept !== answer };
}
