/**
 * The timeline's density strip: where a run's markers fall, as stretches of
 * the run shaded by how many markers each holds, and a sentence that says
 * the same for screen readers. Pure TypeScript.
 */
import type { RunSummary } from './step-record.svelte.ts';

/** One stretch of the strip, placed in percent of the timeline. */
export interface DensityBin {
	left: number;
	width: number;
	/** Opacity, 0.15 for the fewest markers up to 1 for the most. */
	shade: number;
	title: string;
}

/** The strip and its accessible name. */
export interface DensityStrip {
	bins: DensityBin[];
	label: string;
}

/** Formats a count with thousands separators. */
function count(n: number): string {
	return n.toLocaleString('en-US');
}

/** Says "1 backtrack" or "8,815 backtracks". */
function plural(n: number, noun: string): string {
	return `${count(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** Builds the strip over the steps computed so far; stretches without a marker are left out. */
export function densityStrip(
	record: Pick<RunSummary, 'known' | 'complete' | 'density' | 'labels'>,
): DensityStrip {
	const { known, density } = record;
	const { width, counts } = density;
	const most = Math.max(0, ...counts);
	const bins: DensityBin[] = [];
	let densest = -1;
	for (let k = 0; k < counts.length && k * width < known; k++) {
		const n = counts[k] ?? 0;
		if (n === 0) continue;
		if (densest < 0 || n > (counts[densest] ?? 0)) densest = k;
		const from = k * width;
		const to = Math.min(known, from + width);
		bins.push({
			left: (100 * from) / known,
			width: (100 * (to - from)) / known,
			shade: 0.15 + (0.85 * n) / most,
			title: `${count(n)} in steps ${count(from + 1)}–${count(to)}`,
		});
	}
	const kinds = Object.entries(record.labels)
		.map(([label, n]) => plural(n, label))
		.join(' and ');
	const run = `${record.complete ? 'the whole run' : 'the run so far'} of ${plural(known, 'step')}`;
	const peak =
		densest < 0
			? ''
			: `; the most, ${count(counts[densest] ?? 0)}, in steps ${count(densest * width + 1)}–${count(Math.min(known, (densest + 1) * width))}`;
	return { bins, label: `${kinds === '' ? 'No markers' : kinds} along ${run}${peak}.` };
}
