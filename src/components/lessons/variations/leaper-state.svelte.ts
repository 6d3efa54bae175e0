/**
 * State of the leaper explorer: a leaper (a preset or any (a, b)), a board up
 * to 16×16, the square it stands on, the components of its graph (from the
 * library), and a tour searched for in the solver worker.
 */
import {
	createBoard,
	neighbors,
	squareAt,
	squareName,
	type Board,
	type Square,
} from '../../../lib/board.ts';
import { parseWholeNumber } from '../../../lib/input.ts';
import { leaperComponents, leaperConnectivity } from '../../../lib/leaper-theory.ts';
import { SolverRunner } from '../../runner/solver-runner.svelte.ts';

/** Largest side and step length the explorer offers. */
export const MAX_LEAPER_SIDE = 16;
export const MAX_LEAPER_STEP = 8;

/** The named leapers, by what the preset menu shows. */
export const LEAPER_PRESETS: readonly { name: string; leaper: [number, number] }[] = [
	{ name: 'Knight (1, 2)', leaper: [1, 2] },
	{ name: 'Camel (1, 3)', leaper: [1, 3] },
	{ name: 'Zebra (2, 3)', leaper: [2, 3] },
	{ name: 'Giraffe (1, 4)', leaper: [1, 4] },
];

const number = new Intl.NumberFormat('en-GB');

/** Where the explorer starts. */
export interface LeaperSetup {
	leaper: [number, number];
	rows: number;
	cols: number;
}

