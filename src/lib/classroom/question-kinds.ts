/**
 * The questions the assignment builder makes for the teacher, as plain data the library can
 * write again from a few fields: the lessons' exercise bank (its questions' text; the answers are
 * computed by builder-bank.ts in the builder's worker), Warnsdorff predictions and tour counts.
 * A task's `note` names where it came from ("Lesson bank: edges-8x8.", "Count: open tours of
 * 5×6."), and `questionSource` reads it back: a compact assignment code (compact-code.ts) then
 * carries the few fields instead of the words. So the words here are part of the codes' format:
 * change one and the tasks made with the old words are written out in full instead (still read,
 * only longer); never change the order of `BANK_QUESTIONS` ids or `PREDICT_TIE_BREAKS`.
 */
import { createBoard, parseSquare, squareName, type Square } from '../board.ts';
import type { TieBreak } from '../solvers/warnsdorff.ts';
import type { QuestionTask } from './types.ts';

/** One question of the bank as the student reads it. */
export interface BankQuestionText {
	/** Stable name, stored in the task's note ("Lesson bank: edges-8x8."). */
	id: string;
	/** The lesson it comes from, as the menu groups it. */
	lesson: string;
	/** The question as the student reads it. */
	question: string;
}

/** The bank's questions, in lesson order. */
export const BANK_QUESTIONS: readonly BankQuestionText[] = [
	{
		id: 'edges-8x8',
		lesson: "Lesson 1: The knight's move",
		question:
			"How many edges does the knight's graph of the 8×8 board have (pairs of squares a knight's move apart)?",
	},
	{
		id: 'eight-moves-8x8',
		lesson: "Lesson 1: The knight's move",
		question: 'On the 8×8 board, from how many squares does a knight have all eight moves?',
	},
	{
		id: 'odd-degree-8x8',
		lesson: "Lesson 2: The knight's graph and Hamiltonian paths",
		question: "How many vertices of odd degree does the knight's graph of the 8×8 board have?",
	},
	{
		id: 'odd-degree-3x4',
		lesson: "Lesson 2: The knight's graph and Hamiltonian paths",
		question: "How many vertices of odd degree does the knight's graph of the 3×4 board have?",
	},
	{
		id: 'backtracks-6x6',
		lesson: 'Lesson 3: Backtracking',
		question:
			'From a1 on the 6×6 board, the textbook backtracking search finds its first tour. How many backtracks does it make on the way?',
	},
	{
		id: 'warnsdorff-5x5-c1',
		lesson: "Lesson 4: Warnsdorff's rule",
		question:
			"On the 5×5 board, start Warnsdorff's rule on c1 and break ties by the first move in order. How many squares does the knight visit, the start included, before it stops?",
	},
	{
		id: 'closed-3x10',
		lesson: "Lesson 5: Schwenk's theorem",
		question: "How many closed knight's tours does the 3×10 board have?",
	},
	{
		id: 'smallest-square',
		lesson: "Lesson 5: Schwenk's theorem",
		question: "What is the side of the smallest square board that has a closed knight's tour?",
	},
	{
		id: 'open-3x4',
		lesson: 'Lesson 7: How many tours?',
		question:
			"How many open knight's tours does the 3×4 board have, counting a tour and its reverse as one?",
	},
	{
		id: 'directed-5x5',
		lesson: 'Lesson 7: How many tours?',
		question:
			"How many open knight's tours does the 5×5 board have, counting a tour and its reverse as two?",
	},
	{
		id: 'symmetry-4x5',
		lesson: 'Lesson 7: How many tours?',
		question:
			"How many open knight's tours does the 4×5 board have up to symmetry (tours that a rotation or reflection of the board maps onto each other count as one)?",
	},
	{
		id: 'pairs-5x5',
		lesson: 'Lesson 8: Variations',
		question:
			'On the 5×5 board, how many ordered pairs (start, end) of squares are joined by an open tour?',
	},
];

/** Returns the bank question with this id, or undefined. */
export function bankQuestionText(id: string): BankQuestionText | undefined {
	return BANK_QUESTIONS.find((entry) => entry.id === id);
}

/** The Warnsdorff tie-breaks a prediction may use: those that need no seed. Their order is in codes. */
export const PREDICT_TIE_BREAKS = [
	'first',
	'pohl',
	'roth',
	'squirrel-cull',
] as const satisfies readonly TieBreak[];
export type PredictTieBreak = (typeof PREDICT_TIE_BREAKS)[number];

/** A Warnsdorff prediction: which square is move `move` from `start` on a rows×cols board. */
export interface PredictSpec {
	rows: number;
	cols: number;
	start: Square;
	tieBreak: PredictTieBreak;
	move: number;
}

/** A count of the tours of a rows×cols board (a tour and its reverse as one). */
export interface CountSpec {
	rows: number;
	cols: number;
	closed: boolean;
}

