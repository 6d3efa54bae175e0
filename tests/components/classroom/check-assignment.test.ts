import { describe, expect, test } from 'vitest';
import { DRAFT_KEY } from '../../../src/components/classroom/builder-storage.ts';
import {
	builderAssignment,
	describeTask,
	expectedAnswer,
	readAssignment,
} from '../../../src/components/classroom/check-assignment.ts';
import { assignmentLink } from '../../../src/components/classroom/classroom-links.ts';
import {
	ClassroomCodeError,
	decodeAssignment,
	encodeAssignment,
	encodeSubmission,
	type Task,
} from '../../../src/lib/index.ts';
import { assignment, sq, submission } from './check-fixtures.ts';

const code = encodeAssignment(assignment);

/** The library's message for `text` as an assignment code. */
function message(text: string): string {
	try {
		decodeAssignment(text);
	} catch (error) {
		if (error instanceof ClassroomCodeError) return error.message;
	}
	throw new Error('decodes');
}

describe('readAssignment(text)', () => {
	test.each([
		['a bare code', code],
		['a fragment', `#${code}`],
		['the whole link', assignmentLink(code, 'https://school.example')],
		[
			'a link in a chat message',
			`Tomorrow's work: ${assignmentLink(code, 'https://x.org')} thanks`,
		],
		["the builder's link", `https://x.org/classroom/#edit=${code}`],
	])('reads %s', (_, text) => {
		expect(readAssignment(text)).toEqual({ status: 'read', assignment, code });
	});

	test('empty text is no assignment yet, not an error', () => {
		expect(readAssignment('   ')).toEqual({ status: 'empty' });
		expect(readAssignment('#')).toEqual({ status: 'empty' });
	});

	test.each([
		['a damaged code', `${code.slice(0, 20)}x${code.slice(21)}`],
		['a cut code', code.slice(0, -3)],
		['a submission code', encodeSubmission(submission('Ada', undefined, '1'))],
		['plain words', 'the week 3 homework'],
	])("says what is wrong with %s, in the library's words", (_, text) => {
		const reading = readAssignment(text);
		expect(reading.status).toBe('error');
		if (reading.status === 'error') expect(reading.message).toBe(message(text.trim()));
	});
});

describe('describeTask(task)', () => {
	test.each<[string, Task, string]>([
		['a plain tour', { kind: 'tour', board: { rows: 5, cols: 5 } }, 'A tour of a 5×5 board.'],
		[
			'every condition',
			{
				kind: 'tour',
				board: { rows: 5, cols: 5, holes: [sq('c3')] },
				start: sq('a1'),
				end: sq('e5'),
				closed: false,
				constraints: [{ move: 3, square: sq('a3') }],
				hints: false,
			},
			'A tour of a 5×5 board, without c3, starting on a1, ending on e5, with move 3 on a3. No hints.',
		],
		[
			'a closed tour with many holes and variants',
			{
				kind: 'tour',
				board: { rows: 6, cols: 6, holes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
				closed: true,
				variants: [{ start: 12 }, { start: 13 }, { start: 14 }],
			},
			'A closed tour of a 6×6 board, without a6, b6, c6, d6, e6, f6, a5, b5 and 2 more. Each student gets one of 3 variants (start, end or holes), picked by name.',
		],
		[
			'two holes',
			{ kind: 'tour', board: { rows: 5, cols: 5, holes: [0, 1] } },
			'A tour of a 5×5 board, without a5 and b5.',
		],
		[
			'a question, as text',
			{ kind: 'question', question: '<b>How</b> many?', answer: '3' },
			'Question: <b>How</b> many?',
		],
	])('%s', (_, task, text) => {
		expect(describeTask(task)).toBe(text);
	});

	test('the expected answer of a question, none for a tour', () => {
		expect(expectedAnswer({ kind: 'question', question: 'q', answer: '1,728' })).toBe(
			'Answer: 1,728',
		);
		expect(expectedAnswer({ kind: 'tour', board: { rows: 5, cols: 5 } })).toBeNull();
	});
});

describe('builderAssignment(storage)', () => {
	/** A storage holding `value` under the builder's key. */
	const storage = (value: string | null): Pick<Storage, 'getItem'> => ({
		getItem: (key) => (key === DRAFT_KEY ? value : null),
	});
	const draft = (source: unknown): string =>
		JSON.stringify({ version: 1, title: 'changed since', instructions: '', tasks: [], source });

	test("reads the code the builder last created, not the draft's later edits", () => {
		expect(builderAssignment(storage(draft(code)))).toEqual({ assignment, code });
	});

	test.each([
		['no storage', null],
		['no draft', storage(null)],
		['a draft never created', storage(draft(''))],
		['a damaged draft', storage('{"version":1,')],
		['a draft of another shape', storage('[1,2]')],
		['a source that is not a code', storage(draft('KTA1.nonsense'))],
		['a source of another type', storage(draft(42))],
		[
			'storage that throws',
			{
				getItem: () => {
					throw new Error('SecurityError');
				},
			},
		],
	])('nothing for %s', (_, given) => {
		expect(builderAssignment(given)).toBeNull();
	});
});
