import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	assignmentId,
	decodeAssignment,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	markSubmission,
	studentTask,
	type Assignment,
	type ProgramTask,
	type Submission,
} from '../../../src/lib/classroom/index.ts';
import { legacyAssignmentCode } from '../../../src/lib/classroom/encode-assignment.ts';
import { ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import {
	ASSIGNMENT_CODE,
	SUBMISSION_CODE,
	wrapCode,
} from '../../../src/lib/classroom/text-codec.ts';
import { CODE_EXERCISES } from '../../../src/lib/code/exercises.ts';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import { undetectedChanges } from './single-changes.ts';

/** A program task on `exercise`, with the exercise's starters and a 5 s limit unless told. */
function programTask(exercise: string, more: Partial<ProgramTask> = {}): ProgramTask {
	return { kind: 'program', exercise, languages: ['javascript', 'python'], timeLimit: 5, ...more };
}

/** A 60-line program of 2,929 characters, with comments, tabs and curly quotes: what a student writes. */
const SIXTY_LINES = Array.from({ length: 60 }, (_, i) =>
	i % 6 === 0
		? `\t// Step ${String(i)}: fewest onward moves first — “kept”.`
		: `\tconst next${String(i)} = board.neighbors(s).filter(free);`,
).join('\n');

/** An assignment with a tour task, a question and two program tasks (one with its own starter). */
const MIXED: Assignment = {
	title: 'Week 6: write the search',
	instructions: 'Write each program; your page runs the tests as you go.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: 0 },
		programTask('backtracking-5x5', { languages: ['python'], timeLimit: 10 }),
		programTask('warnsdorff-first', {
			starters: { javascript: 'function solve(board) {\n  // Your turn.\n}\n' },
			note: 'Lesson 4',
		}),
		{ kind: 'question', question: 'How many moves?', answer: '25' },
	],
};

/** The submission of a student who wrote both programs. */
function submissionFor(assignment: Assignment, code: string): Submission {
	return {
		name: 'Ada',
		assignment: assignmentId(assignment),
		answers: [
			{ tour: [0, 7], hints: 0, solutionShown: false, seconds: 30 },
			{
				hints: 0,
				solutionShown: false,
				seconds: 300,
				program: { language: 'python', code: 'def solve(board):\n    return []\n' },
			},
			{
				hints: 0,
				solutionShown: false,
				seconds: 600,
				program: { language: 'javascript', code, tests: { passed: 3, total: 3 } },
			},
			{ answer: '25', hints: 0, solutionShown: false, seconds: 5 },
		],
	};
}

