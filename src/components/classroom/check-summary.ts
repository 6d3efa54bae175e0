/**
 * The checking page's summary of each task: how many got it right, and what went wrong most
 * often — the wrong answers to a question (compared as the marking compares them), or the kinds
 * of mistake in a tour (a move that is not a knight's move, a square visited twice, …). Pure
 * TypeScript, no DOM.
 */
import { normaliseAnswer, type Assignment } from '../../lib/classroom/index.ts';
import { quote, type CheckedSubmission } from './check-outcome.ts';

/** Most kinds of mistake listed for one task. */
const MOST_COMMON = 5;

/** A wrong answer or a kind of mistake, and how many submissions made it. */
export interface CommonMistake {
	text: string;
	count: number;
}

/** One task over all submissions. */
export interface TaskSummary {
	/** The task's number, from 1. */
	task: number;
	kind: 'tour' | 'question' | 'program';
	right: number;
	total: number;
	/** The most common wrong answers or kinds of mistake, most common first. */
	mistakes: CommonMistake[];
	/** Other wrong answers or kinds of mistake, not listed. */
	otherMistakes: number;
}

/**
 * The kinds of mistake in a tour, recognised in the marking's reasons (lib/tour-task-check.ts
 * and lib/classroom/mark.ts); a reason none of them matches is listed as it is.
 */
const TOUR_MISTAKES: readonly [RegExp, string][] = [
	[/^No tour handed in/, 'No tour handed in'],
	[/is not a knight's move\.$/, "A move that is not a knight's move"],
	[/ is visited twice: /, 'A square visited twice'],
	[/ is a hole\.$/, 'A move onto a hole'],
	[/^The tour must start on /, 'Not started on the Start square'],
	[/^The tour must end on |is where the tour must end/, 'Not ended on the End square'],
	[/\(the task fixes it\)/, 'A fixed move not where the task puts it'],
	[/^The tour has \d+ of /, 'Not every square visited'],
	[/is not a closed tour|^The tour is not closed/, 'Not closed'],
	[/which is not a square of this /, 'A square off the board'],
];

/** The kind of mistake a program's reason names (mark.ts words them). */
function programMistake(reason: string): string {
	if (reason.startsWith('Not run yet')) return 'Not run yet';
	if (reason.startsWith('No program')) return 'No program';
	if (reason.startsWith('Written in')) return 'A language the task does not allow';
	if (/^\d+ of \d+ tests? passed\.$/.test(reason)) return 'Some tests failed';
	return 'The program failed (an error or the time limit)';
}

/** The kind of mistake a tour's reason names. */
export function tourMistake(reason: string): string {
	for (const [pattern, kind] of TOUR_MISTAKES) if (pattern.test(reason)) return kind;
	return reason;
}

/** Counts mistakes by key, each shown as the text of its first instance; most common first. */
function rank(mistakes: readonly { key: string; text: string }[]): CommonMistake[] {
	const byKey = new Map<string, CommonMistake>();
	for (const { key, text } of mistakes) {
		const seen = byKey.get(key);
		if (seen === undefined) byKey.set(key, { text, count: 1 });
		else seen.count++;
	}
	// A stable sort: equal counts keep the order first seen.
	return [...byKey.values()].sort((a, b) => b.count - a.count);
}

/** Summarises every task of `assignment` over the checked submissions. */
export function summariseTasks(
	assignment: Assignment,
	submissions: readonly CheckedSubmission[],
): TaskSummary[] {
	return assignment.tasks.map((task, i) => {
		const mistakes: { key: string; text: string }[] = [];
		let right = 0;
		for (const { submission, marks } of submissions) {
			const mark = marks.tasks[i];
			if (mark === undefined) continue;
			if (mark.correct) {
				right++;
			} else if (task.kind === 'tour') {
				const kind = tourMistake(mark.reason);
				mistakes.push({ key: kind, text: kind });
			} else if (task.kind === 'program') {
				const kind = programMistake(mark.reason);
				mistakes.push({ key: kind, text: kind });
			} else {
				const given = (submission.answers[i]?.answer ?? '').trim();
				mistakes.push(
					given === ''
						? { key: 'none', text: 'No answer' }
						: { key: `answer:${normaliseAnswer(given)}`, text: quote(given) },
				);
			}
		}
		const ranked = rank(mistakes);
		return {
			task: i + 1,
			kind: task.kind,
			right,
			total: submissions.length,
			mistakes: ranked.slice(0, MOST_COMMON),
			otherMistakes: Math.max(0, ranked.length - MOST_COMMON),
		};
	});
}
