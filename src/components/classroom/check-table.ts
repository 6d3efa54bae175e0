/**
 * The checking page's results table as data: one row per submission (the marks, hints, solution
 * shown, time, the work log's verdict and notes), its columns, sorting by any column, and the same
 * rows as a CSV file with every task in detail. Pure TypeScript, no DOM.
 */
import type { Assignment, TaskMark } from '../../lib/classroom/types.ts';
import { oddCharacters } from '../../lib/classroom/names.ts';
import type { CheckOutcome, CheckedSubmission } from './check-outcome.ts';
import { csvText } from './check-csv.ts';

/** What a task's work log says (`TaskMark.log`). */
export type LogStatus = TaskMark['log'];

/** One task of one submission, as the table and the file show it. */
export interface TaskCell {
	correct: boolean;
	/** A program not run again yet: neither right nor wrong so far. */
	pending: boolean;
	reason: string;
	log: LogStatus;
	/** Whether there is a work log to replay. */
	replayable: boolean;
	hints: number;
	solutionShown: boolean;
	seconds: number;
	/** The answer as typed (question tasks), else ''. */
	answer: string;
}

/** One submission's row. */
export interface ResultRow {
	/** The submission's `index` in the outcome. */
	index: number;
	name: string;
	score: number;
	tasks: TaskCell[];
	/** Hints over all tasks. */
	hints: number;
	/** Task numbers (from 1) where the solution was shown. */
	solutions: number[];
	/** Seconds over all tasks. */
	seconds: number;
	/** The work logs of the tour tasks, in one phrase. */
	log: LogSummary;
	/** Repeated codes, names on two codes, tours shared with others. */
	notes: string[];
	/** The notes in a word or two each, for the compact grid ("pasted 2×", "shared: task 2"). */
	tags: string[];
	/** Whether a note asks the teacher to look: a name on two codes, or a tour shared with others. */
	flagged: boolean;
}

/** The worst work-log verdict of a row's tour tasks, and the tasks (from 1) that have it. */
export interface LogSummary {
	status: LogStatus | 'none';
	/** The tasks (from 1) with that status. */
	tasks: number[];
	/** The tour tasks (from 1) with no log, when the status is another. */
	missing: number[];
}

/** The columns a table can be sorted by. */
export type SortKey =
	'student' | 'score' | 'hints' | 'solution' | 'time' | 'log' | `task-${number}`;

/** A sort order, as `aria-sort` names its directions. */
export interface SortOrder {
	key: SortKey;
	direction: 'ascending' | 'descending';
}

/** A column's key and heading. */
export interface Column {
	key: SortKey;
	label: string;
}

/**
 * Work-log verdicts from worst to best: a table sorted by the log puts the worst first. A task
 * without a log (a trick task answered "no such tour", a tour not begun) says nothing against the
 * others, so a verified log outranks it in the summary.
 */
const LOG_RANK: Record<LogSummary['status'], number> = {
	edited: 0,
	mismatch: 1,
	verified: 2,
	absent: 3,
	none: 4,
};

/** One word per work-log verdict: the table, the replay and the CSV all say it so. */
export const LOG_WORDS: Readonly<Record<LogStatus, string>> = {
	verified: 'verified',
	edited: 'edited',
	mismatch: 'mismatch',
	absent: 'no log',
};

/** Says "1 time", "2 times" (or another noun). */
function count(n: number, noun: string): string {
	return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}

/** The sortable columns of an assignment's table, in order. */
export function resultColumns(assignment: Assignment): Column[] {
	return [
		{ key: 'student', label: 'Student' },
		{ key: 'score', label: 'Score' },
		...assignment.tasks.map((_, i): Column => ({ key: `task-${i}`, label: `Task ${i + 1}` })),
		{ key: 'hints', label: 'Hints' },
		{ key: 'solution', label: 'Solution shown' },
		{ key: 'time', label: 'Time' },
		{ key: 'log', label: 'Work log' },
	];
}

/** Sums up the work logs of the tour tasks: the worst verdict and where it is. */
function summariseLogs(assignment: Assignment, tasks: readonly TaskCell[]): LogSummary {
	let worst: LogSummary = { status: 'none', tasks: [], missing: [] };
	const missing: number[] = [];
	assignment.tasks.forEach((task, i) => {
		const status = tasks[i]?.log;
		if (task.kind !== 'tour' || status === undefined) return;
		if (status === 'absent') missing.push(i + 1);
		if (LOG_RANK[status] < LOG_RANK[worst.status]) worst = { status, tasks: [i + 1], missing: [] };
		else if (status === worst.status) worst.tasks.push(i + 1);
	});
	return worst.status === 'absent' ? worst : { ...worst, missing };
}

