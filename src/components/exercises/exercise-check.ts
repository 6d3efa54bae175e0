/**
 * Checking an exercise's answer: reads what the reader typed or chose for one
 * of the kinds of exercise, and compares it with the answer. Pure, so every
 * kind of slip (commas in numbers, capitals in square names, squares in any
 * order) is tested.
 */
import { createBoard, parseSquare, squareName } from '../../lib/board.ts';

/** The kinds of answer an exercise takes. */
export type ExerciseKind = 'number' | 'choice' | 'squares';

/** What an exercise expects. */
export interface ExerciseSpec {
	kind: ExerciseKind;
	/** A whole number, the text of the right choice, or the square names (any order). */
	answer: number | string | readonly string[];
	/** For 'squares': the board the names belong to. */
	board?: { rows: number; cols: number } | undefined;
	/** For 'choice': why each wrong choice is wrong, by the choice's text. */
	whyNot?: Readonly<Record<string, string>> | undefined;
}

/** The verdict on one attempt: right, wrong, or unreadable (with what to fix). */
export type ExerciseVerdict =
	| { status: 'right' }
	| { status: 'wrong'; note: string }
	| { status: 'unreadable'; message: string };

/** Reads a whole number, allowing thousands separators (1,234 or 1 234). */
function readNumber(text: string): number | null {
	const cleaned = text.trim().replace(/[,\s_\u202f]/g, '');
	return /^[+-]?\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** A board size typed where one number belongs: "6x6", "6×6", "6 by 6", "6*6". */
const BOARD_SIZE = /^\s*\d+\s*(?:x|×|\*|by)\s*\d+\s*$/i;

/** Checks one attempt against the exercise. */
export function checkAnswer(spec: ExerciseSpec, given: string): ExerciseVerdict {
	if (given.trim() === '') {
		return {
			status: 'unreadable',
			message: spec.kind === 'choice' ? 'Choose one of the answers.' : 'Type an answer first.',
		};
	}
	switch (spec.kind) {
		case 'number': {
			const value = readNumber(given);
			if (value === null && BOARD_SIZE.test(given)) {
				return {
					status: 'unreadable',
					message: `Type one number: "${given.trim()}" looks like a board size, and the answer is a single whole number, such as 168.`,
				};
			}
			if (value === null) {
				return {
					status: 'unreadable',
					message: `"${given.trim()}" is not a whole number; type digits only, such as 168.`,
				};
			}
			if (value === spec.answer) return { status: 'right' };
			const expected = Number(spec.answer);
			return {
				status: 'wrong',
				note: `${value.toLocaleString('en-GB')} is not right: the answer is ${value < expected ? 'larger' : 'smaller'}.`,
			};
		}
		case 'choice':
			return given === spec.answer
				? { status: 'right' }
				: { status: 'wrong', note: spec.whyNot?.[given] ?? 'That is not the right choice.' };
		case 'squares': {
			const board = createBoard(spec.board?.rows ?? 8, spec.board?.cols ?? 8);
			const names = new Set<string>();
			for (const word of given.split(/[\s,;]+/).filter((w) => w !== '')) {
				try {
					names.add(squareName(board, parseSquare(board, word)));
				} catch (error) {
					return {
						status: 'unreadable',
						message: error instanceof Error ? error.message : String(error),
					};
				}
			}
			const expected = new Set(spec.answer as readonly string[]);
			const missing = [...expected].filter((name) => !names.has(name)).length;
			const extra = [...names].filter((name) => !expected.has(name)).length;
			if (missing === 0 && extra === 0) return { status: 'right' };
			const parts: string[] = [];
			if (extra > 0)
				parts.push(`${String(extra)} of your squares ${extra === 1 ? 'does' : 'do'} not belong`);
			if (missing > 0)
				parts.push(`${String(missing)} square${missing === 1 ? ' is' : 's are'} missing`);
			return { status: 'wrong', note: `Not quite: ${parts.join(', and ')}.` };
		}
	}
}
