import { describe, expect, test } from 'vitest';
import { readDraft } from '../../../src/components/classroom/builder-read.ts';
import { newDraft, type ProgramDraft } from '../../../src/components/classroom/builder-drafts.ts';
import { draftFromTask } from '../../../src/components/classroom/builder-notes.ts';
import { finishTask } from '../../../src/components/classroom/builder-tasks.ts';
import { CheckState } from '../../../src/components/classroom/check-state.svelte.ts';
import {
	programJobs,
	RUNNING_KEY,
	VERDICTS_KEY,
	verdictOf,
	type ProgramRunner,
} from '../../../src/components/classroom/check-programs.ts';
import { StudentWork } from '../../../src/components/classroom/student-state.svelte.ts';
import { memoryStore } from '../../../src/components/classroom/student-storage.ts';
import {
	cellKey,
	programAnswer,
	programCell,
	savedProgram,
	starterFor,
} from '../../../src/components/classroom/student-program.ts';
import { CODE_KEY, CODE_FORMAT, CODE_SCHEMA } from '../../../src/components/code/code-storage.ts';
import {
	assignmentId,
	decodeSubmission,
	encodeAssignment,
	encodeSubmission,
	type Assignment,
	type ProgramTask,
	type Submission,
} from '../../../src/lib/classroom/index.ts';
import { JS_PROGRAMS } from '../../../src/lib/code/reference/javascript.ts';
import type { RunOutcome, RunRequest } from '../../../src/workers/code/code-protocol.ts';
import { worksheetPlan } from '../../../src/components/classroom/worksheet-plan.ts';
import { describeProgramTask } from '../../../src/components/classroom/program-words.ts';
import { getExercise } from '../../../src/lib/code/exercises.ts';
import type { ReferenceCheck } from '../../../src/components/classroom/builder-program.ts';
import type { TaskWork } from '../../../src/components/classroom/builder-read.ts';
import type { BuilderSolver } from '../../../src/components/classroom/builder-solver.ts';
import { BuilderState } from '../../../src/components/classroom/builder-state.svelte.ts';
import { readSnapshot } from '../../../src/components/classroom/builder-storage.ts';

const task: ProgramTask = {
	kind: 'program',
	exercise: 'warnsdorff-first',
	languages: ['javascript', 'python'],
	timeLimit: 3,
};
const assignment: Assignment = { title: 'Programs', instructions: '', tasks: [task] };

/** A code handed in by `name` with a program in JavaScript. */
function codeOf(name: string, code: string): string {
	const submission: Submission = {
		name,
		assignment: assignmentId(assignment),
		answers: [
			{
				hints: 0,
				solutionShown: false,
				seconds: 60,
				program: { language: 'javascript', code, tests: { passed: 3, total: 3 } },
			},
		],
	};
	return encodeSubmission(submission);
}

/** A runner that passes every test of a program containing "right", and fails one otherwise. */
function fakeRunner(requests: RunRequest[], hang = false): ProgramRunner & { stopped: number } {
	let release: ((outcome: RunOutcome) => void) | null = null;
	const runner = {
		stopped: 0,
		run(request: RunRequest): Promise<RunOutcome> {
			requests.push(request);
			if (hang) return new Promise((resolve) => (release = resolve));
			const right = request.code.includes('right');
			const tests = [true, true, right].map((passed, i) => ({
				name: `test ${String(i)}`,
				passed,
				expected: '',
				got: '',
			}));
			return Promise.resolve({
				status: 'done',
				report: {
					tests,
					steps: new Int32Array(0),
					stepsTotal: 0,
					visits: 0,
					unvisits: 0,
					tour: null,
					logs: [],
					logsDropped: 0,
					ms: 5,
				},
			});
		},
		stop() {
			runner.stopped++;
			release?.({ status: 'failed', error: { kind: 'stopped', message: 'Stopped.' } });
		},
	};
	return runner;
}

