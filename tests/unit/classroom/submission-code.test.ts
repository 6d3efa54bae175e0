import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	createBoard,
	createRandom,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	findTour,
	normaliseStudentName,
	type Square,
	type Submission,
} from '../../../src/lib/index.ts';
import { ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import { SUBMISSION_CODE, wrapCode } from '../../../src/lib/classroom/text-codec.ts';
import { randomSubmission } from './random-classroom.ts';
import { undetectedChanges } from './single-changes.ts';

/** A knight's tour of a rows×cols board from the library. */
function tourOf(rows: number, cols: number): Square[] {
	const result = findTour(createBoard(rows, cols), { start: 0 });
	if (result.status !== 'found') throw new Error(`no ${String(rows)}×${String(cols)} tour`);
	return [...result.tour];
}

/** What a student of the three-task sample hands in: two tours and an answer. */
const SAMPLE: Submission = {
	name: 'Zoë <b>Ng</b>',
	assignment: 'vcg_mvYix6E',
	answers: [
		{ tour: tourOf(5, 5), hints: 2, solutionShown: false, seconds: 314 },
		{ tour: tourOf(6, 6).slice(0, 20), hints: 0, solutionShown: true, seconds: 95.25 },
		{ answer: '1,728', hints: 0, solutionShown: false, seconds: 40 },
	],
};

/** A submission code made by hand: `write` fills the body; the frame and checksum are right. */
function craft(write: (out: ByteWriter) => void): string {
	const out = new ByteWriter();
	write(out);
	return wrapCode(SUBMISSION_CODE, out.bytes());
}

/** The body of a submission with one answer: flags, hints 0, seconds 1, then `rest`. */
function oneAnswer(flags: number, rest: (out: ByteWriter) => void) {
	return (out: ByteWriter): void => {
		out.text('Ann');
		out.text('id');
		out.uint(1);
		out.byte(flags);
		out.uint(0);
		if (flags & 8) out.float64(1.5);
		else out.uint(1);
		rest(out);
	};
}

describe('encodeSubmission(submission) / decodeSubmission(text)', () => {
	test('round-trip 300 seeded random submissions exactly, every field', () => {
		const random = createRandom(31);
		for (let i = 0; i < 300; i++) {
			const submission = randomSubmission(random);
			const code = encodeSubmission(submission);
			// Version 3 only for a name that drops characters that draw nothing (variants.ts, NameRule).
			const hidden =
				normaliseStudentName(submission.name, 1) !== normaliseStudentName(submission.name);
			expect(code).toMatch(hidden ? /^KTS3\.[A-Za-z0-9_-]*$/ : /^KTS1\.[A-Za-z0-9_-]*$/);
			expect(decodeSubmission(code)).toStrictEqual(submission);
		}
	});

	test.each([
		[5, 5, 25],
		[8, 8, 45],
		[40, 40, 830],
	])('pack a %i×%i tour in at most %i characters (3 bits a move)', (rows, cols, most) => {
		const tour = tourOf(rows, cols);
		const without: Submission = {
			name: 'A',
			assignment: 'vcg_mvYix6E',
			answers: [{ hints: 0, solutionShown: false, seconds: 60 }],
		};
		const submission: Submission = {
			...without,
			answers: [{ tour, hints: 0, solutionShown: false, seconds: 60 }],
		};
		const code = encodeSubmission(submission);
		expect(code.length - encodeSubmission(without).length).toBeLessThanOrEqual(most);
		expect(decodeSubmission(code)).toStrictEqual(submission);
	});

	test('take a typed array of squares as the solvers return it', () => {
		const tour = Int32Array.from(tourOf(5, 5));
		const answer = {
			tour: tour as unknown as Square[],
			hints: 0,
			solutionShown: false,
			seconds: 1,
		};
		const decoded = decodeSubmission(
			encodeSubmission({ name: 'A', assignment: '', answers: [answer] }),
		);
		expect(decoded.answers[0]?.tour).toEqual([...tour]);
	});

	test('carry a wrong tour as it is: off the board, repeated, not knight moves', () => {
		const tour = [0, 1599, 0, 0, 7, 3, 1598, 2, 0];
		const submission: Submission = {
			name: '',
			assignment: '',
			answers: [{ tour, hints: 0, solutionShown: false, seconds: 0 }],
		};
		expect(decodeSubmission(encodeSubmission(submission))).toStrictEqual(submission);
	});

	test('detect every single-character change, deletion and insertion of a code', () => {
		const code = encodeSubmission(SAMPLE);
		const { tried, undetected } = undetectedChanges(code, decodeSubmission, ClassroomCodeError);
		expect(tried).toBeGreaterThan(64 * 2 * code.length);
		expect(undetected).toEqual([]);
	});
});

describe('decodeSubmission(text) on anything else', () => {
	const valid = encodeSubmission(SAMPLE);

	test.each([
		['undefined', undefined, 'A submission code is text; got undefined'],
		['random text', 'Here is my code: 1234', 'starts with "KTS1."'],
		[
			'an assignment code',
			encodeAssignment({ title: '', instructions: '', tasks: [] }),
			'This is an assignment code, not a submission code',
		],
		['version 9', valid.replace('KTS1.', 'KTS9.'), 'version 9'],
		['a code cut short', valid.slice(0, valid.length - 1), 'The code is damaged'],
		[
			'an altered code',
			valid.slice(0, 12) + (valid[12] === 'A' ? 'B' : 'A') + valid.slice(13),
			'The code is damaged',
		],
		[
			'1 MB',
			'KTS1.'.repeat(200_000) + 'x'.repeat(48_576),
			'This text is 1,048,576 characters long',
		],
	])('rejects %s', (_, text, fragment) => {
		expect(() => decodeSubmission(text as string)).toThrow(ClassroomCodeError);
		expect(() => decodeSubmission(text as string)).toThrow(fragment);
	});

	test.each([
		[
			'a name of 101 characters',
			craft((o) => o.text('x'.repeat(101))),
			'the name is 101 characters long; at most 100',
		],
		[
			'51 answers',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(51);
			}),
			'the number of answers is 51; at most 50',
		],
		['unknown flags', craft(oneAnswer(128, () => {})), 'the flags of answer 1 are unknown'],
		[
			'hints over the limit',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(1);
				o.byte(0);
				o.uint(1_000_001);
			}),
			'at most 1,000,000',
		],
		[
			'seconds that are not a number',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(1);
				o.byte(8);
				o.uint(0);
				o.float64(Number.NaN);
			}),
			'answers[0].seconds must be a number of seconds from 0 to 1,000,000,000, got NaN',
		],
		[
			'negative seconds',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(1);
				o.byte(8);
				o.uint(0);
				o.float64(-1);
			}),
			'got -1',
		],
		[
			'a tour of 1,601 squares',
			craft(oneAnswer(1, (o) => o.uint(1601))),
			'the length of the tour of answer 1 is 1,601; at most 1,600',
		],
		[
			'a square past 1,599',
			craft(oneAnswer(1, (o) => [2, 0, 0, 1600].forEach((v) => o.uint(v)))),
			'a square of the tour of answer 1 is 1,600; at most 1,599',
		],
		[
			'a tour stepping off the squares',
			craft(oneAnswer(1, (o) => [3, 0, 1, 1].forEach((v) => o.uint(v)))),
			'leaves the squares of a 40×40 board',
		],
		[
			'a step listed twice',
			craft(oneAnswer(1, (o) => [3, 0, 2, 4, 4].forEach((v) => o.uint(v)))),
			'lists the step 2 twice',
		],
		[
			'a step index past the list',
			craft(
				oneAnswer(1, (o) => {
					[3, 0, 3, 4, 6, 8].forEach((v) => o.uint(v));
					o.byte(0b1111);
				}),
			),
			'uses step number 4 of 3',
		],
		[
			'stray bits after the last move',
			craft(
				oneAnswer(1, (o) => {
					[3, 0, 2, 4, 6].forEach((v) => o.uint(v));
					o.byte(0b100);
				}),
			),
			'stray bits',
		],
		[
			'an answer text that is not UTF-8',
			craft(
				oneAnswer(2, (o) => {
					o.uint(1);
					o.raw([0xff]);
				}),
			),
			'the text of answer 1 is not valid text',
		],
	])('rejects a well-framed code with %s', (_, code, fragment) => {
		expect(() => decodeSubmission(code)).toThrow(ClassroomCodeError);
		expect(() => decodeSubmission(code)).toThrow(fragment);
	});

	test('keeps HTML in the name and answers as plain text', () => {
		const html = '<script>document.body.innerHTML="pwned"</script>';
		const submission: Submission = {
			name: html,
			assignment: html,
			answers: [{ answer: html, hints: 0, solutionShown: false, seconds: 1 }],
		};
		expect(decodeSubmission(encodeSubmission(submission))).toStrictEqual(submission);
	});
});

