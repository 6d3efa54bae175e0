/**
 * Runs an exercise's tests against a program, whatever its language: the
 * runtime passes `invoke`, which calls the program's entry on one input and
 * returns what came back; this module hands the inputs out in order, checks
 * the results, and keeps the showcase call's steps and tour.
 */
import { callsOf, checkTest, resultProblem, type CallResult, type EntryInput } from './checks.ts';
import type { StepLog } from './step-log.ts';
import type { CodeExercise, TestOutcome } from './types.ts';

/**
 * Calls the program's entry once on `input` (its visit/unvisit calls go to the
 * step log) and returns the value: for `solve`, what it returned; for `sweep`,
 * `{ U, V }` of the net after the call.
 */
export type Invoke = (input: EntryInput) => unknown;

/** Thrown when the entry returned something of the wrong shape (a 'bad-result' error). */
export class BadResultError extends Error {
	/** Names what was wrong with the value. */
	constructor(message: string) {
		super(message);
		this.name = 'BadResultError';
	}
}

/** The showcase call's record. */
export interface Showcase {
	steps: Int32Array;
	stepsTotal: number;
	visits: number;
	unvisits: number;
	tour: number[] | null;
}

/**
 * Runs every test of `exercise`, pushing each verdict onto `outcomes` as it
 * comes (so a run that throws midway still has the earlier ones), and returns
 * the showcase call's record. A value of the wrong shape throws a
 * `BadResultError`; whatever `invoke` throws passes through.
 */
export function runExerciseTests(
	exercise: CodeExercise,
	invoke: Invoke,
	log: StepLog,
	outcomes: TestOutcome[],
): Showcase {
	let showcase: Showcase = {
		steps: new Int32Array(0),
		stepsTotal: 0,
		visits: 0,
		unvisits: 0,
		tour: null,
	};
	exercise.tests.forEach((test, t) => {
		const results: CallResult[] = [];
		callsOf(test).forEach((input, c) => {
			const isShowcase = t === exercise.showcase && c === 0;
			log.reset(isShowcase);
			const value = invoke(input);
			const problem = resultProblem(test, input, value);
			if (problem !== null) throw new BadResultError(problem);
			results.push({ value, visits: log.visits, unvisits: log.unvisits });
			if (isShowcase) {
				showcase = {
					steps: log.keptEvents(),
					stepsTotal: log.visits + log.unvisits,
					visits: log.visits,
					unvisits: log.unvisits,
					tour: input.kind === 'board' ? [...(value as number[])] : null,
				};
			}
		});
		outcomes.push(checkTest(test, results));
	});
	return showcase;
}
