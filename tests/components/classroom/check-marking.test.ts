import { describe, expect, test } from 'vitest';
import {
	MAX_CODES,
	checkPasted,
	readPasted,
} from '../../../src/components/classroom/check-marking.ts';
import {
	groupProblems,
	quote,
	type CodeProblem,
} from '../../../src/components/classroom/check-outcome.ts';
import { summariseTasks } from '../../../src/components/classroom/check-summary.ts';
import { resultRows } from '../../../src/components/classroom/check-table.ts';
import {
	ClassroomCodeError,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	markSubmission,
	nameInDamagedCode,
} from '../../../src/lib/index.ts';
import { assignment, code, rightTour, submission } from './check-fixtures.ts';

const tour = rightTour();
const ada = code('Ada', tour, '1,728');
const ben = code('Ben', tour.slice(0, 10), '1729');

/** The message the library gives for `text` as a submission code. */
function decodeMessage(text: string): string {
	try {
		decodeSubmission(text);
	} catch (error) {
		if (error instanceof ClassroomCodeError) return error.message;
	}
	throw new Error(`${text} decodes`);
}

/** Changes one character in the middle of a code. */
function damage(text: string): string {
	const i = Math.floor(text.length / 2);
	return text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
}

describe('readPasted(text)', () => {
	test('finds codes one per line and inside chat messages, and keeps the lines with none', () => {
		const text = `Here are the codes:\r\n${ada}\n\n  Ben: mine is ${ben} sorry it's late  \n${ada} ${ben}\n`;
		expect(readPasted(text)).toEqual([
			{ text: 'Here are the codes:', isCode: false },
			{ text: ada, isCode: true },
			{ text: ben, isCode: true },
			{ text: ada, isCode: true },
			{ text: ben, isCode: true },
		]);
	});

	test('gives nothing for blank text', () => {
		expect(readPasted('  \n\t\n')).toEqual([]);
	});
});

describe('quote(text)', () => {
	test('keeps short text, flattens white space, and cuts long text to 80 characters', () => {
		expect(quote('  a\n b ')).toBe('a b');
		const long = quote('x'.repeat(500));
		expect(long).toHaveLength(80);
		expect(long.endsWith('…')).toBe(true);
	});
});

