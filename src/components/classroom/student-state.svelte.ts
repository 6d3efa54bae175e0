/**
 * A student's work on one assignment, saved as it goes: the name, each task as this student sees
 * it (their variant), the tours and answers, hints, time per task and a work log per tour task,
 * and the codes handed in. Saved in local storage under the assignment's id and the normalised
 * name, so that a reload or a closed tab loses nothing, two assignments never mix, and two names
 * on one computer never mix. Nothing here says whether an answer is right: the teacher marks.
 */
import type { Square } from '../../lib/board.ts';
// The library's modules, not its index: the index brings marking, and with it the solvers.
import { assignmentId } from '../../lib/classroom/assignment-code.ts';
import { encodeSubmission } from '../../lib/classroom/submission-code.ts';
import {
	CLASSROOM_LIMITS,
	type Assignment,
	type ProgramAnswer,
	type Submission,
	type Task,
	type WorkAction,
	type WorkLog,
} from '../../lib/classroom/types.ts';
import { normaliseStudentName, studentAssignment } from '../../lib/classroom/variants.ts';
import {
	appendWork,
	rechainWorkLog,
	replayWorkLog,
	startWorkLog,
} from '../../lib/classroom/work-log.ts';
import { checkTourTask, whyNotNext } from '../../lib/tour-task-check.ts';
import {
	RECORD_VERSION,
	blankTask,
	readSavedWork,
	taskTouched,
	type SavedTask,
	type SavedWork,
} from './student-record.ts';
import {
	browserStore,
	damagedKey,
	lastNameKey,
	memoryStore,
	workKey,
	type KeyValueStore,
} from './student-storage.ts';
import {
	buildSubmission,
	missingWork,
	submissionFingerprint,
	submissionFileName,
} from './student-submission.ts';
import { variantChange } from './student-words.ts';

/** A gap between two ticks longer than this is not counted (a sleeping laptop, a frozen tab). */
const MAX_TICK_MS = 5_000;

/** Time alone saves a record for a new name only after this long (typing a name must leave no trace). */
const TIME_WORTH_SAVING_MS = 30_000;

/** Options of `StudentWork`. */
export interface StudentWorkOptions {
	/** Where work is kept. Default: local storage, else memory (then `persistent` is false). */
	store?: KeyValueStore | null;
	/** The clock, in ms. Default: Date.now. */
	now?: () => number;
}

