/**
 * The four strengths of the depth-first tour search that the backtracking
 * lesson compares, as options of `backtrackingSearch`. Kept apart from the
 * search itself so that a page can name them without loading any solver.
 */
import { checkOneOf } from '../args.ts';
import type { SearchOptions } from './backtracking.ts';

/** The strengths of the search, weakest first. */
export const STRENGTHS = ['textbook', 'cut', 'warnsdorff', 'warnsdorff-cut'] as const;

/**
 * How the search orders and prunes: the textbook search (fixed move order, no
 * pruning), the dead-end cut alone, Warnsdorff order alone, or both.
 */
export type Strength = (typeof STRENGTHS)[number];

/** Names of the strengths as the lessons write them. */
export const STRENGTH_NAMES: Readonly<Record<Strength, string>> = {
	textbook: 'Textbook',
	cut: 'Dead-end cut',
	warnsdorff: 'Warnsdorff order',
	'warnsdorff-cut': 'Warnsdorff order + dead-end cut',
};

/** Tells whether a value is one of the strengths. */
export function isStrength(value: unknown): value is Strength {
	return typeof value === 'string' && (STRENGTHS as readonly string[]).includes(value);
}

/** Returns the options of `backtrackingSearch` that make a strength. */
export function strengthOptions(strength: Strength): Pick<SearchOptions, 'order' | 'deadEndCut'> {
	checkOneOf('strengthOptions', 'strength', strength, STRENGTHS);
	return {
		order: strength === 'warnsdorff' || strength === 'warnsdorff-cut' ? 'warnsdorff' : 'fixed',
		deadEndCut: strength === 'cut' || strength === 'warnsdorff-cut',
	};
}
