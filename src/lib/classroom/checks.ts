/**
 * The shape and limits of assignments and submissions, checked field by field
 * in the house style (src/lib/args.ts): a wrong kind of value is a
 * `TypeError`, a value out of range a `RangeError`, each naming the function
 * and the field ("encodeAssignment: assignment.tasks[2].board.rows must be …").
 * The encoders call these on their argument; the decoders call them on what
 * they read and turn the error into a `ClassroomCodeError`.
 */
import { checkArray, checkBoolean, checkObject, checkOneOf, showValue } from '../args.ts';
import { CODE_EXERCISES } from '../code/exercises.ts';
import { checkLogShape } from './log-checks.ts';
import type { Assignment, ProgramLanguage, Submission } from './types.ts';
import { CLASSROOM_LIMITS as LIMITS } from './types.ts';

/** Throws a `RangeError` saying that `name` of `fn` must be `what`. */
function outOfRange(fn: string, name: string, what: string, value: unknown): never {
	throw new RangeError(`${fn}: ${name} must be ${what}, got ${showValue(value)}.`);
}

/** Visits every index of a list, the empty slots of a sparse array too (`forEach` skips them). */
function eachItem(list: ArrayLike<unknown>, visit: (item: unknown, index: number) => void): void {
	for (let i = 0; i < list.length; i++) visit(list[i], i);
}

/** Checks a whole number from `min` to `max`; `note` explains a limit. */
export function checkWholeIn(
	fn: string,
	name: string,
	value: unknown,
	min: number,
	max: number,
	note = '',
): asserts value is number {
	const what = `a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}${note}`;
	if (typeof value !== 'number')
		throw new TypeError(`${fn}: ${name} must be ${what}, got ${showValue(value)}.`);
	if (!Number.isInteger(value) || value < min || value > max) outOfRange(fn, name, what, value);
}

/** Checks a string of at most `max` UTF-16 code units (never quoting a long one back). */
export function checkText(
	fn: string,
	name: string,
	value: unknown,
	max: number,
): asserts value is string {
	if (typeof value !== 'string') {
		throw new TypeError(`${fn}: ${name} must be a string, got ${showValue(value)}.`);
	}
	if (value.length > max) {
		throw new RangeError(
			`${fn}: ${name} must be at most ${max.toLocaleString('en-US')} characters long, got ${value.length.toLocaleString('en-US')}.`,
		);
	}
}

/** Checks one tour task: board ≤ 40×40, holes distinct and leaving a square, Start/End/fixed moves on squares to visit. */
function checkTourTaskShape(fn: string, name: string, task: Record<string, unknown>): void {
	checkObject(fn, `${name}.board`, task['board'], 'a board { rows, cols, holes? }');
	const board = task['board'] as Record<string, unknown>;
	const side = ` (an assignment's boards are at most ${String(LIMITS.side)}×${String(LIMITS.side)})`;
	checkWholeIn(fn, `${name}.board.rows`, board['rows'], 1, LIMITS.side, side);
	checkWholeIn(fn, `${name}.board.cols`, board['cols'], 1, LIMITS.side, side);
	const size = board['rows'] * board['cols'];
	const isHole = new Uint8Array(size);
	let holeCount = 0;
	if (board['holes'] !== undefined) {
		const holes = board['holes'];
		checkArray(fn, `${name}.board.holes`, holes, 'an array of squares');
		if (holes.length >= size) {
			outOfRange(
				fn,
				`${name}.board.holes`,
				`fewer than ${String(size)} squares, leaving one to visit`,
				holes,
			);
		}
		eachItem(holes, (hole, i) => {
			checkWholeIn(
				fn,
				`${name}.board.holes[${String(i)}]`,
				hole,
				0,
				size - 1,
				' (a square of the board)',
			);
			if (isHole[hole] === 1) {
				throw new RangeError(
					`${fn}: ${name}.board.holes repeats square ${String(hole)} (at position ${String(i)}).`,
				);
			}
			isHole[hole] = 1;
		});
		holeCount = holes.length;
	}
	const checkOpenSquare = (field: string, value: unknown): void => {
		checkWholeIn(fn, field, value, 0, size - 1, ' (a square of the board)');
		if (isHole[value] === 1) outOfRange(fn, field, 'a square that is not a hole', value);
	};
	if (task['start'] !== undefined) checkOpenSquare(`${name}.start`, task['start']);
	if (task['end'] !== undefined) checkOpenSquare(`${name}.end`, task['end']);
	if (task['closed'] !== undefined) checkBoolean(fn, `${name}.closed`, task['closed']);
	if (task['hints'] !== undefined) checkBoolean(fn, `${name}.hints`, task['hints']);
	if (task['constraints'] !== undefined) {
		const constraints = task['constraints'];
		const total = size - holeCount;
		checkArray(fn, `${name}.constraints`, constraints, 'an array of { move, square }');
		if (constraints.length > total) {
			outOfRange(
				fn,
				`${name}.constraints`,
				`at most ${String(total)} fixed moves, one per square to visit`,
				constraints,
			);
		}
		eachItem(constraints, (c, i) => {
			const field = `${name}.constraints[${String(i)}]`;
			checkObject(fn, field, c, 'a fixed move { move, square }');
			const { move, square } = c as Record<string, unknown>;
			checkWholeIn(
				fn,
				`${field}.move`,
				move,
				1,
				total,
				' (move 1 is the start; a tour has one move per square to visit)',
			);
			checkOpenSquare(`${field}.square`, square);
		});
	}
}

