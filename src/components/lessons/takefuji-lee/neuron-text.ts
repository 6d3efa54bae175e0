/**
 * One neuron's numbers in words, for the live view's panel: its U and V, the
 * active moves at its two squares, and what an update now would give.
 */
import { squareName, type Board } from '../../../lib/board.ts';
import type { NeuronFacts } from './network-view.ts';

/** Says "switch on", "stay off" … for an output going from `v` to `next`. */
function change(v: number, next: number): string {
	if (v === next) return v === 1 ? 'stay on' : 'stay off';
	return next === 1 ? 'switch on' : 'switch off';
}

/** Writes a number with a true minus sign. */
export function signed(n: number): string {
	return n < 0 ? `−${String(-n)}` : String(n);
}

/** Describes a neuron: "b1–d2 is on (V = 1) with U = 5. Active moves at b1: 2 … ". */
export function describeNeuron(board: Board, facts: NeuronFacts): string {
	const [a, b] = facts.ends.map((s) => squareName(board, s)) as [string, string];
	const [da, db] = facts.degrees;
	const state = `${a}–${b} is ${facts.v === 1 ? 'on (V = 1)' : 'off (V = 0)'} with U = ${signed(facts.u)}.`;
	const self = facts.v === 1 ? 'this move counted at both' : 'this move not among them';
	const degrees = `Active moves at ${a}: ${String(da)}, at ${b}: ${String(db)} (${self}).`;
	if (facts.nextU === null || facts.nextV === null) return `${state} ${degrees}`;
	const sum =
		facts.nextU === facts.u + 4 - da - db
			? `${signed(facts.u)} + 4 − ${String(da)} − ${String(db)}`
			: `${signed(facts.u)} + 2 − ${String(da)} − ${String(db)}`;
	return `${state} ${degrees} Updated now, it would get U = ${sum} = ${signed(facts.nextU)} and ${change(facts.v, facts.nextV)}.`;
}
