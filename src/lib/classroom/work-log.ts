/**
 * How the work on a tour task was done: every move, undo, clear, hint and
 * look at the solution, with its time, chained by hashes. The chain starts at
 * a seed made of the assignment id, the task's index and the student's
 * normalised name, and each entry moves it on:
 *
 *     seed    = FNV-1a 64("KTW1.seed", assignment id · index · normalised name)
 *     digest' = FNV-1a 64("KTW1.step", digest · action · square · ms)
 *
 * So the digest catches a log edited by hand (an entry changed, added, taken
 * out or moved) and a log moved to another student or task. It is no proof
 * against a determined cheat: the algorithm is public, and anyone who reads
 * this file can write a log of their own and its digest.
 */
import { checkWhole } from '../args.ts';
import type { Square } from '../board.ts';
import { ByteWriter } from './bytes.ts';
import { checkText } from './checks.ts';
import { WORK_ACTIONS, checkDigest, checkEntry, checkLogShape } from './log-checks.ts';
import { fnv1a64 } from './text-codec.ts';
import { checkNameRule, normaliseStudentName, type NameRule } from './variants.ts';
import { CLASSROOM_LIMITS as LIMITS, type WorkEntry, type WorkLog } from './types.ts';

/** 8 bytes as 16 lower-case hex digits. */
function toHex(bytes: Uint8Array): string {
	return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 16 hex digits as 8 bytes. */
function fromHex(hex: string): number[] {
	return Array.from({ length: 8 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}

/** Checks the arguments that name a log's owner: assignment id, task index, student name. */
function checkOwner(fn: string, assignment: unknown, index: unknown, name: unknown): void {
	checkText(fn, 'assignment', assignment, LIMITS.assignmentId);
	checkWhole(fn, 'index', index, 0, LIMITS.tasks - 1);
	checkText(fn, 'name', name, LIMITS.name);
}

/** The seed of a log's chain: its assignment id, task index and the name normalised by `rule`. */
function seedOf(assignment: string, index: number, name: string, rule: NameRule = 2): string {
	const out = new ByteWriter();
	out.text(assignment);
	out.uint(index);
	out.text(normaliseStudentName(name, rule));
	return toHex(fnv1a64('KTW1.seed', out.bytes()));
}

/** The digest after `entry`, from the digest before it. */
function chain(digest: string, entry: WorkEntry): string {
	const out = new ByteWriter();
	out.raw(fromHex(digest));
	out.byte(WORK_ACTIONS.indexOf(entry.action));
	if (entry.action === 'move') out.uint(entry.square as Square);
	out.uint(entry.ms);
	return toHex(fnv1a64('KTW1.step', out.bytes()));
}

/** The digest of `entries` chained from `seed`. */
function chainAll(seed: string, entries: readonly WorkEntry[]): string {
	let digest = seed;
	for (const entry of entries) digest = chain(digest, entry);
	return digest;
}

/** An empty log for task `index` of the assignment with id `assignment`, done by `name`. */
export function startWorkLog(assignment: string, index: number, name: string): WorkLog {
	checkOwner('startWorkLog', assignment, index, name);
	return { entries: [], digest: seedOf(assignment, index, name) };
}

/**
 * The log with `entry` added (a new object; `log` is left as it was). Throws
 * RangeError when the log is full (6,400 entries), when `entry.ms` is less than
 * the last entry's or not a whole number, or when a move has no square.
 */
export function appendWork(log: WorkLog, entry: WorkEntry): WorkLog {
	const fn = 'appendWork';
	checkDigest(fn, 'log.digest', log.digest);
	const { entries } = log;
	if (entries.length >= LIMITS.logEntries) {
		throw new RangeError(
			`${fn}: log is full: a task's log holds at most ${LIMITS.logEntries.toLocaleString('en-US')} entries.`,
		);
	}
	const last = entries[entries.length - 1];
	checkEntry(fn, 'entry', entry, last === undefined ? 0 : last.ms);
	const copy: WorkEntry =
		entry.action === 'move'
			? { action: 'move', square: entry.square as Square, ms: entry.ms }
			: { action: entry.action, ms: entry.ms };
	return { entries: [...entries, copy], digest: chain(log.digest, copy) };
}

/**
 * The same entries chained for another owner: the page calls it when the
 * student's name changes before Submit. (It does not look at the old digest.)
 */
export function rechainWorkLog(
	log: WorkLog,
	assignment: string,
	index: number,
	name: string,
): WorkLog {
	const fn = 'rechainWorkLog';
	checkLogShape(fn, 'log', log);
	checkOwner(fn, assignment, index, name);
	const entries = log.entries.map((entry) => ({ ...entry }));
	return { entries, digest: chainAll(seedOf(assignment, index, name), entries) };
}

/**
 * 'verified' when the log's digest is its entries chained from this owner's seed (the name read
 * by `rule`: 1 for the names of old codes, see `NameRule`); else 'edited'.
 */
export function checkWorkLog(
	log: WorkLog,
	assignment: string,
	index: number,
	name: string,
	rule: NameRule = 2,
): 'verified' | 'edited' {
	const fn = 'checkWorkLog';
	checkLogShape(fn, 'log', log);
	checkOwner(fn, assignment, index, name);
	checkNameRule(fn, rule);
	const digest = chainAll(seedOf(assignment, index, name, rule), log.entries);
	return digest === log.digest ? 'verified' : 'edited';
}

/**
 * The path the entries leave on the board: a move adds its square, an undo
 * takes the last square back (none left: nothing), a clear empties the path;
 * hints and the solution shown change nothing (a page that puts squares on
 * the board for the student logs them as moves).
 */
export function replayWorkLog(entries: readonly WorkEntry[]): Square[] {
	const path: Square[] = [];
	for (const entry of entries) {
		if (entry.action === 'move') path.push(entry.square as Square);
		else if (entry.action === 'undo') path.pop();
		else if (entry.action === 'clear') path.length = 0;
	}
	return path;
}
