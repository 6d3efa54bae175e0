/**
 * Reading the builder's drafts: each field's text becomes a value, or a
 * message for the field ("Rows must be a whole number from 1 to 40; 0 is out
 * of range."); a draft that reads cleanly becomes the work the site must do
 * before the task can be handed out (a tour to solve, an answer to compute).
 */
import { createBoard, isHole, parseSquare, type Board, type Square } from '../../lib/board.ts';
import {
	CLASSROOM_LIMITS,
	type ProgramLanguage,
	type ProgramTask,
	type TourAssignmentTask,
} from '../../lib/classroom/types.ts';
import { CODE_EXERCISES } from '../../lib/code/exercises.ts';
import { parseWholeNumber, type Parsed } from '../../lib/input.ts';
import { bankQuestionText } from '../../lib/classroom/question-kinds.ts';
import type {
	CountDraft,
	Draft,
	PredictDraft,
	PredictTieBreak,
	ProgramDraft,
	QuestionDraft,
	TourDraft,
	Vary,
} from './builder-drafts.ts';

/** The largest side of an assignment's boards. */
export const MAX_BUILDER_SIDE = CLASSROOM_LIMITS.side;

/** What the site must do with a task that reads cleanly. */
export type TaskWork =
	| { kind: 'tour'; task: TourAssignmentTask; vary: Vary; budget: number }
	| {
			kind: 'predict';
			rows: number;
			cols: number;
			start: Square;
			tieBreak: PredictTieBreak;
			move: number;
	  }
	| { kind: 'bank'; id: string }
	| { kind: 'count'; rows: number; cols: number; closed: boolean }
	| { kind: 'question'; question: string; answer: string }
	/** A program task: the site runs the exercise's reference in each language before it is handed out. */
	| { kind: 'program'; task: ProgramTask };

/** A draft read: its work (null while a field is wrong), a message per wrong field, and notes. */
export interface DraftReading {
	work: TaskWork | null;
	/** Field name → what is wrong with it. */
	errors: Record<string, string>;
	/** Things worth saying that are not errors (holes off a shrunken board). */
	notes: string[];
	/**
	 * The fields in `errors` that are only empty (a question not typed yet): the builder shows
	 * them once "Create assignment" has been pressed, not while the teacher has typed nothing.
	 */
	blank?: string[];
	/** The board as the student will see it (tours and predictions), or null while the size is wrong. */
	board: Board | null;
}

/** Reads Rows and Columns into a board with these holes, collecting errors under `rows`/`cols`. */
function readSize(
	rowsText: string,
	colsText: string,
	errors: Record<string, string>,
): { rows: number; cols: number } | null {
	const rows = parseWholeNumber(rowsText, 'Rows', 1, MAX_BUILDER_SIDE);
	const cols = parseWholeNumber(colsText, 'Columns', 1, MAX_BUILDER_SIDE);
	if (!rows.ok) errors['rows'] = rows.message;
	if (!cols.ok) errors['cols'] = cols.message;
	return rows.ok && cols.ok ? { rows: rows.value, cols: cols.value } : null;
}

/** Reads a square name typed into `label` ("Start", "End"); empty is null unless required. */
export function readSquareText(
	board: Board,
	text: string,
	label: string,
	required = false,
): Parsed<Square | null> {
	if (text.trim() === '') {
		return required
			? { ok: false, message: `${label}: type a square name, such as a1.` }
			: { ok: true, value: null };
	}
	try {
		const square = parseSquare(board, text);
		if (isHole(board, square)) {
			return { ok: false, message: `${label}: ${text.trim()} is a hole; choose another square.` };
		}
		return { ok: true, value: square };
	} catch (error) {
		return { ok: false, message: `${label}: ${(error as Error).message}` };
	}
}

/** Reads the holes' names on a board: those on it, and the names of those off it. */
function readHoles(rows: number, cols: number, names: readonly string[]) {
	const plain = createBoard(rows, cols);
	const on: Square[] = [];
	const off: string[] = [];
	for (const name of names) {
		try {
			const square = parseSquare(plain, name);
			if (!on.includes(square)) on.push(square);
		} catch {
			off.push(name);
		}
	}
	return { on: on.sort((a, b) => a - b), off };
}

