/**
 * The checking page's state: the assignment (pasted, from the page's fragment, or the builder's
 * draft), the pasted codes, what Check found, the table's sort order and the replay open. The
 * work is in check-marking.ts (in the worker) and check-table.ts; this class only holds it.
 */
import type { Assignment, ProgramVerdict } from '../../lib/classroom/types.ts';
import { builderAssignment, readAssignment, type AssignmentReading } from './check-assignment.ts';
import { createLocalChecker, type Checker } from './check-client.ts';
import type { ProgramVerdicts } from './check-marking.ts';
import { groupProblems, type CheckOutcome } from './check-outcome.ts';
import {
	createProgramRunner,
	hasProgramTasks,
	keepVerdicts,
	noteRunning,
	programJobs,
	readKeptVerdicts,
	requestOf,
	verdictOf,
	type ProgramRunner,
	type TabStorage,
} from './check-programs.ts';
import {
	nextOrder,
	resultColumns,
	resultRows,
	resultsCsv,
	sortRows,
	type SortKey,
	type SortOrder,
} from './check-table.ts';

/** Largest file of codes read: thousands of codes, and no accidental video. */
export const MAX_FILE_BYTES = 1_000_000;

/** Where the codes pasted in a tab are kept until the tab closes (session storage). */
export const CODES_KEY = 'ktn-classroom-check-codes';

/**
 * The longest paste checked at once (and kept for a reload): about a thousand codes with long
 * programs. Longer text is refused by its length, before anything in it is read.
 */
export const MAX_PASTE_CHARS = 5_000_000;

/** Where the assignment came from. */
export type AssignmentSource = 'pasted' | 'link' | 'draft';

/** A replay open under the table: which submission (`index`) and task (from 0). */
export interface ReplayChoice {
	index: number;
	task: number;
}

/** Says "1 code", "2 codes" (or other nouns). */
function count(n: number, noun: string, nouns = `${noun}s`): string {
	return `${n.toLocaleString('en-US')} ${n === 1 ? noun : nouns}`;
}

/** The sentence about what a check found. */
function describeOutcome(outcome: CheckOutcome): string {
	const marked = outcome.submissions.length;
	const bad = outcome.problems.length;
	if (marked === 0 && bad === 0) {
		return 'There is nothing to check: paste the codes in "Submission codes" first.';
	}
	const parts = [`Marked ${count(marked, 'submission')}`];
	if (bad > 0) parts.push(`${count(bad, 'entry', 'entries')} could not be used (listed below)`);
	if (outcome.skipped > 0) {
		parts.push(`${count(outcome.skipped, 'code')} past the first 1,000 not checked`);
	}
	return `${parts.join('; ')}.`;
}

/** The checking page's state: see the module comment. */
export class CheckState {
	/** What the "Assignment link" field holds. */
	assignmentText = $state('');
	reading: AssignmentReading = $state.raw({ status: 'empty' });
	source: AssignmentSource | null = $state(null);
	/** What the "Submission codes" box holds. */
	codesText = $state('');
	/** What the last Check found, or null before one. */
	outcome: CheckOutcome | null = $state.raw(null);
	order: SortOrder = $state({ key: 'student', direction: 'ascending' });
	replay: ReplayChoice | null = $state(null);
	/** The sentence about the last Check (read out). */
	status = $state('');
	/** What happened to dropped or chosen files. */
	fileNote = $state('');
	/** Said when the codes in the box could not be kept for a reload of the tab ('' when they were). */
	keepNote = $state('');
	/** The assignment the builder last created in this browser, offered with a button. */
	draft: { assignment: Assignment; code: string } | null = $state.raw(null);
	/** Whether a check is going on. */
	checking = $state(false);
	/** The programs being run again: how many are done of how many, and whose runs now. */
	programs: { done: number; total: number; current: string } | null = $state.raw(null);
	/** The verdicts of the programs run, by submission code and task (kept while the codes stay). */
	verdicts: ProgramVerdicts = $state.raw({});
	readonly #checker: Checker;
	readonly #createRunner: () => Promise<ProgramRunner>;
	readonly #storage: () => TabStorage;
	#runner: Promise<ProgramRunner> | null = null;
	#cancelled = false;
	/** The latest check's number: an older check's answer is dropped. */
	#latest = 0;

	/**
	 * Sets up the page's state; `checker` marks the codes (default: at once, on this thread),
	 * `createRunner` makes what runs the programs (default: the code sandbox, when first needed),
	 * `storage` is where the tab keeps the programs' verdicts and notes the one running (none: kept nowhere).
	 */
	constructor(
		checker: Checker = createLocalChecker(),
		createRunner: () => Promise<ProgramRunner> = createProgramRunner,
		storage: () => TabStorage = () => null,
	) {
		this.#checker = checker;
		this.#createRunner = createRunner;
		this.#storage = storage;
	}