describe('CheckState with program tasks', () => {
	test('runs each program once, with the task’s time limit, and marks it by its tests', async () => {
		const requests: RunRequest[] = [];
		const runner = fakeRunner(requests);
		const state = new CheckState(undefined, () => Promise.resolve(runner));
		await state.setAssignment(encodeAssignment(assignment), 'pasted');
		state.codesText = [codeOf('Ada', '// right'), codeOf('Ben', '// wrong')].join('\n');
		await state.check();
		// Checking marks at once and runs no program: the teacher starts them.
		expect(requests).toEqual([]);
		expect(state.waitingPrograms).toBe(2);
		expect(state.status).toMatch(/2 programs not run yet: press "Run the programs"/);
		await state.runPrograms();
		expect(requests.map((r) => [r.language, r.exercise, r.limits?.timeMs])).toEqual([
			['javascript', 'warnsdorff-first', 3000],
			['javascript', 'warnsdorff-first', 3000],
		]);
		const marks = state.outcome?.submissions.map((s) => s.marks.tasks[0]);
		expect(marks?.map((m) => [m?.correct, m?.reason])).toEqual([
			[true, 'Right: 3 of 3 tests passed.'],
			[false, '2 of 3 tests passed.'],
		]);
		expect(state.status).toMatch(/Ran 2 programs again and marked them by their tests\.$/);
		expect(state.programs).toBeNull();
		expect(state.checking).toBe(false);
		// Checking the same codes again, or running again, runs nothing again.
		await state.check();
		await state.runPrograms();
		expect(requests).toHaveLength(2);
		expect(state.waitingPrograms).toBe(0);
	});

	test('Cancel stops the run going on; the programs not run stay "not run yet"', async () => {
		const requests: RunRequest[] = [];
		const runner = fakeRunner(requests, true);
		const state = new CheckState(undefined, () => Promise.resolve(runner));
		await state.setAssignment(encodeAssignment(assignment), 'pasted');
		state.codesText = [codeOf('Ada', '// right'), codeOf('Ben', '// wrong')].join('\n');
		await state.check();
		const checked = state.runPrograms();
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(state.programs).toEqual({ done: 0, total: 2, current: 'Ada, task 1' });
		state.cancelPrograms();
		await checked;
		expect(runner.stopped).toBe(1);
		expect(requests).toHaveLength(1);
		const reasons = state.outcome?.submissions.map((s) => s.marks.tasks[0]?.reason);
		expect(reasons).toEqual([
			'Not run yet (their page said 3 of 3).',
			'Not run yet (their page said 3 of 3).',
		]);
		expect(state.status).toMatch(/2 programs not run \(cancelled\)\.$/);
	});

	test('the tab keeps the verdicts; a program noted as running when the page stopped is marked and never run again', async () => {
		const store = new Map<string, string>();
		const storage = {
			getItem: (key: string) => store.get(key) ?? null,
			setItem: (key: string, value: string) => void store.set(key, value),
			removeItem: (key: string) => void store.delete(key),
		};
		const requests: RunRequest[] = [];
		const codes = [codeOf('Ada', '// right'), codeOf('Ben', '// wrong')];
		const first = new CheckState(
			undefined,
			() => Promise.resolve(fakeRunner(requests)),
			() => storage,
		);
		await first.setAssignment(encodeAssignment(assignment), 'pasted');
		first.codesText = codes.join('\n');
		await first.check();
		await first.runPrograms();
		expect(requests).toHaveLength(2);
		// The page stopped while Ben's program ran: it had been noted.
		storage.setItem(RUNNING_KEY, JSON.stringify({ code: codes[1], task: 0 }));
		const reloaded = new CheckState(
			undefined,
			() => Promise.resolve(fakeRunner(requests)),
			() => storage,
		);
		await reloaded.setAssignment(encodeAssignment(assignment), 'pasted');
		reloaded.restoreVerdicts();
		reloaded.codesText = codes.join('\n');
		await reloaded.check();
		expect(reloaded.waitingPrograms).toBe(0);
		await reloaded.runPrograms();
		expect(requests).toHaveLength(2);
		const reasons = reloaded.outcome?.submissions.map((s) => s.marks.tasks[0]?.reason);
		expect(reasons?.[0]).toBe('Right: 3 of 3 tests passed.');
		expect(reasons?.[1]).toMatch(/stopped the page when it ran/);
		expect(store.has(RUNNING_KEY)).toBe(false);
		// Damaged kept verdicts are dropped, not trusted.
		storage.setItem(VERDICTS_KEY, JSON.stringify({ [codes[0] ?? '']: [{ passed: 9, total: 3 }] }));
		const damaged = new CheckState(
			undefined,
			() => Promise.resolve(fakeRunner([])),
			() => storage,
		);
		damaged.restoreVerdicts();
		expect(damaged.verdicts[codes[0] ?? '']).toEqual([null]);
	});

	test('programJobs skips empty programs and languages the task does not allow', async () => {
		const only = { ...assignment, tasks: [{ ...task, languages: ['python' as const] }] };
		const state = new CheckState(undefined, () => Promise.resolve(fakeRunner([])));
		await state.setAssignment(encodeAssignment(only), 'pasted');
		expect(
			programJobs(only, {
				submissions: [],
				problems: [],
				shared: [],
				sharedError: '',
				skipped: 0,
				summary: [],
			}),
		).toEqual([]);
	});

	test('verdictOf: a stopped run is no verdict; an error keeps its line', () => {
		expect(verdictOf({ status: 'failed', error: { kind: 'stopped', message: 'Stopped.' } })).toBe(
			null,
		);
		expect(
			verdictOf({
				status: 'failed',
				error: { kind: 'exception', message: 'x is not defined', line: 4 },
				report: { tests: [{ name: 'a', passed: true, expected: '', got: '' }] },
			}),
		).toEqual({ passed: 1, total: 1, error: 'Line 4: x is not defined' });
	});
});

