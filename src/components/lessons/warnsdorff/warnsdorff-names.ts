/**
 * The tie-breaks as the Warnsdorff widgets name them in their menus, without
 * loading the rule itself (the widgets load it on demand).
 */
import type { TieBreak } from '../../../lib/solvers/warnsdorff.ts';

/** Names the tie-breaks for the menus, in the library's order. */
export const TIE_BREAK_NAMES: Readonly<Record<TieBreak, string>> = {
	first: 'First in move order',
	random: 'Random',
	pohl: 'Pohl (second count)',
	roth: 'Roth (far from the centre)',
	'squirrel-cull': 'Squirrel and Cull (corner start)',
};

/** Short names of the tie-breaks, for titles, sentences and chart labels. */
export const TIE_BREAK_SHORT: Readonly<Record<TieBreak, string>> = {
	first: 'first in move order',
	random: 'random',
	pohl: 'Pohl',
	roth: 'Roth',
	'squirrel-cull': 'Squirrel and Cull',
};

/** Returns the tie-break a menu value names, or null for anything else. */
export function readTieBreak(value: string): TieBreak | null {
	return Object.hasOwn(TIE_BREAK_NAMES, value) ? (value as TieBreak) : null;
}

/** The largest seed the Seed boxes take. */
export const MAX_SEED = 1_000_000;
