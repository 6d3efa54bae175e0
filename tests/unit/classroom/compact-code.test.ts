import { deflateSync } from 'fflate';
import { generate } from 'lean-qr';
import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	createRandom,
	decodeAssignment,
	encodeAssignment,
	type Assignment,
	type QuestionTask,
	type Task,
} from '../../../src/lib/index.ts';
import { legacyAssignmentCode } from '../../../src/lib/classroom/encode-assignment.ts';
import { ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import { CODE_DICTIONARY } from '../../../src/lib/classroom/code-dictionary.ts';
import { EXERCISE_IDS } from '../../../src/lib/classroom/compact-code.ts';
import {
	BANK_QUESTIONS,
	PREDICT_TIE_BREAKS,
	countNote,
	countQuestion,
	predictNote,
	predictQuestion,
	questionSource,
} from '../../../src/lib/classroom/question-kinds.ts';
import { ASSIGNMENT_CODE, wrapCode } from '../../../src/lib/classroom/text-codec.ts';
import { CODE_EXERCISES } from '../../../src/lib/code/exercises.ts';
import { randomAssignment } from './random-classroom.ts';
import { EIGHT_TASKS, bank } from './eight-tasks.ts';
import { undetectedChanges } from './single-changes.ts';

const VERSION_3 = { ...ASSIGNMENT_CODE, version: 3 };

/** The link a student opens, on a site address of a realistic length. */
const link = (code: string): string =>
	`https://knights-tour-notebook.example.org/classroom/do/#${code}`;

describe('assignment codes of version 3 (the short form)', () => {
	test('give the eight-task assignment a link of at most 450 characters and a QR code at most 81 modules wide', () => {
		const code = encodeAssignment(EIGHT_TASKS);
		expect(code.startsWith('KTA3.')).toBe(true);
		expect(decodeAssignment(code)).toStrictEqual(EIGHT_TASKS);
		const short = link(code);
		const long = link(legacyAssignmentCode(EIGHT_TASKS));
		const modules = generate(short).size;
		console.log(
			`Eight tasks: link ${String(short.length)} characters (before: ${String(long.length)}), QR code ${String(modules)} modules (before: ${String(generate(long).size)}).`,
		);
		expect(short.length).toBeLessThanOrEqual(450);
		expect(modules).toBeLessThanOrEqual(81);
		expect(long.length).toBeGreaterThan(1500);
	});

	test('carry a builder’s question by its fields: its words cost nothing', () => {
		const questions: Task[] = [
			...BANK_QUESTIONS.map((q) => bank(q.id, '1')),
			...PREDICT_TIE_BREAKS.map((tieBreak) => {
				const spec = { rows: 6, cols: 7, start: 40, tieBreak, move: 17 };
				return {
					kind: 'question',
					question: predictQuestion(spec),
					answer: 'c3',
					note: predictNote(spec),
				} as const;
			}),
			...[true, false].map((closed) => {
				const spec = { rows: 3, cols: 10, closed };
				return {
					kind: 'question',
					question: countQuestion(spec),
					answer: '16',
					note: countNote(spec),
				} as const;
			}),
		];
		for (const task of questions) {
			expect(questionSource(task as QuestionTask)).not.toBeNull();
			const one: Assignment = { title: '', instructions: '', tasks: [task] };
			const code = encodeAssignment(one);
			expect(decodeAssignment(code)).toStrictEqual(one);
			// Kind, fields and a short answer: at most 10 bytes, 16 characters with the frame.
			expect(code.length).toBeLessThanOrEqual(
				encodeAssignment({ title: '', instructions: '', tasks: [] }).length + 16,
			);
		}
	});

	test('write a question word for word when its words are not exactly the builder’s', () => {
		const edited = { ...bank('edges-8x8', '168'), question: 'How many edges? (Count them.)' };
		const wrongNote = { ...bank('edges-8x8', '168'), note: 'Lesson bank: no-such-question.' };
		const offBoard = { ...bank('edges-8x8', '168'), note: 'Count: open tours of 99×5.' };
		for (const task of [edited, wrongNote, offBoard]) {
			expect(questionSource(task)).toBeNull();
			const one: Assignment = { title: '', instructions: '', tasks: [task] };
			expect(decodeAssignment(encodeAssignment(one))).toStrictEqual(one);
		}
	});

	test('name every code exercise by its number', () => {
		expect(CODE_EXERCISES.map((e) => e.id).every((id) => EXERCISE_IDS.includes(id))).toBe(true);
	});

	test('round-trip 300 seeded random assignments exactly, and detect every single-character change', () => {
		const random = createRandom(3);
		for (let i = 0; i < 300; i++) {
			const assignment = randomAssignment(random);
			expect(decodeAssignment(encodeAssignment(assignment))).toStrictEqual(assignment);
		}
		const { tried, undetected } = undetectedChanges(
			encodeAssignment(EIGHT_TASKS),
			decodeAssignment,
			ClassroomCodeError,
		);
		expect(tried).toBeGreaterThan(10_000);
		expect(undetected).toEqual([]);
	});

	test('still read codes made today in later versions of the site (the format and dictionary are frozen)', () => {
		// Written by this version of the site on 2026-11-27; never change these two strings.
		const raw = 'KTA3.AAhPbGQgbGluawhLZWVwIGl0LgMQMQUFAAIBAAQCAAMxNjgFAQUDAABHwrms';
		expect(decodeAssignment(raw)).toStrictEqual({
			title: 'Old link',
			instructions: 'Keep it.',
			tasks: [
				{
					kind: 'tour',
					board: { rows: 5, cols: 5 },
					start: 0,
					hints: true,
					variants: [{ start: 0 }, { start: 4 }],
				},
				bank('edges-8x8', '168'),
				{ kind: 'program', exercise: 'warnsdorff-first', languages: ['javascript'], timeLimit: 5 },
			],
		});
		expect(decodeAssignment(GOLDEN_EIGHT)).toStrictEqual(EIGHT_TASKS);
	});
});

/** The layout of an assignment with no tasks, then `rest` (compact-code.ts). */
function layout(rest: (out: ByteWriter) => void): Uint8Array {
	const out = new ByteWriter();
	out.text('T');
	out.text('');
	rest(out);
	return out.bytes();
}

/** A version 3 code of method 0 (the layout as it is). */
function rawCode(rest: (out: ByteWriter) => void): string {
	return wrapCode(VERSION_3, Uint8Array.of(0, ...layout(rest)));
}

/** A version 3 code of method 1 whose compressed text is `payload`. */
function deflatedCode(payload: Uint8Array): string {
	const out = new ByteWriter();
	out.byte(1);
	out.uint(payload.length);
	out.raw(payload);
	return wrapCode(VERSION_3, out.bytes());
}

describe('decodeAssignment(text) on version 3 codes the site did not make', () => {
	test.each([
		[
			'an unknown method',
			wrapCode(VERSION_3, Uint8Array.of(2, 0, 0, 0)),
			'method of the code is unknown',
		],
		[
			'compressed text that is not DEFLATE',
			deflatedCode(Uint8Array.of(255, 255, 255, 255)),
			'cannot be read',
		],
		[
			'compressed text of over 1,000,000 bytes (a bomb)',
			deflatedCode(deflateSync(new Uint8Array(2_000_000), { dictionary: CODE_DICTIONARY })),
			'too big',
		],
		[
			'a compressed text with bytes after the assignment',
			deflatedCode(
				deflateSync(Uint8Array.of(...layout((out) => out.uint(0)), 7), {
					dictionary: CODE_DICTIONARY,
				}),
			),
			'bytes after its end',
		],
		[
			'an unknown kind of task',
			rawCode((out) => {
				out.uint(1);
				out.byte(6);
			}),
			'unknown kind',
		],
		[
			'a note on a bank question',
			rawCode((out) => {
				out.uint(1);
				out.byte(2 | 8);
			}),
			'unknown kind',
		],
		[
			'a bank question the site does not have',
			rawCode((out) => {
				out.uint(1);
				out.byte(2);
				out.uint(BANK_QUESTIONS.length);
			}),
			'bank question this site does not have',
		],
		[
			'a prediction with an unknown tie-break',
			rawCode((out) => {
				out.uint(1);
				out.byte(3);
				out.uint(5);
				out.uint(5);
				out.uint(0);
				out.uint(9);
			}),
			'tie-break this site does not have',
		],
		[
			'a prediction starting off the board',
			rawCode((out) => {
				out.uint(1);
				out.byte(3);
				out.uint(5);
				out.uint(5);
				out.uint(25);
			}),
			'at most 24',
		],
		[
			'a count on a board of 0 rows',
			rawCode((out) => {
				out.uint(1);
				out.byte(4);
				out.uint(0);
				out.uint(5);
			}),
			'has no squares',
		],
		[
			'an exercise number the site does not have',
			rawCode((out) => {
				out.uint(1);
				out.byte(5);
				out.byte(1);
				out.uint(5);
				out.uint(EXERCISE_IDS.length + 1);
			}),
			'exercise this site does not have',
		],
		[
			'variants of unknown fields',
			rawCode((out) => {
				out.uint(1);
				out.byte(16);
				out.byte(0);
				out.uint(5);
				out.uint(5);
				out.uint(2);
				out.byte(9);
			}),
			'fields of the variants of task 1 are unknown',
		],
	])('refuses %s', (_, code, fragment) => {
		expect(() => decodeAssignment(code)).toThrow(ClassroomCodeError);
		expect(() => decodeAssignment(code)).toThrow(fragment);
	});
});

/** The eight-task assignment's code as this version of the site wrote it on 2026-11-27 (frozen). */
const GOLDEN_EIGHT =
	'KTA3.Ad0BkwAnI1Mr9Mgo3sPoAilvQMVaMaiYzC9KAdkKbnMASzpQBCeCC0gs5SOwoZEDFAMXkySUeeAiDeh8RLEHLU8hdQPYdZCSDexdYAUELAEhuaqgCOgSYDgDTU4t0eMQMGRlFeFh5GGQYBFh4uITYxMQ4rBhZT3ISLiZAkp_5DdTjExp3Exh-MjGxsTHL8fIy8rMwWHByMWUZMbEwGxoZsHCysbAYmJqYsTo7QgrysCJF1SDAd1TnpEJbGDCmhHgghJazQPLLlCOgKbrxDRQcWAOKRrtWZNygKU-KzMXIwBKA_RS';
