/**
 * Assignments and submissions as plain data, and the limits every code obeys.
 * Text in them (titles, names, answers) is data from strangers: pages must
 * show it as text, never as HTML.
 */
import type { Square } from '../board.ts';

/**
 * One student's version of a tour task: each field it has replaces the task's
 * (`holes` replaces the board's holes; `holes: []` leaves none).
 */
export interface TourVariant {
	start?: Square;
	end?: Square;
	holes?: Square[];
}

/** A tour to build on a board of at most 40×40, under the same conditions as a `TourTask`. */
export interface TourAssignmentTask {
	kind: 'tour';
	/** The board: its size (each side 1 to 40) and the squares cut out of it. */
	board: { rows: number; cols: number; holes?: Square[] };
	/** The square the tour must start on (move 1). */
	start?: Square;
	/** The square the tour must end on. */
	end?: Square;
	/** Whether the last square must be a knight's move from the first. Default: false. */
	closed?: boolean;
	/** Squares fixed at move numbers; move 1 is the start. */
	constraints?: { move: number; square: Square }[];
	/** Whether the student may ask for hints (the student's page decides what absent means). */
	hints?: boolean;
	/**
	 * Per-student variants (2 to 32): each student gets one, picked by their
	 * normalised name (`studentTask`); two students may well get the same one.
	 */
	variants?: TourVariant[];
	/** What the builder made the task from (a short text, at most 500 characters). */
	note?: string;
}

/** A question with a short answer, marked after normalising ("1,728" = "1728", case and spaces). */
export interface QuestionTask {
	kind: 'question';
	question: string;
	answer: string;
	/** What the builder made the task from (a short text, at most 500 characters). */
	note?: string;
}

/** The languages a program task may allow (the code cells' languages). */
export type ProgramLanguage = 'javascript' | 'python';

/**
 * "Write a program": one of the code cells' exercises (src/lib/code/exercises.ts), written in a
 * language the task allows and marked by the exercise's tests, which the checking page runs again.
 */
export interface ProgramTask {
	kind: 'program';
	/** The exercise's id ('backtracking-5x5', 'warnsdorff-first', …): its text and tests. */
	exercise: string;
	/** The languages allowed, at least one, in the order offered (JavaScript first). */
	languages: ProgramLanguage[];
	/** The teacher's own starter per language; a language absent gets the exercise's starter. */
	starters?: Partial<Record<ProgramLanguage, string>>;
	/** The time limit of one run of all the tests, in whole seconds (1 to 60). */
	timeLimit: number;
	/** What the builder made the task from (a short text, at most 500 characters). */
	note?: string;
}

/** One task of an assignment. */
export type Task = TourAssignmentTask | QuestionTask | ProgramTask;

/** What a teacher hands out. */
export interface Assignment {
	title: string;
	instructions: string;
	tasks: Task[];
}

/** What a student did: a move to a square, an undo, a cleared board, a hint asked for, the solution shown. */
export type WorkAction = 'move' | 'undo' | 'clear' | 'hint' | 'solution';

/** One thing a student did, and when. */
export interface WorkEntry {
	action: WorkAction;
	/** The square moved to ('move' only; other actions have none). */
	square?: Square;
	/** Whole milliseconds since the task was first opened (0 to 10¹²), never less than the entry before. */
	ms: number;
}

/** How the work on one task was done: every entry, chained by hashes (see work-log.ts). */
export interface WorkLog {
	entries: WorkEntry[];
	/** The head of the hash chain: 16 lower-case hex digits. */
	digest: string;
}

/** A student's program as handed in, with what their own page said of its last run. */
export interface ProgramAnswer {
	language: ProgramLanguage;
	/** The program's text, exactly as written. */
	code: string;
	/** The student's last run on their page: tests passed of total (absent: never run). */
	tests?: { passed: number; total: number };
}

/**
 * What a run of a handed-in program gave, supplied to `markSubmission` by a caller that ran it
 * (the library cannot run code): tests passed of total, and the program's error if it failed.
 */
