/**
 * Running an exercise's tests, in two halves that never share a realm. The
 * sandbox that runs a student's program calls its entry on each input in
 * order and records what came back (`collectCalls`), whatever its language;
 * the page, where no student code has run, rebuilds the same inputs from the
 * exercise and judges the records (`judgeCalls`): shapes first, then each
 * test against the library.
 */
import { callsOf, checkTest, resultProblem, type CallResult, type EntryInput } from './checks.ts';
import { finish } from '../solvers/types.ts';
import type { StepLog } from './step-log.ts';
import type { CodeExercise, TestOutcome } from './types.ts';

/**
 * Calls the program's entry once on `input` (its visit/unvisit calls go to the
 * step log) and returns the value: for `solve`, what it returned; for `sweep`,
 * `{ U, V }` of the net after the call.
 */
export type Invoke = (input: EntryInput) => unknown;

/** One call of the entry as the sandbox recorded it: the value (plain data) and its steps. */
export type CallRecord = CallResult;

/** The showcase call's steps, as the sandbox recorded them. */
export interface ShowcaseSteps {
	/** +(s + 1) for visit(s), −(s + 1) for unvisit(s), the first `keep` of them. */
	steps: Int32Array;
	stepsTotal: number;
	visits: number;
	unvisits: number;
}

/** Returns the steps recorded in `log` as the showcase's. */
export function showcaseOf(log: StepLog): ShowcaseSteps {
	return {
		steps: log.keptEvents(),
		stepsTotal: log.visits + log.unvisits,
		visits: log.visits,
		unvisits: log.unvisits,
	};
}

/** Whether call `c` of test `t` is the exercise's showcase (the one the cell animates). */
function isShowcase(exercise: CodeExercise, t: number, c: number): boolean {
	return t === exercise.showcase && c === 0;
}

/**
 * Calls the entry on every input of every test, in order, pushing a record of
 * each call onto `calls` as it returns (so a run that throws midway keeps the
 * earlier ones; whatever `invoke` throws passes through). `plain` turns a
 * returned value into plain data the page can read. Returns the showcase's
 * steps; `log` keeps them too while the showcase call runs, for a run that fails in it.
 */
export function collectCalls(
	exercise: CodeExercise,
	invoke: Invoke,
	log: StepLog,
	calls: CallRecord[],
	plain: (value: unknown) => unknown = (value) => value,
): ShowcaseSteps {
	let showcase: ShowcaseSteps = {
		steps: new Int32Array(0),
		stepsTotal: 0,
		visits: 0,
		unvisits: 0,
	};
	exercise.tests.forEach((test, t) => {
		callsOf(test).forEach((input, c) => {
			log.reset(isShowcase(exercise, t, c));
			const value = plain(invoke(input));
			calls.push({ value, visits: log.visits, unvisits: log.unvisits });
			if (isShowcase(exercise, t, c)) showcase = showcaseOf(log);
		});
	});
	return showcase;
}

/** The verdicts on a run's records. */
export interface Judged {
	/** One per test whose calls all came back, in order, up to the first wrong shape. */
	outcomes: TestOutcome[];
	/** The showcase call's tour, when it returned a list of squares. */
	tour: number[] | null;
	/** Why a value had the wrong shape (a 'bad-result' error of the program), or null. */
	problem: string | null;
}

/**
 * Judges the records of a run, in the realm that decides verdicts: the inputs
 * are rebuilt from the exercise (never taken from the run), each value's
 * shape is checked, and each test whose calls all came back is checked
 * against the library. Records past the exercise's calls are ignored.
 */
export function judgeCalls(exercise: CodeExercise, calls: readonly CallRecord[]): Judged {
	return finish(judgeSteps(exercise, calls));
}

/**
 * `judgeCalls` as steps: it yields after each test (a test's check may run the library's own
 * search), so that a page can let other work in between.
 */
export function* judgeSteps(
	exercise: CodeExercise,
	calls: readonly CallRecord[],
): Generator<void, Judged, void> {
	const outcomes: TestOutcome[] = [];
	let tour: number[] | null = null;
	let next = 0;
	for (const [t, test] of exercise.tests.entries()) {
		const results: CallResult[] = [];
		for (const [c, input] of callsOf(test).entries()) {
			const record = calls[next++];
			if (record === undefined) return { outcomes, tour, problem: null };
			const problem = resultProblem(test, input, record.value);
			if (problem !== null) return { outcomes, tour, problem };
			results.push(record);
			if (isShowcase(exercise, t, c) && input.kind === 'board') {
				tour = [...(record.value as number[])];
			}
		}
		outcomes.push(checkTest(test, results));
		yield;
	}
	return { outcomes, tour, problem: null };
}
