/**
 * The time left in a count by class, estimated honestly: the groups of classes take very different
 * times (8×8: from under a second to half a minute), so the library's fraction, which moves evenly
 * by group, is first turned into a share of the work, weighted by each group's time in a measured
 * run (chessboard-work.json). This computer's speed is then read from the time it took for the work
 * done, and the work left is priced at that speed.
 */
import { CLASS_SWEEP_SHARE } from '../../../lib/counting/types.ts';

/** Each group's time to sweep and to join, in seconds, in a measured run. */
export interface GroupWork {
	sweep: number[];
	join: number[];
}

/** Sums a list. */
function sum(values: readonly number[]): number {
	return values.reduce((total, value) => total + value, 0);
}

/**
 * The share of a count's work done, from 0 to 1, at the library's `fraction`; without a measured
 * run (`work` null), the fraction itself.
 */
export function workDone(fraction: number, work: GroupWork | null): number {
	if (work === null) return Math.min(1, Math.max(0, fraction));
	const n = work.sweep.length;
	const total = sum(work.sweep) + sum(work.join);
	if (fraction >= 1) return 1;
	/** The work before group `g` in `phase`, plus the share `f` of group `g`'s own. */
	const upTo = (phase: number[], at: number): number => {
		const x = Math.min(n, Math.max(0, at * n));
		const g = Math.floor(x);
		return sum(phase.slice(0, g)) + (g < n ? (x - g) * (phase[g] as number) : 0);
	};
	if (fraction < CLASS_SWEEP_SHARE) return upTo(work.sweep, fraction / CLASS_SWEEP_SHARE) / total;
	const joining = (fraction - CLASS_SWEEP_SHARE) / (1 - CLASS_SWEEP_SHARE);
	return (sum(work.sweep) + upTo(work.join, joining)) / total;
}

/** An estimate of the time a count still needs. */
export interface TimeLeft {
	/** Time left in ms at this computer's measured speed, or null until enough work is done to tell. */
	ms: number | null;
	/** The whole count's time in the measured run, in ms, or null without one. */
	measuredMs: number | null;
}

/** How much of the work must be done before this computer's speed is trusted: a minute's worth at 8×8. */
export const SETTLED = 0.08;

/** The time left after `activeMs` of counting has reached `fraction`. */
export function timeLeft(fraction: number, activeMs: number, work: GroupWork | null): TimeLeft {
	const done = workDone(fraction, work);
	const measuredMs = work === null ? null : 1000 * (sum(work.sweep) + sum(work.join));
	if (done >= 1) return { ms: 0, measuredMs };
	if (done < SETTLED || activeMs <= 0) return { ms: null, measuredMs };
	return { ms: (activeMs * (1 - done)) / done, measuredMs };
}
