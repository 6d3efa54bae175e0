/**
 * The knight's tour game as plain data: the snapshot saved and shared, read
 * back field by field with a message for everything wrong (a link or local
 * storage can hold anything); the finished tour as text and JSON for export;
 * and the words for the clock.
 */
import { createBoard, squareName, type Board, type Square } from '../../lib/board.ts';
import { parseWholeNumber } from '../../lib/input.ts';
import { encodeTour } from '../../lib/tour.ts';
import { checkMove, listSquares } from '../../lib/game.ts';

/** A game as plain data, for saved state and share links. */
export interface GameSnapshot {
	rows: number;
	cols: number;
	holes: Square[];
	closed: boolean;
	autoMove: boolean;
	/** Squares in the order played. */
	moves: Square[];
	/** Squares Redo would play, next first. */
	redo: Square[];
	hintsUsed: number;
	elapsedMs: number;
}

/** The game a reader gets when nothing usable was saved. */
export const FRESH_GAME: Readonly<GameSnapshot> = Object.freeze({
	rows: 5,
	cols: 5,
	holes: [],
	closed: false,
	autoMove: false,
	moves: [],
	redo: [],
	hintsUsed: 0,
	elapsedMs: 0,
});

/** Formats milliseconds as m:ss (minutes go past 59 rather than adding hours). */
export function formatClock(ms: number): string {
	const seconds = Math.floor(Math.max(0, ms) / 1000);
	return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Says "no hints", "1 hint" or "3 hints". */
export function countHints(count: number): string {
	return count === 0 ? 'no hints' : `${String(count)} hint${count === 1 ? '' : 's'}`;
}

/** Writes a finished tour as text: board, holes, moves, tour code, time and hints. */
export function tourReport(board: Board, snapshot: GameSnapshot): string {
	const holes = snapshot.holes.length === 0 ? 'none' : listSquares(board, snapshot.holes, Infinity);
	return [
		`Knight's tour on ${String(board.rows)}×${String(board.cols)} (${snapshot.closed ? 'closed' : 'open'})`,
		`Holes: ${holes}`,
		`Moves: ${snapshot.moves.map((s) => squareName(board, s)).join(' ')}`,
		`Tour code: ${encodeTour(board, snapshot.moves)}`,
		`Time: ${formatClock(snapshot.elapsedMs)}; hints: ${String(snapshot.hintsUsed)}`,
		'Verified: every square visited once, by knight moves.',
		'',
	].join('\n');
}

/** Writes a finished tour as JSON: the snapshot, the moves by name, and the tour code. */
export function tourJson(board: Board, snapshot: GameSnapshot): string {
	const algebraic = snapshot.moves.map((s) => squareName(board, s));
	const code = encodeTour(board, snapshot.moves);
	return `${JSON.stringify({ ...snapshot, algebraic, code, verified: true }, null, 2)}\n`;
}

/** Shows a saved value in a message, briefly. */
function shown(value: unknown): string {
	const text = JSON.stringify(value) ?? String(value);
	return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Tells whether a value is a plain object. */
function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a snapshot field by field and returns what can be kept, with a
 * sentence for each problem. Unreadable data or a bad size gives a fresh 5×5
 * game; bad holes are left out; moves are kept up to the first that is not
 * legal; a bad setting or count falls back to its default.
 */
export function readSnapshot(
	data: unknown,
	maxSide = 40,
): { snapshot: GameSnapshot; problems: string[] } {
	const fresh = (): GameSnapshot => ({ ...FRESH_GAME, holes: [], moves: [], redo: [] });
	if (!isRecord(data)) {
		return {
			snapshot: fresh(),
			problems: ['The saved game is unreadable; a new 5×5 game starts.'],
		};
	}
	const problems: string[] = [];
	/** Reads a side, or reports it. */
	const side = (key: 'rows' | 'cols', label: string): number | null => {
		const value = data[key];
		const parsed = parseWholeNumber(
			typeof value === 'number' ? String(value) : '',
			label,
			1,
			maxSide,
		);
		if (parsed.ok) return parsed.value;
		problems.push(
			`${label} must be a whole number from 1 to ${String(maxSide)}; the saved value is ${shown(value)}.`,
		);
		return null;
	};
	const rows = side('rows', 'Rows');
	const cols = side('cols', 'Columns');
	if (rows === null || cols === null) {
		problems.push('A new 5×5 game starts.');
		return { snapshot: fresh(), problems };
	}
	const size = rows * cols;
	/** Reads an optional list, or reports it. */
	const list = (key: string, what: string): unknown[] => {
		const value = data[key];
		if (value === undefined) return [];
		if (Array.isArray(value) && value.length <= size) return value;
		problems.push(`The saved ${what} are not a list of at most ${String(size)} squares; left out.`);
		return [];
	};
	const isHole = new Uint8Array(size);
	for (const hole of list('holes', 'holes')) {
		if (typeof hole === 'number' && Number.isInteger(hole) && hole >= 0 && hole < size) {
			isHole[hole] = 1;
		} else {
			problems.push(
				`The hole ${shown(hole)} is not a square of this ${String(rows)}×${String(cols)} board; left out.`,
			);
		}
	}
	const holes: Square[] = [];
	isHole.forEach((flag, square) => {
		if (flag === 1) holes.push(square);
	});
	const board = createBoard(rows, cols, { holes });
	/** Reads an optional yes/no setting, or reports it. */
	const flag = (key: string, what: string): boolean => {
		const value = data[key];
		if (value === undefined || typeof value === 'boolean') return value === true;
		problems.push(`The saved ${what} setting (${shown(value)}) is not yes or no; it is off.`);
		return false;
	};
	const closed = flag('closed', 'Closed tour');
	const autoMove = flag('autoMove', 'Auto-move');
	/** Keeps the squares that continue the game legally, up to the first that does not. */
	const follow = (before: readonly Square[], squares: unknown[], what: string): Square[] => {
		const played = [...before];
		for (const square of squares) {
			const problem =
				typeof square !== 'number' || !Number.isInteger(square)
					? `${shown(square)} is not a square.`
					: checkMove({ board, played, closed }, square);
			if (problem !== null) {
				problems.push(
					`${what} ${String(played.length + 1)}: ${problem} The ${what.toLowerCase()}s stop before it.`,
				);
				break;
			}
			played.push(square as Square);
		}
		return played.slice(before.length);
	};
	const moves = follow([], list('moves', 'moves'), 'Move');
	const redo = follow(moves, list('redo', 'redo moves'), 'Redo move');
	/** Reads an optional count from 0 to `max`, or reports it. */
	const count = (key: string, what: string, max: number): number => {
		const value = data[key];
		if (value === undefined) return 0;
		if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max) {
			return Math.floor(value);
		}
		problems.push(
			`The saved ${what} (${shown(value)}) is not a number from 0 to ${String(max)}; it is 0.`,
		);
		return 0;
	};
	const hintsUsed = count('hintsUsed', 'number of hints', 1_000_000);
	const elapsedMs = count('elapsedMs', 'time', 1000 * 60 * 60 * 24 * 365);
	return {
		snapshot: { rows, cols, holes, closed, autoMove, moves, redo, hintsUsed, elapsedMs },
		problems,
	};
}
