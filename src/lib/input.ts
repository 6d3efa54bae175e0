/** Reading numbers that people type: a value, or a message that says what is allowed. */

/** The outcome of reading a typed value. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads a whole number from `min` to `max` typed into the control called `label`. */
export function parseWholeNumber(
	text: string,
	label: string,
	min: number,
	max: number,
): Parsed<number> {
	const allowed = `${label} must be a whole number from ${String(min)} to ${String(max)}`;
	const trimmed = text.trim();
	if (trimmed === '') return { ok: false, message: `${allowed}; the box is empty.` };
	if (!/^[+-]?\d+$/.test(trimmed)) {
		return { ok: false, message: `${allowed}; "${trimmed}" is not a whole number.` };
	}
	const value = Number(trimmed);
	if (value < min || value > max) {
		return { ok: false, message: `${allowed}; ${String(value)} is out of range.` };
	}
	return { ok: true, value };
}
