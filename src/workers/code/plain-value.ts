/**
 * What leaves the sandbox is plain data of bounded size: a program's value is
 * copied into numbers, text, lists and records (whatever it was: a proxy, a
 * getter, a typed array, a cycle), and long text is cut with a note of the
 * cut. Runs inside the sandbox, so the copy may call the program's own code
 * (a getter); what the page receives still has to pass its own checks.
 */
import { LINE_CHARS } from './code-protocol.ts';

/** Entries kept of a list; one more than any exercise's board has squares, so a longer list stays wrong. */
export const LIST_KEEP = 100_000;

/** Keys kept of a record. */
const KEYS_KEEP = 64;

/** How deep lists and records are copied. */
const DEPTH_KEEP = 4;

/** Text kept of a string value (a value, not a printed line: only its start is shown). */
const TEXT_KEEP = 200;

/** Room kept at the end of a cut text for the note that says how much was cut. */
const NOTE_ROOM = 48;

/** Cuts `text` to at most `keep` characters, the last of them saying how many were cut. */
export function capText(text: string, keep = LINE_CHARS): string {
	if (text.length <= keep) return text;
	const kept = Math.max(0, keep - NOTE_ROOM);
	return `${text.slice(0, kept)}… (${(text.length - kept).toLocaleString('en-US')} characters cut)`;
}

/** Copies `value` into plain data, bounded in size and depth. */
export function plainValue(value: unknown, depth = 0): unknown {
	if (value === null || value === undefined) return value;
	if (typeof value === 'number' || typeof value === 'boolean') return value;
	if (typeof value === 'string') return capText(value, TEXT_KEEP);
	if (typeof value === 'bigint') return `${capText(String(value), TEXT_KEEP)}n`;
	if (typeof value !== 'object') return `[${typeof value}]`;
	if (depth >= DEPTH_KEEP) return '[nested too deep]';
	if (Array.isArray(value) || ArrayBuffer.isView(value)) {
		const list = value as ArrayLike<unknown>;
		const length = Math.min(Number(list.length) || 0, LIST_KEEP + 1);
		const copy: unknown[] = [];
		for (let i = 0; i < length; i++) copy.push(plainValue(list[i], depth + 1));
		return copy;
	}
	const copy: Record<string, unknown> = {};
	for (const key of Object.keys(value).slice(0, KEYS_KEEP)) {
		copy[capText(key, TEXT_KEEP)] = plainValue((value as Record<string, unknown>)[key], depth + 1);
	}
	return copy;
}
