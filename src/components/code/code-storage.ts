/**
 * The code cells' saved work in local storage: per cell, the student's code in
 * each language, the language last chosen, and each language's last results.
 * Storage may be off, full, damaged or written by a newer version of the site,
 * so every read is checked field by field, and nothing is overwritten before a
 * copy of it is kept: damaged text goes aside under `ktn-code-damaged-<ms>`,
 * and a store a newer site wrote is left alone. Steps are not kept (a run can
 * hold millions); Run again shows the search.
 */
import type { StorageLike } from '../exercises/progress/progress-storage.ts';
import type { CodeLanguage, ProgramError, TestOutcome } from './code-types.ts';
import { isProgramErrorKind } from '../../workers/code/code-protocol.ts';

export const CODE_KEY = 'ktn-code-cells';
export const CODE_FORMAT = 'knights-tour-notebook-code';
export const CODE_SCHEMA = 1;
export const DAMAGED_CODE_PREFIX = 'ktn-code-damaged-';
/** Dispatched on `window` after a reset, an import or an undo of the progress changed the saved cells. */
export const CODE_CHANGED_EVENT = 'ktn-code-changed';
/** The longest program kept: far beyond any tour search, short of filling the storage. */
export const MAX_CODE_CHARS = 100_000;
/** Tests and printed lines kept with a run's results. */
export const MAX_TESTS = 200;
export const MAX_LOGS = 100;
const LANGUAGES: readonly CodeLanguage[] = ['javascript', 'python'];

/** A run's results as kept: enough to show the verdict again after a reload. */
export interface SavedRun {
	tests: TestOutcome[];
	error: ProgramError | null;
	visits: number;
	unvisits: number;
	ms: number;
	/** The last printed lines (at most 100). */
	logs: string[];
	/** When it ran (ms since the epoch). */
	at: number;
}

/** One cell's saved work. */
export interface SavedCell {
	/** The language last chosen, or null for the lesson's first. */
	language: CodeLanguage | null;
	code: Partial<Record<CodeLanguage, string>>;
	runs: Partial<Record<CodeLanguage, SavedRun>>;
	/** The languages whose saved program was longer than MAX_CODE_CHARS and was cut on reading. */
	cut?: CodeLanguage[];
}

/** What reading the store found. */
export interface CodeStoreRead {
	cells: Map<string, SavedCell>;
	/** 'damaged': not a store at all; 'newer': a later site's, left alone; 'partial': some cells dropped. */
	condition: 'empty' | 'ok' | 'partial' | 'damaged' | 'newer';
}

type Raw = Record<string, unknown>;

