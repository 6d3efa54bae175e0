/**
 * Writing the code cells' saved work (the reading half is code-storage.ts):
 * loaded with the cell's working half, on the reader's first touch.
 */
import {
	CODE_FORMAT,
	CODE_KEY,
	CODE_SCHEMA,
	DAMAGED_CODE_PREFIX,
	MAX_LOGS,
	MAX_TESTS,
	describeCondition,
	readCodeStore,
	readText,
	type CodeStorageEnvironment,
	type SavedCell,
	type SavedRun,
} from './code-storage.ts';

/** Returns a run's results cut to what is kept. */
export function keptRun(run: SavedRun): SavedRun {
	return { ...run, tests: run.tests.slice(0, MAX_TESTS), logs: run.logs.slice(-MAX_LOGS) };
}

/** The stored text for `cells`. */
export function serializeCodeStore(cells: ReadonlyMap<string, SavedCell>): string {
	return JSON.stringify({
		format: CODE_FORMAT,
		schema: CODE_SCHEMA,
		cells: Object.fromEntries(cells),
	});
}

/**
 * Saves one cell's work: reads the store afresh (other cells and tabs write too), copies damaged
 * text aside before replacing it, and leaves a newer site's store alone. Returns a sentence when
 * the work could not be saved.
 */
export function saveCell(env: CodeStorageEnvironment, key: string, cell: SavedCell): string | null {
	const storage = env.storage;
	if (storage === null) {
		return 'This browser does not let the site keep anything: download your code to keep it.';
	}
	try {
		const text = readText(env);
		const read = readCodeStore(text);
		if (read.condition === 'newer') return describeCondition('newer');
		if ((read.condition === 'damaged' || read.condition === 'partial') && text !== null) {
			storage.setItem(`${DAMAGED_CODE_PREFIX}${String(env.now())}`, text);
		}
		read.cells.set(key, cell);
		storage.setItem(CODE_KEY, serializeCodeStore(read.cells));
		return null;
	} catch {
		return 'Your code could not be saved in this browser (its storage is full or turned off): download it to keep it.';
	}
}