describe('encodeAssignment(assignment) / decodeAssignment(code) with program tasks', () => {
	test('round-trips every field, as a version 3 code, and as the version 2 code of before', () => {
		const code = encodeAssignment(MIXED);
		expect(code.startsWith('KTA3.')).toBe(true);
		expect(decodeAssignment(code)).toEqual(MIXED);
		const old = legacyAssignmentCode(MIXED);
		expect(old.startsWith('KTA2.')).toBe(true);
		expect(decodeAssignment(old)).toEqual(MIXED);
	});

	test.each(CODE_EXERCISES.map((exercise) => [exercise.id]))('round-trips a task on %s', (id) => {
		const assignment = { title: '', instructions: '', tasks: [programTask(id)] };
		expect(decodeAssignment(encodeAssignment(assignment))).toEqual(assignment);
	});

	test('keeps a teacher’s starter exactly: tabs, CR LF, lone surrogates, trailing spaces', () => {
		const starter = '\tfunction solve(b) {  \r\n\treturn [];\uD800\n}\n\n';
		const task = programTask('warnsdorff-first', { starters: { javascript: starter } });
		const assignment = { title: '', instructions: '', tasks: [task] };
		const decoded = decodeAssignment(encodeAssignment(assignment)).tasks[0] as ProgramTask;
		expect(decoded.starters?.javascript).toBe(starter);
	});

	test('writes no program text for the exercise’s own starters: a task takes a few characters', () => {
		const empty = encodeAssignment({ title: '', instructions: '', tasks: [] });
		const one = encodeAssignment({
			title: '',
			instructions: '',
			tasks: [programTask('warnsdorff-first')],
		});
		// Kind, languages, time limit and the exercise's number: 4 bytes, at most 8 characters.
		expect(one.length - empty.length).toBeLessThanOrEqual(8);
	});

	test('still reads old codes: a version 1 code decodes as before, and is what the site wrote then', () => {
		const old: Assignment = {
			title: 'Old',
			instructions: '',
			tasks: [{ kind: 'question', question: 'Q', answer: 'A' }],
		};
		const out = new ByteWriter();
		out.text('Old');
		out.text('');
		out.uint(1);
		out.byte(1);
		out.text('Q');
		out.text('A');
		const v1 = wrapCode(ASSIGNMENT_CODE, out.bytes());
		expect(v1.startsWith('KTA1.')).toBe(true);
		expect(decodeAssignment(v1)).toEqual(old);
		expect(legacyAssignmentCode(old)).toBe(v1);
	});

	test('refuses a program task in a version 1 code, and a version 2 code without one', () => {
		const body = encodeAssignment(MIXED);
		const bytes = (text: string): Uint8Array => {
			const out = new ByteWriter();
			out.text(text);
			out.text('');
			out.uint(1);
			out.byte(8);
			out.byte(1);
			out.uint(5);
			out.text('warnsdorff-first');
			return out.bytes();
		};
		expect(() => decodeAssignment(wrapCode(ASSIGNMENT_CODE, bytes('x')))).toThrow(
			/unknown kind \(8\)/,
		);
		const out = new ByteWriter();
		out.text('');
		out.text('');
		out.uint(0);
		expect(() =>
			decodeAssignment(wrapCode({ ...ASSIGNMENT_CODE, version: 2 }, out.bytes())),
		).toThrow(/version 2 code has no program task/);
		expect(decodeAssignment(body).tasks).toHaveLength(4);
	});

	test.each([
		['an unknown exercise', { exercise: 'tetris' }, /exercise must be one of 'backtracking-5x5'/],
		['no language', { languages: [] }, /at least one language/],
		['a language twice', { languages: ['python', 'python'] }, /distinct languages/],
		['Ruby', { languages: ['ruby'] }, /languages\[0\] must be one of 'javascript', 'python'/],
		[
			'a starter for a language not allowed',
			{ languages: ['python'], starters: { javascript: 'x' } },
			/starters.javascript must be absent/,
		],
		['an empty starters object', { starters: {} }, /one starter or more/],
		[
			'a starter that is not text',
			{ starters: { python: 42 } },
			/starters.python must be a string/,
		],
		[
			'a starter of 20,001 characters',
			{ starters: { python: 'x'.repeat(20_001) } },
			/at most 20,000 characters/,
		],
		['no time limit', { timeLimit: undefined }, /timeLimit must be a whole number from 1 to 60/],
		['61 seconds', { timeLimit: 61 }, /timeLimit must be a whole number from 1 to 60 \(seconds\)/],
		['half a second', { timeLimit: 0.5 }, /timeLimit must be/],
	])('encodeAssignment refuses %s with a clear message', (_, change, message) => {
		const task = { ...programTask('warnsdorff-first'), ...change } as unknown as ProgramTask;
		expect(() => encodeAssignment({ title: '', instructions: '', tasks: [task] })).toThrow(message);
	});

	test('decodeAssignment refuses a hostile code with a ClassroomCodeError that says what is wrong', () => {
		const out = new ByteWriter();
		out.text('');
		out.text('');
		out.uint(1);
		out.byte(8);
		out.byte(1);
		out.uint(3600);
		out.text('__proto__');
		const code = wrapCode({ ...ASSIGNMENT_CODE, version: 2 }, out.bytes());
		expect(() => decodeAssignment(code)).toThrow(ClassroomCodeError);
		expect(() => decodeAssignment(code)).toThrow(/not allowed: .*exercise must be one of/);
	});

	test('detects every single-character change of a code with a program task', () => {
		const code = encodeAssignment({
			title: 'P',
			instructions: '',
			tasks: [programTask('network-sweep', { starters: { python: 'def sweep(net):\n  pass\n' } })],
		});
		expect(undetectedChanges(code, decodeAssignment, ClassroomCodeError).undetected).toEqual([]);
	});
});

