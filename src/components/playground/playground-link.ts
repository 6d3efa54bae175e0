/**
 * The Playground's state as a share link and as saved state: the schema
 * (short keys; never renumber them, or old links break) and the conversions
 * between its values and the Playground's settings.
 */
import type { Algorithm } from '../../lib/solvers/find-tour.ts';
import type { TieBreak } from '../../lib/solvers/warnsdorff.ts';
import { TIE_BREAK_NAMES } from '../solver-names.ts';
import {
	boolField,
	defineSchema,
	enumField,
	intField,
	listField,
	squareField,
	squareListField,
	tourField,
	type ValuesOf,
} from '../share/state-codec.ts';
import {
	DEFAULT_SETTINGS,
	LEAPERS,
	MAX_PLAYGROUND_SIDE,
	type LeaperName,
	type PlaygroundSettings,
} from './playground-state.svelte.ts';

// New choices go at the end of these lists: a link stores a choice's position.
const ALGORITHMS: readonly Algorithm[] = [
	'auto',
	'backtracking',
	'warnsdorff',
	'warnsdorff-backtracking',
	'divide-and-conquer',
];
const LEAPER_NAMES = Object.keys(LEAPERS) as LeaperName[];

/** The Playground's link format, version 1. */
export const playgroundSchema = defineSchema(
	'pg',
	1,
	{
		rows: intField({ key: 'r', label: 'Rows', min: 1, max: MAX_PLAYGROUND_SIDE, default: 8 }),
		cols: intField({ key: 'c', label: 'Columns', min: 1, max: MAX_PLAYGROUND_SIDE, default: 8 }),
		leaper: enumField(LEAPER_NAMES, { key: 'l', label: 'Leaper', default: 'knight' }),
		holes: squareListField({ key: 'h', label: 'Holes', holesAllowed: true }),
		closed: boolField({ key: 'k', label: 'Closed tour', default: false }),
		algorithm: enumField(ALGORITHMS, { key: 'a', label: 'Algorithm', default: 'auto' }),
		tieBreak: enumField(Object.keys(TIE_BREAK_NAMES) as TieBreak[], {
			key: 'b',
			label: 'Tie-break',
			default: 'squirrel-cull',
		}),
		seed: intField({ key: 'd', label: 'Seed', min: 0, max: 2 ** 32 - 1, default: 1 }),
		maxNodes: intField({ key: 'n', label: 'Node budget', min: 1, max: 1e12, default: 10_000_000 }),
		start: squareField({ key: 's', label: 'Start', default: null }),
		end: squareField({ key: 'e', label: 'End', default: null }),
		constraints: listField({
			key: 'x',
			label: 'Move constraints',
			parts: { move: { min: 1 }, square: { square: true } },
			maxItems: 400,
		}),
		tour: tourField({ key: 't', label: 'Tour' }),
	},
	{
		board: (v) => ({
			rows: v.rows,
			cols: v.cols,
			holes: v.holes,
			leaper: [...LEAPERS[v.leaper]] as [number, number],
		}),
		check: {
			holes: (v) =>
				v.holes.length > 0 && (v.rows > 40 || v.cols > 40)
					? 'are only for boards up to 40×40'
					: null,
			end: (v) =>
				v.end !== null && v.end === v.start ? 'is the same square as Start; it must differ' : null,
			constraints: (v) => {
				// Two squares for one move would break the list (and the request) on every reload.
				const moves = v.constraints.map((c) => c.move);
				const repeated = moves.find((move, i) => moves.indexOf(move) !== i);
				if (repeated !== undefined)
					return `ask for move ${String(repeated)} twice; a move can be on one square only`;
				const squares = v.rows * v.cols - v.holes.length;
				const wrong = v.constraints.find((c) => c.move > squares);
				return wrong === undefined
					? null
					: `ask for move ${String(wrong.move)}; moves run from 1 to ${String(squares)}, the squares to visit`;
			},
		},
	},
);

/** The values a Playground link carries. */
export type PlaygroundValues = ValuesOf<typeof playgroundSchema.fields>;

/** Reads link values as settings (the tour goes separately: it is a result, not a setting). */
export function settingsFromValues(values: PlaygroundValues): PlaygroundSettings {
	return {
		rows: values.rows,
		cols: values.cols,
		leaper: values.leaper,
		holes: [...values.holes],
		start: values.start,
		end: values.end,
		closed: values.closed,
		constraints: values.constraints.map(({ move, square }) => ({ move, square })),
		algorithm: values.algorithm,
		tieBreak: values.tieBreak,
		seed: values.seed,
		maxNodes: values.maxNodes,
	};
}

/** Writes settings, and the tour on show if any, as link values. */
export function valuesFromSettings(
	settings: PlaygroundSettings,
	tour: Int32Array | null,
): PlaygroundValues {
	return { ...DEFAULT_SETTINGS, ...settings, tour };
}
