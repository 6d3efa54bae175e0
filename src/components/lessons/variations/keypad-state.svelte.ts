/**
 * State of the keypad widget: the length, the vowel budget and the marked
 * keys the reader sets; the dynamic program's tables on a step player (one
 * step per length); and the check by listing every sequence in the worker.
 */
import { countWalks } from '../../../lib/counting/count-walks.ts';
import { MAX_ENUMERATED_WALKS } from '../../../lib/counting/enumerate-walks.ts';
import { KEY_LABELS, VOWELS, keySquare, keypadBoard } from '../../../lib/counting/keypad.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import { StepPlayer } from '../../player/player.svelte.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import { keypadLayers, type KeypadLayer, type KeypadSetup } from './keypad-program.ts';

/**
 * The longest sequences the widget counts. Every keystroke recomputes the tables of each length on
 * the main thread, and at 20 keys with budget 20 that stays a few milliseconds (bench/rows/variations-more.ts).
 */
export const MAX_KEYPAD_LENGTH = 20;

const number = new Intl.NumberFormat('en-GB');

/** Writes a count with thousands separators (bigints included). */
export function formatCount(value: bigint | number): string {
	return number.format(value);
}

/** The view of the step player: the table of the length shown (null before the first step). */
interface LayerView {
	layer: KeypadLayer | null;
}

/** The keypad widget's state; `runner` is created on the first check (tests pass one). */
export class KeypadState {
	lengthText = $state('10');
	budgetText = $state('2');
	marked = $state.raw<string[]>([...VOWELS]);
	/** The outcome of the last check by listing, or why it was refused. */
	check = $state('');
	runner = $state.raw<SolverRunner | null>(null);
	readonly length = $derived(parseWholeNumber(this.lengthText, 'Length', 1, MAX_KEYPAD_LENGTH));
	readonly budget = $derived(
		parseWholeNumber(this.budgetText, 'Vowel budget', 0, MAX_KEYPAD_LENGTH),
	);
	/** The last good setting of all three, which the tables show. */
	#setup = $state.raw<KeypadSetup>({ length: 10, budget: 2, marked: [...VOWELS] });
	readonly setup = $derived(this.#setup);
	readonly player = $derived(this.#makePlayer(this.#setup));
	readonly layer = $derived(this.player.read((view) => view.layer));
	/** The final answer for the setting: the total of the last table. */
	readonly answer = $derived(this.#answer(this.#setup));
	#serial = 0;

	/** Sets up the widget at length 10 with budget 2 and the vowels marked. */
	constructor(runner?: SolverRunner) {
		this.runner = runner ?? null;
	}

	/** Builds a player over the tables of lengths 1 … length, showing the last. */
	#makePlayer(setup: KeypadSetup): StepPlayer<KeypadLayer, LayerView, bigint> {
		const player = new StepPlayer<KeypadLayer, LayerView, bigint>({
			source: () => keypadLayers(setup),
			view: {
				create: () => ({ layer: null }),
				apply: (view, layer) => {
					view.layer = layer;
				},
			},
			speed: 2,
		});
		player.seek(Infinity);
		return player;
	}

	/** Counts the sequences of the full length in one call (the tables are for showing the steps). */
	#answer(setup: KeypadSetup): bigint {
		const limit = { squares: setup.marked.map(keySquare), atMost: setup.budget };
		return countWalks(keypadBoard(), { length: setup.length, limit });
	}

	/** Takes what the reader typed; the tables change once both boxes are good. */
	type(which: 'length' | 'budget', text: string): void {
		if (which === 'length') this.lengthText = text;
		else this.budgetText = text;
		this.#apply();
	}

	/** Marks a key as a vowel, or unmarks it. */
	toggle = (label: string): void => {
		this.marked = this.marked.includes(label)
			? this.marked.filter((key) => key !== label)
			: KEY_LABELS.filter((key) => key === label || this.marked.includes(key));
		this.#apply();
	};

	/** Copies a good setting into the tables, and drops a check made for another. */
	#apply(): void {
		if (!this.length.ok || !this.budget.ok) return;
		this.runner?.cancel();
		this.#serial++;
		this.check = '';
		this.#setup = { length: this.length.value, budget: this.budget.value, marked: this.marked };
	}

	/** Lists every sequence in the worker and compares the count with the program's, or says why not. */
	listAll = async (): Promise<void> => {
		const setup = this.#setup;
		const all = countWalks(keypadBoard(), { length: setup.length });
		if (all > BigInt(MAX_ENUMERATED_WALKS)) {
			this.check = `Not listed: there are ${formatCount(all)} sequences of ${String(setup.length)} keys joined by knight's moves, and listing stops at ${formatCount(MAX_ENUMERATED_WALKS)} to stay quick. The program above needs only ${String(setup.length)} small tables; try a length of 11 or less.`;
			return;
		}
		const serial = ++this.#serial;
		this.runner ??= new SolverRunner();
		this.check = '';
		const outcome = await this.runner.run('keypad-enumerate', {
			length: setup.length,
			budget: setup.budget,
			marked: [...setup.marked],
		});
		if (serial !== this.#serial) return;
		if (outcome.status !== 'done') {
			this.check = outcome.message;
			return;
		}
		const listed = outcome.value.reduce((sum, count) => sum + count, 0);
		const program = this.#answer(setup);
		const agrees = BigInt(listed) === program;
		this.check = agrees
			? `Listed all ${formatCount(all)} sequences of ${String(setup.length)} keys one by one: ${formatCount(listed)} use at most ${String(setup.budget)} marked keys, the same number as the dynamic program.`
			: `Listing found ${formatCount(listed)} but the program says ${formatCount(program)}: they disagree.`;
	};
}
