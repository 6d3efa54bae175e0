/**
 * The checking page's state: the assignment (pasted, from the page's fragment, or the builder's
 * draft), the pasted codes, what Check found, the table's sort order and the replay open. The
 * work is in check-marking.ts (in the worker) and check-table.ts; this class only holds it.
 */
import type { Assignment } from '../../lib/classroom/types.ts';
import { builderAssignment, readAssignment, type AssignmentReading } from './check-assignment.ts';
import { createLocalChecker, type Checker } from './check-client.ts';
import { groupProblems, type CheckOutcome } from './check-outcome.ts';
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
	/** The assignment the builder last created in this browser, offered with a button. */
	draft: { assignment: Assignment; code: string } | null = $state.raw(null);
	/** Whether a check is going on. */
	checking = $state(false);
	readonly #checker: Checker;
	/** The latest check's number: an older check's answer is dropped. */
	#latest = 0;

	/** Sets up the page's state; `checker` marks the codes (default: at once, on this thread). */
	constructor(checker: Checker = createLocalChecker()) {
		this.#checker = checker;
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
	readonly problemGroups = $derived(
		this.outcome === null ? [] : groupProblems(this.outcome.problems),
	);

	/** Reads the assignment from `text`; marks the codes again against it if they were checked. */
	setAssignment(text: string, source: AssignmentSource): Promise<void> {
		this.assignmentText = text;
		this.reading = readAssignment(text);
		this.source = this.reading.status === 'read' ? source : null;
		this.replay = null;
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
		this.checking = true;
		this.status = 'Checking…';
		const result = await this.#checker.check(assignment, this.codesText, (checked, total) => {
			if (run === this.#latest) this.status = `Checking… ${String(checked)} of ${String(total)}`;
		});
		if (run !== this.#latest || result === null) return;
		this.checking = false;
		if (!result.ok) {
			this.status = `The codes could not be checked: ${result.message}`;
			return;
		}
		this.outcome = result.outcome;
		this.status = describeOutcome(result.outcome);
	}

	/** Stops the checking worker. */
	destroy(): void {
		this.#checker.destroy();
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

	/** Keeps the codes in the tab's storage (nothing is lost on a reload; a full storage is no error). */
	saveCodes(storage: Pick<Storage, 'setItem' | 'removeItem'> | null): void {
		const text = this.codesText;
		try {
			if (text.trim() === '') storage?.removeItem(CODES_KEY);
			else storage?.setItem(CODES_KEY, text);
		} catch {
			// Over the storage quota or blocked: the codes are still in the box.
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
