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
};

/** Says what went wrong and where: "Error on line 4: x is not defined". */
export function describeError(error: ProgramError): string {
	const where = error.line === undefined ? '' : ` on line ${String(error.line)}`;
	const lead = `${LEADS[error.kind]}${where}`;
	const message = error.message.trim();
	if (message === '' || message === LEADS[error.kind]) return `${lead}.`;
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

/** Says whether every test passed (and there were some, and nothing went wrong). */
export function isPass(tests: readonly TestOutcome[], error: ProgramError | null): boolean {
	return error === null && tests.length > 0 && tests.every((test) => test.passed);
}

/** Formats a time in ms: "84 ms", "1.25 s". */
export function formatMs(ms: number): string {
	return ms < 1000 ? `${number.format(Math.round(ms))} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The counters' values as shown: steps (visits), backtracks (unvisits), time. */
export function counterTexts(
	visits: number,
	unvisits: number,
	ms: number,
): [string, string, string] {
	return [number.format(visits), number.format(unvisits), formatMs(ms)];
}