describe('assignmentId(assignment) and studentTask with program tasks', () => {
	test('changes with the exercise, the languages, a starter and the time limit', () => {
		const base = { title: '', instructions: '', tasks: [programTask('warnsdorff-first')] };
		const ids = new Set(
			[
				base,
				{ ...base, tasks: [programTask('warnsdorff-pohl')] },
				{ ...base, tasks: [programTask('warnsdorff-first', { languages: ['python'] })] },
				{ ...base, tasks: [programTask('warnsdorff-first', { timeLimit: 6 })] },
				{
					...base,
					tasks: [programTask('warnsdorff-first', { starters: { javascript: 'x' } })],
				},
			].map((assignment) => assignmentId(assignment)),
		);
		expect(ids.size).toBe(5);
		expect(assignmentId(decodeAssignment(encodeAssignment(base)))).toBe(assignmentId(base));
	});

	test('gives every student the same program task, as a copy', () => {
		const task = studentTask(MIXED, 2, 'Ada');
		expect(task).toEqual(MIXED.tasks[2]);
		expect(task).not.toBe(MIXED.tasks[2]);
	});
});

describe('encodeSubmission(submission) / decodeSubmission(code) with programs', () => {
	test('round-trips a program exactly, as a version 2 code', () => {
		const submission = submissionFor(MIXED, `${SIXTY_LINES}\r\n\t \u{1F600}\uDC00`);
		const code = encodeSubmission(submission);
		expect(code.startsWith('KTS2.')).toBe(true);
		expect(decodeSubmission(code)).toEqual(submission);
	});

	test('a 60-line program of 2,929 characters adds about 4,000 characters to a code', () => {
		const submission = submissionFor(MIXED, SIXTY_LINES);
		const without = encodeSubmission({
			...submission,
			answers: submission.answers.map((answer) => {
				const copy = { ...answer };
				delete copy.program;
				return copy;
			}),
		});
		const code = encodeSubmission(submission);
		const programChars = SIXTY_LINES.length;
		// Base64 of UTF-8: about 4/3 of the program's bytes, plus a few bytes of framing.
		expect(code.length - without.length).toBeLessThan(Math.ceil(programChars * 1.4) + 80);
		expect(programChars).toBe(2929);
		expect(code.length - without.length).toBeLessThan(4100);
	});

	test('submissions without a program are still version 1, byte for byte', () => {
		const out = new ByteWriter();
		out.text('Ada');
		out.text('x');
		out.uint(1);
		out.byte(2);
		out.uint(0);
		out.uint(5);
		out.text('25');
		const v1 = wrapCode(SUBMISSION_CODE, out.bytes());
		const submission: Submission = {
			name: 'Ada',
			assignment: 'x',
			answers: [{ answer: '25', hints: 0, solutionShown: false, seconds: 5 }],
		};
		expect(encodeSubmission(submission)).toBe(v1);
		expect(decodeSubmission(v1)).toEqual(submission);
	});

	test('refuses a program flag in a version 1 code', () => {
		const out = new ByteWriter();
		out.text('Ada');
		out.text('x');
		out.uint(1);
		out.byte(128);
		out.uint(0);
		out.uint(5);
		out.byte(0);
		out.text('x');
		expect(() => decodeSubmission(wrapCode(SUBMISSION_CODE, out.bytes()))).toThrow(
			/flags of answer 1 are unknown/,
		);
		expect(decodeSubmission(wrapCode({ ...SUBMISSION_CODE, version: 2 }, out.bytes()))).toEqual({
			name: 'Ada',
			assignment: 'x',
			answers: [
				{
					hints: 0,
					solutionShown: false,
					seconds: 5,
					program: { language: 'javascript', code: 'x' },
				},
			],
		});
	});

	test.each([
		['Ruby', { language: 'ruby', code: '' }, /language must be one of 'javascript', 'python'/],
		[
			'a program of 20,001 characters',
			{ language: 'python', code: 'x'.repeat(20_001) },
			/at most 20,000/,
		],
		[
			'more passed than run',
			{ language: 'python', code: '', tests: { passed: 4, total: 3 } },
			/passed must be a whole number from 0 to 3/,
		],
		['no code', { language: 'python' }, /code must be a string/],
	])('encodeSubmission refuses %s', (_, program, message) => {
		const submission = {
			name: 'A',
			assignment: 'x',
			answers: [{ hints: 0, solutionShown: false, seconds: 0, program }],
		} as unknown as Submission;
		expect(() => encodeSubmission(submission)).toThrow(message);
	});

	test('decodeSubmission refuses an unknown language byte', () => {
		const out = new ByteWriter();
		out.text('A');
		out.text('x');
		out.uint(1);
		out.byte(128);
		out.uint(0);
		out.uint(0);
		out.byte(7);
		out.text('x');
		expect(() =>
			decodeSubmission(wrapCode({ ...SUBMISSION_CODE, version: 2 }, out.bytes())),
		).toThrow(/language of answer 1 is unknown/);
	});
});

