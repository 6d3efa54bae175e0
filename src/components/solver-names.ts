/**
 * The solvers as people name them: algorithms and Warnsdorff tie-breaks for
 * menus, sentences and results, in the words the lessons use. Kept apart from
 * the solvers, so a widget can name them without loading them.
 */
import type { Algorithm } from '../lib/solvers/request.ts';
import type { TieBreak } from '../lib/solvers/warnsdorff.ts';

/** Names the algorithms for menus, in the library's order. */
export const ALGORITHM_NAMES: Readonly<Record<Algorithm, string>> = {
	auto: 'Auto (fastest that fits)',
	backtracking: 'Backtracking (textbook)',
	warnsdorff: "Warnsdorff's rule",
	'warnsdorff-backtracking': 'Warnsdorff + backtracking',
	'divide-and-conquer': 'Divide and conquer',
};

/** Short names of the algorithms, for results and sentences. */
export const ALGORITHM_SHORT: Readonly<Record<Algorithm, string>> = {
	auto: 'Auto',
	backtracking: 'Backtracking',
	warnsdorff: "Warnsdorff's rule",
	'warnsdorff-backtracking': 'Warnsdorff + backtracking',
	'divide-and-conquer': 'Divide and conquer',
};

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

/** Names a run's method: "Backtracking", or "Warnsdorff's rule, tie-break Pohl". */
export function methodName(algorithm: Algorithm, tieBreak: TieBreak): string {
	const name = ALGORITHM_SHORT[algorithm];
	return algorithm === 'warnsdorff' ? `${name}, tie-break ${TIE_BREAK_SHORT[tieBreak]}` : name;
}

/** Returns the tie-break a menu value names, or null for anything else. */
export function readTieBreak(value: string): TieBreak | null {
	return Object.hasOwn(TIE_BREAK_NAMES, value) ? (value as TieBreak) : null;
}

/** The largest seed the Seed boxes take. */
export const MAX_SEED = 1_000_000;
