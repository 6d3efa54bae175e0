/**
 * The assignment builder's state: title, instructions and the tasks as typed
 * (drafts), each read at once (errors beside the fields), solved by the site
 * in the builder's worker one at a time, and put together into the
 * assignment that "Create assignment" encodes. Saved as the teacher types;
 * opened again from its own link (`#edit=<code>`).
 */
import { isHole, parseSquare, squareName, type Square } from '../../lib/board.ts';
import { decodeAssignment } from '../../lib/classroom/assignment-code.ts';
import { encodeAssignment } from '../../lib/classroom/encode-assignment.ts';
import { CLASSROOM_LIMITS, type Assignment, type Task } from '../../lib/classroom/types.ts';
import { CODE_EXERCISES } from '../../lib/code/exercises.ts';
import { parseWholeNumber } from '../../lib/input.ts';
import type { Progress } from '../../workers/protocol.ts';
import { bankQuestionText } from '../../lib/classroom/question-kinds.ts';
import {
	MAX_BUDGET,
	newDraft,
	type Draft,
	type TaskKind,
	type TourDraft,
} from './builder-drafts.ts';
import type { WorkResult } from './builder-jobs.ts';
import { draftFromTask } from './builder-notes.ts';
import { readDraft, type DraftReading } from './builder-read.ts';
import { TaskRuns } from './builder-runs.svelte.ts';
import type { BuilderSolver } from './builder-solver.ts';
import {
	isEmptySnapshot,
	keepPrevious,
	loadDraft,
	type BuilderSnapshot,
	type VerifiedRun,
	type DraftStorage,
} from './builder-storage.ts';
import { codeFromFragment } from './classroom-links.ts';
import { finishTask, type Finished } from './builder-tasks.ts';

/** One task in the list: a key that stays with it as it moves, and its draft. */
export interface BuilderEntry {
	key: number;
	draft: Draft;
}

/** What a click on a tour task's board does. */
export type BoardAction = 'start' | 'end' | 'hole';

/** An assignment created: its code and what it holds. */
export interface Created {
	code: string;
	assignment: Assignment;
}

/** Options of the state; tests pass a solver that runs the job in-process and no delay. */
export interface BuilderOptions {
	solver: BuilderSolver;
	/** Milliseconds to wait after the last change before the site starts work. Default: 300. */
	delay?: number;
}

/** The assignment builder. */
export class BuilderState {
	title = $state('');
	instructions = $state('');
	tasks = $state<BuilderEntry[]>([]);
	/** The kind "Add task" adds. */
	addKind = $state<TaskKind>('tour');
	/** The assignment last created. */
	created = $state.raw<Created | null>(null);
	/** Why "Create assignment" could not create one (one line per problem). */
	problems = $state.raw<string[]>([]);
	/** Whether "Create assignment" has been pressed (a missing title is an error from then on). */
	tried = $state(false);
	/** What happened on opening: a link opened (a note), or a damaged link or draft (a problem). */
	opening = $state.raw<{ tone: 'note' | 'problem'; text: string } | null>(null);
	/** The draft an assignment opened from a link replaced, until the teacher brings it back. */
	previous = $state.raw<BuilderSnapshot | null>(null);
	/** The code the draft was opened from or last created as. */
	source = $state('');
	/** What the last action did (a task added, removed, moved), for the status line. */
	notice = $state('');
	/** The task removed last, for Undo. */
	removed = $state.raw<{ entry: BuilderEntry; index: number } | null>(null);
	#nextKey = 1;
	readonly #runs: TaskRuns;

