/**
 * Per-student variants of a tour task. A task with `variants` gives each
 * student one of them, picked by a hash of the assignment id, the task's
 * index and the student's normalised name:
 *
 *     variant = variants[fmix64(FNV-1a 64("KTV1", id · index · name)) mod variants.length]
 *
 * (fmix64 is MurmurHash3's finaliser; id and name are written as length and
 * UTF-8, the index as a varint.)
 * So the student's page, the worksheet, the answer key and the checking page
 * all regenerate the same variant from the name, and a code copied from a
 * classmate with the name changed is marked against another variant — unless
 * the two names happen to get the same one: with a pool of k variants, two
 * students share a variant 1 time in k.
 */
import { checkString, checkWhole } from '../args.ts';
import { assignmentId } from './assignment-code.ts';
import { visibleName } from './names.ts';
import { ByteWriter } from './bytes.ts';
import { checkAssignment, checkText } from './checks.ts';
import { fnv1a64 } from './text-codec.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Assignment,
	type Task,
	type TourAssignmentTask,
	type TourVariant,
} from './types.ts';

/**
 * How a name picks variants and seeds work logs. Rule 2, every page's since submission codes of
 * version 3: characters that draw nothing (zero-width spaces and joiners, bidi controls) are
 * dropped, so "Ann" with a zero-width space in it is Ann. Rule 1, that of codes of versions 1 and 2:
 * they are kept. The two differ only for names that hold such characters.
 */
export type NameRule = 1 | 2;

/** Checks a name rule argument. */
export function checkNameRule(fn: string, rule: unknown): asserts rule is NameRule {
	if (rule !== 1 && rule !== 2) {
		throw new TypeError(`${fn}: rule must be 1 or 2, got ${String(rule)}.`);
	}
}

/**
 * A name as it picks variants and seeds work logs: Unicode-normalised (NFKC),
 * invisible characters dropped (rule 2; rule 1 keeps them), trimmed, runs of
 * white space as one space, lower case. "  Zoë  NG " and "zoë ng" are the same
 * student.
 */
export function normaliseStudentName(name: string, rule: NameRule = 2): string {
	checkString('normaliseStudentName', 'name', name);
	checkNameRule('normaliseStudentName', rule);
	const nfkc = name.normalize('NFKC');
	return (rule === 2 ? visibleName(nfkc) : nfkc).trim().replace(/\s+/g, ' ').toLowerCase();
}

const MASK_64 = (1n << 64n) - 1n;

/**
 * MurmurHash3's 64-bit finaliser: every bit of the result depends on every bit
 * of `h`. FNV-1a alone will not do here: its value modulo 2^k depends only on
 * the low k bits of each byte, so with 4 variants a student's picks for tasks 0
 * and 1 would always differ.
 */
function fmix64(h: bigint): bigint {
	let x = h ^ (h >> 33n);
	x = (x * 0xff51afd7ed558ccdn) & MASK_64;
	x ^= x >> 33n;
	x = (x * 0xc4ceb9fe1a85ec53n) & MASK_64;
	return x ^ (x >> 33n);
}

/** Which of `count` variants the student gets: the mixed hash of id, index and normalised name, modulo `count`. */
function pick(id: string, index: number, normalised: string, count: number): number {
	const out = new ByteWriter();
	out.text(id);
	out.uint(index);
	out.text(normalised);
	const h = fnv1a64('KTV1', out.bytes()).reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
	return Number(fmix64(h) % BigInt(count));
}

/** A copy of a tour task with `variant` applied and no `variants` left. */
function applyVariant(
	task: TourAssignmentTask,
	variant: TourVariant | undefined,
): TourAssignmentTask {
	const rest = { ...task };
	delete rest.variants;
	const holes = variant?.holes ?? task.board.holes;
	const board: TourAssignmentTask['board'] = { rows: task.board.rows, cols: task.board.cols };
	if (holes !== undefined) board.holes = [...holes];
	const result: TourAssignmentTask = { ...rest, board };
	if (variant?.start !== undefined) result.start = variant.start;
	if (variant?.end !== undefined) result.end = variant.end;
	if (task.constraints !== undefined) {
		result.constraints = task.constraints.map(({ move, square }) => ({ move, square }));
	}
	return result;
}

/** Task `index` as the student sees it, given the assignment's id and the normalised name. */
function taskFor(task: Task, id: string, index: number, normalised: string): Task {
	if (task.kind === 'question') return { ...task };
	if (task.kind === 'program') {
		const copy = { ...task, languages: [...task.languages] };
		if (task.starters !== undefined) copy.starters = { ...task.starters };
		return copy;
	}
	const { variants } = task;
	if (variants === undefined) return applyVariant(task, undefined);
	return applyVariant(task, variants[pick(id, index, normalised, variants.length)]);
}

/**
 * Task `index` (0-based) of the assignment as the student called `name` sees
 * it (their name read by `rule`): a copy, with their variant applied and no `variants` left. Tasks without
 * variants come back as copies of themselves.
 */
export function studentTask(
	assignment: Assignment,
	index: number,
	name: string,
	rule: NameRule = 2,
): Task {
	const fn = 'studentTask';
	checkAssignment(fn, assignment);
	checkWhole(fn, 'index', index, 0, assignment.tasks.length - 1);
	checkText(fn, 'name', name, LIMITS.name);
	checkNameRule(fn, rule);
	const id = assignmentId(assignment);
	return taskFor(assignment.tasks[index] as Task, id, index, normaliseStudentName(name, rule));
}

/** The whole assignment as the student called `name` sees it: every task through `studentTask`. */
export function studentAssignment(
	assignment: Assignment,
	name: string,
	rule: NameRule = 2,
): Assignment {
	const fn = 'studentAssignment';
	checkAssignment(fn, assignment);
	checkText(fn, 'name', name, LIMITS.name);
	checkNameRule(fn, rule);
	const id = assignmentId(assignment);
	const normalised = normaliseStudentName(name, rule);
	return {
		title: assignment.title,
		instructions: assignment.instructions,
		tasks: assignment.tasks.map((task, i) => taskFor(task, id, i, normalised)),
	};
}