/** Reads a tour draft. */
function readTour(draft: TourDraft): DraftReading {
	const errors: Record<string, string> = {};
	const notes: string[] = [];
	const size = readSize(draft.rows, draft.cols, errors);
	if (size === null) return { work: null, errors, notes, board: null };
	const { rows, cols } = size;
	const holes = readHoles(rows, cols, draft.holes);
	if (holes.off.length > 0) {
		notes.push(
			`${holes.off.join(', ')} ${holes.off.length === 1 ? 'is' : 'are'} off the ${String(rows)}×${String(cols)} board and left out; ${holes.off.length === 1 ? 'it comes' : 'they come'} back if the board grows.`,
		);
	}
	if (holes.on.length >= rows * cols) {
		errors['holes'] = 'Every square is a hole: leave at least one square to visit.';
		return { work: null, errors, notes, board: null };
	}
	const board = createBoard(rows, cols, { holes: holes.on });
	const start = readSquareText(board, draft.start, 'Start');
	const end = readSquareText(board, draft.end, 'End');
	if (!start.ok) errors['start'] = start.message;
	if (!end.ok) errors['end'] = end.message;
	if (start.ok && end.ok && start.value !== null && start.value === end.value && rows * cols > 1) {
		errors['end'] =
			'End: the same square as the Start. For a tour that comes back to its start, tick Closed tour and leave End empty.';
	}
	const total = rows * cols - holes.on.length;
	const constraints: { move: number; square: Square }[] = [];
	const fixedProblems: string[] = [];
	for (const { move, square } of draft.fixed) {
		const read = readSquareText(board, square, `Move ${String(move)}`, true);
		if (!read.ok) fixedProblems.push(read.message);
		else if (move > total)
			fixedProblems.push(
				`Move ${String(move)}: this board has only ${String(total)} squares to visit.`,
			);
		else constraints.push({ move, square: read.value as Square });
	}
	if (fixedProblems.length > 0) errors['fixed'] = fixedProblems.join(' ');
	if (draft.vary.holes && holes.on.length === 0) {
		errors['vary'] =
			'To vary the holes, make at least one hole first (click squares on the board).';
	}
	if (Object.keys(errors).length > 0) return { work: null, errors, notes, board };
	const task: TourAssignmentTask = { kind: 'tour', board: { rows, cols } };
	if (holes.on.length > 0) task.board.holes = holes.on;
	if (start.ok && start.value !== null) task.start = start.value;
	if (end.ok && end.value !== null) task.end = end.value;
	task.closed = draft.closed;
	if (constraints.length > 0) task.constraints = constraints.sort((a, b) => a.move - b.move);
	task.hints = draft.hints;
	return {
		work: { kind: 'tour', task, vary: { ...draft.vary }, budget: draft.budget },
		errors,
		notes,
		board,
	};
}

/** Tells whether Squirrel and Cull's move order is defined here (a corner of a square board, side ≥ 5). */
function squirrelCullFits(rows: number, cols: number, start: Square): boolean {
	const corners = [0, cols - 1, rows * cols - cols, rows * cols - 1];
	return rows === cols && rows >= 5 && corners.includes(start);
}

/** Reads a prediction draft. */
function readPredict(draft: PredictDraft): DraftReading {
	const errors: Record<string, string> = {};
	const size = readSize(draft.rows, draft.cols, errors);
	if (size === null) return { work: null, errors, notes: [], board: null };
	const { rows, cols } = size;
	const board = createBoard(rows, cols);
	const start = readSquareText(board, draft.start, 'Start', true);
	if (!start.ok) errors['start'] = start.message;
	const move = parseWholeNumber(draft.move, 'Move', 2, Math.max(2, rows * cols));
	if (!move.ok) errors['move'] = move.message;
	if (
		start.ok &&
		draft.tieBreak === 'squirrel-cull' &&
		!squirrelCullFits(rows, cols, start.value as Square)
	) {
		errors['tieBreak'] =
			"Squirrel and Cull's move order is made for a start in a corner of a square board of side 5 or more; choose another tie-break or start.";
	}
	if (!start.ok || !move.ok || Object.keys(errors).length > 0) {
		return { work: null, errors, notes: [], board };
	}
	const work: TaskWork = {
		kind: 'predict',
		rows,
		cols,
		start: start.value as Square,
		tieBreak: draft.tieBreak,
		move: move.value,
	};
	return { work, errors, notes: [], board };
}

/**
 * Tells whether the library counts this board's tours quickly (measured: about a second at most on
 * the development machine; 6×6 open takes five, 5×8 open two).
 */
