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

/** The longest printed line kept with a saved run, and the most characters of them all. */
const KEPT_LINE_CHARS = 2_000;
const KEPT_LOG_CHARS = 20_000;

/** Cuts a line to `keep` characters, saying how many were cut. */
function cutLine(line: string, keep: number): string {
	return line.length <= keep
		? line
		: `${line.slice(0, keep)}… (${(line.length - keep).toLocaleString('en-US')} characters cut)`;
}

/**
 * Returns a run's results cut to what is kept: the tests, and the last printed lines, each at most
 * KEPT_LINE_CHARS and KEPT_LOG_CHARS in all (a run's output never fills the browser's storage).
 */
export function keptRun(run: SavedRun): SavedRun {
	const logs: string[] = [];
	let chars = 0;
	for (const line of run.logs.slice(-MAX_LOGS).reverse()) {
		const kept = cutLine(line, KEPT_LINE_CHARS);
		if (chars + kept.length > KEPT_LOG_CHARS) break;
		chars += kept.length;
		logs.unshift(kept);
	}
	return { ...run, tests: run.tests.slice(0, MAX_TESTS), logs };
}

/** The cell without its runs' printed lines. */
function withoutOutput(cell: SavedCell): SavedCell {
	const runs: SavedCell['runs'] = {};
	for (const [language, run] of Object.entries(cell.runs)) {
		runs[language as keyof SavedCell['runs']] = { ...run, logs: [] };
	}
	return { ...cell, runs };
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
		try {
			storage.setItem(CODE_KEY, serializeCodeStore(read.cells));
		} catch {
			// Full: the code matters, the output does not; keep the code without what was printed.
			read.cells.set(key, withoutOutput(cell));
			storage.setItem(CODE_KEY, serializeCodeStore(read.cells));
		}
		return null;
	} catch {
		return 'Your code could not be saved in this browser (its storage is full or turned off): download it to keep it.';
	}
}
