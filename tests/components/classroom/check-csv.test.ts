import { describe, expect, test } from 'vitest';
import { csvField, csvText } from '../../../src/components/classroom/check-csv.ts';

/** Reads CSV back (RFC 4180: quoted fields, doubled quotes, CRLF), independently of the writer. */
function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let field = '';
	let quoted = false;
	const body = text.replace(/^\uFEFF/, '');
	for (let i = 0; i < body.length; i++) {
		const c = body[i] as string;
		if (quoted) {
			if (c === '"' && body[i + 1] === '"') {
				field += '"';
				i++;
			} else if (c === '"') quoted = false;
			else field += c;
		} else if (c === '"') quoted = true;
		else if (c === ',') {
			row.push(field);
			field = '';
		} else if (c === '\r' && body[i + 1] === '\n') {
			row.push(field);
			rows.push(row);
			row = [];
			field = '';
			i++;
		} else field += c;
	}
	return rows;
}

describe('csvField(value)', () => {
	test.each([
		['plain', 'Ada', 'Ada'],
		['a comma', 'Lovelace, Ada', '"Lovelace, Ada"'],
		['a quote', 'Ada "the first"', '"Ada ""the first"""'],
		['a line break', 'two\nlines', '"two\nlines"'],
		['a carriage return', 'two\r\nlines', '"two\r\nlines"'],
		['a number', 42, '42'],
		['a boolean', true, 'true'],
		['an empty string', '', ''],
	])('%s', (_, value, expected) => {
		expect(csvField(value)).toBe(expected);
	});

	test.each([
		[
			'=',
			'=HYPERLINK("http://x.example","click")',
			`"'=HYPERLINK(""http://x.example"",""click"")"`,
		],
		['+', '+1+2', "'+1+2"],
		['-', '-2+3', "'-2+3"],
		['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
		['a tab', '\t=1', "'\t=1"],
		['a carriage return', '\r=1', `"'\r=1"`],
	])('defuses a cell starting with %s against formula injection', (_, value, expected) => {
		expect(csvField(value)).toBe(expected);
	});

	test('leaves formula characters alone where they do not come first', () => {
		expect(csvField('Ada = 1 + 1')).toBe('Ada = 1 + 1');
		expect(csvField(' =1')).toBe(' =1');
	});
});

describe('csvText(rows)', () => {
	test('reads back as the same cells, with the defused cells carrying their apostrophe', () => {
		const rows = [
			['Student', 'Reason'],
			['Lovelace, Ada', "Move 5 (c3 → d4) is not a knight's move."],
			['=cmd|" /C calc"!A0', 'two\nlines "quoted"'],
			['<img src=x onerror=alert(1)>', '@x'],
		];
		const text = csvText(rows);
		expect(text.startsWith('\uFEFF')).toBe(true);
		expect(text.endsWith('\r\n')).toBe(true);
		expect(parseCsv(text)).toEqual([
			rows[0],
			rows[1],
			[`'=cmd|" /C calc"!A0`, 'two\nlines "quoted"'],
			['<img src=x onerror=alert(1)>', "'@x"],
		]);
	});

	test('writes numbers as numbers', () => {
		expect(parseCsv(csvText([[1, 0, 120]]))).toEqual([['1', '0', '120']]);
	});
});
