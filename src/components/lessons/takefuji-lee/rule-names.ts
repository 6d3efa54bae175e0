/**
 * The network's update rules as the lesson names them, for menus and
 * sentences. Every rule of the library's `NEURAL_RULES` has an entry (a test
 * checks it), so a rule added to the library shows up in every Rule menu.
 */
import type { NeuralRule } from '../../../lib/index.ts';

/** A rule's short name (menus) and what it does, in one sentence. */
export interface RuleName {
	label: string;
	summary: string;
}

export const RULE_NAMES: Record<NeuralRule, RuleName> = {
	working: {
		label: 'Takefuji–Lee (as published)',
		summary:
			'Each neuron adds 4 minus the active moves at its two squares, itself counted in both, one neuron at a time.',
	},
	literal: {
		label: '“+2 − the others”',
		summary:
			'Each neuron adds 2 minus the active moves that share a square with it, itself left out.',
	},
	'self-once': {
		label: 'Neuron counted once',
		summary:
			'Each neuron adds 4 minus the active moves at its two squares, but counts itself once instead of twice.',
	},
	'single-threshold': {
		label: 'No hysteresis (one threshold)',
		summary:
			'The Takefuji–Lee increment, but a neuron fires exactly when U ≥ 2, with no band in which it keeps its output.',
	},
	synchronous: {
		label: 'All at once',
		summary: 'The Takefuji–Lee increment, but every neuron reads the outputs of the sweep before.',
	},
};
