/**
 * The questions of the lessons' exercise bank, as the builder lists them: text
 * only, so that the builder's page loads them without the library code that
 * computes their answers (builder-bank.ts, which runs in the builder's worker).
 */

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
