/**
 * A code cell's state: the student's program in each language the lesson
 * offers, the last results, what the cell says, and the saved copy in local
 * storage that a reload puts back. This half is on the page from the start;
 * the working half (editor, runner, Run, Reset code, Show solution) is a
 * `CellSession` (code-cell-session.ts), loaded on the reader's first touch.
 */
import type { CellSession, SessionOptions } from './code-cell-session.ts';
import {
	browserCodeEnvironment,
	loadCell,
	type CodeStorageEnvironment,
	type SavedCell,
	type SavedRun,
} from './code-storage.ts';
import type { CodeLanguage, Limits, ProgramError } from './code-types.ts';
import { describeVerdict } from './code-verdict.ts';

/** A language's starter program and reference solution (none on an assignment: no Show solution). */
export interface CellProgram {
	starter: string;
	solution?: string | undefined;
}

/** What the cell tells its page when the code or the results change: the language shown. */
export interface CellChange {
	language: CodeLanguage;
	/** The student's program in that language. */
	code: string;
	/** Its last run's results as saved, or null before any run. */
	results: SavedRun | null;
}

/** A run's results: what is saved, plus the steps while the page lives. */
export interface CellResult {
	saved: SavedRun;
	/** The steps kept for the animation (null after a reload: run again to watch). */
	steps: Int32Array | null;
	/** Steps that happened, kept or not. */
	stepsTotal: number;
	tour: readonly number[] | null;
}

/** How the cell is set up, and (in tests) what stands in for the browser. */
export interface CodeCellOptions extends SessionOptions {
	/** The storage key: "<lesson>/<cell id>". */
	key: string;
	/** The exercise the runtime checks against (src/lib/code). */
	exercise: string;
	/** The programs by language, in the order the switch offers them. */
	programs: Partial<Record<CodeLanguage, CellProgram>>;
	limits?: Limits | undefined;
	env?: CodeStorageEnvironment;
	/** Called after every change of the code, the language shown or the results. */
	onchange?: ((change: CellChange) => void) | undefined;
}

/** A replacement waiting for the student's yes. */
export type Replacement = 'reset' | 'solution';

/** The names languages go by. */
export const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
	javascript: 'JavaScript',
	python: 'Python',
};

/** The pause after typing before the code is saved. */
const SAVE_DELAY_MS = 400;

/** The cell's state; see the module comment. */
export class CodeCellState {
	readonly languages: readonly CodeLanguage[];
	readonly exercise: string;
	readonly limits: Limits | undefined;
	readonly #options: CodeCellOptions;
	readonly #env: CodeStorageEnvironment;

	language: CodeLanguage = $state('javascript');
	/** The student's text per language. */
	#code: Partial<Record<CodeLanguage, string>> = $state({});
	/** 'static': the built text; 'loading'; 'ready': CodeMirror is on the page; 'failed'. */
	editorPhase: 'static' | 'loading' | 'ready' | 'failed' = $state('static');
	running = $state(false);
	/** What the runtime is loading (Pyodide) and how far, while it does. */
	loading: { what: string; fraction?: number } | null = $state(null);
	/** Lines printed by the run going on (or the last run). */
	logs: readonly string[] = $state.raw([]);
	results: Partial<Record<CodeLanguage, CellResult>> = $state.raw({});
	/** A sentence about saving or the saved copy (damaged, not kept), or null. */
	notice: string | null = $state(null);
	confirming: Replacement | null = $state(null);
	/** The code a replacement took away, with Undo offered, or null. */
	undoable: { language: CodeLanguage; code: string; what: Replacement } | null = $state(null);
	/** Goes up when a run ends, so that the board makes a new player. */
	runCount = $state(0);

	#session: Promise<CellSession> | null = null;
	#loaded: CellSession | null = null;
	#saveTimer: ReturnType<typeof setTimeout> | null = null;

