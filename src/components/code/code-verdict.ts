/**
 * The sentences a code cell says about a run: the verdict, the error with its
 * line, the counters. Pure, so each wording is tested.
 */
import type { ProgramError, TestOutcome } from './code-types.ts';

const number = new Intl.NumberFormat('en-GB');

/** Says "1 test" or "3 tests" (or another noun). */
export function plural(n: number, noun: string): string {
	return `${number.format(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** What each kind of error is called before its message. */
const LEADS: Record<ProgramError['kind'], string> = {
	syntax: 'Syntax error',
	exception: 'Error',
	timeout: 'Time limit reached',
	'step-limit': 'Step limit reached',
	'stack-overflow': 'Stack overflow',
	forbidden: 'Not allowed in a code cell',
	'no-entry': 'No entry function',
	'bad-result': 'Wrong kind of result',
	stopped: 'Stopped',
	'runtime-load': 'The language could not be loaded',
	crashed: 'The program brought down its sandbox',
};

/** Says what went wrong and where: "Error on line 4: x is not defined". */
export function describeError(error: ProgramError): string {
	const where = error.line === undefined ? '' : ` on line ${String(error.line)}`;
	const lead = `${LEADS[error.kind]}${where}`;
	const message = error.message.trim();
	if (message === '' || message.replace(/\.$/, '') === LEADS[error.kind]) return `${lead}.`;
	// A message that already says what and where (the JavaScript runner's syntax errors) is not
	// led in twice ("Syntax error on line 10: Syntax error on line 10: …").
	if (message.toLowerCase().startsWith(LEADS[error.kind].toLowerCase())) return message;
	return `${lead}: ${message}`;
}

/** Says how the tests went, or what stopped the program: the sentence the live region reads. */
export function describeVerdict(tests: readonly TestOutcome[], error: ProgramError | null): string {
	if (error !== null) return describeError(error);
	if (tests.length === 0) return 'The program ran; there were no tests.';
	const passed = tests.filter((test) => test.passed).length;
	if (passed === tests.length) {
		return tests.length === 1 ? 'The test passed.' : `All ${plural(tests.length, 'test')} passed.`;
	}
	const failed = tests.find((test) => !test.passed);
	const first = failed === undefined ? '' : ` First failure: ${failed.name}.`;
	return `${number.format(passed)} of ${plural(tests.length, 'test')} passed.${first}`;
}

/** What a run left for the board: its steps (null after a reload), how many happened, its tour. */
export interface ReplaySource {
	steps: Int32Array | null;
	stepsTotal: number;
	tour: readonly number[] | null;
}

/** Says what the board under the cell shows, or what to do to see a search there; '' for nothing. */
export function describeReplay(result: ReplaySource | null): string {
	if (result === null) return 'Run the program to watch its search here.';
	if (result.steps === null) {
		return 'Run the program again to watch its search (steps are not kept over a reload).';
	}
	if (result.steps.length === 0) {
		return result.tour === null
			? 'The program reported no steps: call visit(square) and unvisit(square) to see the search.'
			: 'The program reported no steps (visit and unvisit); the tour it returned is shown.';
	}
	if (result.steps.length >= result.stepsTotal) return '';
	const format = (n: number): string => n.toLocaleString('en-GB');
	return `The animation holds the first ${format(result.steps.length)} of the run's ${format(result.stepsTotal)} steps.`;
}
