/** Plain words for the student page: what a task asks, how a variant changed with the name, what a hint says. */
import { createBoard, squareName } from '../../lib/board.ts';
import type { Task } from '../../lib/classroom/types.ts';
import type { GivenMove, TourHint } from './student-hint.ts';

/** Names a square of a task's board, or says there is none. */
function where(task: Task & { kind: 'tour' }, square: number | undefined): string {
	if (square === undefined) return 'anywhere';
	return squareName(createBoard(task.board.rows, task.board.cols), square);
}

/** What changed in one tour task between two versions of it ("starts on c3, not a1"). */
export function taskDifference(before: Task, after: Task): string | null {
	if (before.kind !== 'tour' || after.kind !== 'tour') return null;
	const parts: string[] = [];
	if (before.start !== after.start) {
		parts.push(
			`starts ${after.start === undefined ? 'anywhere' : `on ${where(after, after.start)}`}, not ${before.start === undefined ? 'anywhere' : `on ${where(before, before.start)}`}`,
		);
	}
	if (before.end !== after.end) {
		parts.push(
			`ends ${after.end === undefined ? 'anywhere' : `on ${where(after, after.end)}`}, not ${before.end === undefined ? 'anywhere' : `on ${where(before, before.end)}`}`,
		);
	}
	const holes = (task: Task & { kind: 'tour' }): string =>
		[...(task.board.holes ?? [])].sort((a, b) => a - b).join();
	if (holes(before) !== holes(after)) parts.push('has other holes');
	return parts.length === 0 ? null : parts.join(', and ');
}

/**
 * Says, task by task, where the tasks a new name gets differ from the old name's: tasks may vary by
 * student, and the variant follows the name.
 */
export function variantChange(
	before: readonly Task[],
	after: readonly Task[],
	oldName: string,
	newName: string,
): string[] {
	const said: string[] = [];
	after.forEach((task, i) => {
		const old = before[i];
		if (old === undefined) return;
		const difference = taskDifference(old, task);
		if (difference !== null) {
			said.push(
				`Task ${String(i + 1)} depends on your name, and it changed with it: for “${newName}” it ${difference}. Your work on “${oldName}”'s version stays saved under that name.`,
			);
		}
	});
	return said;
}

/** What a tour task asks, in plain words. */
export function tourTaskWords(task: Task & { kind: 'tour' }): string {
	const board = createBoard(task.board.rows, task.board.cols);
	const name = (square: number): string => squareName(board, square);
	const size = `${String(task.board.rows)}×${String(task.board.cols)}`;
	const holes = task.board.holes ?? [];
	const kind = task.closed === true ? 'a closed knight’s tour' : 'a knight’s tour';
	const sentences = [
		`Build ${kind} of this ${size} board${holes.length > 0 ? ' (the crossed-out squares are holes: leave them out)' : ''}: visit every square once, one knight’s move at a time.`,
	];
	const ends = [
		task.start === undefined ? null : `start on ${name(task.start)}`,
		task.end === undefined ? null : `end on ${name(task.end)}`,
	].filter((part) => part !== null);
	if (ends.length > 0) sentences.push(`It must ${ends.join(' and ')}.`);
	if (task.closed === true) {
		sentences.push('Closed: the last square must be a knight’s move from the first.');
	}
	const fixed = [...(task.constraints ?? [])].sort((a, b) => a.move - b.move);
	if (fixed.length > 0) {
		const list = fixed.map((c) => `move ${String(c.move)} on ${name(c.square)}`).join(', ');
		sentences.push(`Fixed moves (shown in brackets on the board): ${list}.`);
	}
	return sentences.join(' ');
}

/** "after move 13 on f1, which the task gives, " before a hint's square; "" with none. */
function givenFirst(after: readonly GivenMove[], name: (square: number) => string): string {
	if (after.length === 0) return '';
	const list = after.map((m) => `move ${String(m.move)} on ${name(m.square)}`);
	const listed =
		list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${String(list.at(-1))}`;
	return `after ${String(listed)}, which the task gives, `;
}

/** What a hint says to the student; `name` names a square. */
export function hintWords(
	hint: TourHint | { kind: 'error'; message: string },
	name: (square: number) => string,
	pathLength: number,
): string {
	switch (hint.kind) {
		case 'next':
			return `Hint: ${givenFirst(hint.after, name)}try ${name(hint.square)} as move ${String(hint.move)}: a full tour still follows from there.`;
		case 'undo': {
			const back = pathLength - hint.keep;
			const then = `${givenFirst(hint.after, name)}try ${name(hint.square)} as move ${String(hint.move)}`;
			return hint.keep === 0
				? `Hint: your path cannot be finished from any of its moves. Clear the board, then ${then}.`
				: `Hint: your path cannot be finished. Take back ${back === 1 ? 'the last move' : `the last ${String(back)} moves`} (back to move ${String(hint.keep)}), then ${then}.`;
		}
		case 'impossible':
			return `No tour meets this task’s conditions, so there is no hint: ${hint.explanation} Tell your teacher.`;
		case 'unknown':
			return `No hint this time: ${hint.explanation}`;
		case 'complete':
			return 'Your tour is complete: there is nothing left to hint.';
		case 'error':
			return `The hint could not be found: ${hint.message}`;
	}
}
