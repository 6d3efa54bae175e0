/**
 * How the backtracking lab words the end of its search, said only while the
 * run's last step is shown. Pure TypeScript.
 */
import type { SolveResult } from '../../../lib/solvers/types.ts';
import type { Outcome } from '../../player/player.svelte.ts';
import { plural } from './backtracking-cost.ts';

/** What the lab's view counted at the shown step. */
export interface LabCounts {
	/** The start square's name. */
	start: string;
	nodes: number;
	backtracks: number;
	/** Squares a tour must cover. */
	total: number;
	/** Steps the player computed. */
	known: number;
}

const number = new Intl.NumberFormat('en-GB');

/** Words how the search ended, or '' when the shown step is not the run's last (outcome null). */
export function describeLabEnding(outcome: Outcome<SolveResult> | null, counts: LabCounts): string {
	if (outcome === null) return '';
	if (outcome.kind === 'error') return `The search stopped: ${outcome.message}`;
	if (outcome.kind === 'capped') {
		return `The player stops after ${number.format(counts.known)} steps, and this search had not finished. The charts further down measure long searches in full.`;
	}
	const { result } = outcome;
	const { start, nodes, backtracks, total } = counts;
	const refused = result.stats.nodes - nodes;
	const cut =
		refused > 0
			? ` The dead-end cut also refused ${plural(refused, 'square')} the moment ${refused === 1 ? 'it was' : 'they were'} placed (no step shows them), so the library counts ${plural(result.stats.nodes, 'node')}.`
			: '';
	if (result.status === 'found') {
		return `Found a tour from ${start}: ${plural(nodes, 'node')}, ${plural(backtracks, 'backtrack')}.${cut}`;
	}
	if (result.status === 'impossible') {
		return `No tour starts on ${start}: the search tried every way on from there (${plural(nodes, 'node')}) and none covers all ${String(total)} squares.${cut}`;
	}
	return result.reason;
}