describe('the student’s program task', () => {
	test('the cell gets the exercise’s starter unless the teacher wrote one, and the task’s time limit', () => {
		const cell = programCell({ ...task, starters: { python: 'def solve(b):\n  pass\n' } });
		expect(cell.programs.javascript?.starter).toBe(JS_PROGRAMS['warnsdorff-first']?.starter);
		expect(cell.programs.python?.starter).toBe('def solve(b):\n  pass\n');
		// No solution on an assignment's page: the cell then has no "Show solution".
		expect(cell.programs.javascript?.solution).toBeUndefined();
		expect(cell.programs.python?.solution).toBeUndefined();
		expect(cell.limits.timeMs).toBe(3000);
		expect(cell.board).toEqual({ rows: 8, cols: 8, start: 0 });
		expect(cell.entry).toBe('solve');
		expect(programCell({ ...task, exercise: 'network-sweep' }).entry).toBe('sweep');
	});

	test('programAnswer takes the cell’s change: the code exactly, and the tests passed of total', () => {
		const results = {
			tests: [
				{ name: 'a', passed: true, expected: '', got: '' },
				{ name: 'b', passed: false, expected: '', got: '' },
			],
			error: null,
			visits: 0,
			unvisits: 0,
			ms: 1,
			logs: [],
			at: 1,
		};
		const code = 'function solve(b) {}\r\n';
		expect(programAnswer(task, { language: 'javascript', code, results: null })).toEqual({
			language: 'javascript',
			code,
		});
		expect(programAnswer(task, { language: 'python', code, results })).toEqual({
			language: 'python',
			code,
			tests: { passed: 1, total: 2 },
		});
		expect(
			programAnswer({ ...task, languages: ['python'] }, { language: 'javascript', code, results }),
		).toBeNull();
	});

	test('savedProgram reads the cell’s saved code and last results; null before any change', () => {
		const items = new Map<string, string>();
		const env = {
			storage: {
				getItem: (k: string) => items.get(k) ?? null,
				setItem: (k: string, v: string) => void items.set(k, v),
				removeItem: (k: string) => void items.delete(k),
			},
			now: () => 0,
		};
		expect(savedProgram(task, 'c', env)).toBeNull();
		const run = {
			tests: [
				{ name: 'a', passed: true, expected: '', got: '' },
				{ name: 'b', passed: false, expected: '', got: '' },
			],
			error: null,
			visits: 0,
			unvisits: 0,
			ms: 1,
			logs: [],
			at: 1,
		};
		items.set(
			CODE_KEY,
			JSON.stringify({
				format: CODE_FORMAT,
				schema: CODE_SCHEMA,
				cells: {
					[cellKey('c')]: {
						language: 'python',
						code: { python: 'def solve(b):\n\treturn []  \n' },
						runs: { python: run },
					},
				},
			}),
		);
		expect(savedProgram(task, 'c', env)).toEqual({
			language: 'python',
			code: 'def solve(b):\n\treturn []  \n',
			tests: { passed: 1, total: 2 },
		});
		expect(starterFor(task, 'python')).not.toBe('');
	});

	test('StudentWork keeps the program with the work, puts it into the submission exactly, and lists it missing until then', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store, now: () => 1000 });
		work.setName('Ada');
		expect(work.missing()).toEqual(['Task 1 has no program yet.']);
		expect(work.cellId(0)).toBe(`classroom/${work.id}/ada/0`);
		const program = {
			language: 'javascript' as const,
			code: 'function solve() {}\r\n\t',
			tests: { passed: 0, total: 3 },
		};
		let hooked = 0;
		work.beforeSubmit(() => hooked++);
		work.setProgram(0, program);
		expect(work.missing()).toEqual([]);
		const made = work.submit();
		expect(hooked).toBe(1);
		if (!('code' in made)) throw new Error(made.error);
		expect(decodeSubmission(made.code).answers[0]?.program).toEqual(program);
		// A reload puts it back.
		const again = new StudentWork(assignment, { store, now: () => 2000 });
		expect(again.work.tasks[0]?.program).toEqual(program);
	});
});

