/**
 * The builder's tasks as the teacher types them ("drafts"): every field kept
 * as text, exactly as typed, so that nothing is lost while it is wrong. A
 * draft becomes an assignment task only once it reads cleanly (builder-read.ts)
 * and the site has solved it (builder-work.ts). Drafts are plain data: they go
 * to local storage as they are, and come back through `sanitiseDraft`.
 */

/** The kinds of task the builder offers, in menu order. */
export const TASK_KINDS = ['tour', 'predict', 'bank', 'count', 'question', 'program'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** How the "Kind of task" menu names each kind. */
export const KIND_NAMES: Readonly<Record<TaskKind, string>> = {
	tour: 'A tour to build',
	predict: "A prediction (Warnsdorff's rule)",
	bank: "A question from the lessons' exercises",
	count: 'A count of tours',
	question: 'Your own question',
	program: 'Write a program',
};

import { PREDICT_TIE_BREAKS, type PredictTieBreak } from '../../lib/classroom/question-kinds.ts';

export { PREDICT_TIE_BREAKS, type PredictTieBreak };

/** Which fields of a tour task change from student to student. */
export interface Vary {
	start: boolean;
	end: boolean;
	holes: boolean;
}

/** A tour to build, as typed. */
export interface TourDraft {
	kind: 'tour';
	rows: string;
	cols: string;
	/** Holes by square name, so that they stay put while the size is retyped. */
	holes: string[];
	start: string;
	end: string;
	closed: boolean;
	/** Squares fixed at move numbers (square by name). */
	fixed: { move: number; square: string }[];
	hints: boolean;
	vary: Vary;
	/** The search budget (positions) for the site's verdict; "Search longer" doubles it. */
	budget: number;
}

/** "Which square is move N?" for Warnsdorff's rule, as typed. */
export interface PredictDraft {
	kind: 'predict';
	rows: string;
	cols: string;
	start: string;
	tieBreak: PredictTieBreak;
	move: string;
}

/** A question of the lessons' bank, by its id (builder-bank.ts). */
export interface BankDraft {
	kind: 'bank';
	id: string;
}

/** "How many closed (open) tours does the m×n board have?", as typed. */
export interface CountDraft {
	kind: 'count';
	rows: string;
	cols: string;
	closed: boolean;
}

/** A question and its answer, typed by the teacher. */
export interface QuestionDraft {
	kind: 'question';
	question: string;
	answer: string;
}

/** "Write a program" on one of the code exercises, as typed. */
export interface ProgramDraft {
	kind: 'program';
	/** The exercise's id (src/lib/code/exercises.ts). */
	exercise: string;
	javascript: boolean;
	python: boolean;
	/** The teacher's own starter per language; null keeps the exercise's own. */
	starters: { javascript: string | null; python: string | null };
	/** The time limit in seconds, as typed. */
	seconds: string;
}

/** Any task as typed. */
export type Draft =
	TourDraft | PredictDraft | BankDraft | CountDraft | QuestionDraft | ProgramDraft;

/** The search budget a tour task starts with, and the most "Search longer" gives. */
export const START_BUDGET = 2_000_000;
export const MAX_BUDGET = 256_000_000;

/** A new task of a kind, with sensible starting values. */
export function newDraft(kind: TaskKind): Draft {
	switch (kind) {
		case 'tour':
			return {
				kind,
				rows: '5',
				cols: '5',
				holes: [],
				start: 'a1',
				end: '',
				closed: false,
				fixed: [],
				hints: true,
				vary: { start: false, end: false, holes: false },
				budget: START_BUDGET,
			};
		case 'predict':
			return { kind, rows: '8', cols: '8', start: 'a1', tieBreak: 'first', move: '10' };
		case 'bank':
			return { kind, id: 'edges-8x8' };
		case 'count':
			return { kind, rows: '6', cols: '6', closed: true };
		case 'question':
			return { kind, question: '', answer: '' };
		case 'program':
			return {
				kind,
				exercise: 'backtracking-5x5',
				javascript: true,
				python: true,
				starters: { javascript: null, python: null },
				seconds: '5',
			};
	}
}

/** Reads an unknown value as text (for drafts from storage), or the fallback. */
function text(value: unknown, fallback: string, max = 10_000): string {
	return typeof value === 'string' ? value.slice(0, max) : fallback;
}

/** Reads an unknown value as a boolean, or the fallback. */
function flag(value: unknown, fallback: boolean): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

/** Reads a stored tour draft field by field; anything unreadable takes its default. */
function sanitiseTour(raw: Record<string, unknown>): TourDraft {
	const base = newDraft('tour') as TourDraft;
	const holes = Array.isArray(raw['holes']) ? raw['holes'] : [];
	const fixed = Array.isArray(raw['fixed']) ? raw['fixed'] : [];
	const vary = (
		typeof raw['vary'] === 'object' && raw['vary'] !== null ? raw['vary'] : {}
	) as Record<string, unknown>;
	const budget = raw['budget'];
	return {
		kind: 'tour',
		rows: text(raw['rows'], base.rows, 20),
		cols: text(raw['cols'], base.cols, 20),
		holes: holes.filter((h): h is string => typeof h === 'string').slice(0, 1600),
		start: text(raw['start'], base.start, 20),
		end: text(raw['end'], base.end, 20),
		closed: flag(raw['closed'], false),
		fixed: fixed
			.filter(
				(f): f is { move: number; square: string } =>
					typeof f === 'object' &&
					f !== null &&
					Number.isInteger((f as { move?: unknown }).move) &&
					typeof (f as { square?: unknown }).square === 'string',
			)
			.slice(0, 1600)
			.map(({ move, square }) => ({ move, square: square.slice(0, 20) })),
		hints: flag(raw['hints'], true),
		vary: {
			start: flag(vary['start'], false),
			end: flag(vary['end'], false),
			holes: flag(vary['holes'], false),
		},
		budget:
			typeof budget === 'number' &&
			Number.isInteger(budget) &&
			budget >= START_BUDGET &&
			budget <= MAX_BUDGET
				? budget
				: START_BUDGET,
	};
}

/**
 * Reads a draft from storage (or anywhere untrusted) field by field: unknown
 * kinds give null, unreadable fields their defaults.
 */
export function sanitiseDraft(value: unknown): Draft | null {
	if (typeof value !== 'object' || value === null) return null;
	const raw = value as Record<string, unknown>;
	switch (raw['kind']) {
		case 'tour':
			return sanitiseTour(raw);
		case 'predict': {
			const base = newDraft('predict') as PredictDraft;
			const tie = raw['tieBreak'];
			return {
				kind: 'predict',
				rows: text(raw['rows'], base.rows, 20),
				cols: text(raw['cols'], base.cols, 20),
				start: text(raw['start'], base.start, 20),
				tieBreak: PREDICT_TIE_BREAKS.find((t) => t === tie) ?? 'first',
				move: text(raw['move'], base.move, 20),
			};
		}
		case 'bank':
			return { kind: 'bank', id: text(raw['id'], 'edges-8x8', 100) };
		case 'count':
			return {
				kind: 'count',
				rows: text(raw['rows'], '6', 20),
				cols: text(raw['cols'], '6', 20),
				closed: flag(raw['closed'], true),
			};
		case 'question':
			return {
				kind: 'question',
				question: text(raw['question'], ''),
				answer: text(raw['answer'], ''),
			};
		case 'program': {
			const starters = (
				typeof raw['starters'] === 'object' && raw['starters'] !== null ? raw['starters'] : {}
			) as Record<string, unknown>;
			const starter = (value: unknown): string | null =>
				typeof value === 'string' ? value.slice(0, 20_000) : null;
			return {
				kind: 'program',
				exercise: text(raw['exercise'], 'backtracking-5x5', 100),
				javascript: flag(raw['javascript'], true),
				python: flag(raw['python'], true),
				starters: {
					javascript: starter(starters['javascript']),
					python: starter(starters['python']),
				},
				seconds: text(raw['seconds'], '5', 20),
			};
		}
		default:
			return null;
	}
}
