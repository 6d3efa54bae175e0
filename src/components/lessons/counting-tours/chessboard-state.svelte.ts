/**
 * State of "Count the chessboard's tours yourself": the board chosen, the count running in its own
 * worker (chessboard.worker.ts) with progress and an estimate of the time left, Pause (which ends
 * the worker: what is saved stays) and Resume, and the saved count read back from IndexedDB when
 * the page opens. Nothing runs until the reader asks.
 */
import { CLASS_SWEEP_SHARE } from '../../../lib/counting/types.ts';
import type { ChessboardNews } from './chessboard-run.ts';
import { timeLeft, type GroupWork, type TimeLeft } from './chessboard-estimate.ts';
import { DAMAGED_RUN, forgetRun, openCounts, readRun, type SavedRun } from './chessboard-store.ts';

/** Page → worker: count this board, resuming what is saved; or stop and let the lock go. */
export type ChessboardToWorker = { type: 'count'; rows: number; cols: number } | { type: 'pause' };

/** Worker → page. */
export type ChessboardToPage =
	| { type: 'news'; news: ChessboardNews }
	| { type: 'done'; run: SavedRun }
	| { type: 'paused'; run: SavedRun }
	| { type: 'error'; message: string };

/** A board the reader may count. */
export interface ChessboardChoice {
	rows: number;
	cols: number;
	/** What to say beside the board's name, e.g. "the chessboard, some minutes". */
	note: string;
	/** The groups of classes its count goes through (split-sweep.ts, `classGroups`). */
	groups: number;
	/** Its published count of closed tours, in decimal, and where it was published. */
	published: string;
	source: string;
	/** Each group's work in a measured run, or null. */
	work: GroupWork | null;
	/** The bytes its saved sides take once all are swept. */
	bytes: number;
}

export type ChessboardStatus = 'loading' | 'idle' | 'running' | 'paused' | 'done' | 'error';

/** How long Pause waits for the worker to stop by itself before ending it. */
const PAUSE_WAIT_MS = 3000;

/** Room to leave in storage beyond the sides themselves. */
const SPARE_BYTES = 50e6;

/** The count's state on the page. */
export class ChessboardState {
	readonly choices: readonly ChessboardChoice[];
	chosen = $state(0);
	status = $state<ChessboardStatus>('loading');
	/** The record saved for the chosen board, or null. */
	saved = $state.raw<SavedRun | null>(null);
	/** The latest news from a running count. */
	news = $state.raw<ChessboardNews | null>(null);
	/** What went wrong, for the reader. */
	message = $state('');
	/**
	 * Whether the browser has promised to keep what is saved (`navigator.storage.persist`), asked
	 * when a count starts; null before, or when the browser cannot say.
	 */
	kept = $state<boolean | null>(null);
	#worker: Worker | null = null;
	/** Resolves the pause under way when the worker says it has stopped. */
	#paused: (() => void) | null = null;
	#db: Promise<IDBDatabase> | null = null;

	/** The board chosen. */
	get choice(): ChessboardChoice {
		return this.choices[this.chosen] as ChessboardChoice;
	}
	/** The fraction done: the running count's, else the saved one's. */
	readonly fraction = $derived(this.#fraction());
	/** Time spent counting, saved or not, in ms. */
	readonly activeMs = $derived(
		this.news !== null ? this.news.run.activeMs + this.news.unsavedMs : (this.saved?.activeMs ?? 0),
	);
	readonly left: TimeLeft = $derived(
		timeLeft(
			this.fraction,
			this.news?.run.activeMs ?? this.saved?.activeMs ?? 0,
			this.news?.unsavedMs ?? 0,
			this.choice.work,
		),
	);

	constructor(choices: readonly ChessboardChoice[]) {
		this.choices = choices;
	}

	/** The saved or running count's fraction. */
	#fraction(): number {
		if (this.news !== null) return this.news.fraction;
		const run = this.saved;
		if (run === null) return 0;
		if (run.result !== null) return 1;
		// What is saved: whole groups swept, then whole groups joined (split-sweep.ts's shares).
		const n = this.choice.groups;
		const share = CLASS_SWEEP_SHARE;
		const swept = (share * run.swept) / n;
		return run.joined === null ? swept : share + ((1 - share) * run.joined.groups) / n;
	}