	readonly assignment: Assignment | null = $derived(
		this.reading.status === 'read' ? this.reading.assignment : null,
	);
	readonly columns = $derived(this.assignment === null ? [] : resultColumns(this.assignment));
	readonly rows = $derived(
		this.assignment === null || this.outcome === null
			? []
			: sortRows(resultRows(this.assignment, this.outcome), this.order),
	);
	readonly summary = $derived(this.outcome?.summary ?? []);
	/** How many handed-in programs have not been run on this page yet ("Run the programs" runs them). */
	readonly waitingPrograms = $derived(
		this.assignment === null || this.outcome === null
			? 0
			: programJobs(this.assignment, this.outcome).filter(
					(job) => this.verdicts[job.code]?.[job.task] == null,
				).length,
	);
	readonly problemGroups = $derived(
		this.outcome === null ? [] : groupProblems(this.outcome.problems),
	);

	/** Reads the assignment from `text`; marks the codes again against it if they were checked. */
	setAssignment(text: string, source: AssignmentSource): Promise<void> {
		this.assignmentText = text;
		this.reading = readAssignment(text);
		this.source = this.reading.status === 'read' ? source : null;
		this.replay = null;
		// Verdicts were for the old assignment's exercises and limits.
		this.verdicts = {};
		return this.outcome === null ? Promise.resolve() : this.check();
	}

	/** Looks for the builder's saved draft in `storage` (null: storage is blocked). */
	readDraft(storage: Pick<Storage, 'getItem'> | null): void {
		this.draft = builderAssignment(storage);
	}

	/** Takes the builder's assignment. */
	useDraft(): void {
		if (this.draft !== null) void this.setAssignment(this.draft.code, 'draft');
	}

