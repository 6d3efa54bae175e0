/**
 * Connects an exercise on a page to the progress store in local storage. Reading is lean
 * (progress-record.ts: the page puts saved work back without loading the whole store); the full
 * store (checks of the whole file, a damaged store copied aside before the first write, saving)
 * loads when the student first changes something. Every write reads the store afresh, changes one
 * record and writes it back, in order, so that exercises on a page (and other tabs) never
 * overwrite each other's work. On the server, and where storage is refused, exercises work from
 * memory.
 */
import { ExerciseState, type ExerciseBackend } from './exercise-state.svelte.ts';
import {
	PROGRESS_KEY,
	PROGRESS_SAVED_EVENT,
	readSavedRecords,
	type ExerciseRecord,
} from './progress/progress-record.ts';

/** Returns the lesson slug of a page path ("/lessons/warnsdorff/" → "warnsdorff"), or "page". */
export function scopeOfPath(path: string): string {
	return /^\/lessons\/([a-z0-9-]+)\/?/.exec(path)?.[1] ?? 'page';
}

/** Reads the saved records of this browser; none on the server or where storage is refused. */
export function savedRecords(): Map<string, ExerciseRecord> {
	if (typeof window === 'undefined') return new Map();
	try {
		return readSavedRecords(window.localStorage.getItem(PROGRESS_KEY));
	} catch {
		return new Map();
	}
}

/** The writes in order: each waits for the one before (and for the store's code, the first time). */
let writes: Promise<void> = Promise.resolve();

/** The progress store of this browser, or nothing (on the server). */
const storageBackend: ExerciseBackend = {
	read: (key, version) => {
		const saved = savedRecords().get(key);
		return saved !== undefined && saved.version === version ? saved : undefined;
	},
	write: (key, version, patch, url) => {
		if (typeof window === 'undefined') return;
		const now = Date.now();
		writes = writes
			.then(async () => {
				const [{ updateRecord }, { loadProgress, saveProgress }] = await Promise.all([
					import('./progress/progress-store.ts'),
					import('./progress/progress-storage.ts'),
				]);
				saveProgress(updateRecord(loadProgress().store, key, version, patch, now, url));
			})
			.catch((error: unknown) => {
				// A failed write must not block the ones after it; it is a bug, so it is reported.
				console.error(error);
			});
		return writes;
	},
};

/** Opens exercise `id` of this page (its lesson, or `scope`), with its saved work put back. */
export function openExercise(id: string, version: number, scope?: string): ExerciseState {
	const path = typeof window === 'undefined' ? '' : window.location.pathname;
	const key = `${scope ?? scopeOfPath(path)}/${id}`;
	const exercise = new ExerciseState(key, version, storageBackend, {
		url: `${path}#exercise-${id}`,
	});
	if (typeof window !== 'undefined') {
		// A reset, an import or another tab may change the record: follow it.
		const follow = (): void => void exercise.sync();
		window.addEventListener(PROGRESS_SAVED_EVENT, follow);
		window.addEventListener('storage', follow);
	}
	return exercise;
}
