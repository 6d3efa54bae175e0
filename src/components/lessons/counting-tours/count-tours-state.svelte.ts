/**
 * State of the lesson's counter: the reader's board and kind of count, the count run in the solver
 * worker ('counting-tours-count') with progress and Cancel, and the result beside the published
 * value where there is one. The first result is computed when the page is built.
 */
import { parseWholeNumber, type Parsed } from '../../../lib/input.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import { MAX_COUNT_SIDE, type CountAnswer, type CountRequest } from './jobs.ts';
import { describeAnswer, type AnswerText } from './count-text.ts';

/** The counter's state. */
export class CountToursState {
	rowsText = $state('');
	colsText = $state('');
	startText = $state('');
	closed = $state(false);
	directed = $state(false);
	upToSymmetry = $state(false);
	answer = $state.raw<CountAnswer>() as CountAnswer;
	readonly runner: SolverRunner;

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, MAX_COUNT_SIDE));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, MAX_COUNT_SIDE));
	/** What is wrong with Start, or null; the square's name is checked against the board in the worker. */
	readonly startError: string | null = $derived(this.#checkStart());
	readonly text: AnswerText = $derived(describeAnswer(this.answer));
	/** Whether the request can be sent. */
	readonly ready = $derived(this.rows.ok && this.cols.ok && this.startError === null);

	/** Sets up the counter with the answer computed when the page was built; nothing runs yet. */
	constructor(initial: CountAnswer, runner?: SolverRunner) {
		const { request } = initial;
		this.answer = initial;
		this.rowsText = String(request.rows);
		this.colsText = String(request.cols);
		this.startText = request.start ?? '';
		this.closed = request.closed;
		this.directed = request.directed;
		this.upToSymmetry = request.upToSymmetry;
		this.runner = runner ?? new SolverRunner();
	}

	/** Explains a Start that cannot be used, or returns null. */
	#checkStart(): string | null {
		const text = this.startText.trim();
		if (text === '') return null;
		if (this.upToSymmetry) {
			return 'A count up to symmetry has no start square: clear Start or untick Up to symmetry.';
		}
		return /^[a-z]{1,2}\d{1,2}$/i.test(text)
			? null
			: `Start must be a square's name such as a1, or empty to count every tour; "${text.slice(0, 12)}" is not one.`;
	}

	/** The request the controls describe, or null while something is wrong. */
	request(): CountRequest | null {
		if (!this.ready) return null;
		const rows = (this.rows as Parsed<number> & { ok: true }).value;
		const cols = (this.cols as Parsed<number> & { ok: true }).value;
		const start = this.startText.trim().toLowerCase();
		return {
			rows,
			cols,
			closed: this.closed,
			directed: this.directed,
			start: start === '' ? null : start,
			upToSymmetry: this.upToSymmetry,
		};
	}

	/** Counts in the worker; the answer changes only when the count finishes. */
	count = async (): Promise<void> => {
		const request = this.request();
		if (request === null) return;
		const outcome = await this.runner.run('counting-tours-count', request);
		if (outcome.status === 'done') this.answer = outcome.value;
	};
}