describe('the builder’s program task', () => {
	test('reads a draft into a task: starters only when the teacher wrote one', () => {
		const draft = newDraft('program') as ProgramDraft;
		draft.exercise = 'network-sweep';
		draft.python = false;
		draft.seconds = '7';
		expect(readDraft(draft).work).toEqual({
			kind: 'program',
			task: { kind: 'program', exercise: 'network-sweep', languages: ['javascript'], timeLimit: 7 },
		});
		draft.starters.javascript = 'function sweep(net) {}';
		const work = readDraft(draft).work;
		expect(work?.kind === 'program' && work.task.starters).toEqual({
			javascript: 'function sweep(net) {}',
		});
		if (work?.kind === 'program') expect(draftFromTask(work.task)).toEqual(draft);
	});

	test.each([
		[{ seconds: '0' }, 'seconds', /from 1 to 60/],
		[{ seconds: 'ten' }, 'seconds', /whole number/],
		[{ javascript: false, python: false }, 'languages', /JavaScript, Python or both/],
		[{ exercise: 'tetris' }, 'exercise', /Choose an exercise/],
	])('says what is wrong with %j', (change, field, message) => {
		const draft = { ...(newDraft('program') as ProgramDraft), ...change };
		const reading = readDraft(draft);
		expect(reading.work).toBeNull();
		expect(reading.errors[field]).toMatch(message);
	});

	test('is ready only when the reference passes in every language', () => {
		const work = { kind: 'program' as const, task };
		const pass = { language: 'javascript' as const, passed: 3, total: 3, ms: 12 };
		const ready = finishTask(
			work,
			{ kind: 'program', checks: [pass, { ...pass, language: 'python', ms: 140 }] },
			null,
		);
		expect(ready.task).toEqual(task);
		expect(ready.status.text).toBe(
			"The exercise's reference solution passes all 3 tests in JavaScript (12 ms) and Python (140 ms), within the 3 s limit.",
		);
		const slow = finishTask(
			work,
			{
				kind: 'program',
				checks: [
					pass,
					{
						language: 'python',
						passed: 1,
						total: 3,
						ms: 3000,
						error: 'The program ran out of time (3 s).',
					},
				],
			},
			null,
		);
		expect(slow.task).toBeNull();
		expect(slow.status.text).toMatch(
			/in Python does not pass within 3 s: The program ran out of time/,
		);
	});
});

