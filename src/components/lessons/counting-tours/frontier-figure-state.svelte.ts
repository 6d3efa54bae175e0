/**
 * State of the frontier figure: a small board swept square by square
 * (`traceFrontier`), stepped with the step player. The shown step's states
 * are listed with their numbers of ways; the board draws one state — its
 * frontier squares' codes and an example drawing that leaves it. The first
 * board is traced at once (3×4 takes a few milliseconds); others, which can
 * take a second, in the solver worker.
 */
import { createBoard, squareName, type Board, type Square } from '../../../lib/board.ts';
import type {
	FrontierCell,
	FrontierState,
	FrontierTrace,
	TraceEdge,
	TraceStep,
} from '../../../lib/counting/frontier-trace.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import { StepPlayer } from '../../player/player.svelte.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';
import { figureBoardProblem } from './frontier-boards.ts';

/** The largest side the figure offers. */
export const MAX_FIGURE_SIDE = 5;
/** States listed in the table; the rest are counted in a line under it. */
export const LISTED_STATES = 10;

/** What the figure starts with. */
export interface FrontierSetup {
	/** The first board's sweep, traced when the page was built (`traceFrontier`). */
	trace: FrontierTrace;
	/** Squares swept at first. */
	at: number;
	runner?: SolverRunner | undefined;
}

/** What a square is at the shown step, for drawing. */
export type SquareRole = 'done' | 'frontier' | 'later';

const number = new Intl.NumberFormat('en-GB');

/** Writes a frontier cell as the figure shows it: 0, 2, a letter, or "end". */
export function cellText(cell: FrontierCell): string {
	if (cell === 'empty') return '0';
	if (cell === 'full') return '2';
	return cell;
}

/** Writes a cell in words, for screen readers. */
function cellWords(cell: FrontierCell): string {
	if (cell === 'empty') return 'no move yet';
	if (cell === 'full') return 'both moves';
	if (cell === 'end') return 'loose end, path end behind';
	return `loose end ${cell}`;
}

