import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	assignmentId,
	createBoard,
	createRandom,
	decodeAssignment,
	encodeAssignment,
	encodeSubmission,
	parseSquare,
	type Assignment,
	type Square,
	type TourAssignmentTask,
} from '../../../src/lib/index.ts';
import { legacyAssignmentCode } from '../../../src/lib/classroom/encode-assignment.ts';
import { ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import { ASSIGNMENT_CODE, wrapCode } from '../../../src/lib/classroom/text-codec.ts';
import { randomAssignment, randomTourTask } from './random-classroom.ts';
import { undetectedChanges } from './single-changes.ts';

/** The square called `name` on a rows×cols board. */
function at(rows: number, cols: number, name: string): Square {
	return parseSquare(createBoard(rows, cols), name);
}

/** A tour task as a teacher would set it, squares by name. */
function tourTask(
	rows: number,
	cols: number,
	options: {
		holes?: string[];
		start?: string;
		end?: string;
		closed?: boolean;
		fixed?: [number, string][];
	},
): TourAssignmentTask {
	const task: TourAssignmentTask = { kind: 'tour', board: { rows, cols }, hints: false };
	if (options.holes) task.board.holes = options.holes.map((n) => at(rows, cols, n));
	if (options.start) task.start = at(rows, cols, options.start);
	if (options.end) task.end = at(rows, cols, options.end);
	if (options.closed !== undefined) task.closed = options.closed;
	if (options.fixed)
		task.constraints = options.fixed.map(([move, n]) => ({ move, square: at(rows, cols, n) }));
	return task;
}

/** Ten tour tasks with titles, instructions, holes and fixed moves: a real week's homework. */
const HOMEWORK: Assignment = {
	title: "Week 4 — Knight's tours with conditions (Year 9, set B)",
	instructions:
		'Build each tour on the board: click the squares in order, starting on the marked square. ' +
		"Holes are cut out of the board and must not be visited. A closed tour ends a knight's move from " +
		'where it started. Numbers on squares are fixed: that move must land there. You may undo as often ' +
		'as you like, but hints are switched off this week. Hand in your code by Friday; if a task is ' +
		'impossible, say why in class.',
	tasks: [
		tourTask(5, 5, { start: 'a1' }),
		tourTask(5, 5, {
			start: 'c3',
			fixed: [
				[2, 'b1'],
				[25, 'e5'],
			],
		}),
		tourTask(6, 6, { closed: true, start: 'a1' }),
		tourTask(6, 6, { holes: ['c3', 'd4'], start: 'a1', fixed: [[10, 'f6']] }),
		tourTask(7, 7, { start: 'd4', end: 'a1', holes: ['g7'] }),
		tourTask(8, 8, {
			start: 'a1',
			closed: true,
			fixed: [
				[2, 'b3'],
				[33, 'h8'],
				[64, 'c2'],
			],
		}),
		tourTask(8, 8, { holes: ['d4', 'e4', 'd5', 'e5'], start: 'a1', closed: true }),
		tourTask(6, 8, {
			start: 'a1',
			end: 'h6',
			fixed: [
				[12, 'd3'],
				[24, 'e4'],
				[36, 'f5'],
			],
		}),
		tourTask(10, 10, {
			holes: ['a1', 'j10', 'a10', 'j1'],
			start: 'b1',
			closed: true,
			fixed: [[50, 'e5']],
		}),
		tourTask(12, 12, {
			start: 'f6',
			fixed: [
				[1, 'f6'],
				[72, 'g7'],
				[144, 'a1'],
			],
			holes: [],
		}),
	],
};

/** An assignment code made by hand: `write` fills the body; the frame and checksum are right. */
function craft(write: (out: ByteWriter) => void): string {
	const out = new ByteWriter();
	write(out);
	return wrapCode(ASSIGNMENT_CODE, out.bytes());
}

/** The body of an assignment with one tour task on a rows×cols board, flags as given, then `rest`. */
function oneTourTask(rows: number, cols: number, flags: number, rest: (out: ByteWriter) => void) {
	return (out: ByteWriter): void => {
		out.text('T');
		out.text('I');
		out.uint(1);
		out.byte(0);
		out.byte(flags);
		out.uint(rows);
		out.uint(cols);
		rest(out);
	};
}

describe('encodeAssignment(assignment) / decodeAssignment(text)', () => {
	test('round-trip 300 seeded random assignments exactly, every field', () => {
		const random = createRandom(2024);
		for (let i = 0; i < 300; i++) {
			const assignment = randomAssignment(random);
			const code = encodeAssignment(assignment);
			expect(code).toMatch(/^KTA3\.[A-Za-z0-9_-]*$/);
			expect(decodeAssignment(code)).toStrictEqual(assignment);
			// The codes the site wrote before version 3 still read as they did.
			const old = legacyAssignmentCode(assignment);
			expect(old).toMatch(/^KTA[12]\.[A-Za-z0-9_-]*$/);
			expect(decodeAssignment(old)).toStrictEqual(assignment);
		}
	});

	test('fit a 10-task assignment with holes and fixed moves in a link of at most 2,000 characters', () => {
		const link = `https://knights-tour-notebook.example.org/classroom/do/#${encodeAssignment(HOMEWORK)}`;
		expect(link.length).toBeLessThanOrEqual(2000);
		expect(decodeAssignment(link.slice(link.indexOf('#') + 1))).toStrictEqual(HOMEWORK);
	});

	test('keep HTML and script in every text field as plain data', () => {
		const html = '<script>alert("x")</script><img src=x onerror=alert(1)>&amp;';
		const assignment: Assignment = {
			title: html,
			instructions: `${html}\n${html}`,
			tasks: [{ kind: 'question', question: html, answer: html }],
		};
		expect(decodeAssignment(encodeAssignment(assignment))).toStrictEqual(assignment);
	});

	test('detect every single-character change, deletion and insertion of a code', () => {
		const code = encodeAssignment({ ...HOMEWORK, tasks: HOMEWORK.tasks.slice(0, 3) });
		const { tried, undetected } = undetectedChanges(code, decodeAssignment, ClassroomCodeError);
		expect(tried).toBeGreaterThan(64 * 2 * code.length);
		expect(undetected).toEqual([]);
	});

	test('detect a code cut short at every length', () => {
		const code = encodeAssignment(HOMEWORK);
		for (let n = 0; n < code.length; n++) {
			expect(() => decodeAssignment(code.slice(0, n))).toThrow(ClassroomCodeError);
		}
	});
});

describe('decodeAssignment(text) on anything else', () => {
	const valid = encodeAssignment(HOMEWORK);
	const damaged = 'The code is damaged';

	test.each([
		['a number', 42, 'An assignment code is text; got 42'],
		['null', null, 'got null'],
		['empty text', '', 'the text is empty'],
		['spaces', '  \n ', 'the text is empty'],
		['a word', 'hello', 'starts with "KTA1.", "KTA2." or "KTA3."'],
		['HTML', '<script>alert(1)</script>', 'starts with "KTA1.", "KTA2." or "KTA3."'],
		['JSON with __proto__', '{"__proto__":{"polluted":true}}', 'starts with "KTA1."'],
		['a whole link', `https://x.org/classroom/do/#${valid}`, 'Paste only the code'],
		[
			'a submission code',
			encodeSubmission({ name: 'A', assignment: 'x', answers: [] }),
			'This is a submission code, not an assignment code',
		],
		[
			'another version',
			valid.replace('KTA3.', 'KTA4.'),
			'version 4; this site reads versions 1, 2 and 3',
		],
		['the prefix alone', 'KTA3.', damaged],
		['a wrong checksum', 'KTA3.AAAAAAAA', damaged],
		['a space inside', `${valid.slice(0, 20)} ${valid.slice(20)}`, '" " at character 21'],
		['an emoji inside', `${valid.slice(0, 9)}😀${valid.slice(9)}`, '"😀" at character 10'],
		['a code cut short', valid.slice(0, -3), damaged],
		['a code with a character added', `${valid}A`, damaged],
		[
			'1 MB of code characters',
			`KTA1.${'A'.repeat(2 ** 20)}`,
			'This text is 1,048,581 characters long',
		],
		[
			'1 MB of angle brackets',
			'<'.repeat(2 ** 20),
			'too long for an assignment code, which is at most 100,000',
		],
	])('rejects %s', (_, text, fragment) => {
		expect(() => decodeAssignment(text as string)).toThrow(ClassroomCodeError);
		expect(() => decodeAssignment(text as string)).toThrow(fragment);
	});

	test.each([
		[
			'a board over 40×40',
			craft(oneTourTask(50, 8, 0, () => {})),
			"rows must be a whole number from 1 to 40 (an assignment's boards are at most 40×40), got 50",
		],
		[
			'a board of 0 rows',
			craft(oneTourTask(0, 8, 0, () => {})),
			'rows must be a whole number from 1 to 40',
		],
		[
			'a repeated hole',
			craft(oneTourTask(5, 5, 64, (o) => [2, 7, 7].forEach((v) => o.uint(v)))),
			'holes repeats square 7',
		],
		[
			'a hole off the board',
			craft(oneTourTask(5, 5, 64, (o) => [1, 25].forEach((v) => o.uint(v)))),
			'holes[0] must be a whole number from 0 to 24',
		],
		[
			'holes covering the board',
			craft(oneTourTask(1, 2, 64, (o) => [2, 0, 1].forEach((v) => o.uint(v)))),
			'leaving one to visit',
		],
		[
			'a start on a hole',
			craft(oneTourTask(5, 5, 64 | 1, (o) => [1, 12, 12].forEach((v) => o.uint(v)))),
			'start must be a square that is not a hole',
		],
		[
			'an end off the board',
			craft(oneTourTask(5, 5, 2, (o) => o.uint(99))),
			'end must be a whole number from 0 to 24',
		],
		[
			'a fixed move 0',
			craft(oneTourTask(5, 5, 128, (o) => [1, 0, 3].forEach((v) => o.uint(v)))),
			'constraints[0].move must be a whole number from 1 to 25',
		],
		[
			'a fixed move past the last',
			craft(oneTourTask(5, 5, 64 | 128, (o) => [1, 0, 1, 25, 3].forEach((v) => o.uint(v)))),
			'from 1 to 24',
		],
		[
			'a closed value without its flag',
			craft(oneTourTask(5, 5, 8, () => {})),
			'set a value that is not there',
		],
		[
			'a count of holes larger than the code',
			craft(oneTourTask(5, 5, 64, (o) => o.uint(1000))),
			'more than the code holds',
		],
		[
			'an unknown task kind',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(1);
				o.byte(7);
			}),
			'task 1 is of an unknown kind (7)',
		],
		[
			'60 tasks',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(60);
			}),
			'the number of tasks is 60; at most 50',
		],
		[
			'a title of 201 characters',
			craft((o) => {
				o.text('x'.repeat(201));
			}),
			'the title is 201 characters long; at most 200',
		],
		[
			'a title that is not UTF-8',
			craft((o) => {
				o.uint(2);
				o.raw([0xc0, 0x80]);
			}),
			'the title is not valid text',
		],
		[
			'a number written with extra bytes',
			craft((o) => {
				o.raw([0x80, 0x00]);
			}),
			'written with extra bytes',
		],
		[
			'bytes after the end',
			craft((o) => {
				o.text('');
				o.text('');
				o.uint(0);
				o.raw([1, 2, 3]);
			}),
			'bytes after its end',
		],
		[
			'a body cut short',
			craft((o) => {
				// 5 bytes: with the checksum a whole number of 3-byte groups, so no zero bytes follow to be read.
				o.text('Titl');
			}),
			'ends in the middle of the length of the instructions',
		],
	])('rejects a well-framed code with %s', (_, code, fragment) => {
		expect(() => decodeAssignment(code)).toThrow(ClassroomCodeError);
		expect(() => decodeAssignment(code)).toThrow(fragment);
	});

	test('never touches Object.prototype', () => {
		const code = encodeAssignment({
			title: '__proto__',
			instructions: '{"__proto__":{"x":1}}',
			tasks: [],
		});
		const decoded = decodeAssignment(code);
		expect(decoded.title).toBe('__proto__');
		expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
		expect(({} as Record<string, unknown>)['x']).toBeUndefined();
	});
});