describe('checkPasted(assignment, text)', () => {
	test('marks each code as the library marks it, in the order pasted', () => {
		const outcome = checkPasted(assignment, `${ben}\n${ada}`);
		expect(outcome.submissions.map((s) => s.submission.name)).toEqual(['Ben', 'Ada']);
		expect(outcome.submissions.map((s) => s.marks)).toEqual([
			markSubmission(assignment, decodeSubmission(ben)),
			markSubmission(assignment, decodeSubmission(ada)),
		]);
		expect(outcome.submissions[1]?.marks.score).toBe(2);
		expect(outcome.submissions[0]?.marks.tasks.map((t) => t.correct)).toEqual([false, false]);
		expect(outcome.problems).toEqual([]);
		expect(outcome.summary).toEqual(summariseTasks(assignment, outcome.submissions));
	});

	test('lists damaged codes, other assignments, assignment codes and chat text with the library’s reasons', () => {
		const other = encodeSubmission({
			...submission('Dee', tour, '1728'),
			assignment: 'not-this-one',
		});
		const assignmentCode = encodeAssignment(assignment);
		const broken = damage(ada);
		const text = [
			'Hi! here they are',
			broken,
			other,
			assignmentCode,
			'TS1.abcdefgh',
			ada,
			'Hi! here they are',
		].join('\n');
		const outcome = checkPasted(assignment, text);
		expect(outcome.submissions.map((s) => s.submission.name)).toEqual(['Ada']);
		const wrongAssignment = (() => {
			try {
				markSubmission(assignment, decodeSubmission(other));
			} catch (error) {
				return (error as Error).message;
			}
			return '';
		})();
		expect(outcome.problems).toEqual<CodeProblem[]>([
			{
				text: 'Hi! here they are',
				reason: decodeMessage('Hi! here they are'),
				kind: 'not-a-code',
				copies: 2,
			},
			{
				text: quote(broken),
				// The name comes first in the code: a change in its middle leaves it readable.
				name: 'Ada',
				reason: decodeMessage(broken),
				kind: 'damaged',
				copies: 1,
			},
			{
				text: quote(other),
				reason: wrongAssignment,
				kind: 'wrong-assignment',
				name: 'Dee',
				copies: 1,
			},
			{
				text: quote(assignmentCode),
				reason: decodeMessage(assignmentCode),
				kind: 'wrong-kind',
				copies: 1,
			},
			{
				text: 'TS1.abcdefgh',
				reason: decodeMessage('TS1.abcdefgh'),
				kind: 'not-a-code',
				copies: 1,
			},
		]);
		expect(wrongAssignment).toMatch(/another assignment/);
	});

	test('shows a code pasted twice once, with the count', () => {
		const outcome = checkPasted(assignment, `${ada}\n${ben}\n${ada}\nAda again: ${ada}`);
		expect(outcome.submissions.map((s) => [s.submission.name, s.copies])).toEqual([
			['Ada', 3],
			['Ben', 1],
		]);
	});

	test('flags a name that looks the same but is not (a zero-width space, a Cyrillic a), isolated in the notes', () => {
		const hidden = code('Ad\u200ba', tour, '1728');
		const cyrillic = code('\u202eAd\u0430', tour, '1728');
		const outcome = checkPasted(assignment, `${ada}\n${ben}\n${hidden}\n${cyrillic}`);
		// A zero-width space draws nothing, so "Ad\u200ba" is Ada (the same variants, the same
		// student); the Cyrillic а is another name that looks the same.
		expect(outcome.submissions.map((s) => s.lookalike)).toEqual([[3], [], [3], [0, 2]]);
		expect(outcome.submissions.map((s) => s.sameName)).toEqual([[2], [], [0], []]);
		const rows = resultRows(assignment, outcome);
		const note = rows[0]?.notes.find((n) => n.includes('looks the same')) ?? '';
		// Each name sits between U+2068 and U+2069, so its right-to-left override stays inside it.
		expect(note).toContain('\u2068\u202eAd\u0430\u2069, with U+202E U+0430');
		expect(rows[0]?.notes).toContain(
			'Another code has the same name (2 codes in all), written with characters that draw nothing (U+200B).',
		);
		expect(rows[0]?.flagged).toBe(true);
	});

	test('links two different codes with the same name (as the library normalises it)', () => {
		const again = code('  ADA ', tour, '1728');
		const outcome = checkPasted(assignment, `${ada}\n${ben}\n${again}`);
		expect(outcome.submissions.map((s) => s.sameName)).toEqual([[2], [], [0]]);
	});

	test('keeps names and answers as the text they are', () => {
		const name = '<img src=x onerror=alert(1)>';
		const outcome = checkPasted(assignment, code(name, tour, '<b>1728</b>'));
		expect(outcome.submissions[0]?.submission.name).toBe(name);
		expect(outcome.submissions[0]?.marks.tasks[1]?.reason).toContain('<b>1728</b>');
	});

	test('never throws: empty text, a megabyte of junk, a huge code', () => {
		expect(checkPasted(assignment, '')).toMatchObject({ submissions: [], problems: [] });
		const junk = checkPasted(assignment, 'x'.repeat(1_000_000));
		expect(junk.problems).toHaveLength(1);
		expect(junk.problems[0]?.text).toHaveLength(80);
		const huge = checkPasted(assignment, `KTS1.${'A'.repeat(200_000)}`);
		expect(huge.problems[0]?.kind).toBe('not-a-code');
		expect(huge.problems[0]?.reason).toMatch(/too long/);
	});

	test(`checks at most ${String(MAX_CODES)} codes and says how many it left`, () => {
		const many = Array.from({ length: MAX_CODES + 3 }, (_, i) => `KTS1.${String(i)}AAA`);
		const outcome = checkPasted(assignment, many.join('\n'));
		expect(outcome.problems).toHaveLength(MAX_CODES);
		expect(outcome.skipped).toBe(3);
	});
});

describe('groupProblems(problems)', () => {
	test('groups by reason, groups and entries in the order first pasted', () => {
		const p = (text: string, reason: string): CodeProblem => ({
			text,
			reason,
			kind: 'damaged',
			copies: 1,
		});
		const problems = [p('a', 'R1'), p('b', 'R2'), p('c', 'R1'), p('d', 'R3'), p('e', 'R2')];
		expect(groupProblems(problems)).toEqual([
			{ reason: 'R1', problems: [problems[0], problems[2]] },
			{ reason: 'R2', problems: [problems[1], problems[4]] },
			{ reason: 'R3', problems: [problems[3]] },
		]);
		expect(groupProblems([])).toEqual([]);
	});

	test('puts every damaged code of a real paste under one reason, named where the name still reads', () => {
		const cut = ben.slice(0, 9); // "KTS1." and four characters: the name's length and one letter
		const inName = `${ada.slice(0, 7)}${ada[7] === 'A' ? 'B' : 'A'}${ada.slice(8)}`;
		const outcome = checkPasted(assignment, [damage(ada), damage(ben), ada, cut].join('\n'));
		const groups = groupProblems(outcome.problems);
		expect(groups).toHaveLength(1);
		expect(groups[0]?.problems.map((p) => p.name)).toEqual(['Ada', 'Ben', undefined]);
		expect(groups[0]?.reason).toMatch(/damaged/);
		// A change inside the name leaves no name to trust: none, or not Ada's.
		expect(nameInDamagedCode(inName)).not.toBe('Ada');
		expect(nameInDamagedCode('not a code')).toBeNull();
		expect(nameInDamagedCode(`KTS1.${'é'.repeat(8)}`)).toBeNull();
	});
});