/** The figure's state. */
export class FrontierFigureState {
	readonly runner: SolverRunner;
	rowsText = $state('3');
	colsText = $state('4');
	closed = $state(false);
	trace = $state.raw<FrontierTrace>() as FrontierTrace;
	/**
	 * The reader's choice of state (its place in the list) and drawing (0 or 1), and the step and
	 * trace it was made at: another step shows its own first state again.
	 */
	#choice = $state.raw({ trace: null as FrontierTrace | null, at: -1, index: 0, drawing: 0 });
	/** Squares swept when a new trace is shown. */
	#startAt: number;

	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, MAX_FIGURE_SIDE));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, MAX_FIGURE_SIDE));
	/** Why the board typed cannot be shown, or null. */
	readonly sizeProblem = $derived(
		this.rows.ok && this.cols.ok ? figureBoardProblem(this.rows.value, this.cols.value) : null,
	);
	readonly board: Board = $derived(createBoard(this.trace.rows, this.trace.cols));
	readonly player = $derived.by(() => {
		const trace = this.trace;
		const player = new StepPlayer<TraceStep, { at: number }, void>({
			source: () => trace.steps.values(),
			view: { create: () => ({ at: 0 }), apply: (view) => void view.at++ },
			// The steps are computed already, so the timeline knows its length from the start.
			lookahead: 4,
			speed: 2,
		});
		player.seek(Math.min(this.#startAt, trace.steps.length));
		return player;
	});
	/** Squares swept at the shown step. */
	readonly at = $derived(this.player.read((view) => view.at));
	readonly step: TraceStep | null = $derived(this.trace.steps[this.at - 1] ?? null);
	readonly states: readonly FrontierState[] = $derived(this.step?.states ?? []);
	/** Whether the reader's choice belongs to the shown step. */
	readonly #chosenHere = $derived(this.#choice.trace === this.trace && this.#choice.at === this.at);
	/** Which state of the shown step the board draws, by its place in the list. */
	readonly chosen = $derived(this.#chosenHere ? this.#choice.index : 0);
	/** Which of the chosen state's example drawings the board draws (0 or 1). */
	readonly drawingIndex = $derived(this.#chosenHere ? this.#choice.drawing : 0);
	readonly state: FrontierState | null = $derived(this.states[this.chosen] ?? null);
	readonly drawing: readonly TraceEdge[] = $derived(
		this.state?.drawings[this.drawingIndex] ?? this.state?.drawings[0] ?? [],
	);
	/** Each square's role at the shown step. */
	readonly roles: readonly SquareRole[] = $derived.by(() => {
		const roles: SquareRole[] = Array.from({ length: this.board.size }, () => 'later');
		for (const s of this.step?.swept ?? []) roles[s] = 'done';
		for (const s of this.step?.frontier ?? []) roles[s] = 'frontier';
		return roles;
	});
	/** The chosen state's code on each frontier square, by square (null elsewhere). */
	readonly marks: readonly (string | null)[] = $derived.by(() => {
		const marks: (string | null)[] = Array.from({ length: this.board.size }, () => null);
		this.step?.frontier.forEach((s, j) => {
			const cell = this.state?.cells[j];
			if (cell !== undefined) marks[s] = cellText(cell);
		});
		return marks;
	});
	/** The sentence about the shown step. */
	readonly summary = $derived.by(() => {
		const step = this.step;
		const trace = this.trace;
		const n = trace.order.length;
		if (step === null) {
			return `Nothing swept yet: one state, the empty frontier, reached in one way. The numbers show the order in which the ${String(n)} squares will be swept.`;
		}
		const name = squareName(this.board, step.square);
		const kept = `${plural(step.states.length, 'state')} kept, standing for ${plural(step.drawings, 'partial drawing')}`;
		const head = `Square ${String(this.at)} of ${String(n)} (${name}) swept: ${kept}.`;
		if (this.at < n) return head;
		const what = trace.closed ? 'closed tour' : 'open tour';
		return `${head} The last square completes ${plural(trace.count, what)}, each counted once whichever way round it goes.`;
	});
	/** The board in words, for screen readers. */
	readonly boardText = $derived.by(() => {
		const step = this.step;
		const size = `${String(this.board.rows)}×${String(this.board.cols)} board`;
		if (step === null) return `${size}, nothing swept yet.`;
		const names = (squares: readonly Square[]): string =>
			squares.length === 0 ? 'none' : squares.map((s) => squareName(this.board, s)).join(', ');
		const done = step.swept.filter((s) => !step.frontier.includes(s));
		const cells = step.frontier
			.map((s, j) => {
				const cell = this.state?.cells[j];
				return `${squareName(this.board, s)} ${cell === undefined ? '' : cellWords(cell)}`;
			})
			.join('; ');
		const moves = this.drawing.map(
			([a, b]) => `${squareName(this.board, a)}–${squareName(this.board, b)}`,
		);
		return `${size} after ${String(this.at)} squares. Swept and finished: ${names(done)}. Frontier: ${cells}. Example drawing: ${moves.length === 0 ? 'no moves' : moves.join(', ')}.`;
	});

	/** Sets up the figure on its first board's sweep. */
	constructor({ trace, at, runner }: FrontierSetup) {
		this.rowsText = String(trace.rows);
		this.colsText = String(trace.cols);
		this.closed = trace.closed;
		this.#startAt = at;
		this.runner = runner ?? new SolverRunner();
		this.trace = trace;
	}

	/** Takes a typed side and traces the new board when it is a fine one. */
	type = (which: 'rows' | 'cols', text: string): void => {
		if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		void this.retrace();
	};

	/** Switches between closed and open tours. */
	chooseClosed = (closed: boolean): void => {
		this.closed = closed;
		void this.retrace();
	};

	/** Shows state `index` of the shown step on the board. */
	choose = (index: number): void => {
		this.#choice = { trace: this.trace, at: this.at, index, drawing: 0 };
	};

	/** Shows the chosen state's other example drawing. */
	otherDrawing = (): void => {
		const drawing = this.drawingIndex === 0 ? 1 : 0;
		this.#choice = { trace: this.trace, at: this.at, index: this.chosen, drawing };
	};

	/** Traces the board typed in the worker, from square 0; keeps the old figure on bad input. */
	async retrace(): Promise<void> {
		if (!this.rows.ok || !this.cols.ok || this.sizeProblem !== null) {
			this.runner.cancel();
			return;
		}
		const input = { rows: this.rows.value, cols: this.cols.value, closed: this.closed };
		const outcome = await this.runner.run('frontier-trace', input);
		if (outcome.status !== 'done') return;
		this.#startAt = 0;
		this.trace = outcome.value;
	}

	/** Stops the worker. */
	destroy(): void {
		this.runner.destroy();
	}
}

/** Says "1 state" or "16 states", with thousands separated. */
function plural(count: number | bigint, noun: string): string {
	return `${number.format(count)} ${noun}${count === 1 || count === 1n ? '' : 's'}`;
}
