/**
 * A task of a decoded assignment back as the builder's draft (`draftFromTask`): a prediction,
 * count or bank question read from its note (the words are the library's, question-kinds.ts).
 */
import { createBoard, squareName } from '../../lib/board.ts';
import { readQuestionNote } from '../../lib/classroom/question-kinds.ts';
import type { Task } from '../../lib/classroom/types.ts';
import { newDraft, START_BUDGET, type Draft } from './builder-drafts.ts';

/** The draft a question task was made from, read from its note; null for a question of its own. */
function draftFromNote(note: string): Draft | null {
	const source = readQuestionNote(note);
	if (source === null) return null;
	if (source.kind === 'bank') return { kind: 'bank', id: source.id };
	const rows = String(source.rows);
	const cols = String(source.cols);
	if (source.kind === 'count') return { kind: 'count', rows, cols, closed: source.closed };
	const start = squareName(createBoard(source.rows, source.cols), source.start);
	return {
		kind: 'predict',
		rows,
		cols,
		start,
		tieBreak: source.tieBreak,
		move: String(source.move),
	};
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
