/**
 * The shape and limits of a work log (types.ts), checked in the house style:
 * a wrong kind of value is a `TypeError`, a value out of range a `RangeError`,
 * each naming the function and the field.
 */
import { checkArray, checkObject, checkOneOf, checkWhole, showValue } from '../args.ts';
import { CLASSROOM_LIMITS as LIMITS, type WorkAction, type WorkEntry } from './types.ts';

/** The actions a log records, in the order of their codes. */
export const WORK_ACTIONS: readonly WorkAction[] = ['move', 'undo', 'clear', 'hint', 'solution'];

/** A digest as it is written: 16 lower-case hex digits. */
const DIGEST = /^[0-9a-f]{16}$/;

/** Checks a digest: 16 lower-case hex digits. */
export function checkDigest(fn: string, name: string, value: unknown): asserts value is string {
	if (typeof value !== 'string') {
		throw new TypeError(`${fn}: ${name} must be 16 hex digits, got ${showValue(value)}.`);
	}
	if (!DIGEST.test(value)) {
		const shown = value.length > 40 ? 'a longer string' : showValue(value);
		throw new RangeError(`${fn}: ${name} must be 16 lower-case hex digits, got ${shown}.`);
	}
}

/** Checks one entry, `after` ms being the time of the entry before it. */
export function checkEntry(
	fn: string,
	name: string,
	entry: unknown,
	after: number,
): asserts entry is WorkEntry {
	checkObject(fn, name, entry, 'a work entry { action, square?, ms }');
	const { action, square, ms } = entry as Record<string, unknown>;
	checkOneOf(fn, `${name}.action`, action, WORK_ACTIONS);
	if (action === 'move') {
		checkWhole(fn, `${name}.square`, square, 0, LIMITS.tourLength - 1);
	} else if (square !== undefined) {
		throw new TypeError(
			`${fn}: ${name}.square must be left out for '${action}' (only a move has a square), got ${showValue(square)}.`,
		);
	}
	checkWhole(fn, `${name}.ms`, ms, 0, LIMITS.logMs);
	if (ms < after) {
		throw new RangeError(
			`${fn}: ${name}.ms must not be less than the entry before it (${String(after)}), got ${String(ms)}.`,
		);
	}
}

/** Checks a work log's shape and limits: at most 6,400 entries, times never going back. */
export function checkLogShape(fn: string, name: string, log: unknown): void {
	checkObject(fn, name, log, 'a work log { entries, digest }');
	const { entries, digest } = log as Record<string, unknown>;
	checkArray(fn, `${name}.entries`, entries, 'an array of work entries');
	if (entries.length > LIMITS.logEntries) {
		throw new RangeError(
			`${fn}: ${name}.entries must have at most ${LIMITS.logEntries.toLocaleString('en-US')} entries, got ${entries.length.toLocaleString('en-US')}.`,
		);
	}
	checkDigest(fn, `${name}.digest`, digest);
	let after = 0;
	for (let i = 0; i < entries.length; i++) {
		const entry: unknown = entries[i];
		checkEntry(fn, `${name}.entries[${String(i)}]`, entry, after);
		after = entry.ms;
	}
}
