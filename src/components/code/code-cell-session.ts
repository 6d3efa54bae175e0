/**
 * The working half of a code cell, loaded with `import()` on the reader's
 * first touch (a focus or click on the code, or any button): the editor, the
 * runner, Run and Stop, and replacing the code (Reset code, Show solution,
 * Undo). The page-load half (`code-cell-state.svelte.ts`) keeps what is shown
 * and saved; this changes it.
 */
import { download } from '../export/download.ts';
import type { CodeEditor, CodeEditorOptions } from './code-editor.ts';
import type { CellOutcome, CellRunner } from './code-runner.ts';
import type { CodeCellState, Replacement } from './code-cell-state.svelte.ts';
import { keptRun, saveCell } from './code-storage-write.ts';
import type { SavedRun } from './code-storage.ts';
import type { CodeLanguage, RunReport } from './code-types.ts';

/** Printed lines shown (the runtime caps a run at 1,000 too). */
const MAX_LOG_LINES = 1000;
/** The file extension a language's download gets. */
const EXTENSIONS: Record<CodeLanguage, string> = { javascript: 'js', python: 'py' };

/** What stands in for CodeMirror and the worker in tests. */
export interface SessionOptions {
	loadEditor?: () => Promise<(parent: HTMLElement, options: CodeEditorOptions) => CodeEditor>;
	loadRunner?: () => Promise<CellRunner>;
	now?: () => number;
}

/** A cell's editor and runner, and the actions that change its code and results. */
export class CellSession {
	readonly #cell: CodeCellState;
	readonly #options: SessionOptions;
	readonly #now: () => number;
	#editor: CodeEditor | null = null;
	#runner: Promise<CellRunner> | null = null;
	#destroyed = false;

	/** Works on `cell`. */
	constructor(cell: CodeCellState, options: SessionOptions = {}) {
		this.#cell = cell;
		this.#options = options;
		this.#now = options.now ?? (() => Date.now());
	}

	/** The editor, once loaded. */
	get editor(): CodeEditor | null {
		return this.#editor;
	}

