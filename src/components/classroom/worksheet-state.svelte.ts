/**
 * The worksheet page's state: the assignment read from the address (or pasted), the student names,
 * the plan of what to print, and the answer key's solutions, found one board at a time in the
 * worksheet's worker.
 */
import { SvelteMap } from 'svelte/reactivity';
import { decodeAssignment } from '../../lib/classroom/assignment-code.ts';
import type { Assignment } from '../../lib/classroom/types.ts';
import { codeFromFragment } from './classroom-links.ts';
import { readNames, worksheetPlan, type KeyBoard, type WorksheetPlan } from './worksheet-plan.ts';
import {
	DEFAULT_LIMITS,
	createWorksheetClient,
	solveBoard,
	type Solution,
	type SolveLimits,
	type WorksheetClient,
} from './worksheet-solver.ts';

/** What the printer gets: everything, the worksheets only, or the answer key only. */
export type PrintChoice = 'all' | 'sheets' | 'key';

/** Where the names box's text is kept between visits (in this browser only: a class list is reused). */
export const NAMES_KEY = 'ktn-worksheet-names';

/** The part of local storage the page uses; null where storage is blocked. */
export type NameStore = Pick<Storage, 'getItem' | 'setItem'> | null;

/** The browser's local storage, or null where it is blocked. */
function browserStore(): NameStore {
	try {
		return globalThis.localStorage;
	} catch {
		return null;
	}
}

/** How long typing in the names box pauses before the worksheets follow, in ms. */
const NAMES_PAUSE_MS = 400;

/** The page's state; `createClient` is replaced in tests. */
export class WorksheetState {
	/** The assignment code read last ("" when none was given). */
	code = $state('');
	/** The assignment, once a code has been read. */
	assignment = $state.raw<Assignment | null>(null);
	/** Why no assignment is shown: no code, or what is wrong with it ("" when one is shown). */
	problem = $state('');
	/** Whether `problem` is an error (a damaged or wrong link) rather than no link at all yet. */
	problemIsError = $state(false);
	/** The text of the "Student names" box. */
	namesText = $state('');
	/** The names the worksheets are made for (the box's text after a pause in typing). */
	names = $state.raw<string[]>([]);
	/** What the box's text left out, in words. */
	namesProblem = $state('');
	/** What Print prints. */
	printChoice = $state<PrintChoice>('all');
	/** The answer key's boards, by task key. */
	readonly solutions = new SvelteMap<string, Solution>();
	/** The board being solved and when it started (ms, `performance.now()`), or null. */
	solving = $state.raw<{ key: string; since: number } | null>(null);

	readonly plan: WorksheetPlan | null = $derived(
		this.assignment === null ? null : worksheetPlan(this.assignment, this.names),
	);
	/** Boards of the key solved (or settled otherwise) so far, and how many there are. */
	readonly progress = $derived.by(() => {
		const boards = this.plan?.toSolve ?? [];
		const settled = boards.filter((b) => {
			const status = this.solutions.get(b.key)?.status;
			return status !== undefined && status !== 'solving';
		}).length;
		return { settled, total: boards.length };
	});

	#client: WorksheetClient | null = null;
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- never shown: read only when a board is solved
	#limits = new Map<string, SolveLimits>();
	#running: Promise<void> | null = null;
	#namesTimer: ReturnType<typeof setTimeout> | undefined;
	readonly #createClient: () => WorksheetClient;
	readonly #store: () => NameStore;

	constructor(
		createClient: () => WorksheetClient = createWorksheetClient,
		store: () => NameStore = browserStore,
	) {
		this.#createClient = createClient;
		this.#store = store;
	}

	/** Puts back the names box of the last visit, if storage has one. */
	restoreNames(): void {
		let text: string | null = null;
		try {
			text = this.#store()?.getItem(NAMES_KEY) ?? null;
		} catch {
			// Blocked storage: the box starts empty.
		}
		if (text === null || text === this.namesText) return;
		this.namesText = text;
		this.applyNames();
	}

	/** Reads an assignment from a fragment or pasted text; tells whether one was read. */
	open(text: string): boolean {
		const code = codeFromFragment(text);
		if (code === '') {
			const empty = text.trim() === '' || text === '#';
			this.problemIsError = !empty;
			this.problem = empty
				? 'No assignment here yet: open this page from the assignment builder, or paste the Assignment link below.'
				: 'That is not an assignment link: it holds no code starting with “KTA”. Paste the whole Assignment link.';
			return false;
		}
		try {
			const assignment = decodeAssignment(code);
			this.code = code;
			this.assignment = assignment;
			this.problem = '';
			void this.solveMissing();
			return true;
		} catch (error) {
			const detail = error instanceof Error ? error.message : String(error);
			this.problemIsError = true;
			this.problem = `This assignment link cannot be read: ${detail} Paste the whole link again (a link cut short in a message is the usual cause).`;
			return false;
		}
	}

	/** Takes the names box's text; the worksheets follow once typing pauses. */
	setNames(text: string): void {
		this.namesText = text;
		clearTimeout(this.#namesTimer);
		this.#namesTimer = setTimeout(() => {
			this.applyNames();
		}, NAMES_PAUSE_MS);
	}

	/** Makes the worksheets for the names in the box now. */
	applyNames(): void {
		clearTimeout(this.#namesTimer);
		const read = readNames(this.namesText);
		this.namesProblem = read.problem;
		if (read.names.join('\n') !== this.names.join('\n')) this.names = read.names;
		try {
			this.#store()?.setItem(NAMES_KEY, this.namesText);
		} catch {
			// Blocked or full storage: the names still work on this page, they are only not kept.
		}
		void this.solveMissing();
	}

	/**
	 * Solves, one after another, every board of the key that has no solution yet; while it runs,
	 * calling again returns the same promise (the loop picks up boards added meanwhile).
	 */
	solveMissing(): Promise<void> {
		this.#running ??= this.#solveLoop().finally(() => {
			this.#running = null;
		});
		return this.#running;
	}

	/** The loop behind `solveMissing`. */
	async #solveLoop(): Promise<void> {
		try {
			for (;;) {
				const next: KeyBoard | undefined = this.plan?.toSolve.find(
					(b) => !this.solutions.has(b.key),
				);
				if (next === undefined) break;
				this.solutions.set(next.key, { status: 'solving' });
				this.solving = { key: next.key, since: performance.now() };
				this.#client ??= this.#createClient();
				const limits = this.#limits.get(next.key) ?? DEFAULT_LIMITS;
				this.solutions.set(next.key, await solveBoard(this.#client, next.task, limits));
			}
		} finally {
			this.solving = null;
		}
	}

	/** Tries one board again with ten times the budget and the time of its last try. */
	retry(key: string): void {
		const last = this.#limits.get(key) ?? DEFAULT_LIMITS;
		this.#limits.set(key, { maxNodes: last.maxNodes * 10, timeoutMs: last.timeoutMs * 10 });
		this.solutions.delete(key);
		void this.solveMissing();
	}

	/** Stops the worker and any pending names update. */
	destroy(): void {
		clearTimeout(this.#namesTimer);
		this.#client?.terminate();
		this.#client = null;
	}
}
