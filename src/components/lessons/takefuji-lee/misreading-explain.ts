/**
 * The misreadings of the Takefuji–Lee rule, side by side: which rule and
 * update order each panel runs, and what each run did, in a sentence worked
 * out from the run itself (sweeps, squares short of or over two moves,
 * cycles). Pure TypeScript: the widget, the lesson's text and its tests use it.
 */
import type { Board } from '../../../lib/board.ts';
import {
	neuralNetworkSteps,
	type NeuralNetworkResult,
	type NeuralRule,
	type NeuralShuffle,
	type NeuralStep,
} from '../../../lib/solvers/takefuji-lee.ts';

/** One panel: a rule, an update order, and its name. */
export interface MisreadingPanel {
	id: string;
	title: string;
	rule: NeuralRule;
	shuffle: NeuralShuffle;
}

/** The panels, the working rule first: each differs from one before it in one thing. */
export const MISREADING_PANELS: readonly MisreadingPanel[] = [
	{
		id: 'fresh',
		title: 'Takefuji–Lee, fresh order every sweep',
		rule: 'working',
		shuffle: 'every-sweep',
	},
	{ id: 'fixed', title: 'Takefuji–Lee, one fixed order', rule: 'working', shuffle: 'once' },
	{
		id: 'no-hysteresis',
		title: 'No hysteresis, one fixed order',
		rule: 'single-threshold',
		shuffle: 'once',
	},
	{ id: 'literal', title: '“+2 − the others”', rule: 'literal', shuffle: 'every-sweep' },
	{ id: 'self-once', title: 'Neuron counted once', rule: 'self-once', shuffle: 'every-sweep' },
	{ id: 'synchronous', title: 'All at once', rule: 'synchronous', shuffle: 'every-sweep' },
];

/** The sweep limit of the side-by-side runs (the library's default). */
export const MISREADING_SWEEPS = 1000;

/** How many squares have each number of chosen moves other than two: [degree, squares] pairs. */
export function offDegrees(board: Board, degrees: Uint8Array): [number, number][] {
	const counts = new Map<number, number>();
	for (let s = 0; s < degrees.length; s++) {
		const d = degrees[s] as number;
		if (d !== 2 && (board.holes === null || board.holes[s] === 0)) {
			counts.set(d, (counts.get(d) ?? 0) + 1);
		}
	}
	return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

/** Writes [[1, 34], [3, 2]] as "34 squares of degree 1 and 2 of degree 3". */
export function describeDegrees(pairs: readonly [number, number][]): string {
	const parts = pairs.map(([degree, count], i) => {
		const noun = i > 0 ? '' : count === 1 ? ' square' : ' squares';
		return `${number.format(count)}${noun} of degree ${String(degree)}`;
	});
	if (parts.length <= 1) return parts[0] ?? 'no square off two moves';
	return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

const number = new Intl.NumberFormat('en-GB');

/** Sweeps over which a run that never settled counts its flips. */
export const RECENT_SWEEPS = 100;

/** Says how a run ended, from its result, its last step and the flips of its last 100 sweeps. */
export function describeEnding(
	board: Board,
	result: NeuralNetworkResult,
	last: NeuralStep,
	recentFlips: number,
): string {
	const sweeps = `${number.format(result.iterations)} sweep${result.iterations === 1 ? '' : 's'}`;
	if (result.status === 'tour') return `Settled after ${sweeps} on one closed tour.`;
	if (result.status === 'cycles') {
		return `Settled after ${sweeps} on ${String(result.cycles.length)} separate cycles, not one tour.`;
	}
	const off = describeDegrees(offDegrees(board, last.degrees));
	if (result.ending === 'stuck') return `Froze after ${sweeps} with ${off}.`;
	return `Never settled in ${sweeps}: ${number.format(recentFlips)} outputs flipped in the last ${String(RECENT_SWEEPS)}, and it ended with ${off}.`;
}

/** Says where a run stands at a sweep it has not finished. */
export function describeSweep(board: Board, step: NeuralStep): string {
	const off = describeDegrees(offDegrees(board, step.degrees));
	if (step.sweep === 0) return `Random start: ${off}.`;
	return `Sweep ${String(step.sweep)}: ${String(step.changed)} outputs changed; ${off}.`;
}

/** What one panel's whole run did. */
export interface MisreadingOutcome {
	panel: MisreadingPanel;
	result: NeuralNetworkResult;
	last: NeuralStep;
	/** Squares off two moves at the end, as [degree, squares] pairs. */
	off: [number, number][];
	/** Outputs flipped in the last 100 sweeps. */
	recentFlips: number;
	sentence: string;
}

/** Runs every panel to its end on one board and seed. */
export function misreadingOutcomes(board: Board, seed: number): MisreadingOutcome[] {
	return MISREADING_PANELS.map((panel) => {
		const steps = neuralNetworkSteps(board, {
			seed,
			rule: panel.rule,
			shuffle: panel.shuffle,
			maxIterations: MISREADING_SWEEPS,
		});
		let last = steps.next().value as NeuralStep;
		const changes: number[] = [];
		for (;;) {
			const next = steps.next();
			if (next.done === true) {
				const result = next.value;
				const off = offDegrees(board, last.degrees);
				const recentFlips = sumOfLast(changes, RECENT_SWEEPS);
				const sentence = describeEnding(board, result, last, recentFlips);
				return { panel, result, last, off, recentFlips, sentence };
			}
			last = next.value;
			changes.push(last.changed);
		}
	});
}

/** Returns the sum of the last `n` numbers of a list. */
export function sumOfLast(values: readonly number[], n: number): number {
	let sum = 0;
	for (let i = Math.max(0, values.length - n); i < values.length; i++) sum += values[i] as number;
	return sum;
}
