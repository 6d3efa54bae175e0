/**
 * A program task checked before it is handed out, as a tour task is solved first: the exercise's
 * reference solution runs in the code worker, in each language the task allows, with the task's
 * time limit, and must pass every test. Loaded with `import()` when the builder has a program
 * task; the worker starts with the first run.
 */
import type { ProgramLanguage, ProgramTask } from '../../lib/classroom/types.ts';
import { JS_PROGRAMS } from '../../lib/code/reference/javascript.ts';
import { PY_PROGRAMS } from '../../lib/code/reference/python.ts';
import { createCodeRunner, type CodeRunner } from '../../workers/code/code-client.ts';
import type { RunOutcome } from '../../workers/code/code-protocol.ts';
import type { Progress } from '../../workers/protocol.ts';
import type { WorkOutcome } from './builder-solver.ts';

/** How the reference did in one language. */
export interface ReferenceCheck {
	language: ProgramLanguage;
	passed: number;
	total: number;
	/** The program's error, if it failed (a time limit too short, most likely). */
	error?: string;
	ms: number;
}

/** The reference solution of an exercise in a language. */
export function referenceSolution(exercise: string, language: ProgramLanguage): string {
	const programs = language === 'python' ? PY_PROGRAMS : JS_PROGRAMS;
	return programs[exercise]?.solution ?? '';
}

/** The exercise's own starter program in a language. */
export function builtInStarter(exercise: string, language: ProgramLanguage): string {
	const programs = language === 'python' ? PY_PROGRAMS : JS_PROGRAMS;
	return programs[exercise]?.starter ?? '';
}

/** Tests passed of total, and the error, from a run's outcome. */
export function summariseRun(outcome: RunOutcome): Omit<ReferenceCheck, 'language'> {
	const report = outcome.status === 'done' ? outcome.report : (outcome.report ?? {});
	const tests = report.tests ?? [];
	const summary = {
		passed: tests.filter((test) => test.passed).length,
		total: tests.length,
		ms: Math.round(report.ms ?? 0),
	};
	if (outcome.status === 'done') return summary;
	const { message, line } = outcome.error;
	return { ...summary, error: line === undefined ? message : `Line ${String(line)}: ${message}` };
}

/** Runs the references of program tasks, one at a time, in the code sandbox. */
export class ReferenceChecker {
	#runner: CodeRunner | null = null;

	/** Runs the task's reference in each of its languages; `onLanguage` hears which is running. */
	async check(
		task: ProgramTask,
		onLanguage: (language: ProgramLanguage, index: number) => void,
	): Promise<ReferenceCheck[]> {
		this.#runner ??= createCodeRunner();
		const runner = this.#runner;
		const checks: ReferenceCheck[] = [];
		for (const [index, language] of task.languages.entries()) {
			onLanguage(language, index);
			const outcome = await runner.run({
				language,
				code: referenceSolution(task.exercise, language),
				exercise: task.exercise,
				limits: { timeMs: task.timeLimit * 1000 },
			});
			if (outcome.status === 'failed' && outcome.error.kind === 'stopped') {
				throw new StoppedError();
			}
			checks.push({ language, ...summariseRun(outcome) });
		}
		return checks;
	}

	/** Stops the run going on (its check throws a `StoppedError`). */
	stop(): void {
		this.#runner?.stop();
	}
}

/** Thrown by `ReferenceChecker.check` when the run was stopped. */
export class StoppedError extends Error {
	/** Says that the check was stopped. */
	constructor() {
		super('Stopped.');
		this.name = 'StoppedError';
	}
}

/** Checks a program task's reference as the builder's work: its result, or null when stopped. */
export async function checkReference(
	checker: ReferenceChecker,
	task: ProgramTask,
	onProgress: (progress: Progress) => void,
): Promise<WorkOutcome> {
	try {
		const checks = await checker.check(task, (_, index) =>
			onProgress({ fraction: index / task.languages.length }),
		);
		return { ok: true, value: { kind: 'program', checks } };
	} catch (error) {
		if (error instanceof StoppedError) return null;
		return { ok: false, message: error instanceof Error ? error.message : String(error) };
	}
}
