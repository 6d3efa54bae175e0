import { describe, expect, test } from 'vitest';
import { checkPasted } from '../../../src/components/classroom/check-marking.ts';
import { summariseTasks, tourMistake } from '../../../src/components/classroom/check-summary.ts';
import { checkTourTask, type TourTask } from '../../../src/lib/tour-task-check.ts';
import { markSubmission } from '../../../src/lib/index.ts';
import { assignment, code, mirrored, rightTour, sq, submission } from './check-fixtures.ts';

const tour = rightTour();

/** The library's reason for a tour on a task. */
function reason(task: TourTask, squares: number[]): string {
	const check = checkTourTask(task, squares);
	if (check.status === 'right') throw new Error('this tour is right');
	return check.message;
}

const open5: TourTask = { board: { rows: 5, cols: 5 } };

describe('tourMistake(reason)', () => {
	// Each reason comes from the library, so a change in its wording fails here, not silently.
	test.each<[string, () => string]>([
		["A move that is not a knight's move", () => reason(open5, [sq('a1'), sq('a2')])],
		['A square visited twice', () => reason(open5, [sq('a1'), sq('b3'), sq('a1')])],
		[
			'A move onto a hole',
			() => reason({ board: { rows: 5, cols: 5, holes: [sq('b3')] } }, [sq('a1'), sq('b3')]),
		],
		['Not started on the Start square', () => reason({ ...open5, start: sq('c3') }, tour)],
		['Not ended on the End square', () => reason({ ...open5, end: tour[5] as number }, tour)],
		[
			'A fixed move not where the task puts it',
			() => reason({ ...open5, constraints: [{ move: 2, square: tour[3] as number }] }, tour),
		],
		['Not every square visited', () => reason(open5, tour.slice(0, 7))],
		['Not closed', () => reason({ ...open5, closed: true }, tour)],
		['A square off the board', () => reason(open5, [sq('a1'), 99])],
		[
			'No tour handed in',
			() => markSubmission(assignment, submission('Ada', undefined, '1')).tasks[0]?.reason ?? '',
		],
	])('%s', (kind, make) => {
		expect(tourMistake(make())).toBe(kind);
	});

	test('a reason it does not know is kept as it is', () => {
		expect(tourMistake('Something new.')).toBe('Something new.');
	});
});

describe('summariseTasks(assignment, submissions)', () => {
	test('how many got each task right, and the commonest mistakes first', () => {
		const text = [
			code('Ada', tour, '1728'),
			code('Ben', tour.slice(0, 10), '1,729'),
			code('Cy', tour.slice(0, 3), '1729'),
			code('Dee', mirrored(tour), ''),
			code('Eve', undefined, '1729.0'),
			code('Fay', tour, 'twelve'),
		].join('\n');
		const summary = summariseTasks(assignment, checkPasted(assignment, text).submissions);
		expect(summary).toEqual([
			{
				task: 1,
				kind: 'tour',
				right: 2,
				total: 6,
				mistakes: [
					{ text: 'Not every square visited', count: 2 },
					{ text: 'Not started on the Start square', count: 1 },
					{ text: 'No tour handed in', count: 1 },
				],
				otherMistakes: 0,
			},
			{
				task: 2,
				kind: 'question',
				right: 1,
				total: 6,
				// "1,729", "1729" and "1729.0" are one answer, as the marking reads them; shown as first typed.
				mistakes: [
					{ text: '1,729', count: 3 },
					{ text: 'No answer', count: 1 },
					{ text: 'twelve', count: 1 },
				],
				otherMistakes: 0,
			},
		]);
	});

	test('lists five mistakes and counts the rest', () => {
		const answers = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'];
		const text = answers.map((a, i) => code(`S${String(i)}`, tour, a)).join('\n');
		const [, question] = summariseTasks(assignment, checkPasted(assignment, text).submissions);
		expect(question?.mistakes).toHaveLength(5);
		expect(question?.mistakes[0]).toEqual({ text: 'a', count: 2 });
		expect(question?.otherMistakes).toBe(2);
	});

	test('an empty class: nobody, nothing common', () => {
		const summary = summariseTasks(assignment, []);
		expect(summary.map((s) => [s.right, s.total, s.mistakes])).toEqual([
			[0, 0, []],
			[0, 0, []],
		]);
	});
});