/** Where a question task came from, when its words are exactly the builder's. */
export type QuestionSource =
	| ({ kind: 'predict' } & PredictSpec)
	| ({ kind: 'count' } & CountSpec)
	| { kind: 'bank'; id: string };

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
export function predictQuestion(spec: PredictSpec): string {
	const board = createBoard(spec.rows, spec.cols);
	return (
		`Warnsdorff's rule on the ${size(spec.rows, spec.cols)} board: the knight starts on ` +
		`${squareName(board, spec.start)} (move 1) and always moves to the unvisited square from ` +
		`which it has the fewest onward moves; ${TIE_BREAK_WORDS[spec.tieBreak]}. ` +
		`Which square is move ${String(spec.move)}? Answer with its name, such as c3.`
	);
}

/** The note of a prediction: "Prediction: Warnsdorff's rule, tie-break pohl, 8×8, start a1, move 10." */
export function predictNote(spec: PredictSpec): string {
	const board = createBoard(spec.rows, spec.cols);
	return `Prediction: Warnsdorff's rule, tie-break ${spec.tieBreak}, ${size(spec.rows, spec.cols)}, start ${squareName(board, spec.start)}, move ${String(spec.move)}.`;
}

/** The question a count asks. */
export function countQuestion(spec: CountSpec): string {
	return `How many ${spec.closed ? 'closed' : 'open'} knight's tours does the ${size(spec.rows, spec.cols)} board have, counting a tour and its reverse as one?`;
}

/** The note of a count: "Count: closed tours of 6×6." */
export function countNote(spec: CountSpec): string {
	return `Count: ${spec.closed ? 'closed' : 'open'} tours of ${size(spec.rows, spec.cols)}.`;
}

/** The note of a bank question: "Lesson bank: edges-8x8." */
export function bankNote(id: string): string {
	return `Lesson bank: ${id}.`;
}

const PREDICT_NOTE =
	/^Prediction: Warnsdorff's rule, tie-break ([a-z-]+), (\d+)×(\d+), start ([a-z]+\d+), move (\d+)\.$/;
const COUNT_NOTE = /^Count: (closed|open) tours of (\d+)×(\d+)\.$/;
const BANK_NOTE = /^Lesson bank: ([a-z0-9-]+)\.$/;

/** The largest side a builder question names (an assignment's boards are at most 40×40). */
const MAX_SIDE = 40;

/** A side read from a note, or null when it is not one a board can have. */
function side(text: string | undefined): number | null {
	const n = Number(text);
	return Number.isInteger(n) && n >= 1 && n <= MAX_SIDE ? n : null;
}

/**
 * What a note says the question was made from, or null for a note of the teacher's own. It reads
 * the note only; `questionSource` also holds the question's words to it.
 */
export function readQuestionNote(note: string): QuestionSource | null {
	const predict = PREDICT_NOTE.exec(note);
	if (predict !== null) {
		const [, tie, r, c, at, m] = predict as unknown as string[];
		const tieBreak = PREDICT_TIE_BREAKS.find((t) => t === tie);
		const rows = side(r);
		const cols = side(c);
		const move = Number(m);
		if (tieBreak === undefined || rows === null || cols === null) return null;
		if (!Number.isSafeInteger(move)) return null;
		let start: Square;
		try {
			start = parseSquare(createBoard(rows, cols), at as string);
		} catch {
			return null;
		}
		return { kind: 'predict', rows, cols, start, tieBreak, move };
	}
	const count = COUNT_NOTE.exec(note);
	if (count !== null) {
		const [, which, r, c] = count as unknown as string[];
		const rows = side(r);
		const cols = side(c);
		return rows === null || cols === null
			? null
			: { kind: 'count', rows, cols, closed: which === 'closed' };
	}
	const bank = BANK_NOTE.exec(note);
	if (bank !== null && bankQuestionText(bank[1] as string) !== undefined) {
		return { kind: 'bank', id: bank[1] as string };
	}
	return null;
}

/** The question and note the builder writes for `source`. */
export function questionWords(source: QuestionSource): { question: string; note: string } {
	switch (source.kind) {
		case 'predict':
			return { question: predictQuestion(source), note: predictNote(source) };
		case 'count':
			return { question: countQuestion(source), note: countNote(source) };
		case 'bank':
			return { question: bankQuestionText(source.id)?.question ?? '', note: bankNote(source.id) };
	}
}

/**
 * Where a question task came from, when its question and note are exactly the words the builder
 * writes for that source; null for a question of the teacher's own, or one whose words differ.
 */
export function questionSource(task: QuestionTask): QuestionSource | null {
	if (task.note === undefined) return null;
	const source = readQuestionNote(task.note);
	if (source === null) return null;
	const words = questionWords(source);
	return words.question === task.question && words.note === task.note ? source : null;
}