	/** Each task's draft read: its work, or the messages for its fields. */
	readonly readings: DraftReading[] = $derived(
		this.tasks.map((t) => this.#shown(readDraft(t.draft))),
	);
	/** Each task put together, or what stands in its way. */
	readonly finished: Finished[] = $derived(
		this.tasks.map((entry, i) => this.#finish(entry, this.readings[i] as DraftReading)),
	);
	readonly titleError = $derived.by(() => {
		const title = this.title.trim();
		if (title.length > CLASSROOM_LIMITS.title)
			return `The title has ${String(title.length)} characters; at most ${String(CLASSROOM_LIMITS.title)} are allowed.`;
		return this.tried && title === ''
			? 'Give the assignment a title: students see it first.'
			: null;
	});
	readonly instructionsError = $derived(
		this.instructions.trim().length > CLASSROOM_LIMITS.instructions
			? `The instructions have ${String(this.instructions.trim().length)} characters; at most ${String(CLASSROOM_LIMITS.instructions)} fit in a link.`
			: null,
	);

	/** Creates the state; work starts with `schedule`. */
	constructor(options: BuilderOptions) {
		this.#runs = new TaskRuns(options.solver, options.delay ?? 300, () =>
			this.tasks.flatMap((entry, i) => {
				const work = this.readings[i]?.work;
				return work == null || work.kind === 'question' ? [] : [{ key: entry.key, work }];
			}),
		);
	}

	/** Puts a task together from its reading and the site's latest run for it. */
	/** A reading without the errors of fields left empty, until "Create assignment" is pressed. */
	#shown(reading: DraftReading): DraftReading {
		if (this.tried || reading.blank === undefined || reading.blank.length === 0) return reading;
		const errors = { ...reading.errors };
		for (const field of reading.blank) delete errors[field];
		return { ...reading, errors };
	}

