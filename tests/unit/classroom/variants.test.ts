import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	appendWork,
	assignmentId,
	checkTourTask,
	createRandom,
	decodeAssignment,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	markSubmission,
	normaliseStudentName,
	startWorkLog,
	studentAssignment,
	studentTask,
	tourTaskVerdict,
	type Assignment,
	type Square,
	type Submission,
	type TourAssignmentTask,
	type TourVariant,
	type WorkLog,
} from '../../../src/lib/index.ts';
import { ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import {
	ASSIGNMENT_CODE,
	SUBMISSION_CODE,
	wrapCode,
} from '../../../src/lib/classroom/text-codec.ts';
import { expectedPick, expectedSeed, expectedStep } from './independent-hash.ts';
import { randomAssignment } from './random-classroom.ts';

/** 200 different student names. */
const NAMES = Array.from({ length: 200 }, (_, i) => `Student ${String(i + 1)}`);

/** A 5×5 task from each corner: four variants. */
const corners: TourAssignmentTask = {
	kind: 'tour',
	board: { rows: 5, cols: 5 },
	hints: true,
	variants: [{ start: 0 }, { start: 4 }, { start: 20 }, { start: 24 }],
	note: 'From the corners',
};
const assignment: Assignment = {
	title: 'Corners',
	instructions: 'Start where your sheet says.',
	tasks: [
		{ kind: 'question', question: 'How many squares?', answer: '25', note: 'Lesson 1' },
		corners,
	],
};
const id = assignmentId(assignment);

describe('normaliseStudentName(name)', () => {
	test.each([
		['Ann', 'ann'],
		['  Zoë   NG\t', 'zoë ng'],
		['Zoe\u0308', 'zoë'],
		['ＡＮＮ', 'ann'],
		['Mary\u00a0Jane', 'mary jane'],
		['', ''],
		['<b>Bo</b>', '<b>bo</b>'],
	])('%j → %j', (name, normalised) => {
		expect(normaliseStudentName(name)).toBe(normalised);
	});

	test('throws TypeError for a name that is not text', () => {
		expect(() => normaliseStudentName(7 as never)).toThrow(TypeError);
	});
});

describe('studentTask(assignment, index, name)', () => {
	test('picks the variant the documented hash names, for 200 names', () => {
		for (const name of NAMES) {
			const k = expectedPick(id, 1, normaliseStudentName(name), 4);
			const variant = corners.variants?.[k] as TourVariant;
			expect(studentTask(assignment, 1, name)).toEqual({
				kind: 'tour',
				board: { rows: 5, cols: 5 },
				hints: true,
				start: variant.start,
				note: 'From the corners',
			});
		}
	});

	test('is the same every time, and for every spelling of the same name', () => {
		for (const name of NAMES.slice(0, 50)) {
			const task = studentTask(assignment, 1, name);
			expect(studentTask(assignment, 1, name)).toEqual(task);
			expect(studentTask(assignment, 1, `  ${name.toUpperCase().replace(' ', '   ')} `)).toEqual(
				task,
			);
		}
	});

	test('spreads 200 names over the four variants', () => {
		const counts = [0, 0, 0, 0];
		for (const name of NAMES) {
			const { start } = studentTask(assignment, 1, name) as TourAssignmentTask;
			const k = [0, 4, 20, 24].indexOf(start as Square);
			counts[k] = (counts[k] ?? 0) + 1;
		}
		// Binomial(200, 1/4): mean 50, standard deviation 6.1; 30 and 70 are over 3 deviations away.
		for (const count of counts) {
			expect(count).toBeGreaterThan(30);
			expect(count).toBeLessThan(70);
		}
	});

	test('picks independently for each task of the assignment', () => {
		const twice: Assignment = { ...assignment, tasks: [corners, corners] };
		const agree = NAMES.filter((name) => {
			const [a, b] = studentAssignment(twice, name).tasks as TourAssignmentTask[];
			return a?.start === b?.start;
		}).length;
		expect(agree).toBeGreaterThan(25);
		expect(agree).toBeLessThan(75);
	});

	test('replaces the fields a variant has: holes, Start and End', () => {
		const task: TourAssignmentTask = {
			kind: 'tour',
			board: { rows: 4, cols: 5, holes: [19] },
			start: 0,
			end: 18,
			closed: false,
			constraints: [{ move: 2, square: 7 }],
			variants: [
				{ holes: [], end: 19 },
				{ holes: [1, 2], start: 5 },
			],
		};
		const one: Assignment = { title: '', instructions: '', tasks: [task] };
		const oneId = assignmentId(one);
		const seen = new Set<string>();
		for (const name of NAMES.slice(0, 20)) {
			const k = expectedPick(oneId, 0, normaliseStudentName(name), 2);
			const expected =
				k === 0
					? { board: { rows: 4, cols: 5, holes: [] }, start: 0, end: 19 }
					: { board: { rows: 4, cols: 5, holes: [1, 2] }, start: 5, end: 18 };
			const own = studentTask(one, 0, name);
			expect(own).toEqual({
				kind: 'tour',
				closed: false,
				constraints: [{ move: 2, square: 7 }],
				...expected,
			});
			expect(own).not.toHaveProperty('variants');
			seen.add(JSON.stringify(own));
		}
		expect(seen.size).toBe(2);
	});

	test('gives copies: changing one leaves the assignment as it was', () => {
		const before = JSON.stringify(assignment);
		const own = studentTask(assignment, 1, 'Ann') as TourAssignmentTask;
		own.board.rows = 8;
		own.start = 3;
		(studentTask(assignment, 0, 'Ann') as { question: string }).question = 'changed';
		expect(JSON.stringify(assignment)).toBe(before);
	});

	test('gives a task without variants as it is', () => {
		expect(studentTask(assignment, 0, 'Ann')).toEqual(assignment.tasks[0]);
		const plain: TourAssignmentTask = {
			kind: 'tour',
			board: { rows: 3, cols: 4, holes: [0] },
			end: 5,
		};
		expect(studentTask({ ...assignment, tasks: [plain] }, 0, 'Ann')).toEqual(plain);
	});

	test('studentAssignment(assignment, name) gives every task through studentTask', () => {
		for (const name of NAMES.slice(0, 20)) {
			expect(studentAssignment(assignment, name)).toEqual({
				title: assignment.title,
				instructions: assignment.instructions,
				tasks: [studentTask(assignment, 0, name), studentTask(assignment, 1, name)],
			});
		}
	});

	test('throws for arguments of the wrong shape', () => {
		expect(() => studentTask(assignment, 2, 'Ann')).toThrow(RangeError);
		expect(() => studentTask(assignment, 0.5, 'Ann')).toThrow(RangeError);
		expect(() => studentTask(assignment, 0, null as never)).toThrow(TypeError);
		expect(() => studentTask(assignment, 0, 'x'.repeat(101))).toThrow(RangeError);
		expect(() => studentAssignment({} as never, 'Ann')).toThrow(TypeError);
	});
});

describe('markSubmission(assignment, submission) with variants', () => {
	/** Two names that get different corners, and one that gets the same corner as the first. */
	const ann = 'Ann';
	const annStart = (studentTask(assignment, 1, ann) as TourAssignmentTask).start;
	const other = NAMES.find(
		(n) => (studentTask(assignment, 1, n) as TourAssignmentTask).start !== annStart,
	) as string;
	const twin = NAMES.find(
		(n) => (studentTask(assignment, 1, n) as TourAssignmentTask).start === annStart,
	) as string;

	/** Ann's work: her own variant's tour, found by the library, with its log. */
	const own = studentTask(assignment, 1, ann) as TourAssignmentTask;
	const verdict = tourTaskVerdict(own);
	if (verdict.possible !== true) throw new Error('a 5×5 tour from a corner exists');
	expect(checkTourTask(own, verdict.tour)).toEqual({ status: 'right' });
	const log = verdict.tour.reduce<WorkLog>(
		(l, square, i) => appendWork(l, { action: 'move', square, ms: 2000 * i }),
		startWorkLog(id, 1, ann),
	);
	const submission: Submission = {
		name: ann,
		assignment: id,
		answers: [
			{ answer: '25', hints: 0, solutionShown: false, seconds: 10 },
			{ tour: verdict.tour, hints: 0, solutionShown: false, seconds: 130, log },
		],
	};
	const code = encodeSubmission(submission);

	test('marks the student right against their own variant', () => {
		const marks = markSubmission(assignment, decodeSubmission(code));
		expect(marks.tasks[1]).toEqual({ correct: true, reason: 'Right.', log: 'verified' });
		expect(marks.score).toBe(2);
	});

	test('marks a copied code with the name changed wrong when the variant differs', () => {
		const copied = { ...decodeSubmission(code), name: other };
		const mark = markSubmission(assignment, decodeSubmission(encodeSubmission(copied))).tasks[1];
		expect(mark?.correct).toBe(false);
		expect(mark?.reason).toMatch(/^The tour must start on [a-e][1-5]\.$/);
		expect(mark?.log).toBe('edited');
	});

	test('still shows a copy with the same variant by its log', () => {
		const copied = { ...decodeSubmission(code), name: twin };
		const mark = markSubmission(assignment, copied).tasks[1];
		expect(mark).toEqual({ correct: true, reason: 'Right.', log: 'edited' });
	});
});

describe('variants and notes in assignment codes', () => {
	test('round-trip variants and notes exactly', () => {
		expect(decodeAssignment(encodeAssignment(assignment))).toStrictEqual(assignment);
		const random = createRandom(77);
		let variants = 0;
		let notes = 0;
		for (let i = 0; i < 300; i++) {
			const a = randomAssignment(random);
			expect(decodeAssignment(encodeAssignment(a))).toStrictEqual(a);
			variants += a.tasks.filter((t) => t.kind === 'tour' && t.variants !== undefined).length;
			notes += a.tasks.filter((t) => t.note !== undefined).length;
		}
		// The random assignments do carry what is tested.
		expect(variants).toBeGreaterThan(100);
		expect(notes).toBeGreaterThan(100);
	});

	test('keep a 10-task assignment with 8 variants a task in a link of at most 2,000 characters', () => {
		const task = (i: number): TourAssignmentTask => ({
			kind: 'tour',
			board: { rows: 8, cols: 8, holes: [27, 36] },
			closed: i % 2 === 0,
			variants: Array.from({ length: 8 }, (_, k) => ({ start: 8 * k + (i % 2), end: 63 - 8 * k })),
			note: `Variant pool ${String(i + 1)}`,
		});
		const big: Assignment = {
			title: 'Knight’s tours, week 3',
			instructions: 'Build each tour. Your start square depends on your name.',
			tasks: Array.from({ length: 10 }, (_, i) => task(i)),
		};
		const code = encodeAssignment(big);
		expect(decodeAssignment(code)).toStrictEqual(big);
		expect(code.length).toBeLessThanOrEqual(1000);
	});

	test('keep HTML in a note as plain text, and never touch Object.prototype', () => {
		const html = '<img src=x onerror=alert(1)>{"__proto__":{"x":1}}';
		const a: Assignment = {
			title: '__proto__',
			instructions: '',
			tasks: [{ kind: 'question', question: 'Q', answer: 'A', note: html }],
		};
		const back = decodeAssignment(encodeAssignment(a));
		expect(back.tasks[0]?.note).toBe(html);
		expect(({} as Record<string, unknown>)['x']).toBeUndefined();
	});

	test('change the assignment id with a note or a variant, not with the order of a variant’s holes', () => {
		const base: TourAssignmentTask = {
			kind: 'tour',
			board: { rows: 5, cols: 5 },
			variants: [{ holes: [3, 1] }, { start: 4 }],
		};
		const idOf = (task: TourAssignmentTask) =>
			assignmentId({ title: '', instructions: '', tasks: [task] });
		const ids = [
			idOf(base),
			idOf({ ...base, note: '' }),
			idOf({ ...base, variants: [{ start: 4 }, { holes: [3, 1] }] }),
			idOf({ ...base, variants: [{ holes: [3, 1] }, { start: 3 }] }),
			idOf({ ...base, variants: [{ holes: [] }, { start: 4 }] }),
			idOf({ ...base, variants: [{}, { start: 4 }] }),
			idOf({ kind: 'tour', board: { rows: 5, cols: 5 } }),
		];
		expect(new Set(ids).size).toBe(ids.length);
		expect(idOf({ ...base, variants: [{ holes: [1, 3] }, { start: 4 }] })).toBe(ids[0]);
	});
});

describe('encodeAssignment(assignment) with wrong variants or notes', () => {
	const withTask = (t: unknown): Assignment => ({
		title: 'T',
		instructions: '',
		tasks: [t as TourAssignmentTask],
	});
	const tour = (fields: Partial<TourAssignmentTask>): TourAssignmentTask => ({
		kind: 'tour',
		board: { rows: 5, cols: 5, holes: [12] },
		...fields,
	});

	test.each<[string, unknown, ErrorConstructor, string]>([
		[
			'variants not a list',
			tour({ variants: {} as never }),
			TypeError,
			'variants must be an array',
		],
		['one variant', tour({ variants: [{}] }), RangeError, '2 to 32 variants'],
		[
			'33 variants',
			tour({ variants: Array.from({ length: 33 }, () => ({})) }),
			RangeError,
			'2 to 32 variants',
		],
		[
			'a variant that is not an object',
			tour({ variants: [{}, 3 as never] }),
			TypeError,
			'variants[1] must be a variant',
		],
		[
			'a variant Start off the board',
			tour({ variants: [{}, { start: 25 }] }),
			RangeError,
			'variants[1].start',
		],
		[
			'a variant Start on a hole',
			tour({ variants: [{ start: 12 }, {}] }),
			RangeError,
			'variants[0].start must be a square that is not a hole',
		],
		[
			'a variant hole on the task’s Start',
			tour({ start: 0, variants: [{}, { holes: [0] }] }),
			RangeError,
			'variants[1].start must be a square that is not a hole',
		],
		[
			'a variant hole on a fixed move',
			tour({ constraints: [{ move: 3, square: 7 }], variants: [{}, { holes: [7] }] }),
			RangeError,
			'variants[1].constraints[0].square',
		],
		[
			'a variant hole repeated',
			tour({ variants: [{}, { holes: [1, 1] }] }),
			RangeError,
			'repeats square 1',
		],
		[
			'a variant with Start = End',
			tour({ end: 3, variants: [{ start: 3 }, {}] }),
			RangeError,
			'variants[0].end must be a square other than the start',
		],
		['a note too long', tour({ note: 'x'.repeat(501) }), RangeError, 'note must be at most 500'],
		[
			'a note that is not text',
			{ kind: 'question', question: 'Q', answer: 'A', note: 5 },
			TypeError,
			'note must be a string',
		],
	])('throws for %s', (_, task, errorClass, message) => {
		expect(() => encodeAssignment(withTask(task))).toThrow(errorClass);
		expect(() => encodeAssignment(withTask(task))).toThrow(message);
	});

	test('allows Start = End where one square is all there is to visit', () => {
		const lone = tour({
			board: { rows: 1, cols: 2, holes: [1] },
			variants: [{ start: 0, end: 0 }, {}],
		});
		expect(decodeAssignment(encodeAssignment(withTask(lone)))).toStrictEqual(withTask(lone));
	});
});

describe('decodeAssignment(text) with wrong variants', () => {
	/** An assignment code made by hand: one 5×5 tour task with variants written by `write`. */
	const craft = (write: (out: ByteWriter) => void): string => {
		const out = new ByteWriter();
		out.text('T');
		out.text('');
		out.uint(1);
		out.byte(4); // a tour with variants
		out.byte(0);
		out.uint(5);
		out.uint(5);
		write(out);
		return wrapCode(ASSIGNMENT_CODE, out.bytes());
	};

	test.each([
		['one variant', craft((o) => void [o.uint(1), o.byte(0)]), '2 to 32 variants'],
		[
			'33 variants',
			craft((o) => void [o.uint(33), ...Array.from({ length: 33 }, () => o.byte(0))]),
			'at most 32',
		],
		[
			'unknown variant fields',
			craft((o) => void [o.uint(2), o.byte(8), o.byte(0)]),
			'the fields of variant 1 of task 1 are unknown',
		],
		[
			'a variant Start off the board',
			craft((o) => void [o.uint(2), o.byte(1), o.uint(25), o.byte(0)]),
			'variants[0].start',
		],
		['a variant cut short', craft((o) => void [o.uint(2), o.byte(1)]), 'it ends in the middle of'],
		[
			'variants on a question',
			wrapCode(ASSIGNMENT_CODE, Uint8Array.of(1, 84, 0, 1, 5, 0, 0)),
			'unknown kind (5)',
		],
	])('rejects %s', (_, code, fragment) => {
		expect(() => decodeAssignment(code)).toThrow(ClassroomCodeError);
		expect(() => decodeAssignment(code)).toThrow(fragment);
	});
});

describe('names with characters that draw nothing (NameRule)', () => {
	/** "Ann" with a zero-width space, and with a right-to-left mark before it. */
	const hidden = ['An\u200bn', '\u200fAnn', 'A\u2066nn\u2069'];

	test.each(hidden)('%j is Ann by rule 2 (today) and not by rule 1 (old codes)', (name) => {
		expect(normaliseStudentName(name)).toBe('ann');
		expect(normaliseStudentName(name, 2)).toBe('ann');
		expect(normaliseStudentName(name, 1)).not.toBe('ann');
		expect(normaliseStudentName(name, 1)).toBe(name.toLowerCase());
	});

	test('give the same variant as the plain name today, and the documented pick of the name as typed by rule 1', () => {
		const plain = studentTask(assignment, 1, 'Ann');
		for (const name of hidden) {
			expect(studentTask(assignment, 1, name)).toEqual(plain);
			const k = expectedPick(id, 1, name.toLowerCase(), 4);
			const start = corners.variants?.[k]?.start;
			expect((studentTask(assignment, 1, name, 1) as TourAssignmentTask).start).toBe(start);
			expect(studentAssignment(assignment, name, 1).tasks[1]).toEqual(
				studentTask(assignment, 1, name, 1),
			);
		}
		// Some name of the three must pick another corner by rule 1 than "Ann" does, or the test shows nothing.
		const starts = hidden.map(
			(n) => (studentTask(assignment, 1, n, 1) as TourAssignmentTask).start,
		);
		expect(starts.some((s) => s !== (plain as TourAssignmentTask).start)).toBe(true);
	});

	test('throw for a rule that is neither 1 nor 2', () => {
		expect(() => normaliseStudentName('Ann', 3 as never)).toThrow(/rule must be 1 or 2/);
		expect(() => studentTask(assignment, 1, 'Ann', 0 as never)).toThrow(TypeError);
		expect(() => studentAssignment(assignment, 'Ann', '2' as never)).toThrow(TypeError);
	});

	/** Ann's 5×5 work on task 2 under `name`, its log chained by the library (rule 2). */
	function work(name: string): Submission {
		const own = studentTask(assignment, 1, name) as TourAssignmentTask;
		const verdict = tourTaskVerdict(own);
		if (verdict.possible !== true) throw new Error('a 5×5 tour from a corner exists');
		const log = verdict.tour.reduce<WorkLog>(
			(l, square, i) => appendWork(l, { action: 'move', square, ms: 1000 * i }),
			startWorkLog(id, 1, name),
		);
		return {
			name,
			assignment: id,
			answers: [
				{ answer: '25', hints: 0, solutionShown: false, seconds: 10 },
				{ tour: verdict.tour, hints: 0, solutionShown: false, seconds: 30, log },
			],
		};
	}

	test('a code made today with such a name is version 3, and is marked by rule 2 with its log verified', () => {
		const code = encodeSubmission(work('An\u200bn'));
		expect(code.startsWith('KTS3.')).toBe(true);
		const read = decodeSubmission(code);
		expect(read.nameRule).toBeUndefined();
		expect(read.name).toBe('An\u200bn');
		expect(markSubmission(assignment, read).tasks[1]).toEqual({
			correct: true,
			reason: 'Right.',
			log: 'verified',
		});
		// A plain name stays version 1, byte for byte as before.
		expect(encodeSubmission(work('Ann')).startsWith('KTS1.')).toBe(true);
	});

	test('an old version 1 code with such a name still reads by rule 1: its variant and its log hold', () => {
		// Made as the site made it before version 3: the variant and the log's seed by the name as typed.
		const name = 'A\u2066nn\u2069';
		const own = studentTask(assignment, 1, name, 1) as TourAssignmentTask;
		const verdict = tourTaskVerdict(own);
		if (verdict.possible !== true) throw new Error('a 5×5 tour from a corner exists');
		let digest = expectedSeed(id, 1, name.toLowerCase());
		const entries = verdict.tour.map((square, i) => ({ action: 'move' as const, square, ms: i }));
		for (const entry of entries) digest = expectedStep(digest, entry);
		const old: Submission = {
			name,
			assignment: id,
			answers: [
				{ answer: '25', hints: 0, solutionShown: false, seconds: 10 },
				{
					tour: verdict.tour,
					hints: 0,
					solutionShown: false,
					seconds: 5,
					log: { entries, digest },
				},
			],
			nameRule: 1,
		};
		const code = encodeSubmission(old);
		expect(code.startsWith('KTS1.')).toBe(true);
		const read = decodeSubmission(code);
		expect(read).toStrictEqual(old);
		expect(markSubmission(assignment, read).tasks[1]).toEqual({
			correct: true,
			reason: 'Right.',
			log: 'verified',
		});
		// Read by today's rule instead, the same work is another student's: the log no longer holds.
		const today = { ...read };
		delete today.nameRule;
		expect(markSubmission(assignment, today).tasks[1]?.log).toBe('edited');
	});

	test('a version 3 code whose name both rules read alike is refused, and so is a bad nameRule', () => {
		const plain = work('Ann');
		expect(decodeSubmission(encodeSubmission(plain))).toStrictEqual(plain);
		const body = (name: string): Uint8Array => {
			const out = new ByteWriter();
			out.text(name);
			out.text(id);
			out.uint(1);
			out.byte(2); // an answer text
			out.uint(0);
			out.uint(1);
			out.text('25');
			return out.bytes();
		};
		const version3 = { ...SUBMISSION_CODE, version: 3 };
		expect(decodeSubmission(wrapCode(version3, body('An\u200bn'))).name).toBe('An\u200bn');
		expect(() => decodeSubmission(wrapCode(version3, body('Ann')))).toThrow(
			/version 3 code has a name that both rules read alike/,
		);
		expect(() => encodeSubmission({ ...plain, nameRule: 2 as never })).toThrow(
			/nameRule must be 1 or absent/,
		);
	});
});