	/** Puts back the saved work, if any; the first offered language otherwise. */
	constructor(options: CodeCellOptions) {
		this.#options = options;
		this.exercise = options.exercise;
		this.limits = options.limits;
		this.languages = (['javascript', 'python'] as const).filter(
			(language) => options.programs[language] !== undefined,
		);
		if (this.languages.length === 0) throw new Error('A code cell needs at least one language.');
		this.#env = options.env ?? browserCodeEnvironment();
		this.language = this.languages[0] as CodeLanguage;
		const { cell, problem } = loadCell(this.#env, options.key);
		this.notice = problem;
		if (cell !== null) this.#restore(cell);
	}

	/** Reads the saved work again (after a reset or an import): the starters where there is none. */
	reload(): void {
		if (this.running) return;
		const { cell } = loadCell(this.#env, this.#options.key);
		this.confirming = null;
		this.undoable = null;
		if (cell === null) {
			this.#code = {};
			this.results = {};
			this.logs = [];
		} else this.#restore(cell);
		this.#loaded?.showSaved();
		this.changed();
	}

	/** Takes a saved cell's code and results. */
	#restore(cell: SavedCell): void {
		const code: Partial<Record<CodeLanguage, string>> = {};
		const results: Partial<Record<CodeLanguage, CellResult>> = {};
		for (const language of this.languages) {
			const text = cell.code[language];
			if (text !== undefined) code[language] = text;
			const run = cell.runs[language];
			if (run !== undefined) {
				const stepsTotal = run.visits + run.unvisits;
				results[language] = { saved: run, steps: null, stepsTotal, tour: null };
			}
		}
		this.#code = code;
		this.results = results;
		if (cell.language !== null && this.languages.includes(cell.language)) {
			this.language = cell.language;
		}
		this.logs = results[this.language]?.saved.logs ?? [];
	}

	/** The starter and solution of the language shown. */
	get program(): CellProgram {
		return this.#options.programs[this.language] as CellProgram;
	}

	/** The student's program in the language shown. */
	get code(): string {
		return this.#code[this.language] ?? this.program.starter;
	}

	/** The last run's results in the language shown, or null. */
	get result(): CellResult | null {
		return this.results[this.language] ?? null;
	}

	/** The last run's error in the language shown, or null. */
	get error(): ProgramError | null {
		return this.result?.saved.error ?? null;
	}

	/** The sentence the live region reads: running, loading, or the verdict. */
	get status(): string {
		if (this.loading !== null) {
			const { what, fraction } = this.loading;
			if (fraction === undefined) return `${what}…`;
			return `${what}… ${String(Math.round(fraction * 100))}%`;
		}
		if (this.running) return 'Running…';
		const result = this.result;
		return result === null ? '' : describeVerdict(result.saved.tests, result.saved.error);
	}

	/**
	 * The working half, loaded on first use (the reader's first touch); then `act` hands it to
	 * what the reader asked for.
	 */
	session(): Promise<CellSession> {
		this.#session ??= import('./code-cell-session.ts').then(({ CellSession }) => {
			this.#loaded = new CellSession(this, this.#options);
			return this.#loaded;
		});
		return this.#session;
	}

	/** Does something with the working half, loading it first if need be. */
	async act(action: (session: CellSession) => unknown): Promise<void> {
		await action(await this.session());
	}

	/** Takes the editor's text (every change), saving it after a pause. */
	setCode(code: string): void {
		this.#code = { ...this.#code, [this.language]: code };
		this.undoable = null;
		if (this.#saveTimer !== null) clearTimeout(this.#saveTimer);
		this.#saveTimer = setTimeout(() => this.save(), SAVE_DELAY_MS);
		this.changed();
	}

	/** Tells the page (the `onchange` option) the code, the language or the results changed. */
	changed(): void {
		const results = this.result?.saved ?? null;
		this.#options.onchange?.({ language: this.language, code: this.code, results });
	}

	/** Shows another language: its own text, results and undo history. */
	chooseLanguage(language: CodeLanguage): void {
		if (!this.languages.includes(language) || language === this.language || this.running) return;
		this.language = language;
		this.confirming = null;
		this.undoable = null;
		this.logs = this.result?.saved.logs ?? [];
		this.#loaded?.showLanguage();
		this.save();
		this.changed();
	}

	/** Keeps the student's code (the answer to a replacement's question). */
	cancel(): void {
		this.confirming = null;
	}

	/** The cell as saved: the language shown, the code and the results (not the steps) per language. */
	snapshot(): SavedCell {
		const runs: SavedCell['runs'] = {};
		for (const language of this.languages) {
			const result = this.results[language];
			if (result !== undefined) runs[language] = result.saved;
		}
		return { language: this.language, code: { ...this.#code }, runs };
	}

	/** Saves the code and results (at once when the working half is loaded, as it is after any change). */
	save(): void {
		if (this.#saveTimer !== null) clearTimeout(this.#saveTimer);
		this.#saveTimer = null;
		if (this.#loaded !== null) this.#loaded.save();
		else void this.session().then((session) => session.save());
	}

	/** The storage and key the working half saves to. */
	get storage(): { env: CodeStorageEnvironment; key: string } {
		return { env: this.#env, key: this.#options.key };
	}

	/** Saves what is pending and ends the editor and the worker. */
	destroy(): void {
		if (this.#saveTimer !== null) this.save();
		this.#loaded?.destroy();
	}
}
