/**
 * The preset dictionary of assignment codes of version 3 (compact-code.ts): text that a teacher's
 * title, instructions, own questions and the builder's notes are likely to repeat, so that DEFLATE
 * can point back into it instead of spelling the words out. A 190-character paragraph of
 * instructions then takes about half its length, and a trick task's note a tenth.
 *
 * FROZEN: every "KTA3." code ever handed out is decompressed with exactly these bytes. Never edit
 * this text; a better dictionary is a new method byte (or a new version) beside it. Phrases that
 * are used most come last, where DEFLATE's distances are shortest.
 */
import { writeUtf8 } from './utf8.ts';

const PHRASES = [
	// The library's reasons why a task has no tour (theory.ts, tour-task.ts), as trick notes quote them.
	'Trick: no tour. No tour on 3×3: the knight can never reach or leave the centre square.',
	'Trick: no tour. No tour on 4×4: an exhaustive search finds none (OEIS A165134 counts 0).',
	'Trick: no tour. No closed tour on 3×8: the boards 3×4, 3×6 and 3×8 have none, as an exhaustive search shows (Schwenk (1991), condition c).',
	"Trick: no tour. No closed tour on 4×6: with 4 rows, a closed tour would have to alternate between the two outer and the two inner rows and also between the colours, so it could never reach the outer squares of the other colour (Pósa's argument; Schwenk (1991), condition b).",
	'Trick: no tour. No closed tour on 7×7: both sides are odd, so it has an odd number of squares (49), but a closed tour alternates colours and needs an even number (Schwenk (1991), condition a).',
	'The board falls apart: no sequence of leaps joins the other squares, so no tour can visit them all.',
	'has only one leap, but a closed tour enters and leaves every square. A single square is not a closed tour.',
	'No tour exists: the search tried every path. The squares of one colour outnumber the other by more than one.',
	// Words of a teacher's instructions and own questions.
	'Homework for next week, due on Monday, Tuesday, Wednesday, Thursday or Friday at the start of the lesson. ',
	'Work on your own, in pairs or in groups. Show your working and explain your answer in a sentence or two. ',
	'Use the hints only when you are stuck, and try each task before you look at the solution. ',
	'When you have finished, press Submit and copy your code into the form, or send it to me by email. ',
	'Read lesson 1, 2, 3, 4, 5, 6, 7 and 8 first: the knight’s graph, Hamiltonian paths, backtracking, ',
	"Warnsdorff's rule, Schwenk's theorem, the neural network, counting tours and variations. ",
	'Why does the knight always move to a square of the other colour? What is the degree of a corner square? ',
	'How many moves does a knight have from the centre of the board? Explain why there is no closed tour. ',
	'Which squares can the tour start on? Can you find a tour that ends next to where it started? ',
	'Week 1 2 3 4 5 6 7 8 9 10 11 12 Unit Chapter Class Year Group Set Maths Computer science Puzzle ',
	'Knight’s tours: practice, quiz, test, revision and challenge for the whole class. ',
	'Find a closed knight’s tour of the 5×5, 6×6, 7×7, 8×8, 5×6, 6×8 or 8×8 board with two holes. ',
	"Find an open knight's tour that visits every square of the board exactly once, ",
	'starting from the square given and ending anywhere you like. ',
	"A closed tour ends a knight's move from where it began. ",
	'Answer each question with a number, such as 1,728, or the name of a square, such as c3. ',
	'Trick: no tour. ',
];

/** The dictionary's bytes (UTF-8). */
export const CODE_DICTIONARY: Uint8Array = (() => {
	const bytes: number[] = [];
	writeUtf8(bytes, PHRASES.join(''));
	return Uint8Array.from(bytes);
})();