	#open(): Promise<IDBDatabase> {
		this.#db ??= openCounts();
		return this.#db;
	}

	/** Reads what is saved for the chosen board (when the page opens, or another board is chosen). */
	load = async (): Promise<void> => {
		const board = this.choice;
		try {
			let reset = false;
			const run = await readRun(
				await this.#open(),
				`${String(board.rows)}×${String(board.cols)}`,
				() => (reset = true),
			);
			if (board !== this.choice) return;
			this.saved = run;
			this.news = null;
			this.status = run === null ? 'idle' : run.result !== null ? 'done' : 'paused';
			// A damaged record was cleared: say so beside Start (the count starts afresh).
			this.message = reset ? DAMAGED_RUN : '';
		} catch (error) {
			this.status = 'error';
			this.message = `This browser will not keep a count (${error instanceof Error ? error.message : String(error)}), so it cannot count here.`;
		}
	};

	/** Chooses another board; a running count is paused first. */
	choose = (index: number): void => {
		if (index === this.chosen) return;
		this.#stop();
		this.chosen = index;
		this.status = 'loading';
		void this.load();
	};

	/** Starts or resumes the count, once the browser has room to keep it. */
	start = async (): Promise<void> => {
		if (this.status === 'running') return;
		this.message = '';
		const { rows, cols, bytes } = this.choice;
		const room = await this.#room(bytes - (this.saved?.bytes ?? 0) + SPARE_BYTES);
		if (room !== null) {
			this.status = 'error';
			this.message = room;
			return;
		}
		// eslint-disable-next-line svelte/prefer-svelte-reactivity -- the worker's address, never shown
		const worker = new Worker(new URL('./chessboard.worker.ts', import.meta.url), {
			type: 'module',
		});
		this.#worker = worker;
		this.status = 'running';
		// Not waited for: a browser may ask the reader first, and the count need not wait.
		void this.#keep();
		worker.onmessage = (event: MessageEvent<ChessboardToPage>) => {
			if (this.#worker !== worker) return;
			const message = event.data;
			if (message.type === 'news') {
				this.news = message.news;
				this.saved = message.news.run;
			} else if (message.type === 'paused') {
				this.#paused?.();
			} else if (message.type === 'done') {
				this.#stop();
				this.saved = message.run;
				this.news = null;
				this.status = 'done';
			} else {
				this.#stop();
				this.news = null;
				this.status = 'error';
				this.message = message.message;
				void this.#reread();
			}
		};
		worker.onerror = (event) => {
			event.preventDefault();
			this.#stop();
			this.status = 'error';
			this.message = `The counting worker stopped: ${event.message || 'it may have run out of memory'}. What was saved is kept: resume to go on from there.`;
			void this.#reread();
		};
		worker.postMessage({ type: 'count', rows, cols } satisfies ChessboardToWorker);
	};

	/** Pauses: the worker ends; the groups saved stay, the one under way starts over on resume. */
	pause = async (): Promise<void> => {
		const worker = this.#worker;
		if (this.status !== 'running' || worker === null) return;
		// The worker stops at its next news (a tenth of a second) and lets its lock go; if it does
		// not answer within a few seconds (stuck saving, say), it is ended all the same.
		await new Promise<void>((done) => {
			this.#paused = done;
			setTimeout(done, PAUSE_WAIT_MS);
			worker.postMessage({ type: 'pause' } satisfies ChessboardToWorker);
		});
		this.#paused = null;
		// The count may have finished, or failed, meanwhile.
		if (this.#worker !== worker) return;
		this.#stop();
		this.news = null;
		this.status = 'paused';
		await this.#reread();
		// Paused before the first group was saved: there is nothing to resume.
		if (this.saved === null || this.saved.count === '') this.status = 'idle';
	};

	/** Deletes the chosen board's saved count. */
	forget = async (): Promise<void> => {
		this.#stop();
		const { rows, cols } = this.choice;
		await forgetRun(await this.#open(), `${String(rows)}×${String(cols)}`);
		this.saved = null;
		this.news = null;
		this.message = '';
		this.status = 'idle';
	};

	/** Ends the page's worker, if any. */
	#stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
	}

	/** Reads the saved record again after the worker ended, keeping the status. */
	async #reread(): Promise<void> {
		const { rows, cols } = this.choice;
		this.saved = await readRun(await this.#open(), `${String(rows)}×${String(cols)}`);
	}

	/**
	 * Asks the browser to keep this site's storage even when it runs short of space (else it may
	 * clear a count saved over several visits), unless it has promised already.
	 */
	async #keep(): Promise<void> {
		const storage = navigator.storage as StorageManager | undefined;
		if (typeof storage?.persist !== 'function') return;
		try {
			this.kept = (await storage.persisted()) || (await storage.persist());
		} catch {
			this.kept = null;
		}
	}

	/** Null when storage has `bytes` to spare (or cannot tell), else why not. */
	async #room(bytes: number): Promise<string | null> {
		const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
		if (estimate?.quota === undefined || estimate.usage === undefined) return null;
		const free = estimate.quota - estimate.usage;
		if (free >= bytes) return null;
		const gb = (b: number): string => `${(b / 1e9).toFixed(2)} GB`;
		return `This count keeps about ${gb(bytes)} in the browser's storage as it goes, and this browser allows this site only ${gb(Math.max(0, free))} more. Free some disk space (or leave private browsing), then count again.`;
	}

	/** Ends the worker when the widget goes. */
	destroy(): void {
		this.#stop();
	}
}
