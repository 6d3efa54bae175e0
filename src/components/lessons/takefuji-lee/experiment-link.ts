/**
 * The experiment's set-up as a share link (#tle=…): the sides, the seeds per
 * size, the rule and the update order. Short keys; new fields go at the end
 * and choices are appended, never renumbered, or old links break.
 */
import {
	NEURAL_RULES,
	type NeuralRule,
	type NeuralShuffle,
} from '../../../lib/solvers/takefuji-lee.ts';
import { defineSchema, enumField, intField } from '../../share/state-codec.ts';
import {
	EXPERIMENT_MAX_SEEDS,
	EXPERIMENT_MAX_SIDE,
	EXPERIMENT_MIN_SIDE,
} from './experiment-jobs.ts';

const SHUFFLES: readonly NeuralShuffle[] = ['every-sweep', 'once'];
const side = { min: EXPERIMENT_MIN_SIDE, max: EXPERIMENT_MAX_SIDE };

/** The experiment's link format, version 1. */
export const experimentSchema = defineSchema('tle', 1, {
	from: intField({ key: 'f', label: 'Smallest side', ...side, default: 6 }),
	to: intField({ key: 't', label: 'Largest side', ...side, default: 20 }),
	step: intField({ key: 's', label: 'Step', min: 1, max: 27, default: 2 }),
	seeds: intField({
		key: 'n',
		label: 'Seeds per size',
		min: 1,
		max: EXPERIMENT_MAX_SEEDS,
		default: 200,
	}),
	rule: enumField(NEURAL_RULES as readonly NeuralRule[], {
		key: 'r',
		label: 'Rule',
		default: 'working',
	}),
	shuffle: enumField(SHUFFLES, { key: 'o', label: 'Update order', default: 'every-sweep' }),
});