/** One submission's cells, from its answers and marks. */
function cellsOf(checked: CheckedSubmission): TaskCell[] {
	return checked.marks.tasks.map((mark, i) => {
		const answer = checked.submission.answers[i];
		return {
			correct: mark.correct,
			pending: mark.pending === true,
			reason: mark.reason,
			log: mark.log,
			replayable: (answer?.log?.entries.length ?? 0) > 0,
			hints: answer?.hints ?? 0,
			solutionShown: answer?.solutionShown ?? false,
			seconds: answer?.seconds ?? 0,
			answer: answer?.answer ?? '',
		};
	});
}

/**
 * The notes on one submission, in sentences and in a word or two each: a repeated code, its name on
 * another code (or one that looks the same), tours it shares. Names inside a note are isolated
 * (U+2068 … U+2069, as a <bdi> would), so a name with right-to-left controls cannot reorder the
 * note around it.
 */
function notesOf(
	outcome: CheckOutcome,
	checked: CheckedSubmission,
): { notes: string[]; tags: string[] } {
	const notes: string[] = [];
	const tags: string[] = [];
	const nameOf = (index: number): string =>
		`\u2068${outcome.submissions[index]?.submission.name ?? '?'}\u2069`;
	if (checked.copies > 1) {
		notes.push(`Code pasted ${count(checked.copies, 'time')}; counted once.`);
		tags.push(`pasted ${String(checked.copies)}×`);
	}
	if (checked.sameName.length > 0) {
		tags.push('name twice');
		const hidden = new Set(
			[checked.index, ...checked.sameName].flatMap((index) =>
				oddCharacters(outcome.submissions[index]?.submission.name ?? ''),
			),
		);
		const how =
			hidden.size === 0
				? ''
				: `, written with characters that draw nothing (${[...hidden].join(' ')})`;
		notes.push(
			`Another code has the same name (${count(checked.sameName.length + 1, 'code')} in all)${how}.`,
		);
	}
	if (checked.lookalike.length > 0) {
		tags.push('look-alike name');
		const others = checked.lookalike
			.map((index) => {
				const odd = oddCharacters(outcome.submissions[index]?.submission.name ?? '');
				return odd.length === 0 ? nameOf(index) : `${nameOf(index)}, with ${odd.join(' ')}`;
			})
			.join('; ');
		notes.push(
			`Another code has a name that looks the same but is not (${others}): invisible characters or letters of another script.`,
		);
	}
	const sharedTasks: number[] = [];
	for (const shared of outcome.shared) {
		if (!shared.students.includes(checked.index)) continue;
		const others = shared.students.filter((i) => i !== checked.index).map(nameOf);
		const how = shared.how === 'identical' ? 'the same tour as' : 'a turned or mirrored copy of';
		notes.push(`Task ${String(shared.task + 1)}: ${how} ${others.join(', ')}.`);
		if (!sharedTasks.includes(shared.task + 1)) sharedTasks.push(shared.task + 1);
	}
	if (sharedTasks.length > 0) tags.push(`shared: ${taskList(sharedTasks)}`);
	return { notes, tags };
}

