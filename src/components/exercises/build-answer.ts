/**
 * A Build-a-tour exercise's answer as saved text: the squares laid so far and, for a trick task,
 * the reason the student gives for there being no tour. Reading is forgiving: saved text that does
 * not fit the board gives an empty board, never an error.
 */
import type { Board, Square } from '../../lib/board.ts';
import { isHole } from '../../lib/board.ts';

/** The reasons a student can give for a task having no tour (values as `tourTaskVerdict` names them). */
export const IMPOSSIBLE_REASONS = [
	{ value: 'colour', text: 'the colours cannot alternate as a tour needs' },
	{ value: 'schwenk', text: "Schwenk's theorem rules out a closed tour of this board" },
	{ value: 'open-tours', text: 'no board of this size has an open tour' },
	{ value: 'degree', text: 'a square has too few moves' },
	{ value: 'cut-square', text: 'one square cuts the board in two' },
	{ value: 'pieces', text: 'the board falls apart into pieces no move joins' },
] as const;

/** What the student has built or claimed. */
export interface BuildAnswer {
	squares: Square[];
	/** '' while building; else one of IMPOSSIBLE_REASONS' values. */
	claim: string;
}

/** Writes an answer as "build1|claim|0 11 22". */
export function encodeBuild(answer: BuildAnswer): string {
	return `build1|${answer.claim}|${answer.squares.join(' ')}`;
}

/** Reads saved text back; anything that does not fit this board reads as an empty answer. */
export function decodeBuild(board: Board, text: string): BuildAnswer {
	const empty: BuildAnswer = { squares: [], claim: '' };
	const parts = text.split('|');
	if (parts.length !== 3 || parts[0] !== 'build1') return empty;
	const claim = IMPOSSIBLE_REASONS.some((reason) => reason.value === parts[1])
		? (parts[1] as string)
		: '';
	const words = (parts[2] as string).split(' ').filter((word) => word !== '');
	const squares = words.map(Number);
	const fits = squares.every(
		(square, i) =>
			/^\d+$/.test(words[i] as string) &&
			square < board.size &&
			!isHole(board, square) &&
			squares.indexOf(square) === i,
	);
	return fits && squares.length <= board.size ? { squares, claim } : { squares: [], claim };
}
