/**
 * The knight's tour game as a share link and as saved state, so a game in
 * progress survives reload and a finished tour can be sent to a teacher. The
 * moves played and the moves Redo would replay form one path: the link
 * carries that path (as a tour code) and how much of it has been played.
 */
import {
	boolField,
	defineSchema,
	intField,
	squareListField,
	tourField,
	type ValuesOf,
} from '../share/state-codec.ts';
import type { GameSnapshot } from './game-snapshot.ts';

/** The game's link format, version 1 (short keys: never reuse one). */
export const gameSchema = defineSchema(
	'gm',
	1,
	{
		rows: intField({ key: 'r', label: 'Rows', min: 1, max: 40, default: 5 }),
		cols: intField({ key: 'c', label: 'Columns', min: 1, max: 40, default: 5 }),
		holes: squareListField({ key: 'h', label: 'Holes', holesAllowed: true }),
		closed: boolField({ key: 'k', label: 'Closed tour', default: false }),
		autoMove: boolField({ key: 'a', label: 'Auto-move', default: false }),
		line: tourField({ key: 't', label: 'Moves' }),
		played: intField({ key: 'p', label: 'Moves played', min: 0, max: 1600, default: 0 }),
		hints: intField({ key: 'n', label: 'Hints used', min: 0, max: 1e6, default: 0 }),
		seconds: intField({ key: 's', label: 'Time', min: 0, max: 1e7, default: 0 }),
	},
	{
		board: (v) => ({ rows: v.rows, cols: v.cols, holes: v.holes }),
		check: {
			played: (v) =>
				v.played > (v.line?.length ?? 0)
					? `is ${String(v.played)}, more than the ${String(v.line?.length ?? 0)} moves in the link`
					: null,
		},
	},
);

/** The values a game link carries. */
export type GameValues = ValuesOf<typeof gameSchema.fields>;

/** Writes a game as link values. */
export function valuesFromSnapshot(snapshot: GameSnapshot): GameValues {
	const line = [...snapshot.moves, ...snapshot.redo];
	return {
		rows: snapshot.rows,
		cols: snapshot.cols,
		holes: [...snapshot.holes],
		closed: snapshot.closed,
		autoMove: snapshot.autoMove,
		line: line.length === 0 ? null : Int32Array.from(line),
		played: snapshot.moves.length,
		hints: snapshot.hintsUsed,
		seconds: Math.floor(snapshot.elapsedMs / 1000),
	};
}

/** Reads link values as a game. */
export function snapshotFromValues(values: GameValues): GameSnapshot {
	const line = values.line === null ? [] : [...values.line];
	return {
		rows: values.rows,
		cols: values.cols,
		holes: [...values.holes],
		closed: values.closed,
		autoMove: values.autoMove,
		moves: line.slice(0, values.played),
		redo: line.slice(values.played),
		hintsUsed: values.hints,
		elapsedMs: values.seconds * 1000,
	};
}