describe('encodeAssignment(assignment) with wrong arguments', () => {
	const task = (): TourAssignmentTask => ({ kind: 'tour', board: { rows: 5, cols: 5 } });
	const withTask = (t: unknown): unknown => ({ title: 'T', instructions: '', tasks: [t] });

	test.each([
		['no assignment', undefined, TypeError, 'encodeAssignment: assignment must be an assignment'],
		[
			'a title that is a number',
			{ title: 5, instructions: '', tasks: [] },
			TypeError,
			'assignment.title must be a string, got 5',
		],
		[
			'a title too long',
			{ title: 'x'.repeat(201), instructions: '', tasks: [] },
			RangeError,
			'at most 200 characters long, got 201',
		],
		[
			'tasks that are not an array',
			{ title: '', instructions: '', tasks: {} },
			TypeError,
			'assignment.tasks must be an array',
		],
		[
			'51 tasks',
			{ title: '', instructions: '', tasks: Array.from({ length: 51 }, task) },
			RangeError,
			'at most 50 tasks',
		],
		[
			'an unknown kind',
			withTask({ kind: 'essay' }),
			RangeError,
			"assignment.tasks[0].kind must be one of 'tour', 'question'",
		],
		['41 rows', withTask({ ...task(), board: { rows: 41, cols: 5 } }), RangeError, 'at most 40×40'],
		[
			'2.5 columns',
			withTask({ ...task(), board: { rows: 5, cols: 2.5 } }),
			RangeError,
			'board.cols must be a whole number',
		],
		[
			'a sparse list of holes',
			// eslint-disable-next-line no-sparse-arrays
			withTask({ ...task(), board: { rows: 5, cols: 5, holes: [, 3] } }),
			TypeError,
			'holes[0] must be a whole number from 0 to 24 (a square of the board), got undefined',
		],
		[
			'a repeated hole',
			withTask({ ...task(), board: { rows: 5, cols: 5, holes: [3, 3] } }),
			RangeError,
			'holes repeats square 3',
		],
		[
			'a start on a hole',
			withTask({ ...task(), board: { rows: 5, cols: 5, holes: [3] }, start: 3 }),
			RangeError,
			'start must be a square that is not a hole',
		],
		[
			'closed as text',
			withTask({ ...task(), closed: 'yes' }),
			TypeError,
			'closed must be true or false',
		],
		[
			'a fixed move 26 on 5×5',
			withTask({ ...task(), constraints: [{ move: 26, square: 0 }] }),
			RangeError,
			'constraints[0].move must be a whole number from 1 to 25',
		],
		[
			'a question without an answer',
			withTask({ kind: 'question', question: 'Q' }),
			TypeError,
			'assignment.tasks[0].answer must be a string',
		],
	])('throws for %s', (_, assignment, errorClass, fragment) => {
		expect(() => encodeAssignment(assignment as Assignment)).toThrow(errorClass);
		expect(() => encodeAssignment(assignment as Assignment)).toThrow(fragment);
	});
});