	/** Reads the codes in the box and marks each; says what was found. */
	async check(): Promise<void> {
		const assignment = this.assignment;
		const run = ++this.#latest;
		this.replay = null;
		if (assignment === null) {
			this.outcome = null;
			this.checking = false;
			this.status =
				'There is no assignment to check against yet: paste its link in "Assignment link" first.';
			return;
		}
		const length = this.codesText.length;
		if (length > MAX_PASTE_CHARS) {
			this.outcome = null;
			this.checking = false;
			this.status = `The codes are ${length.toLocaleString('en-US')} characters long, more than this page checks at once (${MAX_PASTE_CHARS.toLocaleString('en-US')}): check them in parts.`;
			return;
		}
		this.checking = true;
		this.status = 'Checking…';
		const result = await this.#checker.check(
			assignment,
			this.codesText,
			(checked, total) => {
				if (run === this.#latest) this.status = `Checking… ${String(checked)} of ${String(total)}`;
			},
			this.verdicts,
		);
		if (run !== this.#latest || result === null) return;
		this.checking = false;
		if (!result.ok) {
			this.status = `The codes could not be checked: ${result.message}`;
			return;
		}
		this.outcome = result.outcome;
		this.status = describeOutcome(result.outcome);
		// Programs never run by themselves (not on a reload either): the teacher starts them.
		if (hasProgramTasks(assignment) && this.waitingPrograms > 0) {
			this.status += ` ${count(this.waitingPrograms, 'program')} not run yet: press "Run the programs" to run them here, each in a sandbox of its own.`;
		}
	}

	/** Puts back the verdicts this tab kept; a program that was running when the page stopped gets a crash verdict. */
	restoreVerdicts(): void {
		this.verdicts = readKeptVerdicts(this.#storage());
		keepVerdicts(this.#storage(), this.verdicts);
	}

	/**
	 * Runs every program not run yet, one at a time in the code sandbox with the task's time
	 * limit, then marks the codes again with their verdicts. Each program is noted in the tab's
	 * storage while it runs, so that one that stops the page is known and skipped after a reload.
	 * Cancel stops the run going on; the programs not run stay "not run yet".
	 */
	async runPrograms(): Promise<void> {
		const assignment = this.assignment;
		const outcome = this.outcome;
		if (assignment === null || outcome === null || this.checking) return;
		const run = ++this.#latest;
		const jobs = programJobs(assignment, outcome).filter(
			(job) => this.verdicts[job.code]?.[job.task] == null,
		);
		if (jobs.length === 0) return;
		this.#cancelled = false;
		this.checking = true;
		let ran = 0;
		try {
			this.#runner ??= this.#createRunner();
			const runner = await this.#runner;
			for (const job of jobs) {
				if (this.#cancelled || run !== this.#latest) break;
				const current = `${job.name}, task ${String(job.task + 1)}`;
				this.programs = { done: ran, total: jobs.length, current };
				this.status = `Running the programs: ${String(ran + 1)} of ${String(jobs.length)} (${current})…`;
				noteRunning(this.#storage(), job);
				const verdict = verdictOf(await runner.run(requestOf(job)));
				noteRunning(this.#storage(), null);
				if (verdict === null) continue;
				ran++;
				this.#keepVerdict(job.code, job.task, verdict);
			}
		} catch (error) {
			this.#runner = null;
			const why = error instanceof Error ? error.message : String(error);
			this.status = `The programs could not be run: ${why}`;
		}
		if (run !== this.#latest) return;
		this.programs = null;
		const result = await this.#checker.check(assignment, this.codesText, () => {}, this.verdicts);
		if (run !== this.#latest || result === null) return;
		this.checking = false;
		if (!result.ok) {
			this.status = `The codes could not be checked: ${result.message}`;
			return;
		}
		this.outcome = result.outcome;
		const left = jobs.length - ran;
		this.status = `${describeOutcome(result.outcome)} Ran ${count(ran, 'program')} again and marked them by their tests${left > 0 ? `; ${count(left, 'program')} not run (cancelled)` : ''}.`;
	}

	/** Files a program's verdict under its code and task. */
	#keepVerdict(code: string, task: number, verdict: ProgramVerdict): void {
		const list = [...(this.verdicts[code] ?? [])];
		while (list.length < task) list.push(null);
		list[task] = verdict;
		this.verdicts = { ...this.verdicts, [code]: list };
		keepVerdicts(this.#storage(), this.verdicts);
	}

	/** Stops the programs' runs: the one going on ends at once, the rest are not run. */
	cancelPrograms(): void {
		this.#cancelled = true;
		void this.#runner?.then((runner) => runner.stop());
	}

	/** Stops the checking worker and the code worker. */
	destroy(): void {
		this.#checker.destroy();
		this.cancelPrograms();
	}

	/** Puts back the codes kept in the tab's storage; tells whether there were any. */
	restoreCodes(storage: Pick<Storage, 'getItem'> | null): boolean {
		try {
			const saved = storage?.getItem(CODES_KEY) ?? '';
			if (saved.trim() === '' || this.codesText.trim() !== '') return false;
			this.codesText = saved;
			return true;
		} catch {
			return false;
		}
	}

	/**
	 * Keeps the codes in the tab's storage, so that a reload loses nothing. When they cannot be kept
	 * (too long, the storage full or blocked), the older codes kept are removed — a reload must never
	 * bring back an older paste in their place — and `keepNote` says so.
	 */
	saveCodes(storage: Pick<Storage, 'setItem' | 'removeItem'> | null): void {
		const text = this.codesText;
		this.keepNote = '';
		try {
			if (text.trim() === '') storage?.removeItem(CODES_KEY);
			else if (text.length > MAX_PASTE_CHARS) throw new RangeError('too long');
			else storage?.setItem(CODES_KEY, text);
		} catch {
			try {
				storage?.removeItem(CODES_KEY);
			} catch {
				// Blocked altogether: nothing was kept, so nothing older can come back either.
			}
			if (storage !== null) {
				this.keepNote =
					'These codes could not be kept for a reload of this tab (too long for its storage): keep a copy of them.';
			}
		}
	}

	/** Turns the sort to `key` (ascending first, then the other way). */
	sortBy(key: SortKey): void {
		this.order = nextOrder(this.order, key);
	}

	/** The table as a CSV file, in the order shown. */
	csv(): string {
		return this.assignment === null ? '' : resultsCsv(this.assignment, this.rows);
	}

	/** Adds the text of dropped or chosen files to the box; says which could not be read and why. */
	async addFiles(files: Iterable<File>): Promise<void> {
		const added: string[] = [];
		const refused: string[] = [];
		for (const file of files) {
			if (!file.name.toLowerCase().endsWith('.txt') && !file.type.startsWith('text/')) {
				refused.push(`${file.name} is not a text file (.txt)`);
			} else if (file.size > MAX_FILE_BYTES) {
				refused.push(`${file.name} is too big for a file of codes (at most 1 MB)`);
			} else {
				try {
					const text = await file.text();
					this.codesText = `${this.codesText.replace(/\s*$/, '')}${this.codesText.trim() === '' ? '' : '\n'}${text}`;
					added.push(file.name);
				} catch {
					refused.push(`${file.name} could not be read`);
				}
			}
		}
		const parts: string[] = [];
		if (added.length > 0)
			parts.push(
				`Added ${count(added.length, 'file')} to the box (${added.join(', ')}); press Check.`,
			);
		if (refused.length > 0) parts.push(`${refused.join('; ')}.`);
		this.fileNote = parts.join(' ');
	}
}