/** The leaper explorer's state; `runner` is created on the first search (tests pass one). */
export class LeaperState {
	aText = $state('1');
	bText = $state('3');
	rowsText = $state('8');
	colsText = $state('8');
	/** The square the leaper stands on, and the keyboard cursor. */
	square = $state(0);
	cursor = $state(0);
	/** The tour the last search found on this setting, or empty. */
	tour = $state.raw<Square[]>([]);
	message = $state('');
	runner = $state.raw<SolverRunner | null>(null);
	readonly a = $derived(parseWholeNumber(this.aText, 'a', 0, MAX_LEAPER_STEP));
	readonly b = $derived(parseWholeNumber(this.bText, 'b', 0, MAX_LEAPER_STEP));
	readonly rows = $derived(parseWholeNumber(this.rowsText, 'Rows', 1, MAX_LEAPER_SIDE));
	readonly cols = $derived(parseWholeNumber(this.colsText, 'Columns', 1, MAX_LEAPER_SIDE));
	/** Why (0, 0) is refused; '' otherwise. */
	readonly stillError = $derived(
		this.a.ok && this.b.ok && this.a.value === 0 && this.b.value === 0
			? 'A leaper must move: (0, 0) stays where it is.'
			: '',
	);
	#setup = $state.raw<LeaperSetup>({ leaper: [1, 3], rows: 8, cols: 8 });
	readonly leaper = $derived(this.#setup.leaper);
	readonly board: Board = $derived(
		createBoard(this.#setup.rows, this.#setup.cols, { leaper: this.#setup.leaper }),
	);
	readonly preset = $derived(
		LEAPER_PRESETS.findIndex(
			({ leaper }) =>
				(leaper[0] === this.leaper[0] && leaper[1] === this.leaper[1]) ||
				(leaper[0] === this.leaper[1] && leaper[1] === this.leaper[0]),
		),
	);
	readonly components = $derived(leaperComponents(this.board));
	readonly componentOf = $derived.by(() => {
		const of = new Array<number>(this.board.size).fill(0);
		this.components.forEach((piece, i) => piece.forEach((s) => (of[s] = i + 1)));
		return of;
	});
	readonly verdict = $derived(
		leaperConnectivity(this.board.rows, this.board.cols, this.#setup.leaper),
	);
	readonly moves = $derived(neighbors(this.board, this.square));
	/** Component numbers on the squares while there is more than one and no tour is shown. */
	readonly marks = $derived(
		this.tour.length === 0 && this.components.length > 1
			? this.componentOf.map((c) => String(c))
			: [],
	);
	readonly summary = $derived.by(() => {
		const pieces = this.components;
		const size = `${String(this.board.rows)}×${String(this.board.cols)}`;
		if (pieces.length === 1) return `One component: the leaper can reach every square of ${size}.`;
		const sizes = pieces.map((p, i) => `${String(i + 1)}: ${String(p.length)}`).join('; ');
		return `${String(pieces.length)} components on ${size} (squares in each — ${sizes}).`;
	});
	readonly standing = $derived.by(() => {
		const names = this.moves.map((s) => squareName(this.board, s));
		const where = squareName(this.board, this.square);
		// The component is worth naming only when there is more than one.
		const at =
			this.components.length > 1
				? `On ${where} (component ${String(this.componentOf[this.square] ?? 0)})`
				: `On ${where}`;
		const move = this.tour.indexOf(this.square) + 1;
		const inTour = move > 0 ? ` It is move ${String(move)} of the tour.` : '';
		return names.length === 0
			? `${at}: no leaps.${inTour}`
			: `${at}: ${String(names.length)} leap${names.length === 1 ? '' : 's'}, to ${names.join(', ')}.${inTour}`;
	});
	#serial = 0;

	/** Sets up the explorer. */
	constructor({ leaper, rows, cols }: LeaperSetup, runner?: SolverRunner) {
		this.aText = String(leaper[0]);
		this.bText = String(leaper[1]);
		this.rowsText = String(rows);
		this.colsText = String(cols);
		this.#setup = { leaper, rows, cols };
		this.square = squareAt(this.board, rows - 1, 0);
		this.cursor = this.square;
		this.runner = runner ?? null;
	}

	/** Chooses a named leaper. */
	choosePreset = (index: number): void => {
		const preset = LEAPER_PRESETS[index];
		if (preset === undefined) return;
		this.aText = String(preset.leaper[0]);
		this.bText = String(preset.leaper[1]);
		this.#apply();
	};

	/** Takes what the reader typed into a box; the board changes once every box is good. */
	type(which: 'a' | 'b' | 'rows' | 'cols', text: string): void {
		if (which === 'a') this.aText = text;
		else if (which === 'b') this.bText = text;
		else if (which === 'rows') this.rowsText = text;
		else this.colsText = text;
		this.#apply();
	}

	/** Copies a good setting to the board, dropping a tour found for another. */
	#apply(): void {
		if (!this.a.ok || !this.b.ok || !this.rows.ok || !this.cols.ok || this.stillError !== '')
			return;
		this.runner?.cancel();
		this.#serial++;
		this.tour = [];
		this.message = '';
		// The leaper keeps its file and rank (counted from the bottom) where the new board has them.
		const rank = this.board.rows - 1 - Math.floor(this.square / this.board.cols);
		const file = this.square % this.board.cols;
		this.#setup = {
			leaper: [this.a.value, this.b.value],
			rows: this.rows.value,
			cols: this.cols.value,
		};
		const rows = this.#setup.rows;
		this.square = squareAt(
			this.board,
			rows - 1 - Math.min(rank, rows - 1),
			Math.min(file, this.#setup.cols - 1),
		);
		this.cursor = this.square;
	}

	/** Puts the leaper on a square. */
	place = (square: Square): void => {
		this.square = square;
	};

	/** Searches for an open tour in the worker and shows it, or says why there is none. */
	findTour = async (): Promise<void> => {
		const serial = ++this.#serial;
		this.runner ??= new SolverRunner();
		this.tour = [];
		this.message = '';
		const { rows, cols, leaper } = this.#setup;
		const outcome = await this.runner.run('find-tour', {
			board: { rows, cols, leaper: [leaper[0], leaper[1]] },
			options: {},
		});
		if (serial !== this.#serial) return;
		if (outcome.status !== 'done') {
			this.message = outcome.message;
			return;
		}
		const result = outcome.value;
		const positions = number.format(result.stats.nodes);
		if (result.status === 'found') {
			this.tour = Array.from(result.tour);
			this.message = `Found a tour of all ${String(this.tour.length)} squares (${positions} positions searched).`;
		} else if (result.status === 'impossible') {
			this.message = `No tour: proved. ${result.reason}`;
		} else {
			this.message = `The search gave up: no tour found, and none ruled out. ${result.reason}`;
		}
	};

	/** Describes a square for screen readers: name, component, the leaper, a leap away, tour number. */
	describe = (square: Square): string => {
		const parts = [squareName(this.board, square)];
		if (this.components.length > 1)
			parts.push(`component ${String(this.componentOf[square] ?? 0)}`);
		if (square === this.square) parts.push('leaper here');
		else if (this.moves.includes(square)) parts.push('one leap away');
		const at = this.tour.indexOf(square);
		if (at >= 0) parts.push(`tour move ${String(at + 1)}`);
		return parts.join(', ');
	};
}