/** The table's rows, in the order pasted. */
export function resultRows(assignment: Assignment, outcome: CheckOutcome): ResultRow[] {
	return outcome.submissions.map((checked) => {
		const tasks = cellsOf(checked);
		const { notes, tags } = notesOf(outcome, checked);
		return {
			index: checked.index,
			name: checked.submission.name,
			score: checked.marks.score,
			tasks,
			hints: tasks.reduce((sum, t) => sum + t.hints, 0),
			solutions: tasks.flatMap((t, i) => (t.solutionShown ? [i + 1] : [])),
			seconds: tasks.reduce((sum, t) => sum + t.seconds, 0),
			log: summariseLogs(assignment, tasks),
			notes,
			tags,
			flagged:
				checked.sameName.length > 0 ||
				checked.lookalike.length > 0 ||
				outcome.shared.some((shared) => shared.students.includes(checked.index)),
		};
	});
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Compares two rows by one column, ascending. */
function compareBy(key: SortKey, a: ResultRow, b: ResultRow): number {
	switch (key) {
		case 'student':
			return collator.compare(a.name, b.name);
		case 'score':
			return a.score - b.score;
		case 'hints':
			return a.hints - b.hints;
		case 'solution':
			return a.solutions.length - b.solutions.length;
		case 'time':
			return a.seconds - b.seconds;
		case 'log':
			return LOG_RANK[a.log.status] - LOG_RANK[b.log.status];
		default: {
			const i = Number(key.slice('task-'.length));
			const x = a.tasks[i];
			const y = b.tasks[i];
			if (x === undefined || y === undefined) return 0;
			return Number(x.correct) - Number(y.correct) || collator.compare(x.reason, y.reason);
		}
	}
}

/** Sorts rows by a column; ties go by name, then by the order pasted, whichever the direction. */
export function sortRows(rows: readonly ResultRow[], order: SortOrder): ResultRow[] {
	const sign = order.direction === 'ascending' ? 1 : -1;
	return [...rows].sort(
		(a, b) =>
			sign * compareBy(order.key, a, b) || collator.compare(a.name, b.name) || a.index - b.index,
	);
}

/** The order after a click on a column's heading: that column ascending, or the other way round. */
export function nextOrder(order: SortOrder, key: SortKey): SortOrder {
	if (order.key !== key) return { key, direction: 'ascending' };
	return { key, direction: order.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** A duration in words: "45 s", "3 min 5 s", "2 h 5 min". */
export function formatSeconds(seconds: number): string {
	const s = Math.round(seconds);
	if (s < 60) return `${String(s)} s`;
	if (s < 3600) return `${String(Math.floor(s / 60))} min ${String(s % 60)} s`;
	return `${String(Math.floor(s / 3600))} h ${String(Math.floor((s % 3600) / 60))} min`;
}

/** A duration as a clock shows it, for the grid: "0:45", "12:05", "1:02:05". */
export function clockSeconds(seconds: number): string {
	const s = Math.max(0, Math.round(seconds));
	const mm = String(Math.floor((s % 3600) / 60));
	const ss = String(s % 60).padStart(2, '0');
	return s < 3600 ? `${mm}:${ss}` : `${String(Math.floor(s / 3600))}:${mm.padStart(2, '0')}:${ss}`;
}

/** Task numbers in short, runs of three or more as ranges: "1–3, 5". */
export function taskRanges(tasks: readonly number[]): string {
	const parts: string[] = [];
	let i = 0;
	while (i < tasks.length) {
		let j = i;
		while (j + 1 < tasks.length && tasks[j + 1] === (tasks[j] ?? 0) + 1) j++;
		const first = String(tasks[i]);
		if (j - i >= 2) parts.push(`${first}–${String(tasks[j])}`);
		else for (let k = i; k <= j; k++) parts.push(String(tasks[k]));
		i = j + 1;
	}
	return parts.join(', ');
}

/** "task 2", "tasks 1, 3". */
function taskList(tasks: readonly number[]): string {
	return `task${tasks.length === 1 ? '' : 's'} ${tasks.join(', ')}`;
}

/**
 * The work-log summary in the words of the replay and the CSV: "verified", "edited (task 2)",
 * "verified (task 1; no log: task 3)" when a tour task has none, "no log", "—" without tour tasks.
 */
export function logText(log: LogSummary): string {
	if (log.status === 'none') return '—';
	const word = LOG_WORDS[log.status];
	if (log.status === 'absent') return word;
	const without = log.missing.length === 0 ? '' : `; no log: ${taskList(log.missing)}`;
	if (log.status === 'verified' && without === '') return word;
	return `${word} (${taskList(log.tasks)}${without})`;
}

/** What a task's work-log verdict means, in a sentence, and whether it is a warning. */
export function logVerdict(status: LogStatus): { text: string; warn: boolean } {
	switch (status) {
		case 'verified':
			return {
				text: 'Verified: the work log is intact and agrees with what was handed in.',
				warn: false,
			};
		case 'edited':
			return {
				text: 'Edited: the work log was changed after it was written, or belongs to another student or task: its hash chain is broken. Do not trust this replay.',
				warn: true,
			};
		case 'mismatch':
			return {
				text: 'Mismatch: the work log is intact but does not agree with what was handed in: another tour, other hints, or the solution shown.',
				warn: true,
			};
		case 'absent':
			return { text: 'No log: there is no work log for this task.', warn: false };
	}
}

/** The rows as a CSV file, in the order given: each task's mark, reason, answer, hints, time, log. */
export function resultsCsv(assignment: Assignment, rows: readonly ResultRow[]): string {
	const head: string[] = ['Student', `Score (of ${String(assignment.tasks.length)})`];
	assignment.tasks.forEach((task, i) => {
		const t = `Task ${String(i + 1)}`;
		head.push(t, `${t} reason`);
		if (task.kind === 'question') head.push(`${t} answer`);
		head.push(`${t} hints`, `${t} solution shown`, `${t} seconds`);
		if (task.kind === 'tour') head.push(`${t} work log`);
	});
	head.push('Notes');
	const body = rows.map((row) => {
		const cells: (string | number)[] = [row.name, row.score];
		assignment.tasks.forEach((task, i) => {
			const cell = row.tasks[i];
			if (cell === undefined) return;
			cells.push(cell.correct ? 'right' : 'wrong', cell.reason);
			if (task.kind === 'question') cells.push(cell.answer);
			cells.push(cell.hints, cell.solutionShown ? 'yes' : 'no', Math.round(cell.seconds));
			if (task.kind === 'tour') cells.push(LOG_WORDS[cell.log]);
		});
		cells.push(row.notes.join(' ').replace(/[\u2068\u2069]/g, ''));
		return cells;
	});
	return csvText([head, ...body]);
}
