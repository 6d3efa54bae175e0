/**
 * The student's progress as reactive state shared by every component on the
 * page, kept in step with local storage and with other tabs (the `storage`
 * event). Nothing touches `window` until `connect()` runs, so components
 * render on the server with an empty store.
 */
import {
	PROGRESS_KEY,
	emptyStore,
	reconcile,
	resetProgress,
	updateRecord,
	type CatalogEntry,
	type ExerciseRecord,
	type ProgressStore,
} from './progress-store.ts';
import {
	browserEnvironment,
	exportProgress,
	importProgress,
	loadProgress,
	saveProgress,
	undoImport,
	type ProgressEnvironment,
} from './progress-storage.ts';
import {
	announceCells,
	exportCells,
	importCells,
	resetCells,
	undoCellImport,
} from '../../code/code-progress.ts';

/** The `code` field of a progress file (its code cells), or undefined when it has none or is not JSON. */
function codeOfFile(text: string): unknown {
	try {
		const file: unknown = JSON.parse(text);
		return typeof file === 'object' && file !== null
			? (file as { code?: unknown }).code
			: undefined;
	} catch {
		return undefined;
	}
}

/** Progress on this page: the store, what went wrong reading or saving it, and what an import did. */
export class ProgressState {
	/** The store; replaced whole on every change. */
	store: ProgressStore = $state.raw(emptyStore());
	/** True once read from storage (never on the server). */
	ready = $state(false);
	/** What was wrong with the saved progress when it was read, or null. */
	loadProblem: string | null = $state(null);
	/** Why the last change was not saved, or null. */
	saveProblem: string | null = $state(null);
	/** Says once that progress on changed or removed exercises was cleared, or null. */
	notice: string | null = $state(null);
	/** What the last import or undo did (or why it failed), or null. */
	importMessage: string | null = $state(null);
	/** True while the last import can be undone: until anything else changes. */
	canUndo = $state(false);
	#makeEnvironment: () => ProgressEnvironment;
	#env: ProgressEnvironment | null = null;
	#users = 0;
	#stopListening: (() => void) | null = null;
	/** True while this state saves, so it does not read back its own save. */
	#saving = false;

	/** Uses the browser's page by default; tests pass one in memory. */
	constructor(makeEnvironment: () => ProgressEnvironment = browserEnvironment) {
		this.#makeEnvironment = makeEnvironment;
	}

	/** Starts reading storage (on first use) and, with a catalog, clears records it no longer holds; returns the stop function. */
	connect(catalog?: readonly CatalogEntry[]): () => void {
		this.#users += 1;
		if (this.#users === 1) {
			const env = this.#environment();
			this.#read();
			this.#stopListening = env.listen((key) => {
				if (!this.#saving && (key === PROGRESS_KEY || key === null)) this.#read();
			});
		}
		if (catalog !== undefined) this.#reconcile(catalog);
		return () => {
			this.#users -= 1;
			if (this.#users === 0) {
				this.#stopListening?.();
				this.#stopListening = null;
			}
		};
	}

	/** Returns the record saved for `key`, or undefined. */
	record(key: string): ExerciseRecord | undefined {
		return Object.hasOwn(this.store.exercises, key) ? this.store.exercises[key] : undefined;
	}

	/** Changes one exercise's record (see `updateRecord`) and saves; with `url`, it becomes where the student left off. */
	update(
		key: string,
		version: number,
		patch: Partial<Omit<ExerciseRecord, 'version' | 'updated'>>,
		url?: string,
	): void {
		this.#commit(updateRecord(this.store, key, version, patch, this.#environment().now(), url));
	}

	/** Clears one lesson's records, or all of them, with the lessons' code cells' saved work. */
	reset(lesson?: string): void {
		this.#commit(resetProgress(this.store, lesson));
		resetCells(this.#environment(), lesson);
		announceCells();
	}

	/** Merges an exported file's text into the progress, keeping a copy for `undo()`. */
	importText(text: string, catalog?: readonly CatalogEntry[]): void {
		const result = importProgress(
			text,
			catalog === undefined ? { env: this.#environment() } : { catalog, env: this.#environment() },
		);
		if ('problem' in result) {
			this.importMessage = result.problem;
			return;
		}
		this.store = result.store;
		this.saveProblem = null;
		const cells = importCells(this.#environment(), codeOfFile(text));
		announceCells();
		this.importMessage =
			cells === 0
				? result.summary
				: `${result.summary} ${cells === 1 ? '1 code cell' : `${cells.toLocaleString('en-US')} code cells`} brought back.`;
		this.canUndo = true;
	}

	/** Restores the progress as it was before the last import. */
	undo(): void {
		if (!this.canUndo) return;
		const restored = undoImport(this.#environment());
		undoCellImport(this.#environment());
		announceCells();
		this.canUndo = false;
		if (restored) this.#read();
		this.importMessage = restored
			? 'Import undone: your progress is as it was before.'
			: 'The import could not be undone: the copy kept before it is gone.';
	}

	/** Returns the progress as a file to download, with the lessons' code cells under `code`. */
	exportFile(): { filename: string; text: string } {
		const file = exportProgress({ store: this.store, env: this.#environment() });
		const code = exportCells(this.#environment());
		if (Object.keys(code).length === 0) return file;
		return { ...file, text: JSON.stringify({ ...(JSON.parse(file.text) as object), code }) };
	}

	/** Returns the page, looking up the browser's on first use. */
	#environment(): ProgressEnvironment {
		this.#env ??= this.#makeEnvironment();
		return this.#env;
	}

	/** Reads the store from storage. */
	#read(): void {
		const loaded = loadProgress(this.#environment());
		this.loadProblem = loaded.problem;
		// Without storage the progress lives only here; reading "nothing" again must not erase it.
		if (!loaded.available && this.ready) return;
		this.store = loaded.store;
		this.ready = true;
	}

	/** Clears records of exercises that changed or left the lessons, and says so once. */
	#reconcile(catalog: readonly CatalogEntry[]): void {
		const { store, dropped } = reconcile(this.store, catalog);
		if (dropped.length === 0) return;
		this.#commit(store);
		const n = dropped.length;
		this.notice = `Some lessons have changed since your last visit, so progress on ${n.toLocaleString('en-US')} ${n === 1 ? 'exercise that has' : 'exercises that have'} changed or gone was cleared.`;
	}

	/** Replaces the store and saves it; any change ends the chance to undo an import. */
	#commit(next: ProgressStore): void {
		if (next === this.store) return;
		this.store = next;
		this.canUndo = false;
		this.#saving = true;
		try {
			this.saveProblem = saveProgress(next, this.#environment());
		} finally {
			this.#saving = false;
		}
	}
}

/** The page's one progress state. */
export const progress = new ProgressState();
