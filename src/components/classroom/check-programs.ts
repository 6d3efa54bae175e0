/**
 * The programs of a check: which handed-in programs to run (each program task's answer in a
 * language the task allows), one run's outcome as the library's verdict, and the runner they go
 * to — the code sandbox, with the assignment's time limit. Pure TypeScript, no DOM.
 */
import type {
	Assignment,
	ProgramAnswer,
	ProgramTask,
	ProgramVerdict,
} from '../../lib/classroom/types.ts';
import type { RunOutcome, RunRequest } from '../../workers/code/code-protocol.ts';
import type { CheckOutcome } from './check-outcome.ts';

/** One program to run: whose, which task, and the code it came in. */
export interface ProgramJob {
	/** The submission's `index` in the outcome. */
	index: number;
	/** The task, from 0. */
	task: number;
	name: string;
	/** The submission code, which the verdicts are filed under. */
	code: string;
	program: ProgramAnswer;
	exercise: string;
	timeLimit: number;
}

/** What runs programs: the code worker's client (`createCodeRunner`), or a fake in tests. */
export interface ProgramRunner {
	run(request: RunRequest): Promise<RunOutcome>;
	stop(): void;
}

/** Whether an assignment has a program task. */
export function hasProgramTasks(assignment: Assignment): boolean {
	return assignment.tasks.some((task) => task.kind === 'program');
}

/** The programs of a check's submissions that can be run, in the order the submissions came. */
export function programJobs(assignment: Assignment, outcome: CheckOutcome): ProgramJob[] {
	const jobs: ProgramJob[] = [];
	for (const { index, code, submission } of outcome.submissions) {
		assignment.tasks.forEach((task, t) => {
			if (task.kind !== 'program') return;
			const program = submission.answers[t]?.program;
			if (program === undefined || program.code.trim() === '') return;
			if (!task.languages.includes(program.language)) return;
			const { exercise, timeLimit } = task as ProgramTask;
			jobs.push({ index, task: t, name: submission.name, code, program, exercise, timeLimit });
		});
	}
	return jobs;
}

/** A run's outcome as a verdict; null when it was stopped (the program was not judged). */
export function verdictOf(outcome: RunOutcome): ProgramVerdict | null {
	if (outcome.status === 'failed' && outcome.error.kind === 'stopped') return null;
	const report = outcome.status === 'done' ? outcome.report : (outcome.report ?? {});
	const tests = report.tests ?? [];
	const verdict: ProgramVerdict = {
		passed: tests.filter((test) => test.passed).length,
		total: tests.length,
	};
	if (outcome.status === 'failed') {
		const { message, line } = outcome.error;
		const where = line === undefined ? '' : `Line ${String(line)}: `;
		verdict.error = `${where}${message}`.slice(0, 500);
	}
	return verdict;
}

/** The request that runs a job: its language and code on its exercise, within the task's limit. */
export function requestOf(job: ProgramJob): RunRequest {
	return {
		language: job.program.language,
		code: job.program.code,
		exercise: job.exercise,
		limits: { timeMs: job.timeLimit * 1000 },
	};
}

/**
 * The code sandbox's runner, loaded when a check first has programs to run: every program runs in
 * a fresh worker of an opaque-origin frame, terminated after it, and is judged on this page.
 */
export async function createProgramRunner(): Promise<ProgramRunner> {
	const { createCodeRunner } = await import('../../workers/code/code-client.ts');
	return createCodeRunner();
}
