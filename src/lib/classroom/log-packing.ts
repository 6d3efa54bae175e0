/**
 * A work log in few bytes:
 *
 *     digest (8 bytes) · entry count · entries
 *     entry: head · ms since the entry before (varints)
 *     head:  0 undo, 1 clear, 2 hint, 3 solution, 4 + square for a move
 *
 * Times stay exact to the millisecond; as differences they take 2 bytes for
 * gaps under 16 s, so an 8×8 move costs about 3 bytes (4 characters).
 */
import { malformed, type ByteReader, type ByteWriter } from './bytes.ts';
import { WORK_ACTIONS } from './log-checks.ts';
import { CLASSROOM_LIMITS as LIMITS, type WorkEntry, type WorkLog } from './types.ts';

/** The head of a move to square s is s + MOVE_HEAD. */
const MOVE_HEAD = WORK_ACTIONS.length - 1;

/** Writes a log (already checked). */
export function writeLog(out: ByteWriter, log: WorkLog): void {
	for (let i = 0; i < 16; i += 2) out.byte(parseInt(log.digest.slice(i, i + 2), 16));
	out.uint(log.entries.length);
	let before = 0;
	for (const { action, square, ms } of log.entries) {
		out.uint(action === 'move' ? (square as number) + MOVE_HEAD : WORK_ACTIONS.indexOf(action) - 1);
		out.uint(ms - before);
		before = ms;
	}
}

/** Reads one entry's head as its action and square. */
function readHead(input: ByteReader, what: string): Omit<WorkEntry, 'ms'> {
	const head = input.uint(`an entry of ${what}`, LIMITS.tourLength - 1 + MOVE_HEAD);
	if (head >= MOVE_HEAD) return { action: 'move', square: head - MOVE_HEAD };
	return { action: WORK_ACTIONS[head + 1] as WorkEntry['action'] };
}

/** Reads a log written by `writeLog`; `what` names it in messages. */
export function readLog(input: ByteReader, what: string): WorkLog {
	let digest = '';
	for (let i = 0; i < 8; i++)
		digest += input.byte(`the digest of ${what}`).toString(16).padStart(2, '0');
	// Each entry takes at least two bytes.
	const count = input.count(`the number of entries of ${what}`, LIMITS.logEntries);
	if (2 * count > input.remaining) malformed(`it ends in the middle of ${what}`);
	const entries: WorkEntry[] = [];
	let ms = 0;
	for (let i = 0; i < count; i++) {
		const entry = readHead(input, what);
		ms += input.uint(`a time in ${what}`, LIMITS.logMs - ms);
		entries.push({ ...entry, ms });
	}
	return { entries, digest };
}