describe('assignmentId(assignment)', () => {
	test('is 11 URL-safe characters, the same for the same assignment and after a trip through its code', () => {
		const id = assignmentId(HOMEWORK);
		expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
		expect(assignmentId(structuredClone(HOMEWORK))).toBe(id);
		expect(assignmentId(decodeAssignment(encodeAssignment(HOMEWORK)))).toBe(id);
	});

	test('ignores the order of holes and fixed moves, empty lists and closed: false', () => {
		const a: Assignment = {
			title: 'T',
			instructions: '',
			tasks: [
				{
					kind: 'tour',
					board: { rows: 5, cols: 5, holes: [3, 1] },
					constraints: [
						{ move: 5, square: 0 },
						{ move: 2, square: 7 },
					],
				},
			],
		};
		const b: Assignment = {
			title: 'T',
			instructions: '',
			tasks: [
				{
					kind: 'tour',
					board: { rows: 5, cols: 5, holes: [1, 3] },
					closed: false,
					constraints: [
						{ move: 2, square: 7 },
						{ move: 5, square: 0 },
					],
				},
			],
		};
		expect(assignmentId(a)).toBe(assignmentId(b));
		const c: Assignment = {
			title: 'T',
			instructions: '',
			tasks: [{ kind: 'tour', board: { rows: 5, cols: 5, holes: [] }, constraints: [] }],
		};
		expect(assignmentId(c)).toBe(
			assignmentId({ ...c, tasks: [{ kind: 'tour', board: { rows: 5, cols: 5 } }] }),
		);
	});

	test('changes with any change of the assignment', () => {
		const changed: Assignment[] = [
			{ ...HOMEWORK, title: `${HOMEWORK.title} ` },
			{ ...HOMEWORK, instructions: HOMEWORK.instructions.replace('Friday', 'Monday') },
			{ ...HOMEWORK, tasks: HOMEWORK.tasks.slice(1) },
			{ ...HOMEWORK, tasks: [...HOMEWORK.tasks].reverse() },
		];
		const first = HOMEWORK.tasks[0] as TourAssignmentTask;
		const variants: Partial<TourAssignmentTask>[] = [
			{ start: 1 },
			{ end: 24 },
			{ closed: true },
			{ hints: true },
			{ board: { rows: 5, cols: 6 } },
			{ board: { rows: 5, cols: 5, holes: [24] } },
			{ constraints: [{ move: 3, square: 11 }] },
		];
		const noStart = { ...first };
		delete noStart.start;
		const noHints = { ...first };
		delete noHints.hints;
		for (const task of [
			...variants.map((variant) => ({ ...first, ...variant })),
			noStart,
			noHints,
		]) {
			changed.push({ ...HOMEWORK, tasks: [task, ...HOMEWORK.tasks.slice(1)] });
		}
		changed.push({
			...HOMEWORK,
			tasks: [{ kind: 'question', question: 'How many?', answer: '1728' }],
		});
		changed.push({
			...HOMEWORK,
			tasks: [{ kind: 'question', question: 'How many?', answer: '1729' }],
		});
		const ids = new Set([assignmentId(HOMEWORK), ...changed.map(assignmentId)]);
		expect(ids.size).toBe(changed.length + 1);
	});

	test('differs across 2,000 seeded random tour tasks', () => {
		const random = createRandom(99);
		const ids = new Map<string, string>();
		for (let i = 0; i < 2000; i++) {
			const assignment: Assignment = {
				title: '',
				instructions: '',
				tasks: [randomTourTask(random)],
			};
			const code = encodeAssignment({ ...assignment, tasks: assignment.tasks.map((t) => t) });
			const id = assignmentId(assignment);
			const seen = ids.get(id);
			if (seen !== undefined) {
				// Equal ids only for equal canonical assignments (the random source may repeat a task).
				expect(assignmentId(decodeAssignment(seen))).toBe(id);
			}
			ids.set(id, code);
		}
		expect(ids.size).toBeGreaterThan(1900);
	});

	test('throws TypeError for a wrong argument', () => {
		expect(() => assignmentId(null as unknown as Assignment)).toThrow(
			'assignmentId: assignment must be an assignment',
		);
	});
});
