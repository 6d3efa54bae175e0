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

/** Where a tab keeps the verdicts of the programs it ran, so that a reload shows them without running any. */
export const VERDICTS_KEY = 'ktn-classroom-check-verdicts';

/** Where a tab notes the program running now: found on load, it is the program that stopped the page. */
export const RUNNING_KEY = 'ktn-classroom-check-running';

/** The storage the programs' records use: the tab's session storage, or null where it is blocked. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/** The verdict given to a program that was running when the page stopped. */
export function crashVerdict(): ProgramVerdict {
	return {
		passed: 0,
		total: 0,
		error:
			'This program stopped the page when it ran (it may have used too much memory), so it is not run again.',
	};
}

/** Reads a kept verdict, or null when it is not one. */
function readVerdict(value: unknown): ProgramVerdict | null {
	if (typeof value !== 'object' || value === null) return null;
	const { passed, total, error } = value as Record<string, unknown>;
	const whole = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
	if (!whole(passed) || !whole(total) || passed > total) return null;
	if (error !== undefined && typeof error !== 'string') return null;
	return error === undefined ? { passed, total } : { passed, total, error: error.slice(0, 500) };
}

/** Runs `work` on the storage, ignoring a storage that is blocked or full. */
function quietly<T>(work: () => T, fallback: T): T {
	try {
		return work();
	} catch {
		return fallback;
	}
}

/**
 * Reads the verdicts a tab kept (damaged entries are dropped), and turns a program noted as running
 * into a crash verdict: the page stopped while it ran, and it is never run again by itself.
 */
export function readKeptVerdicts(storage: TabStorage): Record<string, (ProgramVerdict | null)[]> {
	const kept: Record<string, (ProgramVerdict | null)[]> = {};
	const text = quietly(() => storage?.getItem(VERDICTS_KEY) ?? null, null);
	const parsed: unknown = quietly(() => (text === null ? null : JSON.parse(text)), null);
	if (typeof parsed === 'object' && parsed !== null) {
		for (const [code, list] of Object.entries(parsed).slice(0, 1000)) {
			if (Array.isArray(list)) kept[code] = list.slice(0, 100).map(readVerdict);
		}
	}
	const running: unknown = quietly(() => JSON.parse(storage?.getItem(RUNNING_KEY) ?? 'null'), null);
	const { code, task } = (running ?? {}) as { code?: unknown; task?: unknown };
	if (typeof code === 'string' && Number.isSafeInteger(task) && (task as number) >= 0) {
		const list = [...(kept[code] ?? [])];
		while (list.length < (task as number)) list.push(null);
		list[task as number] = crashVerdict();
		kept[code] = list;
		quietly(() => storage?.removeItem(RUNNING_KEY), undefined);
	}
	return kept;
}

/** Keeps the verdicts in the tab (a full or blocked storage is no error: they are on the page). */
export function keepVerdicts(
	storage: TabStorage,
	verdicts: Record<string, readonly (ProgramVerdict | null | undefined)[]>,
): void {
	quietly(() => storage?.setItem(VERDICTS_KEY, JSON.stringify(verdicts)), undefined);
}

/** Notes the job about to run (null: none runs now). */
export function noteRunning(storage: TabStorage, job: ProgramJob | null): void {
	quietly(() => {
		if (job === null) storage?.removeItem(RUNNING_KEY);
		else storage?.setItem(RUNNING_KEY, JSON.stringify({ code: job.code, task: job.task }));
	}, undefined);
}