	#finish(entry: BuilderEntry, reading: DraftReading): Finished {
		if (reading.work === null && Object.keys(reading.errors).length === 0) {
			const text = 'Type the question and its answer.';
			return { task: null, status: { state: 'todo', text } };
		}
		if (reading.work === null) {
			return { task: null, status: { state: 'fix', text: 'Fix the fields marked above.' } };
		}
		const current = this.#runs.current(entry.key, reading.work);
		if (current?.error != null) {
			return { task: null, status: { state: 'blocked', text: current.error } };
		}
		const bankText =
			entry.draft.kind === 'bank' ? (bankQuestionText(entry.draft.id)?.question ?? null) : null;
		return finishTask(reading.work, current?.result ?? null, bankText);
	}

	/** The site's result for task `index` as it is now set up, or null (none yet, or out of date). */
	resultOf(index: number): WorkResult | null {
		const entry = this.tasks[index];
		const work = this.readings[index]?.work;
		if (entry === undefined || work == null) return null;
		return this.#runs.current(entry.key, work)?.result ?? null;
	}

	/** The latest progress of a task's work, while it runs. */
	progressOf(key: number): Progress | null {
		return this.#runs.progressOf(key);
	}

	// --- The list of tasks ---

	/** Adds a task of the chosen kind at the end. */
	addTask(kind: TaskKind = this.addKind): BuilderEntry {
		const entry = { key: this.#nextKey++, draft: newDraft(kind) };
		this.tasks.push(entry);
		this.notice = `Task ${String(this.tasks.length)} added.`;
		return this.tasks[this.tasks.length - 1] as BuilderEntry;
	}

	/** Removes a task (Undo brings it back). */
	removeTask(key: number): void {
		const index = this.tasks.findIndex((t) => t.key === key);
		if (index < 0) return;
		const entry = $state.snapshot(this.tasks[index]) as BuilderEntry;
		this.tasks.splice(index, 1);
		this.removed = { entry, index };
		this.notice = `Task ${String(index + 1)} removed.`;
	}

	/** Puts the task removed last back where it was. */
	undoRemove(): void {
		const removed = this.removed;
		if (removed === null) return;
		const index = Math.min(removed.index, this.tasks.length);
		this.tasks.splice(index, 0, removed.entry);
		this.removed = null;
		this.notice = `Task ${String(index + 1)} is back.`;
	}

	/** Moves a task up (-1) or down (+1) the list. */
	moveTask(key: number, by: -1 | 1): void {
		const from = this.tasks.findIndex((t) => t.key === key);
		const to = from + by;
		if (from < 0 || to < 0 || to >= this.tasks.length) return;
		const [entry] = this.tasks.splice(from, 1);
		this.tasks.splice(to, 0, entry as BuilderEntry);
		this.notice = `Task ${String(from + 1)} is now task ${String(to + 1)}.`;
	}

	/** The tour draft of a task, or null. */
	#tour(key: number): TourDraft | null {
		const draft = this.tasks.find((t) => t.key === key)?.draft;
		return draft?.kind === 'tour' ? draft : null;
	}

	/** Acts on a click on a tour task's board: sets Start or End, or toggles a hole. */
	clickSquare(key: number, square: Square, action: BoardAction): string {
		const draft = this.#tour(key);
		const board = this.readings[this.tasks.findIndex((t) => t.key === key)]?.board ?? null;
		if (draft === null || board === null) return '';
		const name = squareName(board, square);
		if (action === 'hole') {
			const had = draft.holes.some((h) => h.trim().toLowerCase() === name);
			draft.holes = had
				? draft.holes.filter((h) => h.trim().toLowerCase() !== name)
				: [...draft.holes, name];
			return had ? `${name} is a square again.` : `${name} is now a hole.`;
		}
		if (isHole(board, square)) return `${name} is a hole; choose another square.`;
		const field = action === 'start' ? 'start' : 'end';
		const label = action === 'start' ? 'Start' : 'End';
		const again = draft[field].trim().toLowerCase() === name;
		draft[field] = again ? '' : name;
		return again ? `${label} cleared.` : `${label} set to ${name}.`;
	}

	/** Adds "move k on square" to a tour task from typed text; returns a problem, or "" when added. */
	addFixed(key: number, moveText: string, squareText: string): string {
		const draft = this.#tour(key);
		const board = this.readings[this.tasks.findIndex((t) => t.key === key)]?.board ?? null;
		if (draft === null) return '';
		if (board === null) return 'Set Rows and Columns first.';
		const move = parseWholeNumber(moveText, 'Move', 1, board.size - board.holeCount);
		if (!move.ok) return move.message;
		let square: Square;
		try {
			square = parseSquare(board, squareText);
		} catch (error) {
			return (error as Error).message;
		}
		const name = squareName(board, square);
		draft.fixed = [
			...draft.fixed.filter((f) => f.move !== move.value),
			{ move: move.value, square: name },
		].sort((a, b) => a.move - b.move);
		return '';
	}

	/** Removes the fixed move with this number from a tour task. */
	removeFixed(key: number, move: number): void {
		const draft = this.#tour(key);
		if (draft !== null) draft.fixed = draft.fixed.filter((f) => f.move !== move);
	}

	/** Doubles a tour task's search budget (up to its largest), so the site searches longer. */
	searchLonger(key: number): void {
		const draft = this.#tour(key);
		if (draft !== null) draft.budget = Math.min(draft.budget * 2, MAX_BUDGET);
	}

	// --- The site's work, one task at a time (builder-runs.svelte.ts) ---

	/** Starts the site's work on the tasks that need it, after a short pause for typing. */
	schedule(): void {
		this.#runs.schedule();
	}

	/** Resolves once the site has done all the work the tasks need (for tests). */
	idle(): Promise<void> {
		return this.#runs.idle();
	}

	/** Stops the worker (when the page goes). */
	destroy(): void {
		this.#runs.destroy();
	}

	// --- The assignment ---

	/** Creates the assignment, or lists what stands in the way (in `problems`). */
	create(): Created | null {
		this.tried = true;
		const problems: string[] = [];
		if (this.titleError !== null) problems.push(this.titleError);
		if (this.instructionsError !== null) problems.push(this.instructionsError);
		if (this.tasks.length === 0) problems.push('Add at least one task with Add task.');
		const tasks: Task[] = [];
		this.finished.forEach(({ task, status }, i) => {
			if (task === null) problems.push(`Task ${String(i + 1)}: ${status.text}`);
			else tasks.push(task);
		});
		if (this.tasks.length > CLASSROOM_LIMITS.tasks)
			problems.push(`An assignment holds at most ${String(CLASSROOM_LIMITS.tasks)} tasks.`);
		this.problems = problems;
		if (problems.length > 0) return null;
		const assignment: Assignment = {
			title: this.title.trim(),
			instructions: this.instructions.trim(),
			tasks,
		};
		const code = encodeAssignment(assignment);
		this.created = { code, assignment };
		this.source = code;
		return this.created;
	}

	/** Tells whether the tasks have changed since the assignment was created. */
	get createdIsStale(): boolean {
		if (this.created === null) return false;
		const tasks = this.finished.map((f) => f.task);
		return (
			tasks.some((t) => t === null) ||
			JSON.stringify({
				title: this.title.trim(),
				instructions: this.instructions.trim(),
				tasks,
			}) !== JSON.stringify(this.created.assignment)
		);
	}

	// --- Saving and opening ---

	/** The draft as plain data, for local storage. */
	snapshot(): BuilderSnapshot {
		const snapshot: BuilderSnapshot = {
			version: 1,
			title: this.title,
			instructions: this.instructions,
			tasks: this.tasks.map((t) => $state.snapshot(t.draft) as Draft),
			source: this.source,
		};
		const verified = this.tasks.flatMap((entry, i) => {
			const work = this.readings[i]?.work;
			if (work?.kind !== 'program') return [];
			const result = this.#runs.current(entry.key, work)?.result;
			if (result?.kind !== 'program') return [];
			const passed = result.checks.every(
				(c) => c.error === undefined && c.total > 0 && c.passed === c.total,
			);
			return passed ? [{ setup: JSON.stringify(work), checks: result.checks }] : [];
		});
		if (verified.length > 0) snapshot.verified = verified;
		return snapshot;
	}

	/** Replaces everything with a stored draft. */
	restore(snapshot: BuilderSnapshot): void {
		this.title = snapshot.title;
		this.instructions = snapshot.instructions;
		this.tasks = snapshot.tasks.map((draft) => ({ key: this.#nextKey++, draft }));
		this.source = snapshot.source;
		this.#seedVerified(snapshot.verified ?? []);
		this.created = null;
		this.problems = [];
		this.removed = null;
	}

	/**
	 * Takes the reference runs kept with a draft as the runs of the program tasks they passed for
	 * (same exercise, languages, starters and time limit, and as many tests as the exercise has
	 * today), so that Create need not wait for them to run again.
	 */
	#seedVerified(verified: readonly VerifiedRun[]): void {
		for (const entry of this.tasks) {
			const work = readDraft(entry.draft).work;
			if (work?.kind !== 'program') continue;
			const setup = JSON.stringify(work);
			const kept = verified.find((run) => run.setup === setup);
			const tests = CODE_EXERCISES.find((e) => e.id === work.task.exercise)?.tests.length;
			if (kept === undefined || kept.checks.some((c) => c.total !== tests)) continue;
			const languages = kept.checks.map((c) => c.language).join();
			if (languages !== work.task.languages.join()) continue;
			this.#runs.seed(entry.key, setup, { kind: 'program', checks: kept.checks });
		}
	}

	/** Opens an assignment code for editing; throws a `ClassroomCodeError` for a damaged one. */
	open(code: string): Assignment {
		const assignment = decodeAssignment(code);
		this.restore({
			version: 1,
			title: assignment.title,
			instructions: assignment.instructions,
			tasks: assignment.tasks.map(draftFromTask),
			source: code,
		});
		return assignment;
	}

	/**
	 * Opens the builder on its saved draft, or on the assignment in the link's fragment
	 * (`#edit=<code>`). The saved draft wins when it continues that very assignment (it was opened
	 * from or created as this code); otherwise the link's assignment replaces it, and the draft is
	 * kept as the previous one. A damaged link is explained and the saved draft stays.
	 */
	connect(hash: string, storage: DraftStorage | null, now: number): void {
		const stored = loadDraft(storage, now);
		const saved = stored.snapshot;
		const notes = stored.problem === '' ? [] : [stored.problem];
		const code = codeFromFragment(hash);
		const fallback =
			saved === null ? 'The builder starts empty.' : 'Your saved draft is shown instead.';
		if (saved !== null && (code === '' || saved.source === code)) this.restore(saved);
		if (code === '' && hash.replace(/^#/, '').trim() !== '') {
			notes.unshift(
				`The link holds no assignment code (one starts with KTA1., KTA2. or KTA3.), so nothing was opened. ${fallback}`,
			);
		} else if (code !== '' && saved?.source !== code) {
			try {
				const kept = saved !== null && !isEmptySnapshot(saved) && keepPrevious(storage, saved);
				const assignment = this.open(code);
				this.previous = kept ? saved : null;
				const opened = `Opened "${assignment.title}" from the link, ready to edit.`;
				this.opening = { tone: 'note', text: [opened, ...notes].join(' ') };
				return;
			} catch (error) {
				if (saved !== null) this.restore(saved);
				const why = error instanceof Error ? error.message : String(error);
				notes.unshift(`The assignment in the link could not be opened: ${why} ${fallback}`);
			}
		}
		this.opening = notes.length === 0 ? null : { tone: 'problem', text: notes.join(' ') };
	}

	/** Brings back the draft that an assignment opened from a link replaced. */
	bringBackPrevious(): void {
		if (this.previous === null) return;
		this.restore(this.previous);
		this.previous = null;
		this.opening = { tone: 'note', text: 'Your previous draft is back.' };
	}
}
