/**
 * CSV for the checking page's download (RFC 4180: commas, quotes doubled, CRLF). Names and
 * answers come from students, so every cell a spreadsheet would read as a formula (it starts
 * with = + - @, a tab or a carriage return) gets a leading apostrophe: the OWASP advice against
 * CSV injection. Pure TypeScript, no DOM.
 */

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Characters that force a field into quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

/** Makes one cell safe to open in a spreadsheet and writes it as a CSV field. */
export function csvField(value: string | number | boolean): string {
	let text = typeof value === 'string' ? value : String(value);
	// Numbers the page writes itself (counts, seconds) are never negative; text is defused.
	if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
	return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Writes rows of cells as a CSV file: CRLF line ends, a byte-order mark so spreadsheets read UTF-8. */
export function csvText(rows: readonly (readonly (string | number | boolean)[])[]): string {
	return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