export function countsQuickly(rows: number, cols: number, closed: boolean): boolean {
	const short = Math.min(rows, cols);
	const long = Math.max(rows, cols);
	if (short <= 3) return true;
	if (short === 4) return closed || long <= 16;
	if (short === 5) return closed ? long <= 14 : long <= 7;
	if (short === 6) return closed && long <= 7;
	return false;
}

/** Reads a count draft. */
function readCount(draft: CountDraft): DraftReading {
	const errors: Record<string, string> = {};
	const size = readSize(draft.rows, draft.cols, errors);
	if (size === null) return { work: null, errors, notes: [], board: null };
	const { rows, cols } = size;
	if (!countsQuickly(rows, cols, draft.closed)) {
		errors['size'] =
			`Counting the ${draft.closed ? 'closed' : 'open'} tours of ${String(rows)}×${String(cols)} takes the site too long for a worksheet. Choose a board it counts quickly: ${draft.closed ? 'closed tours up to 6×7, 5×14 or 3×40' : 'open tours up to 5×7, 4×16 or 3×40'}.`;
		return { work: null, errors, notes: [], board: null };
	}
	return {
		work: { kind: 'count', rows, cols, closed: draft.closed },
		errors,
		notes: [],
		board: null,
	};
}

/** Reads a question typed by the teacher. */
function readQuestion(draft: QuestionDraft): DraftReading {
	const errors: Record<string, string> = {};
	const question = draft.question.trim();
	const answer = draft.answer.trim();
	const blank = [question === '' ? 'question' : '', answer === '' ? 'answer' : ''].filter(Boolean);
	if (question === '') errors['question'] = 'Type the question the students will answer.';
	else if (question.length > CLASSROOM_LIMITS.question)
		errors['question'] =
			`The question has ${String(question.length)} characters; at most ${String(CLASSROOM_LIMITS.question)} fit in a link.`;
	if (answer === '')
		errors['answer'] = "Type the answer: the students' answers are marked against it.";
	else if (answer.length > CLASSROOM_LIMITS.answer)
		errors['answer'] =
			`The answer has ${String(answer.length)} characters; at most ${String(CLASSROOM_LIMITS.answer)} are allowed.`;
	const work: TaskWork | null =
		Object.keys(errors).length === 0 ? { kind: 'question', question, answer } : null;
	return { work, errors, notes: [], board: null, blank };
}

/** Reads a program task: an exercise of the code cells, a language or both, starters, a time limit. */
function readProgram(draft: ProgramDraft): DraftReading {
	const errors: Record<string, string> = {};
	if (!CODE_EXERCISES.some((exercise) => exercise.id === draft.exercise)) {
		errors['exercise'] = 'Choose an exercise from the list.';
	}
	const languages = (['javascript', 'python'] as const).filter((language) => draft[language]);
	if (languages.length === 0) errors['languages'] = 'Allow JavaScript, Python or both.';
	const { minSeconds, maxSeconds, program } = CLASSROOM_LIMITS;
	const seconds = parseWholeNumber(draft.seconds, 'The time limit', minSeconds, maxSeconds);
	if (!seconds.ok) errors['seconds'] = seconds.message;
	const starters: Partial<Record<ProgramLanguage, string>> = {};
	for (const language of languages) {
		const text = draft.starters[language];
		if (text === null) continue;
		if (text.length > program) {
			errors[`starter-${language}`] =
				`The starter has ${text.length.toLocaleString('en-US')} characters; at most ${program.toLocaleString('en-US')} fit in a link.`;
		} else starters[language] = text;
	}
	if (Object.keys(errors).length > 0 || !seconds.ok) {
		return { work: null, errors, notes: [], board: null };
	}
	const task: ProgramTask = {
		kind: 'program',
		exercise: draft.exercise,
		languages,
		timeLimit: seconds.value,
	};
	if (Object.keys(starters).length > 0) task.starters = starters;
	return { work: { kind: 'program', task }, errors, notes: [], board: null };
}

/** Reads any draft. */
export function readDraft(draft: Draft): DraftReading {
	switch (draft.kind) {
		case 'tour':
			return readTour(draft);
		case 'predict':
			return readPredict(draft);
		case 'count':
			return readCount(draft);
		case 'question':
			return readQuestion(draft);
		case 'program':
			return readProgram(draft);
		case 'bank':
			return bankQuestionText(draft.id) === undefined
				? { work: null, errors: { id: 'Choose a question from the list.' }, notes: [], board: null }
				: { work: { kind: 'bank', id: draft.id }, errors: {}, notes: [], board: null };
	}
}
