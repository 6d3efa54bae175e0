/**
 * The words of the tasks the builder makes: the question a prediction or a
 * count asks, and the task's `note` (what the builder made it from), which
 * is short, readable on the answer key, and read back when an assignment is
 * opened for editing again (`draftFromTask`).
 */
import { createBoard, squareName } from '../../lib/board.ts';
import type { Task } from '../../lib/classroom/types.ts';
import {
	newDraft,
	PREDICT_TIE_BREAKS,
	START_BUDGET,
	type Draft,
	type PredictTieBreak,
} from './builder-drafts.ts';
import type { TaskWork } from './builder-read.ts';

/** How a prediction's question states each tie-break. */
const TIE_BREAK_WORDS: Readonly<Record<PredictTieBreak, string>> = {
	first:
		'a tie goes to the tied square that comes first in the fixed move order: clockwise, starting with two squares up and one to the right',
	pohl: "a tie is broken by Pohl's rule: for each tied square, add up the onward counts of its free neighbours and take the smallest total (a tie that is left goes to the first in the clockwise move order, starting with two up and one right)",
	roth: "a tie is broken by Roth's rule: take the tied square farthest from the centre of the board (a tie that is left goes to the first in the clockwise move order, starting with two up and one right)",
	'squirrel-cull':
		"ties are broken by Squirrel and Cull's move orders (1996), which change at their switch squares",
};

/** Names the board size "8×8". */
const size = (rows: number, cols: number): string => `${String(rows)}×${String(cols)}`;

/** The question a prediction asks. */
export function predictQuestion(work: Extract<TaskWork, { kind: 'predict' }>): string {
	const board = createBoard(work.rows, work.cols);
	return (
		`Warnsdorff's rule on the ${size(work.rows, work.cols)} board: the knight starts on ` +
		`${squareName(board, work.start)} (move 1) and always moves to the unvisited square from ` +
		`which it has the fewest onward moves; ${TIE_BREAK_WORDS[work.tieBreak]}. ` +
		`Which square is move ${String(work.move)}? Answer with its name, such as c3.`
	);
}

/** The note of a prediction: "Prediction: Warnsdorff's rule, tie-break pohl, 8×8, start a1, move 10." */
export function predictNote(work: Extract<TaskWork, { kind: 'predict' }>): string {
	const board = createBoard(work.rows, work.cols);
	return `Prediction: Warnsdorff's rule, tie-break ${work.tieBreak}, ${size(work.rows, work.cols)}, start ${squareName(board, work.start)}, move ${String(work.move)}.`;
}

/** The question a count asks. */
export function countQuestion(work: Extract<TaskWork, { kind: 'count' }>): string {
	return `How many ${work.closed ? 'closed' : 'open'} knight's tours does the ${size(work.rows, work.cols)} board have, counting a tour and its reverse as one?`;
}

/** The note of a count: "Count: closed tours of 6×6." */
export function countNote(work: Extract<TaskWork, { kind: 'count' }>): string {
	return `Count: ${work.closed ? 'closed' : 'open'} tours of ${size(work.rows, work.cols)}.`;
}

/** The note of a bank question: "Lesson bank: edges-8x8." */
export function bankNote(id: string): string {
	return `Lesson bank: ${id}.`;
}

const PREDICT_NOTE =
	/^Prediction: Warnsdorff's rule, tie-break ([a-z-]+), (\d+)×(\d+), start ([a-z]+\d+), move (\d+)\.$/;
const COUNT_NOTE = /^Count: (closed|open) tours of (\d+)×(\d+)\.$/;
const BANK_NOTE = /^Lesson bank: ([a-z0-9-]+)\.$/;

/** The draft a question task was made from, read from its note; null for a question of its own. */
function draftFromNote(note: string): Draft | null {
	const predict = PREDICT_NOTE.exec(note);
	if (predict !== null) {
		const [, tie, rows, cols, start, move] = predict as unknown as string[];
		const tieBreak = PREDICT_TIE_BREAKS.find((t) => t === tie);
		if (tieBreak === undefined) return null;
		return { kind: 'predict', rows, cols, start, tieBreak, move } as Draft;
	}
	const count = COUNT_NOTE.exec(note);
	if (count !== null) {
		const [, which, rows, cols] = count as unknown as string[];
		return { kind: 'count', rows, cols, closed: which === 'closed' } as Draft;
	}
	const bank = BANK_NOTE.exec(note);
	if (bank !== null) return { kind: 'bank', id: bank[1] as string };
	return null;
}

/**
 * The draft that gives back a task of a decoded assignment: a tour with its
 * conditions (and which fields its variants vary), a prediction, bank
 * question or count read from its note, else a question of the teacher's own.
 */
export function draftFromTask(task: Task): Draft {
	if (task.kind === 'question') {
		const fromNote = task.note === undefined ? null : draftFromNote(task.note);
		return fromNote ?? { kind: 'question', question: task.question, answer: task.answer };
	}
	if (task.kind === 'program') {
		return {
			kind: 'program',
			exercise: task.exercise,
			javascript: task.languages.includes('javascript'),
			python: task.languages.includes('python'),
			starters: {
				javascript: task.starters?.javascript ?? null,
				python: task.starters?.python ?? null,
			},
			seconds: String(task.timeLimit),
		};
	}
	const { rows, cols } = task.board;
	const board = createBoard(rows, cols);
	const name = (square: number): string => squareName(board, square);
	const variants = task.variants ?? [];
	const draft = newDraft('tour');
	return {
		...draft,
		kind: 'tour',
		rows: String(rows),
		cols: String(cols),
		holes: (task.board.holes ?? []).map(name),
		start: task.start === undefined ? '' : name(task.start),
		end: task.end === undefined ? '' : name(task.end),
		closed: task.closed === true,
		fixed: (task.constraints ?? []).map(({ move, square }) => ({ move, square: name(square) })),
		hints: task.hints !== false,
		vary: {
			start: variants.some((v) => v.start !== undefined),
			end: variants.some((v) => v.end !== undefined),
			holes: variants.some((v) => v.holes !== undefined),
		},
		budget: START_BUDGET,
	};
}