/** The task as one variant makes it: the variant's fields in place of the task's. */
function withVariant(task: Record<string, unknown>, variant: Record<string, unknown>) {
	const board = { ...(task['board'] as Record<string, unknown>) };
	if (variant['holes'] !== undefined) board['holes'] = variant['holes'];
	const result: Record<string, unknown> = { ...task, board };
	if (variant['start'] !== undefined) result['start'] = variant['start'];
	if (variant['end'] !== undefined) result['end'] = variant['end'];
	return result;
}

/** Checks a task's variants: 2 to 32, each a whole task once applied, with Start and End apart (unless one square is all there is). */
function checkVariants(fn: string, name: string, task: Record<string, unknown>): void {
	const variants = task['variants'];
	checkArray(fn, `${name}.variants`, variants, 'an array of variants { start?, end?, holes? }');
	if (variants.length < LIMITS.minVariants || variants.length > LIMITS.variants) {
		const what = `${String(LIMITS.minVariants)} to ${String(LIMITS.variants)} variants`;
		outOfRange(fn, `${name}.variants`, what, variants);
	}
	eachItem(variants, (variant, i) => {
		const field = `${name}.variants[${String(i)}]`;
		checkObject(fn, field, variant, 'a variant { start?, end?, holes? }');
		const applied = withVariant(task, variant as Record<string, unknown>);
		checkTourTaskShape(fn, field, applied);
		const { rows, cols, holes } = applied['board'] as { rows: number; cols: number; holes?: [] };
		const toVisit = rows * cols - (holes?.length ?? 0);
		if (applied['start'] !== undefined && applied['start'] === applied['end'] && toVisit > 1) {
			outOfRange(fn, `${field}.end`, 'a square other than the start', applied['end']);
		}
	});
}

/** The languages a program may be written in, in the order a task offers them. */
export const PROGRAM_LANGUAGES: readonly ProgramLanguage[] = ['javascript', 'python'];

/** Checks a program task: a known exercise, allowed languages, starters and a time limit. */
function checkProgramTaskShape(fn: string, name: string, task: Record<string, unknown>): void {
	const ids = CODE_EXERCISES.map((exercise) => exercise.id);
	checkOneOf(fn, `${name}.exercise`, task['exercise'], ids);
	const languages = task['languages'];
	checkArray(fn, `${name}.languages`, languages, "an array of 'javascript' and 'python'");
	if (languages.length === 0) {
		outOfRange(fn, `${name}.languages`, 'at least one language', languages);
	}
	eachItem(languages, (language, i) => {
		checkOneOf(fn, `${name}.languages[${String(i)}]`, language, PROGRAM_LANGUAGES);
		// One order only, so that a task has one code and one id.
		if (
			i > 0 &&
			PROGRAM_LANGUAGES.indexOf(language) <=
				PROGRAM_LANGUAGES.indexOf(languages[i - 1] as ProgramLanguage)
		) {
			outOfRange(
				fn,
				`${name}.languages`,
				"distinct languages, 'javascript' before 'python'",
				languages,
			);
		}
	});
	if (task['starters'] !== undefined) {
		const starters = task['starters'];
		checkObject(fn, `${name}.starters`, starters, 'starters by language { javascript?, python? }');
		if (Object.keys(starters).length === 0) {
			outOfRange(
				fn,
				`${name}.starters`,
				"one starter or more (leave it out for the exercise's own)",
				starters,
			);
		}
		for (const [language, text] of Object.entries(starters)) {
			const field = `${name}.starters.${language}`;
			if (!(languages as unknown[]).includes(language)) {
				outOfRange(fn, field, 'absent: the task does not allow this language', text);
			}
			checkText(fn, field, text, LIMITS.program);
		}
	}
	checkWholeIn(
		fn,
		`${name}.timeLimit`,
		task['timeLimit'],
		LIMITS.minSeconds,
		LIMITS.maxSeconds,
		' (seconds)',
	);
}

/** Checks a program handed in: its language, its text, and the student's summary of its tests. */
function checkProgramAnswer(fn: string, name: string, program: unknown): void {
	checkObject(fn, name, program, 'a program { language, code, tests? }');
	const p = program as Record<string, unknown>;
	checkOneOf(fn, `${name}.language`, p['language'], PROGRAM_LANGUAGES);
	checkText(fn, `${name}.code`, p['code'], LIMITS.program);
	if (p['tests'] !== undefined) {
		checkObject(fn, `${name}.tests`, p['tests'], 'tests passed of total { passed, total }');
		const { passed, total } = p['tests'] as Record<string, unknown>;
		checkWholeIn(fn, `${name}.tests.total`, total, 0, LIMITS.programTests);
		checkWholeIn(fn, `${name}.tests.passed`, passed, 0, total, ' (at most the total)');
	}
}