describe('encodeSubmission(submission) with wrong arguments', () => {
	const answer = { hints: 0, solutionShown: false, seconds: 1 };
	const withAnswer = (a: unknown): unknown => ({ name: 'A', assignment: 'x', answers: [a] });

	test.each([
		['a string', 'KTS1.', TypeError, 'encodeSubmission: submission must be a submission'],
		[
			'a name of 101 characters',
			{ name: 'x'.repeat(101), assignment: '', answers: [] },
			RangeError,
			'submission.name must be at most 100 characters long, got 101',
		],
		[
			'no answers array',
			{ name: 'A', assignment: 'x' },
			TypeError,
			'submission.answers must be an array',
		],
		[
			'hints as text',
			withAnswer({ ...answer, hints: '2' }),
			TypeError,
			'answers[0].hints must be a whole number',
		],
		[
			'negative hints',
			withAnswer({ ...answer, hints: -1 }),
			RangeError,
			'answers[0].hints must be a whole number from 0',
		],
		[
			'seconds NaN',
			withAnswer({ ...answer, seconds: Number.NaN }),
			RangeError,
			'answers[0].seconds must be a number of seconds',
		],
		['seconds Infinity', withAnswer({ ...answer, seconds: Infinity }), RangeError, 'got Infinity'],
		[
			'solutionShown as text',
			withAnswer({ ...answer, solutionShown: 'no' }),
			TypeError,
			'answers[0].solutionShown must be true or false',
		],
		[
			'a square past 1,599',
			withAnswer({ ...answer, tour: [0, 1600] }),
			RangeError,
			'answers[0].tour[1] must be a whole number from 0 to 1,599',
		],
		[
			'a tour that is a string',
			withAnswer({ ...answer, tour: 'a1 b3' }),
			TypeError,
			'answers[0].tour must be an array of squares',
		],
	])('throws for %s', (_, submission, errorClass, fragment) => {
		expect(() => encodeSubmission(submission as Submission)).toThrow(errorClass);
		expect(() => encodeSubmission(submission as Submission)).toThrow(fragment);
	});
});