	/**
	 * Loads CodeMirror into `host` and moves the focus into it, at `position` when given. The
	 * runner starts loading too, so the first Run is quick.
	 */
	async openEditor(
		host: HTMLElement,
		label: (language: CodeLanguage) => string,
		describedBy: string,
		position?: number,
	): Promise<void> {
		const cell = this.#cell;
		if (cell.editorPhase !== 'static') return;
		cell.editorPhase = 'loading';
		void this.#loadRunner().catch(() => {
			// Run says what went wrong, when the student asks for it.
		});
		try {
			const load =
				this.#options.loadEditor ??
				(async () => (await import('./code-editor.ts')).createCodeEditor);
			const create = await load();
			if (this.#destroyed) return;
			this.#editor = create(host, {
				language: cell.language,
				code: cell.code,
				label,
				describedBy,
				onchange: (code) => cell.setCode(code),
			});
			this.#editor.markLine(cell.error?.line ?? null);
			cell.editorPhase = 'ready';
			this.#editor.focus(position);
		} catch {
			cell.editorPhase = 'failed';
		}
	}

	/** Shows the cell's language in the editor, with its error line. */
	showLanguage(): void {
		this.#editor?.switchTo(this.#cell.language, this.#cell.code);
		this.#editor?.markLine(this.#cell.error?.line ?? null);
	}

	/** Shows the cell's code again after its saved work was replaced (a reset or an import). */
	showSaved(): void {
		this.#editor?.reload(this.#cell.code);
		this.#editor?.markLine(this.#cell.error?.line ?? null);
	}

	/** Starts (once) loading the runner. */
	#loadRunner(): Promise<CellRunner> {
		this.#runner ??= (
			this.#options.loadRunner ??
			(async () => (await import('./code-runner-client.ts')).createCellRunner())
		)();
		this.#runner.catch(() => (this.#runner = null));
		return this.#runner;
	}

	/** Runs the program shown against the exercise's tests; the results replace the last ones. */
	async run(): Promise<void> {
		const cell = this.#cell;
		if (cell.running) return;
		const { language, code } = cell;
		cell.running = true;
		cell.confirming = null;
		cell.logs = [];
		this.#editor?.markLine(null);
		cell.save();
		let outcome: CellOutcome;
		const started = this.#now();
		try {
			const runner = await this.#loadRunner();
			const limits = cell.limits;
			outcome = await runner.run(
				{ language, code, exercise: cell.exercise, ...(limits === undefined ? {} : { limits }) },
				{
					onloading: (what, fraction) =>
						(cell.loading = fraction === undefined ? { what } : { what, fraction }),
					onlog: (lines) => {
						cell.loading = null;
						cell.logs = [...cell.logs, ...lines].slice(0, MAX_LOG_LINES);
					},
				},
			);
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			outcome = { status: 'failed', error: { kind: 'runtime-load', message } };
		}
		if (this.#destroyed) return;
		this.#take(language, outcome, this.#now() - started);
	}

	/** Keeps a run's outcome as the language's results. */
	#take(language: CodeLanguage, outcome: CellOutcome, elapsed: number): void {
		const cell = this.#cell;
		const report: Partial<RunReport> =
			outcome.status === 'done' ? outcome.report : (outcome.report ?? {});
		const logs = report.logs ?? cell.logs;
		const saved: SavedRun = keptRun({
			tests: report.tests ?? [],
			error: outcome.status === 'failed' ? outcome.error : null,
			visits: report.visits ?? 0,
			unvisits: report.unvisits ?? 0,
			ms: report.ms ?? elapsed,
			logs: [...logs],
			at: this.#now(),
		});
		const steps = report.steps ?? null;
		cell.results = {
			...cell.results,
			[language]: {
				saved,
				steps,
				stepsTotal: report.stepsTotal ?? (steps === null ? 0 : steps.length),
				tour: report.tour ?? null,
			},
		};
		const dropped = report.logsDropped ?? 0;
		cell.logs = dropped > 0 ? [...logs, `… and ${String(dropped)} more lines not shown`] : logs;
		cell.running = false;
		cell.loading = null;
		cell.runCount += 1;
		if (language === cell.language) this.#editor?.markLine(saved.error?.line ?? null);
		cell.save();
		if (language === cell.language) cell.changed();
		const passed = saved.error === null && saved.tests.length > 0;
		if (passed && saved.tests.every((test) => test.passed)) {
			const { key } = cell.storage;
			void import('./code-progress.ts').then(({ markCellDone }) => markCellDone(key));
		}
	}

	/** Stops the run at once. */
	stop(): void {
		if (!this.#cell.running) return;
		void this.#runner?.then((runner) => runner.stop());
	}

	/** Asks before replacing the student's code; replaces at once when nothing would be lost. */
	ask(what: Replacement): void {
		const cell = this.#cell;
		const { starter, solution } = cell.program;
		if (what === 'solution' && solution === undefined) return;
		if (cell.code === starter || cell.code === (what === 'reset' ? starter : solution)) {
			this.#replace(what);
		} else cell.confirming = what;
	}

	/** Does the replacement asked for. */
	confirm(): void {
		const what = this.#cell.confirming;
		this.#cell.confirming = null;
		if (what !== null) this.#replace(what);
	}

	/** Puts the starter or the solution in, keeping the old code for Undo. */
	#replace(what: Replacement): void {
		const cell = this.#cell;
		const before = cell.code;
		const next = what === 'reset' ? cell.program.starter : cell.program.solution;
		if (next === undefined) return;
		this.#editor?.replace(next);
		cell.setCode(next);
		cell.undoable = before === next ? null : { language: cell.language, code: before, what };
		cell.save();
	}

	/** Puts back the code a replacement took away. */
	undoReplace(): void {
		const cell = this.#cell;
		const undo = cell.undoable;
		if (undo === null || undo.language !== cell.language) return;
		this.#editor?.replace(undo.code);
		cell.setCode(undo.code);
		cell.undoable = null;
		cell.save();
	}

	/** The file Download saves: a name, a type and the program's text. */
	file(stem: string): { name: string; type: string; text: string } {
		const language = this.#cell.language;
		const type = language === 'python' ? 'text/x-python' : 'text/javascript';
		return { name: `${stem}.${EXTENSIONS[language]}`, type, text: this.#cell.code };
	}

	/** Saves the program as a file named after `stem` and the language. */
	download(stem: string): void {
		const { name, type, text } = this.file(stem);
		download(name, type, text);
	}

	/** Saves the cell's code and results now, saying in the cell when they could not be kept. */
	save(): void {
		const cell = this.#cell;
		const { env, key } = cell.storage;
		const problem = saveCell(env, key, cell.snapshot());
		if (problem !== null || cell.notice?.startsWith('Your code could not') === true) {
			cell.notice = problem;
		}
	}

	/** Ends the editor and the worker. */
	destroy(): void {
		this.#destroyed = true;
		this.#editor?.destroy();
		void this.#runner?.then((runner) => runner.dispose()).catch(() => {});
	}
}
