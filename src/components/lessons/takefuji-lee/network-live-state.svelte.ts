/**
 * State of the live network's controls: Rows, Columns and Seed as the reader
 * typed them, each with a message when it is wrong, the Rule, and the last
 * setup that was right (which the run shows).
 */
import { createBoard } from '../../../lib/board.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import { NEURAL_RULES, type NeuralRule } from '../../../lib/solvers/takefuji-lee.ts';
import { MAX_SEED } from '../../solver-names.ts';

/** The smallest and largest side the live view offers (12×12 keeps lines and numbers readable). */
export const MIN_LIVE_SIDE = 3;
export const MAX_LIVE_SIDE = 12;

/** Where the live view starts. */
export interface NetworkLiveSetup {
	rows: number;
	cols: number;
	seed: number;
	rule: NeuralRule;
}

/** Returns the rule a menu value names, or null for anything else. */
export function readRule(value: string): NeuralRule | null {
	return (NEURAL_RULES as readonly string[]).includes(value) ? (value as NeuralRule) : null;
}

/** The live view's controls and the setup they give. */
export class NetworkLiveState {
	rowsText = $state('');
	colsText = $state('');
	seedText = $state('');
	rule = $state<NeuralRule>('working');
	#size = $state({ rows: 8, cols: 8 });
	#seed = $state(1);

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', MIN_LIVE_SIDE, MAX_LIVE_SIDE));
	readonly cols = $derived(
		parseWholeNumber(this.colsText, 'Columns', MIN_LIVE_SIDE, MAX_LIVE_SIDE),
	);
	readonly seed = $derived(parseWholeNumber(this.seedText, 'Seed', 0, MAX_SEED));
	readonly board = $derived(createBoard(this.#size.rows, this.#size.cols));
	/** The seed the run uses: the last one typed right. */
	readonly seedValue = $derived(this.#seed);

	/** Sets up the controls from the widget's starting values. */
	constructor(setup: NetworkLiveSetup) {
		this.rowsText = String(setup.rows);
		this.colsText = String(setup.cols);
		this.seedText = String(setup.seed);
		this.#size = { rows: setup.rows, cols: setup.cols };
		this.#seed = setup.seed;
		this.rule = setup.rule;
	}

	/** Takes what the reader typed in Rows or Columns; a right size starts a new run. */
	type(which: 'rows' | 'cols', text: string): void {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		if (!this.rows.ok || !this.cols.ok) return;
		if (this.rows.value === this.#size.rows && this.cols.value === this.#size.cols) return;
		this.#size = { rows: this.rows.value, cols: this.cols.value };
	}

	/** Takes what the reader typed in Seed. */
	typeSeed = (text: string): void => {
		this.seedText = text;
		if (this.seed.ok && this.seed.value !== this.#seed) this.#seed = this.seed.value;
	};

	/** Chooses a rule by its menu value; anything else is ignored. */
	chooseRule = (value: string): void => {
		this.rule = readRule(value) ?? this.rule;
	};
}
