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

/** Reads the saved count of a board, or null. */
export async function readRun(db: IDBDatabase, board: string): Promise<SavedRun | null> {
	const run = await settle(db.transaction(RUNS).objectStore(RUNS).get(board));
	return (run as SavedRun | undefined) ?? null;
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
