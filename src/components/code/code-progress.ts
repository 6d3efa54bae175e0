/**
 * The lessons' code cells as part of the reader's progress: their saved code and results go
 * into the progress file on export and come back on import, a reset clears them, and a cell
 * whose tests all passed is marked done in the progress store, so the lesson's tally counts it.
 * The classroom's cells (keys under "page/") are an assignment's work, not progress: left alone.
 */
import {
	CODE_CHANGED_EVENT,
	CODE_KEY,
	readCell,
	readCodeStore,
	readText,
	type CodeStorageEnvironment,
	type SavedCell,
} from './code-storage.ts';
import { serializeCodeStore } from './code-storage-write.ts';

/** The key the code store is copied to before an import, for Undo. */
export const CODE_BACKUP_KEY = 'ktn-code-backup';

/** True for a lesson's cell ("<lesson>/<id>"), false for a page's ("page/…"). */
function isLessonCell(key: string): boolean {
	return !key.startsWith('page/');
}

/** Writes the code store; false when storage refuses or holds a newer site's store. */
function writeCells(env: CodeStorageEnvironment, cells: ReadonlyMap<string, SavedCell>): boolean {
	if (env.storage === null || readCodeStore(readText(env)).condition === 'newer') return false;
	try {
		env.storage.setItem(CODE_KEY, serializeCodeStore(cells));
		return true;
	} catch {
		return false;
	}
}

/** Returns the lessons' saved cells, by key, for the progress file. */
export function exportCells(env: CodeStorageEnvironment): Record<string, SavedCell> {
	const cells = readCodeStore(readText(env)).cells;
	return Object.fromEntries([...cells].filter(([key]) => isLessonCell(key)));
}

/**
 * Puts a progress file's cells (`file.code`) into the code store, each replacing the cell saved
 * under its key, after copying the store for `undoCellImport`. Returns how many were taken; cells
 * that are not a lesson's or cannot be read are left out.
 */
export function importCells(env: CodeStorageEnvironment, listed: unknown): number {
	if (typeof listed !== 'object' || listed === null || Array.isArray(listed)) return 0;
	const text = readText(env);
	const cells = readCodeStore(text).cells;
	let taken = 0;
	for (const [key, value] of Object.entries(listed)) {
		const cell = isLessonCell(key) ? readCell(value) : null;
		if (cell === null) continue;
		cells.set(key, cell);
		taken += 1;
	}
	if (taken === 0) return 0;
	try {
		// With nothing saved before, Undo puts back an empty store.
		env.storage?.setItem(CODE_BACKUP_KEY, text ?? serializeCodeStore(new Map()));
	} catch {
		return 0;
	}
	return writeCells(env, cells) ? taken : 0;
}

/** Puts back the code store as it was before the last import; false when there is no copy. */
export function undoCellImport(env: CodeStorageEnvironment): boolean {
	try {
		const backup = env.storage?.getItem(CODE_BACKUP_KEY) ?? null;
		if (backup === null) return false;
		env.storage?.setItem(CODE_KEY, backup);
		env.storage?.removeItem(CODE_BACKUP_KEY);
		return true;
	} catch {
		return false;
	}
}

/** Clears one lesson's saved cells, or every lesson's; the classroom's are kept. */
export function resetCells(env: CodeStorageEnvironment, lesson?: string): void {
	const cells = readCodeStore(readText(env)).cells;
	const gone = (key: string): boolean =>
		isLessonCell(key) && (lesson === undefined || key.startsWith(`${lesson}/`));
	const kept = new Map([...cells].filter(([key]) => !gone(key)));
	if (kept.size !== cells.size) writeCells(env, kept);
}

/** Tells the cells on this page that their saved work may have changed (after a reset or import). */
export function announceCells(): void {
	if (typeof window !== 'undefined') window.dispatchEvent(new Event(CODE_CHANGED_EVENT));
}

/** The progress record's key of a cell saved under `key`, or null for a page's cell. */
export function progressKey(key: string): string | null {
	return isLessonCell(key) ? key : null;
}

/**
 * Marks a lesson's cell done in the progress store (its tests all passed), so the lesson's tally
 * counts it; a page's cell is not progress. Loads the store's code, as an exercise's first change does.
 */
export async function markCellDone(key: string): Promise<void> {
	const record = progressKey(key);
	if (record === null) return;
	const [{ updateRecord }, { loadProgress, saveProgress }] = await Promise.all([
		import('../exercises/progress/progress-store.ts'),
		import('../exercises/progress/progress-storage.ts'),
	]);
	const store = loadProgress().store;
	if (store.exercises[record]?.done === true) return;
	saveProgress(updateRecord(store, record, 1, { done: true }, Date.now()));
}
