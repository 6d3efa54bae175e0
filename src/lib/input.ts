/** Reading what people type or paste: a value, or a message that says what is allowed. */
import { checkInteger, checkString, checkWhole } from './args.ts';

/** The outcome of reading a typed value. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Shortens typed or linked text for a message and replaces invisible characters, so a
 * megabyte pasted into a box never becomes a megabyte of message.
 */
export function clip(text: string, length = 24): string {
	const visible = text.replace(/\p{C}/gu, '�');
	return visible.length > length ? `${visible.slice(0, length)}…` : visible;
}

/** Shows typed or linked text in quotes, shortened. */
export function quote(text: string): string {
	return `"${clip(text)}"`;
}

/** Reads a whole number from `min` to `max` typed into the control called `label`. */
export function parseWholeNumber(
	text: string,
	label: string,
	min: number,
	max: number,
): Parsed<number> {
	const fn = 'parseWholeNumber';
	checkString(fn, 'text', text);
	checkString(fn, 'label', label);
	checkInteger(fn, 'min', min);
	checkWhole(fn, 'max', max, min);
	const allowed = `${label} must be a whole number from ${String(min)} to ${String(max)}`;
	const trimmed = text.trim();
	if (trimmed === '') return { ok: false, message: `${allowed}; the box is empty.` };
	if (!/^[+-]?\d+$/.test(trimmed)) {
		return { ok: false, message: `${allowed}; ${quote(trimmed)} is not a whole number.` };
	}
	const value = Number(trimmed);
	if (value < min || value > max) {
		const shown = trimmed.length > 24 ? clip(trimmed) : String(value);
		return { ok: false, message: `${allowed}; ${shown} is out of range.` };
	}
	return { ok: true, value };
}