describe('a program task on paper (worksheetPlan)', () => {
	test('the sheet says where to do it online and what is checked, not lines to write on', () => {
		const task: ProgramTask = {
			kind: 'program',
			exercise: 'warnsdorff-first',
			languages: ['javascript', 'python'],
			timeLimit: 7,
		};
		const plan = worksheetPlan({ title: 'P', instructions: '', tasks: [task] }, []);
		const tests = getExercise('warnsdorff-first').tests.length;
		expect(plan.sheets[0]?.tasks[0]).toEqual({
			kind: 'program',
			question: describeProgramTask(task),
			where:
				"Do this task on the site, not on paper: open the assignment (scan the code at the end of this sheet), write your program in JavaScript or Python in the task's code box, run it, and press Submit.",
			checked: `What is checked: your teacher's page runs your program again on the exercise's ${String(tests)} tests, all within 7 s; it must pass every one.`,
		});
	});
});

describe('the builder keeps a passed reference run with the draft', () => {
	/** A builder whose solver answers a program task's work with `checks` and counts the runs. */
	function programBuilder(checks: ReferenceCheck[]): BuilderState & { runs: TaskWork[] } {
		const runs: TaskWork[] = [];
		const solver: BuilderSolver = {
			run(work) {
				runs.push(work);
				return Promise.resolve({ ok: true, value: { kind: 'program', checks } });
			},
			stop() {},
		};
		return Object.assign(new BuilderState({ solver, delay: 0 }), { runs });
	}

	const tests = getExercise('warnsdorff-first').tests.length;
	const pass = (language: 'javascript' | 'python'): ReferenceCheck => ({
		language,
		passed: tests,
		total: tests,
		ms: 40,
	});

	test('a draft opened again is ready at once: Create does not wait for the reference to run again', async () => {
		const first = programBuilder([pass('javascript'), pass('python')]);
		first.title = 'Programs';
		first.addTask('program');
		Object.assign(first.tasks[0]?.draft ?? {}, { exercise: 'warnsdorff-first' });
		first.schedule();
		await first.idle();
		expect(first.finished[0]?.status.state).toBe('ready');
		const saved = readSnapshot(JSON.parse(JSON.stringify(first.snapshot())));
		expect(saved.verified).toHaveLength(1);

		const again = programBuilder([]);
		again.restore(saved);
		expect(again.finished[0]?.status.state).toBe('ready');
		expect(again.create()).not.toBeNull();
		again.schedule();
		await again.idle();
		expect(again.runs).toEqual([]);
	});

	test('a kept run counts only for the same set-up, and a failed run is not kept', async () => {
		const first = programBuilder([pass('javascript'), pass('python')]);
		first.addTask('program');
		Object.assign(first.tasks[0]?.draft ?? {}, { exercise: 'warnsdorff-first' });
		first.schedule();
		await first.idle();
		const saved = first.snapshot();
		// Another time limit is another set-up: it runs again.
		const changed = {
			...saved,
			tasks: saved.tasks.map((draft) => ({ ...draft, seconds: '9' })) as typeof saved.tasks,
		};
		const again = programBuilder([pass('javascript'), pass('python')]);
		again.restore(changed);
		again.schedule();
		await again.idle();
		expect(again.runs).toHaveLength(1);

		const failing = programBuilder([pass('javascript'), { ...pass('python'), passed: 0 }]);
		failing.addTask('program');
		Object.assign(failing.tasks[0]?.draft ?? {}, { exercise: 'warnsdorff-first' });
		failing.schedule();
		await failing.idle();
		expect(failing.snapshot().verified).toBeUndefined();
		// A stored run that claims fewer tests than the exercise has today is not taken.
		const stale = {
			...saved,
			verified: saved.verified?.map((run) => ({
				...run,
				checks: run.checks.map((c) => ({ ...c, passed: 1, total: 1 })),
			})),
		};
		const fresh = programBuilder([pass('javascript'), pass('python')]);
		fresh.restore(readSnapshot(stale));
		fresh.schedule();
		await fresh.idle();
		expect(fresh.runs).toHaveLength(1);
	});
});
