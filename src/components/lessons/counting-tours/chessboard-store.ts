/**
 * Where "Count the chessboard's tours yourself" keeps a count between visits: in IndexedDB, one
 * record per board with how far the count has got, and each group's side (split-sweep.ts, counting
 * by class) once swept. A group's side and the record that counts it are written in one
 * transaction, so a tab closed at any moment leaves a count that resumes from its last whole group.
 */
import type { SavedSide, SplitCheckpoint } from '../../../lib/counting/types.ts';

/** The database's name and version; a new version starts every saved count afresh. */
const DATABASE = 'knights-tour-notebook-counts';
const VERSION = 1;
const RUNS = 'runs';
const SIDES = 'sides';

/** How far a saved count has got. */
export interface SavedRun {
	/** The board, as "8×8"; the record's key. */
	board: string;
	/** The count's name from its checkpoints (board, leaper, kind, form), or '' before the first. */
	count: string;
	/** Groups swept, whose sides are saved. */
	swept: number;
	/** Groups joined, with the sum and figures so far, or null. */
	joined: NonNullable<SplitCheckpoint['joined']> | null;
	/** Time spent counting, over all visits, in ms. */
	activeMs: number;
	/**
	 * By group, the time its sweep and its join took in ms (each with the saving of the piece
	 * before it): what the time-left estimate's measured run is made of (chessboard-work.json).
	 */
	sweepMs: number[];
	joinMs: number[];
	/** Bytes of the sides saved. */
	bytes: number;
	/** The count once finished, in decimal, or null. */
	result: string | null;
}

/** A new record: nothing counted yet. */
export function freshRun(board: string): SavedRun {
	return {
		board,
		count: '',
		swept: 0,
		joined: null,
		activeMs: 0,
		sweepMs: [],
		joinMs: [],
		bytes: 0,
		result: null,
	};
}

/** Turns an IndexedDB request into a promise. */
function settle<T>(request: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error ?? new Error('IndexedDB failed.'));
	});
}

/** Resolves when a transaction has been written, and rejects (with its reason) when it fails. */
function written(transaction: IDBTransaction): Promise<void> {
	return new Promise((resolve, reject) => {
		transaction.oncomplete = () => resolve();
		const fail = (): void => reject(transaction.error ?? new Error('IndexedDB failed.'));
		transaction.onerror = fail;
		transaction.onabort = fail;
	});
}

/** Opens the database, creating its stores the first time. */
export function openCounts(): Promise<IDBDatabase> {
	const request = indexedDB.open(DATABASE, VERSION);
	request.onupgradeneeded = () => {
		const db = request.result;
		for (const name of db.objectStoreNames) db.deleteObjectStore(name);
		db.createObjectStore(RUNS, { keyPath: 'board' });
		db.createObjectStore(SIDES);
	};
	return settle(request);
}

/** A group's side's key. */
function sideKey(board: string, group: number): string {
	return `${board}/${String(group)}`;
}

/** Whether `n` is a whole number from 0 up. */
function isCount(n: unknown): n is number {
	return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/**
 * Whether `list` is a list of times in ms (finite, from 0 up), as long as a count makes; a group
 * with nothing to join has no time (a hole, read back as undefined).
 */
function isTimes(list: unknown): list is number[] {
	if (!Array.isArray(list) || list.length > 100_000) return false;
	for (let i = 0; i < list.length; i++) {
		const ms: unknown = list[i];
		if (ms !== undefined && (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0))
			return false;
	}
	return true;
}

/** A count's sum as its checkpoints write it: a decimal that may end in .25, .5 or .75. */
const SUM = /^\d{1,40}(?:\.(?:25|5|75))?$/;

/**
 * Reads a saved record field by field, as the count writes it; null when anything in it is not
 * (another page's record, a storage edited by hand or damaged).
 */
export function readSavedRun(value: unknown, board: string): SavedRun | null {
	if (typeof value !== 'object' || value === null) return null;
	const r = value as Record<string, unknown>;
	const { count, swept, joined, activeMs, sweepMs, joinMs, bytes, result } = r;
	if (r['board'] !== board || typeof count !== 'string' || count.length > 500) return null;
	if (!isCount(swept) || !isCount(bytes) || !isTimes(sweepMs) || !isTimes(joinMs)) return null;
	if (typeof activeMs !== 'number' || !Number.isFinite(activeMs) || activeMs < 0) return null;
	if (result !== null && (typeof result !== 'string' || !/^\d{1,40}$/.test(result))) return null;
	let readJoined: SavedRun['joined'] = null;
	if (joined !== null) {
		if (typeof joined !== 'object' || joined === undefined) return null;
		const j = joined as Record<string, unknown>;
		if (!isCount(j['groups']) || !isCount(j['pairs']) || !isCount(j['steps'])) return null;
		if (typeof j['sum'] !== 'string' || !SUM.test(j['sum'])) return null;
		readJoined = { groups: j['groups'], sum: j['sum'], pairs: j['pairs'], steps: j['steps'] };
	}
	return {
		board,
		count,
		swept,
		joined: readJoined,
		activeMs,
		sweepMs: [...sweepMs],
		joinMs: [...joinMs],
		bytes,
		result,
	};
}

/** Said when a saved record could not be read, and was cleared. */
export const DAMAGED_RUN =
	'The count saved for this board in this browser could not be read, so it was cleared: start it again.';

/**
 * Reads the saved count of a board, or null. A record that does not read field by field is
 * cleared (with its sides), and `onReset` hears of it, so that the page can say why.
 */
export async function readRun(
	db: IDBDatabase,
	board: string,
	onReset?: () => void,
): Promise<SavedRun | null> {
	const value: unknown = await settle(db.transaction(RUNS).objectStore(RUNS).get(board));
	if (value === undefined) return null;
	const run = readSavedRun(value, board);
	if (run === null) {
		await forgetRun(db, board);
		onReset?.();
	}
	return run;
}

/** Saves a record, with a group's side when one comes with it, in one transaction. */
export function saveRun(
	db: IDBDatabase,
	run: SavedRun,
	side?: { group: number; side: SavedSide },
): Promise<void> {
	const transaction = db.transaction([RUNS, SIDES], 'readwrite');
	if (side !== undefined) {
		transaction.objectStore(SIDES).put(side.side, sideKey(run.board, side.group));
	}
	transaction.objectStore(RUNS).put(run);
	return written(transaction);
}

/** Reads a group's side. */
export async function readSide(db: IDBDatabase, board: string, group: number): Promise<SavedSide> {
	const side = await settle(db.transaction(SIDES).objectStore(SIDES).get(sideKey(board, group)));
	if (side === undefined) {
		throw new Error(
			`The saved part of this count is incomplete (group ${String(group)} is missing): start it over.`,
		);
	}
	return side as SavedSide;
}

/** Deletes a board's sides, and its record unless `keep` is given to put in its place. */
export function forgetRun(db: IDBDatabase, board: string, keep?: SavedRun): Promise<void> {
	const transaction = db.transaction([RUNS, SIDES], 'readwrite');
	// Keys `${board}/…` sort between `${board}/` and `${board}0` ('0' follows '/').
	transaction.objectStore(SIDES).delete(IDBKeyRange.bound(`${board}/`, `${board}0`, false, true));
	if (keep === undefined) transaction.objectStore(RUNS).delete(board);
	else transaction.objectStore(RUNS).put(keep);
	return written(transaction);
}

/** The bytes a side takes in storage (its arrays; the rare big counts aside). */
export function sideBytes(side: SavedSide): number {
	return side.keys.byteLength + side.lo.byteLength + side.hi.byteLength + side.counts.byteLength;
}
