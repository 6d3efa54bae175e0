/**
 * The time left in a count by class, estimated honestly: the groups of classes take very different
 * times (8×8: from none to nearly a minute), so the library's fraction, which moves evenly by group,
 * is first placed in a measured run of the page's own (chessboard-work.json), each group's sweep
 * and join weighted by its time there. This computer's speed is then read from the time it took for
 * the groups done, and the work left is priced at that speed.
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

/** Where a count stands in a measured run, in its seconds: the pieces done, the piece under way. */
export interface WorkAt {
	/** The measured time of the pieces (a group's sweep, a group's join) finished. */
	done: number;
	/** The measured time of the piece under way (0 when none is). */
	current: number;
	total: number;
}

/** Where the library's `fraction` stands in the measured run `work`. */
export function workAt(fraction: number, work: GroupWork): WorkAt {
	const n = work.sweep.length;
	const swept = sum(work.sweep);
	const total = swept + sum(work.join);
	if (fraction >= 1) return { done: total, current: 0, total };
	/** The pieces of `phase` before the one under way at `at` (0 to 1), and that one. */
	const split = (phase: number[], at: number): [number, number] => {
		const g = Math.min(n, Math.floor(Math.max(0, at) * n + 1e-9));
		return [sum(phase.slice(0, g)), phase[g] ?? 0];
	};
	if (fraction < CLASS_SWEEP_SHARE) {
		const [done, current] = split(work.sweep, fraction / CLASS_SWEEP_SHARE);
		return { done, current, total };
	}
	const [done, current] = split(
		work.join,
		(fraction - CLASS_SWEEP_SHARE) / (1 - CLASS_SWEEP_SHARE),
	);
	return { done: swept + done, current, total };
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

/**
 * The time left at the library's `fraction`, after `savedMs` of counting for the pieces finished
 * (the time saved at the last checkpoint) and `unsavedMs` since, on the piece under way. This
 * computer's speed is its time for the pieces finished against theirs in the measured run; the piece
 * under way is priced whole at that speed, less the time already spent on it. Within a piece, the
 * library's fraction moves by squares swept, not by time (the last squares hold the most states),
 * so it is not used. Without a measured run, the fraction is the share of the time.
 */
export function timeLeft(
	fraction: number,
	savedMs: number,
	unsavedMs: number,
	work: GroupWork | null,
): TimeLeft {
	if (fraction >= 1) return { ms: 0, measuredMs: work === null ? null : 1000 * sumOf(work) };
	if (work === null) {
		const spent = savedMs + unsavedMs;
		return {
			ms: fraction < SETTLED || spent <= 0 ? null : (spent * (1 - fraction)) / fraction,
			measuredMs: null,
		};
	}
	const { done, current, total } = workAt(fraction, work);
	const measuredMs = 1000 * total;
	if (done < SETTLED * total || savedMs <= 0) return { ms: null, measuredMs };
	const speed = savedMs / done;
	return {
		ms: Math.max(0, current * speed - unsavedMs) + (total - done - current) * speed,
		measuredMs,
	};
}

/** A measured run's time in all, in seconds. */
function sumOf(work: GroupWork): number {
	return sum(work.sweep) + sum(work.join);
}