/** Checks a task's optional note. */
function checkNote(fn: string, name: string, task: Record<string, unknown>): void {
	if (task['note'] !== undefined) checkText(fn, `${name}.note`, task['note'], LIMITS.note);
}

/** Checks an assignment's shape and limits; `fn` names the caller in messages. */
export function checkAssignment(fn: string, assignment: unknown): asserts assignment is Assignment {
	checkObject(fn, 'assignment', assignment, 'an assignment { title, instructions, tasks }');
	const a = assignment as Record<string, unknown>;
	checkText(fn, 'assignment.title', a['title'], LIMITS.title);
	checkText(fn, 'assignment.instructions', a['instructions'], LIMITS.instructions);
	const tasks = a['tasks'];
	checkArray(fn, 'assignment.tasks', tasks, 'an array of tasks');
	if (tasks.length > LIMITS.tasks) {
		outOfRange(fn, 'assignment.tasks', `at most ${String(LIMITS.tasks)} tasks`, tasks);
	}
	eachItem(tasks, (task, i) => {
		const name = `assignment.tasks[${String(i)}]`;
		checkObject(
			fn,
			name,
			task,
			"a task { kind: 'tour', board, … }, { kind: 'question', question, answer } or { kind: 'program', exercise, languages, timeLimit }",
		);
		const t = task as Record<string, unknown>;
		checkOneOf(fn, `${name}.kind`, t['kind'], ['tour', 'question', 'program']);
		checkNote(fn, name, t);
		if (t['kind'] === 'tour') {
			checkTourTaskShape(fn, name, t);
			if (t['variants'] !== undefined) checkVariants(fn, name, t);
		} else if (t['kind'] === 'program') {
			checkProgramTaskShape(fn, name, t);
		} else {
			checkText(fn, `${name}.question`, t['question'], LIMITS.question);
			checkText(fn, `${name}.answer`, t['answer'], LIMITS.answer);
		}
	});
}

/** Checks a submission's shape and limits; `fn` names the caller in messages. */
export function checkSubmission(fn: string, submission: unknown): asserts submission is Submission {
	checkObject(fn, 'submission', submission, 'a submission { name, assignment, answers }');
	const s = submission as Record<string, unknown>;
	checkText(fn, 'submission.name', s['name'], LIMITS.name);
	checkText(fn, 'submission.assignment', s['assignment'], LIMITS.assignmentId);
	if (s['nameRule'] !== undefined && s['nameRule'] !== 1) {
		throw new TypeError(
			`${fn}: submission.nameRule must be 1 or absent, got ${showValue(s['nameRule'])}.`,
		);
	}
	const answers = s['answers'];
	checkArray(fn, 'submission.answers', answers, 'an array of answers');
	if (answers.length > LIMITS.tasks) {
		outOfRange(fn, 'submission.answers', `at most ${String(LIMITS.tasks)} answers`, answers);
	}
	eachItem(answers, (answer, i) => {
		const name = `submission.answers[${String(i)}]`;
		checkObject(fn, name, answer, 'an answer { tour?, answer?, hints, solutionShown, seconds }');
		const x = answer as Record<string, unknown>;
		if (x['tour'] !== undefined) {
			const tour = x['tour'];
			// A typed array of squares (as the solvers return) is taken too.
			if (!Array.isArray(tour) && !(ArrayBuffer.isView(tour) && !(tour instanceof DataView))) {
				throw new TypeError(
					`${fn}: ${name}.tour must be an array of squares, got ${showValue(tour)}.`,
				);
			}
			const squares = tour as ArrayLike<unknown>;
			if (squares.length > LIMITS.tourLength) {
				outOfRange(fn, `${name}.tour`, `at most ${String(LIMITS.tourLength)} squares`, tour);
			}
			eachItem(squares, (square, k) => {
				checkWholeIn(
					fn,
					`${name}.tour[${String(k)}]`,
					square,
					0,
					LIMITS.tourLength - 1,
					' (a square of a board of at most 40×40)',
				);
			});
		}
		if (x['answer'] !== undefined) checkText(fn, `${name}.answer`, x['answer'], LIMITS.answer);
		checkWholeIn(fn, `${name}.hints`, x['hints'], 0, LIMITS.hints);
		checkBoolean(fn, `${name}.solutionShown`, x['solutionShown']);
		const seconds = x['seconds'];
		const what = `a number of seconds from 0 to ${LIMITS.seconds.toLocaleString('en-US')}`;
		if (typeof seconds !== 'number')
			throw new TypeError(`${fn}: ${name}.seconds must be ${what}, got ${showValue(seconds)}.`);
		if (!(seconds >= 0 && seconds <= LIMITS.seconds))
			outOfRange(fn, `${name}.seconds`, what, seconds);
		if (x['log'] !== undefined) checkLogShape(fn, `${name}.log`, x['log']);
		if (x['impossible'] !== undefined) checkBoolean(fn, `${name}.impossible`, x['impossible']);
		if (x['program'] !== undefined) checkProgramAnswer(fn, `${name}.program`, x['program']);
	});
}