export interface ProgramVerdict {
	passed: number;
	total: number;
	/** The error that stopped the program ("Line 4: x is not defined"), absent when none. */
	error?: string;
}

/** A student's work on one task. */
export interface Answer {
	/** The squares of the student's tour, in order (tour tasks). */
	tour?: Square[];
	/** The student's answer as typed (question tasks). */
	answer?: string;
	/** How many hints the student asked for. */
	hints: number;
	/** Whether the student looked at the solution. */
	solutionShown: boolean;
	/** Time spent on the task, in seconds (any finite number from 0 to 10⁹). */
	seconds: number;
	/** How the work was done, move by move (`startWorkLog`, `appendWork`). */
	log?: WorkLog;
	/**
	 * The student's claim that the tour task cannot be done (a trick task): marked right when the
	 * library proves that no tour exists, whatever tour is handed in with it.
	 */
	impossible?: boolean;
	/** The student's program (program tasks). */
	program?: ProgramAnswer;
}

/** What a student hands back: one answer per task, in the assignment's order. */
export interface Submission {
	/** The student's name as typed. */
	name: string;
	/** The assignment's id (`assignmentId`), so a submission for another assignment is recognised. */
	assignment: string;
	answers: Answer[];
	/**
	 * How the name picks variants and seeds work logs (`NameRule` in variants.ts): 1 only on a
	 * submission read from a code of version 1 or 2 whose name holds characters that draw nothing
	 * (those codes kept them); absent, the rule of today's pages, which drops them.
	 */
	nameRule?: 1;
}

/** One task marked: right or wrong, and why. */
export interface TaskMark {
	correct: boolean;
	/**
	 * True when the task cannot be marked yet: a program not run again (`correct` is then false,
	 * and the page shows it as waiting, not as wrong).
	 */
	pending?: true;
	/** "Right." or what is wrong ("No tour handed in.", "The answer 12 is not right.", …). */
	reason: string;
	/**
	 * What the work log says (it never changes `correct`): 'verified' its hash
	 * chain holds and it agrees with the answer; 'edited' the chain is broken
	 * (entries changed, or the log belongs to another student or task);
	 * 'mismatch' the chain holds but the log replays to another tour, or counts
	 * other hints, or disagrees on the solution shown; 'absent' no log.
	 */
	log: 'verified' | 'edited' | 'absent' | 'mismatch';
}

/** A submission marked task by task. */
export interface SubmissionMarks {
	tasks: TaskMark[];
	/** How many tasks are right. */
	score: number;
}

/** The limits of the codes: encoders refuse more (RangeError), decoders reject more (ClassroomCodeError). */
export const CLASSROOM_LIMITS = Object.freeze({
	/** Characters in a whole code; longer text is rejected before any other work. */
	codeLength: 100_000,
	/** Rows and columns of an assignment's boards. */
	side: 40,
	/** Tasks in an assignment (and answers in a submission). */
	tasks: 50,
	/** Squares in a handed-in tour: one 40×40 board's worth. */
	tourLength: 1600,
	/** Hints counted on one task. */
	hints: 1_000_000,
	/** Seconds spent on one task (about 31 years). */
	seconds: 1e9,
	/** Lengths of text fields, in UTF-16 code units (what JavaScript's `length` counts). */
	title: 200,
	instructions: 10_000,
	question: 2_000,
	answer: 1_000,
	name: 100,
	assignmentId: 100,
	/** A task's note: what the builder made it from. */
	note: 500,
	/** Variants of one tour task: at least `minVariants`, at most `variants`. */
	minVariants: 2,
	variants: 32,
	/** Entries in one task's work log: four times the longest tour, room for undos and hints. */
	logEntries: 6400,
	/** Milliseconds an entry may be after the task was first opened (10⁹ seconds). */
	logMs: 1e12,
	/** A program handed in, or a teacher's starter: far beyond any tour search (about 500 lines). */
	program: 20_000,
	/** A program task's time limit, in seconds. */
	minSeconds: 1,
	maxSeconds: 60,
	/** Tests of one exercise, in a verdict or a student's summary. */
	programTests: 1000,
});