describe('markSubmission(assignment, submission, { programVerdicts })', () => {
	const submission = submissionFor(MIXED, JS_PROGRAMS['warnsdorff-first']?.solution ?? '');

	test('says "not run yet" without a verdict, never right, with what the student’s page said', () => {
		const marks = markSubmission(MIXED, submission);
		expect(marks.tasks[1]).toEqual({
			correct: false,
			pending: true,
			reason: 'Not run yet (their page never ran it).',
			log: 'absent',
		});
		expect(marks.tasks[2]?.reason).toBe('Not run yet (their page said 3 of 3).');
		expect(marks.score).toBe(1);
	});

	test.each([
		[{ passed: 3, total: 3 }, true, 'Right: 3 of 3 tests passed.'],
		[{ passed: 2, total: 3 }, false, '2 of 3 tests passed.'],
		[{ passed: 0, total: 0 }, false, '0 of 0 tests passed.'],
		[
			{ passed: 1, total: 3, error: 'Line 4: x is not defined.' },
			false,
			'Line 4: x is not defined (1 of 3 tests passed).',
		],
		[
			{ passed: 3, total: 3, error: 'The program ran out of time (5 s).' },
			false,
			'The program ran out of time (5 s) (3 of 3 tests passed).',
		],
	])('marks by the verdict %j', (verdict, correct, reason) => {
		const marks = markSubmission(MIXED, submission, { programVerdicts: [null, null, verdict] });
		expect(marks.tasks[2]).toEqual({ correct, reason, log: 'absent' });
	});

	test('marks a missing program and a language the task does not allow as wrong, whatever the verdict', () => {
		const verdict = { passed: 3, total: 3 };
		const answers = submission.answers.map((answer) => ({ ...answer }));
		answers[1] = { ...(answers[1] as (typeof answers)[number]) };
		delete answers[1].program;
		answers[2] = {
			...(answers[2] as (typeof answers)[number]),
			program: { language: 'javascript', code: 'x' },
		};
		const only = { ...MIXED, tasks: [...MIXED.tasks] };
		only.tasks[2] = programTask('warnsdorff-first', { languages: ['python'] });
		const marks = markSubmission(
			only,
			{ ...submission, assignment: assignmentId(only), answers },
			{ programVerdicts: [null, verdict, verdict] },
		);
		expect(marks.tasks[1]?.reason).toBe('No program handed in.');
		expect(marks.tasks[2]?.reason).toBe('Written in JavaScript; this task asks for Python.');
	});

	test.each([
		['not an array', { programVerdicts: 'all right' }, TypeError],
		[
			'more passed than total',
			{ programVerdicts: [null, null, { passed: 4, total: 3 }] },
			RangeError,
		],
		['a negative total', { programVerdicts: [null, null, { passed: 0, total: -1 }] }, RangeError],
		[
			'an error that is not text',
			{ programVerdicts: [null, null, { passed: 0, total: 1, error: 1 }] },
			TypeError,
		],
	])('throws for verdicts that are %s', (_, options, errorClass) => {
		expect(() => markSubmission(MIXED, submission, options as never)).toThrow(errorClass);
	});
});