/** The work of the student at this computer on one assignment. */
export class StudentWork {
	readonly assignment: Assignment;
	/** The assignment's id (`assignmentId`): part of every key, and of every submission. */
	readonly id: string;
	/** Whether work survives a reload (false where local storage is refused). */
	readonly persistent: boolean;
	/** The name as typed. */
	name = $state('');
	/** The tasks as this student sees them (their variants); none until a name is typed. */
	tasks = $state.raw<Task[]>([]);
	/** The saved work under the current name. */
	work = $state.raw<SavedWork>({ v: RECORD_VERSION, name: '', tasks: [], submitted: null });
	/** What the page must tell the student: work put back, names switched, storage trouble. */
	notices = $state.raw<string[]>([]);
	/** A name whose saved work can be brought over to the current name, or null. */
	carryFrom = $state<string | null>(null);
	/** What the student handed in last and whether the work changed since. */
	readonly submitted = $derived.by(() => {
		const last = this.work.submitted;
		if (last === null) return null;
		return { ...last, stale: last.fingerprint !== this.#fingerprint() };
	});

	readonly #store: KeyValueStore;
	readonly #now: () => number;
	/** The normalised name, '' when none (reactive: `named` shows the tasks). */
	#normalised = $state('');
	/** Milliseconds spent per task (kept apart from `work`: they change every second). */
	#ms: number[] = [];
	#lastTick: number | null = null;
	/** The name that has work saved and was last left, for `carryFrom`. */
	#left: { name: string; normalised: string; tasks: Task[] } | null = null;
	#saveFailed = false;
	/** What runs just before a submission is made (program tasks take their cell's latest code). */
	#beforeSubmit: (() => void)[] = [];

	constructor(assignment: Assignment, options: StudentWorkOptions = {}) {
		this.assignment = assignment;
		this.id = assignmentId(assignment);
		this.#now = options.now ?? (() => Date.now());
		const store = options.store === undefined ? browserStore() : options.store;
		this.persistent = store !== null;
		this.#store = store ?? memoryStore();
		let last = '';
		try {
			const saved: unknown = JSON.parse(this.#store.getItem(lastNameKey(this.id)) ?? '""');
			if (typeof saved === 'string') last = saved.slice(0, CLASSROOM_LIMITS.name);
		} catch {
			// A damaged "last name" only means the student types their name again.
		}
		if (last.trim() !== '') {
			this.name = last;
			this.#open(last);
		}
	}

	/** Whether a name is typed (tasks are shown only then: they may depend on it). */
	get named(): boolean {
		return this.#normalised !== '';
	}

	/** Switches to the work saved under a name (typed), keeping every other name's work as it is. */
	setName(typed: string): void {
		const name = typed.slice(0, CLASSROOM_LIMITS.name);
		const normalised = name.trim() === '' ? '' : normaliseStudentName(name);
		const before = { name: this.name, normalised: this.#normalised, tasks: this.tasks };
		this.name = name;
		if (normalised === before.normalised) {
			if (this.#exists()) this.#save();
			return;
		}
		this.#save();
		if (before.normalised !== '' && this.work.tasks.some(taskTouched)) this.#left = before;
		this.#open(name);
		const left = this.#left;
		const fresh = !this.work.tasks.some(taskTouched);
		const switched = left !== null && fresh && normalised !== '' && left.normalised !== normalised;
		// Only a name put right (a close one) is offered the earlier work: not a classmate's name.
		this.carryFrom = switched && closeNames(left.normalised, normalised) ? left.name : null;
		if (switched) {
			this.notices = [
				`Your work as “${left.name.trim()}” stays saved on this computer: type that name again to go back to it.`,
				...variantChange(left.tasks, this.tasks, left.name.trim(), name.trim()),
			];
		}
	}

	/** Brings the work saved under `carryFrom` over to the current name (a typo put right). */
	carryOver(): void {
		const left = this.#left;
		if (left === null || this.carryFrom === null) return;
		const text = this.#store.getItem(workKey(this.id, left.normalised));
		if (text === null) return;
		const { work } = readSavedWork(
			text,
			left.tasks.map((task) => JSON.stringify(task)),
		);
		const changed: number[] = [];
		const tasks = this.work.tasks.map((mine, i) => {
			const theirs = work.tasks[i] as SavedTask;
			if (mine.variant !== JSON.stringify(left.tasks[i])) {
				if (taskTouched(theirs)) changed.push(i + 1);
				return mine;
			}
			this.#ms[i] = theirs.ms;
			const log = theirs.log === null ? null : rechainWorkLog(theirs.log, this.id, i, this.name);
			return { ...theirs, variant: mine.variant, log };
		});
		this.work = { ...this.work, tasks };
		this.carryFrom = null;
		this.notices = [
			`Your work as “${left.name.trim()}” is now saved under “${this.name.trim()}” as well.`,
			...changed.map(
				(n) =>
					`Task ${String(n)} is a different version for this name, so it starts afresh (your work on the other version stays saved under “${left.name.trim()}”).`,
			),
		];
		this.#save();
	}

	/** Puts a name's saved work on the page (blank work for a new name). */
	#open(name: string): void {
		this.#normalised = name.trim() === '' ? '' : normaliseStudentName(name);
		this.#lastTick = null;
		if (this.#normalised === '') {
			this.tasks = [];
			this.work = { v: RECORD_VERSION, name: '', tasks: [], submitted: null };
			this.#ms = [];
			this.notices = [];
			return;
		}
		this.tasks = studentAssignment(this.assignment, name).tasks;
		const variants = this.tasks.map((task) => JSON.stringify(task));
		const key = workKey(this.id, this.#normalised);
		const { text, moved } = this.#savedText(key, name);
		const notices: string[] = [];
		let repaired = moved;
		if (text === null) {
			this.work = { v: RECORD_VERSION, name, tasks: variants.map(blankTask), submitted: null };
		} else {
			const { work, problems } = readSavedWork(text, variants);
			work.tasks = work.tasks.map((saved, i) => this.#checkedTour(i, saved, problems));
			if (problems.length > 0) {
				const aside = damagedKey(key, this.#now());
				repaired = true;
				let kept = true;
				try {
					this.#store.setItem(aside, text);
				} catch {
					kept = false;
				}
				notices.push(
					`Some saved work could not be read (${problems.join('; ')}). What could be read is back` +
						(kept
							? `; the saved text is kept in this browser's storage as “${aside}”.`
							: '; the saved text could not be kept aside (storage is full).'),
				);
			} else if (work.tasks.some(taskTouched)) {
				notices.push(`Your saved work as “${name.trim()}” is back.`);
			}
			this.work = { ...work, name };
			if (moved) this.#rechainAll();
		}
		this.#ms = this.work.tasks.map((t) => t.ms);
		this.notices = notices;
		// The damaged text is kept aside: write what could be read, so a reload does not copy it again.
		if (repaired) this.#save(true);
	}

	/**
	 * The work saved under `key`; or, when there is none, work saved before names dropped their
	 * invisible characters (`NameRule` 1), under the key the name had then (`moved`: it is saved
	 * under `key` from now on).
	 */
	#savedText(key: string, name: string): { text: string | null; moved: boolean } {
		const text = this.#store.getItem(key);
		const before = normaliseStudentName(name, 1);
		if (text !== null || before === this.#normalised) return { text, moved: false };
		const old = this.#store.getItem(workKey(this.id, before));
		return { text: old, moved: old !== null };
	}

	/** Chains every task's log anew for the current name (its seed changed with the name rule). */
	#rechainAll(): void {
		const tasks = this.work.tasks.map((task, i) =>
			task.log === null ? task : { ...task, log: rechainWorkLog(task.log, this.id, i, this.name) },
		);
		this.work = { ...this.work, tasks };
	}

	/** A saved tour kept only if every move of it is allowed by the task (else dropped, and said). */
	#checkedTour(i: number, saved: SavedTask, problems: string[]): SavedTask {
		const task = this.tasks[i];
		if (task?.kind !== 'tour' || saved.tour.length === 0) return saved;
		const ok = saved.tour.every(
			(square, at) => whyNotNext(task, saved.tour.slice(0, at), square) === null,
		);
		if (ok) return saved;
		problems.push(`the tour of task ${String(i + 1)} does not fit the task`);
		return { ...saved, tour: [] };
	}

	/** Re-reads the saved work (another tab changed it). */
	reload(): void {
		if (this.#normalised !== '') this.#open(this.name);
	}

	/** Whether task `i`'s tour is a full tour that meets every condition. */
	complete(i: number): boolean {
		const task = this.tasks[i];
		const tour = this.work.tasks[i]?.tour ?? [];
		return task?.kind === 'tour' && tour.length > 0 && checkTourTask(task, tour).status === 'right';
	}

	/** Why `square` cannot be the next move of task `i`, or null after adding it. */
	move(i: number, square: Square): string | null {
		const task = this.tasks[i];
		if (task?.kind !== 'tour') return 'This task has no board.';
		const tour = this.work.tasks[i]?.tour ?? [];
		const why = whyNotNext(task, tour, square);
		if (why !== null) return why;
		this.#change(i, (t) => ({ ...t, tour: [...t.tour, square] }), 'move', square);
		return null;
	}

	/** Takes back the last move of task `i`; returns the square taken back, or null. */
	undo(i: number): Square | null {
		const last = this.work.tasks[i]?.tour.at(-1);
		if (last === undefined) return null;
		this.#change(i, (t) => ({ ...t, tour: t.tour.slice(0, -1) }), 'undo');
		return last;
	}

	/** Empties the board of task `i`. */
	clear(i: number): void {
		if ((this.work.tasks[i]?.tour.length ?? 0) === 0) return;
		this.#change(i, (t) => ({ ...t, tour: [] }), 'clear');
	}

	/**
	 * Counts and logs a hint on task `i` (the page then finds it); false where hints are off. A hint
	 * asked again with nothing done since is the same hint: it is not counted or logged twice.
	 */
	takeHint(i: number): boolean {
		const task = this.tasks[i];
		if (task?.kind !== 'tour' || task.hints === false) return false;
		if (this.work.tasks[i]?.log?.entries.at(-1)?.action === 'hint') return true;
		this.#change(i, (t) => ({ ...t, hints: t.hints + 1 }), 'hint');
		return true;
	}

	/** Keeps the student's claim that tour task `i` cannot be done (or takes it back). */
	setImpossible(i: number, claim: boolean): void {
		if (this.tasks[i]?.kind !== 'tour') return;
		this.#change(i, (t) => {
			const kept = { ...t };
			delete kept.impossible;
			return claim ? { ...kept, impossible: true } : kept;
		});
	}

	/**
	 * Keeps the program of program task `i` as its code cell last saved it (the cell keeps the
	 * code itself; this copy goes into the submission). Saves only when something changed.
	 */
	setProgram(i: number, program: ProgramAnswer): void {
		if (this.tasks[i]?.kind !== 'program') return;
		const before = this.work.tasks[i]?.program;
		if (JSON.stringify(before) === JSON.stringify(program)) return;
		this.#change(i, (t) => ({ ...t, program: { ...program } }));
	}

	/** Keeps the answer typed for question `i`. */
	setAnswer(i: number, text: string): void {
		if (this.tasks[i]?.kind !== 'question') return;
		const answer = text.slice(0, CLASSROOM_LIMITS.answer);
		this.#change(i, (t) => ({ ...t, answer }));
	}

	/** Counts the time since the last tick to task `active` (null: no task in use, the tab hidden). */
	tick(active: number | null): void {
		const now = this.#now();
		const gap = this.#lastTick === null ? 0 : now - this.#lastTick;
		this.#lastTick = now;
		if (active === null || this.tasks[active] === undefined) return;
		const saved = this.work.tasks[active] as SavedTask;
		if (saved.opened === null) {
			// Not saved by itself: looking at a task under a name being typed must leave no trace.
			const tasks = this.work.tasks.map((t, i) => (i === active ? { ...t, opened: now } : t));
			this.work = { ...this.work, tasks };
		}
		if (gap <= 0 || gap > MAX_TICK_MS) return;
		const before = this.#ms[active] ?? 0;
		this.#ms[active] = before + gap;
		// Saved every ten seconds of use, and by `flush` when the page goes.
		if (Math.floor(before / 10_000) !== Math.floor((before + gap) / 10_000)) this.#save();
	}

	/** Saves now (the page is being hidden or closed). */
	flush(): void {
		this.#save();
	}

	/** Whole seconds spent on task `i`. */
	seconds(i: number): number {
		return Math.floor((this.#ms[i] ?? 0) / 1000);
	}

	/** What is not done yet, in plain words. */
	missing(): string[] {
		return missingWork(this.tasks, this.work.tasks, (i) => this.complete(i));
	}

	/** The submission as it stands. */
	submission(): Submission {
		return buildSubmission(this.id, this.name, this.tasks, this.work.tasks, this.#ms);
	}

	/** The file name for the code. */
	fileName(): string {
		return submissionFileName(this.assignment.title, this.name);
	}

	/** The id of program task `i`'s code cell: its saved code is this assignment's and this name's. */
	cellId(i: number): string {
		return `classroom/${this.id}/${this.#normalised}/${String(i)}`;
	}

	/** Runs `hook` just before each submission is made; returns what removes it. */
	beforeSubmit(hook: () => void): () => void {
		this.#beforeSubmit = [...this.#beforeSubmit, hook];
		return () => {
			this.#beforeSubmit = this.#beforeSubmit.filter((h) => h !== hook);
		};
	}

	/** Makes the submission code (kept with the work), or says why it cannot be made. */
	submit(): { code: string } | { error: string } {
		if (!this.named) return { error: 'Type your name first: the code carries it to your teacher.' };
		for (const hook of this.#beforeSubmit) hook();
		const submission = this.submission();
		try {
			const code = encodeSubmission(submission);
			const fingerprint = submissionFingerprint(submission);
			this.work = { ...this.work, submitted: { code, fingerprint, at: this.#now() } };
			this.#save(true);
			return { code };
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			return { error: `The code could not be made: ${message.replace(/^encodeSubmission: /, '')}` };
		}
	}

	/** The fingerprint of the work as it stands. */
	#fingerprint(): string {
		return submissionFingerprint(
			buildSubmission(this.id, this.name, this.tasks, this.work.tasks, []),
		);
	}

	/** Changes task `i`'s saved work, logs `action` (tour tasks), and saves. */
	#change(
		i: number,
		edit: (t: SavedTask) => SavedTask,
		action?: WorkAction,
		square?: Square,
	): void {
		const now = this.#now();
		const tasks = this.work.tasks.map((t, at) => {
			if (at !== i) return t;
			const edited = edit(t);
			const opened = edited.opened ?? now;
			const log =
				action === undefined
					? edited.log
					: this.#logged(i, edited.log, opened, now, action, square);
			return { ...edited, opened, log };
		});
		this.work = { ...this.work, tasks };
		// Work of this name's own: bringing another name's work over would overwrite it.
		this.carryFrom = null;
		this.#save(true);
	}

	/** The log with one more entry (a full log is first made shorter; see `compactLog`). */
	#logged(
		i: number,
		log: WorkLog | null,
		opened: number,
		now: number,
		action: WorkAction,
		square?: Square,
	): WorkLog {
		let current = log ?? startWorkLog(this.id, i, this.name);
		const after = current.entries.at(-1)?.ms ?? 0;
		const ms = Math.min(CLASSROOM_LIMITS.logMs, Math.max(after, Math.round(now - opened)));
		if (current.entries.length >= CLASSROOM_LIMITS.logEntries) {
			current = rechainWorkLog(compactLog(current), this.id, i, this.name);
			if (current.entries.length >= CLASSROOM_LIMITS.logEntries) return current;
		}
		return appendWork(
			current,
			action === 'move' ? { action, square: square as Square, ms } : { action, ms },
		);
	}

	/** Whether a record exists for the current name. */
	#exists(): boolean {
		return (
			this.#normalised !== '' && this.#store.getItem(workKey(this.id, this.#normalised)) !== null
		);
	}

	/** Writes the current name's work (a new name only once something was done, or enough time spent). */
	#save(done = false): void {
		if (this.#normalised === '') return;
		const worth =
			done ||
			this.work.tasks.some(taskTouched) ||
			this.#ms.reduce((sum, ms) => sum + ms, 0) >= TIME_WORTH_SAVING_MS ||
			this.#exists();
		if (!worth) return;
		const record: SavedWork = {
			...this.work,
			name: this.name,
			tasks: this.work.tasks.map((t, i) => ({ ...t, ms: Math.round(this.#ms[i] ?? t.ms) })),
		};
		try {
			this.#store.setItem(workKey(this.id, this.#normalised), JSON.stringify(record));
			this.#store.setItem(lastNameKey(this.id), JSON.stringify(this.name));
			this.#saveFailed = false;
		} catch {
			if (!this.#saveFailed) {
				this.notices = [
					...this.notices,
					'This browser would not save your work (its storage may be full). Keep this tab open and Submit before you close it.',
				];
			}
			this.#saveFailed = true;
		}
	}
}

/**
 * A full log made shorter, keeping what it proves: the attempts before the last Clear are dropped
 * (the path replays the same), hints and looks at the solution are kept with their times.
 */
export function compactLog(log: WorkLog): WorkLog {
	let lastClear = -1;
	log.entries.forEach((entry, i) => {
		if (entry.action === 'clear') lastClear = i;
	});
	if (lastClear < 0) return log;
	const entries = log.entries.filter(
		(entry, i) => i > lastClear || entry.action === 'hint' || entry.action === 'solution',
	);
	// The same path either way; checked, so a slip here can never hand in a log that lies.
	const same = replayWorkLog(entries).join() === replayWorkLog(log.entries).join();
	return same ? { entries, digest: log.digest } : log;
}

/**
 * Whether two normalised names are close enough to be one name put right: one begins the other
 * ("ana" → "ana lima"), or they differ by at most one letter changed, lost or added for every four
 * letters of the longer name, and at least one ("jonathon" → "jonathan", not "eva" → "ana").
 */
export function closeNames(a: string, b: string): boolean {
	if (a.startsWith(b) || b.startsWith(a)) return true;
	const allowed = Math.max(1, Math.floor(Math.max(a.length, b.length) / 4));
	if (Math.abs(a.length - b.length) > allowed) return false;
	// Levenshtein distance, one row at a time.
	let row = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const next = [i];
		for (let j = 1; j <= b.length; j++) {
			const change = (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
			next.push(Math.min(change, (row[j] as number) + 1, (next[j - 1] as number) + 1));
		}
		row = next;
	}
	return (row[b.length] as number) <= allowed;
}