/** Returns true for a non-null, non-array object. */
function isObject(value: unknown): value is Raw {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an own property only, so "__proto__" never yields an inherited value. */
function own(object: Raw, name: string): unknown {
	return Object.hasOwn(object, name) ? object[name] : undefined;
}

/** Returns a whole number ≥ 0 (clamped), or null for anything else. */
function count(value: unknown): number | null {
	if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
	return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

/** Reads one test outcome, or null. */
function readTest(value: unknown): TestOutcome | null {
	if (!isObject(value)) return null;
	const [name, passed, expected, got, detail] = ['name', 'passed', 'expected', 'got', 'detail'].map(
		(field) => own(value, field),
	);
	if (typeof name !== 'string' || typeof passed !== 'boolean') return null;
	if (typeof expected !== 'string' || typeof got !== 'string') return null;
	const test: TestOutcome = { name, passed, expected, got };
	if (typeof detail === 'string') test.detail = detail;
	return test;
}

/** Reads a program error, or null. */
function readError(value: unknown): ProgramError | null {
	if (!isObject(value)) return null;
	const kind = own(value, 'kind');
	const message = own(value, 'message');
	if (!isProgramErrorKind(kind) || typeof message !== 'string') return null;
	const error: ProgramError = { kind, message };
	const line = count(own(value, 'line'));
	if (line !== null && line > 0) error.line = line;
	return error;
}

/** Reads one run's results, or null when they cannot be used. */
function readRun(value: unknown): SavedRun | null {
	if (!isObject(value)) return null;
	const tests = own(value, 'tests');
	const logs = own(value, 'logs');
	const numbers = ['visits', 'unvisits', 'ms', 'at'].map((field) => count(own(value, field)));
	if (!Array.isArray(tests) || !Array.isArray(logs) || numbers.includes(null)) return null;
	const read = tests.slice(0, MAX_TESTS).map(readTest);
	if (read.includes(null)) return null;
	// A run with an error this site cannot name is dropped, not shown as "undefined on line 2".
	const savedError = own(value, 'error');
	const error = savedError === null ? null : readError(savedError);
	if (savedError !== null && error === null) return null;
	const [visits, unvisits, ms, at] = numbers as number[];
	return {
		tests: read as TestOutcome[],
		error,
		visits: visits as number,
		unvisits: unvisits as number,
		ms: ms as number,
		logs: logs.filter((line): line is string => typeof line === 'string').slice(-MAX_LOGS),
		at: at as number,
	};
}

/** Reads one cell, or null when it cannot be used. */
export function readCell(value: unknown): SavedCell | null {
	if (!isObject(value)) return null;
	const language = own(value, 'language');
	const code = own(value, 'code');
	const runs = own(value, 'runs') ?? {};
	if (language !== null && !LANGUAGES.includes(language as CodeLanguage)) return null;
	if (!isObject(code) || !isObject(runs)) return null;
	const cell: SavedCell = { language: language as CodeLanguage | null, code: {}, runs: {} };
	for (const name of LANGUAGES) {
		const text = own(code, name);
		if (typeof text === 'string') {
			cell.code[name] = text.slice(0, MAX_CODE_CHARS);
			if (text.length > MAX_CODE_CHARS) cell.cut = [...(cell.cut ?? []), name];
		} else if (text !== undefined) return null;
		const run = readRun(own(runs, name));
		if (run !== null) cell.runs[name] = run;
	}
	return cell;
}

/** Reads the stored text: every cell that can be used, and what state the text was in. */
export function readCodeStore(text: string | null): CodeStoreRead {
	const cells = new Map<string, SavedCell>();
	if (text === null || text === '') return { cells, condition: 'empty' };
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return { cells, condition: 'damaged' };
	}
	if (!isObject(raw) || own(raw, 'format') !== CODE_FORMAT) return { cells, condition: 'damaged' };
	const schema = own(raw, 'schema');
	if (typeof schema === 'number' && schema > CODE_SCHEMA) return { cells, condition: 'newer' };
	const listed = own(raw, 'cells');
	if (schema !== CODE_SCHEMA || !isObject(listed)) return { cells, condition: 'damaged' };
	let dropped = false;
	for (const key of Object.keys(listed)) {
		const cell = readCell(own(listed, key));
		// A program cut to fit counts as a loss: the whole text is copied aside before the next save.
		if (cell === null || cell.cut !== undefined) dropped = true;
		if (cell !== null) cells.set(key, cell);
	}
	return { cells, condition: dropped ? 'partial' : 'ok' };
}

/** What the page needs to keep code: the storage (null where refused) and a clock. */
export interface CodeStorageEnvironment {
	readonly storage: StorageLike | null;
	now(): number;
}

/** Returns the browser's local storage, or none on the server or where it is refused. */
export function browserCodeEnvironment(): CodeStorageEnvironment {
	let storage: StorageLike | null = null;
	try {
		if (typeof window !== 'undefined') storage = window.localStorage;
	} catch {
		// Storage blocked by the reader's settings throws on access.
	}
	return { storage, now: () => Date.now() };
}

/** Reads the stored text, or null when there is none or it cannot be read. */
export function readText(env: CodeStorageEnvironment): string | null {
	try {
		return env.storage?.getItem(CODE_KEY) ?? null;
	} catch {
		return null;
	}
}

/** Says what a read found that the student should know, or null. */
export function describeCondition(condition: CodeStoreRead['condition']): string | null {
	switch (condition) {
		case 'damaged':
			return `The code saved in this browser could not be read, so the starter program is shown. The saved text is kept unchanged under "${DAMAGED_CODE_PREFIX}…" in local storage.`;
		case 'newer':
			return 'This browser holds code saved by a newer version of this site, which this page leaves untouched: your changes here are not saved. Reload the page to get the newer version.';
		case 'partial':
			return 'Some saved code in this browser could not be read and was left out; the rest is back.';
		default:
			return null;
	}
}

/** Reads one cell's saved work, with a sentence about anything that went wrong. */
export function loadCell(
	env: CodeStorageEnvironment,
	key: string,
): { cell: SavedCell | null; problem: string | null } {
	const read = readCodeStore(readText(env));
	const cell = read.cells.get(key) ?? null;
	if (cell?.cut !== undefined) {
		const max = MAX_CODE_CHARS.toLocaleString('en-US');
		return {
			cell,
			problem: `Your saved program was longer than ${max} characters, so only its first ${max} are shown. The whole saved text is kept under "${DAMAGED_CODE_PREFIX}…" in local storage when this cell next saves.`,
		};
	}
	return { cell, problem: describeCondition(read.condition) };
}
