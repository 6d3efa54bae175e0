/**
 * The page's half of a run: what the sandbox sent is read as untrusted data
 * (`readSandboxMessage`: shapes and sizes checked, anything else refused) and
 * judged against the library (`judgeRun`), here where no student code has
 * run. The sandbox says only what the program returned; the verdicts are made
 * here, from inputs rebuilt from the exercise.
 */
import { getExercise } from '../../lib/code/exercises.ts';
import { judgeCalls, judgeSteps, type CallRecord, type Judged } from '../../lib/code/run-tests.ts';
import {
	LINE_CHARS,
	LOG_KEEP,
	STEP_KEEP,
	isProgramErrorKind,
	type FromSandbox,
	type ProgramError,
	type RawRun,
	type RunMessage,
	type RunOutcome,
} from './code-protocol.ts';

/** The most records a run can send: more than any exercise makes calls. */
const CALLS_KEEP = 1000;

/** The most entries of plain data read from one value (more is refused, not read). */
const VALUE_ENTRIES = 200_000;

/** Whether `n` is a whole number from 0 up. */
function isCount(n: unknown): n is number {
	return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** Whether `text` is a string no longer than `keep` (with room for the cut's note). */
function isText(text: unknown, keep = LINE_CHARS + 64): text is string {
	return typeof text === 'string' && text.length <= keep;
}

/** Whether `value` is plain data (numbers, text, lists, records) of at most `budget.left` entries. */
function isPlain(value: unknown, budget: { left: number }, depth = 0): boolean {
	if (--budget.left < 0 || depth > 8) return false;
	if (value === null || value === undefined) return true;
	const type = typeof value;
	if (type === 'number' || type === 'boolean') return true;
	if (type === 'string') return (value as string).length <= LINE_CHARS;
	if (type !== 'object') return false;
	if (Array.isArray(value)) return value.every((item) => isPlain(item, budget, depth + 1));
	if (Object.getPrototypeOf(value) !== Object.prototype) return false;
	return Object.values(value).every((item) => isPlain(item, budget, depth + 1));
}

/** Reads a program error, or null when it is not one this site can show. */
export function readProgramError(value: unknown): ProgramError | null {
	if (typeof value !== 'object' || value === null) return null;
	const { kind, message, line, column } = value as Record<string, unknown>;
	if (!isProgramErrorKind(kind) || !isText(message)) return null;
	const error: ProgramError = { kind, message };
	if (isCount(line) && line > 0) error.line = line;
	if (isCount(column) && column > 0) error.column = column;
	return error;
}

/** Reads a run's record, or null when anything in it is not what a run sends. */
function readRawRun(value: unknown): RawRun | null {
	if (typeof value !== 'object' || value === null) return null;
	const run = value as Record<string, unknown>;
	const { calls, steps, logs, entryLine } = run;
	const counts = [run['stepsTotal'], run['visits'], run['unvisits'], run['logsDropped']];
	if (!counts.every(isCount) || typeof run['ms'] !== 'number') return null;
	if (!(steps instanceof Int32Array) || steps.length > STEP_KEEP) return null;
	if (!Array.isArray(logs) || logs.length > LOG_KEEP || !logs.every((line) => isText(line)))
		return null;
	if (!Array.isArray(calls) || calls.length > CALLS_KEEP) return null;
	const budget = { left: VALUE_ENTRIES };
	const records: CallRecord[] = [];
	for (const call of calls) {
		if (typeof call !== 'object' || call === null) return null;
		const { value: returned, visits, unvisits } = call as Record<string, unknown>;
		if (!isCount(visits) || !isCount(unvisits) || !isPlain(returned, budget)) return null;
		records.push({ value: returned, visits, unvisits });
	}
	const raw: RawRun = {
		calls: records,
		steps,
		stepsTotal: run['stepsTotal'] as number,
		visits: run['visits'] as number,
		unvisits: run['unvisits'] as number,
		logs: logs as string[],
		logsDropped: run['logsDropped'] as number,
		ms: run['ms'],
	};
	if (isCount(entryLine) && entryLine > 0) raw.entryLine = entryLine;
	if (run['error'] !== undefined) {
		const error = readProgramError(run['error']);
		if (error === null) return null;
		raw.error = error;
	}
	return raw;
}

/** Reads a message from the sandbox, or null when it is not one the page accepts. */
export function readSandboxMessage(data: unknown): FromSandbox | null {
	if (typeof data !== 'object' || data === null) return null;
	const message = data as Record<string, unknown>;
	if (message['type'] === 'loading') {
		const { what, fraction } = message;
		if (!isText(what, 200)) return null;
		if (fraction === undefined) return { type: 'loading', what };
		return typeof fraction === 'number' && fraction >= 0 && fraction <= 1
			? { type: 'loading', what, fraction }
			: null;
	}
	if (message['type'] === 'log') {
		const { lines } = message;
		if (!Array.isArray(lines) || lines.length > LOG_KEEP) return null;
		return lines.every((line) => isText(line)) ? { type: 'log', lines: lines as string[] } : null;
	}
	if (message['type'] === 'ran') {
		const run = readRawRun(message['run']);
		return run === null ? null : { type: 'ran', run };
	}
	return null;
}

/**
 * Judges a run: each returned value's shape, then each test, against the
 * library; the program's own failure (if any) ends the list where it came.
 */
export function judgeRun(request: Pick<RunMessage, 'exercise'>, raw: RawRun): RunOutcome {
	const exercise = getExercise(request.exercise);
	return outcomeOf(exercise, raw, judgeCalls(exercise, raw.calls));
}

/**
 * `judgeRun` with a pause after each test, so that the page's main thread is never held long (a
 * test's check may run the library's own search; the first, before the engine has compiled it,
 * took 65 ms in Node).
 */
export async function judgeRunInSteps(
	request: Pick<RunMessage, 'exercise'>,
	raw: RawRun,
	pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<RunOutcome> {
	const exercise = getExercise(request.exercise);
	const steps = judgeSteps(exercise, raw.calls);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return outcomeOf(exercise, raw, next.value);
		await pause();
	}
}

/** The run's outcome from its record and the verdicts on it. */
function outcomeOf(
	exercise: ReturnType<typeof getExercise>,
	raw: RawRun,
	judged: Judged,
): RunOutcome {
	const report = {
		tests: judged.outcomes,
		steps: raw.steps,
		stepsTotal: raw.stepsTotal,
		visits: raw.visits,
		unvisits: raw.unvisits,
		tour: judged.tour,
		logs: raw.logs,
		logsDropped: raw.logsDropped,
		ms: raw.ms,
	};
	if (judged.problem !== null) {
		const at = raw.entryLine;
		const where = at === undefined ? '' : ` (${exercise.entry} is on line ${String(at)})`;
		return {
			status: 'failed',
			error: {
				kind: 'bad-result',
				message: `${judged.problem}${where}`,
				...(at === undefined ? {} : { line: at }),
			},
			report,
		};
	}
	if (raw.error !== undefined) return { status: 'failed', error: raw.error, report };
	const expected = exercise.tests.length;
	if (judged.outcomes.length < expected) {
		return {
			status: 'failed',
			error: {
				kind: 'exception',
				message: `The run ended after ${String(judged.outcomes.length)} of ${String(expected)} tests without saying why.`,
			},
			report,
		};
	}
	return { status: 'done', report };
}
