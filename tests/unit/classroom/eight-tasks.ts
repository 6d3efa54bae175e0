/**
 * Issue 29's eight-task assignment, as the builder makes it, for the tests of short links.
 */
import type { Assignment, QuestionTask } from '../../../src/lib/index.ts';
import {
	BANK_QUESTIONS,
	bankNote,
	countNote,
	countQuestion,
	predictNote,
	predictQuestion,
} from '../../../src/lib/classroom/question-kinds.ts';

/** A bank question as the builder makes it. */
export function bank(id: string, answer: string): QuestionTask {
	const entry = BANK_QUESTIONS.find((q) => q.id === id);
	if (entry === undefined) throw new Error(`no bank question ${id}`);
	return { kind: 'question', question: entry.question, answer, note: bankNote(id) };
}

/**
 * Issue 29's eight-task assignment, as the builder makes it: a title and two sentences of
 * instructions (about 190 characters); a 5×5 tour whose start varies by student (12 variants, the
 * builder's pool); a closed 5×5 trick with the library's reason; a 6×6 tour with two holes and a
 * fixed move; a Warnsdorff prediction; a bank question; a 5×6 count; a question of the teacher's
 * own; a program task.
 */
const predict = { rows: 8, cols: 8, start: 56, tieBreak: 'pohl' as const, move: 10 };
const count = { rows: 5, cols: 6, closed: false };
export const EIGHT_TASKS: Assignment = {
	title: 'Week 5: knight’s tours',
	instructions:
		'Do the tasks in order, and ask for a hint only when you are really stuck. When you have finished, press Submit and send me your code before Friday’s lesson, or hand in the printed sheet.',
	tasks: [
		{
			kind: 'tour',
			board: { rows: 5, cols: 5 },
			start: 20,
			hints: true,
			variants: [12, 0, 24, 4, 20, 2, 10, 14, 22, 6, 16, 18].map((start) => ({ start })),
		},
		{
			kind: 'tour',
			board: { rows: 5, cols: 5 },
			closed: true,
			hints: true,
			note: 'Trick: no tour. No closed tour on 5×5: both sides are odd, so it has an odd number of squares (25), but a closed tour alternates colours and needs an even number (Schwenk (1991), condition a).',
		},
		{
			kind: 'tour',
			board: { rows: 6, cols: 6, holes: [14, 15] },
			start: 30,
			constraints: [{ move: 13, square: 5 }],
			hints: true,
		},
		{
			kind: 'question',
			question: predictQuestion(predict),
			answer: 'b6',
			note: predictNote(predict),
		},
		bank('edges-8x8', '168'),
		{ kind: 'question', question: countQuestion(count), answer: '4542', note: countNote(count) },
		{
			kind: 'question',
			question: 'A knight starts on a white square. What colour is its square after 7 moves?',
			answer: 'black',
		},
		{
			kind: 'program',
			exercise: 'backtracking-5x5',
			languages: ['javascript', 'python'],
			timeLimit: 10,
		},
	],
};
