/**
 * The assignment the checking page marks against: read from a pasted link or code (or the page's
 * own fragment), and described in words — its tasks as text, never as HTML. Pure TypeScript, no
 * DOM.
 */
import { createBoard, squareName, type Board, type Square } from '../../lib/board.ts';
// The modules themselves, not the library's index: the page loads no marking or solver code.
import { decodeAssignment } from '../../lib/classroom/assignment-code.ts';
import { ClassroomCodeError } from '../../lib/classroom/errors.ts';
import type { Assignment, Task } from '../../lib/classroom/types.ts';
import { DRAFT_KEY, type BuilderSnapshot } from './builder-storage.ts';
import { describeProgramTask } from './program-words.ts';
import { codeFromFragment } from './classroom-links.ts';

/** Square names listed before "and N more". */
const MOST_NAMES = 8;

/** An assignment read from text, or why none could be. */
export type AssignmentReading =
	| { status: 'read'; assignment: Assignment; code: string }
	| { status: 'empty' }
	| { status: 'error'; message: string };

/** Reads the assignment in a pasted link, a bare code, or a location's fragment. */
export function readAssignment(text: string): AssignmentReading {
	if (text.trim() === '' || text.trim() === '#') return { status: 'empty' };
	const code = codeFromFragment(text) || text.trim();
	try {
		return { status: 'read', assignment: decodeAssignment(code), code };
	} catch (error) {
		const message =
			error instanceof ClassroomCodeError
				? error.message
				: `This assignment could not be read: ${error instanceof Error ? error.message : String(error)}`;
		return { status: 'error', message };
	}
}

/**
 * The assignment the builder last created (or opened) in this browser, from its saved draft's
 * `source`; null when there is none, storage is blocked, or the draft cannot be read. Only the
 * code is taken: the draft may have changed since, and the students have the code.
 */
export function builderAssignment(
	storage: Pick<Storage, 'getItem'> | null,
): { assignment: Assignment; code: string } | null {
	try {
		const text = storage?.getItem(DRAFT_KEY) ?? null;
		if (text === null) return null;
		const source = (JSON.parse(text) as Partial<BuilderSnapshot> | null)?.source;
		if (typeof source !== 'string' || source === '') return null;
		const reading = readAssignment(source);
		return reading.status === 'read'
			? { assignment: reading.assignment, code: reading.code }
			: null;
	} catch {
		// Blocked storage or a damaged draft: the builder explains its own draft; here, no offer.
		return null;
	}
}

/** Names squares: "a1, b3 and c5"; past eight, "… and 4 more". */
function names(board: Board, squares: readonly Square[]): string {
	const listed = squares.slice(0, MOST_NAMES).map((s) => squareName(board, s));
	const more = squares.length - listed.length;
	if (more > 0) return `${listed.join(', ')} and ${String(more)} more`;
	return listed.length < 2
		? listed.join('')
		: `${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''}`;
}

/** Describes a task in one sentence of plain text: what to do and under which conditions. */
export function describeTask(task: Task): string {
	if (task.kind === 'question') return `Question: ${task.question}`;
	if (task.kind === 'program') return describeProgramTask(task);
	const { rows, cols, holes = [] } = task.board;
	const board = createBoard(rows, cols, { holes });
	const parts = [`${task.closed === true ? 'A closed tour' : 'A tour'} of a ${rows}×${cols} board`];
	if (holes.length > 0) parts.push(`without ${names(board, holes)}`);
	if (task.start !== undefined) parts.push(`starting on ${squareName(board, task.start)}`);
	if (task.end !== undefined) parts.push(`ending on ${squareName(board, task.end)}`);
	const fixed = task.constraints ?? [];
	if (fixed.length > 0) {
		const list = fixed.map((c) => `move ${String(c.move)} on ${squareName(board, c.square)}`);
		parts.push(`with ${list.join(', ')}`);
	}
	let sentence = `${parts.join(', ')}.`;
	if (task.hints === false) sentence += ' No hints.';
	const variants = task.variants?.length ?? 0;
	if (variants > 0) {
		sentence += ` Each student gets one of ${String(variants)} variants (start, end or holes), picked by name.`;
	}
	return sentence;
}

/** The expected answer to a question task, for the teacher: "Answer: 1,728". */
export function expectedAnswer(task: Task): string | null {
	return task.kind === 'question' ? `Answer: ${task.answer}` : null;
}
